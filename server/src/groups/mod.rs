//! Groups (companies): profile, contacts, registrations (memberships), types, platforms and the
//! CTA managers who administer them.

mod store;

pub use store::{
    add_group_administrator, create_group, group_by_uri, Group, NewContact, NewGroup, NewMembership,
};

/// Group statuses (fixed ids of `group_statuses`).
pub mod status {
    pub const ACTIVE: i64 = 1;
    pub const PENDING: i64 = 2;
    pub const CLOSED: i64 = 3;
    pub const DELETED: i64 = 4;
    pub const PORTFOLIO_APT_ONLY: i64 = 5;
}
