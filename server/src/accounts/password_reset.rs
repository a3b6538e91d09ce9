//! Forgotten passwords: a mailed link with a random token, stored only as its SHA-256, valid for
//! an hour and once. Setting the new password also ends the lockout (the mail proved who it is)
//! and signs out every session of the account.

use axum::extract::State;
use axum::http::StatusCode;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use rand::RngCore;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use time::{Duration, OffsetDateTime};
use utoipa::ToSchema;

use super::{find_user_by_email, hash_password, User};
use crate::access::ClientAddress;
use crate::error::{Error, Result};
use crate::extract::ApiJson;
use crate::language::Language;
use crate::mail;
use crate::state::AppState;
use crate::storage::{timestamp, Db};
use crate::validation::{check_confirmation, check_email, check_password, FieldErrors};

/// How long a reset link works.
pub const RESET_TOKEN_MINUTES: i64 = 60;

fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// Stores a new reset token for the user; returns the token itself, which only the mail carries.
pub async fn issue_reset_token(db: &Db, user_id: i64, now: OffsetDateTime) -> Result<String> {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    let token = URL_SAFE_NO_PAD.encode(bytes);
    sqlx::query(
        "INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, created_at) \
         VALUES ($1, $2, $3, $4)",
    )
    .bind(user_id)
    .bind(token_hash(&token))
    .bind(timestamp(now + Duration::minutes(RESET_TOKEN_MINUTES)))
    .bind(timestamp(now))
    .execute(&db.pool)
    .await?;
    Ok(token)
}

/// Sets the password of the account `email` if `token` is its unused, unexpired reset token;
/// `invalid_reset_token` otherwise, whatever the reason, so the answer tells nothing about
/// other accounts. The caller has checked the new password's rules, so a weak password never
/// spends a token.
pub async fn reset_password(
    db: &Db,
    email: &str,
    token: &str,
    new_password: &str,
    now: OffsetDateTime,
) -> Result<User> {
    let invalid = || Error::Rejected("invalid_reset_token");
    let user = find_user_by_email(db, email).await?.ok_or_else(invalid)?;
    let now_text = timestamp(now);
    // Spending the token and checking it are one guarded statement, so two uses cannot both
    // pass; it comes before hashing, so a guessed token costs no hashing work.
    let spent = sqlx::query(
        "UPDATE password_reset_tokens SET used_at = $1 \
         WHERE token_hash = $2 AND user_id = $3 AND used_at IS NULL AND expires_at > $1",
    )
    .bind(&now_text)
    .bind(token_hash(token))
    .bind(user.id)
    .execute(&db.pool)
    .await?;
    if spent.rows_affected() != 1 {
        return Err(invalid());
    }
    // Hashed outside the transaction: no write lock is held for the hash's hundred milliseconds.
    let password_hash = hash_password(new_password).await?;
    let mut tx = db.begin_write().await?;
    sqlx::query(
        "UPDATE users SET password_hash = $1, failed_login_count = 0, lockout_end = NULL, \
         date_updated = $2 WHERE id = $3",
    )
    .bind(&password_hash)
    .bind(&now_text)
    .bind(user.id)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "UPDATE refresh_tokens SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL",
    )
    .bind(&now_text)
    .bind(user.id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(user)
}

/// `POST /api/v1/auth/password-reset`.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct PasswordResetRequest {
    #[schema(required = true, schema_with = crate::validation::schema::email)]
    pub email: String,
    /// The language of the mail and of the link's page.
    pub language: Language,
}

/// Mails a reset link to the account's address.
#[utoipa::path(post, path = "/api/v1/auth/password-reset", tag = "accounts",
    operation_id = "requestPasswordReset",
    request_body = PasswordResetRequest,
    responses(crate::error::JsonBodyErrors,
              (status = 202, description = "the mail is on its way"),
              (status = 404, description = "email_not_found", body = crate::error::ApiErrorBody),
              (status = 422, body = crate::error::ApiErrorBody),
              (status = 429, description = "rate_limited", body = crate::error::ApiErrorBody)))]
pub async fn request_reset(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(request): ApiJson<PasswordResetRequest>,
) -> Result<StatusCode> {
    state.password_reset_limiter.check(address)?;
    check_email(&request.email).map_err(|key| Error::field("email", key))?;
    // The spec answers an unknown address with 'Email not found'; the rate limit above keeps
    // that from becoming a cheap way to test addresses.
    let user = find_user_by_email(&state.db, &request.email)
        .await?
        .ok_or(Error::NoSuch("email_not_found"))?;
    let token = issue_reset_token(&state.db, user.id, OffsetDateTime::now_utc()).await?;
    let link = format!(
        "{}/{}/reset-password?email={}&ResetToken={token}",
        state.config.public_url(),
        request.language.code(),
        url::form_urlencoded::byte_serialize(user.email.as_bytes()).collect::<String>(),
    );
    // The token is the only secret in the mail: the outbox table keeps the mail without it.
    let mail = mail::password_reset(&user.email, &user.first_name, request.language, &link)
        .redacting(&token);
    state.mailer.send(&state.db, &mail).await?;
    Ok(StatusCode::ACCEPTED)
}

/// `POST /api/v1/auth/password-reset/confirm`: the reset form with the link's email and token.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct PasswordResetConfirmation {
    #[schema(required = true, schema_with = crate::validation::schema::email)]
    pub email: String,
    /// The link's `ResetToken`.
    #[schema(required = true, schema_with = crate::validation::schema::not_blank)]
    pub reset_token: String,
    #[schema(required = true, schema_with = crate::validation::schema::password)]
    pub new_password: String,
    /// The new password again.
    #[schema(required = true, schema_with = crate::validation::schema::not_empty)]
    pub password_confirmation: String,
}

/// Sets a new password with a mailed token.
#[utoipa::path(post, path = "/api/v1/auth/password-reset/confirm", tag = "accounts",
    operation_id = "confirmPasswordReset",
    request_body = PasswordResetConfirmation,
    responses(crate::error::JsonBodyErrors,
              (status = 204, description = "the password is changed"),
              (status = 400, description = "invalid_reset_token: unknown, expired or used", body = crate::error::ApiErrorBody),
              (status = 422, body = crate::error::ApiErrorBody),
              (status = 429, description = "rate_limited", body = crate::error::ApiErrorBody)))]
pub async fn confirm_reset(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(request): ApiJson<PasswordResetConfirmation>,
) -> Result<StatusCode> {
    // Every attempt counts, valid or not: the limit is on guessing tokens.
    state.password_reset_confirm_limiter.check(address)?;
    let mut errors = FieldErrors::default();
    errors.check("email", check_email(&request.email));
    if request.reset_token.trim().is_empty() {
        errors.check("resetToken", Err("required"));
    }
    errors.check("newPassword", check_password(&request.new_password));
    errors.check(
        "passwordConfirmation",
        check_confirmation(&request.new_password, &request.password_confirmation),
    );
    errors.into_result()?;
    let user = reset_password(
        &state.db,
        &request.email,
        request.reset_token.trim(),
        &request.new_password,
        OffsetDateTime::now_utc(),
    )
    .await?;
    let language = Language::from_code(&user.language);
    let mail = mail::password_changed(&user.email, &user.first_name, language);
    state.mailer.send(&state.db, &mail).await?;
    Ok(StatusCode::NO_CONTENT)
}
