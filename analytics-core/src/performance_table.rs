//! The monthly returns table: one row per calendar year, twelve months, YTD and the year's worst
//! drawdown.

use serde::Serialize;

use crate::month::YearMonth;
use crate::series::ReturnSeries;
use crate::statistics::YearReturn;

/// One month of the table; `value` is `None` for a month without a return.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PerformanceCell {
    /// The month.
    pub month: YearMonth,
    /// The month's return, if observed.
    pub value: Option<f64>,
    /// Whether the return is an estimate (false for a missing month).
    pub estimated: bool,
}

/// One calendar year of the table.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PerformanceYear {
    /// The calendar year.
    pub year: i32,
    /// Twelve cells, January to December.
    pub returns: Vec<PerformanceCell>,
    /// Compounded return of the year's observed months; `None` for a year without one.
    pub ytd: Option<f64>,
    /// The year's worst drawdown: the lowest drawdown of its observed months, each measured
    /// against the running peak since inception (so a year that starts under water shows the
    /// drawdown carried into it); 0 when never under water, `None` for a year without a month.
    #[serde(rename = "maxDrawDown")]
    pub max_drawdown: Option<f64>,
}

/// The table of `series`, years ascending from the first to the last year (a year inside the
/// span without any return is listed with empty cells). `year_returns` are the series' calendar
/// year returns and `drawdowns` its drawdown per observed month.
pub fn performance_table(
    series: &ReturnSeries,
    year_returns: &[YearReturn],
    drawdowns: &[f64],
) -> Vec<PerformanceYear> {
    let (first, last) = (series.first_month().year(), series.last_month().year());
    let mut rows: Vec<PerformanceYear> = (first..=last)
        .map(|year| PerformanceYear {
            year,
            returns: (1..=12)
                .map(|m| PerformanceCell {
                    month: YearMonth::new(year, m).expect("a year of the series, months 1..=12"),
                    value: None,
                    estimated: false,
                })
                .collect(),
            ytd: None,
            max_drawdown: None,
        })
        .collect();
    for (i, r) in series.iter().enumerate() {
        let row = &mut rows[(r.month.year() - first) as usize];
        row.returns[r.month.month() as usize - 1] = PerformanceCell {
            month: r.month,
            value: Some(r.value),
            estimated: r.estimated,
        };
        let dd = drawdowns[i];
        row.max_drawdown = Some(row.max_drawdown.map_or(dd.min(0.0), |worst| worst.min(dd)));
    }
    for year in year_returns {
        rows[(year.year - first) as usize].ytd = Some(year.value);
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drawdown::drawdowns;
    use crate::growth::compounded_vami;
    use crate::series::MonthlyReturn;
    use crate::statistics::calendar_year_returns;
    use approx::assert_abs_diff_eq;

    fn table(series: &ReturnSeries) -> Vec<PerformanceYear> {
        let dd = drawdowns(&compounded_vami(series.values()));
        performance_table(series, &calendar_year_returns(series), &dd)
    }

    fn month(yyyymm: i32, value: f64, estimated: bool) -> MonthlyReturn {
        MonthlyReturn {
            month: YearMonth::from_yyyymm(yyyymm).unwrap(),
            value,
            estimated,
        }
    }

    #[test]
    fn each_year_has_twelve_cells_with_empty_months_and_estimates() {
        let s =
            ReturnSeries::new(vec![month(202311, 0.1, false), month(202312, -0.05, true)]).unwrap();
        let rows = table(&s);
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].returns.len(), 12);
        assert_eq!(rows[0].returns[0].value, None);
        assert_eq!(rows[0].returns[0].month.yyyymm(), 202301);
        assert_eq!(rows[0].returns[10].value, Some(0.1));
        assert!(rows[0].returns[11].estimated);
    }

    #[test]
    fn ytd_compounds_the_observed_months_of_the_year() {
        // 1.1 * 0.95 - 1 = 0.045
        let s = ReturnSeries::from_yyyymm(&[202311, 202312], &[0.1, -0.05]).unwrap();
        assert_abs_diff_eq!(table(&s)[0].ytd.unwrap(), 0.045, epsilon = 1e-15);
    }

    #[test]
    fn years_are_ascending_and_a_year_without_returns_is_listed_empty() {
        let s = ReturnSeries::from_yyyymm(&[202212, 202401], &[0.1, 0.1]).unwrap();
        let rows = table(&s);
        let years: Vec<i32> = rows.iter().map(|r| r.year).collect();
        assert_eq!(years, [2022, 2023, 2024]);
        assert_eq!((rows[1].ytd, rows[1].max_drawdown), (None, None));
    }

    #[test]
    fn a_years_drawdown_is_measured_from_the_peak_since_inception() {
        // 2023: Dec -20 % (VAMI 800, dd -0.2); 2024: Jan +10 % (880, dd -0.12).
        // 2024's worst drawdown is -0.12 although 2024 itself only gained.
        let s = ReturnSeries::from_yyyymm(&[202312, 202401], &[-0.2, 0.1]).unwrap();
        let rows = table(&s);
        assert_abs_diff_eq!(rows[0].max_drawdown.unwrap(), -0.2, epsilon = 1e-12);
        assert_abs_diff_eq!(rows[1].max_drawdown.unwrap(), -0.12, epsilon = 1e-12);
    }

    #[test]
    fn a_year_never_under_water_has_a_drawdown_of_zero() {
        let s = ReturnSeries::from_yyyymm(&[202401], &[0.1]).unwrap();
        assert_eq!(table(&s)[0].max_drawdown, Some(0.0));
    }

    #[test]
    fn serializes_with_the_api_field_names() {
        let s = ReturnSeries::from_yyyymm(&[202401], &[0.1]).unwrap();
        let json = serde_json::to_value(&table(&s)[0]).unwrap();
        for field in ["year", "returns", "ytd", "maxDrawDown"] {
            assert!(json.get(field).is_some(), "{field}");
        }
    }
}
