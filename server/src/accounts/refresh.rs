//! Refresh tokens: stored only as their SHA-256, rotated on every use. Each sign-in starts a
//! family that lives 30 days from the sign-in, however often it rotates; presenting a token that
//! was already rotated, after a short grace window, means it leaked, so the whole family is
//! revoked and every holder must sign in again.
//!
//! A token's successor is not random but `HMAC(server secret, token)`: a second use of the
//! token within the grace window recomputes the very successor the first use stored (hashed),
//! so two concurrent requests get the same session and no raw token is ever kept.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use hmac::{Hmac, Mac};
use rand::RngCore;
use sha2::{Digest, Sha256};
use sqlx::Row;
use time::format_description::well_known::Rfc3339;
use time::{Duration, OffsetDateTime};

use crate::error::{Error, Result};
use crate::storage::{timestamp, Db};

/// How long a refresh family lives from its sign-in; rotations do not extend it.
pub const REFRESH_TOKEN_DAYS: i64 = 30;

/// How long after a rotation the rotated token still answers with its successor. Two browser
/// tabs, or a retry after a dropped response, can present one token twice within moments; a
/// replay by a thief after this window trips reuse detection. Thirty seconds covers a slow
/// network round trip while leaving a stolen token almost no time to be useful.
pub const REFRESH_GRACE_SECONDS: i64 = 30;

/// A refresh token as handed to the client.
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

/// The successor of `token`: only the server, which holds the secret, can compute it.
fn successor_of(secret: &str, token: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("any key length");
    mac.update(b"cta-atlas refresh successor\0");
    mac.update(token.as_bytes());
    URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes())
}

/// Starts a new token family at sign-in.
pub async fn issue_refresh_token(
    db: &Db,
    user_id: i64,
    now: OffsetDateTime,
) -> Result<IssuedRefreshToken> {
    let token = random_token();
    let expires_at = timestamp(now + Duration::days(REFRESH_TOKEN_DAYS));
    sqlx::query(
        "INSERT INTO refresh_tokens (user_id, token_hash, family_id, expires_at, created_at) \
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(user_id)
    .bind(token_hash(&token))
    .bind(random_token())
    .bind(&expires_at)
    .bind(timestamp(now))
    .execute(&db.pool)
    .await?;
    Ok(IssuedRefreshToken { token, expires_at })
}

/// Exchanges a refresh token for its successor in the same family, which keeps the family's
/// expiry; answers the user id and the successor. A token presented again within
/// `REFRESH_GRACE_SECONDS` of its rotation answers the same successor; any other use of a
/// revoked token revokes its family (`refresh_token_reused`). An unknown or expired token is
/// `invalid_refresh_token`.
pub async fn rotate_refresh_token(
    db: &Db,
    secret: &str,
    token: &str,
    now: OffsetDateTime,
) -> Result<(i64, IssuedRefreshToken)> {
    let now_text = timestamp(now);
    let successor = successor_of(secret, token);
    // The claim is the transaction's first statement, a write: SQLite takes its write lock
    // (waiting its turn) before reading, and PostgreSQL locks the row, so of two concurrent
    // uses exactly one sees `revoked_at IS NULL` and rotates.
    let mut tx = db.begin_write().await?;
    let claimed = sqlx::query(
        "UPDATE refresh_tokens SET revoked_at = $1 \
         WHERE token_hash = $2 AND revoked_at IS NULL AND expires_at > $1 \
         RETURNING id, user_id, family_id, expires_at",
    )
    .bind(&now_text)
    .bind(token_hash(token))
    .fetch_optional(&mut *tx)
    .await?;
    if let Some(row) = claimed {
        let id: i64 = row.try_get("id")?;
        let user_id: i64 = row.try_get("user_id")?;
        let family: String = row.try_get("family_id")?;
        let expires_at: String = row.try_get("expires_at")?;
        let new_id: i64 = sqlx::query(
            "INSERT INTO refresh_tokens (user_id, token_hash, family_id, expires_at, created_at) \
             VALUES ($1, $2, $3, $4, $5) RETURNING id",
        )
        .bind(user_id)
        .bind(token_hash(&successor))
        .bind(&family)
        .bind(&expires_at)
        .bind(&now_text)
        .fetch_one(&mut *tx)
        .await?
        .try_get("id")?;
        sqlx::query("UPDATE refresh_tokens SET replaced_by_id = $1 WHERE id = $2")
            .bind(new_id)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        return Ok((
            user_id,
            IssuedRefreshToken {
                token: successor,
                expires_at,
            },
        ));
    }
    tx.rollback().await?;
    spent_token(db, token, &successor, now).await
}

/// A token that could not be claimed: unknown, expired, revoked, or rotated already. Within the
/// grace window after its rotation its live successor is answered again; any other revoked
/// token revokes its family.
async fn spent_token(
    db: &Db,
    token: &str,
    successor: &str,
    now: OffsetDateTime,
) -> Result<(i64, IssuedRefreshToken)> {
    let row = sqlx::query(
        "SELECT spent.family_id, spent.revoked_at, spent.expires_at, \
         successor.user_id AS successor_user, successor.token_hash AS successor_hash, \
         successor.revoked_at AS successor_revoked \
         FROM refresh_tokens spent \
         LEFT JOIN refresh_tokens successor ON successor.id = spent.replaced_by_id \
         WHERE spent.token_hash = $1",
    )
    .bind(token_hash(token))
    .fetch_optional(&db.pool)
    .await?
    .ok_or(Error::Unauthorized("invalid_refresh_token"))?;
    let family: String = row.try_get("family_id")?;
    let expires_at: String = row.try_get("expires_at")?;
    let now_text = timestamp(now);
    // RFC 3339 UTC timestamps of one format order as text.
    if expires_at <= now_text {
        return Err(Error::Unauthorized("invalid_refresh_token"));
    }
    let Some(revoked_at) = row.try_get::<Option<String>, _>("revoked_at")? else {
        // A live token would have been claimed; answer as for an unknown one, never a session.
        return Err(Error::Unauthorized("invalid_refresh_token"));
    };
    // Rotated (not revoked by sign-out or a password change) into a successor still in use.
    let successor_hash: Option<String> = row.try_get("successor_hash")?;
    let rotated = successor_hash.as_deref() == Some(token_hash(successor).as_str());
    let successor_live = row
        .try_get::<Option<String>, _>("successor_revoked")?
        .is_none();
    let revoked_at = OffsetDateTime::parse(&revoked_at, &Rfc3339)
        .map_err(|error| Error::Internal(error.into()))?;
    // Stored times are whole seconds: compare at that precision, or the last second of the
    // window would fall outside it.
    let now_seconds = now.replace_nanosecond(0).unwrap_or(now);
    let in_grace = now_seconds - revoked_at <= Duration::seconds(REFRESH_GRACE_SECONDS);
    if rotated && successor_live && in_grace {
        return Ok((
            row.try_get("successor_user")?,
            IssuedRefreshToken {
                token: successor.to_owned(),
                expires_at,
            },
        ));
    }
    revoke_family(db, &family, &now_text).await?;
    Err(Error::Unauthorized("refresh_token_reused"))
}

/// Revokes the family of `token` (sign-out); an unknown token changes nothing.
pub async fn revoke_refresh_token_family(db: &Db, token: &str, now: OffsetDateTime) -> Result<()> {
    let family: Option<String> =
        sqlx::query("SELECT family_id FROM refresh_tokens WHERE token_hash = $1")
            .bind(token_hash(token))
            .fetch_optional(&db.pool)
            .await?
            .map(|row| row.try_get("family_id"))
            .transpose()?;
    if let Some(family) = family {
        revoke_family(db, &family, &timestamp(now)).await?;
    }
    Ok(())
}

/// Revokes every refresh token of `user_id` (a password change or reset signs out everywhere).
pub async fn revoke_user_refresh_tokens(db: &Db, user_id: i64, now: OffsetDateTime) -> Result<()> {
    sqlx::query(
        "UPDATE refresh_tokens SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL",
    )
    .bind(timestamp(now))
    .bind(user_id)
    .execute(&db.pool)
    .await?;
    Ok(())
}

async fn revoke_family(db: &Db, family: &str, now: &str) -> Result<()> {
    sqlx::query(
        "UPDATE refresh_tokens SET revoked_at = $1 WHERE family_id = $2 AND revoked_at IS NULL",
    )
    .bind(now)
    .bind(family)
    .execute(&db.pool)
    .await?;
    Ok(())
}
