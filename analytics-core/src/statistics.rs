//! The monthly and annual statistics blocks ("statistics and ratios").

use serde::Serialize;

use crate::growth::compound;
use crate::moments::Moments;
use crate::risk::{period_sharpe_ratio, SQRT_12};
use crate::series::ReturnSeries;

/// The compounded return of one calendar year over its observed months.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct YearReturn {
    /// The calendar year.
    pub year: i32,
    /// `prod(1 + r) - 1` over the year's observed months (partial first and last years too).
    pub value: f64,
    /// How many months of the year have a return.
    pub months: usize,
}

/// Calendar-year returns, increasing by year; only years with at least one observed month.
pub fn calendar_year_returns(series: &ReturnSeries) -> Vec<YearReturn> {
    let mut years: Vec<YearReturn> = Vec::new();
    for (month, r) in series.months().iter().zip(series.values()) {
        match years.last_mut() {
            Some(last) if last.year == month.year() => {
                last.value = compound(last.value, *r);
                last.months += 1;
            }
            _ => years.push(YearReturn {
                year: month.year(),
                value: *r,
                months: 1,
            }),
        }
    }
    years
}

/// The statistics of one block of period returns `x_1..x_n` (months or calendar years).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PeriodStatistics {
    /// Months per period: 1 for the monthly block, 12 for the annual block.
    pub months: u32,
    /// `mean(x)`.
    pub arithmetic_mean: Option<f64>,
    /// `max(x)`.
    pub best_period: Option<f64>,
    /// `min(x)`.
    pub worst_period: Option<f64>,
    /// `#(x > 0) / n` (a zero is neither a gain nor a loss).
    pub gain_frequency: Option<f64>,
    /// `#(x < 0) / n`.
    pub loss_frequency: Option<f64>,
    /// `mean(x | x > 0)`.
    pub avg_gain: Option<f64>,
    /// `mean(x | x < 0)`.
    pub avg_loss: Option<f64>,
    /// Sample standard deviation of the gains (none below 2 gains).
    pub gain_deviation: Option<f64>,
    /// Sample standard deviation of the losses (none below 2 losses).
    pub loss_deviation: Option<f64>,
    /// Sample standard deviation of x (none below 2 values).
    pub standard_deviation: Option<f64>,
    /// `(mean - rf_p) / sd` with `rf_p` = rf / 12 (monthly) or rf (annual); none when sd = 0 or
    /// n < 2.
    pub sharpe_ratio: Option<f64>,
    /// Monthly block only: the Sharpe ratio annualized (times `sqrt(12)`); `None` in the annual
    /// block, whose Sharpe ratio is already annual.
    pub annualized_sharpe_ratio: Option<f64>,
    /// Bias-corrected skewness (Excel SKEW), n >= 3.
    pub skewness: Option<f64>,
    /// Bias-corrected excess kurtosis (Excel KURT), n >= 4.
    pub kurtosis: Option<f64>,
    /// Geometric mean per period, `prod(1 + x)^(1/n) - 1` (-1 when the product is 0).
    pub compound_return: Option<f64>,
    /// n.
    pub periods: usize,
    /// `#(x > 0)`.
    pub profitable_periods: usize,
    /// `#(x < 0)`.
    pub loss_periods: usize,
}

/// Both statistics blocks of a series, as the API's `statisticsRatios`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct StatisticsRatios {
    /// Over the monthly returns.
    pub monthly_stats: PeriodStatistics,
    /// Over the calendar-year returns.
    pub annual_stats: PeriodStatistics,
}

/// Count, mean and sample standard deviation of the values of one sign.
#[derive(Default)]
struct SignedPart {
    count: usize,
    sum: f64,
    sum_sq: f64,
}

impl SignedPart {
    fn mean(&self) -> Option<f64> {
        (self.count > 0).then(|| self.sum / self.count as f64)
    }

    fn deviation(&self) -> Option<f64> {
        (self.count >= 2).then(|| (self.sum_sq / (self.count - 1) as f64).sqrt())
    }
}

fn block(values: &[f64], months: u32, risk_free_rate: f64) -> PeriodStatistics {
    let n = values.len();
    let (mut best, mut worst, mut growth) = (f64::NEG_INFINITY, f64::INFINITY, 1.0);
    let (mut gains, mut losses) = (SignedPart::default(), SignedPart::default());
    // Signs of returns are unpredictable: select values instead of branching on them.
    for &x in values {
        best = best.max(x);
        worst = worst.min(x);
        growth *= 1.0 + x;
        gains.count += usize::from(x > 0.0);
        gains.sum += if x > 0.0 { x } else { 0.0 };
        losses.count += usize::from(x < 0.0);
        losses.sum += if x < 0.0 { x } else { 0.0 };
    }
    let (gain_mean, loss_mean) = (gains.mean(), losses.mean());
    if gains.count >= 2 || losses.count >= 2 {
        let (gm, lm) = (gain_mean.unwrap_or(0.0), loss_mean.unwrap_or(0.0));
        for &x in values {
            let dg = if x > 0.0 { x - gm } else { 0.0 };
            let dl = if x < 0.0 { x - lm } else { 0.0 };
            gains.sum_sq += dg * dg;
            losses.sum_sq += dl * dl;
        }
    }
    let frequency = |count: usize| (n > 0).then(|| count as f64 / n as f64);
    let moments = Moments::of(values);
    let sharpe =
        moments.and_then(|m| period_sharpe_ratio(&m, risk_free_rate * f64::from(months) / 12.0));
    PeriodStatistics {
        months,
        arithmetic_mean: moments.map(|m| m.mean),
        best_period: (n > 0).then_some(best),
        worst_period: (n > 0).then_some(worst),
        gain_frequency: frequency(gains.count),
        loss_frequency: frequency(losses.count),
        avg_gain: gain_mean,
        avg_loss: loss_mean,
        gain_deviation: gains.deviation(),
        loss_deviation: losses.deviation(),
        standard_deviation: moments.and_then(|m| m.sample_standard_deviation()),
        sharpe_ratio: sharpe,
        annualized_sharpe_ratio: if months == 1 {
            sharpe.map(|s| s * SQRT_12)
        } else {
            None
        },
        skewness: moments.and_then(|m| m.skewness()),
        kurtosis: moments.and_then(|m| m.excess_kurtosis()),
        compound_return: match n {
            0 => None,
            1 => Some(values[0]),
            _ => Some(growth.powf(1.0 / n as f64) - 1.0),
        },
        periods: n,
        profitable_periods: gains.count,
        loss_periods: losses.count,
    }
}

/// The monthly block over monthly returns, with `rf_p = risk_free_rate / 12`.
pub fn monthly_statistics(returns: &[f64], risk_free_rate: f64) -> PeriodStatistics {
    block(returns, 1, risk_free_rate)
}

/// The annual block over calendar-year returns ([`calendar_year_returns`]), with
/// `rf_p = risk_free_rate`.
pub fn annual_statistics(year_returns: &[YearReturn], risk_free_rate: f64) -> PeriodStatistics {
    let values: Vec<f64> = year_returns.iter().map(|y| y.value).collect();
    block(&values, 12, risk_free_rate)
}

/// Both blocks of a series (annual over its calendar-year returns).
pub fn statistics_ratios(series: &ReturnSeries, risk_free_rate: f64) -> StatisticsRatios {
    StatisticsRatios {
        monthly_stats: monthly_statistics(series.values(), risk_free_rate),
        annual_stats: annual_statistics(&calendar_year_returns(series), risk_free_rate),
    }
}

#[cfg(test)]
mod tests;
