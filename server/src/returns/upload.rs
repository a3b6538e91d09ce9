//! A program's monthly returns uploaded as a CSV file. The file is read by the same parser the
//! browser runs in WebAssembly for its preview, so what the manager saw is what is stored: any
//! problem refuses the whole file with its problems' rows and columns (the first 100, and their count), and nothing changes.

use analytics_core::returns_csv::parse_returns_csv;
use analytics_core::YearMonth;
use time::Date;

use super::model::ReportedMonth;
use crate::error::{CsvError, Error, Result};

/// The largest file accepted: a record since 1957 with every column is under 50 KiB.
pub const MAX_CSV_BYTES: usize = 1024 * 1024;

/// A refusal of the whole file.
fn file_error(code: &str, message: String) -> Error {
    Error::InvalidCsv {
        errors: vec![CsvError {
            row: None,
            column: None,
            code: code.to_owned(),
            message,
        }],
        count: 1,
    }
}

/// The refusal of a file larger than `MAX_CSV_BYTES`.
pub fn too_large() -> Error {
    let limit = MAX_CSV_BYTES / 1024;
    file_error(
        "file_too_large",
        format!("The file is larger than {limit} KiB"),
    )
}

/// What a good file gives.
#[derive(Debug, Clone, PartialEq)]
pub struct Upload {
    /// The first day of the file's first month.
    pub date_inception: String,
    /// Oldest first.
    pub months: Vec<ReportedMonth>,
}

/// The months of a file, or its problems. Bytes that are not UTF-8 are read as the
/// replacement character, as the browser reads the file for its preview.
pub fn parse_upload(bytes: &[u8], today: Date) -> Result<Upload> {
    if bytes.len() > MAX_CSV_BYTES {
        return Err(too_large());
    }
    let text = String::from_utf8_lossy(bytes);
    let parsed = parse_returns_csv(&text, today.year(), u8::from(today.month()));
    if parsed.error_count > 0 {
        return Err(Error::InvalidCsv {
            errors: parsed
                .errors
                .into_iter()
                .map(|e| CsvError {
                    row: e.row,
                    column: e.column,
                    code: e.code.to_owned(),
                    message: e.message,
                })
                .collect(),
            count: parsed.error_count,
        });
    }
    let months = parsed
        .months
        .iter()
        .map(|m| {
            Ok(ReportedMonth {
                month: YearMonth::new(m.year, u32::from(m.month))?,
                monthly_return: m.monthly_return,
                assets: m.assets,
                estimated: m.estimated,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    // The parser reports a file without months as `empty_file`; this keeps the promise local.
    let first = months
        .first()
        .ok_or_else(|| file_error("empty_file", "The file has no monthly returns".to_owned()))?;
    Ok(Upload {
        date_inception: first.month.first_day(),
        months,
    })
}

#[cfg(test)]
mod tests {
    use time::macros::date;

    use super::*;

    const TODAY: Date = date!(2024 - 05 - 15);

    fn problems(result: Result<Upload>) -> Vec<CsvError> {
        match result {
            Err(Error::InvalidCsv { errors, .. }) => errors,
            other => panic!("expected invalid_csv, got {other:?}"),
        }
    }

    #[test]
    fn a_good_file_gives_its_months_as_fractions_oldest_first() {
        let upload = parse_upload(
            b"Date,Returns,Assets\n2024-02,-1.25,1000\n2024-01,2.5E,\n",
            TODAY,
        )
        .unwrap();
        assert_eq!(upload.date_inception, "2024-01-01");
        assert_eq!(
            upload.months,
            [
                ReportedMonth {
                    month: YearMonth::of(2024, 1),
                    monthly_return: 0.025,
                    assets: None,
                    estimated: true,
                },
                ReportedMonth {
                    month: YearMonth::of(2024, 2),
                    monthly_return: -0.0125,
                    assets: Some(1000.0),
                    estimated: false,
                },
            ]
        );
    }

    #[test]
    fn every_bad_row_is_reported_with_its_row_and_column() {
        let errors = problems(parse_upload(
            b"Date,Returns\n2024-01,1\n2024-02,abc\n2024-09,1\n",
            TODAY,
        ));
        let found: Vec<(Option<usize>, Option<&str>, &str)> = errors
            .iter()
            .map(|e| (e.row, e.column.as_deref(), e.code.as_str()))
            .collect();
        assert_eq!(
            found,
            [
                (Some(3), Some("Returns"), "not_a_number"),
                (Some(4), Some("Date"), "month_in_future"),
            ]
        );
    }

    #[test]
    fn an_empty_or_oversized_file_is_refused() {
        assert_eq!(problems(parse_upload(b"", TODAY))[0].code, "empty_file");
        let big = vec![b' '; MAX_CSV_BYTES + 1];
        assert_eq!(
            problems(parse_upload(&big, TODAY))[0].code,
            "file_too_large"
        );
    }
}
