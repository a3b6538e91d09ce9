//! Company endpoints of the accounts issue: a CTA manager without a company adds one, and a
//! company's profile is read.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use utoipa::ToSchema;

use super::company::{default_platform_ids, insert_company, CompanyInput};
use super::group_by_uri;
use crate::access::{may_edit_group, Principal, Role};
use crate::error::{Error, Result};
use crate::extract::{ApiJson, ApiPath};
use crate::reference::group_status;
use crate::state::AppState;
use crate::validation::FieldErrors;

/// `POST /api/v1/groups`: the company form of `/tools/add-cta`.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct AddCompany {
    /// With at least one contact.
    #[schema(required = true, schema_with = super::company::registering_company)]
    pub company: CompanyInput,
    /// The certification that all information is accurate.
    #[schema(required = true, schema_with = crate::validation::schema::certified)]
    pub accepted_agreement: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreatedGroup {
    pub group_id: i64,
    pub group_uri: String,
}

/// Adds a company for a CTA manager who has none yet; it starts Pending and the manager
/// administers it. The session must be refreshed to carry the new group.
#[utoipa::path(post, path = "/api/v1/groups", tag = "groups", operation_id = "addCompany",
    request_body = AddCompany,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 201, body = CreatedGroup),
              (status = 403, description = "forbidden_role: not a CTA manager", body = crate::error::ApiErrorBody),
              (status = 409, description = "already_has_group", body = crate::error::ApiErrorBody),
              (status = 422, body = crate::error::ApiErrorBody)))]
pub async fn add_company(
    State(state): State<AppState>,
    user: Principal,
    ApiJson(request): ApiJson<AddCompany>,
) -> Result<(StatusCode, Json<CreatedGroup>)> {
    user.require(Role::CtaManager)?;
    let managed: i64 =
        sqlx::query("SELECT COUNT(*) AS n FROM group_administrators WHERE user_id = $1")
            .bind(user.user_id)
            .fetch_one(&state.db.pool)
            .await?
            .try_get("n")?;
    if managed > 0 {
        return Err(Error::Conflict {
            code: "already_has_group",
            message: "this account already manages a company".to_owned(),
        });
    }
    let mut errors = FieldErrors::default();
    request.company.check("company", 1, &mut errors);
    if !request.accepted_agreement {
        errors.check("acceptedAgreement", Err("mustCertify"));
    }
    errors.into_result()?;
    let platforms = default_platform_ids(&state.db).await?;
    let mut tx = state.db.begin_write().await?;
    let (group_id, group_uri) =
        insert_company(&mut tx, &request.company, user.user_id, platforms).await?;
    tx.commit().await?;
    Ok((
        StatusCode::CREATED,
        Json(CreatedGroup {
            group_id,
            group_uri,
        }),
    ))
}

/// A registration as the profile shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MembershipView {
    pub membership_type_id: i64,
    pub membership_url: Option<String>,
    pub title: String,
    pub info: String,
}

/// A company contact as its profile shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactView {
    /// 1 Performance Manager, 2 Marketing Manager, 3 Portfolio Manager.
    pub contact_type_id: i64,
    pub first_name: String,
    pub last_name: String,
    pub email_address: String,
    pub phone_direct: String,
    pub address1: String,
    pub address2: Option<String>,
    pub city: String,
    pub state: String,
    pub zip: String,
    pub country: String,
}

/// A company's public profile.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupProfile {
    pub group_id: i64,
    pub group_uri: String,
    pub group_name: String,
    pub web_url: Option<String>,
    pub description_long: String,
    /// 1 Active, 2 Pending, 3 Closed, 4 Deleted, 5 Portfolio Apt Only.
    pub group_status_id: i64,
    pub country: String,
    pub date_created: String,
    pub group_type_ids: Vec<i64>,
    pub memberships: Vec<MembershipView>,
    pub contacts: Vec<ContactView>,
    /// Where its logo is served, when it has one.
    pub logo_url: Option<String>,
    /// The reader may edit it: an administrator, or one of its CTA managers.
    pub can_edit: bool,
}

/// A company's profile. Only active companies are public; the others are shown to their CTA
/// managers and administrators, and are not found for everyone else.
#[utoipa::path(get, path = "/api/v1/groups/{groupUri}", tag = "groups", operation_id = "groupProfile",
    params(("groupUri" = String, Path, description = "the company's profile URL name")),
    responses(crate::error::ParameterErrors,
              (status = 200, body = GroupProfile),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn group_profile(
    State(state): State<AppState>,
    user: Option<Principal>,
    ApiPath(group_uri): ApiPath<String>,
) -> Result<Json<GroupProfile>> {
    let group = group_by_uri(&state.db, &group_uri)
        .await?
        .ok_or(Error::NotFound)?;
    let can_edit = may_edit_group(user.as_ref(), group.id);
    if group.group_status_id != group_status::ACTIVE && !can_edit {
        return Err(Error::NotFound);
    }
    let group_type_ids = sqlx::query(
        "SELECT group_type_id FROM group_group_types WHERE group_id = $1 ORDER BY group_type_id",
    )
    .bind(group.id)
    .fetch_all(&state.db.pool)
    .await?
    .iter()
    .map(|row| row.try_get("group_type_id"))
    .collect::<Result<_, _>>()?;
    let memberships = sqlx::query(
        "SELECT membership_type_id, membership_url, title, info FROM group_memberships \
         WHERE group_id = $1 ORDER BY position",
    )
    .bind(group.id)
    .fetch_all(&state.db.pool)
    .await?
    .iter()
    .map(|row| {
        Ok(MembershipView {
            membership_type_id: row.try_get("membership_type_id")?,
            membership_url: row.try_get("membership_url")?,
            title: row.try_get("title")?,
            info: row.try_get("info")?,
        })
    })
    .collect::<Result<_>>()?;
    let contacts = sqlx::query(
        "SELECT contact_type_id, first_name, last_name, email_address, phone_direct, address1, \
         address2, city, state, zip, country FROM group_contacts WHERE group_id = $1 \
         ORDER BY position",
    )
    .bind(group.id)
    .fetch_all(&state.db.pool)
    .await?
    .iter()
    .map(|row| {
        Ok(ContactView {
            contact_type_id: row.try_get("contact_type_id")?,
            first_name: row.try_get("first_name")?,
            last_name: row.try_get("last_name")?,
            email_address: row.try_get("email_address")?,
            phone_direct: row.try_get("phone_direct")?,
            address1: row.try_get("address1")?,
            address2: row.try_get("address2")?,
            city: row.try_get("city")?,
            state: row.try_get("state")?,
            zip: row.try_get("zip")?,
            country: row.try_get("country")?,
        })
    })
    .collect::<Result<_>>()?;
    Ok(Json(GroupProfile {
        group_id: group.id,
        group_uri: group.group_uri,
        group_name: group.group_name,
        web_url: group.web_url,
        description_long: group.description_long,
        group_status_id: group.group_status_id,
        country: group.country,
        date_created: group.date_created,
        group_type_ids,
        memberships,
        contacts,
        logo_url: group
            .logo_path
            .as_deref()
            .map(|path| super::logo::logo_url(&group_uri, path)),
        can_edit,
    }))
}
