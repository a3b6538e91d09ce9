//! Company logos: image files under the data directory, named by their content so a new logo gets
//! a new address and browsers may cache each one for good.

use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use super::rules::{check_logo, ImageType};
use super::store;
use crate::error::{Error, Result};
use crate::storage::Db;

/// The folder of the data directory that holds logos.
const LOGO_DIR: &str = "logos";

/// Stores `bytes` as the group's logo and returns its path under the data directory. The file is
/// written before the row points at it, so a failure leaves the previous logo in place; the
/// previous file is removed afterwards.
pub async fn store_logo(db: &Db, data_dir: &Path, group_id: i64, bytes: &[u8]) -> Result<String> {
    let kind = check_logo(bytes)?;
    let digest = hex::encode(Sha256::digest(bytes));
    let relative = format!(
        "{LOGO_DIR}/{group_id}-{}.{}",
        &digest[..16],
        kind.extension()
    );
    let target = data_dir.join(&relative);
    let folder = data_dir.join(LOGO_DIR);
    tokio::fs::create_dir_all(&folder)
        .await
        .map_err(anyhow::Error::from)?;
    let partial = folder.join(format!(".{group_id}-{}.partial", &digest[..16]));
    tokio::fs::write(&partial, bytes)
        .await
        .map_err(anyhow::Error::from)?;
    tokio::fs::rename(&partial, &target)
        .await
        .map_err(anyhow::Error::from)?;
    let previous = store::logo_path(db, group_id).await?;
    store::set_logo_path(db, group_id, &relative).await?;
    if let Some(previous) = previous.filter(|previous| *previous != relative) {
        // A stale file only wastes space; the group already shows the new one.
        let _ = tokio::fs::remove_file(data_dir.join(previous)).await;
    }
    Ok(relative)
}

/// The file of a stored logo path, refusing anything outside the logo folder.
fn logo_file(data_dir: &Path, logo_path: &str) -> Option<(PathBuf, ImageType)> {
    let name = logo_path.strip_prefix(&format!("{LOGO_DIR}/"))?;
    if name.contains(['/', '\\']) || name.starts_with('.') {
        return None;
    }
    let kind = ImageType::from_extension(Path::new(name).extension()?.to_str()?)?;
    Some((data_dir.join(LOGO_DIR).join(name), kind))
}

/// The image of a stored logo path and its type; not found when there is none, the path leads
/// outside the logo folder, or its file is gone.
pub async fn read_logo(data_dir: &Path, logo_path: Option<&str>) -> Result<(Vec<u8>, ImageType)> {
    let (file, kind) = logo_path
        .and_then(|path| logo_file(data_dir, path))
        .ok_or(Error::NotFound)?;
    match tokio::fs::read(&file).await {
        Ok(bytes) => Ok((bytes, kind)),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Err(Error::NotFound),
        Err(error) => Err(anyhow::Error::from(error).into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_files_inside_the_logo_folder_are_served() {
        let dir = Path::new("/data");
        assert_eq!(
            logo_file(dir, "logos/7-ab.png"),
            Some((PathBuf::from("/data/logos/7-ab.png"), ImageType::Png))
        );
        assert_eq!(logo_file(dir, "logos/../jwt-secret.png"), None);
        assert_eq!(logo_file(dir, "jwt-secret"), None);
        assert_eq!(logo_file(dir, "logos/7-ab.svg"), None);
    }
}
