//! Administrators' changes to other people's accounts: adding a user with a profile, a password
//! and roles; editing a user's profile and email; setting their password; and reading the
//! profile for the edit form. The checks are the accounts' own (`accounts::rules`,
//! `validation`); an administrator needs none of the account's passwords. Every change is
//! recorded in the audit log in the transaction that makes it.

use std::collections::BTreeMap;

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::{Array, ArrayBuilder, ObjectBuilder, Schema, Type};
use utoipa::openapi::RefOr;
use utoipa::{PartialSchema, ToSchema};

use super::users::{admin_user, existing_user, AdminUser};
use crate::access::{Principal, Role};
use crate::accounts::model::{NewUser, Profile, ProfileUpdate};
use crate::accounts::profile::follow_newsletter;
use crate::accounts::registration::check_email_free;
use crate::accounts::rules::{changes_email, check_profile};
use crate::accounts::{hash_password, store};
use crate::audit::{self, Subject};
use crate::error::{Error, Result};
use crate::extract::{ApiJson, ApiPath};
use crate::language::Language;
use crate::mail;
use crate::newsletter;
use crate::state::AppState;
use crate::validation::{check_confirmation, check_password, FieldErrors};

/// The most role ids a new account's form may list: there are ten roles.
const MAX_ROLES: usize = 10;

/// `PUT /api/v1/admin/users/{userId}/profile`: the profile form as `PUT /api/v1/me/profile`
/// takes it, without `currentPassword`.
#[derive(Debug, Default, Deserialize)]
#[serde(transparent)]
pub struct AdminProfileUpdate(pub Profile);

/// The schema of the user's own save (its rules in one place), less the current password.
impl PartialSchema for AdminProfileUpdate {
    fn schema() -> RefOr<Schema> {
        let mut schema = ProfileUpdate::schema();
        if let RefOr::T(Schema::Object(form)) = &mut schema {
            form.properties.remove("currentPassword");
            form.description = Some(
                "The profile form as an administrator saves it: no password is asked.".to_owned(),
            );
        }
        schema
    }
}

impl ToSchema for AdminProfileUpdate {
    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        Profile::schemas(schemas);
    }
}

/// A new account's `profile`: the administrator's form less `email`, which the body gives.
fn new_account_profile() -> RefOr<Schema> {
    let mut schema = AdminProfileUpdate::schema();
    if let RefOr::T(Schema::Object(form)) = &mut schema {
        form.properties.remove("email");
        form.required.retain(|name| name != "email");
        form.description =
            Some("The new account's profile; its address is the body's `email`.".to_owned());
    }
    schema
}

/// Role ids of `/api/v1/roles`, at most one of each.
fn role_ids() -> Array {
    let id = ObjectBuilder::new()
        .schema_type(Type::Integer)
        .minimum(Some(1))
        .maximum(Some(10));
    ArrayBuilder::new()
        .items(id)
        .max_items(Some(MAX_ROLES))
        .default(Some(serde_json::json!([])))
        .description(Some(
            "Role ids of `/api/v1/roles`; a repeated id counts once; none: Member.",
        ))
        .build()
}

/// `POST /api/v1/admin/users`: the administrators' add-user form.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct NewAccount {
    #[schema(required = true, schema_with = crate::validation::schema::account_email)]
    pub email: String,
    #[schema(required = true, schema_with = crate::validation::schema::password)]
    pub password: String,
    /// The password again.
    #[schema(required = true, schema_with = crate::validation::schema::not_empty)]
    pub confirm_password: String,
    /// An `email` in it is ignored: the account's address is the body's.
    #[schema(required = true, schema_with = new_account_profile)]
    pub profile: Profile,
    #[schema(schema_with = role_ids)]
    pub role_ids: Vec<i64>,
}

/// The account an administrator added.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreatedUser {
    pub user_id: i64,
}

/// `PUT /api/v1/admin/users/{userId}/password`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct PasswordSetting {
    #[schema(required = true, schema_with = crate::validation::schema::password)]
    pub password: String,
    /// The password again.
    #[schema(required = true, schema_with = crate::validation::schema::not_empty)]
    pub confirm_password: String,
}

/// A check's field problems, so one answer can list those of several checks.
fn problems(checked: Result<()>) -> Result<BTreeMap<String, String>> {
    match checked {
        Ok(()) => Ok(BTreeMap::new()),
        Err(Error::Validation(fields)) => Ok(fields),
        Err(other) => Err(other),
    }
}

/// The key of a profile field in the add-user form: under `profile.`, but for the address,
/// which the form gives beside the profile.
fn new_account_key(field: String) -> String {
    if field == "email" {
        field
    } else {
        format!("profile.{field}")
    }
}

/// A new password and its confirmation (`password`, `confirmPassword`), by the accounts' rules.
fn check_new_password(password: &str, confirmation: &str) -> Result<()> {
    let mut errors = FieldErrors::default();
    errors.check("password", check_password(password));
    errors.check(
        "confirmPassword",
        check_confirmation(password, confirmation),
    );
    errors.into_result()
}

/// The roles of `ids` by id, each once, Member when there are none; `tooMany` beyond ten ids,
/// `invalidChoice` for an id that is no role.
fn new_roles(ids: &[i64]) -> Result<Vec<Role>, &'static str> {
    if ids.len() > MAX_ROLES {
        return Err("tooMany");
    }
    let mut roles = ids
        .iter()
        .map(|&id| Role::from_id(id).ok_or("invalidChoice"))
        .collect::<Result<Vec<_>, _>>()?;
    if roles.is_empty() {
        roles.push(Role::Member);
    }
    roles.sort_by_key(|role| role.id());
    roles.dedup();
    Ok(roles)
}

/// Checks the add-user form, every problem in one answer; answers the profile to store (with the
/// body's address) and the roles to grant.
fn check_new_account(account: &NewAccount) -> Result<(Profile, Vec<Role>)> {
    let profile = Profile {
        email: account.email.clone(),
        ..account.profile.clone()
    };
    let mut fields: BTreeMap<String, String> = problems(check_profile(&profile))?
        .into_iter()
        .map(|(field, key)| (new_account_key(field), key))
        .collect();
    fields.extend(problems(check_new_password(
        &account.password,
        &account.confirm_password,
    ))?);
    let roles = new_roles(&account.role_ids).unwrap_or_else(|key| {
        fields.insert("roleIds".to_owned(), key.to_owned());
        Vec::new()
    });
    if !fields.is_empty() {
        return Err(Error::Validation(fields));
    }
    Ok((profile, roles))
}

/// Adds an account with the form's profile, password and roles, recorded as `created` with the
/// roles granted; answers its id. The newsletter list follows the profile's box.
pub async fn add_account(state: &AppState, actor: i64, account: &NewAccount) -> Result<i64> {
    let (profile, roles) = check_new_account(account)?;
    // Refused before the deliberately slow hash is spent on it.
    check_email_free(state, &profile.email).await?;
    let password_hash = hash_password(&account.password).await?;
    let user = NewUser {
        email: profile.email.trim().to_owned(),
        language: profile.language.code().to_owned(),
        ..NewUser::default()
    };
    let mut tx = state.db.begin_write().await?;
    let user_id = store::insert_user(&mut *tx, &user, &password_hash).await?;
    // Written as a profile save writes it: trimmed, empty texts as NULL, the website's scheme.
    store::write_profile(&mut *tx, user_id, &profile).await?;
    for role in &roles {
        store::grant_role(&mut *tx, user_id, *role).await?;
    }
    let names: Vec<&str> = roles.iter().map(|role| role.name()).collect();
    audit::record(
        &mut tx,
        Some(actor),
        Subject::User(user_id),
        "created",
        None,
        Some(&names.join("; ")),
    )
    .await?;
    tx.commit().await?;
    if follow_newsletter(&state.db, &Profile::default(), &profile, "admin").await? {
        newsletter::send_confirmation(state, &profile.email).await?;
    }
    Ok(user_id)
}

/// Saves `user_id`'s profile by the form's rules; another account's address is `email_taken`.
/// A changed address is recorded (`emailChanged`, old and new) and mailed to the old one, as
/// the user's own change is, so the owner learns of it.
pub async fn save_user_profile(
    state: &AppState,
    actor: i64,
    user_id: i64,
    profile: &Profile,
) -> Result<()> {
    check_profile(profile)?;
    let before = store::load_profile(&state.db, user_id).await?;
    let email_changed = changes_email(&before, profile);
    let mut tx = state.db.begin_write().await?;
    store::write_profile(&mut *tx, user_id, profile).await?;
    if email_changed {
        audit::record(
            &mut tx,
            Some(actor),
            Subject::User(user_id),
            "emailChanged",
            Some(&before.email),
            Some(profile.email.trim()),
        )
        .await?;
    }
    tx.commit().await?;
    if follow_newsletter(&state.db, &before, profile, "admin").await? {
        newsletter::send_confirmation(state, &profile.email).await?;
    }
    if email_changed {
        let mail = mail::email_changed(
            &before.email,
            profile.email.trim(),
            profile.first_name.trim(),
            profile.language,
        );
        state.mailer.send(&state.db, &mail).await?;
    }
    Ok(())
}

/// Sets `user_id`'s password, recorded as `passwordChanged` without values. As a reset does, it
/// ends the lockout (the administrator vouches for the account) and every session of the
/// account: whoever held the old password must sign in with the new one. The user is mailed
/// that it changed.
pub async fn set_user_password(
    state: &AppState,
    actor: i64,
    user_id: i64,
    setting: &PasswordSetting,
) -> Result<()> {
    check_new_password(&setting.password, &setting.confirm_password)?;
    let owner = store::password_owner(&state.db, user_id)
        .await?
        .ok_or(Error::NotFound)?;
    // Hashed outside the transaction: no write lock is held for the hash's hundred milliseconds.
    let password_hash = hash_password(&setting.password).await?;
    let now = crate::storage::now();
    let mut tx = state.db.begin_write().await?;
    store::set_reset_password(&mut tx, user_id, &password_hash, &now).await?;
    store::revoke_user_tokens(&mut *tx, user_id, &now).await?;
    audit::record(
        &mut tx,
        Some(actor),
        Subject::User(user_id),
        "passwordChanged",
        None,
        None,
    )
    .await?;
    tx.commit().await?;
    let language = Language::from_code(&owner.language);
    let mail = mail::password_changed(&owner.email, &owner.first_name, language);
    state.mailer.send(&state.db, &mail).await
}

/// Adds a user (administrators): profile, password and roles (Member when none is given).
#[utoipa::path(post, path = "/api/v1/admin/users", tag = "admin", operation_id = "createUser",
    request_body = NewAccount,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 201, body = CreatedUser),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 409, description = "email_taken: another account has the address", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: `email` (required, invalidEmail, tooLong); `password` (PasswordRequired, PasswordMinLength, PasswordStrength); `confirmPassword` (required, PasswordMismatch); `profile.firstName`, `profile.lastName`, `profile.phonePrefix`, `profile.phone`, `profile.country` (required, tooLong, invalidPhone, invalidCountry); `profile.address1`, `profile.address2`, `profile.cityTown`, `profile.stateProvince`, `profile.postalCode` (tooLong); `profile.website` (invalidUrl, tooLong); `roleIds` (invalidChoice, tooMany)", body = crate::error::ApiErrorBody)))]
pub async fn create_user(
    State(state): State<AppState>,
    caller: Principal,
    ApiJson(account): ApiJson<NewAccount>,
) -> Result<(StatusCode, Json<CreatedUser>)> {
    caller.require(Role::Administrator)?;
    let user_id = add_account(&state, caller.user_id, &account).await?;
    Ok((StatusCode::CREATED, Json(CreatedUser { user_id })))
}

/// A user's profile, for the administrators' edit form.
#[utoipa::path(get, path = "/api/v1/admin/users/{userId}/profile", tag = "admin", operation_id = "adminUserProfile",
    params(("userId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = Profile),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, description = "no such user", body = crate::error::ApiErrorBody)))]
pub async fn read_user_profile(
    State(state): State<AppState>,
    caller: Principal,
    ApiPath(user_id): ApiPath<i64>,
) -> Result<Json<Profile>> {
    caller.require(Role::Administrator)?;
    existing_user(&state, &caller, user_id).await?;
    Ok(Json(store::load_profile(&state.db, user_id).await?))
}

/// Saves a user's profile and email (administrators; no password asked). A changed email is in
/// the audit log and mailed to the old address. Answers the user's record.
#[utoipa::path(put, path = "/api/v1/admin/users/{userId}/profile", tag = "admin", operation_id = "updateUserProfile",
    params(("userId" = i64, Path)), request_body = AdminProfileUpdate,
    responses(crate::error::JsonBodyErrors, crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = AdminUser),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, description = "no such user", body = crate::error::ApiErrorBody),
              (status = 409, description = "email_taken: another account has the address", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: `email` (required, invalidEmail, tooLong); `firstName`, `lastName`, `phonePrefix`, `phone`, `country` (required, tooLong, invalidPhone, invalidCountry); `address1`, `address2`, `cityTown`, `stateProvince`, `postalCode` (tooLong); `website` (invalidUrl, tooLong)", body = crate::error::ApiErrorBody)))]
pub async fn update_user_profile(
    State(state): State<AppState>,
    caller: Principal,
    ApiPath(user_id): ApiPath<i64>,
    ApiJson(AdminProfileUpdate(profile)): ApiJson<AdminProfileUpdate>,
) -> Result<Json<AdminUser>> {
    caller.require(Role::Administrator)?;
    existing_user(&state, &caller, user_id).await?;
    save_user_profile(&state, caller.user_id, user_id, &profile).await?;
    Ok(Json(admin_user(&state, user_id).await?))
}

/// Sets a user's password (administrators; the old one is not asked). Every session of the
/// user ends and any lockout with it; the user is mailed that the password changed.
#[utoipa::path(put, path = "/api/v1/admin/users/{userId}/password", tag = "admin", operation_id = "setUserPassword",
    params(("userId" = i64, Path)), request_body = PasswordSetting,
    responses(crate::error::JsonBodyErrors, crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204, description = "the password is set"),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, description = "no such user", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: `password` (PasswordRequired, PasswordMinLength, PasswordStrength); `confirmPassword` (required, PasswordMismatch)", body = crate::error::ApiErrorBody)))]
pub async fn set_password(
    State(state): State<AppState>,
    caller: Principal,
    ApiPath(user_id): ApiPath<i64>,
    ApiJson(setting): ApiJson<PasswordSetting>,
) -> Result<StatusCode> {
    caller.require(Role::Administrator)?;
    existing_user(&state, &caller, user_id).await?;
    set_user_password(&state, caller.user_id, user_id, &setting).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn account() -> NewAccount {
        NewAccount {
            email: "jo@x.test".to_owned(),
            password: "Secret12".to_owned(),
            confirm_password: "Secret12".to_owned(),
            profile: Profile {
                first_name: "Jo".to_owned(),
                last_name: "Lee".to_owned(),
                phone_prefix: "+1".to_owned(),
                phone: "312-555-0100".to_owned(),
                country: "US".to_owned(),
                ..Profile::default()
            },
            role_ids: vec![],
        }
    }

    #[test]
    fn a_new_account_is_a_member_unless_given_roles_each_once() {
        assert_eq!(new_roles(&[]), Ok(vec![Role::Member]));
        assert_eq!(
            new_roles(&[3, 1, 3]),
            Ok(vec![Role::Member, Role::Administrator])
        );
        assert_eq!(new_roles(&[0]), Err("invalidChoice"));
        assert_eq!(new_roles(&[11]), Err("invalidChoice"));
        assert_eq!(new_roles(&[1; 11]), Err("tooMany"));
    }

    #[test]
    fn the_form_takes_the_body_address_and_lists_every_problem() {
        let (profile, roles) = check_new_account(&account()).unwrap();
        assert_eq!(profile.email, "jo@x.test");
        assert_eq!(roles, [Role::Member]);
        let mut bad = account();
        bad.email = "nope".to_owned();
        bad.profile.email = "ignored@x.test".to_owned();
        bad.profile.first_name = " ".to_owned();
        bad.confirm_password = "Secret13".to_owned();
        bad.role_ids = vec![42];
        let Err(Error::Validation(fields)) = check_new_account(&bad) else {
            panic!("refused")
        };
        let fields: Vec<(&str, &str)> = fields
            .iter()
            .map(|(field, key)| (field.as_str(), key.as_str()))
            .collect();
        assert_eq!(
            fields,
            [
                ("confirmPassword", "PasswordMismatch"),
                ("email", "invalidEmail"),
                ("profile.firstName", "required"),
                ("roleIds", "invalidChoice"),
            ]
        );
    }

    #[test]
    fn the_schemas_drop_what_an_administrator_does_not_send() {
        let RefOr::T(Schema::Object(form)) = AdminProfileUpdate::schema() else {
            panic!("an object")
        };
        assert!(!form.properties.contains_key("currentPassword"));
        assert!(form.required.contains(&"email".to_owned()));
        let RefOr::T(Schema::Object(profile)) = new_account_profile() else {
            panic!("an object")
        };
        assert!(!profile.properties.contains_key("email"));
        assert!(profile.required.contains(&"firstName".to_owned()));
        assert!(!profile.required.contains(&"email".to_owned()));
    }
}
