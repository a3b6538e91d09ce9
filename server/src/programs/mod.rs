//! Programs: the trading programs of a group, their terms, percentage lists and platforms, their
//! status changes and their page views. A program's returns and statistics are `returns`; its
//! listings are `listings`.

pub mod form;
pub mod input;
pub mod platforms;
pub mod rules;
pub mod status;
pub mod store;
pub mod views;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub use store::{
    add_program_platform, change_program_status, create_program, group_platform_ids, load_program,
    program_by_uri, program_platform_ids, program_uris_like, remove_program_platform,
    update_program, NewProgram, PercentShare, Program, ProgramRecord,
};

use crate::state::AppState;

/// The program endpoints: status, platforms and view logs.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(status::delete_program))
        .routes(routes!(status::change_program_status))
        .routes(routes!(platforms::list_program_platforms))
        .routes(routes!(
            platforms::put_program_platform,
            platforms::delete_program_platform
        ))
        .routes(routes!(views::program_views))
        .routes(routes!(views::program_view_count))
        .routes(routes!(views::program_views_csv))
}
