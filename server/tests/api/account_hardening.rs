//! Issue 14's account hardening, through the real router on SQLite and PostgreSQL: reset tokens
//! spent before hashing and confirmations rate-limited, client addresses behind trusted proxies,
//! the lockout under parallel guesses, pinned HS256 access tokens, unambiguous verification
//! signatures and reset links kept out of the stored mail.

use std::net::SocketAddr;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode};
use axum::Router;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use http_body_util::BodyExt;
use serde_json::{json, Value};
use server::accounts::password_reset::issue_reset_token;
use server::accounts::{self, Claims, MAX_FAILED_LOGINS};
use server::verification::{solve, VerificationChallenge};
use sqlx::Row;
use tower::ServiceExt;

use crate::support::{self, spawn_app_with, TestApp, TestDb};

/// Runs each named test, which takes a fresh database, on SQLite and on PostgreSQL.
macro_rules! on_both_engines {
    ($($name:ident),* $(,)?) => {
        mod on_sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
                async fn $name() {
                    super::$name(crate::support::sqlite().await).await;
                }
            )*
        }
        mod on_postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
                async fn $name() {
                    super::$name(crate::support::postgres().await).await;
                }
            )*
        }
    };
}

on_both_engines!(
    a_weak_password_does_not_spend_the_reset_token,
    a_reset_token_is_spent_once_by_parallel_confirmations,
    reset_confirmations_are_rate_limited_per_address,
    forwarded_for_is_believed_only_from_trusted_proxies,
    ipv6_clients_share_the_limit_of_their_64,
    parallel_wrong_passwords_verify_at_most_the_lockout_limit,
    access_tokens_are_hs256_with_exp_only,
    a_secret_shorter_than_32_bytes_is_refused_at_start_up,
    a_verification_salt_cannot_take_digits_from_the_number,
    reset_links_are_redacted_in_the_mail_table_but_delivered_whole,
);

/// A request from `peer` (the TCP peer the server sees) with optional `X-Forwarded-For`.
fn request(path: &str, peer: &str, forwarded_for: Option<&str>, body: &Value) -> Request<Body> {
    let mut builder = Request::post(path).header("content-type", "application/json");
    if let Some(hops) = forwarded_for {
        builder = builder.header("x-forwarded-for", hops);
    }
    let mut request = builder.body(Body::from(body.to_string())).unwrap();
    request
        .extensions_mut()
        .insert(ConnectInfo(peer.parse::<SocketAddr>().unwrap()));
    request
}

/// The status and the error code (or `None`) of a request.
async fn send(router: Router, request: Request<Body>) -> (StatusCode, Option<String>) {
    let response = router.oneshot(request).await.unwrap();
    let status = response.status();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    let code = serde_json::from_slice::<Value>(&bytes)
        .ok()
        .and_then(|body| body["code"].as_str().map(str::to_owned));
    (status, code)
}

async fn user_with_password(app: &TestApp, email: &str) -> i64 {
    accounts::create_admin(&app.db.db, email, "Secret12")
        .await
        .unwrap()
}

fn confirmation(email: &str, token: &str, password: &str) -> Value {
    json!({
        "email": email, "resetToken": token,
        "newPassword": password, "passwordConfirmation": password,
    })
}

async fn confirm(app: &TestApp, body: &Value) -> (StatusCode, Option<String>) {
    let request = request(
        "/api/v1/auth/password-reset/confirm",
        "192.0.2.1:5000",
        None,
        body,
    );
    send(app.router.clone(), request).await
}

async fn sign_in(app: &TestApp, email: &str, password: &str) -> StatusCode {
    let (status, _) = app
        .call(
            "POST",
            "/api/v1/auth/token",
            None,
            Some(json!({ "email": email, "password": password })),
        )
        .await;
    status
}

async fn a_weak_password_does_not_spend_the_reset_token(db: TestDb) {
    let app = spawn_app_with(db, |_| {}).await;
    let id = user_with_password(&app, "ann@example.com").await;
    let token = issue_reset_token(&app.db.db, id, time::OffsetDateTime::now_utc())
        .await
        .unwrap();
    let (status, code) = confirm(&app, &confirmation("ann@example.com", &token, "short")).await;
    assert_eq!(
        (status, code.as_deref()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("validation_failed"))
    );
    let (status, _) = confirm(&app, &confirmation("ann@example.com", &token, "NewPass1")).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(
        sign_in(&app, "ann@example.com", "NewPass1").await,
        StatusCode::OK
    );
}

async fn a_reset_token_is_spent_once_by_parallel_confirmations(db: TestDb) {
    let app = spawn_app_with(db, |_| {}).await;
    let id = user_with_password(&app, "ann@example.com").await;
    let token = issue_reset_token(&app.db.db, id, time::OffsetDateTime::now_utc())
        .await
        .unwrap();
    let mut tasks = tokio::task::JoinSet::new();
    for i in 0..6 {
        let body = confirmation("ann@example.com", &token, &format!("NewPass{i}"));
        let request = request(
            "/api/v1/auth/password-reset/confirm",
            "192.0.2.1:5000",
            None,
            &body,
        );
        tasks.spawn(send(app.router.clone(), request));
    }
    let mut answers = tasks.join_all().await;
    answers.sort();
    let mut expected = vec![(StatusCode::NO_CONTENT, None)];
    expected.extend(std::iter::repeat_n(
        (
            StatusCode::BAD_REQUEST,
            Some("invalid_reset_token".to_owned()),
        ),
        5,
    ));
    expected.sort();
    assert_eq!(answers, expected);
    let used: i64 =
        sqlx::query("SELECT COUNT(*) AS n FROM password_reset_tokens WHERE used_at IS NOT NULL")
            .fetch_one(&app.db.db.pool)
            .await
            .unwrap()
            .get("n");
    assert_eq!(used, 1);
}

async fn reset_confirmations_are_rate_limited_per_address(db: TestDb) {
    let app = spawn_app_with(db, |config| config.password_reset_confirm_rate_limit = 3).await;
    let id = user_with_password(&app, "ann@example.com").await;
    let token = issue_reset_token(&app.db.db, id, time::OffsetDateTime::now_utc())
        .await
        .unwrap();
    for guess in ["guess-1", "guess-2", "guess-3"] {
        let (status, _) = confirm(&app, &confirmation("ann@example.com", guess, "NewPass1")).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
    }
    // Over the limit even the right token is refused, and the token stays unspent.
    let (status, code) = confirm(&app, &confirmation("ann@example.com", &token, "NewPass1")).await;
    assert_eq!(
        (status, code.as_deref()),
        (StatusCode::TOO_MANY_REQUESTS, Some("rate_limited"))
    );
    // Another address has its own allowance.
    let request = request(
        "/api/v1/auth/password-reset/confirm",
        "192.0.2.2:5000",
        None,
        &confirmation("ann@example.com", &token, "NewPass1"),
    );
    assert_eq!(
        send(app.router.clone(), request).await.0,
        StatusCode::NO_CONTENT
    );
}

/// Sign-in answers for unknown accounts from `peer` through `forwarded_for`.
async fn sign_in_from(app: &TestApp, peer: &str, forwarded_for: Option<&str>) -> StatusCode {
    let body = json!({ "email": "nobody@example.com", "password": "x" });
    let request = request("/api/v1/auth/token", peer, forwarded_for, &body);
    send(app.router.clone(), request).await.0
}

async fn forwarded_for_is_believed_only_from_trusted_proxies(db: TestDb) {
    let app = spawn_app_with(db, |config| {
        config.sign_in_rate_limit = 2;
        config.trusted_proxies = "10.0.0.0/8".parse().unwrap();
    })
    .await;
    // Behind the trusted proxy, each client has its own allowance, keyed by the right-most
    // untrusted hop: a client writing its own left-most entry changes nothing.
    for forged in ["1.1.1.1", "2.2.2.2"] {
        let hops = format!("{forged}, 198.51.100.7, 10.0.0.9");
        assert_eq!(
            sign_in_from(&app, "10.0.0.1:443", Some(&hops)).await,
            StatusCode::UNAUTHORIZED
        );
    }
    assert_eq!(
        sign_in_from(&app, "10.0.0.1:443", Some("3.3.3.3, 198.51.100.7")).await,
        StatusCode::TOO_MANY_REQUESTS
    );
    assert_eq!(
        sign_in_from(&app, "10.0.0.1:443", Some("198.51.100.8")).await,
        StatusCode::UNAUTHORIZED
    );
    // From an untrusted peer the header is ignored: the peer itself is limited.
    for hops in ["198.51.100.20", "198.51.100.21"] {
        assert_eq!(
            sign_in_from(&app, "203.0.113.5:443", Some(hops)).await,
            StatusCode::UNAUTHORIZED
        );
    }
    assert_eq!(
        sign_in_from(&app, "203.0.113.5:443", Some("198.51.100.22")).await,
        StatusCode::TOO_MANY_REQUESTS
    );
}

async fn ipv6_clients_share_the_limit_of_their_64(db: TestDb) {
    let app = spawn_app_with(db, |config| config.sign_in_rate_limit = 2).await;
    for peer in ["[2001:db8:5:6::1]:443", "[2001:db8:5:6:aaaa::2]:443"] {
        assert_eq!(
            sign_in_from(&app, peer, None).await,
            StatusCode::UNAUTHORIZED
        );
    }
    assert_eq!(
        sign_in_from(&app, "[2001:db8:5:6:ffff:ffff:ffff:ffff]:443", None).await,
        StatusCode::TOO_MANY_REQUESTS
    );
    assert_eq!(
        sign_in_from(&app, "[2001:db8:5:7::1]:443", None).await,
        StatusCode::UNAUTHORIZED
    );
}

async fn parallel_wrong_passwords_verify_at_most_the_lockout_limit(db: TestDb) {
    // Room above the twenty guesses: the per-address limit is not what this test is about, and
    // at exactly its burst a slow machine's clock could refuse the last guess.
    let app = spawn_app_with(db, |config| config.sign_in_rate_limit = 100).await;
    let id = user_with_password(&app, "jo@example.com").await;
    let mut tasks = tokio::task::JoinSet::new();
    for i in 0..20 {
        let body = json!({ "email": "jo@example.com", "password": format!("wrong-{i}") });
        let request = request("/api/v1/auth/token", "192.0.2.1:5000", None, &body);
        tasks.spawn(send(app.router.clone(), request));
    }
    let answers = tasks.join_all().await;
    let count = |code: &str| {
        answers
            .iter()
            .filter(|(_, answer)| answer.as_deref() == Some(code))
            .count()
    };
    // Five guesses were verified: four answered `invalid_password`, the fifth locked the
    // account; the other fifteen were refused without verifying.
    let limit = usize::try_from(MAX_FAILED_LOGINS).unwrap();
    assert_eq!(count("invalid_password"), limit - 1, "{answers:?}");
    assert_eq!(count("account_locked"), 20 - (limit - 1), "{answers:?}");
    let row = sqlx::query("SELECT failed_login_count, lockout_end FROM users WHERE id = $1")
        .bind(id)
        .fetch_one(&app.db.db.pool)
        .await
        .unwrap();
    assert_eq!(row.get::<i64, _>("failed_login_count"), MAX_FAILED_LOGINS);
    assert!(row.get::<Option<String>, _>("lockout_end").is_some());
    // Locked: the right password is refused too.
    assert_eq!(
        sign_in(&app, "jo@example.com", "Secret12").await,
        StatusCode::LOCKED
    );
}

/// A token with `header` and `claims`, signed with HMAC-SHA-256 under the test secret
/// whatever the header says.
fn hand_signed(header: &Value, claims: &Value) -> String {
    use hmac::{Hmac, Mac};
    let signing_input = format!(
        "{}.{}",
        URL_SAFE_NO_PAD.encode(header.to_string()),
        URL_SAFE_NO_PAD.encode(claims.to_string())
    );
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(support::JWT_SECRET.as_bytes()).unwrap();
    mac.update(signing_input.as_bytes());
    format!(
        "{signing_input}.{}",
        URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes())
    )
}

async fn session_status(app: &TestApp, token: &str) -> (StatusCode, Value) {
    app.call("GET", "/api/v1/auth/session", Some(token), None)
        .await
}

async fn access_tokens_are_hs256_with_exp_only(db: TestDb) {
    let app = spawn_app_with(db, |_| {}).await;
    let id = user_with_password(&app, "jo@example.com").await;
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    let claims = json!({
        "sub": id, "email": "jo@example.com", "roles": [1], "groups": [],
        "iat": now, "exp": now + 600,
    });
    let hs256 = json!({ "alg": "HS256", "typ": "JWT" });
    let (status, body) = session_status(&app, &hand_signed(&hs256, &claims)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["userId"], id);

    let refused = [
        // Another algorithm, even with a valid HMAC under the secret.
        hand_signed(&json!({ "alg": "HS512", "typ": "JWT" }), &claims),
        // No signature at all.
        format!(
            "{}.{}.",
            URL_SAFE_NO_PAD.encode(json!({ "alg": "none", "typ": "JWT" }).to_string()),
            URL_SAFE_NO_PAD.encode(claims.to_string())
        ),
        // Expired.
        hand_signed(
            &hs256,
            &json!({ "sub": id, "email": "jo@example.com", "roles": [1], "groups": [],
                     "iat": now - 600, "exp": now - 1 }),
        ),
        // Without `exp`.
        hand_signed(
            &hs256,
            &json!({ "sub": id, "email": "jo@example.com", "roles": [1], "groups": [],
                     "iat": now }),
        ),
    ];
    for token in refused {
        let (status, body) = session_status(&app, &token).await;
        assert_eq!(
            (status, body["code"].as_str()),
            (StatusCode::UNAUTHORIZED, Some("invalid_token")),
            "{token}"
        );
    }
    // The server's own tokens are HS256 and carry `exp`.
    let (_, body) = app
        .call(
            "POST",
            "/api/v1/auth/token",
            None,
            Some(json!({ "email": "jo@example.com", "password": "Secret12" })),
        )
        .await;
    let token = body["accessToken"].as_str().unwrap();
    let header: Value = serde_json::from_slice(
        &URL_SAFE_NO_PAD
            .decode(token.split('.').next().unwrap())
            .unwrap(),
    )
    .unwrap();
    assert_eq!(header["alg"], "HS256");
    let payload: Claims = serde_json::from_slice(
        &URL_SAFE_NO_PAD
            .decode(token.split('.').nth(1).unwrap())
            .unwrap(),
    )
    .unwrap();
    assert_eq!(payload.exp - payload.iat, accounts::ACCESS_TOKEN_SECONDS);
}

async fn a_secret_shorter_than_32_bytes_is_refused_at_start_up(db: TestDb) {
    let dir = tempfile::tempdir().unwrap();
    let error = server::secret::load_or_create_jwt_secret(
        Some("only-31-bytes-long-0123456789ab"),
        dir.path(),
    )
    .unwrap_err()
    .to_string();
    assert!(
        error.contains("JWT_SECRET is 31 bytes long") && error.contains("at least 32 bytes"),
        "{error}"
    );
    let generated = server::secret::load_or_create_jwt_secret(None, dir.path()).unwrap();
    assert!(generated.len() >= server::secret::MIN_JWT_SECRET_BYTES);
    // The application state refuses a short secret however it was obtained.
    let config = support::test_config(dir.path());
    let error = server::state::AppState::new(db.db.clone(), config.clone(), "short")
        .err()
        .expect("a short secret is refused");
    assert!(error.to_string().contains("at least 32 bytes"), "{error}");
    assert!(server::state::AppState::new(db.db.clone(), config, support::JWT_SECRET).is_ok());
}

async fn a_verification_salt_cannot_take_digits_from_the_number(db: TestDb) {
    let app = spawn_app_with(db, |config| config.verification_max_number = 100_000).await;
    // A challenge whose number has two digits or more, the second not 0.
    let solution = loop {
        let (_, challenge) = app.get_json("/api/v1/verification/challenge").await;
        let challenge: VerificationChallenge = serde_json::from_value(challenge).unwrap();
        let solution = solve(&challenge).unwrap();
        let digits = solution.number.to_string();
        if digits.len() >= 2 && !digits[1..].starts_with('0') {
            break solution;
        }
    };
    let digits = solution.number.to_string();
    let (moved, kept) = digits.split_at(1);
    let mut shifted = solution.clone();
    shifted.salt = format!("{}{moved}", solution.salt);
    shifted.number = kept.parse().unwrap();
    let form = |email: &str, verification: &server::verification::VerificationSolution| {
        json!({
            "firstName": "Ann", "lastName": "Lee", "country": "US", "phonePrefix": "+1",
            "phone": "312-555-0100", "email": email, "password": "Secret12",
            "confirmPassword": "Secret12", "getNewsletter": false, "acceptedTerms": true,
            "owner": "", "language": "en", "verification": verification,
        })
    };
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/accounts",
            None,
            Some(form("ann@example.com", &shifted)),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["fields"]["verification"], "verificationFailed");
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/accounts",
            None,
            Some(form("ann@example.com", &solution)),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

async fn reset_links_are_redacted_in_the_mail_table_but_delivered_whole(db: TestDb) {
    let app = spawn_app_with(db, |_| {}).await;
    user_with_password(&app, "ann@example.com").await;
    let (status, _) = app
        .call(
            "POST",
            "/api/v1/auth/password-reset",
            None,
            Some(json!({ "email": "ann@example.com" })),
        )
        .await;
    assert_eq!(status, StatusCode::ACCEPTED);
    let delivered = support::outbox_texts(&app.data_dir);
    let (name, text) = delivered.last().unwrap();
    assert!(name.ends_with("-password-reset.eml"));
    let link = text
        .lines()
        .find(|line| line.contains("ResetToken="))
        .unwrap()
        .trim();
    let token = link.split("ResetToken=").nth(1).unwrap();
    assert_eq!(token.len(), 43, "{link}");

    let row = sqlx::query(
        "SELECT subject, body_text, body_html FROM mail_outbox WHERE template = 'password-reset'",
    )
    .fetch_one(&app.db.db.pool)
    .await
    .unwrap();
    for column in ["subject", "body_text", "body_html"] {
        let stored: String = row.get(column);
        assert!(!stored.contains(token), "{column}: {stored}");
    }
    let stored_text: String = row.get("body_text");
    assert!(
        stored_text.contains("reset-password?email=ann%40example.com&ResetToken=[redacted]"),
        "{stored_text}"
    );
    let stored_html: String = row.get("body_html");
    assert!(
        stored_html.contains("ResetToken=[redacted]"),
        "{stored_html}"
    );
    // The delivered link works.
    let (status, _) = confirm(&app, &confirmation("ann@example.com", token, "NewPass1")).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
}
