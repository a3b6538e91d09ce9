//! The secret that signs access tokens: configured, or generated once into the data directory so
//! sessions survive restarts.

use std::path::Path;

use hmac::{Hmac, Mac};
use rand::RngCore;
use sha2::Sha256;

/// The key that signs challenges, derived from the token secret so there is one secret to keep.
pub fn verification_key(jwt_secret: &str) -> Vec<u8> {
    let mut mac = Hmac::<Sha256>::new_from_slice(jwt_secret.as_bytes()).expect("any key length");
    mac.update(b"cta-atlas human verification");
    mac.finalize().into_bytes().to_vec()
}

const SECRET_FILE: &str = "jwt-secret";

/// The shortest signing secret accepted: HS256's key should be at least as long as its 32-byte
/// output, or guessing the key gets easier than forging the MAC.
pub const MIN_JWT_SECRET_BYTES: usize = 32;

/// Refuses a secret too short to sign with, naming where it came from.
pub fn check_jwt_secret(secret: &str, source: &str) -> anyhow::Result<()> {
    anyhow::ensure!(
        secret.len() >= MIN_JWT_SECRET_BYTES,
        "{source} is {} bytes long; the token-signing secret must be at least \
         {MIN_JWT_SECRET_BYTES} bytes (for example 64 hex digits from `openssl rand -hex 32`)",
        secret.len()
    );
    Ok(())
}

/// The configured secret, else the one stored in `data_dir`, else a new random one stored there;
/// one shorter than `MIN_JWT_SECRET_BYTES` is an error.
pub fn load_or_create_jwt_secret(
    configured: Option<&str>,
    data_dir: &Path,
) -> anyhow::Result<String> {
    if let Some(secret) = configured.filter(|secret| !secret.is_empty()) {
        check_jwt_secret(secret, "JWT_SECRET")?;
        return Ok(secret.to_owned());
    }
    let path = data_dir.join(SECRET_FILE);
    if let Ok(stored) = std::fs::read_to_string(&path) {
        let stored = stored.trim();
        if !stored.is_empty() {
            check_jwt_secret(stored, &path.display().to_string())?;
            return Ok(stored.to_owned());
        }
    }
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    let secret = hex::encode(bytes);
    std::fs::create_dir_all(data_dir)?;
    write_private(&path, &secret)?;
    Ok(secret)
}

#[cfg(unix)]
fn write_private(path: &Path, contents: &str) -> std::io::Result<()> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)?;
    file.write_all(contents.as_bytes())
}

#[cfg(not(unix))]
fn write_private(path: &Path, contents: &str) -> std::io::Result<()> {
    std::fs::write(path, contents)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_generated_secret_is_kept_for_the_next_start() {
        let dir = tempfile::tempdir().unwrap();
        let first = load_or_create_jwt_secret(None, dir.path()).unwrap();
        assert_eq!(first.len(), 64);
        assert!(first.len() >= MIN_JWT_SECRET_BYTES);
        assert_eq!(load_or_create_jwt_secret(None, dir.path()).unwrap(), first);
    }

    #[test]
    fn a_configured_secret_wins() {
        let dir = tempfile::tempdir().unwrap();
        let configured = "a configured secret of 32+ bytes!";
        assert_eq!(
            load_or_create_jwt_secret(Some(configured), dir.path()).unwrap(),
            configured
        );
        assert!(!dir.path().join(SECRET_FILE).exists());
    }

    #[test]
    fn a_secret_shorter_than_32_bytes_is_refused_with_a_clear_message() {
        let dir = tempfile::tempdir().unwrap();
        let error = load_or_create_jwt_secret(Some("s3cret"), dir.path()).unwrap_err();
        assert!(
            error.to_string().contains("JWT_SECRET is 6 bytes long")
                && error.to_string().contains("at least 32 bytes"),
            "{error}"
        );
        std::fs::write(dir.path().join(SECRET_FILE), "short\n").unwrap();
        assert!(load_or_create_jwt_secret(None, dir.path()).is_err());
    }
}
