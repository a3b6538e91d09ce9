//! Properties that hold for every series, checked on generated ones.

use analytics_core::benchmark::{benchmark_risk, rolling_correlation};
use analytics_core::blend::{blend, Allocation, BlendComponent};
use analytics_core::crises::crisis_returns;
use analytics_core::downside::{calmar_ratio, downside_deviation, sortino_ratio};
use analytics_core::relations::correlation;
use analytics_core::statistics::calendar_year_returns;
use analytics_core::{
    program_statistics, MonthlyReturn, ReturnSeries, StatisticsOptions, YearMonth,
};
use proptest::prelude::*;

/// A monthly return: mostly ordinary, sometimes exactly 0 or -100 %, sometimes wild.
fn monthly_return() -> impl Strategy<Value = f64> {
    prop_oneof![
        8 => -0.3..0.3f64,
        1 => Just(0.0),
        1 => Just(-1.0),
        1 => -1.0..3.0f64,
    ]
}

/// A series of 1 to `max_len` months from a random start, with occasional gaps of 1 or 2 months.
fn series_with(
    values: impl Strategy<Value = f64>,
    max_len: usize,
) -> impl Strategy<Value = ReturnSeries> {
    let start = (1990..2020i32, 1..=12u32).prop_map(|(y, m)| YearMonth::new(y, m).unwrap());
    let steps = prop::collection::vec(
        (
            prop_oneof![6 => Just(1), 1 => 2..=3i32],
            values,
            any::<bool>(),
        ),
        1..max_len,
    );
    (start, steps).prop_map(|(start, steps)| {
        let mut month = start.prev();
        let returns = steps
            .into_iter()
            .map(|(step, value, estimated)| {
                month = month.plus_months(step);
                MonthlyReturn {
                    month,
                    value,
                    estimated,
                }
            })
            .collect();
        ReturnSeries::new(returns).unwrap()
    })
}

/// `months` consecutive months from January 2000.
fn contiguous(values: &[f64]) -> ReturnSeries {
    let first = YearMonth::new(2000, 1).unwrap();
    let months: Vec<i32> = (0..values.len())
        .map(|i| first.plus_months(i as i32).yyyymm())
        .collect();
    ReturnSeries::from_yyyymm(&months, values).unwrap()
}

fn single(series: &ReturnSeries, amount: f64, leverage: f64) -> BlendComponent<'_> {
    BlendComponent {
        series,
        allocation: Allocation::new(amount, leverage).unwrap(),
    }
}

proptest! {
    #[test]
    fn a_one_program_blend_equals_the_program(
        series in series_with(monthly_return(), 120),
        amount in 1.0..1e8f64,
        normalized in any::<bool>(),
    ) {
        let blended = blend(&[single(&series, amount, 1.0)], normalized).unwrap();
        prop_assert_eq!(blended.series, series);
    }

    #[test]
    fn leverage_2_doubles_each_monthly_return(series in series_with(-0.5..0.5f64, 120)) {
        let blended = blend(&[single(&series, 50_000.0, 2.0)], false).unwrap();
        let doubled: Vec<f64> = series.values().iter().map(|r| 2.0 * r).collect();
        prop_assert_eq!(blended.series.values(), &doubled[..]);
        prop_assert_eq!(blended.series.months(), series.months());
    }

    #[test]
    fn drawdowns_are_never_positive(series in series_with(monthly_return(), 200)) {
        let stats = program_statistics(&series, None, &StatisticsOptions::default());
        prop_assert!(stats.drawdowns.iter().all(|d| d.value <= 0.0));
        prop_assert!(stats.max_drawdown <= 0.0 && stats.max_drawdown >= -1.0);
        prop_assert!(stats.drawdown_report.iter().all(|e| e.depth < 0.0));
        prop_assert!(stats.performance_table.iter().all(|y| y.max_drawdown.is_none_or(|d| d <= 0.0)));
    }

    #[test]
    fn caror_of_a_constant_monthly_return_is_its_twelfth_power(
        r in -0.5..0.5f64,
        n in 1..240usize,
    ) {
        let stats = program_statistics(&contiguous(&vec![r; n]), None, &StatisticsOptions::default());
        let expected = (1.0 + r).powi(12) - 1.0;
        prop_assert!((stats.compounded_annual_return - expected).abs() <= 1e-9 * (1.0 + expected.abs()),
            "{} vs {}", stats.compounded_annual_return, expected);
    }

    #[test]
    fn the_annual_block_on_whole_years_matches_compounding_the_months(
        years in 1..8usize,
        values in prop::collection::vec(-0.2..0.2f64, 96),
    ) {
        let series = contiguous(&values[..years * 12]);
        let stats = program_statistics(&series, None, &StatisticsOptions::default());
        let compounded: Vec<f64> = values[..years * 12]
            .chunks(12)
            .map(|year| year.iter().map(|r| 1.0 + r).product::<f64>() - 1.0)
            .collect();
        let annual = &stats.statistics_ratios.annual_stats;
        prop_assert_eq!(annual.periods, years);
        for (got, want) in calendar_year_returns(&series).iter().zip(&compounded) {
            prop_assert!((got.value - want).abs() < 1e-12, "{} vs {}", got.value, want);
        }
        let best = compounded.iter().copied().fold(f64::MIN, f64::max);
        prop_assert!((annual.best_period.unwrap() - best).abs() < 1e-12);
        let mean = compounded.iter().sum::<f64>() / years as f64;
        prop_assert!((annual.arithmetic_mean.unwrap() - mean).abs() < 1e-12);
    }

    #[test]
    fn a_series_correlates_with_itself_at_one(series in series_with(monthly_return(), 120)) {
        let c = correlation(&series, &series);
        prop_assert_eq!(c.overlap, series.len());
        let varies = series.values().iter().any(|&r| r != series.values()[0]);
        match c.value {
            Some(value) => prop_assert!(varies && (value - 1.0).abs() < 1e-12, "{}", value),
            None => prop_assert!(!varies || series.len() < 2),
        }
    }

    #[test]
    fn every_statistic_is_finite_for_any_series(
        series in series_with(monthly_return(), 150),
        benchmark in series_with(-0.2..0.2f64, 150),
    ) {
        let stats = program_statistics(&series, Some(&benchmark), &StatisticsOptions::default());
        let json = serde_json::to_string(&stats).unwrap();
        // serde_json writes NaN and infinities as null: the figures that always exist must be
        // numbers.
        prop_assert!(stats.cumulative_return.is_finite() && stats.compounded_annual_return.is_finite());
        prop_assert!(stats.sharpe_ratio.is_none_or(f64::is_finite), "{}", json);
        let monthly = &stats.statistics_ratios.monthly_stats;
        for value in [monthly.skewness, monthly.kurtosis, monthly.compound_return, monthly.standard_deviation] {
            prop_assert!(value.is_none_or(f64::is_finite));
        }
        prop_assert!(stats.vami.iter().all(|p| p.value.is_finite()));
    }

    #[test]
    fn a_series_against_itself_has_beta_and_captures_of_one(
        series in series_with(-0.3..0.3f64, 150),
    ) {
        let risk = benchmark_risk(&series, &series, 0.01);
        if let Some(beta_alpha) = risk.beta_alpha {
            prop_assert!((beta_alpha.beta - 1.0).abs() < 1e-9, "{}", beta_alpha.beta);
            prop_assert!(beta_alpha.alpha.abs() < 1e-9, "{}", beta_alpha.alpha);
        }
        for capture in [risk.up_capture, risk.down_capture].into_iter().flatten() {
            prop_assert!((capture - 1.0).abs() < 1e-12, "{}", capture);
        }
        prop_assert!(rolling_correlation(&series, &series, 12).len() <= series.len());
    }

    #[test]
    fn beta_of_a_levered_benchmark_is_its_leverage(
        values in prop::collection::vec(-0.2..0.2f64, 2..120),
        leverage in 0.1..3.0f64,
        offset in -0.01..0.01f64,
    ) {
        let benchmark = contiguous(&values);
        let levered: Vec<f64> = values.iter().map(|b| leverage * b + offset).collect();
        let risk = benchmark_risk(&contiguous(&levered), &benchmark, 0.0);
        if let Some(beta_alpha) = risk.beta_alpha {
            prop_assert!((beta_alpha.beta - leverage).abs() < 1e-6 * leverage, "{} vs {}", beta_alpha.beta, leverage);
            prop_assert!((beta_alpha.alpha - 12.0 * offset).abs() < 1e-9, "{}", beta_alpha.alpha);
        }
    }

    #[test]
    fn downside_figures_are_finite_and_never_negative(series in series_with(monthly_return(), 150)) {
        let values = series.values();
        let deviation = downside_deviation(values, 0.01).unwrap();
        prop_assert!(deviation.is_finite() && deviation >= 0.0);
        prop_assert!(sortino_ratio(values, 0.01).is_none_or(f64::is_finite));
        prop_assert!(calmar_ratio(values).is_none_or(f64::is_finite));
        for crisis in crisis_returns(&series, None) {
            prop_assert!(crisis.value.is_none_or(|r| (-1.0..).contains(&r)));
        }
    }
}
