//! Relations between series: Pearson correlation over common months, and the correlation matrix.

use nalgebra::DMatrix;
use serde::ser::SerializeSeq;
use serde::{Serialize, Serializer};

use crate::series::ReturnSeries;

/// A Pearson correlation measured over the months two series both have (pairwise complete).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Correlation {
    /// The correlation in [-1, 1]; `None` with fewer than 2 common months or when either side
    /// has zero variance over them.
    pub value: Option<f64>,
    /// The number of common months it was measured over.
    pub overlap: usize,
}

/// Pearson correlation of paired values
/// `sum (x - mx)(y - my) / sqrt(sum (x - mx)^2 * sum (y - my)^2)`, clamped to [-1, 1] against
/// rounding. `None` below 2 pairs or with zero variance on either side.
fn pearson<I>(pairs: I) -> Correlation
where
    I: Iterator<Item = (f64, f64)> + Clone,
{
    let mut iter = pairs.clone();
    let Some((x0, y0)) = iter.next() else {
        return Correlation {
            value: None,
            overlap: 0,
        };
    };
    // Means shifted by the first pair: exact for constant values (zero variance stays zero).
    let (mut n, mut dx, mut dy) = (1usize, 0.0, 0.0);
    for (x, y) in iter {
        n += 1;
        dx += x - x0;
        dy += y - y0;
    }
    let (mx, my) = (x0 + dx / n as f64, y0 + dy / n as f64);
    let (mut sxx, mut syy, mut sxy) = (0.0, 0.0, 0.0);
    for (x, y) in pairs {
        let (ex, ey) = (x - mx, y - my);
        sxx += ex * ex;
        syy += ey * ey;
        sxy += ex * ey;
    }
    // Square roots taken apart so that tiny variances cannot underflow to a zero product.
    let value = (n >= 2 && sxx > 0.0 && syy > 0.0)
        .then(|| (sxy / (sxx.sqrt() * syy.sqrt())).clamp(-1.0, 1.0));
    Correlation { value, overlap: n }
}

/// Pearson correlation of two aligned slices (pair i is `(x[i], y[i])`; extra values of the
/// longer slice are ignored). See [`Correlation`].
pub fn pearson_correlation(x: &[f64], y: &[f64]) -> Correlation {
    pearson(x.iter().copied().zip(y.iter().copied()))
}

/// The `(a, b)` return pairs of the months both series have, in month order.
#[derive(Clone)]
struct CommonMonths<'a> {
    a: &'a ReturnSeries,
    b: &'a ReturnSeries,
    i: usize,
    j: usize,
}

impl Iterator for CommonMonths<'_> {
    type Item = (f64, f64);

    fn next(&mut self) -> Option<(f64, f64)> {
        let (ma, mb) = (self.a.months(), self.b.months());
        while self.i < ma.len() && self.j < mb.len() {
            match ma[self.i].cmp(&mb[self.j]) {
                std::cmp::Ordering::Less => self.i += 1,
                std::cmp::Ordering::Greater => self.j += 1,
                std::cmp::Ordering::Equal => {
                    let pair = (self.a.values()[self.i], self.b.values()[self.j]);
                    self.i += 1;
                    self.j += 1;
                    return Some(pair);
                }
            }
        }
        None
    }
}

/// The returns of the months both series have, as `(a, b)` pairs in month order.
pub fn common_returns<'a>(
    a: &'a ReturnSeries,
    b: &'a ReturnSeries,
) -> impl Iterator<Item = (f64, f64)> + Clone + 'a {
    CommonMonths { a, b, i: 0, j: 0 }
}

/// The common months of two series without missing months: one contiguous range of each.
fn contiguous_overlap<'a>(
    a: &'a ReturnSeries,
    b: &'a ReturnSeries,
) -> Option<(&'a [f64], &'a [f64])> {
    if a.len() != a.span_months() || b.len() != b.span_months() {
        return None;
    }
    let from = a.first_month().max(b.first_month());
    let to = a.last_month().min(b.last_month());
    if from > to {
        return Some((&[], &[]));
    }
    let months = from.months_between(to) as usize + 1;
    let start_a = a.first_month().months_between(from) as usize;
    let start_b = b.first_month().months_between(from) as usize;
    Some((
        &a.values()[start_a..start_a + months],
        &b.values()[start_b..start_b + months],
    ))
}

/// Pearson correlation of two series over the months both have (pairwise complete), with the
/// number of those months.
pub fn correlation(a: &ReturnSeries, b: &ReturnSeries) -> Correlation {
    // Series without gaps (the usual case) overlap in one slice each: no month-by-month merge.
    match contiguous_overlap(a, b) {
        Some((x, y)) => pearson_correlation(x, y),
        None => pearson(common_returns(a, b)),
    }
}

/// The correlation of every pair of `n` series: an `n x n` symmetric matrix of [`Correlation`]s,
/// each measured over that pair's common months. The diagonal is exactly 1 (over all of the
/// series' months), or `None` for a series with zero variance.
///
/// Serialized as a list of rows.
#[derive(Clone, Debug, PartialEq)]
pub struct CorrelationMatrix(DMatrix<Correlation>);

impl Default for CorrelationMatrix {
    /// The matrix of no series.
    fn default() -> Self {
        CorrelationMatrix(DMatrix::from_element(0, 0, NO_CORRELATION))
    }
}

impl CorrelationMatrix {
    /// The matrix of `series`, where `self` is that of the first `self.size()` of them (a blend
    /// that gained programs): those cells are kept, and only the pairs with a later series are
    /// computed. Extra rows of `self` beyond `series` are dropped.
    pub fn extended(&self, series: &[&ReturnSeries]) -> CorrelationMatrix {
        let n = series.len();
        let known = self.size().min(n);
        let mut matrix = DMatrix::from_element(n, n, NO_CORRELATION);
        matrix
            .view_mut((0, 0), (known, known))
            .copy_from(&self.0.view((0, 0), (known, known)));
        for j in known..n {
            for i in 0..j {
                let cell = correlation(series[i], series[j]);
                matrix[(i, j)] = cell;
                matrix[(j, i)] = cell;
            }
            let own = correlation(series[j], series[j]);
            matrix[(j, j)] = Correlation {
                value: own.value.map(|_| 1.0),
                ..own
            };
        }
        CorrelationMatrix(matrix)
    }

    /// The matrix without series `index` (a program left the blend): every other cell is kept.
    /// Unchanged when there is no such series.
    pub fn without(&self, index: usize) -> CorrelationMatrix {
        if index >= self.size() {
            return self.clone();
        }
        CorrelationMatrix(self.0.clone().remove_row(index).remove_column(index))
    }

    /// The matrix itself.
    pub fn matrix(&self) -> &DMatrix<Correlation> {
        &self.0
    }

    /// Number of series (rows and columns).
    pub fn size(&self) -> usize {
        self.0.nrows()
    }

    /// The cell of series `i` and `j`.
    pub fn get(&self, i: usize, j: usize) -> Correlation {
        self.0[(i, j)]
    }
}

impl Serialize for CorrelationMatrix {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut rows = serializer.serialize_seq(Some(self.size()))?;
        for row in self.0.row_iter() {
            rows.serialize_element(&row.iter().collect::<Vec<_>>())?;
        }
        rows.end()
    }
}

const NO_CORRELATION: Correlation = Correlation {
    value: None,
    overlap: 0,
};

/// The correlation matrix of the series (see [`CorrelationMatrix`]); each pair computed once.
pub fn correlation_matrix(series: &[&ReturnSeries]) -> CorrelationMatrix {
    CorrelationMatrix::default().extended(series)
}

#[cfg(test)]
mod tests;
