//! The signed-in user's own account: the profile form's save and the password change.

use super::model::{PasswordChange, Profile, ProfileUpdate};
use super::password::{hash_password, verify_password};
use super::rules::{changes_email, check_profile};
use super::store::{self, load_profile, set_password_hash, PasswordOwner};
use crate::error::{Error, Result};
use crate::mail;
use crate::newsletter::{self, Subscriber};
use crate::state::AppState;
use crate::storage::Db;

/// The current password must be given (`PasswordRequired`) and right (`currentPasswordInvalid`).
async fn check_current_password(db: &Db, user_id: i64, password: &str) -> Result<()> {
    if password.is_empty() {
        return Err(Error::field("currentPassword", "PasswordRequired"));
    }
    let stored = store::password_hash(db, user_id)
        .await?
        .ok_or(Error::Unauthorized("invalid_token"))?;
    if verify_password(password, &stored).await? {
        Ok(())
    } else {
        Err(Error::field("currentPassword", "currentPasswordInvalid"))
    }
}

/// Saves the profile; a changed email must be free, and the newsletter list follows the box.
/// Answers whether the address awaits the newsletter's confirmation.
pub async fn save_profile(db: &Db, user_id: i64, profile: &Profile) -> Result<bool> {
    check_profile(profile)?;
    let before = load_profile(db, user_id).await?;
    store::update_profile(db, user_id, profile).await?;
    follow_newsletter(db, &before, profile, "profile").await
}

/// Brings the newsletter list in step with a saved profile that was `before` (a new account's:
/// the default, never subscribed); `source` says where the subscription came from. Answers
/// whether the address awaits the newsletter's confirmation (`newsletter::send_confirmation`).
pub(crate) async fn follow_newsletter(
    db: &Db,
    before: &Profile,
    profile: &Profile,
    source: &str,
) -> Result<bool> {
    // The list is keyed by address: a changed address leaves under the old one.
    if before.get_newsletter && (!profile.get_newsletter || changes_email(before, profile)) {
        newsletter::unsubscribe(db, &before.email).await?;
    }
    if !profile.get_newsletter {
        return Ok(false);
    }
    newsletter::subscribe(
        db,
        &Subscriber {
            email: profile.email.trim(),
            first_name: profile.first_name.trim(),
            last_name: profile.last_name.trim(),
            language: profile.language.code(),
            source,
        },
    )
    .await
}

/// Saves the profile form. A change of email needs the current password and is mailed to the
/// old address.
pub async fn save_profile_update(
    state: &AppState,
    user_id: i64,
    update: &ProfileUpdate,
) -> Result<()> {
    let before = load_profile(&state.db, user_id).await?;
    let profile = &update.profile;
    // Whoever holds a stolen session must not take the account over by moving its address,
    // through which a password reset would then go.
    let email_changed = changes_email(&before, profile);
    if email_changed {
        check_profile(profile)?;
        check_current_password(&state.db, user_id, &update.current_password).await?;
    }
    if save_profile(&state.db, user_id, profile).await? {
        newsletter::send_confirmation(state, &profile.email).await?;
    }
    if email_changed {
        let first_name = profile.first_name.trim();
        let mail = mail::email_changed(
            &before.email,
            profile.email.trim(),
            first_name,
            profile.language,
        );
        state.mailer.send(&state.db, &mail).await?;
    }
    Ok(())
}

/// Replaces the password after checking the current one (`currentPasswordInvalid`); answers the
/// account, as it was read before the change, for the mail and the new session.
pub async fn replace_password(
    db: &Db,
    user_id: i64,
    request: &PasswordChange,
) -> Result<PasswordOwner> {
    let owner = store::password_owner(db, user_id)
        .await?
        .ok_or(Error::Unauthorized("invalid_token"))?;
    if !verify_password(&request.current_password, &owner.password_hash).await? {
        return Err(Error::field("currentPassword", "currentPasswordInvalid"));
    }
    let password_hash = hash_password(&request.new_password).await?;
    set_password_hash(db, user_id, &password_hash).await?;
    Ok(owner)
}
