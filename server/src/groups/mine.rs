//! The companies a signed-in user manages, for the dashboard's programs tab (the session carries
//! only their ids).

use axum::extract::State;
use axum::Json;
use serde::Serialize;
use sqlx::Row;
use utoipa::ToSchema;

use crate::access::Principal;
use crate::error::Result;
use crate::state::AppState;
use crate::storage::Db;

/// A company its manager works on.
#[derive(Debug, Serialize, ToSchema, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ManagedGroup {
    pub group_id: i64,
    pub group_uri: String,
    pub group_name: String,
    /// 1 Active, 2 Pending, 3 Closed, 4 Deleted, 5 Portfolio Apt Only.
    pub group_status_id: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ManagedGroups {
    pub items: Vec<ManagedGroup>,
}

/// The companies `user_id` manages, by name; a pending company just registered is among them.
pub async fn managed_groups(db: &Db, user_id: i64) -> Result<Vec<ManagedGroup>> {
    sqlx::query(
        "SELECT g.id, g.group_uri, g.group_name, g.group_status_id FROM groups g \
         JOIN group_administrators a ON a.group_id = g.id \
         WHERE a.user_id = $1 ORDER BY g.group_name, g.id",
    )
    .bind(user_id)
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|row| {
        Ok(ManagedGroup {
            group_id: row.try_get("id")?,
            group_uri: row.try_get("group_uri")?,
            group_name: row.try_get("group_name")?,
            group_status_id: row.try_get("group_status_id")?,
        })
    })
    .collect()
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
        items: managed_groups(&state.db, user.user_id).await?,
    }))
}
