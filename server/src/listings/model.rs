//! What a listing answers: its rows, their recent returns, a page of them, and what a listing
//! covers; a listing entry as the snapshot holds it; a company's programs; the typeahead's
//! matches; and a member's saved searches.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::{ArrayBuilder, Object, ObjectBuilder, OneOfBuilder, Schema, Type};
use utoipa::{IntoParams, ToSchema};

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
    /// `assets` in US dollars at the rate of the month that reported them (none without a rate):
    /// what the AUM sort and filters compare.
    pub assets_usd: Option<f64>,
    /// `investment_min` in US dollars at the latest rate: what its sort and filters compare.
    pub investment_min_usd: Option<f64>,
    pub sharpe_ratio: Option<f64>,
    pub volatility: Option<f64>,
    #[serde(rename = "correlationSp500")]
    pub correlation_sp500: Option<f64>,
    /// Excess return over the downside deviation, annualized; none without a downside month.
    pub sortino_ratio: Option<f64>,
    /// CAROR over the worst drawdown's depth; none below 24 monthly returns (as the CAROR) or
    /// without a drawdown.
    pub mar_ratio: Option<f64>,
    /// Sensitivity to the S&P 500 over the common months; none without them.
    pub beta: Option<f64>,
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

/// One program as the listings filter it: its row and the fields only filters use.
#[derive(Debug, Clone)]
pub struct ListingEntry {
    pub row: ProgramListing,
    pub group_status_id: i64,
    pub hidden: bool,
    pub sector_focus_type_id: Option<i64>,
    pub investor_requirement_type_id: Option<i64>,
    /// Type ids with a share above 0.
    pub allocation_strategies: Vec<i64>,
    pub methodologies: Vec<i64>,
    pub compositions: Vec<i64>,
    pub platforms: Vec<i64>,
    /// Fees as fractions.
    pub fee_management: f64,
    pub fee_performance: f64,
    pub us_invest: bool,
    /// The stored approval and archive timestamps (RFC 3339), compared with `YYYY-MM-DD` days.
    pub approved_at: Option<String>,
    pub archived_at: Option<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct CompanyProgramsQuery {
    /// Also list archived programs, and deleted ones for the company's managers (the page's
    /// toggle).
    #[serde(default)]
    pub include_archived: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyPrograms {
    pub items: Vec<ProgramListing>,
    /// Page views per program id, for the company's managers and administrators only.
    #[schema(value_type = Option<BTreeMap<String, i64>>)]
    pub visits: Option<BTreeMap<i64, i64>>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchQuery {
    /// At least three characters of a program's or company's name (spaces around not counted).
    #[param(pattern = "\\S[\\s\\S]*\\S[\\s\\S]*\\S")]
    pub term: String,
}

#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct ProgramMatch {
    #[sqlx(rename = "id")]
    pub program_id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub group_name: String,
    pub group_uri: String,
    pub program_status_id: i64,
}

/// The most filters one search may keep: every screener filter, each with a few values.
pub const MAX_FILTER_KEYS: usize = 40;
pub const MAX_VALUE_LENGTH: usize = 200;
/// The most values one multi-value filter keeps.
pub const MAX_VALUES: usize = 50;

/// A filter's value: one value, or the values of a multi-value filter.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum FilterValue {
    One(String),
    Many(Vec<String>),
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct NewSavedSearch {
    /// The screener's filter parameters (`filterBy…`), as in its URL.
    #[schema(schema_with = filters_schema)]
    pub filters: BTreeMap<String, FilterValue>,
}

/// What `check_filters` accepts: 1 to 40 `filterBy…` keys, each with a value of 1 to 200
/// characters or 1 to 50 such values.
fn filters_schema() -> Object {
    let value = || {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .min_length(Some(1))
            .max_length(Some(MAX_VALUE_LENGTH))
    };
    let values = ArrayBuilder::new()
        .items(value())
        .min_items(Some(1))
        .max_items(Some(MAX_VALUES));
    ObjectBuilder::new()
        .description(Some(
            "The screener's filter parameters (`filterBy…`), as in its URL.",
        ))
        .min_properties(Some(1))
        .max_properties(Some(MAX_FILTER_KEYS))
        .property_names(Some(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .pattern(Some("^filterBy")),
        ))
        .additional_properties(Some(Schema::from(
            OneOfBuilder::new().item(value()).item(values).build(),
        )))
        .build()
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedSearchCreated {
    pub saved_search_id: i64,
}

/// One of the member's saved searches.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedSearch {
    pub saved_search_id: i64,
    /// The screener's filter parameters (`filterBy…`), as in its URL.
    pub filters: BTreeMap<String, FilterValue>,
    /// RFC 3339.
    pub date_created: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SavedSearchList {
    /// Newest first.
    pub items: Vec<SavedSearch>,
}
