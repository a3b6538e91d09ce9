//! The program listing and saved-search endpoints over HTTP: who may ask for what, and the
//! spec's messages for bad filters. The filters' semantics run on both engines in the storage
//! contract (`storage_contract/listings.rs`).

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::access::Role;
use server::months::month_of;
use server::returns::statistics;
use server::{groups, programs};

use crate::common::fixtures;
use crate::support::{spawn_app, TestApp};

/// An active company "acme" with an active program "trend" (30 months of +1 %), a hidden one
/// and a pending one; answers (group id, trend's id).
async fn company(app: &TestApp) -> (i64, i64) {
    let db = &app.db.db;
    let mut group = fixtures::group("acme");
    group.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &group).await.unwrap();
    let months = fixtures::months(202201, &[0.01; 30]);
    let mut ids = Vec::new();
    for (uri, hidden, status) in [
        ("trend", false, server::reference::program_status::ACTIVE),
        ("hidden", true, server::reference::program_status::ACTIVE),
        ("pending", false, server::reference::program_status::PENDING),
    ] {
        let mut program = fixtures::program(uri);
        program.program_name = format!("Acme {uri}");
        program.hide_program = hidden;
        program.program_status_id = status;
        let id = programs::create_program(db, group_id, &program)
            .await
            .unwrap();
        statistics::replace_returns_and_statistics(db, id, &months, None)
            .await
            .unwrap();
        ids.push(id);
    }
    (group_id, ids[0])
}

#[tokio::test]
async fn anyone_reads_a_listing_page_with_its_return_month() {
    let app = spawn_app().await;
    let (status, body) = app.get_json("/api/v1/programs?pageSize=50").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["items"], json!([]));
    assert_eq!(body["totalCount"], 0);
    let today = month_of(time::OffsetDateTime::now_utc().date()).unwrap();
    assert_eq!(body["returnMonth"], today.prev().yyyymm());
}

#[tokio::test]
async fn bad_filters_answer_with_the_spec_message_keys() {
    let app = spawn_app().await;
    let (status, body) = app
        .get_json("/api/v1/programs?filterByDatePerformanceMin=2010-01&filterByCARORMin=7")
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        body["fields"],
        json!({
            "filterByDatePerformanceMax": "invalidDateRange",
            "filterByCARORMin": "invalidChoice",
        })
    );
    let (_, body) = app
        .get_json("/api/v1/programs?filterByDatePerformanceMin=2010-01&filterByDatePerformanceMax=2999-01")
        .await;
    assert_eq!(
        body["fields"],
        json!({ "filterByDatePerformanceMax": "futureDate" })
    );
}

#[tokio::test]
async fn pending_and_deleted_programs_are_listed_for_administrators_only() {
    let app = spawn_app().await;
    let (status, body) = app
        .get_json("/api/v1/programs?filterByProgramStatusIds=2")
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("forbidden_role"))
    );
    let member = app.sign_in_as("m@example.com", &[Role::Member], None).await;
    let (status, _) = app
        .call(
            "GET",
            "/api/v1/programs?filterByProgramStatusIds=4",
            Some(&member),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let admin = app
        .sign_in_as("a@example.com", &[Role::Member, Role::Administrator], None)
        .await;
    let (status, _) = app
        .call(
            "GET",
            "/api/v1/programs?filterByProgramStatusIds=2&filterByProgramStatusIds=4",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    // Archived programs are public: the archived-programs listing.
    let (status, _) = app
        .get_json("/api/v1/programs?filterByProgramStatusIds=3")
        .await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn a_member_saves_a_search_of_filters() {
    let app = spawn_app().await;
    let filters = json!({ "filters": {
        "filterByCARORMin": "10",
        "filterByCompositionTypesId": ["3", "5"],
    }});
    let (status, _) = app
        .call(
            "POST",
            "/api/v1/me/saved-searches",
            None,
            Some(filters.clone()),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    let token = app.sign_in_as("s@example.com", &[Role::Member], None).await;
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/me/saved-searches",
            Some(&token),
            Some(filters),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert!(body["savedSearchId"].as_i64().unwrap() > 0);
    let stored: String = sqlx::query_scalar("SELECT filters_json FROM saved_searches")
        .fetch_one(&app.db.db.pool)
        .await
        .unwrap();
    let stored: Value = serde_json::from_str(&stored).unwrap();
    assert_eq!(stored["filterByCompositionTypesId"], json!(["3", "5"]));

    for (filters, key) in [
        (json!({}), "required"),
        (json!({ "sortBy": "ytdReturn" }), "invalidChoice"),
    ] {
        let (status, body) = app
            .call(
                "POST",
                "/api/v1/me/saved-searches",
                Some(&token),
                Some(json!({ "filters": filters })),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(body["fields"], json!({ "filters": key }));
    }
}

#[tokio::test]
async fn a_program_page_has_its_terms_statistics_and_returns_and_records_the_view() {
    let app = spawn_app().await;
    let (_, trend) = company(&app).await;
    let (status, body) = app.get_json("/api/v1/groups/acme/programs/trend").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["programId"], trend);
    assert_eq!(body["feePerformance"], 0.2);
    assert_eq!(
        body["compositions"],
        json!([{ "typeId": 6, "value": 0.5 }, { "typeId": 12, "value": 0.5 }])
    );
    assert_eq!(body["monthlyReturns"].as_array().unwrap().len(), 30);
    assert_eq!(body["statistics"]["returnCount"], 30);
    assert_eq!(body["statistics"]["firstMonth"], "2022-01");
    assert!(
        body.get("canEdit").is_none(),
        "the page is the same for every reader"
    );
    let views: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM view_logs WHERE program_id = $1")
        .bind(trend)
        .fetch_one(&app.db.db.pool)
        .await
        .unwrap();
    assert_eq!(views, 1);
}

/// A GET of `path` with `headers`: status, answer headers, body bytes.
async fn get_with(
    app: &TestApp,
    path: &str,
    headers: &[(&str, &str)],
) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
    let mut request = axum::http::Request::builder().uri(path);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let (status, headers, body) = app
        .send(request.body(axum::body::Body::empty()).unwrap())
        .await;
    (status, headers, body.to_vec())
}

#[tokio::test]
async fn a_program_page_goes_gzip_compressed_as_kept_and_unchanged_pages_cost_no_body() {
    let app = spawn_app().await;
    company(&app).await;
    let path = "/api/v1/groups/acme/programs/trend";
    let (status, plain_headers, plain) = get_with(&app, path, &[]).await;
    assert_eq!(status, StatusCode::OK);
    assert!(plain_headers.get("content-encoding").is_none());
    let (status, headers, compressed) =
        get_with(&app, path, &[("accept-encoding", "br;q=1, gzip;q=0.8")]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-encoding"], "gzip");
    assert_eq!(headers["vary"], "Accept-Encoding");
    assert_eq!(headers["cache-control"], "private, no-cache");
    assert_eq!(
        server::gzip::decompress(&compressed, 1 << 20).unwrap(),
        plain,
        "the same document, compressed once"
    );
    let etag = headers["etag"].to_str().unwrap().to_owned();
    assert!(
        etag.starts_with("W/\""),
        "one weak tag for both encodings: {etag}"
    );
    assert_eq!(plain_headers["etag"], etag.as_str());
    let (status, headers, body) = get_with(&app, path, &[("if-none-match", &etag)]).await;
    assert_eq!(status, StatusCode::NOT_MODIFIED);
    assert_eq!(headers["etag"], etag.as_str());
    assert!(body.is_empty());
    let (status, _, _) = get_with(&app, path, &[("if-none-match", "\"older\"")]).await;
    assert_eq!(status, StatusCode::OK);
    let strong = etag.trim_start_matches("W/");
    let (status, _, _) = get_with(&app, path, &[("if-none-match", strong)]).await;
    assert_eq!(status, StatusCode::NOT_MODIFIED, "compared weakly");
    let (status, _, _) = get_with(&app, path, &[("if-none-match", "*")]).await;
    assert_eq!(status, StatusCode::NOT_MODIFIED, "any current page");
    // A hidden program stays hidden from visitors, whatever tag they send.
    let (status, _, _) = get_with(
        &app,
        "/api/v1/groups/acme/programs/hidden",
        &[("if-none-match", "*")],
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_kept_program_page_follows_every_write_to_the_program() {
    let app = spawn_app().await;
    let (_, trend) = company(&app).await;
    let db = &app.db.db;
    let path = "/api/v1/groups/acme/programs/trend";
    let (_, before) = app.get_json(path).await;
    assert_eq!(before["monthlyReturns"].as_array().unwrap().len(), 30);
    statistics::replace_returns_and_statistics(
        db,
        trend,
        &fixtures::months(202201, &[0.02; 31]),
        None,
    )
    .await
    .unwrap();
    let (_, after) = app.get_json(path).await;
    assert_eq!(after["monthlyReturns"].as_array().unwrap().len(), 31);
    assert_eq!(after["statistics"]["returnCount"], 31);
    let admin = app
        .sign_in_as("admin@example.com", &[Role::Administrator], None)
        .await;
    let (code, body) = app
        .call(
            "PATCH",
            &format!("{path}/status"),
            Some(&admin),
            Some(json!({ "programStatusId": server::reference::program_status::PENDING })),
        )
        .await;
    assert!(code.is_success(), "{code} {body}");
    assert_eq!(status(&app, path, None).await, StatusCode::NOT_FOUND);
    let (_, pending) = app.call("GET", path, Some(&admin), None).await;
    assert_eq!(
        pending["programStatusId"],
        server::reference::program_status::PENDING
    );
}

async fn status(app: &TestApp, path: &str, token: Option<String>) -> StatusCode {
    app.call("GET", path, token.as_deref(), None).await.0
}

#[tokio::test]
async fn hidden_and_pending_programs_are_not_found_by_those_who_may_not_see_them() {
    let app = spawn_app().await;
    let (group_id, _) = company(&app).await;
    assert_eq!(
        status(&app, "/api/v1/groups/acme/programs/hidden", None).await,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        status(&app, "/api/v1/groups/acme/programs/pending", None).await,
        StatusCode::NOT_FOUND
    );
    let member = app.sign_in_as("m@example.com", &[Role::Member], None).await;
    assert_eq!(
        status(
            &app,
            "/api/v1/groups/acme/programs/hidden",
            Some(member.clone())
        )
        .await,
        StatusCode::OK
    );
    assert_eq!(
        status(&app, "/api/v1/groups/acme/programs/pending", Some(member)).await,
        StatusCode::NOT_FOUND
    );
    let manager = app
        .sign_in_as(
            "c@example.com",
            &[Role::Member, Role::CtaManager],
            Some(group_id),
        )
        .await;
    let (code, body) = app
        .call(
            "GET",
            "/api/v1/groups/acme/programs/pending",
            Some(&manager),
            None,
        )
        .await;
    assert_eq!(code, StatusCode::OK);
    assert_eq!(
        body["programStatusId"],
        server::reference::program_status::PENDING
    );
    assert_eq!(
        status(&app, "/api/v1/groups/acme/programs/nothing", None).await,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn the_view_log_is_for_administrators_and_the_company_managers() {
    let app = spawn_app().await;
    let (group_id, trend) = company(&app).await;
    let member = app
        .sign_in_as("viewer@example.com", &[Role::Member], None)
        .await;
    app.call(
        "GET",
        "/api/v1/groups/acme/programs/trend",
        Some(&member),
        None,
    )
    .await;
    app.get_json("/api/v1/groups/acme/programs/trend").await;

    let views = format!("/api/v1/programs/{trend}/views");
    let (status, _) = app.call("GET", &views, Some(&member), None).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = app.call("GET", &views, None, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    let manager = app
        .sign_in_as(
            "c@example.com",
            &[Role::Member, Role::CtaManager],
            Some(group_id),
        )
        .await;
    let (status, body) = app.call("GET", &views, Some(&manager), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["totalCount"], 2);
    // Newest first: the anonymous visit, then the member's.
    assert_eq!(body["items"][0]["userId"], Value::Null);
    assert_eq!(body["items"][1]["email"], "viewer@example.com");
    let (_, count) = app
        .call("GET", &format!("{views}/count"), Some(&manager), None)
        .await;
    assert_eq!(count["count"], 2);
    let (_, page) = app
        .call(
            "GET",
            &format!("{views}?pageSize=1&pageNumber=2&orderBy=ASC"),
            Some(&manager),
            None,
        )
        .await;
    assert_eq!(page["items"][0]["userId"], Value::Null);

    let admin = app
        .sign_in_as("a@example.com", &[Role::Member, Role::Administrator], None)
        .await;
    let request = axum::http::Request::get(format!("/api/v1/programs/{trend}/views.csv"))
        .header("authorization", format!("Bearer {admin}"))
        .body(axum::body::Body::empty())
        .unwrap();
    let (status, headers, body) = app.send(request).await;
    assert_eq!(status, StatusCode::OK);
    assert!(headers["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/csv"));
    let csv = String::from_utf8(body).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "Date,First Name,Last Name,Email,Phone");
    assert_eq!(lines.len(), 3);
    assert!(lines[2].contains("viewer@example.com"));
}

#[tokio::test]
async fn the_typeahead_needs_three_characters_and_hides_what_the_reader_may_not_see() {
    let app = spawn_app().await;
    company(&app).await;
    let (status, body) = app.get_json("/api/v1/programs/search?term=ac").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["fields"], json!({ "term": "tooShort" }));
    let (_, body) = app.get_json("/api/v1/programs/search?term=ACME").await;
    let names: Vec<&str> = body
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["programName"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Acme trend"]);
    let member = app.sign_in_as("m@example.com", &[Role::Member], None).await;
    let (_, body) = app
        .call(
            "GET",
            "/api/v1/programs/search?term=acme",
            Some(&member),
            None,
        )
        .await;
    assert_eq!(
        body.as_array().unwrap().len(),
        2,
        "hidden programs for members"
    );
    let (_, body) = app.get_json("/api/v1/programs/search?term=100%25").await;
    assert_eq!(body, json!([]), "a percent sign is text, not a wildcard");
}

#[tokio::test]
async fn comparison_series_and_market_quotes_chart_growth_of_1000() {
    let app = spawn_app().await;
    let (_, trend) = company(&app).await;
    let (_, items) = app.get_json("/api/v1/compare-items").await;
    assert_eq!(
        items,
        json!([{ "kind": "program", "id": trend, "title": "Granite Ridge Capital – Acme trend", "titleZh": null, "portfolioUri": null }])
    );
    let (status, series) = app
        .get_json(&format!("/api/v1/compare-series?kind=program&id={trend}"))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        series["vami"][0],
        json!({ "month": "2021-12", "value": 1000.0 })
    );
    assert_eq!(series["vami"].as_array().unwrap().len(), 31);
    let (status, _) = app
        .get_json("/api/v1/compare-series?kind=index&id=99")
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, quotes) = app.get_json("/api/v1/market-quotes").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(quotes, json!([]), "no index holds returns yet");
}

#[tokio::test]
async fn a_company_lists_its_programs_with_visits_for_its_managers() {
    let app = spawn_app().await;
    let (group_id, _) = company(&app).await;
    let (status, body) = app.get_json("/api/v1/groups/acme/programs").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let names = |body: &Value| -> Vec<String> {
        body["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["programName"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(names(&body), ["Acme trend"]);
    assert_eq!(body["visits"], Value::Null);
    let manager = app
        .sign_in_as(
            "c@example.com",
            &[Role::Member, Role::CtaManager],
            Some(group_id),
        )
        .await;
    let (_, body) = app
        .call("GET", "/api/v1/groups/acme/programs", Some(&manager), None)
        .await;
    assert_eq!(names(&body), ["Acme hidden", "Acme pending", "Acme trend"]);
    assert_eq!(body["visits"].as_object().unwrap().len(), 3);
    // The dashboard finds the manager's companies by their session.
    let (status, body) = app
        .call("GET", "/api/v1/me/groups", Some(&manager), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["items"][0]["groupUri"], "acme");
    assert_eq!(body["items"].as_array().unwrap().len(), 1);
    let (status, _) = app.call("GET", "/api/v1/me/groups", None, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_company_logo_is_served_with_its_type_and_caching_and_a_bad_file_changes_nothing() {
    let app = spawn_app().await;
    let (group_id, _) = company(&app).await;
    let (_, body) = app.get_json("/api/v1/groups/acme").await;
    assert_eq!(body["logoUrl"], Value::Null);
    assert_eq!(
        app.get("/api/v1/groups/acme/logo").await.0,
        StatusCode::NOT_FOUND
    );

    let png = server::demo::logos::demo_logo("Acme");
    let path = groups::logo::store_logo(&app.db.db, &app.data_dir, group_id, &png)
        .await
        .unwrap();
    let (_, body) = app.get_json("/api/v1/groups/acme").await;
    let url = body["logoUrl"].as_str().unwrap().to_owned();
    assert!(url.starts_with("/api/v1/groups/acme/logo?v="), "{url}");
    let (status, headers, bytes) = app.get(&url).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "image/png");
    assert_eq!(
        headers["cache-control"],
        "public, max-age=31536000, immutable"
    );
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert_eq!(bytes, png);

    // Not an image, or too large: refused, the stored logo and its file untouched.
    for bad in [
        b"<svg onload='alert(1)'/>".to_vec(),
        [&png[..], &vec![0; groups::rules::MAX_LOGO_BYTES]].concat(),
    ] {
        assert!(
            groups::logo::store_logo(&app.db.db, &app.data_dir, group_id, &bad)
                .await
                .is_err()
        );
    }
    let (_, body) = app.get_json("/api/v1/groups/acme").await;
    assert_eq!(body["logoUrl"], url.as_str());
    assert!(app.data_dir.join(&path).is_file());

    // A new logo replaces the old file and gets a new address.
    let other = server::demo::logos::demo_logo("Borealis");
    let new_path = groups::logo::store_logo(&app.db.db, &app.data_dir, group_id, &other)
        .await
        .unwrap();
    assert!(!app.data_dir.join(&path).exists());
    let (_, body) = app.get_json("/api/v1/groups/acme").await;
    assert_ne!(body["logoUrl"], url.as_str());
    assert_eq!(app.get(body["logoUrl"].as_str().unwrap()).await.2, other);
    assert!(app.data_dir.join(new_path).is_file());

    // A company that is not public keeps its logo private too.
    sqlx::query("UPDATE groups SET group_status_id = $1 WHERE id = $2")
        .bind(server::reference::group_status::PENDING)
        .bind(group_id)
        .execute(&app.db.db.pool)
        .await
        .unwrap();
    assert_eq!(
        app.get("/api/v1/groups/acme/logo").await.0,
        StatusCode::NOT_FOUND
    );
}

async fn upload_logo(app: &TestApp, token: Option<&str>, bytes: Vec<u8>) -> (StatusCode, Value) {
    let mut request = axum::http::Request::put("/api/v1/groups/acme/logo")
        .header("content-type", "application/octet-stream");
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    let (status, _, body) = app
        .send(request.body(axum::body::Body::from(bytes)).unwrap())
        .await;
    (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
}

#[tokio::test]
async fn the_company_managers_upload_a_logo_and_a_refused_file_changes_nothing() {
    let app = spawn_app().await;
    let (group_id, _) = company(&app).await;
    let png = server::demo::logos::demo_logo("Acme");
    let member = app.sign_in_as_member("m@example.com").await;
    let manager = app
        .sign_in_as(
            "c@example.com",
            &[Role::Member, Role::CtaManager],
            Some(group_id),
        )
        .await;
    assert_eq!(
        upload_logo(&app, None, png.clone()).await.0,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        upload_logo(&app, Some(&member), png.clone()).await.0,
        StatusCode::NOT_FOUND
    );

    let (status, body) = upload_logo(&app, Some(&manager), png.clone()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let url = body["logoUrl"].as_str().unwrap().to_owned();
    assert_eq!(app.get(&url).await.2, png);

    let too_large = [&png[..], &vec![0; groups::rules::MAX_LOGO_BYTES]].concat();
    for (bytes, key) in [
        (b"<svg onload='alert(1)'/>".to_vec(), "invalidImage"),
        (too_large, "tooLarge"),
    ] {
        let (status, body) = upload_logo(&app, Some(&manager), bytes).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(body["fields"]["logo"], key);
    }
    let (_, profile) = app.get_json("/api/v1/groups/acme").await;
    assert_eq!(profile["logoUrl"], url.as_str());
}

#[tokio::test]
async fn the_blend_correlation_filter_is_for_the_allowed_roles_and_the_blend_owner() {
    let app = spawn_app().await;
    let (_, trend) = company(&app).await;
    let plus = app
        .sign_in_as("plus@example.com", &[Role::Member, Role::MemberPlus], None)
        .await;
    let member = app.sign_in_as("m@example.com", &[Role::Member], None).await;
    let owner: i64 = sqlx::query_scalar("SELECT id FROM users WHERE email = 'plus@example.com'")
        .fetch_one(&app.db.db.pool)
        .await
        .unwrap();
    let blend: i64 = sqlx::query_scalar(
        "INSERT INTO blends (user_id, blend_name, is_current) VALUES ($1, 'New Blend', 1) RETURNING id",
    )
    .bind(owner)
    .fetch_one(&app.db.db.pool)
    .await
    .unwrap();
    sqlx::query("INSERT INTO blend_orders (blend_id, program_id, quantity) VALUES ($1, $2, 50000)")
        .bind(blend)
        .bind(trend)
        .execute(&app.db.db.pool)
        .await
        .unwrap();
    let path = format!("/api/v1/programs?filterByBlendCorrelationId={blend}");

    let (status, _) = app.call("GET", &path, None, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, body) = app.call("GET", &path, Some(&member), None).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("forbidden_role"))
    );
    let admin = app
        .sign_in_as("a@example.com", &[Role::Member, Role::Administrator], None)
        .await;
    let (status, _) = app.call("GET", &path, Some(&admin), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "another member's blend");

    let (status, body) = app.call("GET", &path, Some(&plus), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // The blend is one program of constant returns: no variance, so no correlation to show.
    assert_eq!(body["items"][0]["correlation"], Value::Null);

    let (status, choices) = app
        .call("GET", "/api/v1/me/blends/minimal", Some(&plus), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        choices,
        json!([{ "blendId": blend, "blendName": "New Blend", "isCurrent": true }])
    );
    let (_, none) = app
        .call("GET", "/api/v1/me/blends/minimal", Some(&member), None)
        .await;
    assert_eq!(none, json!([]));
}
