//! The free research-report request and the Contact Us form: validation, human verification for
//! visitors, the limits per address and per account, the stored rows, the mails (each
//! administrator in their language, the requester in the page's) and the administrators' lists.

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::verification::{solve, VerificationChallenge};
use server::{groups, programs};
use sqlx::Row;

use crate::common::fixtures;
use crate::support::{spawn_app_with, sqlite, TestApp};

on_both_engines!(
    a_visitors_request_is_verified_stored_and_mailed_in_each_readers_language,
    every_field_is_checked_with_its_message_key,
    a_program_the_caller_may_not_see_is_not_found,
    a_contact_message_is_stored_and_mailed_to_the_administrators_only,
    administrators_page_through_the_inquiries_newest_first,
);

async fn solution(app: &TestApp) -> Value {
    let (status, challenge) = app.get_json("/api/v1/verification/challenge").await;
    assert_eq!(status, StatusCode::OK);
    let challenge: VerificationChallenge = serde_json::from_value(challenge).unwrap();
    serde_json::to_value(solve(&challenge).expect("solvable")).unwrap()
}

/// An active company "acme" with the active program "trend"; answers the program's id.
async fn program(app: &TestApp) -> i64 {
    let db = &app.db.db;
    let mut acme = fixtures::group("acme");
    acme.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &acme).await.unwrap();
    programs::create_program(db, group_id, &fixtures::program("trend"))
        .await
        .unwrap()
}

/// Two administrators, one reading English and one Chinese; answers their tokens (en, zh).
async fn administrators(app: &TestApp) -> (String, String) {
    let en = app.sign_in_as_admin().await;
    let zh = app
        .sign_in_as(
            "admin-zh@x.test",
            &[
                server::access::Role::Member,
                server::access::Role::Administrator,
            ],
            None,
        )
        .await;
    sqlx::query("UPDATE users SET language = 'zh-hans' WHERE email = 'admin-zh@x.test'")
        .execute(&app.db.db.pool)
        .await
        .unwrap();
    (en, zh)
}

fn form(program_id: i64) -> Value {
    json!({
        "programId": program_id, "firstName": "Ann", "lastName": "Lee",
        "email": "ann@example.com", "phone": "312-555-0100",
        "message": "Please send me the report.", "language": "zh-hans",
    })
}

fn contact_form() -> Value {
    json!({
        "firstName": "Ann", "lastName": "Lee", "email": "ann@example.com",
        "message": "How do I list my company?",
    })
}

fn with(mut body: Value, key: &str, value: Value) -> Value {
    body[key] = value;
    body
}

/// The outbox's (template, recipient, language, subject), oldest first.
async fn mails(app: &TestApp) -> Vec<(String, String, String, String)> {
    sqlx::query("SELECT template, to_address, language, subject FROM mail_outbox ORDER BY id")
        .fetch_all(&app.db.db.pool)
        .await
        .unwrap()
        .iter()
        .map(|row| {
            (
                row.get("template"),
                row.get("to_address"),
                row.get("language"),
                row.get("subject"),
            )
        })
        .collect()
}

async fn count(app: &TestApp, table: &str) -> i64 {
    sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}"))
        .fetch_one(&app.db.db.pool)
        .await
        .unwrap()
}

async fn a_visitors_request_is_verified_stored_and_mailed_in_each_readers_language(app: TestApp) {
    let program_id = program(&app).await;
    administrators(&app).await;
    let before = mails(&app).await.len();

    let (status, body) = app
        .call(
            "POST",
            "/api/v1/research-requests",
            None,
            Some(form(program_id)),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        body["fields"],
        json!({ "verification": "invalidRecaptcha" })
    );

    let solved = solution(&app).await;
    let request = with(form(program_id), "verification", solved.clone());
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/research-requests",
            None,
            Some(request.clone()),
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{body}");
    // A solution is good for one request.
    let (status, body) = app
        .call("POST", "/api/v1/research-requests", None, Some(request))
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        body["fields"],
        json!({ "verification": "verificationFailed" })
    );

    let row = sqlx::query(
        "SELECT user_id, program_id, email, first_name, last_name, phone, note \
         FROM research_requests",
    )
    .fetch_one(&app.db.db.pool)
    .await
    .unwrap();
    assert_eq!(row.get::<Option<i64>, _>("user_id"), None);
    assert_eq!(row.get::<i64, _>("program_id"), program_id);
    assert_eq!(row.get::<String, _>("note"), "Please send me the report.");
    assert_eq!(row.get::<String, _>("phone"), "312-555-0100");

    let sent = mails(&app).await.split_off(before);
    let sent: Vec<(&str, &str, &str)> = sent
        .iter()
        .map(|(template, to, language, _)| (template.as_str(), to.as_str(), language.as_str()))
        .collect();
    assert_eq!(
        sent,
        [
            ("research-request-notification", "admin@x.test", "en"),
            (
                "research-request-notification",
                "admin-zh@x.test",
                "zh-hans"
            ),
            (
                "research-request-confirmation",
                "ann@example.com",
                "zh-hans"
            ),
        ]
    );
    let texts = crate::support::outbox_texts(&app.data_dir);
    let (_, zh_notification) = texts
        .iter()
        .find(|(name, text)| {
            name.ends_with("research-request-notification.eml") && text.contains("姓名")
        })
        .expect("the Chinese administrator's mail");
    assert!(zh_notification.contains("Please send me the report."));
    assert!(zh_notification.contains("/zh-hans/groups/acme/programs/trend"));
    assert!(zh_notification.contains("/zh-hans/admin/inquiries"));
}

async fn every_field_is_checked_with_its_message_key(app: TestApp) {
    let program_id = program(&app).await;
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/research-requests",
            None,
            Some(json!({ "programId": program_id })),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        body["fields"],
        json!({
            "firstName": "required", "lastName": "required", "email": "required",
            "message": "required", "verification": "invalidRecaptcha",
        })
    );
    let member = app.sign_in_as_member("m@x.test").await;
    let long = with(
        with(form(program_id), "message", json!("m".repeat(5001))),
        "phone",
        json!("12"),
    );
    let long = with(
        with(long, "email", json!("nope")),
        "lastName",
        json!("x".repeat(201)),
    );
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/research-requests",
            Some(&member),
            Some(long),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        body["fields"],
        json!({
            "email": "invalidEmail", "lastName": "tooLong", "message": "tooLong",
            "phone": "invalidPhone",
        })
    );
    let (status, body) = app
        .call("POST", "/api/v1/contact-messages", None, Some(json!({})))
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["fields"]["message"], "required");
    assert_eq!(body["fields"]["verification"], "invalidRecaptcha");
    assert_eq!(count(&app, "research_requests").await, 0);
    assert_eq!(count(&app, "contact_messages").await, 0);
}

async fn a_program_the_caller_may_not_see_is_not_found(app: TestApp) {
    let db = &app.db.db;
    // A pending company's program is its managers' and the administrators' only.
    let group_id = groups::create_group(db, &fixtures::group("hidden"))
        .await
        .unwrap();
    let pending = programs::create_program(db, group_id, &fixtures::program("secret"))
        .await
        .unwrap();
    let member = app.sign_in_as_member("m@x.test").await;
    for program_id in [pending, 987_654] {
        let (status, _) = app
            .call(
                "POST",
                "/api/v1/research-requests",
                Some(&member),
                Some(form(program_id)),
            )
            .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }
}

#[tokio::test]
async fn a_member_needs_no_verification_and_has_a_daily_allowance() {
    let app = spawn_app_with(sqlite().await, |config| config.inquiry_account_limit = 2).await;
    let program_id = program(&app).await;
    let member = app.sign_in_as_member("m@x.test").await;
    let member_id = app.user_id("m@x.test").await;
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/research-requests",
            Some(&member),
            Some(form(program_id)),
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{body}");
    let (status, _) = app
        .call(
            "POST",
            "/api/v1/contact-messages",
            Some(&member),
            Some(contact_form()),
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    // Both forms count against one allowance.
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/contact-messages",
            Some(&member),
            Some(contact_form()),
        )
        .await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(body["code"], "rate_limited");
    let owner: Option<i64> = sqlx::query_scalar("SELECT user_id FROM contact_messages")
        .fetch_one(&app.db.db.pool)
        .await
        .unwrap();
    assert_eq!(owner, Some(member_id));
    // Another account has its own allowance.
    let other = app.sign_in_as_member("o@x.test").await;
    let (status, _) = app
        .call(
            "POST",
            "/api/v1/contact-messages",
            Some(&other),
            Some(contact_form()),
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
}

#[tokio::test]
async fn one_address_may_send_only_so_many_inquiries_an_hour() {
    let app = spawn_app_with(sqlite().await, |config| config.inquiry_rate_limit = 2).await;
    let member = app.sign_in_as_member("m@x.test").await;
    for expected in [
        StatusCode::NO_CONTENT,
        StatusCode::UNPROCESSABLE_ENTITY,
        StatusCode::TOO_MANY_REQUESTS,
    ] {
        // Malformed attempts count too.
        let body = if expected == StatusCode::UNPROCESSABLE_ENTITY {
            json!({})
        } else {
            contact_form()
        };
        let (status, _) = app
            .call(
                "POST",
                "/api/v1/contact-messages",
                Some(&member),
                Some(body),
            )
            .await;
        assert_eq!(status, expected);
    }
    assert_eq!(count(&app, "contact_messages").await, 1);
}

async fn a_contact_message_is_stored_and_mailed_to_the_administrators_only(app: TestApp) {
    administrators(&app).await;
    let before = mails(&app).await.len();
    let body = with(contact_form(), "verification", solution(&app).await);
    let (status, answer) = app
        .call("POST", "/api/v1/contact-messages", None, Some(body))
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{answer}");
    let sent = mails(&app).await.split_off(before);
    assert_eq!(sent.len(), 2);
    assert_eq!(
        (sent[0].0.as_str(), sent[0].1.as_str(), sent[0].3.as_str()),
        (
            "contact-message-notification",
            "admin@x.test",
            "New Contact Us message"
        )
    );
    assert_eq!(
        (sent[1].1.as_str(), sent[1].2.as_str(), sent[1].3.as_str()),
        ("admin-zh@x.test", "zh-hans", "新的联系我们留言")
    );
}

async fn administrators_page_through_the_inquiries_newest_first(app: TestApp) {
    let program_id = program(&app).await;
    let (admin, _) = administrators(&app).await;
    let member = app.sign_in_as_member("m@x.test").await;
    for note in ["first", "second", "third"] {
        let request = with(form(program_id), "message", json!(note));
        let (status, _) = app
            .call(
                "POST",
                "/api/v1/research-requests",
                Some(&member),
                Some(request),
            )
            .await;
        assert_eq!(status, StatusCode::NO_CONTENT);
        let message = with(contact_form(), "message", json!(note));
        let (status, _) = app
            .call(
                "POST",
                "/api/v1/contact-messages",
                Some(&member),
                Some(message),
            )
            .await;
        assert_eq!(status, StatusCode::NO_CONTENT);
    }

    let (status, page) = app
        .call(
            "GET",
            "/api/v1/admin/research-requests?pageSize=2&pageNumber=1",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(page["totalCount"], 3);
    let notes: Vec<&str> = page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["message"].as_str().unwrap())
        .collect();
    assert_eq!(notes, ["third", "second"]);
    assert_eq!(
        page["items"][0]["program"],
        json!({
            "programId": program_id, "programName": "Diversified Trend Program", "programUri": "trend",
            "groupName": "Granite Ridge Capital", "groupUri": "acme",
        })
    );
    assert_eq!(page["items"][0]["userId"], app.user_id("m@x.test").await);

    let (status, page) = app
        .call(
            "GET",
            "/api/v1/admin/contact-messages?pageSize=2&pageNumber=2",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(page["totalCount"], 3);
    assert_eq!(page["items"][0]["message"], "first");

    let (status, _) = app
        .call("GET", "/api/v1/admin/contact-messages", Some(&member), None)
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, body) = app
        .call(
            "GET",
            "/api/v1/admin/research-requests?pageSize=101",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["fields"]["pageSize"], "invalidNumber");
}
