use approx::assert_abs_diff_eq;

use super::*;
use crate::month::YearMonth;

fn series(months: &[i32], values: &[f64]) -> ReturnSeries {
    ReturnSeries::from_yyyymm(months, values).unwrap()
}

fn component(series: &ReturnSeries, amount: f64, leverage: f64) -> BlendComponent<'_> {
    BlendComponent {
        series,
        allocation: Allocation::new(amount, leverage).unwrap(),
    }
}

#[test]
fn leverage_must_be_1_to_10_in_steps_of_half() {
    for leverage in [1.0, 1.5, 2.0, 9.5, 10.0] {
        assert!(Allocation::new(1000.0, leverage).is_ok(), "{leverage}");
    }
    for leverage in [0.5, 0.0, 1.25, 10.5, f64::NAN, f64::INFINITY] {
        let error = Allocation::new(1000.0, leverage).unwrap_err();
        assert_eq!(error.code(), "invalid_leverage", "{leverage}");
    }
}

#[test]
fn the_amount_must_be_a_positive_number() {
    for amount in [0.0, -1.0, f64::NAN, f64::INFINITY] {
        assert_eq!(
            Allocation::new(amount, 1.0).unwrap_err().code(),
            "invalid_amount"
        );
    }
}

#[test]
fn cash_level_is_amount_over_leverage_and_percent_allocated_is_a_share_of_the_amounts() {
    let a = series(&[202401], &[0.01]);
    let blended = blend(
        &[component(&a, 100_000.0, 2.0), component(&a, 300_000.0, 1.0)],
        false,
    )
    .unwrap();
    let first = blended.allocations[0];
    assert_eq!(first.cash_level, 50_000.0);
    assert_eq!(first.percent_allocated, 0.25);
    assert_eq!(blended.allocations[1].percent_allocated, 0.75);
}

#[test]
fn blended_return_weights_by_cash_level_times_leverage() {
    // A: 100k at L2 (c = 50k), B: 100k at L1 (c = 100k); weights 1/3 and 2/3.
    // r = 1/3 * 2 * 0.02 + 2/3 * 1 * 0.01 = 0.02
    let a = series(&[202401], &[0.02]);
    let b = series(&[202401], &[0.01]);
    let blended = blend(
        &[component(&a, 100_000.0, 2.0), component(&b, 100_000.0, 1.0)],
        false,
    )
    .unwrap();
    assert_abs_diff_eq!(blended.series.values()[0], 0.02, epsilon = 1e-15);
}

#[test]
fn weights_renormalize_over_the_components_present_in_the_month() {
    // Jan: A (c = 100k, 2 %) and B (c = 300k, -1 %): 0.25 * 0.02 + 0.75 * -0.01 = -0.0025.
    // Feb: only A: 0.02.
    let a = series(&[202401, 202402], &[0.02, 0.02]);
    let b = series(&[202401], &[-0.01]);
    let blended = blend(
        &[component(&a, 100_000.0, 1.0), component(&b, 300_000.0, 1.0)],
        false,
    )
    .unwrap();
    assert_abs_diff_eq!(blended.series.values()[0], -0.0025, epsilon = 1e-15);
    assert_eq!(blended.series.values()[1], 0.02);
}

#[test]
fn a_month_no_component_has_is_missing() {
    let a = series(&[202401], &[0.02]);
    let b = series(&[202403], &[0.01]);
    let blended = blend(&[component(&a, 1.0, 1.0), component(&b, 1.0, 1.0)], false).unwrap();
    assert_eq!(blended.series.len(), 2);
    assert_eq!(
        blended.series.missing_months(),
        vec![YearMonth::from_yyyymm(202402).unwrap()]
    );
}

#[test]
fn a_normalized_blend_keeps_only_the_months_every_component_has() {
    let a = series(&[202401, 202402, 202403, 202404], &[0.01, 0.02, 0.03, 0.04]);
    let b = series(&[202402, 202404, 202405], &[0.02, 0.04, 0.05]);
    let blended = blend(&[component(&a, 1.0, 1.0), component(&b, 1.0, 1.0)], true).unwrap();
    let months: Vec<i32> = blended.series.months().iter().map(|m| m.yyyymm()).collect();
    assert_eq!(months, [202402, 202404]);
    assert_eq!(blended.series.values(), &[0.02, 0.04]);
}

#[test]
fn a_normalized_blend_without_common_months_is_an_error() {
    let a = series(&[202401], &[0.01]);
    let b = series(&[202402], &[0.02]);
    let error = blend(&[component(&a, 1.0, 1.0), component(&b, 1.0, 1.0)], true).unwrap_err();
    assert_eq!(error.code(), "no_common_months");
    let interleaved = series(&[202401, 202403], &[0.01, 0.01]);
    let other = series(&[202402, 202404], &[0.01, 0.01]);
    let pair = [
        component(&interleaved, 1.0, 1.0),
        component(&other, 1.0, 1.0),
    ];
    assert_eq!(blend(&pair, true).unwrap_err().code(), "no_common_months");
}

#[test]
fn a_blend_without_components_is_an_error() {
    assert_eq!(blend(&[], false).unwrap_err().code(), "empty_blend");
}

#[test]
fn leverage_that_takes_a_month_below_minus_100_percent_is_an_error() {
    // L = 2 on -60 %: -120 %.
    let a = series(&[202401], &[-0.6]);
    let error = blend(&[component(&a, 1.0, 2.0)], false).unwrap_err();
    assert_eq!(error.code(), "return_below_minus_100");
}

#[test]
fn a_blended_month_is_estimated_when_a_component_month_is() {
    let estimated = ReturnSeries::new(vec![MonthlyReturn {
        month: YearMonth::from_yyyymm(202401).unwrap(),
        value: 0.01,
        estimated: true,
    }])
    .unwrap();
    let plain = series(&[202401, 202402], &[0.01, 0.01]);
    let blended = blend(
        &[component(&estimated, 1.0, 1.0), component(&plain, 1.0, 1.0)],
        false,
    )
    .unwrap();
    assert_eq!(blended.series.estimated(), &[true, false]);
}
