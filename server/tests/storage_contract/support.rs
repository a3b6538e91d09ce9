//! Each contract runs on a fresh, migrated database of each engine.

use server::storage::Db;

/// The fresh database at `url`, migrated.
pub async fn migrated(url: &str) -> Db {
    let db = Db::connect(url)
        .await
        .expect("connect to the test database");
    db.migrate().await.expect("migrate the test database");
    db
}

/// Runs each named contract function on SQLite and on PostgreSQL, as two tests.
#[macro_export]
macro_rules! contract_tests {
    ($($name:ident),* $(,)?) => {
        mod on_sqlite {
            $(
                #[tokio::test]
                async fn $name() {
                    let (url, _dir) = $crate::common::new_sqlite_database();
                    let db = $crate::support::migrated(&url).await;
                    super::$name(&db).await;
                }
            )*
        }
        mod on_postgres {
            $(
                #[tokio::test]
                async fn $name() {
                    let url = $crate::common::new_postgres_database().await;
                    let db = $crate::support::migrated(&url).await;
                    super::$name(&db).await;
                }
            )*
        }
    };
}
