//! Exchange rates as an administrator uploads them (the site or the command line): a CSV file of
//! `currency,month,usdPerUnit` rows, read by the same RFC 4180 reader as the returns upload. The
//! file is checked whole before anything is stored: any problem refuses all of it, with the
//! problems' rows and columns (the first 100, and their count), in the returns upload's shape.
//!
//! Pure: the caller passes the current month and the currencies the site offers.

use std::collections::{HashMap, HashSet};

use analytics_core::returns_csv::reader::{self, Record};
use analytics_core::returns_csv::MAX_LISTED_ERRORS;
use analytics_core::YearMonth;

use super::{ExchangeRate, USD};
use crate::error::{CsvError, Error, Result};

/// The largest file read: every site currency since 1957 is about 6,000 rows of under 40 bytes.
pub const MAX_FILE_BYTES: usize = 1024 * 1024;
/// Rate rows a file may hold (blank lines not counted).
pub const MAX_ROWS: usize = 10_000;
/// The first month a rate may be for: the first month a return may be for.
pub const FIRST_MONTH: YearMonth = YearMonth::of(1957, 1);
/// The largest rate: no currency has been worth a million dollars a unit, so a larger number is a
/// typing slip (or an inverted rate), not a rate.
pub const MAX_USD_PER_UNIT: f64 = 1_000_000.0;

/// The columns, as the header names them (in any order and case).
const CURRENCY: &str = "currency";
const MONTH: &str = "month";
const RATE: &str = "usdPerUnit";
const COLUMNS: [&str; 3] = [CURRENCY, MONTH, RATE];

/// Characters of a value repeated in a message; a longer one is cut and ends in `…`.
const QUOTE_LIMIT: usize = 32;

/// The refusal of a file larger than [`MAX_FILE_BYTES`].
pub fn too_large() -> Error {
    refusal(vec![file_problem(
        "file_too_large",
        format!("The file is larger than {} KiB", MAX_FILE_BYTES / 1024),
    )])
}

/// The rates of a file, in file order, or every problem it has. `current` is the last month a
/// rate may be for; `currencies` are the codes the site offers (the dollar among them). Bytes
/// that are not UTF-8 are read as the replacement character.
pub fn parse_rates(
    bytes: &[u8],
    current: YearMonth,
    currencies: &HashSet<String>,
) -> Result<Vec<ExchangeRate>> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(too_large());
    }
    let text = String::from_utf8_lossy(bytes);
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let mut records = reader::records(text, reader::detect_delimiter(text))
        .filter(|record| record.as_ref().map_or(true, |r| !r.is_blank()));
    let header = match records.next() {
        None => return Err(refusal(vec![empty_file()])),
        Some(Err(malformed)) => {
            return Err(refusal(vec![row_problem(
                malformed.line,
                None,
                "malformed_csv",
                malformed.problem.to_owned(),
            )]))
        }
        Some(Ok(header)) => header,
    };
    let columns = Columns::find(&header).map_err(refusal)?;
    let mut rows = Rows {
        columns: &columns,
        current,
        currencies,
        rates: Vec::new(),
        seen: HashMap::new(),
        problems: Vec::new(),
        count: 0,
    };
    for (index, record) in records.enumerate() {
        if index == MAX_ROWS {
            return Err(refusal(vec![file_problem(
                "too_many_rows",
                format!("The file has more than {MAX_ROWS} rows"),
            )]));
        }
        rows.read(record);
    }
    if rows.count > 0 {
        return Err(Error::InvalidCsv {
            errors: rows.problems,
            count: rows.count,
        });
    }
    if rows.rates.is_empty() {
        return Err(refusal(vec![empty_file()]));
    }
    Ok(rows.rates)
}

/// Where each column is, and its name as the file writes it.
struct Columns {
    /// Position and written name of the currency, month and rate columns.
    at: [(usize, String); 3],
    /// Values a row may have: the header's, trailing empty names left out.
    width: usize,
}

impl Columns {
    fn find(header: &Record) -> std::result::Result<Columns, Vec<CsvError>> {
        let width = header
            .fields
            .iter()
            .rposition(|name| !name.trim().is_empty())
            .map_or(0, |last| last + 1);
        let mut found: [Option<(usize, String)>; 3] = Default::default();
        let mut problems = Vec::new();
        for (position, written) in header.fields.iter().take(width).enumerate() {
            let name = shortened(written.trim());
            match COLUMNS
                .iter()
                .position(|column| column.eq_ignore_ascii_case(written.trim()))
            {
                None => problems.push(row_problem(
                    header.line,
                    Some(&name),
                    "unknown_column",
                    format!("'{name}' is not one of the columns currency, month and usdPerUnit"),
                )),
                Some(column) if found[column].is_some() => problems.push(row_problem(
                    header.line,
                    Some(&name),
                    "duplicate_column",
                    format!("The {} column appears more than once", COLUMNS[column]),
                )),
                Some(column) => found[column] = Some((position, name)),
            }
        }
        if header.values_past_kept {
            problems.push(row_problem(
                header.line,
                None,
                "unknown_column",
                "The header has more columns than currency, month and usdPerUnit".to_owned(),
            ));
        }
        for (column, name) in COLUMNS.iter().enumerate() {
            if found[column].is_none() {
                problems.push(CsvError {
                    row: None,
                    column: Some((*name).to_owned()),
                    code: "missing_column".to_owned(),
                    message: format!("The header has no {name} column"),
                });
            }
        }
        match found {
            [Some(currency), Some(month), Some(rate)] if problems.is_empty() => Ok(Columns {
                at: [currency, month, rate],
                width,
            }),
            _ => Err(problems),
        }
    }
}

/// The rows read so far: the good rates and the problems (the first [`MAX_LISTED_ERRORS`] kept,
/// all counted).
struct Rows<'a> {
    columns: &'a Columns,
    current: YearMonth,
    currencies: &'a HashSet<String>,
    rates: Vec<ExchangeRate>,
    /// The line each currency and month was first given on.
    seen: HashMap<(String, YearMonth), usize>,
    problems: Vec<CsvError>,
    count: usize,
}

impl Rows<'_> {
    fn problem(&mut self, line: usize, column: Option<usize>, code: &str, detail: String) {
        self.count += 1;
        if self.problems.len() < MAX_LISTED_ERRORS {
            let name = column.map(|column| self.columns.at[column].1.clone());
            self.problems
                .push(row_problem(line, name.as_deref(), code, detail));
        }
    }

    fn read(&mut self, record: std::result::Result<Record, reader::Malformed>) {
        let record = match record {
            Ok(record) => record,
            Err(malformed) => {
                let detail = malformed.problem.to_owned();
                return self.problem(malformed.line, None, "malformed_csv", detail);
            }
        };
        let line = record.line;
        let extra = record.values_past_kept
            || record
                .fields
                .iter()
                .skip(self.columns.width)
                .any(|value| !value.trim().is_empty());
        if extra {
            let detail = "The row has more values than the header has columns".to_owned();
            return self.problem(line, None, "too_many_values", detail);
        }
        let columns = self.columns;
        let cell = |column: usize| {
            record
                .fields
                .get(columns.at[column].0)
                .map_or("", |value| value.trim())
        };
        let (currency, month, rate) = (cell(0), cell(1), cell(2));
        let currency = self.currency(line, currency);
        let month = self.month(line, month);
        let rate = self.rate(line, rate);
        let (Some(currency), Some(month), Some(usd_per_unit)) = (currency, month, rate) else {
            return;
        };
        if let Some(first) = self.seen.get(&(currency.clone(), month)).copied() {
            let detail = format!("{currency} {month} is already given in row {first}");
            return self.problem(line, Some(1), "duplicate_rate", detail);
        }
        self.seen.insert((currency.clone(), month), line);
        self.rates.push(ExchangeRate {
            currency,
            month,
            usd_per_unit,
        });
    }

    fn currency(&mut self, line: usize, value: &str) -> Option<String> {
        let shown = quote(value);
        let refusal = if value.is_empty() {
            ("missing_value", "The currency is missing".to_owned())
        } else if value.len() != 3 || !value.bytes().all(|b| b.is_ascii_uppercase()) {
            let detail = format!("{shown} is not an ISO 4217 code of three capital letters");
            ("invalid_currency", detail)
        } else if value == USD {
            let detail = "The US dollar is worth one dollar; it takes no rate".to_owned();
            ("dollar_rate", detail)
        } else if !self.currencies.contains(value) {
            let detail = format!("{shown} is not a currency the site offers");
            ("unknown_currency", detail)
        } else {
            return Some(value.to_owned());
        };
        self.problem(line, Some(0), refusal.0, refusal.1);
        None
    }

    fn month(&mut self, line: usize, value: &str) -> Option<YearMonth> {
        let shown = quote(value);
        let refusal = match value.parse::<YearMonth>() {
            _ if value.is_empty() => ("missing_value", "The month is missing".to_owned()),
            Err(_) => ("invalid_month", format!("{shown} is not a month (YYYY-MM)")),
            Ok(month) if month < FIRST_MONTH => {
                let detail = format!("{month} is before January 1957");
                ("month_before_1957", detail)
            }
            Ok(month) if month > self.current => {
                let detail = format!("{month} is after the current month ({})", self.current);
                ("month_in_future", detail)
            }
            Ok(month) => return Some(month),
        };
        self.problem(line, Some(1), refusal.0, refusal.1);
        None
    }

    fn rate(&mut self, line: usize, value: &str) -> Option<f64> {
        let shown = quote(value);
        let refusal = match plain_decimal(value) {
            _ if value.is_empty() => ("missing_value", "The rate is missing".to_owned()),
            None => ("not_a_number", format!("{shown} is not a number")),
            Some(rate) if rate <= 0.0 || rate > MAX_USD_PER_UNIT => {
                let detail = format!("{shown} is not above 0 and at most 1,000,000 dollars");
                ("rate_out_of_range", detail)
            }
            Some(rate) => return Some(rate),
        };
        self.problem(line, Some(2), refusal.0, refusal.1);
        None
    }
}

/// A number written with digits, an optional sign and decimal point, and an optional exponent
/// (`1.0842`, `0.0067`, `6.7E-3`): never `inf` or `NaN`, which `f64::from_str` also reads.
fn plain_decimal(value: &str) -> Option<f64> {
    let digits = value
        .bytes()
        .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'-' | b'+' | b'e' | b'E'));
    let rate: f64 = value.parse().ok().filter(|_| digits)?;
    rate.is_finite().then_some(rate)
}

/// A value as a message repeats it: at most [`QUOTE_LIMIT`] characters.
fn shortened(value: &str) -> String {
    match value.char_indices().nth(QUOTE_LIMIT) {
        None => value.to_owned(),
        Some((end, _)) => format!("{}…", &value[..end]),
    }
}

fn quote(value: &str) -> String {
    format!("'{}'", shortened(value))
}

fn row_problem(line: usize, column: Option<&str>, code: &str, detail: String) -> CsvError {
    let message = match column {
        Some(column) => format!("Row {line}, column {column}: {detail}"),
        None => format!("Row {line}: {detail}"),
    };
    CsvError {
        row: Some(line),
        column: column.map(str::to_owned),
        code: code.to_owned(),
        message,
    }
}

fn file_problem(code: &str, message: String) -> CsvError {
    CsvError {
        row: None,
        column: None,
        code: code.to_owned(),
        message,
    }
}

fn empty_file() -> CsvError {
    file_problem("empty_file", "The file has no exchange rates".to_owned())
}

fn refusal(problems: Vec<CsvError>) -> Error {
    Error::InvalidCsv {
        count: problems.len(),
        errors: problems,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CURRENT: YearMonth = YearMonth::of(2026, 11);

    fn site_currencies() -> HashSet<String> {
        ["USD", "EUR", "GBP", "JPY"].map(String::from).into()
    }

    fn parse(text: &str) -> Result<Vec<ExchangeRate>> {
        parse_rates(text.as_bytes(), CURRENT, &site_currencies())
    }

    /// A problem as (row, column, code).
    type Problem = (Option<usize>, Option<String>, String);

    /// Each problem, and the count.
    fn problems(result: Result<Vec<ExchangeRate>>) -> (Vec<Problem>, usize) {
        match result {
            Err(Error::InvalidCsv { errors, count }) => (
                errors
                    .into_iter()
                    .map(|e| (e.row, e.column, e.code))
                    .collect(),
                count,
            ),
            other => panic!("expected invalid_csv, got {other:?}"),
        }
    }

    fn codes(text: &str) -> Vec<(Option<usize>, String)> {
        problems(parse(text))
            .0
            .into_iter()
            .map(|(row, _, code)| (row, code))
            .collect()
    }

    fn rate(currency: &str, month: YearMonth, usd_per_unit: f64) -> ExchangeRate {
        ExchangeRate {
            currency: currency.to_owned(),
            month,
            usd_per_unit,
        }
    }

    #[test]
    fn a_good_file_gives_its_rates_in_file_order() {
        let rates = parse(
            "\u{feff}currency,month,usdPerUnit\r\nEUR,2026-10,1.0842\r\n\r\n\"JPY\", 2026-11 ,6.7E-3\r\n",
        )
        .unwrap();
        assert_eq!(
            rates,
            [
                rate("EUR", YearMonth::of(2026, 10), 1.0842),
                rate("JPY", YearMonth::of(2026, 11), 0.0067),
            ]
        );
    }

    #[test]
    fn the_columns_may_come_in_any_order_and_case_with_semicolons() {
        let rates = parse("USDPERUNIT;Month;Currency;;\n1.25;2024-02;GBP;;\n").unwrap();
        assert_eq!(rates, [rate("GBP", YearMonth::of(2024, 2), 1.25)]);
    }

    #[test]
    fn a_currency_is_three_capital_letters_offered_by_the_site_and_not_the_dollar() {
        assert_eq!(
            codes("currency,month,usdPerUnit\neur,2024-01,1\nEURO,2024-01,1\nUSD,2024-01,1\nXYZ,2024-01,1\n,2024-01,1\n"),
            [
                (Some(2), "invalid_currency".to_owned()),
                (Some(3), "invalid_currency".to_owned()),
                (Some(4), "dollar_rate".to_owned()),
                (Some(5), "unknown_currency".to_owned()),
                (Some(6), "missing_value".to_owned()),
            ]
        );
    }

    #[test]
    fn a_month_is_yyyy_mm_from_1957_through_the_current_month() {
        assert_eq!(
            codes("currency,month,usdPerUnit\nEUR,2024-1,1\nEUR,Jan 2024,1\nEUR,1956-12,1\nEUR,2026-12,1\nEUR,2024-13,1\n"),
            [
                (Some(2), "invalid_month".to_owned()),
                (Some(3), "invalid_month".to_owned()),
                (Some(4), "month_before_1957".to_owned()),
                (Some(5), "month_in_future".to_owned()),
                (Some(6), "invalid_month".to_owned()),
            ]
        );
        assert!(parse("currency,month,usdPerUnit\nEUR,1957-01,1\nEUR,2026-11,1\n").is_ok());
    }

    #[test]
    fn a_rate_is_a_finite_number_above_zero_and_at_most_a_million() {
        assert_eq!(
            codes(
                "currency,month,usdPerUnit\nEUR,2024-01,0\nEUR,2024-02,-1.1\nEUR,2024-03,inf\n\
                 EUR,2024-04,NaN\nEUR,2024-05,1e400\nEUR,2024-06,1000001\nEUR,2024-07,1,1\nEUR,2024-08,\n"
            ),
            [
                (Some(2), "rate_out_of_range".to_owned()),
                (Some(3), "rate_out_of_range".to_owned()),
                (Some(4), "not_a_number".to_owned()),
                (Some(5), "not_a_number".to_owned()),
                (Some(6), "not_a_number".to_owned()),
                (Some(7), "rate_out_of_range".to_owned()),
                (Some(8), "too_many_values".to_owned()),
                (Some(9), "missing_value".to_owned()),
            ]
        );
        assert!(parse("currency,month,usdPerUnit\nGBP,2024-01,1000000\n").is_ok());
    }

    #[test]
    fn a_currency_and_month_given_twice_names_the_first_row() {
        let result =
            parse("currency,month,usdPerUnit\nEUR,2024-01,1.1\nGBP,2024-01,1.3\nEUR,2024-01,1.2\n");
        match result {
            Err(Error::InvalidCsv { errors, count }) => {
                assert_eq!(count, 1);
                assert_eq!(errors[0].row, Some(4));
                assert_eq!(errors[0].code, "duplicate_rate");
                assert_eq!(
                    errors[0].message,
                    "Row 4, column month: EUR 2024-01 is already given in row 2"
                );
            }
            other => panic!("expected invalid_csv, got {other:?}"),
        }
    }

    #[test]
    fn every_bad_row_is_reported_and_each_problem_of_a_row_too() {
        let (found, count) = problems(parse(
            "currency,month,usdPerUnit\nEUR,2024-01,1.1\nusd,2024-02,x\nGBP,2024-13,1.3\n",
        ));
        assert_eq!(count, 3);
        assert_eq!(
            found,
            [
                (
                    Some(3),
                    Some("currency".to_owned()),
                    "invalid_currency".to_owned()
                ),
                (
                    Some(3),
                    Some("usdPerUnit".to_owned()),
                    "not_a_number".to_owned()
                ),
                (
                    Some(4),
                    Some("month".to_owned()),
                    "invalid_month".to_owned()
                ),
            ]
        );
    }

    #[test]
    fn the_header_must_name_the_three_columns_once() {
        let (found, _) = problems(parse("currency,month,rate,month\nEUR,2024-01,1,\n"));
        assert_eq!(
            found,
            [
                (
                    Some(1),
                    Some("rate".to_owned()),
                    "unknown_column".to_owned()
                ),
                (
                    Some(1),
                    Some("month".to_owned()),
                    "duplicate_column".to_owned()
                ),
                (
                    None,
                    Some("usdPerUnit".to_owned()),
                    "missing_column".to_owned()
                ),
            ]
        );
    }

    #[test]
    fn an_empty_oversized_or_overlong_file_is_refused_whole() {
        assert_eq!(codes(""), [(None, "empty_file".to_owned())]);
        assert_eq!(
            codes("currency,month,usdPerUnit\n\n"),
            [(None, "empty_file".to_owned())]
        );
        let big = vec![b' '; MAX_FILE_BYTES + 1];
        let (found, _) = problems(parse_rates(&big, CURRENT, &site_currencies()));
        assert_eq!(found[0].2, "file_too_large");
        let mut long = String::from("currency,month,usdPerUnit\n");
        for _ in 0..=MAX_ROWS {
            long.push_str("EUR,2024-01,1\n");
        }
        assert_eq!(codes(&long), [(None, "too_many_rows".to_owned())]);
    }

    #[test]
    fn only_the_first_hundred_problems_are_listed_and_all_are_counted() {
        let mut text = String::from("currency,month,usdPerUnit\n");
        for _ in 0..250 {
            text.push_str("EUR,bad,1\n");
        }
        let (found, count) = problems(parse(&text));
        assert_eq!((found.len(), count), (MAX_LISTED_ERRORS, 250));
    }

    #[test]
    fn a_malformed_row_is_reported_with_its_line() {
        assert_eq!(
            codes("currency,month,usdPerUnit\nEUR,2024-01,\"1.1\"x\nEUR,2024-02,1\n"),
            [(Some(2), "malformed_csv".to_owned())]
        );
    }
}
