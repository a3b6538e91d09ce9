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
use sha2::Sha256;
use time::format_description::well_known::Rfc3339;
use time::{Duration, OffsetDateTime};

use super::model::IssuedRefreshToken;
use super::rules::{token_hash, REFRESH_GRACE_SECONDS, REFRESH_TOKEN_DAYS};
use super::store;
use crate::error::{Error, Result};
use crate::storage::{timestamp, Db};

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
    store::insert_refresh_token(
        &db.pool,
        user_id,
        &token_hash(&token),
        &random_token(),
        &expires_at,
        &timestamp(now),
    )
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
    let claimed = store::claim_refresh_token(&mut tx, &token_hash(token), &now_text).await?;
    if let Some(claimed) = claimed {
        let new_id = store::insert_refresh_token(
            &mut *tx,
            claimed.user_id,
            &token_hash(&successor),
            &claimed.family_id,
            &claimed.expires_at,
            &now_text,
        )
        .await?;
        store::set_successor(&mut tx, claimed.id, new_id).await?;
        tx.commit().await?;
        return Ok((
            claimed.user_id,
            IssuedRefreshToken {
                token: successor,
                expires_at: claimed.expires_at,
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
    let spent = store::spent_refresh_token(db, &token_hash(token))
        .await?
        .ok_or(Error::Unauthorized("invalid_refresh_token"))?;
    let now_text = timestamp(now);
    // RFC 3339 UTC timestamps of one format order as text.
    if spent.expires_at <= now_text {
        return Err(Error::Unauthorized("invalid_refresh_token"));
    }
    let Some(revoked_at) = spent.revoked_at else {
        // A live token would have been claimed; answer as for an unknown one, never a session.
        return Err(Error::Unauthorized("invalid_refresh_token"));
    };
    // Rotated (not revoked by sign-out or a password change) into a successor still in use.
    let rotated = spent.successor_hash.as_deref() == Some(token_hash(successor).as_str());
    let successor_live = spent.successor_revoked.is_none();
    let revoked_at = OffsetDateTime::parse(&revoked_at, &Rfc3339)
        .map_err(|error| Error::Internal(error.into()))?;
    // Stored times are whole seconds: compare at that precision, or the last second of the
    // window would fall outside it.
    let now_seconds = now.replace_nanosecond(0).unwrap_or(now);
    let in_grace = now_seconds - revoked_at <= Duration::seconds(REFRESH_GRACE_SECONDS);
    // A successor's hash comes with its row, so a rotated token always has its owner.
    let owner = spent
        .successor_user
        .filter(|_| rotated && successor_live && in_grace);
    if let Some(user_id) = owner {
        return Ok((
            user_id,
            IssuedRefreshToken {
                token: successor.to_owned(),
                expires_at: spent.expires_at,
            },
        ));
    }
    store::revoke_family(db, &spent.family_id, &now_text).await?;
    Err(Error::Unauthorized("refresh_token_reused"))
}

/// Revokes the family of `token` (sign-out); an unknown token changes nothing.
pub async fn revoke_refresh_token_family(db: &Db, token: &str, now: OffsetDateTime) -> Result<()> {
    if let Some(family) = store::refresh_family(db, &token_hash(token)).await? {
        store::revoke_family(db, &family, &timestamp(now)).await?;
    }
    Ok(())
}

/// Revokes every refresh token of `user_id` (a password change or reset signs out everywhere).
pub async fn revoke_user_refresh_tokens(db: &Db, user_id: i64, now: OffsetDateTime) -> Result<()> {
    store::revoke_user_tokens(&db.pool, user_id, &timestamp(now)).await
}
