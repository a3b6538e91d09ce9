//! Who may act on a company. A reader who may not even see it (a company that is not active,
//! and they are not its editor) is told it is not found; a signed-in reader who may see it but
//! lacks the role an action needs is refused with `forbidden_role`.

use super::routes::may_edit;
use super::{group_by_uri, status, Group};
use crate::accounts::{AuthUser, Role};
use crate::error::{Error, Result};
use crate::storage::Db;

/// Active companies are public; the others only to their CTA managers and administrators.
pub fn may_see(user: Option<&AuthUser>, group: &Group) -> bool {
    group.group_status_id == status::ACTIVE || may_edit(user, group.id)
}

/// The answer to an action: go ahead, `forbidden_role`, or not found.
pub fn decide(allowed: bool, visible: bool) -> Result<()> {
    match (allowed, visible) {
        (true, _) => Ok(()),
        (false, true) => Err(Error::Forbidden("forbidden_role")),
        (false, false) => Err(Error::NotFound),
    }
}

/// The company at `uri`, or not found.
pub async fn found(db: &Db, uri: &str) -> Result<Group> {
    group_by_uri(db, uri).await?.ok_or(Error::NotFound)
}

/// The company at `uri` for one of its editors (an administrator or its CTA manager).
pub async fn for_editor(db: &Db, uri: &str, user: &AuthUser) -> Result<Group> {
    let group = found(db, uri).await?;
    decide(may_edit(Some(user), group.id), may_see(Some(user), &group))?;
    Ok(group)
}

/// The company at `uri` for an administrator.
pub async fn for_admin(db: &Db, uri: &str, user: &AuthUser) -> Result<Group> {
    let group = found(db, uri).await?;
    decide(
        user.has_role(Role::Administrator),
        may_see(Some(user), &group),
    )?;
    Ok(group)
}

/// The company at `uri` for a platform manager, who manages the platforms of every company
/// whatever its status (a pending one included, so it can be placed before activation).
pub async fn for_platform_manager(db: &Db, uri: &str, user: &AuthUser) -> Result<Group> {
    let group = found(db, uri).await?;
    decide(
        user.has_role(Role::PlatformManager),
        may_see(Some(user), &group),
    )?;
    Ok(group)
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
}
