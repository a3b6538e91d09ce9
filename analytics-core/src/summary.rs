//! The full set of statistics of a program or a blend, in the API's shape, and the screener's
//! listing figures derived from it.

use serde::{Deserialize, Serialize};

use crate::blend::{blend, AllocationSummary, Blend, BlendComponent};
use crate::distribution::{return_histogram, HistogramBucket};
use crate::drawdown::{drawdown_report, drawdowns, max_drawdown, DrawdownEpisode};
use crate::error::AnalyticsError;
use crate::growth::{compounded_vami, growth_from_vami, vami_values, CarorType};
use crate::month::YearMonth;
use crate::performance_table::{performance_table, PerformanceYear};
use crate::period_returns::{period_returns, PeriodReturnsReport};
use crate::relations::{correlation_matrix, CorrelationMatrix};
use crate::risk::{DEFAULT_RISK_FREE_RATE, SQRT_12};
use crate::risk_measures::{risk_measures, rolling_risk, RiskMeasures, RollingRisk};
use crate::runs::{consecutive_runs, Runs};
use crate::series::{MonthValue, ReturnSeries};
use crate::statistics::{
    annual_statistics, calendar_year_returns, monthly_statistics, StatisticsRatios,
};
use crate::windows::{
    rolling_from_window_returns, time_window, time_window_returns, RollingReturns, TimeWindow,
    ROLLING_MONTHS, TIME_WINDOW_MONTHS,
};

/// Choices that change the figures: the annual risk-free rate of the Sharpe ratios (1 % by
/// default) and how the returns link into VAMI and CAROR (Cumulative by default).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct StatisticsOptions {
    /// Annual risk-free rate as a fraction.
    pub risk_free_rate: f64,
    /// The program's `carorType`.
    pub caror_type: CarorType,
}

impl Default for StatisticsOptions {
    fn default() -> Self {
        Self {
            risk_free_rate: DEFAULT_RISK_FREE_RATE,
            caror_type: CarorType::Cumulative,
        }
    }
}

/// Every statistic of one series, as `analytics.md` defines them. Drawdowns, windows, runs,
/// statistics blocks and trailing period returns use the monthly returns as they are
/// (compounded); VAMI, cumulative return, CAROR and the since-inception period returns follow
/// the `carorType`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProgramStatistics {
    /// First month with a return (inception).
    pub first_month: YearMonth,
    /// Last month with a return (the month the statistics are as of).
    pub last_month: YearMonth,
    /// Number of monthly returns n.
    pub return_count: usize,
    /// Months without a return inside the span, increasing.
    pub missing_months: Vec<YearMonth>,
    /// The options the figures were computed with.
    pub caror_type: CarorType,
    /// The annual risk-free rate of the Sharpe ratios.
    pub risk_free_rate: f64,
    /// VAMI points for the `carorType`: 1000 at the month before the first return, then one per
    /// observed month.
    pub vami: Vec<MonthValue>,
    /// `VAMI_n / 1000 - 1`.
    pub cumulative_return: f64,
    /// CAROR for the `carorType`.
    pub compounded_annual_return: f64,
    /// Sample standard deviation of the monthly returns times `sqrt(12)`; n >= 2.
    pub annualized_standard_deviation: Option<f64>,
    /// `(mean - rf/12) / sd * sqrt(12)`; none when sd = 0 or n < 2.
    pub sharpe_ratio: Option<f64>,
    /// Worst drawdown, `min dd_t` (<= 0).
    #[serde(rename = "maxDrawDown")]
    pub max_drawdown: f64,
    /// Drawdown at each observed month.
    pub drawdowns: Vec<MonthValue>,
    /// Every episode under water, deepest first.
    #[serde(rename = "drawDownReport")]
    pub drawdown_report: Vec<DrawdownEpisode>,
    /// The time-window table (1, 3, 6, 12, 24, 36 months).
    pub time_windows: Vec<TimeWindow>,
    /// Rolling 6, 12 and 24-month returns.
    pub rolling_returns: Vec<RollingReturns>,
    /// The monthly and annual statistics blocks.
    pub statistics_ratios: StatisticsRatios,
    /// Runs of gaining months.
    pub consecutive_gains: Runs,
    /// Runs of losing months.
    pub consecutive_losses: Runs,
    /// Period returns of the program, the benchmark and their difference, and the correlation
    /// with the benchmark.
    pub period_returns: PeriodReturnsReport,
    /// Histogram of the monthly returns.
    pub distribution: Vec<HistogramBucket>,
    /// The monthly returns table, years ascending.
    pub performance_table: Vec<PerformanceYear>,
    /// Downside and benchmark-relative measures and the crisis table.
    pub risk_measures: RiskMeasures,
    /// Rolling Sharpe ratio and rolling correlation with the S&P 500.
    pub rolling_risk: RollingRisk,
}

/// The part of [`ProgramStatistics`] a blend's editor shows as it changes: the summary's figures,
/// the VAMI line, the statistics blocks, the period returns and the monthly returns table, each
/// computed exactly as there, and the further risk measures. The drawdown series and report, time
/// windows, rolling returns and rolling risk, runs and distribution are left out: the browser recomputes a blend on every edit, and those
/// took more than half of the time to compute and hand over to JavaScript.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ShownStatistics {
    /// First month with a return (inception).
    pub first_month: YearMonth,
    /// Last month with a return (the month the statistics are as of).
    pub last_month: YearMonth,
    /// Number of monthly returns n.
    pub return_count: usize,
    /// The options the figures were computed with.
    pub caror_type: CarorType,
    /// The annual risk-free rate of the Sharpe ratios.
    pub risk_free_rate: f64,
    /// VAMI points for the `carorType`.
    pub vami: Vec<MonthValue>,
    /// `VAMI_n / 1000 - 1`.
    pub cumulative_return: f64,
    /// CAROR for the `carorType`.
    pub compounded_annual_return: f64,
    /// Sample standard deviation of the monthly returns times `sqrt(12)`; n >= 2.
    pub annualized_standard_deviation: Option<f64>,
    /// `(mean - rf/12) / sd * sqrt(12)`; none when sd = 0 or n < 2.
    pub sharpe_ratio: Option<f64>,
    /// Worst drawdown, `min dd_t` (<= 0).
    #[serde(rename = "maxDrawDown")]
    pub max_drawdown: f64,
    /// The monthly and annual statistics blocks.
    pub statistics_ratios: StatisticsRatios,
    /// Period returns against the benchmark, and the correlation with it.
    pub period_returns: PeriodReturnsReport,
    /// The monthly returns table, years ascending.
    pub performance_table: Vec<PerformanceYear>,
    /// Downside and benchmark-relative measures and the crisis table.
    pub risk_measures: RiskMeasures,
}

/// The statistics of `series` a blend's editor shows ([`ShownStatistics`]), equal to the same
/// fields of [`program_statistics`].
pub fn shown_statistics(
    series: &ReturnSeries,
    benchmark: Option<&ReturnSeries>,
    options: &StatisticsOptions,
) -> ShownStatistics {
    let compounded = compounded_vami(series.values());
    let drawdown_values = drawdowns(&compounded);
    shown_statistics_of(series, benchmark, options, &compounded, &drawdown_values)
}

/// [`shown_statistics`] from the compounded VAMI and drawdowns, which the full set needs too.
fn shown_statistics_of(
    series: &ReturnSeries,
    benchmark: Option<&ReturnSeries>,
    options: &StatisticsOptions,
    compounded: &[f64],
    drawdown_values: &[f64],
) -> ShownStatistics {
    let growth = match options.caror_type {
        CarorType::Cumulative => growth_from_vami(series, options.caror_type, compounded),
        other => growth_from_vami(series, other, &vami_values(series, other)),
    };
    let year_returns = calendar_year_returns(series);
    let monthly_stats = monthly_statistics(series.values(), options.risk_free_rate);
    let max_drawdown = max_drawdown(drawdown_values);
    ShownStatistics {
        first_month: series.first_month(),
        last_month: series.last_month(),
        return_count: series.len(),
        caror_type: options.caror_type,
        risk_free_rate: options.risk_free_rate,
        annualized_standard_deviation: monthly_stats.standard_deviation.map(|sd| sd * SQRT_12),
        sharpe_ratio: monthly_stats.annualized_sharpe_ratio,
        max_drawdown,
        statistics_ratios: StatisticsRatios {
            monthly_stats,
            annual_stats: annual_statistics(&year_returns, options.risk_free_rate),
        },
        period_returns: period_returns(series, &growth, benchmark),
        performance_table: performance_table(series, &year_returns, drawdown_values),
        risk_measures: risk_measures(
            series,
            benchmark,
            options.risk_free_rate,
            growth.compounded_annual_return,
            max_drawdown,
        ),
        vami: growth.vami,
        cumulative_return: growth.cumulative_return,
        compounded_annual_return: growth.compounded_annual_return,
    }
}

/// Computes every statistic of `series`, with period returns and correlation against
/// `benchmark` (the S&P 500) when given. Shared intermediates (compounded VAMI, drawdowns,
/// calendar-year returns, window returns, moments) are computed once.
pub fn program_statistics(
    series: &ReturnSeries,
    benchmark: Option<&ReturnSeries>,
    options: &StatisticsOptions,
) -> ProgramStatistics {
    let returns = series.values();
    let compounded = compounded_vami(returns);
    let drawdown_values = drawdowns(&compounded);
    let ShownStatistics {
        first_month,
        last_month,
        return_count,
        caror_type,
        risk_free_rate,
        vami,
        cumulative_return,
        compounded_annual_return,
        annualized_standard_deviation,
        sharpe_ratio,
        max_drawdown,
        statistics_ratios,
        period_returns,
        performance_table,
        risk_measures,
    } = shown_statistics_of(series, benchmark, options, &compounded, &drawdown_values);
    let runs = consecutive_runs(series);
    let mut time_windows = Vec::with_capacity(TIME_WINDOW_MONTHS.len());
    let mut rolling_returns = Vec::with_capacity(ROLLING_MONTHS.len());
    for (k, windows) in TIME_WINDOW_MONTHS
        .into_iter()
        .zip(time_window_returns(returns))
    {
        time_windows.push(time_window(&windows, k));
        if ROLLING_MONTHS.contains(&k) {
            rolling_returns.push(rolling_from_window_returns(series, k, &windows));
        }
    }
    ProgramStatistics {
        first_month,
        last_month,
        return_count,
        missing_months: series.missing_months(),
        caror_type,
        risk_free_rate,
        annualized_standard_deviation,
        sharpe_ratio,
        max_drawdown,
        drawdowns: series
            .months()
            .iter()
            .zip(&drawdown_values)
            .map(|(&month, &value)| MonthValue { month, value })
            .collect(),
        drawdown_report: drawdown_report(series, &compounded),
        time_windows,
        rolling_returns,
        statistics_ratios,
        consecutive_gains: runs.gains,
        consecutive_losses: runs.losses,
        period_returns,
        distribution: return_histogram(returns),
        performance_table,
        risk_measures,
        rolling_risk: rolling_risk(series, benchmark, options.risk_free_rate),
        vami,
        cumulative_return,
        compounded_annual_return,
    }
}

/// The figures the screener stores as columns, taken from a program's statistics.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ListingFigures {
    /// Return of the last month.
    pub month_return: f64,
    /// Year-to-date return as of the last month.
    pub ytd_return: Option<f64>,
    /// CAROR (for the `carorType`).
    pub compound_return: f64,
    /// Worst drawdown (<= 0).
    #[serde(rename = "maxDrawDown")]
    pub max_drawdown: f64,
    /// Annualized Sharpe ratio.
    pub sharpe_ratio: Option<f64>,
    /// Annualized standard deviation.
    pub volatility: Option<f64>,
    /// Correlation with the S&P 500 over the common months.
    #[serde(rename = "correlationSp500")]
    pub correlation_sp500: Option<f64>,
    /// Trailing 12-month return, cumulative (none for a shorter record).
    pub one_year_return: Option<f64>,
    /// Trailing 36-month return, cumulative (not annualized).
    pub three_year_return: Option<f64>,
    /// Trailing 60-month return, cumulative (not annualized).
    pub five_year_return: Option<f64>,
    /// Compounded observed months among the 12 calendar months ending at the last month.
    #[serde(rename = "past12Months")]
    pub past_12_months: Option<f64>,
    /// The last month with a return.
    pub last_return_month: YearMonth,
    /// Number of monthly returns.
    pub return_count: usize,
    /// Sortino ratio.
    pub sortino_ratio: Option<f64>,
    /// MAR ratio (CAROR over the maximum drawdown).
    pub mar_ratio: Option<f64>,
    /// Beta to the S&P 500 over the common months.
    pub beta: Option<f64>,
}

impl ProgramStatistics {
    /// The screener's figures, copied from these statistics.
    pub fn listing_figures(&self) -> ListingFigures {
        let program = &self.period_returns.program;
        ListingFigures {
            // Always present: month A is the program's own last month.
            month_return: program.last_return.unwrap_or_default(),
            ytd_return: program.ytd_return,
            compound_return: self.compounded_annual_return,
            max_drawdown: self.max_drawdown,
            sharpe_ratio: self.sharpe_ratio,
            volatility: self.annualized_standard_deviation,
            correlation_sp500: self.period_returns.correlation_sp500.and_then(|c| c.value),
            one_year_return: program.full_year_return.map(|r| r.cumulative),
            three_year_return: program.three_year_return.map(|r| r.cumulative),
            five_year_return: program.five_year_return.map(|r| r.cumulative),
            past_12_months: program.past_12_months,
            last_return_month: self.last_month,
            return_count: self.return_count,
            sortino_ratio: self.risk_measures.sortino_ratio,
            mar_ratio: self.risk_measures.mar_ratio,
            beta: self
                .risk_measures
                .benchmark
                .and_then(|b| b.beta_alpha)
                .map(|b| b.beta),
        }
    }
}

/// A blend's statistics: the full set for the blended returns, the correlation matrix of its
/// components, and its allocations.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct BlendStatistics {
    /// Whether only the months every component has were blended.
    pub normalized: bool,
    /// Every statistic of the blended monthly returns.
    pub statistics: ProgramStatistics,
    /// Correlations between the components (in component order), each pair over its common
    /// months.
    #[serde(rename = "correlationsMatrix")]
    pub correlation_matrix: CorrelationMatrix,
    /// The allocations, in component order.
    pub allocations: Vec<AllocationSummary>,
}

/// Blends the components ([`blend`]) and computes the blend's statistics. Errors as [`blend`].
pub fn blend_statistics(
    components: &[BlendComponent],
    normalized: bool,
    benchmark: Option<&ReturnSeries>,
    options: &StatisticsOptions,
) -> Result<BlendStatistics, AnalyticsError> {
    let blended = blend(components, normalized)?;
    let component_series: Vec<&ReturnSeries> = components.iter().map(|c| c.series).collect();
    Ok(statistics_of_blend(
        blended,
        normalized,
        benchmark,
        options,
        correlation_matrix(&component_series),
    ))
}

/// [`blend_statistics`] with the components' correlation matrix already known: it depends on
/// their series only, so a blend whose amounts, leverages or normalization change keeps it.
/// `correlations` must be the [`correlation_matrix`] of the components' series, in order.
pub fn blend_statistics_with_correlations(
    components: &[BlendComponent],
    normalized: bool,
    benchmark: Option<&ReturnSeries>,
    options: &StatisticsOptions,
    correlations: CorrelationMatrix,
) -> Result<BlendStatistics, AnalyticsError> {
    let blended = blend(components, normalized)?;
    Ok(statistics_of_blend(
        blended,
        normalized,
        benchmark,
        options,
        correlations,
    ))
}

/// What a blend's editor shows of it: [`BlendStatistics`] with the blend's [`ShownStatistics`]
/// instead of the full set.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BlendFigures {
    /// Whether only the months every component has were blended.
    pub normalized: bool,
    /// The statistics of the blended monthly returns that the editor shows.
    pub statistics: ShownStatistics,
    /// Correlations between the components (in component order), each pair over its common
    /// months.
    #[serde(rename = "correlationsMatrix")]
    pub correlation_matrix: CorrelationMatrix,
    /// The allocations, in component order.
    pub allocations: Vec<AllocationSummary>,
}

/// [`blend_statistics_with_correlations`] for a blend's editor: the same figures, without those
/// [`ShownStatistics`] leaves out. Errors as [`blend`].
pub fn blend_figures(
    components: &[BlendComponent],
    normalized: bool,
    benchmark: Option<&ReturnSeries>,
    options: &StatisticsOptions,
    correlations: CorrelationMatrix,
) -> Result<BlendFigures, AnalyticsError> {
    let blended = blend(components, normalized)?;
    Ok(BlendFigures {
        normalized,
        statistics: shown_statistics(&blended.series, benchmark, options),
        correlation_matrix: correlations,
        allocations: blended.allocations,
    })
}

fn statistics_of_blend(
    blended: Blend,
    normalized: bool,
    benchmark: Option<&ReturnSeries>,
    options: &StatisticsOptions,
    correlation_matrix: CorrelationMatrix,
) -> BlendStatistics {
    BlendStatistics {
        normalized,
        statistics: program_statistics(&blended.series, benchmark, options),
        correlation_matrix,
        allocations: blended.allocations,
    }
}

#[cfg(test)]
mod tests;
