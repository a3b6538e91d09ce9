//! The program listings (screener, returns, new listings, archived programs): plain indexed reads
//! of the stored listing rows, never a statistic recomputed.

use analytics_core::month::YearMonth;
use analytics_core::ReturnSeries;
use axum::extract::{RawQuery, State};
use axum::routing::get;
use axum::{Json, Router};
use serde::Serialize;
use utoipa::ToSchema;

use super::blend_correlation::{blend_series, correlation_with, may_correlate};
use super::listing_query::{self, ListingParams, ListingQuery};
use super::listing_snapshot::{compare, matches, Ranked};
use super::status;
use super::viewer::Viewer;
use crate::accounts::OptionalUser;
use crate::app::AppState;
use crate::error::{Error, Result};
use crate::storage::Db;

pub fn router() -> Router<AppState> {
    Router::new().route("/api/v1/programs", get(list_programs))
}

/// The CAROR is shown (and filtered and sorted on) only from 24 monthly returns (spec section 5).
pub const MIN_RETURNS_FOR_CAROR: i64 = 24;

/// One program's row in a listing. Returns are fractions; money is in the program's currency.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramListing {
    pub program_id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub group_id: i64,
    pub group_name: String,
    pub group_uri: String,
    /// 1 Index, 2 Fund, 3 Managed Account.
    pub program_type_id: i64,
    /// 1 Active, 2 Pending, 3 Archived, 4 Deleted.
    pub program_status_id: i64,
    /// 1 Open to New Investments, 2 Closed to New Investments.
    pub membership_status_id: i64,
    /// Approved within the last month.
    pub is_new: bool,
    /// `YYYY-MM-DD`.
    pub date_approved: Option<String>,
    pub date_archived: Option<String>,
    pub date_inception: Option<String>,
    /// The return of the program's own last month (`dateReturn`).
    pub month_return: Option<f64>,
    /// `yyyymm` of the program's last month with a return.
    pub date_return: Option<i32>,
    pub ytd_return: Option<f64>,
    /// CAROR; none below 24 monthly returns (shown as a dash).
    pub compound_return: Option<f64>,
    /// Worst drawdown (<= 0).
    #[serde(rename = "maxDrawDown")]
    pub max_drawdown: Option<f64>,
    /// Assets under management.
    pub assets: Option<f64>,
    pub currency: String,
    pub investment_min: Option<f64>,
    pub sharpe_ratio: Option<f64>,
    pub volatility: Option<f64>,
    #[serde(rename = "correlationSp500")]
    pub correlation_sp500: Option<f64>,
    /// Trailing 12 months, cumulative.
    pub full_year_return: Option<f64>,
    /// Trailing 36 months, cumulative.
    pub three_year_return: Option<f64>,
    /// Trailing 60 months, cumulative.
    pub five_year_return: Option<f64>,
    #[serde(rename = "past12Months")]
    pub past_12_months: Option<f64>,
    pub return_count: i64,
    /// The last three months with a return, newest first.
    pub recent_returns: Vec<RecentReturn>,
    /// Correlation with the blend of `filterByBlendCorrelationId` (none without it, or with
    /// fewer than 2 common months).
    pub correlation: Option<f64>,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct RecentReturn {
    /// `yyyymm`.
    pub month: i32,
    pub value: f64,
    pub estimated: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramListingPage {
    pub items: Vec<ProgramListing>,
    pub total_count: i64,
    /// `yyyymm` of the month before the current one: the month-return column is headed by it.
    pub return_month: i32,
}

/// Who is reading decides what may be listed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reader {
    pub signed_in: bool,
    pub admin: bool,
    /// Manages the one company listed (its programs page): every status and company state.
    pub company_manager: bool,
}

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
    OptionalUser(user): OptionalUser,
    RawQuery(query): RawQuery,
) -> Result<Json<ProgramListingPage>> {
    let today = time::OffsetDateTime::now_utc().date();
    let current = current_month(today)?;
    let query = listing_query::parse(query.as_deref().unwrap_or(""), current)?;
    let reader = Viewer::new(user.as_ref()).reader();
    let blend = match query.blend_correlation {
        None => None,
        Some(blend_id) => {
            let user = user.ok_or(Error::Unauthorized("unauthorized"))?;
            if !may_correlate(&user) {
                return Err(Error::Forbidden("forbidden_role"));
            }
            Some(blend_series(&state.db, user.0.sub, blend_id).await?)
        }
    };
    Ok(Json(
        program_listings(
            &state.db,
            &query,
            reader,
            &new_since(today),
            current.prev(),
            blend.as_ref(),
        )
        .await?,
    ))
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

/// One page of listing rows matching `query`, as `reader` may see them, from the in-memory
/// snapshot. `new_since` (`YYYY-MM-DD`) marks rows approved since as new; with `blend`, each
/// row gets its correlation with it.
pub async fn program_listings(
    db: &Db,
    query: &ListingQuery,
    reader: Reader,
    new_since: &str,
    return_month: YearMonth,
    blend: Option<&ReturnSeries>,
) -> Result<ProgramListingPage> {
    let statuses = visible_statuses(&query.program_statuses, reader)?;
    let snapshot = db.listing_cache.get(db).await?;
    let series = match blend {
        Some(_) => Some(snapshot.series(db).await?),
        None => None,
    };
    let mut found: Vec<Ranked> = snapshot
        .entries
        .iter()
        .filter(|entry| matches(entry, query, &statuses, reader))
        .map(|entry| Ranked {
            entry,
            correlation: blend.zip(series).and_then(|(blend, series)| {
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
fn visible_statuses(asked: &[i64], reader: Reader) -> Result<Vec<i64>> {
    if asked.is_empty() {
        return Ok(vec![status::ACTIVE]);
    }
    if reader.company_manager {
        return Ok(asked.to_vec());
    }
    let public = [status::ACTIVE, status::ARCHIVED];
    if !reader.admin && asked.iter().any(|s| !public.contains(s)) {
        return Err(Error::Forbidden("forbidden_role"));
    }
    Ok(asked.to_vec())
}
