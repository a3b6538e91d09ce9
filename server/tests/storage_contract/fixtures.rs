//! Shared inputs of the contract tests: the records the API tests start from too, and a
//! profile and reference names that only the contract needs.

use server::accounts::NewUser;

pub use crate::common::fixtures::*;

pub fn names(items: &[server::reference::ReferenceItem]) -> Vec<&str> {
    items.iter().map(|item| item.name_en.as_str()).collect()
}

pub fn profile(email: &str) -> NewUser {
    NewUser {
        email: email.to_owned(),
        first_name: "Jo".to_owned(),
        last_name: "Doe".to_owned(),
        phone_prefix: "+1".to_owned(),
        phone: "312-555-0100".to_owned(),
        country: "US".to_owned(),
        language: "en".to_owned(),
        ..NewUser::default()
    }
}
