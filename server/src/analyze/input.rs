//! The analysis input: a `date` column (`YYYY-MM`) and one column of fractional returns per
//! series, blank where a series has no return that month.

use analytics_core::{MonthlyReturn, ReturnSeries, YearMonth};

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
    let date_column = names
        .iter()
        .position(|name| name.eq_ignore_ascii_case("date"))
        .ok_or_else(|| anyhow::anyhow!("line 1: no 'date' column"))?;
    let mut observations: Vec<Vec<MonthlyReturn>> = vec![Vec::new(); names.len()];
    for (line_number, line) in lines {
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
            anyhow::anyhow!("line {line_number}, column date: '{date}' is not YYYY-MM")
        })?;
        for (column, cell) in cells.iter().enumerate() {
            if column == date_column || cell.is_empty() {
                continue;
            }
            let value: f64 = cell.parse().map_err(|_| {
                anyhow::anyhow!(
                    "line {line_number}, column {}: '{cell}' is not a number",
                    names[column]
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
                .map_err(|error| anyhow::anyhow!("column {name}: {error}"))?;
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
}
