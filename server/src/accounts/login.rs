//! Signing in: credentials checked against the stored hash, five failures lock the account for
//! fifteen minutes, and a suspended account (Member Limited Access) never gets a session.
//!
//! Each attempt first reserves one of the account's allowed failures with a guarded UPDATE (it
//! counts only while the account is unlocked and under the limit) and only then verifies the
//! password, so parallel guesses cannot verify more passwords than the limit: the reservation
//! that reaches the limit also locks the account, and a right password gives the reservation
//! back by clearing the count.

use time::{Duration, OffsetDateTime};

use super::password::verify_password;
use super::rules::{LOCKOUT_MINUTES, MAX_FAILED_LOGINS};
use super::store::{self, find_user_by_email, user_roles, User};
use crate::access::Role;
use crate::error::{Error, Result};
use crate::storage::{timestamp, Db};

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
    let Some(failures) = store::reserve_login_attempt(db, user.id, now).await? else {
        return Err(Error::Locked(lockout_end(db, &user, now).await?));
    };
    if !verify_password(password, &user.password_hash).await? {
        return Err(if failures >= MAX_FAILED_LOGINS {
            Error::Locked(lockout_end(db, &user, now).await?)
        } else {
            Error::Unauthorized("invalid_password")
        });
    }
    store::clear_login_failures(db, user.id).await?;
    let roles = user_roles(db, user.id).await?;
    if roles.contains(&Role::MemberLimitedAccess) {
        return Err(Error::Forbidden("account_suspended"));
    }
    Ok((user, roles))
}

/// When the account's lockout ends, as stored; a lockout starting `now` if none is stored yet
/// (attempts under way hold the whole allowance).
async fn lockout_end(db: &Db, user: &User, now: OffsetDateTime) -> Result<String> {
    let stored = store::lockout_end(db, user.id).await?;
    Ok(stored.unwrap_or_else(|| timestamp(now + Duration::minutes(LOCKOUT_MINUTES))))
}
