//! Period returns as of a series' last month: last month, quarter, year to date, trailing years
//! and since inception, for the program, the benchmark (S&P 500) and their difference.

use serde::Serialize;

use crate::growth::{annualized_return, compound, cumulative_return, Growth};
use crate::month::YearMonth;
use crate::relations::{common_returns, correlation, Correlation};
use crate::series::ReturnSeries;

/// A trailing return over whole years: cumulative and per year.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TrailingReturn {
    /// `prod(1 + r) - 1` over the window's observed months (missing months count as 0).
    pub cumulative: f64,
    /// `(1 + cumulative)^(1 / years) - 1` (equal to `cumulative` for one year).
    pub annualized: f64,
}

/// One row of period returns, all as of the same month A (the program's last month).
///
/// A trailing window of m months covers A-(m-1)..A; it has a value only when the series has
/// started by the window's first month and runs to A, and missing months inside count as 0.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PeriodReturns {
    /// The return of month A (trailing 1 month).
    pub last_return: Option<f64>,
    /// Compounded A-2..A (trailing 3 months).
    pub qtr_year_return: Option<f64>,
    /// Compounded over the observed months January..A of A's year (a series that started during
    /// the year counts from its first month, as the performance table's YTD does); `None` when
    /// the series does not run to A.
    pub ytd_return: Option<f64>,
    /// Trailing 12 months.
    pub full_year_return: Option<TrailingReturn>,
    /// Trailing 36 months.
    pub three_year_return: Option<TrailingReturn>,
    /// Trailing 60 months.
    pub five_year_return: Option<TrailingReturn>,
    /// Trailing 120 months.
    pub ten_year_return: Option<TrailingReturn>,
    /// Compounded over the observed months among the 12 calendar months ending at A, however
    /// short the record (the screener's "past 12 months"); `None` without such a month.
    #[serde(rename = "past12Months")]
    pub past_12_months: Option<f64>,
    /// Since inception, cumulative: the program's growth figure (its `carorType`); for the
    /// benchmark, compounded over the months it shares with the program.
    #[serde(rename = "cumulativeROR")]
    pub cumulative_ror: Option<f64>,
    /// Since inception, CAROR, over the same months as `cumulative_ror`.
    #[serde(rename = "compoundedAnnualROR")]
    pub compounded_annual_ror: Option<f64>,
}

/// Period returns of a program, of the benchmark over the same calendar windows, and their
/// difference (program - benchmark, where both have a value).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PeriodReturnsReport {
    /// Month A, the program's last month.
    pub as_of: YearMonth,
    /// The program's row.
    pub program: PeriodReturns,
    /// The benchmark's row; `None` without a benchmark.
    pub benchmark: Option<PeriodReturns>,
    /// Program minus benchmark, field by field; `None` without a benchmark.
    pub difference: Option<PeriodReturns>,
    /// The benchmark compounded over the months it shares with the program ("S&P since
    /// inception", the benchmark row's `cumulativeROR`).
    #[serde(rename = "sp500Inception")]
    pub sp500_inception: Option<f64>,
    /// Correlation of the program with the benchmark over their common months.
    #[serde(rename = "correlationsp500")]
    pub correlation_sp500: Option<Correlation>,
}

/// `prod(1 + r) - 1` over the observed months of `from..=to`; `None` without such a month.
fn compounded_between(series: &ReturnSeries, from: YearMonth, to: YearMonth) -> Option<f64> {
    let range = series.index_from(from)..series.index_from(to.next());
    let values = series.values().get(range).filter(|v| !v.is_empty())?;
    Some(cumulative_return(values))
}

/// The trailing `months`-month return as of `as_of` (see [`PeriodReturns`]).
pub fn trailing_return(series: &ReturnSeries, as_of: YearMonth, months: u32) -> Option<f64> {
    let from = as_of.plus_months(1 - months as i32);
    let covered = months > 0 && series.first_month() <= from && series.last_month() >= as_of;
    covered.then(|| compounded_between(series, from, as_of).unwrap_or(0.0))
}

fn trailing_years(series: &ReturnSeries, as_of: YearMonth, years: u32) -> Option<TrailingReturn> {
    let months = years * 12;
    let cumulative = trailing_return(series, as_of, months)?;
    Some(TrailingReturn {
        cumulative,
        annualized: annualized_return(cumulative, months as usize)?,
    })
}

/// The year-to-date return as of `as_of` (see [`PeriodReturns::ytd_return`]).
pub fn year_to_date_return(series: &ReturnSeries, as_of: YearMonth) -> Option<f64> {
    (series.last_month() >= as_of)
        .then(|| compounded_between(series, as_of.january(), as_of))
        .flatten()
}

fn calendar_returns(series: &ReturnSeries, as_of: YearMonth) -> PeriodReturns {
    PeriodReturns {
        last_return: trailing_return(series, as_of, 1),
        qtr_year_return: trailing_return(series, as_of, 3),
        ytd_return: year_to_date_return(series, as_of),
        full_year_return: trailing_years(series, as_of, 1),
        three_year_return: trailing_years(series, as_of, 3),
        five_year_return: trailing_years(series, as_of, 5),
        ten_year_return: trailing_years(series, as_of, 10),
        past_12_months: compounded_between(series, as_of.plus_months(-11), as_of),
        cumulative_ror: None,
        compounded_annual_ror: None,
    }
}

/// The program's row as of its last month; since inception from its [`Growth`] figures.
pub fn program_period_returns(series: &ReturnSeries, growth: &Growth) -> PeriodReturns {
    PeriodReturns {
        cumulative_ror: Some(growth.cumulative_return),
        compounded_annual_ror: Some(growth.compounded_annual_return),
        ..calendar_returns(series, series.last_month())
    }
}

/// The benchmark's row over the program's windows (as of the program's last month); since
/// inception compounded over the months both have.
pub fn benchmark_period_returns(program: &ReturnSeries, benchmark: &ReturnSeries) -> PeriodReturns {
    let (count, cumulative) = common_returns(program, benchmark)
        .fold((0usize, 0.0), |(n, c), (_, b)| (n + 1, compound(c, b)));
    let cumulative = (count > 0).then_some(cumulative);
    PeriodReturns {
        cumulative_ror: cumulative,
        compounded_annual_ror: cumulative.and_then(|c| annualized_return(c, count)),
        ..calendar_returns(benchmark, program.last_month())
    }
}

fn minus(a: Option<f64>, b: Option<f64>) -> Option<f64> {
    Some(a? - b?)
}

fn minus_trailing(a: Option<TrailingReturn>, b: Option<TrailingReturn>) -> Option<TrailingReturn> {
    let (a, b) = (a?, b?);
    Some(TrailingReturn {
        cumulative: a.cumulative - b.cumulative,
        annualized: a.annualized - b.annualized,
    })
}

/// Field-by-field `program - benchmark` (a field has a value when both rows have one).
pub fn difference(program: &PeriodReturns, benchmark: &PeriodReturns) -> PeriodReturns {
    PeriodReturns {
        last_return: minus(program.last_return, benchmark.last_return),
        qtr_year_return: minus(program.qtr_year_return, benchmark.qtr_year_return),
        ytd_return: minus(program.ytd_return, benchmark.ytd_return),
        full_year_return: minus_trailing(program.full_year_return, benchmark.full_year_return),
        three_year_return: minus_trailing(program.three_year_return, benchmark.three_year_return),
        five_year_return: minus_trailing(program.five_year_return, benchmark.five_year_return),
        ten_year_return: minus_trailing(program.ten_year_return, benchmark.ten_year_return),
        past_12_months: minus(program.past_12_months, benchmark.past_12_months),
        cumulative_ror: minus(program.cumulative_ror, benchmark.cumulative_ror),
        compounded_annual_ror: minus(
            program.compounded_annual_ror,
            benchmark.compounded_annual_ror,
        ),
    }
}

/// The period-returns report of a program (with its [`Growth`]) and an optional benchmark.
pub fn period_returns(
    series: &ReturnSeries,
    growth: &Growth,
    benchmark: Option<&ReturnSeries>,
) -> PeriodReturnsReport {
    let program = program_period_returns(series, growth);
    let benchmark_row = benchmark.map(|b| benchmark_period_returns(series, b));
    PeriodReturnsReport {
        as_of: series.last_month(),
        difference: benchmark_row.as_ref().map(|b| difference(&program, b)),
        sp500_inception: benchmark_row.as_ref().and_then(|b| b.cumulative_ror),
        correlation_sp500: benchmark.map(|b| correlation(series, b)),
        program,
        benchmark: benchmark_row,
    }
}

#[cfg(test)]
mod tests;
