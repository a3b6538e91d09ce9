//! The company edit form: what it loads and how a save is checked and stored. The profile URL
//! stays the same when the company is renamed, so links to it keep working.

use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use utoipa::ToSchema;

use super::access;
use super::company::{CompanyInput, ContactInput, MembershipInput};
use super::platforms::{group_platform_ids, known_platform_ids, sync_group_platforms};
use crate::access::{may_edit_group, Principal, Role};
use crate::error::{Error, Result};
use crate::extract::{ApiJson, ApiPath};
use crate::state::AppState;
use crate::storage::{now, Db};
use crate::validation::FieldErrors;
use crate::versions::{claim, required, Edit, Versioned};

/// A company as its edit form shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupForm {
    pub group_id: i64,
    pub group_uri: String,
    /// 1 Active, 2 Pending, 3 Closed, 4 Deleted, 5 Portfolio Apt Only.
    pub group_status_id: i64,
    /// Contacts and registrations in their order; `webUrl` is empty when there is none.
    pub company: CompanyInput,
    /// The platforms it is listed on.
    pub platform_ids: Vec<i64>,
    /// The version a save of this form sends back; every write of the company bumps it.
    pub version: i64,
}

/// `PUT /api/v1/groups/{groupUri}`: the saved edit form.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct UpdateGroup {
    #[schema(required = true)]
    pub company: CompanyInput,
    /// The certification that all information is accurate; each save needs it.
    #[schema(required = true, schema_with = crate::validation::schema::certified)]
    pub accepted_agreement: bool,
    /// Platform managers only: the platforms to list it on (at least one). Absent or null
    /// leaves the links as they are.
    #[schema(schema_with = crate::reference::platform_ids_schema)]
    pub platform_ids: Option<Vec<i64>>,
    /// The `version` of the form this save was made on (required): a newer stored version
    /// refuses the save with `conflict`.
    #[schema(value_type = i64, required = true)]
    pub version: Option<i64>,
}

/// The spec's group edit rules: the company rules with no minimum of contacts, the version,
/// the certification, and at least one known platform when platforms are sent.
pub fn check_update(request: &UpdateGroup, known_platforms: &[i64], errors: &mut FieldErrors) {
    request.company.check("company", 0, errors);
    if request.version.is_none() {
        errors.check("version", Err("required"));
    }
    if !request.accepted_agreement {
        errors.check("acceptedAgreement", Err("mustCertify"));
    }
    if let Some(platform_ids) = &request.platform_ids {
        if platform_ids.is_empty() {
            errors.check("platformIds", Err("platformRequired"));
        }
        if platform_ids.iter().any(|id| !known_platforms.contains(id)) {
            errors.check("platformIds", Err("invalidChoice"));
        }
    }
}

/// The edit form of group `group_id`.
pub async fn group_form(db: &Db, group_id: i64) -> Result<GroupForm> {
    let row = sqlx::query(
        "SELECT group_uri, group_name, web_url, description_long, group_status_id, version \
         FROM groups WHERE id = $1",
    )
    .bind(group_id)
    .fetch_optional(&db.pool)
    .await?
    .ok_or(Error::NotFound)?;
    let group_type_ids = sqlx::query(
        "SELECT group_type_id FROM group_group_types WHERE group_id = $1 ORDER BY group_type_id",
    )
    .bind(group_id)
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|row| row.try_get("group_type_id"))
    .collect::<Result<_, _>>()?;
    let contacts = sqlx::query(
        "SELECT contact_type_id, first_name, last_name, email_address, phone_direct, address1, \
         address2, city, state, zip, country FROM group_contacts WHERE group_id = $1 \
         ORDER BY position",
    )
    .bind(group_id)
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|row| {
        Ok(ContactInput {
            contact_type_id: row.try_get("contact_type_id")?,
            first_name: row.try_get("first_name")?,
            last_name: row.try_get("last_name")?,
            email_address: row.try_get("email_address")?,
            phone_direct: row.try_get("phone_direct")?,
            address1: row.try_get("address1")?,
            address2: row
                .try_get::<Option<String>, _>("address2")?
                .unwrap_or_default(),
            city: row.try_get("city")?,
            state: row.try_get("state")?,
            zip: row.try_get("zip")?,
            country: row.try_get("country")?,
        })
    })
    .collect::<Result<_>>()?;
    let memberships = sqlx::query(
        "SELECT membership_type_id, membership_url, title, info FROM group_memberships \
         WHERE group_id = $1 ORDER BY position",
    )
    .bind(group_id)
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|row| {
        Ok(MembershipInput {
            membership_type_id: row.try_get("membership_type_id")?,
            membership_url: row
                .try_get::<Option<String>, _>("membership_url")?
                .unwrap_or_default(),
            title: row.try_get("title")?,
            info: row.try_get("info")?,
        })
    })
    .collect::<Result<_>>()?;
    Ok(GroupForm {
        group_id,
        group_uri: row.try_get("group_uri")?,
        group_status_id: row.try_get("group_status_id")?,
        company: CompanyInput {
            group_name: row.try_get("group_name")?,
            web_url: row
                .try_get::<Option<String>, _>("web_url")?
                .unwrap_or_default(),
            description_long: row.try_get("description_long")?,
            group_type_ids,
            contacts,
            memberships,
        },
        platform_ids: group_platform_ids(&db.pool, group_id).await?,
        version: row.try_get("version")?,
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
    let row = sqlx::query("SELECT group_uri, group_status_id FROM groups WHERE id = $1")
        .bind(group_id)
        .fetch_optional(&mut *tx)
        .await?
        .ok_or(Error::NotFound)?;
    let group = company.to_new_group(
        row.try_get("group_uri")?,
        row.try_get("group_status_id")?,
        updated.clone(),
        Vec::new(),
    );
    sqlx::query(
        "UPDATE groups SET group_name = $1, web_url = $2, description_long = $3, country = $4, \
         accepted_agreement = 1, date_updated = $5 WHERE id = $6",
    )
    .bind(&group.group_name)
    .bind(&group.web_url)
    .bind(&group.description_long)
    .bind(&group.country)
    .bind(&updated)
    .bind(group_id)
    .execute(&mut *tx)
    .await?;
    for table in ["group_group_types", "group_contacts", "group_memberships"] {
        // The table name comes from the fixed list above, never from input.
        sqlx::query(&format!("DELETE FROM {table} WHERE group_id = $1"))
            .bind(group_id)
            .execute(&mut *tx)
            .await?;
    }
    super::store::insert_group_lists(&mut tx, group_id, &group).await?;
    if let Some(platform_ids) = platform_ids {
        sync_group_platforms(&mut tx, group_id, platform_ids).await?;
    }
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(())
}

/// A company's edit form. For its CTA managers and administrators; not found for anyone else.
#[utoipa::path(get, path = "/api/v1/groups/{groupUri}/form", tag = "groups", operation_id = "groupForm",
    params(("groupUri" = String, Path, description = "the company's profile URL name")),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = GroupForm),
              (status = 404, description = "no such company, or not one the user may edit", body = crate::error::ApiErrorBody)))]
pub async fn read_group_form(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(group_uri): ApiPath<String>,
) -> Result<Json<GroupForm>> {
    let group = access::found(&state.db, &group_uri).await?;
    if !may_edit_group(Some(&user), group.id) {
        return Err(Error::NotFound);
    }
    Ok(Json(group_form(&state.db, group.id).await?))
}

/// Saves a company's edit form: its information, types, contacts and registrations replace the
/// stored ones; platform managers also set its platforms. The profile URL does not change.
#[utoipa::path(put, path = "/api/v1/groups/{groupUri}", tag = "groups", operation_id = "updateGroup",
    params(("groupUri" = String, Path, description = "the company's profile URL name")),
    request_body = UpdateGroup,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = GroupForm),
              (status = 403, description = "forbidden_role: not its editor, or platforms sent by someone who is not a platform manager", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 409, description = "conflict: saved over a newer version; `changedBy` and `changedAt` say who changed it and when", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed, with the fields' message keys (`version` required)", body = crate::error::ApiErrorBody)))]
pub async fn update_group(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(group_uri): ApiPath<String>,
    ApiJson(request): ApiJson<UpdateGroup>,
) -> Result<Json<GroupForm>> {
    let group = access::for_editor(&state.db, &group_uri, &user).await?;
    if request.platform_ids.is_some() {
        user.require(Role::PlatformManager)?;
    }
    let mut errors = FieldErrors::default();
    check_update(&request, &known_platform_ids(&state.db).await?, &mut errors);
    errors.into_result()?;
    let edit = Edit {
        user_id: user.user_id,
        version: required(request.version)?,
    };
    update_company(
        &state.db,
        group.id,
        edit,
        &request.company,
        request.platform_ids.as_deref(),
    )
    .await?;
    Ok(Json(group_form(&state.db, group.id).await?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problems(request: &UpdateGroup) -> Vec<(String, String)> {
        let mut errors = FieldErrors::default();
        check_update(request, &[1, 2, 3], &mut errors);
        match errors.into_result() {
            Ok(()) => vec![],
            Err(Error::Validation(fields)) => fields.into_iter().collect(),
            Err(other) => panic!("{other}"),
        }
    }

    fn request() -> UpdateGroup {
        UpdateGroup {
            company: CompanyInput {
                group_name: "Acme".into(),
                description_long: "Trend following.".into(),
                ..CompanyInput::default()
            },
            accepted_agreement: true,
            platform_ids: None,
            version: Some(1),
        }
    }

    #[test]
    fn a_company_without_contacts_may_be_saved_once_certified() {
        assert_eq!(problems(&request()), vec![]);
        let uncertified = UpdateGroup {
            accepted_agreement: false,
            ..request()
        };
        assert_eq!(
            problems(&uncertified),
            vec![("acceptedAgreement".into(), "mustCertify".into())]
        );
    }

    #[test]
    fn platforms_when_sent_are_at_least_one_known_one() {
        let with = |ids: Vec<i64>| UpdateGroup {
            platform_ids: Some(ids),
            ..request()
        };
        assert_eq!(problems(&with(vec![1, 3])), vec![]);
        assert_eq!(
            problems(&with(vec![])),
            vec![("platformIds".into(), "platformRequired".into())]
        );
        assert_eq!(
            problems(&with(vec![2, 9])),
            vec![("platformIds".into(), "invalidChoice".into())]
        );
    }
}
