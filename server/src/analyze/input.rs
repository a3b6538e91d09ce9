//! The analysis input: a `date` column (`YYYY-MM`) and one column of fractional returns per
//! series, blank where a series has no return that month.
//!
//! Bounded like every input: at most [`MAX_SERIES`] series and [`MAX_ROWS`] months, and an error
//! quotes at most [`QUOTED_CHARS`] characters of a name or cell, so no file makes the analysis
//! (whose output grows with series × months) or its error unbounded.

use std::io::Read;
use std::path::Path;

use analytics_core::{MonthlyReturn, ReturnSeries, YearMonth};

/// The largest input file read.
pub const MAX_INPUT_BYTES: u64 = 64 * 1024 * 1024;
/// Series (columns besides `date`) one file may hold.
pub const MAX_SERIES: usize = 1_000;
/// Months (rows) one file may hold: two centuries.
pub const MAX_ROWS: usize = 2_400;
/// Characters of a name or cell an error quotes.
const QUOTED_CHARS: usize = 64;

/// Reads the input file, refusing one over [`MAX_INPUT_BYTES`] unread.
pub fn read_input(path: &Path) -> anyhow::Result<String> {
    let file = std::fs::File::open(path)
        .map_err(|error| anyhow::anyhow!("{}: {error}", path.display()))?;
    let mut text = String::new();
    file.take(MAX_INPUT_BYTES + 1)
        .read_to_string(&mut text)
        .map_err(|error| anyhow::anyhow!("{}: {error}", path.display()))?;
    if text.len() as u64 > MAX_INPUT_BYTES {
        anyhow::bail!(
            "{}: larger than {} MiB",
            path.display(),
            MAX_INPUT_BYTES >> 20
        );
    }
    Ok(text)
}

/// `text` for an error message: cut to [`QUOTED_CHARS`] characters and `…`.
fn quoted(text: &str) -> String {
    match text.char_indices().nth(QUOTED_CHARS) {
        None => text.to_owned(),
        Some((end, _)) => format!("{}…", &text[..end]),
    }
}

/// The series of an input file, in column order.
pub struct SeriesTable {
    pub columns: Vec<(String, ReturnSeries)>,
}

impl SeriesTable {
    /// The series of the column `name`.
    pub fn series(&self, name: &str) -> Option<&ReturnSeries> {
        self.columns
            .iter()
            .find(|(column, _)| column == name)
            .map(|(_, series)| series)
    }
}

/// Parses the file; an error names the line and column at fault.
pub fn parse_series_table(text: &str) -> anyhow::Result<SeriesTable> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line.trim_start_matches('\u{feff}').trim()))
        .filter(|(_, line)| !line.is_empty());
    let (_, header) = lines
        .next()
        .ok_or_else(|| anyhow::anyhow!("the file is empty"))?;
    let names: Vec<String> = header
        .split(',')
        .map(|name| name.trim().to_owned())
        .collect();
    if names.len() > MAX_SERIES + 1 {
        anyhow::bail!("line 1: more than {MAX_SERIES} series");
    }
    let date_column = names
        .iter()
        .position(|name| name.eq_ignore_ascii_case("date"))
        .ok_or_else(|| anyhow::anyhow!("line 1: no 'date' column"))?;
    let mut observations: Vec<Vec<MonthlyReturn>> = vec![Vec::new(); names.len()];
    for (row, (line_number, line)) in lines.enumerate() {
        if row == MAX_ROWS {
            anyhow::bail!("line {line_number}: more than {MAX_ROWS} months");
        }
        let cells: Vec<&str> = line.split(',').map(str::trim).collect();
        if cells.len() > names.len() {
            anyhow::bail!(
                "line {line_number}: {} cells for {} columns",
                cells.len(),
                names.len()
            );
        }
        let date = cells.get(date_column).copied().unwrap_or_default();
        let month: YearMonth = date.parse().map_err(|_| {
            anyhow::anyhow!(
                "line {line_number}, column date: '{}' is not YYYY-MM",
                quoted(date)
            )
        })?;
        for (column, cell) in cells.iter().enumerate() {
            if column == date_column || cell.is_empty() {
                continue;
            }
            let value: f64 = cell.parse().map_err(|_| {
                anyhow::anyhow!(
                    "line {line_number}, column {}: '{}' is not a number",
                    quoted(&names[column]),
                    quoted(cell)
                )
            })?;
            observations[column].push(MonthlyReturn {
                month,
                value,
                estimated: false,
            });
        }
    }
    let columns = names
        .into_iter()
        .zip(observations)
        .enumerate()
        .filter(|(column, _)| *column != date_column)
        .map(|(_, (name, mut months))| {
            months.sort_by_key(|m| m.month);
            let series = ReturnSeries::new(months)
                .map_err(|error| anyhow::anyhow!("column {}: {error}", quoted(&name)))?;
            Ok((name, series))
        })
        .collect::<anyhow::Result<_>>()?;
    Ok(SeriesTable { columns })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blank_cells_are_missing_months() {
        let table = parse_series_table("date,A,B\n2024-01,0.01,\n2024-02,0.02,0.03\n").unwrap();
        assert_eq!(table.series("A").unwrap().len(), 2);
        assert_eq!(table.series("B").unwrap().len(), 1);
        assert!(table.series("date").is_none());
    }

    #[test]
    fn a_bad_cell_names_its_line_and_column() {
        let error = parse_series_table("date,A\n2024-01,0.01\n2024-02,abc\n")
            .err()
            .unwrap();
        assert_eq!(error.to_string(), "line 3, column A: 'abc' is not a number");
        let error = parse_series_table("date,A\n24-01,0.01\n").err().unwrap();
        assert!(error.to_string().starts_with("line 2, column date"));
    }

    #[test]
    fn a_duplicate_month_or_a_loss_below_minus_100_is_refused_with_its_column() {
        let error = parse_series_table("date,A\n2024-01,0.01\n2024-01,0.02\n")
            .err()
            .unwrap();
        assert!(error.to_string().starts_with("column A"));
        let error = parse_series_table("date,A\n2024-01,-1.2\n").err().unwrap();
        assert!(error.to_string().starts_with("column A"));
    }

    #[test]
    fn more_series_or_months_than_the_bounds_are_refused() {
        let header = format!("date{}\n", ",A".repeat(MAX_SERIES + 1));
        let error = parse_series_table(&header).err().unwrap();
        assert_eq!(error.to_string(), "line 1: more than 1000 series");
        let mut text = String::from("date,A\n");
        for row in 0..=MAX_ROWS {
            text.push_str(&format!("{}-{:02},0.01\n", 1800 + row / 12, row % 12 + 1));
        }
        let error = parse_series_table(&text).err().unwrap();
        assert_eq!(error.to_string(), "line 2402: more than 2400 months");
    }

    #[test]
    fn an_error_quotes_at_most_64_characters_of_a_cell() {
        let text = format!("date,A\n2024-01,{}\n", "x".repeat(10_000));
        let error = parse_series_table(&text).err().unwrap().to_string();
        assert!(error.len() < 120, "{error}");
        assert!(error.ends_with("…' is not a number"), "{error}");
    }

    #[test]
    fn a_file_over_the_limit_is_refused_unread() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.csv");
        let file = std::fs::File::create(&path).unwrap();
        file.set_len(MAX_INPUT_BYTES + 1).unwrap();
        let error = read_input(&path).err().unwrap().to_string();
        assert!(error.ends_with("larger than 64 MiB"), "{error}");
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 300,
            ..proptest::prelude::ProptestConfig::default()
        })]

        /// Any text: no panic, a short error or a table within the bounds.
        #[test]
        fn any_input_gets_a_bounded_answer(text in "(date|[A-Za-z]{1,3}|[0-9.eE+-]{1,8}|,|\n|\\PC{1,4}){0,80}") {
            match parse_series_table(&text) {
                Ok(table) => {
                    proptest::prop_assert!(table.columns.len() <= MAX_SERIES);
                    for (_, series) in &table.columns {
                        proptest::prop_assert!(series.len() <= MAX_ROWS);
                    }
                }
                Err(error) => proptest::prop_assert!(error.to_string().chars().count() <= 300),
            }
        }
    }
}
