//! Crossing the JavaScript boundary inwards: typed-array columns and options in, failures out as
//! real JS `Error`s (results go out through `tape`). Nothing here computes a figure.

use analytics_core::{AnalyticsError, MonthlyReturn, ReturnSeries, StatisticsOptions, YearMonth};
use js_sys::{Error, Reflect, TypeError};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The `StatisticsOptions` object of the TypeScript declarations (read with serde).
    #[wasm_bindgen(typescript_type = "StatisticsOptions")]
    pub type JsOptions;
}

/// The core's error as a JS `Error` named `AnalyticsError` with the stable `code` property, so
/// the UI can translate it (`error.code === 'duplicate_month'`) and still get a stack trace.
pub fn analytics_error(error: AnalyticsError) -> JsValue {
    let js = Error::new(&error.to_string());
    js.set_name("AnalyticsError");
    // Setting a property on a fresh Error object cannot fail.
    let _ = Reflect::set(&js, &"code".into(), &error.code().into());
    js.into()
}

/// A misuse of the facade itself (not bad data): wrong column lengths, malformed options.
pub fn type_error(message: &str) -> JsValue {
    TypeError::new(message).into()
}

/// A series from parallel columns: `yyyymm` months, returns as fractions and, optionally, the
/// estimated flags (non-zero = estimated). Validation is the core's ([`ReturnSeries::new`]).
pub fn series(
    months: &[i32],
    values: &[f64],
    estimated: Option<&[u8]>,
) -> Result<ReturnSeries, JsValue> {
    let Some(estimated) = estimated else {
        return ReturnSeries::from_yyyymm(months, values).map_err(analytics_error);
    };
    // The core takes flags only through `MonthlyReturn`s; check the extra column's length here
    // so that a short one cannot silently mark the wrong months.
    if estimated.len() != months.len() {
        return Err(type_error(&format!(
            "{} estimated flags for {} months",
            estimated.len(),
            months.len()
        )));
    }
    if months.len() != values.len() {
        return Err(analytics_error(AnalyticsError::LengthMismatch {
            months: months.len(),
            values: values.len(),
        }));
    }
    let returns = months
        .iter()
        .zip(values)
        .zip(estimated)
        .map(|((&month, &value), &flag)| {
            Ok(MonthlyReturn {
                month: YearMonth::from_yyyymm(month)?,
                value,
                estimated: flag != 0,
            })
        })
        .collect::<Result<Vec<_>, AnalyticsError>>()
        .map_err(analytics_error)?;
    ReturnSeries::new(returns).map_err(analytics_error)
}

/// An optional benchmark given as two optional columns: both or neither.
pub fn benchmark(
    months: Option<Vec<i32>>,
    values: Option<Vec<f64>>,
) -> Result<Option<ReturnSeries>, JsValue> {
    match (months, values) {
        (None, None) => Ok(None),
        (Some(months), Some(values)) => series(&months, &values, None).map(Some),
        _ => Err(type_error(
            "benchmarkMonths and benchmarkValues go together",
        )),
    }
}

/// The options object (missing fields take the core's defaults); absent means all defaults.
pub fn options(options: Option<JsOptions>) -> Result<StatisticsOptions, JsValue> {
    match options {
        None => Ok(StatisticsOptions::default()),
        Some(options) => serde_wasm_bindgen::from_value(options.into())
            .map_err(|error| type_error(&format!("invalid statistics options: {error}"))),
    }
}
