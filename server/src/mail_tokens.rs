//! Signed tokens of the links in subscription mails (confirm the newsletter, leave the
//! newsletter, stop new-program alerts): they work without signing in, so each names one
//! purpose and one address or account, and carries an HMAC under a key derived from the token
//! secret. A confirmation expires; an unsubscribe link works as long as the mail is kept.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use time::OffsetDateTime;

/// How long a newsletter confirmation link works.
pub const CONFIRMATION_DAYS: i64 = 7;

/// The longest token accepted: a genuine one is about 150 characters.
pub const MAX_TOKEN_CHARS: usize = 512;

/// What a token allows; its code is signed with the rest, so one cannot stand for another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    ConfirmNewsletter,
    LeaveNewsletter,
    StopNewProgramAlerts,
}

impl Purpose {
    fn code(self) -> &'static str {
        match self {
            Purpose::ConfirmNewsletter => "newsletter-confirm",
            Purpose::LeaveNewsletter => "newsletter-unsubscribe",
            Purpose::StopNewProgramAlerts => "new-program-alerts-unsubscribe",
        }
    }

    fn from_code(code: &str) -> Option<Purpose> {
        [
            Purpose::ConfirmNewsletter,
            Purpose::LeaveNewsletter,
            Purpose::StopNewProgramAlerts,
        ]
        .into_iter()
        .find(|purpose| purpose.code() == code)
    }
}

/// Why a token was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenError {
    /// Malformed, signed by another key, altered, or for another purpose.
    Invalid,
    /// Genuine, but past its expiry.
    Expired,
}

/// A token's verified content: the address (newsletter) or the account id (alerts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claim {
    pub purpose: Purpose,
    pub subject: String,
}

/// The signing key, derived from the token secret so there is one secret to keep.
pub fn key(jwt_secret: &str) -> Vec<u8> {
    let mut mac = Hmac::<Sha256>::new_from_slice(jwt_secret.as_bytes()).expect("any key length");
    mac.update(b"cta-atlas mail links");
    mac.finalize().into_bytes().to_vec()
}

fn mac(key: &[u8], payload: &str) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("any key length");
    mac.update(payload.as_bytes());
    mac
}

/// A token for `purpose` about `subject`, valid until `expires` (never when `None`).
pub fn sign(
    key: &[u8],
    purpose: Purpose,
    subject: &str,
    expires: Option<OffsetDateTime>,
) -> String {
    let expiry = expires.map_or(0, OffsetDateTime::unix_timestamp);
    // The subject goes last: it is the only part that may hold the separator.
    let payload = format!("{}\n{expiry}\n{subject}", purpose.code());
    let signature = mac(key, &payload).finalize().into_bytes();
    format!(
        "{}.{}",
        URL_SAFE_NO_PAD.encode(payload),
        URL_SAFE_NO_PAD.encode(signature)
    )
}

/// The claim of `token` if it is genuine, for `purpose` (one of `purposes`) and unexpired at `now`.
pub fn verify(
    key: &[u8],
    token: &str,
    purposes: &[Purpose],
    now: OffsetDateTime,
) -> Result<Claim, TokenError> {
    if token.len() > MAX_TOKEN_CHARS {
        return Err(TokenError::Invalid);
    }
    let (payload, signature) = token.split_once('.').ok_or(TokenError::Invalid)?;
    let payload = URL_SAFE_NO_PAD
        .decode(payload)
        .map_err(|_| TokenError::Invalid)?;
    let signature = URL_SAFE_NO_PAD
        .decode(signature)
        .map_err(|_| TokenError::Invalid)?;
    let payload = String::from_utf8(payload).map_err(|_| TokenError::Invalid)?;
    mac(key, &payload)
        .verify_slice(&signature)
        .map_err(|_| TokenError::Invalid)?;
    let mut parts = payload.splitn(3, '\n');
    let (Some(code), Some(expiry), Some(subject)) = (parts.next(), parts.next(), parts.next())
    else {
        return Err(TokenError::Invalid);
    };
    let purpose = Purpose::from_code(code)
        .filter(|purpose| purposes.contains(purpose))
        .ok_or(TokenError::Invalid)?;
    let expiry: i64 = expiry.parse().map_err(|_| TokenError::Invalid)?;
    if expiry != 0 && now.unix_timestamp() >= expiry {
        return Err(TokenError::Expired);
    }
    Ok(Claim {
        purpose,
        subject: subject.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::Duration;

    const ALL: &[Purpose] = &[
        Purpose::ConfirmNewsletter,
        Purpose::LeaveNewsletter,
        Purpose::StopNewProgramAlerts,
    ];

    #[test]
    fn a_token_carries_its_purpose_and_subject() {
        let key = key("secret");
        let token = sign(&key, Purpose::LeaveNewsletter, "ann@x.test", None);
        let claim = verify(&key, &token, ALL, OffsetDateTime::now_utc()).unwrap();
        assert_eq!(claim.purpose, Purpose::LeaveNewsletter);
        assert_eq!(claim.subject, "ann@x.test");
        assert!(token.len() < MAX_TOKEN_CHARS);
    }

    #[test]
    fn a_confirmation_expires() {
        let key = key("secret");
        let now = OffsetDateTime::now_utc();
        let expires = now + Duration::days(CONFIRMATION_DAYS);
        let token = sign(&key, Purpose::ConfirmNewsletter, "a@x.test", Some(expires));
        assert!(verify(&key, &token, ALL, expires - Duration::seconds(1)).is_ok());
        assert_eq!(verify(&key, &token, ALL, expires), Err(TokenError::Expired));
    }

    #[test]
    fn another_key_an_edit_or_another_purpose_is_refused() {
        let key = key("secret");
        let now = OffsetDateTime::now_utc();
        let token = sign(&key, Purpose::StopNewProgramAlerts, "7", None);
        assert_eq!(
            verify(&super::key("other"), &token, ALL, now),
            Err(TokenError::Invalid)
        );
        let (_, signature) = token.split_once('.').unwrap();
        let forged = format!(
            "{}.{signature}",
            URL_SAFE_NO_PAD.encode("new-program-alerts-unsubscribe\n0\n8")
        );
        assert_eq!(verify(&key, &forged, ALL, now), Err(TokenError::Invalid));
        assert_eq!(
            verify(&key, &token, &[Purpose::LeaveNewsletter], now),
            Err(TokenError::Invalid)
        );
        for garbage in ["", ".", "abc", "a.b.c", &"x".repeat(MAX_TOKEN_CHARS + 1)] {
            assert_eq!(verify(&key, garbage, ALL, now), Err(TokenError::Invalid));
        }
    }
}
