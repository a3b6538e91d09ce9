//! Who may act on a company. A reader who may not even see it (a company that is not active,
//! and they are not its editor) is told it is not found; a signed-in reader who may see it but
//! lacks the role an action needs is refused with `forbidden_role`.

use super::store::{group_by_uri, Group};
use crate::access::{decide, may_edit_group, may_see_group, Principal, Role};
use crate::error::{Error, Result};
use crate::storage::Db;

/// The company at `uri`, or not found.
pub async fn found(db: &Db, uri: &str) -> Result<Group> {
    group_by_uri(db, uri).await?.ok_or(Error::NotFound)
}

/// The company at `uri` for one of its editors (an administrator or its CTA manager).
pub async fn for_editor(db: &Db, uri: &str, user: &Principal) -> Result<Group> {
    let group = found(db, uri).await?;
    decide(
        may_edit_group(Some(user), group.id),
        may_see_group(Some(user), group.id, group.group_status_id),
    )?;
    Ok(group)
}

/// The company at `uri` for an administrator.
pub async fn for_admin(db: &Db, uri: &str, user: &Principal) -> Result<Group> {
    let group = found(db, uri).await?;
    decide(
        user.has_role(Role::Administrator),
        may_see_group(Some(user), group.id, group.group_status_id),
    )?;
    Ok(group)
}

/// The company at `uri` for a platform manager, who manages the platforms of every company
/// whatever its status (a pending one included, so it can be placed before activation).
pub async fn for_platform_manager(db: &Db, uri: &str, user: &Principal) -> Result<Group> {
    let group = found(db, uri).await?;
    decide(
        user.has_role(Role::PlatformManager),
        may_see_group(Some(user), group.id, group.group_status_id),
    )?;
    Ok(group)
}
