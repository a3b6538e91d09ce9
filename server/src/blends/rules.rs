//! The blend's own rules and the worksheet's bookkeeping: names, the order limit, each order's
//! values (by the allocation rules of `crate::allocation`) and the `modified` flag.

use std::collections::BTreeMap;

use time::format_description::well_known::Rfc3339;
use time::OffsetDateTime;

use super::model::MAX_NAME_CHARS;
use crate::allocation::{check_amount, check_color, check_leverage};
use crate::error::{Error, Result};
use crate::language::Language;

/// Blend types (fixed ids of `blend_types`).
pub mod kind {
    /// A saved blend.
    pub const SAVED: i64 = 1;
    /// The member's unsaved worksheet: never listed, cannot be deleted.
    pub const WORKSHEET: i64 = 4;
}

/// Blend statuses (fixed ids of `blend_statuses`).
pub mod status {
    /// Saved without statistics (a worksheet, or a copy of one).
    pub const SAVED: i64 = 2;
    /// Saved with its official statistics.
    pub const CALCULATED: i64 = 3;
}

/// The spec's default blend name, in English.
pub const DEFAULT_NAME: &str = "New Blend";

/// A new worksheet's name in the member's language.
pub fn default_name(language: Language) -> &'static str {
    match language {
        Language::En => DEFAULT_NAME,
        Language::ZhHans => "新组合",
    }
}
/// The most programs one blend holds.
pub const MAX_ORDERS: usize = 50;

/// The trimmed name: `required` when empty, `tooLong` above 100 characters.
pub fn blend_name(name: &str) -> Result<String> {
    let name = name.trim();
    if name.is_empty() {
        Err(Error::field("blendName", "required"))
    } else if name.chars().count() > MAX_NAME_CHARS {
        Err(Error::field("blendName", "tooLong"))
    } else {
        Ok(name.to_owned())
    }
}

/// The name of a copy, "{name} (Copy)", shortened so it stays a valid name.
pub fn copy_name(name: &str) -> String {
    const SUFFIX: &str = " (Copy)";
    let keep = MAX_NAME_CHARS - SUFFIX.chars().count();
    let base: String = name.trim().chars().take(keep).collect();
    format!("{}{SUFFIX}", base.trim_end())
}

/// One order's values as a client sends them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct OrderValues<'a> {
    pub quantity: Option<f64>,
    pub leverage: Option<f64>,
    pub color: Option<&'a str>,
}

/// Adds the failures of `values` to `fields` under `prefix` (`""` or `"orders.3."`).
pub fn check_order(
    values: OrderValues,
    investment_min: Option<f64>,
    prefix: &str,
    fields: &mut BTreeMap<String, String>,
) {
    let outcomes = [
        (
            "quantity",
            values.quantity.map(|q| check_amount(q, investment_min)),
        ),
        ("leverage", values.leverage.map(check_leverage)),
        ("color", values.color.map(check_color)),
    ];
    for (name, outcome) in outcomes {
        if let Some(Err(key)) = outcome {
            fields.insert(format!("{prefix}{name}"), key.to_owned());
        }
    }
}

/// `tooMany` above 50 programs.
pub fn check_count(count: usize) -> Result<()> {
    if count > MAX_ORDERS {
        Err(Error::field("orders", "tooMany"))
    } else {
        Ok(())
    }
}

/// A blend is modified when it was never calculated or changed since (timestamps are RFC 3339
/// UTC to the second, so they compare as text).
pub fn is_modified(date_updated: &str, date_calculated: Option<&str>) -> bool {
    date_calculated.is_none_or(|calculated| date_updated > calculated)
}

/// The `date_updated` of a change made at `now`: strictly after the last calculation, so a
/// change in the very second of a save still marks the blend modified.
pub fn touched_at(now: OffsetDateTime, date_calculated: Option<&str>) -> String {
    let calculated = date_calculated.and_then(|c| OffsetDateTime::parse(c, &Rfc3339).ok());
    let at = match calculated {
        Some(calculated) if now.replace_nanosecond(0).unwrap_or(now) <= calculated => {
            calculated + time::Duration::SECOND
        }
        _ => now,
    };
    crate::storage::timestamp(at)
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn names_are_trimmed_required_and_at_most_100_characters() {
        assert_eq!(blend_name("  Core  ").unwrap(), "Core");
        let key = |name: &str| match blend_name(name) {
            Err(Error::Validation(fields)) => fields["blendName"].clone(),
            other => panic!("{other:?}"),
        };
        assert_eq!(key("   "), "required");
        assert_eq!(key(&"é".repeat(101)), "tooLong");
        assert!(blend_name(&"é".repeat(100)).is_ok());
    }

    #[test]
    fn a_copy_is_named_after_its_source_and_stays_a_valid_name() {
        assert_eq!(copy_name("Core"), "Core (Copy)");
        let long = copy_name(&"x".repeat(100));
        assert_eq!(long.chars().count(), 100);
        assert!(long.ends_with("x (Copy)"));
    }

    #[test]
    fn each_bad_value_is_keyed_by_its_row() {
        let mut fields = BTreeMap::new();
        let values = OrderValues {
            quantity: Some(1000.0),
            leverage: Some(3.3),
            color: Some("red"),
        };
        check_order(values, Some(5000.0), "orders.2.", &mut fields);
        assert_eq!(
            fields,
            BTreeMap::from([
                ("orders.2.color".to_owned(), "invalidColor".to_owned()),
                ("orders.2.leverage".to_owned(), "invalidLeverage".to_owned()),
                ("orders.2.quantity".to_owned(), "belowMinimum".to_owned()),
            ])
        );
        assert!(check_count(50).is_ok());
        assert!(check_count(51).is_err());
    }

    #[test]
    fn a_blend_is_modified_until_calculated_and_after_any_later_change() {
        assert!(is_modified("2026-01-01T00:00:00Z", None));
        assert!(!is_modified(
            "2026-01-01T00:00:00Z",
            Some("2026-01-01T00:00:00Z")
        ));
        assert!(is_modified(
            "2026-01-01T00:00:01Z",
            Some("2026-01-01T00:00:00Z")
        ));
    }

    #[test]
    fn a_change_is_always_later_than_the_last_calculation() {
        let now = datetime!(2026-01-01 10:00:00.400 UTC);
        assert_eq!(touched_at(now, None), "2026-01-01T10:00:00Z");
        assert_eq!(
            touched_at(now, Some("2026-01-01T09:00:00Z")),
            "2026-01-01T10:00:00Z"
        );
        let same_second = touched_at(now, Some("2026-01-01T10:00:00Z"));
        assert_eq!(same_second, "2026-01-01T10:00:01Z");
        assert!(is_modified(&same_second, Some("2026-01-01T10:00:00Z")));
    }
}
