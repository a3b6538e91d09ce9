//! Inquiries: the program page's free research-report request and the Contact Us form. Both are
//! open to visitors (who prove they are human) and members, bounded per client address and per
//! account, stored, and mailed to the site's administrators, who read them in the admin area.
//! A use case above the domains: it names programs and accounts.

pub mod model;
pub mod routes;
pub mod rules;
pub mod store;
pub mod submission;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub use model::{
    ContactMessageForm, ContactMessageItem, ContactMessagePage, ResearchRequestForm,
    ResearchRequestItem, ResearchRequestPage,
};

/// The inquiry endpoints.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(routes::request_research))
        .routes(routes!(routes::send_contact_message))
        .routes(routes!(routes::list_research_requests))
        .routes(routes!(routes::list_contact_messages))
}
