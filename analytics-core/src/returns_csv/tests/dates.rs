//! The month of a row: every accepted form and every rejection.

use super::{assert_cell_error, date_of, month, months, only_error, parse, row_error};

#[test]
fn year_and_month_dates_are_accepted() {
    for date in ["2024-01", "2024/01", "2024-1", "202401"] {
        assert_eq!(date_of(date), (2024, 1), "{date}");
    }
}

#[test]
fn month_and_year_dates_are_accepted() {
    for date in ["01/2024", "1/2024", "01-2024"] {
        assert_eq!(date_of(date), (2024, 1), "{date}");
    }
}

#[test]
fn month_name_dates_are_accepted() {
    for date in [
        "Jan 2024",
        "January 2024",
        "Jan-2024",
        "Jan-24",
        "jan 24",
        "JANUARY, 2024",
        "Jan. 2024",
        "2024 Jan",
    ] {
        assert_eq!(date_of(date), (2024, 1), "{date}");
    }
    assert_eq!(date_of("Sept 2024"), (2024, 9));
}

#[test]
fn two_digit_years_57_to_99_are_19xx_and_00_to_56_are_20xx() {
    assert_eq!(date_of("Jan-57"), (1957, 1));
    assert_eq!(date_of("Dec-99"), (1999, 12));
    assert_eq!(date_of("Jan-00"), (2000, 1));
    assert_eq!(date_of("Mar-25"), (2025, 3));
}

#[test]
fn iso_and_compact_day_dates_are_accepted() {
    for date in [
        "2024-01-31",
        "2024/01/31",
        "20240131",
        "2024-01-31T00:00:00",
    ] {
        assert_eq!(date_of(date), (2024, 1), "{date}");
    }
}

#[test]
fn us_month_day_year_dates_are_accepted() {
    for date in [
        "1/31/2024",
        "01/31/2024",
        "1/31/2024 0:00",
        "1/31/2024 12:00:00 AM",
    ] {
        assert_eq!(date_of(date), (2024, 1), "{date}");
    }
}

#[test]
fn day_month_year_is_read_when_the_day_is_over_12() {
    assert_eq!(date_of("31/01/2024"), (2024, 1));
    assert_eq!(date_of("13-02-2024"), (2024, 2));
}

#[test]
fn an_ambiguous_day_and_month_is_read_month_first() {
    assert_eq!(date_of("05/03/2024"), (2024, 5));
}

#[test]
fn day_and_month_name_dates_are_accepted() {
    for date in ["31 Jan 2024", "31-Jan-2024", "Jan 31, 2024"] {
        assert_eq!(date_of(date), (2024, 1), "{date}");
    }
}

#[test]
fn month_column_takes_numbers_and_names() {
    for (value, expected) in [("3", 3), ("03", 3), ("Mar", 3), ("march", 3), ("12", 12)] {
        let month = month(&format!("Year,Month,Returns\n2024,{value},1\n"));
        assert_eq!(month.month, expected, "{value}");
    }
}

#[test]
fn invalid_dates_are_rejected() {
    for date in [
        "2024-13",
        "2024-00",
        "13/2024",
        "2/30/2024",
        "2023-02-29",
        "13/13/2024",
        "01/24",
        "1/31/24",
        "Foo 2024",
        "Jan",
        "2024",
        "45322",
        "2024-01-01-01",
    ] {
        let error = row_error(date, "1");
        assert_cell_error(&error, "invalid_date", 2, "Date");
        assert!(error.message.contains(&format!("'{date}'")), "{error:?}");
    }
}

#[test]
fn a_leap_day_is_a_valid_date() {
    assert_eq!(date_of("2024-02-29"), (2024, 2));
}

#[test]
fn an_empty_date_is_rejected() {
    let error = row_error("", "1");
    assert_cell_error(&error, "invalid_date", 2, "Date");
    assert!(error.message.contains("missing"), "{error:?}");
}

#[test]
fn an_invalid_month_cell_is_rejected() {
    let error = only_error("Year,Mon th,Returns\n2024,13,1\n");
    assert_cell_error(&error, "invalid_date", 2, "Mon th");
}

#[test]
fn a_year_cell_needs_four_digits() {
    let error = only_error("Year,Month,Returns\n24,1,1\n");
    assert_cell_error(&error, "invalid_date", 2, "Year");
    assert!(error.message.contains("'24'"), "{error:?}");
}

#[test]
fn bad_month_and_year_cells_are_both_reported() {
    let parsed = parse("Year,Month,Returns\nxx,yy,1\n");
    assert_eq!(parsed.errors.len(), 2);
    assert_cell_error(&parsed.errors[0], "invalid_date", 2, "Month");
    assert_cell_error(&parsed.errors[1], "invalid_date", 2, "Year");
}

#[test]
fn the_current_month_is_accepted() {
    assert_eq!(date_of("2025-06"), (2025, 6));
}

#[test]
fn a_month_after_the_current_one_is_rejected() {
    let error = row_error("2025-07", "1");
    assert_cell_error(&error, "month_in_future", 2, "Date");
    assert!(error.message.contains("2025-07"), "{error:?}");
    assert!(error.message.contains("2025-06"), "{error:?}");
    assert_cell_error(&row_error("Jan-56", "1"), "month_in_future", 2, "Date");
}

#[test]
fn a_future_month_names_the_month_or_year_column_at_fault() {
    let later_month = only_error("Year,Month,Returns\n2025,7,1\n");
    assert_cell_error(&later_month, "month_in_future", 2, "Month");
    let later_year = only_error("Year,Month,Returns\n2026,1,1\n");
    assert_cell_error(&later_year, "month_in_future", 2, "Year");
}

#[test]
fn january_1957_is_accepted() {
    assert_eq!(date_of("1957-01"), (1957, 1));
}

#[test]
fn a_month_before_1957_is_rejected() {
    let error = row_error("1956-12", "1");
    assert_cell_error(&error, "month_before_1957", 2, "Date");
    assert!(error.message.contains("1956-12"), "{error:?}");
    let by_year = only_error("Year,Month,Returns\n1950,5,1\n");
    assert_cell_error(&by_year, "month_before_1957", 2, "Year");
}

#[test]
fn a_duplicate_month_names_both_rows() {
    let parsed = parse("Date,Returns\n2024-02,1\n2024-03,1\n2024-04,1\nMar 2024,2\n");
    assert_eq!(parsed.errors.len(), 1);
    let error = &parsed.errors[0];
    assert_cell_error(error, "duplicate_month", 5, "Date");
    assert_eq!(
        error.message,
        "Row 5, column Date: 2024-03 already given in row 3"
    );
    assert_eq!(parsed.months.len(), 3);
    assert_eq!(parsed.months[1].monthly_return, 0.01);
}

#[test]
fn a_duplicate_month_is_found_with_month_and_year_columns() {
    let parsed = parse("Year,Month,Returns\n2024,3,1\n2024,Mar,2\n");
    assert_cell_error(&parsed.errors[0], "duplicate_month", 3, "Month");
}

#[test]
fn a_month_given_by_a_rejected_row_still_counts_as_given() {
    let parsed = parse("Date,Returns\n2024-03,abc\n2024-03,1\n");
    let codes: Vec<_> = parsed.errors.iter().map(|e| e.code).collect();
    assert_eq!(codes, vec!["not_a_number", "duplicate_month"]);
    assert!(months("Date,Returns\n2024-03,1\n").len() == 1);
}
