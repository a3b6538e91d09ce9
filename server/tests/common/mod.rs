//! What both test binaries, the API tests and the storage contract, share — each uses all of it,
//! since whatever only one of them needs lives in that binary: fresh databases on each engine,
//! and the records tests start from.

pub mod fixtures;

use std::sync::atomic::{AtomicU32, Ordering};

use server::storage::Db;
use sqlx::Executor;

/// A fresh SQLite database: its URL, and the directory holding its file, which goes with it.
pub fn new_sqlite_database() -> (String, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("test.db").display());
    (url, dir)
}

/// The URL of a fresh, empty database in the PostgreSQL cluster that `scripts/test` starts (its
/// URL in `TEST_POSTGRES_URL`).
pub async fn new_postgres_database() -> String {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let admin_url = std::env::var("TEST_POSTGRES_URL").expect(
        "TEST_POSTGRES_URL is not set: run scripts/test, which starts a throwaway PostgreSQL",
    );
    let name = format!(
        "atlas_test_{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::SeqCst)
    );
    let admin = Db::connect(&admin_url)
        .await
        .expect("connect to PostgreSQL");
    admin
        .pool
        .execute(format!("CREATE DATABASE {name}").as_str())
        .await
        .expect("create test database");
    admin.pool.close().await;
    let (base, _) = admin_url
        .rsplit_once('/')
        .expect("database URL with a path");
    format!("{base}/{name}")
}
