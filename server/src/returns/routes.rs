//! The returns endpoints: a program's performance data as its editors maintain it (the inception
//! date and the monthly returns, saved from the form or uploaded as a CSV file) and its revisions;
//! and the series charts compare.

use axum::body::Body;
use axum::extract::State;
use axum::Json;
use time::Date;

use super::model::{
    CompareItem, CompareSeries, EditableProgram, MarketQuote, ProgramReturns, RevisionList,
    SaveReturns, SavedReturns, SeriesQuery, UploadVersion,
};
use super::save::save_returns;
use super::upload::{parse_upload, too_large, MAX_CSV_BYTES};
use super::{rules, series, store};
use crate::access::{decide, may_edit_group, may_see_program, Principal};
use crate::error::{Error, Result};
use crate::extract::{ApiJson, ApiPath, ApiQuery};
use crate::state::AppState;
use crate::storage::Db;
use crate::versions::{required, Edit};

/// The program at `group_uri`/`program_uri` when `user` may edit it (an administrator or one of
/// its company's CTA managers). Someone who may see the program but not edit it is refused with
/// `forbidden_role`; for anyone else it does not exist.
async fn editable_program(
    db: &Db,
    user: &Principal,
    group_uri: &str,
    program_uri: &str,
) -> Result<EditableProgram> {
    let program = store::program_at(db, group_uri, program_uri)
        .await?
        .ok_or(Error::NotFound)?;
    let member = Principal::member(user.user_id);
    let visible_to_members = may_see_program(
        Some(&member),
        program.group_id,
        program.group_status_id,
        program.program_status_id,
        program.hide_program,
    );
    decide(
        may_edit_group(Some(user), program.group_id),
        may_see_program(
            Some(user),
            program.group_id,
            program.group_status_id,
            program.program_status_id,
            program.hide_program,
        ),
    )?;
    Ok(EditableProgram {
        id: program.id,
        program_name: program.program_name,
        program_uri: program.program_uri,
        group_uri: program.group_uri,
        date_inception: program.date_inception,
        visible_to_members,
    })
}

/// Today's date and month (UTC): the last month a record may hold.
fn today() -> Date {
    time::OffsetDateTime::now_utc().date()
}

/// A program's inception date and monthly returns, for its editors.
#[utoipa::path(get, path = "/api/v1/groups/{groupUri}/programs/{programUri}/returns",
    tag = "programs", operation_id = "programReturns",
    params(("groupUri" = String, Path), ("programUri" = String, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = ProgramReturns),
              (status = 403, description = "forbidden_role: may see the program but not edit it", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn get_returns(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
) -> Result<Json<ProgramReturns>> {
    let program = editable_program(&state.db, &user, &group_uri, &program_uri).await?;
    Ok(Json(store::read_returns(&state.db, program.id).await?))
}

/// Replaces a program's inception date and monthly returns, recomputes its statistics and
/// listing row, and records a revision of the months that changed, all at once: a refused
/// request changes nothing. Watchers with alerts get a mail when a month later than the last
/// stored one arrives.
#[utoipa::path(put, path = "/api/v1/groups/{groupUri}/programs/{programUri}/returns",
    tag = "programs", operation_id = "saveProgramReturns",
    params(("groupUri" = String, Path), ("programUri" = String, Path)),
    request_body = SaveReturns,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = SavedReturns),
              (status = 403, description = "forbidden_role: may see the program but not edit it", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 409, description = "conflict: saved over a newer version; `changedBy` and `changedAt` say who changed it and when", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: dateInception required/outOfRange; months.{i}.month outOfRange/beforeInception/duplicate; months.{i}.monthlyReturn outOfRange/invalidStep; months.{i}.assets belowMinimum/invalidStep; acceptedAgreement mustCertify; version required", body = crate::error::ApiErrorBody)))]
pub async fn put_returns(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
    ApiJson(request): ApiJson<SaveReturns>,
) -> Result<Json<SavedReturns>> {
    let program = editable_program(&state.db, &user, &group_uri, &program_uri).await?;
    let (date_inception, months) = rules::check_save(&request, today())?;
    let edit = Edit {
        user_id: user.user_id,
        version: required(request.version)?,
    };
    let saved = save_returns(&state, &program, edit, &date_inception, &months).await?;
    Ok(Json(saved))
}

/// Replaces a program's monthly returns with those of a CSV file (a Returns column in percent,
/// a Date column or Month and Year columns, optional Assets and Estimated; at most 1 MiB). The
/// inception date becomes the first day of the file's first month; statistics, listing row and
/// a revision are stored with the months. A file with any problem is refused with the first 100
/// of them and their count (`invalid_csv`, `errors`, `errorCount`) and nothing changes.
#[utoipa::path(post, path = "/api/v1/groups/{groupUri}/programs/{programUri}/returns/upload",
    tag = "programs", operation_id = "uploadProgramReturns",
    params(("groupUri" = String, Path), ("programUri" = String, Path), UploadVersion),
    request_body(content = String, content_type = "text/csv", description = "the CSV file"),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = SavedReturns),
              (status = 403, description = "forbidden_role: may see the program but not edit it", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 409, description = "conflict: uploaded over a newer version; `changedBy` and `changedAt` say who changed it and when", body = crate::error::ApiErrorBody),
              (status = 422, description = "invalid_csv: `errors` lists the first 100 problems with their row and column, `errorCount` counts them all; validation_failed: `version` required", body = crate::error::ApiErrorBody)))]
pub async fn upload_returns(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
    ApiQuery(query): ApiQuery<UploadVersion>,
    body: Body,
) -> Result<Json<SavedReturns>> {
    let program = editable_program(&state.db, &user, &group_uri, &program_uri).await?;
    let edit = Edit {
        user_id: user.user_id,
        version: required(query.version)?,
    };
    // One byte past the limit tells an oversized file from one that just fits.
    let bytes = axum::body::to_bytes(body, MAX_CSV_BYTES + 1)
        .await
        .map_err(|_| too_large())?;
    let upload = parse_upload(&bytes, today())?;
    let saved = save_returns(
        &state,
        &program,
        edit,
        &upload.date_inception,
        &upload.months,
    )
    .await?;
    Ok(Json(saved))
}

/// The revisions of a program's monthly returns, newest first: who saved, when, and each month
/// added, changed or removed with its old and new values. For administrators and the company's
/// CTA managers.
#[utoipa::path(get, path = "/api/v1/groups/{groupUri}/programs/{programUri}/returns/revisions",
    tag = "programs", operation_id = "programReturnRevisions",
    params(("groupUri" = String, Path), ("programUri" = String, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = RevisionList),
              (status = 403, description = "forbidden_role: may see the program but not edit it", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn list_revisions(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
) -> Result<Json<RevisionList>> {
    let program = editable_program(&state.db, &user, &group_uri, &program_uri).await?;
    Ok(Json(RevisionList {
        items: store::program_revisions(&state.db, program.id).await?,
    }))
}

/// The comparison dropdown: visible programs by title, then the indexes.
#[utoipa::path(get, path = "/api/v1/compare-items", tag = "programs", operation_id = "compareItems",
    responses(crate::error::UriErrors,
              (status = 200, body = Vec<CompareItem>)))]
pub async fn compare_items(
    State(state): State<AppState>,
    user: Option<Principal>,
) -> Result<Json<Vec<CompareItem>>> {
    Ok(Json(series::compare_items(&state.db, user.as_ref()).await?))
}

/// One program's or index's growth of 1,000, to chart beside a program or a blend.
#[utoipa::path(get, path = "/api/v1/compare-series", tag = "programs", operation_id = "compareSeries",
    params(SeriesQuery),
    responses(crate::error::ParameterErrors,
              (status = 200, body = CompareSeries), (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn compare_series(
    State(state): State<AppState>,
    user: Option<Principal>,
    ApiQuery(query): ApiQuery<SeriesQuery>,
) -> Result<Json<CompareSeries>> {
    let series = series::compare_series(&state.db, user.as_ref(), query.kind, query.id).await?;
    Ok(Json(series))
}

/// Every index the site holds with its latest figures and a small chart.
#[utoipa::path(get, path = "/api/v1/market-quotes", tag = "programs", operation_id = "marketQuotes",
    responses(crate::error::UriErrors,
              (status = 200, body = Vec<MarketQuote>)))]
pub async fn market_quotes(State(state): State<AppState>) -> Result<Json<Vec<MarketQuote>>> {
    Ok(Json(series::market_quotes(&state.db).await?))
}
