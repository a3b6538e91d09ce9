//! The database: one pool over SQLite or PostgreSQL, chosen by the URL scheme.
//!
//! Every query in the domain modules is portable SQL with `$1` placeholders, run through sqlx's
//! `Any` driver, so each storage function is written once and tested on both engines. Only the
//! DDL differs, in `migrations/sqlite` and `migrations/postgres`.

use std::str::FromStr;
use std::time::Duration;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::migrate::Migrator;
use sqlx::{Any, AnyPool, Executor, Row, Transaction};
use time::format_description::well_known::Rfc3339;
use time::OffsetDateTime;

static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("../migrations/sqlite");
static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("../migrations/postgres");

/// Which database engine a pool talks to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

impl Engine {
    pub fn name(self) -> &'static str {
        match self {
            Engine::Sqlite => "sqlite",
            Engine::Postgres => "postgres",
        }
    }
}

/// A connection pool and the engine behind it.
#[derive(Clone, Debug)]
pub struct Db {
    pub pool: AnyPool,
    pub engine: Engine,
}

impl Db {
    /// Connects to `url` (`sqlite://…` or `postgres://…`), creating an SQLite file's directory.
    pub async fn connect(url: &str) -> anyhow::Result<Db> {
        sqlx::any::install_default_drivers();
        let engine = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Engine::Postgres
        } else if url.starts_with("sqlite:") {
            Engine::Sqlite
        } else {
            anyhow::bail!("unsupported database URL {}", redact_url(url));
        };
        if engine == Engine::Sqlite {
            create_sqlite_parent_dir(url)?;
        }
        let options = AnyConnectOptions::from_str(&engine_url(engine, url))?;
        let pool = AnyPoolOptions::new()
            .max_connections(if engine == Engine::Sqlite { 8 } else { 16 })
            .acquire_timeout(Duration::from_secs(10))
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if engine == Engine::Sqlite {
                        // WAL lets readers run beside the one writer; the busy timeout makes a
                        // second writer wait instead of failing; foreign keys are off by default.
                        conn.execute(
                            "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
                             PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 10000;",
                        )
                        .await?;
                    }
                    Ok(())
                })
            })
            .connect_with(options)
            .await?;
        Ok(Db { pool, engine })
    }

    /// Begins a transaction that writes. On SQLite it takes the write lock at once (`BEGIN
    /// IMMEDIATE`): a deferred transaction that reads first and then writes fails with
    /// `SQLITE_BUSY` without waiting when another writer committed in between, whereas an
    /// immediate one waits its turn under the busy timeout. PostgreSQL locks rows as it goes.
    pub async fn begin_write(&self) -> Result<Transaction<'static, Any>, sqlx::Error> {
        match self.engine {
            Engine::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await,
            Engine::Postgres => self.pool.begin().await,
        }
    }

    /// Applies the engine's migrations (schema and reference data).
    pub async fn migrate(&self) -> anyhow::Result<()> {
        let migrator = match self.engine {
            Engine::Sqlite => &SQLITE_MIGRATIONS,
            Engine::Postgres => &POSTGRES_MIGRATIONS,
        };
        self.accept_revised_0006(migrator).await?;
        migrator.run(&self.pool).await?;
        Ok(())
    }

    /// Migration 0006 was revised to merge duplicate portfolios before it creates its unique
    /// index. A database that applied the first text has no duplicates (the index could not have
    /// been created otherwise), so the revision would change nothing there; but sqlx refuses to
    /// start when an applied migration's checksum differs from the file's. Such a database gets
    /// the revised checksum recorded instead, once, before migrating; any other checksum is left
    /// for sqlx to refuse.
    async fn accept_revised_0006(&self, migrator: &Migrator) -> anyhow::Result<()> {
        let Some(revised) = migrator.iter().find(|m| m.version == 6) else {
            return Ok(());
        };
        let tables = match self.engine {
            Engine::Sqlite => {
                "SELECT COUNT(*) AS n FROM sqlite_master \
                 WHERE type = 'table' AND name = '_sqlx_migrations'"
            }
            Engine::Postgres => {
                "SELECT COUNT(*) AS n FROM information_schema.tables \
                 WHERE table_schema = current_schema() AND table_name = '_sqlx_migrations'"
            }
        };
        let n: i64 = sqlx::query(tables)
            .fetch_one(&self.pool)
            .await?
            .try_get("n")?;
        if n == 0 {
            return Ok(());
        }
        sqlx::query(
            "UPDATE _sqlx_migrations SET checksum = $1 WHERE version = 6 AND checksum = $2",
        )
        .bind(revised.checksum.to_vec())
        .bind(hex::decode(FIRST_0006_CHECKSUM)?)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}

/// The SHA-384 sqlx recorded for the first text of migration 0006 (the same on both engines).
const FIRST_0006_CHECKSUM: &str =
    "8f7c339332510f60e3f8ccf540592c0797176f371e00885c379c33e71cdae0d8\
                                   054a0e284a282d172fb8efd1b362b8a2";

/// The URL as the driver gets it. PostgreSQL statements are not cached: sqlx's `Any` driver types
/// a NULL `f64` parameter as `float4`, and a statement prepared with that type then rejects the
/// same query's non-NULL `f64` ("incorrect binary data format"). Unnamed statements are typed
/// afresh by each call's values, at the cost of one parse per query.
fn engine_url(engine: Engine, url: &str) -> String {
    if engine == Engine::Postgres && !url.contains("statement-cache-capacity") {
        let separator = if url.contains('?') { '&' } else { '?' };
        format!("{url}{separator}statement-cache-capacity=0")
    } else {
        url.to_owned()
    }
}

fn create_sqlite_parent_dir(url: &str) -> anyhow::Result<()> {
    let path = url
        .trim_start_matches("sqlite://")
        .trim_start_matches("sqlite:")
        .split('?')
        .next()
        .unwrap_or_default();
    if path.is_empty() || path == ":memory:" {
        return Ok(());
    }
    if let Some(parent) = std::path::Path::new(path).parent() {
        if !parent.as_os_str().is_empty() {
            std::fs::create_dir_all(parent)?;
        }
    }
    Ok(())
}

/// The URL with any password replaced by `***`, for logs and debug output.
pub fn redact_url(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    match rest.split_once('@') {
        Some((credentials, host)) => match credentials.split_once(':') {
            Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
            None => url.to_owned(),
        },
        None => url.to_owned(),
    }
}

/// `term` as a LIKE pattern's literal part: `\`, `%` and `_` escaped, for `LIKE … ESCAPE '\'`.
pub fn like_escaped(term: &str) -> String {
    term.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

/// The list of an `IN (…)` of `count` values: `$1, $2, $3`.
pub fn in_list(count: usize) -> String {
    (1..=count)
        .map(|n| format!("${n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The `VALUES` list of a multi-row INSERT: `($1, $2), ($3, $4)` for 2 rows of 2 columns.
pub fn placeholders(rows: usize, columns: usize) -> String {
    shared_placeholders(0, rows, columns)
}

/// The `VALUES` list of a multi-row INSERT whose rows start with the same `shared` values, bound
/// once: `($1, $2, $3), ($1, $4, $5)` for 1 shared and 2 rows of 2 columns of their own.
pub fn shared_placeholders(shared: usize, rows: usize, columns: usize) -> String {
    (0..rows)
        .map(|row| {
            let values: Vec<String> = (1..=shared)
                .chain((1..=columns).map(|column| shared + row * columns + column))
                .map(|n| format!("${n}"))
                .collect();
            format!("({})", values.join(", "))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The current time as stored: RFC 3339 UTC to the second.
pub fn now() -> String {
    timestamp(OffsetDateTime::now_utc())
}

/// A moment as stored: RFC 3339 UTC to the second (`2026-11-22T03:50:00Z`).
pub fn timestamp(at: OffsetDateTime) -> String {
    at.to_offset(time::UtcOffset::UTC)
        .replace_nanosecond(0)
        .unwrap_or(at)
        .format(&Rfc3339)
        .unwrap_or_default()
}

/// A flag as a column holds it, 0 or 1 (never BOOLEAN: the `Any` driver cannot decode SQLite's).
/// A row decodes it straight into a `bool` with `#[sqlx(try_from = "Flag")]`.
#[derive(Debug, Clone, Copy, sqlx::Type)]
#[sqlx(transparent)]
pub struct Flag(i64);

impl From<Flag> for bool {
    fn from(flag: Flag) -> Self {
        flag.0 != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn like_terms_are_literal() {
        assert_eq!(like_escaped(r"100%_a\b"), r"100\%\_a\\b");
    }

    #[test]
    fn insert_placeholders_number_each_value_and_share_the_leading_ones() {
        assert_eq!(in_list(3), "$1, $2, $3");
        assert_eq!(placeholders(2, 2), "($1, $2), ($3, $4)");
        assert_eq!(shared_placeholders(1, 2, 2), "($1, $2, $3), ($1, $4, $5)");
    }

    #[test]
    fn postgres_statements_are_not_cached() {
        assert_eq!(
            engine_url(Engine::Postgres, "postgres://h/db"),
            "postgres://h/db?statement-cache-capacity=0"
        );
        assert_eq!(
            engine_url(Engine::Postgres, "postgres://h/db?sslmode=disable"),
            "postgres://h/db?sslmode=disable&statement-cache-capacity=0"
        );
        assert_eq!(engine_url(Engine::Sqlite, "sqlite://a.db"), "sqlite://a.db");
    }

    #[test]
    fn passwords_are_redacted_from_urls() {
        assert_eq!(
            redact_url("postgres://atlas:secret@127.0.0.1:5432/atlas"),
            "postgres://atlas:***@127.0.0.1:5432/atlas"
        );
        assert_eq!(redact_url("sqlite://data/a.db"), "sqlite://data/a.db");
    }

    #[test]
    fn a_stored_flag_is_true_unless_0() {
        assert!(!bool::from(Flag(0)));
        assert!(bool::from(Flag(1)));
    }

    #[test]
    fn timestamps_are_utc_to_the_second() {
        let at = time::macros::datetime!(2026-11-22 03:50:12.345 +02:00);
        assert_eq!(timestamp(at), "2026-11-22T01:50:12Z");
    }
}
