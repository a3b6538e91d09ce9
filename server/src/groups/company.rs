//! A company as a registrant or CTA manager submits it: the group information, contacts and
//! registrations of the spec's company form, with the spec's rules.

use serde::{Deserialize, Serialize};
use sqlx::Row;
use utoipa::openapi::extensions::Extensions;
use utoipa::openapi::schema::{
    AllOfBuilder, Array, ArrayBuilder, ObjectBuilder, Schema, SchemaType, Type,
};
use utoipa::openapi::Ref;
use utoipa::ToSchema;

use super::{NewContact, NewGroup, NewMembership};
use crate::error::Result;
use crate::reference::group_status;
use crate::storage::{now, Db};
use crate::validation::{
    check_country, check_email, check_optional, check_phone, check_required, check_url,
    normalize_country, normalize_url, schema, FieldErrors, MAX_DESCRIPTION_LENGTH, MAX_TEXT_LENGTH,
};

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
const CONTACT_TYPES: i64 = 3;
const GROUP_TYPES: i64 = 3;

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

fn check_choice(id: i64, count: i64) -> Result<(), &'static str> {
    match id {
        0 => Err("required"),
        id if (1..=count).contains(&id) => Ok(()),
        _ => Err("invalidChoice"),
    }
}

impl CompanyInput {
    /// The spec's company rules, reported under `prefix` (`company.groupName`, …). A registration
    /// needs at least one contact; the company edit screen allows none.
    pub fn check(&self, prefix: &str, min_contacts: usize, errors: &mut FieldErrors) {
        let field = |name: &str| format!("{prefix}.{name}");
        errors.check(
            field("groupName"),
            check_required(&self.group_name, MAX_TEXT_LENGTH),
        );
        errors.check(field("webUrl"), check_url(&self.web_url));
        errors.check(
            field("descriptionLong"),
            check_required(&self.description_long, MAX_DESCRIPTION_LENGTH),
        );
        for id in &self.group_type_ids {
            errors.check(field("groupTypeIds"), check_choice(*id, GROUP_TYPES));
        }
        if self.contacts.len() < min_contacts {
            errors.check(field("contacts"), Err("atLeastOneContact"));
        }
        if self.contacts.len() > MAX_CONTACTS {
            errors.check(field("contacts"), Err("tooMany"));
        }
        for (index, contact) in self.contacts.iter().enumerate() {
            let at = |name: &str| format!("{prefix}.contacts.{index}.{name}");
            errors.check(
                at("contactTypeId"),
                check_choice(contact.contact_type_id, CONTACT_TYPES),
            );
            for (name, value) in [
                ("firstName", &contact.first_name),
                ("lastName", &contact.last_name),
                ("address1", &contact.address1),
                ("city", &contact.city),
                ("state", &contact.state),
                ("zip", &contact.zip),
            ] {
                errors.check(at(name), check_required(value, MAX_TEXT_LENGTH));
            }
            errors.check(
                at("address2"),
                check_optional(&contact.address2, MAX_TEXT_LENGTH),
            );
            errors.check(at("emailAddress"), check_email(&contact.email_address));
            errors.check(at("phoneDirect"), check_phone(&contact.phone_direct));
            errors.check(at("country"), check_country(&contact.country));
        }
        if self.memberships.len() > MAX_MEMBERSHIPS {
            errors.check(field("memberships"), Err("tooMany"));
        }
        for (index, membership) in self.memberships.iter().enumerate() {
            let at = |name: &str| format!("{prefix}.memberships.{index}.{name}");
            errors.check(
                at("membershipTypeId"),
                check_choice(membership.membership_type_id, membership_type::OTHER),
            );
            if membership.membership_type_id == membership_type::OTHER {
                errors.check(
                    at("title"),
                    check_required(&membership.title, MAX_TEXT_LENGTH),
                );
            }
            errors.check(
                at("info"),
                check_required(&membership.info, MAX_TEXT_LENGTH),
            );
            errors.check(at("membershipUrl"), check_url(&membership.membership_url));
        }
    }

    /// The group to store, already checked: texts trimmed, websites with a scheme, NFA and FCA
    /// titled by their type, and the country taken from the first contact (spec: default US).
    pub fn to_new_group(
        &self,
        group_uri: String,
        group_status_id: i64,
        date_created: String,
        platform_ids: Vec<i64>,
    ) -> NewGroup {
        let optional =
            |value: &str| Some(value.trim().to_owned()).filter(|value| !value.is_empty());
        let mut group_type_ids = self.group_type_ids.clone();
        group_type_ids.sort_unstable();
        group_type_ids.dedup();
        NewGroup {
            group_uri,
            group_name: self.group_name.trim().to_owned(),
            web_url: optional(&normalize_url(&self.web_url)),
            description_long: self.description_long.trim().to_owned(),
            group_status_id,
            country: self.contacts.first().map_or_else(
                || "US".to_owned(),
                |contact| normalize_country(&contact.country),
            ),
            accepted_agreement: true,
            date_created,
            date_approved: None,
            group_type_ids,
            contacts: self
                .contacts
                .iter()
                .map(|contact| NewContact {
                    contact_type_id: contact.contact_type_id,
                    first_name: contact.first_name.trim().to_owned(),
                    last_name: contact.last_name.trim().to_owned(),
                    email_address: contact.email_address.trim().to_owned(),
                    phone_direct: contact.phone_direct.trim().to_owned(),
                    address1: contact.address1.trim().to_owned(),
                    address2: optional(&contact.address2),
                    city: contact.city.trim().to_owned(),
                    state: contact.state.trim().to_owned(),
                    zip: contact.zip.trim().to_owned(),
                    country: normalize_country(&contact.country),
                })
                .collect(),
            memberships: self
                .memberships
                .iter()
                .map(|membership| NewMembership {
                    membership_type_id: membership.membership_type_id,
                    membership_url: optional(&normalize_url(&membership.membership_url)),
                    title: match membership.membership_type_id {
                        membership_type::NFA => "NFA".to_owned(),
                        membership_type::FCA => "FCA".to_owned(),
                        _ => membership.title.trim().to_owned(),
                    },
                    info: membership.info.trim().to_owned(),
                })
                .collect(),
            platform_ids,
        }
    }
}

/// A profile URL no group has yet: the slug, else the slug with `-2`, `-3`, ….
pub async fn unique_group_uri(executor: &mut sqlx::AnyConnection, name: &str) -> Result<String> {
    let slug = crate::slug::of(name, "company");
    let taken: Vec<String> =
        sqlx::query("SELECT group_uri FROM groups WHERE group_uri = $1 OR group_uri LIKE $2")
            .bind(&slug)
            .bind(format!("{slug}-%"))
            .fetch_all(&mut *executor)
            .await?
            .iter()
            .map(|row| row.try_get("group_uri"))
            .collect::<Result<_, _>>()?;
    Ok(crate::slug::free_uri(&slug, &taken))
}

/// Stores a newly registered company, Pending, managed by `manager`; returns its id and URI.
pub async fn insert_company(
    tx: &mut sqlx::AnyConnection,
    company: &CompanyInput,
    manager: i64,
    platform_ids: Vec<i64>,
) -> Result<(i64, String)> {
    let uri = unique_group_uri(tx, &company.group_name).await?;
    let group = company.to_new_group(uri.clone(), group_status::PENDING, now(), platform_ids);
    let group_id = super::insert_group(tx, &group).await?;
    super::insert_group_administrator(&mut *tx, group_id, manager).await?;
    Ok((group_id, uri))
}

/// The platforms a new company is listed on (spec section 9: "two default platforms").
pub async fn default_platform_ids(db: &Db) -> Result<Vec<i64>> {
    let rows = sqlx::query("SELECT id FROM platforms ORDER BY sort_order, id LIMIT 2")
        .fetch_all(&db.pool)
        .await?;
    Ok(rows
        .iter()
        .map(|row| row.try_get("id"))
        .collect::<Result<_, _>>()?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rule_tables::{number, problems, Table};

    fn table() -> Table {
        Table::parse(include_str!("../../../rules/company.json"))
    }

    /// The company's problems as `check` reports them, for a table's case.
    fn check(table: &Table, case: &serde_json::Value) -> serde_json::Value {
        let company: CompanyInput =
            serde_json::from_value(table.form(case)).expect("a company form");
        let mut errors = FieldErrors::default();
        company.check(
            "company",
            number(&case["minContacts"]) as usize,
            &mut errors,
        );
        match errors.into_result() {
            Ok(()) => problems([]),
            Err(crate::error::Error::Validation(fields)) => problems(fields),
            Err(other) => panic!("{other}"),
        }
    }

    #[test]
    fn every_case_names_a_rule_of_this_module() {
        table().assert_rules(&["complete", "fields", "contacts", "registrations"]);
    }

    #[test]
    fn a_complete_company_passes() {
        let table = table();
        table.check("complete", |case| check(&table, case));
    }

    #[test]
    fn the_name_and_description_are_required_and_the_website_valid() {
        let table = table();
        table.check("fields", |case| check(&table, case));
    }

    #[test]
    fn contacts_are_counted_and_each_checked() {
        let table = table();
        table.check("contacts", |case| check(&table, case));
    }

    #[test]
    fn registrations_need_a_type_info_and_a_title_only_for_other() {
        let table = table();
        table.check("registrations", |case| check(&table, case));
    }

    #[test]
    fn the_stored_group_has_the_first_contacts_country_and_titles_by_type() {
        let company: CompanyInput =
            serde_json::from_value(table().get("base").clone()).expect("a company form");
        let group = company.to_new_group("a".into(), 2, "2026-11-22T00:00:00Z".into(), vec![]);
        assert_eq!(group.country, "US");
        let mut titled = company;
        titled.memberships = vec![MembershipInput {
            membership_type_id: membership_type::NFA,
            title: "ignored".into(),
            info: "1".into(),
            ..MembershipInput::default()
        }];
        titled.web_url = "alpha.example.com".into();
        let group = titled.to_new_group("a".into(), 2, String::new(), vec![]);
        assert_eq!(group.memberships[0].title, "NFA");
        assert_eq!(group.web_url.as_deref(), Some("http://alpha.example.com"));
    }
}
