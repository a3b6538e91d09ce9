//! Who asks, and what they may see and change. One principal models every caller: handlers take
//! `Principal` when a session is required and `Option<Principal>` on public reads (the extractors
//! live in `accounts::session`, which checks the token); the rules below decide visibility and
//! editing from it alone. A leaf: it knows no domain.

use std::net::IpAddr;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;

use crate::error::{Error, Result};
use crate::reference::{group_status, program_status};
use crate::state::AppState;

/// A role a user account holds: the spec's roles, with the fixed ids of the `roles` reference
/// table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(i64)]
pub enum Role {
    Member = 1,
    CtaManager = 2,
    Administrator = 3,
    PlatformManager = 4,
    /// Suspended: sent to `/login/suspended`, never given a session.
    MemberLimitedAccess = 5,
    Broker = 6,
    MemberPlus = 7,
    MarketingManager = 8,
    PortfolioManager = 9,
    PerformanceManager = 10,
}

impl Role {
    pub fn id(self) -> i64 {
        self as i64
    }

    /// The role's name as the spec writes it.
    pub fn name(self) -> &'static str {
        match self {
            Role::Member => "Member",
            Role::CtaManager => "CTA Manager",
            Role::Administrator => "Administrator",
            Role::PlatformManager => "Platform Manager",
            Role::MemberLimitedAccess => "Member Limited Access",
            Role::Broker => "Broker",
            Role::MemberPlus => "Member Plus",
            Role::MarketingManager => "Marketing Manager",
            Role::PortfolioManager => "Portfolio Manager",
            Role::PerformanceManager => "Performance Manager",
        }
    }

    pub fn from_id(id: i64) -> Option<Role> {
        use Role::*;
        [
            Member,
            CtaManager,
            Administrator,
            PlatformManager,
            MemberLimitedAccess,
            Broker,
            MemberPlus,
            MarketingManager,
            PortfolioManager,
            PerformanceManager,
        ]
        .into_iter()
        .find(|role| role.id() == id)
    }
}

/// A signed-in caller: the account, its roles and the companies it manages as a CTA manager, as
/// stored when the request arrived (not as the token remembers them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Principal {
    pub user_id: i64,
    pub roles: Vec<Role>,
    /// Ids of the groups the user administers as a CTA manager.
    pub groups: Vec<i64>,
}

impl Principal {
    /// A member with no role beyond Member and no company.
    pub fn member(user_id: i64) -> Principal {
        Principal {
            user_id,
            roles: vec![Role::Member],
            groups: Vec::new(),
        }
    }

    pub fn has_role(&self, role: Role) -> bool {
        self.roles.contains(&role)
    }

    /// `forbidden_role` unless the caller holds `role`.
    pub fn require(&self, role: Role) -> Result<()> {
        if self.has_role(role) {
            Ok(())
        } else {
            Err(Error::Forbidden("forbidden_role"))
        }
    }

    pub fn is_admin(&self) -> bool {
        self.has_role(Role::Administrator)
    }

    /// An administrator, or a CTA manager of the company: may edit it and read its view logs.
    pub fn manages(&self, group_id: i64) -> bool {
        self.is_admin() || (self.has_role(Role::CtaManager) && self.groups.contains(&group_id))
    }

    /// Administrators and CTA managers find archived programs in the typeahead (spec section 5).
    pub fn searches_archived(&self) -> bool {
        self.is_admin() || self.has_role(Role::CtaManager)
    }
}

/// Whether `caller` may edit group `group_id`: an administrator, or one of its CTA managers.
pub fn may_edit_group(caller: Option<&Principal>, group_id: i64) -> bool {
    caller.is_some_and(|caller| caller.manages(group_id))
}

/// Active companies are public; the others only to their CTA managers and administrators.
pub fn may_see_group(caller: Option<&Principal>, group_id: i64, group_status_id: i64) -> bool {
    group_status_id == group_status::ACTIVE || may_edit_group(caller, group_id)
}

/// Whether `caller` may see a program with these states: its company's editors always; anyone
/// an active or archived program of an active company, a hidden one only when signed in.
pub fn may_see_program(
    caller: Option<&Principal>,
    group_id: i64,
    group_status_id: i64,
    program_status_id: i64,
    hidden: bool,
) -> bool {
    if may_edit_group(caller, group_id) {
        return true;
    }
    let public_status = matches!(
        program_status_id,
        program_status::ACTIVE | program_status::ARCHIVED
    );
    group_status_id == group_status::ACTIVE && public_status && (!hidden || caller.is_some())
}

/// The answer to an action: go ahead, `forbidden_role` when the caller may see the thing but not
/// do this, or not found when they may not even see it.
pub fn decide(allowed: bool, visible: bool) -> Result<()> {
    match (allowed, visible) {
        (true, _) => Ok(()),
        (false, true) => Err(Error::Forbidden("forbidden_role")),
        (false, false) => Err(Error::NotFound),
    }
}

/// The request's client address, which the per-address rate limits key on (see
/// `rate_limit::client_address`).
pub struct ClientAddress(pub IpAddr);

impl FromRequestParts<AppState> for ClientAddress {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> std::result::Result<Self, Self::Rejection> {
        Ok(ClientAddress(crate::rate_limit::client_address(
            parts,
            &state.config.trusted_proxies,
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(result: Result<()>) -> &'static str {
        match result {
            Ok(()) => "ok",
            Err(error) => error.code(),
        }
    }

    #[test]
    fn a_refusal_hides_what_the_reader_may_not_see() {
        assert_eq!(code(decide(true, false)), "ok");
        assert_eq!(code(decide(true, true)), "ok");
        assert_eq!(code(decide(false, true)), "forbidden_role");
        assert_eq!(code(decide(false, false)), "not_found");
    }

    #[test]
    fn a_company_is_edited_by_administrators_and_its_own_cta_managers() {
        let admin = Principal {
            roles: vec![Role::Member, Role::Administrator],
            ..Principal::member(1)
        };
        let manager = Principal {
            roles: vec![Role::Member, Role::CtaManager],
            groups: vec![7],
            ..Principal::member(2)
        };
        assert!(may_edit_group(Some(&admin), 7));
        assert!(may_edit_group(Some(&manager), 7));
        assert!(!may_edit_group(Some(&manager), 8));
        assert!(!may_edit_group(Some(&Principal::member(3)), 7));
        assert!(!may_edit_group(None, 7));
    }

    #[test]
    fn a_hidden_program_is_seen_only_by_signed_in_readers() {
        let member = Principal::member(3);
        let visible = |caller| {
            may_see_program(
                caller,
                7,
                group_status::ACTIVE,
                program_status::ACTIVE,
                true,
            )
        };
        assert!(visible(Some(&member)));
        assert!(!visible(None));
    }

    #[test]
    fn a_pending_program_or_company_is_seen_only_by_its_editors() {
        let manager = Principal {
            roles: vec![Role::Member, Role::CtaManager],
            groups: vec![7],
            ..Principal::member(2)
        };
        let pending = |caller| {
            may_see_program(
                caller,
                7,
                group_status::ACTIVE,
                program_status::PENDING,
                false,
            )
        };
        assert!(pending(Some(&manager)));
        assert!(!pending(Some(&Principal::member(3))));
        assert!(may_see_group(Some(&manager), 7, group_status::PENDING));
        assert!(!may_see_group(None, 7, group_status::PENDING));
    }
}
