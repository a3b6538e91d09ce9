//! Risk: annualized volatility and the Sharpe ratio.

use crate::moments::Moments;

/// The default annual risk-free rate of the Sharpe ratio (1 %), always shown beside the figure.
pub const DEFAULT_RISK_FREE_RATE: f64 = 0.01;

/// `sqrt(12)`, the factor that annualizes a monthly standard deviation or Sharpe ratio.
pub const SQRT_12: f64 = 3.464_101_615_137_754_6;

/// Annualized standard deviation: the sample standard deviation (divisor n - 1) of the monthly
/// returns times `sqrt(12)`. `None` below 2 months.
pub fn annualized_standard_deviation(returns: &[f64]) -> Option<f64> {
    Moments::of(returns)?
        .sample_standard_deviation()
        .map(|sd| sd * SQRT_12)
}

/// Sharpe ratio of one period's values: `(mean - rf_p) / sd` with the sample standard deviation
/// and the risk-free return of one period `rf_p`. `None` when sd = 0 or n < 2.
pub fn period_sharpe_ratio(moments: &Moments, risk_free_per_period: f64) -> Option<f64> {
    let sd = moments.sample_standard_deviation()?;
    (sd > 0.0).then(|| (moments.mean - risk_free_per_period) / sd)
}

/// Annualized Sharpe ratio of monthly returns: `(mean(r) - rf/12) / sd(r) * sqrt(12)`, with `rf`
/// the annual risk-free rate ([`DEFAULT_RISK_FREE_RATE`] by default). `None` when sd = 0 or
/// n < 2.
pub fn sharpe_ratio(returns: &[f64], risk_free_rate: f64) -> Option<f64> {
    period_sharpe_ratio(&Moments::of(returns)?, risk_free_rate / 12.0).map(|s| s * SQRT_12)
}

#[cfg(test)]
mod tests {
    use super::*;
    use approx::assert_abs_diff_eq;

    #[test]
    fn sqrt_12_is_the_square_root_of_twelve() {
        assert_eq!(SQRT_12, 12f64.sqrt());
    }

    #[test]
    fn annualized_standard_deviation_is_the_sample_sd_times_sqrt_12() {
        // values 0.01, 0.03: mean 0.02, sample sd = sqrt((1e-4 + 1e-4) / 1) = 0.0141421...
        let sd = annualized_standard_deviation(&[0.01, 0.03]).unwrap();
        assert_abs_diff_eq!(sd, 0.0002f64.sqrt() * 12f64.sqrt(), epsilon = 1e-15);
    }

    #[test]
    fn annualized_standard_deviation_needs_two_months() {
        assert_eq!(annualized_standard_deviation(&[0.01]), None);
    }

    #[test]
    fn sharpe_subtracts_a_month_of_the_risk_free_rate_and_annualizes() {
        // mean 0.02, sd 0.0141421..., rf/12 = 0.000833...:
        // (0.02 - 0.01 / 12) / 0.0141421 * sqrt(12) = 4.6949...
        let sharpe = sharpe_ratio(&[0.01, 0.03], 0.01).unwrap();
        let expected = (0.02 - 0.01 / 12.0) / 0.0002f64.sqrt() * 12f64.sqrt();
        assert_abs_diff_eq!(sharpe, expected, epsilon = 1e-12);
        assert_abs_diff_eq!(sharpe, 4.694855, epsilon = 1e-6);
    }

    #[test]
    fn sharpe_is_none_when_sd_is_zero() {
        assert_eq!(sharpe_ratio(&[0.01; 12], DEFAULT_RISK_FREE_RATE), None);
    }

    #[test]
    fn sharpe_is_none_below_two_months() {
        assert_eq!(sharpe_ratio(&[0.05], DEFAULT_RISK_FREE_RATE), None);
    }

    #[test]
    fn the_risk_free_rate_is_configurable() {
        let zero = sharpe_ratio(&[0.01, 0.03], 0.0).unwrap();
        // (0.02 - 0) / 0.0141421 * sqrt(12) = 4.89897...
        assert_abs_diff_eq!(zero, 4.898979, epsilon = 1e-6);
    }
}
