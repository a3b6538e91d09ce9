//! One test per rule of the returns CSV, named after it.

mod columns;
mod dates;
mod format;
mod limits;
mod results;
mod values;

use super::{parse_returns_csv, CsvError, ParsedMonth, ParsedReturns};

/// The current month every test parses against.
const NOW: (i32, u8) = (2025, 6);

fn parse(text: &str) -> ParsedReturns {
    parse_returns_csv(text, NOW.0, NOW.1)
}

/// The months of a file that must parse without errors.
fn months(text: &str) -> Vec<ParsedMonth> {
    let parsed = parse(text);
    assert_eq!(parsed.errors, vec![], "unexpected errors for {text:?}");
    parsed.months
}

/// The one month of a file that must parse without errors.
fn month(text: &str) -> ParsedMonth {
    let mut months = months(text);
    assert_eq!(months.len(), 1, "{months:?}");
    months.remove(0)
}

/// The (year, month) of a one-row file with a Date column holding `date`.
fn date_of(date: &str) -> (i32, u8) {
    let month = month(&format!("Date,Returns\n\"{date}\",1\n"));
    (month.year, month.month)
}

/// The one error of a file, which must have no valid months.
fn only_error(text: &str) -> CsvError {
    let parsed = parse(text);
    assert_eq!(parsed.months, vec![], "unexpected months for {text:?}");
    assert_eq!(parsed.errors.len(), 1, "{:?}", parsed.errors);
    parsed.errors[0].clone()
}

/// Asserts an error's code, row and column, and that its message names the row and the column.
fn assert_cell_error(error: &CsvError, code: &str, row: usize, column: &str) {
    assert_eq!(error.code, code, "{error:?}");
    assert_eq!(error.row, Some(row), "{error:?}");
    assert_eq!(error.column.as_deref(), Some(column), "{error:?}");
    let named = format!("Row {row}, column {column}: ");
    assert!(error.message.starts_with(&named), "{error:?}");
}

/// The one error of a one-row Date/Returns file (the row is line 2).
fn row_error(date: &str, returned: &str) -> CsvError {
    only_error(&format!("Date,Returns\n\"{date}\",\"{returned}\"\n"))
}
