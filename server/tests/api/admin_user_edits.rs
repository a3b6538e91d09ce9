//! Administrators' per-user pages over HTTP: adding a user, editing another's profile and
//! email, setting their password (which ends their sessions), and reading their view log (paged
//! and as CSV), watchlist, portfolio and saved blends; each with its refusals.

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::returns::statistics;
use server::{groups, programs};

use crate::common::fixtures;
use crate::support::{outbox_texts, spawn_app, TestApp};

/// An id no account has.
const NO_USER: i64 = 999_999;

fn profile() -> Value {
    json!({
        "firstName": " Ann ",
        "lastName": "Lee",
        "phonePrefix": "+1",
        "phone": "312-555-0100",
        "address1": "1 Main St",
        "cityTown": "Chicago",
        "country": "USA",
        "stateProvince": "IL",
        "postalCode": "60601",
        "website": "ann.example.com",
        "getNewsletter": false,
        "getAlertNewProgram": true,
        "isAccredited": true,
        "language": "zh-hans"
    })
}

fn new_account(email: &str, role_ids: Value) -> Value {
    json!({
        "email": email,
        "password": "Secret12",
        "confirmPassword": "Secret12",
        "profile": profile(),
        "roleIds": role_ids
    })
}

/// Asserts a validation answer with exactly these field keys.
fn assert_fields(status: StatusCode, body: &Value, fields: Value) {
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["code"], "validation_failed");
    assert_eq!(body["fields"], fields);
}

#[tokio::test]
async fn an_administrator_adds_a_user_who_signs_in_with_the_roles_given() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/admin/users",
            Some(&admin),
            Some(new_account("ann@x.test", json!([2, 7, 2]))),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["userId"].as_i64().unwrap();
    assert_eq!(id, app.user_id("ann@x.test").await);
    let (status, _) = app.request_token("ann@x.test", "Secret12").await;
    assert_eq!(status, StatusCode::OK);

    let (_, user) = app
        .call(
            "GET",
            &format!("/api/v1/admin/users/{id}"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(user["roleNames"], json!(["CTA Manager", "Member Plus"]));
    assert_eq!(user["audit"][0]["action"], "created");
    assert_eq!(user["audit"][0]["newValue"], "CTA Manager; Member Plus");
    assert_eq!(user["audit"][0]["actorEmail"], "admin@x.test");
    // Stored as a profile save stores it.
    let (status, stored) = app
        .call(
            "GET",
            &format!("/api/v1/admin/users/{id}/profile"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{stored}");
    assert_eq!(stored["email"], "ann@x.test");
    assert_eq!(stored["firstName"], "Ann");
    assert_eq!(stored["country"], "US");
    assert_eq!(stored["website"], "http://ann.example.com");
    assert_eq!(stored["address2"], "");
    assert_eq!(stored["getAlertNewProgram"], true);
    assert_eq!(stored["isAccredited"], true);
    assert_eq!(stored["language"], "zh-hans");

    // Without roles the account is a member; the newsletter list follows the profile's box.
    let mut bo = new_account("bo@x.test", json!([]));
    bo["profile"]["getNewsletter"] = json!(true);
    let (status, body) = app
        .call("POST", "/api/v1/admin/users", Some(&admin), Some(bo))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let db = &app.db.db;
    assert!(server::newsletter::is_pending(db, "bo@x.test")
        .await
        .unwrap());
    assert!(!server::newsletter::is_subscribed(db, "ann@x.test")
        .await
        .unwrap());
    let bo = body["userId"].as_i64().unwrap();
    let (_, user) = app
        .call(
            "GET",
            &format!("/api/v1/admin/users/{bo}"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(user["roleNames"], json!(["Member"]));
}

#[tokio::test]
async fn adding_a_user_refuses_bad_fields_by_key_a_taken_email_and_a_member() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    let add = |body: Value| {
        let (app, admin) = (&app, &admin);
        async move {
            app.call("POST", "/api/v1/admin/users", Some(admin), Some(body))
                .await
        }
    };
    let mut profile = profile();
    profile["firstName"] = json!(" ");
    profile["phone"] = json!("12");
    profile["website"] = json!("not a site");
    let (status, body) = add(json!({
        "email": "nope",
        "password": "short",
        "confirmPassword": "other",
        "profile": profile,
        "roleIds": [1, 42]
    }))
    .await;
    assert_fields(
        status,
        &body,
        json!({
            "email": "invalidEmail",
            "password": "PasswordMinLength",
            "confirmPassword": "PasswordMismatch",
            "profile.firstName": "required",
            "profile.phone": "invalidPhone",
            "profile.website": "invalidUrl",
            "roleIds": "invalidChoice"
        }),
    );
    let mut weak = new_account("jo@x.test", json!(vec![1; 11]));
    weak["password"] = json!("secret12");
    weak["confirmPassword"] = json!("");
    let (status, body) = add(weak).await;
    assert_fields(
        status,
        &body,
        json!({
            "password": "PasswordStrength",
            "confirmPassword": "required",
            "roleIds": "tooMany"
        }),
    );
    let (status, body) = add(json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    for field in ["email", "password", "profile.firstName", "profile.country"] {
        assert!(body["fields"][field].is_string(), "{field}: {body}");
    }
    assert_eq!(
        body["fields"]["profile.email"],
        Value::Null,
        "the address is the body's"
    );

    app.sign_in_as_member("jo@x.test").await;
    let (status, body) = add(new_account("JO@x.test", json!([]))).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::CONFLICT, Some("email_taken"))
    );
    let member = app.sign_in_as_member("m@x.test").await;
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/admin/users",
            Some(&member),
            Some(new_account("new@x.test", json!([]))),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("forbidden_role"))
    );
}

#[tokio::test]
async fn an_administrator_edits_a_users_profile_and_email_without_their_password() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    app.sign_in_as_member("jo@x.test").await;
    app.sign_in_as_member("taken@x.test").await;
    let id = app.user_id("jo@x.test").await;
    let path = format!("/api/v1/admin/users/{id}/profile");
    let mut changed = profile();
    changed["email"] = json!("jo.new@x.test");
    let (status, user) = app.call("PUT", &path, Some(&admin), Some(changed)).await;
    assert_eq!(status, StatusCode::OK, "{user}");
    assert_eq!(user["userId"], id);
    assert_eq!(user["email"], "jo.new@x.test");
    assert_eq!(user["firstName"], "Ann");
    assert_eq!(user["audit"][0]["action"], "emailChanged");
    assert_eq!(user["audit"][0]["oldValue"], "jo@x.test");
    assert_eq!(user["audit"][0]["newValue"], "jo.new@x.test");
    let (status, _) = app.request_token("jo.new@x.test", "Secret12").await;
    assert_eq!(status, StatusCode::OK);
    // The old address is told, in the language the profile now has.
    let mails = outbox_texts(&app.data_dir);
    let (name, text) = mails.last().expect("a mail");
    assert!(name.contains("email-changed"), "{name}");
    assert!(text.contains("jo.new@x.test"), "{text}");

    let (status, stored) = app.call("GET", &path, Some(&admin), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(stored["email"], "jo.new@x.test");
    assert_eq!(stored["website"], "http://ann.example.com");

    // A save that keeps the address records nothing more.
    let mut same = profile();
    same["email"] = json!("JO.NEW@x.test");
    same["lastName"] = json!("Wu");
    let (status, user) = app.call("PUT", &path, Some(&admin), Some(same)).await;
    assert_eq!(status, StatusCode::OK, "{user}");
    assert_eq!(user["lastName"], "Wu");
    assert_eq!(user["audit"].as_array().unwrap().len(), 1);

    let mut taken = profile();
    taken["email"] = json!("Taken@x.test");
    let (status, body) = app.call("PUT", &path, Some(&admin), Some(taken)).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::CONFLICT, Some("email_taken"))
    );
    let mut invalid = profile();
    invalid["email"] = json!("");
    invalid["country"] = json!("XX");
    invalid["postalCode"] = json!("9".repeat(201));
    let (status, body) = app.call("PUT", &path, Some(&admin), Some(invalid)).await;
    assert_fields(
        status,
        &body,
        json!({ "email": "required", "country": "invalidCountry", "postalCode": "tooLong" }),
    );

    let missing = format!("/api/v1/admin/users/{NO_USER}/profile");
    let mut valid = profile();
    valid["email"] = json!("nobody@x.test");
    let (status, _) = app
        .call("PUT", &missing, Some(&admin), Some(valid.clone()))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = app.call("GET", &missing, Some(&admin), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let member = app.sign_in_as_member("m@x.test").await;
    let (status, _) = app.call("PUT", &path, Some(&member), Some(valid)).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = app.call("GET", &path, Some(&member), None).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn a_password_set_by_an_administrator_ends_the_users_other_sessions() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    app.sign_in_as_member("jo@x.test").await;
    let (_, session) = app.request_token("jo@x.test", "Secret12").await;
    let refresh_token = session["refreshToken"].as_str().unwrap().to_owned();
    let id = app.user_id("jo@x.test").await;
    let path = format!("/api/v1/admin/users/{id}/password");
    let (status, body) = app
        .call(
            "PUT",
            &path,
            Some(&admin),
            Some(json!({ "password": "Fresh123", "confirmPassword": "Fresh123" })),
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{body}");
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/auth/refresh",
            None,
            Some(json!({ "refreshToken": refresh_token })),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    let (status, _) = app.request_token("jo@x.test", "Secret12").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = app.request_token("jo@x.test", "Fresh123").await;
    assert_eq!(status, StatusCode::OK);
    let mails = outbox_texts(&app.data_dir);
    assert!(mails.last().unwrap().0.contains("password-changed"));
    let (_, user) = app
        .call(
            "GET",
            &format!("/api/v1/admin/users/{id}"),
            Some(&admin),
            None,
        )
        .await;
    let entry = &user["audit"][0];
    assert_eq!(
        (&entry["action"], &entry["oldValue"], &entry["newValue"]),
        (&json!("passwordChanged"), &Value::Null, &Value::Null)
    );

    for (body, fields) in [
        (
            json!({ "password": "Fresh1", "confirmPassword": "Fresh2" }),
            json!({ "confirmPassword": "PasswordMismatch" }),
        ),
        (
            json!({ "password": "Ab1", "confirmPassword": "Ab1" }),
            json!({ "password": "PasswordMinLength" }),
        ),
        (
            json!({ "password": "fresh123", "confirmPassword": "fresh123" }),
            json!({ "password": "PasswordStrength" }),
        ),
        (
            json!({}),
            json!({ "password": "PasswordRequired", "confirmPassword": "required" }),
        ),
    ] {
        let (status, answer) = app.call("PUT", &path, Some(&admin), Some(body)).await;
        assert_fields(status, &answer, fields);
    }
    let good = json!({ "password": "Fresh123", "confirmPassword": "Fresh123" });
    let (status, _) = app
        .call(
            "PUT",
            &format!("/api/v1/admin/users/{NO_USER}/password"),
            Some(&admin),
            Some(good.clone()),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let member = app.sign_in_as_member("m@x.test").await;
    let (status, _) = app.call("PUT", &path, Some(&member), Some(good)).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

/// An active company "Zeta" with the programs "Alpha" and "=cmd()", and "Acme" with "Beta";
/// answers their ids (alpha, formula, beta).
async fn viewed_programs(app: &TestApp) -> (i64, i64, i64) {
    let db = &app.db.db;
    let mut ids = Vec::new();
    for (group_uri, group_name, programs) in [
        (
            "zeta",
            "Zeta",
            vec![("alpha", "Alpha"), ("formula", "=cmd()")],
        ),
        ("acme", "Acme", vec![("beta", "Beta")]),
    ] {
        let mut group = fixtures::group(group_uri);
        group.group_name = group_name.to_owned();
        group.group_status_id = server::reference::group_status::ACTIVE;
        let group_id = groups::create_group(db, &group).await.unwrap();
        for (uri, name) in programs {
            let mut program = fixtures::program(uri);
            program.program_name = name.to_owned();
            ids.push(
                programs::create_program(db, group_id, &program)
                    .await
                    .unwrap(),
            );
        }
    }
    (ids[0], ids[1], ids[2])
}

async fn record_view(app: &TestApp, program_id: i64, user_id: i64, date: &str) {
    sqlx::query(
        "INSERT INTO view_logs (program_id, user_id, client_hash, view_day, date_created) \
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(program_id)
    .bind(user_id)
    .bind(format!("user-{user_id}"))
    .bind(&date[..10])
    .bind(date)
    .execute(&app.db.db.pool)
    .await
    .unwrap();
}

fn program_names(page: &Value) -> Vec<&str> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["programName"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn a_users_view_log_is_sorted_paged_and_exported_with_formulas_neutralised() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    let (alpha, formula, beta) = viewed_programs(&app).await;
    app.sign_in_as_member("jo@x.test").await;
    app.sign_in_as_member("other@x.test").await;
    let jo = app.user_id("jo@x.test").await;
    let other = app.user_id("other@x.test").await;
    record_view(&app, alpha, jo, "2024-03-01T10:00:00Z").await;
    record_view(&app, beta, jo, "2024-03-03T10:00:00Z").await;
    record_view(&app, formula, jo, "2024-03-02T10:00:00Z").await;
    record_view(&app, alpha, jo, "2024-03-04T10:00:00Z").await;
    record_view(&app, beta, other, "2024-03-05T10:00:00Z").await;
    let views = |query: &str| {
        let (app, admin) = (&app, &admin);
        let path = format!("/api/v1/admin/users/{jo}/views{query}");
        async move { app.call("GET", &path, Some(admin), None).await }
    };

    let (status, page) = views("").await;
    assert_eq!(status, StatusCode::OK, "{page}");
    assert_eq!(page["totalCount"], 4);
    assert_eq!(program_names(&page), ["Alpha", "Beta", "=cmd()", "Alpha"]);
    assert_eq!(
        page["items"][0],
        json!({
            "programId": alpha,
            "programUri": "alpha",
            "programName": "Alpha",
            "groupUri": "zeta",
            "groupName": "Zeta",
            "dateCreated": "2024-03-04T10:00:00Z"
        })
    );
    let (_, page) = views("?sortBy=programName").await;
    assert_eq!(program_names(&page), ["=cmd()", "Alpha", "Alpha", "Beta"]);
    assert_eq!(page["items"][1]["dateCreated"], "2024-03-04T10:00:00Z");
    let (_, page) = views("?sortBy=groupName&orderBy=desc").await;
    assert_eq!(program_names(&page), ["Alpha", "Alpha", "=cmd()", "Beta"]);
    let (_, page) = views("?sortBy=dateCreated&orderBy=ASC&pageSize=3&pageNumber=2").await;
    assert_eq!(page["totalCount"], 4);
    assert_eq!(program_names(&page), ["Alpha"]);
    assert_eq!(page["items"][0]["dateCreated"], "2024-03-04T10:00:00Z");
    let (status, body) = views("?pageSize=101").await;
    assert_fields(status, &body, json!({ "pageSize": "invalidNumber" }));
    let (status, body) = views("?orderBy=up").await;
    assert_fields(status, &body, json!({ "orderBy": "invalidChoice" }));
    let (status, _) = views("?sortBy=email").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);

    let request = |path: String, token: &str| {
        axum::http::Request::get(path)
            .header("authorization", format!("Bearer {token}"))
            .body(axum::body::Body::empty())
            .unwrap()
    };
    let csv = format!("/api/v1/admin/users/{jo}/views.csv");
    let (status, headers, body) = app.send(request(csv.clone(), &admin)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "text/csv; charset=utf-8");
    assert_eq!(
        headers["content-disposition"],
        format!("attachment; filename=\"user-{jo}-views.csv\"").as_str()
    );
    let text = String::from_utf8(body).unwrap();
    let lines: Vec<&str> = text.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(
        lines,
        [
            "Date (UTC),Company,Program,Program Id",
            &format!("2024-03-04T10:00:00Z,Zeta,Alpha,{alpha}"),
            &format!("2024-03-02T10:00:00Z,Zeta,'=cmd(),{formula}"),
            &format!("2024-03-03T10:00:00Z,Acme,Beta,{beta}"),
            &format!("2024-03-01T10:00:00Z,Zeta,Alpha,{alpha}"),
        ],
        "newest recorded first, the formula neutralised"
    );
    // Compressed, the stream is read to its end and once more, and arrives whole.
    let compressed = axum::http::Request::get(csv.clone())
        .header("authorization", format!("Bearer {admin}"))
        .header("accept-encoding", "gzip")
        .body(axum::body::Body::empty())
        .unwrap();
    let (status, headers, body) = app.send(compressed).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-encoding"], "gzip");
    let mut unzipped = String::new();
    std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&body[..]), &mut unzipped)
        .unwrap();
    assert_eq!(unzipped, text);

    let (status, _) = app
        .call(
            "GET",
            &format!("/api/v1/admin/users/{NO_USER}/views"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _, _) = app
        .send(request(
            format!("/api/v1/admin/users/{NO_USER}/views.csv"),
            &admin,
        ))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let member = app.sign_in_as_member("m@x.test").await;
    let (status, _) = app
        .call(
            "GET",
            &format!("/api/v1/admin/users/{jo}/views"),
            Some(&member),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _, _) = app.send(request(csv, &member)).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

/// A member request that must succeed; answers the body.
async fn ok(app: &TestApp, method: &str, path: &str, token: &str, body: Option<Value>) -> Value {
    let (status, json) = app.call(method, path, Some(token), body).await;
    assert!(status.is_success(), "{method} {path}: {status} {json}");
    json
}

#[tokio::test]
async fn an_administrator_reads_a_members_lists_as_the_member_sees_them() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    let db = &app.db.db;
    let (alpha, _, beta) = viewed_programs(&app).await;
    for program_id in [alpha, beta] {
        let months = [
            fixtures::month(202401, 0.02),
            fixtures::month(202402, -0.01),
            fixtures::month(202403, 0.03),
        ];
        statistics::replace_returns_and_statistics(db, program_id, &months, None)
            .await
            .unwrap();
    }
    let member = app.sign_in_as_member("jo@x.test").await;
    let jo = app.user_id("jo@x.test").await;
    ok(
        &app,
        "POST",
        "/api/v1/me/watchlist",
        &member,
        Some(json!({ "programId": alpha, "alert": true })),
    )
    .await;
    ok(
        &app,
        "POST",
        "/api/v1/me/portfolio/orders",
        &member,
        Some(json!({ "programId": beta })),
    )
    .await;
    let blend = ok(
        &app,
        "POST",
        "/api/v1/me/blends",
        &member,
        Some(json!({ "programIds": [alpha, beta] })),
    )
    .await;
    let blend_id = blend["blendId"].as_i64().unwrap();
    ok(
        &app,
        "PUT",
        &format!("/api/v1/me/blends/{blend_id}/save"),
        &member,
        Some(json!({ "blendName": "Core" })),
    )
    .await;

    for list in ["watchlist", "portfolio", "blends"] {
        let own = ok(&app, "GET", &format!("/api/v1/me/{list}"), &member, None).await;
        let path = format!("/api/v1/admin/users/{jo}/{list}");
        let (status, read) = app.call("GET", &path, Some(&admin), None).await;
        assert_eq!(status, StatusCode::OK, "{list}: {read}");
        assert_eq!(read, own, "{list}");
        assert_eq!(read["items"].as_array().unwrap().len(), 1, "{list}: {read}");
        let (status, _) = app
            .call(
                "GET",
                &format!("/api/v1/admin/users/{NO_USER}/{list}"),
                Some(&admin),
                None,
            )
            .await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{list}");
        let (status, _) = app.call("GET", &path, Some(&member), None).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{list}");
    }
    let (_, watchlist) = app
        .call(
            "GET",
            &format!("/api/v1/admin/users/{jo}/watchlist"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(watchlist["items"][0]["programName"], "Alpha");
    let (_, blends) = app
        .call(
            "GET",
            &format!("/api/v1/admin/users/{jo}/blends"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(blends["items"][0]["blendName"], "Core");
}
