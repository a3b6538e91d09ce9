//! Seeded random streams and the few distributions the generator needs, written here (Box–Muller
//! normals, Student-t from a chi-square) so no distribution crate is needed and the draws stay
//! identical across platforms and crate upgrades.

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Derives an independent seed for a sub-stream (a company, a program, a part of a program) from
/// its parent seed and a path of tags, so each entity's draws do not depend on how many numbers
/// another entity consumed.
pub(crate) fn derive_seed(parent: u64, path: &[u64]) -> u64 {
    path.iter().fold(splitmix64(parent), |state, &tag| {
        splitmix64(state ^ splitmix64(tag.wrapping_add(0xA076_1D64_78BD_642F)))
    })
}

fn splitmix64(value: u64) -> u64 {
    let mut z = value.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One random stream.
pub(crate) struct Rand(ChaCha8Rng);

impl Rand {
    pub(crate) fn new(seed: u64) -> Rand {
        Rand(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A stream for a part of the entity whose seed is `seed` (see [`derive_seed`]).
    pub(crate) fn derived(seed: u64, tag: u64) -> Rand {
        Rand::new(derive_seed(seed, &[tag]))
    }

    /// Uniform in [0, 1).
    pub(crate) fn unit(&mut self) -> f64 {
        self.0.gen::<f64>()
    }

    /// Uniform in [lo, hi).
    pub(crate) fn range(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.unit()
    }

    /// Uniform integer in [lo, hi] (inclusive).
    pub(crate) fn int(&mut self, lo: i64, hi: i64) -> i64 {
        debug_assert!(lo <= hi);
        let span = (hi - lo + 1) as u64;
        lo + (self.0.next_u64() % span) as i64
    }

    /// True with probability `p`.
    pub(crate) fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    /// Log-uniform in [lo, hi): sizes spread evenly across orders of magnitude.
    pub(crate) fn log_range(&mut self, lo: f64, hi: f64) -> f64 {
        (lo.ln() + (hi.ln() - lo.ln()) * self.unit()).exp()
    }

    /// Standard normal (Box–Muller; the second value is dropped to keep streams simple).
    pub(crate) fn normal(&mut self) -> f64 {
        let u1 = 1.0 - self.unit();
        let u2 = self.unit();
        (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
    }

    /// Student-t with `dof` (>= 3) degrees of freedom, scaled to unit variance: fat tails
    /// without changing the volatility the caller asked for.
    pub(crate) fn student_t(&mut self, dof: u32) -> f64 {
        debug_assert!(dof >= 3);
        let chi_square: f64 = (0..dof).map(|_| self.normal().powi(2)).sum();
        let nu = f64::from(dof);
        self.normal() / (chi_square / nu).sqrt() * ((nu - 2.0) / nu).sqrt()
    }

    /// One item, uniformly.
    pub(crate) fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.int(0, items.len() as i64 - 1) as usize]
    }

    /// The index of one weight, with probability proportional to it.
    pub(crate) fn weighted_index(&mut self, weights: &[u32]) -> usize {
        let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
        let mut ticket = self.0.next_u64() % total;
        for (index, &weight) in weights.iter().enumerate() {
            if ticket < u64::from(weight) {
                return index;
            }
            ticket -= u64::from(weight);
        }
        unreachable!("ticket is below the total weight")
    }

    /// A reference to one entry of a `(value, weight)` table, with probability proportional to
    /// its weight.
    pub(crate) fn weighted_ref<'a, T>(&mut self, table: &'a [(T, u32)]) -> &'a T {
        let weights: Vec<u32> = table.iter().map(|&(_, w)| w).collect();
        &table[self.weighted_index(&weights)].0
    }

    /// One value of a `(value, weight)` table, with probability proportional to its weight.
    pub(crate) fn weighted<T: Copy>(&mut self, table: &[(T, u32)]) -> T {
        let weights: Vec<u32> = table.iter().map(|&(_, w)| w).collect();
        table[self.weighted_index(&weights)].0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moments(values: &[f64]) -> (f64, f64, f64) {
        let n = values.len() as f64;
        let mean = values.iter().sum::<f64>() / n;
        let var = values.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n;
        let kurt = values.iter().map(|x| (x - mean).powi(4)).sum::<f64>() / n / var.powi(2);
        (mean, var, kurt)
    }

    #[test]
    fn normal_has_unit_variance() {
        let mut rng = Rand::new(7);
        let draws: Vec<f64> = (0..200_000).map(|_| rng.normal()).collect();
        let (mean, var, kurt) = moments(&draws);
        assert!(mean.abs() < 0.01 && (var - 1.0).abs() < 0.02 && (kurt - 3.0).abs() < 0.1);
    }

    #[test]
    fn student_t_has_unit_variance_and_fat_tails() {
        let mut rng = Rand::new(8);
        let draws: Vec<f64> = (0..200_000).map(|_| rng.student_t(6)).collect();
        let (mean, var, kurt) = moments(&draws);
        assert!(
            mean.abs() < 0.01 && (var - 1.0).abs() < 0.05 && kurt > 4.0,
            "{var} {kurt}"
        );
    }

    #[test]
    fn derived_seeds_differ_by_path() {
        let seeds = [
            derive_seed(1, &[2, 0]),
            derive_seed(1, &[2, 1]),
            derive_seed(1, &[0, 2]),
            derive_seed(2, &[2, 0]),
        ];
        for (i, a) in seeds.iter().enumerate() {
            assert!(seeds[i + 1..].iter().all(|b| a != b));
        }
        assert_eq!(derive_seed(1, &[2, 0]), derive_seed(1, &[2, 0]));
    }
}
