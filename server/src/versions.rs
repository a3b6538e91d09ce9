//! Optimistic concurrency of the edit forms. A company, a program's form and a program's
//! performance record each carry a version (migration 0007) that every write bumps, with who
//! wrote it and when. A save names the version its editor loaded; when the stored one is newer,
//! nothing is written and the answer is 409 `conflict` naming who changed it and when.

use sqlx::{Any, Executor, Row, Transaction};

use crate::error::{Error, Result};

/// Who saves, over which version of the row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Edit {
    pub user_id: i64,
    /// The version the editor loaded.
    pub version: i64,
}

/// A versioned record and the columns that keep its version, writer and time of writing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Versioned {
    /// A company (`groups`): its edit form.
    Group,
    /// A program's form (`programs`).
    Program,
    /// A program's inception date and monthly returns (also on `programs`).
    ProgramReturns,
}

impl Versioned {
    /// Table, version column, writer column and time column; fixed names, never input.
    fn columns(self) -> (&'static str, &'static str, &'static str, &'static str) {
        match self {
            Versioned::Group => ("groups", "version", "updated_by", "date_updated"),
            Versioned::Program => ("programs", "version", "updated_by", "date_updated"),
            Versioned::ProgramReturns => (
                "programs",
                "returns_version",
                "returns_updated_by",
                "returns_updated_at",
            ),
        }
    }
}

/// The version of an edit body: a save without it is refused, as one that cannot be checked.
pub fn required(version: Option<i64>) -> Result<i64> {
    version.ok_or_else(|| Error::field("version", "required"))
}

/// Claims record `id` for a write at `at` inside `tx`: its version moves from `edit.version` to
/// the next one, with `edit.user_id` as its writer. The claim
/// comes first in the transaction, so a concurrent save of the same record waits for this one
/// (the row is locked) and then finds the version moved. Not found when there is no such record;
/// `Error::Stale` when it is at another version.
pub async fn claim(
    tx: &mut Transaction<'_, Any>,
    record: Versioned,
    id: i64,
    edit: Edit,
    at: &str,
) -> Result<()> {
    let (table, version, by, when) = record.columns();
    let claimed = sqlx::query(&format!(
        "UPDATE {table} SET {version} = {version} + 1, {by} = $1, {when} = $2 \
         WHERE id = $3 AND {version} = $4"
    ))
    .bind(edit.user_id)
    .bind(at)
    .bind(id)
    .bind(edit.version)
    .execute(&mut **tx)
    .await?
    .rows_affected();
    if claimed == 1 {
        Ok(())
    } else {
        Err(stale(&mut **tx, record, id).await?)
    }
}

/// The conflict of a write that lost to the last one of record `id`: who made it and when.
/// Not found when the record does not exist.
pub async fn stale<'e>(
    executor: impl Executor<'e, Database = Any>,
    record: Versioned,
    id: i64,
) -> Result<Error> {
    let (table, _, by, when) = record.columns();
    let row = sqlx::query(&format!(
        "SELECT t.{when} AS changed_at, u.first_name, u.last_name FROM {table} t \
         LEFT JOIN users u ON u.id = t.{by} WHERE t.id = $1"
    ))
    .bind(id)
    .fetch_optional(executor)
    .await?
    .ok_or(Error::NotFound)?;
    let first: Option<String> = row.try_get("first_name")?;
    let last: Option<String> = row.try_get("last_name")?;
    let name = format!(
        "{} {}",
        first.unwrap_or_default().trim(),
        last.unwrap_or_default().trim()
    );
    let name = name.trim();
    Ok(Error::Stale {
        changed_by: (!name.is_empty()).then(|| name.to_owned()),
        changed_at: row.try_get("changed_at")?,
    })
}
