//! Refresh tokens: random, stored only as their SHA-256, rotated on every use. Each sign-in
//! starts a family; presenting a token that was already rotated means it leaked, so the whole
//! family is revoked and every holder must sign in again.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use rand::RngCore;
use sha2::{Digest, Sha256};
use sqlx::Row;
use time::{Duration, OffsetDateTime};

use crate::error::{Error, Result};
use crate::storage::{timestamp, Db};

/// How long a refresh token may wait before its first use.
pub const REFRESH_TOKEN_DAYS: i64 = 30;

/// A refresh token as handed to the client, once.
#[derive(Debug, Clone, PartialEq)]
pub struct IssuedRefreshToken {
    pub token: String,
    pub expires_at: String,
}

fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Issues a refresh token for `user_id`, in `family` or a new family; returns its row id too.
async fn insert_refresh_token(
    executor: impl sqlx::AnyExecutor<'_>,
    user_id: i64,
    family: &str,
    now: OffsetDateTime,
) -> Result<(i64, IssuedRefreshToken)> {
    let token = random_token();
    let expires_at = timestamp(now + Duration::days(REFRESH_TOKEN_DAYS));
    let row = sqlx::query(
        "INSERT INTO refresh_tokens (user_id, token_hash, family_id, expires_at, created_at) \
         VALUES ($1, $2, $3, $4, $5) RETURNING id",
    )
    .bind(user_id)
    .bind(token_hash(&token))
    .bind(family)
    .bind(&expires_at)
    .bind(timestamp(now))
    .fetch_one(executor)
    .await?;
    Ok((row.try_get("id")?, IssuedRefreshToken { token, expires_at }))
}

/// Starts a new token family at sign-in.
pub async fn issue_refresh_token(
    db: &Db,
    user_id: i64,
    now: OffsetDateTime,
) -> Result<IssuedRefreshToken> {
    let family = random_token();
    Ok(insert_refresh_token(&db.pool, user_id, &family, now)
        .await?
        .1)
}

/// Exchanges a refresh token for a new one of the same family; returns the user id and the new
/// token. A token used twice revokes its family (`refresh_token_reused`); an unknown or expired
/// token is `invalid_refresh_token`.
pub async fn rotate_refresh_token(
    db: &Db,
    token: &str,
    now: OffsetDateTime,
) -> Result<(i64, IssuedRefreshToken)> {
    let mut tx = db.begin_write().await?;
    let row = sqlx::query(
        "SELECT id, user_id, family_id, expires_at, revoked_at FROM refresh_tokens \
         WHERE token_hash = $1",
    )
    .bind(token_hash(token))
    .fetch_optional(&mut *tx)
    .await?
    .ok_or(Error::Unauthorized("invalid_refresh_token"))?;
    let id: i64 = row.try_get("id")?;
    let user_id: i64 = row.try_get("user_id")?;
    let family: String = row.try_get("family_id")?;
    let expires_at: String = row.try_get("expires_at")?;
    let revoked_at: Option<String> = row.try_get("revoked_at")?;
    let now_text = timestamp(now);
    if revoked_at.is_some() {
        revoke_family(&mut tx, &family, &now_text).await?;
        tx.commit().await?;
        return Err(Error::Unauthorized("refresh_token_reused"));
    }
    // RFC 3339 UTC timestamps of one format order as text.
    if expires_at <= now_text {
        return Err(Error::Unauthorized("invalid_refresh_token"));
    }
    let (new_id, issued) = insert_refresh_token(&mut *tx, user_id, &family, now).await?;
    sqlx::query("UPDATE refresh_tokens SET revoked_at = $1, replaced_by_id = $2 WHERE id = $3")
        .bind(&now_text)
        .bind(new_id)
        .bind(id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok((user_id, issued))
}

/// Revokes the family of `token` (sign-out); an unknown token changes nothing.
pub async fn revoke_refresh_token_family(db: &Db, token: &str, now: OffsetDateTime) -> Result<()> {
    let mut tx = db.begin_write().await?;
    let family: Option<String> =
        sqlx::query("SELECT family_id FROM refresh_tokens WHERE token_hash = $1")
            .bind(token_hash(token))
            .fetch_optional(&mut *tx)
            .await?
            .map(|row| row.try_get("family_id"))
            .transpose()?;
    if let Some(family) = family {
        revoke_family(&mut tx, &family, &timestamp(now)).await?;
    }
    tx.commit().await?;
    Ok(())
}

async fn revoke_family(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    family: &str,
    now: &str,
) -> Result<()> {
    sqlx::query(
        "UPDATE refresh_tokens SET revoked_at = $1 WHERE family_id = $2 AND revoked_at IS NULL",
    )
    .bind(now)
    .bind(family)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
