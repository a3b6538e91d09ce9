//! Any text at all, as a hostile or broken upload may hold: the parser never panics, lists at most
//! the bounded number of errors with short column names, and never reports more months than the
//! calendar allows. A fixed number of cases keeps `scripts/test`'s budget fixed.

use analytics_core::returns_csv::{parse_returns_csv, ParsedReturns, MAX_LISTED_ERRORS};
use proptest::prelude::*;

/// Months from January 1957 through the current month (June 2025 here).
const MONTHS_POSSIBLE: usize = (2025 - 1957) * 12 + 6;

fn check_bounded(parsed: &ParsedReturns) -> Result<(), TestCaseError> {
    prop_assert!(parsed.errors.len() <= MAX_LISTED_ERRORS);
    prop_assert!(parsed.error_count >= parsed.errors.len());
    prop_assert!(parsed.months.len() <= MONTHS_POSSIBLE);
    for error in &parsed.errors {
        let column = error.column.as_deref().unwrap_or("");
        prop_assert!(column.chars().count() <= 65, "column {column:?}");
        prop_assert!(
            error.message.chars().count() <= 300,
            "message {:?}",
            error.message
        );
    }
    Ok(())
}

/// Pieces a CSV is made of, so the generated text reaches the parser's deeper paths.
fn csv_like(pieces: usize) -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just(",".to_string()),
        Just(";".to_string()),
        Just("\t".to_string()),
        Just("\"".to_string()),
        Just("\n".to_string()),
        Just("\r\n".to_string()),
        Just("\r".to_string()),
        Just("Date".to_string()),
        Just("Returns".to_string()),
        Just("Month".to_string()),
        Just("Year".to_string()),
        Just("Assets".to_string()),
        Just("Estimated".to_string()),
        Just("2024-01".to_string()),
        Just("1.5".to_string()),
        Just("-100.5%".to_string()),
        Just("E".to_string()),
        prop::collection::vec(prop::sample::select(&b"0123456789./-eE%"[..]), 1..12)
            .prop_map(|digits| String::from_utf8(digits).unwrap_or_default()),
        prop::collection::vec(any::<char>(), 1..8).prop_map(String::from_iter),
    ];
    prop::collection::vec(piece, 0..pieces).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_get_a_bounded_answer(bytes in prop::collection::vec(any::<u8>(), 0..1_024)) {
        let text = String::from_utf8_lossy(&bytes);
        check_bounded(&parse_returns_csv(&text, 2025, 6))?;
    }

    #[test]
    fn csv_like_text_gets_a_bounded_answer(text in csv_like(60)) {
        check_bounded(&parse_returns_csv(&text, 2025, 6))?;
    }
}

proptest! {
    // Fewer, larger cases: each repeats a row up to past the listed-error bound.
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn many_bad_rows_get_a_bounded_answer(row in csv_like(12), count in 90usize..600) {
        let text = format!("Date,Returns,Assets\n{}", format!("{row}\n").repeat(count));
        check_bounded(&parse_returns_csv(&text, 2025, 6))?;
    }
}
