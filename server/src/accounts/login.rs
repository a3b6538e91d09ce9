//! Signing in: credentials checked against the stored hash, five failures lock the account for
//! fifteen minutes, and a suspended account (Member Limited Access) never gets a session.

use sqlx::Row;
use time::{Duration, OffsetDateTime};

use super::{find_user_by_email, user_roles, verify_password, Role, User};
use crate::error::{Error, Result};
use crate::storage::{timestamp, Db};

/// Failed sign-ins in a row that lock an account.
pub const MAX_FAILED_LOGINS: i64 = 5;
/// How long a locked account stays locked.
pub const LOCKOUT_MINUTES: i64 = 15;

/// The user with these credentials and their roles, or why not: `account_not_found`,
/// `invalid_password`, `account_locked` (with the end), or `account_suspended`.
pub async fn authenticate(
    db: &Db,
    email: &str,
    password: &str,
    now: OffsetDateTime,
) -> Result<(User, Vec<Role>)> {
    let user = find_user_by_email(db, email)
        .await?
        .ok_or(Error::Unauthorized("account_not_found"))?;
    let now_text = timestamp(now);
    // RFC 3339 UTC timestamps of one format order as text.
    if let Some(end) = user.lockout_end.as_ref().filter(|end| **end > now_text) {
        return Err(Error::Locked(end.clone()));
    }
    if !verify_password(password, &user.password_hash).await? {
        return Err(record_failed_login(db, &user, now).await?);
    }
    sqlx::query("UPDATE users SET failed_login_count = 0, lockout_end = NULL WHERE id = $1")
        .bind(user.id)
        .execute(&db.pool)
        .await?;
    let roles = user_roles(db, user.id).await?;
    if roles.contains(&Role::MemberLimitedAccess) {
        return Err(Error::Forbidden("account_suspended"));
    }
    Ok((user, roles))
}

/// Counts a failure; the fifth in a row locks the account and starts the count again.
async fn record_failed_login(db: &Db, user: &User, now: OffsetDateTime) -> Result<Error> {
    let row = sqlx::query(
        "UPDATE users SET failed_login_count = failed_login_count + 1 WHERE id = $1 \
         RETURNING failed_login_count",
    )
    .bind(user.id)
    .fetch_one(&db.pool)
    .await?;
    let failures: i64 = row.try_get("failed_login_count")?;
    if failures < MAX_FAILED_LOGINS {
        return Ok(Error::Unauthorized("invalid_password"));
    }
    let end = timestamp(now + Duration::minutes(LOCKOUT_MINUTES));
    sqlx::query("UPDATE users SET failed_login_count = 0, lockout_end = $1 WHERE id = $2")
        .bind(&end)
        .bind(user.id)
        .execute(&db.pool)
        .await?;
    Ok(Error::Locked(end))
}
