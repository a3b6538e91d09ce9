//! Groups (companies): profile, contacts, registrations (memberships), types, platforms and the
//! CTA managers who administer them.

pub mod access;
pub mod administrators;
pub mod company;
pub mod edit;
pub mod logo;
pub mod mine;
pub mod platforms;
pub mod routes;
pub mod status;
mod store;

pub use company::{CompanyInput, ContactInput, MembershipInput};
pub use routes::{AddCompany, CreatedGroup, GroupProfile, MembershipView};
pub use store::{
    add_group_administrator, create_group, group_by_uri, insert_group, insert_group_administrator,
    Group, NewContact, NewGroup, NewMembership,
};

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

/// The company endpoints.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(routes::add_company))
        .routes(routes!(
            routes::group_profile,
            edit::update_group,
            status::delete_group
        ))
        .routes(routes!(edit::read_group_form))
        .routes(routes!(status::change_group_status))
        .routes(routes!(logo::group_logo, logo::upload_group_logo))
        .routes(routes!(
            administrators::list_administrators,
            administrators::add_administrator
        ))
        .routes(routes!(administrators::remove_administrator))
        .routes(routes!(platforms::list_group_platforms))
        .routes(routes!(
            platforms::link_platform,
            platforms::unlink_platform
        ))
        .routes(routes!(mine::my_groups))
}
