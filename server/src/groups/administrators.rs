//! A company's CTA managers (its "users" screen), added and removed by administrators. Adding a
//! user makes them a CTA manager; removing one keeps the role, as they may manage other
//! companies or be given one later.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use utoipa::ToSchema;

use super::{access, insert_group_administrator};
use crate::access::{Principal, Role};
use crate::accounts::{find_user_by_email, grant_role};
use crate::error::{Error, Result};
use crate::extract::{ApiJson, ApiPath};
use crate::state::AppState;
use crate::storage::Db;
use crate::validation::{check_email, FieldErrors};

/// A CTA manager of a company.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupUser {
    pub user_id: i64,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GroupUsers {
    pub items: Vec<GroupUser>,
}

/// `POST /api/v1/groups/{groupUri}/administrators`: the account to add, by its email.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct AddGroupUser {
    /// An existing account's address (else `userNotFound`).
    #[schema(
        required = true,
        max_length = 200,
        pattern = "^[^@\\s]+@[^@\\s.][^@\\s]*\\.[^@\\s]*[^@\\s.]$"
    )]
    pub email: String,
}

fn group_user(row: &sqlx::any::AnyRow) -> Result<GroupUser> {
    Ok(GroupUser {
        user_id: row.try_get("id")?,
        email: row.try_get("email")?,
        first_name: row.try_get("first_name")?,
        last_name: row.try_get("last_name")?,
    })
}

/// The CTA managers of `group_id`, by name.
pub async fn group_administrators(db: &Db, group_id: i64) -> Result<Vec<GroupUser>> {
    sqlx::query(
        "SELECT u.id, u.email, u.first_name, u.last_name FROM group_administrators a \
         JOIN users u ON u.id = a.user_id WHERE a.group_id = $1 \
         ORDER BY u.last_name, u.first_name, u.email_normalized",
    )
    .bind(group_id)
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(group_user)
    .collect()
}

/// Makes the account with `email` a CTA manager of `group_id` (with the Member and CTA Manager
/// roles). `email: userNotFound` when there is no such account, `duplicate` when they already
/// manage it.
pub async fn add_administrator_by_email(db: &Db, group_id: i64, email: &str) -> Result<GroupUser> {
    let user = find_user_by_email(db, email)
        .await?
        .ok_or_else(|| Error::field("email", "userNotFound"))?;
    let mut tx = db.begin_write().await?;
    let already: i64 = sqlx::query(
        "SELECT COUNT(*) AS n FROM group_administrators WHERE group_id = $1 AND user_id = $2",
    )
    .bind(group_id)
    .bind(user.id)
    .fetch_one(&mut *tx)
    .await?
    .try_get("n")?;
    if already > 0 {
        return Err(Error::Conflict {
            code: "duplicate",
            message: "this user already manages the company".to_owned(),
        });
    }
    insert_group_administrator(&mut *tx, group_id, user.id).await?;
    grant_role(&mut *tx, user.id, Role::Member).await?;
    grant_role(&mut *tx, user.id, Role::CtaManager).await?;
    tx.commit().await?;
    Ok(GroupUser {
        user_id: user.id,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
    })
}

/// Removes a user from a company's CTA managers; removing one who is not changes nothing.
pub async fn remove_group_administrator(db: &Db, group_id: i64, user_id: i64) -> Result<()> {
    sqlx::query("DELETE FROM group_administrators WHERE group_id = $1 AND user_id = $2")
        .bind(group_id)
        .bind(user_id)
        .execute(&db.pool)
        .await?;
    Ok(())
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
        items: group_administrators(&state.db, group.id).await?,
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
    let mut errors = FieldErrors::default();
    errors.check("email", check_email(&request.email));
    errors.into_result()?;
    let added = add_administrator_by_email(&state.db, group.id, &request.email).await?;
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
    remove_group_administrator(&state.db, group.id, user_id).await?;
    Ok(StatusCode::NO_CONTENT)
}
