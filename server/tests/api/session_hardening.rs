//! Sessions under attack and races: refresh rotation with a grace window and an absolute family
//! lifetime, sessions ended by a password change, the email change guarded by the password,
//! cookie-only tokens for browsers, `Secure` cookies and the security headers — each rule on
//! SQLite and on PostgreSQL, through the real router.

use axum::body::Body;
use axum::http::{header, HeaderMap, Request, StatusCode};
use serde_json::{json, Value};
use server::access::Role;
use server::accounts;
use server::config::Config;
use sqlx::Row;
use time::{Duration, OffsetDateTime};

use crate::support::{spawn_app_with, TestApp, TestDb};

/// Runs each rule as two tests: on SQLite and on PostgreSQL.
macro_rules! on_both_engines {
    ($($name:ident),* $(,)?) => {
        mod on_sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(|| async { crate::support::sqlite().await }).await;
                }
            )*
        }
        mod on_postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(|| async { crate::support::postgres().await }).await;
                }
            )*
        }
    };
}

on_both_engines!(
    two_concurrent_refreshes_of_one_token_get_the_same_successor_and_the_family_stays_valid,
    a_rotated_token_used_again_within_the_grace_window_answers_the_same_successor,
    a_rotated_token_used_again_after_the_grace_window_revokes_the_family,
    a_family_ends_thirty_days_after_sign_in_however_often_it_rotates,
    a_password_change_ends_every_other_session_and_the_caller_continues,
    an_email_change_needs_the_current_password_and_mails_the_old_address,
    cookies_are_secure_when_the_public_url_is_https_unless_configured_otherwise,
    cookie_clients_get_no_tokens_in_the_body_and_bearer_clients_do,
    security_headers_are_on_api_answers_files_the_spa_fallback_and_errors,
    personal_answers_are_never_kept_by_a_cache,
);

const PASSWORD: &str = "Secret12";

async fn app_on<F, Fut>(engine: F, configure: impl FnOnce(&mut Config)) -> TestApp
where
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = TestDb>,
{
    spawn_app_with(engine().await, configure).await
}

async fn member(app: &TestApp, email: &str) -> i64 {
    let profile = accounts::NewUser {
        email: email.to_owned(),
        first_name: "Jo".to_owned(),
        last_name: "Doe".to_owned(),
        country: "US".to_owned(),
        language: "en".to_owned(),
        ..accounts::NewUser::default()
    };
    let hash = accounts::hash_password(PASSWORD).await.unwrap();
    let id = accounts::create_user(&app.db.db, &profile, &hash)
        .await
        .unwrap();
    accounts::add_role(&app.db.db, id, Role::Member)
        .await
        .unwrap();
    id
}

/// Sends `body` as JSON (`Null`: no body) with extra headers; answers the status, headers and JSON body.
async fn send_json(
    app: &TestApp,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Value,
) -> (StatusCode, HeaderMap, Value) {
    let mut request = Request::builder().method(method).uri(path);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let body = if body.is_null() {
        Body::empty()
    } else {
        request = request.header(header::CONTENT_TYPE, "application/json");
        Body::from(body.to_string())
    };
    let (status, headers, bytes) = app.send(request.body(body).unwrap()).await;
    let json = if bytes.is_empty() {
        Value::Null
    } else {
        serde_json::from_slice(&bytes).unwrap()
    };
    (status, headers, json)
}

/// Signs in as an API client; answers the session body.
async fn sign_in(app: &TestApp, email: &str) -> Value {
    let (status, _, body) = send_json(
        app,
        "POST",
        "/api/v1/auth/token",
        &[],
        json!({ "email": email, "password": PASSWORD }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

async fn refresh(app: &TestApp, token: &str) -> (StatusCode, Value) {
    let (status, _, body) = send_json(
        app,
        "POST",
        "/api/v1/auth/refresh",
        &[],
        json!({ "refreshToken": token }),
    )
    .await;
    (status, body)
}

fn text<'a>(body: &'a Value, field: &str) -> &'a str {
    body[field]
        .as_str()
        .unwrap_or_else(|| panic!("{field} in {body}"))
}

fn set_cookies(headers: &HeaderMap) -> Vec<String> {
    headers
        .get_all(header::SET_COOKIE)
        .iter()
        .map(|value| value.to_str().unwrap().to_owned())
        .collect()
}

/// The response's cookies as a `Cookie` header.
fn cookie_header(headers: &HeaderMap) -> String {
    set_cookies(headers)
        .iter()
        .map(|cookie| cookie.split(';').next().unwrap().to_owned())
        .collect::<Vec<_>>()
        .join("; ")
}

fn cookie_value(headers: &HeaderMap, name: &str) -> String {
    cookie_header(headers)
        .split("; ")
        .find_map(|pair| pair.strip_prefix(&format!("{name}=")))
        .unwrap()
        .to_owned()
}

async fn two_concurrent_refreshes_of_one_token_get_the_same_successor_and_the_family_stays_valid<
    F,
    Fut,
>(
    engine: F,
) where
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = TestDb>,
{
    let app = std::sync::Arc::new(app_on(engine, |_| {}).await);
    member(&app, "jo@example.com").await;
    let session = sign_in(&app, "jo@example.com").await;
    let token = text(&session, "refreshToken").to_owned();
    let tasks: Vec<_> = (0..2)
        .map(|_| {
            let app = app.clone();
            let token = token.clone();
            tokio::spawn(async move { refresh(&app, &token).await })
        })
        .collect();
    let mut successors = Vec::new();
    for task in tasks {
        let (status, body) = task.await.unwrap();
        assert_eq!(status, StatusCode::OK, "{body}");
        successors.push(text(&body, "refreshToken").to_owned());
    }
    assert_eq!(successors[0], successors[1]);
    assert_ne!(successors[0], token);
    let (status, body) = refresh(&app, &successors[0]).await;
    assert_eq!(status, StatusCode::OK, "the family stays valid: {body}");
}

async fn a_rotated_token_used_again_within_the_grace_window_answers_the_same_successor<F, Fut>(
    engine: F,
) where
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = TestDb>,
{
    let app = app_on(engine, |_| {}).await;
    let db = &app.db.db;
    let user = member(&app, "jo@example.com").await;
    let now = OffsetDateTime::now_utc();
    let first = accounts::issue_refresh_token(db, user, now).await.unwrap();
    let (_, successor) = accounts::rotate_refresh_token(db, "secret", &first.token, now)
        .await
        .unwrap();
    let within = now + Duration::seconds(accounts::REFRESH_GRACE_SECONDS);
    let (owner, again) = accounts::rotate_refresh_token(db, "secret", &first.token, within)
        .await
        .unwrap();
    assert_eq!((owner, &again), (user, &successor));
    let (_, next) = accounts::rotate_refresh_token(db, "secret", &successor.token, within)
        .await
        .unwrap();
    assert_ne!(next.token, successor.token);
}

async fn a_rotated_token_used_again_after_the_grace_window_revokes_the_family<F, Fut>(engine: F)
where
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = TestDb>,
{
    let app = app_on(engine, |_| {}).await;
    let db = &app.db.db;
    let user = member(&app, "jo@example.com").await;
    let now = OffsetDateTime::now_utc();
    let first = accounts::issue_refresh_token(db, user, now).await.unwrap();
    let other = accounts::issue_refresh_token(db, user, now).await.unwrap();
    let (_, successor) = accounts::rotate_refresh_token(db, "secret", &first.token, now)
        .await
        .unwrap();
    let after = now + Duration::seconds(accounts::REFRESH_GRACE_SECONDS + 1);
    let reused = accounts::rotate_refresh_token(db, "secret", &first.token, after).await;
    assert_eq!(reused.unwrap_err().code(), "refresh_token_reused");
    let revoked = accounts::rotate_refresh_token(db, "secret", &successor.token, after).await;
    assert_eq!(revoked.unwrap_err().code(), "refresh_token_reused");
    // Another sign-in's family is untouched.
    assert!(
        accounts::rotate_refresh_token(db, "secret", &other.token, after)
            .await
            .is_ok()
    );
}

async fn a_family_ends_thirty_days_after_sign_in_however_often_it_rotates<F, Fut>(engine: F)
where
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = TestDb>,
{
    let app = app_on(engine, |_| {}).await;
    let db = &app.db.db;
    let user = member(&app, "jo@example.com").await;
    let signed_in = OffsetDateTime::now_utc();
    let mut token = accounts::issue_refresh_token(db, user, signed_in)
        .await
        .unwrap();
    let end = signed_in + Duration::days(accounts::REFRESH_TOKEN_DAYS);
    for day in [10, 20, 29] {
        let (_, next) = accounts::rotate_refresh_token(
            db,
            "secret",
            &token.token,
            signed_in + Duration::days(day),
        )
        .await
        .unwrap();
        assert_eq!(next.expires_at, token.expires_at, "day {day}");
        token = next;
    }
    let refused = accounts::rotate_refresh_token(db, "secret", &token.token, end).await;
    assert_eq!(refused.unwrap_err().code(), "invalid_refresh_token");
}

async fn a_password_change_ends_every_other_session_and_the_caller_continues<F, Fut>(engine: F)
where
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = TestDb>,
{
    let app = app_on(engine, |_| {}).await;
    member(&app, "jo@example.com").await;
    let caller = sign_in(&app, "jo@example.com").await;
    let elsewhere = sign_in(&app, "jo@example.com").await;
    let bearer = format!("Bearer {}", text(&caller, "accessToken"));
    let (status, _, body) = send_json(
        &app,
        "PUT",
        "/api/v1/me/password",
        &[("authorization", &bearer)],
        json!({ "currentPassword": PASSWORD, "newPassword": "Better34", "passwordConfirmation": "Better34" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(text(&body, "email"), "jo@example.com");
    let (status, _) = refresh(&app, text(&elsewhere, "refreshToken")).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "the other session ended");
    let (status, _) = refresh(&app, text(&body, "refreshToken")).await;
    assert_eq!(status, StatusCode::OK, "the caller's new session lives");
}

async fn an_email_change_needs_the_current_password_and_mails_the_old_address<F, Fut>(engine: F)
where
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = TestDb>,
{
    let app = app_on(engine, |_| {}).await;
    member(&app, "jo@example.com").await;
    let session = sign_in(&app, "jo@example.com").await;
    let bearer = format!("Bearer {}", text(&session, "accessToken"));
    let (_, profile) = app
        .call(
            "GET",
            "/api/v1/me/profile",
            Some(text(&session, "accessToken")),
            None,
        )
        .await;
    let mut profile = profile.clone();
    profile["phonePrefix"] = json!("+1");
    profile["phone"] = json!("312 555 0100");
    let mut update = profile.clone();
    update["email"] = json!("new@example.com");
    for (password, code) in [
        ("", "PasswordRequired"),
        ("Wrong999", "currentPasswordInvalid"),
    ] {
        update["currentPassword"] = json!(password);
        let (status, _, body) = send_json(
            &app,
            "PUT",
            "/api/v1/me/profile",
            &[("authorization", &bearer)],
            update.clone(),
        )
        .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(body["fields"]["currentPassword"], code, "{body}");
    }
    // A change of case alone is no change of address.
    let mut same = profile.clone();
    same["email"] = json!("JO@example.com");
    let (status, _, body) = send_json(
        &app,
        "PUT",
        "/api/v1/me/profile",
        &[("authorization", &bearer)],
        same,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    update["currentPassword"] = json!(PASSWORD);
    let (status, _, body) = send_json(
        &app,
        "PUT",
        "/api/v1/me/profile",
        &[("authorization", &bearer)],
        update,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["email"], "new@example.com");
    assert!(body.get("currentPassword").is_none());
    let mails: Vec<(String, String)> =
        sqlx::query("SELECT template, to_address FROM mail_outbox ORDER BY id")
            .fetch_all(&app.db.db.pool)
            .await
            .unwrap()
            .iter()
            .map(|row| (row.get("template"), row.get("to_address")))
            .collect();
    assert_eq!(
        mails,
        [("email-changed".to_owned(), "JO@example.com".to_owned())]
    );
}

async fn cookies_are_secure_when_the_public_url_is_https_unless_configured_otherwise<F, Fut>(
    engine: F,
) where
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = TestDb>,
{
    let https = app_on(engine, |config| {
        config.public_url = Some("https://atlas.test".to_owned());
    })
    .await;
    member(&https, "jo@example.com").await;
    let (status, headers, _) = send_json(
        &https,
        "POST",
        "/api/v1/auth/token",
        &[],
        json!({ "email": "jo@example.com", "password": PASSWORD }),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let cookies = set_cookies(&headers);
    assert_eq!(cookies.len(), 3);
    assert!(
        cookies.iter().all(|cookie| cookie.ends_with("; Secure")),
        "{cookies:?}"
    );

    // The same database behind plain http, and behind https with COOKIE_SECURE=false.
    for configure in [
        Box::new(|_: &mut Config| {}) as Box<dyn FnOnce(&mut Config)>,
        Box::new(|config: &mut Config| {
            config.public_url = Some("https://atlas.test".to_owned());
            config.cookie_secure = Some(false);
        }),
    ] {
        let app = spawn_app_with(https.db.handle(), configure).await;
        let (status, headers, _) = send_json(
            &app,
            "POST",
            "/api/v1/auth/token",
            &[],
            json!({ "email": "jo@example.com", "password": PASSWORD }),
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let cookies = set_cookies(&headers);
        assert!(
            cookies.iter().all(|cookie| !cookie.contains("Secure")),
            "{cookies:?}"
        );
    }
}

async fn cookie_clients_get_no_tokens_in_the_body_and_bearer_clients_do<F, Fut>(engine: F)
where
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = TestDb>,
{
    let app = app_on(engine, |_| {}).await;
    member(&app, "jo@example.com").await;
    let credentials = json!({ "email": "jo@example.com", "password": PASSWORD });
    let (status, headers, body) = send_json(
        &app,
        "POST",
        "/api/v1/auth/token",
        &[("x-atlas-session", "cookie")],
        credentials.clone(),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        body.get("accessToken").is_none() && body.get("refreshToken").is_none(),
        "{body}"
    );
    assert_eq!(text(&body, "email"), "jo@example.com");
    assert_eq!(set_cookies(&headers).len(), 3);

    // A refresh by cookie is a cookie client's, with or without the header.
    let csrf = cookie_value(&headers, "atlas_csrf");
    let (status, headers, body) = send_json(
        &app,
        "POST",
        "/api/v1/auth/refresh",
        &[
            ("cookie", &cookie_header(&headers)),
            ("x-csrf-token", &csrf),
        ],
        Value::Null,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(
        body.get("accessToken").is_none() && body.get("refreshToken").is_none(),
        "{body}"
    );
    assert!(!cookie_value(&headers, "atlas_refresh").is_empty());

    let (status, _, body) = send_json(&app, "POST", "/api/v1/auth/token", &[], credentials).await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = refresh(&app, text(&body, "refreshToken")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(!text(&body, "accessToken").is_empty());
}

async fn security_headers_are_on_api_answers_files_the_spa_fallback_and_errors<F, Fut>(engine: F)
where
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = TestDb>,
{
    let http = app_on(engine, |_| {}).await;
    let paths = [
        ("/api/v1/health", StatusCode::OK),
        ("/assets/app-1a2b3c.js", StatusCode::OK),
        ("/en/managed-futures/performance", StatusCode::OK),
        ("/en/no-such-page", StatusCode::NOT_FOUND),
        ("/api/v1/no-such-thing", StatusCode::NOT_FOUND),
        ("/api/v1/auth/session", StatusCode::UNAUTHORIZED),
    ];
    for (path, expected) in paths {
        let (status, headers, _) = http.get(path).await;
        assert_eq!(status, expected, "{path}");
        let csp = headers[header::CONTENT_SECURITY_POLICY].to_str().unwrap();
        assert!(
            csp.contains("script-src 'self' 'wasm-unsafe-eval';"),
            "{path}: {csp}"
        );
        assert!(
            !csp.contains("script-src 'self' 'unsafe-inline'"),
            "{path}: {csp}"
        );
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert_eq!(headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff", "{path}");
        assert_eq!(
            headers[header::REFERRER_POLICY],
            "strict-origin-when-cross-origin",
            "{path}"
        );
        assert!(
            !headers.contains_key(header::STRICT_TRANSPORT_SECURITY),
            "{path}"
        );
    }
    let https = spawn_app_with(http.db.handle(), |config| {
        config.public_url = Some("https://atlas.test".to_owned());
    })
    .await;
    for (path, _) in paths {
        let (_, headers, _) = https.get(path).await;
        assert_eq!(
            headers[header::STRICT_TRANSPORT_SECURITY],
            "max-age=31536000; includeSubDomains",
            "{path}"
        );
    }
}

async fn personal_answers_are_never_kept_by_a_cache<F, Fut>(engine: F)
where
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = TestDb>,
{
    let app = app_on(engine, |_| {}).await;
    let member = app.sign_in_as_member("jo@example.com").await;
    let admin = app.sign_in_as_admin().await;
    let cache_control = |headers: &HeaderMap| {
        headers
            .get(header::CACHE_CONTROL)
            .map(|value| value.to_str().unwrap().to_owned())
    };
    let personal = [
        (
            "/api/v1/me/watchlist",
            Some(member.as_str()),
            StatusCode::OK,
        ),
        ("/api/v1/me/watchlist", None, StatusCode::UNAUTHORIZED),
        (
            "/api/v1/auth/session",
            Some(member.as_str()),
            StatusCode::OK,
        ),
        ("/api/v1/admin/users", Some(admin.as_str()), StatusCode::OK),
        (
            "/api/v1/admin/users",
            Some(member.as_str()),
            StatusCode::FORBIDDEN,
        ),
    ];
    for (path, token, expected) in personal {
        let mut request = Request::get(path);
        if let Some(token) = token {
            request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
        }
        let (status, headers, _) = app.send(request.body(Body::empty()).unwrap()).await;
        assert_eq!(status, expected, "{path}");
        assert_eq!(
            cache_control(&headers).as_deref(),
            Some("no-store"),
            "{path}"
        );
    }
    // Answers for everyone keep their own caching.
    for path in [
        "/api/v1/programs",
        "/api/v1/health",
        "/api/v1/exchange-rates",
    ] {
        let (status, headers, _) = app.get(path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert_ne!(
            cache_control(&headers).as_deref(),
            Some("no-store"),
            "{path}"
        );
    }
}
