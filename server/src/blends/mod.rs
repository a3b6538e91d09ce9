//! Blends: a member's hypothetical portfolios of programs. Each member has at most one current
//! blend, which the blender shows and edits in place: the member's one worksheet (type 4, never
//! listed, never deleted) or a saved blend (type 1) that was loaded. Saving computes the official
//! statistics natively and keeps a snapshot of the orders, so Save As can leave the original as
//! last saved.

pub mod model;
pub mod orders;
pub mod read;
pub mod routes;
pub mod rules;
pub mod statistics;
pub mod store;

pub use model::{Blend, BlendOrder, BlendSummary};
pub use store::{BlendRow, SavedOrder, Snapshot};

/// The blends endpoints, under `/api/v1/me/blends` (the screener's `/minimal` choices live
/// with the programs).
pub fn router() -> axum::Router<crate::state::AppState> {
    use axum::routing::{get, patch, post, put};
    axum::Router::new()
        .route(
            "/api/v1/me/blends",
            get(routes::list_blends).post(routes::create_blend),
        )
        .route("/api/v1/me/blends/current", get(routes::current_blend))
        .route(
            "/api/v1/me/blends/{blend_id}",
            get(routes::get_blend).delete(routes::delete_blend),
        )
        .route(
            "/api/v1/me/blends/{blend_id}/load",
            post(routes::load_blend),
        )
        .route(
            "/api/v1/me/blends/{blend_id}/copy",
            post(routes::copy_blend),
        )
        .route("/api/v1/me/blends/{blend_id}/save", put(routes::save_blend))
        .route(
            "/api/v1/me/blends/{blend_id}/save-as",
            post(routes::save_blend_as),
        )
        .route(
            "/api/v1/me/blends/{blend_id}/orders",
            post(routes::add_orders).put(routes::replace_orders),
        )
        .route(
            "/api/v1/me/blends/{blend_id}/orders/{blend_order_id}",
            patch(routes::update_order).delete(routes::delete_order),
        )
        .route(
            "/api/v1/me/blends/{blend_id}/normalization",
            put(routes::set_normalization),
        )
}
