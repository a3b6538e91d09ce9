//! Indexes: the CTA indexes built from programs, and the S&P 500 benchmark, which is stored as an
//! index of kind `benchmark`.

use sqlx::Row;

use crate::error::Result;
use crate::storage::Db;

/// The URI of the S&P 500 benchmark series.
pub const SP500_URI: &str = "sp-500";

/// An index to create.
#[derive(Debug, Clone, PartialEq)]
pub struct NewIndex {
    pub portfolio_uri: String,
    pub portfolio_name_en: String,
    pub portfolio_name_zh: String,
    /// `benchmark`, `main`, `sector`, `strategy` or `methodology`.
    pub kind: String,
    pub min_track_months: i64,
    pub is_demo: bool,
    pub description: Option<String>,
    pub date_created: String,
}

/// Creates an index; returns its id.
pub async fn create_index(db: &Db, index: &NewIndex) -> Result<i64> {
    let row = sqlx::query(
        "INSERT INTO indexes (portfolio_uri, portfolio_name_en, portfolio_name_zh, kind, \
         min_track_months, is_demo, description, date_created) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
    )
    .bind(&index.portfolio_uri)
    .bind(&index.portfolio_name_en)
    .bind(&index.portfolio_name_zh)
    .bind(&index.kind)
    .bind(index.min_track_months)
    .bind(i64::from(index.is_demo))
    .bind(&index.description)
    .bind(&index.date_created)
    .fetch_one(&db.pool)
    .await?;
    Ok(row.try_get("id")?)
}

/// The id of the index at `uri`, if any.
pub async fn index_id_by_uri(db: &Db, uri: &str) -> Result<Option<i64>> {
    let row = sqlx::query("SELECT id FROM indexes WHERE portfolio_uri = $1")
        .bind(uri)
        .fetch_optional(&db.pool)
        .await?;
    Ok(row.map(|row| row.try_get("id")).transpose()?)
}
