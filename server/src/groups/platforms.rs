//! The platforms a company is listed on, managed by platform managers: one link at a time, or
//! the whole set from the company edit form.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::Serialize;
use sqlx::Row;
use utoipa::ToSchema;

use super::access;
use crate::access::Principal;
use crate::error::{Error, Result};
use crate::extract::ApiPath;
use crate::state::AppState;
use crate::storage::Db;

/// The platforms a company is linked to.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlatformLinks {
    pub platform_ids: Vec<i64>,
}

/// Every platform's id.
pub async fn known_platform_ids(db: &Db) -> Result<Vec<i64>> {
    ids(&db.pool, "SELECT id FROM platforms ORDER BY id", None).await
}

/// The platforms `group_id` is linked to, by id.
pub async fn group_platform_ids(
    executor: impl sqlx::AnyExecutor<'_>,
    group_id: i64,
) -> Result<Vec<i64>> {
    ids(
        executor,
        "SELECT platform_id FROM group_platforms WHERE group_id = $1 ORDER BY platform_id",
        Some(group_id),
    )
    .await
}

async fn ids(
    executor: impl sqlx::AnyExecutor<'_>,
    sql: &str,
    bind: Option<i64>,
) -> Result<Vec<i64>> {
    let mut query = sqlx::query(sql);
    if let Some(value) = bind {
        query = query.bind(value);
    }
    Ok(query
        .fetch_all(executor)
        .await?
        .iter()
        .map(|row| row.try_get(0))
        .collect::<Result<_, _>>()?)
}

/// The links to add and the links to remove to go from `current` to `wanted`.
pub fn link_changes(current: &[i64], wanted: &[i64]) -> (Vec<i64>, Vec<i64>) {
    let mut added: Vec<i64> = wanted
        .iter()
        .copied()
        .filter(|id| !current.contains(id))
        .collect();
    added.sort_unstable();
    added.dedup();
    let removed = current
        .iter()
        .copied()
        .filter(|id| !wanted.contains(id))
        .collect();
    (added, removed)
}

/// Links `group_id` to exactly the `wanted` platforms; links kept are left as they are.
pub async fn sync_group_platforms(
    tx: &mut sqlx::AnyConnection,
    group_id: i64,
    wanted: &[i64],
) -> Result<()> {
    let current = group_platform_ids(&mut *tx, group_id).await?;
    let (added, removed) = link_changes(&current, wanted);
    for platform_id in added {
        insert_link(&mut *tx, group_id, platform_id).await?;
    }
    for platform_id in removed {
        delete_link(&mut *tx, group_id, platform_id).await?;
    }
    Ok(())
}

async fn insert_link(
    executor: impl sqlx::AnyExecutor<'_>,
    group_id: i64,
    platform_id: i64,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO group_platforms (group_id, platform_id, is_manageable) VALUES ($1, $2, 1) \
         ON CONFLICT (group_id, platform_id) DO NOTHING",
    )
    .bind(group_id)
    .bind(platform_id)
    .execute(executor)
    .await?;
    Ok(())
}

async fn delete_link(
    executor: impl sqlx::AnyExecutor<'_>,
    group_id: i64,
    platform_id: i64,
) -> Result<()> {
    sqlx::query("DELETE FROM group_platforms WHERE group_id = $1 AND platform_id = $2")
        .bind(group_id)
        .bind(platform_id)
        .execute(executor)
        .await?;
    Ok(())
}

/// Links a company to a platform; linking it twice changes nothing.
pub async fn link_group_platform(db: &Db, group_id: i64, platform_id: i64) -> Result<()> {
    let mut tx = db.begin_write().await?;
    insert_link(&mut *tx, group_id, platform_id).await?;
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(())
}

/// Unlinks a company from a platform; unlinking one it is not on changes nothing.
pub async fn unlink_group_platform(db: &Db, group_id: i64, platform_id: i64) -> Result<()> {
    let mut tx = db.begin_write().await?;
    delete_link(&mut *tx, group_id, platform_id).await?;
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(())
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
        platform_ids: group_platform_ids(&state.db.pool, group.id).await?,
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
    if !known_platform_ids(&state.db).await?.contains(&platform_id) {
        return Err(Error::NotFound);
    }
    link_group_platform(&state.db, group.id, platform_id).await?;
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
    unlink_group_platform(&state.db, group.id, platform_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_differences_are_added_and_removed() {
        assert_eq!(link_changes(&[1, 2], &[2, 3, 3]), (vec![3], vec![1]));
        assert_eq!(link_changes(&[1, 2], &[2, 1]), (vec![], vec![]));
        assert_eq!(link_changes(&[], &[3, 1]), (vec![1, 3], vec![]));
        assert_eq!(link_changes(&[1], &[]), (vec![], vec![1]));
    }
}
