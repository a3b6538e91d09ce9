//! Returns, assets and the estimated flag.

use super::{assert_cell_error, month, only_error, row_error};

fn return_of(value: &str) -> (f64, bool) {
    let month = month(&format!("Date,Returns\n2024-01,\"{value}\"\n"));
    (month.monthly_return, month.estimated)
}

fn assets_of(value: &str) -> Option<f64> {
    month(&format!("Date,Returns,Assets\n2024-01,1,\"{value}\"\n")).assets
}

fn assets_error(value: &str) -> super::CsvError {
    only_error(&format!("Date,Returns,Assets\n2024-01,1,\"{value}\"\n"))
}

#[test]
fn returns_are_percent_and_come_back_as_fractions() {
    assert_eq!(return_of("1.5"), (0.015, false));
    assert_eq!(return_of("1.1"), (0.011, false));
    assert_eq!(return_of("-0.5"), (-0.005, false));
    assert_eq!(return_of("12"), (0.12, false));
    assert_eq!(return_of(".5"), (0.005, false));
}

#[test]
fn returns_may_have_a_percent_sign_a_plus_sign_and_spaces() {
    assert_eq!(return_of("1.25%"), (0.0125, false));
    assert_eq!(return_of(" +2.1 % "), (0.021, false));
    assert_eq!(return_of("\u{2212}0.5%"), (-0.005, false));
}

#[test]
fn a_decimal_comma_is_accepted_when_it_is_the_only_separator() {
    assert_eq!(return_of("1,25"), (0.0125, false));
    let error = row_error("2024-01", "1,250.5");
    assert_cell_error(&error, "not_a_number", 2, "Returns");
}

#[test]
fn a_zero_return_is_positive_zero() {
    assert!(return_of("-0").0.is_sign_positive());
}

#[test]
fn an_e_suffix_marks_an_estimated_month() {
    for value in ["1.25E", "1.25 E", "1.25e", "1.25%E", "1.25 % e"] {
        assert_eq!(return_of(value), (0.0125, true), "{value}");
    }
}

#[test]
fn an_e_suffix_is_never_scientific_notation() {
    assert_eq!(return_of("1.5E"), (0.015, true));
    assert_eq!(return_of("15E"), (0.15, true));
}

#[test]
fn scientific_notation_is_not_accepted() {
    for value in ["1e-3", "1.5E2", "1E+2"] {
        assert_cell_error(&row_error("2024-01", value), "not_a_number", 2, "Returns");
    }
}

#[test]
fn a_return_that_is_not_a_number_is_rejected() {
    for value in [
        "abc", "E", "%", "1.2.3", "1..2", "- 1", "nan", "inf", "1.25E%", "(1.5)",
    ] {
        let error = row_error("2024-01", value);
        assert_cell_error(&error, "not_a_number", 2, "Returns");
        assert!(
            error
                .message
                .contains(&format!("'{value}' is not a number")),
            "{error:?}"
        );
    }
}

#[test]
fn an_empty_return_in_a_row_with_a_date_is_rejected() {
    let error = row_error("2024-01", "");
    assert_cell_error(&error, "not_a_number", 2, "Returns");
    assert!(error.message.contains("missing"), "{error:?}");
}

#[test]
fn a_return_of_minus_100_is_valid() {
    assert_eq!(return_of("-100"), (-1.0, false));
    assert_eq!(return_of("-100.00%"), (-1.0, false));
}

#[test]
fn a_return_below_minus_100_is_rejected() {
    let error = row_error("2024-01", "-100.01");
    assert_cell_error(&error, "return_below_minus_100", 2, "Returns");
    assert!(error.message.contains("'-100.01'"), "{error:?}");
}

#[test]
fn a_very_long_value_is_shortened_in_the_message() {
    let error = row_error("2024-01", &"x".repeat(100));
    assert!(error.message.ends_with("…' is not a number"), "{error:?}");
    assert!(error.message.len() < 100, "{error:?}");
}

#[test]
fn assets_are_optional_numbers() {
    assert_eq!(assets_of(""), None);
    assert_eq!(assets_of("1250000"), Some(1_250_000.0));
    assert_eq!(assets_of("0"), Some(0.0));
    assert_eq!(assets_of("1250000.50"), Some(1_250_000.5));
}

#[test]
fn assets_may_have_thousands_separators_and_a_dollar_sign() {
    for value in [
        "1,250,000",
        "1 250 000",
        "$1,250,000",
        "$ 1 250 000",
        "1\u{a0}250\u{a0}000",
    ] {
        assert_eq!(assets_of(value), Some(1_250_000.0), "{value}");
    }
    assert_eq!(assets_of("$1,250,000.75"), Some(1_250_000.75));
}

#[test]
fn assets_thousands_separators_must_group_by_three() {
    for value in ["1,5", "12,50,000", "1,2500", ",250", "1.250.000"] {
        let error = assets_error(value);
        assert_cell_error(&error, "not_a_number", 2, "Assets");
    }
}

#[test]
fn assets_that_are_not_a_number_are_rejected() {
    for value in ["abc", "$", "1e6", "1.2M", "-$-5"] {
        let error = assets_error(value);
        assert_cell_error(&error, "not_a_number", 2, "Assets");
        assert!(error.message.contains(&format!("'{value}'")), "{error:?}");
    }
}

#[test]
fn negative_assets_are_rejected() {
    for value in ["-5", "-$1,000", "$-1,000"] {
        let error = assets_error(value);
        assert_cell_error(&error, "negative_assets", 2, "Assets");
        assert!(error.message.contains("below zero"), "{error:?}");
    }
}

#[test]
fn estimated_column_values_are_accepted() {
    let estimated = |value: &str| {
        let text = format!("Date,Returns,Estimated\n2024-01,1,{value}\n");
        month(&text).estimated
    };
    for value in ["yes", "YES", "true", "1", "y", "E", "e"] {
        assert!(estimated(value), "{value}");
    }
    for value in ["no", "False", "0", "n", "", "  "] {
        assert!(!estimated(value), "{value}");
    }
}

#[test]
fn an_invalid_estimated_flag_is_rejected() {
    let error = only_error("Date,Returns,Estimated\n2024-01,1,maybe\n");
    assert_cell_error(&error, "invalid_estimated_flag", 2, "Estimated");
    assert!(error.message.contains("'maybe'"), "{error:?}");
}

#[test]
fn an_e_suffix_or_the_estimated_column_marks_a_month_estimated() {
    let flagged = |value: &str, flag: &str| {
        let text = format!("Date,Returns,Estimated\n2024-01,{value},{flag}\n");
        month(&text).estimated
    };
    assert!(flagged("1E", "no"));
    assert!(flagged("1", "yes"));
    assert!(!flagged("1", "no"));
}
