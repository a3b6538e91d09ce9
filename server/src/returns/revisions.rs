//! The revisions of a program's monthly returns: each save that changes its months records who
//! saved, when, and every month added, changed or removed with its old and new values. Written in
//! the save's transaction; read by the program's editors.

use std::collections::BTreeMap;

use analytics_core::YearMonth;
use axum::extract::State;
use axum::Json;
use serde::Serialize;
use sqlx::{Any, Row, Transaction};
use utoipa::ToSchema;

use crate::access::Principal;
use crate::error::Result;
use crate::extract::ApiPath;
use crate::returns::editable::editable_program;
use crate::returns::ReportedMonth;
use crate::state::AppState;
use crate::storage::{now, Db};

/// One month of a revision: nulls on the old side for an added month, on the new side for a
/// removed one.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevisionChange {
    /// `yyyymm`.
    pub month: i32,
    /// Fractions (0.0123 = 1.23 %).
    pub old_return: Option<f64>,
    pub new_return: Option<f64>,
    pub old_assets: Option<f64>,
    pub new_assets: Option<f64>,
    pub old_estimated: Option<bool>,
    pub new_estimated: Option<bool>,
}

impl RevisionChange {
    fn kind(&self) -> ChangeKind {
        match (self.old_return, self.new_return) {
            (None, _) => ChangeKind::Added,
            (_, None) => ChangeKind::Removed,
            _ => ChangeKind::Changed,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ChangeKind {
    Added,
    Changed,
    Removed,
}

/// One save of a program's monthly returns.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Revision {
    pub revision_id: i64,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// None once the account that saved is deleted.
    pub user_id: Option<i64>,
    pub user_email: Option<String>,
    pub user_name: Option<String>,
    /// English, e.g. "2 added, 1 changed, 0 removed" (the web app words the counts itself).
    pub summary: String,
    pub added: i64,
    pub changed: i64,
    pub removed: i64,
    /// By month, oldest first.
    pub changes: Vec<RevisionChange>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RevisionList {
    /// Newest first.
    pub items: Vec<Revision>,
}

/// The months that differ between the stored series and the new one, oldest first: added,
/// removed, or changed in any of return, assets or the estimated flag. Empty when nothing
/// changed.
pub fn diff(stored: &[ReportedMonth], new: &[ReportedMonth]) -> Vec<RevisionChange> {
    let mut months: BTreeMap<YearMonth, (Option<&ReportedMonth>, Option<&ReportedMonth>)> =
        BTreeMap::new();
    for month in stored {
        months.entry(month.month).or_default().0 = Some(month);
    }
    for month in new {
        months.entry(month.month).or_default().1 = Some(month);
    }
    months
        .into_iter()
        .filter(|(_, (old, new))| old != new)
        .map(|(month, (old, new))| RevisionChange {
            month: month.yyyymm(),
            old_return: old.map(|m| m.monthly_return),
            new_return: new.map(|m| m.monthly_return),
            old_assets: old.and_then(|m| m.assets),
            new_assets: new.and_then(|m| m.assets),
            old_estimated: old.map(|m| m.estimated),
            new_estimated: new.map(|m| m.estimated),
        })
        .collect()
}

/// Added, changed and removed months of a revision.
fn counts(changes: &[RevisionChange]) -> (i64, i64, i64) {
    let count = |kind| {
        let n = changes.iter().filter(|c| c.kind() == kind).count();
        i64::try_from(n).unwrap_or(i64::MAX)
    };
    (
        count(ChangeKind::Added),
        count(ChangeKind::Changed),
        count(ChangeKind::Removed),
    )
}

pub fn summary(changes: &[RevisionChange]) -> String {
    let (added, changed, removed) = counts(changes);
    format!("{added} added, {changed} changed, {removed} removed")
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

/// The revisions of a program's monthly returns, newest first: who saved, when, and each month
/// added, changed or removed with its old and new values. For administrators and the company's
/// CTA managers.
#[utoipa::path(get, path = "/api/v1/groups/{groupUri}/programs/{programUri}/returns/revisions",
    tag = "programs", operation_id = "programReturnRevisions",
    params(("groupUri" = String, Path), ("programUri" = String, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = RevisionList),
              (status = 403, description = "forbidden_role: may see the program but not edit it", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn list_revisions(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
) -> Result<Json<RevisionList>> {
    let program = editable_program(&state.db, &user, &group_uri, &program_uri).await?;
    Ok(Json(RevisionList {
        items: program_revisions(&state.db, program.id).await?,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn month(yyyymm: i32, monthly_return: f64, assets: Option<f64>) -> ReportedMonth {
        ReportedMonth {
            month: YearMonth::from_yyyymm(yyyymm).unwrap(),
            monthly_return,
            assets,
            estimated: false,
        }
    }

    #[test]
    fn the_diff_names_added_changed_and_removed_months_with_old_and_new_values() {
        let stored = [
            month(202401, 0.01, Some(100.0)),
            month(202402, 0.02, None),
            month(202403, 0.03, None),
            month(202404, 0.04, None),
        ];
        let mut estimated = month(202404, 0.04, None);
        estimated.estimated = true;
        let new = [
            month(202402, 0.02, None),
            month(202403, 0.03, Some(5.0)),
            estimated,
            month(202405, -0.01, None),
        ];
        let changes = diff(&stored, &new);
        let months: Vec<i32> = changes.iter().map(|c| c.month).collect();
        assert_eq!(months, [202401, 202403, 202404, 202405]);
        assert_eq!(
            changes[0],
            RevisionChange {
                month: 202401,
                old_return: Some(0.01),
                new_return: None,
                old_assets: Some(100.0),
                new_assets: None,
                old_estimated: Some(false),
                new_estimated: None,
            }
        );
        assert_eq!(
            (changes[1].old_assets, changes[1].new_assets),
            (None, Some(5.0))
        );
        assert_eq!(
            (changes[2].old_estimated, changes[2].new_estimated),
            (Some(false), Some(true))
        );
        assert_eq!(
            (changes[3].old_return, changes[3].new_return),
            (None, Some(-0.01))
        );
        assert_eq!(summary(&changes), "1 added, 2 changed, 1 removed");
    }

    #[test]
    fn nothing_changed_is_an_empty_diff() {
        let months = [month(202401, 0.01, Some(1.0)), month(202402, 0.0, None)];
        assert!(diff(&months, &months).is_empty());
        assert!(diff(&[], &[]).is_empty());
        assert_eq!(
            summary(&diff(&[], &months)),
            "2 added, 0 changed, 0 removed"
        );
    }
}
