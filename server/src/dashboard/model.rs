//! The dashboard statistics' shape (the spec's return statistics).

use analytics_core::distribution::HistogramBucket;
use analytics_core::YearMonth;
use serde::Serialize;
use utoipa::ToSchema;

use crate::indexes::model::IndexIdentity;

/// Figures of a set of monthly returns.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReturnFigures {
    pub return_count: i64,
    /// None without a return.
    pub return_average: Option<f64>,
    pub return_max: Option<f64>,
    pub return_min: Option<f64>,
}

/// Administrators' totals of the member tools.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PortfolioStatistics {
    /// Saved blends (not the worksheets).
    pub blends_total: i64,
    /// Portfolios holding at least one allocation.
    pub portfolios_total: i64,
    /// Members watching at least one program.
    pub watch_lists_total: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MiscStatistics {
    /// Members who asked for new-program alerts.
    pub new_program_alerts_total: i64,
    pub saved_searches_total: i64,
}

/// The Database Stats and Top Rankings of the dashboard.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReturnStatistics {
    /// RFC 3339 UTC: when these figures were read.
    pub date_calculated: String,
    /// `YYYY-MM`: the last month (the one before the current month).
    #[schema(value_type = String)]
    pub month: YearMonth,
    /// Active programs of active companies, as of today.
    pub active_programs_total: i64,
    /// Active programs with a return for the last month (or later).
    pub return_count_last_month: i64,
    /// Active programs whose latest return is the month before the last.
    pub return_count_two_month: i64,
    /// The last month's returns of active programs: all, the gains, the losses.
    pub active_data: ReturnFigures,
    pub positive_data: ReturnFigures,
    pub negative_data: ReturnFigures,
    /// The last month's returns in 1 % buckets from -20 % to 20 %.
    #[schema(value_type = Vec<analytics_core::distribution::HistogramBucket>)]
    pub distribution: Vec<HistogramBucket>,
    /// The dashboard's ten Top Rankings links, in order.
    pub top_rankings: Vec<IndexIdentity>,
    /// Administrators only.
    pub portfolio_statistics: Option<PortfolioStatistics>,
    /// Administrators only.
    pub misc_statistics: Option<MiscStatistics>,
}
