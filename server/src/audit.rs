//! The audit log: every administrative change, recorded in the transaction that makes it, with
//! who made it, when, and the old and new values. Entries are only ever added. A leaf: the domains
//! that make administrative changes record them here.

use serde::Serialize;
use sqlx::{Any, Transaction};
use utoipa::ToSchema;

use crate::error::Result;
use crate::storage::Db;

/// What an entry is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subject {
    User(i64),
    Group(i64),
    Program(i64),
    /// A currency's exchange rates, by the currency's id.
    Currency(i64),
    /// A news post.
    Post(i64),
}

impl Subject {
    fn parts(self) -> (&'static str, i64) {
        match self {
            Subject::User(id) => ("user", id),
            Subject::Group(id) => ("group", id),
            Subject::Program(id) => ("program", id),
            Subject::Currency(id) => ("currency", id),
            Subject::Post(id) => ("post", id),
        }
    }
}

/// One change as the administration pages show it.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct AuditEntry {
    pub id: i64,
    /// None once the account that made it is deleted.
    pub actor_user_id: Option<i64>,
    pub actor_email: String,
    /// `roleAdded`, `roleRemoved`, `unlocked`, `deleted`, `passwordResetSent`, `statusChanged`,
    /// `administratorAdded`, `administratorRemoved`, `created` (new: the roles granted),
    /// `emailChanged`, `passwordChanged` (no values), `ratesImported` (new: the months uploaded
    /// as JSON, `{"months":12,"first":"2025-01","last":"2025-12"}`), `edited` (a post: the old
    /// and new titles).
    pub action: String,
    pub old_value: Option<String>,
    pub new_value: Option<String>,
    /// RFC 3339 UTC.
    pub created_at: String,
}

/// The author of an entry: the account's email, kept when the account is deleted; `system` for
/// changes the server makes itself.
const ACTOR_EMAIL: &str = "COALESCE((SELECT email FROM users WHERE id = $1), 'system')";

/// Records a change by `actor` (none: the server itself) inside the transaction that makes it.
pub async fn record(
    tx: &mut Transaction<'_, Any>,
    actor: Option<i64>,
    subject: Subject,
    action: &str,
    old_value: Option<&str>,
    new_value: Option<&str>,
) -> Result<()> {
    let (subject_type, subject_id) = subject.parts();
    sqlx::query(&format!(
        "INSERT INTO audit_log (actor_user_id, actor_email, subject_type, subject_id, action, \
         old_value, new_value, created_at) SELECT $1, {ACTOR_EMAIL}, $2, $3, $4, $5, $6, $7"
    ))
    .bind(actor)
    .bind(subject_type)
    .bind(subject_id)
    .bind(action)
    .bind(old_value)
    .bind(new_value)
    .bind(crate::storage::now())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Records a company's or program's status change (`statusChanged`), the statuses named by
/// their reference codes (`pending`, `active`, …).
pub async fn record_status(
    tx: &mut Transaction<'_, Any>,
    actor: Option<i64>,
    subject: Subject,
    from: i64,
    to: i64,
) -> Result<()> {
    let (subject_type, subject_id) = subject.parts();
    let table = match subject {
        Subject::Group(_) => "group_statuses",
        Subject::Program(_) | Subject::User(_) | Subject::Currency(_) | Subject::Post(_) => {
            "program_statuses"
        }
    };
    sqlx::query(&format!(
        "INSERT INTO audit_log (actor_user_id, actor_email, subject_type, subject_id, action, \
         old_value, new_value, created_at) SELECT $1, {ACTOR_EMAIL}, $2, $3, 'statusChanged', \
         (SELECT code FROM {table} WHERE id = $4), (SELECT code FROM {table} WHERE id = $5), $6"
    ))
    .bind(actor)
    .bind(subject_type)
    .bind(subject_id)
    .bind(from)
    .bind(to)
    .bind(crate::storage::now())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The most entries a page shows (the newest).
pub const MAX_ENTRIES: i64 = 200;

/// The newest entries about `subject` (at most [`MAX_ENTRIES`]), newest first.
pub async fn entries(db: &Db, subject: Subject) -> Result<Vec<AuditEntry>> {
    let (subject_type, subject_id) = subject.parts();
    Ok(sqlx::query_as(
        "SELECT id, actor_user_id, actor_email, action, old_value, new_value, created_at \
         FROM audit_log WHERE subject_type = $1 AND subject_id = $2 ORDER BY id DESC LIMIT $3",
    )
    .bind(subject_type)
    .bind(subject_id)
    .bind(MAX_ENTRIES)
    .fetch_all(&db.pool)
    .await?)
}
