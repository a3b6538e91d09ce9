//! Signing in: credentials checked against the stored hash, five failures lock the account for
//! fifteen minutes, and a suspended account (Member Limited Access) never gets a session.
//!
//! Each attempt first reserves one of the account's allowed failures with a guarded UPDATE (it
//! counts only while the account is unlocked and under the limit) and only then verifies the
//! password, so parallel guesses cannot verify more passwords than the limit: the reservation
//! that reaches the limit also locks the account, and a right password gives the reservation
//! back by clearing the count.

use sqlx::Row;
use time::{Duration, OffsetDateTime};

use super::{find_user_by_email, user_roles, verify_password, User};
use crate::access::Role;
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
    let failures = reserve_attempt(db, &user, now).await?;
    if !verify_password(password, &user.password_hash).await? {
        return Err(if failures >= MAX_FAILED_LOGINS {
            Error::Locked(lockout_end(db, &user, now).await?)
        } else {
            Error::Unauthorized("invalid_password")
        });
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

/// Counts this attempt as a failure until the password proves right, and answers the count
/// with it; `account_locked` when the account is locked or its allowance is taken by attempts
/// under way. An ended lockout starts the count again. The reservation that reaches the limit
/// sets the lockout.
async fn reserve_attempt(db: &Db, user: &User, now: OffsetDateTime) -> Result<i64> {
    let now_text = timestamp(now);
    let end = timestamp(now + Duration::minutes(LOCKOUT_MINUTES));
    // RFC 3339 UTC timestamps of one format order as text; SET expressions read the old row.
    let reserved = sqlx::query(
        "UPDATE users SET \
           failed_login_count = CASE WHEN lockout_end IS NULL \
             THEN failed_login_count + 1 ELSE 1 END, \
           lockout_end = CASE WHEN (CASE WHEN lockout_end IS NULL \
             THEN failed_login_count + 1 ELSE 1 END) >= $2 THEN $3 ELSE NULL END \
         WHERE id = $1 AND ((lockout_end IS NULL AND failed_login_count < $2) \
           OR lockout_end <= $4) \
         RETURNING failed_login_count",
    )
    .bind(user.id)
    .bind(MAX_FAILED_LOGINS)
    .bind(&end)
    .bind(&now_text)
    .fetch_optional(&db.pool)
    .await?;
    match reserved {
        Some(row) => Ok(row.try_get("failed_login_count")?),
        None => Err(Error::Locked(lockout_end(db, user, now).await?)),
    }
}

/// When the account's lockout ends, as stored; a lockout starting `now` if none is stored yet
/// (attempts under way hold the whole allowance).
async fn lockout_end(db: &Db, user: &User, now: OffsetDateTime) -> Result<String> {
    let stored: Option<String> = sqlx::query("SELECT lockout_end FROM users WHERE id = $1")
        .bind(user.id)
        .fetch_one(&db.pool)
        .await?
        .try_get("lockout_end")?;
    Ok(stored.unwrap_or_else(|| timestamp(now + Duration::minutes(LOCKOUT_MINUTES))))
}
