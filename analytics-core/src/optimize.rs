//! The blend optimizer: the weights of a blend's programs that maximize its Sharpe ratio,
//! minimize its volatility, equalize its risk contributions or minimize its correlation with
//! the S&P 500, and its efficient frontier, within per-program bounds.
//!
//! # The problem
//! A blend's monthly return is `sum_i v_i * x_i,t` with `x_i,t = L_i * r_i,t` and `v_i` the
//! share of program i in the blend's CASH (`c_i / sum_j c_j`, `c_i = amount_i / L_i`; see
//! [`crate::blend`]). The member's bounds and the optimizer's answer are WEIGHTS: shares of the
//! blend's total AMOUNT, `w_i = amount_i / total` (what the blender shows as "% allocated").
//! The two are the same vector up to the leverages: `w = normalize(L * v)`,
//! `v = normalize(w / L)`. The return is linear in `v`, so the optimizer works in `v`, where the
//! bounds `lo_i <= w_i <= hi_i` become the HOMOGENEOUS linear constraints
//! `L_i v_i - lo_i * sum_j L_j v_j >= 0` and `hi_i * sum_j L_j v_j - L_i v_i >= 0`, with
//! `sum v = 1`: a polytope (with equal leverages, the plain box and simplex).
//!
//! Every statistic is taken over the months ALL programs share (`commonMonths`): the mean vector
//! `mu` and the sample covariance `Sigma` (divisor T - 1) of the `x_i`, so that a blend's monthly
//! mean is `v'mu` and its sample variance `v'Sigma v`, exactly as the blend's own statistics over
//! those months.
//!
//! # Methods (all exact: finite algorithms or Newton's method to machine precision)
//! - `minVolatility`: the convex QP `min v'Sigma v` on the polytope, by the primal active-set
//!   method of `qp` (which accepts a singular `Sigma`).
//! - `maxSharpe`: `(v'mu - rf/12) / sqrt(v'Sigma v)`, by the standard homogenization: with
//!   `e = mu - rf/12`, solve the convex QP `min y'Sigma y  s.t.  e'y = 1,  y in the bounds' cone,
//!   sum y >= 0`, then `v = y / sum y`. It needs a blend whose mean beats the risk-free rate; when
//!   none does (the highest attainable excess mean, found exactly by linear-fractional
//!   programming, is <= 0), the Sharpe ratio cannot be positive and maximizing a negative ratio
//!   would reward risk: the answer is then the blend of the highest attainable mean, of minimum
//!   variance among those (the top of the frontier).
//! - `riskParity`: the convex log-barrier program `min 1/2 y'Sigma y - (1/m) sum ln y_i` over the
//!   bounds' cone (m programs that may hold anything), by Newton's method with the bounds kept
//!   through an active-set QP per step; `v = y / sum y`. Without binding bounds its KKT condition
//!   is `y_i (Sigma y)_i = 1/m`: exactly equal risk contributions (ERC). When a bound binds, the
//!   answer holds that bound and the condition becomes `y_i (Sigma y)_i = 1/m + y_i (A'lambda)_i`
//!   for the binding rows A: the constrained risk-budgeting portfolio (Richard & Roncalli,
//!   2019), the unique optimum of a convex program. A program held at its upper bound contributes
//!   less than 1/m, one held at its lower bound more; since a bound on a share involves the sum
//!   of all the weights, the free programs' contributions then move off 1/m too, each by a term
//!   proportional to its own size (they are no longer exactly equal). A program whose bound is 0
//!   holds nothing and is left out of the barrier.
//! - `minCorrelation` with the S&P 500 over the months the programs and the S&P share:
//!   `rho(v) = c'v / (sqrt(v'Sigma v) * sd_S)` with `c_i = cov(x_i, S&P)`. When some blend
//!   correlates negatively (found exactly by linear-fractional programming), the minimum is the
//!   max-Sharpe problem with `e = -c`. When every blend correlates non-negatively, `rho` is
//!   quasi-concave on the polytope (its super-level sets `{c'v >= t ||Sigma^1/2 v||}` are convex)
//!   and its minimum lies at a vertex (every weight at a bound but at most one). The vertices are
//!   searched depth-first with branch and bound (`c'u / sd'u` bounds the ratio from below, since
//!   correlations are at most 1; its minimum over a subtree is a linear-fractional program,
//!   solved exactly by Dinkelbach's method) within [`MAX_VERTEX_NODES`] nodes of work. The answer
//!   is exact whenever the search ends within the budget: always when few maximums bind (with
//!   maximums of 100 % there are n vertices), and when the programs correlate closely (the bound
//!   is then tight). Minimizing a quasi-concave function over a polytope is NP-hard in general:
//!   past the budget the best vertex met is returned.
//! - The efficient frontier: `points` blends of minimum variance (QP with the extra equality
//!   `mu'v = target`) for targets evenly spaced from the minimum-variance blend's mean to the
//!   highest attainable mean (a vertex found exactly by Dinkelbach's method, a finite sequence
//!   of greedy fills of the bounds).
//!
//! A singular covariance (a program twice, fewer months than programs) has several optima: any
//! of them is returned, always feasible. A set of bounds that allows a single blend (`sum lo = 1`
//! or `sum hi = 1`) returns it for every objective.

mod bounds;
mod qp;
mod vertices;

use std::str::FromStr;

use nalgebra::{DMatrix, DVector};
use serde::{Deserialize, Serialize};

use crate::blend::{Allocation, BlendComponent};
use crate::error::AnalyticsError;
use crate::month::YearMonth;
use crate::relations::CorrelationMatrix;
use crate::risk::SQRT_12;
use crate::series::ReturnSeries;
use crate::summary::{blend_figures, StatisticsOptions};
use bounds::Bounds;
use qp::Qp;
use vertices::lowest_ratio_vertex;

/// Most programs the optimizer takes.
pub const MAX_PROGRAMS: usize = 50;
/// Frontier points when the caller names none.
pub const DEFAULT_FRONTIER_POINTS: usize = 20;
/// Fewest and most frontier points; a request outside is brought inside.
pub const FRONTIER_POINTS: std::ops::RangeInclusive<usize> = 2..=50;
/// Budget of the vertex search of `minCorrelation`, in nodes of O(n) work (a bound costs one per
/// weight it considers); past it the best vertex found is returned. About 7 ms natively.
pub const MAX_VERTEX_NODES: usize = 100_000;

/// What the optimizer looks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Objective {
    /// The highest Sharpe ratio.
    MaxSharpe,
    /// The lowest volatility.
    MinVolatility,
    /// Equal risk contributions.
    RiskParity,
    /// The lowest correlation with the S&P 500.
    MinCorrelation,
}

impl FromStr for Objective {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text {
            "maxSharpe" => Ok(Self::MaxSharpe),
            "minVolatility" => Ok(Self::MinVolatility),
            "riskParity" => Ok(Self::RiskParity),
            "minCorrelation" => Ok(Self::MinCorrelation),
            _ => Err(format!(
                "'{text}' is not maxSharpe, minVolatility, riskParity or minCorrelation"
            )),
        }
    }
}

/// What to optimize and within which bounds; deserialized from the JSON the browser and the
/// parity fixture pass (`options` and `frontierPoints` may be missing).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OptimizeRequest {
    /// The objective.
    pub objective: Objective,
    /// Lowest weight (share of the total amount) of each program, in component order.
    pub min_weights: Vec<f64>,
    /// Highest weight of each program.
    pub max_weights: Vec<f64>,
    /// Whether the blend is normalized: for `figures` only.
    pub normalized: bool,
    /// The blend's total amount: the proposal's amounts are `weights * total` (for `figures`).
    pub total: f64,
    /// The risk-free rate (of the Sharpe ratio) and the CAROR type (of `figures`).
    #[serde(default)]
    pub options: StatisticsOptions,
    /// Number of frontier points, brought into [`FRONTIER_POINTS`].
    #[serde(default = "default_frontier_points")]
    pub frontier_points: usize,
}

fn default_frontier_points() -> usize {
    DEFAULT_FRONTIER_POINTS
}

/// The months every program has.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CommonMonths {
    /// The first of them.
    pub first: YearMonth,
    /// The last of them.
    pub last: YearMonth,
    /// How many (months missing in any program are not counted).
    pub count: usize,
}

/// A blend on the frontier's axes, over the common months.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RiskReturn {
    /// Sample standard deviation of the monthly returns times `sqrt(12)`.
    pub volatility: f64,
    /// Mean monthly return times 12.
    pub mean_return: f64,
}

/// A frontier blend: its place and its weights.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FrontierPoint {
    /// Sample standard deviation of the monthly returns times `sqrt(12)`.
    pub volatility: f64,
    /// Mean monthly return times 12.
    pub mean_return: f64,
    /// The weights (sum 1, component order).
    pub weights: Vec<f64>,
}

/// The figures the blend would show with the proposed weights (the blend's own statistics:
/// [`blend_figures`] on amounts `weights * total`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProposalFigures {
    /// CAROR for the `carorType`.
    pub compounded_annual_return: f64,
    /// Sample standard deviation of the monthly returns times `sqrt(12)`.
    pub annualized_standard_deviation: Option<f64>,
    /// The annualized Sharpe ratio.
    pub sharpe_ratio: Option<f64>,
    /// The worst drawdown (<= 0).
    #[serde(rename = "maxDrawDown")]
    pub max_drawdown: f64,
}

/// The optimizer's answer.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Optimization {
    /// The objective.
    pub objective: Objective,
    /// The months the statistics were taken over.
    pub common_months: CommonMonths,
    /// The proposed weights (shares of the total amount; sum 1, component order).
    pub weights: Vec<f64>,
    /// What the blend would show with them.
    pub figures: ProposalFigures,
    /// The blend as it stands.
    pub current: RiskReturn,
    /// The proposal.
    pub proposal: RiskReturn,
    /// The efficient frontier, by increasing mean return.
    pub frontier: Vec<FrontierPoint>,
}

/// Optimizes the weights of a blend's programs (see the module's documentation) and computes what
/// the blend would show with them. The components' amounts are the blend as it stands
/// (`current`); their leverages stay.
///
/// Errors: `empty_blend` without components; `too_many_programs` above [`MAX_PROGRAMS`];
/// `infeasible_bounds` for bounds of the wrong length, not finite, outside 0..=1, a minimum above
/// its maximum, minimums summing above 1 or maximums below 1; `no_common_months` when the programs
/// share no month, `too_few_months` when they share one; `no_benchmark` for `minCorrelation`
/// without a benchmark, or one that shares fewer than 2 of those months or does not vary over
/// them; `invalid_amount` for a total that is not a positive number.
pub fn optimize(
    components: &[BlendComponent],
    benchmark: Option<&ReturnSeries>,
    request: &OptimizeRequest,
) -> Result<Optimization, AnalyticsError> {
    if components.is_empty() {
        return Err(AnalyticsError::EmptyBlend);
    }
    if components.len() > MAX_PROGRAMS {
        return Err(AnalyticsError::TooManyPrograms {
            count: components.len(),
        });
    }
    Allocation::check_amount(request.total)?;
    let leverages: Vec<f64> = components.iter().map(|c| c.allocation.leverage()).collect();
    let bounds = Bounds::new(&request.min_weights, &request.max_weights, &leverages)?;
    let series: Vec<&ReturnSeries> = components.iter().map(|c| c.series).collect();
    let months = common_months(&series);
    let (Some(&first), Some(&last)) = (months.first(), months.last()) else {
        return Err(AnalyticsError::NoCommonMonths);
    };
    if months.len() < 2 {
        return Err(AnalyticsError::TooFewMonths {
            months: months.len(),
        });
    }
    let market = Market::of(&series, &leverages, &months, None);
    let cash = match request.objective {
        Objective::MinVolatility => min_volatility(&market.cov, &bounds),
        Objective::MaxSharpe => max_sharpe(&market, &bounds, request.options.risk_free_rate),
        Objective::RiskParity => risk_parity(&market.cov, &bounds),
        Objective::MinCorrelation => {
            let benchmark = benchmark.ok_or(AnalyticsError::NoBenchmark)?;
            let shared: Vec<YearMonth> = months
                .iter()
                .copied()
                .filter(|&m| benchmark.value_at(m).is_some())
                .collect();
            let with_benchmark = Market::of(&series, &leverages, &shared, Some(benchmark));
            match with_benchmark.benchmark_cov {
                Some(c) if shared.len() >= 2 => min_correlation(&with_benchmark.cov, &c, &bounds),
                _ => return Err(AnalyticsError::NoBenchmark),
            }
        }
    };
    let weights = bounds.to_weights(&cash);
    let frontier = frontier(&market, &bounds, request.frontier_points)
        .iter()
        .map(|v| {
            let weights = bounds.to_weights(v);
            let place = market.place(&bounds.to_cash(&weights));
            FrontierPoint {
                volatility: place.volatility,
                mean_return: place.mean_return,
                weights,
            }
        })
        .collect();
    let current_cash = normalized(&DVector::from_iterator(
        components.len(),
        components.iter().map(|c| c.allocation.cash_level()),
    ));
    Ok(Optimization {
        objective: request.objective,
        common_months: CommonMonths {
            first,
            last,
            count: months.len(),
        },
        figures: proposal_figures(components, &weights, benchmark, request)?,
        current: market.place(&current_cash),
        proposal: market.place(&bounds.to_cash(&weights)),
        weights,
        frontier,
    })
}

/// The blend's figures with amounts `weights * total` (a weight of exactly 0 drops the program,
/// which then holds no amount).
fn proposal_figures(
    components: &[BlendComponent],
    weights: &[f64],
    benchmark: Option<&ReturnSeries>,
    request: &OptimizeRequest,
) -> Result<ProposalFigures, AnalyticsError> {
    let proposed = components
        .iter()
        .zip(weights)
        .filter(|(_, &w)| w > 0.0)
        .map(|(c, &w)| {
            Ok(BlendComponent {
                series: c.series,
                allocation: Allocation::new(w * request.total, c.allocation.leverage())?,
            })
        })
        .collect::<Result<Vec<_>, AnalyticsError>>()?;
    let shown = blend_figures(
        &proposed,
        request.normalized,
        benchmark,
        &request.options,
        CorrelationMatrix::default(),
    )?
    .statistics;
    Ok(ProposalFigures {
        compounded_annual_return: shown.compounded_annual_return,
        annualized_standard_deviation: shown.annualized_standard_deviation,
        sharpe_ratio: shown.sharpe_ratio,
        max_drawdown: shown.max_drawdown,
    })
}

/// The months every series has, increasing.
fn common_months(series: &[&ReturnSeries]) -> Vec<YearMonth> {
    let Some((first, rest)) = series.split_first() else {
        return Vec::new();
    };
    first
        .months()
        .iter()
        .copied()
        .filter(|&m| rest.iter().all(|s| s.value_at(m).is_some()))
        .collect()
}

fn normalized(v: &DVector<f64>) -> DVector<f64> {
    v / v.sum()
}

/// The statistics the objectives need over a set of months.
pub(crate) struct Market {
    /// Mean monthly `x_i`.
    pub mean: DVector<f64>,
    /// Sample covariance of the `x_i` (divisor T - 1).
    pub cov: DMatrix<f64>,
    /// Sample covariance of each `x_i` with the benchmark, when it was asked for and varies.
    pub benchmark_cov: Option<DVector<f64>>,
}

impl Market {
    /// `months` must all be in every series (and in the benchmark, when given); at least 2.
    fn of(
        series: &[&ReturnSeries],
        leverages: &[f64],
        months: &[YearMonth],
        benchmark: Option<&ReturnSeries>,
    ) -> Market {
        let t = months.len();
        let n = series.len();
        let divisor = t.saturating_sub(1).max(1) as f64;
        // Each x_i over the months, centred on its mean; a product of two is then a covariance.
        let centred_of = |values: Vec<f64>| {
            let mean = crate::moments::mean(&values).unwrap_or(0.0);
            (mean, values.iter().map(|v| v - mean).collect::<Vec<f64>>())
        };
        let columns: Vec<(f64, Vec<f64>)> = (0..n)
            .map(|i| {
                centred_of(
                    months
                        .iter()
                        .map(|&m| leverages[i] * series[i].value_at(m).unwrap_or(0.0))
                        .collect(),
                )
            })
            .collect();
        let product = |a: &[f64], b: &[f64]| -> f64 {
            a.iter().zip(b).map(|(a, b)| a * b).sum::<f64>() / divisor
        };
        // Symmetric by construction: entry (i, j) is the same sum as (j, i).
        let cov = DMatrix::from_fn(n, n, |i, j| {
            let (low, high) = (i.min(j), i.max(j));
            product(&columns[low].1, &columns[high].1)
        });
        let mean = DVector::from_fn(n, |i, _| columns[i].0);
        let benchmark_cov = benchmark.and_then(|b| {
            let (_, s) = centred_of(
                months
                    .iter()
                    .map(|&m| b.value_at(m).unwrap_or(0.0))
                    .collect(),
            );
            (product(&s, &s) > 0.0).then(|| DVector::from_fn(n, |i, _| product(&columns[i].1, &s)))
        });
        Market {
            mean,
            cov,
            benchmark_cov,
        }
    }

    fn place(&self, cash: &DVector<f64>) -> RiskReturn {
        RiskReturn {
            volatility: cash.dot(&(&self.cov * cash)).max(0.0).sqrt() * SQRT_12,
            mean_return: 12.0 * self.mean.dot(cash),
        }
    }
}

/// `min v'Sigma v` on the polytope.
pub(crate) fn min_volatility(cov: &DMatrix<f64>, bounds: &Bounds) -> DVector<f64> {
    min_variance_at(cov, bounds, None, bounds.to_cash(&bounds.start()))
}

/// `min v'Sigma v` on the polytope, with `mean'v` held at the start's when `mean` is given;
/// `start` must be feasible.
fn min_variance_at(
    cov: &DMatrix<f64>,
    bounds: &Bounds,
    target: Option<&DVector<f64>>,
    start: DVector<f64>,
) -> DVector<f64> {
    let n = bounds.len();
    if bounds.single.is_some() {
        return start;
    }
    let rows = 1 + usize::from(target.is_some());
    let mut a_eq = DMatrix::from_element(rows, n, 1.0);
    if let Some(mean) = target {
        a_eq.row_mut(1).copy_from(&mean.transpose());
    }
    let a_in = bounds.cone();
    Qp {
        h: cov,
        c: &DVector::zeros(n),
        a_eq: &a_eq,
        b_in: &DVector::zeros(a_in.nrows()),
        a_in: &a_in,
    }
    .solve(start)
}

/// The blend of the highest `(v'mu - rf/12) / sqrt(v'Sigma v)` (see the module's documentation).
pub(crate) fn max_sharpe(market: &Market, bounds: &Bounds, risk_free_rate: f64) -> DVector<f64> {
    let excess = market.mean.add_scalar(-risk_free_rate / 12.0);
    max_ratio(&market.cov, &excess, bounds).unwrap_or_else(|| top_of_frontier(market, bounds))
}

/// The maximum of `e'v / sqrt(v'Sigma v)` by homogenization, when some blend has `e'v > 0`.
fn max_ratio(cov: &DMatrix<f64>, e: &DVector<f64>, bounds: &Bounds) -> Option<DVector<f64>> {
    let n = bounds.len();
    let best = bounds.max_linear(e);
    let best_excess = e.dot(&best);
    if best_excess <= 0.0 || !best_excess.is_finite() {
        return None;
    }
    if bounds.single.is_some() {
        return Some(best);
    }
    let cone = bounds.cone();
    // `sum y >= 0` (kappa >= 0): the bounds' cone then holds no blend of negative scale.
    let a_in = cone.clone().insert_row(cone.nrows(), 1.0);
    let y = Qp {
        h: cov,
        c: &DVector::zeros(n),
        a_eq: &DMatrix::from_row_slice(1, n, e.as_slice()),
        b_in: &DVector::zeros(a_in.nrows()),
        a_in: &a_in,
    }
    .solve(&best / best_excess);
    let scale = y.sum();
    (scale > 0.0).then(|| y / scale)
}

/// The blend of minimum variance among those of the highest attainable mean.
fn top_of_frontier(market: &Market, bounds: &Bounds) -> DVector<f64> {
    let top = bounds.max_linear(&market.mean);
    min_variance_at(&market.cov, bounds, Some(&market.mean), top)
}

/// The frontier: `points` minimum-variance blends for means evenly spaced from the
/// minimum-variance blend's to the highest attainable.
pub(crate) fn frontier(market: &Market, bounds: &Bounds, points: usize) -> Vec<DVector<f64>> {
    let points = points.clamp(*FRONTIER_POINTS.start(), *FRONTIER_POINTS.end());
    let bottom = min_volatility(&market.cov, bounds);
    let top = bounds.max_linear(&market.mean);
    let (low, high) = (market.mean.dot(&bottom), market.mean.dot(&top));
    let spread = market.mean.max() - market.mean.min();
    // Means that do not differ (beyond rounding) make every blend's mean the same: the frontier
    // is the minimum-variance blend.
    let flat = (high - low).is_nan() || high - low <= 1e-12 * spread.max(f64::MIN_POSITIVE);
    if flat || spread <= 1e-15 * market.mean.amax() {
        return vec![bottom; points];
    }
    // Each point starts from the previous one, moved towards the top just enough to reach its
    // target (a convex combination, so feasible): the QP then starts near its optimum.
    let mut frontier = vec![bottom];
    for k in 1..points {
        let previous = &frontier[k - 1];
        let target = low + (high - low) * (k as f64 / (points - 1) as f64);
        let previous_mean = market.mean.dot(previous);
        let start = if k == points - 1 || high - previous_mean <= 0.0 {
            top.clone()
        } else {
            let theta = ((target - previous_mean) / (high - previous_mean)).clamp(0.0, 1.0);
            previous + (&top - previous) * theta
        };
        frontier.push(min_variance_at(
            &market.cov,
            bounds,
            Some(&market.mean),
            start,
        ));
    }
    frontier
}

/// The risk-parity blend: the log-barrier program of the module's documentation, by damped
/// Newton steps each solved as a QP over the bounds' cone.
pub(crate) fn risk_parity(cov: &DMatrix<f64>, bounds: &Bounds) -> DVector<f64> {
    let n = bounds.len();
    let start = bounds.to_cash(&bounds.start());
    if bounds.single.is_some() {
        return start;
    }
    // Programs whose maximum is 0 hold nothing: the cone keeps them at 0, the barrier skips them.
    let free: Vec<bool> = (0..n).map(|i| bounds.hi[i] > 0.0).collect();
    let budget = 1.0 / free.iter().filter(|&&f| f).count() as f64;
    let mut y = start;
    let variance = y.dot(&(cov * &y));
    if variance > 0.0 {
        y /= variance.sqrt();
    }
    let objective = |y: &DVector<f64>| {
        let barrier: f64 = (0..n).filter(|&i| free[i]).map(|i| y[i].ln()).sum();
        0.5 * y.dot(&(cov * y)) - budget * barrier
    };
    let a_in = bounds.cone();
    let b_in = DVector::zeros(a_in.nrows());
    let no_rows = DMatrix::zeros(0, n);
    for _ in 0..100 {
        let sy = cov * &y;
        let mut gradient = sy.clone();
        let mut hessian = cov.clone();
        for i in (0..n).filter(|&i| free[i]) {
            gradient[i] -= budget / y[i];
            hessian[(i, i)] += budget / (y[i] * y[i]);
        }
        let c = &gradient - &hessian * &y;
        let z = Qp {
            h: &hessian,
            c: &c,
            a_eq: &no_rows,
            a_in: &a_in,
            b_in: &b_in,
        }
        .solve(y.clone());
        let step = z - &y;
        let decrement = -gradient.dot(&step);
        let converged = decrement.is_nan() || decrement <= 0.0;
        if converged || step.amax() <= 4.0 * f64::EPSILON * y.amax() {
            break;
        }
        // Stay inside the barrier's domain (y > 0).
        let mut alpha = 1.0;
        while alpha > 1e-300 && (0..n).any(|i| free[i] && y[i] + alpha * step[i] <= 0.0) {
            alpha *= 0.5;
        }
        // Far from the optimum, backtrack (Armijo); close to it Newton's full step converges
        // quadratically and the objective's rounding would only get in the way.
        if decrement > 1e-6 {
            let now = objective(&y);
            while alpha > 1e-12 && objective(&(&y + &step * alpha)) > now - 1e-4 * alpha * decrement
            {
                alpha *= 0.5;
            }
        }
        y += &step * alpha;
    }
    normalized(&y)
}

/// The blend of the lowest `c'v / sqrt(v'Sigma v)` (see the module's documentation).
pub(crate) fn min_correlation(
    cov: &DMatrix<f64>,
    c: &DVector<f64>,
    bounds: &Bounds,
) -> DVector<f64> {
    max_ratio(cov, &-c, bounds)
        .unwrap_or_else(|| bounds.to_cash(&lowest_ratio_vertex(cov, c, bounds)))
}

#[cfg(test)]
mod tests;
