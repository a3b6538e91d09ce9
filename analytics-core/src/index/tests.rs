use approx::assert_abs_diff_eq;

use super::*;

fn series(months: &[i32], values: &[f64]) -> ReturnSeries {
    ReturnSeries::from_yyyymm(months, values).unwrap()
}

fn ym(yyyymm: i32) -> YearMonth {
    YearMonth::from_yyyymm(yyyymm).unwrap()
}

/// A: Jan..Mar 2024, joins Feb (2nd return); B: Feb..Apr, joins Mar; C: one month, never joins.
fn candidates() -> [ReturnSeries; 3] {
    [
        series(&[202401, 202402, 202403], &[0.1, 0.2, 0.3]),
        series(&[202402, 202403, 202404], &[-0.1, 0.0, 0.4]),
        series(&[202403], &[0.9]),
    ]
}

#[test]
fn a_program_joins_in_the_month_its_track_record_reaches_the_minimum() {
    let [a, _, c] = candidates();
    assert_eq!(join_month(&a, 2), Some(ym(202402)));
    assert_eq!(join_month(&c, 2), None);
    assert_eq!(join_month(&c, 0), Some(ym(202403)));
}

#[test]
fn the_index_return_is_the_equal_weighted_mean_of_the_members_that_month() {
    // Feb: A 0.2 (1 member); Mar: A 0.3, B 0.0 -> 0.15 (2); Apr: B 0.4 (1).
    let [a, b, c] = candidates();
    let index = index_series(&[&a, &b, &c], 2);
    let got: Vec<(i32, f64, usize)> = index
        .months
        .iter()
        .map(|m| (m.month.yyyymm(), m.value, m.members))
        .collect();
    assert_eq!(got.len(), 3);
    assert_eq!((got[0].0, got[0].2), (202402, 1));
    assert_abs_diff_eq!(got[0].1, 0.2);
    assert_eq!((got[1].0, got[1].2), (202403, 2));
    assert_abs_diff_eq!(got[1].1, 0.15, epsilon = 1e-15);
    assert_eq!((got[2].0, got[2].2), (202404, 1));
    assert_eq!(
        index.join_months,
        vec![Some(ym(202402)), Some(ym(202403)), None]
    );
}

#[test]
fn membership_has_no_backfill() {
    // A's January return (before it joined) is not in the index, nor is C's March.
    let [a, b, c] = candidates();
    let index = index_series(&[&a, &b, &c], 2);
    assert_eq!(index.months[0].month, ym(202402));
    assert!(index.months.iter().all(|m| m.value < 0.9));
}

#[test]
fn an_index_without_members_has_no_month() {
    let [_, _, c] = candidates();
    let index = index_series(&[&c], MAIN_INDEX_MIN_TRACK_MONTHS);
    assert!(index.months.is_empty());
    assert_eq!(index.to_return_series().unwrap_err().code(), "empty_series");
    assert_eq!(
        index_series(&[], OTHER_INDEX_MIN_TRACK_MONTHS).months,
        vec![]
    );
}

#[test]
fn the_index_series_is_a_return_series() {
    let [a, b, c] = candidates();
    let returns = index_series(&[&a, &b, &c], 2).to_return_series().unwrap();
    assert_eq!(returns.len(), 3);
    assert_eq!(returns.first_month(), ym(202402));
}

#[test]
fn monthly_rankings_sort_members_by_return_best_first() {
    // March: A 0.3 (rank 1), B 0.0 (rank 2); C is not a member.
    let [a, b, c] = candidates();
    let rankings = monthly_rankings(&[&a, &b, &c], 2, ym(202403));
    let got: Vec<(usize, usize)> = rankings.iter().map(|r| (r.member, r.rank)).collect();
    assert_eq!(got, [(0, 1), (1, 2)]);
    assert_eq!(rankings[0].performance, 0.3);
    // February: B has not joined yet.
    assert_eq!(monthly_rankings(&[&a, &b, &c], 2, ym(202402)).len(), 1);
}

#[test]
fn equal_returns_share_a_rank() {
    let x = series(&[202401], &[0.02]);
    let y = series(&[202401], &[0.05]);
    let z = series(&[202401], &[0.02]);
    let w = series(&[202401], &[0.01]);
    let rankings = monthly_rankings(&[&x, &y, &z, &w], 1, ym(202401));
    let got: Vec<(usize, usize)> = rankings.iter().map(|r| (r.member, r.rank)).collect();
    assert_eq!(got, [(1, 1), (0, 2), (2, 2), (3, 4)]);
}
