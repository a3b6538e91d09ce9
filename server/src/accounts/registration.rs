//! Self-registration of a member account (a CTA manager's account with their company is
//! `cta_registration`, above the groups it creates). Both forms check every field first, then spend the human-verification solution, then create
//! everything in one transaction, then send the confirmation mail. The client signs in with the
//! same credentials afterwards (the spec's automatic login).

use time::OffsetDateTime;

use super::model::{MemberRegistration, NewUser};
use super::password::hash_password;
use super::rules::{check_member_registration, email_taken, optional};
use super::store::{find_user_by_email, grant_role, insert_user};
use crate::access::Role;
use crate::error::Result;
use crate::mail;
use crate::newsletter::{self, Subscriber};
use crate::state::AppState;
use crate::validation::normalize_country;
use crate::verification::spend_solution;

/// Refuses an email that already has an account before the verification is spent on it.
pub(crate) async fn check_email_free(state: &AppState, email: &str) -> Result<()> {
    match find_user_by_email(&state.db, email).await? {
        Some(_) => Err(email_taken()),
        None => Ok(()),
    }
}

/// Registers a member: role Member, optional newsletter, a confirmation mail. Answers the new
/// account's id.
pub async fn register_member(state: &AppState, request: &MemberRegistration) -> Result<i64> {
    check_member_registration(request)?;
    check_email_free(state, &request.email).await?;
    let now = OffsetDateTime::now_utc();
    spend_solution(
        &state.db,
        &state.verification_key,
        request.verification.as_ref(),
        now,
    )
    .await?;

    let user = NewUser {
        email: request.email.trim().to_owned(),
        first_name: request.first_name.trim().to_owned(),
        last_name: request.last_name.trim().to_owned(),
        phone_prefix: request.phone_prefix.trim().to_owned(),
        phone: request.phone.trim().to_owned(),
        country: normalize_country(&request.country),
        owner: request.owner.as_deref().and_then(optional),
        get_newsletter: request.get_newsletter,
        language: request.language.code().to_owned(),
        ..NewUser::default()
    };
    let password_hash = hash_password(&request.password).await?;
    let mut tx = state.db.begin_write().await?;
    let user_id = insert_user(&mut *tx, &user, &password_hash).await?;
    grant_role(&mut *tx, user_id, Role::Member).await?;
    tx.commit().await?;

    if user.get_newsletter {
        newsletter::request(
            state,
            &Subscriber {
                email: &user.email,
                first_name: &user.first_name,
                last_name: &user.last_name,
                language: &user.language,
                source: "member-registration",
            },
        )
        .await?;
    }
    let mail = mail::member_registration_confirmation(
        &user.email,
        &user.first_name,
        request.language,
        &state.config.public_url(),
    );
    state.mailer.send(&state.db, &mail).await?;
    Ok(user_id)
}
