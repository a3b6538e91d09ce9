use approx::assert_abs_diff_eq;

use super::*;

fn series(months: &[i32], values: &[f64]) -> ReturnSeries {
    ReturnSeries::from_yyyymm(months, values).unwrap()
}

#[test]
fn correlation_is_pearson_over_the_common_months() {
    // Common months Feb..Apr: a = 0.02, 0.03, 0.04 (mean 0.03), b = 0.03, 0.01, 0.02 (mean 0.02).
    // sxy = (-0.01)(0.01) + 0 + (0.01)(0) = -1e-4; sxx = syy = 2e-4 -> r = -0.5.
    let a = series(&[202401, 202402, 202403, 202404], &[0.01, 0.02, 0.03, 0.04]);
    let b = series(&[202402, 202403, 202404, 202405], &[0.03, 0.01, 0.02, 0.09]);
    let c = correlation(&a, &b);
    assert_eq!(c.overlap, 3);
    assert_abs_diff_eq!(c.value.unwrap(), -0.5, epsilon = 1e-12);
}

#[test]
fn correlation_is_none_below_two_common_months() {
    let a = series(&[202401, 202402], &[0.01, 0.02]);
    let b = series(&[202402, 202403], &[0.03, 0.01]);
    assert_eq!(
        correlation(&a, &b),
        Correlation {
            value: None,
            overlap: 1
        }
    );
    let disjoint = series(&[202405], &[0.01]);
    assert_eq!(correlation(&a, &disjoint).overlap, 0);
}

#[test]
fn correlation_is_none_with_zero_variance() {
    let a = series(&[202401, 202402, 202403], &[0.01, 0.01, 0.01]);
    let b = series(&[202401, 202402, 202403], &[0.03, 0.01, 0.02]);
    assert_eq!(correlation(&a, &b).value, None);
    assert_eq!(correlation(&a, &b).overlap, 3);
}

#[test]
fn opposite_series_correlate_at_minus_one() {
    let c = pearson_correlation(&[0.01, 0.02, 0.04], &[-0.01, -0.02, -0.04]);
    assert_abs_diff_eq!(c.value.unwrap(), -1.0, epsilon = 1e-15);
}

#[test]
fn the_correlation_matrix_is_symmetric_with_a_diagonal_of_one() {
    let a = series(&[202401, 202402, 202403, 202404], &[0.01, 0.02, 0.03, 0.04]);
    let b = series(&[202402, 202403, 202404, 202405], &[0.03, 0.01, 0.02, 0.09]);
    let flat = series(&[202401, 202402], &[0.0, 0.0]);
    let m = correlation_matrix(&[&a, &b, &flat]);
    assert_eq!(m.size(), 3);
    assert_eq!(m.get(0, 0).value, Some(1.0));
    assert_eq!(m.get(0, 0).overlap, 4);
    assert_eq!(m.get(2, 2).value, None);
    assert_eq!(m.get(0, 1), m.get(1, 0));
    assert_abs_diff_eq!(m.get(1, 0).value.unwrap(), -0.5, epsilon = 1e-12);
    assert_eq!(m.get(1, 2).overlap, 1);
}

#[test]
fn the_correlation_matrix_serializes_as_rows_of_cells() {
    let a = series(&[202401, 202402], &[0.01, 0.02]);
    let json = serde_json::to_string(&correlation_matrix(&[&a])).unwrap();
    assert_eq!(json, r#"[[{"value":1.0,"overlap":2}]]"#);
}

#[test]
fn series_with_and_without_gaps_correlate_over_the_same_common_months() {
    // b has a gap (Mar missing): the merge path; c is a's months without gaps: the slice path.
    let a = series(
        &[202401, 202402, 202403, 202404, 202405],
        &[0.01, 0.03, 0.02, 0.05, 0.04],
    );
    let b = series(&[202402, 202404, 202405, 202406], &[0.02, 0.04, 0.01, 0.0]);
    let c = series(
        &[202402, 202403, 202404, 202405, 202406],
        &[0.02, 0.07, 0.04, 0.01, 0.0],
    );
    let with_gap = correlation(&a, &b);
    assert_eq!(with_gap.overlap, 3);
    // Over Feb, Apr, May: a = 0.03, 0.05, 0.04; b = 0.02, 0.04, 0.01.
    let direct = pearson_correlation(&[0.03, 0.05, 0.04], &[0.02, 0.04, 0.01]);
    assert_eq!(with_gap, direct);
    let contiguous = correlation(&a, &c);
    assert_eq!(contiguous.overlap, 4);
    let direct = pearson_correlation(&[0.03, 0.02, 0.05, 0.04], &[0.02, 0.07, 0.04, 0.01]);
    assert_eq!(contiguous, direct);
}

#[test]
fn an_extended_matrix_keeps_the_known_pairs_and_computes_the_new_ones() {
    let a = series(&[202401, 202402, 202403, 202404], &[0.01, 0.02, 0.03, 0.04]);
    let b = series(&[202402, 202403, 202404, 202405], &[0.03, 0.01, 0.02, 0.09]);
    let c = series(&[202401, 202403, 202404, 202405], &[0.02, 0.05, 0.01, 0.03]);
    assert_eq!(
        correlation_matrix(&[&a, &b]).extended(&[&a, &b, &c]),
        correlation_matrix(&[&a, &b, &c])
    );
    // The known cells are taken as they are, not computed again: a matrix of other series shows.
    let known = correlation_matrix(&[&b, &c]);
    let extended = known.extended(&[&a, &b, &c]);
    let fresh = correlation_matrix(&[&a, &b, &c]);
    assert_eq!(extended.get(0, 1), known.get(0, 1));
    assert_ne!(extended.get(0, 1), fresh.get(0, 1));
    for i in 0..3 {
        assert_eq!(extended.get(i, 2), fresh.get(i, 2));
        assert_eq!(extended.get(2, i), fresh.get(2, i));
    }
    assert_eq!(
        CorrelationMatrix::default().extended(&[&a]),
        correlation_matrix(&[&a])
    );
    assert_eq!(fresh.extended(&[&a]), correlation_matrix(&[&a]));
}

#[test]
fn a_matrix_without_a_series_keeps_the_other_pairs() {
    let a = series(&[202401, 202402, 202403, 202404], &[0.01, 0.02, 0.03, 0.04]);
    let b = series(&[202402, 202403, 202404, 202405], &[0.03, 0.01, 0.02, 0.09]);
    let c = series(&[202401, 202403, 202404, 202405], &[0.02, 0.05, 0.01, 0.03]);
    let matrix = correlation_matrix(&[&a, &b, &c]);
    assert_eq!(matrix.without(1), correlation_matrix(&[&a, &c]));
    assert_eq!(matrix.without(0).without(1), correlation_matrix(&[&b]));
    assert_eq!(matrix.without(3), matrix);
}
