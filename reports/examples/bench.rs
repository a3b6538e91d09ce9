//! Times the reports of 30-year records: `cargo run --release -p reports --example bench [DIR]`.
//! The first report (fonts read, typst warmed up) is timed apart; then each run renders a
//! different record, so typst's memoization cannot replay an earlier report. With a directory
//! as argument, also writes one program, one blend and one 20-program blend PDF per language
//! there.

#[path = "../tests/support/mod.rs"]
mod support;

use std::time::Instant;

use reports::{blend_pdf, program_pdf, Lang};

const RUNS: u64 = 10;

fn main() -> Result<(), reports::Error> {
    let profile = if cfg!(debug_assertions) {
        "debug"
    } else {
        "release"
    };
    println!("profile: {profile}, {RUNS} different 30-year records per line");
    let out_dir = std::env::args_os().nth(1).map(std::path::PathBuf::from);
    let write = |name: String, bytes: &[u8]| match &out_dir {
        Some(dir) => std::fs::write(dir.join(name), bytes)
            .map_err(|error| reports::Error::Typeset(error.to_string())),
        None => Ok(()),
    };
    for lang in [Lang::En, Lang::ZhHans] {
        let started = Instant::now();
        let first = program_pdf(&support::program_report(lang, 30))?;
        println!(
            "{:8} program  first  {:7.1} ms  {:6} bytes",
            lang.code(),
            started.elapsed().as_secs_f64() * 1000.0,
            first.len()
        );
        write(format!("program-{}.pdf", lang.code()), &first)?;

        let programs: Vec<_> = (0..RUNS)
            .map(|seed| support::program_report_seeded(lang, 30, 1000 + seed))
            .collect();
        let started = Instant::now();
        let mut largest = 0;
        for report in &programs {
            largest = largest.max(program_pdf(report)?.len());
        }
        println!(
            "{:8} program  each   {:7.1} ms  {largest:6} bytes (largest)",
            lang.code(),
            started.elapsed().as_secs_f64() * 1000.0 / RUNS as f64
        );

        let mut blends: Vec<_> = (0..RUNS).map(|_| support::blend_report(lang)).collect();
        for (index, blend) in blends.iter_mut().enumerate() {
            blend.blend_name = format!("Core Trend Blend {index}");
        }
        let started = Instant::now();
        let mut bytes = Vec::new();
        for blend in &blends {
            bytes = blend_pdf(blend)?;
        }
        println!(
            "{:8} blend    each   {:7.1} ms  {:6} bytes",
            lang.code(),
            started.elapsed().as_secs_f64() * 1000.0 / RUNS as f64,
            bytes.len()
        );
        write(format!("blend-{}.pdf", lang.code()), &bytes)?;
        if out_dir.is_some() {
            let wide = blend_pdf(&support::wide_blend_report(lang, 20))?;
            write(format!("blend-20-programs-{}.pdf", lang.code()), &wide)?;
        }
    }
    demo_like_batch()
}

/// As many programs as the demo data holds (687), of record lengths spread like the demo's (12 to
/// 559 months, 156 on average), rendered in English on two threads: the offline batch's cost.
fn demo_like_batch() -> Result<(), reports::Error> {
    const PROGRAMS: usize = 687;
    let reports: Vec<_> = (0..PROGRAMS)
        .map(|index| {
            // Lengths 12..=300 months, averaging 156, as years for the fixture.
            let years = 1 + (index * 7) % 25;
            support::program_report_seeded(Lang::En, years, 5000 + index as u64)
        })
        .collect();
    let started = Instant::now();
    let total: usize = std::thread::scope(|scope| {
        let halves: Vec<_> = reports
            .chunks(PROGRAMS.div_ceil(2))
            .map(|chunk| {
                scope.spawn(move || {
                    chunk
                        .iter()
                        .map(|report| program_pdf(report).map(|pdf| pdf.len()))
                        .sum::<Result<usize, _>>()
                })
            })
            .collect();
        halves
            .into_iter()
            .map(|half| half.join().expect("render thread"))
            .sum::<Result<usize, _>>()
    })?;
    println!(
        "batch: {PROGRAMS} program reports on 2 threads in {:.1} s, {:.1} MB in all",
        started.elapsed().as_secs_f64(),
        total as f64 / 1e6
    );
    Ok(())
}
