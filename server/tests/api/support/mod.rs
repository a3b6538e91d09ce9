//! The API tests' helpers: the whole router on a fresh database (either engine, through
//! `crate::common`), requests to it and the mail it writes.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use serde_json::Value;
use server::access::Role;
use server::accounts::{self, NewUser};
use server::app::app;
use server::config::Config;
use server::groups;
use server::state::{AppState, Caches};
use server::storage::Db;
use tower::ServiceExt;

use crate::common::{new_postgres_database, new_sqlite_database};

/// Runs each named scenario (`async fn name(app: TestApp)`) as two tests on a fresh app, over
/// SQLite and over PostgreSQL. `multi_thread:` first runs them on a multi-threaded runtime, for
/// scenarios whose concurrent requests must really overlap.
macro_rules! on_both_engines {
    (multi_thread: $($name:ident),* $(,)?) => {
        on_both_engines!(@tests tokio::test(flavor = "multi_thread", worker_threads = 4); $($name),*);
    };
    ($($name:ident),* $(,)?) => {
        on_both_engines!(@tests tokio::test; $($name),*);
    };
    (@tests $test:meta; $($name:ident),*) => {
        mod on_sqlite {
            $(
                #[$test]
                async fn $name() {
                    let app = $crate::support::spawn_app_on($crate::support::sqlite().await).await;
                    super::$name(app).await;
                }
            )*
        }
        mod on_postgres {
            $(
                #[$test]
                async fn $name() {
                    let app =
                        $crate::support::spawn_app_on($crate::support::postgres().await).await;
                    super::$name(app).await;
                }
            )*
        }
    };
}

pub mod versions;

/// A migrated database that lives as long as this value.
pub struct TestDb {
    pub db: Db,
    /// Where it is, for a second connection pool (another server process, say).
    pub url: String,
    _dir: Option<tempfile::TempDir>,
}

impl TestDb {
    /// Another handle on this database; the files live as long as the first one.
    pub fn handle(&self) -> TestDb {
        TestDb {
            db: self.db.clone(),
            url: self.url.clone(),
            _dir: None,
        }
    }
}

pub async fn sqlite() -> TestDb {
    let test = sqlite_unmigrated().await;
    test.db.migrate().await.expect("migrate SQLite");
    test
}

/// A fresh SQLite database without any migration applied.
pub async fn sqlite_unmigrated() -> TestDb {
    let (url, dir) = new_sqlite_database();
    let db = Db::connect(&url).await.expect("connect to SQLite");
    TestDb {
        db,
        url,
        _dir: Some(dir),
    }
}

pub async fn postgres() -> TestDb {
    let test = postgres_unmigrated().await;
    test.db.migrate().await.expect("migrate PostgreSQL");
    test
}

/// A fresh PostgreSQL database without any migration applied.
pub async fn postgres_unmigrated() -> TestDb {
    let url = new_postgres_database().await;
    let db = Db::connect(&url)
        .await
        .expect("connect to the test database");
    TestDb {
        db,
        url,
        _dir: None,
    }
}

/// The whole router on a fresh SQLite database, driven without a network.
pub struct TestApp {
    pub router: axum::Router,
    pub state: AppState,
    pub db: TestDb,
    /// The server's data directory (the mail outbox lives here).
    pub data_dir: std::path::PathBuf,
    _web: tempfile::TempDir,
}

/// Sign-in attempts per minute the test server allows one address.
pub const SIGN_IN_LIMIT: usize = 20;

/// The secret the test server signs access tokens with (32 bytes, the shortest allowed).
pub const JWT_SECRET: &str = "test-secret-0123456789abcdef0123";

pub async fn spawn_app() -> TestApp {
    spawn_app_on(sqlite().await).await
}

/// The whole router on `db` (either engine, migrated), driven without a network.
pub async fn spawn_app_on(db: TestDb) -> TestApp {
    spawn_app_with(db, |_| {}).await
}

/// The test server's configuration, serving the web app in `web` with its data directory inside.
pub fn test_config(web: &std::path::Path) -> Config {
    Config {
        database_url: None,
        data_dir: web.join("data"),
        bind: "127.0.0.1:0".parse().unwrap(),
        jwt_secret: Some(JWT_SECRET.to_owned()),
        smtp_url: None,
        mail_from: "CTA Atlas <no-reply@cta-atlas.test>".to_owned(),
        public_url: Some("http://atlas.test".to_owned()),
        cookie_secure: None,
        web_dist: web.to_path_buf(),
        verification_max_number: 1_000,
        sign_in_rate_limit: SIGN_IN_LIMIT,
        register_rate_limit: 10,
        password_reset_rate_limit: 5,
        password_reset_confirm_rate_limit: 10,
        inquiry_rate_limit: 10,
        inquiry_account_limit: 20,
        trusted_proxies: Default::default(),
    }
}

/// The web build's document, as Vite writes it: the server fills in each page's head.
pub const INDEX_HTML: &str = "<!doctype html>\n<html lang=\"en\">\n<head>\n\
    <meta charset=\"UTF-8\" />\n\
    <meta name=\"description\" content=\"The build's own description.\" />\n\
    <title>CTA Atlas</title>\n\
    <script type=\"module\" src=\"/assets/app-1a2b3c.js\"></script>\n\
    </head>\n<body><div id=\"root\"></div></body>\n</html>\n";

/// The whole router on `db`, with the test configuration changed by `adjust`.
pub async fn spawn_app_with(db: TestDb, adjust: impl FnOnce(&mut Config)) -> TestApp {
    let web = tempfile::tempdir().unwrap();
    std::fs::write(web.path().join("index.html"), INDEX_HTML).unwrap();
    std::fs::create_dir(web.path().join("assets")).unwrap();
    std::fs::write(web.path().join("assets/app-1a2b3c.js"), "console.log(1)").unwrap();
    // The build's Brotli copy of that chunk (web/build/precompress.ts), here marked by its bytes.
    std::fs::write(web.path().join("assets/app-1a2b3c.js.br"), "brotli bytes").unwrap();
    let mut config = test_config(web.path());
    adjust(&mut config);
    let data_dir = config.data_dir.clone();
    let state = AppState::new(db.db.clone(), config, JWT_SECRET).unwrap();
    TestApp {
        router: app(state.clone()),
        state,
        db,
        data_dir,
        _web: web,
    }
}

impl TestApp {
    /// A second server on this app's database, with its own connection pool and in-memory
    /// caches, as a second process would have.
    pub async fn sibling(&self) -> TestApp {
        let db = Db::connect(&self.db.url).await.expect("connect again");
        // Another process: its own pool and its own in-memory caches.
        let state = AppState {
            db: db.clone(),
            caches: Caches::default(),
            ..self.state.clone()
        };
        TestApp {
            router: app(state.clone()),
            state,
            db: TestDb {
                db,
                url: self.db.url.clone(),
                _dir: None,
            },
            data_dir: self.data_dir.clone(),
            _web: tempfile::tempdir().unwrap(),
        }
    }

    pub async fn get(&self, path: &str) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
        self.send(Request::get(path).body(Body::empty()).unwrap())
            .await
    }

    /// Sends a request; returns the status, headers and body.
    pub async fn send(
        &self,
        request: Request<Body>,
    ) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
        let response = self.router.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let headers = response.headers().clone();
        let body = response
            .into_body()
            .collect()
            .await
            .unwrap()
            .to_bytes()
            .to_vec();
        (status, headers, body)
    }

    /// A JSON request, with a bearer token when given; answers the status and the JSON body
    /// (`Null` when empty).
    pub async fn call(
        &self,
        method: &str,
        path: &str,
        bearer: Option<&str>,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let mut request = Request::builder().method(method).uri(path);
        if let Some(token) = bearer {
            request = request.header("authorization", format!("Bearer {token}"));
        }
        let body = match body {
            Some(json) => {
                request = request.header("content-type", "application/json");
                Body::from(json.to_string())
            }
            None => Body::empty(),
        };
        let (status, _, bytes) = self.send(request.body(body).unwrap()).await;
        let json = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes).expect("JSON body")
        };
        (status, json)
    }

    /// Creates a user with `roles` (a CTA manager of `group_id` when given), signs them in with
    /// the password `Secret12` and answers their access token.
    pub async fn sign_in_as(&self, email: &str, roles: &[Role], group_id: Option<i64>) -> String {
        let profile = NewUser {
            email: email.to_owned(),
            first_name: "Jo".to_owned(),
            last_name: "Doe".to_owned(),
            country: "US".to_owned(),
            language: "en".to_owned(),
            ..NewUser::default()
        };
        let hash = accounts::hash_password("Secret12").await.unwrap();
        let id = accounts::create_user(&self.db.db, &profile, &hash)
            .await
            .unwrap();
        for role in roles {
            accounts::add_role(&self.db.db, id, *role).await.unwrap();
        }
        if let Some(group_id) = group_id {
            groups::add_group_administrator(&self.db.db, group_id, id)
                .await
                .unwrap();
        }
        let (status, body) = self
            .call(
                "POST",
                "/api/v1/auth/token",
                None,
                Some(serde_json::json!({ "email": email, "password": "Secret12" })),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body["accessToken"].as_str().unwrap().to_owned()
    }

    /// `sign_in_as` a plain member.
    pub async fn sign_in_as_member(&self, email: &str) -> String {
        self.sign_in_as(email, &[Role::Member], None).await
    }

    /// `sign_in_as` an administrator, `admin@x.test`.
    pub async fn sign_in_as_admin(&self) -> String {
        self.sign_in_as("admin@x.test", &[Role::Member, Role::Administrator], None)
            .await
    }

    /// The id of the account with `email`, which must exist.
    pub async fn user_id(&self, email: &str) -> i64 {
        server::accounts::find_user_by_email(&self.db.db, email)
            .await
            .unwrap()
            .expect("an account with that email")
            .id
    }

    /// What the token endpoint answers `email` and `password`.
    pub async fn request_token(&self, email: &str, password: &str) -> (StatusCode, Value) {
        self.call(
            "POST",
            "/api/v1/auth/token",
            None,
            Some(serde_json::json!({ "email": email, "password": password })),
        )
        .await
    }

    pub async fn get_json(&self, path: &str) -> (StatusCode, Value) {
        let (status, _, body) = self.get(path).await;
        (status, serde_json::from_slice(&body).expect("JSON body"))
    }
}

/// The outbox's mails as (file name, text/plain part with its transfer encoding undone), oldest
/// first.
pub fn outbox_texts(data_dir: &std::path::Path) -> Vec<(String, String)> {
    let mut mails: Vec<(String, String)> = std::fs::read_dir(data_dir.join("outbox"))
        .map(|entries| {
            entries
                .map(|entry| {
                    let path = entry.unwrap().path();
                    let name = path.file_name().unwrap().to_string_lossy().into_owned();
                    (name, plain_text(&std::fs::read_to_string(&path).unwrap()))
                })
                .collect()
        })
        .unwrap_or_default();
    mails.sort();
    mails
}

/// The text/plain part of a MIME message, decoded from base64 or quoted-printable.
fn plain_text(eml: &str) -> String {
    use base64::Engine;
    let eml = eml.replace("\r\n", "\n");
    let part = eml
        .split("\n--")
        .find(|part| {
            part.to_ascii_lowercase()
                .contains("content-type: text/plain")
        })
        .expect("a text/plain part");
    let (head, body) = part
        .split_once("\n\n")
        .expect("headers, a blank line, a body");
    let head = head.to_ascii_lowercase();
    let bytes = if head.contains("content-transfer-encoding: base64") {
        base64::engine::general_purpose::STANDARD
            .decode(body.split_whitespace().collect::<String>())
            .expect("base64 body")
    } else if head.contains("content-transfer-encoding: quoted-printable") {
        let joined = body.replace("=\n", "");
        let mut bytes = Vec::with_capacity(joined.len());
        let mut rest = joined.as_bytes();
        while let Some((&first, tail)) = rest.split_first() {
            match (first, tail) {
                (b'=', [high, low, after @ ..]) => {
                    let hex = [*high, *low];
                    let hex = std::str::from_utf8(&hex).expect("hex digits");
                    bytes.push(u8::from_str_radix(hex, 16).expect("hex digits"));
                    rest = after;
                }
                _ => {
                    bytes.push(first);
                    rest = tail;
                }
            }
        }
        bytes
    } else {
        body.as_bytes().to_vec()
    };
    String::from_utf8(bytes).expect("UTF-8 text")
}
