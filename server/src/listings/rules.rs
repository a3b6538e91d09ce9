//! The listings' own rules: the current month and what counts as new, the statuses a reader may
//! list and a company page lists, the typeahead's term, and what a saved search may keep.

use std::collections::BTreeMap;

use analytics_core::month::YearMonth;

use super::model::{FilterValue, ListingScope, MAX_FILTER_KEYS, MAX_VALUES, MAX_VALUE_LENGTH};
use crate::access::Principal;
use crate::error::{Error, Result};
use crate::reference::program_status;

/// The month of `today`.
pub fn current_month(today: time::Date) -> Result<YearMonth> {
    Ok(YearMonth::new(
        today.year(),
        u32::from(u8::from(today.month())),
    )?)
}

/// Programs approved on or after this day (`YYYY-MM-DD`) are new: within the last month.
pub fn new_since(today: time::Date) -> String {
    (today - time::Duration::days(31)).to_string()
}

/// Active programs unless others are asked for: Archived for anyone (the archived listing),
/// Pending and Deleted only for administrators.
pub fn visible_statuses(
    asked: &[i64],
    viewer: Option<&Principal>,
    scope: ListingScope,
) -> Result<Vec<i64>> {
    if asked.is_empty() {
        return Ok(vec![program_status::ACTIVE]);
    }
    if scope == ListingScope::ManagedCompany {
        return Ok(asked.to_vec());
    }
    let public = [program_status::ACTIVE, program_status::ARCHIVED];
    if !viewer.is_some_and(Principal::is_admin) && asked.iter().any(|s| !public.contains(s)) {
        return Err(Error::Forbidden("forbidden_role"));
    }
    Ok(asked.to_vec())
}

/// The statuses a company page lists: active programs, and archived ones when asked for; its
/// managers (`manages`) also see pending ones, and deleted ones when archived ones are asked for.
pub fn company_statuses(manages: bool, include_archived: bool) -> Vec<i64> {
    let mut statuses = vec![program_status::ACTIVE];
    if manages {
        statuses.push(program_status::PENDING);
    }
    if include_archived {
        statuses.push(program_status::ARCHIVED);
        if manages {
            statuses.push(program_status::DELETED);
        }
    }
    statuses
}

/// The typeahead answers once this many characters are typed (spec section 5).
pub const MIN_TERM_LENGTH: usize = 3;
pub const MAX_RESULTS: i64 = 20;
/// The longest name search the screener takes (`filterByName`), in characters once trimmed.
pub const MAX_NAME_LENGTH: usize = 100;

/// The typeahead's term as it searches: trimmed and lower-cased, `tooShort` below
/// `MIN_TERM_LENGTH` characters.
pub fn search_term(term: &str) -> Result<String> {
    let term = term.trim().to_lowercase();
    if term.chars().count() < MIN_TERM_LENGTH {
        return Err(Error::field("term", "tooShort"));
    }
    Ok(term)
}

/// The screener's name search as it matches: trimmed and lower-cased; `tooShort` below
/// `MIN_TERM_LENGTH` characters (as the typeahead), `tooLong` above `MAX_NAME_LENGTH`.
pub fn name_term(value: &str) -> std::result::Result<String, &'static str> {
    let term = value.trim();
    match term.chars().count() {
        n if n < MIN_TERM_LENGTH => Err("tooShort"),
        n if n > MAX_NAME_LENGTH => Err("tooLong"),
        _ => Ok(term.to_lowercase()),
    }
}

/// What a saved search keeps: 1 to 40 `filterBy…` keys, each with a value of 1 to 200 characters
/// or 1 to 50 such values (`filters`: `required` when none, else `invalidChoice`).
pub fn check_filters(filters: &BTreeMap<String, FilterValue>) -> Result<()> {
    let values_ok = |value: &FilterValue| match value {
        FilterValue::One(v) => !v.is_empty() && v.len() <= MAX_VALUE_LENGTH,
        FilterValue::Many(vs) => {
            !vs.is_empty()
                && vs.len() <= MAX_VALUES
                && vs.iter().all(|v| v.len() <= MAX_VALUE_LENGTH)
        }
    };
    if filters.is_empty() {
        return Err(Error::field("filters", "required"));
    }
    let valid = filters.len() <= MAX_FILTER_KEYS
        && filters
            .iter()
            .all(|(key, value)| key.starts_with("filterBy") && values_ok(value));
    if valid {
        Ok(())
    } else {
        Err(Error::field("filters", "invalidChoice"))
    }
}
