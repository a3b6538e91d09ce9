use approx::assert_abs_diff_eq;

use super::*;
use crate::month::YearMonth;

/// A series of consecutive months from `first` (yyyymm).
fn consecutive(first: i32, values: &[f64]) -> ReturnSeries {
    let start = YearMonth::from_yyyymm(first).unwrap();
    let months: Vec<i32> = (0..values.len())
        .map(|i| start.plus_months(i as i32).yyyymm())
        .collect();
    ReturnSeries::from_yyyymm(&months, values).unwrap()
}

fn month(yyyymm: i32) -> YearMonth {
    YearMonth::from_yyyymm(yyyymm).unwrap()
}

#[test]
fn beta_and_alpha_by_hand() {
    // r = 0.02, -0.01, 0.03, 0; b = 0.01, -0.02, 0.02, 0.01. Means 0.01 and 0.005;
    // sum of products of deviations 0.0008, of the benchmark's squares 0.0009: beta = 8/9.
    // Alpha with rf = 0: 12 * (0.01 - 8/9 * 0.005) = 0.6 / 9.
    let r = consecutive(202001, &[0.02, -0.01, 0.03, 0.0]);
    let b = consecutive(202001, &[0.01, -0.02, 0.02, 0.01]);
    let risk = benchmark_risk(&r, &b, 0.0).beta_alpha.unwrap();
    assert_abs_diff_eq!(risk.beta, 8.0 / 9.0, epsilon = 1e-14);
    assert_abs_diff_eq!(risk.alpha, 0.6 / 9.0, epsilon = 1e-14);
    // With rf = 12 %: 12 * (0.01 - 0.01 - 8/9 * (0.005 - 0.01)) = 12 * 0.04 / 9.
    let with_rf = benchmark_risk(&r, &b, 0.12).beta_alpha.unwrap();
    assert_abs_diff_eq!(with_rf.alpha, 0.48 / 9.0, epsilon = 1e-14);
}

#[test]
fn beta_is_none_when_the_benchmark_does_not_vary_or_under_two_months() {
    let r = consecutive(202001, &[0.02, -0.01, 0.03]);
    assert_eq!(
        benchmark_risk(&r, &consecutive(202001, &[0.01; 3]), 0.01).beta_alpha,
        None
    );
    assert_eq!(
        benchmark_risk(&r, &consecutive(202003, &[0.01, 0.02]), 0.01).beta_alpha,
        None
    );
}

#[test]
fn capture_by_hand() {
    // Up months of b: 1, 3, 4 (r mean 0.05 / 3, b mean 0.04 / 3): 1.25. Down: month 2, 0.5.
    let r = consecutive(202001, &[0.02, -0.01, 0.03, 0.0]);
    let b = consecutive(202001, &[0.01, -0.02, 0.02, 0.01]);
    let risk = benchmark_risk(&r, &b, 0.01);
    assert_abs_diff_eq!(risk.up_capture.unwrap(), 1.25, epsilon = 1e-14);
    assert_abs_diff_eq!(risk.down_capture.unwrap(), 0.5, epsilon = 1e-14);
    let rising = benchmark_risk(&r, &consecutive(202001, &[0.01; 4]), 0.01);
    assert_eq!(rising.down_capture, None);
    assert!(rising.up_capture.is_some());
}

#[test]
fn only_common_months_count() {
    // The benchmark starts a month later and misses 2020-04: three common months.
    let r = consecutive(202001, &[0.5, 0.02, -0.01, 0.7, 0.03]);
    let b = ReturnSeries::from_yyyymm(&[202002, 202003, 202005], &[0.01, -0.02, 0.02]).unwrap();
    let risk = benchmark_risk(&r, &b, 0.0);
    assert_eq!(risk.common_months, 3);
    // Up months 2020-02 and 2020-05: (0.02 + 0.03) / (0.01 + 0.02).
    assert_abs_diff_eq!(risk.up_capture.unwrap(), 0.05 / 0.03, epsilon = 1e-14);
}

#[test]
fn crisis_alpha_averages_the_series_over_the_benchmarks_extreme_months() {
    // b rises month by month, so its worst months are the first ones; r_t = t / 1000.
    let b: Vec<f64> = (0..25).map(|t| (t as f64 - 12.0) * 0.01).collect();
    let r: Vec<f64> = (0..25).map(|t| t as f64 * 0.001).collect();
    let alpha =
        benchmark_risk(&consecutive(200001, &r), &consecutive(200001, &b), 0.01).crisis_alpha;
    assert_abs_diff_eq!(alpha.worst10.unwrap(), 0.0045, epsilon = 1e-15);
    assert_abs_diff_eq!(alpha.worst20.unwrap(), 0.0095, epsilon = 1e-15);
    assert_abs_diff_eq!(alpha.best10.unwrap(), 0.0195, epsilon = 1e-15);
}

#[test]
fn crisis_alpha_breaks_ties_by_the_earlier_month_and_needs_enough_months() {
    let r: Vec<f64> = (0..15).map(|t| t as f64 * 0.001).collect();
    let flat = consecutive(200001, &[0.0; 15]);
    let alpha = benchmark_risk(&consecutive(200001, &r), &flat, 0.01).crisis_alpha;
    // Every month ties: the first ten, for the worst and the best alike.
    assert_abs_diff_eq!(alpha.worst10.unwrap(), 0.0045, epsilon = 1e-15);
    assert_abs_diff_eq!(alpha.best10.unwrap(), 0.0045, epsilon = 1e-15);
    assert_eq!(alpha.worst20, None);
}

#[test]
fn rolling_correlation_needs_every_calendar_month_of_the_window() {
    // 2020-01..2020-12, no 2021-01, then 2021-02..2022-01: one window ends 2020-12, one 2022-01.
    let mut months: Vec<i32> = (1..=12).map(|m| 202000 + m).collect();
    months.extend((2..=12).map(|m| 202100 + m));
    months.push(202201);
    let b: Vec<f64> = (0..months.len())
        .map(|t| ((t * 7) % 5) as f64 * 0.01 - 0.02)
        .collect();
    let r: Vec<f64> = b.iter().map(|x| 2.0 * x + 0.001).collect();
    let b = ReturnSeries::from_yyyymm(&months, &b).unwrap();
    let r = ReturnSeries::from_yyyymm(&months, &r).unwrap();
    let twelve = rolling_correlation(&r, &b, 12);
    let ends: Vec<YearMonth> = twelve.iter().map(|p| p.month).collect();
    assert_eq!(ends, [month(202012), month(202201)]);
    for point in &twelve {
        assert_abs_diff_eq!(point.value.unwrap(), 1.0, epsilon = 1e-12);
    }
    assert!(rolling_correlation(&r, &b, 36).is_empty());
}

#[test]
fn rolling_correlation_has_no_value_where_a_side_does_not_vary() {
    let r = consecutive(
        202001,
        &[
            0.01, 0.02, -0.01, 0.03, 0.0, 0.01, 0.02, 0.01, -0.02, 0.0, 0.01, 0.02,
        ],
    );
    let flat = consecutive(202001, &[0.01; 12]);
    let points = rolling_correlation(&r, &flat, 12);
    assert_eq!(
        points,
        [RollingPoint {
            month: month(202012),
            value: None
        }]
    );
}

#[test]
fn rolling_sharpe_is_the_sharpe_ratio_of_each_window() {
    let values: Vec<f64> = (0..13)
        .map(|t| ((t * 3) % 7) as f64 * 0.01 - 0.02)
        .collect();
    let series = consecutive(201901, &values);
    let points = rolling_sharpe_12(&series, 0.01);
    assert_eq!(points.len(), 2);
    assert_eq!(points[0].month, month(201912));
    assert_eq!(points[1].month, month(202001));
    assert_eq!(points[0].value, sharpe_ratio(&values[..12], 0.01));
    assert_eq!(points[1].value, sharpe_ratio(&values[1..], 0.01));
}
