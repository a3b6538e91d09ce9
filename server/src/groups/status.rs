//! Group statuses and their changes by administrators: activation (a new company starts
//! Pending), closing, and deletion, which only marks it Deleted so its programs and history stay.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::Deserialize;
use utoipa::ToSchema;

use super::access;
use super::edit::{group_form, GroupForm};
use crate::access::Principal;
use crate::error::Result;
use crate::extract::{ApiJson, ApiPath};
use crate::state::AppState;
use crate::storage::{now, Db};
use crate::validation::FieldErrors;
use crate::versions::{stale, Versioned};

use crate::reference::group_status::{ACTIVE, DELETED, PORTFOLIO_APT_ONLY};

/// `PATCH /api/v1/groups/{groupUri}/status`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct GroupStatusChange {
    /// 1 Active, 2 Pending, 3 Closed, 4 Deleted, 5 Portfolio Apt Only.
    #[schema(required = true, minimum = 1, maximum = 5)]
    pub group_status_id: i64,
    /// The status the administrator decided on; when the stored one is another, nothing changes
    /// and the answer is `conflict`. Absent: the status stored when the request arrives.
    pub expected_status_id: Option<i64>,
}

/// One of the five group statuses.
pub fn check_group_status(id: i64) -> Result<(), &'static str> {
    if (ACTIVE..=PORTFOLIO_APT_ONLY).contains(&id) {
        Ok(())
    } else {
        Err("invalidChoice")
    }
}

/// A status change of a company: by whom, from which status (the one it was decided on) to
/// which.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatusChange {
    /// The administrator; none for changes made by the server itself.
    pub user_id: Option<i64>,
    pub from: i64,
    pub to: i64,
}

/// Sets a company's status when it still is `change.from` (`Error::Stale` otherwise, so a
/// decision made on a status another administrator has since changed is never written), and
/// bumps its version. The first activation records when it was approved; the listings are
/// rebuilt, so an activated company's active programs reach the screener at once.
pub async fn set_group_status(db: &Db, group_id: i64, change: StatusChange) -> Result<()> {
    let updated = now();
    let approved = (change.to == ACTIVE).then(|| updated.clone());
    let mut tx = db.begin_write().await?;
    let changed = sqlx::query(
        "UPDATE groups SET group_status_id = $1, date_updated = $2, \
         date_approved = COALESCE(date_approved, $3), version = version + 1, updated_by = $4 \
         WHERE id = $5 AND group_status_id = $6",
    )
    .bind(change.to)
    .bind(&updated)
    .bind(approved)
    .bind(change.user_id)
    .bind(group_id)
    .bind(change.from)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if changed == 0 {
        drop(tx);
        return Err(stale(&db.pool, Versioned::Group, group_id).await?);
    }
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(())
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
    let mut errors = FieldErrors::default();
    errors.check("groupStatusId", check_group_status(request.group_status_id));
    errors.into_result()?;
    let change = StatusChange {
        user_id: Some(user.user_id),
        from: request.expected_status_id.unwrap_or(group.group_status_id),
        to: request.group_status_id,
    };
    set_group_status(&state.db, group.id, change).await?;
    Ok(Json(group_form(&state.db, group.id).await?))
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
        to: DELETED,
    };
    set_group_status(&state.db, group.id, change).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_five_statuses_are_choices() {
        for id in 1..=5 {
            assert_eq!(check_group_status(id), Ok(()));
        }
        for id in [0, 6, -1] {
            assert_eq!(check_group_status(id), Err("invalidChoice"));
        }
    }
}
