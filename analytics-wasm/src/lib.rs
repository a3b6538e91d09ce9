//! The browser's entry to `analytics-core`: a 1:1 facade, no logic of its own.
//!
//! Series cross the boundary as typed-array columns (`Int32Array` months as `yyyymm`,
//! `Float64Array` returns as fractions, optional `Uint8Array` estimated flags); results come back
//! as plain objects in the server's JSON shape, written by the core's `Serialize` impls through
//! `tape` (one boundary crossing per result); failures are JS `Error`s named `AnalyticsError`
//! with the core's stable `code`. The TypeScript shapes of the results are declared in
//! `types.d.ts`, appended to the generated declarations.

mod blend;
mod boundary;
mod tape;

use analytics_core::returns_csv;
use analytics_core::ReturnSeries;
use js_sys::{Float64Array, Int32Array};
use wasm_bindgen::prelude::*;

pub use blend::BlendInput;
use boundary::{benchmark, series, type_error, JsOptions};
use tape::to_js;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = include_str!("types.d.ts");

/// Cumulative return of monthly returns given as fractions (see `analytics_core::growth`).
#[wasm_bindgen(js_name = cumulativeReturn)]
pub fn cumulative_return(
    #[wasm_bindgen(unchecked_param_type = "Float64Array")] returns: &[f64],
) -> f64 {
    analytics_core::growth::cumulative_return(returns)
}

/// Every statistic of one program (the core's `program_statistics`), with period returns and
/// correlation against the benchmark when its two columns are given. Throws an `AnalyticsError`
/// for an invalid series, a `TypeError` for mismatched columns or malformed options.
#[wasm_bindgen(js_name = programStatistics, unchecked_return_type = "ProgramStatistics")]
pub fn program_statistics(
    #[wasm_bindgen(unchecked_param_type = "Int32Array")] months: &[i32],
    #[wasm_bindgen(unchecked_param_type = "Float64Array")] values: &[f64],
    #[wasm_bindgen(unchecked_optional_param_type = "Uint8Array")] estimated: Option<Vec<u8>>,
    #[wasm_bindgen(js_name = benchmarkMonths, unchecked_optional_param_type = "Int32Array")]
    benchmark_months: Option<Vec<i32>>,
    #[wasm_bindgen(js_name = benchmarkValues, unchecked_optional_param_type = "Float64Array")]
    benchmark_values: Option<Vec<f64>>,
    #[wasm_bindgen(unchecked_optional_param_type = "StatisticsOptions")] options: Option<JsOptions>,
) -> Result<JsValue, JsValue> {
    let series = series(months, values, estimated.as_deref())?;
    let benchmark = benchmark(benchmark_months, benchmark_values)?;
    let options = boundary::options(options)?;
    to_js(&analytics_core::program_statistics(
        &series,
        benchmark.as_ref(),
        &options,
    ))
}

/// The correlation matrix of the series (the core's `correlation_matrix`): `months[i]` and
/// `values[i]` are series i. Rows in series order, each pair over its common months.
#[wasm_bindgen(js_name = correlationMatrix, unchecked_return_type = "CorrelationMatrix")]
pub fn correlation_matrix(
    months: Vec<Int32Array>,
    values: Vec<Float64Array>,
) -> Result<JsValue, JsValue> {
    if months.len() != values.len() {
        return Err(type_error(&format!(
            "{} month columns but {} value columns",
            months.len(),
            values.len()
        )));
    }
    let series = months
        .iter()
        .zip(&values)
        .map(|(months, values)| series(&months.to_vec(), &values.to_vec(), None))
        .collect::<Result<Vec<ReturnSeries>, JsValue>>()?;
    let refs: Vec<&ReturnSeries> = series.iter().collect();
    to_js(&analytics_core::relations::correlation_matrix(&refs))
}

/// Reads monthly returns from CSV text (the core's `parse_returns_csv`); problems are listed in
/// `errors`, never thrown. `currentYear`/`currentMonth` (1 to 12) are today's month: later months
/// are rejected.
#[wasm_bindgen(js_name = parseReturnsCsv, unchecked_return_type = "ParsedReturns")]
pub fn parse_returns_csv(
    text: &str,
    #[wasm_bindgen(js_name = currentYear)] current_year: i32,
    #[wasm_bindgen(js_name = currentMonth)] current_month: u8,
) -> Result<JsValue, JsValue> {
    to_js(&returns_csv::parse_returns_csv(
        text,
        current_year,
        current_month,
    ))
}

/// The sample CSV offered for download as `performance-template.csv`.
#[wasm_bindgen(js_name = performanceTemplateCsv)]
pub fn performance_template_csv() -> String {
    returns_csv::performance_template_csv()
}
