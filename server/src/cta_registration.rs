//! A CTA manager registers with their company (`/join-cta`): the account and the Pending company
//! it administers are created in one transaction. A use case over accounts and groups, so it
//! lives above both.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use utoipa::ToSchema;

use crate::access::{ClientAddress, Role};
use crate::accounts::registration::check_email_free;
use crate::accounts::rules::{optional, Personal};
use crate::accounts::{grant_role, hash_password, insert_user, NewUser, RegisteredAccount};
use crate::error::Result;
use crate::extract::ApiJson;
use crate::groups::company::insert_company;
use crate::groups::store::default_platform_ids;
use crate::groups::CompanyInput;
use crate::language::Language;
use crate::mail;
use crate::newsletter::{self, Subscriber};
use crate::reference::group_status;
use crate::state::AppState;
use crate::validation::{
    check_optional, check_required, normalize_country, FieldErrors, MAX_TEXT_LENGTH,
};
use crate::verification::{spend_solution, VerificationSolution};

/// `POST /api/v1/accounts/cta`: the stepwise CTA registration (personal details, company,
/// agreement).
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct CtaRegistration {
    /// "I am a": Performance, Marketing or Portfolio Manager (`contact_types`).
    #[schema(required = true, minimum = 1, maximum = 3)]
    pub contact_type_id: i64,
    #[schema(required = true, schema_with = crate::validation::schema::required_text)]
    pub first_name: String,
    #[schema(required = true, schema_with = crate::validation::schema::required_text)]
    pub last_name: String,
    #[schema(required = true, schema_with = crate::validation::schema::account_email)]
    pub email: String,
    #[schema(required = true, schema_with = crate::validation::schema::phone_prefix)]
    pub phone_prefix: String,
    #[schema(required = true, schema_with = crate::validation::schema::phone)]
    pub phone: String,
    #[schema(required = true, schema_with = crate::validation::schema::required_text)]
    pub address1: String,
    #[schema(schema_with = crate::validation::schema::optional_text)]
    pub address2: String,
    #[schema(required = true, schema_with = crate::validation::schema::required_text)]
    pub city_town: String,
    #[schema(required = true, schema_with = crate::validation::schema::country)]
    pub country: String,
    #[schema(required = true, schema_with = crate::validation::schema::required_text)]
    pub state_province: String,
    #[schema(required = true, schema_with = crate::validation::schema::required_text)]
    pub postal_code: String,
    #[schema(required = true, schema_with = crate::validation::schema::password)]
    pub password: String,
    /// The password again.
    #[schema(required = true, schema_with = crate::validation::schema::not_empty)]
    pub confirm_password: String,
    /// With at least one contact.
    #[schema(required = true, schema_with = crate::groups::model::registering_company)]
    pub company: CompanyInput,
    pub get_newsletter: bool,
    /// The certification that all information is accurate.
    #[schema(required = true, schema_with = crate::validation::schema::certified)]
    pub accepted_agreement: bool,
    /// The terms of service accepted.
    #[schema(required = true, schema_with = crate::validation::schema::certified)]
    pub accepted_terms: bool,
    pub owner: Option<String>,
    pub language: Language,
    /// A solved challenge of `POST /api/v1/verification/challenge`.
    #[schema(value_type = VerificationSolution, required = true)]
    pub verification: Option<VerificationSolution>,
}

/// Registers a CTA manager with their company: roles Member and CTA Manager, the company
/// Pending and administered by them, optional newsletter, the `cta-registration-confirmation`
/// mail.
#[utoipa::path(post, path = "/api/v1/accounts/cta", tag = "accounts", operation_id = "registerCta",
    request_body = CtaRegistration,
    responses(crate::error::JsonBodyErrors,
              (status = 201, body = RegisteredAccount),
              (status = 409, description = "email_taken", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed, with the fields' message keys (`company.contacts.0.emailAddress`, …)", body = crate::error::ApiErrorBody),
              (status = 429, description = "rate_limited", body = crate::error::ApiErrorBody)))]
pub async fn register_cta(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(request): ApiJson<CtaRegistration>,
) -> Result<(StatusCode, Json<RegisteredAccount>)> {
    state.register_limiter.check(address)?;
    let mut errors = FieldErrors::default();
    errors.check(
        "contactTypeId",
        match request.contact_type_id {
            0 => Err("required"),
            1..=3 => Ok(()),
            _ => Err("invalidChoice"),
        },
    );
    Personal {
        first_name: &request.first_name,
        last_name: &request.last_name,
        email: &request.email,
        phone_prefix: &request.phone_prefix,
        phone: &request.phone,
        country: &request.country,
        password: &request.password,
        confirm_password: &request.confirm_password,
        accepted_terms: request.accepted_terms,
    }
    .check(&mut errors);
    for (field, value) in [
        ("address1", &request.address1),
        ("cityTown", &request.city_town),
        ("stateProvince", &request.state_province),
        ("postalCode", &request.postal_code),
    ] {
        errors.check(field, check_required(value, MAX_TEXT_LENGTH));
    }
    errors.check(
        "address2",
        check_optional(&request.address2, MAX_TEXT_LENGTH),
    );
    request.company.check("company", 1, &mut errors);
    if !request.accepted_agreement {
        errors.check("acceptedAgreement", Err("mustCertify"));
    }
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
        address1: optional(&request.address1),
        address2: optional(&request.address2),
        city_town: optional(&request.city_town),
        country: normalize_country(&request.country),
        state_province: optional(&request.state_province),
        postal_code: optional(&request.postal_code),
        owner: request.owner.as_deref().and_then(optional),
        get_newsletter: request.get_newsletter,
        language: request.language.code().to_owned(),
        ..NewUser::default()
    };
    let password_hash = hash_password(&request.password).await?;
    let platforms = default_platform_ids(&state.db).await?;
    let mut tx = state.db.begin_write().await?;
    let user_id = insert_user(&mut *tx, &user, &password_hash).await?;
    grant_role(&mut *tx, user_id, Role::Member).await?;
    grant_role(&mut *tx, user_id, Role::CtaManager).await?;
    let (group_id, group_uri) = insert_company(
        &mut tx,
        &request.company,
        group_status::PENDING,
        Some(user_id),
        platforms,
    )
    .await?;
    tx.commit().await?;

    if user.get_newsletter {
        newsletter::request(
            &state,
            &Subscriber {
                email: &user.email,
                first_name: &user.first_name,
                last_name: &user.last_name,
                language: &user.language,
                source: "cta-registration",
            },
        )
        .await?;
    }
    let group_url = format!(
        "{}/{}/groups/{group_uri}",
        state.config.public_url(),
        request.language.code()
    );
    let mail = mail::cta_registration_confirmation(
        &user.email,
        &user.first_name,
        request.company.group_name.trim(),
        request.language,
        &group_url,
    );
    state.mailer.send(&state.db, &mail).await?;
    Ok((
        StatusCode::CREATED,
        Json(RegisteredAccount {
            user_id,
            group_id: Some(group_id),
            group_uri: Some(group_uri),
        }),
    ))
}

/// The CTA registration endpoint.
pub fn router() -> utoipa_axum::router::OpenApiRouter<AppState> {
    use utoipa_axum::routes;
    utoipa_axum::router::OpenApiRouter::new().routes(routes!(register_cta))
}
