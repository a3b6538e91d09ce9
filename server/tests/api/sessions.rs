//! Sign-in, lockout, suspension, refresh rotation with reuse detection, bearer and cookie
//! authentication with CSRF, and sign-out — through the real router.

use axum::body::Body;
use axum::http::{header, HeaderMap, Request, StatusCode};
use serde_json::{json, Value};
use server::access::Role;
use server::accounts;

use crate::support::{self, spawn_app, TestApp};

async fn post_json(app: &TestApp, path: &str, body: Value) -> (StatusCode, HeaderMap, Value) {
    let request = Request::post(path)
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(body.to_string()))
        .unwrap();
    let (status, headers, body) = app.send(request).await;
    let json = if body.is_empty() {
        Value::Null
    } else {
        serde_json::from_slice(&body).unwrap()
    };
    (status, headers, json)
}

async fn sign_in(app: &TestApp, email: &str, password: &str) -> (StatusCode, HeaderMap, Value) {
    post_json(
        app,
        "/api/v1/auth/token",
        json!({ "email": email, "password": password }),
    )
    .await
}

async fn refresh(app: &TestApp, token: &str) -> (StatusCode, HeaderMap, Value) {
    post_json(
        app,
        "/api/v1/auth/refresh",
        json!({ "refreshToken": token }),
    )
    .await
}

async fn member(app: &TestApp, email: &str) -> i64 {
    let id = accounts::create_admin(&app.db.db, email, "Secret12")
        .await
        .unwrap();
    id
}

/// The `name=value` pairs of the response's cookies, as a `Cookie` header.
fn cookie_header(headers: &HeaderMap) -> String {
    headers
        .get_all(header::SET_COOKIE)
        .iter()
        .map(|value| {
            value
                .to_str()
                .unwrap()
                .split(';')
                .next()
                .unwrap()
                .to_owned()
        })
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

#[tokio::test]
async fn signing_in_returns_a_session_with_roles_and_httponly_cookies() {
    let app = spawn_app().await;
    let id = member(&app, "jo@example.com").await;
    let (status, headers, body) = sign_in(&app, "JO@example.com", "Secret12").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["userId"], id);
    assert_eq!(body["roles"], json!(["Member", "Administrator"]));
    assert_eq!(body["admin"], true);
    assert_eq!(body["platformAdmin"], false);
    assert_eq!(body["expiresIn"], 3600);
    let cookies: Vec<&str> = headers
        .get_all(header::SET_COOKIE)
        .iter()
        .map(|value| value.to_str().unwrap())
        .collect();
    assert!(cookies
        .iter()
        .any(|c| c.starts_with("atlas_access=") && c.contains("HttpOnly")));
    assert!(cookies
        .iter()
        .any(|c| c.starts_with("atlas_refresh=") && c.contains("HttpOnly")));
    assert!(cookies
        .iter()
        .any(|c| c.starts_with("atlas_csrf=") && !c.contains("HttpOnly")));
}

#[tokio::test]
async fn an_unknown_email_and_a_wrong_password_have_their_own_codes() {
    let app = spawn_app().await;
    member(&app, "jo@example.com").await;
    let (status, _, body) = sign_in(&app, "nobody@example.com", "Secret12").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("account_not_found"))
    );
    let (status, _, body) = sign_in(&app, "jo@example.com", "wrong").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("invalid_password"))
    );
}

#[tokio::test]
async fn five_wrong_passwords_lock_the_account_for_fifteen_minutes() {
    let app = spawn_app().await;
    member(&app, "jo@example.com").await;
    for _ in 0..4 {
        let (status, _, _) = sign_in(&app, "jo@example.com", "wrong").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
    let (status, _, body) = sign_in(&app, "jo@example.com", "wrong").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::LOCKED, Some("account_locked"))
    );
    // Locked: even the right password is refused until the lockout ends.
    let (status, _, _) = sign_in(&app, "jo@example.com", "Secret12").await;
    assert_eq!(status, StatusCode::LOCKED);
    let user = accounts::find_user_by_email(&app.db.db, "jo@example.com")
        .await
        .unwrap()
        .unwrap();
    let end = time::OffsetDateTime::parse(
        user.lockout_end.as_deref().unwrap(),
        &time::format_description::well_known::Rfc3339,
    )
    .unwrap();
    let minutes = (end - time::OffsetDateTime::now_utc()).whole_minutes();
    assert!((14..=15).contains(&minutes), "{minutes}");
    // When the lockout has ended, the right password works again.
    sqlx::query("UPDATE users SET lockout_end = '2000-01-01T00:00:00Z'")
        .execute(&app.db.db.pool)
        .await
        .unwrap();
    let (status, _, _) = sign_in(&app, "jo@example.com", "Secret12").await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn sign_in_attempts_from_one_address_are_limited_per_minute() {
    let app = spawn_app().await;
    for _ in 0..support::SIGN_IN_LIMIT {
        let (status, _, _) = sign_in(&app, "nobody@example.com", "x").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
    let (status, _, body) = sign_in(&app, "nobody@example.com", "x").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::TOO_MANY_REQUESTS, Some("rate_limited"))
    );
}

#[tokio::test]
async fn a_suspended_member_gets_no_session() {
    let app = spawn_app().await;
    let id = member(&app, "sam@example.com").await;
    accounts::add_role(&app.db.db, id, Role::MemberLimitedAccess)
        .await
        .unwrap();
    let (status, headers, body) = sign_in(&app, "sam@example.com", "Secret12").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("account_suspended"))
    );
    assert!(headers.get(header::SET_COOKIE).is_none());
}

#[tokio::test]
async fn a_refresh_token_rotates_and_a_reused_one_revokes_its_family() {
    let app = spawn_app().await;
    member(&app, "jo@example.com").await;
    let (_, _, first) = sign_in(&app, "jo@example.com", "Secret12").await;
    let first_token = first["refreshToken"].as_str().unwrap().to_owned();
    let (status, _, second) = refresh(&app, &first_token).await;
    assert_eq!(status, StatusCode::OK);
    let second_token = second["refreshToken"].as_str().unwrap().to_owned();
    assert_ne!(second_token, first_token);
    // Presented again at once (another tab, a retry): the same successor.
    let (status, _, again) = refresh(&app, &first_token).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(again["refreshToken"], second["refreshToken"]);
    let (status, _, third) = refresh(&app, &second_token).await;
    assert_eq!(status, StatusCode::OK);
    // Once its successor has moved on, the spent token is reuse: the whole family is revoked.
    let (status, _, body) = refresh(&app, &first_token).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("refresh_token_reused"))
    );
    let (status, _, body) = refresh(&app, third["refreshToken"].as_str().unwrap()).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("refresh_token_reused"))
    );
    let (status, _, body) = refresh(&app, "made-up").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("invalid_refresh_token"))
    );
}

#[tokio::test]
async fn the_session_is_read_with_a_bearer_token_or_the_cookie() {
    let app = spawn_app().await;
    member(&app, "jo@example.com").await;
    let (_, headers, body) = sign_in(&app, "jo@example.com", "Secret12").await;
    let bearer = Request::get("/api/v1/auth/session")
        .header(
            header::AUTHORIZATION,
            format!("Bearer {}", body["accessToken"].as_str().unwrap()),
        )
        .body(Body::empty())
        .unwrap();
    let (status, _, session) = app.send(bearer).await;
    assert_eq!(status, StatusCode::OK);
    let session: Value = serde_json::from_slice(&session).unwrap();
    assert_eq!(session["email"], "jo@example.com");
    let by_cookie = Request::get("/api/v1/auth/session")
        .header(header::COOKIE, cookie_header(&headers))
        .body(Body::empty())
        .unwrap();
    assert_eq!(app.send(by_cookie).await.0, StatusCode::OK);
    let (status, body) = app.get_json("/api/v1/auth/session").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("unauthorized"))
    );
    let forged = Request::get("/api/v1/auth/session")
        .header(header::AUTHORIZATION, "Bearer abc.def.ghi")
        .body(Body::empty())
        .unwrap();
    assert_eq!(app.send(forged).await.0, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_cookie_refresh_needs_the_csrf_header() {
    let app = spawn_app().await;
    member(&app, "jo@example.com").await;
    let (_, headers, _) = sign_in(&app, "jo@example.com", "Secret12").await;
    let without = Request::post("/api/v1/auth/refresh")
        .header(header::COOKIE, cookie_header(&headers))
        .body(Body::empty())
        .unwrap();
    let (status, _, body) = app.send(without).await;
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("csrf_failed"))
    );
    let with = Request::post("/api/v1/auth/refresh")
        .header(header::COOKIE, cookie_header(&headers))
        .header("x-csrf-token", cookie_value(&headers, "atlas_csrf"))
        .body(Body::empty())
        .unwrap();
    assert_eq!(app.send(with).await.0, StatusCode::OK);
}

#[tokio::test]
async fn signing_out_refuses_a_body_that_is_no_refresh_request_and_needs_none() {
    let app = spawn_app().await;
    let (status, _, body) =
        post_json(&app, "/api/v1/auth/logout", json!({ "refreshToken": 5 })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["code"], "bad_request");
    let request = Request::post("/api/v1/auth/logout")
        .body(Body::empty())
        .unwrap();
    assert_eq!(app.send(request).await.0, StatusCode::NO_CONTENT);
}

#[tokio::test]
async fn a_refresh_or_sign_out_body_over_the_limit_is_body_too_large() {
    let app = spawn_app().await;
    let token = "a".repeat(server::limits::MAX_JSON_BODY_BYTES);
    for path in ["/api/v1/auth/refresh", "/api/v1/auth/logout"] {
        let (status, _, body) = post_json(&app, path, json!({ "refreshToken": token })).await;
        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{path}");
        assert_eq!(body["code"], "body_too_large", "{path}");
    }
}

#[tokio::test]
async fn signing_out_revokes_the_refresh_token_and_clears_the_cookies() {
    let app = spawn_app().await;
    member(&app, "jo@example.com").await;
    let (_, _, body) = sign_in(&app, "jo@example.com", "Secret12").await;
    let token = body["refreshToken"].as_str().unwrap().to_owned();
    let (status, headers, _) = post_json(
        &app,
        "/api/v1/auth/logout",
        json!({ "refreshToken": token }),
    )
    .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let cleared: Vec<&str> = headers
        .get_all(header::SET_COOKIE)
        .iter()
        .map(|value| value.to_str().unwrap())
        .collect();
    assert_eq!(cleared.len(), 3);
    assert!(cleared.iter().all(|c| c.contains("Max-Age=0")));
    let (status, _, _) = refresh(&app, &token).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_public_read_refuses_a_token_that_is_present_but_invalid() {
    let app = spawn_app().await;
    assert_eq!(app.get("/api/v1/programs").await.0, StatusCode::OK);
    let forged = Request::get("/api/v1/programs")
        .header(header::AUTHORIZATION, "Bearer not-a-token")
        .body(Body::empty())
        .unwrap();
    let (status, _, body) = app.send(forged).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "not read as anonymous");
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(body["code"], "invalid_token");
    let expired_cookie = Request::get("/api/v1/programs/search?term=alpha")
        .header(header::COOKIE, "atlas_access=expired.or.forged")
        .body(Body::empty())
        .unwrap();
    assert_eq!(app.send(expired_cookie).await.0, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_public_read_with_a_valid_token_knows_the_reader() {
    let app = spawn_app().await;
    member(&app, "jo@example.com").await;
    let (_, _, body) = sign_in(&app, "jo@example.com", "Secret12").await;
    let token = body["accessToken"].as_str().unwrap();
    let request = Request::get("/api/v1/programs")
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .body(Body::empty())
        .unwrap();
    assert_eq!(app.send(request).await.0, StatusCode::OK);
}
