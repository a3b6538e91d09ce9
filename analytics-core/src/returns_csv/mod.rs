//! A program's monthly returns read from an uploaded CSV file.
//!
//! The server stores what this parser returns and the browser previews it from the same code, so
//! the preview is exactly what will be stored. The file needs a Returns column (percent) and either
//! a Date column or Month and Year columns; Assets and Estimated are optional. Every problem is
//! reported with its line and column, not just the first, so a manager can fix the file in one go.
//!
//! Every input is bounded (a hostile file must not cost the server more than a valid one): at
//! most [`MAX_ROWS`] data rows, [`MAX_COLUMNS`] columns and [`MAX_HEADER_CELL_CHARS`] characters in
//! a header name; errors are listed up to [`MAX_LISTED_ERRORS`] with the total counted.
//!
//! Pure: the caller passes the current month, since a month after it is rejected.

mod date;
mod errors;
mod header;
mod number;
pub mod reader;
mod row;
mod template;
#[cfg(test)]
mod tests;

pub use template::performance_template_csv;

use serde::Serialize;

/// Data rows a file may hold (blank lines not counted): seventy years of months are under a
/// thousand, so ten thousand refuses no real track record while bounding the work a file causes.
pub const MAX_ROWS: usize = 10_000;
/// Columns a header may have (trailing empty cells, as spreadsheets write them, not counted).
pub const MAX_COLUMNS: usize = 100;
/// Characters of one header name.
pub const MAX_HEADER_CELL_CHARS: usize = 256;
/// Errors listed in full; the rest are only counted.
pub const MAX_LISTED_ERRORS: usize = 100;

/// One valid month of the file.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ParsedMonth {
    pub year: i32,
    /// 1 to 12.
    pub month: u8,
    /// A fraction: the file holds percent, so `1.5` there is `0.015` here.
    pub monthly_return: f64,
    pub assets: Option<f64>,
    pub estimated: bool,
    /// The 1-based line of the file the month was read from (the header is normally line 1).
    pub row: usize,
}

/// A problem in the file. `code` is stable (the client words it in each language); `message` is
/// the English wording, naming the row and the column.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CsvError {
    /// The 1-based line; `None` for a problem with the whole file.
    pub row: Option<usize>,
    /// The header name as written in the file (the expected name for a missing column).
    pub column: Option<String>,
    /// One of `missing_column`, `duplicate_column`, `empty_file`, `malformed_csv`,
    /// `not_a_number`, `invalid_date`, `duplicate_month`, `return_below_minus_100`,
    /// `month_in_future`, `month_before_1957`, `negative_assets`, `invalid_estimated_flag`,
    /// `too_many_rows`, `too_many_columns`, `header_too_long`.
    pub code: &'static str,
    pub message: String,
}

/// What a file gave: its valid months, sorted by month, and the errors found: the first
/// [`MAX_LISTED_ERRORS`] in file order, and how many there were in all.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ParsedReturns {
    pub months: Vec<ParsedMonth>,
    pub errors: Vec<CsvError>,
    /// Every error found, listed or not.
    pub error_count: usize,
}

/// Reads monthly returns from CSV text. `current_year` and `current_month` (1 to 12) are today's
/// month: later months are rejected.
pub fn parse_returns_csv(text: &str, current_year: i32, current_month: u8) -> ParsedReturns {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let delimiter = reader::detect_delimiter(text);
    let mut records = reader::records(text, delimiter)
        .filter(|record| record.as_ref().map_or(true, |r| !r.is_blank()));

    let header = match records.next() {
        None => return file_error(None, "empty_file", "The file is empty".to_string()),
        Some(Err(malformed)) => {
            return file_error(
                Some(malformed.line),
                "malformed_csv",
                format!("Row {}: {}", malformed.line, malformed.problem),
            )
        }
        Some(Ok(header)) => header,
    };
    if let Some(refusal) = oversized_header(&header) {
        return refusal;
    }
    let columns = match header::Columns::find(&header.fields) {
        Ok(columns) => columns,
        Err(errors) => {
            return ParsedReturns {
                months: Vec::new(),
                error_count: errors.len(),
                errors,
            }
        }
    };

    let mut rows = row::Rows::new(&columns, (current_year, current_month));
    for (count, record) in records.enumerate() {
        if count == MAX_ROWS {
            return file_error(
                None,
                "too_many_rows",
                format!("The file has more than {MAX_ROWS} rows"),
            );
        }
        rows.read(record);
    }
    let parsed = rows.finish();
    if parsed.months.is_empty() && parsed.errors.is_empty() {
        return file_error(
            None,
            "empty_file",
            "The file has a header but no monthly returns".to_string(),
        );
    }
    parsed
}

/// Refuses a header too wide or with a name too long to be a column name.
fn oversized_header(header: &reader::Record) -> Option<ParsedReturns> {
    let width = header
        .fields
        .iter()
        .rposition(|name| !name.trim().is_empty())
        .map_or(0, |last| last + 1);
    if width > MAX_COLUMNS || header.values_past_kept {
        return Some(file_error(
            Some(header.line),
            "too_many_columns",
            format!("The header has more than {MAX_COLUMNS} columns"),
        ));
    }
    let long = header
        .fields
        .iter()
        .position(|name| name.trim().chars().nth(MAX_HEADER_CELL_CHARS).is_some())?;
    Some(ParsedReturns {
        months: Vec::new(),
        errors: vec![CsvError {
            row: Some(header.line),
            column: Some(errors::column_name(header.fields[long].trim())),
            code: "header_too_long",
            message: format!(
                "Column {} of the header is longer than {MAX_HEADER_CELL_CHARS} characters",
                long + 1
            ),
        }],
        error_count: 1,
    })
}

fn file_error(row: Option<usize>, code: &'static str, message: String) -> ParsedReturns {
    ParsedReturns {
        months: Vec::new(),
        errors: vec![CsvError {
            row,
            column: None,
            code,
            message,
        }],
        error_count: 1,
    }
}
