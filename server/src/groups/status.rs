//! Group statuses and their changes by administrators: activation (a new company starts
//! Pending), closing, and deletion, which only marks it Deleted so its programs and history stay.

use super::store;
use crate::error::Result;
use crate::reference::group_status::ACTIVE;
use crate::storage::{now, Db};
use crate::versions::{stale, Versioned};

/// A status change of a company: by whom, from which status (the one it was decided on) to
/// which.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatusChange {
    /// The administrator; none for changes made by the server itself.
    pub user_id: Option<i64>,
    pub from: i64,
    pub to: i64,
}

/// Sets a company's status when it still is `change.from` (`Error::Stale` otherwise, so a
/// decision made on a status another administrator has since changed is never written), and
/// bumps its version. The first activation records when it was approved; the listings are
/// rebuilt, so an activated company's active programs reach the screener at once.
pub async fn set_group_status(db: &Db, group_id: i64, change: StatusChange) -> Result<()> {
    let updated = now();
    let approved = (change.to == ACTIVE).then(|| updated.clone());
    let mut tx = db.begin_write().await?;
    let changed = store::update_group_status(
        &mut tx,
        group_id,
        change.from,
        change.to,
        change.user_id,
        &updated,
        approved.as_deref(),
    )
    .await?;
    if !changed {
        drop(tx);
        return Err(stale(&db.pool, Versioned::Group, group_id).await?);
    }
    crate::audit::record_status(
        &mut tx,
        change.user_id,
        crate::audit::Subject::Group(group_id),
        change.from,
        change.to,
    )
    .await?;
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(())
}
