//! The blend optimizer as the blender's Optimize panel calls it: 20 programs of 360 months with
//! different leverages and bounds that bind, each objective with its 20-point frontier and the
//! proposal's figures (goal: 10 ms each natively). Prints figures; asserts no time.

use std::hint::black_box;

use analytics_core::blend::{Allocation, BlendComponent};
use analytics_core::optimize::{optimize, Objective, OptimizeRequest, DEFAULT_FRONTIER_POINTS};
use analytics_core::{ReturnSeries, StatisticsOptions, YearMonth};
use criterion::{criterion_group, criterion_main, Criterion};

const MONTHS: usize = 360;
const PROGRAMS: usize = 20;

/// A tiny deterministic generator (64-bit LCG, Knuth's MMIX constants).
struct Lcg(u64);

impl Lcg {
    /// Uniform in [0, 1).
    fn next_unit(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

fn months(start: YearMonth) -> Vec<i32> {
    (0..MONTHS)
        .map(|i| start.plus_months(i as i32).yyyymm())
        .collect()
}

/// Programs that load on one market factor (as trend followers do, some against it), each with
/// its own drift and noise; and the factor as the S&P 500.
fn market() -> (Vec<ReturnSeries>, ReturnSeries) {
    let start = YearMonth::new(1995, 1).unwrap();
    let mut lcg = Lcg(42);
    let factor: Vec<f64> = (0..MONTHS)
        .map(|_| 0.08 * (lcg.next_unit() - 0.5))
        .collect();
    let programs = (0..PROGRAMS)
        .map(|_| {
            let drift = 0.002 + 0.008 * lcg.next_unit();
            let load = lcg.next_unit() - 0.4;
            let width = 0.05 + 0.15 * lcg.next_unit();
            let values: Vec<f64> = factor
                .iter()
                .map(|f| drift + load * f + width * (lcg.next_unit() - 0.5))
                .collect();
            ReturnSeries::from_yyyymm(&months(start), &values).unwrap()
        })
        .collect();
    let sp500: Vec<f64> = factor.iter().map(|f| 0.006 + f).collect();
    (
        programs,
        ReturnSeries::from_yyyymm(&months(start), &sp500).unwrap(),
    )
}

fn benches(c: &mut Criterion) {
    let (programs, sp500) = market();
    let components: Vec<BlendComponent> = programs
        .iter()
        .enumerate()
        .map(|(i, series)| BlendComponent {
            series,
            allocation: Allocation::new(100_000.0 * (i + 1) as f64, 1.0 + 0.5 * (i % 5) as f64)
                .unwrap(),
        })
        .collect();
    let total: f64 = components.iter().map(|c| c.allocation.amount()).sum();
    for objective in [
        Objective::MaxSharpe,
        Objective::MinVolatility,
        Objective::RiskParity,
        Objective::MinCorrelation,
    ] {
        let request = OptimizeRequest {
            objective,
            min_weights: vec![0.01; PROGRAMS],
            max_weights: vec![0.15; PROGRAMS],
            normalized: true,
            total,
            options: StatisticsOptions::default(),
            frontier_points: DEFAULT_FRONTIER_POINTS,
        };
        c.bench_function(
            &format!("optimize {objective:?}: 20 programs x 360 months + 20-point frontier"),
            |b| b.iter(|| black_box(optimize(&components, Some(&sp500), &request).unwrap())),
        );
    }
    // The other branch of minCorrelation: against a benchmark every program follows, no blend
    // correlates negatively and the vertex search runs; these bounds have about 230,000
    // vertices and the programs relate weakly to each other (a loose bound): the search runs to
    // its node budget, the worst case of its time.
    let follower: Vec<f64> = (0..MONTHS)
        .map(|t| programs.iter().map(|p| p.values()[t]).sum::<f64>() / PROGRAMS as f64)
        .collect();
    let follower =
        ReturnSeries::from_yyyymm(&months(YearMonth::new(1995, 1).unwrap()), &follower).unwrap();
    let request = OptimizeRequest {
        objective: Objective::MinCorrelation,
        min_weights: vec![0.01; PROGRAMS],
        max_weights: vec![0.15; PROGRAMS],
        normalized: true,
        total,
        options: StatisticsOptions::default(),
        frontier_points: DEFAULT_FRONTIER_POINTS,
    };
    c.bench_function(
        "optimize MinCorrelation, all correlations positive (vertex search, 230,000 vertices)",
        |b| b.iter(|| black_box(optimize(&components, Some(&follower), &request).unwrap())),
    );
    // The most programs the engine takes (the blender stops at 20), every objective in one run.
    let mut lcg = Lcg(7);
    let start = YearMonth::new(1995, 1).unwrap();
    let many: Vec<ReturnSeries> = (0..50)
        .map(|i| {
            let values: Vec<f64> = programs[i % PROGRAMS]
                .values()
                .iter()
                .map(|v| v + 0.02 * (lcg.next_unit() - 0.5))
                .collect();
            ReturnSeries::from_yyyymm(&months(start), &values).unwrap()
        })
        .collect();
    let components: Vec<BlendComponent> = many
        .iter()
        .map(|series| BlendComponent {
            series,
            allocation: Allocation::new(100_000.0, 1.5).unwrap(),
        })
        .collect();
    c.bench_function("optimize every objective: 50 programs x 360 months", |b| {
        b.iter(|| {
            for objective in [
                Objective::MaxSharpe,
                Objective::MinVolatility,
                Objective::RiskParity,
                Objective::MinCorrelation,
            ] {
                let request = OptimizeRequest {
                    objective,
                    min_weights: vec![0.005; 50],
                    max_weights: vec![0.06; 50],
                    normalized: true,
                    total: 5_000_000.0,
                    options: StatisticsOptions::default(),
                    frontier_points: DEFAULT_FRONTIER_POINTS,
                };
                black_box(optimize(&components, Some(&sp500), &request).unwrap());
            }
        })
    });
}

criterion_group!(optimizer, benches);
criterion_main!(optimizer);
