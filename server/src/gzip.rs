//! Gzip for documents stored compressed and sent as stored: a client that accepts gzip gets the
//! bytes without the server decoding or encoding anything.

use std::io::{Read, Write};

use axum::http::{header, HeaderMap};
use flate2::read::GzDecoder;
use flate2::write::GzEncoder;
use flate2::Compression;

use crate::error::{Error, Result};

/// `bytes` gzip-compressed at the default level.
pub fn compress(bytes: &[u8]) -> Result<Vec<u8>> {
    let mut encoder = GzEncoder::new(Vec::with_capacity(bytes.len() / 4), Compression::default());
    encoder
        .write_all(bytes)
        .map_err(|error| Error::Internal(error.into()))?;
    encoder
        .finish()
        .map_err(|error| Error::Internal(error.into()))
}

/// The bytes `gzip` holds, refused past `limit` bytes: a stored document is never larger, so a
/// longer one is damage, not data.
pub fn decompress(gzip: &[u8], limit: usize) -> Result<Vec<u8>> {
    let mut bytes = Vec::with_capacity(gzip.len() * 4);
    let read = GzDecoder::new(gzip)
        .take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| Error::Internal(error.into()))?;
    if read > limit {
        return Err(Error::Internal(anyhow::anyhow!(
            "a stored document inflates past {limit} bytes"
        )));
    }
    Ok(bytes)
}

/// Whether the request's `Accept-Encoding` takes gzip: named (or `*`) without `q=0`.
pub fn accepted(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|coding| {
            let mut parts = coding.split(';').map(str::trim);
            let name = parts.next().unwrap_or_default();
            let refused = parts.any(|parameter| {
                parameter
                    .strip_prefix("q=")
                    .and_then(|q| q.parse::<f32>().ok())
                    .is_some_and(|q| q == 0.0)
            });
            (name.eq_ignore_ascii_case("gzip") || name == "*") && !refused
        })
}

#[cfg(test)]
mod tests {
    use axum::http::{header, HeaderMap, HeaderValue};

    use super::{accepted, compress, decompress};

    #[test]
    fn what_is_compressed_comes_back_whole_within_its_limit() {
        let document = br#"{"vami":[1000.0,1043.9,1051.2]}"#.repeat(100);
        let gzip = compress(&document).unwrap();
        assert!(gzip.len() < document.len() / 4);
        assert_eq!(decompress(&gzip, document.len()).unwrap(), document);
        assert!(decompress(&gzip, document.len() - 1).is_err());
        assert!(decompress(b"not gzip", 100).is_err());
    }

    #[test]
    fn gzip_is_accepted_when_named_or_starred_without_q_zero() {
        let with = |value: &'static str| {
            let mut headers = HeaderMap::new();
            headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_static(value));
            accepted(&headers)
        };
        assert!(with("gzip, deflate, br, zstd"));
        assert!(with("br;q=1.0, GZIP;q=0.5"));
        assert!(with("*"));
        assert!(!with("br, deflate"));
        assert!(!with("gzip;q=0"));
        assert!(!with("identity"));
        assert!(!accepted(&HeaderMap::new()));
    }
}
