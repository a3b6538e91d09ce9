//! The engine's two hot paths: the server recomputing every program's statistics, and the
//! blender recomputing a blend while a member drags allocations.

use std::hint::black_box;

use analytics_core::blend::{Allocation, BlendComponent};
use analytics_core::{
    blend_statistics, program_statistics, ReturnSeries, StatisticsOptions, YearMonth,
};
use criterion::{criterion_group, criterion_main, Criterion};

const MONTHS: usize = 360;

/// A tiny deterministic generator (64-bit LCG, Knuth's MMIX constants): no randomness needed.
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

/// `MONTHS` monthly returns from `start` with a drift and a volatility of the seed's choosing.
fn synthetic(seed: u64, start: YearMonth) -> ReturnSeries {
    let mut lcg = Lcg(seed);
    let drift = 0.002 + 0.008 * lcg.next_unit();
    let width = 0.05 + 0.15 * lcg.next_unit();
    let months: Vec<i32> = (0..MONTHS)
        .map(|i| start.plus_months(i as i32).yyyymm())
        .collect();
    let values: Vec<f64> = (0..MONTHS)
        .map(|_| drift + width * (lcg.next_unit() - 0.5))
        .collect();
    ReturnSeries::from_yyyymm(&months, &values).expect("synthetic returns are valid")
}

fn benches(c: &mut Criterion) {
    let start = YearMonth::new(1995, 1).unwrap();
    let programs: Vec<ReturnSeries> = (1..=600).map(|seed| synthetic(seed, start)).collect();
    let benchmark = synthetic(9_999, YearMonth::new(1990, 1).unwrap());
    let options = StatisticsOptions::default();

    c.bench_function("program_statistics: 600 programs x 360 months", |b| {
        b.iter(|| {
            for program in &programs {
                black_box(program_statistics(program, Some(&benchmark), &options));
            }
        })
    });

    let components: Vec<BlendComponent> = programs[..20]
        .iter()
        .enumerate()
        .map(|(i, series)| BlendComponent {
            series,
            allocation: Allocation::new(100_000.0 * (i + 1) as f64, 1.0 + 0.5 * (i % 5) as f64)
                .unwrap(),
        })
        .collect();
    c.bench_function(
        "blend_statistics: 20 programs x 360 months + 20x20 correlations",
        |b| {
            b.iter(|| {
                black_box(blend_statistics(&components, false, Some(&benchmark), &options).unwrap())
            })
        },
    );
}

criterion_group!(statistics, benches);
criterion_main!(statistics);
