//! Groups (companies): profile, contacts, registrations (memberships), types, platforms and the
//! CTA managers who administer them.

pub mod access;
pub mod administrators;
pub mod company;
pub mod edit;
pub mod logo;
pub mod model;
pub mod platforms;
pub mod routes;
pub mod rules;
pub mod status;
pub mod store;

pub use model::{
    AddCompany, CompanyInput, ContactInput, CreatedGroup, GroupProfile, MembershipInput,
    MembershipView, NewContact, NewGroup, NewMembership,
};
pub use store::{
    add_group_administrator, create_group, group_by_uri, insert_group, insert_group_administrator,
    Group,
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
            routes::update_group,
            routes::delete_group
        ))
        .routes(routes!(routes::read_group_form))
        .routes(routes!(routes::change_group_status))
        .routes(routes!(routes::group_logo, routes::upload_group_logo))
        .routes(routes!(
            routes::list_administrators,
            routes::add_administrator
        ))
        .routes(routes!(routes::remove_administrator))
        .routes(routes!(routes::list_group_platforms))
        .routes(routes!(routes::link_platform, routes::unlink_platform))
        .routes(routes!(routes::my_groups))
}
