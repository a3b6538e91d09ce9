//! The browser's entry to `analytics-core`: a 1:1 facade, no logic of its own.

use wasm_bindgen::prelude::*;

/// Cumulative return of monthly returns given as fractions (see `analytics_core::growth`).
#[wasm_bindgen(js_name = cumulativeReturn)]
pub fn cumulative_return(returns: &[f64]) -> f64 {
    analytics_core::growth::cumulative_return(returns)
}
