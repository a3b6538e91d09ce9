//! Access tokens: HS256 JSON Web Tokens carrying the user's id, email, roles and groups, signed
//! and checked by `jsonwebtoken`. Only HS256 is accepted (a token naming another algorithm,
//! `none` included, is refused before its signature is looked at) and `exp` is required and
//! checked without leeway.

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};

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

/// The signed token `header.claims.signature`.
pub fn sign_access_token(claims: &Claims, secret: &str) -> Result<String> {
    jsonwebtoken::encode(
        &Header::new(Algorithm::HS256),
        claims,
        &EncodingKey::from_secret(secret.as_bytes()),
    )
    .map_err(|error| Error::Internal(error.into()))
}

/// The claims of an HS256 token signed with `secret` whose `exp` has not passed; `None`
/// otherwise.
pub fn verify_access_token(token: &str, secret: &str) -> Option<Claims> {
    let mut validation = Validation::new(Algorithm::HS256);
    // One server signs and checks, so there is no clock skew to forgive.
    validation.leeway = 0;
    validation.set_required_spec_claims(&["exp"]);
    jsonwebtoken::decode::<Claims>(
        token,
        &DecodingKey::from_secret(secret.as_bytes()),
        &validation,
    )
    .ok()
    .map(|data| data.claims)
}

#[cfg(test)]
mod tests {
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    use base64::Engine;
    use hmac::{Hmac, Mac};
    use sha2::Sha384;

    use super::*;
    use crate::accounts::rules::ACCESS_TOKEN_SECONDS;

    const SECRET: &str = "0123456789abcdef0123456789abcdef";

    fn now() -> i64 {
        time::OffsetDateTime::now_utc().unix_timestamp()
    }

    fn claims(exp: i64) -> Claims {
        Claims {
            sub: 7,
            email: "jo@example.com".to_owned(),
            roles: vec![1, 2],
            groups: vec![3],
            iat: exp - ACCESS_TOKEN_SECONDS,
            exp,
        }
    }

    /// A token assembled by hand, as a forger would, with any header and payload.
    fn hand_made(header: &str, payload: &str, signature: &[u8]) -> String {
        format!(
            "{}.{}.{}",
            URL_SAFE_NO_PAD.encode(header),
            URL_SAFE_NO_PAD.encode(payload),
            URL_SAFE_NO_PAD.encode(signature)
        )
    }

    #[test]
    fn a_signed_token_verifies_until_it_expires() {
        let live = claims(now() + ACCESS_TOKEN_SECONDS);
        let token = sign_access_token(&live, SECRET).unwrap();
        assert_eq!(verify_access_token(&token, SECRET), Some(live));
        let expired = sign_access_token(&claims(now() - 1), SECRET).unwrap();
        assert_eq!(verify_access_token(&expired, SECRET), None);
    }

    #[test]
    fn a_token_signed_with_another_secret_or_altered_is_refused() {
        let token = sign_access_token(&claims(now() + 60), SECRET).unwrap();
        assert_eq!(
            verify_access_token(&token, "another secret of thirty-two bytes!"),
            None
        );
        let forged = Claims {
            roles: vec![3],
            ..claims(now() + 60)
        };
        let forged_payload = URL_SAFE_NO_PAD.encode(serde_json::to_vec(&forged).unwrap());
        let parts: Vec<&str> = token.split('.').collect();
        let tampered = format!("{}.{}.{}", parts[0], forged_payload, parts[2]);
        assert_eq!(verify_access_token(&tampered, SECRET), None);
        assert_eq!(verify_access_token("not-a-token", SECRET), None);
    }

    #[test]
    fn only_hs256_is_accepted_and_none_is_refused() {
        let payload = serde_json::to_string(&claims(now() + 60)).unwrap();
        let unsigned = hand_made(r#"{"alg":"none","typ":"JWT"}"#, &payload, b"");
        assert_eq!(verify_access_token(&unsigned, SECRET), None);
        let header = r#"{"alg":"HS384","typ":"JWT"}"#;
        let signing_input = format!(
            "{}.{}",
            URL_SAFE_NO_PAD.encode(header),
            URL_SAFE_NO_PAD.encode(&payload)
        );
        let mut mac = Hmac::<Sha384>::new_from_slice(SECRET.as_bytes()).unwrap();
        mac.update(signing_input.as_bytes());
        let hs384 = hand_made(header, &payload, &mac.finalize().into_bytes());
        assert_eq!(verify_access_token(&hs384, SECRET), None);
    }

    #[test]
    fn a_token_without_exp_is_refused() {
        let payload = r#"{"sub":7,"email":"jo@example.com","roles":[1],"groups":[],"iat":0}"#;
        let header = r#"{"alg":"HS256","typ":"JWT"}"#;
        let signing_input = format!(
            "{}.{}",
            URL_SAFE_NO_PAD.encode(header),
            URL_SAFE_NO_PAD.encode(payload)
        );
        let mut mac = Hmac::<sha2::Sha256>::new_from_slice(SECRET.as_bytes()).unwrap();
        mac.update(signing_input.as_bytes());
        let token = hand_made(header, payload, &mac.finalize().into_bytes());
        assert_eq!(verify_access_token(&token, SECRET), None);
    }
}
