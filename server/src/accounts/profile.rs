//! The signed-in user's own account: the profile form, the password change, and the list of
//! roles administrators assign.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use axum::Json;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use time::OffsetDateTime;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::openapi::RefOr;
use utoipa::{PartialSchema, ToSchema};

use super::session::{session_response, Transport};
use super::{
    hash_password, issue_refresh_token, revoke_user_refresh_tokens, set_password_hash, user_roles,
    verify_password,
};
use crate::access::{Principal, Role};
use crate::error::{Error, Result};
use crate::extract::ApiJson;
use crate::language::Language;
use crate::mail;
use crate::newsletter::{self, Subscriber};
use crate::reference::{reference_items, ReferenceItem, ReferenceList};
use crate::state::AppState;
use crate::storage::{now, Db};
use crate::validation::check_password;
use crate::validation::{
    check_confirmation, check_country, check_email, check_optional, check_phone,
    check_phone_prefix, check_required, check_url, normalize_country, normalize_url, FieldErrors,
    MAX_TEXT_LENGTH,
};

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

impl Profile {
    fn check(&self) -> Result<()> {
        let mut errors = FieldErrors::default();
        errors.check(
            "firstName",
            check_required(&self.first_name, MAX_TEXT_LENGTH),
        );
        errors.check("lastName", check_required(&self.last_name, MAX_TEXT_LENGTH));
        errors.check("email", check_email(&self.email));
        errors.check("email", check_optional(&self.email, MAX_TEXT_LENGTH));
        errors.check("phonePrefix", check_phone_prefix(&self.phone_prefix));
        errors.check("phone", check_phone(&self.phone));
        errors.check("country", check_country(&self.country));
        for (field, value) in [
            ("address1", &self.address1),
            ("address2", &self.address2),
            ("cityTown", &self.city_town),
            ("stateProvince", &self.state_province),
            ("postalCode", &self.postal_code),
        ] {
            errors.check(field, check_optional(value, MAX_TEXT_LENGTH));
        }
        errors.check("website", check_url(&self.website));
        errors.into_result()
    }
}

pub async fn load_profile(db: &Db, user_id: i64) -> Result<Profile> {
    let row = sqlx::query(
        "SELECT email, first_name, last_name, phone_prefix, phone, address1, address2, \
         city_town, country, state_province, postal_code, website, get_newsletter, \
         get_alert_new_program, is_accredited, language FROM users WHERE id = $1",
    )
    .bind(user_id)
    .fetch_optional(&db.pool)
    .await?
    .ok_or(Error::Unauthorized("invalid_token"))?;
    let text = |column: &str| -> Result<String> {
        Ok(row
            .try_get::<Option<String>, _>(column)?
            .unwrap_or_default())
    };
    let flag = |column: &str| -> Result<bool> { Ok(row.try_get::<i64, _>(column)? != 0) };
    Ok(Profile {
        email: text("email")?,
        first_name: text("first_name")?,
        last_name: text("last_name")?,
        phone_prefix: text("phone_prefix")?,
        phone: text("phone")?,
        address1: text("address1")?,
        address2: text("address2")?,
        city_town: text("city_town")?,
        country: text("country")?,
        state_province: text("state_province")?,
        postal_code: text("postal_code")?,
        website: text("website")?,
        get_newsletter: flag("get_newsletter")?,
        get_alert_new_program: flag("get_alert_new_program")?,
        is_accredited: flag("is_accredited")?,
        language: Language::from_code(&text("language")?),
    })
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

/// `Profile` with the rules a save checks (`Profile::check`): a stored profile may predate them
/// (an administrator made on the command line has no phone), so the answer's schema has none.
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

/// Whether `profile` changes the account's address (case alone is no change).
fn changes_email(before: &Profile, profile: &Profile) -> bool {
    !before.email.eq_ignore_ascii_case(profile.email.trim())
}

/// The current password must be given (`PasswordRequired`) and right (`currentPasswordInvalid`).
async fn check_current_password(db: &Db, user_id: i64, password: &str) -> Result<()> {
    if password.is_empty() {
        return Err(Error::field("currentPassword", "PasswordRequired"));
    }
    let stored: String = sqlx::query("SELECT password_hash FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_optional(&db.pool)
        .await?
        .ok_or(Error::Unauthorized("invalid_token"))?
        .try_get("password_hash")?;
    if verify_password(password, &stored).await? {
        Ok(())
    } else {
        Err(Error::field("currentPassword", "currentPasswordInvalid"))
    }
}

/// Saves the profile; a changed email must be free, and the newsletter list follows the box.
pub async fn save_profile(db: &Db, user_id: i64, profile: &Profile) -> Result<()> {
    profile.check()?;
    let before = load_profile(db, user_id).await?;
    let email_changed = changes_email(&before, profile);
    let optional = |value: &str| Some(value.trim().to_owned()).filter(|value| !value.is_empty());
    let email = profile.email.trim();
    sqlx::query(
        "UPDATE users SET email = $1, email_normalized = $2, first_name = $3, last_name = $4, \
         phone_prefix = $5, phone = $6, address1 = $7, address2 = $8, city_town = $9, \
         country = $10, state_province = $11, postal_code = $12, website = $13, \
         get_newsletter = $14, get_alert_new_program = $15, is_accredited = $16, language = $17, \
         date_updated = $18 WHERE id = $19",
    )
    .bind(email)
    .bind(email.to_lowercase())
    .bind(profile.first_name.trim())
    .bind(profile.last_name.trim())
    .bind(profile.phone_prefix.trim())
    .bind(profile.phone.trim())
    .bind(optional(&profile.address1))
    .bind(optional(&profile.address2))
    .bind(optional(&profile.city_town))
    .bind(normalize_country(&profile.country))
    .bind(optional(&profile.state_province))
    .bind(optional(&profile.postal_code))
    .bind(optional(&normalize_url(&profile.website)))
    .bind(i64::from(profile.get_newsletter))
    .bind(i64::from(profile.get_alert_new_program))
    .bind(i64::from(profile.is_accredited))
    .bind(profile.language.code())
    .bind(now())
    .bind(user_id)
    .execute(&db.pool)
    .await
    .map_err(|error| match &error {
        sqlx::Error::Database(db_error) if db_error.is_unique_violation() => {
            super::users::email_taken()
        }
        _ => Error::Database(error),
    })?;
    // The list is keyed by address: a changed address leaves under the old one.
    if before.get_newsletter && (!profile.get_newsletter || email_changed) {
        newsletter::unsubscribe(db, &before.email).await?;
    }
    if profile.get_newsletter {
        newsletter::subscribe(
            db,
            &Subscriber {
                email,
                first_name: profile.first_name.trim(),
                last_name: profile.last_name.trim(),
                language: profile.language.code(),
                source: "profile",
            },
        )
        .await?;
    }
    Ok(())
}

/// The signed-in user's profile.
#[utoipa::path(get, path = "/api/v1/me/profile", tag = "accounts", operation_id = "readProfile",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = Profile)))]
pub async fn read_profile(State(state): State<AppState>, user: Principal) -> Result<Json<Profile>> {
    Ok(Json(load_profile(&state.db, user.user_id).await?))
}

/// Saves the signed-in user's profile. A change of email needs the current password and is
/// mailed to the old address. After it the client refreshes its session, whose token still
/// names the old one.
#[utoipa::path(put, path = "/api/v1/me/profile", tag = "accounts", operation_id = "updateProfile",
    request_body = ProfileUpdate,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = Profile),
              (status = 409, description = "email_taken", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed; `currentPassword: PasswordRequired` or `currentPasswordInvalid` when the email changes without the right current password", body = crate::error::ApiErrorBody)))]
pub async fn update_profile(
    State(state): State<AppState>,
    user: Principal,
    ApiJson(update): ApiJson<ProfileUpdate>,
) -> Result<Json<Profile>> {
    let before = load_profile(&state.db, user.user_id).await?;
    let profile = &update.profile;
    // Whoever holds a stolen session must not take the account over by moving its address,
    // through which a password reset would then go.
    let email_changed = changes_email(&before, profile);
    if email_changed {
        profile.check()?;
        check_current_password(&state.db, user.user_id, &update.current_password).await?;
    }
    save_profile(&state.db, user.user_id, profile).await?;
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
    Ok(Json(load_profile(&state.db, user.user_id).await?))
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

/// Changes the signed-in user's password; the current one must be given. Every session of the
/// account ends, and the caller continues in a new one, answered like a sign-in.
#[utoipa::path(put, path = "/api/v1/me/password", tag = "accounts", operation_id = "changePassword",
    request_body = PasswordChange,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, description = "the password is changed; the caller's new session", body = super::SessionResponse),
              (status = 422, description = "validation_failed; `currentPassword: currentPasswordInvalid` when it is wrong", body = crate::error::ApiErrorBody)))]
pub async fn change_password(
    State(state): State<AppState>,
    user: Principal,
    headers: HeaderMap,
    ApiJson(request): ApiJson<PasswordChange>,
) -> Result<Response> {
    let mut errors = FieldErrors::default();
    if request.current_password.is_empty() {
        errors.check("currentPassword", Err("PasswordRequired"));
    }
    errors.check("newPassword", check_password(&request.new_password));
    errors.check(
        "passwordConfirmation",
        check_confirmation(&request.new_password, &request.password_confirmation),
    );
    errors.into_result()?;
    let row =
        sqlx::query("SELECT password_hash, first_name, email, language FROM users WHERE id = $1")
            .bind(user.user_id)
            .fetch_optional(&state.db.pool)
            .await?
            .ok_or(Error::Unauthorized("invalid_token"))?;
    let stored: String = row.try_get("password_hash")?;
    if !verify_password(&request.current_password, &stored).await? {
        return Err(Error::field("currentPassword", "currentPasswordInvalid"));
    }
    let password_hash = hash_password(&request.new_password).await?;
    set_password_hash(&state.db, user.user_id, &password_hash).await?;
    // The old password may have leaked: whoever signed in with it loses their session. The
    // access token does not name its refresh family, so the caller's ends too and is replaced.
    let now = OffsetDateTime::now_utc();
    revoke_user_refresh_tokens(&state.db, user.user_id, now).await?;
    let refresh = issue_refresh_token(&state.db, user.user_id, now).await?;
    let email: String = row.try_get("email")?;
    let first_name: String = row.try_get("first_name")?;
    let language = Language::from_code(&row.try_get::<String, _>("language")?);
    let mail = mail::password_changed(&email, &first_name, language);
    state.mailer.send(&state.db, &mail).await?;
    let roles = user_roles(&state.db, user.user_id).await?;
    let transport = Transport::of_signed_in(&headers);
    session_response(&state, user.user_id, email, roles, refresh, now, transport).await
}

/// The roles an administrator may assign.
#[utoipa::path(get, path = "/api/v1/roles", tag = "accounts", operation_id = "listRoles",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = Vec<ReferenceItem>),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody)))]
pub async fn list_roles(
    State(state): State<AppState>,
    user: Principal,
) -> Result<Json<Vec<ReferenceItem>>> {
    user.require(Role::Administrator)?;
    Ok(Json(
        reference_items(&state.db, ReferenceList::Roles).await?,
    ))
}
