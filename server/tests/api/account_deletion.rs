//! Delete my account: the password is required and bounded like a sign-in; the member's own rows
//! go (counted table by table), the records that outlive the account lose the link, the audit
//! log keeps an anonymised reference, the email is free again, and the company and its programs
//! stay. The site's last administrator is refused. Each rule runs on SQLite and PostgreSQL.

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::access::Role;
use server::account_deletion::{anonymised_reference, USER_TABLES};
use server::storage::Engine;
use server::verification::{solve, VerificationChallenge};
use server::{groups, programs};

use crate::common::fixtures::{self, count};
use crate::support::TestApp;

on_both_engines!(
    a_wrong_password_is_refused_and_nothing_changes,
    deletion_removes_every_row_the_member_owns_and_keeps_the_company,
    the_email_is_free_for_a_new_registration,
    the_audit_log_keeps_only_an_anonymised_reference,
    the_last_administrator_cannot_delete_their_account,
    every_table_that_names_a_user_is_handled,
);

const MEMBER: &str = "Leaving@Example.com";

async fn delete(app: &TestApp, token: Option<&str>, password: &str) -> (StatusCode, Value) {
    app.call(
        "POST",
        "/api/v1/me/account-deletion",
        token,
        Some(json!({ "password": password })),
    )
    .await
}

/// A company with one program, managed by the member, who also has one row in every table of
/// member tools, a newsletter subscription under the current and a former address, mails to
/// both, and a past email change; answers (user id, group id, program id).
async fn member_with_everything(app: &TestApp, token: &str) -> (i64, i64, i64) {
    let db = &app.db.db;
    let user_id = app.user_id(MEMBER).await;
    let mut group = fixtures::group("acme");
    group.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &group).await.unwrap();
    let mut program = fixtures::program("steady");
    program.program_status_id = server::reference::program_status::ACTIVE;
    let program_id = programs::create_program(db, group_id, &program)
        .await
        .unwrap();
    groups::add_group_administrator(db, group_id, user_id)
        .await
        .unwrap();
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/me/watchlist",
            Some(token),
            Some(json!({ "programId": program_id })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    for sql in [
        "INSERT INTO portfolios (user_id, portfolio_name) VALUES ($1, 'Mine')",
        "INSERT INTO portfolio_orders (portfolio_id, program_id, quantity) \
         SELECT id, $2, 1000 FROM portfolios WHERE user_id = $1",
        "INSERT INTO saved_searches (user_id, filters_json) VALUES ($1, '{}')",
        "INSERT INTO blends (user_id, blend_name, blend_type_id) VALUES ($1, 'Mix', 1)",
        "INSERT INTO blend_orders (blend_id, program_id, quantity) \
         SELECT id, $2, 1 FROM blends WHERE user_id = $1",
        "INSERT INTO blend_shares (token_hash, user_id, blend_id, blend_name, is_normalized, \
         orders_json, program_count, data_month, date_created) SELECT 'share-hash', $1, id, \
         'Mix', 0, '[]', 0, 202401, '2026-01-01T00:00:00Z' FROM blends WHERE user_id = $1",
        "INSERT INTO research_requests (user_id, program_id, email) \
         VALUES ($1, $2, 'leaving@example.com')",
        "INSERT INTO contact_messages (user_id, email) VALUES ($1, 'leaving@example.com')",
        "INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) \
         VALUES ($1, 'hash', '2999-01-01T00:00:00Z')",
        "INSERT INTO view_logs (program_id, user_id, client_hash, view_day) \
         VALUES ($2, $1, 'user-hash', '2026-01-01')",
        "INSERT INTO program_return_revisions (program_id, user_id) VALUES ($2, $1)",
        "UPDATE groups SET updated_by = $1",
        "INSERT INTO posts (title, guid, post_date, body, author_user_id) \
         VALUES ('News', 'urn:test:post', '2026-01-01T00:00:00Z', 'Text', $1)",
        "UPDATE programs SET updated_by = $1, returns_updated_by = $1",
        "INSERT INTO newsletter_subscribers (email, first_name) VALUES ('leaving@example.com', 'Jo')",
        "INSERT INTO newsletter_subscribers (email, first_name, date_unsubscribed) \
         VALUES ('former@example.com', 'Jo', '2025-01-01T00:00:00Z')",
        "INSERT INTO mail_outbox (template, to_address, subject) \
         VALUES ('passwordChanged', 'leaving@example.com', 'Hi')",
        "INSERT INTO mail_outbox (template, to_address, subject) \
         VALUES ('emailChanged', 'FORMER@example.com', 'Hi')",
        "INSERT INTO audit_log (actor_user_id, actor_email, subject_type, subject_id, action, \
         old_value, new_value) VALUES (NULL, 'admin@x.test', 'user', $1, 'emailChanged', \
         'former@example.com', 'Leaving@Example.com')",
        "INSERT INTO audit_log (actor_user_id, actor_email, subject_type, subject_id, action) \
         VALUES ($1, 'leaving@example.com', 'program', $2, 'statusChanged')",
    ] {
        // PostgreSQL refuses a value bound to no placeholder.
        let mut query = sqlx::query(sql);
        if sql.contains("$1") {
            query = query.bind(user_id);
        }
        if sql.contains("$2") {
            query = query.bind(program_id);
        }
        query
            .execute(&db.pool)
            .await
            .unwrap_or_else(|error| panic!("{sql}: {error}"));
    }
    (user_id, group_id, program_id)
}

/// How many rows name `user_id` in each table of `USER_TABLES`, plus the rows hanging off them
/// and those keyed by the member's addresses.
async fn rows_of(app: &TestApp, user_id: i64) -> Vec<(String, i64)> {
    let db = &app.db.db;
    let mut counts = Vec::new();
    for (table, column, _) in USER_TABLES {
        let sql = format!("SELECT COUNT(*) FROM {table} WHERE {column} = {user_id}");
        counts.push((format!("{table}.{column}"), count(db, &sql).await));
    }
    for (name, sql) in [
        (
            "users",
            format!("SELECT COUNT(*) FROM users WHERE id = {user_id}"),
        ),
        (
            "portfolio_orders",
            "SELECT COUNT(*) FROM portfolio_orders".to_owned(),
        ),
        (
            "blend_orders",
            "SELECT COUNT(*) FROM blend_orders".to_owned(),
        ),
        (
            "newsletter_subscribers",
            "SELECT COUNT(*) FROM newsletter_subscribers \
             WHERE email IN ('leaving@example.com', 'former@example.com')"
                .to_owned(),
        ),
        (
            "mail_outbox",
            "SELECT COUNT(*) FROM mail_outbox WHERE LOWER(to_address) \
             IN ('leaving@example.com', 'former@example.com')"
                .to_owned(),
        ),
        (
            "audit_log values",
            "SELECT COUNT(*) FROM audit_log WHERE LOWER(old_value) LIKE '%example.com' \
             OR LOWER(new_value) LIKE '%example.com' OR LOWER(actor_email) LIKE '%example.com'"
                .to_owned(),
        ),
    ] {
        counts.push((name.to_owned(), count(db, &sql).await));
    }
    counts
}

async fn a_wrong_password_is_refused_and_nothing_changes(app: TestApp) {
    let token = app.sign_in_as_member(MEMBER).await;
    let (user_id, _, _) = member_with_everything(&app, &token).await;
    let before = rows_of(&app, user_id).await;

    let (status, body) = delete(&app, Some(&token), "Wrong123").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(
        body["fields"],
        json!({ "password": "currentPasswordInvalid" })
    );
    let (status, body) = delete(&app, Some(&token), "").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["fields"], json!({ "password": "PasswordRequired" }));

    assert_eq!(rows_of(&app, user_id).await, before);
    let (status, _) = app
        .call("GET", "/api/v1/me/profile", Some(&token), None)
        .await;
    assert_eq!(status, StatusCode::OK);
}

async fn deletion_removes_every_row_the_member_owns_and_keeps_the_company(app: TestApp) {
    let token = app.sign_in_as_member(MEMBER).await;
    let (user_id, group_id, program_id) = member_with_everything(&app, &token).await;
    let rows = rows_of(&app, user_id).await;
    assert!(rows.iter().all(|(_, rows)| *rows > 0), "{rows:?}");

    let (status, body) = delete(&app, Some(&token), "Secret12").await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{body}");

    for (table, rows) in rows_of(&app, user_id).await {
        assert_eq!(rows, 0, "{table} still names the deleted account");
    }
    let db = &app.db.db;
    let company = format!("SELECT COUNT(*) FROM groups WHERE id = {group_id}");
    assert_eq!(count(db, &company).await, 1, "the company stays");
    let program = format!("SELECT COUNT(*) FROM programs WHERE id = {program_id}");
    assert_eq!(count(db, &program).await, 1, "its program stays");
    let views = format!("SELECT COUNT(*) FROM view_logs WHERE program_id = {program_id}");
    assert_eq!(
        count(db, &views).await,
        1,
        "the program's views still count"
    );

    let (status, body) = app
        .call("GET", "/api/v1/me/profile", Some(&token), None)
        .await;
    assert_eq!(
        status,
        StatusCode::UNAUTHORIZED,
        "the old session ended: {body}"
    );
    let (status, body) = app.request_token(MEMBER, "Secret12").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(body["code"], "account_not_found");
}

async fn solution(app: &TestApp) -> Value {
    let (status, challenge) = app.get_json("/api/v1/verification/challenge").await;
    assert_eq!(status, StatusCode::OK);
    let challenge: VerificationChallenge = serde_json::from_value(challenge).unwrap();
    serde_json::to_value(solve(&challenge).expect("solvable")).unwrap()
}

async fn the_email_is_free_for_a_new_registration(app: TestApp) {
    let token = app.sign_in_as_member(MEMBER).await;
    let (status, _) = delete(&app, Some(&token), "Secret12").await;
    assert_eq!(status, StatusCode::NO_CONTENT);

    let form = json!({
        "firstName": "Ann", "lastName": "Lee", "country": "US", "phonePrefix": "+1",
        "phone": "312-555-0100", "email": MEMBER, "password": "Another12",
        "confirmPassword": "Another12", "getNewsletter": false, "acceptedTerms": true,
        "language": "en", "verification": solution(&app).await,
    });
    let (status, body) = app.call("POST", "/api/v1/accounts", None, Some(form)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (status, _) = app.request_token(MEMBER, "Another12").await;
    assert_eq!(status, StatusCode::OK);
}

async fn the_audit_log_keeps_only_an_anonymised_reference(app: TestApp) {
    app.sign_in_as_admin().await;
    let leaving = "leaving-admin@example.com";
    let token = app
        .sign_in_as(leaving, &[Role::Member, Role::Administrator], None)
        .await;
    let user_id = app.user_id(leaving).await;
    // What the leaving administrator did, and what was done to them under an earlier address.
    for sql in [
        "INSERT INTO audit_log (actor_user_id, actor_email, subject_type, subject_id, action) \
         VALUES ($1, 'leaving-admin@example.com', 'program', 7, 'statusChanged')",
        "INSERT INTO audit_log (actor_user_id, actor_email, subject_type, subject_id, action, \
         new_value) VALUES (NULL, 'admin@x.test', 'group', 3, 'administratorAdded', \
         'Leaving-Admin@example.com')",
        "INSERT INTO audit_log (actor_user_id, actor_email, subject_type, subject_id, action, \
         old_value, new_value) VALUES (NULL, 'admin@x.test', 'user', $1, 'emailChanged', \
         'before@example.com', 'leaving-admin@example.com')",
        "INSERT INTO audit_log (actor_user_id, actor_email, subject_type, subject_id, action, \
         old_value) VALUES (NULL, 'admin@x.test', 'group', 3, 'administratorRemoved', \
         'before@example.com')",
    ] {
        sqlx::query(sql)
            .bind(user_id)
            .execute(&app.db.db.pool)
            .await
            .unwrap_or_else(|error| panic!("{sql}: {error}"));
    }

    let (status, body) = delete(&app, Some(&token), "Secret12").await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{body}");

    let db = &app.db.db;
    let named = "SELECT COUNT(*) FROM audit_log WHERE LOWER(actor_email) LIKE '%example.com' \
                 OR LOWER(old_value) LIKE '%example.com' OR LOWER(new_value) LIKE '%example.com'";
    assert_eq!(
        count(db, named).await,
        0,
        "no address of the account is left"
    );
    let reference = anonymised_reference(user_id);
    let referenced = format!(
        "SELECT COUNT(*) FROM audit_log WHERE actor_email = '{reference}' \
         OR old_value = '{reference}' OR new_value = '{reference}'"
    );
    assert_eq!(
        count(db, &referenced).await,
        4,
        "every entry is still there"
    );
    let linked = format!("SELECT COUNT(*) FROM audit_log WHERE actor_user_id = {user_id}");
    assert_eq!(count(db, &linked).await, 0);
}

async fn the_last_administrator_cannot_delete_their_account(app: TestApp) {
    let admin = app.sign_in_as_admin().await;
    let (status, body) = delete(&app, Some(&admin), "Secret12").await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(body["code"], "last_administrator");
    let (status, _) = app.request_token("admin@x.test", "Secret12").await;
    assert_eq!(status, StatusCode::OK, "the account is untouched");

    // With a second administrator, the first may go.
    app.sign_in_as("second@x.test", &[Role::Member, Role::Administrator], None)
        .await;
    let (status, body) = delete(&app, Some(&admin), "Secret12").await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{body}");
}

/// Every foreign key to `users` in the schema is one `USER_TABLES` handles, so a new table that
/// names a user fails here until deletion knows what to do with it.
async fn every_table_that_names_a_user_is_handled(app: TestApp) {
    let sql = match app.db.db.engine {
        Engine::Sqlite => {
            "SELECT m.name, f.\"from\" FROM sqlite_master m \
             JOIN pragma_foreign_key_list(m.name) f \
             WHERE m.type = 'table' AND f.\"table\" = 'users'"
        }
        Engine::Postgres => {
            "SELECT CAST(kcu.table_name AS TEXT), CAST(kcu.column_name AS TEXT) \
             FROM information_schema.referential_constraints rc \
             JOIN information_schema.key_column_usage kcu \
               ON kcu.constraint_name = rc.constraint_name \
             JOIN information_schema.constraint_column_usage ccu \
               ON ccu.constraint_name = rc.unique_constraint_name \
             WHERE ccu.table_name = 'users'"
        }
    };
    let references: Vec<(String, String)> = sqlx::query_as(sql)
        .fetch_all(&app.db.db.pool)
        .await
        .unwrap();
    assert!(references.len() >= USER_TABLES.len());
    for (table, column) in references {
        assert!(
            USER_TABLES
                .iter()
                .any(|(listed, named, _)| *listed == table && *named == column),
            "{table}.{column} references users but account deletion does not handle it"
        );
    }
}

#[tokio::test]
async fn deletion_needs_a_signed_in_member() {
    let app = crate::support::spawn_app().await;
    let (status, body) = delete(&app, None, "Secret12").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
}

#[tokio::test]
async fn wrong_passwords_lock_the_account_as_at_sign_in() {
    let app = crate::support::spawn_app().await;
    let token = app.sign_in_as_member(MEMBER).await;
    for _ in 0..server::accounts::MAX_FAILED_LOGINS - 1 {
        let (status, _) = delete(&app, Some(&token), "Wrong123").await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    }
    let (status, body) = delete(&app, Some(&token), "Wrong123").await;
    assert_eq!(status, StatusCode::LOCKED, "{body}");
    // Locked: even the right password waits, here and at sign-in.
    let (status, _) = delete(&app, Some(&token), "Secret12").await;
    assert_eq!(status, StatusCode::LOCKED);
    let (status, _) = app.request_token(MEMBER, "Secret12").await;
    assert_eq!(status, StatusCode::LOCKED);
}

#[tokio::test]
async fn the_answer_clears_the_session_cookies() {
    let app = crate::support::spawn_app().await;
    let token = app.sign_in_as_member(MEMBER).await;
    let request = axum::http::Request::post("/api/v1/me/account-deletion")
        .header("authorization", format!("Bearer {token}"))
        .header("content-type", "application/json")
        .body(axum::body::Body::from(
            json!({ "password": "Secret12" }).to_string(),
        ))
        .unwrap();
    let (status, headers, _) = app.send(request).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let cleared: Vec<&str> = headers
        .get_all("set-cookie")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .filter(|cookie| cookie.contains("Max-Age=0"))
        .collect();
    assert_eq!(cleared.len(), 3, "{cleared:?}");
}
