//! Self-registration of a member account (a CTA manager's account with their company is
//! `cta_registration`, above the groups it creates). Both forms check every field first, then spend the human-verification solution, then create
//! everything in one transaction, then send the confirmation mail. The client signs in with the
//! same credentials afterwards (the spec's automatic login).

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use utoipa::ToSchema;

use super::{find_user_by_email, grant_role, hash_password, insert_user};
use super::{users::email_taken, NewUser};
use crate::access::{ClientAddress, Role};
use crate::error::Result;
use crate::extract::ApiJson;
use crate::language::Language;
use crate::mail;
use crate::newsletter::{self, Subscriber};
use crate::state::AppState;
use crate::validation::check_password;
use crate::validation::{
    check_confirmation, check_country, check_email, check_optional, check_phone,
    check_phone_prefix, check_required, normalize_country, FieldErrors, MAX_TEXT_LENGTH,
};
use crate::verification::{spend_solution, VerificationSolution};

/// `POST /api/v1/accounts`: the member registration form.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct MemberRegistration {
    #[schema(required = true, schema_with = crate::validation::schema::required_text)]
    pub first_name: String,
    #[schema(required = true, schema_with = crate::validation::schema::required_text)]
    pub last_name: String,
    /// ISO 3166-1 alpha-2, e.g. `US`.
    #[schema(required = true, schema_with = crate::validation::schema::country)]
    pub country: String,
    /// E.g. `+1`.
    #[schema(required = true, schema_with = crate::validation::schema::phone_prefix)]
    pub phone_prefix: String,
    #[schema(required = true, schema_with = crate::validation::schema::phone)]
    pub phone: String,
    #[schema(required = true, schema_with = crate::validation::schema::account_email)]
    pub email: String,
    #[schema(required = true, schema_with = crate::validation::schema::password)]
    pub password: String,
    /// The password again.
    #[schema(required = true, schema_with = crate::validation::schema::not_empty)]
    pub confirm_password: String,
    pub get_newsletter: bool,
    /// The spec's `owner` query, carried through from the registration link.
    pub owner: Option<String>,
    pub language: Language,
    /// A solved challenge of `POST /api/v1/verification/challenge`.
    #[schema(value_type = VerificationSolution, required = true)]
    pub verification: Option<VerificationSolution>,
}

/// The new account (and, for a CTA, its company).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegisteredAccount {
    pub user_id: i64,
    pub group_id: Option<i64>,
    pub group_uri: Option<String>,
}

/// The checks both forms share: names, email, phone, country, password and confirmation.
pub(crate) struct Personal<'a> {
    pub(crate) first_name: &'a str,
    pub(crate) last_name: &'a str,
    pub(crate) email: &'a str,
    pub(crate) phone_prefix: &'a str,
    pub(crate) phone: &'a str,
    pub(crate) country: &'a str,
    pub(crate) password: &'a str,
    pub(crate) confirm_password: &'a str,
}

impl Personal<'_> {
    pub(crate) fn check(&self, errors: &mut FieldErrors) {
        errors.check(
            "firstName",
            check_required(self.first_name, MAX_TEXT_LENGTH),
        );
        errors.check("lastName", check_required(self.last_name, MAX_TEXT_LENGTH));
        errors.check("email", check_email(self.email));
        errors.check("email", check_optional(self.email, MAX_TEXT_LENGTH));
        errors.check("phonePrefix", check_phone_prefix(self.phone_prefix));
        errors.check("phone", check_phone(self.phone));
        errors.check("country", check_country(self.country));
        errors.check("password", check_password(self.password));
        errors.check(
            "confirmPassword",
            check_confirmation(self.password, self.confirm_password),
        );
    }
}

pub(crate) fn optional(value: &str) -> Option<String> {
    Some(value.trim().to_owned()).filter(|value| !value.is_empty())
}

/// Refuses an email that already has an account before the verification is spent on it.
pub(crate) async fn check_email_free(state: &AppState, email: &str) -> Result<()> {
    match find_user_by_email(&state.db, email).await? {
        Some(_) => Err(email_taken()),
        None => Ok(()),
    }
}

/// Registers a member: role Member, optional newsletter, a confirmation mail.
#[utoipa::path(post, path = "/api/v1/accounts", tag = "accounts", operation_id = "registerMember",
    request_body = MemberRegistration,
    responses(crate::error::JsonBodyErrors,
              (status = 201, body = RegisteredAccount),
              (status = 409, description = "email_taken", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed, with the fields' message keys", body = crate::error::ApiErrorBody),
              (status = 429, description = "rate_limited", body = crate::error::ApiErrorBody)))]
pub async fn register_member(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(request): ApiJson<MemberRegistration>,
) -> Result<(StatusCode, Json<RegisteredAccount>)> {
    state.register_limiter.check(address)?;
    let mut errors = FieldErrors::default();
    Personal {
        first_name: &request.first_name,
        last_name: &request.last_name,
        email: &request.email,
        phone_prefix: &request.phone_prefix,
        phone: &request.phone,
        country: &request.country,
        password: &request.password,
        confirm_password: &request.confirm_password,
    }
    .check(&mut errors);
    if request.verification.is_none() {
        errors.check("verification", Err("invalidRecaptcha"));
    }
    errors.into_result()?;
    check_email_free(&state, &request.email).await?;
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
        newsletter::subscribe(
            &state.db,
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
    Ok((
        StatusCode::CREATED,
        Json(RegisteredAccount {
            user_id,
            group_id: None,
            group_uri: None,
        }),
    ))
}
