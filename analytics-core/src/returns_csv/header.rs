//! Which column holds what, found from the header names.
//!
//! Names match in any case, ignoring spaces and punctuation (`Monthly Return`, `monthly_return`,
//! `Return (%)` are one name). Columns with other names are ignored.

use super::errors::column_name;
use super::CsvError;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Role {
    Returns,
    Date,
    Month,
    Year,
    Assets,
    Estimated,
}

impl Role {
    const ALL: [Role; 6] = [
        Role::Returns,
        Role::Date,
        Role::Month,
        Role::Year,
        Role::Assets,
        Role::Estimated,
    ];

    /// The names accepted for the role, as keys (see [`key`]); a trailing `%` is ignored.
    fn aliases(self) -> &'static [&'static str] {
        match self {
            Role::Returns => &[
                "returns",
                "return",
                "monthlyreturn",
                "monthlyreturns",
                "ror",
                "monthlyror",
                "%change",
                "change",
                "pctchange",
                "percentchange",
            ],
            Role::Date => &["date", "period"],
            Role::Month => &["month"],
            Role::Year => &["year"],
            Role::Assets => &["assets", "asset", "aum", "assetsundermanagement"],
            Role::Estimated => &["estimated", "est", "estimate"],
        }
    }

    fn what(self) -> &'static str {
        match self {
            Role::Returns => "returns",
            Role::Date => "date",
            Role::Month => "month",
            Role::Year => "year",
            Role::Assets => "assets",
            Role::Estimated => "estimated flag",
        }
    }

    fn of(header_name: &str) -> Option<Role> {
        let key = key(header_name);
        let key = key.trim_end_matches('%');
        Role::ALL
            .into_iter()
            .find(|role| role.aliases().contains(&key))
    }
}

/// Lower case, letters, digits and `%` only.
fn key(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric() || *c == '%')
        .flat_map(char::to_lowercase)
        .collect()
}

/// A column of the file: where it is and its name as written (without surrounding spaces).
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Column {
    pub index: usize,
    pub name: String,
}

/// Where a row's month comes from.
#[derive(Debug, PartialEq)]
pub(super) enum MonthColumns {
    Date(Column),
    MonthAndYear { month: Column, year: Column },
}

#[derive(Debug, PartialEq)]
pub(super) struct Columns {
    pub returns: Column,
    pub month: MonthColumns,
    pub assets: Option<Column>,
    pub estimated: Option<Column>,
    /// Every header name as errors show it, to name the column of a malformed value.
    pub names: Vec<String>,
}

impl Columns {
    /// Finds the columns, or says which are missing or given twice. A Date column is used over
    /// Month and Year columns when the file has both.
    pub fn find(header: &[String]) -> Result<Columns, Vec<CsvError>> {
        let names: Vec<String> = header.iter().map(|name| column_name(name.trim())).collect();
        let mut found: Vec<(Role, Column)> = Vec::new();
        let mut errors = Vec::new();
        for (index, (written, name)) in header.iter().zip(&names).enumerate() {
            let Some(role) = Role::of(written) else {
                continue;
            };
            if let Some((_, first)) = found.iter().find(|(r, _)| *r == role) {
                errors.push(duplicate(role, first, name));
                continue;
            }
            let name = name.clone();
            found.push((role, Column { index, name }));
        }
        let take = |role: Role| {
            found
                .iter()
                .find(|(r, _)| *r == role)
                .map(|(_, column)| column.clone())
        };

        let returns = take(Role::Returns);
        if returns.is_none() {
            errors.push(missing(
                "Returns",
                "Missing column Returns (also accepted: Return, Monthly Return, ROR, % Change)",
            ));
        }
        let month = match (take(Role::Date), take(Role::Month), take(Role::Year)) {
            (Some(date), _, _) => Some(MonthColumns::Date(date)),
            (None, Some(month), Some(year)) => Some(MonthColumns::MonthAndYear { month, year }),
            (None, Some(_), None) => {
                errors.push(missing("Year", "Missing column Year (the file has Month)"));
                None
            }
            (None, None, Some(_)) => {
                errors.push(missing("Month", "Missing column Month (the file has Year)"));
                None
            }
            (None, None, None) => {
                errors.push(missing(
                    "Date",
                    "Missing column Date (or Month and Year columns)",
                ));
                None
            }
        };
        match (returns, month) {
            (Some(returns), Some(month)) if errors.is_empty() => Ok(Columns {
                returns,
                month,
                assets: take(Role::Assets),
                estimated: take(Role::Estimated),
                names,
            }),
            _ => Err(errors),
        }
    }
}

fn missing(column: &str, message: &str) -> CsvError {
    CsvError {
        row: None,
        column: Some(column.to_string()),
        code: "missing_column",
        message: message.to_string(),
    }
}

fn duplicate(role: Role, first: &Column, second: &str) -> CsvError {
    CsvError {
        row: None,
        column: Some(second.to_string()),
        code: "duplicate_column",
        message: format!(
            "Columns {} and {second} both hold the {}; keep one",
            first.name,
            role.what()
        ),
    }
}
