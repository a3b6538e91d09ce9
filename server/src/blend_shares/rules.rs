//! The rules of shared links: the token's form, how many links one member and one blend keep,
//! and what a reader sees of the data (nothing after the link's month).

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use rand::RngCore;
use sha2::{Digest, Sha256};

use crate::blends::model::Benchmark;

/// Random bytes in a token: 256 bits, from the operating system's generator.
const TOKEN_BYTES: usize = 32;

/// A token's length in base64url without padding.
pub const TOKEN_CHARS: usize = 43;

/// Live links of one blend: a few for different audiences, not one per reader.
pub const MAX_LIVE_PER_BLEND: i64 = 10;

/// Revoked links a member's list keeps (their rows only make a repeated revoke answer alike);
/// older ones are deleted when a new link is made, so revoking and sharing again cannot grow
/// the table.
pub const KEPT_REVOKED: i64 = 50;

/// A new token: the link's secret, given to the owner once.
pub fn new_token() -> String {
    let mut bytes = [0u8; TOKEN_BYTES];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Whether `token` has a token's form; any other is not found without a database read.
pub fn is_token(token: &str) -> bool {
    token.len() == TOKEN_CHARS
        && token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// What the table stores of a token: its SHA-256, in hex.
pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// The benchmark up to `last` (`yyyymm`), inclusive.
pub fn benchmark_until(benchmark: Benchmark, last: i32) -> Benchmark {
    let kept = benchmark.months.partition_point(|&month| month <= last);
    Benchmark {
        name: benchmark.name,
        months: benchmark.months[..kept].to_vec(),
        values: benchmark.values[..kept].to_vec(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_carries_256_random_bits_in_43_url_safe_characters() {
        let (one, two) = (new_token(), new_token());
        assert_eq!(one.len(), TOKEN_CHARS);
        assert!(is_token(&one) && is_token(&two));
        assert_ne!(one, two);
    }

    #[test]
    fn only_a_token_of_that_form_is_looked_up() {
        assert!(!is_token(""));
        assert!(!is_token(&"a".repeat(42)));
        assert!(!is_token(&"a".repeat(44)));
        assert!(!is_token(&format!("{}=", "a".repeat(42))));
        assert!(!is_token(&format!("{}/", "a".repeat(42))));
        assert!(is_token(&format!("{}-_", "a".repeat(41))));
    }

    #[test]
    fn the_stored_hash_is_the_tokens_sha256() {
        assert_eq!(
            token_hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn a_reader_sees_no_benchmark_month_after_the_links_month() {
        let benchmark = Benchmark {
            name: "S&P 500".to_owned(),
            months: vec![202401, 202402, 202403],
            values: vec![0.1, 0.2, 0.3],
        };
        let cut = benchmark_until(benchmark.clone(), 202402);
        assert_eq!(
            (cut.months, cut.values),
            (vec![202401, 202402], vec![0.1, 0.2])
        );
        assert!(benchmark_until(benchmark.clone(), 202312).months.is_empty());
        assert_eq!(benchmark_until(benchmark, 202412).months.len(), 3);
    }
}
