//! Newsletter double opt-in and new-program alerts: the confirmation and unsubscribe endpoints,
//! the daily alert batch, and their mails in the recipient's language.

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::mail_tokens::{self, Purpose};
use server::new_program_alerts;
use server::newsletter::{self, Subscriber};
use server::reference::{group_status, program_status};
use server::verification::{solve, VerificationChallenge};
use time::{Duration, OffsetDateTime};

use crate::common::fixtures;
use crate::support::{outbox_texts, versions::Saves, TestApp, JWT_SECRET};

on_both_engines!(
    the_newsletter_needs_a_confirmation_and_every_mail_can_leave_it,
    a_forged_an_expired_or_a_misused_link_is_refused,
    members_get_one_alert_a_day_of_newly_activated_programs,
    the_alert_link_stops_alerts_without_signing_in,
    a_visitor_signs_up_without_learning_or_changing_who_is_subscribed,
    the_export_lists_confirmed_subscribers_with_their_own_unsubscribe_link,
);

/// The token in the mail text's link to `page` (`newsletter/confirm`, `unsubscribe`).
fn token_in(text: &str, page: &str) -> String {
    let marker = format!("/{page}?token=");
    let start = text
        .find(&marker)
        .unwrap_or_else(|| panic!("no {page} link in {text}"))
        + marker.len();
    text[start..]
        .split(|c: char| c.is_whitespace())
        .next()
        .unwrap()
        .to_owned()
}

/// The outbox's mails of `template`, oldest first.
fn mails_of(app: &TestApp, template: &str) -> Vec<String> {
    outbox_texts(&app.data_dir)
        .into_iter()
        .filter(|(name, _)| name.ends_with(&format!("-{template}.eml")))
        .map(|(_, text)| text)
        .collect()
}

async fn post(app: &TestApp, path: &str, token: &str) -> (StatusCode, Value) {
    app.call("POST", path, None, Some(json!({ "token": token })))
        .await
}

async fn subscribe_zh(app: &TestApp, email: &str) {
    newsletter::request(
        &app.state,
        &Subscriber {
            email,
            first_name: "安",
            last_name: "李",
            language: "zh-hans",
            source: "profile",
        },
    )
    .await
    .unwrap();
}

async fn the_newsletter_needs_a_confirmation_and_every_mail_can_leave_it(app: TestApp) {
    let db = &app.db.db;
    subscribe_zh(&app, "Ann@Example.com").await;
    // Asking again within the pause sends no second mail.
    subscribe_zh(&app, "ann@example.com").await;
    let mails = mails_of(&app, "newsletter-confirmation");
    assert_eq!(mails.len(), 1);
    let mail = &mails[0];
    assert!(mail.contains("请确认"), "{mail}");
    assert!(mail.contains("http://atlas.test/zh-hans/newsletter/confirm?token="));
    assert!(mail.contains("http://atlas.test/zh-hans/unsubscribe?token="));
    assert!(!newsletter::is_subscribed(db, "ann@example.com")
        .await
        .unwrap());
    // The stored copy keeps no working link.
    let (body,): (String,) = sqlx::query_as(
        "SELECT body_text FROM mail_outbox WHERE template = 'newsletter-confirmation'",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert!(!body.contains(&token_in(mail, "newsletter/confirm")));

    let (status, body) = post(
        &app,
        "/api/v1/newsletter/confirm",
        &token_in(mail, "newsletter/confirm"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body,
        json!({ "list": "newsletter", "email": "ann@example.com" })
    );
    assert!(newsletter::is_subscribed(db, "ann@example.com")
        .await
        .unwrap());
    // Confirming twice is no error.
    let (status, _) = post(
        &app,
        "/api/v1/newsletter/confirm",
        &token_in(mail, "newsletter/confirm"),
    )
    .await;
    assert_eq!(status, StatusCode::OK);

    let leave = token_in(mail, "unsubscribe");
    for _ in 0..2 {
        let (status, body) = post(&app, "/api/v1/unsubscribe", &leave).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["list"], "newsletter");
    }
    assert!(!newsletter::is_subscribed(db, "ann@example.com")
        .await
        .unwrap());
    // A confirmation link does not bring back an address that left.
    let (status, body) = post(
        &app,
        "/api/v1/newsletter/confirm",
        &token_in(mail, "newsletter/confirm"),
    )
    .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::NOT_FOUND, Some("not_subscribed"))
    );
}

async fn a_forged_an_expired_or_a_misused_link_is_refused(app: TestApp) {
    let key = mail_tokens::key(JWT_SECRET);
    let expired = mail_tokens::sign(
        &key,
        Purpose::ConfirmNewsletter,
        "ann@example.com",
        Some(OffsetDateTime::now_utc() - Duration::minutes(1)),
    );
    let (status, body) = post(&app, "/api/v1/newsletter/confirm", &expired).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("link_expired"))
    );

    let leave = mail_tokens::sign(&key, Purpose::LeaveNewsletter, "ann@example.com", None);
    let confirm = mail_tokens::sign(&key, Purpose::ConfirmNewsletter, "ann@example.com", None);
    let other_key = mail_tokens::sign(
        &mail_tokens::key("another-secret-0123456789abcdef0123"),
        Purpose::LeaveNewsletter,
        "ann@example.com",
        None,
    );
    let mut tampered = leave.clone();
    tampered.replace_range(2..3, if &leave[2..3] == "A" { "B" } else { "A" });
    for (path, token) in [
        ("/api/v1/newsletter/confirm", leave.as_str()),
        ("/api/v1/unsubscribe", confirm.as_str()),
        ("/api/v1/unsubscribe", other_key.as_str()),
        ("/api/v1/unsubscribe", tampered.as_str()),
        ("/api/v1/unsubscribe", ""),
        ("/api/v1/unsubscribe", &"x".repeat(10_000)),
    ] {
        let (status, body) = post(&app, path, token).await;
        assert_eq!(
            (status, body["code"].as_str()),
            (StatusCode::BAD_REQUEST, Some("invalid_link")),
            "{path} {token}"
        );
    }
    let (status, _) = app
        .call(
            "POST",
            "/api/v1/unsubscribe",
            None,
            Some(json!({ "token": 7 })),
        )
        .await;
    assert!(status.is_client_error(), "{status}");
}

/// An active company with a pending program `uri`; the administrator activates it.
async fn activate_new_program(app: &TestApp, admin: &str, uri: &str) {
    let db = &app.db.db;
    let group_id =
        match sqlx::query_as::<_, (i64,)>("SELECT id FROM groups WHERE group_uri = 'acme'")
            .fetch_optional(&db.pool)
            .await
            .unwrap()
        {
            Some((id,)) => id,
            None => {
                let mut acme = fixtures::group("acme");
                acme.group_status_id = group_status::ACTIVE;
                server::groups::create_group(db, &acme).await.unwrap()
            }
        };
    let mut program = fixtures::program(uri);
    program.program_status_id = program_status::PENDING;
    program.date_approved = None;
    program.program_name = format!("Program {uri}");
    server::programs::create_program(db, group_id, &program)
        .await
        .unwrap();
    let (status, body) = app
        .save(
            "PATCH",
            &format!("/api/v1/groups/acme/programs/{uri}/status"),
            Some(admin),
            Some(json!({ "programStatusId": program_status::ACTIVE })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

async fn member_with_alerts(app: &TestApp, email: &str, language: &str, alerts: bool) {
    app.sign_in_as_member(email).await;
    sqlx::query("UPDATE users SET language = $1, get_alert_new_program = $2 WHERE email = $3")
        .bind(language)
        .bind(i64::from(alerts))
        .bind(email)
        .execute(&app.db.db.pool)
        .await
        .unwrap();
}

async fn members_get_one_alert_a_day_of_newly_activated_programs(app: TestApp) {
    let admin = app.sign_in_as_admin().await;
    member_with_alerts(&app, "en@x.test", "en", true).await;
    member_with_alerts(&app, "zh@x.test", "zh-hans", true).await;
    member_with_alerts(&app, "off@x.test", "en", false).await;
    let now = OffsetDateTime::now_utc();
    // Nothing new: nothing sent, and the members stay due.
    assert_eq!(
        new_program_alerts::send_due(&app.state, now).await.unwrap(),
        0
    );

    activate_new_program(&app, &admin, "trend").await;
    // A batch covers the programs approved before its own second (times are kept to the second).
    let at = OffsetDateTime::now_utc() + Duration::seconds(1);
    assert_eq!(
        new_program_alerts::send_due(&app.state, at).await.unwrap(),
        2
    );
    let mails = mails_of(&app, "new-program-alert");
    assert_eq!(mails.len(), 2);
    let en = &mails[0];
    assert!(
        en.contains("These programs were newly listed on CTA Atlas:"),
        "{en}"
    );
    assert!(en.contains("http://atlas.test/en/groups/acme/programs/trend"));
    assert!(en.contains("http://atlas.test/en/unsubscribe?token="));
    let zh = &mails[1];
    assert!(zh.contains("以下项目已在 CTA Atlas 新上线"), "{zh}");
    assert!(zh.contains("http://atlas.test/zh-hans/groups/acme/programs/trend"));
    assert!(zh.contains("退订新项目提醒"));

    // Another program the same day waits for tomorrow's mail, which names it alone.
    tokio::time::sleep(std::time::Duration::from_millis(1_100)).await;
    activate_new_program(&app, &admin, "carry").await;
    let later = OffsetDateTime::now_utc() + Duration::seconds(1);
    assert_eq!(
        new_program_alerts::send_due(&app.state, later)
            .await
            .unwrap(),
        0
    );
    let tomorrow = later + Duration::days(1);
    assert_eq!(
        new_program_alerts::send_due(&app.state, tomorrow)
            .await
            .unwrap(),
        2
    );
    let mails = mails_of(&app, "new-program-alert");
    assert_eq!(mails.len(), 4);
    assert!(mails[2].contains("programs/carry"));
    assert!(!mails[2].contains("programs/trend"));
    assert_eq!(
        new_program_alerts::send_due(&app.state, tomorrow)
            .await
            .unwrap(),
        0
    );
}

async fn the_alert_link_stops_alerts_without_signing_in(app: TestApp) {
    let admin = app.sign_in_as_admin().await;
    member_with_alerts(&app, "zh@x.test", "zh-hans", true).await;
    activate_new_program(&app, &admin, "trend").await;
    let at = OffsetDateTime::now_utc() + Duration::seconds(1);
    assert_eq!(
        new_program_alerts::send_due(&app.state, at).await.unwrap(),
        1
    );
    let mail = mails_of(&app, "new-program-alert").remove(0);
    let (status, body) = post(&app, "/api/v1/unsubscribe", &token_in(&mail, "unsubscribe")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body,
        json!({ "list": "newProgramAlerts", "email": "zh@x.test" })
    );
    let (alerts,): (i64,) =
        sqlx::query_as("SELECT get_alert_new_program FROM users WHERE email = 'zh@x.test'")
            .fetch_one(&app.db.db.pool)
            .await
            .unwrap();
    assert_eq!(alerts, 0);
    activate_new_program(&app, &admin, "carry").await;
    let tomorrow = OffsetDateTime::now_utc() + Duration::days(1);
    assert_eq!(
        new_program_alerts::send_due(&app.state, tomorrow)
            .await
            .unwrap(),
        0
    );

    // The account's deletion leaves the link nothing to stop.
    let id = app.user_id("zh@x.test").await;
    let gone = mail_tokens::sign(
        &mail_tokens::key(JWT_SECRET),
        Purpose::StopNewProgramAlerts,
        &(id + 1000).to_string(),
        None,
    );
    let (status, _) = post(&app, "/api/v1/unsubscribe", &gone).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

async fn solved(app: &TestApp) -> Value {
    let (status, challenge) = app.get_json("/api/v1/verification/challenge").await;
    assert_eq!(status, StatusCode::OK);
    let challenge: VerificationChallenge = serde_json::from_value(challenge).unwrap();
    serde_json::to_value(solve(&challenge).expect("solvable")).unwrap()
}

async fn sign_up(
    app: &TestApp,
    email: &str,
    language: &str,
    verified: bool,
) -> (StatusCode, Value) {
    let mut body = json!({ "email": email, "language": language });
    if verified {
        body["verification"] = solved(app).await;
    }
    app.call("POST", "/api/v1/newsletter/subscriptions", None, Some(body))
        .await
}

async fn a_visitor_signs_up_without_learning_or_changing_who_is_subscribed(app: TestApp) {
    let db = &app.db.db;
    let (status, body) = sign_up(&app, "Vi@Example.com", "zh-hans", true).await;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    let mails = mails_of(&app, "newsletter-confirmation");
    assert_eq!(mails.len(), 1);
    assert!(mails[0].contains("您好："), "{}", mails[0]);
    assert!(mails[0].contains("http://atlas.test/zh-hans/newsletter/confirm?token="));
    assert!(newsletter::is_pending(db, "vi@example.com").await.unwrap());

    for (email, verified, field, key) in [
        ("vi@example.com", false, "verification", "invalidRecaptcha"),
        ("not-an-address", true, "email", "invalidEmail"),
        (
            &format!("{}@example.com", "a".repeat(300)),
            true,
            "email",
            "tooLong",
        ),
    ] {
        let (status, body) = sign_up(&app, email, "en", verified).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(body["fields"][field], key, "{body}");
    }

    // A subscribed address: the same answer, no mail, and its language stays.
    subscribe_zh(&app, "ann@example.com").await;
    assert!(newsletter::confirm(db, "ann@example.com").await.unwrap());
    let before = outbox_texts(&app.data_dir).len();
    let (status, _) = sign_up(&app, "ann@example.com", "en", true).await;
    assert_eq!(status, StatusCode::ACCEPTED);
    assert_eq!(outbox_texts(&app.data_dir).len(), before);
    let (language,): (String,) = sqlx::query_as(
        "SELECT language FROM newsletter_subscribers WHERE email = 'ann@example.com'",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(language, "zh-hans");
}

async fn the_export_lists_confirmed_subscribers_with_their_own_unsubscribe_link(app: TestApp) {
    let admin = app.sign_in_as_admin().await;
    subscribe_zh(&app, "ann@example.com").await;
    subscribe_zh(&app, "bob@example.com").await;
    // Oldest first: Ann's confirmation, then Bob's.
    let confirmation = mails_of(&app, "newsletter-confirmation").remove(0);
    let (status, _) = post(
        &app,
        "/api/v1/newsletter/confirm",
        &token_in(&confirmation, "newsletter/confirm"),
    )
    .await;
    assert_eq!(status, StatusCode::OK);

    let export = || async {
        let request = axum::http::Request::get("/api/v1/admin/newsletter-subscribers.csv")
            .header("authorization", format!("Bearer {admin}"))
            .body(axum::body::Body::empty())
            .unwrap();
        let (status, headers, body) = app.send(request).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            headers["content-disposition"],
            "attachment; filename=\"newsletter-subscribers.csv\""
        );
        String::from_utf8(body).unwrap()
    };
    let text = export().await;
    let lines: Vec<&str> = text.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert!(
        lines[0].ends_with("Confirmed (UTC),Unsubscribe Link"),
        "{text}"
    );
    // Bob has not confirmed: only Ann is on the list.
    assert_eq!(lines.len(), 2, "{text}");
    assert!(
        lines[1].contains(",ann@example.com,安,李,zh-hans,profile,"),
        "{text}"
    );
    let link = lines[1].rsplit(',').next().unwrap();
    assert!(
        link.starts_with("http://atlas.test/zh-hans/unsubscribe?token="),
        "{link}"
    );

    // The link takes Ann off the list without signing in, and the next export leaves her out.
    let (status, body) = post(&app, "/api/v1/unsubscribe", &token_in(link, "unsubscribe")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["email"], "ann@example.com");
    let text = export().await;
    assert_eq!(
        text.split("\r\n").filter(|l| !l.is_empty()).count(),
        1,
        "{text}"
    );

    let member = app.sign_in_as_member("m@x.test").await;
    let (status, _) = app
        .call(
            "GET",
            "/api/v1/admin/newsletter-subscribers.csv",
            Some(&member),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}
