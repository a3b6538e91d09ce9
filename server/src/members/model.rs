//! The member lists' API shapes: the watchlist and the portfolio as the dashboard reads them, and
//! what adding and changing their rows sends.

use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;

/// What adding a program needs to know of it.
#[derive(Debug, Clone, PartialEq)]
pub struct ProgramTerms {
    pub program_id: i64,
    pub investment_min: Option<f64>,
    /// `YYYY-MM-DD`.
    pub date_inception: Option<String>,
}

/// A program on the member's watchlist. Returns are fractions; money is in the program's
/// currency; the figures are those of the program's listing row.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WatchlistItem {
    pub watchlist_id: i64,
    pub program_id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub group_name: String,
    pub group_uri: String,
    /// E-mail alerts on for this program.
    pub alert: bool,
    /// RFC 3339.
    pub date_created: String,
    /// The return of the program's own last month (`dateReturn`).
    pub month_return: Option<f64>,
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
    /// `assets` in US dollars at the rate of the month that last reported assets: the
    /// listing's `assetsUsd`.
    pub assets_usd: Option<f64>,
    /// `investmentMin` in US dollars at the latest rate: the listing's `investmentMinUsd`.
    pub investment_min_usd: Option<f64>,
    /// `YYYY-MM-DD`.
    pub date_inception: Option<String>,
    /// `yyyymm` of the program's last month with a return.
    pub date_return: Option<i32>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Watchlist {
    /// By company name, then program name.
    pub items: Vec<WatchlistItem>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewWatchlistItem {
    pub program_id: i64,
    /// Default false.
    #[serde(default)]
    pub alert: bool,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AlertChange {
    pub alert: bool,
}

/// One allocation of the member's portfolio. Money is in the program's currency, except
/// `valueInBase`, in the portfolio's base currency; returns and shares are fractions.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PortfolioRow {
    pub portfolio_order_id: i64,
    pub program_id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub group_name: String,
    pub group_uri: String,
    /// The amount allocated (the trading level).
    pub quantity: f64,
    /// `YYYY-MM-DD`; none when the program has no inception date (then every month counts).
    pub date_allocation: Option<String>,
    /// 1 to 10, step 0.5.
    pub leverage: f64,
    /// `quantity / leverage`.
    pub cash_level: f64,
    /// `valueInBase / total`: the row's share of the portfolio, summed in the base currency;
    /// none while a row's currency or the base has no rate (a share of amounts summed as they
    /// are would be wrong).
    pub pct_allocated: Option<f64>,
    /// `quantity` in the portfolio's base currency, `quantity · usdPerUnit / baseUsdPerUnit` at
    /// the latest rates; none when `currency` or the base has no rate.
    pub value_in_base: Option<f64>,
    /// `Π(1 + leverage · r) − 1` over the months from the allocation month through the
    /// program's last month; none when there is no such month.
    pub period_return: Option<f64>,
    /// `cashLevel · (1 + periodReturn)`.
    pub current_value: Option<f64>,
    pub currency: String,
    /// US dollars per unit of `currency` at the latest rate (1 for the dollar; none without a
    /// rate): the row's amounts are today's, so each converts at it.
    pub usd_per_unit: Option<f64>,
    pub investment_min: Option<f64>,
    /// `YYYY-MM-DD`.
    pub date_inception: Option<String>,
    /// `#rrggbb`.
    pub color: Option<String>,
    /// `yyyymm` of the program's last month with a return.
    pub date_return: Option<i32>,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Portfolio {
    /// None until the member's first allocation (or choice of a base currency) creates the
    /// portfolio.
    pub portfolio_id: Option<i64>,
    pub portfolio_name: String,
    /// The currency the portfolio sums its rows in: US dollars unless the member chose another.
    #[schema(pattern = "^[A-Z]{3}$")]
    pub base_currency: String,
    /// US dollars per unit of `baseCurrency` at the latest rate (1 for the dollar); none when
    /// the base has no rate.
    pub base_usd_per_unit: Option<f64>,
    /// Σ `valueInBase` over the rows, in `baseCurrency` (0 without rows); none while a row's
    /// currency or the base has no rate.
    pub total: Option<f64>,
    /// By company name, then program name.
    pub items: Vec<PortfolioRow>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewPortfolioOrder {
    pub program_id: i64,
}

/// The currency a member's portfolio is to be summed in.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BaseCurrencyChange {
    /// An ISO 4217 code: USD or a currency with a stored rate (`noExchangeRate`).
    #[schema(min_length = 3, max_length = 3, pattern = "^[A-Z]{3}$")]
    pub base_currency: String,
}

/// The fields of an allocation to change; absent ones stay as they are.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderChange {
    /// At least the program's minimum investment, above 0 (`belowMinimum`).
    #[schema(exclusive_minimum = 0)]
    pub quantity: Option<f64>,
    /// `YYYY-MM-DD` from the program's inception month through today, UTC (`outOfRange`).
    pub date_allocation: Option<String>,
    /// 1 to 10, step 0.5 (`invalidLeverage`).
    #[schema(minimum = 1, maximum = 10, multiple_of = 0.5)]
    pub leverage: Option<f64>,
    /// `#rrggbb` (`invalidColor`); null clears it.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>, nullable, pattern = "^#[0-9A-Fa-f]{6}$")]
    pub color: Option<Option<String>>,
}

/// A field given in the body, even as null (`Some(None)`), as opposed to one left out (`None`).
fn present<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Option<String>>, D::Error> {
    Option::<String>::deserialize(deserializer).map(Some)
}
