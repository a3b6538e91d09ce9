use approx::assert_abs_diff_eq;

use super::*;

fn series(months: &[i32], values: &[f64]) -> ReturnSeries {
    ReturnSeries::from_yyyymm(months, values).unwrap()
}

#[test]
fn cumulative_return_compounds_the_months() {
    // 1.10 * 0.95 - 1 = 0.045
    assert_abs_diff_eq!(cumulative_return(&[0.10, -0.05]), 0.045, epsilon = 1e-15);
}

#[test]
fn cumulative_return_of_no_months_is_zero() {
    assert_eq!(cumulative_return(&[]), 0.0);
}

#[test]
fn a_total_loss_month_ends_at_minus_one() {
    assert_eq!(cumulative_return(&[0.2, -1.0, 0.5]), -1.0);
}

#[test]
fn vami_starts_at_1000_and_compounds() {
    // 1000 -> 1100 -> 1100 * 0.95 = 1045
    let vami = compounded_vami(&[0.10, -0.05]);
    assert_eq!(vami.len(), 3);
    assert_eq!(vami[0], 1000.0);
    assert_abs_diff_eq!(vami[1], 1100.0, epsilon = 1e-9);
    assert_abs_diff_eq!(vami[2], 1045.0, epsilon = 1e-9);
}

#[test]
fn vami_start_point_is_the_month_before_the_first_return_and_gaps_add_no_point() {
    let s = series(&[202401, 202403], &[0.1, 0.1]);
    let g = growth(&s, CarorType::Cumulative);
    let months: Vec<String> = g.vami.iter().map(|p| p.month.to_string()).collect();
    assert_eq!(months, ["2023-12", "2024-01", "2024-03"]);
}

#[test]
fn vami_stays_at_zero_after_a_minus_100_percent_month() {
    assert_eq!(
        compounded_vami(&[0.1, -1.0, 0.5]),
        vec![1000.0, 1100.0, 0.0, 0.0]
    );
}

#[test]
fn sum_vami_adds_returns_on_a_fixed_account() {
    // 1000 * (1 + 0.10) = 1100; 1000 * (1 + 0.10 - 0.05) = 1050
    let vami = vami_values(&series(&[202401, 202402], &[0.10, -0.05]), CarorType::Sum);
    assert_abs_diff_eq!(vami[1], 1100.0, epsilon = 1e-9);
    assert_abs_diff_eq!(vami[2], 1050.0, epsilon = 1e-9);
}

#[test]
fn unique_vami_compounds_within_a_year_and_adds_across_years() {
    // 2023: Nov +10 %, Dec +10 % -> 1000 + 1000 * (1.21 - 1) = 1210.
    // 2024: Jan +10 %, Feb +10 % -> 1210 + 1000 * (1.21 - 1) = 1420 (not 1000 * 1.1^4 = 1464.1).
    let s = series(&[202311, 202312, 202401, 202402], &[0.1; 4]);
    let vami = vami_values(&s, CarorType::Unique);
    assert_abs_diff_eq!(vami[2], 1210.0, epsilon = 1e-9);
    assert_abs_diff_eq!(vami[3], 1310.0, epsilon = 1e-9);
    assert_abs_diff_eq!(vami[4], 1420.0, epsilon = 1e-9);
}

#[test]
fn caror_is_the_compound_annual_rate() {
    // 24 months of 1 %: (1.01^24)^(12/24) - 1 = 1.01^12 - 1 = 0.126825...
    let months: Vec<i32> = (0..24).map(|i| 202301 + (i / 12) * 100 + i % 12).collect();
    let g = growth(&series(&months, &[0.01; 24]), CarorType::Cumulative);
    assert_abs_diff_eq!(
        g.compounded_annual_return,
        1.01f64.powi(12) - 1.0,
        epsilon = 1e-12
    );
    assert_abs_diff_eq!(g.cumulative_return, 1.01f64.powi(24) - 1.0, epsilon = 1e-12);
}

#[test]
fn caror_of_a_single_month_annualizes_it() {
    // n = 1: 1.02^12 - 1
    let g = growth(&series(&[202401], &[0.02]), CarorType::Cumulative);
    assert_abs_diff_eq!(
        g.compounded_annual_return,
        1.02f64.powi(12) - 1.0,
        epsilon = 1e-12
    );
}

#[test]
fn caror_is_minus_one_when_vami_reaches_zero() {
    let g = growth(
        &series(&[202401, 202402], &[-1.0, 0.5]),
        CarorType::Cumulative,
    );
    assert_eq!(g.compounded_annual_return, -1.0);
    assert_eq!(g.cumulative_return, -1.0);
}

#[test]
fn sum_caror_is_12_times_the_mean() {
    // mean(0.02, -0.01, 0.02) = 0.01 -> 0.12
    let g = growth(
        &series(&[202401, 202402, 202403], &[0.02, -0.01, 0.02]),
        CarorType::Sum,
    );
    assert_abs_diff_eq!(g.compounded_annual_return, 0.12, epsilon = 1e-15);
    assert_abs_diff_eq!(g.cumulative_return, 0.03, epsilon = 1e-12);
}

#[test]
fn unique_caror_annualizes_the_summed_yearly_returns() {
    // VAMI_4 = 1420 (see above): (1420 / 1000 - 1) * 12 / 4 = 1.26
    let s = series(&[202311, 202312, 202401, 202402], &[0.1; 4]);
    let g = growth(&s, CarorType::Unique);
    assert_abs_diff_eq!(g.compounded_annual_return, 1.26, epsilon = 1e-12);
}

#[test]
fn annualized_return_of_twelve_months_is_the_cumulative_return() {
    assert_eq!(annualized_return(1e-17, 12), Some(1e-17));
    assert_eq!(annualized_return(0.1, 0), None);
    // 36 months: 1.331^(1/3) - 1 = 0.1
    assert_abs_diff_eq!(annualized_return(0.331, 36).unwrap(), 0.1, epsilon = 1e-12);
}

#[test]
fn caror_type_serializes_as_its_id() {
    assert_eq!(serde_json::to_string(&CarorType::Unique).unwrap(), "1");
    assert_eq!(
        serde_json::from_str::<CarorType>("2").unwrap(),
        CarorType::Sum
    );
    assert!(serde_json::from_str::<CarorType>("3").is_err());
    assert_eq!(CarorType::from_id(0), Some(CarorType::Cumulative));
    assert_eq!(CarorType::default(), CarorType::Cumulative);
}
