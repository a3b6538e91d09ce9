//! Forgotten passwords: a mailed link with a random token, stored only as its SHA-256, valid for
//! an hour and once. Setting the new password also ends the lockout (the mail proved who it is)
//! and signs out every session of the account.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use rand::RngCore;
use time::{Duration, OffsetDateTime};

use super::model::{PasswordResetConfirmation, PasswordResetRequest};
use super::password::hash_password;
use super::rules::{check_reset_confirmation, token_hash, RESET_TOKEN_MINUTES};
use super::store::{self, find_user_by_email, User};
use crate::error::{Error, Result};
use crate::language::Language;
use crate::mail;
use crate::state::AppState;
use crate::storage::{timestamp, Db};
use crate::validation::check_email;

/// Stores a new reset token for the user; returns the token itself, which only the mail carries.
pub async fn issue_reset_token(db: &Db, user_id: i64, now: OffsetDateTime) -> Result<String> {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    let token = URL_SAFE_NO_PAD.encode(bytes);
    store::insert_reset_token(
        db,
        user_id,
        &token_hash(&token),
        &timestamp(now + Duration::minutes(RESET_TOKEN_MINUTES)),
        &timestamp(now),
    )
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
    // The token is spent before hashing, so a guessed token costs no hashing work.
    if !store::spend_reset_token(db, &token_hash(token), user.id, &now_text).await? {
        return Err(invalid());
    }
    // Hashed outside the transaction: no write lock is held for the hash's hundred milliseconds.
    let password_hash = hash_password(new_password).await?;
    let mut tx = db.begin_write().await?;
    store::set_reset_password(&mut tx, user.id, &password_hash, &now_text).await?;
    store::revoke_user_tokens(&mut *tx, user.id, &now_text).await?;
    tx.commit().await?;
    Ok(user)
}

/// Mails a reset link to the account's address; `email_not_found` when there is none.
pub async fn send_reset_link(state: &AppState, request: &PasswordResetRequest) -> Result<()> {
    check_email(&request.email).map_err(|key| Error::field("email", key))?;
    // The spec answers an unknown address with 'Email not found'; the rate limit before this
    // keeps that from becoming a cheap way to test addresses.
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
    state.mailer.send(&state.db, &mail).await
}

/// Checks the reset form, sets the new password and mails that it changed.
pub async fn confirm_reset(state: &AppState, request: &PasswordResetConfirmation) -> Result<()> {
    check_reset_confirmation(request)?;
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
    state.mailer.send(&state.db, &mail).await
}
