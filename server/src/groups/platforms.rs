//! The platforms a company is listed on, managed by platform managers: one link at a time, or
//! the whole set from the company edit form. Each change rebuilds the listings.

use super::rules::link_changes;
use super::store::{delete_platform_link, group_platform_ids, insert_platform_link};
use crate::error::Result;
use crate::storage::Db;

/// Links `group_id` to exactly the `wanted` platforms; links kept are left as they are.
pub async fn sync_group_platforms(
    tx: &mut sqlx::AnyConnection,
    group_id: i64,
    wanted: &[i64],
) -> Result<()> {
    let current = group_platform_ids(&mut *tx, group_id).await?;
    let (added, removed) = link_changes(&current, wanted);
    for platform_id in added {
        insert_platform_link(&mut *tx, group_id, platform_id).await?;
    }
    for platform_id in removed {
        delete_platform_link(&mut *tx, group_id, platform_id).await?;
    }
    Ok(())
}

/// Links a company to a platform; linking it twice changes nothing.
pub async fn link_group_platform(db: &Db, group_id: i64, platform_id: i64) -> Result<()> {
    let mut tx = db.begin_write().await?;
    insert_platform_link(&mut *tx, group_id, platform_id).await?;
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(())
}

/// Unlinks a company from a platform; unlinking one it is not on changes nothing.
pub async fn unlink_group_platform(db: &Db, group_id: i64, platform_id: i64) -> Result<()> {
    let mut tx = db.begin_write().await?;
    delete_platform_link(&mut *tx, group_id, platform_id).await?;
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(())
}
