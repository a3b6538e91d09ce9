//! The public list of currencies with their latest rate: the currencies a member may sum a blend
//! or a portfolio in, so the browser converts at once when the choice changes.

use axum::extract::State;
use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;

use super::USD;
use crate::error::Result;
use crate::state::AppState;

/// A currency's latest rate.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LatestRate {
    /// Three capital letters.
    pub currency: String,
    /// US dollars per unit at the latest rate (1 for the dollar).
    pub usd_per_unit: f64,
    /// `yyyymm` of that rate; none for the dollar, which needs none.
    pub month: Option<i32>,
}

/// The dollar first, then every currency with a stored rate, by code.
#[derive(Debug, Serialize, ToSchema)]
pub struct LatestRates {
    pub items: Vec<LatestRate>,
}

/// Every currency a blend or a portfolio may be summed in, with its latest rate.
#[utoipa::path(get, path = "/api/v1/exchange-rates", tag = "reference",
    operation_id = "latestExchangeRates",
    responses(crate::error::UriErrors,
              (status = 200, body = LatestRates)))]
pub async fn latest_rates(State(state): State<AppState>) -> Result<Json<LatestRates>> {
    let rates = super::read_latest(&state.db).await?;
    let dollar = LatestRate {
        currency: USD.to_owned(),
        usd_per_unit: 1.0,
        month: None,
    };
    let items = std::iter::once(dollar)
        .chain(
            rates
                .latest()
                .into_iter()
                .map(|(currency, month, rate)| LatestRate {
                    currency: currency.to_owned(),
                    usd_per_unit: rate,
                    month: Some(month.yyyymm()),
                }),
        )
        .collect();
    Ok(Json(LatestRates { items }))
}
