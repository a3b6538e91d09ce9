//! Access tokens: HS256 JSON Web Tokens carrying the user's id, email, roles and groups.
//!
//! Written on `hmac` and `sha2` rather than a JWT crate: one algorithm, one key, and the
//! verification path (constant-time MAC check, then expiry) is short enough to read whole.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;

/// How long an access token lives: the spec's assumed lifetime, refreshed when under ten
/// minutes remain.
pub const ACCESS_TOKEN_SECONDS: i64 = 3600;

const HEADER: &str = r#"{"alg":"HS256","typ":"JWT"}"#;

/// What an access token asserts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Claims {
    /// The user id.
    pub sub: i64,
    pub email: String,
    /// Role ids (see `Role`).
    pub roles: Vec<i64>,
    /// Ids of the groups the user administers as a CTA manager.
    pub groups: Vec<i64>,
    /// Issued at, seconds since the Unix epoch.
    pub iat: i64,
    /// Expires at, seconds since the Unix epoch.
    pub exp: i64,
}

fn mac(secret: &str) -> Hmac<Sha256> {
    // HMAC accepts keys of any length, so this never fails.
    Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes any key length")
}

/// The signed token `header.claims.signature`.
pub fn sign_access_token(claims: &Claims, secret: &str) -> String {
    let header = URL_SAFE_NO_PAD.encode(HEADER);
    let payload = URL_SAFE_NO_PAD.encode(serde_json::to_vec(claims).unwrap_or_default());
    let signing_input = format!("{header}.{payload}");
    let mut mac = mac(secret);
    mac.update(signing_input.as_bytes());
    let signature = URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes());
    format!("{signing_input}.{signature}")
}

/// The claims of a token signed with `secret` that has not expired at `now`; `None` otherwise.
pub fn verify_access_token(token: &str, secret: &str, now: i64) -> Option<Claims> {
    let (signing_input, signature) = token.rsplit_once('.')?;
    let (header, payload) = signing_input.split_once('.')?;
    if URL_SAFE_NO_PAD.decode(header).ok()? != HEADER.as_bytes() {
        return None;
    }
    let mut mac = mac(secret);
    mac.update(signing_input.as_bytes());
    mac.verify_slice(&URL_SAFE_NO_PAD.decode(signature).ok()?)
        .ok()?;
    let claims: Claims = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(payload).ok()?).ok()?;
    (claims.exp > now).then_some(claims)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claims() -> Claims {
        Claims {
            sub: 7,
            email: "jo@example.com".to_owned(),
            roles: vec![1, 2],
            groups: vec![3],
            iat: 1_000,
            exp: 1_000 + ACCESS_TOKEN_SECONDS,
        }
    }

    #[test]
    fn a_signed_token_verifies_until_it_expires() {
        let token = sign_access_token(&claims(), "secret");
        assert_eq!(verify_access_token(&token, "secret", 1_001), Some(claims()));
        assert_eq!(
            verify_access_token(&token, "secret", 1_000 + ACCESS_TOKEN_SECONDS),
            None
        );
    }

    #[test]
    fn a_token_signed_with_another_secret_or_altered_is_refused() {
        let token = sign_access_token(&claims(), "secret");
        assert_eq!(verify_access_token(&token, "other", 1_001), None);
        let forged = Claims {
            roles: vec![3],
            ..claims()
        };
        let forged_payload = URL_SAFE_NO_PAD.encode(serde_json::to_vec(&forged).unwrap());
        let parts: Vec<&str> = token.split('.').collect();
        let tampered = format!("{}.{}.{}", parts[0], forged_payload, parts[2]);
        assert_eq!(verify_access_token(&tampered, "secret", 1_001), None);
        assert_eq!(verify_access_token("not-a-token", "secret", 1_001), None);
    }
}
