//! The groups API's shapes: the company form as registrants and editors send it, a company's
//! profile and edit form as they are read, its status, logo, managers and platforms, and the
//! group the store creates from a form.

use serde::{Deserialize, Serialize};
use utoipa::openapi::extensions::Extensions;
use utoipa::openapi::schema::{
    AllOfBuilder, Array, ArrayBuilder, ObjectBuilder, Schema, SchemaType, Type,
};
use utoipa::openapi::Ref;
use utoipa::ToSchema;

use crate::validation::schema;

/// At most this many contacts and this many registrations per company (spec section 9).
pub const MAX_CONTACTS: usize = 3;
pub const MAX_MEMBERSHIPS: usize = 3;

/// Fixed ids of `membership_types`: NFA and FCA have fixed titles, Other a free one.
pub mod membership_type {
    pub const NFA: i64 = 1;
    pub const FCA: i64 = 2;
    pub const OTHER: i64 = 3;
}

/// Ids of `contact_types` and `group_types` run from 1 to this.
pub const CONTACT_TYPES: i64 = 3;
pub const GROUP_TYPES: i64 = 3;

/// A contact; every field but `address2` is required.
#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ContactInput {
    /// 1 Performance, 2 Marketing, 3 Portfolio Manager.
    #[schema(required = true, minimum = 1, maximum = 3)]
    pub contact_type_id: i64,
    #[schema(required = true, schema_with = schema::required_text)]
    pub first_name: String,
    #[schema(required = true, schema_with = schema::required_text)]
    pub last_name: String,
    #[schema(required = true, schema_with = schema::email)]
    pub email_address: String,
    #[schema(required = true, schema_with = schema::phone)]
    pub phone_direct: String,
    #[schema(required = true, schema_with = schema::required_text)]
    pub address1: String,
    #[schema(schema_with = schema::optional_text)]
    pub address2: String,
    #[schema(required = true, schema_with = schema::required_text)]
    pub city: String,
    #[schema(required = true, schema_with = schema::required_text)]
    pub state: String,
    #[schema(required = true, schema_with = schema::required_text)]
    pub zip: String,
    #[schema(required = true, schema_with = schema::country)]
    pub country: String,
}

/// A registration (membership): NFA, FCA or Other with a free title.
#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct MembershipInput {
    /// 1 NFA, 2 FCA, 3 Other.
    #[schema(required = true, minimum = 1, maximum = 3)]
    pub membership_type_id: i64,
    #[schema(schema_with = schema::website)]
    pub membership_url: String,
    /// Free text for Other, where it is required; NFA and FCA take the type's name.
    pub title: String,
    /// E.g. the NFA ID.
    #[schema(required = true, schema_with = schema::required_text)]
    pub info: String,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct CompanyInput {
    #[schema(required = true, schema_with = schema::required_text)]
    pub group_name: String,
    #[schema(schema_with = schema::website)]
    pub web_url: String,
    #[schema(required = true, schema_with = schema::required_description)]
    pub description_long: String,
    /// 1 Managed Forex Manager, 2 CTA, 3 CPO; repeats count once.
    #[schema(schema_with = group_type_ids_schema)]
    pub group_type_ids: Vec<i64>,
    /// At least one in a registration.
    #[schema(max_items = 3)]
    pub contacts: Vec<ContactInput>,
    #[schema(schema_with = memberships_schema)]
    pub memberships: Vec<MembershipInput>,
}

fn group_type_ids_schema() -> Array {
    ArrayBuilder::new()
        .items(
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .minimum(Some(1))
                .maximum(Some(GROUP_TYPES)),
        )
        .default(Some(serde_json::json!([])))
        .build()
}

/// At most three registrations, each a `MembershipInput` whose title is required when its
/// type is Other. The condition is JSON Schema's `if`/`then`, which utoipa has no builder for:
/// it travels in the extensions map, which is written into the schema as it is.
fn memberships_schema() -> Array {
    let other = serde_json::json!({
        "properties": { "membershipTypeId": { "const": membership_type::OTHER } },
    });
    let titled = serde_json::json!({
        "properties": { "title": schema::required_text() },
        "required": ["title"],
    });
    let condition = ObjectBuilder::new()
        .schema_type(SchemaType::AnyValue)
        .extensions(Some(Extensions::from_iter([
            ("if", other),
            ("then", titled),
        ])));
    ArrayBuilder::new()
        .items(
            AllOfBuilder::new()
                .item(Ref::from_schema_name("MembershipInput"))
                .item(condition),
        )
        .max_items(Some(MAX_MEMBERSHIPS))
        .default(Some(serde_json::json!([])))
        .build()
}

/// A `CompanyInput` with at least one contact, as a registration needs (`atLeastOneContact`).
pub fn registering_company() -> Schema {
    AllOfBuilder::new()
        .item(Ref::from_schema_name("CompanyInput"))
        .item(ObjectBuilder::new().property("contacts", ArrayBuilder::new().min_items(Some(1))))
        .build()
        .into()
}

/// A contact of a group (all fields but `address2` are required by the spec).
#[derive(Debug, Clone, PartialEq)]
pub struct NewContact {
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

/// A registration of a group (NFA, FCA or Other with a free title).
#[derive(Debug, Clone, PartialEq)]
pub struct NewMembership {
    pub membership_type_id: i64,
    pub membership_url: Option<String>,
    pub title: String,
    pub info: String,
}

/// A group to create, with its lists.
#[derive(Debug, Clone, PartialEq)]
pub struct NewGroup {
    pub group_uri: String,
    pub group_name: String,
    pub web_url: Option<String>,
    pub description_long: String,
    pub group_status_id: i64,
    pub country: String,
    pub accepted_agreement: bool,
    pub date_created: String,
    pub date_approved: Option<String>,
    pub group_type_ids: Vec<i64>,
    pub contacts: Vec<NewContact>,
    pub memberships: Vec<NewMembership>,
    pub platform_ids: Vec<i64>,
}

/// `POST /api/v1/groups`: the company form of `/tools/add-cta`.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct AddCompany {
    /// With at least one contact.
    #[schema(required = true, schema_with = registering_company)]
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

/// A registration as the profile shows it.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct MembershipView {
    pub membership_type_id: i64,
    pub membership_url: Option<String>,
    pub title: String,
    pub info: String,
}

/// A company contact as its profile shows it.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
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

/// The edit form shows a registration without a website as an empty one.
impl From<MembershipView> for MembershipInput {
    fn from(membership: MembershipView) -> Self {
        MembershipInput {
            membership_type_id: membership.membership_type_id,
            membership_url: membership.membership_url.unwrap_or_default(),
            title: membership.title,
            info: membership.info,
        }
    }
}

/// The edit form shows a contact without a second address line as an empty one.
impl From<ContactView> for ContactInput {
    fn from(contact: ContactView) -> Self {
        ContactInput {
            contact_type_id: contact.contact_type_id,
            first_name: contact.first_name,
            last_name: contact.last_name,
            email_address: contact.email_address,
            phone_direct: contact.phone_direct,
            address1: contact.address1,
            address2: contact.address2.unwrap_or_default(),
            city: contact.city,
            state: contact.state,
            zip: contact.zip,
            country: contact.country,
        }
    }
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

/// `PATCH /api/v1/groups/{groupUri}/status`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct GroupStatusChange {
    /// 1 Active, 2 Pending, 3 Closed, 4 Deleted, 5 Portfolio Apt Only.
    #[schema(required = true, minimum = 1, maximum = 5)]
    pub group_status_id: i64,
    /// The status the administrator decided on; when the stored one is another, nothing changes
    /// and the answer is `conflict`. Absent: the status stored when the request arrives.
    pub expected_status_id: Option<i64>,
}

/// The address of a company's new logo.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LogoUpdated {
    pub logo_url: String,
}

/// A company its manager works on.
#[derive(Debug, Serialize, ToSchema, PartialEq, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct ManagedGroup {
    pub group_id: i64,
    pub group_uri: String,
    pub group_name: String,
    /// 1 Active, 2 Pending, 3 Closed, 4 Deleted, 5 Portfolio Apt Only.
    pub group_status_id: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ManagedGroups {
    pub items: Vec<ManagedGroup>,
}

/// A CTA manager of a company.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct GroupUser {
    pub user_id: i64,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GroupUsers {
    pub items: Vec<GroupUser>,
}

/// `POST /api/v1/groups/{groupUri}/administrators`: the account to add, by its email.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct AddGroupUser {
    /// An existing account's address (else `userNotFound`).
    #[schema(
        required = true,
        max_length = 200,
        pattern = "^[^@\\s]+@[^@\\s.][^@\\s]*\\.[^@\\s]*[^@\\s.]$"
    )]
    pub email: String,
}

/// The platforms a company is linked to.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlatformLinks {
    pub platform_ids: Vec<i64>,
}
