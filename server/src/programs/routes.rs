//! The program endpoints: administrators change a program's status and delete it (softly: a
//! deleted program keeps its rows with status Deleted); Platform Managers manage the platforms a
//! program is on; administrators and the company's CTA managers read its view log.

use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::IntoResponse;
use axum::Json;

use super::form::{find_program, program_form};
use super::model::{
    ProgramForm, ProgramPlatforms, ProgramStatusChange, ViewCount, ViewLogPage, ViewLogQuery,
};
use super::rules::{self, set_status, ProgramChoices};
use super::store;
use crate::access::{may_see_program, Principal, Role};
use crate::error::{Error, Result};
use crate::extract::{ApiJson, ApiPath, ApiQuery};
use crate::reference::program_status;
use crate::state::AppState;
use crate::storage::{now, Db};
use crate::validation::FieldErrors;

/// Changes a program's status (administrators only): Active records the approval date the first
/// time, Archived the archive date, which reactivation clears.
#[utoipa::path(patch, path = "/api/v1/groups/{groupUri}/programs/{programUri}/status",
    tag = "programs", operation_id = "changeProgramStatus",
    params(("groupUri" = String, Path), ("programUri" = String, Path)),
    request_body = ProgramStatusChange,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = ProgramForm),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 409, description = "conflict: the status is no longer the expected one; `changedBy` and `changedAt` say who changed the program and when", body = crate::error::ApiErrorBody),
              (status = 422, description = "programStatusId: invalidChoice", body = crate::error::ApiErrorBody)))]
pub async fn change_program_status(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
    ApiJson(request): ApiJson<ProgramStatusChange>,
) -> Result<Json<ProgramForm>> {
    let mut record = find_program(&state.db, &user, &group_uri, &program_uri).await?;
    user.require(Role::Administrator)?;
    let choices = ProgramChoices::load(&state.db).await?;
    let mut errors = FieldErrors::default();
    if !choices
        .program_statuses
        .contains(&request.program_status_id)
    {
        errors.check("programStatusId", Err("invalidChoice"));
    }
    errors.into_result()?;
    let from = request
        .expected_status_id
        .unwrap_or(record.program.program_status_id);
    let at = now();
    set_status(&mut record.program, request.program_status_id, &at);
    record.program.date_updated = at;
    store::change_program_status(&state.db, record.id, user.user_id, from, &record.program).await?;
    Ok(Json(program_form(&state.db, record.id).await?))
}

/// Deletes a program (administrators only). Softly: it gets status Deleted and leaves the
/// listings, and its managers and administrators still find it.
#[utoipa::path(delete, path = "/api/v1/groups/{groupUri}/programs/{programUri}",
    tag = "programs", operation_id = "deleteProgram",
    params(("groupUri" = String, Path), ("programUri" = String, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 409, description = "conflict: its status changed while it was being deleted", body = crate::error::ApiErrorBody)))]
pub async fn delete_program(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
) -> Result<StatusCode> {
    let mut record = find_program(&state.db, &user, &group_uri, &program_uri).await?;
    user.require(Role::Administrator)?;
    let from = record.program.program_status_id;
    let at = now();
    set_status(&mut record.program, program_status::DELETED, &at);
    record.program.date_updated = at;
    store::change_program_status(&state.db, record.id, user.user_id, from, &record.program).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The id of the program at the path for a Platform Manager. A Platform Manager reaches every
/// program (their admin tab lists programs of any status); anyone else is not found when they
/// may not see the program and refused when they may.
async fn platform_program(
    db: &Db,
    user: &Principal,
    group_uri: &str,
    program_uri: &str,
) -> Result<i64> {
    let program = store::program_by_uri(db, group_uri, program_uri)
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
    if store::platform_ids(db).await?.contains(&platform_id) {
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
    let program_id = platform_program(&state.db, &user, &group_uri, &program_uri).await?;
    Ok(Json(ProgramPlatforms {
        platform_ids: store::program_platform_ids(&state.db, program_id).await?,
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
    let program_id = platform_program(&state.db, &user, &group_uri, &program_uri).await?;
    known_platform(&state.db, platform_id).await?;
    store::add_program_platform(&state.db, program_id, platform_id).await?;
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
    let program_id = platform_program(&state.db, &user, &group_uri, &program_uri).await?;
    known_platform(&state.db, platform_id).await?;
    store::remove_program_platform(&state.db, program_id, platform_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Refused unless `user` may read program `program_id`'s view log: an administrator or a CTA
/// manager of its company.
async fn view_log_reader(db: &Db, user: &Principal, program_id: i64) -> Result<()> {
    let group_id = store::program_group_id(db, program_id)
        .await?
        .ok_or(Error::NotFound)?;
    if user.manages(group_id) {
        Ok(())
    } else {
        Err(Error::Forbidden("forbidden_role"))
    }
}

/// One page of the view log, newest first unless asked otherwise.
#[utoipa::path(get, path = "/api/v1/programs/{programId}/views", tag = "programs",
    operation_id = "programViews", params(("programId" = i64, Path), ViewLogQuery),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = ViewLogPage),
              (status = 403, description = "forbidden_role: neither an administrator nor a manager of the program's company", body = crate::error::ApiErrorBody),
              (status = 404, description = "no such program", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: `pageSize` or `pageNumber` invalidNumber, `orderBy` invalidChoice", body = crate::error::ApiErrorBody)))]
pub async fn program_views(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(program_id): ApiPath<i64>,
    ApiQuery(query): ApiQuery<ViewLogQuery>,
) -> Result<Json<ViewLogPage>> {
    view_log_reader(&state.db, &user, program_id).await?;
    let paging = rules::view_log_paging(&query)?;
    Ok(Json(ViewLogPage {
        items: store::view_log_page(&state.db, program_id, paging).await?,
        total_count: store::view_count(&state.db, program_id).await?,
    }))
}

/// How many times the program page was viewed.
#[utoipa::path(get, path = "/api/v1/programs/{programId}/views/count", tag = "programs",
    operation_id = "programViewCount", params(("programId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = ViewCount),
              (status = 403, description = "forbidden_role: neither an administrator nor a manager of the program's company", body = crate::error::ApiErrorBody),
              (status = 404, description = "no such program", body = crate::error::ApiErrorBody)))]
pub async fn program_view_count(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(program_id): ApiPath<i64>,
) -> Result<Json<ViewCount>> {
    view_log_reader(&state.db, &user, program_id).await?;
    Ok(Json(ViewCount {
        count: store::view_count(&state.db, program_id).await?,
    }))
}

/// The whole view log as CSV (the Logs tab's export).
#[utoipa::path(get, path = "/api/v1/programs/{programId}/views.csv", tag = "programs",
    operation_id = "programViewsCsv", params(("programId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, content_type = "text/csv", body = String),
              (status = 403, description = "forbidden_role: neither an administrator nor a manager of the program's company", body = crate::error::ApiErrorBody),
              (status = 404, description = "no such program", body = crate::error::ApiErrorBody)))]
pub async fn program_views_csv(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(program_id): ApiPath<i64>,
) -> Result<impl IntoResponse> {
    view_log_reader(&state.db, &user, program_id).await?;
    let csv = rules::view_log_csv(store::view_log(&state.db, program_id).await?);
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"program-{program_id}-views.csv\""),
            ),
        ],
        csv,
    ))
}
