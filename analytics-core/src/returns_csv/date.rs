//! The month a row is for, from a Date cell or from Month and Year cells.
//!
//! A date cell names a month (`2024-01`, `Jan 2024`, `202401`) or a day in it (`2024-01-31`,
//! `1/31/2024`); the day only has to exist. Numeric day-and-month dates are read as the US write
//! them (month first) unless the first number cannot be a month (`31/01/2024`). Years have four
//! digits, except after a month name (`Jan-24`), where 57 to 99 are 19xx and 00 to 56 are 20xx.

/// A calendar month: year and month (1 to 12).
pub(super) type YearMonth = (i32, u8);

/// `2024-03`, the form messages use.
pub(super) fn format_month((year, month): YearMonth) -> String {
    format!("{year:04}-{month:02}")
}

/// The formats the messages suggest.
pub(super) const DATE_FORMATS: &str = "e.g. 2024-01, Jan 2024, 01/2024 or 2024-01-31";

pub(super) fn parse_date(cell: &str) -> Option<YearMonth> {
    let text = without_time(cell.trim());
    if text.bytes().all(|b| b.is_ascii_digit()) {
        return compact_date(text);
    }
    let tokens: Vec<&str> = text
        .split(['-', '/', ' ', ','])
        .filter(|token| !token.is_empty())
        .collect();
    match tokens[..] {
        [a, b] => month_and_year(a, b),
        [a, b, c] => day_month_and_year(a, b, c),
        _ => None,
    }
}

/// A Month cell: 1 to 12 (`01` too) or an English month name or abbreviation.
pub(super) fn parse_month(cell: &str) -> Option<u8> {
    let cell = cell.trim();
    month_number(cell).or_else(|| month_name(cell))
}

/// A Year cell: four digits.
pub(super) fn parse_year(cell: &str) -> Option<i32> {
    four_digit_year(cell.trim())
}

/// Drops a time of day written after the date (`2024-01-31T00:00:00`, `1/31/2024 0:00`,
/// `1/31/2024 12:00:00 AM`), as spreadsheets and databases export dates.
fn without_time(text: &str) -> &str {
    if let Some((date, _)) = text.split_once('T').filter(|(date, _)| date.len() == 10) {
        return date;
    }
    let mut text = text;
    while let Some((date, last)) = text.rsplit_once(' ') {
        let last = last.to_ascii_lowercase();
        if !(last.contains(':') || last == "am" || last == "pm") {
            break;
        }
        text = date.trim_end();
    }
    text
}

/// `202401` or `20240131`.
fn compact_date(text: &str) -> Option<YearMonth> {
    match text.len() {
        6 => month_and_year(&text[4..], &text[..4]),
        8 => day_month_and_year(&text[..4], &text[4..6], &text[6..]),
        _ => None,
    }
}

/// The two parts of a month: `Jan 2024`, `Jan-24`, `2024 Jan`, `2024-01`, `01/2024`.
fn month_and_year(a: &str, b: &str) -> Option<YearMonth> {
    if let Some(month) = month_name(a) {
        return Some((year_after_month_name(b)?, month));
    }
    if let Some(year) = four_digit_year(a) {
        return Some((year, month_number(b).or_else(|| month_name(b))?));
    }
    Some((four_digit_year(b)?, month_number(a)?))
}

/// The three parts of a day: `2024-01-31`, `1/31/2024`, `31/01/2024`, `31 Jan 2024`,
/// `Jan 31 2024`.
fn day_month_and_year(a: &str, b: &str, c: &str) -> Option<YearMonth> {
    let (year, month, day) = if let Some(year) = four_digit_year(a) {
        (year, month_number(b)?, day_number(c)?)
    } else {
        let year = four_digit_year(c)?;
        match (month_name(a), month_name(b)) {
            (Some(month), None) => (year, month, day_number(b)?),
            (None, Some(month)) => (year, month, day_number(a)?),
            (None, None) => {
                let (first, second) = (day_number(a)?, day_number(b)?);
                if first > 12 {
                    (year, month_from(second)?, first)
                } else {
                    (year, month_from(first)?, second)
                }
            }
            (Some(_), Some(_)) => return None,
        }
    };
    (day <= days_in_month(year, month)).then_some((year, month))
}

fn four_digit_year(text: &str) -> Option<i32> {
    let digits = text.len() == 4 && text.bytes().all(|b| b.is_ascii_digit());
    digits.then(|| text.parse().ok()).flatten()
}

fn year_after_month_name(text: &str) -> Option<i32> {
    if text.len() == 2 && text.bytes().all(|b| b.is_ascii_digit()) {
        let year: i32 = text.parse().ok()?;
        return Some(if year >= 57 { 1900 + year } else { 2000 + year });
    }
    four_digit_year(text)
}

/// One or two digits, as a month or a day is written.
fn small_number(text: &str) -> Option<u8> {
    let digits = (1..=2).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_digit());
    digits.then(|| text.parse().ok()).flatten()
}

fn month_number(text: &str) -> Option<u8> {
    small_number(text).and_then(month_from)
}

fn month_from(number: u8) -> Option<u8> {
    (1..=12).contains(&number).then_some(number)
}

fn day_number(text: &str) -> Option<u8> {
    small_number(text).filter(|day| (1..=31).contains(day))
}

const MONTH_NAMES: [&str; 12] = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];

/// An English month name, its three-letter abbreviation or `Sept`, in any case, with an optional
/// trailing period (`Jan.`).
fn month_name(text: &str) -> Option<u8> {
    let name = text.strip_suffix('.').unwrap_or(text).to_lowercase();
    let position = MONTH_NAMES.iter().position(|full| {
        *full == name
            || (name.len() == 3 && full.starts_with(&name))
            || (name == "sept" && *full == "september")
    })?;
    u8::try_from(position + 1).ok()
}

fn days_in_month(year: i32, month: u8) -> u8 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}
