//! The screener's query parameters as the API documents and reads them: names, choices, ranges
//! and patterns in one `ListingParams`, from which `query::check` makes a `ListingQuery`.

use std::collections::BTreeMap;

use serde::de::IntoDeserializer;
use serde::Deserialize;
use utoipa::openapi::schema::{AnyOfBuilder, ArrayBuilder, ObjectBuilder, Type};
use utoipa::openapi::{RefOr, Schema};
use utoipa::{IntoParams, ToSchema};

use super::rules::{MAX_NAME_LENGTH, MIN_TERM_LENGTH};
use crate::error::{Error, Result};

/// What the listing may be sorted by: the API's names of the listing row's fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum SortKey {
    ProgramName,
    GroupName,
    MonthReturn,
    YtdReturn,
    CompoundReturn,
    MaxDrawDown,
    Assets,
    InvestmentMin,
    DateInception,
    DateApproved,
    DateArchived,
    SharpeRatio,
    Volatility,
    CorrelationSp500,
    SortinoRatio,
    /// MAR ratio: none below 24 monthly returns, as the CAROR it divides.
    MarRatio,
    /// Beta to the S&P 500.
    Beta,
    FullYearReturn,
    ThreeYearReturn,
    FiveYearReturn,
    Past12Months,
    DateReturn,
    /// Correlation with the blend of `filterByBlendCorrelationId`.
    Correlation,
}

/// The direction of the sort (`orderBy`); the server reads it in any case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "UPPERCASE")]
pub enum SortOrder {
    Asc,
    Desc,
}

/// The CAROR filter's choices: above 0 to 100 % in steps of 10, or −2 for below 0 %.
pub(crate) const CAROR_CHOICES: [i64; 12] = [-2, 0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
/// The drawdown filter's choices: no deeper than 0 to 50 % in steps of 5, or −1 for deeper than
/// 50 %.
pub(crate) const MAX_RISK_CHOICES: [i64; 12] = [-1, 0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50];

/// How far from 0 a risk-measure limit may reach (`filterBySortino…`, `filterByMar…`,
/// `filterByBeta…`): far beyond any program's figure, so no limit the screener offers is refused,
/// while a limit stays a number the listing compares.
pub(crate) const RISK_LIMIT: i64 = 1000;

/// `value`, or a blank value, which the listing reads as no filter (`from_query` drops it).
fn or_blank(value: impl Into<RefOr<Schema>>) -> Schema {
    AnyOfBuilder::new()
        .item(value)
        .item(crate::validation::schema::blank())
        .into()
}

fn choices(description: &str, values: &[i64]) -> Schema {
    or_blank(
        ObjectBuilder::new()
            .schema_type(Type::Integer)
            .description(Some(description))
            .enum_values(Some(values.iter().copied())),
    )
}

fn number(kind: Type, minimum: i64, maximum: Option<i64>) -> Schema {
    or_blank(
        ObjectBuilder::new()
            .schema_type(kind)
            .minimum(Some(minimum))
            .maximum(maximum),
    )
}

fn year() -> Schema {
    number(Type::Integer, 1900, Some(2999))
}

fn amount() -> Schema {
    number(Type::Number, 0, None)
}

/// A risk-measure limit: a number from −`RISK_LIMIT` to `RISK_LIMIT`.
fn risk_limit() -> Schema {
    number(Type::Number, -RISK_LIMIT, Some(RISK_LIMIT))
}

/// A fee limit: a percentage from 0 to 100.
fn percent() -> Schema {
    number(Type::Number, 0, Some(100))
}

/// `true` (open to US investors) or `false` (not open to them).
fn flag() -> Schema {
    or_blank(
        ObjectBuilder::new()
            .schema_type(Type::String)
            .enum_values(Some(["true", "false"])),
    )
}

/// A name search: `MIN_TERM_LENGTH` to `MAX_NAME_LENGTH` characters once trimmed.
fn name_search() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(crate::validation::schema::optional_text_between(
            MIN_TERM_LENGTH,
            MAX_NAME_LENGTH,
        )))
        .into()
}

fn page_size() -> Schema {
    number(Type::Integer, 1, Some(100))
}

fn page_number() -> Schema {
    number(Type::Integer, 1, Some(1_000_000_000))
}

/// A month, `YYYY-MM`, around whitespace the listing trims.
fn month() -> Schema {
    text(r"[1-9][0-9]{3}-(0[1-9]|1[0-2])")
}

/// A day, `YYYY-MM-DD`.
fn day() -> Schema {
    text(r"[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])")
}

fn text(pattern: &str) -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(crate::validation::schema::trimmed(&format!(
            "({pattern})?"
        ))))
        .into()
}

fn caror_choices() -> Schema {
    choices(
        "Percent: CAROR above 0 to 100 (steps of 10); -2: below 0 %",
        &CAROR_CHOICES,
    )
}

fn max_risk_choices() -> Schema {
    choices(
        "Percent: worst drawdown no deeper than 0 to 50 (steps of 5); -1: deeper than 50 %",
        &MAX_RISK_CHOICES,
    )
}

fn id(description: &str) -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::Integer)
        .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(
            utoipa::openapi::KnownFormat::Int64,
        )))
        .minimum(Some(1))
        .description(Some(description))
}

fn one_id() -> Schema {
    or_blank(id("An id"))
}

/// Ids of a multi-value filter: repeated keys (a comma list is read the same way).
fn ids() -> Schema {
    ArrayBuilder::new()
        .items(RefOr::T(or_blank(id("An id of the filter's list"))))
        .description(Some(
            "Repeated keys (a comma list is read the same way); none: no filter",
        ))
        .into()
}

/// The listing's query parameters as sent: the OpenAPI document describes them from here, and
/// [`parse`] checks them. Every key may be repeated (a multi-value filter's values; one value is
/// read of the others) and a blank value is no filter (each schema allows it), so each field
/// holds every non-blank value sent, trimmed.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(default)]
pub struct ListingParams {
    /// Inception year at least.
    #[serde(rename = "filterByYearStartMin")]
    #[param(schema_with = year)]
    pub(crate) year_start_min: Vec<String>,
    /// Inception year at most.
    #[serde(rename = "filterByYearStartMax")]
    #[param(schema_with = year)]
    pub(crate) year_start_max: Vec<String>,
    /// `YYYY-MM`: returns from this month; needs `filterByDatePerformanceMax` (else
    /// `invalidDateRange`).
    #[serde(rename = "filterByDatePerformanceMin")]
    #[param(schema_with = month)]
    pub(crate) performance_min: Vec<String>,
    /// `YYYY-MM`: returns through this month, not after the current one (`futureDate`); needs
    /// `filterByDatePerformanceMin`.
    #[serde(rename = "filterByDatePerformanceMax")]
    #[param(schema_with = month)]
    pub(crate) performance_max: Vec<String>,
    #[serde(rename = "filterByProgramTypesId")]
    #[param(schema_with = ids)]
    pub(crate) program_types: Vec<String>,
    #[serde(rename = "filterByCARORMin")]
    #[param(schema_with = caror_choices)]
    pub(crate) caror: Vec<String>,
    #[serde(rename = "filterByMaxRisk")]
    #[param(schema_with = max_risk_choices)]
    pub(crate) max_risk: Vec<String>,
    /// AUM at least, in US dollars (each program's figure converted at its month's rate).
    #[serde(rename = "filterByAUMMin")]
    #[param(schema_with = amount)]
    pub(crate) aum_min: Vec<String>,
    /// AUM at most, in US dollars (each program's figure converted at its month's rate).
    #[serde(rename = "filterByAUMMax")]
    #[param(schema_with = amount)]
    pub(crate) aum_max: Vec<String>,
    /// Minimum investment at least, in US dollars (converted at the latest rate).
    #[serde(rename = "filterByInvestmentMin")]
    #[param(schema_with = amount)]
    pub(crate) investment_min: Vec<String>,
    /// Minimum investment at most, in US dollars (converted at the latest rate).
    #[serde(rename = "filterByInvestmentMax")]
    #[param(schema_with = amount)]
    pub(crate) investment_max: Vec<String>,
    /// Management fee at most this percentage.
    #[serde(rename = "filterByFeeManagementMax")]
    #[param(schema_with = percent)]
    pub(crate) fee_management_max: Vec<String>,
    /// Performance (incentive) fee at most this percentage.
    #[serde(rename = "filterByFeePerformanceMax")]
    #[param(schema_with = percent)]
    pub(crate) fee_performance_max: Vec<String>,
    /// Sortino ratio at least this; programs without one are left out.
    #[serde(rename = "filterBySortinoMin")]
    #[param(schema_with = risk_limit)]
    pub(crate) sortino_min: Vec<String>,
    /// Sortino ratio at most this, not below `filterBySortinoMin` (`invalidRange`).
    #[serde(rename = "filterBySortinoMax")]
    #[param(schema_with = risk_limit)]
    pub(crate) sortino_max: Vec<String>,
    /// MAR ratio at least this; programs without one (as below 24 monthly returns) are left out.
    #[serde(rename = "filterByMarMin")]
    #[param(schema_with = risk_limit)]
    pub(crate) mar_min: Vec<String>,
    /// MAR ratio at most this, not below `filterByMarMin` (`invalidRange`).
    #[serde(rename = "filterByMarMax")]
    #[param(schema_with = risk_limit)]
    pub(crate) mar_max: Vec<String>,
    /// Beta to the S&P 500 at least this; programs without one are left out.
    #[serde(rename = "filterByBetaMin")]
    #[param(schema_with = risk_limit)]
    pub(crate) beta_min: Vec<String>,
    /// Beta to the S&P 500 at most this, not below `filterByBetaMin` (`invalidRange`).
    #[serde(rename = "filterByBetaMax")]
    #[param(schema_with = risk_limit)]
    pub(crate) beta_max: Vec<String>,
    /// `true`: open to US investors; `false`: not open to them.
    #[serde(rename = "filterByUsInvest")]
    #[param(schema_with = flag)]
    pub(crate) us_invest: Vec<String>,
    /// Part of the program's or its company's name, in any case: 3 to 100 characters once
    /// trimmed (`tooShort`, `tooLong`).
    #[serde(rename = "filterByName")]
    #[param(schema_with = name_search)]
    pub(crate) name: Vec<String>,
    #[serde(rename = "filterByProgramsSectorTypesId")]
    #[param(schema_with = ids)]
    pub(crate) sectors: Vec<String>,
    #[serde(rename = "filterByInvestorRequirementsTypesId")]
    #[param(schema_with = ids)]
    pub(crate) investor_requirements: Vec<String>,
    #[serde(rename = "filterByAllocationStrategyTypesId")]
    #[param(schema_with = ids)]
    pub(crate) allocation_strategies: Vec<String>,
    #[serde(rename = "filterByMethodologyTypesId")]
    #[param(schema_with = ids)]
    pub(crate) methodologies: Vec<String>,
    #[serde(rename = "filterByCompositionTypesId")]
    #[param(schema_with = ids)]
    pub(crate) compositions: Vec<String>,
    /// Default Active; Archived for anyone; Pending and Deleted for administrators.
    #[serde(rename = "filterByProgramStatusIds")]
    #[param(schema_with = ids)]
    pub(crate) program_statuses: Vec<String>,
    /// `YYYY-MM-DD`.
    #[serde(rename = "filterByDateApprovedStart")]
    #[param(schema_with = day)]
    pub(crate) date_approved_start: Vec<String>,
    /// `YYYY-MM-DD`.
    #[serde(rename = "filterByDateArchivedStart")]
    #[param(schema_with = day)]
    pub(crate) date_archived_start: Vec<String>,
    #[serde(rename = "filterByGroupIds")]
    #[param(schema_with = ids)]
    pub(crate) group_ids: Vec<String>,
    #[serde(rename = "filterByPlatformId")]
    #[param(schema_with = one_id)]
    pub(crate) platform_id: Vec<String>,
    /// One of the reader's blends: rows get their correlation with it (Administrator, Broker,
    /// CTA Manager, Member Plus).
    #[serde(rename = "filterByBlendCorrelationId")]
    #[param(schema_with = one_id)]
    pub(crate) blend_correlation: Vec<String>,
    /// Default `monthReturn`; `correlation` with a blend filter.
    #[serde(rename = "sortBy")]
    #[param(value_type = Option<SortKey>, inline)]
    pub(crate) sort_by: Vec<String>,
    /// Default `DESC`.
    #[serde(rename = "orderBy")]
    #[param(value_type = Option<SortOrder>, inline)]
    pub(crate) order_by: Vec<String>,
    /// Rows per page, default 25.
    #[serde(rename = "pageSize")]
    #[param(schema_with = page_size)]
    pub(crate) page_size: Vec<String>,
    /// From 1.
    #[serde(rename = "pageNumber")]
    #[param(schema_with = page_number)]
    pub(crate) page_number: Vec<String>,
}

impl ListingParams {
    /// Reads a raw query string: values trimmed, empty ones dropped, unknown keys ignored.
    pub fn from_query(query: &str) -> Result<ListingParams> {
        ListingParams::from_values(
            url::form_urlencoded::parse(query.as_bytes())
                .map(|(key, value)| (key.into_owned(), value.into_owned())),
        )
    }

    /// Reads `(key, value)` pairs (a key once per value): values trimmed, empty ones dropped,
    /// unknown keys ignored.
    pub fn from_values(pairs: impl IntoIterator<Item = (String, String)>) -> Result<ListingParams> {
        let mut values: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for (key, value) in pairs {
            let value = value.trim();
            if !value.is_empty() {
                values.entry(key).or_default().push(value.to_owned());
            }
        }
        ListingParams::deserialize(values.into_deserializer())
            .map_err(|error: serde::de::value::Error| Error::BadRequest(error.to_string()))
    }
}
