//! Administrators' lists: what awaits approval (pending companies and programs), and the
//! companies a program may belong to (the program form's owning-company choice).

use axum::extract::State;
use axum::Json;
use serde::Serialize;
use sqlx::Row;
use utoipa::ToSchema;

use crate::access::{Principal, Role};
use crate::error::Result;
use crate::reference::group_status;
use crate::state::AppState;
use crate::storage::Db;

/// A company awaiting activation.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PendingGroup {
    pub group_id: i64,
    pub group_uri: String,
    pub group_name: String,
    pub date_created: String,
}

/// A program awaiting activation, with its company.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PendingProgram {
    pub program_id: i64,
    pub program_uri: String,
    pub program_name: String,
    pub group_uri: String,
    pub group_name: String,
    /// The company's status: a program of a pending company is listed once both are active.
    pub group_status_id: i64,
    pub date_created: String,
}

/// Everything awaiting activation, oldest first.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PendingItems {
    pub groups: Vec<PendingGroup>,
    pub programs: Vec<PendingProgram>,
}

/// A company a program may belong to.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupChoice {
    pub group_id: i64,
    pub group_uri: String,
    pub group_name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GroupChoices {
    pub items: Vec<GroupChoice>,
}

/// Pending companies and pending programs (of companies not deleted), oldest first.
pub async fn pending_items(db: &Db) -> Result<PendingItems> {
    let groups = sqlx::query(
        "SELECT id, group_uri, group_name, date_created FROM groups \
         WHERE group_status_id = $1 ORDER BY date_created, id",
    )
    .bind(group_status::PENDING)
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|row| {
        Ok(PendingGroup {
            group_id: row.try_get("id")?,
            group_uri: row.try_get("group_uri")?,
            group_name: row.try_get("group_name")?,
            date_created: row.try_get("date_created")?,
        })
    })
    .collect::<Result<_>>()?;
    let programs = sqlx::query(
        "SELECT p.id, p.program_uri, p.program_name, p.date_created, g.group_uri, g.group_name, \
         g.group_status_id FROM programs p JOIN groups g ON g.id = p.group_id \
         WHERE p.program_status_id = $1 AND g.group_status_id <> $2 \
         ORDER BY p.date_created, p.id",
    )
    .bind(crate::reference::program_status::PENDING)
    .bind(group_status::DELETED)
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|row| {
        Ok(PendingProgram {
            program_id: row.try_get("id")?,
            program_uri: row.try_get("program_uri")?,
            program_name: row.try_get("program_name")?,
            group_uri: row.try_get("group_uri")?,
            group_name: row.try_get("group_name")?,
            group_status_id: row.try_get("group_status_id")?,
            date_created: row.try_get("date_created")?,
        })
    })
    .collect::<Result<_>>()?;
    Ok(PendingItems { groups, programs })
}

/// Every company but the deleted ones, by name.
pub async fn group_choices(db: &Db) -> Result<Vec<GroupChoice>> {
    sqlx::query(
        "SELECT id, group_uri, group_name FROM groups WHERE group_status_id <> $1 \
         ORDER BY group_name, id",
    )
    .bind(group_status::DELETED)
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|row| {
        Ok(GroupChoice {
            group_id: row.try_get("id")?,
            group_uri: row.try_get("group_uri")?,
            group_name: row.try_get("group_name")?,
        })
    })
    .collect()
}

/// Companies and programs awaiting activation, oldest first. For administrators.
#[utoipa::path(get, path = "/api/v1/admin/pending", tag = "admin", operation_id = "pendingItems",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = PendingItems),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody)))]
pub async fn list_pending(
    State(state): State<AppState>,
    user: Principal,
) -> Result<Json<PendingItems>> {
    user.require(Role::Administrator)?;
    Ok(Json(pending_items(&state.db).await?))
}

/// The companies a program may be moved to (all but deleted ones), by name. For
/// administrators.
#[utoipa::path(get, path = "/api/v1/admin/group-choices", tag = "admin", operation_id = "groupChoices",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = GroupChoices),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody)))]
pub async fn list_group_choices(
    State(state): State<AppState>,
    user: Principal,
) -> Result<Json<GroupChoices>> {
    user.require(Role::Administrator)?;
    Ok(Json(GroupChoices {
        items: group_choices(&state.db).await?,
    }))
}
