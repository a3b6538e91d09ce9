//! Groups (companies): profile, contacts, registrations (memberships), types, platforms and the
//! CTA managers who administer them.

pub mod access;
pub mod administrators;
pub mod company;
pub mod edit;
pub mod logo;
pub mod mine;
pub mod pending;
pub mod platforms;
pub mod routes;
pub mod status;
mod store;

pub use company::{CompanyInput, ContactInput, MembershipInput};
pub use routes::{router, AddCompany, CreatedGroup, GroupProfile, MembershipView};
pub use store::{
    add_group_administrator, create_group, group_by_uri, insert_group, insert_group_administrator,
    Group, NewContact, NewGroup, NewMembership,
};
