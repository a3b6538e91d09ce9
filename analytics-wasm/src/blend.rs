//! `BlendInput`: a blend assembled component by component, then computed in one call.
//!
//! A class rather than one function taking nested arrays: each component's columns cross the
//! boundary as flat typed arrays (a copy, no per-element conversion), and the validated series
//! stay in WebAssembly memory, so a UI that only moves an allocation calls `setAllocation` and
//! `compute` without passing the returns again. The components' correlation matrix depends on
//! their returns only: it is kept, and a program added or removed computes only its own pairs.

use analytics_core::blend::{Allocation, BlendComponent};
use analytics_core::optimize::{optimize, OptimizeRequest};
use analytics_core::relations::CorrelationMatrix;
use analytics_core::{blend_figures, blend_statistics_with_correlations, ReturnSeries};
use js_sys::RangeError;
use wasm_bindgen::prelude::*;

use crate::boundary::{self, analytics_error, series, type_error, JsOptions};
use crate::tape::to_js;

/// The programs of a blend with their allocations, and an optional benchmark. Free it with
/// `free()` (or `using`) when done: it lives in WebAssembly memory.
#[wasm_bindgen]
#[derive(Default)]
pub struct BlendInput {
    series: Vec<ReturnSeries>,
    allocations: Vec<Allocation>,
    benchmark: Option<ReturnSeries>,
    /// The correlation matrix of `series`, kept up to date as components come and go.
    correlations: CorrelationMatrix,
}

#[wasm_bindgen]
impl BlendInput {
    /// An empty blend.
    #[wasm_bindgen(constructor)]
    pub fn new() -> BlendInput {
        BlendInput::default()
    }

    /// Adds a program: its months (`yyyymm`), returns (fractions), the amount (> 0), the leverage
    /// (1 to 10 in steps of 0.5) and optionally its estimated flags (non-zero = estimated).
    /// Throws an `AnalyticsError` for an invalid series or allocation (nothing is added then).
    #[wasm_bindgen(js_name = addComponent)]
    pub fn add_component(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Int32Array")] months: &[i32],
        #[wasm_bindgen(unchecked_param_type = "Float64Array")] values: &[f64],
        amount: f64,
        leverage: f64,
        #[wasm_bindgen(unchecked_optional_param_type = "Uint8Array")] estimated: Option<Vec<u8>>,
    ) -> Result<(), JsValue> {
        let allocation = Allocation::new(amount, leverage).map_err(analytics_error)?;
        self.series
            .push(series(months, values, estimated.as_deref())?);
        self.allocations.push(allocation);
        let refs: Vec<&ReturnSeries> = self.series.iter().collect();
        self.correlations = self.correlations.extended(&refs);
        Ok(())
    }

    /// Removes component `index` (in the order added); the others keep their order and their
    /// correlations. Throws a `RangeError` for an index out of range.
    #[wasm_bindgen(js_name = removeComponent)]
    pub fn remove_component(&mut self, index: usize) -> Result<(), JsValue> {
        let count = self.series.len();
        if index >= count {
            return Err(out_of_range(index, count));
        }
        self.series.remove(index);
        self.allocations.remove(index);
        self.correlations = self.correlations.without(index);
        Ok(())
    }

    /// Changes the allocation of component `index` (in the order added), so that a UI moving an
    /// amount or a leverage recomputes without passing the returns again. Throws an
    /// `AnalyticsError` for an invalid allocation, a `RangeError` for an index out of range.
    #[wasm_bindgen(js_name = setAllocation)]
    pub fn set_allocation(
        &mut self,
        index: usize,
        amount: f64,
        leverage: f64,
    ) -> Result<(), JsValue> {
        let allocation = Allocation::new(amount, leverage).map_err(analytics_error)?;
        let count = self.allocations.len();
        let slot = self
            .allocations
            .get_mut(index)
            .ok_or_else(|| out_of_range(index, count))?;
        *slot = allocation;
        Ok(())
    }

    /// Sets the benchmark (the S&P 500) the blend's period returns and correlation compare with.
    /// Throws an `AnalyticsError` for an invalid series.
    #[wasm_bindgen(js_name = setBenchmark)]
    pub fn set_benchmark(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Int32Array")] months: &[i32],
        #[wasm_bindgen(unchecked_param_type = "Float64Array")] values: &[f64],
    ) -> Result<(), JsValue> {
        self.benchmark = Some(series(months, values, None)?);
        Ok(())
    }

    /// Number of components added so far.
    #[wasm_bindgen(getter, js_name = componentCount)]
    pub fn component_count(&self) -> usize {
        self.series.len()
    }

    /// The blend's statistics (see the core's `blend_statistics`): with `normalized`, only the
    /// months every program has. Throws an `AnalyticsError` (`empty_blend`, `no_common_months`,
    /// `return_below_minus_100`).
    #[wasm_bindgen(unchecked_return_type = "BlendStatistics")]
    pub fn compute(
        &self,
        normalized: bool,
        options: Option<JsOptions>,
    ) -> Result<JsValue, JsValue> {
        let options = boundary::options(options)?;
        let statistics = blend_statistics_with_correlations(
            &self.components(),
            normalized,
            self.benchmark.as_ref(),
            &options,
            self.correlations.clone(),
        )
        .map_err(analytics_error)?;
        to_js(&statistics)
    }

    /// What a blend's editor shows (the core's `blend_figures`): `compute`'s figures without the
    /// drawdown series and report, time windows, rolling returns, runs and distribution, in less
    /// than half the time (20 programs of 500 months). Throws as `compute`.
    #[wasm_bindgen(js_name = computeShown, unchecked_return_type = "BlendFigures")]
    pub fn compute_shown(
        &self,
        normalized: bool,
        options: Option<JsOptions>,
    ) -> Result<JsValue, JsValue> {
        let options = boundary::options(options)?;
        let figures = blend_figures(
            &self.components(),
            normalized,
            self.benchmark.as_ref(),
            &options,
            self.correlations.clone(),
        )
        .map_err(analytics_error)?;
        to_js(&figures)
    }

    /// The optimizer (the core's `optimize::optimize`): the weights that best meet `objective`
    /// within the bounds, over the months every program has, with the figures the blend would
    /// show with them, the blend as it stands and the efficient frontier. Throws an
    /// `AnalyticsError` (`empty_blend`, `too_many_programs`, `infeasible_bounds`,
    /// `no_common_months`, `too_few_months`, `no_benchmark`, `invalid_amount`), a `TypeError` for
    /// a malformed request.
    #[wasm_bindgen(unchecked_return_type = "Optimization")]
    pub fn optimize(
        &self,
        #[wasm_bindgen(unchecked_param_type = "OptimizeRequest")] request: JsValue,
    ) -> Result<JsValue, JsValue> {
        let request: OptimizeRequest = serde_wasm_bindgen::from_value(request)
            .map_err(|error| type_error(&format!("invalid optimize request: {error}")))?;
        let optimization = optimize(&self.components(), self.benchmark.as_ref(), &request)
            .map_err(analytics_error)?;
        to_js(&optimization)
    }
}

impl BlendInput {
    fn components(&self) -> Vec<BlendComponent<'_>> {
        self.series
            .iter()
            .zip(&self.allocations)
            .map(|(series, &allocation)| BlendComponent { series, allocation })
            .collect()
    }
}

fn out_of_range(index: usize, count: usize) -> JsValue {
    JsValue::from(RangeError::new(&format!(
        "component {index} of a blend of {count}"
    )))
}
