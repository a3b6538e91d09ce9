//! Shareable blends: a member shares a saved blend, anyone holding the link reads it signed out
//! with the data up to the month it was shared, the owner lists and revokes links, programs the
//! reader may not see are left out and counted, and the limits hold. Each rule runs on SQLite
//! and PostgreSQL.

use axum::http::{header, Request, StatusCode};
use serde_json::{json, Value};
use server::returns::{self, statistics};
use server::{groups, indexes, programs};

use crate::common::fixtures::{self, count};
use crate::support::TestApp;

on_both_engines!(
    a_saved_blend_is_read_signed_out_as_it_was_saved,
    the_pinned_month_hides_later_returns,
    a_revoked_link_is_gone,
    another_member_can_neither_share_nor_revoke_the_owners_blend,
    a_program_the_reader_may_not_see_is_left_out_and_counted,
    links_are_bounded_per_blend_and_per_member,
    only_a_saved_blend_is_shared_and_only_a_token_is_looked_up,
    the_links_page_is_titled_by_the_blend_and_kept_out_of_search_engines,
);

const OWNER: &str = "owner@example.com";

/// An active company with "trend" (2021-01 to 2023-12) and "carry" (2022-01 to 2023-12), and the
/// S&P 500 (2020-01 to 2024-12); answers the programs' ids.
async fn programs(app: &TestApp) -> (i64, i64) {
    let db = &app.db.db;
    let mut group = fixtures::group("acme");
    group.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &group).await.unwrap();
    let mut ids = Vec::new();
    for (uri, first, count) in [("trend", 202101, 36), ("carry", 202201, 24)] {
        let mut program = fixtures::program(uri);
        program.program_status_id = server::reference::program_status::ACTIVE;
        program.investment_min = None;
        let id = programs::create_program(db, group_id, &program)
            .await
            .unwrap();
        let values: Vec<f64> = (0..count).map(|i| f64::from(i % 7 - 3) / 100.0).collect();
        statistics::replace_returns_and_statistics(db, id, &fixtures::months(first, &values), None)
            .await
            .unwrap();
        ids.push(id);
    }
    let index_id = indexes::create_index(db, &fixtures::sp500_index())
        .await
        .unwrap();
    let values: Vec<f64> = (0..60).map(|i| f64::from(i % 5 - 2) / 100.0).collect();
    returns::replace_index_returns(db, index_id, &fixtures::months(202001, &values))
        .await
        .unwrap();
    (ids[0], ids[1])
}

async fn expect(
    app: &TestApp,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
    expected: StatusCode,
) -> Value {
    let (status, json) = app.call(method, path, token, body).await;
    assert_eq!(status, expected, "{method} {path}: {json}");
    json
}

/// A saved blend "Core mix" of `program_ids` at 100,000 and 200,000...; answers its id.
async fn saved_blend(app: &TestApp, token: &str, program_ids: &[i64]) -> i64 {
    let blend = expect(
        app,
        "POST",
        "/api/v1/me/blends",
        Some(token),
        Some(json!({ "programIds": program_ids })),
        StatusCode::CREATED,
    )
    .await;
    let id = blend["blendId"].as_i64().unwrap();
    let orders: Vec<Value> = program_ids
        .iter()
        .enumerate()
        .map(|(i, program_id)| {
            json!({ "programId": program_id, "quantity": 100_000.0 * (i + 1) as f64,
                    "leverage": 1.5, "color": "#112233" })
        })
        .collect();
    let orders_path = format!("/api/v1/me/blends/{id}/orders");
    let body = Some(json!({ "orders": orders }));
    expect(app, "PUT", &orders_path, Some(token), body, StatusCode::OK).await;
    let save = format!("/api/v1/me/blends/{id}/save");
    let name = Some(json!({ "blendName": "Core mix" }));
    expect(app, "PUT", &save, Some(token), name, StatusCode::OK).await;
    id
}

async fn share(app: &TestApp, token: &str, blend_id: i64) -> Value {
    let path = format!("/api/v1/me/blends/{blend_id}/shares");
    expect(app, "POST", &path, Some(token), None, StatusCode::CREATED).await
}

fn link(created: &Value) -> String {
    format!(
        "/api/v1/shared-blends/{}",
        created["token"].as_str().unwrap()
    )
}

async fn a_saved_blend_is_read_signed_out_as_it_was_saved(app: TestApp) {
    let (trend, carry) = programs(&app).await;
    let owner = app.sign_in_as_member(OWNER).await;
    let blend_id = saved_blend(&app, &owner, &[trend, carry]).await;
    let created = share(&app, &owner, blend_id).await;
    let token = created["token"].as_str().unwrap();
    assert_eq!(token.len(), 43);
    assert!(token
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
    assert_eq!(created["share"]["blendName"], "Core mix");
    assert_eq!(created["share"]["programCount"], 2);
    assert_eq!(created["share"]["dataMonth"], 202312);
    let stored = count(
        &app.db.db,
        &format!("SELECT COUNT(*) FROM blend_shares WHERE token_hash = '{token}'"),
    )
    .await;
    assert_eq!(stored, 0, "the token itself is not stored");

    // Changed after the save: the link keeps the saved allocation.
    let orders = json!({ "orders": [{ "programId": trend, "quantity": 999_000, "leverage": 3 }] });
    let path = format!("/api/v1/me/blends/{blend_id}/orders");
    expect(
        &app,
        "PUT",
        &path,
        Some(&owner),
        Some(orders),
        StatusCode::OK,
    )
    .await;

    let (status, headers, body) = app
        .send(
            Request::get(link(&created))
                .body(axum::body::Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[header::CACHE_CONTROL], "no-store");
    let shared: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(shared["blendName"], "Core mix");
    assert_eq!(shared["hiddenPrograms"], 0);
    assert_eq!(shared["dataMonth"], 202312);
    let orders = shared["orders"].as_array().unwrap();
    assert_eq!(orders.len(), 2);
    assert_eq!(
        (
            orders[0]["programId"].as_i64(),
            orders[1]["programId"].as_i64()
        ),
        (Some(trend), Some(carry))
    );
    assert_eq!(orders[0]["quantity"], 100_000.0);
    assert_eq!(orders[1]["quantity"], 200_000.0);
    assert_eq!(orders[1]["leverage"], 1.5);
    assert_eq!(orders[0]["color"], "#112233");
    assert_eq!(orders[0]["usdPerUnit"], 1.0);
    assert_eq!(orders[0]["groupName"], "Granite Ridge Capital");
    assert_eq!(orders[0]["returns"]["months"].as_array().unwrap().len(), 36);

    let list = expect(
        &app,
        "GET",
        "/api/v1/me/blend-shares",
        Some(&owner),
        None,
        StatusCode::OK,
    )
    .await;
    assert_eq!(list["totalCount"], 1);
    assert_eq!(list["items"][0]["shareId"], created["share"]["shareId"]);
    assert!(list["items"][0].get("token").is_none());
}

async fn the_pinned_month_hides_later_returns(app: TestApp) {
    let (trend, carry) = programs(&app).await;
    let owner = app.sign_in_as_member(OWNER).await;
    let blend_id = saved_blend(&app, &owner, &[trend, carry]).await;
    let created = share(&app, &owner, blend_id).await;
    // Two more months reported after sharing.
    let values: Vec<f64> = (0..38).map(|i| f64::from(i % 7 - 3) / 100.0).collect();
    statistics::replace_returns_and_statistics(
        &app.db.db,
        trend,
        &fixtures::months(202101, &values),
        None,
    )
    .await
    .unwrap();

    let (status, shared) = app.call("GET", &link(&created), None, None).await;
    assert_eq!(status, StatusCode::OK, "{shared}");
    let months = shared["orders"][0]["returns"]["months"].as_array().unwrap();
    assert_eq!(months.len(), 36);
    assert_eq!(months.last().unwrap(), 202312);
    let benchmark = shared["benchmark"]["months"].as_array().unwrap();
    assert_eq!(
        benchmark.len(),
        48,
        "the S&P 500 from 2020-01 to the link's month"
    );
    assert_eq!(benchmark.last().unwrap(), 202312);

    // A new link pins the new last month.
    let again = share(&app, &owner, blend_id).await;
    assert_eq!(again["share"]["dataMonth"], 202402);
}

async fn a_revoked_link_is_gone(app: TestApp) {
    let (trend, _) = programs(&app).await;
    let owner = app.sign_in_as_member(OWNER).await;
    let blend_id = saved_blend(&app, &owner, &[trend]).await;
    let created = share(&app, &owner, blend_id).await;
    let kept = share(&app, &owner, blend_id).await;
    let revoke = format!(
        "/api/v1/me/blend-shares/{}",
        created["share"]["shareId"].as_i64().unwrap()
    );
    for _ in 0..2 {
        expect(
            &app,
            "DELETE",
            &revoke,
            Some(&owner),
            None,
            StatusCode::NO_CONTENT,
        )
        .await;
    }
    let (status, body) = app.call("GET", &link(&created), None, None).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::NOT_FOUND, Some("not_found"))
    );
    let (status, _) = app.call("GET", &link(&kept), None, None).await;
    assert_eq!(status, StatusCode::OK, "the blend's other link still works");
    let list = expect(
        &app,
        "GET",
        "/api/v1/me/blend-shares",
        Some(&owner),
        None,
        StatusCode::OK,
    )
    .await;
    assert_eq!(list["totalCount"], 1);
    assert_eq!(list["items"][0]["shareId"], kept["share"]["shareId"]);

    // Deleting the blend deletes its links.
    let path = format!("/api/v1/me/blends/{blend_id}");
    expect(
        &app,
        "DELETE",
        &path,
        Some(&owner),
        None,
        StatusCode::NO_CONTENT,
    )
    .await;
    let (status, _) = app.call("GET", &link(&kept), None, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

async fn another_member_can_neither_share_nor_revoke_the_owners_blend(app: TestApp) {
    let (trend, _) = programs(&app).await;
    let owner = app.sign_in_as_member(OWNER).await;
    let other = app.sign_in_as_member("other@example.com").await;
    let blend_id = saved_blend(&app, &owner, &[trend]).await;
    let created = share(&app, &owner, blend_id).await;
    let path = format!("/api/v1/me/blends/{blend_id}/shares");
    expect(
        &app,
        "POST",
        &path,
        Some(&other),
        None,
        StatusCode::NOT_FOUND,
    )
    .await;
    let revoke = format!(
        "/api/v1/me/blend-shares/{}",
        created["share"]["shareId"].as_i64().unwrap()
    );
    expect(
        &app,
        "DELETE",
        &revoke,
        Some(&other),
        None,
        StatusCode::NOT_FOUND,
    )
    .await;
    let list = expect(
        &app,
        "GET",
        "/api/v1/me/blend-shares",
        Some(&other),
        None,
        StatusCode::OK,
    )
    .await;
    assert_eq!(list["totalCount"], 0);
    // Another member reads the link like anyone holding it.
    let (status, _) = app.call("GET", &link(&created), Some(&other), None).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = app.call("POST", &path, None, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

async fn a_program_the_reader_may_not_see_is_left_out_and_counted(app: TestApp) {
    let (trend, carry) = programs(&app).await;
    let owner = app.sign_in_as_member(OWNER).await;
    let blend_id = saved_blend(&app, &owner, &[trend, carry]).await;
    let created = share(&app, &owner, blend_id).await;
    let db = &app.db.db;

    // Hidden from visitors: a signed-in reader still sees it.
    sqlx::query("UPDATE programs SET hide_program = 1 WHERE id = $1")
        .bind(carry)
        .execute(&db.pool)
        .await
        .unwrap();
    let (_, shared) = app.call("GET", &link(&created), None, None).await;
    assert_eq!(shared["hiddenPrograms"], 1);
    assert_eq!(shared["orders"].as_array().unwrap().len(), 1);
    assert_eq!(shared["orders"][0]["programId"], trend);
    let reader = app.sign_in_as_member("reader@example.com").await;
    let (_, shared) = app.call("GET", &link(&created), Some(&reader), None).await;
    assert_eq!(shared["hiddenPrograms"], 0);

    // No longer approved: left out for every reader but its company's editors.
    sqlx::query("UPDATE programs SET hide_program = 0, program_status_id = $1 WHERE id = $2")
        .bind(server::reference::program_status::PENDING)
        .bind(trend)
        .execute(&db.pool)
        .await
        .unwrap();
    let (_, shared) = app.call("GET", &link(&created), Some(&reader), None).await;
    assert_eq!(shared["hiddenPrograms"], 1);
    assert_eq!(shared["orders"][0]["programId"], carry);
}

async fn links_are_bounded_per_blend_and_per_member(app: TestApp) {
    let (trend, _) = programs(&app).await;
    let owner = app.sign_in_as_member(OWNER).await;
    let blend_id = saved_blend(&app, &owner, &[trend]).await;
    let path = format!("/api/v1/me/blends/{blend_id}/shares");
    let mut ids = Vec::new();
    for _ in 0..10 {
        ids.push(
            share(&app, &owner, blend_id).await["share"]["shareId"]
                .as_i64()
                .unwrap(),
        );
    }
    let body = expect(
        &app,
        "POST",
        &path,
        Some(&owner),
        None,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(
        (body["code"].as_str(), body["limit"].as_i64()),
        (Some("limit_reached"), Some(10))
    );
    // A revoked link makes room.
    let revoke = format!("/api/v1/me/blend-shares/{}", ids[0]);
    expect(
        &app,
        "DELETE",
        &revoke,
        Some(&owner),
        None,
        StatusCode::NO_CONTENT,
    )
    .await;
    share(&app, &owner, blend_id).await;

    // 50 live links in all: fill up to the limit with links of other blends.
    let user_id = app.user_id(OWNER).await;
    for i in 0..40 {
        sqlx::query(
            "INSERT INTO blend_shares (token_hash, user_id, blend_id, blend_name, is_normalized, \
             orders_json, program_count, data_month, date_created) \
             SELECT $1, $2, id, 'Old', 0, '[]', 0, 202312, '2026-01-01T00:00:00Z' \
             FROM blends WHERE id = $3",
        )
        .bind(format!("hash-{i}"))
        .bind(user_id)
        .bind(blend_id)
        .execute(&app.db.db.pool)
        .await
        .unwrap();
    }
    let other_blend = saved_blend(&app, &owner, &[trend]).await;
    let other_path = format!("/api/v1/me/blends/{other_blend}/shares");
    let body = expect(
        &app,
        "POST",
        &other_path,
        Some(&owner),
        None,
        StatusCode::CONFLICT,
    )
    .await;
    assert_eq!(body["limit"], 50);

    // The list is paged, 50 at most a page.
    let page = expect(
        &app,
        "GET",
        "/api/v1/me/blend-shares?pageSize=20&pageNumber=3",
        Some(&owner),
        None,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        (
            page["totalCount"].as_i64(),
            page["items"].as_array().unwrap().len()
        ),
        (Some(50), 10)
    );
    let body = expect(
        &app,
        "GET",
        "/api/v1/me/blend-shares?pageSize=51",
        Some(&owner),
        None,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert_eq!(body["fields"], json!({ "pageSize": "invalidNumber" }));
}

async fn only_a_saved_blend_is_shared_and_only_a_token_is_looked_up(app: TestApp) {
    let (trend, _) = programs(&app).await;
    let owner = app.sign_in_as_member(OWNER).await;
    let worksheet = expect(
        &app,
        "POST",
        "/api/v1/me/blends",
        Some(&owner),
        Some(json!({ "programIds": [trend] })),
        StatusCode::CREATED,
    )
    .await;
    let path = format!("/api/v1/me/blends/{}/shares", worksheet["blendId"]);
    let body = expect(
        &app,
        "POST",
        &path,
        Some(&owner),
        None,
        StatusCode::UNPROCESSABLE_ENTITY,
    )
    .await;
    assert_eq!(body["fields"], json!({ "blendTypeId": "worksheet" }));
    expect(
        &app,
        "POST",
        "/api/v1/me/blends/999999/shares",
        Some(&owner),
        None,
        StatusCode::NOT_FOUND,
    )
    .await;

    for token in [
        "short",
        &"a".repeat(43),
        &"a".repeat(44),
        &format!("{}%2F", "a".repeat(41)),
    ] {
        let (status, _) = app
            .call("GET", &format!("/api/v1/shared-blends/{token}"), None, None)
            .await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{token}");
    }
}

async fn the_links_page_is_titled_by_the_blend_and_kept_out_of_search_engines(app: TestApp) {
    let (trend, _) = programs(&app).await;
    let owner = app.sign_in_as_member(OWNER).await;
    let blend_id = saved_blend(&app, &owner, &[trend]).await;
    let created = share(&app, &owner, blend_id).await;
    let token = created["token"].as_str().unwrap();
    for language in ["en", "zh-hans"] {
        let (status, headers, html) = app.get(&format!("/{language}/shared-blends/{token}")).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(headers["x-robots-tag"], "noindex");
        let html = String::from_utf8_lossy(&html);
        assert!(
            html.contains("<title>Core mix | CTA Atlas</title>"),
            "{html}"
        );
    }
    let revoke = format!(
        "/api/v1/me/blend-shares/{}",
        created["share"]["shareId"].as_i64().unwrap()
    );
    expect(
        &app,
        "DELETE",
        &revoke,
        Some(&owner),
        None,
        StatusCode::NO_CONTENT,
    )
    .await;
    let (status, headers, _) = app.get(&format!("/en/shared-blends/{token}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "a revoked link's page");
    assert_eq!(headers["x-robots-tag"], "noindex");
    let (_, headers, _) = app.get("/en/news").await;
    assert!(
        headers.get("x-robots-tag").is_none(),
        "other pages are indexed"
    );
    let (_, _, sitemap) = app.get("/sitemap.xml").await;
    assert!(!String::from_utf8_lossy(&sitemap).contains("shared-blends"));
}
