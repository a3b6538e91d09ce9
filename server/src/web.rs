//! Serving the built web app: static files with long caching for hashed assets, precompressed
//! copies when the browser accepts them, `index.html` for every other path so the client router
//! takes over, and JSON 404s under `/api`.

use std::path::Path;

use axum::http::{header, HeaderValue, Request};
use axum::middleware::{self, Next};
use axum::response::Response;
use axum::Router;
use tower_http::services::{ServeDir, ServeFile};

use crate::error::Error;

/// The web app in `dist`, falling back to its `index.html`.
pub fn spa(dist: &Path) -> Router {
    // `fallback`, not `not_found_service`: a client route is a page, answered 200. The build writes
    // Brotli and gzip copies of every text file (web/build/precompress.ts): the browser gets the
    // smallest it accepts, compressed once at the strongest setting instead of per request.
    let index = ServeFile::new(dist.join("index.html"))
        .precompressed_br()
        .precompressed_gzip();
    let files = ServeDir::new(dist)
        .precompressed_br()
        .precompressed_gzip()
        .fallback(index);
    Router::new()
        .fallback_service(files)
        .layer(middleware::from_fn(cache_headers))
}

/// Vite names assets by their content hash, so they never change; everything else (index.html)
/// must be revalidated so a new release is picked up at once.
async fn cache_headers(request: Request<axum::body::Body>, next: Next) -> Response {
    let immutable = request.uri().path().starts_with("/assets/");
    let mut response = next.run(request).await;
    let value = if immutable {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(value));
    response
}

/// Unknown API paths answer in the API's error shape, never with the web app.
pub async fn api_not_found() -> Error {
    Error::NotFound
}
