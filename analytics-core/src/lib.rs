//! `analytics-core` computes every number CTA Atlas shows from monthly returns.
//!
//! It is pure Rust: no I/O, no clock, no randomness and no threads, so the server (native) and the
//! browser (WebAssembly) compute the same figures from the same input. The definitions are in
//! `shared/design/analytics.md`; each public item's documentation restates the one it implements.
//!
//! Input is a [`ReturnSeries`] (validated monthly returns as fractions). [`program_statistics`]
//! computes the full set for one series in the API's shape; the modules expose each figure on
//! its own. Every "no value" is `None` (serialized `null`); degenerate input never panics.

#![forbid(unsafe_code)]

pub mod benchmark;
pub mod blend;
pub mod crises;
pub mod distribution;
pub mod downside;
pub mod drawdown;
pub mod error;
pub mod growth;
pub mod index;
pub mod moments;
pub mod month;
#[cfg(feature = "openapi")]
pub mod openapi;
pub mod optimize;
pub mod performance_table;
pub mod period_returns;
pub mod relations;
pub mod returns_csv;
pub mod risk;
pub mod risk_measures;
pub mod runs;
pub mod series;
pub mod statistics;
pub mod summary;
pub mod windows;

pub use error::AnalyticsError;
pub use growth::CarorType;
pub use month::YearMonth;
pub use series::{MonthValue, MonthlyReturn, ReturnSeries};
pub use summary::{
    blend_figures, blend_statistics, blend_statistics_with_correlations, program_statistics,
    shown_statistics, BlendFigures, BlendStatistics, ListingFigures, ProgramStatistics,
    ShownStatistics, StatisticsOptions,
};
