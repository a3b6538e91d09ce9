//! The accounts API's shapes: what sign-in, refresh, registration, password reset and the profile
//! read and send, and the values the account's use cases hand each other.

use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::openapi::RefOr;
use utoipa::{PartialSchema, ToSchema};

use crate::language::Language;
use crate::verification::VerificationSolution;

/// Credentials for `POST /api/v1/auth/token`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TokenRequest {
    pub email: String,
    pub password: String,
}

/// `POST /api/v1/auth/refresh`: the token in the body (API clients) or the cookie (browsers).
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefreshRequest {
    pub refresh_token: Option<String>,
}

/// A session, as the spec's session entity describes it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionResponse {
    /// Absent for cookie clients, whose tokens travel only in HttpOnly cookies.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub access_token: Option<String>,
    /// Absent for cookie clients.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refresh_token: Option<String>,
    /// Seconds the access token lives.
    pub expires_in: i64,
    /// When the access token expires (RFC 3339).
    pub expires: String,
    pub user_id: i64,
    pub email: String,
    /// Role names, e.g. `Member`, `CTA Manager`.
    pub roles: Vec<String>,
    /// Ids of the groups the user manages.
    pub groups: Vec<i64>,
    /// Administrator role.
    pub admin: bool,
    /// Platform Manager role.
    pub platform_admin: bool,
}

/// The current session's user, roles and groups.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CurrentSession {
    pub user_id: i64,
    pub email: String,
    pub roles: Vec<String>,
    pub groups: Vec<i64>,
    pub admin: bool,
    pub platform_admin: bool,
    /// When the access token expires (Unix seconds).
    pub expires_at: i64,
}

/// A refresh token as handed to the client.
#[derive(Debug, Clone, PartialEq)]
pub struct IssuedRefreshToken {
    pub token: String,
    pub expires_at: String,
}

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
    /// The terms of service accepted.
    #[schema(required = true, schema_with = crate::validation::schema::certified)]
    pub accepted_terms: bool,
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

/// A new account's profile (the spec's `UserProfile`) and its language.
#[derive(Debug, Clone, Default)]
pub struct NewUser {
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub phone_prefix: String,
    pub phone: String,
    pub address1: Option<String>,
    pub address2: Option<String>,
    pub city_town: Option<String>,
    pub country: String,
    pub state_province: Option<String>,
    pub postal_code: Option<String>,
    pub website: Option<String>,
    pub owner: Option<String>,
    pub get_newsletter: bool,
    pub is_accredited: bool,
    /// `en` or `zh-hans`.
    pub language: String,
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

/// The account profile form (spec screen 4). Absent optional texts are empty strings.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct Profile {
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub phone_prefix: String,
    pub phone: String,
    pub address1: String,
    pub address2: String,
    pub city_town: String,
    pub country: String,
    pub state_province: String,
    pub postal_code: String,
    pub website: String,
    pub get_newsletter: bool,
    /// Mail when a new program is listed.
    pub get_alert_new_program: bool,
    /// The accredited-investor self-declaration.
    pub is_accredited: bool,
    pub language: Language,
}

/// `PUT /api/v1/me/profile`: the profile, and the current password when the email changes.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ProfileUpdate {
    #[serde(flatten)]
    pub profile: Profile,
    /// Required when `email` differs from the account's address.
    pub current_password: String,
}

/// `Profile` with the rules a save checks (`rules::check_profile`): a stored profile may predate
/// them (an administrator made on the command line has no phone), so the answer's schema has none.
impl PartialSchema for ProfileUpdate {
    fn schema() -> RefOr<Schema> {
        use crate::validation::schema;
        let RefOr::T(Schema::Object(mut update)) = Profile::schema() else {
            unreachable!("Profile derives an object schema")
        };
        let rules: [(&str, Schema); 11] = [
            ("email", schema::account_email()),
            ("firstName", schema::required_text().into()),
            ("lastName", schema::required_text().into()),
            ("phonePrefix", schema::phone_prefix().into()),
            ("phone", schema::phone().into()),
            ("country", schema::country().into()),
            ("address1", schema::optional_text().into()),
            ("address2", schema::optional_text().into()),
            ("cityTown", schema::optional_text().into()),
            ("stateProvince", schema::optional_text().into()),
            ("postalCode", schema::optional_text().into()),
        ];
        for (name, rule) in rules {
            let replaced = update.properties.insert(name.to_owned(), rule.into());
            assert!(replaced.is_some(), "Profile has no field {name}");
        }
        let replaced = update
            .properties
            .insert("website".to_owned(), schema::website().into());
        assert!(replaced.is_some(), "Profile has no field website");
        update.description = Some(
            "The profile form as a save takes it, and the current password when the email changes."
                .to_owned(),
        );
        update.required = [
            "email",
            "firstName",
            "lastName",
            "phonePrefix",
            "phone",
            "country",
        ]
        .map(str::to_owned)
        .to_vec();
        let current_password = ObjectBuilder::new()
            .schema_type(Type::String)
            .description(Some(
                "Required when `email` differs from the account's address.",
            ));
        update
            .properties
            .insert("currentPassword".to_owned(), current_password.into());
        Schema::Object(update).into()
    }
}

impl ToSchema for ProfileUpdate {
    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        Profile::schemas(schemas);
    }
}

/// `PUT /api/v1/me/password`.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct PasswordChange {
    #[schema(required = true, schema_with = crate::validation::schema::not_empty)]
    pub current_password: String,
    #[schema(required = true, schema_with = crate::validation::schema::password)]
    pub new_password: String,
    /// The new password again.
    #[schema(required = true, schema_with = crate::validation::schema::not_empty)]
    pub password_confirmation: String,
}
