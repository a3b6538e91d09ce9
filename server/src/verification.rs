//! Human verification: a self-hosted proof-of-work challenge in the manner of ALTCHA.
//!
//! The server picks a secret number below `max_number` and publishes
//! `challenge = SHA-256(salt + number)` with an HMAC signature over the salt and the challenge;
//! the browser finds the number by trying them all. The salt carries the expiry. The signed
//! fields are length-prefixed: `salt + number` alone is ambiguous (salt `…?expires=17`, number
//! `45` and salt `…?expires=174`, number `5` hash alike), and signing only the hash would let a
//! client move digits from the number into the expiry and replay a spent challenge later.
//! Nothing is stored when a challenge is issued; a solved challenge is recorded as spent, so each
//! is accepted once.

use axum::extract::State;
use axum::Json;
use hmac::{Hmac, Mac};
use rand::Rng;
use serde::{Deserialize, Deserializer, Serialize};
use sha2::{Digest, Sha256};
use time::{Duration, OffsetDateTime};
use utoipa::ToSchema;

use crate::error::{Error, Result};
use crate::state::AppState;
use crate::storage::{timestamp, Db};

pub const ALGORITHM: &str = "SHA-256";

/// How long a challenge may be solved and used: time to fill in a long form after ticking the box.
pub const CHALLENGE_MINUTES: i64 = 20;

/// A puzzle for the browser.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VerificationChallenge {
    /// Always `SHA-256`.
    pub algorithm: String,
    /// Lowercase hex of SHA-256(salt + number).
    pub challenge: String,
    /// Random text ending in `?expires=<unix seconds>`.
    pub salt: String,
    /// The number is in `0..=maxNumber`.
    pub max_number: u64,
    /// Lowercase hex HMAC-SHA-256 of the length-prefixed salt and challenge under the server's
    /// key.
    pub signature: String,
}

/// A solved challenge, sent with the form it protects.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VerificationSolution {
    pub algorithm: String,
    pub challenge: String,
    #[serde(deserialize_with = "int64_number")]
    pub number: u64,
    pub salt: String,
    pub signature: String,
}

/// A solution's number as the API document states it, an int64 of at least 0: a larger one is
/// refused when the body is read, even where the solution is then not needed (a signed-in
/// member's inquiry), so no body the document calls invalid is accepted.
fn int64_number<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
    let number = u64::deserialize(deserializer)?;
    i64::try_from(number)
        .map(|_| number)
        .map_err(|_| serde::de::Error::custom("number is above 2^63 - 1"))
}

fn sha256_hex(text: &str) -> String {
    hex::encode(Sha256::digest(text.as_bytes()))
}

/// The signed message: each field as its length (8 bytes, big-endian) and its bytes, so no two
/// different (salt, challenge) pairs give the same message.
fn signed_message(salt: &str, challenge: &str) -> Vec<u8> {
    let mut message = Vec::with_capacity(16 + salt.len() + challenge.len());
    for field in [salt, challenge] {
        message.extend_from_slice(&(field.len() as u64).to_be_bytes());
        message.extend_from_slice(field.as_bytes());
    }
    message
}

fn sign(key: &[u8], salt: &str, challenge: &str) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("any key length");
    mac.update(&signed_message(salt, challenge));
    mac
}

/// A new challenge whose number is below `max_number`, valid for `CHALLENGE_MINUTES`.
pub fn create_challenge(key: &[u8], max_number: u64, now: OffsetDateTime) -> VerificationChallenge {
    let mut rng = rand::thread_rng();
    let expires = (now + Duration::minutes(CHALLENGE_MINUTES)).unix_timestamp();
    let salt = format!("{}?expires={expires}", hex::encode(rng.gen::<[u8; 12]>()));
    let number = rng.gen_range(0..=max_number);
    let challenge = sha256_hex(&format!("{salt}{number}"));
    let signature = hex::encode(sign(key, &salt, &challenge).finalize().into_bytes());
    VerificationChallenge {
        algorithm: ALGORITHM.to_owned(),
        challenge,
        salt,
        max_number,
        signature,
    }
}

/// When the solution's challenge expires, if it is well formed, signed by us, unexpired and
/// solved; `None` otherwise.
fn check_solution(key: &[u8], solution: &VerificationSolution, now: OffsetDateTime) -> Option<i64> {
    if solution.algorithm != ALGORITHM {
        return None;
    }
    let signature = hex::decode(&solution.signature).ok()?;
    sign(key, &solution.salt, &solution.challenge)
        .verify_slice(&signature)
        .ok()?;
    let expires: i64 = solution.salt.rsplit_once("?expires=")?.1.parse().ok()?;
    if expires <= now.unix_timestamp() {
        return None;
    }
    (sha256_hex(&format!("{}{}", solution.salt, solution.number)) == solution.challenge)
        .then_some(expires)
}

/// Accepts a solution once: `verification` fails with `invalidRecaptcha` when it is missing and
/// `verificationFailed` when it is wrong, expired or already spent.
pub async fn spend_solution(
    db: &Db,
    key: &[u8],
    solution: Option<&VerificationSolution>,
    now: OffsetDateTime,
) -> Result<()> {
    let solution = solution.ok_or_else(|| Error::field("verification", "invalidRecaptcha"))?;
    let failed = || Error::field("verification", "verificationFailed");
    let expires = check_solution(key, solution, now).ok_or_else(failed)?;
    let now_text = timestamp(now);
    sqlx::query("DELETE FROM spent_verification_challenges WHERE expires_at < $1")
        .bind(&now_text)
        .execute(&db.pool)
        .await?;
    let expires_at = OffsetDateTime::from_unix_timestamp(expires)
        .map_err(|error| Error::Internal(error.into()))?;
    let inserted = sqlx::query(
        "INSERT INTO spent_verification_challenges (challenge, expires_at) VALUES ($1, $2) \
         ON CONFLICT (challenge) DO NOTHING",
    )
    .bind(&solution.challenge)
    .bind(timestamp(expires_at))
    .execute(&db.pool)
    .await?;
    if inserted.rows_affected() == 1 {
        Ok(())
    } else {
        Err(failed())
    }
}

/// A fresh proof-of-work challenge for a form that asks for human verification.
#[utoipa::path(get, path = "/api/v1/verification/challenge", tag = "accounts",
    operation_id = "verificationChallenge",
    responses(crate::error::UriErrors,
              (status = 200, body = VerificationChallenge)))]
pub async fn challenge(State(state): State<AppState>) -> Json<VerificationChallenge> {
    Json(create_challenge(
        &state.verification_key,
        state.config.verification_max_number,
        OffsetDateTime::now_utc(),
    ))
}

/// Finds the number by trying them all, as the browser does; for tests and API clients.
pub fn solve(challenge: &VerificationChallenge) -> Option<VerificationSolution> {
    (0..=challenge.max_number)
        .find(|number| sha256_hex(&format!("{}{number}", challenge.salt)) == challenge.challenge)
        .map(|number| VerificationSolution {
            algorithm: challenge.algorithm.clone(),
            challenge: challenge.challenge.clone(),
            number,
            salt: challenge.salt.clone(),
            signature: challenge.signature.clone(),
        })
}

/// The human-verification endpoint.
pub fn router() -> utoipa_axum::router::OpenApiRouter<AppState> {
    use utoipa_axum::routes;
    utoipa_axum::router::OpenApiRouter::new().routes(routes!(challenge))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> Vec<u8> {
        crate::secret::verification_key("test")
    }

    #[test]
    fn a_number_above_the_documents_int64_is_refused_when_read() {
        let solution = |number: &str| {
            serde_json::from_str::<VerificationSolution>(&format!(
                r#"{{"algorithm":"SHA-256","challenge":"c","number":{number},"salt":"s","signature":"x"}}"#
            ))
        };
        assert_eq!(
            solution("9223372036854775807").unwrap().number,
            i64::MAX as u64
        );
        assert!(solution("9223372036854775808").is_err());
        assert!(solution("-1").is_err());
    }

    #[test]
    fn a_solved_challenge_checks_until_it_expires() {
        let now = OffsetDateTime::now_utc();
        let challenge = create_challenge(&key(), 2_000, now);
        let solution = solve(&challenge).expect("solvable");
        assert!(check_solution(&key(), &solution, now).is_some());
        let later = now + Duration::minutes(CHALLENGE_MINUTES);
        assert!(check_solution(&key(), &solution, later).is_none());
    }

    #[test]
    fn a_wrong_number_a_forged_signature_or_another_key_fail() {
        let now = OffsetDateTime::now_utc();
        let challenge = create_challenge(&key(), 2_000, now);
        let solution = solve(&challenge).expect("solvable");
        let wrong_number = VerificationSolution {
            number: solution.number + 1,
            ..solution.clone()
        };
        assert!(check_solution(&key(), &wrong_number, now).is_none());
        // A client choosing its own easy challenge cannot sign it.
        let forged = VerificationSolution {
            challenge: sha256_hex(&format!("{}0", solution.salt)),
            number: 0,
            ..solution.clone()
        };
        assert!(check_solution(&key(), &forged, now).is_none());
        // Nor can it move the expiry: the salt is inside the signed hash.
        let extended = VerificationSolution {
            salt: solution.salt.replace("?expires=", "?expires=9"),
            ..solution.clone()
        };
        assert!(check_solution(&key(), &extended, now).is_none());
        assert!(
            check_solution(&crate::secret::verification_key("other"), &solution, now).is_none()
        );
    }

    #[test]
    fn fields_split_differently_cannot_share_a_signature() {
        assert_ne!(signed_message("ab", "1"), signed_message("a", "b1"));
        assert_ne!(
            sign(&key(), "ab", "1").finalize().into_bytes(),
            sign(&key(), "a", "b1").finalize().into_bytes()
        );
    }

    #[test]
    fn digits_moved_from_the_number_into_the_expiry_are_refused() {
        let now = OffsetDateTime::now_utc();
        let challenge = (0..)
            .map(|_| create_challenge(&key(), 2_000, now))
            .find(|challenge| {
                // Two digits or more, the second not 0, so the rest reads back as written.
                solve(challenge).is_some_and(|solution| {
                    solution.number >= 10 && !solution.number.to_string()[1..].starts_with('0')
                })
            })
            .expect("such a challenge turns up among the first few");
        let solution = solve(&challenge).unwrap();
        let digits = solution.number.to_string();
        let (moved, kept) = digits.split_at(1);
        let shifted = VerificationSolution {
            salt: format!("{}{moved}", solution.salt),
            number: kept.parse().unwrap(),
            ..solution.clone()
        };
        // Same puzzle hash, later expiry: only the signature over the salt tells them apart.
        assert_eq!(
            sha256_hex(&format!("{}{}", shifted.salt, shifted.number)),
            solution.challenge
        );
        assert!(check_solution(&key(), &solution, now).is_some());
        assert!(check_solution(&key(), &shifted, now).is_none());
    }
}
