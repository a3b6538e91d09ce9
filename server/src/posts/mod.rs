//! News posts: short posts administrators write (a title, a summary, a link or a Markdown body,
//! a language) about some companies. The dashboard shows the newest in the reader's language, a
//! company page those about it, and each has its own page. A domain of its own: it reads the
//! companies' names and statuses by SQL and knows no other domain's code.

pub mod editing;
pub mod markdown;
pub mod model;
mod reading;
pub mod routes;
pub mod rules;
mod store;

pub use model::{PostDetail, PostInput, PostSummary};
pub use reading::post;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

/// The news endpoints.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(routes::list_posts))
        .routes(routes!(routes::get_post))
        .routes(routes!(routes::create_post))
        .routes(routes!(routes::update_post, routes::delete_post))
}
