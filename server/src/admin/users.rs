//! Administrators' users: the list with its search, a user's record with its roles, lockout,
//! companies and audit log, granting and taking roles (Member Limited Access is the suspension),
//! unlocking and deleting. Every change is recorded in the audit log in its own transaction, and
//! takes effect on the user's next request: a session reads the account's roles on every request.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::search_term;
use crate::access::{Principal, Role};
use crate::accounts::store::{self, UserOrder, UserRow};
use crate::audit::{self, AuditEntry, Subject};
use crate::error::{Error, Result};
use crate::extract::{ApiPath, ApiQuery};
use crate::state::AppState;
use crate::validation::paging::paging;

/// What the user list may be sorted by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum UserSortKey {
    Email,
    FirstName,
    LastName,
    DateCreated,
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase", default)]
#[into_params(parameter_in = Query)]
pub struct UserListQuery {
    /// Part of an email or name, with at least 3 characters other than spaces.
    #[param(pattern = "\\S[\\s\\S]*\\S[\\s\\S]*\\S", max_length = 200)]
    pub search: Option<String>,
    /// Default `dateCreated`.
    #[param(inline)]
    pub sort_by: Option<UserSortKey>,
    /// `ASC` or `DESC` (default), in any case.
    #[param(pattern = "^([Aa][Ss][Cc]|[Dd][Ee][Ss][Cc])$")]
    pub order_by: Option<String>,
    /// 1..=100 (the page offers 10, 25, 50 and 100); default 10.
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<i64>,
    /// From 1.
    #[param(minimum = 1)]
    pub page_number: Option<i64>,
}

/// A user as the administrators' list shows them.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserSummary {
    pub user_id: i64,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    /// The prefix and number, as entered.
    pub phone: String,
    /// RFC 3339 UTC.
    pub created_utc: String,
    /// Role names as the spec writes them.
    pub role_names: Vec<String>,
    /// When a lockout ends (RFC 3339 UTC); none when the account is not locked out.
    pub lockout_end_utc: Option<String>,
    /// Holds Member Limited Access.
    pub suspended: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserPage {
    pub items: Vec<UserSummary>,
    pub total_count: i64,
}

/// A user's record on the administration page.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminUser {
    #[serde(flatten)]
    pub user: UserSummary,
    /// Ids of the companies the user manages.
    pub managed_groups: Vec<i64>,
    /// The administrative changes made to this account, newest first.
    pub audit: Vec<AuditEntry>,
}

fn summary(row: UserRow, roles: &[Role], now: &str) -> UserSummary {
    UserSummary {
        user_id: row.id,
        phone: format!("{} {}", row.phone_prefix, row.phone)
            .trim()
            .to_owned(),
        email: row.email,
        first_name: row.first_name,
        last_name: row.last_name,
        created_utc: row.date_created,
        role_names: roles.iter().map(|role| role.name().to_owned()).collect(),
        // RFC 3339 UTC timestamps of one format order as text.
        lockout_end_utc: row.lockout_end.filter(|end| end.as_str() > now),
        suspended: roles.contains(&Role::MemberLimitedAccess),
    }
}

/// Lists the accounts, searched, sorted and paged (administrators only).
#[utoipa::path(get, path = "/api/v1/admin/users", tag = "admin", operation_id = "listUsers",
    params(UserListQuery),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = UserPage),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: search with under 3 characters besides spaces (tooShort) or over 200 (tooLong), pageSize, pageNumber or orderBy out of range", body = crate::error::ApiErrorBody)))]
pub async fn list_users(
    State(state): State<AppState>,
    caller: Principal,
    ApiQuery(query): ApiQuery<UserListQuery>,
) -> Result<Json<UserPage>> {
    caller.require(Role::Administrator)?;
    let search = search_term(query.search.as_deref())?;
    let page = paging(
        query.page_size,
        query.page_number,
        query.order_by.as_deref(),
        (10, 100),
        true,
    )?;
    let order = match query.sort_by.unwrap_or(UserSortKey::DateCreated) {
        UserSortKey::Email => UserOrder::Email,
        UserSortKey::FirstName => UserOrder::FirstName,
        UserSortKey::LastName => UserOrder::LastName,
        UserSortKey::DateCreated => UserOrder::DateCreated,
    };
    let (rows, total_count) = store::list_users(
        &state.db,
        search.as_deref(),
        order,
        page.descending,
        page.page_size,
        page.offset,
    )
    .await?;
    let ids: Vec<i64> = rows.iter().map(|row| row.id).collect();
    let roles = store::roles_of(&state.db, &ids).await?;
    let now = crate::storage::now();
    let items = rows
        .into_iter()
        .map(|row| {
            let held = roles.get(&row.id).map(Vec::as_slice).unwrap_or_default();
            summary(row, held, &now)
        })
        .collect();
    Ok(Json(UserPage { items, total_count }))
}

/// The record of `user_id` as the administration page shows it; not found without the account.
pub(crate) async fn admin_user(state: &AppState, user_id: i64) -> Result<AdminUser> {
    let row = store::user_row(&state.db, user_id)
        .await?
        .ok_or(Error::NotFound)?;
    let roles = store::user_roles(&state.db, user_id).await?;
    Ok(AdminUser {
        user: summary(row, &roles, &crate::storage::now()),
        managed_groups: store::managed_group_ids(&state.db, user_id).await?,
        audit: audit::entries(&state.db, Subject::User(user_id)).await?,
    })
}

/// A user's record: profile summary, roles, lockout, companies and audit log (administrators).
#[utoipa::path(get, path = "/api/v1/admin/users/{userId}", tag = "admin", operation_id = "adminUser",
    params(("userId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = AdminUser),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn get_user(
    State(state): State<AppState>,
    caller: Principal,
    ApiPath(user_id): ApiPath<i64>,
) -> Result<Json<AdminUser>> {
    caller.require(Role::Administrator)?;
    Ok(Json(admin_user(&state, user_id).await?))
}

/// Whether `caller` may take `role` from `user_id`: nobody takes their own Administrator role,
/// so the site never loses its last administrator by accident.
fn may_take(caller: &Principal, user_id: i64, role: Role) -> Result<()> {
    if role == Role::Administrator && caller.user_id == user_id {
        return Err(Error::Forbidden("own_administrator_role"));
    }
    Ok(())
}

/// The account `user_id`, for an administrator: `forbidden_role` for anyone else, not found
/// when there is no such account.
pub(crate) async fn existing_user(
    state: &AppState,
    caller: &Principal,
    user_id: i64,
) -> Result<UserRow> {
    caller.require(Role::Administrator)?;
    store::user_row(&state.db, user_id)
        .await?
        .ok_or(Error::NotFound)
}

fn role_of(role_id: i64) -> Result<Role> {
    Role::from_id(role_id).ok_or_else(|| Error::field("roleId", "invalidChoice"))
}

/// Grants a role (Member Limited Access suspends the account); answers the record.
#[utoipa::path(put, path = "/api/v1/admin/users/{userId}/roles/{roleId}", tag = "admin", operation_id = "grantUserRole",
    params(("userId" = i64, Path), ("roleId" = i64, Path, minimum = 1, maximum = 10, description = "a role id of `/api/v1/roles`")),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = AdminUser),
              (status = 403, description = "forbidden_role: not an administrator; own_account: suspending one's own account", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 422, description = "roleId: invalidChoice", body = crate::error::ApiErrorBody)))]
pub async fn grant_role(
    State(state): State<AppState>,
    caller: Principal,
    ApiPath((user_id, role_id)): ApiPath<(i64, i64)>,
) -> Result<Json<AdminUser>> {
    caller.require(Role::Administrator)?;
    let role = role_of(role_id)?;
    existing_user(&state, &caller, user_id).await?;
    if role == Role::MemberLimitedAccess && caller.user_id == user_id {
        return Err(Error::Forbidden("own_account"));
    }
    let mut tx = state.db.begin_write().await?;
    let held: Option<i64> =
        sqlx::query_scalar("SELECT role_id FROM user_roles WHERE user_id = $1 AND role_id = $2")
            .bind(user_id)
            .bind(role.id())
            .fetch_optional(&mut *tx)
            .await?;
    if held.is_none() {
        store::grant_role(&mut *tx, user_id, role).await?;
        audit::record(
            &mut tx,
            Some(caller.user_id),
            Subject::User(user_id),
            "roleAdded",
            None,
            Some(role.name()),
        )
        .await?;
    }
    tx.commit().await?;
    Ok(Json(admin_user(&state, user_id).await?))
}

/// Takes a role (taking Member Limited Access reinstates the account); answers the record.
#[utoipa::path(delete, path = "/api/v1/admin/users/{userId}/roles/{roleId}", tag = "admin", operation_id = "revokeUserRole",
    params(("userId" = i64, Path), ("roleId" = i64, Path, minimum = 1, maximum = 10, description = "a role id of `/api/v1/roles`")),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = AdminUser),
              (status = 403, description = "forbidden_role: not an administrator; own_administrator_role: an administrator's own Administrator role", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 422, description = "roleId: invalidChoice", body = crate::error::ApiErrorBody)))]
pub async fn revoke_role(
    State(state): State<AppState>,
    caller: Principal,
    ApiPath((user_id, role_id)): ApiPath<(i64, i64)>,
) -> Result<Json<AdminUser>> {
    caller.require(Role::Administrator)?;
    let role = role_of(role_id)?;
    existing_user(&state, &caller, user_id).await?;
    may_take(&caller, user_id, role)?;
    let mut tx = state.db.begin_write().await?;
    if store::revoke_role(&mut tx, user_id, role).await? {
        audit::record(
            &mut tx,
            Some(caller.user_id),
            Subject::User(user_id),
            "roleRemoved",
            Some(role.name()),
            None,
        )
        .await?;
    }
    tx.commit().await?;
    Ok(Json(admin_user(&state, user_id).await?))
}

/// Ends a lockout (the lock badge); answers the record.
#[utoipa::path(post, path = "/api/v1/admin/users/{userId}/unlock", tag = "admin", operation_id = "unlockUser",
    params(("userId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = AdminUser),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn unlock_user(
    State(state): State<AppState>,
    caller: Principal,
    ApiPath(user_id): ApiPath<i64>,
) -> Result<Json<AdminUser>> {
    existing_user(&state, &caller, user_id).await?;
    let mut tx = state.db.begin_write().await?;
    // An account that was never locked out has nothing to record.
    if let Some(ended) = store::unlock(&mut tx, user_id).await? {
        audit::record(
            &mut tx,
            Some(caller.user_id),
            Subject::User(user_id),
            "unlocked",
            Some(&ended),
            None,
        )
        .await?;
    }
    tx.commit().await?;
    Ok(Json(admin_user(&state, user_id).await?))
}

/// Deletes an account (never one's own): its roles, sessions and member tools go with it; its
/// audit log stays.
#[utoipa::path(delete, path = "/api/v1/admin/users/{userId}", tag = "admin", operation_id = "deleteUser",
    params(("userId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204),
              (status = 403, description = "forbidden_role: not an administrator; own_account: an administrator's own account", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn delete_user(
    State(state): State<AppState>,
    caller: Principal,
    ApiPath(user_id): ApiPath<i64>,
) -> Result<StatusCode> {
    caller.require(Role::Administrator)?;
    if caller.user_id == user_id {
        return Err(Error::Forbidden("own_account"));
    }
    let row = existing_user(&state, &caller, user_id).await?;
    let mut tx = state.db.begin_write().await?;
    audit::record(
        &mut tx,
        Some(caller.user_id),
        Subject::User(user_id),
        "deleted",
        Some(&row.email),
        None,
    )
    .await?;
    if !store::delete_user(&mut tx, user_id).await? {
        return Err(Error::NotFound);
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Mails the user a password-reset link, in their language (the spec's "reset password" for
/// administrators); recorded in the audit log.
#[utoipa::path(post, path = "/api/v1/admin/users/{userId}/password-reset", tag = "admin", operation_id = "sendUserPasswordReset",
    params(("userId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204, description = "the mail is sent (or queued in the outbox)"),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn send_password_reset(
    State(state): State<AppState>,
    caller: Principal,
    ApiPath(user_id): ApiPath<i64>,
) -> Result<StatusCode> {
    existing_user(&state, &caller, user_id).await?;
    let profile = store::load_profile(&state.db, user_id).await?;
    let request = crate::accounts::model::PasswordResetRequest {
        email: profile.email,
        language: profile.language,
    };
    crate::accounts::password_reset::send_reset_link(&state, &request).await?;
    let mut tx = state.db.begin_write().await?;
    audit::record(
        &mut tx,
        Some(caller.user_id),
        Subject::User(user_id),
        "passwordResetSent",
        None,
        None,
    )
    .await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_needs_three_characters_besides_spaces() {
        assert_eq!(search_term(None).unwrap(), None);
        assert_eq!(search_term(Some(" jo@ ")).unwrap().as_deref(), Some("jo@"));
        assert_eq!(
            search_term(Some("李 明 华")).unwrap().as_deref(),
            Some("李 明 华")
        );
        for short in ["", "   ", "jo", "j o", " 李明 "] {
            assert!(search_term(Some(short)).is_err(), "{short:?}");
        }
        assert!(search_term(Some(&"x".repeat(201))).is_err());
    }

    #[test]
    fn an_administrator_keeps_their_own_administrator_role() {
        let caller = Principal {
            user_id: 7,
            roles: vec![Role::Member, Role::Administrator],
            groups: vec![],
        };
        assert!(may_take(&caller, 7, Role::Administrator).is_err());
        assert!(may_take(&caller, 7, Role::MemberPlus).is_ok());
        assert!(may_take(&caller, 8, Role::Administrator).is_ok());
    }

    #[test]
    fn a_past_lockout_is_not_shown_and_the_suspension_is_a_role() {
        let row = UserRow {
            id: 1,
            email: "a@x.test".into(),
            first_name: "A".into(),
            last_name: "B".into(),
            phone_prefix: "+1".into(),
            phone: "312-555-0100".into(),
            lockout_end: Some("2026-01-01T00:00:00Z".into()),
            date_created: "2025-01-01T00:00:00Z".into(),
        };
        let user = summary(
            row.clone(),
            &[Role::MemberLimitedAccess],
            "2026-06-01T00:00:00Z",
        );
        assert_eq!(user.lockout_end_utc, None);
        assert!(user.suspended);
        assert_eq!(user.phone, "+1 312-555-0100");
        let locked = summary(row, &[Role::Member], "2025-12-31T00:00:00Z");
        assert_eq!(
            locked.lockout_end_utc.as_deref(),
            Some("2026-01-01T00:00:00Z")
        );
        assert!(!locked.suspended);
    }
}
