//! The named crisis windows of `analytics.md` "Further risk measures" and a series' compounded
//! return over each.

use serde::Serialize;

use crate::growth::cumulative_return;
use crate::month::YearMonth;
use crate::series::ReturnSeries;

/// A named stretch of calendar months (both ends included). `key` is stable: the interface
/// translates it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crisis {
    pub key: &'static str,
    pub first: YearMonth,
    pub last: YearMonth,
}

const fn crisis(key: &'static str, first: (i32, u32), last: (i32, u32)) -> Crisis {
    Crisis {
        key,
        first: YearMonth::of(first.0, first.1),
        last: YearMonth::of(last.0, last.1),
    }
}

/// The crisis windows, oldest first.
pub const CRISES: [Crisis; 10] = [
    crisis("crash1987", (1987, 10), (1987, 11)),
    crisis("gulfWar", (1990, 7), (1990, 10)),
    crisis("ltcmRussia", (1998, 7), (1998, 9)),
    crisis("dotComBust", (2000, 9), (2002, 9)),
    crisis("financialCrisis", (2007, 11), (2009, 2)),
    crisis("euroDebtCrisis", (2011, 5), (2011, 9)),
    crisis("chinaOil", (2015, 6), (2016, 2)),
    crisis("q4_2018", (2018, 10), (2018, 12)),
    crisis("covidCrash", (2020, 2), (2020, 3)),
    crisis("rateShock", (2022, 1), (2022, 9)),
];

/// A series' return over one crisis window, beside the benchmark's.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CrisisReturn {
    /// The crisis' key (see [`CRISES`]).
    pub key: &'static str,
    pub first: YearMonth,
    pub last: YearMonth,
    /// Compounded over the window; `None` unless the series has every month of it (a month the
    /// program did not report is not a zero).
    pub value: Option<f64>,
    /// The benchmark's return over the window, by the same rule; `None` without a benchmark.
    pub benchmark: Option<f64>,
}

/// The compounded return of `series` over `first..=last`, if it has every month of it.
pub fn window_return(series: &ReturnSeries, first: YearMonth, last: YearMonth) -> Option<f64> {
    let start = series.index_from(first);
    let end = series.index_from(last.next());
    let months = first.months_between(last) as usize + 1;
    (end - start == months).then(|| cumulative_return(&series.values()[start..end]))
}

/// The series' and the benchmark's return over every crisis window, in the order of
/// [`CRISES`].
pub fn crisis_returns(
    series: &ReturnSeries,
    benchmark: Option<&ReturnSeries>,
) -> Vec<CrisisReturn> {
    CRISES
        .iter()
        .map(|crisis| CrisisReturn {
            key: crisis.key,
            first: crisis.first,
            last: crisis.last,
            value: window_return(series, crisis.first, crisis.last),
            benchmark: benchmark.and_then(|b| window_return(b, crisis.first, crisis.last)),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use approx::assert_abs_diff_eq;

    fn month(yyyymm: i32) -> YearMonth {
        YearMonth::from_yyyymm(yyyymm).unwrap()
    }

    #[test]
    fn the_windows_are_those_of_the_definitions() {
        let spans: Vec<(i32, i32)> = CRISES
            .iter()
            .map(|c| (c.first.yyyymm(), c.last.yyyymm()))
            .collect();
        assert_eq!(
            spans,
            [
                (198710, 198711),
                (199007, 199010),
                (199807, 199809),
                (200009, 200209),
                (200711, 200902),
                (201105, 201109),
                (201506, 201602),
                (201810, 201812),
                (202002, 202003),
                (202201, 202209),
            ]
        );
    }

    #[test]
    fn a_crisis_return_is_compounded_over_the_window() {
        // 2019-12 .. 2020-04: the Covid window takes 2020-02 and 2020-03 only.
        let series = ReturnSeries::from_yyyymm(
            &[201912, 202001, 202002, 202003, 202004],
            &[0.5, 0.5, -0.1, 0.2, 0.5],
        )
        .unwrap();
        let benchmark = ReturnSeries::from_yyyymm(&[202002, 202003], &[-0.08, -0.12]).unwrap();
        let covid = crisis_returns(&series, Some(&benchmark))[8];
        assert_eq!(covid.key, "covidCrash");
        assert_abs_diff_eq!(covid.value.unwrap(), 0.9 * 1.2 - 1.0, epsilon = 1e-15);
        assert_abs_diff_eq!(covid.benchmark.unwrap(), 0.92 * 0.88 - 1.0, epsilon = 1e-15);
        assert_eq!(crisis_returns(&series, None)[8].benchmark, None);
    }

    #[test]
    fn a_window_with_a_missing_month_or_outside_the_series_has_no_value() {
        let gap = ReturnSeries::from_yyyymm(&[202001, 202003], &[0.01, 0.02]).unwrap();
        assert_eq!(window_return(&gap, month(202002), month(202003)), None);
        let returns = crisis_returns(&gap, Some(&gap));
        assert_eq!(returns.len(), CRISES.len());
        assert!(returns
            .iter()
            .all(|r| r.value.is_none() && r.benchmark.is_none()));
    }

    #[test]
    fn a_series_covering_a_window_exactly_has_its_value() {
        let series = ReturnSeries::from_yyyymm(&[198710, 198711], &[-0.2, 0.05]).unwrap();
        assert_abs_diff_eq!(
            window_return(&series, month(198710), month(198711)).unwrap(),
            0.8 * 1.05 - 1.0,
            epsilon = 1e-15
        );
    }
}
