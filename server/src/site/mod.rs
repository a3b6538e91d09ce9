//! The site as crawlers and link previews see it: which paths are pages (the web app's route
//! table), the web app's document with each page's head filled in, real 404s for the rest, the
//! sitemap and robots.txt. Static files of the build stay with `crate::web`.

pub mod document;
pub mod page;
pub mod routes;
pub mod sitemap;

use axum::response::Redirect;
use axum::routing::get;
use axum::Router;

use crate::state::AppState;

pub use page::page;

/// `/sitemap.xml` (and the files it names when the catalog outgrows one), `/robots.txt`, and the
/// build's `/index.html` sent to the site's root: served as a file it would be the document
/// without any page's head.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/index.html", get(|| async { Redirect::permanent("/") }))
        .route("/sitemap.xml", get(sitemap::sitemap))
        .route("/sitemaps/{file}", get(sitemap::sitemap_file))
        .route("/robots.txt", get(sitemap::robots))
}
