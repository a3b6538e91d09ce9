//! The listing endpoints: the screener's directory, a company's programs (its CTA managers and
//! administrators also see pending ones and each program's visits), the program typeahead, and a
//! member's saved searches.

use axum::extract::{RawQuery, State};
use axum::http::StatusCode;
use axum::Json;

use super::model::{
    CompanyPrograms, CompanyProgramsQuery, ListingScope, NewSavedSearch, ProgramListingPage,
    ProgramMatch, SavedSearchCreated, SavedSearchList, SearchQuery,
};
use super::params::ListingParams;
use super::query::{check_saved_filters, company_query, parse as parse_listing_query};
use super::rules::{self, current_month, new_since};
use super::snapshot::{program_listings, ListingCache};
use super::store;
use crate::access::{may_edit_group, Principal};
use crate::blends::correlation::{blend_series, may_correlate};
use crate::error::{Error, Result};
use crate::extract::{ApiJson, ApiPath, ApiQuery};
use crate::groups::group_by_uri;
use crate::member_limits::{self, ensure_room};
use crate::state::AppState;

/// Lists programs by the spec's filters, sorted and paged (multi-value filters are repeated keys).
#[utoipa::path(get, path = "/api/v1/programs", tag = "programs", operation_id = "listPrograms",
    params(ListingParams),
    responses(crate::error::ParameterErrors,
              (status = 200, body = ProgramListingPage),
              (status = 401, description = "a blend correlation needs a signed-in reader", body = crate::error::ApiErrorBody),
              (status = 403, description = "forbidden_role: a status only administrators may list, or a blend correlation without the role", body = crate::error::ApiErrorBody),
              (status = 404, description = "the blend is not the reader's or holds no returns", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: a value outside its schema (invalidNumber, invalidChoice, invalidDate); a name search under 3 or over 100 characters (tooShort, tooLong); a performance range with one end (invalidDateRange), ending before it starts (invalidDateRange) or after the current month (futureDate); a risk-measure range ending below its start (invalidRange, on the upper limit)", body = crate::error::ApiErrorBody)))]
pub async fn list_programs(
    State(state): State<AppState>,
    user: Option<Principal>,
    RawQuery(query): RawQuery,
) -> Result<Json<ProgramListingPage>> {
    let today = time::OffsetDateTime::now_utc().date();
    let current = current_month(today)?;
    let query = parse_listing_query(query.as_deref().unwrap_or(""), current)?;
    let snapshot = state.caches.get::<ListingCache>().get(&state.db).await?;
    let blend = match query.blend_correlation {
        None => None,
        Some(blend_id) => {
            let user = user.as_ref().ok_or(Error::Unauthorized("unauthorized"))?;
            if !may_correlate(user) {
                return Err(Error::Forbidden("forbidden_role"));
            }
            let series = snapshot.series(&state.db).await?;
            let blend = blend_series(&state.db, user.user_id, blend_id, series).await?;
            Some((blend, series))
        }
    };
    Ok(Json(program_listings(
        &snapshot,
        &query,
        user.as_ref(),
        ListingScope::Directory,
        &new_since(today),
        current.prev(),
        blend.as_ref().map(|(blend, series)| (blend, *series)),
    )?))
}

#[utoipa::path(get, path = "/api/v1/groups/{groupUri}/programs", tag = "groups",
    operation_id = "companyPrograms", params(("groupUri" = String, Path), CompanyProgramsQuery),
    responses(crate::error::ParameterErrors,
              (status = 200, body = CompanyPrograms), (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn company_programs(
    State(state): State<AppState>,
    user: Option<Principal>,
    ApiPath(group_uri): ApiPath<String>,
    ApiQuery(query): ApiQuery<CompanyProgramsQuery>,
) -> Result<Json<CompanyPrograms>> {
    let viewer = user.as_ref();
    let group = group_by_uri(&state.db, &group_uri)
        .await?
        .ok_or(Error::NotFound)?;
    let manages = may_edit_group(viewer, group.id);
    if group.group_status_id != crate::reference::group_status::ACTIVE && !manages {
        return Err(Error::NotFound);
    }
    let statuses = rules::company_statuses(manages, query.include_archived);
    let today = time::OffsetDateTime::now_utc().date();
    let current = current_month(today)?;
    let listing = company_query(group.id, statuses, current)?;
    let snapshot = state.caches.get::<ListingCache>().get(&state.db).await?;
    let page = program_listings(
        &snapshot,
        &listing,
        viewer,
        ListingScope::ManagedCompany,
        &new_since(today),
        current.prev(),
        None,
    )?;
    let visits = if manages {
        Some(store::program_visits(&state.db, group.id).await?)
    } else {
        None
    };
    Ok(Json(CompanyPrograms {
        items: page.items,
        visits,
    }))
}

/// Active programs (and archived ones for administrators and CTA managers) whose name or
/// company name contains the term, case-insensitively; names starting with it first.
#[utoipa::path(get, path = "/api/v1/programs/search", tag = "programs", operation_id = "searchPrograms",
    params(SearchQuery),
    responses(crate::error::ParameterErrors,
              (status = 200, body = Vec<ProgramMatch>),
              (status = 422, description = "term: tooShort", body = crate::error::ApiErrorBody)))]
pub async fn search_programs(
    State(state): State<AppState>,
    user: Option<Principal>,
    ApiQuery(query): ApiQuery<SearchQuery>,
) -> Result<Json<Vec<ProgramMatch>>> {
    let term = rules::search_term(&query.term)?;
    let viewer = user.as_ref();
    let matches = store::search_programs(
        &state.db,
        &term,
        viewer.is_some_and(Principal::searches_archived),
        viewer.is_some(),
    )
    .await?;
    Ok(Json(matches))
}

/// Keeps the screener's filters for the signed-in member. Only `filterBy…` keys are kept, and
/// at least one is needed (the screener offers Save Search only when filters exist).
#[utoipa::path(post, path = "/api/v1/me/saved-searches", tag = "members", operation_id = "saveSearch",
    request_body = NewSavedSearch,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 201, body = SavedSearchCreated),
              (status = 409, description = "limit_reached: 100 saved searches", body = crate::error::ApiErrorBody),
              (status = 422, description = "filters: required or invalidChoice; filters.<key> of a risk-measure range: invalidNumber, invalidRange or invalidChoice (more than one value), as the listing checks them", body = crate::error::ApiErrorBody)))]
pub async fn save_search(
    State(state): State<AppState>,
    user: Principal,
    ApiJson(request): ApiJson<NewSavedSearch>,
) -> Result<(StatusCode, Json<SavedSearchCreated>)> {
    check_saved_filters(&request.filters)?;
    ensure_room(&state.db, &member_limits::SAVED_SEARCHES, user.user_id).await?;
    let id = store::insert_saved_search(&state.db, user.user_id, &request.filters).await?;
    Ok((
        StatusCode::CREATED,
        Json(SavedSearchCreated {
            saved_search_id: id,
        }),
    ))
}

/// The signed-in member's saved searches, newest first.
#[utoipa::path(get, path = "/api/v1/me/saved-searches", tag = "members", operation_id = "listSavedSearches",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = SavedSearchList)))]
pub async fn list_saved_searches(
    State(state): State<AppState>,
    user: Principal,
) -> Result<Json<SavedSearchList>> {
    let items = store::saved_searches(&state.db, user.user_id).await?;
    Ok(Json(SavedSearchList { items }))
}

/// Deletes one of the member's saved searches.
#[utoipa::path(delete, path = "/api/v1/me/saved-searches/{savedSearchId}", tag = "members",
    operation_id = "deleteSavedSearch", params(("savedSearchId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204, description = "deleted"),
              (status = 404, description = "not one of the member's searches", body = crate::error::ApiErrorBody)))]
pub async fn delete_saved_search(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(saved_search_id): ApiPath<i64>,
) -> Result<StatusCode> {
    store::remove_saved_search(&state.db, user.user_id, saved_search_id).await?;
    Ok(StatusCode::NO_CONTENT)
}
