//! Member lists: the watchlist and the portfolio of a signed-in member (saved searches live with
//! the screener in `listings`). A member only ever reaches their own rows: a
//! foreign or unknown id is not found, never forbidden, so ids cannot be probed.

pub mod model;
pub mod portfolio;
pub mod routes;
pub mod rules;
pub mod store;
pub mod watchlist;

pub use model::{OrderChange, Portfolio, PortfolioRow, ProgramTerms, WatchlistItem};
pub use store::visible_program;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

/// The member-list endpoints, under `/api/v1/me`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(routes::list_watchlist, routes::add_to_watchlist))
        .routes(routes!(routes::set_alert, routes::remove_from_watchlist))
        .routes(routes!(routes::read_portfolio))
        .routes(routes!(routes::set_portfolio_base_currency))
        .routes(routes!(routes::add_to_portfolio))
        .routes(routes!(routes::change_order, routes::remove_from_portfolio))
}
