use approx::assert_abs_diff_eq;

use super::*;

fn series(months: &[i32], values: &[f64]) -> ReturnSeries {
    ReturnSeries::from_yyyymm(months, values).unwrap()
}

fn ym(yyyymm: i32) -> YearMonth {
    YearMonth::from_yyyymm(yyyymm).unwrap()
}

/// Active programs: none leaves.
fn active<'a>(series: &[&'a ReturnSeries]) -> Vec<Candidate<'a>> {
    series.iter().map(|s| Candidate::active(s)).collect()
}

/// The month's ranking by return (empty when no member has a return that month).
fn monthly_rankings(candidates: &[Candidate], min_track: usize, month: YearMonth) -> Vec<Ranking> {
    index_rankings(candidates, min_track, RankingMeasure::MonthReturn, 0.01)
        .into_iter()
        .find(|m| m.month == month)
        .map(|m| m.rankings)
        .unwrap_or_default()
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
    let index = index_series(&active(&[&a, &b, &c]), 2);
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
    let index = index_series(&active(&[&a, &b, &c]), 2);
    assert_eq!(index.months[0].month, ym(202402));
    assert!(index.months.iter().all(|m| m.value < 0.9));
}

#[test]
fn an_index_without_members_has_no_month() {
    let [_, _, c] = candidates();
    let index = index_series(&active(&[&c]), MAIN_INDEX_MIN_TRACK_MONTHS);
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
    let returns = index_series(&active(&[&a, &b, &c]), 2)
        .to_return_series()
        .unwrap();
    assert_eq!(returns.len(), 3);
    assert_eq!(returns.first_month(), ym(202402));
}

#[test]
fn monthly_rankings_sort_members_by_return_best_first() {
    // March: A 0.3 (rank 1), B 0.0 (rank 2); C is not a member.
    let [a, b, c] = candidates();
    let rankings = monthly_rankings(&active(&[&a, &b, &c]), 2, ym(202403));
    let got: Vec<(usize, usize)> = rankings.iter().map(|r| (r.member, r.rank)).collect();
    assert_eq!(got, [(0, 1), (1, 2)]);
    assert_eq!(rankings[0].performance, 0.3);
    // February: B has not joined yet.
    assert_eq!(
        monthly_rankings(&active(&[&a, &b, &c]), 2, ym(202402)).len(),
        1
    );
}

#[test]
fn equal_returns_share_a_rank() {
    let x = series(&[202401], &[0.02]);
    let y = series(&[202401], &[0.05]);
    let z = series(&[202401], &[0.02]);
    let w = series(&[202401], &[0.01]);
    let rankings = monthly_rankings(&active(&[&x, &y, &z, &w]), 1, ym(202401));
    let got: Vec<(usize, usize)> = rankings.iter().map(|r| (r.member, r.rank)).collect();
    assert_eq!(got, [(1, 1), (0, 2), (2, 2), (3, 4)]);
}

#[test]
fn a_program_that_leaves_counts_until_the_month_before_and_its_past_months_stay() {
    // B is archived in April: March keeps A and B, April has no member.
    let [a, b, _] = candidates();
    let leaving = [
        Candidate::active(&a),
        Candidate {
            series: &b,
            leaves: Some(ym(202404)),
            eligible: None,
        },
    ];
    let index = index_series(&leaving, 2);
    let got: Vec<(i32, usize)> = index
        .months
        .iter()
        .map(|m| (m.month.yyyymm(), m.members))
        .collect();
    assert_eq!(got, [(202402, 1), (202403, 2)]);
    assert_eq!(monthly_rankings(&leaving, 2, ym(202404)), vec![]);
    assert_eq!(monthly_rankings(&leaving, 2, ym(202403)).len(), 2);
    // One that leaves before it would have joined never counts.
    let early = [Candidate {
        series: &b,
        leaves: Some(ym(202403)),
        eligible: None,
    }];
    assert!(index_series(&early, 2).months.is_empty());
}

#[test]
fn a_month_with_an_estimated_member_return_is_marked() {
    let a = series(&[202401, 202402], &[0.01, 0.02]);
    let b = ReturnSeries::new(vec![
        MonthlyReturn {
            month: ym(202401),
            value: 0.03,
            estimated: false,
        },
        MonthlyReturn {
            month: ym(202402),
            value: 0.04,
            estimated: true,
        },
    ])
    .unwrap();
    let index = index_series(&active(&[&a, &b]), 1);
    let marks: Vec<bool> = index.months.iter().map(|m| m.estimated).collect();
    assert_eq!(marks, [false, true]);
    // The estimate counts as the program's return for the month.
    assert_abs_diff_eq!(index.months[1].value, 0.03, epsilon = 1e-15);
    assert_eq!(
        index.to_return_series().unwrap().estimated(),
        &[false, true]
    );
}

#[test]
fn a_strategy_index_takes_more_than_half_only() {
    assert!(!meets_strategy_share(0.5));
    assert!(meets_strategy_share(0.5001));
    assert!(meets_strategy_share(1.0));
    assert!(!meets_strategy_share(0.0));
}

#[test]
fn an_assets_band_reads_the_latest_report_with_no_look_ahead() {
    use ReportedAssets::{NotReported, Usd};
    // Nothing known in January; $8M from February; March unreported keeps $8M; $12M in April.
    let assets = [NotReported, Usd(8e6), NotReported, Usd(12e6)];
    assert_eq!(
        assets_band(&assets, None, Some(10e6)),
        [false, true, true, false]
    );
    assert_eq!(
        assets_band(&assets, Some(10e6), None),
        [false, false, false, true]
    );
    // The lower bound is in the band, the upper bound is not.
    assert_eq!(assets_band(&[Usd(10e6)], Some(10e6), None), [true]);
    assert_eq!(assets_band(&[Usd(10e6)], None, Some(10e6)), [false]);
}

#[test]
fn a_report_without_a_dollar_value_puts_the_program_in_no_band_until_one_with() {
    use ReportedAssets::{NotReported, Unconverted, Usd};
    // $8M in January; March's report has no dollar value, and January's figure is not carried
    // past it, through the unreported April; $12M in May.
    let assets = [Usd(8e6), NotReported, Unconverted, NotReported, Usd(12e6)];
    assert_eq!(
        assets_band(&assets, None, Some(10e6)),
        [true, true, false, false, false]
    );
    assert_eq!(
        assets_band(&assets, Some(10e6), None),
        [false, false, false, false, true]
    );
}

#[test]
fn a_program_counts_only_in_the_months_it_meets_the_monthly_condition() {
    // A is in the band in Feb and Apr only; B always: Mar has B alone.
    let a = series(&[202401, 202402, 202403, 202404], &[0.1, 0.2, 0.3, 0.4]);
    let b = series(&[202402, 202403, 202404], &[0.0, 0.05, 0.0]);
    let band = [true, true, false, true];
    let candidates = [
        Candidate {
            series: &a,
            leaves: None,
            eligible: Some(&band),
        },
        Candidate::active(&b),
    ];
    let index = index_series(&candidates, 1);
    let got: Vec<(i32, usize)> = index
        .months
        .iter()
        .map(|m| (m.month.yyyymm(), m.members))
        .collect();
    assert_eq!(got, [(202401, 1), (202402, 2), (202403, 1), (202404, 2)]);
    assert_abs_diff_eq!(index.months[2].value, 0.05);
    assert_eq!(
        memberships(&candidates[0], 1),
        [
            Membership {
                joined: ym(202401),
                left: Some(ym(202403)),
            },
            Membership {
                joined: ym(202404),
                left: None,
            },
        ]
    );
}

#[test]
fn a_membership_ends_in_the_month_the_program_leaves() {
    let [a, b, c] = candidates();
    assert_eq!(
        memberships(&Candidate::active(&a), 2),
        [Membership {
            joined: ym(202402),
            left: None,
        }]
    );
    let archived = Candidate {
        series: &b,
        leaves: Some(ym(202404)),
        eligible: None,
    };
    assert_eq!(
        memberships(&archived, 2),
        [Membership {
            joined: ym(202403),
            left: Some(ym(202404)),
        }]
    );
    // Archived after its last return: it leaves in the archive month.
    let later = Candidate {
        series: &a,
        leaves: Some(ym(202406)),
        eligible: None,
    };
    assert_eq!(memberships(&later, 2)[0].left, Some(ym(202406)));
    assert_eq!(memberships(&Candidate::active(&c), 2), []);
}

#[test]
fn a_ranking_by_a_measure_reads_the_record_up_to_the_month_only() {
    // X: steady gains; Y: volatile. By Sharpe as of each month, over the months so far.
    let x = series(&[202401, 202402, 202403], &[0.01, 0.012, 0.011]);
    let y = series(&[202401, 202402, 202403], &[0.05, -0.03, 0.2]);
    let candidates = active(&[&x, &y]);
    let by_sharpe = index_rankings(&candidates, 1, RankingMeasure::SharpeRatio, 0.01);
    // January: one month has no standard deviation, so no Sharpe ratio and no ranking.
    assert_eq!(by_sharpe[0].month, ym(202402));
    let february = &by_sharpe[0].rankings;
    assert_eq!(february[0].member, 0);
    assert_eq!(
        Some(february[0].performance),
        crate::risk::sharpe_ratio(&[0.01, 0.012], 0.01)
    );
    // Year to date and the trailing year: the 1-year figure needs 12 months of record.
    let ytd = index_rankings(&candidates, 1, RankingMeasure::YearToDate, 0.01);
    assert_eq!(ytd.len(), 3);
    assert_eq!(ytd[2].rankings[0].member, 1);
    assert_abs_diff_eq!(
        ytd[2].rankings[0].performance,
        1.05 * 0.97 * 1.2 - 1.0,
        epsilon = 1e-15
    );
    assert!(index_rankings(&candidates, 1, RankingMeasure::OneYear, 0.01).is_empty());
}

mod properties {
    use proptest::prelude::*;

    use super::*;

    /// A record of up to 60 months from 2015 on, with gaps, returns within ±20 %.
    fn record() -> impl Strategy<Value = ReturnSeries> {
        (
            0..36i32,
            prop::collection::vec(prop::option::weighted(0.9, -0.2..0.2f64), 1..60),
        )
            .prop_filter_map("at least one month", |(start, values)| {
                let first = YearMonth::from_yyyymm(201501).unwrap().plus_months(start);
                let returns: Vec<MonthlyReturn> = values
                    .iter()
                    .enumerate()
                    .filter_map(|(i, v)| {
                        Some(MonthlyReturn {
                            month: first.plus_months(i as i32),
                            value: (*v)?,
                            estimated: false,
                        })
                    })
                    .collect();
                ReturnSeries::new(returns).ok()
            })
    }

    proptest! {
        #[test]
        fn an_index_of_one_program_is_that_program_from_the_month_it_joins(
            program in record(),
            min_track in 1usize..30,
        ) {
            let index = index_series(&[Candidate::active(&program)], min_track);
            match join_month(&program, min_track) {
                None => prop_assert!(index.months.is_empty()),
                Some(join) => {
                    let expected = program.from_month(join).unwrap();
                    let got = index.to_return_series().unwrap();
                    prop_assert_eq!(got.months(), expected.months());
                    prop_assert_eq!(got.values(), expected.values());
                }
            }
        }

        #[test]
        fn a_later_month_never_changes_an_earlier_index_month(
            programs in prop::collection::vec(record(), 1..6),
            min_track in 1usize..30,
            cut in 0i32..96,
        ) {
            // The index computed from the records cut at a month equals the full index up to it.
            let cut_month = YearMonth::from_yyyymm(201501).unwrap().plus_months(cut);
            let cut_records: Vec<ReturnSeries> = programs
                .iter()
                .filter_map(|p| {
                    let kept: Vec<MonthlyReturn> = p.iter().filter(|r| r.month <= cut_month).collect();
                    ReturnSeries::new(kept).ok()
                })
                .collect();
            let full = index_series(&active(&programs.iter().collect::<Vec<_>>()), min_track);
            let past = index_series(&active(&cut_records.iter().collect::<Vec<_>>()), min_track);
            let full_past: Vec<IndexMonth> =
                full.months.into_iter().filter(|m| m.month <= cut_month).collect();
            prop_assert_eq!(past.months, full_past);
        }

        #[test]
        fn a_later_month_never_changes_an_earlier_ranking(
            programs in prop::collection::vec(record(), 1..6),
            min_track in 1usize..30,
            cut in 0i32..96,
            measure in prop::sample::select(vec![
                RankingMeasure::MonthReturn,
                RankingMeasure::SharpeRatio,
                RankingMeasure::YearToDate,
                RankingMeasure::OneYear,
                RankingMeasure::ThreeYear,
            ]),
        ) {
            let cut_month = YearMonth::from_yyyymm(201501).unwrap().plus_months(cut);
            // Each program keeps its place (an empty cut record is a program with no month).
            let cut_records: Vec<Option<ReturnSeries>> = programs
                .iter()
                .map(|p| ReturnSeries::new(p.iter().filter(|r| r.month <= cut_month).collect()).ok())
                .collect();
            let kept: Vec<usize> = (0..programs.len()).filter(|&i| cut_records[i].is_some()).collect();
            let past_candidates: Vec<Candidate> =
                kept.iter().map(|&i| Candidate::active(cut_records[i].as_ref().unwrap())).collect();
            let full = index_rankings(&active(&programs.iter().collect::<Vec<_>>()), min_track, measure, 0.01);
            let past = index_rankings(&past_candidates, min_track, measure, 0.01);
            let full_past: Vec<(YearMonth, Vec<(usize, usize)>)> = full
                .into_iter()
                .filter(|m| m.month <= cut_month)
                .map(|m| (m.month, m.rankings.iter().map(|r| (r.member, r.rank)).collect()))
                .collect();
            let past: Vec<(YearMonth, Vec<(usize, usize)>)> = past
                .into_iter()
                .map(|m| (m.month, m.rankings.iter().map(|r| (kept[r.member], r.rank)).collect()))
                .collect();
            prop_assert_eq!(past, full_past);
        }
    }
}
