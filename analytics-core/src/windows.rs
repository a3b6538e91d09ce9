//! Time windows and rolling returns: compounded returns over k consecutive observed months.

use serde::Serialize;

use crate::series::{MonthValue, ReturnSeries};

/// The window lengths (months) of the time-window table.
pub const TIME_WINDOW_MONTHS: [usize; 6] = [1, 3, 6, 12, 24, 36];

/// The window lengths (months) of the rolling-return charts.
pub const ROLLING_MONTHS: [usize; 3] = [6, 12, 24];

/// Joins window growth factors: with `later[i]` the growth of the `a`-month window ending at
/// month `a - 1 + i` and `earlier[j]` that of the `b`-month window ending at month `b - 1 + j`,
/// returns the `(a + b)`-month growths `G_(a+b)(t) = G_a(t) * G_b(t - a)`, each one
/// multiplication (no month-by-month chain).
fn join(later: &[f64], earlier: &[f64], b: usize) -> Vec<f64> {
    let later = later.get(b..).unwrap_or(&[]);
    later.iter().zip(earlier).map(|(x, y)| x * y).collect()
}

fn growths(returns: &[f64]) -> Vec<f64> {
    returns.iter().map(|r| 1.0 + r).collect()
}

fn minus_one(growths: Vec<f64>) -> Vec<f64> {
    growths.into_iter().map(|g| g - 1.0).collect()
}

/// The compounded return `W = prod(1 + r) - 1` of every window of `k` consecutive observed
/// months, in order of the window's last month: `n - k + 1` values (none when `n < k` or
/// `k = 0`; exactly the monthly returns when `k = 1`).
///
/// The products are built by doubling (`G_2k(t) = G_k(t) G_k(t - k)`, then joining the powers of
/// two that make up k): O(n log k) multiplications, a -100 % month gives exactly -1, and the
/// result differs from the month-by-month product by rounding only.
pub fn window_returns(returns: &[f64], k: usize) -> Vec<f64> {
    if k <= 1 {
        return if k == 1 { returns.to_vec() } else { Vec::new() };
    }
    let (mut power, mut power_months) = (growths(returns), 1);
    let mut joined: Option<(Vec<f64>, usize)> = None;
    let mut rest = k;
    loop {
        if rest & 1 == 1 {
            joined = Some(match joined {
                None => (power.clone(), power_months),
                Some((g, months)) => (join(&g, &power, power_months), months + power_months),
            });
        }
        rest >>= 1;
        if rest == 0 {
            break;
        }
        power = join(&power, &power, power_months);
        power_months *= 2;
    }
    minus_one(joined.map(|(g, _)| g).unwrap_or_default())
}

/// The window returns of every length in [`TIME_WINDOW_MONTHS`] (same order), each as
/// [`window_returns`] would give it, sharing the products: `G3 = G2 G1`, `G6 = G3 G3`,
/// `G12 = G6 G6`, `G24 = G12 G12`, `G36 = G24 G12`.
pub fn time_window_returns(returns: &[f64]) -> [Vec<f64>; 6] {
    let g1 = growths(returns);
    let g2 = join(&g1, &g1, 1);
    let g3 = join(&g2, &g1, 1);
    let g6 = join(&g3, &g3, 3);
    let g12 = join(&g6, &g6, 6);
    let g24 = join(&g12, &g12, 12);
    let g36 = join(&g24, &g12, 12);
    [
        returns.to_vec(),
        minus_one(g3),
        minus_one(g6),
        minus_one(g12),
        minus_one(g24),
        minus_one(g36),
    ]
}

/// Summary of the `k`-month window returns (one row of the time-window table).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TimeWindow {
    /// Window length k in months.
    pub months: usize,
    /// Arithmetic mean of the window returns W.
    pub avg_period_return: Option<f64>,
    /// Lowest W.
    pub worst_period: Option<f64>,
    /// Highest W.
    pub best_period: Option<f64>,
    /// `#(W > 0) / #W`.
    pub percent_profitable: Option<f64>,
    /// `mean(W | W > 0)`.
    pub avg_gain: Option<f64>,
    /// `mean(W | W < 0)`.
    pub avg_loss: Option<f64>,
    /// Number of windows, `n - k + 1` (0 when `n < k`).
    pub periods: usize,
}

/// The time-window row of `k`-month windows from their returns ([`window_returns`]).
pub fn time_window(window_returns: &[f64], k: usize) -> TimeWindow {
    let (mut worst, mut best, mut sum) = (f64::INFINITY, f64::NEG_INFINITY, 0.0);
    let (mut gains, mut gain_sum, mut losses, mut loss_sum) = (0usize, 0.0, 0usize, 0.0);
    // Branch-free on the sign of W (unpredictable), and no NaN handling (W is finite).
    for &w in window_returns {
        sum += w;
        worst = if w < worst { w } else { worst };
        best = if w > best { w } else { best };
        let (gain, loss) = (w > 0.0, w < 0.0);
        gains += usize::from(gain);
        gain_sum += if gain { w } else { 0.0 };
        losses += usize::from(loss);
        loss_sum += if loss { w } else { 0.0 };
    }
    let periods = window_returns.len();
    let mean = |total: f64, count: usize| (count > 0).then(|| total / count as f64);
    TimeWindow {
        months: k,
        avg_period_return: mean(sum, periods),
        worst_period: (periods > 0).then_some(worst),
        best_period: (periods > 0).then_some(best),
        percent_profitable: mean(gains as f64, periods),
        avg_gain: mean(gain_sum, gains),
        avg_loss: mean(loss_sum, losses),
        periods,
    }
}

/// The time-window table: one row per k in [`TIME_WINDOW_MONTHS`].
pub fn time_windows(returns: &[f64]) -> Vec<TimeWindow> {
    TIME_WINDOW_MONTHS
        .iter()
        .zip(time_window_returns(returns))
        .map(|(&k, windows)| time_window(&windows, k))
        .collect()
}

/// The rolling `k`-month return: the window return ending at each observed month once `k`
/// observed months exist.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RollingReturns {
    /// Window length k in months.
    pub months: usize,
    /// One point per month from the k-th observed month on, the month being the window's last.
    pub points: Vec<MonthValue>,
}

/// Attaches `k`-month window returns ([`window_returns`] of `series`) to their last months.
pub fn rolling_from_window_returns(
    series: &ReturnSeries,
    k: usize,
    window_returns: &[f64],
) -> RollingReturns {
    let months = series.months().get(k.saturating_sub(1)..).unwrap_or(&[]);
    RollingReturns {
        months: k,
        points: months
            .iter()
            .zip(window_returns)
            .map(|(&month, &value)| MonthValue { month, value })
            .collect(),
    }
}

/// The rolling `k`-month returns of the series.
pub fn rolling_returns(series: &ReturnSeries, k: usize) -> RollingReturns {
    rolling_from_window_returns(series, k, &window_returns(series.values(), k))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::growth::cumulative_return;
    use crate::month::YearMonth;
    use approx::assert_abs_diff_eq;

    #[test]
    fn window_returns_compound_k_consecutive_observed_months() {
        // (1.1)(0.9) - 1 = -0.01; (0.9)(1.2) - 1 = 0.08
        let w = window_returns(&[0.1, -0.1, 0.2], 2);
        assert_eq!(w.len(), 2);
        assert_abs_diff_eq!(w[0], -0.01, epsilon = 1e-15);
        assert_abs_diff_eq!(w[1], 0.08, epsilon = 1e-15);
    }

    #[test]
    fn window_returns_equal_the_month_by_month_product_for_every_length() {
        let returns: Vec<f64> = (0..50)
            .map(|i| ((i * 37 % 23) as f64 - 11.0) / 100.0)
            .collect();
        for k in 1..=50 {
            let w = window_returns(&returns, k);
            assert_eq!(w.len(), 50 - k + 1);
            for (end, value) in (k - 1..50).zip(&w) {
                let direct = cumulative_return(&returns[end + 1 - k..=end]);
                assert_abs_diff_eq!(*value, direct, epsilon = 1e-14);
            }
        }
    }

    #[test]
    fn the_shared_time_window_returns_equal_each_length_on_its_own() {
        let returns: Vec<f64> = (0..80)
            .map(|i| ((i * 37 % 23) as f64 - 11.0) / 100.0)
            .collect();
        for (k, shared) in TIME_WINDOW_MONTHS.iter().zip(time_window_returns(&returns)) {
            let alone = window_returns(&returns, *k);
            assert_eq!(shared.len(), alone.len());
            for (a, b) in shared.iter().zip(&alone) {
                assert_abs_diff_eq!(a, b, epsilon = 1e-14);
            }
        }
        assert!(time_window_returns(&[0.01; 5])[2].is_empty());
    }

    #[test]
    fn a_window_with_a_minus_100_percent_month_is_exactly_minus_one() {
        let w = window_returns(&[0.1, -1.0, 0.5, 0.2, 0.3], 3);
        assert_eq!(w[..2], [-1.0, -1.0]);
        assert_abs_diff_eq!(w[2], 1.5 * 1.2 * 1.3 - 1.0, epsilon = 1e-15);
    }

    #[test]
    fn a_time_window_reports_mean_best_worst_profitable_gains_and_losses() {
        // W = -0.01, 0.08, 0.02 (k = 2 over 0.1, -0.1, 0.2, -0.15)
        // (0.9)(1.2) = 1.08; (1.2)(0.85) = 1.02.
        let w = window_returns(&[0.1, -0.1, 0.2, -0.15], 2);
        let row = time_window(&w, 2);
        assert_eq!(row.periods, 3);
        assert_abs_diff_eq!(row.avg_period_return.unwrap(), 0.03, epsilon = 1e-12);
        assert_abs_diff_eq!(row.worst_period.unwrap(), -0.01, epsilon = 1e-12);
        assert_abs_diff_eq!(row.best_period.unwrap(), 0.08, epsilon = 1e-12);
        assert_abs_diff_eq!(row.percent_profitable.unwrap(), 2.0 / 3.0, epsilon = 1e-15);
        assert_abs_diff_eq!(row.avg_gain.unwrap(), 0.05, epsilon = 1e-12);
        assert_abs_diff_eq!(row.avg_loss.unwrap(), -0.01, epsilon = 1e-12);
    }

    #[test]
    fn a_window_longer_than_the_series_has_no_period() {
        let row = time_window(&window_returns(&[0.1, 0.2], 3), 3);
        assert_eq!(row.periods, 0);
        assert_eq!(row.avg_period_return, None);
        assert_eq!(row.percent_profitable, None);
        assert_eq!(row.best_period, None);
    }

    #[test]
    fn the_time_window_table_has_the_six_lengths() {
        let months: Vec<usize> = time_windows(&[0.01; 40]).iter().map(|w| w.months).collect();
        assert_eq!(months, [1, 3, 6, 12, 24, 36]);
    }

    #[test]
    fn windows_skip_missing_months() {
        // Jan, (Feb missing), Mar: the 2-month window is Jan and Mar: (1.1)(1.1) - 1 = 0.21.
        let series = ReturnSeries::from_yyyymm(&[202401, 202403], &[0.1, 0.1]).unwrap();
        let rolling = rolling_returns(&series, 2);
        assert_eq!(rolling.points.len(), 1);
        assert_eq!(
            rolling.points[0].month,
            YearMonth::from_yyyymm(202403).unwrap()
        );
        assert_abs_diff_eq!(rolling.points[0].value, 0.21, epsilon = 1e-15);
    }

    #[test]
    fn rolling_returns_start_once_k_months_exist() {
        let months: Vec<i32> = (1..=8).map(|m| 202400 + m).collect();
        let series = ReturnSeries::from_yyyymm(&months, &[0.01; 8]).unwrap();
        let rolling = rolling_returns(&series, 6);
        assert_eq!(rolling.points.len(), 3);
        assert_eq!(rolling.points[0].month.yyyymm(), 202406);
        assert!(rolling_returns(&series, 12).points.is_empty());
    }
}
