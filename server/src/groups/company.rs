//! A company registered by its CTA manager, alone (`/tools/add-cta`) or with the manager's account
//! (`cta_registration`): a free profile URL, the company stored Pending on the default platforms,
//! and the registrant as its manager; or added by an administrator (`admin::groups`), in the
//! status they choose, for a manager they may name.

use super::model::{AddCompany, CompanyInput, CreatedGroup};
use super::rules::check_add_company;
use super::store::{
    default_platform_ids, insert_group, insert_group_administrator, managed_group_count,
    taken_group_uris,
};
use crate::error::{Error, Result};
use crate::reference::group_status;
use crate::storage::{now, Db};

/// A profile URL no group has yet: the slug, else the slug with `-2`, `-3`, ….
pub async fn unique_group_uri(executor: &mut sqlx::AnyConnection, name: &str) -> Result<String> {
    let slug = crate::slug::of(name, "company");
    let taken = taken_group_uris(executor, &slug).await?;
    Ok(crate::slug::free_uri(&slug, &taken))
}

/// Stores a new company in `status`, managed by `manager` when one is named; returns its id and
/// URI.
pub async fn insert_company(
    tx: &mut sqlx::AnyConnection,
    company: &CompanyInput,
    status: i64,
    manager: Option<i64>,
    platform_ids: Vec<i64>,
) -> Result<(i64, String)> {
    let uri = unique_group_uri(tx, &company.group_name).await?;
    let mut group = company.to_new_group(uri.clone(), status, now(), platform_ids);
    if status == group_status::ACTIVE {
        group.date_approved = Some(group.date_created.clone());
    }
    let group_id = insert_group(tx, &group).await?;
    if let Some(manager) = manager {
        insert_group_administrator(&mut *tx, group_id, manager).await?;
    }
    Ok((group_id, uri))
}

/// Adds the company of a CTA manager who has none yet (`already_has_group` otherwise).
pub async fn add_company(db: &Db, manager: i64, request: &AddCompany) -> Result<CreatedGroup> {
    if managed_group_count(db, manager).await? > 0 {
        return Err(Error::Conflict {
            code: "already_has_group",
            message: "this account already manages a company".to_owned(),
        });
    }
    check_add_company(request)?;
    let platforms = default_platform_ids(db).await?;
    let mut tx = db.begin_write().await?;
    let (group_id, group_uri) = insert_company(
        &mut tx,
        &request.company,
        group_status::PENDING,
        Some(manager),
        platforms,
    )
    .await?;
    tx.commit().await?;
    Ok(CreatedGroup {
        group_id,
        group_uri,
    })
}
