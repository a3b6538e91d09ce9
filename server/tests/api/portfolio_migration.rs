//! Migration 0006 on databases made before it: duplicate portfolios are merged into each
//! member's oldest before the unique index, and a database that applied the first text of 0006
//! still starts. On SQLite and PostgreSQL.

use std::borrow::Cow;
use std::path::Path;

use server::storage::{Db, Engine};
use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::Row;

use crate::support::TestDb;

/// The first text of 0006, as databases applied it (its checksum is what they recorded).
const FIRST_0006: &str = "\
-- A member has one portfolio (\"My Portfolio\"), created on the first add: the unique key lets
-- two simultaneous first adds agree on it instead of creating two.
DROP INDEX portfolios_user;
CREATE UNIQUE INDEX portfolios_user ON portfolios (user_id);
";

/// Applies the engine's migrations 1 to 5 from the repository, then `extra` when given.
async fn migrate_before_0006(db: &Db, extra: Option<Migration>) {
    let dir = match db.engine {
        Engine::Sqlite => "../migrations/sqlite",
        Engine::Postgres => "../migrations/postgres",
    };
    let all = Migrator::new(Path::new(dir)).await.unwrap();
    let mut migrations: Vec<Migration> = all.iter().filter(|m| m.version <= 5).cloned().collect();
    migrations.extend(extra);
    let migrator = Migrator {
        migrations: Cow::Owned(migrations),
        ..Migrator::DEFAULT
    };
    migrator.run(&db.pool).await.unwrap();
}

async fn insert(db: &Db, sql: &str) -> i64 {
    sqlx::query(&format!("{sql} RETURNING id"))
        .fetch_one(&db.pool)
        .await
        .unwrap()
        .get("id")
}

async fn user(db: &Db, email: &str) -> i64 {
    insert(
        db,
        &format!(
            "INSERT INTO users (email, email_normalized, password_hash) \
             VALUES ('{email}', '{email}', 'x')"
        ),
    )
    .await
}

async fn portfolio(db: &Db, user_id: i64, programs: &[i64]) -> i64 {
    let id = insert(
        db,
        &format!("INSERT INTO portfolios (user_id) VALUES ({user_id})"),
    )
    .await;
    for program_id in programs {
        insert(
            db,
            &format!(
                "INSERT INTO portfolio_orders (portfolio_id, program_id, quantity) \
                 VALUES ({id}, {program_id}, {})",
                1000 * id + program_id
            ),
        )
        .await;
    }
    id
}

/// (portfolio, program, quantity) of every allocation, in that order.
async fn allocations(db: &Db) -> Vec<(i64, i64, f64)> {
    sqlx::query(
        "SELECT portfolio_id, program_id, quantity FROM portfolio_orders \
         ORDER BY portfolio_id, program_id",
    )
    .fetch_all(&db.pool)
    .await
    .unwrap()
    .iter()
    .map(|row| {
        (
            row.get("portfolio_id"),
            row.get("program_id"),
            row.get("quantity"),
        )
    })
    .collect()
}

async fn duplicate_portfolios_are_merged_into_the_oldest(test: TestDb) {
    let db = &test.db;
    migrate_before_0006(db, None).await;
    let group = insert(
        db,
        "INSERT INTO groups (group_uri, group_name) VALUES ('acme', 'Acme')",
    )
    .await;
    let mut programs = Vec::new();
    for uri in ["a", "b", "c"] {
        programs.push(
            insert(
                db,
                &format!(
                    "INSERT INTO programs (group_id, program_uri, program_name, \
                     program_type_id) VALUES ({group}, '{uri}', '{uri}', 1)"
                ),
            )
            .await,
        );
    }
    let [a, b, c] = programs[..] else {
        unreachable!()
    };
    let jo = user(db, "jo@example.com").await;
    let ann = user(db, "ann@example.com").await;
    let oldest = portfolio(db, jo, &[a]).await;
    let second = portfolio(db, jo, &[a, b]).await;
    let third = portfolio(db, jo, &[b, c]).await;
    let anns = portfolio(db, ann, &[a]).await;

    db.migrate().await.unwrap();

    let portfolios: Vec<(i64, i64)> = sqlx::query("SELECT id, user_id FROM portfolios ORDER BY id")
        .fetch_all(&db.pool)
        .await
        .unwrap()
        .iter()
        .map(|row| (row.get("id"), row.get("user_id")))
        .collect();
    assert_eq!(portfolios, vec![(oldest, jo), (anns, ann)]);
    let quantity = |portfolio: i64, program: i64| (1000 * portfolio + program) as f64;
    assert_eq!(
        allocations(db).await,
        vec![
            // The oldest keeps its own "a"; "b" comes from the second (the older of the two);
            // "c" from the third.
            (oldest, a, quantity(oldest, a)),
            (oldest, b, quantity(second, b)),
            (oldest, c, quantity(third, c)),
            (anns, a, quantity(anns, a)),
        ]
    );
    let twice = sqlx::query("INSERT INTO portfolios (user_id) VALUES ($1)")
        .bind(jo)
        .execute(&db.pool)
        .await;
    assert!(twice.is_err(), "one portfolio per member from now on");
}

async fn a_database_that_applied_the_first_0006_still_migrates(test: TestDb) {
    let db = &test.db;
    let first = Migration::new(
        6,
        Cow::Borrowed("one portfolio per member"),
        MigrationType::Simple,
        Cow::Borrowed(FIRST_0006),
        false,
    );
    migrate_before_0006(db, Some(first)).await;
    db.migrate().await.unwrap();
    db.migrate().await.unwrap();
    let latest: i64 = sqlx::query("SELECT MAX(version) AS v FROM _sqlx_migrations")
        .fetch_one(&db.pool)
        .await
        .unwrap()
        .get("v");
    assert!(latest >= 8, "later migrations ran");
}

async fn a_database_with_another_0006_is_still_refused(test: TestDb) {
    let db = &test.db;
    let other = Migration::new(
        6,
        Cow::Borrowed("one portfolio per member"),
        MigrationType::Simple,
        Cow::Borrowed("SELECT 1;"),
        false,
    );
    migrate_before_0006(db, Some(other)).await;
    assert!(
        db.migrate().await.is_err(),
        "only the known first text is accepted"
    );
}

mod on_sqlite {
    use crate::support::sqlite_unmigrated;

    #[tokio::test]
    async fn duplicate_portfolios_are_merged_into_the_oldest() {
        super::duplicate_portfolios_are_merged_into_the_oldest(sqlite_unmigrated().await).await;
    }

    #[tokio::test]
    async fn a_database_that_applied_the_first_0006_still_migrates() {
        super::a_database_that_applied_the_first_0006_still_migrates(sqlite_unmigrated().await)
            .await;
    }

    #[tokio::test]
    async fn a_database_with_another_0006_is_still_refused() {
        super::a_database_with_another_0006_is_still_refused(sqlite_unmigrated().await).await;
    }
}

mod on_postgres {
    use crate::support::postgres_unmigrated;

    #[tokio::test]
    async fn duplicate_portfolios_are_merged_into_the_oldest() {
        super::duplicate_portfolios_are_merged_into_the_oldest(postgres_unmigrated().await).await;
    }

    #[tokio::test]
    async fn a_database_that_applied_the_first_0006_still_migrates() {
        super::a_database_that_applied_the_first_0006_still_migrates(postgres_unmigrated().await)
            .await;
    }

    #[tokio::test]
    async fn a_database_with_another_0006_is_still_refused() {
        super::a_database_with_another_0006_is_still_refused(postgres_unmigrated().await).await;
    }
}
