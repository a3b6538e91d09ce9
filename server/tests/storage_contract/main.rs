//! The storage contract: every storage function, run against SQLite and against PostgreSQL.
//! One file per domain; `contract_tests!` turns each contract into a test on each engine.

#[path = "../common/mod.rs"]
mod common;
#[macro_use]
mod support;

mod accounts;
mod blends;
mod demo;
mod exchange_rates;
mod fixtures;
mod group_authoring;
mod groups;
mod index_assets_bands;
mod indexes;
mod listings;
mod members;
mod performance;
mod programs;
mod reference;
mod registration;
mod returns;
mod sessions;
mod statistics;
