//! CTA Atlas server: the HTTP API, storage on SQLite or PostgreSQL, demo data and the command line.
//!
//! One module per domain of the spec; each owns its storage functions, routes and types.

pub mod access;
pub mod account_deletion;
pub mod accounts;
pub mod admin;
pub mod allocation;
pub mod analyze;
pub mod app;
pub mod audit;
pub mod blends;
pub mod cli;
pub mod config;
pub mod countries;
pub mod csv;
pub mod cta_registration;
pub mod dashboard;
pub mod demo;
pub mod error;
pub mod exchange_rates;
pub mod extract;
pub mod groups;
pub mod gzip;
pub mod health;
pub mod indexes;
pub mod language;
pub mod limits;
pub mod listing_version;
pub mod listings;
pub mod mail;
pub mod member_limits;
pub mod members;
pub mod months;
pub mod newsletter;
pub mod openapi;
pub mod program_form;
pub mod program_page;
pub mod programs;
pub mod rate_limit;
pub mod reference;
pub mod reports;
pub mod returns;
#[cfg(test)]
mod rule_tables;
pub mod secret;
pub mod seed;
pub mod settings;
pub mod site;
pub mod slug;
pub mod state;
pub mod storage;
pub mod validation;
pub mod verification;
pub mod versions;
pub mod web;
