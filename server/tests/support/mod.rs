//! Test databases: a fresh SQLite file, or a fresh database in the PostgreSQL cluster that
//! `scripts/test` starts (its URL in `TEST_POSTGRES_URL`).

// Each test binary compiles this module and uses only part of it.
#![allow(dead_code)]

use std::sync::atomic::{AtomicU32, Ordering};

use server::storage::Db;
use sqlx::Executor;

/// A migrated database that lives as long as this value.
pub struct TestDb {
    pub db: Db,
    _dir: Option<tempfile::TempDir>,
}

pub async fn sqlite() -> TestDb {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("test.db").display());
    let db = Db::connect(&url).await.expect("connect to SQLite");
    db.migrate().await.expect("migrate SQLite");
    TestDb {
        db,
        _dir: Some(dir),
    }
}

pub async fn postgres() -> TestDb {
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
    let db = Db::connect(&format!("{base}/{name}"))
        .await
        .expect("connect to the test database");
    db.migrate().await.expect("migrate PostgreSQL");
    TestDb { db, _dir: None }
}

/// Runs each named contract function on SQLite and on PostgreSQL, as two tests.
#[macro_export]
macro_rules! contract_tests {
    ($($name:ident),* $(,)?) => {
        mod on_sqlite {
            $(
                #[tokio::test]
                async fn $name() {
                    let test = $crate::support::sqlite().await;
                    super::$name(&test.db).await;
                }
            )*
        }
        mod on_postgres {
            $(
                #[tokio::test]
                async fn $name() {
                    let test = $crate::support::postgres().await;
                    super::$name(&test.db).await;
                }
            )*
        }
    };
}
