//! The screener's query string: the spec's parameter names, multi-value filters as repeated keys,
//! each value checked with the message key the web app translates; and the query a company page
//! lists its programs by.

use std::collections::BTreeMap;

use analytics_core::month::YearMonth;
use serde::de::IntoDeserializer;
use serde::Deserialize;

use super::model::FilterValue;
use super::params::{
    ListingParams, SortKey, SortOrder, CAROR_CHOICES, MAX_RISK_CHOICES, RISK_LIMIT,
};
use super::rules::{check_filters, name_term};
use crate::error::{Error, Result};
use crate::validation::FieldErrors;

/// A CAROR filter: above a percentage, or below zero (the spec's special value −2).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum CarorFilter {
    Above(f64),
    BelowZero,
}

/// A worst-drawdown filter: no deeper than a percentage, or deeper than 50 % (value −1).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum MaxRiskFilter {
    NoDeeperThan(f64),
    DeeperThanHalf,
}

/// A risk measure's limits, each optional: a program without the measure passes no limit.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct MeasureRange {
    pub min: Option<f64>,
    pub max: Option<f64>,
}

impl MeasureRange {
    /// Whether `value` lies within the limits (any value, or none, when there are none).
    pub fn admits(&self, value: Option<f64>) -> bool {
        if self.min.is_none() && self.max.is_none() {
            return true;
        }
        value.is_some_and(|v| {
            self.min.is_none_or(|min| v >= min) && self.max.is_none_or(|max| v <= max)
        })
    }
}

/// The screener's risk-measure filters (issue 22).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct RiskRanges {
    pub sortino: MeasureRange,
    /// Compared with the MAR shown: none below 24 monthly returns, as the CAROR.
    pub mar: MeasureRange,
    pub beta: MeasureRange,
}

/// The risk-measure filters' keys, each pair the lower limit then the upper.
pub const RISK_RANGE_KEYS: [(&str, &str); 3] = [
    ("filterBySortinoMin", "filterBySortinoMax"),
    ("filterByMarMin", "filterByMarMax"),
    ("filterByBetaMin", "filterByBetaMax"),
];

/// Program types applied when none is chosen: all three (Index, Fund, Managed Account).
pub const DEFAULT_PROGRAM_TYPES: [i64; 3] = [1, 2, 3];
pub const DEFAULT_PAGE_SIZE: i64 = 25;
pub const MAX_PAGE_SIZE: i64 = 100;
pub const MAX_PAGE_NUMBER: i64 = 1_000_000_000;

/// A parsed listing request.
#[derive(Debug, Clone, PartialEq)]
pub struct ListingQuery {
    pub year_start_min: Option<i32>,
    pub year_start_max: Option<i32>,
    /// The program has returns over the whole range: from its inception at or before the first
    /// month to its last return at or after the second.
    pub performance_range: Option<(YearMonth, YearMonth)>,
    pub program_types: Vec<i64>,
    pub caror: Option<CarorFilter>,
    pub max_risk: Option<MaxRiskFilter>,
    pub aum_min: Option<f64>,
    pub aum_max: Option<f64>,
    pub investment_min: Option<f64>,
    pub investment_max: Option<f64>,
    /// Fee limits as fractions (a percentage sent, divided by 100).
    pub fee_management_max: Option<f64>,
    pub fee_performance_max: Option<f64>,
    pub risk: RiskRanges,
    /// Open to US investors (`true`) or not (`false`).
    pub us_invest: Option<bool>,
    /// Lower-cased part of the program's or its company's name.
    pub name: Option<String>,
    pub sectors: Vec<i64>,
    pub investor_requirements: Vec<i64>,
    pub allocation_strategies: Vec<i64>,
    pub methodologies: Vec<i64>,
    pub compositions: Vec<i64>,
    pub program_statuses: Vec<i64>,
    /// `YYYY-MM-DD`.
    pub date_approved_start: Option<String>,
    pub date_archived_start: Option<String>,
    pub group_ids: Vec<i64>,
    pub platform_id: Option<i64>,
    /// A blend of the reader's: each row gets its correlation with the blend.
    pub blend_correlation: Option<i64>,
    pub sort_by: SortKey,
    pub descending: bool,
    pub page_size: i64,
    pub page_number: i64,
}

/// Parses `query` (the raw query string), with `current` the current month: a performance range
/// may not end after it.
pub fn parse(query: &str, current: YearMonth) -> Result<ListingQuery> {
    check(&ListingParams::from_query(query)?, current)
}

/// Checks the parameters, with `current` the current month: a performance range may not end
/// after it. Every problem is reported, each under its parameter's name.
pub fn check(params: &ListingParams, current: YearMonth) -> Result<ListingQuery> {
    let mut parser = Parser {
        errors: FieldErrors::default(),
    };
    let p = params;
    let performance_range =
        parser.performance_range(&p.performance_min, &p.performance_max, current);
    let program_types = parser.ids("filterByProgramTypesId", &p.program_types);
    let listing = ListingQuery {
        year_start_min: parser
            .integer("filterByYearStartMin", &p.year_start_min, 1900, 2999)
            .map(|y| y as i32),
        year_start_max: parser
            .integer("filterByYearStartMax", &p.year_start_max, 1900, 2999)
            .map(|y| y as i32),
        performance_range,
        program_types: if program_types.is_empty() {
            DEFAULT_PROGRAM_TYPES.to_vec()
        } else {
            program_types
        },
        caror: parser.caror(&p.caror),
        max_risk: parser.max_risk(&p.max_risk),
        aum_min: parser.amount("filterByAUMMin", &p.aum_min),
        aum_max: parser.amount("filterByAUMMax", &p.aum_max),
        investment_min: parser.amount("filterByInvestmentMin", &p.investment_min),
        investment_max: parser.amount("filterByInvestmentMax", &p.investment_max),
        fee_management_max: parser.percent("filterByFeeManagementMax", &p.fee_management_max),
        fee_performance_max: parser.percent("filterByFeePerformanceMax", &p.fee_performance_max),
        risk: parser.risk_ranges(p),
        us_invest: parser.flag("filterByUsInvest", &p.us_invest),
        name: parser.name("filterByName", &p.name),
        sectors: parser.ids("filterByProgramsSectorTypesId", &p.sectors),
        investor_requirements: parser.ids(
            "filterByInvestorRequirementsTypesId",
            &p.investor_requirements,
        ),
        allocation_strategies: parser.ids(
            "filterByAllocationStrategyTypesId",
            &p.allocation_strategies,
        ),
        methodologies: parser.ids("filterByMethodologyTypesId", &p.methodologies),
        compositions: parser.ids("filterByCompositionTypesId", &p.compositions),
        program_statuses: parser.ids("filterByProgramStatusIds", &p.program_statuses),
        date_approved_start: parser.date("filterByDateApprovedStart", &p.date_approved_start),
        date_archived_start: parser.date("filterByDateArchivedStart", &p.date_archived_start),
        group_ids: parser.ids("filterByGroupIds", &p.group_ids),
        platform_id: parser
            .ids("filterByPlatformId", &p.platform_id)
            .first()
            .copied(),
        blend_correlation: parser
            .ids("filterByBlendCorrelationId", &p.blend_correlation)
            .first()
            .copied(),
        sort_by: parser.sort_by(&p.sort_by, !p.blend_correlation.is_empty()),
        descending: parser.descending(&p.order_by),
        page_size: parser
            .integer("pageSize", &p.page_size, 1, MAX_PAGE_SIZE)
            .unwrap_or(DEFAULT_PAGE_SIZE),
        page_number: parser
            .integer("pageNumber", &p.page_number, 1, MAX_PAGE_NUMBER)
            .unwrap_or(1),
    };
    parser.errors.into_result()?;
    Ok(listing)
}

/// Checks what a saved search keeps: the keys and values the rules allow
/// ([`check_filters`]), then its risk-measure ranges as the screener checks them, so a saved
/// search never holds a range the screener refuses: one value per key (`invalidChoice`), each
/// problem reported under `filters.<key>`.
pub fn check_saved_filters(filters: &BTreeMap<String, FilterValue>) -> Result<()> {
    check_filters(filters)?;
    let mut parser = Parser {
        errors: FieldErrors::default(),
    };
    let mut pairs = Vec::new();
    for key in RISK_RANGE_KEYS.iter().flat_map(|(min, max)| [*min, *max]) {
        match filters.get(key) {
            None => {}
            Some(FilterValue::One(value)) => pairs.push((key.to_owned(), value.clone())),
            Some(FilterValue::Many(_)) => parser.errors.check(key, Err("invalidChoice")),
        }
    }
    parser.risk_ranges(&ListingParams::from_values(pairs)?);
    parser.errors.into_result().map_err(|error| match error {
        Error::Validation(fields) => Error::Validation(
            fields
                .into_iter()
                .map(|(key, problem)| (format!("filters.{key}"), problem))
                .collect(),
        ),
        other => other,
    })
}

/// The most programs one company page lists.
const MAX_PROGRAMS: i64 = 100;

/// The query of a company page: company `group_id`'s programs of `statuses`, by name, all on one
/// page, with `current` the current month.
pub fn company_query(
    group_id: i64,
    statuses: Vec<i64>,
    current: YearMonth,
) -> Result<ListingQuery> {
    let mut listing = parse("sortBy=programName&orderBy=ASC", current)?;
    listing.group_ids = vec![group_id];
    listing.program_statuses = statuses;
    listing.page_size = MAX_PROGRAMS;
    Ok(listing)
}

struct Parser {
    errors: FieldErrors,
}

/// The value a single-value parameter takes: the first sent.
fn first(values: &[String]) -> Option<&str> {
    values.first().map(String::as_str)
}

impl Parser {
    /// Repeated ids (`key=1&key=2`); a comma list (`key=1,2`) is read the same way.
    fn ids(&mut self, key: &str, values: &[String]) -> Vec<i64> {
        let parsed: Vec<Option<i64>> = values
            .iter()
            .flat_map(|v| v.split(','))
            .map(|v| v.trim().parse::<i64>().ok().filter(|id| *id > 0))
            .collect();
        if parsed.iter().any(Option::is_none) {
            self.errors.check(key, Err("invalidChoice"));
        }
        parsed.into_iter().flatten().collect()
    }

    fn integer(&mut self, key: &str, values: &[String], min: i64, max: i64) -> Option<i64> {
        let raw = first(values)?;
        match raw.parse::<i64>() {
            Ok(n) if (min..=max).contains(&n) => Some(n),
            _ => {
                self.errors.check(key, Err("invalidNumber"));
                None
            }
        }
    }

    /// An amount of money: a number, 0 or more.
    fn amount(&mut self, key: &str, values: &[String]) -> Option<f64> {
        let raw = first(values)?;
        match raw.parse::<f64>() {
            Ok(n) if n.is_finite() && n >= 0.0 => Some(n),
            _ => {
                self.errors.check(key, Err("invalidNumber"));
                None
            }
        }
    }

    /// A percentage from 0 to 100, as a fraction.
    fn percent(&mut self, key: &str, values: &[String]) -> Option<f64> {
        let raw = first(values)?;
        match raw.parse::<f64>() {
            Ok(n) if (0.0..=100.0).contains(&n) => Some(n / 100.0),
            _ => {
                self.errors.check(key, Err("invalidNumber"));
                None
            }
        }
    }

    /// A risk-measure limit: a number from −`RISK_LIMIT` to `RISK_LIMIT`.
    fn risk_limit(&mut self, key: &str, values: &[String]) -> Option<f64> {
        let raw = first(values)?;
        let limit = RISK_LIMIT as f64;
        match raw.parse::<f64>() {
            Ok(n) if (-limit..=limit).contains(&n) => Some(n),
            _ => {
                self.errors.check(key, Err("invalidNumber"));
                None
            }
        }
    }

    /// A lower and an upper limit, the lower not above the upper (`invalidRange`, on the upper).
    fn measure_range(
        &mut self,
        (min_key, max_key): (&str, &str),
        min_values: &[String],
        max_values: &[String],
    ) -> MeasureRange {
        let range = MeasureRange {
            min: self.risk_limit(min_key, min_values),
            max: self.risk_limit(max_key, max_values),
        };
        match (range.min, range.max) {
            (Some(min), Some(max)) if min > max => {
                self.errors.check(max_key, Err("invalidRange"));
                MeasureRange::default()
            }
            _ => range,
        }
    }

    fn risk_ranges(&mut self, p: &ListingParams) -> RiskRanges {
        let [sortino, mar, beta] = RISK_RANGE_KEYS;
        RiskRanges {
            sortino: self.measure_range(sortino, &p.sortino_min, &p.sortino_max),
            mar: self.measure_range(mar, &p.mar_min, &p.mar_max),
            beta: self.measure_range(beta, &p.beta_min, &p.beta_max),
        }
    }

    fn flag(&mut self, key: &str, values: &[String]) -> Option<bool> {
        match first(values)? {
            "true" => Some(true),
            "false" => Some(false),
            _ => {
                self.errors.check(key, Err("invalidChoice"));
                None
            }
        }
    }

    fn name(&mut self, key: &str, values: &[String]) -> Option<String> {
        match name_term(first(values)?) {
            Ok(term) => Some(term),
            Err(problem) => {
                self.errors.check(key, Err(problem));
                None
            }
        }
    }

    fn month(&mut self, key: &str, values: &[String]) -> Option<YearMonth> {
        let raw = first(values)?;
        let parsed = raw
            .split_once('-')
            .and_then(|(y, m)| Some((y.parse::<i32>().ok()?, m.parse::<u32>().ok()?)))
            .and_then(|(y, m)| YearMonth::new(y, m).ok());
        if parsed.is_none() {
            self.errors.check(key, Err("invalidDate"));
        }
        parsed
    }

    fn date(&mut self, key: &str, values: &[String]) -> Option<String> {
        let raw = first(values)?.to_owned();
        let format = time::macros::format_description!("[year]-[month]-[day]");
        if time::Date::parse(&raw, format).is_ok() {
            Some(raw)
        } else {
            self.errors.check(key, Err("invalidDate"));
            None
        }
    }

    /// Spec: both dates or neither ('invalid date range'), and the range may not end in the future.
    fn performance_range(
        &mut self,
        min_values: &[String],
        max_values: &[String],
        current: YearMonth,
    ) -> Option<(YearMonth, YearMonth)> {
        const MIN: &str = "filterByDatePerformanceMin";
        const MAX: &str = "filterByDatePerformanceMax";
        let (min, max) = (self.month(MIN, min_values), self.month(MAX, max_values));
        match (min_values.is_empty(), max_values.is_empty()) {
            (true, true) => None,
            (false, true) => {
                self.errors.check(MAX, Err("invalidDateRange"));
                None
            }
            (true, false) => {
                self.errors.check(MIN, Err("invalidDateRange"));
                None
            }
            (false, false) => {
                let (min, max) = (min?, max?);
                if max > current {
                    self.errors.check(MAX, Err("futureDate"));
                    None
                } else if min > max {
                    self.errors.check(MAX, Err("invalidDateRange"));
                    None
                } else {
                    Some((min, max))
                }
            }
        }
    }

    fn caror(&mut self, values: &[String]) -> Option<CarorFilter> {
        let n = self.choice("filterByCARORMin", values, &CAROR_CHOICES)?;
        Some(if n == -2 {
            CarorFilter::BelowZero
        } else {
            CarorFilter::Above(n as f64 / 100.0)
        })
    }

    fn max_risk(&mut self, values: &[String]) -> Option<MaxRiskFilter> {
        let n = self.choice("filterByMaxRisk", values, &MAX_RISK_CHOICES)?;
        Some(if n == -1 {
            MaxRiskFilter::DeeperThanHalf
        } else {
            MaxRiskFilter::NoDeeperThan(n as f64 / 100.0)
        })
    }

    fn choice(&mut self, key: &str, values: &[String], choices: &[i64]) -> Option<i64> {
        let raw = first(values)?;
        match raw.parse::<i64>() {
            Ok(n) if choices.contains(&n) => Some(n),
            _ => {
                self.errors.check(key, Err("invalidChoice"));
                None
            }
        }
    }

    /// Spec: picking a blend correlation sorts by it; otherwise by the month's return.
    fn sort_by(&mut self, values: &[String], blend_correlation: bool) -> SortKey {
        let default = if blend_correlation {
            SortKey::Correlation
        } else {
            SortKey::MonthReturn
        };
        match first(values) {
            None => default,
            Some(raw) => named::<SortKey>(raw).unwrap_or_else(|| {
                self.errors.check("sortBy", Err("invalidChoice"));
                SortKey::MonthReturn
            }),
        }
    }

    fn descending(&mut self, values: &[String]) -> bool {
        match first(values).map(str::to_ascii_uppercase) {
            None => true,
            Some(raw) => match named::<SortOrder>(&raw) {
                Some(order) => order == SortOrder::Desc,
                None => {
                    self.errors.check("orderBy", Err("invalidChoice"));
                    true
                }
            },
        }
    }
}

/// The variant of a unit enum its serde name names.
fn named<'de, T: Deserialize<'de>>(name: &'de str) -> Option<T> {
    let name: serde::de::value::StrDeserializer<'de, serde::de::value::Error> =
        name.into_deserializer();
    T::deserialize(name).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use utoipa::IntoParams;

    fn current() -> YearMonth {
        YearMonth::new(2026, 11).unwrap()
    }

    fn fields(query: &str) -> Vec<(String, String)> {
        match parse(query, current()) {
            Err(Error::Validation(fields)) => fields.into_iter().collect(),
            other => panic!("expected a validation error, got {other:?}"),
        }
    }

    #[test]
    fn an_empty_query_is_the_default_screener() {
        let query = parse("", current()).unwrap();
        assert_eq!(query.program_types, DEFAULT_PROGRAM_TYPES);
        assert_eq!(query.sort_by, SortKey::MonthReturn);
        assert!(query.descending);
        assert_eq!((query.page_size, query.page_number), (25, 1));
        assert!(query.program_statuses.is_empty());
    }

    #[test]
    fn multi_value_filters_are_repeated_keys_or_comma_lists() {
        let query = parse(
            "filterByCompositionTypesId=3&filterByCompositionTypesId=5&filterByProgramTypesId=2,3",
            current(),
        )
        .unwrap();
        assert_eq!(query.compositions, [3, 5]);
        assert_eq!(query.program_types, [2, 3]);
    }

    #[test]
    fn caror_steps_and_the_below_zero_value() {
        let at = |q: &str| parse(q, current()).unwrap().caror;
        assert_eq!(at("filterByCARORMin=20"), Some(CarorFilter::Above(0.2)));
        assert_eq!(at("filterByCARORMin=-2"), Some(CarorFilter::BelowZero));
        assert_eq!(
            fields("filterByCARORMin=15"),
            [("filterByCARORMin".to_owned(), "invalidChoice".to_owned())]
        );
    }

    #[test]
    fn max_risk_steps_and_the_deeper_than_half_value() {
        let at = |q: &str| parse(q, current()).unwrap().max_risk;
        assert_eq!(
            at("filterByMaxRisk=25"),
            Some(MaxRiskFilter::NoDeeperThan(0.25))
        );
        assert_eq!(
            at("filterByMaxRisk=-1"),
            Some(MaxRiskFilter::DeeperThanHalf)
        );
        assert_eq!(
            fields("filterByMaxRisk=55"),
            [("filterByMaxRisk".to_owned(), "invalidChoice".to_owned())]
        );
    }

    #[test]
    fn a_performance_range_needs_both_ends() {
        assert_eq!(
            fields("filterByDatePerformanceMin=2010-01"),
            [(
                "filterByDatePerformanceMax".to_owned(),
                "invalidDateRange".to_owned()
            )]
        );
        assert_eq!(
            fields("filterByDatePerformanceMax=2010-01"),
            [(
                "filterByDatePerformanceMin".to_owned(),
                "invalidDateRange".to_owned()
            )]
        );
        assert_eq!(
            fields("filterByDatePerformanceMin=2012-01&filterByDatePerformanceMax=2010-01"),
            [(
                "filterByDatePerformanceMax".to_owned(),
                "invalidDateRange".to_owned()
            )]
        );
    }

    #[test]
    fn a_performance_range_cannot_end_in_the_future() {
        assert_eq!(
            fields("filterByDatePerformanceMin=2010-01&filterByDatePerformanceMax=2026-12"),
            [(
                "filterByDatePerformanceMax".to_owned(),
                "futureDate".to_owned()
            )]
        );
        let query = parse(
            "filterByDatePerformanceMin=2010-01&filterByDatePerformanceMax=2026-11",
            current(),
        )
        .unwrap();
        assert_eq!(
            query.performance_range,
            Some((
                YearMonth::new(2010, 1).unwrap(),
                YearMonth::new(2026, 11).unwrap()
            ))
        );
    }

    #[test]
    fn sorting_and_paging_are_checked() {
        let query = parse(
            "sortBy=ytdReturn&orderBy=asc&pageSize=50&pageNumber=3",
            current(),
        )
        .unwrap();
        assert_eq!(query.sort_by, SortKey::YtdReturn);
        assert!(!query.descending);
        assert_eq!((query.page_size, query.page_number), (50, 3));
        let mut problems = fields("sortBy=secret&orderBy=up&pageSize=1000&pageNumber=0");
        problems.sort();
        assert_eq!(
            problems,
            [
                ("orderBy".to_owned(), "invalidChoice".to_owned()),
                ("pageNumber".to_owned(), "invalidNumber".to_owned()),
                ("pageSize".to_owned(), "invalidNumber".to_owned()),
                ("sortBy".to_owned(), "invalidChoice".to_owned()),
            ]
        );
    }

    #[test]
    fn integer_parameters_take_no_fraction() {
        let mut problems = fields("filterByYearStartMin=1990.5&pageSize=25.0");
        problems.sort();
        assert_eq!(
            problems,
            [
                (
                    "filterByYearStartMin".to_owned(),
                    "invalidNumber".to_owned()
                ),
                ("pageSize".to_owned(), "invalidNumber".to_owned()),
            ]
        );
    }

    #[test]
    fn the_listing_parameters_document_the_sort_keys_as_choices() {
        let params = <ListingParams as IntoParams>::into_params(|| None);
        let sort_by = params.iter().find(|p| p.name == "sortBy").unwrap();
        let schema = serde_json::to_value(&sort_by.schema).unwrap();
        assert_eq!(schema["enum"][0], "programName");
        assert_eq!(schema["enum"].as_array().unwrap().len(), 23);
    }

    #[test]
    fn a_blend_correlation_sorts_by_correlation_unless_told_otherwise() {
        let query = parse("filterByBlendCorrelationId=7", current()).unwrap();
        assert_eq!(query.blend_correlation, Some(7));
        assert_eq!(query.sort_by, SortKey::Correlation);
        let sorted = parse("filterByBlendCorrelationId=7&sortBy=ytdReturn", current()).unwrap();
        assert_eq!(sorted.sort_by, SortKey::YtdReturn);
    }

    #[test]
    fn fee_limits_are_percentages_read_as_fractions() {
        let query = parse(
            "filterByFeeManagementMax=1.5&filterByFeePerformanceMax=20",
            current(),
        )
        .unwrap();
        assert_eq!(query.fee_management_max, Some(0.015));
        assert_eq!(query.fee_performance_max, Some(0.2));
        assert_eq!(
            fields("filterByFeePerformanceMax=100.5"),
            [(
                "filterByFeePerformanceMax".to_owned(),
                "invalidNumber".to_owned()
            )]
        );
    }

    #[test]
    fn risk_ranges_take_either_limit_or_both() {
        let risk = |q: &str| parse(q, current()).unwrap().risk;
        assert_eq!(
            risk(
                "filterBySortinoMin=1.5&filterByMarMax=0.5&filterByBetaMin=-0.5&filterByBetaMax=0"
            ),
            RiskRanges {
                sortino: MeasureRange {
                    min: Some(1.5),
                    max: None
                },
                mar: MeasureRange {
                    min: None,
                    max: Some(0.5)
                },
                beta: MeasureRange {
                    min: Some(-0.5),
                    max: Some(0.0)
                },
            }
        );
        assert_eq!(risk(""), RiskRanges::default());
    }

    #[test]
    fn a_risk_limit_is_a_number_within_a_thousand_of_zero() {
        let mut problems = fields(
            "filterBySortinoMin=abc&filterByMarMax=1000.5&filterByBetaMin=NaN&filterByBetaMax=inf",
        );
        problems.sort();
        assert_eq!(
            problems,
            [
                ("filterByBetaMax".to_owned(), "invalidNumber".to_owned()),
                ("filterByBetaMin".to_owned(), "invalidNumber".to_owned()),
                ("filterByMarMax".to_owned(), "invalidNumber".to_owned()),
                ("filterBySortinoMin".to_owned(), "invalidNumber".to_owned()),
            ]
        );
        let edges = parse(
            "filterBySortinoMin=-1000&filterBySortinoMax=1000",
            current(),
        )
        .unwrap();
        assert_eq!(edges.risk.sortino.min, Some(-1000.0));
    }

    #[test]
    fn a_risk_range_may_not_end_below_its_start() {
        assert_eq!(
            fields("filterByBetaMin=1&filterByBetaMax=0.5"),
            [("filterByBetaMax".to_owned(), "invalidRange".to_owned())]
        );
        let equal = parse("filterByMarMin=1&filterByMarMax=1", current()).unwrap();
        assert_eq!(equal.risk.mar.min, equal.risk.mar.max);
    }

    #[test]
    fn a_measure_range_admits_values_within_and_none_only_without_limits() {
        let range = MeasureRange {
            min: Some(0.0),
            max: Some(1.0),
        };
        assert!(range.admits(Some(0.0)) && range.admits(Some(1.0)));
        assert!(!range.admits(Some(-0.01)) && !range.admits(Some(1.01)));
        assert!(!range.admits(None));
        assert!(MeasureRange::default().admits(None));
    }

    #[test]
    fn a_saved_search_keeps_only_ranges_the_screener_takes() {
        let saved = |pairs: &[(&str, FilterValue)]| {
            check_saved_filters(
                &pairs
                    .iter()
                    .map(|(key, value)| ((*key).to_owned(), value.clone()))
                    .collect(),
            )
        };
        let one = |v: &str| FilterValue::One(v.to_owned());
        assert!(saved(&[
            ("filterBySortinoMin", one("1")),
            ("filterByBetaMax", one("0"))
        ])
        .is_ok());
        assert!(saved(&[("filterByCARORMin", one("10"))]).is_ok());
        match saved(&[
            ("filterByMarMin", one("2")),
            ("filterByMarMax", one("1")),
            ("filterBySortinoMin", one("many")),
            ("filterByBetaMin", FilterValue::Many(vec!["0".to_owned()])),
        ]) {
            Err(Error::Validation(fields)) => assert_eq!(
                fields.into_iter().collect::<Vec<_>>(),
                [
                    (
                        "filters.filterByBetaMin".to_owned(),
                        "invalidChoice".to_owned()
                    ),
                    (
                        "filters.filterByMarMax".to_owned(),
                        "invalidRange".to_owned()
                    ),
                    (
                        "filters.filterBySortinoMin".to_owned(),
                        "invalidNumber".to_owned()
                    ),
                ]
            ),
            other => panic!("expected a validation error, got {other:?}"),
        }
    }

    #[test]
    fn us_investors_is_a_flag() {
        let at = |q: &str| parse(q, current()).unwrap().us_invest;
        assert_eq!(at("filterByUsInvest=true"), Some(true));
        assert_eq!(at("filterByUsInvest=false"), Some(false));
        assert_eq!(at(""), None);
        assert_eq!(
            fields("filterByUsInvest=1"),
            [("filterByUsInvest".to_owned(), "invalidChoice".to_owned())]
        );
    }

    #[test]
    fn a_name_search_is_trimmed_and_lower_cased() {
        let query = parse("filterByName=%20Zephyr%20Cap%20", current()).unwrap();
        assert_eq!(query.name.as_deref(), Some("zephyr cap"));
        assert_eq!(
            fields("filterByName=ab"),
            [("filterByName".to_owned(), "tooShort".to_owned())]
        );
    }

    #[test]
    fn the_name_search_schema_accepts_what_its_rule_accepts() {
        let params = <ListingParams as IntoParams>::into_params(|| None);
        let name = params.iter().find(|p| p.name == "filterByName").unwrap();
        let schema = serde_json::to_value(&name.schema).unwrap();
        let pattern = regex::Regex::new(schema["pattern"].as_str().unwrap()).unwrap();
        let samples = [
            String::new(),
            "   ".to_owned(),
            "ab".to_owned(),
            " ab ".to_owned(),
            "a b".to_owned(),
            "abc".to_owned(),
            "\u{3000}abc\u{3000}".to_owned(),
            "趋势基".to_owned(),
            "x".repeat(100),
            format!(" {} ", "x".repeat(100)),
            "x".repeat(101),
        ];
        for sample in samples {
            // A blank value is no filter: `from_query` drops it before the rule.
            let accepted = sample.trim().is_empty() || name_term(&sample).is_ok();
            assert_eq!(pattern.is_match(&sample), accepted, "{sample:?}");
        }
    }

    #[test]
    fn empty_values_are_no_filter_and_bad_ids_are_refused() {
        let query = parse("filterByAUMMin=&filterByMethodologyTypesId=", current()).unwrap();
        assert_eq!(query.aum_min, None);
        assert!(query.methodologies.is_empty());
        assert_eq!(
            fields("filterByMethodologyTypesId=x"),
            [(
                "filterByMethodologyTypesId".to_owned(),
                "invalidChoice".to_owned()
            )]
        );
    }
}
