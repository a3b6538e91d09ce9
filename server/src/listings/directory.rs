//! The program listings (screener, returns, new listings, archived programs): plain indexed reads
//! of the stored listing rows, never a statistic recomputed.

use std::collections::HashMap;

use analytics_core::month::YearMonth;
use analytics_core::ReturnSeries;
use axum::extract::{RawQuery, State};
use axum::Json;

use crate::access::Principal;
use crate::blends::correlation::{blend_series, correlation_with, may_correlate};
use crate::error::{Error, Result};
use crate::listings::model::{ListingScope, ProgramListing, ProgramListingPage};
use crate::listings::params::ListingParams;
use crate::listings::query::ListingQuery;
use crate::listings::snapshot::{compare, matches, ListingCache, ListingSnapshot, Ranked};
use crate::reference::program_status;
use crate::state::AppState;

/// Lists programs by the spec's filters, sorted and paged (multi-value filters are repeated keys).
#[utoipa::path(get, path = "/api/v1/programs", tag = "programs", operation_id = "listPrograms",
    params(ListingParams),
    responses(crate::error::ParameterErrors,
              (status = 200, body = ProgramListingPage),
              (status = 401, description = "a blend correlation needs a signed-in reader", body = crate::error::ApiErrorBody),
              (status = 403, description = "forbidden_role: a status only administrators may list, or a blend correlation without the role", body = crate::error::ApiErrorBody),
              (status = 404, description = "the blend is not the reader's or holds no returns", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: a value outside its schema (invalidNumber, invalidChoice, invalidDate); a performance range with one end (invalidDateRange), ending before it starts (invalidDateRange) or after the current month (futureDate)", body = crate::error::ApiErrorBody)))]
pub async fn list_programs(
    State(state): State<AppState>,
    user: Option<Principal>,
    RawQuery(query): RawQuery,
) -> Result<Json<ProgramListingPage>> {
    let today = time::OffsetDateTime::now_utc().date();
    let current = current_month(today)?;
    let query = crate::listings::parse_listing_query(query.as_deref().unwrap_or(""), current)?;
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

/// The month of `today`.
pub fn current_month(today: time::Date) -> Result<YearMonth> {
    Ok(YearMonth::new(
        today.year(),
        u32::from(u8::from(today.month())),
    )?)
}

/// Programs approved on or after this day (`YYYY-MM-DD`) are new: within the last month.
pub fn new_since(today: time::Date) -> String {
    (today - time::Duration::days(31)).to_string()
}

/// One page of listing rows matching `query`, as `viewer` may see them in `scope`, from the
/// in-memory snapshot. `new_since` (`YYYY-MM-DD`) marks rows approved since as new; with a blend
/// (and every program's series, by id), each row gets its correlation with the blend.
pub fn program_listings(
    snapshot: &ListingSnapshot,
    query: &ListingQuery,
    viewer: Option<&Principal>,
    scope: ListingScope,
    new_since: &str,
    return_month: YearMonth,
    blend: Option<(&ReturnSeries, &HashMap<i64, ReturnSeries>)>,
) -> Result<ProgramListingPage> {
    let statuses = visible_statuses(&query.program_statuses, viewer, scope)?;
    let mut found: Vec<Ranked> = snapshot
        .entries
        .iter()
        .filter(|entry| matches(entry, query, &statuses, viewer.is_some(), scope))
        .map(|entry| Ranked {
            entry,
            correlation: blend.and_then(|(blend, series)| {
                correlation_with(blend, series.get(&entry.row.program_id)?)
            }),
        })
        .collect();
    found.sort_unstable_by(|a, b| compare(a, b, query.sort_by, query.descending));
    let skip = usize::try_from((query.page_number - 1).saturating_mul(query.page_size))
        .unwrap_or(usize::MAX);
    let take = usize::try_from(query.page_size).unwrap_or(0);
    let items = found
        .iter()
        .skip(skip)
        .take(take)
        .map(|ranked| ProgramListing {
            is_new: ranked
                .entry
                .approved_at
                .as_deref()
                .is_some_and(|at| at >= new_since),
            correlation: ranked.correlation,
            ..ranked.entry.row.clone()
        })
        .collect();
    Ok(ProgramListingPage {
        items,
        total_count: found.len() as i64,
        return_month: return_month.yyyymm(),
    })
}

/// Active programs unless others are asked for: Archived for anyone (the archived listing),
/// Pending and Deleted only for administrators.
fn visible_statuses(
    asked: &[i64],
    viewer: Option<&Principal>,
    scope: ListingScope,
) -> Result<Vec<i64>> {
    if asked.is_empty() {
        return Ok(vec![program_status::ACTIVE]);
    }
    if scope == ListingScope::ManagedCompany {
        return Ok(asked.to_vec());
    }
    let public = [program_status::ACTIVE, program_status::ARCHIVED];
    if !viewer.is_some_and(Principal::is_admin) && asked.iter().any(|s| !public.contains(s)) {
        return Err(Error::Forbidden("forbidden_role"));
    }
    Ok(asked.to_vec())
}
