//! Storage of groups and everything that hangs off them.

use sqlx::Row;

use crate::error::Result;
use crate::storage::Db;

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

/// A stored group's profile.
#[derive(Debug, Clone, PartialEq)]
pub struct Group {
    pub id: i64,
    pub group_uri: String,
    pub group_name: String,
    pub web_url: Option<String>,
    pub description_long: String,
    pub group_status_id: i64,
    pub country: String,
    pub date_created: String,
    /// The logo's file under the data directory, when it has one.
    pub logo_path: Option<String>,
}

/// Creates a group with its contacts, registrations, types and platforms in one transaction;
/// returns its id.
pub async fn create_group(db: &Db, group: &NewGroup) -> Result<i64> {
    let mut tx = db.begin_write().await?;
    let group_id = insert_group(&mut tx, group).await?;
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(group_id)
}

/// `create_group` inside the caller's transaction.
pub async fn insert_group(tx: &mut sqlx::AnyConnection, group: &NewGroup) -> Result<i64> {
    let group_id: i64 = sqlx::query(
        "INSERT INTO groups (group_uri, group_name, web_url, description_long, group_status_id, \
         country, accepted_agreement, date_created, date_updated, date_approved) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) RETURNING id",
    )
    .bind(&group.group_uri)
    .bind(&group.group_name)
    .bind(&group.web_url)
    .bind(&group.description_long)
    .bind(group.group_status_id)
    .bind(&group.country)
    .bind(i64::from(group.accepted_agreement))
    .bind(&group.date_created)
    .bind(&group.date_approved)
    .fetch_one(&mut *tx)
    .await?
    .try_get("id")?;
    insert_group_lists(tx, group_id, group).await?;
    for platform_id in &group.platform_ids {
        sqlx::query(
            "INSERT INTO group_platforms (group_id, platform_id, is_manageable) VALUES ($1, $2, 1)",
        )
        .bind(group_id)
        .bind(platform_id)
        .execute(&mut *tx)
        .await?;
    }
    Ok(group_id)
}

/// Stores a group's types, contacts and registrations (contacts and registrations in their
/// order, positions from 1); the caller has removed any previous ones.
pub(crate) async fn insert_group_lists(
    tx: &mut sqlx::AnyConnection,
    group_id: i64,
    group: &NewGroup,
) -> Result<()> {
    for type_id in &group.group_type_ids {
        sqlx::query("INSERT INTO group_group_types (group_id, group_type_id) VALUES ($1, $2)")
            .bind(group_id)
            .bind(type_id)
            .execute(&mut *tx)
            .await?;
    }
    for (position, contact) in (1_i64..).zip(&group.contacts) {
        sqlx::query(
            "INSERT INTO group_contacts (group_id, position, contact_type_id, first_name, \
             last_name, email_address, phone_direct, address1, address2, city, state, zip, country) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
        )
        .bind(group_id)
        .bind(position)
        .bind(contact.contact_type_id)
        .bind(&contact.first_name)
        .bind(&contact.last_name)
        .bind(&contact.email_address)
        .bind(&contact.phone_direct)
        .bind(&contact.address1)
        .bind(&contact.address2)
        .bind(&contact.city)
        .bind(&contact.state)
        .bind(&contact.zip)
        .bind(&contact.country)
        .execute(&mut *tx)
        .await?;
    }
    for (position, membership) in (1_i64..).zip(&group.memberships) {
        sqlx::query(
            "INSERT INTO group_memberships (group_id, position, membership_type_id, \
             membership_url, title, info) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(group_id)
        .bind(position)
        .bind(membership.membership_type_id)
        .bind(&membership.membership_url)
        .bind(&membership.title)
        .bind(&membership.info)
        .execute(&mut *tx)
        .await?;
    }
    Ok(())
}

/// The group at `uri`, if any.
pub async fn group_by_uri(db: &Db, uri: &str) -> Result<Option<Group>> {
    let row = sqlx::query(
        "SELECT id, group_uri, group_name, web_url, description_long, group_status_id, country, \
         date_created, logo_path FROM groups WHERE group_uri = $1",
    )
    .bind(uri)
    .fetch_optional(&db.pool)
    .await?;
    row.map(|row| {
        Ok(Group {
            id: row.try_get("id")?,
            group_uri: row.try_get("group_uri")?,
            group_name: row.try_get("group_name")?,
            web_url: row.try_get("web_url")?,
            description_long: row.try_get("description_long")?,
            group_status_id: row.try_get("group_status_id")?,
            country: row.try_get("country")?,
            date_created: row.try_get("date_created")?,
            logo_path: row.try_get("logo_path")?,
        })
    })
    .transpose()
}

/// Makes a user one of the group's CTA managers; doing it twice changes nothing.
pub async fn add_group_administrator(db: &Db, group_id: i64, user_id: i64) -> Result<()> {
    insert_group_administrator(&db.pool, group_id, user_id).await
}

/// `add_group_administrator` on any connection.
pub async fn insert_group_administrator(
    executor: impl sqlx::AnyExecutor<'_>,
    group_id: i64,
    user_id: i64,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO group_administrators (group_id, user_id) VALUES ($1, $2) \
         ON CONFLICT (group_id, user_id) DO NOTHING",
    )
    .bind(group_id)
    .bind(user_id)
    .execute(executor)
    .await?;
    Ok(())
}
