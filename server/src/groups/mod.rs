//! Groups (companies): profile, contacts, registrations (memberships), types, platforms and the
//! CTA managers who administer them.

pub mod company;
pub mod logo;
pub mod mine;
pub mod routes;
mod store;

pub use company::{CompanyInput, ContactInput, MembershipInput};
pub use routes::{router, AddCompany, CreatedGroup, GroupProfile, MembershipView};
pub use store::{
    add_group_administrator, create_group, group_by_uri, insert_group, insert_group_administrator,
    Group, NewContact, NewGroup, NewMembership,
};

/// Group statuses (fixed ids of `group_statuses`).
pub mod status {
    pub const ACTIVE: i64 = 1;
    pub const PENDING: i64 = 2;
    pub const CLOSED: i64 = 3;
    pub const DELETED: i64 = 4;
    pub const PORTFOLIO_APT_ONLY: i64 = 5;
}
