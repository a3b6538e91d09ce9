//! Downside risk: downside deviation, the Sortino ratio, and return over drawdown (MAR and
//! Calmar), as `analytics.md` "Further risk measures" defines them.

use crate::drawdown::worst_drawdown;
use crate::growth::{annualized_return, cumulative_return};
use crate::moments::mean;
use crate::risk::SQRT_12;

/// The months the Calmar ratio looks back over.
pub const CALMAR_MONTHS: usize = 36;

/// Monthly downside deviation: `sqrt(sum(min(r_t - rf/12, 0)^2) / n)` over all `n` months (a
/// month above the target counts as 0, not as missing). `None` without a month.
fn monthly_downside_deviation(returns: &[f64], risk_free_rate: f64) -> Option<f64> {
    if returns.is_empty() {
        return None;
    }
    let target = risk_free_rate / 12.0;
    let sum: f64 = returns.iter().map(|&r| (r - target).min(0.0).powi(2)).sum();
    Some((sum / returns.len() as f64).sqrt())
}

/// Annualized downside deviation: the monthly downside deviation below `rf/12` times `sqrt(12)`.
/// 0 when no month is below the target; `None` without a month.
pub fn downside_deviation(returns: &[f64], risk_free_rate: f64) -> Option<f64> {
    monthly_downside_deviation(returns, risk_free_rate).map(|dd| dd * SQRT_12)
}

/// Sortino ratio: `(mean(r) - rf/12) / monthly downside deviation * sqrt(12)`. `None` when the
/// downside deviation is 0 (no month below the target) or there is no month.
pub fn sortino_ratio(returns: &[f64], risk_free_rate: f64) -> Option<f64> {
    let deviation = monthly_downside_deviation(returns, risk_free_rate)?;
    let mean = mean(returns)?;
    (deviation > 0.0).then(|| (mean - risk_free_rate / 12.0) / deviation * SQRT_12)
}

/// MAR ratio: the CAROR shown for the program (linked as its `carorType` says) over the absolute
/// maximum drawdown since inception. `None` when the drawdown is 0.
pub fn mar_ratio(caror: f64, max_drawdown: f64) -> Option<f64> {
    (max_drawdown < 0.0).then(|| caror / max_drawdown.abs())
}

/// Calmar ratio: the MAR ratio of the last [`CALMAR_MONTHS`] observed months, compounded, with
/// the VAMI rebased to 1000 at the window's start (which counts as a peak). `None` under 36
/// months or when the window has no drawdown.
pub fn calmar_ratio(returns: &[f64]) -> Option<f64> {
    let window = returns.get(returns.len().checked_sub(CALMAR_MONTHS)?..)?;
    let caror = annualized_return(cumulative_return(window), CALMAR_MONTHS)?;
    mar_ratio(caror, worst_drawdown(window))
}

#[cfg(test)]
mod tests {
    use super::*;
    use approx::assert_abs_diff_eq;

    #[test]
    fn downside_deviation_counts_only_months_below_the_monthly_risk_free_rate() {
        // rf = 12 % a year, 1 % a month: shortfalls 0, -0.03, 0, -0.01 over n = 4 months:
        // sqrt((0.0009 + 0.0001) / 4) = 0.0158113..., annualized times sqrt(12) = 0.0547722...
        let returns = [0.02, -0.02, 0.01, 0.0];
        let monthly = (0.001f64 / 4.0).sqrt();
        assert_abs_diff_eq!(
            downside_deviation(&returns, 0.12).unwrap(),
            monthly * 12f64.sqrt(),
            epsilon = 1e-15
        );
        assert_abs_diff_eq!(
            downside_deviation(&returns, 0.12).unwrap(),
            0.054772256,
            epsilon = 1e-9
        );
    }

    #[test]
    fn downside_deviation_is_zero_above_the_target_and_none_without_months() {
        assert_eq!(downside_deviation(&[0.02, 0.03], 0.01), Some(0.0));
        assert_eq!(downside_deviation(&[], 0.01), None);
    }

    #[test]
    fn sortino_divides_the_excess_mean_by_the_downside_deviation() {
        // mean 0.0025, rf/12 = 0.01: (0.0025 - 0.01) / 0.0158113... * sqrt(12) = -1.6431676...
        let returns = [0.02, -0.02, 0.01, 0.0];
        let expected = (0.0025 - 0.01) / (0.001f64 / 4.0).sqrt() * 12f64.sqrt();
        assert_abs_diff_eq!(
            sortino_ratio(&returns, 0.12).unwrap(),
            expected,
            epsilon = 1e-12
        );
        assert_abs_diff_eq!(
            sortino_ratio(&returns, 0.12).unwrap(),
            -1.643167673,
            epsilon = 1e-9
        );
    }

    #[test]
    fn sortino_is_none_without_a_month_below_the_target() {
        assert_eq!(sortino_ratio(&[0.02, 0.03], 0.01), None);
        assert_eq!(sortino_ratio(&[], 0.01), None);
    }

    #[test]
    fn mar_is_caror_over_the_absolute_drawdown_and_none_without_one() {
        assert_abs_diff_eq!(mar_ratio(0.12, -0.3).unwrap(), 0.4, epsilon = 1e-15);
        assert_eq!(mar_ratio(0.12, 0.0), None);
    }

    #[test]
    fn calmar_uses_the_last_36_months_rebased() {
        // 40 months: a -50 % month first (outside the window), then 36 months of which one is
        // -10 % and the rest +1 %. The window's drawdown is -10 % (from the rebased 1000 and
        // the climb before it), not the -50 % of month one.
        let mut returns = vec![-0.5, 0.01, 0.01, 0.01];
        returns.extend([0.01; 20]);
        returns.push(-0.1);
        returns.extend([0.01; 15]);
        assert_eq!(returns.len(), 40);
        let window = &returns[4..];
        let cumulative = 1.01f64.powi(35) * 0.9 - 1.0;
        let caror = (1.0 + cumulative).powf(12.0 / 36.0) - 1.0;
        let expected = caror / 0.1;
        assert_abs_diff_eq!(worst_drawdown(window), -0.1, epsilon = 1e-12);
        assert_abs_diff_eq!(calmar_ratio(&returns).unwrap(), expected, epsilon = 1e-12);
    }

    #[test]
    fn calmar_needs_36_months_and_a_drawdown() {
        assert_eq!(calmar_ratio(&[-0.01; 35]), None);
        assert_eq!(calmar_ratio(&[0.01; 36]), None);
        assert!(calmar_ratio(&[-0.01; 36]).unwrap() < 0.0);
    }
}
