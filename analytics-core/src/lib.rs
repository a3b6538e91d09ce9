//! `analytics-core` computes every number CTA Atlas shows from monthly returns.
//!
//! It is pure Rust: no I/O, no clock, no randomness and no threads, so the server (native) and the
//! browser (WebAssembly) compute the same figures from the same input. The definitions are in
//! `shared/design/analytics.md`.

#![forbid(unsafe_code)]

pub mod growth;
