//! Administrators' exchange rates: each currency's latest rate, one currency's months, and the
//! upload of a CSV file of rates (`exchange_rates::import`, which the command line runs too).

use axum::body::Body;
use axum::extract::State;
use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;

use crate::access::{Principal, Role};
use crate::error::{Error, Result};
use crate::exchange_rates::import::{import_rates, ImportedRates};
use crate::exchange_rates::overview::{self, CurrencyHistory, CurrencyRates};
use crate::exchange_rates::upload::{too_large, MAX_FILE_BYTES};
use crate::extract::ApiPath;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct ExchangeRateOverview {
    /// Every currency the site offers but the dollar, in the site's order.
    pub items: Vec<CurrencyRates>,
}

/// Each currency's stored rates: how many months, the first, and the latest with its rate.
#[utoipa::path(get, path = "/api/v1/admin/exchange-rates", tag = "admin", operation_id = "exchangeRates",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = ExchangeRateOverview),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody)))]
pub async fn list_exchange_rates(
    State(state): State<AppState>,
    caller: Principal,
) -> Result<Json<ExchangeRateOverview>> {
    caller.require(Role::Administrator)?;
    Ok(Json(ExchangeRateOverview {
        items: overview::currencies(&state.db).await?,
    }))
}

/// One currency's months (newest first, at most 1,200) and the uploads that changed them.
#[utoipa::path(get, path = "/api/v1/admin/exchange-rates/{currency}", tag = "admin", operation_id = "currencyExchangeRates",
    params(("currency" = String, Path, description = "ISO 4217 code of a currency the site offers, not USD")),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = CurrencyHistory),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, description = "not_found: not a currency the site offers, or the dollar", body = crate::error::ApiErrorBody)))]
pub async fn currency_exchange_rates(
    State(state): State<AppState>,
    caller: Principal,
    ApiPath(currency): ApiPath<String>,
) -> Result<Json<CurrencyHistory>> {
    caller.require(Role::Administrator)?;
    let history = overview::history(&state.db, &currency)
        .await?
        .ok_or(Error::NotFound)?;
    Ok(Json(history))
}

/// Stores the rates of a CSV file with the columns `currency` (an ISO 4217 code the site offers,
/// not USD), `month` (`YYYY-MM`, 1957-01 through the current month) and `usdPerUnit` (US dollars
/// per unit, above 0 and at most 1,000,000), each currency and month once; at most 10,000 rows
/// and 1 MiB. A stored rate of the same month is replaced; the listings' dollar figures follow.
/// A file with any problem is refused with the first 100 of them and their count (`invalid_csv`,
/// `errors`, `errorCount`) and nothing changes.
#[utoipa::path(post, path = "/api/v1/admin/exchange-rates", tag = "admin", operation_id = "importExchangeRates",
    request_body(content = String, content_type = "text/csv", description = "the CSV file"),
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = ImportedRates),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 422, description = "invalid_csv: `errors` lists the first 100 problems with their row and column (codes: file_too_large, too_many_rows, empty_file, malformed_csv, unknown_column, duplicate_column, missing_column, too_many_values, missing_value, invalid_currency, dollar_rate, unknown_currency, invalid_month, month_before_1957, month_in_future, not_a_number, rate_out_of_range, duplicate_rate), `errorCount` counts them all", body = crate::error::ApiErrorBody)))]
pub async fn import_exchange_rates(
    State(state): State<AppState>,
    caller: Principal,
    body: Body,
) -> Result<Json<ImportedRates>> {
    caller.require(Role::Administrator)?;
    // One byte past the limit tells an oversized file from one that just fits.
    let bytes = axum::body::to_bytes(body, MAX_FILE_BYTES + 1)
        .await
        .map_err(|_| too_large())?;
    let current = crate::months::month_of(time::OffsetDateTime::now_utc().date())?;
    let imported = import_rates(&state.db, Some(caller.user_id), &bytes, current).await?;
    Ok(Json(imported))
}
