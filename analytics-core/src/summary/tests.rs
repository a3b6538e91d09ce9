use approx::assert_abs_diff_eq;

use super::*;
use crate::blend::Allocation;
use crate::risk::{annualized_standard_deviation, sharpe_ratio};

/// 48 months from Jan 2021 cycling through four returns.
fn program() -> ReturnSeries {
    let first = YearMonth::from_yyyymm(202101).unwrap();
    let months: Vec<i32> = (0..48).map(|i| first.plus_months(i).yyyymm()).collect();
    ReturnSeries::from_yyyymm(&months, &[0.03, -0.02, 0.01, -0.04].repeat(12)).unwrap()
}

fn benchmark() -> ReturnSeries {
    let first = YearMonth::from_yyyymm(201501).unwrap();
    let months: Vec<i32> = (0..120).map(|i| first.plus_months(i).yyyymm()).collect();
    ReturnSeries::from_yyyymm(&months, &[0.01, 0.02, -0.01].repeat(40)).unwrap()
}

#[test]
fn default_options_are_a_one_percent_risk_free_rate_and_cumulative_linking() {
    let options = StatisticsOptions::default();
    assert_eq!(
        (options.risk_free_rate, options.caror_type),
        (0.01, CarorType::Cumulative)
    );
    let partial: StatisticsOptions = serde_json::from_str(r#"{"carorType": 2}"#).unwrap();
    assert_eq!(
        (partial.risk_free_rate, partial.caror_type),
        (0.01, CarorType::Sum)
    );
}

#[test]
fn risk_figures_agree_with_the_risk_module() {
    let series = program();
    let stats = program_statistics(&series, None, &StatisticsOptions::default());
    let sd = annualized_standard_deviation(series.values()).unwrap();
    assert_abs_diff_eq!(
        stats.annualized_standard_deviation.unwrap(),
        sd,
        epsilon = 1e-15
    );
    let sharpe = sharpe_ratio(series.values(), 0.01).unwrap();
    assert_abs_diff_eq!(stats.sharpe_ratio.unwrap(), sharpe, epsilon = 1e-12);
}

#[test]
fn the_caror_type_changes_only_the_growth_figures() {
    let series = program();
    let cumulative = program_statistics(&series, None, &StatisticsOptions::default());
    let options = StatisticsOptions {
        caror_type: CarorType::Sum,
        ..Default::default()
    };
    let sum = program_statistics(&series, None, &options);
    assert_ne!(sum.vami, cumulative.vami);
    assert_ne!(
        sum.compounded_annual_return,
        cumulative.compounded_annual_return
    );
    // Sum CAROR = 12 * mean = 12 * (-0.02 / 4) = -0.06.
    assert_abs_diff_eq!(sum.compounded_annual_return, -0.06, epsilon = 1e-15);
    assert_eq!(sum.drawdowns, cumulative.drawdowns);
    assert_eq!(sum.statistics_ratios, cumulative.statistics_ratios);
    assert_eq!(
        sum.period_returns.program.cumulative_ror,
        Some(sum.cumulative_return)
    );
}

#[test]
fn statistics_serialize_in_the_api_shape() {
    let stats = program_statistics(
        &program(),
        Some(&benchmark()),
        &StatisticsOptions::default(),
    );
    let json = serde_json::to_value(&stats).unwrap();
    for field in [
        "vami",
        "cumulativeReturn",
        "compoundedAnnualReturn",
        "maxDrawDown",
        "drawDownReport",
        "timeWindows",
        "rollingReturns",
        "statisticsRatios",
        "consecutiveGains",
        "consecutiveLosses",
        "periodReturns",
        "distribution",
        "performanceTable",
        "missingMonths",
        "returnCount",
        "firstMonth",
        "lastMonth",
        "carorType",
        "riskFreeRate",
    ] {
        assert!(json.get(field).is_some(), "{field}");
    }
    assert!(json["statisticsRatios"]["monthlyStats"]["sharpeRatio"].is_number());
    assert!(json["statisticsRatios"]["annualStats"]["annualizedSharpeRatio"].is_null());
    let periods = &json["periodReturns"];
    for field in [
        "correlationsp500",
        "sp500Inception",
        "benchmark",
        "difference",
    ] {
        assert!(!periods[field].is_null(), "{field}");
    }
    assert!(periods["program"]["cumulativeROR"].is_number());
    assert!(periods["program"]["fiveYearReturn"].is_null());
    let window = &json["timeWindows"][0];
    for field in [
        "months",
        "avgPeriodReturn",
        "worstPeriod",
        "bestPeriod",
        "percentProfitable",
        "avgGain",
        "avgLoss",
        "periods",
    ] {
        assert!(window.get(field).is_some(), "{field}");
    }
    assert_eq!(json["lastMonth"], "2024-12");
}

#[test]
fn listing_figures_copy_the_statistics_with_cumulative_trailing_years() {
    let stats = program_statistics(
        &program(),
        Some(&benchmark()),
        &StatisticsOptions::default(),
    );
    let listing = stats.listing_figures();
    let program_row = &stats.period_returns.program;
    assert_eq!(listing.month_return, -0.04);
    assert_eq!(listing.ytd_return, program_row.ytd_return);
    assert_eq!(listing.compound_return, stats.compounded_annual_return);
    assert_eq!(listing.max_drawdown, stats.max_drawdown);
    assert_eq!(listing.volatility, stats.annualized_standard_deviation);
    assert_eq!(
        listing.one_year_return,
        program_row.full_year_return.map(|r| r.cumulative)
    );
    assert_eq!(
        listing.three_year_return,
        program_row.three_year_return.map(|r| r.cumulative)
    );
    assert_eq!(listing.five_year_return, None);
    assert_eq!(listing.past_12_months, listing.one_year_return);
    assert!(listing.correlation_sp500.is_some());
    assert_eq!(
        (listing.last_return_month.yyyymm(), listing.return_count),
        (202412, 48)
    );
}

#[test]
fn blend_statistics_hold_the_blend_its_allocations_and_the_component_correlations() {
    let (a, b) = (program(), benchmark());
    let components = [
        BlendComponent {
            series: &a,
            allocation: Allocation::new(100_000.0, 1.0).unwrap(),
        },
        BlendComponent {
            series: &b,
            allocation: Allocation::new(100_000.0, 2.0).unwrap(),
        },
    ];
    let blended = blend_statistics(&components, true, None, &StatisticsOptions::default()).unwrap();
    assert!(blended.normalized);
    assert_eq!(blended.statistics.first_month.yyyymm(), 202101);
    assert_eq!(blended.statistics.return_count, 48);
    assert_eq!(blended.allocations[1].cash_level, 50_000.0);
    assert_eq!(blended.correlation_matrix.size(), 2);
    assert_eq!(blended.correlation_matrix.get(0, 1).overlap, 48);
    let json = serde_json::to_value(&blended).unwrap();
    assert!(json["correlationsMatrix"][0][1]["value"].is_number());
    assert_eq!(json["allocations"][0]["pctAllocated"], 0.5);
}

/// `a` and `b` at different amounts and leverages, so every figure of the blend depends on both.
fn leveraged_pair<'a>(a: &'a ReturnSeries, b: &'a ReturnSeries) -> [BlendComponent<'a>; 2] {
    [
        BlendComponent {
            series: a,
            allocation: Allocation::new(100_000.0, 1.5).unwrap(),
        },
        BlendComponent {
            series: b,
            allocation: Allocation::new(250_000.0, 3.0).unwrap(),
        },
    ]
}

#[test]
fn blend_statistics_with_known_correlations_equal_those_computed_afresh() {
    let (a, b) = (program(), benchmark());
    let components = leveraged_pair(&a, &b);
    let options = StatisticsOptions::default();
    let correlations = correlation_matrix(&[&a, &b]);
    for normalized in [false, true] {
        assert_eq!(
            blend_statistics_with_correlations(
                &components,
                normalized,
                Some(&b),
                &options,
                correlations.clone()
            ),
            blend_statistics(&components, normalized, Some(&b), &options)
        );
    }
}

#[test]
fn shown_statistics_are_those_of_the_full_set() {
    let (a, b) = (program(), benchmark());
    for caror_type in [CarorType::Cumulative, CarorType::Unique, CarorType::Sum] {
        let options = StatisticsOptions {
            risk_free_rate: 0.02,
            caror_type,
        };
        for (series, benchmark) in [(&a, Some(&b)), (&a, None), (&b, Some(&a))] {
            let full = program_statistics(series, benchmark, &options);
            let shown = shown_statistics(series, benchmark, &options);
            assert_eq!(
                shown,
                ShownStatistics {
                    first_month: full.first_month,
                    last_month: full.last_month,
                    return_count: full.return_count,
                    caror_type: full.caror_type,
                    risk_free_rate: full.risk_free_rate,
                    vami: full.vami.clone(),
                    cumulative_return: full.cumulative_return,
                    compounded_annual_return: full.compounded_annual_return,
                    annualized_standard_deviation: full.annualized_standard_deviation,
                    sharpe_ratio: full.sharpe_ratio,
                    max_drawdown: full.max_drawdown,
                    statistics_ratios: full.statistics_ratios.clone(),
                    period_returns: full.period_returns.clone(),
                    performance_table: full.performance_table.clone(),
                    risk_measures: full.risk_measures.clone(),
                }
            );
            // The same names in the API's shape: the browser reads either.
            let full_json = serde_json::to_value(&full).unwrap();
            let shown_json = serde_json::to_value(&shown).unwrap();
            for (key, value) in shown_json.as_object().unwrap() {
                assert_eq!(&full_json[key], value, "{key}");
            }
        }
    }
}

#[test]
fn blend_figures_are_those_of_the_blend_statistics() {
    let (a, b) = (program(), benchmark());
    let components = leveraged_pair(&a, &b);
    let options = StatisticsOptions::default();
    let correlations = correlation_matrix(&[&a, &b]);
    for normalized in [false, true] {
        let full = blend_statistics(&components, normalized, Some(&b), &options).unwrap();
        let figures = blend_figures(
            &components,
            normalized,
            Some(&b),
            &options,
            correlations.clone(),
        )
        .unwrap();
        assert_eq!(figures.normalized, full.normalized);
        assert_eq!(figures.correlation_matrix, full.correlation_matrix);
        assert_eq!(figures.allocations, full.allocations);
        assert_eq!(
            figures.statistics,
            shown_statistics(
                &blend(&components, normalized).unwrap().series,
                Some(&b),
                &options
            )
        );
        assert_eq!(figures.statistics.vami, full.statistics.vami);
        assert_eq!(
            figures.statistics.performance_table,
            full.statistics.performance_table
        );
    }
    assert_eq!(
        blend_figures(&[], false, None, &options, CorrelationMatrix::default()),
        Err(AnalyticsError::EmptyBlend)
    );
}

#[test]
fn the_risk_measures_are_those_of_their_definitions_and_reach_the_listing() {
    use crate::benchmark::{benchmark_risk, rolling_correlation, rolling_sharpe_12};
    use crate::crises::crisis_returns;
    use crate::downside::{calmar_ratio, downside_deviation, sortino_ratio};

    let (a, b) = (program(), benchmark());
    let options = StatisticsOptions {
        risk_free_rate: 0.02,
        caror_type: CarorType::Unique,
    };
    let full = program_statistics(&a, Some(&b), &options);
    let risk = &full.risk_measures;
    assert_eq!(
        risk.downside_deviation,
        downside_deviation(a.values(), 0.02)
    );
    assert_eq!(risk.sortino_ratio, sortino_ratio(a.values(), 0.02));
    assert_eq!(risk.calmar_ratio, calmar_ratio(a.values()));
    // MAR divides the CAROR the statistics show (here Unique) by the worst drawdown.
    assert_eq!(
        risk.mar_ratio,
        Some(full.compounded_annual_return / full.max_drawdown.abs())
    );
    assert_eq!(risk.benchmark, Some(benchmark_risk(&a, &b, 0.02)));
    assert_eq!(risk.crises, crisis_returns(&a, Some(&b)));
    assert_eq!(full.rolling_risk.sharpe_12, rolling_sharpe_12(&a, 0.02));
    assert_eq!(
        full.rolling_risk.correlation_36,
        rolling_correlation(&a, &b, 36)
    );

    let listing = full.listing_figures();
    assert_eq!(listing.sortino_ratio, risk.sortino_ratio);
    assert_eq!(listing.mar_ratio, risk.mar_ratio);
    assert_eq!(
        listing.beta,
        risk.benchmark.and_then(|b| b.beta_alpha).map(|b| b.beta)
    );

    let alone = program_statistics(&a, None, &options);
    assert_eq!(alone.risk_measures.benchmark, None);
    assert!(alone
        .risk_measures
        .crises
        .iter()
        .all(|c| c.benchmark.is_none()));
    assert!(alone.rolling_risk.correlation_12.is_empty());
    assert_eq!(alone.listing_figures().beta, None);
}
