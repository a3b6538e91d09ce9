//! Programs: the trading programs of a group, their terms, percentage lists and platforms, their
//! status changes and their page views. A program's returns and statistics are `returns`; its
//! listings are `listings`.

pub mod form;
pub mod model;
pub mod routes;
pub mod rules;
pub mod store;
pub mod views;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub use model::{NewProgram, PercentShare, Program, ProgramRecord};
pub use store::{
    add_program_platform, change_program_status, create_program, group_platform_ids, load_program,
    program_by_uri, program_platform_ids, program_uris_like, remove_program_platform,
    update_program,
};

use crate::state::AppState;

/// The program endpoints: status, platforms and view logs.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(routes::delete_program))
        .routes(routes!(routes::change_program_status))
        .routes(routes!(routes::list_program_platforms))
        .routes(routes!(
            routes::put_program_platform,
            routes::delete_program_platform
        ))
        .routes(routes!(routes::program_views))
        .routes(routes!(routes::program_view_count))
        .routes(routes!(routes::program_views_csv))
}
