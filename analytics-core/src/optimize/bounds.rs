//! The member's bounds on a blend's weights (shares of its amount), checked, and what they are
//! in the cash shares the optimizer works in (see the optimizer's documentation).

use nalgebra::{DMatrix, DVector};

use super::normalized;
use crate::error::AnalyticsError;

/// Slack on the sums of the bounds: a blender's fractions sum to 1 up to rounding.
const SUM_TOLERANCE: f64 = 1e-9;

/// Validated bounds on the weights, and the leverages that turn weights into cash shares.
pub(crate) struct Bounds {
    pub(super) lo: Vec<f64>,
    pub(super) hi: Vec<f64>,
    pub(super) leverage: Vec<f64>,
    /// The one blend the bounds allow, when they allow one only.
    pub(super) single: Option<Vec<f64>>,
}

impl Bounds {
    pub(crate) fn new(lo: &[f64], hi: &[f64], leverage: &[f64]) -> Result<Bounds, AnalyticsError> {
        let n = leverage.len();
        let infeasible = |reason: String| Err(AnalyticsError::InfeasibleBounds { reason });
        if lo.len() != n || hi.len() != n {
            return infeasible(format!(
                "{} programs but {} minimums and {} maximums",
                n,
                lo.len(),
                hi.len()
            ));
        }
        for i in 0..n {
            if !(lo[i].is_finite()
                && hi[i].is_finite()
                && 0.0 <= lo[i]
                && lo[i] <= hi[i]
                && hi[i] <= 1.0)
            {
                return infeasible(format!(
                    "program {}: bounds {} to {} are not 0 <= min <= max <= 1",
                    i + 1,
                    lo[i],
                    hi[i]
                ));
            }
        }
        let (sum_lo, sum_hi): (f64, f64) = (lo.iter().sum(), hi.iter().sum());
        if sum_lo > 1.0 + SUM_TOLERANCE {
            return infeasible(format!("the minimums sum to {sum_lo}, above 1"));
        }
        if sum_hi < 1.0 - SUM_TOLERANCE {
            return infeasible(format!("the maximums sum to {sum_hi}, below 1"));
        }
        let single = if sum_lo >= 1.0 - SUM_TOLERANCE * 1e-3 {
            Some(lo.iter().map(|v| v / sum_lo).collect())
        } else if sum_hi <= 1.0 + SUM_TOLERANCE * 1e-3 {
            Some(hi.iter().map(|v| v / sum_hi).collect())
        } else {
            None
        };
        Ok(Bounds {
            lo: lo.to_vec(),
            hi: hi.to_vec(),
            leverage: leverage.to_vec(),
            single,
        })
    }

    pub(super) fn len(&self) -> usize {
        self.lo.len()
    }

    /// The bounds as homogeneous constraints on cash shares, `A v >= 0` (rows of A): a lower row
    /// per program, an upper row per program whose maximum is below 1 (a maximum of 1 holds for
    /// every blend whose other weights are >= 0).
    pub(crate) fn cone(&self) -> DMatrix<f64> {
        let n = self.len();
        let uppers: Vec<usize> = (0..n).filter(|&i| self.hi[i] < 1.0).collect();
        let mut a = DMatrix::zeros(n + uppers.len(), n);
        for i in 0..n {
            for j in 0..n {
                a[(i, j)] = -self.lo[i] * self.leverage[j];
            }
            a[(i, i)] += self.leverage[i];
        }
        for (row, &i) in uppers.iter().enumerate() {
            for j in 0..n {
                a[(n + row, j)] = self.hi[i] * self.leverage[j];
            }
            a[(n + row, i)] -= self.leverage[i];
        }
        a
    }

    /// A feasible blend: each weight the same fraction of the way from its minimum to its
    /// maximum.
    pub(super) fn start(&self) -> Vec<f64> {
        if let Some(single) = &self.single {
            return single.clone();
        }
        let room: f64 = self.hi.iter().zip(&self.lo).map(|(h, l)| h - l).sum();
        let fraction = (1.0 - self.lo.iter().sum::<f64>()) / room;
        let w: Vec<f64> = (0..self.len())
            .map(|i| self.lo[i] + fraction * (self.hi[i] - self.lo[i]))
            .collect();
        self.clean(w)
    }

    /// Cash shares of weights: `normalize(w / L)`.
    pub(crate) fn to_cash(&self, weights: &[f64]) -> DVector<f64> {
        normalized(&DVector::from_iterator(
            self.len(),
            weights.iter().zip(&self.leverage).map(|(w, l)| w / l),
        ))
    }

    /// Weights of cash shares, `normalize(L * v)`, brought exactly within the bounds.
    pub(crate) fn to_weights(&self, cash: &DVector<f64>) -> Vec<f64> {
        if let Some(single) = &self.single {
            return single.clone();
        }
        let amounts: Vec<f64> = (0..self.len())
            .map(|i| (cash[i] * self.leverage[i]).max(0.0))
            .collect();
        let total: f64 = amounts.iter().sum();
        self.clean(amounts.iter().map(|a| a / total).collect())
    }

    /// Clamps rounding's excursions out of the bounds, puts weights within rounding of a bound
    /// on it (a program the optimum leaves at 0 holds exactly 0), and gives the sum's rounding to
    /// the weights strictly inside their bounds first.
    pub(super) fn clean(&self, mut w: Vec<f64>) -> Vec<f64> {
        const SNAP: f64 = 1e-14;
        for ((w, &lo), &hi) in w.iter_mut().zip(&self.lo).zip(&self.hi) {
            *w = if w.is_finite() { w.clamp(lo, hi) } else { lo };
            if *w - lo <= SNAP {
                *w = lo;
            } else if hi - *w <= SNAP {
                *w = hi;
            }
        }
        for inside_only in [true, false, false] {
            let mut residual = 1.0 - w.iter().sum::<f64>();
            for ((w, &lo), &hi) in w.iter_mut().zip(&self.lo).zip(&self.hi) {
                if residual == 0.0 || (inside_only && (*w == lo || *w == hi)) {
                    continue;
                }
                let change = if residual > 0.0 {
                    residual.min(hi - *w)
                } else {
                    residual.max(lo - *w)
                };
                *w += change;
                residual -= change;
            }
        }
        w
    }

    /// The vertex of the weights' polytope maximizing `sum coef_i w_i`: every weight at its
    /// minimum, then what is left to the largest coefficients first, each up to its maximum.
    fn greedy(&self, coef: &[f64]) -> Vec<f64> {
        let mut order: Vec<usize> = (0..self.len()).collect();
        let descending: Vec<f64> = coef.iter().map(|c| -c).collect();
        sort_by_keys(&mut order, &descending);
        let mut w = self.lo.clone();
        let mut left = 1.0 - self.lo.iter().sum::<f64>();
        for i in order {
            let add = left.min(self.hi[i] - self.lo[i]).max(0.0);
            w[i] += add;
            left -= add;
        }
        w
    }

    /// The cash shares maximizing `d'v` on the polytope, at a vertex. In weights `d'v` is the
    /// ratio `sum (d_i / L_i) w_i / sum w_i / L_i`; Dinkelbach's method maximizes it exactly:
    /// with `t` the ratio of the current vertex, the greedy vertex of the coefficients
    /// `(d_i - t) / L_i` either gains nothing (t is the maximum) or has a higher ratio, and there
    /// are finitely many vertices.
    pub(crate) fn max_linear(&self, d: &DVector<f64>) -> DVector<f64> {
        let ratio = |w: &[f64]| d.dot(&self.to_cash(w));
        let mut w = self.start();
        let mut t = ratio(&w);
        for _ in 0..200 {
            let coef: Vec<f64> = (0..self.len())
                .map(|i| (d[i] - t) / self.leverage[i])
                .collect();
            let next = self.greedy(&coef);
            let next_t = ratio(&next);
            if next_t <= t {
                if next_t == t {
                    w = next;
                }
                break;
            }
            w = next;
            t = next_t;
        }
        self.to_cash(&w)
    }
}

/// Sorts indices by increasing `keys[i]`, ties in index order, by insertion: at most 50 items,
/// often nearly sorted, and one small function where `sort_by`'s would be instantiated per
/// comparator in the browser's WebAssembly.
pub(super) fn sort_by_keys(items: &mut [usize], keys: &[f64]) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && {
            let (a, b) = (items[j - 1], items[j]);
            keys[a].total_cmp(&keys[b]).then(a.cmp(&b)).is_gt()
        } {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}
