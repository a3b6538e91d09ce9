//! Moments of a sample: mean, sample standard deviation, skewness and kurtosis.
//!
//! The mean is computed as `x_1 + mean(x - x_1)`, which equals the plain mean up to rounding and
//! is exactly `c` when every value is `c`: a constant series then has a standard deviation of
//! exactly 0 (so "sd = 0 gives no value" holds in floating point too).

/// Arithmetic mean of the values; `None` when there is none.
pub fn mean(values: &[f64]) -> Option<f64> {
    let (&first, rest) = values.split_first()?;
    let shifted_sum: f64 = rest.iter().map(|x| x - first).sum();
    Some(first + shifted_sum / values.len() as f64)
}

/// The central moments of a sample, computed in two passes, from which every moment statistic
/// is derived.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Moments {
    /// Number of values, n >= 1.
    pub count: usize,
    /// Arithmetic mean.
    pub mean: f64,
    /// `sum (x - mean)^2`.
    pub sum_sq: f64,
    /// `sum (x - mean)^3`.
    pub sum_cube: f64,
    /// `sum (x - mean)^4`.
    pub sum_fourth: f64,
}

impl Moments {
    /// The moments of `values`; `None` when there is none.
    pub fn of(values: &[f64]) -> Option<Self> {
        let mean = mean(values)?;
        let (mut sum_sq, mut sum_cube, mut sum_fourth) = (0.0, 0.0, 0.0);
        for &x in values {
            let d = x - mean;
            let d2 = d * d;
            sum_sq += d2;
            sum_cube += d2 * d;
            sum_fourth += d2 * d2;
        }
        Some(Self {
            count: values.len(),
            mean,
            sum_sq,
            sum_cube,
            sum_fourth,
        })
    }

    /// Sample standard deviation `sqrt(sum (x - mean)^2 / (n - 1))`; `None` below 2 values.
    pub fn sample_standard_deviation(&self) -> Option<f64> {
        (self.count >= 2).then(|| (self.sum_sq / (self.count - 1) as f64).sqrt())
    }

    /// Bias-corrected skewness G1 = `g1 * sqrt(n(n-1)) / (n-2)` with `g1 = m3 / m2^1.5`
    /// (population central moments), as Excel's SKEW. `None` below 3 values or with zero
    /// variance.
    pub fn skewness(&self) -> Option<f64> {
        let n = self.count as f64;
        if self.count < 3 || self.sum_sq == 0.0 {
            return None;
        }
        let (m2, m3) = (self.sum_sq / n, self.sum_cube / n);
        let g1 = m3 / m2.powf(1.5);
        // A variance so small that its powers leave the f64 range has no usable skewness.
        Some(g1 * (n * (n - 1.0)).sqrt() / (n - 2.0)).filter(|v| v.is_finite())
    }

    /// Bias-corrected excess kurtosis G2 = `((n+1) g2 + 6)(n-1) / ((n-2)(n-3))` with
    /// `g2 = m4 / m2^2 - 3` (population central moments), as Excel's KURT. `None` below 4 values
    /// or with zero variance.
    pub fn excess_kurtosis(&self) -> Option<f64> {
        let n = self.count as f64;
        if self.count < 4 || self.sum_sq == 0.0 {
            return None;
        }
        let (m2, m4) = (self.sum_sq / n, self.sum_fourth / n);
        let g2 = m4 / (m2 * m2) - 3.0;
        Some(((n + 1.0) * g2 + 6.0) * (n - 1.0) / ((n - 2.0) * (n - 3.0))).filter(|v| v.is_finite())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use approx::assert_abs_diff_eq;

    const EXCEL_SAMPLE: [f64; 10] = [3.0, 4.0, 5.0, 2.0, 3.0, 4.0, 5.0, 6.0, 4.0, 7.0];

    #[test]
    fn skewness_matches_excel_skew() {
        // Excel: SKEW(3,4,5,2,3,4,5,6,4,7) = 0.359543...
        let skew = Moments::of(&EXCEL_SAMPLE).unwrap().skewness().unwrap();
        assert_abs_diff_eq!(skew, 0.359543, epsilon = 1e-6);
    }

    #[test]
    fn kurtosis_matches_excel_kurt() {
        // Excel: KURT(3,4,5,2,3,4,5,6,4,7) = -0.151799...
        let kurt = Moments::of(&EXCEL_SAMPLE)
            .unwrap()
            .excess_kurtosis()
            .unwrap();
        assert_abs_diff_eq!(kurt, -0.151800, epsilon = 1e-6);
    }

    #[test]
    fn skewness_needs_three_values_and_kurtosis_four() {
        let three = Moments::of(&[1.0, 2.0, 4.0]).unwrap();
        assert!(three.skewness().is_some());
        assert_eq!(three.excess_kurtosis(), None);
        assert_eq!(Moments::of(&[1.0, 2.0]).unwrap().skewness(), None);
    }

    #[test]
    fn sample_standard_deviation_divides_by_n_minus_1() {
        // mean 2.5; squares 2.25 + 0.25 + 0.25 + 2.25 = 5; 5 / 3.
        let sd = Moments::of(&[1.0, 2.0, 3.0, 4.0])
            .unwrap()
            .sample_standard_deviation();
        assert_abs_diff_eq!(sd.unwrap(), (5.0f64 / 3.0).sqrt(), epsilon = 1e-15);
        assert_eq!(
            Moments::of(&[1.0]).unwrap().sample_standard_deviation(),
            None
        );
    }

    #[test]
    fn a_constant_sample_has_exactly_zero_deviation() {
        let moments = Moments::of(&[0.0123; 7]).unwrap();
        assert_eq!(moments.mean, 0.0123);
        assert_eq!(moments.sample_standard_deviation(), Some(0.0));
        assert_eq!(moments.skewness(), None);
        assert_eq!(moments.excess_kurtosis(), None);
    }

    #[test]
    fn the_mean_of_nothing_is_none() {
        assert_eq!(mean(&[]), None);
        assert_eq!(Moments::of(&[]), None);
    }
}
