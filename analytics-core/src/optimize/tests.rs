use super::*;
use approx::assert_abs_diff_eq;
use proptest::prelude::*;

use crate::blend::Allocation;

/// A deterministic generator (64-bit LCG): uniform in [0, 1).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

fn series_of(start: YearMonth, values: &[f64]) -> ReturnSeries {
    let months: Vec<i32> = (0..values.len())
        .map(|i| start.plus_months(i as i32).yyyymm())
        .collect();
    ReturnSeries::from_yyyymm(&months, values).unwrap()
}

/// `n` programs of `t` months from January 2000, each with its own drift and width, plus a
/// common factor (so that they correlate like real programs).
fn random_series(seed: u64, n: usize, t: usize) -> Vec<ReturnSeries> {
    let mut lcg = Lcg(seed);
    let factor: Vec<f64> = (0..t).map(|_| lcg.next() - 0.5).collect();
    (0..n)
        .map(|_| {
            let drift = 0.01 * lcg.next() - 0.002;
            let width = 0.02 + 0.1 * lcg.next();
            let load = 0.1 * (lcg.next() - 0.3);
            let values: Vec<f64> = factor
                .iter()
                .map(|f| drift + load * f + width * (lcg.next() - 0.5))
                .collect();
            series_of(YearMonth::new(2000, 1).unwrap(), &values)
        })
        .collect()
}

fn market_of(mean: &[f64], cov: &[f64]) -> Market {
    let n = mean.len();
    Market {
        mean: DVector::from_column_slice(mean),
        cov: DMatrix::from_row_slice(n, n, cov),
        benchmark_cov: None,
    }
}

fn open_bounds(n: usize) -> Bounds {
    Bounds::new(&vec![0.0; n], &vec![1.0; n], &vec![1.0; n]).unwrap()
}

fn weights(bounds: &Bounds, cash: &DVector<f64>) -> Vec<f64> {
    bounds.to_weights(cash)
}

fn assert_feasible(w: &[f64], lo: &[f64], hi: &[f64]) {
    assert_abs_diff_eq!(w.iter().sum::<f64>(), 1.0, epsilon = 1e-12);
    for i in 0..w.len() {
        assert!(
            w[i] >= lo[i] - 1e-12 && w[i] <= hi[i] + 1e-12,
            "{w:?} out of {lo:?}..{hi:?}"
        );
    }
}

/// The KKT conditions of `min F(v)  s.t.  sum v = 1 (when `simplex`), A v >= 0` at `v`, with
/// `gradient` = grad F(v) and `extra` further equality rows: stationarity
/// `grad F = nu 1 + extra' mu + A_active' lambda` to 1e-8 (relative to the gradient), lambda >= 0
/// for the active rows, and primal feasibility; complementary slackness holds by construction
/// (inactive rows get no multiplier).
fn assert_kkt(
    bounds: &Bounds,
    v: &DVector<f64>,
    gradient: &DVector<f64>,
    equalities: &[DVector<f64>],
) {
    let a = bounds.cone();
    let n = v.len();
    let mut active = Vec::new();
    for i in 0..a.nrows() {
        let row = a.row(i);
        let value = row.dot(&v.transpose()) / row.norm();
        assert!(value >= -1e-12, "row {i} violated: {value}");
        if value <= 1e-9 {
            active.push(i);
        }
    }
    let columns = equalities.len() + active.len();
    let mut basis = DMatrix::zeros(n, columns);
    for (k, e) in equalities.iter().enumerate() {
        basis.set_column(k, e);
    }
    for (k, &i) in active.iter().enumerate() {
        basis.set_column(equalities.len() + k, &a.row(i).transpose());
    }
    let scale = gradient.amax().max(1e-300);
    // As many constraints as variables pin the point down (the top of the frontier is often a
    // vertex alone on its mean): the multipliers are then not unique and feasibility is all.
    if columns >= n {
        return;
    }
    if columns == 0 {
        assert!(gradient.amax() <= 1e-8, "unconstrained gradient {gradient}");
        return;
    }
    let multipliers = basis
        .clone()
        .svd(true, true)
        .solve(gradient, 1e-14)
        .unwrap();
    let residual = (&basis * &multipliers - gradient).amax();
    assert!(
        residual <= 1e-8 * scale,
        "stationarity residual {residual} (gradient {scale})"
    );
    for k in 0..active.len() {
        let lambda = multipliers[equalities.len() + k] * a.row(active[k]).norm();
        assert!(
            lambda >= -1e-8 * scale,
            "negative multiplier {lambda} on row {} ",
            active[k]
        );
    }
}

fn ones(n: usize) -> DVector<f64> {
    DVector::from_element(n, 1.0)
}

fn sharpe(market: &Market, v: &DVector<f64>, rf: f64) -> f64 {
    (market.mean.dot(v) - rf / 12.0) / v.dot(&(&market.cov * v)).sqrt()
}

fn sharpe_gradient(market: &Market, v: &DVector<f64>, rf: f64) -> DVector<f64> {
    let excess = market.mean.dot(v) - rf / 12.0;
    let sv = &market.cov * v;
    let sd = v.dot(&sv).sqrt();
    // The gradient of -Sharpe (the problem is a minimization).
    -(market.mean.clone() / sd - sv * (excess / (sd * sd * sd)))
}

/// Uncorrelated programs of equal variance, some with different means.
fn diagonal(mean: &[f64], variances: &[f64]) -> Market {
    let n = mean.len();
    let mut cov = vec![0.0; n * n];
    for i in 0..n {
        cov[i * n + i] = variances[i];
    }
    market_of(mean, &cov)
}

#[test]
fn two_programs_minimum_variance_is_the_closed_form() {
    let (s1, s2, s12) = (0.04, 0.09, 0.012);
    let market = market_of(&[0.01, 0.02], &[s1, s12, s12, s2]);
    let bounds = open_bounds(2);
    let w = weights(&bounds, &min_volatility(&market.cov, &bounds));
    let expected = (s2 - s12) / (s1 + s2 - 2.0 * s12);
    assert_abs_diff_eq!(w[0], expected, epsilon = 1e-12);
    assert_abs_diff_eq!(w[1], 1.0 - expected, epsilon = 1e-12);
}

#[test]
fn equal_uncorrelated_programs_get_equal_weights() {
    let market = diagonal(&[0.01; 4], &[0.02; 4]);
    let bounds = open_bounds(4);
    for v in [
        min_volatility(&market.cov, &bounds),
        risk_parity(&market.cov, &bounds),
        max_sharpe(&market, &bounds, 0.01),
    ] {
        for w in weights(&bounds, &v) {
            assert_abs_diff_eq!(w, 0.25, epsilon = 1e-12);
        }
    }
}

#[test]
fn risk_parity_weights_uncorrelated_programs_by_inverse_volatility() {
    let market = diagonal(&[0.01; 3], &[0.01, 0.04, 0.09]);
    let bounds = open_bounds(3);
    let w = weights(&bounds, &risk_parity(&market.cov, &bounds));
    // 1/sigma = 10, 5, 3.33...: normalized 6/11, 3/11, 2/11.
    for (got, expected) in w.iter().zip([6.0 / 11.0, 3.0 / 11.0, 2.0 / 11.0]) {
        assert_abs_diff_eq!(*got, expected, epsilon = 1e-12);
    }
}

#[test]
fn risk_parity_equalizes_risk_contributions_of_correlated_programs() {
    let market = market_of(
        &[0.0; 3],
        &[0.04, 0.01, 0.0, 0.01, 0.09, -0.02, 0.0, -0.02, 0.16],
    );
    let bounds = open_bounds(3);
    let v = risk_parity(&market.cov, &bounds);
    let sv = &market.cov * &v;
    let total = v.dot(&sv);
    for i in 0..3 {
        assert_abs_diff_eq!(v[i] * sv[i], total / 3.0, epsilon = 1e-14);
    }
}

#[test]
fn the_dominant_program_takes_everything_for_the_sharpe_ratio() {
    // Program 2 loses money and is uncorrelated: any of it lowers the Sharpe ratio.
    let market = diagonal(&[0.02, -0.01], &[0.01, 0.01]);
    let bounds = open_bounds(2);
    let w = weights(&bounds, &max_sharpe(&market, &bounds, 0.01));
    assert_abs_diff_eq!(w[0], 1.0, epsilon = 1e-12);
    assert_abs_diff_eq!(w[1], 0.0, epsilon = 1e-12);
}

#[test]
fn binding_bounds_hold_and_the_rest_is_optimal() {
    // Unconstrained minimum variance: 0.09 / 0.1 = 90 % of program 1; its maximum is 60 %.
    let market = diagonal(&[0.01, 0.01], &[0.01, 0.09]);
    let bounds = Bounds::new(&[0.0, 0.0], &[0.6, 1.0], &[1.0, 1.0]).unwrap();
    let v = min_volatility(&market.cov, &bounds);
    let w = weights(&bounds, &v);
    assert_abs_diff_eq!(w[0], 0.6, epsilon = 1e-12);
    assert_kkt(&bounds, &v, &(&market.cov * &v * 2.0), &[ones(2)]);
    // A minimum of 20 % for program 2 binds the same way.
    let bounds = Bounds::new(&[0.0, 0.2], &[1.0, 1.0], &[1.0, 1.0]).unwrap();
    let w = weights(&bounds, &min_volatility(&market.cov, &bounds));
    assert_abs_diff_eq!(w[1], 0.2, epsilon = 1e-12);
}

#[test]
fn weights_are_shares_of_the_amount_and_leverage_scales_cash() {
    // Equal programs, the second levered twice: equal risk needs half its cash, i.e. the same
    // amount (amount = cash * L).
    let market = diagonal(&[0.01, 0.02], &[0.01, 0.04]);
    let bounds = Bounds::new(&[0.0, 0.0], &[1.0, 1.0], &[1.0, 2.0]).unwrap();
    let v = risk_parity(&market.cov, &bounds);
    assert_abs_diff_eq!(v[0], 2.0 / 3.0, epsilon = 1e-12);
    let w = weights(&bounds, &v);
    assert_abs_diff_eq!(w[0], 0.5, epsilon = 1e-12);
    // A maximum of 40 % of the amount on program 1 is a bound on cash shares: 0.4 of the
    // amount is cash 0.4 against 0.3 (0.6 / 2).
    let bounds = Bounds::new(&[0.0, 0.0], &[0.4, 1.0], &[1.0, 2.0]).unwrap();
    let v = min_volatility(&market.cov, &bounds);
    assert_abs_diff_eq!(weights(&bounds, &v)[0], 0.4, epsilon = 1e-12);
    assert_abs_diff_eq!(v[0], 0.4 / 0.7, epsilon = 1e-12);
    assert_kkt(&bounds, &v, &(&market.cov * &v * 2.0), &[ones(2)]);
}

/// A random problem: market statistics from random series, random leverages and feasible
/// bounds.
fn random_problem(seed: u64, n: usize, t: usize) -> (Market, Bounds, Vec<f64>, Vec<f64>) {
    let series = random_series(seed, n, t);
    let mut lcg = Lcg(seed ^ 0x9e37_79b9);
    let leverages: Vec<f64> = (0..n)
        .map(|_| 1.0 + (lcg.next() * 4.0).floor() * 0.5)
        .collect();
    let lo: Vec<f64> = (0..n)
        .map(|_| {
            if lcg.next() < 0.5 {
                0.0
            } else {
                0.3 / n as f64 * lcg.next()
            }
        })
        .collect();
    let hi: Vec<f64> = (0..n)
        .map(|i| {
            if lcg.next() < 0.5 {
                1.0
            } else {
                (lo[i] + 1.5 / n as f64 + lcg.next() * 0.5).min(1.0)
            }
        })
        .collect();
    let refs: Vec<&ReturnSeries> = series.iter().collect();
    let months = common_months(&refs);
    let market = Market::of(&refs, &leverages, &months, None);
    let bounds = Bounds::new(&lo, &hi, &leverages).unwrap();
    (market, bounds, lo, hi)
}

#[test]
fn kkt_conditions_hold_at_every_convex_optimum() {
    for seed in 1..=20 {
        let n = 3 + (seed as usize % 6);
        let (market, bounds, lo, hi) = random_problem(seed, n, 60);
        let v = min_volatility(&market.cov, &bounds);
        assert_feasible(&weights(&bounds, &v), &lo, &hi);
        assert_kkt(&bounds, &v, &(&market.cov * &v * 2.0), &[ones(n)]);

        let rf = 0.01;
        let excess = market.mean.add_scalar(-rf / 12.0);
        if excess.dot(&bounds.max_linear(&excess)) > 0.0 {
            let v = max_sharpe(&market, &bounds, rf);
            assert_kkt(&bounds, &v, &sharpe_gradient(&market, &v, rf), &[ones(n)]);
        }

        // Risk parity: the barrier program over the cone, at y = v / sd (where y'Sigma y = 1).
        let v = risk_parity(&market.cov, &bounds);
        let y = &v / v.dot(&(&market.cov * &v)).sqrt();
        let mut gradient = &market.cov * &y;
        for i in 0..n {
            gradient[i] -= 1.0 / (n as f64 * y[i]);
        }
        assert_kkt(&bounds, &y, &gradient, &[]);

        // Minimum correlation when some blend correlates negatively (any vector serves as the
        // covariances with a benchmark here): the gradient of c'v / sqrt(v'Sigma v).
        let mut lcg = Lcg(seed * 31);
        let c = DVector::from_fn(n, |_, _| 1e-3 * (lcg.next() - 0.6));
        if (-&c).dot(&bounds.max_linear(&-&c)) > 0.0 {
            let v = min_correlation(&market.cov, &c, &bounds);
            let sv = &market.cov * &v;
            let sd = v.dot(&sv).sqrt();
            let gradient = &c / sd - sv * (c.dot(&v) / (sd * sd * sd));
            assert_kkt(&bounds, &v, &gradient, &[ones(n)]);
        }

        for v in frontier(&market, &bounds, 8) {
            assert_kkt(
                &bounds,
                &v,
                &(&market.cov * &v * 2.0),
                &[ones(n), market.mean.clone()],
            );
        }
    }
}

#[test]
fn the_frontier_rises_in_mean_and_volatility() {
    for seed in 1..=10 {
        let (market, bounds, lo, hi) = random_problem(seed, 8, 48);
        let points = frontier(&market, &bounds, 20);
        assert_eq!(points.len(), 20);
        let places: Vec<RiskReturn> = points
            .iter()
            .map(|v| {
                assert_feasible(&weights(&bounds, v), &lo, &hi);
                market.place(v)
            })
            .collect();
        for pair in places.windows(2) {
            assert!(pair[1].mean_return >= pair[0].mean_return - 1e-14);
            assert!(pair[1].volatility >= pair[0].volatility - 1e-12, "{pair:?}");
        }
        // The first point is the minimum-variance blend, the last the highest attainable mean.
        let bottom = min_volatility(&market.cov, &bounds);
        assert_abs_diff_eq!(
            places[0].volatility,
            market.place(&bottom).volatility,
            epsilon = 1e-12
        );
        let top = bounds.max_linear(&market.mean);
        assert_abs_diff_eq!(
            places[19].mean_return,
            12.0 * market.mean.dot(&top),
            epsilon = 1e-12
        );
    }
}

#[test]
fn without_a_blend_beating_the_risk_free_rate_max_sharpe_is_the_top_of_the_frontier() {
    let market = market_of(&[-0.01, -0.02], &[0.01, 0.0, 0.0, 0.02]);
    let bounds = open_bounds(2);
    let w = weights(&bounds, &max_sharpe(&market, &bounds, 0.01));
    assert_abs_diff_eq!(w[0], 1.0, epsilon = 1e-12);
}

/// Every vertex of a small weights polytope (each weight at a bound but one), by brute force.
fn all_vertices(lo: &[f64], hi: &[f64]) -> Vec<Vec<f64>> {
    let n = lo.len();
    let mut out = Vec::new();
    for free in 0..n {
        for mask in 0..(1u32 << n) {
            if mask & (1 << free) != 0 {
                continue;
            }
            let mut w: Vec<f64> = (0..n)
                .map(|i| if mask & (1 << i) != 0 { hi[i] } else { lo[i] })
                .collect();
            w[free] = 0.0;
            let rest = 1.0 - w.iter().sum::<f64>();
            if rest >= lo[free] - 1e-15 && rest <= hi[free] + 1e-15 {
                w[free] = rest;
                out.push(w);
            }
        }
    }
    out
}

fn correlation_of(cov: &DMatrix<f64>, c: &DVector<f64>, v: &DVector<f64>) -> f64 {
    c.dot(v) / v.dot(&(cov * v)).sqrt()
}

#[test]
fn non_negative_minimum_correlation_is_the_best_vertex() {
    for seed in 1..=10 {
        // Six programs with mixed bounds, or ten whose maximums leave hundreds of vertices.
        let n = if seed % 2 == 0 { 6 } else { 10 };
        let series = random_series(seed, n + 1, 60);
        let refs: Vec<&ReturnSeries> = series[..n].iter().collect();
        let months = common_months(&refs);
        let leverages: Vec<f64> = [1.0, 2.0, 1.0, 1.5, 1.0, 3.0]
            .iter()
            .cycle()
            .take(n)
            .copied()
            .collect();
        // Programs built to follow the benchmark: every blend correlates positively.
        let benchmark_values: Vec<f64> = (0..60)
            .map(|t| {
                refs.iter().map(|s| s.values()[t]).sum::<f64>() / n as f64
                    + 0.001 * series[n].values()[t]
            })
            .collect();
        let benchmark = series_of(YearMonth::new(2000, 1).unwrap(), &benchmark_values);
        let market = Market::of(&refs, &leverages, &months, Some(&benchmark));
        let c = market.benchmark_cov.clone().unwrap();
        let (lo, hi) = if n == 6 {
            (
                vec![0.05, 0.0, 0.1, 0.0, 0.05, 0.0],
                vec![0.4, 0.3, 0.5, 0.35, 1.0, 0.25],
            )
        } else {
            (vec![0.01; n], vec![0.22; n])
        };
        let bounds = Bounds::new(&lo, &hi, &leverages).unwrap();
        let v = min_correlation(&market.cov, &c, &bounds);
        let got = correlation_of(&market.cov, &c, &v);
        assert_feasible(&weights(&bounds, &v), &lo, &hi);
        let best = all_vertices(&lo, &hi)
            .iter()
            .map(|w| correlation_of(&market.cov, &c, &bounds.to_cash(w)))
            .fold(f64::INFINITY, f64::min);
        if best >= 0.0 {
            assert_abs_diff_eq!(got, best, epsilon = 1e-12);
        } else {
            assert!(got <= best + 1e-12);
        }
    }
}

#[test]
fn a_singular_covariance_still_gives_a_feasible_optimum() {
    // Program 3 is program 1 twice over (a duplicate), and 12 months for 20 programs.
    let mut series = random_series(7, 2, 12);
    series.push(series[0].clone());
    let mut more = random_series(8, 17, 12);
    series.append(&mut more);
    let n = series.len();
    let refs: Vec<&ReturnSeries> = series.iter().collect();
    let benchmark = random_series(9, 1, 12).remove(0);
    for objective in [
        Objective::MaxSharpe,
        Objective::MinVolatility,
        Objective::RiskParity,
        Objective::MinCorrelation,
    ] {
        let components: Vec<BlendComponent> = refs
            .iter()
            .map(|s| BlendComponent {
                series: s,
                allocation: Allocation::new(1000.0, 1.0).unwrap(),
            })
            .collect();
        let lo = vec![0.01; n];
        let hi = vec![0.3; n];
        let result = optimize(
            &components,
            Some(&benchmark),
            &request(objective, lo.clone(), hi.clone()),
        )
        .unwrap();
        assert_feasible(&result.weights, &lo, &hi);
        for point in &result.frontier {
            assert_feasible(&point.weights, &lo, &hi);
        }
    }
}

fn request(objective: Objective, min_weights: Vec<f64>, max_weights: Vec<f64>) -> OptimizeRequest {
    OptimizeRequest {
        objective,
        min_weights,
        max_weights,
        normalized: true,
        total: 1_000_000.0,
        options: StatisticsOptions::default(),
        frontier_points: DEFAULT_FRONTIER_POINTS,
    }
}

#[test]
fn the_proposal_is_what_the_blend_shows_after_applying() {
    let series = random_series(3, 5, 120);
    let leverages = [1.0, 2.0, 1.5, 1.0, 3.0];
    let components: Vec<BlendComponent> = series
        .iter()
        .zip(leverages)
        .map(|(series, leverage)| BlendComponent {
            series,
            allocation: Allocation::new(200_000.0, leverage).unwrap(),
        })
        .collect();
    let result = optimize(
        &components,
        None,
        &request(Objective::MaxSharpe, vec![0.05; 5], vec![0.6; 5]),
    )
    .unwrap();
    assert_eq!(result.common_months.count, 120);
    assert_eq!(result.frontier.len(), 20);
    let sd = result.figures.annualized_standard_deviation.unwrap();
    assert_abs_diff_eq!(result.proposal.volatility, sd, epsilon = 1e-12);
    let sharpe = result.figures.sharpe_ratio.unwrap();
    assert_abs_diff_eq!(
        sharpe,
        (result.proposal.mean_return - 0.01) / result.proposal.volatility,
        epsilon = 1e-12
    );
    // The proposal's Sharpe ratio is the frontier's best.
    for point in &result.frontier {
        assert!((point.mean_return - 0.01) / point.volatility <= sharpe + 1e-12);
    }
    // The current blend: equal amounts.
    let current = blend_figures(
        &components,
        true,
        None,
        &StatisticsOptions::default(),
        CorrelationMatrix::default(),
    )
    .unwrap();
    assert_abs_diff_eq!(
        result.current.volatility,
        current.statistics.annualized_standard_deviation.unwrap(),
        epsilon = 1e-12
    );
    assert!(sharpe >= current.statistics.sharpe_ratio.unwrap());
}

#[test]
fn statistics_use_the_months_every_program_has() {
    let a = series_of(
        YearMonth::new(2000, 1).unwrap(),
        &[0.01, 0.02, -0.01, 0.03, 0.0],
    );
    let b = series_of(YearMonth::new(2000, 3).unwrap(), &[0.02, 0.01, -0.02, 0.01]);
    let components = [
        BlendComponent {
            series: &a,
            allocation: Allocation::new(1.0, 1.0).unwrap(),
        },
        BlendComponent {
            series: &b,
            allocation: Allocation::new(1.0, 1.0).unwrap(),
        },
    ];
    let result = optimize(
        &components,
        None,
        &request(Objective::MinVolatility, vec![0.0; 2], vec![1.0; 2]),
    )
    .unwrap();
    assert_eq!(result.common_months.first, YearMonth::new(2000, 3).unwrap());
    assert_eq!(result.common_months.last, YearMonth::new(2000, 5).unwrap());
    assert_eq!(result.common_months.count, 3);
}

#[test]
fn errors_have_stable_codes() {
    let series = random_series(1, 3, 24);
    let components: Vec<BlendComponent> = series
        .iter()
        .map(|series| BlendComponent {
            series,
            allocation: Allocation::new(1.0, 1.0).unwrap(),
        })
        .collect();
    let code = |request: OptimizeRequest, benchmark: Option<&ReturnSeries>| {
        optimize(&components, benchmark, &request)
            .unwrap_err()
            .code()
    };
    let objective = Objective::MinVolatility;
    assert_eq!(
        code(request(objective, vec![0.5; 3], vec![1.0; 3]), None),
        "infeasible_bounds"
    );
    assert_eq!(
        code(request(objective, vec![0.0; 3], vec![0.3; 3]), None),
        "infeasible_bounds"
    );
    assert_eq!(
        code(
            request(objective, vec![0.2, 0.5, 0.0], vec![0.1, 1.0, 1.0]),
            None
        ),
        "infeasible_bounds"
    );
    assert_eq!(
        code(request(objective, vec![0.0; 2], vec![1.0; 2]), None),
        "infeasible_bounds"
    );
    assert_eq!(
        code(request(objective, vec![f64::NAN; 3], vec![1.0; 3]), None),
        "infeasible_bounds"
    );
    let correlation = request(Objective::MinCorrelation, vec![0.0; 3], vec![1.0; 3]);
    assert_eq!(code(correlation.clone(), None), "no_benchmark");
    let flat = series_of(YearMonth::new(2000, 1).unwrap(), &[0.01; 24]);
    assert_eq!(code(correlation, Some(&flat)), "no_benchmark");
    let one = series_of(YearMonth::new(2001, 12).unwrap(), &[0.01, 0.02]);
    let late = [
        components[0],
        BlendComponent {
            series: &one,
            allocation: Allocation::new(1.0, 1.0).unwrap(),
        },
    ];
    let error = optimize(&late, None, &request(objective, vec![0.0; 2], vec![1.0; 2])).unwrap_err();
    assert_eq!(error.code(), "too_few_months");
    assert_eq!(
        optimize(&[], None, &request(objective, vec![], vec![]))
            .unwrap_err()
            .code(),
        "empty_blend"
    );
    let mut total = request(objective, vec![0.0; 3], vec![1.0; 3]);
    total.total = 0.0;
    assert_eq!(code(total, None), "invalid_amount");
}

#[test]
fn bounds_allowing_one_blend_give_it_for_every_objective() {
    let series = random_series(2, 3, 24);
    let components: Vec<BlendComponent> = series
        .iter()
        .map(|series| BlendComponent {
            series,
            allocation: Allocation::new(1.0, 2.0).unwrap(),
        })
        .collect();
    for objective in [
        Objective::MaxSharpe,
        Objective::MinVolatility,
        Objective::RiskParity,
    ] {
        let result = optimize(
            &components,
            None,
            &request(objective, vec![0.2, 0.3, 0.5], vec![1.0; 3]),
        )
        .unwrap();
        assert_eq!(result.weights, [0.2, 0.3, 0.5]);
    }
}

/// A random feasible weights vector: uniform within the bounds, then moved towards the maximums
/// or the minimums (a convex combination, so within them) until it sums to 1.
fn random_feasible(lcg: &mut Lcg, lo: &[f64], hi: &[f64]) -> Vec<f64> {
    let mut w: Vec<f64> = lo
        .iter()
        .zip(hi)
        .map(|(l, h)| l + lcg.next() * (h - l))
        .collect();
    let sum: f64 = w.iter().sum();
    if sum < 1.0 {
        let room: f64 = w.iter().zip(hi).map(|(w, h)| h - w).sum();
        for (w, h) in w.iter_mut().zip(hi) {
            *w += (1.0 - sum) * (h - *w) / room;
        }
    } else {
        let room: f64 = w.iter().zip(lo).map(|(w, l)| *w - l).sum();
        for (w, l) in w.iter_mut().zip(lo) {
            *w -= (sum - 1.0) * (*w - l) / room;
        }
    }
    w
}

/// Risk parity's objective as a function of the blend: the barrier program at its best scale
/// (`y = v / sd`), `1/2 + 1/2 ln(v'Sigma v) - (1/n) sum ln v_i`.
fn parity_objective(cov: &DMatrix<f64>, v: &DVector<f64>) -> f64 {
    let n = v.len() as f64;
    0.5 + 0.5 * v.dot(&(cov * v)).ln() - v.iter().map(|x| x.ln()).sum::<f64>() / n
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn no_random_feasible_blend_beats_the_optimum(seed in 1u64..1_000_000, n in 2usize..9, t in 6usize..40) {
        let (market, bounds, lo, hi) = random_problem(seed, n, t);
        let mut lcg = Lcg(seed);
        let rf = 0.01;
        let minvol = min_volatility(&market.cov, &bounds);
        let sharpe_v = max_sharpe(&market, &bounds, rf);
        let parity = risk_parity(&market.cov, &bounds);
        for v in [&minvol, &sharpe_v, &parity] {
            assert_feasible(&weights(&bounds, v), &lo, &hi);
        }
        let variance = |v: &DVector<f64>| v.dot(&(&market.cov * v));
        let best_variance = variance(&bounds.to_cash(&weights(&bounds, &minvol)));
        let excess = market.mean.add_scalar(-rf / 12.0);
        let sharpe_positive = excess.dot(&bounds.max_linear(&excess)) > 0.0;
        let best_sharpe = sharpe(&market, &sharpe_v, rf);
        let all_free = lo.iter().all(|&l| l > 0.0) || hi.iter().all(|&h| h > 0.0);
        let best_parity = parity_objective(&market.cov, &parity);
        for _ in 0..1000 {
            let w = random_feasible(&mut lcg, &lo, &hi);
            let v = bounds.to_cash(&w);
            prop_assert!(variance(&v) >= best_variance - 1e-14 * best_variance.abs().max(1e-300));
            if sharpe_positive {
                prop_assert!(sharpe(&market, &v, rf) <= best_sharpe + 1e-10);
            }
            if all_free && v.iter().all(|&x| x > 0.0) {
                prop_assert!(parity_objective(&market.cov, &v) >= best_parity - 1e-10);
            }
        }
    }

    #[test]
    fn no_random_feasible_blend_correlates_less(seed in 1u64..1_000_000, n in 2usize..8, following in 0.0f64..1.5) {
        let series = random_series(seed, n + 1, 36);
        let refs: Vec<&ReturnSeries> = series[..n].iter().collect();
        // A benchmark that follows the programs more or less: both signs of correlation occur.
        let values: Vec<f64> = (0..36)
            .map(|t| following * refs[0].values()[t] + series[n].values()[t])
            .collect();
        let benchmark = series_of(YearMonth::new(2000, 1).unwrap(), &values);
        let (_, bounds, lo, hi) = random_problem(seed, n, 36);
        let months = common_months(&refs);
        let market = Market::of(&refs, &bounds.leverage, &months, Some(&benchmark));
        let c = market.benchmark_cov.clone().unwrap();
        let v = min_correlation(&market.cov, &c, &bounds);
        assert_feasible(&weights(&bounds, &v), &lo, &hi);
        let best = correlation_of(&market.cov, &c, &bounds.to_cash(&weights(&bounds, &v)));
        let mut lcg = Lcg(seed);
        for _ in 0..1000 {
            let w = random_feasible(&mut lcg, &lo, &hi);
            prop_assert!(correlation_of(&market.cov, &c, &bounds.to_cash(&w)) >= best - 1e-10);
        }
    }
}
