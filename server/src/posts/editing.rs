//! An administrator's posts: written, changed and deleted, each change in the audit log.

use super::model::PostInput;
use super::rules::{check_post, distinct};
use super::store;
use crate::audit::{self, Subject};
use crate::error::{Error, Result};
use crate::storage::Db;
use crate::validation::FieldErrors;

/// Checks `input` and answers its companies, each once (`groupIds: invalidChoice` when one does
/// not exist or is deleted).
async fn checked_companies(db: &Db, input: &PostInput) -> Result<Vec<i64>> {
    let mut errors = FieldErrors::default();
    check_post(input, &mut errors);
    errors.into_result()?;
    let ids = distinct(&input.group_ids);
    if store::known_groups(db, &ids).await?.len() != ids.len() {
        return Err(Error::field("groupIds", "invalidChoice"));
    }
    Ok(ids)
}

/// Publishes a new post by `author` now; answers its id.
pub async fn create(db: &Db, author: i64, input: &PostInput) -> Result<i64> {
    create_at(db, author, input, &crate::storage::now()).await
}

/// Publishes a new post by `author` as of `at` (RFC 3339 UTC: the demo's posts are dated over
/// the weeks before it is seeded); answers its id.
pub async fn create_at(db: &Db, author: i64, input: &PostInput, at: &str) -> Result<i64> {
    let companies = checked_companies(db, input).await?;
    let mut tx = db.begin_write().await?;
    let post_id = store::insert(&mut tx, author, input, at).await?;
    store::replace_companies(&mut tx, post_id, &companies).await?;
    let title = input.title.trim();
    audit::record(
        &mut tx,
        Some(author),
        Subject::Post(post_id),
        "created",
        None,
        Some(title),
    )
    .await?;
    tx.commit().await?;
    Ok(post_id)
}

/// Replaces post `post_id` by `input` (not found when there is no such post).
pub async fn update(db: &Db, actor: i64, post_id: i64, input: &PostInput) -> Result<()> {
    let companies = checked_companies(db, input).await?;
    let old_title = store::post(db, post_id)
        .await?
        .ok_or(Error::NotFound)?
        .summary
        .title;
    let mut tx = db.begin_write().await?;
    if !store::update(&mut tx, post_id, input, &crate::storage::now()).await? {
        return Err(Error::NotFound);
    }
    store::replace_companies(&mut tx, post_id, &companies).await?;
    audit::record(
        &mut tx,
        Some(actor),
        Subject::Post(post_id),
        "edited",
        Some(&old_title),
        Some(input.title.trim()),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Deletes post `post_id` (not found when there is no such post).
pub async fn delete(db: &Db, actor: i64, post_id: i64) -> Result<()> {
    let mut tx = db.begin_write().await?;
    store::replace_companies(&mut tx, post_id, &[]).await?;
    let title = store::delete(&mut tx, post_id)
        .await?
        .ok_or(Error::NotFound)?;
    audit::record(
        &mut tx,
        Some(actor),
        Subject::Post(post_id),
        "deleted",
        Some(&title),
        None,
    )
    .await?;
    tx.commit().await?;
    Ok(())
}
