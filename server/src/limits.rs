//! Bounds on what a request may carry, so no client can make the server read or parse more than a
//! real page ever sends. Uploads (CSV files, logos) read their own larger bodies with their own
//! limits; every JSON body and query string is bounded here.

use axum::extract::Request;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::error::Error;

/// The largest JSON body: a performance save of every month since 1957 is under 100 KiB.
pub const MAX_JSON_BODY_BYTES: usize = 256 * 1024;

/// The longest path and query: the screener's longest filter is well under 2 KiB.
pub const MAX_URI_BYTES: usize = 8 * 1024;

/// Refuses a request whose path and query are longer than [`MAX_URI_BYTES`] (`uri_too_long`).
pub async fn refuse_long_uri(request: Request, next: Next) -> Response {
    let length = request
        .uri()
        .path_and_query()
        .map_or(0, |path| path.as_str().len());
    if length > MAX_URI_BYTES {
        return Error::TooLarge("uri_too_long").into_response();
    }
    next.run(request).await
}
