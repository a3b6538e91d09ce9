//! Degenerate input never panics: it yields "no value" where the definition has none.

use analytics_core::blend::{Allocation, BlendComponent};
use analytics_core::relations::correlation;
use analytics_core::{
    blend_statistics, program_statistics, ProgramStatistics, ReturnSeries, StatisticsOptions,
    YearMonth,
};

fn series(months: &[i32], values: &[f64]) -> ReturnSeries {
    ReturnSeries::from_yyyymm(months, values).unwrap()
}

fn consecutive(start: i32, values: &[f64]) -> ReturnSeries {
    let first = YearMonth::from_yyyymm(start).unwrap();
    let months: Vec<i32> = (0..values.len())
        .map(|i| first.plus_months(i as i32).yyyymm())
        .collect();
    series(&months, values)
}

fn stats(series: &ReturnSeries, benchmark: Option<&ReturnSeries>) -> ProgramStatistics {
    let stats = program_statistics(series, benchmark, &StatisticsOptions::default());
    serde_json::to_string(&stats).expect("statistics serialize");
    stats
}

#[test]
fn a_single_month_has_no_deviation_sharpe_or_shape() {
    let benchmark = consecutive(202001, &[0.01; 60]);
    let s = stats(&series(&[202403], &[0.02]), Some(&benchmark));
    assert_eq!(s.return_count, 1);
    assert_eq!(
        (s.annualized_standard_deviation, s.sharpe_ratio),
        (None, None)
    );
    let monthly = &s.statistics_ratios.monthly_stats;
    assert_eq!(
        (monthly.skewness, monthly.kurtosis, monthly.gain_deviation),
        (None, None, None)
    );
    assert_eq!(monthly.compound_return, Some(0.02));
    assert_eq!(s.statistics_ratios.annual_stats.periods, 1);
    assert!(s
        .time_windows
        .iter()
        .filter(|w| w.months > 1)
        .all(|w| w.periods == 0 && w.best_period.is_none()));
    assert!(s.rolling_returns.iter().all(|r| r.points.is_empty()));
    let program = &s.period_returns.program;
    assert_eq!(program.last_return, Some(0.02));
    assert_eq!(
        (program.qtr_year_return, program.full_year_return),
        (None, None)
    );
    assert_eq!(program.ytd_return, Some(0.02));
    let c = s.period_returns.correlation_sp500.unwrap();
    assert_eq!((c.value, c.overlap), (None, 1));
    assert!(s.drawdown_report.is_empty() && s.missing_months.is_empty());
    assert_eq!(s.listing_figures().one_year_return, None);
}

#[test]
fn all_zero_months_have_zero_deviation_and_no_sharpe() {
    let zeros = consecutive(202001, &[0.0; 36]);
    let s = stats(
        &zeros,
        Some(&consecutive(202001, &[0.01, -0.01, 0.02].repeat(12))),
    );
    assert_eq!(s.annualized_standard_deviation, Some(0.0));
    assert_eq!(s.sharpe_ratio, None);
    let monthly = &s.statistics_ratios.monthly_stats;
    assert_eq!(
        (monthly.skewness, monthly.kurtosis, monthly.sharpe_ratio),
        (None, None, None)
    );
    assert_eq!(
        (monthly.gain_frequency, monthly.loss_frequency),
        (Some(0.0), Some(0.0))
    );
    assert_eq!((monthly.avg_gain, monthly.avg_loss), (None, None));
    assert_eq!(
        (
            s.max_drawdown,
            s.cumulative_return,
            s.compounded_annual_return
        ),
        (0.0, 0.0, 0.0)
    );
    assert!(s.consecutive_gains.runs.is_empty() && s.consecutive_losses.longest.is_none());
    assert_eq!(s.period_returns.correlation_sp500.unwrap().value, None);
    assert_eq!(s.time_windows[0].percent_profitable, Some(0.0));
    assert_eq!(
        s.distribution.iter().find(|b| b.count > 0).unwrap().label,
        "0% to 1%"
    );
}

#[test]
fn a_minus_100_percent_month_ends_the_vami_at_zero_for_good() {
    // 2023: +10 %, -100 %; 2024: +50 %, +20 %.
    let s = stats(
        &series(&[202311, 202312, 202401, 202402], &[0.1, -1.0, 0.5, 0.2]),
        None,
    );
    let vami: Vec<f64> = s.vami.iter().map(|p| p.value).collect();
    assert_eq!(vami[2..], [0.0, 0.0, 0.0]);
    assert_eq!(
        (
            s.cumulative_return,
            s.compounded_annual_return,
            s.max_drawdown
        ),
        (-1.0, -1.0, -1.0)
    );
    assert_eq!(
        s.statistics_ratios.monthly_stats.compound_return,
        Some(-1.0)
    );
    assert_eq!(s.drawdown_report.len(), 1);
    assert_eq!(
        (s.drawdown_report[0].depth, s.drawdown_report[0].recovery),
        (-1.0, None)
    );
    assert_eq!(s.performance_table[0].ytd, Some(-1.0));
    assert_eq!(s.period_returns.program.cumulative_ror, Some(-1.0));
    assert!(s.sharpe_ratio.is_some());
}

#[test]
fn a_minus_100_percent_last_month_gives_minus_one_everywhere_it_compounds() {
    let s = stats(&consecutive(202301, &[0.11, 0.04, 1.9, -0.25, -1.0]), None);
    assert_eq!(
        s.statistics_ratios.monthly_stats.compound_return,
        Some(-1.0)
    );
    assert_eq!(s.statistics_ratios.annual_stats.worst_period, Some(-1.0));
    assert!(s
        .statistics_ratios
        .monthly_stats
        .skewness
        .unwrap()
        .is_finite());
    assert_eq!(
        s.time_windows[2].worst_period, None,
        "5 months: no 6-month window"
    );
    assert_eq!(s.time_windows[1].worst_period, Some(-1.0));
}

#[test]
fn gaps_are_skipped_and_reported() {
    // Jan, (Feb, Mar missing), Apr, (May missing), Jun 2024; then 2026 after a missing year.
    let s = stats(
        &series(
            &[202401, 202404, 202406, 202601],
            &[0.01, -0.02, 0.03, 0.01],
        ),
        None,
    );
    assert_eq!(s.missing_months.len(), 2 + 1 + 18);
    assert_eq!(s.vami.len(), 5);
    assert_eq!(
        s.time_windows[1].periods, 2,
        "3-month windows over 4 observed months"
    );
    let years: Vec<i32> = s.performance_table.iter().map(|y| y.year).collect();
    assert_eq!(years, [2024, 2025, 2026]);
    assert_eq!(
        (
            s.performance_table[1].ytd,
            s.performance_table[1].max_drawdown
        ),
        (None, None)
    );
    assert_eq!(s.statistics_ratios.annual_stats.periods, 2);
}

#[test]
fn two_series_overlapping_for_two_months_still_correlate_and_blend() {
    let a = series(&[202401, 202402, 202403], &[0.01, 0.02, -0.01]);
    let b = series(&[202402, 202403, 202404], &[0.03, 0.01, 0.02]);
    let c = correlation(&a, &b);
    assert_eq!(c.overlap, 2);
    // Two points always line up: Feb (0.02, 0.03), Mar (-0.01, 0.01) move together.
    assert!((c.value.unwrap() - 1.0).abs() < 1e-12);
    let components = [
        BlendComponent {
            series: &a,
            allocation: Allocation::new(100_000.0, 1.0).unwrap(),
        },
        BlendComponent {
            series: &b,
            allocation: Allocation::new(100_000.0, 1.5).unwrap(),
        },
    ];
    let blend = blend_statistics(&components, true, None, &StatisticsOptions::default()).unwrap();
    let s = &blend.statistics;
    assert_eq!(s.return_count, 2);
    assert_eq!(s.statistics_ratios.monthly_stats.skewness, None);
    assert!(s.sharpe_ratio.is_some());
    assert_eq!(blend.correlation_matrix.get(0, 1).overlap, 2);
    assert_eq!(s.period_returns.program.qtr_year_return, None);
}

#[test]
fn a_benchmark_with_no_common_month_gives_no_correlation() {
    let s = stats(
        &series(&[202401], &[0.01]),
        Some(&series(&[199001], &[0.02])),
    );
    let report = &s.period_returns;
    assert_eq!(report.correlation_sp500.unwrap().overlap, 0);
    assert_eq!(report.sp500_inception, None);
    let benchmark = report.benchmark.as_ref().unwrap();
    assert_eq!((benchmark.last_return, benchmark.ytd_return), (None, None));
    assert_eq!(report.difference.as_ref().unwrap().cumulative_ror, None);
}

#[test]
fn the_optimizer_answers_feasibly_for_flat_identical_and_short_programs() {
    use analytics_core::optimize::{optimize, Objective, OptimizeRequest};
    let benchmark = consecutive(202001, &[0.01, -0.02, 0.03, 0.0, 0.01, 0.02]);
    let flat = consecutive(202001, &[0.01; 6]);
    let moving = consecutive(202001, &[0.02, -0.01, 0.0, 0.01, 0.03, -0.02]);
    let two = consecutive(202005, &[0.01, 0.02]);
    let cases: [&[&ReturnSeries]; 4] = [
        &[&flat, &flat, &flat],
        &[&moving, &moving],
        &[&flat, &moving, &moving],
        &[&moving, &two, &flat],
    ];
    for series in cases {
        let components: Vec<BlendComponent> = series
            .iter()
            .map(|s| BlendComponent {
                series: s,
                allocation: Allocation::new(1000.0, 2.0).unwrap(),
            })
            .collect();
        for objective in [
            Objective::MaxSharpe,
            Objective::MinVolatility,
            Objective::RiskParity,
            Objective::MinCorrelation,
        ] {
            let request = OptimizeRequest {
                objective,
                min_weights: vec![0.0; series.len()],
                max_weights: vec![0.9; series.len()],
                normalized: true,
                total: 3000.0,
                options: StatisticsOptions::default(),
                frontier_points: 5,
            };
            let result = optimize(&components, Some(&benchmark), &request).unwrap();
            serde_json::to_string(&result).expect("the optimization serializes");
            let sum: f64 = result.weights.iter().sum();
            assert!(
                (sum - 1.0).abs() < 1e-12,
                "{objective:?}: {:?}",
                result.weights
            );
            for w in result
                .weights
                .iter()
                .chain(result.frontier.iter().flat_map(|p| &p.weights))
            {
                assert!((-1e-12..=0.9 + 1e-12).contains(w), "{objective:?}: {w}");
            }
        }
    }
}
