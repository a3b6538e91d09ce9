//! The HTTP API through the real router, one module per area, in one test binary so the test
//! helpers are compiled and linked once.

#[path = "../common/mod.rs"]
mod common;
#[macro_use]
mod support;

mod account_deletion;
mod account_hardening;
mod accounts;
mod admin_companies;
mod admin_exchange_rates;
mod admin_user_edits;
mod admin_users;
mod api;
mod authorization;
mod blend_currencies;
mod blend_shares;
mod blends;
mod group_authoring;
mod indexes;
mod inquiries;
mod listing_filters;
mod listing_risk;
mod mail;
mod mail_subscriptions;
mod members;
mod money;
mod performance;
mod portfolio_base_currency;
mod portfolio_migration;
mod posts;
mod program_authoring;
mod programs;
mod read_hardening;
mod reports;
mod session_hardening;
mod sessions;
mod site;
mod write_conflicts;
