//! A program's monthly returns, validated once so every statistic can trust them.

use serde::ser::SerializeSeq;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::error::AnalyticsError;
use crate::month::YearMonth;

/// One month's simple return as a fraction (0.0123 = 1.23 %), with the manager's `estimated` flag.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MonthlyReturn {
    /// The calendar month the return belongs to.
    pub month: YearMonth,
    /// The return as a fraction, >= -1.
    pub value: f64,
    /// Whether the manager marked the figure as an estimate.
    #[serde(default)]
    pub estimated: bool,
}

/// A value attached to a month (a VAMI, a drawdown, a rolling return...).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MonthValue {
    /// The month the value is as of (its end).
    pub month: YearMonth,
    /// The value.
    pub value: f64,
}

/// A series of monthly returns: at least one month, months strictly increasing, every value
/// finite and >= -1 (-100 %). Months missing inside the span are allowed; statistics skip them.
///
/// Serialized as the list of its [`MonthlyReturn`]s; deserializing validates like
/// [`ReturnSeries::new`].
#[derive(Clone, Debug, PartialEq)]
pub struct ReturnSeries {
    months: Vec<YearMonth>,
    values: Vec<f64>,
    estimated: Vec<bool>,
}

impl ReturnSeries {
    /// Validates monthly returns given in chronological order. Errors: `empty_series`,
    /// `duplicate_month`, `unsorted_months`, `not_finite`, `return_below_minus_100`.
    pub fn new(returns: Vec<MonthlyReturn>) -> Result<Self, AnalyticsError> {
        if returns.is_empty() {
            return Err(AnalyticsError::EmptySeries);
        }
        let mut series = Self {
            months: Vec::with_capacity(returns.len()),
            values: Vec::with_capacity(returns.len()),
            estimated: Vec::with_capacity(returns.len()),
        };
        for r in returns {
            if let Some(&previous) = series.months.last() {
                if r.month == previous {
                    return Err(AnalyticsError::DuplicateMonth { month: r.month });
                }
                if r.month < previous {
                    return Err(AnalyticsError::UnsortedMonths {
                        previous,
                        month: r.month,
                    });
                }
            }
            if !r.value.is_finite() {
                return Err(AnalyticsError::NotFinite { month: r.month });
            }
            if r.value < -1.0 {
                return Err(AnalyticsError::ReturnBelowMinus100 {
                    month: r.month,
                    value: r.value,
                });
            }
            series.months.push(r.month);
            series.values.push(r.value);
            series.estimated.push(r.estimated);
        }
        Ok(series)
    }

    /// Builds a series from parallel columns: months as `yyyymm` integers and their returns, none
    /// estimated. Errors as [`ReturnSeries::new`], plus `length_mismatch` and `invalid_month`.
    pub fn from_yyyymm(months: &[i32], values: &[f64]) -> Result<Self, AnalyticsError> {
        if months.len() != values.len() {
            return Err(AnalyticsError::LengthMismatch {
                months: months.len(),
                values: values.len(),
            });
        }
        let returns = months
            .iter()
            .zip(values)
            .map(|(&month, &value)| {
                Ok(MonthlyReturn {
                    month: YearMonth::from_yyyymm(month)?,
                    value,
                    estimated: false,
                })
            })
            .collect::<Result<Vec<_>, AnalyticsError>>()?;
        Self::new(returns)
    }

    /// Number of observed months (months with a return).
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Always false: a series has at least one month.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The observed months, increasing.
    pub fn months(&self) -> &[YearMonth] {
        &self.months
    }

    /// The returns of the observed months, in month order.
    pub fn values(&self) -> &[f64] {
        &self.values
    }

    /// The estimated flags of the observed months, in month order.
    pub fn estimated(&self) -> &[bool] {
        &self.estimated
    }

    /// The first month with a return (inception).
    pub fn first_month(&self) -> YearMonth {
        self.months[0]
    }

    /// The last month with a return (the month statistics are "as of").
    pub fn last_month(&self) -> YearMonth {
        self.months[self.months.len() - 1]
    }

    /// The return of `month`, if observed.
    pub fn value_at(&self, month: YearMonth) -> Option<f64> {
        self.months
            .binary_search(&month)
            .ok()
            .map(|index| self.values[index])
    }

    /// Position of the first observed month at or after `month` (`len()` when there is none).
    pub fn index_from(&self, month: YearMonth) -> usize {
        self.months.partition_point(|&m| m < month)
    }

    /// Calendar months from the first to the last month, both included.
    pub fn span_months(&self) -> usize {
        self.first_month().months_between(self.last_month()) as usize + 1
    }

    /// The calendar months inside the span (first to last month) that have no return, increasing.
    /// Their count is `span_months() - len()`.
    pub fn missing_months(&self) -> Vec<YearMonth> {
        let mut missing = Vec::with_capacity(self.span_months() - self.len());
        for pair in self.months.windows(2) {
            let mut month = pair[0].next();
            while month < pair[1] {
                missing.push(month);
                month = month.next();
            }
        }
        missing
    }

    /// The observed months, each as a [`MonthlyReturn`].
    pub fn iter(&self) -> impl ExactSizeIterator<Item = MonthlyReturn> + '_ {
        (0..self.len()).map(|i| MonthlyReturn {
            month: self.months[i],
            value: self.values[i],
            estimated: self.estimated[i],
        })
    }

    /// The part of the series from `start` on (`None` when no month is left). Used to rebase a
    /// comparison to a normalized blend's common start.
    pub fn from_month(&self, start: YearMonth) -> Option<ReturnSeries> {
        let from = self.index_from(start);
        (from < self.len()).then(|| Self {
            months: self.months[from..].to_vec(),
            values: self.values[from..].to_vec(),
            estimated: self.estimated[from..].to_vec(),
        })
    }
}

impl Serialize for ReturnSeries {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.len()))?;
        for monthly_return in self.iter() {
            seq.serialize_element(&monthly_return)?;
        }
        seq.end()
    }
}

impl<'de> Deserialize<'de> for ReturnSeries {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let returns = Vec::<MonthlyReturn>::deserialize(deserializer)?;
        Self::new(returns).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ym(yyyymm: i32) -> YearMonth {
        YearMonth::from_yyyymm(yyyymm).unwrap()
    }

    fn code(months: &[i32], values: &[f64]) -> &'static str {
        ReturnSeries::from_yyyymm(months, values)
            .unwrap_err()
            .code()
    }

    #[test]
    fn an_empty_series_is_rejected() {
        assert_eq!(code(&[], &[]), "empty_series");
    }

    #[test]
    fn a_duplicate_month_is_rejected() {
        assert_eq!(code(&[202401, 202401], &[0.0, 0.0]), "duplicate_month");
    }

    #[test]
    fn unsorted_months_are_rejected() {
        assert_eq!(code(&[202402, 202401], &[0.0, 0.0]), "unsorted_months");
    }

    #[test]
    fn a_return_below_minus_100_percent_is_rejected_and_minus_100_is_valid() {
        assert_eq!(code(&[202401], &[-1.000001]), "return_below_minus_100");
        assert!(ReturnSeries::from_yyyymm(&[202401], &[-1.0]).is_ok());
    }

    #[test]
    fn a_non_finite_return_is_rejected() {
        assert_eq!(code(&[202401], &[f64::NAN]), "not_finite");
        assert_eq!(code(&[202401], &[f64::INFINITY]), "not_finite");
    }

    #[test]
    fn columns_of_different_lengths_are_rejected() {
        assert_eq!(code(&[202401, 202402], &[0.0]), "length_mismatch");
    }

    #[test]
    fn missing_months_are_listed_inside_the_span() {
        // Nov 2023, (Dec, Jan missing), Feb 2024, (Mar missing), Apr 2024.
        let series =
            ReturnSeries::from_yyyymm(&[202311, 202402, 202404], &[0.01, 0.02, 0.03]).unwrap();
        assert_eq!(
            series.missing_months(),
            vec![ym(202312), ym(202401), ym(202403)]
        );
        assert_eq!(series.span_months(), 6);
        assert_eq!(
            (series.first_month(), series.last_month()),
            (ym(202311), ym(202404))
        );
        assert_eq!(series.value_at(ym(202402)), Some(0.02));
        assert_eq!(series.value_at(ym(202403)), None);
    }

    #[test]
    fn serializes_as_its_monthly_returns_and_validates_when_read() {
        let series = ReturnSeries::from_yyyymm(&[202401], &[0.5]).unwrap();
        let json = serde_json::to_string(&series).unwrap();
        assert_eq!(
            json,
            r#"[{"month":"2024-01","value":0.5,"estimated":false}]"#
        );
        assert_eq!(serde_json::from_str::<ReturnSeries>(&json).unwrap(), series);
        let duplicate = r#"[{"month":"2024-01","value":0.5},{"month":"2024-01","value":0.1}]"#;
        assert!(serde_json::from_str::<ReturnSeries>(duplicate).is_err());
    }

    #[test]
    fn from_month_keeps_the_months_from_a_start() {
        let series = ReturnSeries::from_yyyymm(&[202401, 202403], &[0.1, 0.2]).unwrap();
        let rest = series.from_month(ym(202402)).unwrap();
        assert_eq!(rest.values(), &[0.2]);
        assert!(series.from_month(ym(202404)).is_none());
    }
}
