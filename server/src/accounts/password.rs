//! Password hashing with argon2id, run off the async runtime because it is deliberately slow.

use argon2::password_hash::{
    rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString,
};
use argon2::Argon2;

use crate::error::{Error, Result};

/// The argon2id PHC string of `password`.
pub async fn hash_password(password: &str) -> Result<String> {
    let password = password.to_owned();
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|hash| hash.to_string())
            .map_err(|error| Error::Internal(anyhow::anyhow!("hashing a password: {error}")))
    })
    .await
    .map_err(|error| Error::Internal(error.into()))?
}

/// Whether `password` matches the stored PHC string.
pub async fn verify_password(password: &str, stored: &str) -> Result<bool> {
    let password = password.to_owned();
    let stored = stored.to_owned();
    tokio::task::spawn_blocking(move || {
        let parsed = PasswordHash::new(&stored)
            .map_err(|error| Error::Internal(anyhow::anyhow!("stored hash: {error}")))?;
        Ok(Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok())
    })
    .await
    .map_err(|error| Error::Internal(error.into()))?
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_hashed_password_verifies_and_another_does_not() {
        let hash = hash_password("Secret12").await.unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(verify_password("Secret12", &hash).await.unwrap());
        assert!(!verify_password("secret12", &hash).await.unwrap());
    }
}
