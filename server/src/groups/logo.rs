//! Company logos: image files under the data directory, named by their content so a new logo gets
//! a new address and browsers may cache each one for good.

use std::path::{Path, PathBuf};

use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;
use sha2::{Digest, Sha256};
use sqlx::Row;
use utoipa::ToSchema;

use crate::access::{may_edit_group, Principal};
use crate::error::{Error, Result};
use crate::extract::ApiPath;
use crate::state::AppState;
use crate::storage::Db;

use super::group_by_uri;
use crate::reference::group_status;

/// The largest logo kept.
pub const MAX_LOGO_BYTES: usize = 1024 * 1024;

/// The folder of the data directory that holds logos.
const LOGO_DIR: &str = "logos";

/// The raster formats browsers show everywhere. SVG is left out: a drawing can carry scripts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageType {
    Png,
    Jpeg,
    Gif,
    Webp,
}

impl ImageType {
    /// The type of an image from its first bytes (its signature), whatever its name claims.
    pub fn sniff(bytes: &[u8]) -> Option<ImageType> {
        if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
            Some(ImageType::Png)
        } else if bytes.starts_with(&[0xff, 0xd8, 0xff]) {
            Some(ImageType::Jpeg)
        } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
            Some(ImageType::Gif)
        } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
            Some(ImageType::Webp)
        } else {
            None
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            ImageType::Png => "png",
            ImageType::Jpeg => "jpg",
            ImageType::Gif => "gif",
            ImageType::Webp => "webp",
        }
    }

    pub fn content_type(self) -> &'static str {
        match self {
            ImageType::Png => "image/png",
            ImageType::Jpeg => "image/jpeg",
            ImageType::Gif => "image/gif",
            ImageType::Webp => "image/webp",
        }
    }

    fn from_extension(extension: &str) -> Option<ImageType> {
        [
            ImageType::Png,
            ImageType::Jpeg,
            ImageType::Gif,
            ImageType::Webp,
        ]
        .into_iter()
        .find(|kind| kind.extension() == extension)
    }
}

/// Checks an upload: a known image type within the size limit (field `logo`, keys
/// `invalidImage` and `tooLarge`).
pub fn check_logo(bytes: &[u8]) -> Result<ImageType> {
    if bytes.len() > MAX_LOGO_BYTES {
        return Err(Error::field("logo", "tooLarge"));
    }
    ImageType::sniff(bytes).ok_or_else(|| Error::field("logo", "invalidImage"))
}

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
    let previous = logo_path(db, group_id).await?;
    sqlx::query("UPDATE groups SET logo_path = $1 WHERE id = $2")
        .bind(&relative)
        .bind(group_id)
        .execute(&db.pool)
        .await?;
    if let Some(previous) = previous.filter(|previous| *previous != relative) {
        // A stale file only wastes space; the group already shows the new one.
        let _ = tokio::fs::remove_file(data_dir.join(previous)).await;
    }
    Ok(relative)
}

async fn logo_path(db: &Db, group_id: i64) -> Result<Option<String>> {
    let row = sqlx::query("SELECT logo_path FROM groups WHERE id = $1")
        .bind(group_id)
        .fetch_optional(&db.pool)
        .await?;
    Ok(row
        .map(|row| row.try_get::<Option<String>, _>("logo_path"))
        .transpose()?
        .flatten())
}

/// The address the web app shows a stored logo at: the content hash in the query makes every
/// new logo a new address.
pub fn logo_url(group_uri: &str, logo_path: &str) -> String {
    let version = Path::new(logo_path)
        .file_stem()
        .and_then(|stem| stem.to_str())
        .and_then(|stem| stem.split_once('-'))
        .map_or("", |(_, hash)| hash);
    format!("/api/v1/groups/{group_uri}/logo?v={version}")
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

/// A company's logo. Visible to whoever may see the company; a public company's logo is cached
/// for a year (its address changes with its content), a hidden one's only privately.
#[utoipa::path(get, path = "/api/v1/groups/{groupUri}/logo", tag = "groups", operation_id = "groupLogo",
    params(("groupUri" = String, Path, description = "the company's profile URL name")),
    responses(crate::error::ParameterErrors,
              (status = 200, description = "the image", content_type = "image/*"),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn group_logo(
    State(state): State<AppState>,
    user: Option<Principal>,
    ApiPath(group_uri): ApiPath<String>,
) -> Result<Response> {
    let group = group_by_uri(&state.db, &group_uri)
        .await?
        .ok_or(Error::NotFound)?;
    let public = group.group_status_id == group_status::ACTIVE;
    if !public && !may_edit_group(user.as_ref(), group.id) {
        return Err(Error::NotFound);
    }
    let (file, kind) = group
        .logo_path
        .as_deref()
        .and_then(|path| logo_file(&state.config.data_dir, path))
        .ok_or(Error::NotFound)?;
    let bytes = match tokio::fs::read(&file).await {
        Ok(bytes) => bytes,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Err(Error::NotFound),
        Err(error) => return Err(anyhow::Error::from(error).into()),
    };
    let cache = if public {
        "public, max-age=31536000, immutable"
    } else {
        "private, no-cache"
    };
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static(kind.content_type()),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static(cache)),
            (
                header::X_CONTENT_TYPE_OPTIONS,
                HeaderValue::from_static("nosniff"),
            ),
        ],
        bytes,
    )
        .into_response())
}

/// The address of a company's new logo.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LogoUpdated {
    pub logo_url: String,
}

/// Replaces a company's logo with the image in the request body (PNG, JPEG, GIF or WebP, at
/// most 1 MiB; the type is read from the image itself). For administrators and the company's
/// CTA managers; a refused file changes nothing.
#[utoipa::path(put, path = "/api/v1/groups/{groupUri}/logo", tag = "groups", operation_id = "uploadGroupLogo",
    params(("groupUri" = String, Path, description = "the company's profile URL name")),
    request_body(content = Vec<u8>, content_type = "image/*", description = "the image file"),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = LogoUpdated),
              (status = 404, description = "no such company, or not one the user may edit", body = crate::error::ApiErrorBody),
              (status = 422, description = "logo: invalidImage or tooLarge", body = crate::error::ApiErrorBody)))]
pub async fn upload_group_logo(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(group_uri): ApiPath<String>,
    body: Body,
) -> Result<Json<LogoUpdated>> {
    let group = group_by_uri(&state.db, &group_uri)
        .await?
        .ok_or(Error::NotFound)?;
    if !may_edit_group(Some(&user), group.id) {
        return Err(Error::NotFound);
    }
    // Read one byte past the limit, so an oversized file is told apart from a broken upload.
    let bytes = axum::body::to_bytes(body, MAX_LOGO_BYTES + 1)
        .await
        .map_err(|_| Error::field("logo", "tooLarge"))?;
    let path = store_logo(&state.db, &state.config.data_dir, group.id, &bytes).await?;
    Ok(Json(LogoUpdated {
        logo_url: logo_url(&group.group_uri, &path),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn images_are_known_by_their_signature() {
        assert_eq!(
            ImageType::sniff(b"\x89PNG\r\n\x1a\nrest"),
            Some(ImageType::Png)
        );
        assert_eq!(
            ImageType::sniff(&[0xff, 0xd8, 0xff, 0xe0]),
            Some(ImageType::Jpeg)
        );
        assert_eq!(ImageType::sniff(b"GIF89a..."), Some(ImageType::Gif));
        assert_eq!(
            ImageType::sniff(b"RIFF\0\0\0\0WEBPVP8 "),
            Some(ImageType::Webp)
        );
        assert_eq!(
            ImageType::sniff(b"<svg xmlns='http://www.w3.org/2000/svg'/>"),
            None
        );
        assert_eq!(ImageType::sniff(b"RIFF\0\0\0\0WAVE"), None);
    }

    #[test]
    fn an_oversized_or_unknown_file_is_refused_with_its_reason() {
        let big = [b"\x89PNG\r\n\x1a\n".as_slice(), &vec![0; MAX_LOGO_BYTES]].concat();
        let key = |result: Result<ImageType>| match result {
            Err(Error::Validation(fields)) => fields["logo"].clone(),
            other => panic!("expected a validation error, got {other:?}"),
        };
        assert_eq!(key(check_logo(&big)), "tooLarge");
        assert_eq!(key(check_logo(b"hello")), "invalidImage");
    }

    #[test]
    fn the_address_carries_the_content_hash() {
        assert_eq!(
            logo_url("acme", "logos/7-0123456789abcdef.png"),
            "/api/v1/groups/acme/logo?v=0123456789abcdef"
        );
    }

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
