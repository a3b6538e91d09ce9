//! The spec's roles, with the fixed ids of the `roles` reference table.

/// A role a user account holds (see the `roles` reference table).
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
