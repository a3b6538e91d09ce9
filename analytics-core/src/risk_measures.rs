//! The further risk measures of one series as the statistics documents carry them: downside
//! figures, the measures against the S&P 500, the crisis table, and the rolling series.

use serde::Serialize;

use crate::benchmark::{
    benchmark_risk, rolling_correlation, rolling_sharpe_12, BenchmarkRisk, RollingPoint,
};
use crate::crises::{crisis_returns, CrisisReturn};
use crate::downside::{calmar_ratio, downside_deviation, mar_ratio, sortino_ratio};
use crate::series::ReturnSeries;

/// The single-figure measures and the crisis table of a series.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RiskMeasures {
    /// Annualized downside deviation below `rf/12`.
    pub downside_deviation: Option<f64>,
    /// `None` when no month is below `rf/12`.
    pub sortino_ratio: Option<f64>,
    /// CAROR over the absolute maximum drawdown; `None` without a drawdown.
    pub mar_ratio: Option<f64>,
    /// The MAR ratio of the last 36 observed months; `None` under 36 months or without a
    /// drawdown in them.
    pub calmar_ratio: Option<f64>,
    /// Against the S&P 500 over the months both have; `None` without the S&P 500.
    pub benchmark: Option<BenchmarkRisk>,
    /// The series' and the S&P 500's return over each crisis window.
    pub crises: Vec<CrisisReturn>,
}

/// The measures of `series` with the CAROR and maximum drawdown its statistics show (MAR divides
/// the one by the other).
pub fn risk_measures(
    series: &ReturnSeries,
    benchmark: Option<&ReturnSeries>,
    risk_free_rate: f64,
    caror: f64,
    max_drawdown: f64,
) -> RiskMeasures {
    let returns = series.values();
    RiskMeasures {
        downside_deviation: downside_deviation(returns, risk_free_rate),
        sortino_ratio: sortino_ratio(returns, risk_free_rate),
        mar_ratio: mar_ratio(caror, max_drawdown),
        calmar_ratio: calmar_ratio(returns),
        benchmark: benchmark.map(|b| benchmark_risk(series, b, risk_free_rate)),
        crises: crisis_returns(series, benchmark),
    }
}

/// The rolling measures of a series, each at the month its window ends.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RollingRisk {
    /// Annualized Sharpe ratio over each 12 consecutive calendar months.
    pub sharpe_12: Vec<RollingPoint>,
    /// Correlation with the S&P 500 over each 12 consecutive calendar months both have (empty
    /// without the S&P 500).
    pub correlation_12: Vec<RollingPoint>,
    /// The same over 36 months.
    pub correlation_36: Vec<RollingPoint>,
}

/// The rolling measures of `series`, against `benchmark` where they need one.
pub fn rolling_risk(
    series: &ReturnSeries,
    benchmark: Option<&ReturnSeries>,
    risk_free_rate: f64,
) -> RollingRisk {
    let correlation = |months| {
        benchmark
            .map(|b| rolling_correlation(series, b, months))
            .unwrap_or_default()
    };
    RollingRisk {
        sharpe_12: rolling_sharpe_12(series, risk_free_rate),
        correlation_12: correlation(12),
        correlation_36: correlation(36),
    }
}
