//! `minCorrelation` when no blend correlates negatively: the search of the bounds' vertices for
//! the lowest correlation (see the optimizer's documentation).

use nalgebra::{DMatrix, DVector};

use super::bounds::{sort_by_keys, Bounds};
use super::MAX_VERTEX_NODES;

/// The vertex of the weights' polytope with the lowest `c'v / sqrt(v'Sigma v)`, by a depth-first
/// search of the vertices (all weights at a bound but one, the "free" weight, which takes what
/// is left). The ratio is scale-free, so it is evaluated on `u = w / L` with running sums: moving
/// one weight updates `Sigma u` in O(n).
pub(super) fn lowest_ratio_vertex(
    cov: &DMatrix<f64>,
    c: &DVector<f64>,
    bounds: &Bounds,
) -> Vec<f64> {
    let n = bounds.len();
    if let Some(single) = &bounds.single {
        return single.clone();
    }
    let inverse_leverage: Vec<f64> = bounds.leverage.iter().map(|l| 1.0 / l).collect();
    let scaled_cov = DMatrix::from_fn(n, n, |i, j| {
        cov[(i, j)] * inverse_leverage[i] * inverse_leverage[j]
    });
    let scaled_c: Vec<f64> = (0..n).map(|i| c[i] * inverse_leverage[i]).collect();
    let room: Vec<f64> = (0..n).map(|i| bounds.hi[i] - bounds.lo[i]).collect();
    let sd: Vec<f64> = (0..n).map(|i| scaled_cov[(i, i)].max(0.0).sqrt()).collect();
    let left = 1.0 - bounds.lo.iter().sum::<f64>();
    let mut search = VertexSearch {
        cov: &scaled_cov,
        c: &scaled_c,
        sd: &sd,
        room: &room,
        left,
        nodes: 0,
        best: f64::INFINITY,
        best_raised: Vec::new(),
        raised: Vec::new(),
    };
    let base = DVector::from_column_slice(&bounds.lo);
    let base_cov = &scaled_cov * &base;
    let state = Running {
        sigma_u: base_cov.clone(),
        quadratic: base.dot(&base_cov),
        linear: scaled_c.iter().zip(&bounds.lo).map(|(c, l)| c * l).sum(),
        spread: sd.iter().zip(&bounds.lo).map(|(s, l)| s * l).sum(),
        used: 0.0,
    };
    for free in (0..n).filter(|&i| room[i] > 0.0) {
        let others: Vec<usize> = (0..n).filter(|&j| j != free && room[j] > 0.0).collect();
        let mut rest = vec![0.0; others.len() + 1];
        for k in (0..others.len()).rev() {
            rest[k] = rest[k + 1] + room[others[k]];
        }
        search.descend(free, &others, &rest, 0, state.clone());
        if search.nodes > MAX_VERTEX_NODES {
            break;
        }
    }
    let mut w = bounds.lo.clone();
    for &(i, amount) in &search.best_raised {
        w[i] += amount;
    }
    bounds.clean(w)
}

#[derive(Clone)]
struct Running {
    /// `Sigma u`, `u'Sigma u`, `c'u` and `sd'u` of the current point.
    sigma_u: DVector<f64>,
    quadratic: f64,
    linear: f64,
    spread: f64,
    /// What the weights set so far raised above their minimums.
    used: f64,
}

impl Running {
    fn raised(&self, search: &VertexSearch, i: usize, amount: f64) -> Running {
        let (cov, c) = (search.cov, search.c);
        Running {
            spread: self.spread + amount * search.sd[i],
            quadratic: self.quadratic
                + 2.0 * amount * self.sigma_u[i]
                + amount * amount * cov[(i, i)],
            sigma_u: &self.sigma_u + cov.column(i) * amount,
            linear: self.linear + amount * c[i],
            used: self.used + amount,
        }
    }
}

struct VertexSearch<'a> {
    cov: &'a DMatrix<f64>,
    c: &'a [f64],
    /// Standard deviations: `sqrt(u'Sigma u) <= sd'u` for `u >= 0` (correlations are <= 1).
    sd: &'a [f64],
    room: &'a [f64],
    left: f64,
    nodes: usize,
    best: f64,
    best_raised: Vec<(usize, f64)>,
    raised: Vec<(usize, f64)>,
}

impl VertexSearch<'_> {
    /// The minimum of `(c'u) / (sd'u)` over the points where `open` and `free` share `need`
    /// above their minimums (each within its room) and the rest is as in `state`.
    fn lower_bound(&mut self, state: &Running, free: usize, open: &[usize], need: f64) -> f64 {
        let mut items: Vec<usize> = open.to_vec();
        items.push(free);
        // Charged like the nodes it costs, so that the budget bounds the time.
        self.nodes += items.len();
        let fill = |items: &mut Vec<usize>, t: f64| {
            let keys: Vec<f64> = (0..self.c.len())
                .map(|i| self.c[i] - t * self.sd[i])
                .collect();
            sort_by_keys(items, &keys);
            let (mut linear, mut spread, mut left) = (state.linear, state.spread, need);
            for &i in items.iter() {
                let amount = left.min(self.room[i]).max(0.0);
                linear += amount * self.c[i];
                spread += amount * self.sd[i];
                left -= amount;
            }
            if spread > 0.0 {
                linear / spread
            } else {
                f64::NEG_INFINITY
            }
        };
        let mut t = fill(&mut items, 0.0);
        for _ in 0..30 {
            let next = fill(&mut items, t);
            if next.is_nan() || next >= t {
                break;
            }
            t = next;
        }
        t
    }

    /// Programs `others[k..]` at their minimum or maximum, then `free` takes what is left.
    fn descend(&mut self, free: usize, others: &[usize], rest: &[f64], k: usize, state: Running) {
        self.nodes += 1;
        if self.nodes > MAX_VERTEX_NODES {
            return;
        }
        let need = self.left - state.used;
        // Too much raised already, or too little left to raise to leave the free weight in range.
        if need < -1e-15 || need - rest[k] > self.room[free] + 1e-15 {
            return;
        }
        if k == others.len() {
            let amount = need.clamp(0.0, self.room[free]);
            let end = state.raised(self, free, amount);
            if end.quadratic > 0.0 {
                let ratio = end.linear / end.quadratic.sqrt();
                if ratio < self.best {
                    self.best = ratio;
                    self.best_raised = self.raised.clone();
                    self.best_raised.push((free, amount));
                }
            }
            return;
        }
        // Branch and bound: with every blend correlating non-negatively, `c'u / sd'u` is a lower
        // bound of the ratio, and its minimum over the vertices below (a linear-fractional
        // program) is exact by Dinkelbach's method. Worth its O(m log m) on large subtrees only.
        if others.len() - k >= 3
            && self.best.is_finite()
            && self.lower_bound(&state, free, &others[k..], need) >= self.best
        {
            return;
        }
        let j = others[k];
        if self.room[j] <= need + 1e-15 {
            let up = state.raised(self, j, self.room[j]);
            self.raised.push((j, self.room[j]));
            self.descend(free, others, rest, k + 1, up);
            self.raised.pop();
        }
        self.descend(free, others, rest, k + 1, state);
    }
}
