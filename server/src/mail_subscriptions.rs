//! The links of subscription mails, which work without signing in: confirming the newsletter
//! (double opt-in) and leaving the newsletter or the new-program alerts. The token in the link
//! says who and what (`mail_tokens`); a token that is altered, expired or for another purpose is
//! a 400 the page explains.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::access::ClientAddress;
use crate::error::{Error, Result};
use crate::extract::ApiJson;
use crate::language::Language;
use crate::mail_tokens::{self, Claim, Purpose, TokenError};
use crate::new_program_alerts;
use crate::newsletter;
use crate::state::AppState;
use crate::validation::{check_email, check_optional, FieldErrors, MAX_TEXT_LENGTH};
use crate::verification::{spend_solution, VerificationSolution};

/// `POST /api/v1/newsletter/subscriptions`: a visitor's sign-up from the newsletter page.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct NewsletterSignUp {
    #[schema(required = true, schema_with = crate::validation::schema::account_email)]
    pub email: String,
    /// The language of the confirmation mail and of the newsletter.
    #[schema(required = true)]
    pub language: Language,
    /// A solved challenge of `GET /api/v1/verification/challenge`.
    #[schema(required = true)]
    pub verification: Option<VerificationSolution>,
}

/// The token of a mail's link.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct MailLink {
    #[schema(required = true, max_length = 512)]
    pub token: String,
}

/// The list a link confirmed or left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum MailList {
    Newsletter,
    NewProgramAlerts,
}

/// What the link did, and for which address.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MailListChange {
    pub list: MailList,
    pub email: String,
}

/// The claim of `token` for one of `purposes`, or the link's error: `invalid_link` (altered,
/// malformed or for another purpose) or `link_expired`.
fn claim_of(state: &AppState, token: &str, purposes: &[Purpose]) -> Result<Claim> {
    let key = mail_tokens::key(&state.jwt_secret);
    mail_tokens::verify(&key, token.trim(), purposes, OffsetDateTime::now_utc()).map_err(|error| {
        match error {
            TokenError::Invalid => Error::Rejected("invalid_link"),
            TokenError::Expired => Error::Rejected("link_expired"),
        }
    })
}

/// A visitor subscribes: the address is mailed a confirmation link (double opt-in). The answer is
/// the same whether the address was new, pending or already subscribed, so the form tells no one
/// who is on the list.
#[utoipa::path(post, path = "/api/v1/newsletter/subscriptions", tag = "mail",
    operation_id = "subscribeToNewsletter",
    request_body = NewsletterSignUp,
    responses(crate::error::JsonBodyErrors,
              (status = 202, description = "a confirmation mail is on its way unless the address is subscribed"),
              (status = 422, description = "validation_failed: email invalidEmail or required, verification invalidRecaptcha or verificationFailed", body = crate::error::ApiErrorBody),
              (status = 429, description = "rate_limited", body = crate::error::ApiErrorBody)))]
pub async fn subscribe_to_newsletter(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(request): ApiJson<NewsletterSignUp>,
) -> Result<StatusCode> {
    // A sign-up like an account's: the same per-address limit and proof of work.
    state.register_limiter.check(address)?;
    let mut errors = FieldErrors::default();
    errors.check("email", check_email(&request.email));
    errors.check("email", check_optional(&request.email, MAX_TEXT_LENGTH));
    if request.verification.is_none() {
        errors.check("verification", Err("invalidRecaptcha"));
    }
    errors.into_result()?;
    spend_solution(
        &state.db,
        &state.verification_key,
        request.verification.as_ref(),
        OffsetDateTime::now_utc(),
    )
    .await?;
    if newsletter::subscribe_visitor(&state.db, &request.email, request.language).await? {
        newsletter::send_confirmation(&state, &request.email).await?;
    }
    Ok(StatusCode::ACCEPTED)
}

/// Confirms the newsletter subscription of the link's address.
#[utoipa::path(post, path = "/api/v1/newsletter/confirm", tag = "mail",
    operation_id = "confirmNewsletter",
    request_body = MailLink,
    responses(crate::error::JsonBodyErrors,
              (status = 200, description = "the address is subscribed", body = MailListChange),
              (status = 400, description = "invalid_link or link_expired", body = crate::error::ApiErrorBody),
              (status = 404, description = "not_subscribed: the address left the list since", body = crate::error::ApiErrorBody)))]
pub async fn confirm_newsletter(
    State(state): State<AppState>,
    ApiJson(request): ApiJson<MailLink>,
) -> Result<Json<MailListChange>> {
    let claim = claim_of(&state, &request.token, &[Purpose::ConfirmNewsletter])?;
    if !newsletter::confirm(&state.db, &claim.subject).await? {
        return Err(Error::NoSuch("not_subscribed"));
    }
    Ok(Json(MailListChange {
        list: MailList::Newsletter,
        email: claim.subject,
    }))
}

/// Takes the link's address off the newsletter, or the link's account off the new-program
/// alerts. Leaving twice is no error.
#[utoipa::path(post, path = "/api/v1/unsubscribe", tag = "mail",
    operation_id = "unsubscribe",
    request_body = MailLink,
    responses(crate::error::JsonBodyErrors,
              (status = 200, description = "the address is off the list", body = MailListChange),
              (status = 400, description = "invalid_link", body = crate::error::ApiErrorBody),
              (status = 404, description = "not_found: the account no longer exists", body = crate::error::ApiErrorBody)))]
pub async fn unsubscribe(
    State(state): State<AppState>,
    ApiJson(request): ApiJson<MailLink>,
) -> Result<Json<MailListChange>> {
    let claim = claim_of(
        &state,
        &request.token,
        &[Purpose::LeaveNewsletter, Purpose::StopNewProgramAlerts],
    )?;
    let change = match claim.purpose {
        Purpose::StopNewProgramAlerts => {
            let user_id: i64 = claim
                .subject
                .parse()
                .map_err(|_| Error::Rejected("invalid_link"))?;
            let email = new_program_alerts::stop(&state, user_id)
                .await?
                .ok_or(Error::NotFound)?;
            MailListChange {
                list: MailList::NewProgramAlerts,
                email,
            }
        }
        _ => {
            newsletter::unsubscribe(&state.db, &claim.subject).await?;
            // The profile's box follows, so a later save does not subscribe the address again.
            sqlx::query("UPDATE users SET get_newsletter = 0 WHERE email_normalized = $1")
                .bind(&claim.subject)
                .execute(&state.db.pool)
                .await?;
            MailListChange {
                list: MailList::Newsletter,
                email: claim.subject,
            }
        }
    };
    Ok(Json(change))
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(subscribe_to_newsletter))
        .routes(routes!(confirm_newsletter))
        .routes(routes!(unsubscribe))
}
