//! The demo dataset: a deterministic, synthetic directory of CTA companies and programs with
//! monthly track records, plus a synthetic S&P 500 benchmark.
//!
//! Everything is pure: no clock, no I/O, no threads. The caller passes the seed and the last
//! month with returns (the month before the current one) and stores the result. All programs are
//! driven by one shared synthetic market (see `market`), so correlations between programs and
//! with the benchmark are plausible. Each company and program draws from its own random stream
//! derived from the seed, so adding a program does not reshuffle the others.
//!
//! # Using it
//! `generate(DEMO_SEED, last_month)` with `last_month` the month before the current UTC month
//! (e.g. 2026-10 when run in November 2026) returns about 240 companies and 680 programs (about
//! 100,000 monthly rows) in some 50 ms in release, built from the storage types themselves
//! (`NewGroup`, `NewProgram`, `ReportedMonth`), so `seed` stores them as they come.
//!
//! Dates come from the dataset's own calendar, not the clock: the programs approved "in the last
//! 30 days" are spread over the 30 days before the end of the month after `last_month`, so some
//! may lie a few days after the moment of seeding.

mod archetypes;
mod calendar;
mod companies;
mod descriptions;
mod exchange_rates;
mod firm;
mod lifecycle;
pub mod logos;
mod market;
mod names;
pub mod posts;
mod programs;
mod random;
mod returns;
#[cfg(test)]
mod tests;

/// The seed of the published demo dataset.
pub const DEMO_SEED: u64 = 20_261_122;

pub use analytics_core::YearMonth;
pub use exchange_rates::exchange_rates;

/// The dataset stops adding companies once it has at least this many...
const MIN_COMPANIES: usize = 240;
/// ...and at least this many programs.
const MIN_PROGRAMS: usize = 680;

pub use crate::groups::{NewContact, NewGroup, NewMembership};
pub use crate::programs::{NewProgram, PercentShare};
pub use crate::returns::ReportedMonth;

/// A program of the demo: every field of the program form, and its monthly track record.
#[derive(Clone, Debug, PartialEq)]
pub struct DemoProgram {
    pub program: NewProgram,
    pub returns: Vec<ReportedMonth>,
}

/// A company of the demo: its profile and lists, and its programs.
#[derive(Clone, Debug, PartialEq)]
pub struct DemoCompany {
    pub group: NewGroup,
    pub programs: Vec<DemoProgram>,
}

/// The whole demo dataset.
#[derive(Clone, Debug, PartialEq)]
pub struct DemoDataset {
    pub companies: Vec<DemoCompany>,
    /// Synthetic S&P 500 total-return benchmark from 1980-01 to the last month; the caller
    /// labels it as demo data.
    pub sp500: Vec<ReportedMonth>,
}

/// Generates the demo dataset with returns through `last_month` (the month before the current
/// one, which the caller computes from its clock).
///
/// Deterministic: the same (seed, last_month) gives the same dataset, bit for bit.
///
/// # Panics
/// When `last_month` is not a valid month from 1990-01 on.
pub fn generate(seed: u64, last_month: YearMonth) -> DemoDataset {
    assert!(
        last_month >= YearMonth::of(1990, 1),
        "last_month must be a month from 1990-01 on, got {last_month}"
    );
    let market = market::Market::generate(random::derive_seed(seed, &[1]), last_month);
    let mut registry = companies::Registry::default();
    let mut companies = Vec::with_capacity(MIN_COMPANIES + 10);
    let mut program_count = 0;
    // Companies are generated until both floors are met, so any seed satisfies them.
    while companies.len() < MIN_COMPANIES || program_count < MIN_PROGRAMS {
        let company_seed = random::derive_seed(seed, &[2, companies.len() as u64]);
        let company = companies::generate(company_seed, &market, last_month, &mut registry);
        program_count += company.programs.len();
        companies.push(company);
    }
    DemoDataset {
        companies,
        sp500: market.sp500(last_month),
    }
}
