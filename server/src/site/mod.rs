//! The site as crawlers and link previews see it: which paths are pages (the web app's route
//! table), the web app's document with each page's head filled in, real 404s for the rest, the
//! sitemap and robots.txt. Static files of the build stay with `crate::web`.

pub mod document;
pub mod page;
pub mod routes;
pub mod sitemap;

use axum::routing::get;
use axum::Router;

use crate::state::AppState;

pub use page::page;

/// `/sitemap.xml` and `/robots.txt`.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/sitemap.xml", get(sitemap::sitemap))
        .route("/robots.txt", get(sitemap::robots))
}
