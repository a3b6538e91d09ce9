//! The company edit form: what it loads and how a save is checked and stored. The profile URL
//! stays the same when the company is renamed, so links to it keep working.

use super::model::{CompanyInput, GroupForm, UpdateGroup};
use super::platforms::sync_group_platforms;
use super::rules::check_update;
use super::store::{self, group_platform_ids, insert_group_lists, known_platform_ids};
use crate::error::{Error, Result};
use crate::storage::{now, Db};
use crate::validation::FieldErrors;
use crate::versions::{claim, required, Edit, Versioned};

/// The edit form of group `group_id`.
pub async fn group_form(db: &Db, group_id: i64) -> Result<GroupForm> {
    let row = store::group_form_row(db, group_id)
        .await?
        .ok_or(Error::NotFound)?;
    let group_type_ids = store::group_type_ids(db, group_id).await?;
    let contacts = store::group_contacts(db, group_id).await?;
    let memberships = store::group_memberships(db, group_id).await?;
    Ok(GroupForm {
        group_id,
        group_uri: row.group_uri,
        group_status_id: row.group_status_id,
        company: CompanyInput {
            group_name: row.group_name,
            web_url: row.web_url.unwrap_or_default(),
            description_long: row.description_long,
            group_type_ids,
            contacts: contacts.into_iter().map(Into::into).collect(),
            memberships: memberships.into_iter().map(Into::into).collect(),
        },
        platform_ids: group_platform_ids(&db.pool, group_id).await?,
        version: row.version,
    })
}

/// Replaces a company's information, types, contacts and registrations (and its platform
/// links when `platform_ids` is given) in one transaction, over the version `edit` names
/// (`Error::Stale` when the stored one is newer). `company` has been checked.
pub async fn update_company(
    db: &Db,
    group_id: i64,
    edit: Edit,
    company: &CompanyInput,
    platform_ids: Option<&[i64]>,
) -> Result<()> {
    let updated = now();
    let mut tx = db.begin_write().await?;
    claim(&mut tx, Versioned::Group, group_id, edit, &updated).await?;
    let (group_uri, group_status_id) = store::group_uri_and_status(&mut tx, group_id)
        .await?
        .ok_or(Error::NotFound)?;
    let group = company.to_new_group(group_uri, group_status_id, updated.clone(), Vec::new());
    store::update_group_columns(&mut tx, group_id, &group, &updated).await?;
    store::delete_group_lists(&mut tx, group_id).await?;
    insert_group_lists(&mut tx, group_id, &group).await?;
    if let Some(platform_ids) = platform_ids {
        sync_group_platforms(&mut tx, group_id, platform_ids).await?;
    }
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(())
}

/// Saves the edit form of group `group_id` for `user_id`, after the spec's edit rules.
pub async fn save_group_form(
    db: &Db,
    group_id: i64,
    user_id: i64,
    request: &UpdateGroup,
) -> Result<()> {
    let mut errors = FieldErrors::default();
    check_update(request, &known_platform_ids(db).await?, &mut errors);
    errors.into_result()?;
    let edit = Edit {
        user_id,
        version: required(request.version)?,
    };
    update_company(
        db,
        group_id,
        edit,
        &request.company,
        request.platform_ids.as_deref(),
    )
    .await
}
