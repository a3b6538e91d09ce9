//! The data rows: each becomes a month, or the errors that keep it out.

use std::collections::BTreeMap;
use std::fmt::Display;

use super::date::{self, YearMonth, DATE_FORMATS};
use super::errors::ErrorList;
use super::header::{Column, Columns, MonthColumns};
use super::number::{self, AssetsError};
use super::reader::{Malformed, Record};
use super::{CsvError, ParsedMonth, ParsedReturns};

/// The earliest month accepted (the spec's inception limit, 1/1/1957).
const FIRST_MONTH: YearMonth = (1957, 1);

/// Longest cell value quoted in full in a message.
const QUOTE_LIMIT: usize = 40;

pub(super) struct Rows<'a> {
    columns: &'a Columns,
    current: YearMonth,
    /// The row that first gave each month, so a repeat names it.
    seen: BTreeMap<YearMonth, usize>,
    months: Vec<ParsedMonth>,
    errors: ErrorList,
}

impl<'a> Rows<'a> {
    pub fn new(columns: &'a Columns, current: YearMonth) -> Self {
        Rows {
            columns,
            current,
            seen: BTreeMap::new(),
            months: Vec::new(),
            errors: ErrorList::default(),
        }
    }

    pub fn read(&mut self, record: Result<Record, Malformed>) {
        match record {
            Err(malformed) => {
                let column = self.columns.names.get(malformed.field).cloned();
                let message = match &column {
                    Some(column) => format!("Row {}, column {column}: ", malformed.line),
                    None => format!("Row {}: ", malformed.line),
                } + malformed.problem;
                self.errors.push(CsvError {
                    row: Some(malformed.line),
                    column,
                    code: "malformed_csv",
                    message,
                });
            }
            Ok(record) if self.has_extra_values(&record) => {
                self.errors.push(CsvError {
                    row: Some(record.line),
                    column: None,
                    code: "malformed_csv",
                    message: format!(
                        "Row {} has {} values but the header has {} columns (a number with \
                         commas must be in quotes)",
                        record.line,
                        record.field_count,
                        self.columns.names.len()
                    ),
                });
            }
            Ok(record) => self.read_month(&record),
        }
    }

    pub fn finish(mut self) -> ParsedReturns {
        self.months.sort_by_key(|month| (month.year, month.month));
        let (errors, error_count) = self.errors.into_parts();
        ParsedReturns {
            months: self.months,
            errors,
            error_count,
        }
    }

    /// Values past the header's last column; empty ones (trailing delimiters) are harmless.
    fn has_extra_values(&self, record: &Record) -> bool {
        let width = self.columns.names.len();
        record.values_past_kept
            || record
                .fields
                .iter()
                .skip(width)
                .any(|f| !f.trim().is_empty())
    }

    fn read_month(&mut self, record: &Record) {
        let mut cells = Cells {
            record,
            errors: Vec::new(),
            found: 0,
            listing: !self.errors.is_full(),
        };
        let month = self.month(&mut cells);
        let returned = cells.returned(&self.columns.returns);
        let assets = self.columns.assets.as_ref().and_then(|c| cells.assets(c));
        let flagged = match &self.columns.estimated {
            Some(column) => cells.estimated_flag(column),
            None => Some(false),
        };
        if let (Some((year, month)), Some(returned), Some(flagged), true) =
            (month, returned, flagged, cells.found == 0)
        {
            self.months.push(ParsedMonth {
                year,
                month,
                monthly_return: returned.fraction,
                assets,
                estimated: returned.estimated || flagged,
                row: record.line,
            });
        }
        self.errors.count_unlisted(cells.found - cells.errors.len());
        self.errors.extend(cells.errors);
    }

    /// The row's month, checked against the accepted range and the months already given.
    fn month(&mut self, cells: &mut Cells) -> Option<YearMonth> {
        let (month, month_column, year_column) = match &self.columns.month {
            MonthColumns::Date(column) => (cells.date(column)?, column, column),
            MonthColumns::MonthAndYear { month, year } => {
                let parsed = (cells.month(month), cells.year(year));
                ((parsed.1?, parsed.0?), month, year)
            }
        };
        let shown = date::format_month(month);
        if month > self.current {
            let column = if month.0 > self.current.0 {
                year_column
            } else {
                month_column
            };
            let current = date::format_month(self.current);
            let detail = format!("{shown} is after the current month ({current})");
            cells.error(column, "month_in_future", detail);
            return None;
        }
        if month < FIRST_MONTH {
            let detail = format!("{shown} is before January 1957");
            cells.error(year_column, "month_before_1957", detail);
            return None;
        }
        if let Some(first) = self.seen.get(&month) {
            let detail = format!("{shown} already given in row {first}");
            cells.error(month_column, "duplicate_month", detail);
            return None;
        }
        self.seen.insert(month, cells.record.line);
        Some(month)
    }
}

/// One row's cells and the errors found in them.
struct Cells<'r> {
    record: &'r Record,
    /// The errors, while the file's list is not full.
    errors: Vec<CsvError>,
    found: usize,
    /// Whether errors are still listed: past the listed ones they are only counted, and a file of
    /// ten thousand bad rows must not pay for ten thousand messages.
    listing: bool,
}

impl Cells<'_> {
    fn value(&self, column: &Column) -> &str {
        self.record
            .fields
            .get(column.index)
            .map_or("", |field| field.trim())
    }

    fn error(&mut self, column: &Column, code: &'static str, detail: impl Display) {
        self.found += 1;
        if !self.listing {
            return;
        }
        let row = self.record.line;
        self.errors.push(CsvError {
            row: Some(row),
            column: Some(column.name.clone()),
            code,
            message: format!("Row {row}, column {}: {detail}", column.name),
        });
    }

    fn date(&mut self, column: &Column) -> Option<YearMonth> {
        let value = self.value(column);
        let parsed = date::parse_date(value);
        if parsed.is_none() {
            let detail = match value {
                "" => "the date is missing".to_string(),
                _ => format!("{} is not a date ({DATE_FORMATS})", quote(value)),
            };
            self.error(column, "invalid_date", detail);
        }
        parsed
    }

    fn month(&mut self, column: &Column) -> Option<u8> {
        let value = self.value(column);
        let parsed = date::parse_month(value);
        if parsed.is_none() {
            let detail = match value {
                "" => "the month is missing".to_string(),
                _ => format!("{} is not a month (1 to 12 or a name)", quote(value)),
            };
            self.error(column, "invalid_date", detail);
        }
        parsed
    }

    fn year(&mut self, column: &Column) -> Option<i32> {
        let value = self.value(column);
        let parsed = date::parse_year(value);
        if parsed.is_none() {
            let detail = match value {
                "" => "the year is missing".to_string(),
                _ => format!("{} is not a four-digit year", quote(value)),
            };
            self.error(column, "invalid_date", detail);
        }
        parsed
    }

    fn returned(&mut self, column: &Column) -> Option<number::Return> {
        let value = self.value(column);
        let Some(parsed) = number::parse_return(value) else {
            let detail = match value {
                "" => "the return is missing".to_string(),
                _ => format!("{} is not a number", quote(value)),
            };
            self.error(column, "not_a_number", detail);
            return None;
        };
        if parsed.fraction < -1.0 {
            let detail = format!("{} is below -100 %", quote(value));
            self.error(column, "return_below_minus_100", detail);
            return None;
        }
        Some(parsed)
    }

    fn assets(&mut self, column: &Column) -> Option<f64> {
        let value = self.value(column);
        match number::parse_assets(value) {
            Ok(assets) => assets,
            Err(AssetsError::NotANumber) => {
                let detail = format!("{} is not a number", quote(value));
                self.error(column, "not_a_number", detail);
                None
            }
            Err(AssetsError::Negative) => {
                let detail = format!("{} is below zero", quote(value));
                self.error(column, "negative_assets", detail);
                None
            }
        }
    }

    fn estimated_flag(&mut self, column: &Column) -> Option<bool> {
        let value = self.value(column);
        let parsed = number::parse_estimated_flag(value);
        if parsed.is_none() {
            let detail = format!(
                "{} is not yes, no, true, false, 1, 0, y, n or E",
                quote(value)
            );
            self.error(column, "invalid_estimated_flag", detail);
        }
        parsed
    }
}

/// A cell value in quotes for a message, shortened when long.
fn quote(value: &str) -> String {
    if value.chars().count() <= QUOTE_LIMIT {
        format!("'{value}'")
    } else {
        let start: String = value.chars().take(QUOTE_LIMIT).collect();
        format!("'{start}…'")
    }
}
