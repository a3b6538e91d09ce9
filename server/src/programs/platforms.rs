//! The platforms a program is on, which Platform Managers manage.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;

use crate::access::{may_see_program, Principal, Role};
use crate::error::{Error, Result};
use crate::extract::ApiPath;
use crate::programs::store::{
    add_program_platform, platform_ids, program_platform_ids, remove_program_platform,
};
use crate::state::AppState;
use crate::storage::Db;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramPlatforms {
    pub platform_ids: Vec<i64>,
}

/// The id of the program at the path for a Platform Manager. A Platform Manager reaches every
/// program (their admin tab lists programs of any status); anyone else is not found when they
/// may not see the program and refused when they may.
async fn managed_program(
    db: &Db,
    user: &Principal,
    group_uri: &str,
    program_uri: &str,
) -> Result<i64> {
    let program = crate::programs::program_by_uri(db, group_uri, program_uri)
        .await?
        .ok_or(Error::NotFound)?;
    if user.has_role(Role::PlatformManager) {
        return Ok(program.id);
    }
    let group = crate::groups::group_by_uri(db, group_uri)
        .await?
        .ok_or(Error::NotFound)?;
    let visible = may_see_program(
        Some(user),
        group.id,
        group.group_status_id,
        program.program_status_id,
        program.hide_program,
    );
    if visible {
        Err(Error::Forbidden("forbidden_role"))
    } else {
        Err(Error::NotFound)
    }
}

async fn known_platform(db: &Db, platform_id: i64) -> Result<()> {
    if platform_ids(db).await?.contains(&platform_id) {
        Ok(())
    } else {
        Err(Error::NotFound)
    }
}

/// The platforms a program is on (Platform Managers).
#[utoipa::path(get, path = "/api/v1/groups/{groupUri}/programs/{programUri}/platforms",
    tag = "programs", operation_id = "programPlatforms",
    params(("groupUri" = String, Path), ("programUri" = String, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = ProgramPlatforms),
              (status = 403, description = "forbidden_role: not a Platform Manager", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn list_program_platforms(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
) -> Result<Json<ProgramPlatforms>> {
    let program_id = managed_program(&state.db, &user, &group_uri, &program_uri).await?;
    Ok(Json(ProgramPlatforms {
        platform_ids: program_platform_ids(&state.db, program_id).await?,
    }))
}

/// Puts a program on a platform (Platform Managers); putting it there again changes nothing.
#[utoipa::path(put, path = "/api/v1/groups/{groupUri}/programs/{programUri}/platforms/{platformId}",
    tag = "programs", operation_id = "addProgramPlatform",
    params(("groupUri" = String, Path), ("programUri" = String, Path), ("platformId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204),
              (status = 403, description = "forbidden_role: not a Platform Manager", body = crate::error::ApiErrorBody),
              (status = 404, description = "no such program or platform", body = crate::error::ApiErrorBody)))]
pub async fn put_program_platform(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, program_uri, platform_id)): ApiPath<(String, String, i64)>,
) -> Result<StatusCode> {
    let program_id = managed_program(&state.db, &user, &group_uri, &program_uri).await?;
    known_platform(&state.db, platform_id).await?;
    add_program_platform(&state.db, program_id, platform_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Takes a program off a platform (Platform Managers); taking it off again changes nothing.
#[utoipa::path(delete, path = "/api/v1/groups/{groupUri}/programs/{programUri}/platforms/{platformId}",
    tag = "programs", operation_id = "removeProgramPlatform",
    params(("groupUri" = String, Path), ("programUri" = String, Path), ("platformId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204),
              (status = 403, description = "forbidden_role: not a Platform Manager", body = crate::error::ApiErrorBody),
              (status = 404, description = "no such program or platform", body = crate::error::ApiErrorBody)))]
pub async fn delete_program_platform(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, program_uri, platform_id)): ApiPath<(String, String, i64)>,
) -> Result<StatusCode> {
    let program_id = managed_program(&state.db, &user, &group_uri, &program_uri).await?;
    known_platform(&state.db, platform_id).await?;
    remove_program_platform(&state.db, program_id, platform_id).await?;
    Ok(StatusCode::NO_CONTENT)
}
