//! A primal active-set solver for small convex quadratic programs
//! `min 1/2 x'Hx + c'x  s.t.  E x = e,  A x >= b` with H positive SEMI-definite.
//!
//! The method of Nocedal & Wright (Numerical Optimization, algorithm 16.3), extended to a
//! singular H: at each iterate the equality-constrained subproblem on the working set W is solved
//! in the null space Z of W's rows. Where the reduced Hessian Z'HZ is positive definite that is
//! the Newton step; along a direction of zero curvature on which the objective still decreases
//! (a singular covariance, or H = 0) the solver walks to the first blocking constraint instead.
//! When the step vanishes, the multipliers of W decide: all inequality multipliers >= 0 is the
//! KKT point (the exact optimum of a convex program), otherwise the most negative constraint
//! leaves W. Each step either lowers the objective or changes W without moving, and W never
//! repeats in exact arithmetic, so the method ends after finitely many steps at the exact
//! optimum; a cap on the iterations (and Bland's smallest-index rule after a run of steps that
//! do not move) keeps degenerate rounding from cycling.
//!
//! Problems here have at most 51 variables and about 100 constraints, so dense algebra per step
//! is the simple choice: a null-space basis by pivoted Gram-Schmidt, then Cholesky (or, for a
//! singular reduced Hessian, the Jacobi eigendecomposition). They are written out here rather
//! than taken from nalgebra's generic decompositions, which added about 20 KB gzipped to the
//! browser's WebAssembly.

use nalgebra::{DMatrix, DVector};

/// A convex QP: rows of `a_eq` are equalities `a_eq x = e` (e is the start's: every step keeps
/// them), rows of `a_in` inequalities `a_in x >= b_in`.
pub(crate) struct Qp<'a> {
    pub h: &'a DMatrix<f64>,
    pub c: &'a DVector<f64>,
    pub a_eq: &'a DMatrix<f64>,
    pub a_in: &'a DMatrix<f64>,
    pub b_in: &'a DVector<f64>,
}

/// Relative size under which a step, a curvature or a constraint's slope counts as zero.
const EPS: f64 = 1e-13;
/// Relative size of a step that would not move the iterate beyond rounding.
const STILL: f64 = 4.0 * f64::EPSILON;

/// Vectors and row-major matrices as plain vectors: the loops below are all the algebra there is.
type Vector = Vec<f64>;
type Rows = Vec<Vector>;

impl Qp<'_> {
    /// Minimizes from `x0`, which must satisfy every constraint. Stopped by the iteration cap (or
    /// a breakdown of the algebra), it returns its last iterate, which is feasible.
    pub fn solve(&self, x0: DVector<f64>) -> DVector<f64> {
        let n = x0.len();
        let h = rows_of(self.h);
        let (a_eq, _) = unit_rows(rows_of(self.a_eq), vec![0.0; self.a_eq.nrows()]);
        let (a_in, b_in) = unit_rows(rows_of(self.a_in), self.b_in.iter().copied().collect());
        let c: Vector = self.c.iter().copied().collect();
        let mut x: Vector = x0.iter().copied().collect();
        let mut working = initially_active(&a_eq, &a_in, &b_in, &x);
        let h_scale = amax(&h.concat()).max(f64::MIN_POSITIVE);
        let max_iterations = 20 * (n + a_in.len()) + 100;
        let mut still_steps = 0usize;
        for _ in 0..max_iterations {
            let rows: Rows = a_eq
                .iter()
                .chain(working.iter().map(|&j| &a_in[j]))
                .cloned()
                .collect();
            let mut g = mat_vec(&h, &x);
            for (g, c) in g.iter_mut().zip(&c) {
                *g += c;
            }
            let step = if rows.len() >= n {
                None
            } else {
                null_space_step(&h, &g, &rows, h_scale)
            };
            let Some(step) = step.filter(|s| amax(&s.p) > STILL * amax(&x).max(1.0)) else {
                // Stationary on W: its multipliers decide.
                let Some(lambda) = multipliers(&rows, &g) else {
                    break;
                };
                let threshold = -1e-10 * amax(&g).max(f64::MIN_POSITIVE);
                let mut leaving: Option<usize> = None;
                for slot in 0..working.len() {
                    let l = lambda[a_eq.len() + slot];
                    if l >= threshold {
                        continue;
                    }
                    // Most negative first; after a run of steps that do not move, Bland's
                    // smallest index.
                    let better = match leaving {
                        None => true,
                        Some(best) if still_steps > n => working[slot] < working[best],
                        Some(best) => l < lambda[a_eq.len() + best],
                    };
                    if better {
                        leaving = Some(slot);
                    }
                }
                match leaving {
                    Some(slot) => {
                        working.remove(slot);
                        continue;
                    }
                    None => break,
                }
            };
            // The longest move along p that keeps every inequality outside W satisfied.
            let mut alpha = if step.unbounded { f64::INFINITY } else { 1.0 };
            let mut blocking = None;
            let p_norm = dot(&step.p, &step.p).sqrt();
            for (j, row) in a_in.iter().enumerate() {
                if working.contains(&j) {
                    continue;
                }
                let slope = dot(row, &step.p);
                if slope < -EPS * p_norm {
                    let slack = (dot(row, &x) - b_in[j]).max(0.0);
                    let reach = slack / -slope;
                    if reach < alpha {
                        alpha = reach;
                        blocking = Some(j);
                    }
                }
            }
            if !alpha.is_finite() {
                // Unbounded below: not possible for the bounded problems of this module.
                break;
            }
            for (x, p) in x.iter_mut().zip(&step.p) {
                *x += alpha * p;
            }
            still_steps = if alpha == 0.0 { still_steps + 1 } else { 0 };
            if let Some(j) = blocking {
                working.push(j);
            }
        }
        DVector::from_vec(x)
    }
}

fn rows_of(m: &DMatrix<f64>) -> Rows {
    (0..m.nrows())
        .map(|i| (0..m.ncols()).map(|j| m[(i, j)]).collect())
        .collect()
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(a, b)| a * b).sum()
}

fn amax(v: &[f64]) -> f64 {
    v.iter().fold(0.0, |m, x| m.max(x.abs()))
}

fn mat_vec(m: &Rows, v: &[f64]) -> Vector {
    m.iter().map(|row| dot(row, v)).collect()
}

/// `v -= along * q`.
fn subtract(v: &mut [f64], q: &[f64], along: f64) {
    for (v, q) in v.iter_mut().zip(q) {
        *v -= along * q;
    }
}

/// The inequalities active at the start, as many as stay independent of the equalities and of
/// each other (Gram-Schmidt): a warm start, where the optimum is near the start, saves the steps
/// that would add them one by one.
fn initially_active(a_eq: &Rows, a_in: &Rows, b_in: &[f64], x: &[f64]) -> Vec<usize> {
    let n = x.len();
    let mut basis: Rows = Vec::new();
    for row in a_eq {
        independent(row.clone(), &mut basis);
    }
    let tolerance = EPS * amax(x).max(1.0);
    let mut working = Vec::new();
    for (j, row) in a_in.iter().enumerate() {
        if basis.len() + 1 >= n {
            break;
        }
        if dot(row, x) - b_in[j] <= tolerance && independent(row.clone(), &mut basis) {
            working.push(j);
        }
    }
    working
}

/// Whether `row` is independent of the orthonormal `basis`, which then grows by its new direction.
fn independent(mut row: Vector, basis: &mut Rows) -> bool {
    for q in basis.iter() {
        let along = dot(q, &row);
        subtract(&mut row, q, along);
    }
    let norm = dot(&row, &row).sqrt();
    let fresh = norm > 1e-8;
    if fresh {
        row.iter_mut().for_each(|v| *v /= norm);
        basis.push(row);
    }
    fresh
}

/// The rows scaled to unit length (zero rows stay zero), with their right-hand sides.
fn unit_rows(mut a: Rows, mut b: Vector) -> (Rows, Vector) {
    for (row, b) in a.iter_mut().zip(&mut b) {
        let norm = dot(row, row).sqrt();
        if norm > 0.0 {
            row.iter_mut().for_each(|v| *v /= norm);
            *b /= norm;
        }
    }
    (a, b)
}

struct Step {
    p: Vector,
    /// A zero-curvature descent direction: no natural step length.
    unbounded: bool,
}

/// The step of the subproblem `min 1/2 p'Hp + g'p  s.t.  rows p = 0`.
fn null_space_step(h: &Rows, g: &[f64], rows: &Rows, h_scale: f64) -> Option<Step> {
    let z = null_space(rows, g.len());
    let r = z.len();
    let hz: Rows = z.iter().map(|z| mat_vec(h, z)).collect();
    let reduced: Rows = (0..r)
        .map(|a| (0..r).map(|b| dot(&z[a], &hz[b])).collect())
        .collect();
    let gz: Vector = z.iter().map(|z| dot(z, g)).collect();
    let combine = |u: &[f64]| -> Vector {
        let mut p = vec![0.0; g.len()];
        for (z, &u) in z.iter().zip(u) {
            subtract(&mut p, z, -u);
        }
        p
    };
    // Positive definite with room to spare (the usual case): the Newton step by Cholesky.
    let largest = (0..r).fold(0.0f64, |m, i| m.max(reduced[i][i].abs()));
    if let Some(l) = cholesky(&reduced, 1e-8 * largest.max(h_scale * 1e-6)) {
        let minus_gz: Vector = gz.iter().map(|v| -v).collect();
        let p = combine(&cholesky_solve(&l, &minus_gz));
        if p.iter().all(|v| v.is_finite()) {
            return Some(Step {
                p,
                unbounded: false,
            });
        }
    }
    let (eigenvalues, eigenvectors) = symmetric_eigen(reduced);
    let top = amax(&eigenvalues);
    let curvature_floor = 1e-11 * top.max(h_scale * 1e-6);
    let g_floor = EPS * amax(g).max(f64::MIN_POSITIVE);
    let mut flat = vec![0.0; r];
    let mut newton = vec![0.0; r];
    for (i, &lambda) in eigenvalues.iter().enumerate() {
        let u: Vector = (0..r).map(|a| eigenvectors[a][i]).collect();
        let along = dot(&u, &gz);
        if lambda <= curvature_floor {
            subtract(&mut flat, &u, along);
        } else {
            subtract(&mut newton, &u, along / lambda);
        }
    }
    if amax(&flat) > g_floor {
        Some(Step {
            p: combine(&flat),
            unbounded: true,
        })
    } else if newton.iter().all(|v| v.is_finite()) {
        Some(Step {
            p: combine(&newton),
            unbounded: false,
        })
    } else {
        None
    }
}

/// An orthonormal basis of the null space of `rows` (independent, of length n): the projector
/// onto the rows' complement, from which the column farthest from the basis so far is taken
/// (Gram-Schmidt with pivoting on the unit vectors), n - k times.
fn null_space(rows: &Rows, n: usize) -> Rows {
    let mut basis: Rows = Vec::new();
    for row in rows {
        independent(row.clone(), &mut basis);
    }
    let k = basis.len();
    // The projector I - sum q q', symmetric: row i is also column i.
    let mut projector: Rows = (0..n)
        .map(|i| (0..n).map(|j| if i == j { 1.0 } else { 0.0 }).collect())
        .collect();
    let rank_one = |projector: &mut Rows, q: &[f64]| {
        for (i, row) in projector.iter_mut().enumerate() {
            subtract(row, q, q[i]);
        }
    };
    for q in &basis {
        rank_one(&mut projector, q);
    }
    for _ in k..n {
        let mut pivot = 0;
        let mut widest = -1.0;
        for (i, row) in projector.iter().enumerate() {
            let width = dot(row, row);
            if width > widest {
                (pivot, widest) = (i, width);
            }
        }
        // Once more against the basis: the projector's rounding would otherwise accumulate.
        let mut v = projector[pivot].clone();
        for q in &basis {
            let along = dot(q, &v);
            subtract(&mut v, q, along);
        }
        let norm = dot(&v, &v).sqrt();
        if norm <= 1e-12 {
            break;
        }
        v.iter_mut().for_each(|x| *x /= norm);
        rank_one(&mut projector, &v);
        basis.push(v);
    }
    basis.split_off(k)
}

/// The lower Cholesky factor L (`m = L L'`) of a symmetric matrix whose every pivot exceeds
/// `floor`; `None` otherwise (not positive definite with room to spare).
fn cholesky(m: &Rows, floor: f64) -> Option<Rows> {
    let n = m.len();
    let mut l = vec![vec![0.0; n]; n];
    for j in 0..n {
        let pivot = m[j][j] - dot(&l[j][..j], &l[j][..j]);
        if pivot.is_nan() || pivot <= floor {
            return None;
        }
        let root = pivot.sqrt();
        l[j][j] = root;
        for i in j + 1..n {
            l[i][j] = (m[i][j] - dot(&l[i][..j], &l[j][..j])) / root;
        }
    }
    Some(l)
}

/// `x` with `L L' x = b`.
fn cholesky_solve(l: &Rows, b: &[f64]) -> Vector {
    let n = b.len();
    let mut y = b.to_vec();
    for i in 0..n {
        y[i] = (y[i] - dot(&l[i][..i], &y[..i])) / l[i][i];
    }
    for i in (0..n).rev() {
        let mut value = y[i];
        for k in i + 1..n {
            value -= l[k][i] * y[k];
        }
        y[i] = value / l[i][i];
    }
    y
}

/// Eigenvalues and eigenvectors (the columns of the second) of a symmetric matrix by the cyclic
/// Jacobi method: rotations until the off-diagonal part is rounding (at most 60 sweeps).
fn symmetric_eigen(mut a: Rows) -> (Vector, Rows) {
    let n = a.len();
    let mut v: Rows = (0..n)
        .map(|i| (0..n).map(|j| if i == j { 1.0 } else { 0.0 }).collect())
        .collect();
    let scale = a.iter().map(|row| dot(row, row)).sum::<f64>().sqrt();
    for _ in 0..60 {
        let off: f64 = a
            .iter()
            .enumerate()
            .map(|(p, row)| row[p + 1..].iter().map(|x| x * x).sum::<f64>())
            .sum();
        if off.sqrt() <= 1e-16 * scale {
            break;
        }
        for p in 0..n {
            for q in p + 1..n {
                let apq = a[p][q];
                if apq == 0.0 {
                    continue;
                }
                let theta = (a[q][q] - a[p][p]) / (2.0 * apq);
                let t = if theta == 0.0 {
                    1.0
                } else {
                    theta.signum() / (theta.abs() + (theta * theta + 1.0).sqrt())
                };
                let c = 1.0 / (t * t + 1.0).sqrt();
                let s = t * c;
                for row in a.iter_mut().chain(v.iter_mut()) {
                    let (kp, kq) = (row[p], row[q]);
                    row[p] = c * kp - s * kq;
                    row[q] = s * kp + c * kq;
                }
                let (upper, lower) = a.split_at_mut(q);
                for (pk, qk) in upper[p].iter_mut().zip(lower[0].iter_mut()) {
                    let (x, y) = (*pk, *qk);
                    *pk = c * x - s * y;
                    *qk = s * x + c * y;
                }
            }
        }
    }
    ((0..n).map(|i| a[i][i]).collect(), v)
}

/// Least-squares multipliers of `rows' lambda = g` (rows independent).
fn multipliers(rows: &Rows, g: &[f64]) -> Option<Vector> {
    if rows.is_empty() {
        return Some(Vec::new());
    }
    let gram: Rows = rows
        .iter()
        .map(|a| rows.iter().map(|b| dot(a, b)).collect())
        .collect();
    cholesky(&gram, 0.0).map(|l| cholesky_solve(&l, &mat_vec(rows, g)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(n: usize, values: &[f64]) -> Rows {
        values.chunks(n).map(<[f64]>::to_vec).collect()
    }

    #[test]
    fn jacobi_diagonalizes_a_symmetric_matrix() {
        let m = rows(3, &[4.0, 1.0, -2.0, 1.0, 2.0, 0.5, -2.0, 0.5, 3.0]);
        let (values, vectors) = symmetric_eigen(m.clone());
        for (i, value) in values.iter().enumerate() {
            let u: Vector = vectors.iter().map(|row| row[i]).collect();
            let mu = mat_vec(&m, &u);
            assert!(mu
                .iter()
                .zip(&u)
                .all(|(a, b)| (a - b * value).abs() < 1e-13));
            for j in 0..3 {
                let w: Vector = vectors.iter().map(|row| row[j]).collect();
                let expected = if i == j { 1.0 } else { 0.0 };
                assert!((dot(&u, &w) - expected).abs() < 1e-14);
            }
        }
    }

    #[test]
    fn the_null_space_is_orthonormal_and_orthogonal_to_the_rows() {
        let constraints = rows(4, &[1.0, 1.0, 1.0, 1.0, 0.5, -1.0, 2.0, 0.0]);
        let z = null_space(&constraints, 4);
        assert_eq!(z.len(), 2);
        for (i, a) in z.iter().enumerate() {
            for row in &constraints {
                assert!(dot(row, a).abs() < 1e-14);
            }
            for (j, b) in z.iter().enumerate() {
                let expected = if i == j { 1.0 } else { 0.0 };
                assert!((dot(a, b) - expected).abs() < 1e-14);
            }
        }
    }

    #[test]
    fn cholesky_solves_and_refuses_a_singular_matrix() {
        let m = rows(2, &[4.0, 2.0, 2.0, 3.0]);
        let b = [1.0, 2.0];
        let x = cholesky_solve(&cholesky(&m, 0.0).unwrap(), &b);
        let mx = mat_vec(&m, &x);
        assert!(mx.iter().zip(&b).all(|(a, b)| (a - b).abs() < 1e-15));
        assert!(cholesky(&rows(2, &[1.0, 1.0, 1.0, 1.0]), 1e-12).is_none());
    }
}
