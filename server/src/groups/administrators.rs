//! A company's CTA managers (its "users" screen), added and removed by administrators. Adding a
//! user makes them a CTA manager; removing one keeps the role, as they may manage other
//! companies or be given one later.

use sqlx::{Any, Transaction};

use super::model::GroupUser;
use super::store::{
    delete_group_administrator, insert_group_administrator, is_group_administrator,
};
use crate::access::Role;
use crate::accounts::store::user_email;
use crate::accounts::{find_user_by_email, grant_role, User};
use crate::audit::{self, Subject};
use crate::error::{Error, Result};
use crate::storage::Db;

/// Makes the account with `email` a CTA manager of `group_id` (with the Member and CTA Manager
/// roles), recorded in the audit log as `actor`'s change. `email: userNotFound` when there is no
/// such account, `duplicate` when they already manage it.
pub async fn add_administrator_by_email(
    db: &Db,
    actor: i64,
    group_id: i64,
    email: &str,
) -> Result<GroupUser> {
    let user = find_user_by_email(db, email)
        .await?
        .ok_or_else(|| Error::field("email", "userNotFound"))?;
    let mut tx = db.begin_write().await?;
    add_administrator(&mut tx, actor, group_id, &user).await?;
    tx.commit().await?;
    Ok(GroupUser {
        user_id: user.id,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
    })
}

/// Makes `user` a CTA manager of `group_id` in the caller's transaction, as
/// `add_administrator_by_email` does.
pub async fn add_administrator(
    tx: &mut Transaction<'_, Any>,
    actor: i64,
    group_id: i64,
    user: &User,
) -> Result<()> {
    if is_group_administrator(&mut **tx, group_id, user.id).await? {
        return Err(Error::Conflict {
            code: "duplicate",
            message: "this user already manages the company".to_owned(),
        });
    }
    insert_group_administrator(&mut **tx, group_id, user.id).await?;
    grant_role(&mut **tx, user.id, Role::Member).await?;
    grant_role(&mut **tx, user.id, Role::CtaManager).await?;
    audit::record(
        tx,
        Some(actor),
        Subject::Group(group_id),
        "administratorAdded",
        None,
        Some(&user.email),
    )
    .await
}

/// Removes `user_id` from `group_id`'s CTA managers, recorded in the audit log as `actor`'s
/// change when they were one.
pub async fn remove_administrator(db: &Db, actor: i64, group_id: i64, user_id: i64) -> Result<()> {
    // Read before the write: the log names the account, which may be deleted later.
    let email = user_email(db, user_id).await.ok();
    let mut tx = db.begin_write().await?;
    if delete_group_administrator(&mut *tx, group_id, user_id).await? {
        audit::record(
            &mut tx,
            Some(actor),
            Subject::Group(group_id),
            "administratorRemoved",
            email.as_deref(),
            None,
        )
        .await?;
    }
    tx.commit().await?;
    Ok(())
}
