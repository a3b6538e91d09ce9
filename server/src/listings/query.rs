//! The screener's query string: the spec's parameter names, multi-value filters as repeated keys,
//! each value checked with the message key the web app translates.

use analytics_core::month::YearMonth;

use crate::error::Result;
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

/// What the listing may be sorted by: the API's names of the listing row's fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
    FullYearReturn,
    ThreeYearReturn,
    FiveYearReturn,
    Past12Months,
    DateReturn,
    /// Correlation with the blend of `filterByBlendCorrelationId`.
    Correlation,
}

impl SortKey {
    fn parse(value: &str) -> Option<SortKey> {
        use SortKey::*;
        Some(match value {
            "programName" => ProgramName,
            "groupName" => GroupName,
            "monthReturn" => MonthReturn,
            "ytdReturn" => YtdReturn,
            "compoundReturn" => CompoundReturn,
            "maxDrawDown" => MaxDrawDown,
            "assets" => Assets,
            "investmentMin" => InvestmentMin,
            "dateInception" => DateInception,
            "dateApproved" => DateApproved,
            "dateArchived" => DateArchived,
            "sharpeRatio" => SharpeRatio,
            "volatility" => Volatility,
            "correlationSp500" => CorrelationSp500,
            "fullYearReturn" => FullYearReturn,
            "threeYearReturn" => ThreeYearReturn,
            "fiveYearReturn" => FiveYearReturn,
            "past12Months" => Past12Months,
            "dateReturn" => DateReturn,
            "correlation" => Correlation,
            _ => return None,
        })
    }
}

/// Program types applied when none is chosen: all three (Index, Fund, Managed Account).
pub const DEFAULT_PROGRAM_TYPES: [i64; 3] = [1, 2, 3];
pub const DEFAULT_PAGE_SIZE: i64 = 25;
pub const MAX_PAGE_SIZE: i64 = 100;

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
    let pairs: Vec<(String, String)> = url::form_urlencoded::parse(query.as_bytes())
        .into_owned()
        .filter(|(_, value)| !value.trim().is_empty())
        .collect();
    let mut parser = Parser {
        pairs: &pairs,
        errors: FieldErrors::default(),
    };
    let performance_range = parser.performance_range(current);
    let program_types = parser.ids("filterByProgramTypesId");
    let listing = ListingQuery {
        year_start_min: parser
            .number("filterByYearStartMin", 1900.0, 2999.0)
            .map(|y| y as i32),
        year_start_max: parser
            .number("filterByYearStartMax", 1900.0, 2999.0)
            .map(|y| y as i32),
        performance_range,
        program_types: if program_types.is_empty() {
            DEFAULT_PROGRAM_TYPES.to_vec()
        } else {
            program_types
        },
        caror: parser.caror(),
        max_risk: parser.max_risk(),
        aum_min: parser.number("filterByAUMMin", 0.0, f64::MAX),
        aum_max: parser.number("filterByAUMMax", 0.0, f64::MAX),
        investment_min: parser.number("filterByInvestmentMin", 0.0, f64::MAX),
        investment_max: parser.number("filterByInvestmentMax", 0.0, f64::MAX),
        sectors: parser.ids("filterByProgramsSectorTypesId"),
        investor_requirements: parser.ids("filterByInvestorRequirementsTypesId"),
        allocation_strategies: parser.ids("filterByAllocationStrategyTypesId"),
        methodologies: parser.ids("filterByMethodologyTypesId"),
        compositions: parser.ids("filterByCompositionTypesId"),
        program_statuses: parser.ids("filterByProgramStatusIds"),
        date_approved_start: parser.date("filterByDateApprovedStart"),
        date_archived_start: parser.date("filterByDateArchivedStart"),
        group_ids: parser.ids("filterByGroupIds"),
        platform_id: parser.ids("filterByPlatformId").first().copied(),
        blend_correlation: parser.ids("filterByBlendCorrelationId").first().copied(),
        sort_by: parser.sort_by(),
        descending: parser.descending(),
        page_size: parser
            .number("pageSize", 1.0, MAX_PAGE_SIZE as f64)
            .map_or(DEFAULT_PAGE_SIZE, |n| n as i64),
        page_number: parser
            .number("pageNumber", 1.0, 1e9)
            .map_or(1, |n| n as i64),
    };
    parser.errors.into_result()?;
    Ok(listing)
}

struct Parser<'a> {
    pairs: &'a [(String, String)],
    errors: FieldErrors,
}

impl<'a> Parser<'a> {
    fn values<'k>(&self, key: &'k str) -> impl Iterator<Item = &'a str> + use<'a, 'k> {
        self.pairs
            .iter()
            .filter(move |(k, _)| k == key)
            .map(|(_, v)| v.trim())
    }

    fn first(&self, key: &str) -> Option<&'a str> {
        self.values(key).next()
    }

    /// Repeated ids (`key=1&key=2`); a comma list (`key=1,2`) is read the same way.
    fn ids(&mut self, key: &str) -> Vec<i64> {
        let parsed: Vec<Option<i64>> = self
            .values(key)
            .flat_map(|v| v.split(','))
            .map(|v| v.trim().parse::<i64>().ok().filter(|id| *id > 0))
            .collect();
        if parsed.iter().any(Option::is_none) {
            self.errors.check(key, Err("invalidChoice"));
        }
        parsed.into_iter().flatten().collect()
    }

    fn number(&mut self, key: &str, min: f64, max: f64) -> Option<f64> {
        let raw = self.first(key)?;
        match raw.parse::<f64>() {
            Ok(n) if n.is_finite() && (min..=max).contains(&n) => Some(n),
            _ => {
                self.errors.check(key, Err("invalidNumber"));
                None
            }
        }
    }

    fn month(&mut self, key: &str) -> Option<YearMonth> {
        let raw = self.first(key)?;
        let parsed = raw
            .split_once('-')
            .and_then(|(y, m)| Some((y.parse::<i32>().ok()?, m.parse::<u32>().ok()?)))
            .and_then(|(y, m)| YearMonth::new(y, m).ok());
        if parsed.is_none() {
            self.errors.check(key, Err("invalidDate"));
        }
        parsed
    }

    fn date(&mut self, key: &str) -> Option<String> {
        let raw = self.first(key)?.to_owned();
        let format = time::macros::format_description!("[year]-[month]-[day]");
        if time::Date::parse(&raw, format).is_ok() {
            Some(raw)
        } else {
            self.errors.check(key, Err("invalidDate"));
            None
        }
    }

    /// Spec: both dates or neither ('invalid date range'), and the range may not end in the future.
    fn performance_range(&mut self, current: YearMonth) -> Option<(YearMonth, YearMonth)> {
        const MIN: &str = "filterByDatePerformanceMin";
        const MAX: &str = "filterByDatePerformanceMax";
        let (has_min, has_max) = (self.first(MIN).is_some(), self.first(MAX).is_some());
        let (min, max) = (self.month(MIN), self.month(MAX));
        match (has_min, has_max) {
            (false, false) => None,
            (true, false) => {
                self.errors.check(MAX, Err("invalidDateRange"));
                None
            }
            (false, true) => {
                self.errors.check(MIN, Err("invalidDateRange"));
                None
            }
            (true, true) => {
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

    fn caror(&mut self) -> Option<CarorFilter> {
        const KEY: &str = "filterByCARORMin";
        let raw = self.first(KEY)?;
        match raw.parse::<i64>() {
            Ok(-2) => Some(CarorFilter::BelowZero),
            Ok(n) if (0..=100).contains(&n) && n % 10 == 0 => {
                Some(CarorFilter::Above(n as f64 / 100.0))
            }
            _ => {
                self.errors.check(KEY, Err("invalidChoice"));
                None
            }
        }
    }

    fn max_risk(&mut self) -> Option<MaxRiskFilter> {
        const KEY: &str = "filterByMaxRisk";
        let raw = self.first(KEY)?;
        match raw.parse::<i64>() {
            Ok(-1) => Some(MaxRiskFilter::DeeperThanHalf),
            Ok(n) if (0..=50).contains(&n) && n % 5 == 0 => {
                Some(MaxRiskFilter::NoDeeperThan(n as f64 / 100.0))
            }
            _ => {
                self.errors.check(KEY, Err("invalidChoice"));
                None
            }
        }
    }

    /// Spec: picking a blend correlation sorts by it; otherwise by the month's return.
    fn sort_by(&mut self) -> SortKey {
        let default = if self.first("filterByBlendCorrelationId").is_some() {
            SortKey::Correlation
        } else {
            SortKey::MonthReturn
        };
        match self.first("sortBy") {
            None => default,
            Some(raw) => SortKey::parse(raw).unwrap_or_else(|| {
                self.errors.check("sortBy", Err("invalidChoice"));
                SortKey::MonthReturn
            }),
        }
    }

    fn descending(&mut self) -> bool {
        match self
            .first("orderBy")
            .map(str::to_ascii_uppercase)
            .as_deref()
        {
            None | Some("DESC") => true,
            Some("ASC") => false,
            Some(_) => {
                self.errors.check("orderBy", Err("invalidChoice"));
                true
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Error;

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
    fn a_blend_correlation_sorts_by_correlation_unless_told_otherwise() {
        let query = parse("filterByBlendCorrelationId=7", current()).unwrap();
        assert_eq!(query.blend_correlation, Some(7));
        assert_eq!(query.sort_by, SortKey::Correlation);
        let sorted = parse("filterByBlendCorrelationId=7&sortBy=ytdReturn", current()).unwrap();
        assert_eq!(sorted.sort_by, SortKey::YtdReturn);
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
