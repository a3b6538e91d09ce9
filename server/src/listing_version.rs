//! The listing version: one stored number that every write changing what a listing or a program
//! page shows bumps in its own transaction (a company, a program, its returns, statistics or
//! platforms). The listing snapshot and the kept program pages compare it with the version they
//! were read at, so several server processes on one database (and the command line) stay
//! coherent without telling each other anything. A leaf: the writers in every domain call it;
//! `listings` and `program_page` read it.

use sqlx::Row;

use crate::error::Result;
use crate::storage::Db;

/// Marks every listing snapshot, in every process, as stale when `tx` commits. Called inside the
/// transaction of each write that changes a listing, so a reader never sees the new version
/// without the write (or the write without the new version).
pub async fn bump(tx: &mut sqlx::AnyConnection) -> Result<()> {
    sqlx::query("UPDATE listing_version SET version = version + 1 WHERE id = 1")
        .execute(tx)
        .await?;
    Ok(())
}

/// The version stored now.
pub async fn current(db: &Db) -> Result<i64> {
    Ok(
        sqlx::query("SELECT version FROM listing_version WHERE id = 1")
            .fetch_one(&db.pool)
            .await?
            .try_get("version")?,
    )
}
