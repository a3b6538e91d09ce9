use approx::assert_abs_diff_eq;

use super::*;

const SAMPLE: [f64; 5] = [0.02, -0.01, 0.0, 0.03, -0.02];

fn series(months: &[i32], values: &[f64]) -> ReturnSeries {
    ReturnSeries::from_yyyymm(months, values).unwrap()
}

#[test]
fn mean_best_worst_and_counts_of_the_monthly_block() {
    let s = monthly_statistics(&SAMPLE, 0.01);
    // mean (0.02 - 0.01 + 0 + 0.03 - 0.02) / 5 = 0.004
    assert_abs_diff_eq!(s.arithmetic_mean.unwrap(), 0.004, epsilon = 1e-15);
    assert_eq!((s.best_period, s.worst_period), (Some(0.03), Some(-0.02)));
    assert_eq!((s.periods, s.profitable_periods, s.loss_periods), (5, 2, 2));
    assert_eq!(s.months, 1);
}

#[test]
fn a_zero_month_is_neither_a_gain_nor_a_loss() {
    let s = monthly_statistics(&SAMPLE, 0.01);
    // 2 gains, 2 losses, 1 zero out of 5.
    assert_abs_diff_eq!(s.gain_frequency.unwrap(), 0.4, epsilon = 1e-15);
    assert_abs_diff_eq!(s.loss_frequency.unwrap(), 0.4, epsilon = 1e-15);
}

#[test]
fn average_gain_and_loss_and_their_deviations() {
    let s = monthly_statistics(&SAMPLE, 0.01);
    // gains 0.02, 0.03: mean 0.025, sd sqrt(2 * 0.005^2 / 1) = 0.0070710...
    // losses -0.01, -0.02: mean -0.015, same sd.
    assert_abs_diff_eq!(s.avg_gain.unwrap(), 0.025, epsilon = 1e-15);
    assert_abs_diff_eq!(s.avg_loss.unwrap(), -0.015, epsilon = 1e-15);
    assert_abs_diff_eq!(
        s.gain_deviation.unwrap(),
        0.005 * 2f64.sqrt(),
        epsilon = 1e-15
    );
    assert_abs_diff_eq!(
        s.loss_deviation.unwrap(),
        0.005 * 2f64.sqrt(),
        epsilon = 1e-15
    );
}

#[test]
fn gain_deviation_is_none_below_two_gains() {
    let s = monthly_statistics(&[0.02, -0.01, -0.03], 0.01);
    assert_eq!(s.gain_deviation, None);
    assert!(s.loss_deviation.is_some());
}

#[test]
fn monthly_sharpe_uses_a_twelfth_of_the_risk_free_rate_and_is_also_annualized() {
    let s = monthly_statistics(&SAMPLE, 0.01);
    // deviations from 0.004: 0.016, -0.014, -0.004, 0.026, -0.024; squares sum 17.2e-4;
    // sd = sqrt(17.2e-4 / 4) = 0.020736...; Sharpe = (0.004 - 0.01 / 12) / sd = 0.152711...
    let sd = (17.2e-4f64 / 4.0).sqrt();
    assert_abs_diff_eq!(s.standard_deviation.unwrap(), sd, epsilon = 1e-15);
    let sharpe = (0.004 - 0.01 / 12.0) / sd;
    assert_abs_diff_eq!(s.sharpe_ratio.unwrap(), sharpe, epsilon = 1e-12);
    assert_abs_diff_eq!(s.sharpe_ratio.unwrap(), 0.152711, epsilon = 1e-6);
    assert_abs_diff_eq!(
        s.annualized_sharpe_ratio.unwrap(),
        sharpe * 12f64.sqrt(),
        epsilon = 1e-12
    );
}

#[test]
fn compound_return_is_the_geometric_mean_per_period() {
    let s = monthly_statistics(&SAMPLE, 0.01);
    let growth: f64 = 1.02 * 0.99 * 1.0 * 1.03 * 0.98;
    assert_abs_diff_eq!(
        s.compound_return.unwrap(),
        growth.powf(0.2) - 1.0,
        epsilon = 1e-15
    );
    assert_eq!(
        monthly_statistics(&[0.2, -1.0], 0.01).compound_return,
        Some(-1.0)
    );
}

#[test]
fn skewness_and_kurtosis_of_the_block_match_excel() {
    let sample = [3.0, 4.0, 5.0, 2.0, 3.0, 4.0, 5.0, 6.0, 4.0, 7.0];
    let s = monthly_statistics(&sample, 0.01);
    // SKEW(...) = 0.359543, KURT(...) = -0.151800
    assert_abs_diff_eq!(s.skewness.unwrap(), 0.359543, epsilon = 1e-6);
    assert_abs_diff_eq!(s.kurtosis.unwrap(), -0.151800, epsilon = 1e-6);
    let three = monthly_statistics(&[0.01, 0.02, 0.04], 0.01);
    assert!(three.skewness.is_some() && three.kurtosis.is_none());
}

#[test]
fn calendar_year_returns_compound_the_observed_months_of_each_year() {
    // 2023: Nov +10 %, Dec +10 % -> 0.21 over 2 months; 2024: Jan -10 %, (Feb missing), Mar +10 %
    // -> 0.9 * 1.1 - 1 = -0.01 over 2 months.
    let s = series(&[202311, 202312, 202401, 202403], &[0.1, 0.1, -0.1, 0.1]);
    let years = calendar_year_returns(&s);
    assert_eq!(years.len(), 2);
    assert_eq!((years[0].year, years[0].months), (2023, 2));
    assert_abs_diff_eq!(years[0].value, 0.21, epsilon = 1e-15);
    assert_eq!((years[1].year, years[1].months), (2024, 2));
    assert_abs_diff_eq!(years[1].value, -0.01, epsilon = 1e-15);
}

#[test]
fn the_annual_block_uses_calendar_years_and_the_full_risk_free_rate() {
    // Years 0.21 and -0.1 (partial years included): mean 0.055, sd = 0.31 / sqrt(2);
    // Sharpe = (0.055 - 0.01) / 0.219203 = 0.205289.
    let s = series(&[202311, 202312, 202401], &[0.1, 0.1, -0.1]);
    let ratios = statistics_ratios(&s, 0.01);
    let annual = &ratios.annual_stats;
    assert_eq!((annual.months, annual.periods), (12, 2));
    assert_abs_diff_eq!(annual.arithmetic_mean.unwrap(), 0.055, epsilon = 1e-15);
    assert_abs_diff_eq!(
        annual.sharpe_ratio.unwrap(),
        0.045 / (0.31 / 2f64.sqrt()),
        epsilon = 1e-12
    );
    assert_eq!(annual.annualized_sharpe_ratio, None);
    assert_eq!(ratios.monthly_stats.periods, 3);
}

#[test]
fn an_empty_block_has_no_value_and_zero_counts() {
    let s = monthly_statistics(&[], 0.01);
    assert_eq!(s.arithmetic_mean, None);
    assert_eq!(s.gain_frequency, None);
    assert_eq!(s.compound_return, None);
    assert_eq!((s.periods, s.profitable_periods, s.loss_periods), (0, 0, 0));
}

#[test]
fn serializes_with_the_api_field_names() {
    let json = serde_json::to_value(monthly_statistics(&SAMPLE, 0.01)).unwrap();
    for field in [
        "arithmeticMean",
        "bestPeriod",
        "gainFrequency",
        "avgGain",
        "gainDeviation",
        "standardDeviation",
        "worstPeriod",
        "lossFrequency",
        "avgLoss",
        "lossDeviation",
        "sharpeRatio",
        "skewness",
        "kurtosis",
        "compoundReturn",
        "periods",
        "profitablePeriods",
        "lossPeriods",
    ] {
        assert!(json.get(field).is_some(), "{field}");
    }
}
