//! Storage of groups and everything that hangs off them: types, contacts, registrations, logos,
//! CTA managers and platform links.

use sqlx::AnyConnection;

use super::model::{ContactView, GroupUser, ManagedGroup, MembershipView, NewGroup};
use crate::error::Result;
use crate::storage::Db;

/// A stored group's profile.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
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
pub async fn insert_group(tx: &mut AnyConnection, group: &NewGroup) -> Result<i64> {
    let group_id: i64 = sqlx::query_scalar(
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
    .await?;
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
    tx: &mut AnyConnection,
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

/// Removes a group's types, contacts and registrations, before `insert_group_lists` replaces
/// them.
pub async fn delete_group_lists(tx: &mut AnyConnection, group_id: i64) -> Result<()> {
    for table in ["group_group_types", "group_contacts", "group_memberships"] {
        // The table name comes from the fixed list above, never from input.
        sqlx::query(&format!("DELETE FROM {table} WHERE group_id = $1"))
            .bind(group_id)
            .execute(&mut *tx)
            .await?;
    }
    Ok(())
}

/// The group at `uri`, if any.
pub async fn group_by_uri(db: &Db, uri: &str) -> Result<Option<Group>> {
    Ok(sqlx::query_as(
        "SELECT id, group_uri, group_name, web_url, description_long, group_status_id, country, \
         date_created, logo_path FROM groups WHERE group_uri = $1",
    )
    .bind(uri)
    .fetch_optional(&db.pool)
    .await?)
}

/// The profile URLs taken by `slug` and by `slug-…`.
pub async fn taken_group_uris(tx: &mut AnyConnection, slug: &str) -> Result<Vec<String>> {
    Ok(
        sqlx::query_scalar(
            "SELECT group_uri FROM groups WHERE group_uri = $1 OR group_uri LIKE $2",
        )
        .bind(slug)
        .bind(format!("{slug}-%"))
        .fetch_all(tx)
        .await?,
    )
}

/// A group's own columns as its edit form shows them.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct GroupFormRow {
    pub group_uri: String,
    pub group_name: String,
    pub web_url: Option<String>,
    pub description_long: String,
    pub group_status_id: i64,
    pub version: i64,
}

/// The edit form's columns of group `group_id`, if it exists.
pub async fn group_form_row(db: &Db, group_id: i64) -> Result<Option<GroupFormRow>> {
    Ok(sqlx::query_as(
        "SELECT group_uri, group_name, web_url, description_long, group_status_id, version \
         FROM groups WHERE id = $1",
    )
    .bind(group_id)
    .fetch_optional(&db.pool)
    .await?)
}

/// The profile URL and status of group `group_id`, if it exists.
pub async fn group_uri_and_status(
    tx: &mut AnyConnection,
    group_id: i64,
) -> Result<Option<(String, i64)>> {
    Ok(
        sqlx::query_as("SELECT group_uri, group_status_id FROM groups WHERE id = $1")
            .bind(group_id)
            .fetch_optional(tx)
            .await?,
    )
}

/// Writes a group's own columns from a checked form (the company's agreement is certified).
pub async fn update_group_columns(
    tx: &mut AnyConnection,
    group_id: i64,
    group: &NewGroup,
    updated: &str,
) -> Result<()> {
    sqlx::query(
        "UPDATE groups SET group_name = $1, web_url = $2, description_long = $3, country = $4, \
         accepted_agreement = 1, date_updated = $5 WHERE id = $6",
    )
    .bind(&group.group_name)
    .bind(&group.web_url)
    .bind(&group.description_long)
    .bind(&group.country)
    .bind(updated)
    .bind(group_id)
    .execute(tx)
    .await?;
    Ok(())
}

/// Sets group `group_id`'s status to `to` if it still is `from`, bumping its version; whether
/// it did. The first activation is recorded as `approved`.
pub async fn update_group_status(
    tx: &mut AnyConnection,
    group_id: i64,
    from: i64,
    to: i64,
    user_id: Option<i64>,
    updated: &str,
    approved: Option<&str>,
) -> Result<bool> {
    let changed = sqlx::query(
        "UPDATE groups SET group_status_id = $1, date_updated = $2, \
         date_approved = COALESCE(date_approved, $3), version = version + 1, updated_by = $4 \
         WHERE id = $5 AND group_status_id = $6",
    )
    .bind(to)
    .bind(updated)
    .bind(approved)
    .bind(user_id)
    .bind(group_id)
    .bind(from)
    .execute(tx)
    .await?
    .rows_affected();
    Ok(changed > 0)
}

/// A group's type ids, in order.
pub async fn group_type_ids(db: &Db, group_id: i64) -> Result<Vec<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT group_type_id FROM group_group_types WHERE group_id = $1 ORDER BY group_type_id",
    )
    .bind(group_id)
    .fetch_all(&db.pool)
    .await?)
}

/// A group's registrations, in their order.
pub async fn group_memberships(db: &Db, group_id: i64) -> Result<Vec<MembershipView>> {
    Ok(sqlx::query_as(
        "SELECT membership_type_id, membership_url, title, info FROM group_memberships \
         WHERE group_id = $1 ORDER BY position",
    )
    .bind(group_id)
    .fetch_all(&db.pool)
    .await?)
}

/// A group's contacts, in their order.
pub async fn group_contacts(db: &Db, group_id: i64) -> Result<Vec<ContactView>> {
    Ok(sqlx::query_as(
        "SELECT contact_type_id, first_name, last_name, email_address, phone_direct, address1, \
         address2, city, state, zip, country FROM group_contacts WHERE group_id = $1 \
         ORDER BY position",
    )
    .bind(group_id)
    .fetch_all(&db.pool)
    .await?)
}

/// The logo file of group `group_id`, when it has one.
pub async fn logo_path(db: &Db, group_id: i64) -> Result<Option<String>> {
    let stored: Option<Option<String>> =
        sqlx::query_scalar("SELECT logo_path FROM groups WHERE id = $1")
            .bind(group_id)
            .fetch_optional(&db.pool)
            .await?;
    Ok(stored.flatten())
}

/// Points group `group_id` at its logo file.
pub async fn set_logo_path(db: &Db, group_id: i64, logo_path: &str) -> Result<()> {
    sqlx::query("UPDATE groups SET logo_path = $1 WHERE id = $2")
        .bind(logo_path)
        .bind(group_id)
        .execute(&db.pool)
        .await?;
    Ok(())
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

/// Whether `user_id` is one of group `group_id`'s CTA managers.
pub async fn is_group_administrator(
    executor: impl sqlx::AnyExecutor<'_>,
    group_id: i64,
    user_id: i64,
) -> Result<bool> {
    let count: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) AS n FROM group_administrators WHERE group_id = $1 AND user_id = $2",
    )
    .bind(group_id)
    .bind(user_id)
    .fetch_one(executor)
    .await?;
    Ok(count > 0)
}

/// How many companies `user_id` manages.
pub async fn managed_group_count(db: &Db, user_id: i64) -> Result<i64> {
    Ok(
        sqlx::query_scalar("SELECT COUNT(*) AS n FROM group_administrators WHERE user_id = $1")
            .bind(user_id)
            .fetch_one(&db.pool)
            .await?,
    )
}

/// The companies `user_id` manages, by name; a pending company just registered is among them.
pub async fn managed_groups(db: &Db, user_id: i64) -> Result<Vec<ManagedGroup>> {
    Ok(sqlx::query_as(
        "SELECT g.id AS group_id, g.group_uri, g.group_name, g.group_status_id FROM groups g \
         JOIN group_administrators a ON a.group_id = g.id \
         WHERE a.user_id = $1 ORDER BY g.group_name, g.id",
    )
    .bind(user_id)
    .fetch_all(&db.pool)
    .await?)
}

/// The CTA managers of `group_id`, by name.
pub async fn group_administrators(db: &Db, group_id: i64) -> Result<Vec<GroupUser>> {
    Ok(sqlx::query_as(
        "SELECT u.id AS user_id, u.email, u.first_name, u.last_name FROM group_administrators a \
         JOIN users u ON u.id = a.user_id WHERE a.group_id = $1 \
         ORDER BY u.last_name, u.first_name, u.email_normalized",
    )
    .bind(group_id)
    .fetch_all(&db.pool)
    .await?)
}

/// Removes a user from a company's CTA managers; removing one who is not changes nothing.
/// Removes `user_id` from group `group_id`'s CTA managers; answers whether they were one.
pub async fn delete_group_administrator(
    executor: impl sqlx::AnyExecutor<'_>,
    group_id: i64,
    user_id: i64,
) -> Result<bool> {
    Ok(
        sqlx::query("DELETE FROM group_administrators WHERE group_id = $1 AND user_id = $2")
            .bind(group_id)
            .bind(user_id)
            .execute(executor)
            .await?
            .rows_affected()
            > 0,
    )
}

/// The platforms a new company is listed on (spec section 9: "two default platforms").
pub async fn default_platform_ids(db: &Db) -> Result<Vec<i64>> {
    Ok(
        sqlx::query_scalar("SELECT id FROM platforms ORDER BY sort_order, id LIMIT 2")
            .fetch_all(&db.pool)
            .await?,
    )
}

/// Every platform's id.
pub async fn known_platform_ids(db: &Db) -> Result<Vec<i64>> {
    Ok(sqlx::query_scalar("SELECT id FROM platforms ORDER BY id")
        .fetch_all(&db.pool)
        .await?)
}

/// The platforms `group_id` is linked to, by id.
pub async fn group_platform_ids(
    executor: impl sqlx::AnyExecutor<'_>,
    group_id: i64,
) -> Result<Vec<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT platform_id FROM group_platforms WHERE group_id = $1 ORDER BY platform_id",
    )
    .bind(group_id)
    .fetch_all(executor)
    .await?)
}

/// Links `group_id` to a platform; a link that exists is left as it is.
pub async fn insert_platform_link(
    executor: impl sqlx::AnyExecutor<'_>,
    group_id: i64,
    platform_id: i64,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO group_platforms (group_id, platform_id, is_manageable) VALUES ($1, $2, 1) \
         ON CONFLICT (group_id, platform_id) DO NOTHING",
    )
    .bind(group_id)
    .bind(platform_id)
    .execute(executor)
    .await?;
    Ok(())
}

/// Unlinks `group_id` from a platform.
pub async fn delete_platform_link(
    executor: impl sqlx::AnyExecutor<'_>,
    group_id: i64,
    platform_id: i64,
) -> Result<()> {
    sqlx::query("DELETE FROM group_platforms WHERE group_id = $1 AND platform_id = $2")
        .bind(group_id)
        .bind(platform_id)
        .execute(executor)
        .await?;
    Ok(())
}

/// A company as the companies export writes it.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct ExportedGroup {
    pub id: i64,
    pub group_uri: String,
    pub group_name: String,
    pub status: String,
    pub country: String,
    pub web_url: Option<String>,
    pub date_created: String,
    pub date_approved: Option<String>,
}

/// A page of companies for the companies export: those after id `after`, by id.
pub async fn groups_after(db: &Db, after: i64, limit: i64) -> Result<Vec<ExportedGroup>> {
    Ok(sqlx::query_as(
        "SELECT g.id, g.group_uri, g.group_name, s.name_en AS status, g.country, g.web_url, \
         g.date_created, g.date_approved FROM groups g \
         JOIN group_statuses s ON s.id = g.group_status_id WHERE g.id > $1 ORDER BY g.id LIMIT $2",
    )
    .bind(after)
    .bind(limit)
    .fetch_all(&db.pool)
    .await?)
}
