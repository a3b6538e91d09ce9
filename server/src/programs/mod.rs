//! Programs: the trading programs of a group, their terms, percentage lists and platforms.

mod store;

pub use store::{create_program, program_by_uri, NewProgram, PercentShare, Program};

/// Program statuses (fixed ids of `program_statuses`).
pub mod status {
    pub const ACTIVE: i64 = 1;
    pub const PENDING: i64 = 2;
    pub const ARCHIVED: i64 = 3;
    pub const DELETED: i64 = 4;
}
