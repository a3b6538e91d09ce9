//! Monthly returns of programs and indexes, stored as fractions keyed by `yyyymm` month; the
//! revisions of a program's record; the programs an editor writes to and the watchers an alert
//! goes to; and what the charts compare (listed programs, indexes).

use std::collections::BTreeMap;

use analytics_core::YearMonth;
use sqlx::{Any, Row, Transaction};

use super::model::{MonthEntry, ProgramReturns, ReportedMonth, Revision, RevisionChange, Watcher};
use super::rules::{counts, summary};
use crate::access::Role;
use crate::error::Result;
use crate::language::Language;
use crate::reference::program_status;
use crate::storage::{now, Db, Flag};

/// Rows per INSERT statement: well under both engines' bound-parameter limits, and large
/// enough that seeding a few hundred thousand months takes seconds, not minutes.
const ROWS_PER_INSERT: usize = 200;

/// Replaces a program's months inside the caller's transaction (see
/// `statistics::replace_returns_and_statistics`, which keeps the statistics in step).
pub(crate) async fn write_program_returns(
    tx: &mut Transaction<'_, Any>,
    program_id: i64,
    months: &[ReportedMonth],
) -> Result<()> {
    sqlx::query("DELETE FROM program_returns WHERE program_id = $1")
        .bind(program_id)
        .execute(&mut **tx)
        .await?;
    let created = now();
    for chunk in months.chunks(ROWS_PER_INSERT) {
        insert_program_returns(tx, program_id, chunk, &created).await?;
    }
    Ok(())
}

async fn insert_program_returns(
    tx: &mut Transaction<'_, Any>,
    program_id: i64,
    months: &[ReportedMonth],
    created: &str,
) -> Result<()> {
    let placeholders: Vec<String> = (0..months.len())
        .map(|i| {
            let p = i * 4 + 3;
            format!("($1, ${p}, ${}, ${}, ${}, $2)", p + 1, p + 2, p + 3)
        })
        .collect();
    let sql = format!(
        "INSERT INTO program_returns (program_id, month, monthly_return, assets, estimated, \
         date_created) VALUES {}",
        placeholders.join(", ")
    );
    let mut query = sqlx::query(&sql).bind(program_id).bind(created);
    for month in months {
        query = query
            .bind(month.month.yyyymm())
            .bind(month.monthly_return)
            .bind(month.assets)
            .bind(i64::from(month.estimated));
    }
    query.execute(&mut **tx).await?;
    Ok(())
}

/// A program's monthly returns, oldest first.
pub async fn program_returns(db: &Db, program_id: i64) -> Result<Vec<ReportedMonth>> {
    read_program_returns(&db.pool, program_id).await
}

/// A program's monthly returns, oldest first, read through `executor` (a transaction that is
/// about to replace them reads them with it, so its diff is against what it replaces).
pub(crate) async fn read_program_returns<'e, E>(
    executor: E,
    program_id: i64,
) -> Result<Vec<ReportedMonth>>
where
    E: sqlx::Executor<'e, Database = Any>,
{
    Ok(sqlx::query_as(
        "SELECT month, monthly_return, assets, estimated FROM program_returns \
         WHERE program_id = $1 ORDER BY month",
    )
    .bind(program_id)
    .fetch_all(executor)
    .await?)
}

/// Replaces all monthly returns of an index (the S&P 500 benchmark is one) in one transaction.
pub async fn replace_index_returns(db: &Db, index_id: i64, months: &[ReportedMonth]) -> Result<()> {
    let mut tx = db.begin_write().await?;
    sqlx::query("DELETE FROM index_returns WHERE index_id = $1")
        .bind(index_id)
        .execute(&mut *tx)
        .await?;
    for chunk in months.chunks(ROWS_PER_INSERT) {
        let placeholders: Vec<String> = (0..chunk.len())
            .map(|i| format!("($1, ${}, ${})", i * 2 + 2, i * 2 + 3))
            .collect();
        let sql = format!(
            "INSERT INTO index_returns (index_id, month, monthly_return) VALUES {}",
            placeholders.join(", ")
        );
        let mut query = sqlx::query(&sql).bind(index_id);
        for month in chunk {
            query = query.bind(month.month.yyyymm()).bind(month.monthly_return);
        }
        query.execute(&mut *tx).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// An index's monthly returns, oldest first.
pub async fn index_returns(db: &Db, index_id: i64) -> Result<Vec<ReportedMonth>> {
    let rows = sqlx::query(
        "SELECT month, monthly_return FROM index_returns WHERE index_id = $1 ORDER BY month",
    )
    .bind(index_id)
    .fetch_all(&db.pool)
    .await?;
    // Mapped by hand: an index has no assets or estimates columns to derive from.
    rows.iter()
        .map(|row| {
            Ok(ReportedMonth {
                month: YearMonth::from_yyyymm(row.try_get("month")?)?,
                monthly_return: row.try_get("monthly_return")?,
                assets: None,
                estimated: false,
            })
        })
        .collect()
}

/// A program's inception date and monthly returns, with the version of its record.
pub async fn read_returns(db: &Db, program_id: i64) -> Result<ProgramReturns> {
    // Mapped by hand: the months come from their own table.
    let row = sqlx::query("SELECT date_inception, returns_version FROM programs WHERE id = $1")
        .bind(program_id)
        .fetch_one(&db.pool)
        .await?;
    let months = program_returns(db, program_id).await?;
    Ok(ProgramReturns {
        program_id,
        date_inception: row.try_get("date_inception")?,
        months: months.iter().map(MonthEntry::from).collect(),
        version: row.try_get("returns_version")?,
    })
}

/// Rows per INSERT of changes: 8 parameters a row stays far under both engines' limits.
const CHANGES_PER_INSERT: usize = 100;

/// Records a revision inside the save's transaction; answers its id.
pub(crate) async fn insert_revision(
    tx: &mut Transaction<'_, Any>,
    program_id: i64,
    user_id: i64,
    changes: &[RevisionChange],
) -> Result<i64> {
    let revision_id: i64 = sqlx::query(
        "INSERT INTO program_return_revisions (program_id, user_id, created_at, summary) \
         VALUES ($1, $2, $3, $4) RETURNING id",
    )
    .bind(program_id)
    .bind(user_id)
    .bind(now())
    .bind(summary(changes))
    .fetch_one(&mut **tx)
    .await?
    .try_get("id")?;
    for chunk in changes.chunks(CHANGES_PER_INSERT) {
        let placeholders: Vec<String> = (0..chunk.len())
            .map(|i| {
                let p = i * 7 + 2;
                let list: Vec<String> = (p..p + 7).map(|n| format!("${n}")).collect();
                format!("($1, {})", list.join(", "))
            })
            .collect();
        let sql = format!(
            "INSERT INTO program_return_revision_changes (revision_id, month, old_return, \
             new_return, old_assets, new_assets, old_estimated, new_estimated) VALUES {}",
            placeholders.join(", ")
        );
        let mut query = sqlx::query(&sql).bind(revision_id);
        for change in chunk {
            query = query
                .bind(change.month)
                .bind(change.old_return)
                .bind(change.new_return)
                .bind(change.old_assets)
                .bind(change.new_assets)
                .bind(change.old_estimated.map(i64::from))
                .bind(change.new_estimated.map(i64::from));
        }
        query.execute(&mut **tx).await?;
    }
    Ok(revision_id)
}

/// A program's revisions, newest first.
pub async fn program_revisions(db: &Db, program_id: i64) -> Result<Vec<Revision>> {
    read_revisions(db, program_id, None).await
}

/// One revision of a program.
pub async fn program_revision(
    db: &Db,
    program_id: i64,
    revision_id: i64,
) -> Result<Option<Revision>> {
    Ok(read_revisions(db, program_id, Some(revision_id))
        .await?
        .into_iter()
        .next())
}

async fn read_revisions(db: &Db, program_id: i64, only: Option<i64>) -> Result<Vec<Revision>> {
    let filter = if only.is_some() { " AND r.id = $2" } else { "" };
    let sql = format!(
        "SELECT r.id, r.created_at, r.user_id, r.summary, u.email, u.first_name, u.last_name \
         FROM program_return_revisions r LEFT JOIN users u ON u.id = r.user_id \
         WHERE r.program_id = $1{filter} ORDER BY r.created_at DESC, r.id DESC"
    );
    let mut query = sqlx::query(&sql).bind(program_id);
    if let Some(id) = only {
        query = query.bind(id);
    }
    let rows = query.fetch_all(&db.pool).await?;
    let sql = format!(
        "SELECT c.revision_id, c.month, c.old_return, c.new_return, c.old_assets, c.new_assets, \
         c.old_estimated, c.new_estimated FROM program_return_revision_changes c \
         JOIN program_return_revisions r ON r.id = c.revision_id \
         WHERE r.program_id = $1{filter} ORDER BY c.revision_id, c.month"
    );
    let mut query = sqlx::query(&sql).bind(program_id);
    if let Some(id) = only {
        query = query.bind(id);
    }
    let mut changes: BTreeMap<i64, Vec<RevisionChange>> = BTreeMap::new();
    // Mapped by hand: the estimated flags are nullable 0/1 columns, which `Flag` does not decode.
    for row in query.fetch_all(&db.pool).await? {
        let flag = |name: &str| -> Result<Option<bool>> {
            Ok(row.try_get::<Option<i64>, _>(name)?.map(|v| v != 0))
        };
        changes
            .entry(row.try_get("revision_id")?)
            .or_default()
            .push(RevisionChange {
                month: row.try_get("month")?,
                old_return: row.try_get("old_return")?,
                new_return: row.try_get("new_return")?,
                old_assets: row.try_get("old_assets")?,
                new_assets: row.try_get("new_assets")?,
                old_estimated: flag("old_estimated")?,
                new_estimated: flag("new_estimated")?,
            });
    }
    // Mapped by hand: a revision's name joins two columns, and its changes and counts come from
    // the second read.
    rows.iter()
        .map(|row| {
            let revision_id: i64 = row.try_get("id")?;
            let changes = changes.remove(&revision_id).unwrap_or_default();
            let (added, changed, removed) = counts(&changes);
            let name = [
                row.try_get::<Option<String>, _>("first_name")?,
                row.try_get::<Option<String>, _>("last_name")?,
            ]
            .into_iter()
            .flatten()
            .filter(|part| !part.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
            Ok(Revision {
                revision_id,
                created_at: row.try_get("created_at")?,
                user_id: row.try_get("user_id")?,
                user_email: row.try_get("email")?,
                user_name: (!name.is_empty()).then_some(name),
                summary: row.try_get("summary")?,
                added,
                changed,
                removed,
                changes,
            })
        })
        .collect()
}

/// A program at its path with its company: what the access rules weigh before a write to its
/// record, and what the write names.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ProgramAtPath {
    pub id: i64,
    pub group_id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub program_status_id: i64,
    #[sqlx(try_from = "Flag")]
    pub hide_program: bool,
    pub date_inception: Option<String>,
    pub group_uri: String,
    pub group_status_id: i64,
}

/// The program at `group_uri`/`program_uri`, if any.
pub async fn program_at(
    db: &Db,
    group_uri: &str,
    program_uri: &str,
) -> Result<Option<ProgramAtPath>> {
    Ok(sqlx::query_as(
        "SELECT p.id, p.group_id, p.program_name, p.program_uri, p.program_status_id, \
         p.hide_program, p.date_inception, g.group_uri, g.group_status_id FROM programs p \
         JOIN groups g ON g.id = p.group_id WHERE g.group_uri = $1 AND p.program_uri = $2",
    )
    .bind(group_uri)
    .bind(program_uri)
    .fetch_optional(&db.pool)
    .await?)
}

/// The members watching `program_id` with alerts on who may see it now (the program page's rule,
/// `access::may_see_program`, for a signed-in reader): an active program or an archived one of an active
/// company, or any program for administrators and the company's CTA managers. A member who
/// watched a program since hidden from them is not told about it.
pub async fn alert_watchers_of(db: &Db, program_id: i64) -> Result<Vec<Watcher>> {
    let rows = sqlx::query(
        "SELECT u.email, u.first_name, u.language FROM watchlists w \
         JOIN users u ON u.id = w.user_id JOIN programs p ON p.id = w.program_id \
         JOIN groups g ON g.id = p.group_id WHERE w.program_id = $1 AND w.alert = 1 AND ( \
         (g.group_status_id = $2 AND p.program_status_id IN ($3, $4)) \
         OR EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role_id = $5) \
         OR (EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role_id = $6) \
             AND EXISTS (SELECT 1 FROM group_administrators a \
                         WHERE a.user_id = u.id AND a.group_id = p.group_id))) \
         ORDER BY u.id",
    )
    .bind(program_id)
    .bind(crate::reference::group_status::ACTIVE)
    .bind(program_status::ACTIVE)
    .bind(program_status::ARCHIVED)
    .bind(Role::Administrator as i64)
    .bind(Role::CtaManager as i64)
    .fetch_all(&db.pool)
    .await?;
    // Mapped by hand: the language is read from its stored code.
    rows.iter()
        .map(|row| {
            Ok(Watcher {
                email: row.try_get("email")?,
                first_name: row.try_get("first_name")?,
                language: Language::from_code(&row.try_get::<String, _>("language")?),
            })
        })
        .collect()
}

/// A listed program the charts may compare, with its company's name.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ListedProgram {
    pub id: i64,
    pub group_name: String,
    pub program_name: String,
}

/// The active programs of active companies that have returns, by company and program name; the
/// hidden ones only for a signed-in reader.
pub async fn listed_programs(db: &Db, signed_in: bool) -> Result<Vec<ListedProgram>> {
    let hidden = if signed_in {
        ""
    } else {
        "AND p.hide_program = 0"
    };
    Ok(sqlx::query_as(&format!(
        "SELECT p.id, g.group_name, p.program_name FROM programs p \
         JOIN groups g ON g.id = p.group_id \
         JOIN program_listings l ON l.program_id = p.id AND l.return_count > 0 \
         WHERE g.group_status_id = $1 AND p.program_status_id = $2 {hidden} \
         ORDER BY g.group_name, p.program_name, p.id"
    ))
    .bind(crate::reference::group_status::ACTIVE)
    .bind(program_status::ACTIVE)
    .fetch_all(&db.pool)
    .await?)
}

/// A program as a chart of its series needs it: what its visibility depends on, how its CAROR
/// compounds, and the names of its title.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SeriesProgram {
    pub group_id: i64,
    pub group_status_id: i64,
    pub program_status_id: i64,
    #[sqlx(try_from = "Flag")]
    pub hide_program: bool,
    pub caror_type: i64,
    pub group_name: String,
    pub program_name: String,
}

/// Program `program_id` as its chart needs it, if it exists.
pub async fn series_program(db: &Db, program_id: i64) -> Result<Option<SeriesProgram>> {
    Ok(sqlx::query_as(
        "SELECT p.group_id, g.group_status_id, p.program_status_id, p.hide_program, \
         p.caror_type, g.group_name, p.program_name FROM programs p \
         JOIN groups g ON g.id = p.group_id WHERE p.id = $1",
    )
    .bind(program_id)
    .fetch_optional(&db.pool)
    .await?)
}

/// An index the site holds.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct IndexRow {
    pub id: i64,
    #[sqlx(rename = "portfolio_uri")]
    pub uri: String,
    pub kind: String,
    #[sqlx(rename = "portfolio_name_en")]
    pub name_en: String,
    #[sqlx(rename = "portfolio_name_zh")]
    pub name_zh: String,
}

/// The indexes with a series (not the rankings, nor an index no program has joined yet), the
/// benchmark first, then the main index.
pub async fn indexes(db: &Db) -> Result<Vec<IndexRow>> {
    Ok(sqlx::query_as(
        "SELECT id, portfolio_uri, kind, portfolio_name_en, portfolio_name_zh FROM indexes i \
         WHERE kind <> 'ranking' \
         AND EXISTS (SELECT 1 FROM index_returns r WHERE r.index_id = i.id) \
         ORDER BY CASE kind WHEN 'benchmark' THEN 0 WHEN 'main' THEN 1 ELSE 2 END, \
         portfolio_name_en",
    )
    .fetch_all(&db.pool)
    .await?)
}
