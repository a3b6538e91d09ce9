//! Accounts as stored: users and their roles, the companies they manage, sign-in failures,
//! refresh-token families, password-reset tokens and the profile; the administrators' queries
//! of many accounts are in `directory`.

mod directory;

pub use directory::*;

use sqlx::{AnyConnection, Row};
use time::{Duration, OffsetDateTime};

use super::model::{NewUser, Profile};
use super::rules::{email_taken, optional, LOCKOUT_MINUTES, MAX_FAILED_LOGINS};
use crate::access::Role;
use crate::error::{Error, Result};
use crate::language::Language;
use crate::storage::{now, timestamp, Db};
use crate::validation::{normalize_country, normalize_url};

/// A stored account.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct User {
    pub id: i64,
    pub email: String,
    pub password_hash: String,
    pub first_name: String,
    pub last_name: String,
    pub country: String,
    pub language: String,
    pub failed_login_count: i64,
    pub lockout_end: Option<String>,
    pub date_created: String,
}

/// Creates an account with an already hashed password; returns its id. The email is unique
/// regardless of case.
pub async fn create_user(db: &Db, user: &NewUser, password_hash: &str) -> Result<i64> {
    insert_user(&db.pool, user, password_hash).await
}

/// `create_user` on any connection, so registration can create the account in its transaction.
/// An email already taken is `email_taken`.
pub async fn insert_user(
    executor: impl sqlx::AnyExecutor<'_>,
    user: &NewUser,
    password_hash: &str,
) -> Result<i64> {
    let created = now();
    sqlx::query_scalar(
        "INSERT INTO users (email, email_normalized, password_hash, first_name, last_name, \
         phone_prefix, phone, address1, address2, city_town, country, state_province, postal_code, \
         website, owner, get_newsletter, get_alert_new_program, is_accredited, language, \
         failed_login_count, date_created, date_updated) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 0, $17, \
         $18, 0, $19, $19) RETURNING id",
    )
    .bind(user.email.trim())
    .bind(user.email.trim().to_lowercase())
    .bind(password_hash)
    .bind(&user.first_name)
    .bind(&user.last_name)
    .bind(&user.phone_prefix)
    .bind(&user.phone)
    .bind(&user.address1)
    .bind(&user.address2)
    .bind(&user.city_town)
    .bind(&user.country)
    .bind(&user.state_province)
    .bind(&user.postal_code)
    .bind(&user.website)
    .bind(&user.owner)
    .bind(i64::from(user.get_newsletter))
    .bind(i64::from(user.is_accredited))
    .bind(&user.language)
    .bind(&created)
    .fetch_one(executor)
    .await
    .map_err(refuse_taken_email)
}

/// Maps a unique violation of the address to `email_taken`.
fn refuse_taken_email(error: sqlx::Error) -> Error {
    match &error {
        sqlx::Error::Database(db_error) if db_error.is_unique_violation() => email_taken(),
        _ => Error::Database(error),
    }
}

/// The account with this email, compared without regard to case.
pub async fn find_user_by_email(db: &Db, email: &str) -> Result<Option<User>> {
    Ok(sqlx::query_as(
        "SELECT id, email, password_hash, first_name, last_name, country, language, \
         failed_login_count, lockout_end, date_created FROM users WHERE email_normalized = $1",
    )
    .bind(email.trim().to_lowercase())
    .fetch_optional(&db.pool)
    .await?)
}

/// The address of account `user_id`.
pub async fn user_email(db: &Db, user_id: i64) -> Result<String> {
    Ok(sqlx::query_scalar("SELECT email FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_one(&db.pool)
        .await?)
}

/// Replaces a user's password hash.
pub async fn set_password_hash(db: &Db, user_id: i64, password_hash: &str) -> Result<()> {
    sqlx::query("UPDATE users SET password_hash = $1, date_updated = $2 WHERE id = $3")
        .bind(password_hash)
        .bind(now())
        .bind(user_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// Gives a user a role; giving it twice changes nothing.
pub async fn add_role(db: &Db, user_id: i64, role: Role) -> Result<()> {
    grant_role(&db.pool, user_id, role).await
}

/// `add_role` on any connection.
pub async fn grant_role(
    executor: impl sqlx::AnyExecutor<'_>,
    user_id: i64,
    role: Role,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2) \
         ON CONFLICT (user_id, role_id) DO NOTHING",
    )
    .bind(user_id)
    .bind(role.id())
    .execute(executor)
    .await?;
    Ok(())
}

/// The roles a user holds, by id.
pub async fn user_roles(db: &Db, user_id: i64) -> Result<Vec<Role>> {
    let ids: Vec<i64> =
        sqlx::query_scalar("SELECT role_id FROM user_roles WHERE user_id = $1 ORDER BY role_id")
            .bind(user_id)
            .fetch_all(&db.pool)
            .await?;
    Ok(ids.into_iter().filter_map(Role::from_id).collect())
}

/// The ids of the groups `user_id` administers as a CTA manager.
pub async fn managed_group_ids(db: &Db, user_id: i64) -> Result<Vec<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT group_id FROM group_administrators WHERE user_id = $1 ORDER BY group_id",
    )
    .bind(user_id)
    .fetch_all(&db.pool)
    .await?)
}

/// Counts this attempt as a failure until the password proves right, and answers the count
/// with it; none when the account is locked or its allowance is taken by attempts under way.
/// An ended lockout starts the count again. The reservation that reaches the limit sets the
/// lockout.
pub async fn reserve_login_attempt(
    db: &Db,
    user_id: i64,
    now: OffsetDateTime,
) -> Result<Option<i64>> {
    let now_text = timestamp(now);
    let end = timestamp(now + Duration::minutes(LOCKOUT_MINUTES));
    // RFC 3339 UTC timestamps of one format order as text; SET expressions read the old row.
    Ok(sqlx::query_scalar(
        "UPDATE users SET \
           failed_login_count = CASE WHEN lockout_end IS NULL \
             THEN failed_login_count + 1 ELSE 1 END, \
           lockout_end = CASE WHEN (CASE WHEN lockout_end IS NULL \
             THEN failed_login_count + 1 ELSE 1 END) >= $2 THEN $3 ELSE NULL END \
         WHERE id = $1 AND ((lockout_end IS NULL AND failed_login_count < $2) \
           OR lockout_end <= $4) \
         RETURNING failed_login_count",
    )
    .bind(user_id)
    .bind(MAX_FAILED_LOGINS)
    .bind(&end)
    .bind(&now_text)
    .fetch_optional(&db.pool)
    .await?)
}

/// When the account's lockout ends, as stored.
pub async fn lockout_end(db: &Db, user_id: i64) -> Result<Option<String>> {
    Ok(
        sqlx::query_scalar("SELECT lockout_end FROM users WHERE id = $1")
            .bind(user_id)
            .fetch_one(&db.pool)
            .await?,
    )
}

/// A right password gives the reserved failure back and ends any lockout.
pub async fn clear_login_failures(db: &Db, user_id: i64) -> Result<()> {
    sqlx::query("UPDATE users SET failed_login_count = 0, lockout_end = NULL WHERE id = $1")
        .bind(user_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// Stores a refresh token by its hash, in `family`; returns its id.
pub async fn insert_refresh_token(
    executor: impl sqlx::AnyExecutor<'_>,
    user_id: i64,
    token_hash: &str,
    family: &str,
    expires_at: &str,
    created_at: &str,
) -> Result<i64> {
    Ok(sqlx::query_scalar(
        "INSERT INTO refresh_tokens (user_id, token_hash, family_id, expires_at, created_at) \
         VALUES ($1, $2, $3, $4, $5) RETURNING id",
    )
    .bind(user_id)
    .bind(token_hash)
    .bind(family)
    .bind(expires_at)
    .bind(created_at)
    .fetch_one(executor)
    .await?)
}

/// A refresh token claimed for its rotation.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct ClaimedToken {
    pub id: i64,
    pub user_id: i64,
    pub family_id: String,
    /// The family's expiry, which its successor keeps.
    pub expires_at: String,
}

/// Revokes the token with this hash as of `now` if it is live and unexpired, and answers it.
pub async fn claim_refresh_token(
    tx: &mut AnyConnection,
    token_hash: &str,
    now: &str,
) -> Result<Option<ClaimedToken>> {
    Ok(sqlx::query_as(
        "UPDATE refresh_tokens SET revoked_at = $1 \
         WHERE token_hash = $2 AND revoked_at IS NULL AND expires_at > $1 \
         RETURNING id, user_id, family_id, expires_at",
    )
    .bind(now)
    .bind(token_hash)
    .fetch_optional(tx)
    .await?)
}

/// Records that token `id` was rotated into `successor_id`.
pub async fn set_successor(tx: &mut AnyConnection, id: i64, successor_id: i64) -> Result<()> {
    sqlx::query("UPDATE refresh_tokens SET replaced_by_id = $1 WHERE id = $2")
        .bind(successor_id)
        .bind(id)
        .execute(tx)
        .await?;
    Ok(())
}

/// A stored token that could not be claimed, with its successor when it has one.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct SpentToken {
    pub family_id: String,
    pub revoked_at: Option<String>,
    pub expires_at: String,
    pub successor_user: Option<i64>,
    pub successor_hash: Option<String>,
    pub successor_revoked: Option<String>,
}

/// The token with this hash and its successor, if it is stored.
pub async fn spent_refresh_token(db: &Db, token_hash: &str) -> Result<Option<SpentToken>> {
    Ok(sqlx::query_as(
        "SELECT spent.family_id, spent.revoked_at, spent.expires_at, \
         successor.user_id AS successor_user, successor.token_hash AS successor_hash, \
         successor.revoked_at AS successor_revoked \
         FROM refresh_tokens spent \
         LEFT JOIN refresh_tokens successor ON successor.id = spent.replaced_by_id \
         WHERE spent.token_hash = $1",
    )
    .bind(token_hash)
    .fetch_optional(&db.pool)
    .await?)
}

/// The family of the token with this hash, if it is stored.
pub async fn refresh_family(db: &Db, token_hash: &str) -> Result<Option<String>> {
    Ok(
        sqlx::query_scalar("SELECT family_id FROM refresh_tokens WHERE token_hash = $1")
            .bind(token_hash)
            .fetch_optional(&db.pool)
            .await?,
    )
}

/// Revokes every live token of `family` as of `now`.
pub async fn revoke_family(db: &Db, family: &str, now: &str) -> Result<()> {
    sqlx::query(
        "UPDATE refresh_tokens SET revoked_at = $1 WHERE family_id = $2 AND revoked_at IS NULL",
    )
    .bind(now)
    .bind(family)
    .execute(&db.pool)
    .await?;
    Ok(())
}

/// Revokes every live refresh token of `user_id` as of `now`.
pub async fn revoke_user_tokens(
    executor: impl sqlx::AnyExecutor<'_>,
    user_id: i64,
    now: &str,
) -> Result<()> {
    sqlx::query(
        "UPDATE refresh_tokens SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL",
    )
    .bind(now)
    .bind(user_id)
    .execute(executor)
    .await?;
    Ok(())
}

/// Stores a reset token of `user_id` by its hash.
pub async fn insert_reset_token(
    db: &Db,
    user_id: i64,
    token_hash: &str,
    expires_at: &str,
    created_at: &str,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, created_at) \
         VALUES ($1, $2, $3, $4)",
    )
    .bind(user_id)
    .bind(token_hash)
    .bind(expires_at)
    .bind(created_at)
    .execute(&db.pool)
    .await?;
    Ok(())
}

/// Marks the reset token with this hash used, if it is `user_id`'s, unused and unexpired;
/// whether it was. Checking and spending are one guarded statement, so two uses cannot both
/// pass.
pub async fn spend_reset_token(db: &Db, token_hash: &str, user_id: i64, now: &str) -> Result<bool> {
    let spent = sqlx::query(
        "UPDATE password_reset_tokens SET used_at = $1 \
         WHERE token_hash = $2 AND user_id = $3 AND used_at IS NULL AND expires_at > $1",
    )
    .bind(now)
    .bind(token_hash)
    .bind(user_id)
    .execute(&db.pool)
    .await?;
    Ok(spent.rows_affected() == 1)
}

/// Sets a reset password and ends the lockout: the mail proved who it is.
pub async fn set_reset_password(
    tx: &mut AnyConnection,
    user_id: i64,
    password_hash: &str,
    now: &str,
) -> Result<()> {
    sqlx::query(
        "UPDATE users SET password_hash = $1, failed_login_count = 0, lockout_end = NULL, \
         date_updated = $2 WHERE id = $3",
    )
    .bind(password_hash)
    .bind(now)
    .bind(user_id)
    .execute(tx)
    .await?;
    Ok(())
}

/// The profile of `user_id`; `invalid_token` when the account is gone.
pub async fn load_profile(db: &Db, user_id: i64) -> Result<Profile> {
    let row = sqlx::query(
        "SELECT email, first_name, last_name, phone_prefix, phone, address1, address2, \
         city_town, country, state_province, postal_code, website, get_newsletter, \
         get_alert_new_program, is_accredited, language FROM users WHERE id = $1",
    )
    .bind(user_id)
    .fetch_optional(&db.pool)
    .await?
    .ok_or(Error::Unauthorized("invalid_token"))?;
    // Not a FromRow: the form reads every NULL text as empty and the language from its code.
    let text = |column: &str| -> Result<String> {
        Ok(row
            .try_get::<Option<String>, _>(column)?
            .unwrap_or_default())
    };
    let flag = |column: &str| -> Result<bool> { Ok(row.try_get::<i64, _>(column)? != 0) };
    Ok(Profile {
        email: text("email")?,
        first_name: text("first_name")?,
        last_name: text("last_name")?,
        phone_prefix: text("phone_prefix")?,
        phone: text("phone")?,
        address1: text("address1")?,
        address2: text("address2")?,
        city_town: text("city_town")?,
        country: text("country")?,
        state_province: text("state_province")?,
        postal_code: text("postal_code")?,
        website: text("website")?,
        get_newsletter: flag("get_newsletter")?,
        get_alert_new_program: flag("get_alert_new_program")?,
        is_accredited: flag("is_accredited")?,
        language: Language::from_code(&text("language")?),
    })
}

/// Writes a checked profile: texts trimmed, empty optional ones as NULL, the website with a
/// scheme. An address another account has is `email_taken`.
pub async fn update_profile(db: &Db, user_id: i64, profile: &Profile) -> Result<()> {
    write_profile(&db.pool, user_id, profile).await
}

/// `update_profile` on any connection, so an administrator's change is written in the
/// transaction that records it.
pub async fn write_profile(
    executor: impl sqlx::AnyExecutor<'_>,
    user_id: i64,
    profile: &Profile,
) -> Result<()> {
    let email = profile.email.trim();
    sqlx::query(
        "UPDATE users SET email = $1, email_normalized = $2, first_name = $3, last_name = $4, \
         phone_prefix = $5, phone = $6, address1 = $7, address2 = $8, city_town = $9, \
         country = $10, state_province = $11, postal_code = $12, website = $13, \
         get_newsletter = $14, get_alert_new_program = $15, is_accredited = $16, language = $17, \
         date_updated = $18 WHERE id = $19",
    )
    .bind(email)
    .bind(email.to_lowercase())
    .bind(profile.first_name.trim())
    .bind(profile.last_name.trim())
    .bind(profile.phone_prefix.trim())
    .bind(profile.phone.trim())
    .bind(optional(&profile.address1))
    .bind(optional(&profile.address2))
    .bind(optional(&profile.city_town))
    .bind(normalize_country(&profile.country))
    .bind(optional(&profile.state_province))
    .bind(optional(&profile.postal_code))
    .bind(optional(&normalize_url(&profile.website)))
    .bind(i64::from(profile.get_newsletter))
    .bind(i64::from(profile.get_alert_new_program))
    .bind(i64::from(profile.is_accredited))
    .bind(profile.language.code())
    .bind(now())
    .bind(user_id)
    .execute(executor)
    .await
    .map_err(refuse_taken_email)?;
    Ok(())
}

/// The password hash of `user_id`, if the account exists.
pub async fn password_hash(db: &Db, user_id: i64) -> Result<Option<String>> {
    Ok(
        sqlx::query_scalar("SELECT password_hash FROM users WHERE id = $1")
            .bind(user_id)
            .fetch_optional(&db.pool)
            .await?,
    )
}

/// What a password change needs of the account: its hash, and whom to mail and how.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct PasswordOwner {
    pub password_hash: String,
    pub first_name: String,
    pub email: String,
    /// `en` or `zh-hans`.
    pub language: String,
}

/// The account `user_id` as a password change needs it, if it exists.
pub async fn password_owner(db: &Db, user_id: i64) -> Result<Option<PasswordOwner>> {
    Ok(
        sqlx::query_as(
            "SELECT password_hash, first_name, email, language FROM users WHERE id = $1",
        )
        .bind(user_id)
        .fetch_optional(&db.pool)
        .await?,
    )
}
