//! Serving the built web app: static files with long caching for hashed assets, precompressed
//! copies when the browser accepts them, the app's document with the page's head for every other
//! path (`crate::site`: 404 for a path the site does not have), and JSON 404s under `/api`.

use axum::http::{header, HeaderValue, Request};
use axum::middleware::{self, Next};
use axum::response::Response;
use axum::Router;
use tower_http::services::ServeDir;

use crate::error::Error;
use crate::state::AppState;

/// The web app in the configured `WEB_DIST`: its files, else the page at that address.
pub fn spa(state: AppState) -> Router {
    // The build writes Brotli and gzip copies of every text file (web/build/precompress.ts): the
    // browser gets the smallest it accepts, compressed once at the strongest setting instead of
    // per request. A directory (`/`) is a page, not the build's raw index.html.
    let pages = Router::new()
        .fallback(crate::site::page)
        .with_state(state.clone());
    let files = ServeDir::new(&state.config.web_dist)
        .precompressed_br()
        .precompressed_gzip()
        .append_index_html_on_directories(false)
        .fallback(pages);
    Router::new()
        .fallback_service(files)
        .layer(middleware::from_fn(cache_headers))
}

/// Vite names assets by their content hash, so they never change; everything else (the pages)
/// must be revalidated so a new release is picked up at once, and so must a missing asset's 404.
async fn cache_headers(request: Request<axum::body::Body>, next: Next) -> Response {
    let asset = request.uri().path().starts_with("/assets/");
    let mut response = next.run(request).await;
    let value = if asset && response.status().is_success() {
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
