//! Finding the columns from the header.

use super::{month, only_error, parse};

#[test]
fn header_names_match_in_any_case_and_with_surrounding_spaces() {
    let month = month(" DATE ,  returns\t, aSSets ,ESTIMATED\n2024-01,1.5,100,yes\n");
    assert_eq!(month.monthly_return, 0.015);
    assert_eq!((month.assets, month.estimated), (Some(100.0), true));
}

#[test]
fn returns_column_aliases_are_accepted() {
    for name in [
        "Return",
        "Returns",
        "Monthly Return",
        "monthly_returns",
        "ROR",
        "% Change",
        "Return (%)",
        "Returns %",
    ] {
        let text = format!("Date,{name}\n2024-01,1.5\n");
        assert_eq!(month(&text).monthly_return, 0.015, "{name}");
    }
}

#[test]
fn assets_column_aliases_are_accepted() {
    for name in ["Assets", "AUM", "Assets Under Management"] {
        let text = format!("Date,Returns,{name}\n2024-01,1.5,100\n");
        assert_eq!(month(&text).assets, Some(100.0), "{name}");
    }
}

#[test]
fn estimated_column_aliases_are_accepted() {
    for name in ["Estimated", "Est", "Est."] {
        let text = format!("Date,Returns,{name}\n2024-01,1.5,y\n");
        assert!(month(&text).estimated, "{name}");
    }
}

#[test]
fn period_is_an_alias_of_date() {
    let month = month("Period,Returns\nMar 2024,1\n");
    assert_eq!((month.year, month.month), (2024, 3));
}

#[test]
fn month_and_year_columns_give_the_month() {
    let month = month("Year,Month,Returns\n2024,3,1\n");
    assert_eq!((month.year, month.month), (2024, 3));
}

#[test]
fn a_date_column_is_used_over_month_and_year_columns() {
    let month = month("Date,Month,Year,Returns\n2024-03,x,y,1\n");
    assert_eq!((month.year, month.month), (2024, 3));
}

#[test]
fn other_columns_are_ignored() {
    let month = month("Notes,Date,VAMI,Returns\nhello,2024-01,1015,1.5\n");
    assert_eq!(month.monthly_return, 0.015);
}

#[test]
fn a_missing_returns_column_is_a_file_error() {
    let error = only_error("Date,Assets\n2024-01,100\n");
    assert_eq!(error.code, "missing_column");
    assert_eq!(
        (error.row, error.column.as_deref()),
        (None, Some("Returns"))
    );
    assert!(error.message.contains("Returns"), "{error:?}");
}

#[test]
fn a_missing_date_column_is_a_file_error() {
    let error = only_error("Returns,Assets\n1,100\n");
    assert_eq!(error.code, "missing_column");
    assert_eq!((error.row, error.column.as_deref()), (None, Some("Date")));
    assert!(error.message.contains("Month and Year"), "{error:?}");
}

#[test]
fn a_month_column_needs_a_year_column() {
    let error = only_error("Month,Returns\n1,1\n");
    assert_eq!(error.code, "missing_column");
    assert_eq!(error.column.as_deref(), Some("Year"));
}

#[test]
fn a_year_column_needs_a_month_column() {
    let error = only_error("Year,Returns\n2024,1\n");
    assert_eq!(error.code, "missing_column");
    assert_eq!(error.column.as_deref(), Some("Month"));
}

#[test]
fn every_missing_column_is_named() {
    let parsed = parse("Assets\n100\n");
    let missing: Vec<_> = parsed.errors.iter().map(|e| e.column.as_deref()).collect();
    assert_eq!(missing, vec![Some("Returns"), Some("Date")]);
    assert!(parsed.errors.iter().all(|e| e.code == "missing_column"));
}

#[test]
fn two_columns_for_the_same_thing_are_a_file_error() {
    let error = only_error("Date,Return,Returns\n2024-01,1,2\n");
    assert_eq!(error.code, "duplicate_column");
    assert_eq!(
        (error.row, error.column.as_deref()),
        (None, Some("Returns"))
    );
    assert!(error.message.contains("Return and Returns"), "{error:?}");
}
