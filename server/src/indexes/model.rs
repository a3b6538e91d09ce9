//! The shapes of the index endpoints and the index families' definitions as stored.

use analytics_core::index::RankingMeasure;
use analytics_core::YearMonth;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// What an index is made of (`indexes.kind`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum IndexKind {
    /// The S&P 500, stored beside the indexes.
    Benchmark,
    /// Every program with a 36-month record.
    Main,
    /// The programs of one sector focus.
    Sector,
    /// The programs with more than half of their allocation in one strategy.
    Strategy,
    /// The programs with more than half of their allocation in one methodology.
    Methodology,
    /// The programs whose assets under management, as of each month, are within a band.
    Assets,
    /// The main index's members ranked by a measure: a ranking with no series of its own.
    Ranking,
}

impl IndexKind {
    pub fn parse(kind: &str) -> Option<IndexKind> {
        serde_json::from_value(serde_json::Value::String(kind.to_owned())).ok()
    }
}

/// One index family as stored: who may be a member and what its rankings order by.
#[derive(Debug, Clone, PartialEq)]
pub struct IndexFamily {
    pub id: i64,
    pub uri: String,
    pub kind: IndexKind,
    /// The sector, allocation strategy or methodology type of those kinds.
    pub rule_type_id: Option<i64>,
    pub min_track_months: usize,
    pub ranking_measure: RankingMeasure,
    /// The assets band of an `assets` index: at least `assets_min`, below `assets_max`.
    pub assets_min: Option<f64>,
    pub assets_max: Option<f64>,
}

/// An index's identity and rule, as every index endpoint names it.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IndexIdentity {
    pub portfolio_id: i64,
    pub portfolio_uri: String,
    pub portfolio_name: String,
    pub portfolio_name_zh: String,
    pub kind: IndexKind,
    /// The sector focus, allocation strategy or methodology type id of those kinds.
    pub rule_type_id: Option<i64>,
    /// Months of track record a program needs to count.
    pub min_track_months: i64,
    /// What the monthly rankings order by.
    pub ranking_measure: RankingMeasure,
    /// The assets band of an `assets` index (at least `assetsMin`, below `assetsMax`).
    pub assets_min: Option<f64>,
    pub assets_max: Option<f64>,
}

/// An index's line in the CTA Indexes list: its latest figures.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IndexSummary {
    pub portfolio_id: i64,
    pub portfolio_uri: String,
    pub portfolio_name: String,
    pub portfolio_name_zh: String,
    pub kind: IndexKind,
    /// `YYYY-MM` of the first and last month.
    #[schema(value_type = String)]
    pub date_start: YearMonth,
    #[schema(value_type = String)]
    pub date_end: YearMonth,
    /// Members with a return in the last month.
    pub member_count: i64,
    pub month_return: f64,
    pub ytd_return: Option<f64>,
    #[serde(rename = "compoundedAnnualROR")]
    pub compounded_annual_ror: f64,
    #[serde(rename = "maxDrawDown")]
    pub max_drawdown: f64,
    #[serde(rename = "correlationsp500")]
    pub correlation_sp500: Option<f64>,
    pub sharpe: Option<f64>,
    pub standard_deviation: Option<f64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IndexPage {
    pub items: Vec<IndexSummary>,
    pub total_count: i64,
}

/// What the CTA Indexes list may be sorted by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum IndexSortKey {
    PortfolioName,
    DateStart,
    MemberCount,
    MonthReturn,
    YtdReturn,
    #[serde(rename = "compoundedAnnualROR")]
    CompoundedAnnualRor,
    #[serde(rename = "maxDrawDown")]
    MaxDrawdown,
    #[serde(rename = "correlationsp500")]
    CorrelationSp500,
    Sharpe,
    StandardDeviation,
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase", default)]
#[into_params(parameter_in = Query)]
pub struct IndexListQuery {
    /// Default `monthReturn`.
    #[param(inline)]
    pub sort_by: Option<IndexSortKey>,
    /// `ASC` or `DESC` (default), in any case.
    #[param(pattern = "^([Aa][Ss][Cc]|[Dd][Ee][Ss][Cc])$")]
    pub order_by: Option<String>,
    /// 1..=100; default 50.
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<i64>,
    /// From 1.
    #[param(minimum = 1)]
    pub page_number: Option<i64>,
}

/// One month of an index.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IndexMonthRecord {
    /// `YYYY-MM`.
    #[schema(value_type = String)]
    pub month: YearMonth,
    pub monthly_return: f64,
    /// Members whose return the month's mean is over.
    pub member_count: i64,
    /// A member's return that month is its estimate.
    pub estimated: bool,
}

/// The first and last month of an index's rankings.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MonthSpan {
    #[schema(value_type = String)]
    pub first: YearMonth,
    #[schema(value_type = String)]
    pub last: YearMonth,
}

/// An index's page: its rule, statistics and months.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IndexDetail {
    #[serde(flatten)]
    pub identity: IndexIdentity,
    /// analytics-core's statistics document of the index's returns, as for a program; none for
    /// a ranking, which has no series, or an index no program has joined yet.
    #[schema(value_type = Option<analytics_core::ProgramStatistics>)]
    pub statistics: Option<Box<serde_json::value::RawValue>>,
    /// Oldest first.
    pub monthly_returns: Vec<IndexMonthRecord>,
    /// The months that have a ranking; none before any program has joined.
    pub ranking_months: Option<MonthSpan>,
}

/// What a ranking shows of a program, and what decides who may see it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RankedProgramRow {
    pub id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub group_id: i64,
    pub group_name: String,
    pub group_uri: String,
    pub group_status_id: i64,
    pub program_status_id: i64,
    pub hide_program: i64,
    pub investment_min: Option<f64>,
    pub currency: String,
    pub date_inception: Option<String>,
}

/// A program ranked in a month (the spec's award ranking row).
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RankedProgram {
    /// 1 = best; equal figures share a rank.
    pub rank: i64,
    pub program_id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub group_name: String,
    pub group_uri: String,
    /// The figure ranked: the month's return, or the index's measure as of the month.
    pub performance: f64,
    pub investment_min: Option<f64>,
    /// `investmentMin` in US dollars at the latest rate (the listing's `investmentMinUsd`): what
    /// the minimum-investment sort compares.
    pub investment_min_usd: Option<f64>,
    pub currency: String,
    /// `YYYY-MM-DD`.
    pub date_inception: Option<String>,
}

/// What a ranking may be sorted by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum RankingSortKey {
    Rank,
    Performance,
    ProgramName,
    GroupName,
    InvestmentMin,
    DateInception,
}

/// `/awards`: the spec's award list filters.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct AwardListQuery {
    /// The index.
    pub filter_by_portfolio_uri: String,
    /// 1 = Monthly Ranking (the default; the only type the indexes award).
    #[param(minimum = 1)]
    pub filter_by_award_type_id: Option<i64>,
    /// The ranking's month, `YYYY-MM` (or a date in it, `YYYY-MM-DD`); default the index's
    /// latest ranking.
    #[param(pattern = "^[1-9][0-9]{3}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?$")]
    pub filter_by_date_end: Option<String>,
    /// Default `rank`.
    #[param(inline)]
    pub sort_by: Option<RankingSortKey>,
    /// `ASC` (default) or `DESC`, in any case.
    #[param(pattern = "^([Aa][Ss][Cc]|[Dd][Ee][Ss][Cc])$")]
    pub order_by: Option<String>,
    /// 1..=500; default 500.
    #[param(minimum = 1, maximum = 500)]
    pub page_size: Option<i64>,
    /// From 1.
    #[param(minimum = 1)]
    pub page_number: Option<i64>,
}

/// One month's ranking of an index.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AwardList {
    pub index: IndexIdentity,
    /// The month shown, `YYYY-MM`; none when the index has no ranking yet.
    #[schema(value_type = Option<String>)]
    pub month: Option<YearMonth>,
    /// The months that have a ranking.
    pub ranking_months: Option<MonthSpan>,
    pub items: Vec<RankedProgram>,
    /// Programs ranked that month that the reader may see.
    pub total_count: i64,
    /// Programs ranked that month that are hidden from the reader (visitors do not see
    /// programs hidden from non-members); their ranks are kept.
    pub hidden_count: i64,
}

/// `/indexes/{portfolioUri}/members`.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase", default)]
#[into_params(parameter_in = Query)]
pub struct MembersQuery {
    /// `YYYY-MM`; default the index's latest month.
    #[param(pattern = "^[1-9][0-9]{3}-(0[1-9]|1[0-2])$")]
    pub month: Option<String>,
}

/// A program counted in an index's month.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IndexMember {
    #[serde(flatten)]
    pub program: RankedProgram,
    /// `YYYY-MM`: the first month of the stretch in which it counts.
    #[schema(value_type = String)]
    pub month_joined: YearMonth,
}

/// The members of an index in a month, by company and program name.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IndexMembers {
    pub index: IndexIdentity,
    #[schema(value_type = Option<String>)]
    pub month: Option<YearMonth>,
    pub ranking_months: Option<MonthSpan>,
    pub items: Vec<IndexMember>,
    pub hidden_count: i64,
}

/// A medal of the top three places.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Badge {
    Gold,
    Silver,
    Bronze,
}

/// A program's place among the top of an index's monthly ranking.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramAward {
    pub portfolio_uri: String,
    pub portfolio_name_ranked: String,
    pub portfolio_name_ranked_zh: String,
    /// 1 = Monthly Ranking.
    pub award_type_id: i64,
    pub rank: i64,
    pub performance: f64,
    pub ranking_measure: RankingMeasure,
    /// The ranking's month, `YYYY-MM`.
    #[schema(value_type = String)]
    pub date_end: YearMonth,
    pub badge: Badge,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramAwards {
    /// Newest first, at most `rules::MAX_PROGRAM_AWARDS`.
    pub items: Vec<ProgramAward>,
    pub total_count: i64,
}
