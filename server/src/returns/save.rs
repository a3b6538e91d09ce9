//! Saving a program's performance data: the months, the inception date, the statistics, the
//! listing row and a revision are written in one transaction, so a refused save changes nothing;
//! watchers who asked for alerts hear about a new month after the commit.

use analytics_core::YearMonth;

use super::alerts::alert_watchers;
use super::model::{EditableProgram, ReportedMonth, SavedReturns};
use super::rules::{diff, months_after};
use super::statistics::{benchmark_series, replace_returns_in};
use super::store::{insert_revision, program_revision, read_program_returns, read_returns};
use crate::error::Result;
use crate::state::AppState;
use crate::storage::Db;
use crate::versions::{claim, Edit, Versioned};

/// What `store_returns` did.
#[derive(Debug, Clone, PartialEq)]
pub struct Stored {
    /// The revision recorded; none when the months did not change.
    pub revision_id: Option<i64>,
    /// The last month stored before the save.
    pub previous_last_month: Option<YearMonth>,
}

/// Stores a checked record in one transaction over the version `edit` names (`Error::Stale`
/// when the stored one is newer): the months, the inception date, the statistics and listing
/// row, and a revision by the editor when the months changed. Nothing is written when any part
/// fails.
pub async fn store_returns(
    db: &Db,
    program_id: i64,
    edit: Edit,
    date_inception: &str,
    months: &[ReportedMonth],
) -> Result<Stored> {
    let benchmark = benchmark_series(db).await?;
    let mut tx = db.begin_write().await?;
    claim(
        &mut tx,
        Versioned::ProgramReturns,
        program_id,
        edit,
        &crate::storage::now(),
    )
    .await?;
    let stored = read_program_returns(&mut *tx, program_id).await?;
    let changes = diff(&stored, months);
    replace_returns_in(
        &mut tx,
        program_id,
        months,
        Some(date_inception),
        benchmark.as_ref(),
    )
    .await?;
    let revision_id = if changes.is_empty() {
        None
    } else {
        Some(insert_revision(&mut tx, program_id, edit.user_id, &changes).await?)
    };
    tx.commit().await?;
    Ok(Stored {
        revision_id,
        previous_last_month: stored.last().map(|m| m.month),
    })
}

/// Stores a checked record (`store_returns`), then alerts watchers of a new month in the
/// background, and answers what is stored.
pub(crate) async fn save_returns(
    state: &AppState,
    program: &EditableProgram,
    edit: Edit,
    date_inception: &str,
    months: &[ReportedMonth],
) -> Result<SavedReturns> {
    let db = &state.db;
    let stored = store_returns(db, program.id, edit, date_inception, months).await?;
    let new_months = months_after(stored.previous_last_month, months);
    if program.visible_to_members && !new_months.is_empty() {
        tokio::spawn(alert_watchers(state.clone(), program.clone(), new_months));
    }
    let revision = match stored.revision_id {
        Some(id) => program_revision(db, program.id, id).await?,
        None => None,
    };
    Ok(SavedReturns {
        revision,
        returns: read_returns(db, program.id).await?,
    })
}
