//! A series against a benchmark (the S&P 500): beta and alpha, up and down capture, crisis
//! alpha, and rolling correlation and Sharpe, as `analytics.md` "Further risk measures" defines
//! them. Every measure against the benchmark uses the months both series have.

use serde::Serialize;

use crate::moments::mean;
use crate::month::YearMonth;
use crate::relations::pearson_correlation;
use crate::risk::sharpe_ratio;
use crate::series::ReturnSeries;

/// The months both series have: the series' and the benchmark's returns side by side.
struct Common {
    months: Vec<YearMonth>,
    series: Vec<f64>,
    benchmark: Vec<f64>,
}

impl Common {
    fn of(series: &ReturnSeries, benchmark: &ReturnSeries) -> Self {
        let (ma, mb) = (series.months(), benchmark.months());
        let capacity = ma.len().min(mb.len());
        let mut common = Self {
            months: Vec::with_capacity(capacity),
            series: Vec::with_capacity(capacity),
            benchmark: Vec::with_capacity(capacity),
        };
        let (mut i, mut j) = (0, 0);
        while i < ma.len() && j < mb.len() {
            match ma[i].cmp(&mb[j]) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j += 1,
                std::cmp::Ordering::Equal => {
                    common.months.push(ma[i]);
                    common.series.push(series.values()[i]);
                    common.benchmark.push(benchmark.values()[j]);
                    i += 1;
                    j += 1;
                }
            }
        }
        common
    }
}

/// Beta and alpha of a series to the benchmark.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct BetaAlpha {
    /// `cov(r, b) / var(b)`, sample covariance and variance.
    pub beta: f64,
    /// Annualized: `12 * (mean(r) - rf/12 - beta * (mean(b) - rf/12))`.
    pub alpha: f64,
}

/// Beta and annualized alpha over paired monthly returns `(r, b)`. `None` below 2 pairs or when
/// the benchmark does not vary.
fn beta_alpha_of(series: &[f64], benchmark: &[f64], risk_free_rate: f64) -> Option<BetaAlpha> {
    if series.len() < 2 {
        return None;
    }
    let (mean_r, mean_b) = (mean(series)?, mean(benchmark)?);
    let (mut covariance, mut variance) = (0.0, 0.0);
    for (&r, &b) in series.iter().zip(benchmark) {
        covariance += (r - mean_r) * (b - mean_b);
        variance += (b - mean_b) * (b - mean_b);
    }
    // The divisors n - 1 of the sample covariance and variance cancel.
    let beta = (variance > 0.0).then(|| covariance / variance)?;
    let target = risk_free_rate / 12.0;
    Some(BetaAlpha {
        beta,
        alpha: 12.0 * (mean_r - target - beta * (mean_b - target)),
    })
}

/// Up capture `mean(r | b > 0) / mean(b | b > 0)` or down capture (`b < 0`), over the months the
/// benchmark rose (fell). `None` without such a month.
fn capture(series: &[f64], benchmark: &[f64], rose: bool) -> Option<f64> {
    let (chosen_r, chosen_b): (Vec<f64>, Vec<f64>) = series
        .iter()
        .zip(benchmark)
        .filter(|(_, &b)| if rose { b > 0.0 } else { b < 0.0 })
        .map(|(&r, &b)| (r, b))
        .unzip();
    Some(mean(&chosen_r)? / mean(&chosen_b)?)
}

/// The series' mean return over the benchmark's `count` worst (or best) months, ties by earlier
/// month. `None` with fewer than `count` common months.
fn mean_over_extreme_months(
    series: &[f64],
    benchmark: &[f64],
    count: usize,
    worst: bool,
) -> Option<f64> {
    if benchmark.len() < count {
        return None;
    }
    let mut order: Vec<usize> = (0..benchmark.len()).collect();
    // A stable sort keeps earlier months first among equal benchmark returns.
    order.sort_by(|&i, &j| {
        let ordering = benchmark[i].total_cmp(&benchmark[j]);
        if worst {
            ordering
        } else {
            ordering.reverse()
        }
    });
    let chosen: Vec<f64> = order[..count].iter().map(|&i| series[i]).collect();
    mean(&chosen)
}

/// Crisis alpha: the series' mean monthly return over the benchmark's worst and best months.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CrisisAlpha {
    /// Over the benchmark's 10 worst common months; `None` under 10 common months.
    pub worst10: Option<f64>,
    /// Over its 20 worst; `None` under 20 common months.
    pub worst20: Option<f64>,
    /// Over its 10 best; `None` under 10 common months.
    pub best10: Option<f64>,
}

/// A rolling figure at the month its window ends; `None` where the window's figure has no value
/// (a benchmark or series that does not vary over it).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RollingPoint {
    /// The window's last month.
    pub month: YearMonth,
    /// The figure over the window.
    pub value: Option<f64>,
}

/// The windows of `k` consecutive calendar months within `months` (increasing): the index range
/// of each window, reported at its last month. A missing month breaks every window across it.
fn calendar_windows(months: &[YearMonth], k: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
    (k.max(1) - 1..months.len()).filter_map(move |end| {
        let start = end + 1 - k;
        (months[start].months_between(months[end]) as usize == k - 1).then_some((start, end + 1))
    })
}

/// The single-figure measures of a series against the benchmark (the rolling ones are
/// [`rolling_correlation`]'s).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct BenchmarkRisk {
    /// The months both series have, over which everything here is measured.
    pub common_months: usize,
    /// `None` below 2 common months or when the benchmark does not vary over them.
    pub beta_alpha: Option<BetaAlpha>,
    /// `None` without a common month in which the benchmark rose.
    pub up_capture: Option<f64>,
    /// `None` without a common month in which the benchmark fell.
    pub down_capture: Option<f64>,
    pub crisis_alpha: CrisisAlpha,
}

/// The measures of `series` against `benchmark` with the annual risk-free rate `risk_free_rate`.
pub fn benchmark_risk(
    series: &ReturnSeries,
    benchmark: &ReturnSeries,
    risk_free_rate: f64,
) -> BenchmarkRisk {
    let common = Common::of(series, benchmark);
    let (r, b) = (&common.series, &common.benchmark);
    BenchmarkRisk {
        common_months: r.len(),
        beta_alpha: beta_alpha_of(r, b, risk_free_rate),
        up_capture: capture(r, b, true),
        down_capture: capture(r, b, false),
        crisis_alpha: CrisisAlpha {
            worst10: mean_over_extreme_months(r, b, 10, true),
            worst20: mean_over_extreme_months(r, b, 20, true),
            best10: mean_over_extreme_months(r, b, 10, false),
        },
    }
}

/// The correlation of `series` with `benchmark` over each `months` consecutive calendar months
/// both have.
pub fn rolling_correlation(
    series: &ReturnSeries,
    benchmark: &ReturnSeries,
    months: usize,
) -> Vec<RollingPoint> {
    let common = Common::of(series, benchmark);
    let (r, b) = (&common.series, &common.benchmark);
    calendar_windows(&common.months, months)
        .map(|(start, end)| RollingPoint {
            month: common.months[end - 1],
            value: pearson_correlation(&r[start..end], &b[start..end]).value,
        })
        .collect()
}

/// The annualized Sharpe ratio over each 12 consecutive calendar months the series has.
pub fn rolling_sharpe_12(series: &ReturnSeries, risk_free_rate: f64) -> Vec<RollingPoint> {
    let (months, values) = (series.months(), series.values());
    calendar_windows(months, 12)
        .map(|(start, end)| RollingPoint {
            month: months[end - 1],
            value: sharpe_ratio(&values[start..end], risk_free_rate),
        })
        .collect()
}

#[cfg(test)]
mod tests;
