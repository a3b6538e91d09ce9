//! Blends: a member's hypothetical portfolios of programs. Each member has at most one current
//! blend, which the blender shows and edits in place: the member's one worksheet (type 4, never
//! listed, never deleted) or a saved blend (type 1) that was loaded. Saving computes the official
//! statistics natively and keeps a snapshot of the orders, so Save As can leave the original as
//! last saved.

pub mod correlation;
pub mod currency;
pub mod model;
pub mod orders;
pub mod read;
pub mod routes;
pub mod rules;
pub mod saving;
pub mod statistics;
pub mod store;

pub use model::{Blend, BlendOrder, BlendSummary};
pub use store::{BlendRow, SavedOrder, Snapshot};

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

/// The blends endpoints, under `/api/v1/me/blends`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(routes::list_blends, routes::create_blend))
        .routes(routes!(routes::current_blend))
        .routes(routes!(routes::my_blend_choices))
        .routes(routes!(routes::get_blend, routes::delete_blend))
        .routes(routes!(routes::load_blend))
        .routes(routes!(routes::copy_blend))
        .routes(routes!(routes::save_blend))
        .routes(routes!(routes::save_blend_as))
        .routes(routes!(routes::add_orders, routes::replace_orders))
        .routes(routes!(routes::update_order, routes::delete_order))
        .routes(routes!(routes::set_normalization))
        .routes(routes!(routes::set_base_currency))
}
