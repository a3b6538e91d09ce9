//! Site-wide settings kept in the database (`site_settings`, key → text value).

use sqlx::Row;

use crate::error::Result;
use crate::storage::Db;

const DEMO_DATA: &str = "demo_data";

/// The stored value of a setting, if any.
pub async fn setting(db: &Db, key: &str) -> Result<Option<String>> {
    let row = sqlx::query("SELECT value FROM site_settings WHERE key = $1")
        .bind(key)
        .fetch_optional(&db.pool)
        .await?;
    Ok(row.map(|row| row.try_get("value")).transpose()?)
}

/// Stores a setting, replacing any earlier value.
pub async fn set_setting(db: &Db, key: &str, value: &str) -> Result<()> {
    sqlx::query(
        "INSERT INTO site_settings (key, value) VALUES ($1, $2) \
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )
    .bind(key)
    .bind(value)
    .execute(&db.pool)
    .await?;
    Ok(())
}

/// Whether the database holds the synthetic demo dataset.
pub async fn is_demo_data(db: &Db) -> Result<bool> {
    Ok(setting(db, DEMO_DATA).await?.as_deref() == Some("1"))
}

/// Marks the database as holding the demo dataset.
pub async fn mark_demo_data(db: &Db) -> Result<()> {
    set_setting(db, DEMO_DATA, "1").await
}
