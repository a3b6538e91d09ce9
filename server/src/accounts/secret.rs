//! The secret that signs access tokens: configured, or generated once into the data directory so
//! sessions survive restarts.

use std::path::Path;

use rand::RngCore;

const SECRET_FILE: &str = "jwt-secret";

/// The configured secret, else the one stored in `data_dir`, else a new random one stored there.
pub fn load_or_create_jwt_secret(
    configured: Option<&str>,
    data_dir: &Path,
) -> anyhow::Result<String> {
    if let Some(secret) = configured.filter(|secret| !secret.is_empty()) {
        return Ok(secret.to_owned());
    }
    let path = data_dir.join(SECRET_FILE);
    if let Ok(stored) = std::fs::read_to_string(&path) {
        let stored = stored.trim();
        if !stored.is_empty() {
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
        assert_eq!(load_or_create_jwt_secret(None, dir.path()).unwrap(), first);
    }

    #[test]
    fn a_configured_secret_wins() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(
            load_or_create_jwt_secret(Some("s3cret"), dir.path()).unwrap(),
            "s3cret"
        );
        assert!(!dir.path().join(SECRET_FILE).exists());
    }
}
