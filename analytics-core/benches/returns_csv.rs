//! The returns CSV parser on hostile files of a mebibyte: each must answer quickly and small. The
//! size of each answer (as the server sends it, JSON) is printed before its timing.

use std::hint::black_box;

use analytics_core::returns_csv::parse_returns_csv;
use criterion::{criterion_group, criterion_main, Criterion};

const MIB: usize = 1024 * 1024;

/// `head` followed by `row` repeated until the file is one mebibyte.
fn filled(head: &str, row: &str) -> String {
    let mut text = head.to_string();
    while text.len() + row.len() <= MIB {
        text.push_str(row);
    }
    text
}

fn hostile_files() -> Vec<(&'static str, String)> {
    vec![
        (
            "reported attack: long header, 330k rows of `x,`",
            filled(&format!("Date{}\n", "-".repeat(1000)), "x,\n"),
        ),
        ("rows past the limit", filled("Date,Returns\n", "x,1\n")),
        (
            "10k rows, each wrong twice, long names",
            filled(
                &format!("Date{},Returns{}\n", "-".repeat(200), "-".repeat(200)),
                &format!("x,{}\n", "y".repeat(100)),
            )
            .lines()
            .take(10_001)
            .map(|line| format!("{line}\n"))
            .collect(),
        ),
        (
            "one 1 MiB cell",
            format!("Date,Returns\n2024-01,{}\n", "9".repeat(MIB - 30)),
        ),
        ("one 1 MiB header", "D".repeat(MIB)),
        (
            "an unclosed quote",
            format!("Date,Returns\n\"{}", "a,b\n".repeat(MIB / 4 - 8)),
        ),
        (
            "blank lines",
            format!("Date,Returns\n{}", "\n".repeat(MIB - 20)),
        ),
        ("commas", ",".repeat(MIB)),
        (
            "delimiters and quotes",
            filled("Date;Returns\n", "\"\";\"\"\"\";;\n"),
        ),
    ]
}

fn hostile(c: &mut Criterion) {
    let mut group = c.benchmark_group("returns_csv 1 MiB");
    for (name, text) in hostile_files() {
        let parsed = parse_returns_csv(&text, 2025, 6);
        let answer = serde_json::to_vec(&parsed).expect("serializes");
        println!(
            "{name}: {} bytes in, {} errors ({} listed), answer {} bytes",
            text.len(),
            parsed.error_count,
            parsed.errors.len(),
            answer.len()
        );
        group.bench_function(name, |b| {
            b.iter(|| parse_returns_csv(black_box(&text), 2025, 6))
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = hostile
}
criterion_main!(benches);
