//! The company endpoints: a CTA manager without a company adds one; a company's profile, edit
//! form, status, logo, CTA managers and platforms; and the companies the signed-in user manages.

use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;

use super::model::{
    AddCompany, AddGroupUser, CreatedGroup, GroupForm, GroupProfile, GroupStatusChange, GroupUser,
    GroupUsers, LogoUpdated, ManagedGroups, PlatformLinks, UpdateGroup,
};
use super::rules::{check_group_user, check_status_change, logo_url, MAX_LOGO_BYTES};
use super::status::{set_group_status, StatusChange};
use super::{access, administrators, company, edit, logo, platforms, store};
use crate::access::{may_edit_group, Principal, Role};
use crate::error::{Error, Result};
use crate::extract::{ApiJson, ApiPath};
use crate::reference::group_status;
use crate::state::AppState;

/// Adds a company for a CTA manager who has none yet; it starts Pending and the manager
/// administers it. The session must be refreshed to carry the new group.
#[utoipa::path(post, path = "/api/v1/groups", tag = "groups", operation_id = "addCompany",
    request_body = AddCompany,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 201, body = CreatedGroup),
              (status = 403, description = "forbidden_role: not a CTA manager", body = crate::error::ApiErrorBody),
              (status = 409, description = "already_has_group", body = crate::error::ApiErrorBody),
              (status = 422, body = crate::error::ApiErrorBody)))]
pub async fn add_company(
    State(state): State<AppState>,
    user: Principal,
    ApiJson(request): ApiJson<AddCompany>,
) -> Result<(StatusCode, Json<CreatedGroup>)> {
    user.require(Role::CtaManager)?;
    let created = company::add_company(&state.db, user.user_id, &request).await?;
    Ok((StatusCode::CREATED, Json(created)))
}

/// A company's profile. Only active companies are public; the others are shown to their CTA
/// managers and administrators, and are not found for everyone else.
#[utoipa::path(get, path = "/api/v1/groups/{groupUri}", tag = "groups", operation_id = "groupProfile",
    params(("groupUri" = String, Path, description = "the company's profile URL name")),
    responses(crate::error::ParameterErrors,
              (status = 200, body = GroupProfile),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn group_profile(
    State(state): State<AppState>,
    user: Option<Principal>,
    ApiPath(group_uri): ApiPath<String>,
) -> Result<Json<GroupProfile>> {
    let group = access::found(&state.db, &group_uri).await?;
    let can_edit = may_edit_group(user.as_ref(), group.id);
    if group.group_status_id != group_status::ACTIVE && !can_edit {
        return Err(Error::NotFound);
    }
    let group_type_ids = store::group_type_ids(&state.db, group.id).await?;
    let memberships = store::group_memberships(&state.db, group.id).await?;
    let contacts = store::group_contacts(&state.db, group.id).await?;
    Ok(Json(GroupProfile {
        group_id: group.id,
        group_uri: group.group_uri,
        group_name: group.group_name,
        web_url: group.web_url,
        description_long: group.description_long,
        group_status_id: group.group_status_id,
        country: group.country,
        date_created: group.date_created,
        group_type_ids,
        memberships,
        contacts,
        logo_url: group
            .logo_path
            .as_deref()
            .map(|path| logo_url(&group_uri, path)),
        can_edit,
    }))
}

/// A company's edit form. For its CTA managers and administrators; not found for anyone else.
#[utoipa::path(get, path = "/api/v1/groups/{groupUri}/form", tag = "groups", operation_id = "groupForm",
    params(("groupUri" = String, Path, description = "the company's profile URL name")),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = GroupForm),
              (status = 404, description = "no such company, or not one the user may edit", body = crate::error::ApiErrorBody)))]
pub async fn read_group_form(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(group_uri): ApiPath<String>,
) -> Result<Json<GroupForm>> {
    let group = access::found(&state.db, &group_uri).await?;
    if !may_edit_group(Some(&user), group.id) {
        return Err(Error::NotFound);
    }
    Ok(Json(edit::group_form(&state.db, group.id).await?))
}

/// Saves a company's edit form: its information, types, contacts and registrations replace the
/// stored ones; platform managers also set its platforms. The profile URL does not change.
#[utoipa::path(put, path = "/api/v1/groups/{groupUri}", tag = "groups", operation_id = "updateGroup",
    params(("groupUri" = String, Path, description = "the company's profile URL name")),
    request_body = UpdateGroup,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = GroupForm),
              (status = 403, description = "forbidden_role: not its editor, or platforms sent by someone who is not a platform manager", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 409, description = "conflict: saved over a newer version; `changedBy` and `changedAt` say who changed it and when", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed, with the fields' message keys (`version` required)", body = crate::error::ApiErrorBody)))]
pub async fn update_group(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(group_uri): ApiPath<String>,
    ApiJson(request): ApiJson<UpdateGroup>,
) -> Result<Json<GroupForm>> {
    let group = access::for_editor(&state.db, &group_uri, &user).await?;
    if request.platform_ids.is_some() {
        user.require(Role::PlatformManager)?;
    }
    edit::save_group_form(&state.db, group.id, user.user_id, &request).await?;
    Ok(Json(edit::group_form(&state.db, group.id).await?))
}

/// Changes a company's status (Activate sends 1). For administrators.
#[utoipa::path(patch, path = "/api/v1/groups/{groupUri}/status", tag = "groups", operation_id = "changeGroupStatus",
    params(("groupUri" = String, Path, description = "the company's profile URL name")),
    request_body = GroupStatusChange,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = GroupForm),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 409, description = "conflict: the status is no longer the expected one; `changedBy` and `changedAt` say who changed the company and when", body = crate::error::ApiErrorBody),
              (status = 422, description = "groupStatusId: invalidChoice", body = crate::error::ApiErrorBody)))]
pub async fn change_group_status(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(group_uri): ApiPath<String>,
    ApiJson(request): ApiJson<GroupStatusChange>,
) -> Result<Json<GroupForm>> {
    let group = access::for_admin(&state.db, &group_uri, &user).await?;
    check_status_change(&request)?;
    let change = StatusChange {
        user_id: Some(user.user_id),
        from: request.expected_status_id.unwrap_or(group.group_status_id),
        to: request.group_status_id,
    };
    set_group_status(&state.db, group.id, change).await?;
    Ok(Json(edit::group_form(&state.db, group.id).await?))
}

/// Deletes a company: it is marked Deleted and disappears from every public list; an
/// administrator can restore it by changing its status. For administrators.
#[utoipa::path(delete, path = "/api/v1/groups/{groupUri}", tag = "groups", operation_id = "deleteGroup",
    params(("groupUri" = String, Path, description = "the company's profile URL name")),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204, description = "marked Deleted"),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 409, description = "conflict: its status changed while it was being deleted", body = crate::error::ApiErrorBody)))]
pub async fn delete_group(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(group_uri): ApiPath<String>,
) -> Result<StatusCode> {
    let group = access::for_admin(&state.db, &group_uri, &user).await?;
    let change = StatusChange {
        user_id: Some(user.user_id),
        from: group.group_status_id,
        to: group_status::DELETED,
    };
    set_group_status(&state.db, group.id, change).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// A company's logo. Visible to whoever may see the company; a public company's logo is cached
/// for a year (its address changes with its content), a hidden one's only privately.
#[utoipa::path(get, path = "/api/v1/groups/{groupUri}/logo", tag = "groups", operation_id = "groupLogo",
    params(("groupUri" = String, Path, description = "the company's profile URL name")),
    responses(crate::error::ParameterErrors,
              (status = 200, description = "the image", content_type = "image/*"),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn group_logo(
    State(state): State<AppState>,
    user: Option<Principal>,
    ApiPath(group_uri): ApiPath<String>,
) -> Result<Response> {
    let group = access::found(&state.db, &group_uri).await?;
    let public = group.group_status_id == group_status::ACTIVE;
    if !public && !may_edit_group(user.as_ref(), group.id) {
        return Err(Error::NotFound);
    }
    let (bytes, kind) = logo::read_logo(&state.config.data_dir, group.logo_path.as_deref()).await?;
    let cache = if public {
        "public, max-age=31536000, immutable"
    } else {
        "private, no-cache"
    };
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static(kind.content_type()),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static(cache)),
            (
                header::X_CONTENT_TYPE_OPTIONS,
                HeaderValue::from_static("nosniff"),
            ),
        ],
        bytes,
    )
        .into_response())
}

/// Replaces a company's logo with the image in the request body (PNG, JPEG, GIF or WebP, at
/// most 1 MiB; the type is read from the image itself). For administrators and the company's
/// CTA managers; a refused file changes nothing.
#[utoipa::path(put, path = "/api/v1/groups/{groupUri}/logo", tag = "groups", operation_id = "uploadGroupLogo",
    params(("groupUri" = String, Path, description = "the company's profile URL name")),
    request_body(content = Vec<u8>, content_type = "image/*", description = "the image file"),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = LogoUpdated),
              (status = 404, description = "no such company, or not one the user may edit", body = crate::error::ApiErrorBody),
              (status = 422, description = "logo: invalidImage or tooLarge", body = crate::error::ApiErrorBody)))]
pub async fn upload_group_logo(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(group_uri): ApiPath<String>,
    body: Body,
) -> Result<Json<LogoUpdated>> {
    let group = access::found(&state.db, &group_uri).await?;
    if !may_edit_group(Some(&user), group.id) {
        return Err(Error::NotFound);
    }
    // Read one byte past the limit, so an oversized file is told apart from a broken upload.
    let bytes = axum::body::to_bytes(body, MAX_LOGO_BYTES + 1)
        .await
        .map_err(|_| Error::field("logo", "tooLarge"))?;
    let path = logo::store_logo(&state.db, &state.config.data_dir, group.id, &bytes).await?;
    Ok(Json(LogoUpdated {
        logo_url: logo_url(&group.group_uri, &path),
    }))
}

/// A company's CTA managers. For administrators.
#[utoipa::path(get, path = "/api/v1/groups/{groupUri}/administrators", tag = "groups", operation_id = "groupAdministrators",
    params(("groupUri" = String, Path, description = "the company's profile URL name")),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = GroupUsers),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn list_administrators(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(group_uri): ApiPath<String>,
) -> Result<Json<GroupUsers>> {
    let group = access::for_admin(&state.db, &group_uri, &user).await?;
    Ok(Json(GroupUsers {
        items: store::group_administrators(&state.db, group.id).await?,
    }))
}

/// Adds an existing account, by email, to a company's CTA managers; it gets the CTA Manager
/// role (their next session carries the company). For administrators.
#[utoipa::path(post, path = "/api/v1/groups/{groupUri}/administrators", tag = "groups", operation_id = "addGroupAdministrator",
    params(("groupUri" = String, Path, description = "the company's profile URL name")),
    request_body = AddGroupUser,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 201, body = GroupUser),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 409, description = "duplicate: already one of its managers", body = crate::error::ApiErrorBody),
              (status = 422, description = "email: required, invalidEmail or userNotFound", body = crate::error::ApiErrorBody)))]
pub async fn add_administrator(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(group_uri): ApiPath<String>,
    ApiJson(request): ApiJson<AddGroupUser>,
) -> Result<(StatusCode, Json<GroupUser>)> {
    let group = access::for_admin(&state.db, &group_uri, &user).await?;
    check_group_user(&request)?;
    let added = administrators::add_administrator_by_email(
        &state.db,
        user.user_id,
        group.id,
        &request.email,
    )
    .await?;
    Ok((StatusCode::CREATED, Json(added)))
}

/// Removes a user from a company's CTA managers (they keep the CTA Manager role). For
/// administrators.
#[utoipa::path(delete, path = "/api/v1/groups/{groupUri}/administrators/{userId}", tag = "groups", operation_id = "removeGroupAdministrator",
    params(("groupUri" = String, Path, description = "the company's profile URL name"),
           ("userId" = i64, Path, description = "the manager to remove")),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204, description = "removed (or was not a manager)"),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn remove_administrator(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, user_id)): ApiPath<(String, i64)>,
) -> Result<StatusCode> {
    let group = access::for_admin(&state.db, &group_uri, &user).await?;
    administrators::remove_administrator(&state.db, user.user_id, group.id, user_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The platforms a company is listed on. For platform managers.
#[utoipa::path(get, path = "/api/v1/groups/{groupUri}/platforms", tag = "groups", operation_id = "groupPlatforms",
    params(("groupUri" = String, Path, description = "the company's profile URL name")),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = PlatformLinks),
              (status = 403, description = "forbidden_role: not a platform manager", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn list_group_platforms(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(group_uri): ApiPath<String>,
) -> Result<Json<PlatformLinks>> {
    let group = access::for_platform_manager(&state.db, &group_uri, &user).await?;
    Ok(Json(PlatformLinks {
        platform_ids: store::group_platform_ids(&state.db.pool, group.id).await?,
    }))
}

/// Lists a company on a platform (doing it twice changes nothing). For platform managers.
#[utoipa::path(put, path = "/api/v1/groups/{groupUri}/platforms/{platformId}", tag = "groups", operation_id = "linkGroupPlatform",
    params(("groupUri" = String, Path, description = "the company's profile URL name"),
           ("platformId" = i64, Path, description = "the platform")),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204, description = "linked"),
              (status = 403, description = "forbidden_role: not a platform manager", body = crate::error::ApiErrorBody),
              (status = 404, description = "no such company or platform", body = crate::error::ApiErrorBody)))]
pub async fn link_platform(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, platform_id)): ApiPath<(String, i64)>,
) -> Result<StatusCode> {
    let group = access::for_platform_manager(&state.db, &group_uri, &user).await?;
    if !store::known_platform_ids(&state.db)
        .await?
        .contains(&platform_id)
    {
        return Err(Error::NotFound);
    }
    platforms::link_group_platform(&state.db, group.id, platform_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Takes a company off a platform. For platform managers.
#[utoipa::path(delete, path = "/api/v1/groups/{groupUri}/platforms/{platformId}", tag = "groups", operation_id = "unlinkGroupPlatform",
    params(("groupUri" = String, Path, description = "the company's profile URL name"),
           ("platformId" = i64, Path, description = "the platform")),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204, description = "unlinked (or was not linked)"),
              (status = 403, description = "forbidden_role: not a platform manager", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn unlink_platform(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, platform_id)): ApiPath<(String, i64)>,
) -> Result<StatusCode> {
    let group = access::for_platform_manager(&state.db, &group_uri, &user).await?;
    platforms::unlink_group_platform(&state.db, group.id, platform_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The companies the signed-in user manages (none for a plain member).
#[utoipa::path(get, path = "/api/v1/me/groups", tag = "groups", operation_id = "myGroups",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = ManagedGroups)))]
pub async fn my_groups(
    State(state): State<AppState>,
    user: Principal,
) -> Result<Json<ManagedGroups>> {
    Ok(Json(ManagedGroups {
        items: store::managed_groups(&state.db, user.user_id).await?,
    }))
}
