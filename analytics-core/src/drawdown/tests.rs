use approx::assert_abs_diff_eq;

use super::*;

fn ym(yyyymm: i32) -> YearMonth {
    YearMonth::from_yyyymm(yyyymm).unwrap()
}

fn report(months: &[i32], values: &[f64]) -> Vec<DrawdownEpisode> {
    let series = ReturnSeries::from_yyyymm(months, values).unwrap();
    drawdown_report(&series, &compounded_vami(series.values()))
}

#[test]
fn drawdown_is_vami_over_its_running_peak_minus_one() {
    // VAMI 1000, 1100, 990, 1237.5: peaks 1100, 1100, 1237.5 -> dd 0, -0.1, 0
    let dd = drawdowns(&compounded_vami(&[0.1, -0.1, 0.25]));
    assert_eq!(dd[0], 0.0);
    assert_abs_diff_eq!(dd[1], -0.1, epsilon = 1e-12);
    assert_eq!(dd[2], 0.0);
}

#[test]
fn the_starting_1000_counts_as_a_peak() {
    // A first month of -5 % is 5 % under the starting 1000.
    assert_abs_diff_eq!(
        drawdowns(&compounded_vami(&[-0.05]))[0],
        -0.05,
        epsilon = 1e-15
    );
}

#[test]
fn max_drawdown_is_the_lowest_drawdown_and_zero_when_never_under_water() {
    // 1000 -> 1100 -> 880 (-20 %) -> 968 (-12 %)
    assert_abs_diff_eq!(worst_drawdown(&[0.1, -0.2, 0.1]), -0.2, epsilon = 1e-12);
    assert_eq!(worst_drawdown(&[0.01, 0.0, 0.02]), 0.0);
}

#[test]
fn a_minus_100_percent_month_is_a_drawdown_of_minus_one() {
    assert_eq!(worst_drawdown(&[0.1, -1.0, 0.3]), -1.0);
}

#[test]
fn drawdown_report_lists_each_episode_deepest_first_with_an_ongoing_one() {
    // VAMI: Dec 1000, Jan 1100, Feb 990, Mar 891, Apr 1113.75, May 1169.4375, Jun 935.55,
    // Jul 1029.105.
    // Episode A: peak Jan (1100), valley Mar (891), recovery Apr: depth 891/1100 - 1 = -0.19,
    //   length 2, recovery 1, under water Feb..Mar = 2.
    // Episode B: peak May, valley Jun: depth -0.2, length 1, ongoing, under water Jun..Jul = 2.
    let episodes = report(
        &[202401, 202402, 202403, 202404, 202405, 202406, 202407],
        &[0.10, -0.10, -0.10, 0.25, 0.05, -0.20, 0.10],
    );
    assert_eq!(episodes.len(), 2);
    let (b, a) = (&episodes[0], &episodes[1]);
    assert_eq!(
        (b.peak, b.valley, b.recovery),
        (ym(202405), ym(202406), None)
    );
    assert_abs_diff_eq!(b.depth, -0.2, epsilon = 1e-12);
    assert_eq!(
        (b.length, b.recovery_months, b.months_under_water),
        (1, None, 2)
    );
    assert!(!b.from_inception);
    assert_eq!(
        (a.peak, a.valley, a.recovery),
        (ym(202401), ym(202403), Some(ym(202404)))
    );
    assert_abs_diff_eq!(a.depth, -0.19, epsilon = 1e-12);
    assert_eq!(
        (a.length, a.recovery_months, a.months_under_water),
        (2, Some(1), 2)
    );
}

#[test]
fn a_peak_at_the_starting_vami_is_inception() {
    let episodes = report(&[202401, 202402], &[-0.05, 0.01]);
    assert_eq!(episodes[0].peak, ym(202312));
    assert!(episodes[0].from_inception);
}

#[test]
fn recovery_is_the_first_month_back_at_the_peak_and_ties_sort_by_earlier_peak() {
    // 1000 -> 500 -> 1000 (recovered, equal to the peak) -> 500 -> 1000: two episodes of -50 %.
    let episodes = report(&[202401, 202402, 202403, 202404], &[-0.5, 1.0, -0.5, 1.0]);
    assert_eq!(episodes.len(), 2);
    assert_eq!(episodes[0].peak, ym(202312));
    assert_eq!(episodes[0].recovery, Some(ym(202402)));
    assert_eq!(episodes[1].peak, ym(202402));
    assert_eq!(episodes[1].recovery, Some(ym(202404)));
}

#[test]
fn the_valley_is_the_first_month_of_the_lowest_vami() {
    // 1000 -> 900 -> 900 (flat) -> 1000: valley is the first 900 month.
    let episodes = report(&[202401, 202402, 202403], &[-0.1, 0.0, 1.0 / 0.9 - 1.0]);
    assert_eq!(episodes[0].valley, ym(202401));
}

#[test]
fn episode_lengths_count_calendar_months_across_gaps() {
    // Jan -10 %, (Feb, Mar missing), Apr +20 %: peak Dec 2023 (inception), valley Jan,
    // recovery Apr: length 1, recovery 3, under water Jan..Mar = 3.
    let episodes = report(&[202401, 202404], &[-0.1, 0.2]);
    let e = &episodes[0];
    assert_eq!(
        (e.length, e.recovery_months, e.months_under_water),
        (1, Some(3), 3)
    );
}

#[test]
fn a_series_never_under_water_has_no_episode() {
    assert!(report(&[202401, 202402], &[0.0, 0.1]).is_empty());
}
