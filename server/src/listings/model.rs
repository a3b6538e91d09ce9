//! What a listing answers: its rows, their recent returns, a page of them, and what a listing
//! covers.

use serde::Serialize;
use utoipa::ToSchema;

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

/// What a listing covers: the public directory, or one company's programs read by one of its
/// editors, who see every status and company state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListingScope {
    Directory,
    ManagedCompany,
}
