//! The native side of the WebAssembly parity check (scripts/wasm-parity.mjs): reads the parity
//! fixture and prints, as one JSON document, what analytics-core computes natively for each of
//! its cases (or the error code). The script computes the same cases through the WebAssembly
//! package and compares every number.
//!
//! `cargo run -p analytics-wasm --example parity_reference -- FIXTURE` prints the reference;
//! `... -- --generate FIXTURE` rewrites the fixture from the deterministic generator in
//! `parity_reference/fixture.rs` (the committed file is its output).

#[path = "parity_reference/fixture.rs"]
mod fixture;

use analytics_core::blend::{Allocation, BlendComponent};
use analytics_core::optimize::{optimize, OptimizeRequest};
use analytics_core::relations::correlation_matrix;
use analytics_core::returns_csv::parse_returns_csv;
use analytics_core::{
    blend_statistics, program_statistics, AnalyticsError, MonthlyReturn, ReturnSeries,
    StatisticsOptions, YearMonth,
};
use fixture::{Columns, Fixture};
use serde_json::{json, Value};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [flag, path] if flag == "--generate" => {
            let text = serde_json::to_string_pretty(&fixture::generate()).unwrap();
            std::fs::write(path, text + "\n").unwrap();
        }
        [path] => {
            let text = std::fs::read_to_string(path).unwrap();
            let fixture: Fixture = serde_json::from_str(&text).unwrap();
            println!("{}", json!({ "documents": reference(&fixture) }));
        }
        _ => {
            eprintln!("usage: parity_reference [--generate] FIXTURE");
            std::process::exit(2);
        }
    }
}

/// The series of the columns, built with the core's own validation (not the facade's code, so
/// that the check covers the facade's conversion too).
fn series(columns: &Columns) -> Result<ReturnSeries, AnalyticsError> {
    if columns.months.len() != columns.values.len() {
        return Err(AnalyticsError::LengthMismatch {
            months: columns.months.len(),
            values: columns.values.len(),
        });
    }
    let returns = columns
        .months
        .iter()
        .zip(&columns.values)
        .enumerate()
        .map(|(i, (&month, &value))| {
            Ok(MonthlyReturn {
                month: YearMonth::from_yyyymm(month)?,
                value,
                estimated: columns.estimated.as_ref().is_some_and(|e| e[i] != 0),
            })
        })
        .collect::<Result<Vec<_>, AnalyticsError>>()?;
    ReturnSeries::new(returns)
}

/// One document: the result's JSON, or the error's stable code.
fn document(name: &str, kind: &str, result: Result<Value, AnalyticsError>) -> Value {
    match result {
        Ok(result) => json!({ "name": name, "kind": kind, "result": result }),
        Err(error) => json!({ "name": name, "kind": kind, "error": error.code() }),
    }
}

/// The options as the core reads them from JSON (missing fields take the defaults).
fn options(options: &Option<Value>) -> StatisticsOptions {
    options
        .as_ref()
        .map(|value| serde_json::from_value(value.clone()).unwrap())
        .unwrap_or_default()
}

fn to_json<T: serde::Serialize>(value: T) -> Value {
    serde_json::to_value(value).unwrap()
}

fn reference(fixture: &Fixture) -> Vec<Value> {
    let benchmark = series(&fixture.benchmark).expect("the fixture's benchmark is valid");
    let benchmark_for = |wanted: bool| wanted.then_some(&benchmark);
    let mut documents = Vec::new();
    for case in &fixture.series {
        let result = series(&case.columns).map(|s| {
            let options = options(&case.options);
            to_json(program_statistics(
                &s,
                benchmark_for(case.benchmark),
                &options,
            ))
        });
        documents.push(document(&case.name, "programStatistics", result));
    }
    for case in &fixture.blends {
        let result = (|| {
            let series = blend_series(fixture, &case.components)?;
            let components = blend_components(&series, &case.components, case.base_usd_per_unit)?;
            let benchmark = benchmark_for(case.benchmark);
            blend_statistics(
                &components,
                case.normalized,
                benchmark,
                &options(&case.options),
            )
        })();
        documents.push(document(&case.name, "blendStatistics", result.map(to_json)));
    }
    for case in &fixture.correlations {
        let result = case
            .series
            .iter()
            .map(|name| series(fixture.columns(name)))
            .collect::<Result<Vec<_>, _>>()
            .map(|all| to_json(correlation_matrix(&all.iter().collect::<Vec<_>>())));
        documents.push(document(&case.name, "correlationMatrix", result));
    }
    for case in &fixture.csv {
        let parsed = parse_returns_csv(&case.text, case.current_year, case.current_month);
        documents.push(document(&case.name, "parseReturnsCsv", Ok(to_json(parsed))));
    }
    for case in &fixture.optimizations {
        let result = (|| {
            let series = blend_series(fixture, &case.components)?;
            let components = blend_components(&series, &case.components, case.base_usd_per_unit)?;
            let request: OptimizeRequest = serde_json::from_value(case.request.clone()).unwrap();
            optimize(&components, benchmark_for(case.benchmark), &request)
        })();
        documents.push(document(&case.name, "optimize", result.map(to_json)));
    }
    documents
}

fn blend_series(
    fixture: &Fixture,
    components: &[fixture::Component],
) -> Result<Vec<ReturnSeries>, AnalyticsError> {
    components
        .iter()
        .map(|c| series(fixture.columns(&c.series)))
        .collect()
}

fn blend_components<'a>(
    series: &'a [ReturnSeries],
    components: &[fixture::Component],
    base_usd_per_unit: Option<f64>,
) -> Result<Vec<BlendComponent<'a>>, AnalyticsError> {
    series
        .iter()
        .zip(components)
        .map(|(series, c)| {
            let allocation = Allocation::new(c.base_value(base_usd_per_unit), c.leverage)?;
            Ok(BlendComponent { series, allocation })
        })
        .collect()
}
