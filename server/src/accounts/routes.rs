//! The account endpoints: sign-in, refresh, sign-out and the current session; member
//! registration; password reset; and the signed-in user's profile, password and the roles
//! administrators assign.

use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::Response;
use axum::Json;
use time::OffsetDateTime;

use super::jwt::verify_access_token;
use super::login::authenticate;
use super::model::{
    CurrentSession, MemberRegistration, PasswordChange, PasswordResetConfirmation,
    PasswordResetRequest, Profile, ProfileUpdate, RefreshRequest, RegisteredAccount,
    SessionResponse, TokenRequest,
};
use super::refresh::{
    issue_refresh_token, revoke_refresh_token_family, revoke_user_refresh_tokens,
    rotate_refresh_token,
};
use super::rules::check_password_change;
use super::session::{
    access_token, body_refresh_token, refresh_token_of, session_response, signed_out, Transport,
};
use super::{password_reset, profile, registration, store};
use crate::access::{ClientAddress, Principal, Role};
use crate::error::{Error, Result};
use crate::extract::{ApiBytes, ApiJson};
use crate::language::Language;
use crate::mail;
use crate::reference::{reference_items, ReferenceItem, ReferenceList};
use crate::state::AppState;

/// Signs in with email and password.
#[utoipa::path(post, path = "/api/v1/auth/token", tag = "accounts", operation_id = "signIn",
    request_body = TokenRequest,
    responses(crate::error::JsonBodyErrors,
              (status = 200, body = SessionResponse),
              (status = 401, description = "account_not_found or invalid_password", body = crate::error::ApiErrorBody),
              (status = 403, description = "account_suspended", body = crate::error::ApiErrorBody),
              (status = 423, description = "account_locked", body = crate::error::ApiErrorBody),
              (status = 429, description = "rate_limited", body = crate::error::ApiErrorBody)))]
pub async fn token(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    headers: HeaderMap,
    ApiJson(request): ApiJson<TokenRequest>,
) -> Result<Response> {
    state.sign_in_limiter.check(address)?;
    let now = OffsetDateTime::now_utc();
    let (user, roles) = authenticate(&state.db, &request.email, &request.password, now).await?;
    let refresh = issue_refresh_token(&state.db, user.id, now).await?;
    let transport = Transport::of(&headers);
    session_response(&state, user.id, user.email, roles, refresh, now, transport).await
}

/// Exchanges a refresh token for a new session; the old token is spent.
#[utoipa::path(post, path = "/api/v1/auth/refresh", tag = "accounts", operation_id = "refreshSession",
    request_body(content = Option<RefreshRequest>, description = "the token, unless the refresh cookie carries it"),
    responses(crate::error::JsonBodyErrors,
              (status = 200, body = SessionResponse),
              (status = 401, description = "invalid_refresh_token or refresh_token_reused", body = crate::error::ApiErrorBody),
              (status = 403, description = "account_suspended; csrf_failed (the cookie's token without `X-CSRF-Token`)", body = crate::error::ApiErrorBody)))]
pub async fn refresh(
    State(state): State<AppState>,
    headers: HeaderMap,
    method: Method,
    ApiBytes(body): ApiBytes,
) -> Result<Response> {
    let (token, transport) = refresh_token_of(&method, &headers, &body)?;
    let now = OffsetDateTime::now_utc();
    let (user_id, refresh) =
        rotate_refresh_token(&state.db, &state.jwt_secret, &token, now).await?;
    let roles = store::user_roles(&state.db, user_id).await?;
    if roles.contains(&Role::MemberLimitedAccess) {
        return Err(Error::Forbidden("account_suspended"));
    }
    let email = store::user_email(&state.db, user_id).await?;
    session_response(&state, user_id, email, roles, refresh, now, transport).await
}

/// Signs out: the refresh token's family is revoked and the cookies cleared.
#[utoipa::path(post, path = "/api/v1/auth/logout", tag = "accounts", operation_id = "signOut",
    request_body(content = Option<RefreshRequest>, description = "the token, unless the refresh cookie carries it"),
    responses(crate::error::JsonBodyErrors,
              (status = 204, description = "signed out")))]
pub async fn logout(
    State(state): State<AppState>,
    headers: HeaderMap,
    method: Method,
    ApiBytes(body): ApiBytes,
) -> Result<Response> {
    // A body that is not a `RefreshRequest` is refused. Without a token (or with the cookie's but
    // not its CSRF header) nothing is revoked, and the cookies are cleared all the same.
    body_refresh_token(&body)?;
    if let Ok((token, _)) = refresh_token_of(&method, &headers, &body) {
        revoke_refresh_token_family(&state.db, &token, OffsetDateTime::now_utc()).await?;
    }
    signed_out(&state)
}

/// Who the access token belongs to.
#[utoipa::path(get, path = "/api/v1/auth/session", tag = "accounts", operation_id = "currentSession",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = CurrentSession)))]
pub async fn session(
    State(state): State<AppState>,
    principal: Principal,
    method: Method,
    headers: HeaderMap,
) -> Result<Json<CurrentSession>> {
    // The token was checked by the extractor; its email and expiry are read from it here.
    let claims = access_token(&method, &headers)?
        .and_then(|token| verify_access_token(&token, &state.jwt_secret))
        .ok_or(Error::Unauthorized("invalid_token"))?;
    Ok(Json(CurrentSession {
        admin: principal.has_role(Role::Administrator),
        platform_admin: principal.has_role(Role::PlatformManager),
        user_id: principal.user_id,
        email: claims.email,
        roles: principal
            .roles
            .iter()
            .map(|role| role.name().to_owned())
            .collect(),
        groups: principal.groups,
        expires_at: claims.exp,
    }))
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
    let user_id = registration::register_member(&state, &request).await?;
    Ok((
        StatusCode::CREATED,
        Json(RegisteredAccount {
            user_id,
            group_id: None,
            group_uri: None,
        }),
    ))
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
    password_reset::send_reset_link(&state, &request).await?;
    Ok(StatusCode::ACCEPTED)
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
    password_reset::confirm_reset(&state, &request).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The signed-in user's profile.
#[utoipa::path(get, path = "/api/v1/me/profile", tag = "accounts", operation_id = "readProfile",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = Profile)))]
pub async fn read_profile(State(state): State<AppState>, user: Principal) -> Result<Json<Profile>> {
    Ok(Json(store::load_profile(&state.db, user.user_id).await?))
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
    profile::save_profile_update(&state, user.user_id, &update).await?;
    Ok(Json(store::load_profile(&state.db, user.user_id).await?))
}

/// Changes the signed-in user's password; the current one must be given. Every session of the
/// account ends, and the caller continues in a new one, answered like a sign-in.
#[utoipa::path(put, path = "/api/v1/me/password", tag = "accounts", operation_id = "changePassword",
    request_body = PasswordChange,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, description = "the password is changed; the caller's new session", body = SessionResponse),
              (status = 422, description = "validation_failed; `currentPassword: currentPasswordInvalid` when it is wrong", body = crate::error::ApiErrorBody)))]
pub async fn change_password(
    State(state): State<AppState>,
    user: Principal,
    headers: HeaderMap,
    ApiJson(request): ApiJson<PasswordChange>,
) -> Result<Response> {
    check_password_change(&request)?;
    let owner = profile::replace_password(&state.db, user.user_id, &request).await?;
    // The old password may have leaked: whoever signed in with it loses their session. The
    // access token does not name its refresh family, so the caller's ends too and is replaced.
    let now = OffsetDateTime::now_utc();
    revoke_user_refresh_tokens(&state.db, user.user_id, now).await?;
    let refresh = issue_refresh_token(&state.db, user.user_id, now).await?;
    let language = Language::from_code(&owner.language);
    let mail = mail::password_changed(&owner.email, &owner.first_name, language);
    state.mailer.send(&state.db, &mail).await?;
    let roles = store::user_roles(&state.db, user.user_id).await?;
    let transport = Transport::of_signed_in(&headers);
    session_response(
        &state,
        user.user_id,
        owner.email,
        roles,
        refresh,
        now,
        transport,
    )
    .await
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
