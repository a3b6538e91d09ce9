use approx::assert_abs_diff_eq;

use super::*;
use crate::growth::{growth, CarorType};

/// `count` consecutive months from `start` (yyyymm), each with `value`.
fn constant(start: i32, count: i32, value: f64) -> ReturnSeries {
    let first = YearMonth::from_yyyymm(start).unwrap();
    let months: Vec<i32> = (0..count).map(|i| first.plus_months(i).yyyymm()).collect();
    ReturnSeries::from_yyyymm(&months, &vec![value; count as usize]).unwrap()
}

fn report(series: &ReturnSeries, benchmark: Option<&ReturnSeries>) -> PeriodReturnsReport {
    period_returns(series, &growth(series, CarorType::Cumulative), benchmark)
}

#[test]
fn trailing_windows_compound_the_last_months() {
    // 48 months of 1 % from Jan 2021, as of Dec 2024.
    let r = report(&constant(202101, 48, 0.01), None).program;
    assert_eq!(r.last_return, Some(0.01));
    assert_abs_diff_eq!(
        r.qtr_year_return.unwrap(),
        1.01f64.powi(3) - 1.0,
        epsilon = 1e-14
    );
    assert_abs_diff_eq!(
        r.ytd_return.unwrap(),
        1.01f64.powi(12) - 1.0,
        epsilon = 1e-14
    );
    let one = r.full_year_return.unwrap();
    assert_abs_diff_eq!(one.cumulative, 1.01f64.powi(12) - 1.0, epsilon = 1e-14);
    assert_eq!(one.annualized, one.cumulative);
    let three = r.three_year_return.unwrap();
    assert_abs_diff_eq!(three.cumulative, 1.01f64.powi(36) - 1.0, epsilon = 1e-13);
    // (1.01^36)^(1/3) - 1 = 1.01^12 - 1
    assert_abs_diff_eq!(three.annualized, 1.01f64.powi(12) - 1.0, epsilon = 1e-13);
}

#[test]
fn a_window_is_none_when_the_series_starts_after_its_first_month() {
    // Starts Jan 2021: the 5-year window as of Dec 2024 starts Jan 2020.
    let r = report(&constant(202101, 48, 0.01), None).program;
    assert_eq!(r.five_year_return, None);
    assert_eq!(r.ten_year_return, None);
    // Exactly 36 months: the 3-year window starts at the first month.
    let exact = report(&constant(202201, 36, 0.01), None).program;
    assert!(exact.three_year_return.is_some());
    let short = report(&constant(202202, 35, 0.01), None).program;
    assert_eq!(short.three_year_return, None);
}

#[test]
fn missing_months_inside_a_window_count_as_zero() {
    // Jan..Dec 2024 at 1 % except June missing: the 1-year return compounds 11 months.
    let months: Vec<i32> = (1..=12).filter(|&m| m != 6).map(|m| 202400 + m).collect();
    let s = ReturnSeries::from_yyyymm(&months, &[0.01; 11]).unwrap();
    let one = report(&s, None).program.full_year_return.unwrap();
    assert_abs_diff_eq!(one.cumulative, 1.01f64.powi(11) - 1.0, epsilon = 1e-14);
}

#[test]
fn year_to_date_counts_from_the_first_month_in_the_inception_year() {
    // Mar..May 2024 at 2 %: YTD = 1.02^3 - 1, the quarter too; no 1-year figure.
    let r = report(&constant(202403, 3, 0.02), None).program;
    assert_abs_diff_eq!(
        r.ytd_return.unwrap(),
        1.02f64.powi(3) - 1.0,
        epsilon = 1e-15
    );
    assert_eq!(r.full_year_return, None);
    // The past 12 months are given for a short record too.
    assert_abs_diff_eq!(
        r.past_12_months.unwrap(),
        1.02f64.powi(3) - 1.0,
        epsilon = 1e-15
    );
}

#[test]
fn since_inception_is_the_cumulative_return_and_caror() {
    let s = constant(202301, 24, 0.01);
    let r = report(&s, None).program;
    assert_abs_diff_eq!(
        r.cumulative_ror.unwrap(),
        1.01f64.powi(24) - 1.0,
        epsilon = 1e-13
    );
    assert_abs_diff_eq!(
        r.compounded_annual_ror.unwrap(),
        1.01f64.powi(12) - 1.0,
        epsilon = 1e-13
    );
}

#[test]
fn the_benchmark_uses_the_same_calendar_windows_and_the_difference_subtracts_it() {
    // Program: 24 months of 2 % from Jan 2023; benchmark: 60 months of 1 % from Jan 2020,
    // running past the program's last month (Dec 2024).
    let program = constant(202301, 24, 0.02);
    let benchmark = constant(202001, 70, 0.01);
    let r = report(&program, Some(&benchmark));
    let b = r.benchmark.as_ref().unwrap();
    assert_eq!(r.as_of.yyyymm(), 202412);
    assert_eq!(b.last_return, Some(0.01));
    assert!(
        b.five_year_return.is_some(),
        "the benchmark covers Jan 2020..Dec 2024"
    );
    let d = r.difference.as_ref().unwrap();
    assert_abs_diff_eq!(d.last_return.unwrap(), 0.01, epsilon = 1e-15);
    let one = d.full_year_return.unwrap();
    assert_abs_diff_eq!(
        one.cumulative,
        1.02f64.powi(12) - 1.01f64.powi(12),
        epsilon = 1e-13
    );
    assert_eq!(d.five_year_return, None, "the program has no 5-year figure");
    // S&P since inception: the benchmark over the program's 24 months.
    assert_abs_diff_eq!(
        r.sp500_inception.unwrap(),
        1.01f64.powi(24) - 1.0,
        epsilon = 1e-13
    );
    assert_eq!(r.correlation_sp500.unwrap().overlap, 24);
}

#[test]
fn a_benchmark_that_stops_before_the_last_month_has_no_trailing_figure() {
    let program = constant(202301, 24, 0.02);
    // Jan 2020 .. Nov 2023: common months Jan .. Nov 2023.
    let benchmark = constant(202001, 47, 0.01);
    let b = report(&program, Some(&benchmark)).benchmark.unwrap();
    assert_eq!(b.last_return, None);
    assert_eq!(b.ytd_return, None);
    assert_eq!(b.full_year_return, None);
    assert_eq!(b.cumulative_ror.map(|c| c > 0.0), Some(true));
}
