//! Blends as stored, and the worksheet's rules: at most one current blend per member (the
//! worksheet of type 4 or a loaded saved blend), created, loaded, copied, saved and deleted in
//! transactions. Every function takes the member's id and finds only that member's blends: a
//! foreign or unknown id is not found.

use serde::{Deserialize, Serialize};
use sqlx::Any;

use super::model::{BlendChoice, BlendSummary, Official};
use super::rules::{self, kind, status};
use crate::error::{Error, Result};
use crate::language::Language;
use crate::member_limits::{self, ensure_room};
use crate::storage::{now, Db, Flag};

const BLEND_COLUMNS: &str = "id, blend_name, blend_type_id, blend_status_id, is_current, \
     is_normalized, base_currency, date_created, date_calculated, date_updated, statistics_json, \
     saved_orders_json";

/// A blend's own row.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct BlendRow {
    pub id: i64,
    pub blend_name: String,
    pub blend_type_id: i64,
    pub blend_status_id: i64,
    #[sqlx(try_from = "Flag")]
    pub is_current: bool,
    #[sqlx(try_from = "Flag")]
    pub is_normalized: bool,
    /// The currency the blend sums its amounts in (`USD` unless the member chose another).
    pub base_currency: String,
    pub date_created: String,
    pub date_calculated: Option<String>,
    pub date_updated: String,
    pub statistics_json: Option<String>,
    pub saved_orders_json: Option<String>,
}

impl BlendRow {
    pub fn is_worksheet(&self) -> bool {
        self.blend_type_id == kind::WORKSHEET
    }

    pub fn modified(&self) -> bool {
        rules::is_modified(&self.date_updated, self.date_calculated.as_deref())
    }

    /// Changing orders, normalization, saving and saving as are for the blend open in the
    /// blender; any other blend only takes new programs (the add-to-blend dialog).
    pub fn require_current(&self) -> Result<()> {
        if self.is_current {
            Ok(())
        } else {
            Err(Error::Conflict {
                code: "not_current",
                message: "only the blend open in the blender can be changed".to_owned(),
            })
        }
    }
}

/// `user_id`'s blend `blend_id`, or not found.
pub async fn owned_blend<'e, E>(executor: E, user_id: i64, blend_id: i64) -> Result<BlendRow>
where
    E: sqlx::Executor<'e, Database = Any>,
{
    sqlx::query_as(&format!(
        "SELECT {BLEND_COLUMNS} FROM blends WHERE id = $1 AND user_id = $2"
    ))
    .bind(blend_id)
    .bind(user_id)
    .fetch_optional(executor)
    .await?
    .ok_or(Error::NotFound)
}

/// An order as a saved blend's snapshot keeps it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct SavedOrder {
    pub program_id: i64,
    pub quantity: f64,
    pub leverage: f64,
    pub color: Option<String>,
    #[sqlx(try_from = "Flag")]
    pub chart_visible: bool,
}

/// What a save calculated with: restored by Save As so the original stays as last saved.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Snapshot {
    pub is_normalized: bool,
    /// Snapshots taken before blends had a base currency were summed in dollars' headings.
    #[serde(default = "dollar")]
    pub base_currency: String,
    pub orders: Vec<SavedOrder>,
}

fn dollar() -> String {
    crate::exchange_rates::USD.to_owned()
}

/// A blend's orders in position order.
pub async fn saved_orders<'e, E>(executor: E, blend_id: i64) -> Result<Vec<SavedOrder>>
where
    E: sqlx::Executor<'e, Database = Any>,
{
    Ok(sqlx::query_as(
        "SELECT program_id, quantity, leverage, color, chart_visible FROM blend_orders \
         WHERE blend_id = $1 ORDER BY position, id",
    )
    .bind(blend_id)
    .fetch_all(executor)
    .await?)
}

/// Sets the currency `blend_id` sums its amounts in.
pub(super) async fn write_base_currency<'e, E>(
    executor: E,
    blend_id: i64,
    base_currency: &str,
) -> Result<()>
where
    E: sqlx::Executor<'e, Database = Any>,
{
    sqlx::query("UPDATE blends SET base_currency = $1 WHERE id = $2")
        .bind(base_currency)
        .bind(blend_id)
        .execute(executor)
        .await?;
    Ok(())
}

/// Inserts `orders` into `blend_id` at positions `first`, `first + 1`, ...
pub(super) async fn insert_orders(
    tx: &mut sqlx::Transaction<'_, Any>,
    blend_id: i64,
    orders: &[SavedOrder],
    first: i64,
) -> Result<()> {
    for (offset, order) in orders.iter().enumerate() {
        sqlx::query(
            "INSERT INTO blend_orders (blend_id, program_id, quantity, leverage, color, \
             chart_visible, position) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(blend_id)
        .bind(order.program_id)
        .bind(order.quantity)
        .bind(order.leverage)
        .bind(order.color.as_deref())
        .bind(i64::from(order.chart_visible))
        .bind(first + offset as i64)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Copies the orders of `from` into `to`, keeping their positions.
async fn copy_orders(tx: &mut sqlx::Transaction<'_, Any>, from: i64, to: i64) -> Result<()> {
    sqlx::query(
        "INSERT INTO blend_orders (blend_id, program_id, quantity, leverage, color, \
         chart_visible, position) SELECT $1, program_id, quantity, leverage, color, \
         chart_visible, position FROM blend_orders WHERE blend_id = $2",
    )
    .bind(to)
    .bind(from)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Leaves the member with no current blend, deleting the worksheet when `drop_worksheet`.
async fn clear_current(
    tx: &mut sqlx::Transaction<'_, Any>,
    user_id: i64,
    drop_worksheet: bool,
) -> Result<()> {
    if drop_worksheet {
        sqlx::query("DELETE FROM blends WHERE user_id = $1 AND blend_type_id = $2")
            .bind(user_id)
            .bind(kind::WORKSHEET)
            .execute(&mut **tx)
            .await?;
    }
    sqlx::query("UPDATE blends SET is_current = 0 WHERE user_id = $1 AND is_current = 1")
        .bind(user_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// The member's saved blends (statuses 2 and 3, never the worksheet), newest first.
pub async fn list_blends(db: &Db, user_id: i64) -> Result<Vec<BlendSummary>> {
    summaries(db, user_id, None).await
}

const SUMMARY_SQL: &str = "SELECT b.id, b.blend_name, b.blend_status_id, b.blend_type_id, \
     b.is_current, b.is_normalized, b.date_created, b.date_calculated, b.ytd_return, \
     b.compounded_annual_ror, b.max_drawdown, b.correlation_sp500, b.sharpe, \
     b.standard_deviation, (SELECT COUNT(*) FROM blend_orders o WHERE o.blend_id = b.id) \
     AS program_count FROM blends b WHERE b.user_id = $1 AND b.blend_type_id <> $2 \
     AND b.blend_status_id IN ($3, $4)";

async fn summaries(db: &Db, user_id: i64, blend_id: Option<i64>) -> Result<Vec<BlendSummary>> {
    let sql = match blend_id {
        Some(_) => format!("{SUMMARY_SQL} AND b.id = $5"),
        None => format!("{SUMMARY_SQL} ORDER BY b.date_created DESC, b.id DESC"),
    };
    let query = sqlx::query_as(&sql)
        .bind(user_id)
        .bind(kind::WORKSHEET)
        .bind(status::SAVED)
        .bind(status::CALCULATED);
    let query = match blend_id {
        Some(id) => query.bind(id),
        None => query,
    };
    Ok(query.fetch_all(&db.pool).await?)
}

/// The member's current blend, making the worksheet current or creating an empty one when none is.
pub async fn current_blend_id(db: &Db, user_id: i64) -> Result<i64> {
    let find = || async {
        sqlx::query_scalar::<_, i64>("SELECT id FROM blends WHERE user_id = $1 AND is_current = 1")
            .bind(user_id)
            .fetch_optional(&db.pool)
            .await
    };
    if let Some(id) = find().await? {
        return Ok(id);
    }
    // A worksheet left behind without being current becomes current again; otherwise a new,
    // empty one. Two first requests at once: the second insert meets the unique indexes and
    // does nothing, and both read the one worksheet.
    sqlx::query("UPDATE blends SET is_current = 1 WHERE user_id = $1 AND blend_type_id = $2")
        .bind(user_id)
        .bind(kind::WORKSHEET)
        .execute(&db.pool)
        .await?;
    let at = now();
    let name = default_name(db, user_id).await?;
    sqlx::query(
        "INSERT INTO blends (user_id, blend_name, blend_status_id, blend_type_id, is_current, \
         date_created, date_updated) VALUES ($1, $2, $3, $4, 1, $5, $5) ON CONFLICT DO NOTHING",
    )
    .bind(user_id)
    .bind(name)
    .bind(status::SAVED)
    .bind(kind::WORKSHEET)
    .bind(&at)
    .execute(&db.pool)
    .await?;
    find().await?.ok_or(Error::NotFound)
}

/// The name a new worksheet of `user_id` gets: the default in the member's language.
async fn default_name(db: &Db, user_id: i64) -> Result<&'static str> {
    let language: Option<String> = sqlx::query_scalar("SELECT language FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_optional(&db.pool)
        .await?;
    Ok(rules::default_name(Language::from_code(
        language.as_deref().unwrap_or_default(),
    )))
}

/// A new worksheet of `orders`, made current; the member's previous worksheet is deleted.
pub async fn create_worksheet(db: &Db, user_id: i64, orders: &[SavedOrder]) -> Result<i64> {
    let at = now();
    let name = default_name(db, user_id).await?;
    let mut tx = db.begin_write().await?;
    clear_current(&mut tx, user_id, true).await?;
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO blends (user_id, blend_name, blend_status_id, blend_type_id, is_current, \
         date_created, date_updated) VALUES ($1, $2, $3, $4, 1, $5, $5) RETURNING id",
    )
    .bind(user_id)
    .bind(name)
    .bind(status::SAVED)
    .bind(kind::WORKSHEET)
    .bind(&at)
    .fetch_one(&mut *tx)
    .await?;
    insert_orders(&mut tx, id, orders, 0).await?;
    tx.commit().await?;
    Ok(id)
}

/// Makes `blend_id` the member's current blend; a current worksheet is deleted.
pub async fn make_current(db: &Db, user_id: i64, blend_id: i64) -> Result<()> {
    let mut tx = db.begin_write().await?;
    let blend = owned_blend(&mut *tx, user_id, blend_id).await?;
    if !blend.is_current {
        // Loading the worksheet itself (left behind, not current) keeps it.
        clear_current(&mut tx, user_id, !blend.is_worksheet()).await?;
        sqlx::query("UPDATE blends SET is_current = 1 WHERE id = $1")
            .bind(blend_id)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// A saved copy named "{name} (Copy)", not current, with the source's orders, normalization,
/// stored statistics and snapshot; modified when the source is.
pub async fn copy_blend(db: &Db, user_id: i64, blend_id: i64) -> Result<BlendSummary> {
    ensure_room(db, &member_limits::BLENDS, user_id).await?;
    let mut tx = db.begin_write().await?;
    let source = owned_blend(&mut *tx, user_id, blend_id).await?;
    let date_updated = match (&source.date_calculated, source.modified()) {
        (Some(calculated), false) => calculated.clone(),
        (calculated, _) => {
            rules::touched_at(time::OffsetDateTime::now_utc(), calculated.as_deref())
        }
    };
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO blends (user_id, blend_name, blend_status_id, blend_type_id, is_normalized, \
         base_currency, is_current, filters_json, statistics_json, saved_orders_json, ytd_return, \
         compounded_annual_ror, max_drawdown, correlation_sp500, sharpe, standard_deviation, \
         date_created, date_calculated, date_updated) \
         SELECT user_id, $1, blend_status_id, $2, is_normalized, base_currency, 0, filters_json, statistics_json, \
         saved_orders_json, ytd_return, compounded_annual_ror, max_drawdown, correlation_sp500, \
         sharpe, standard_deviation, $3, date_calculated, $4 FROM blends WHERE id = $5 \
         RETURNING id",
    )
    .bind(rules::copy_name(&source.blend_name))
    .bind(kind::SAVED)
    .bind(now())
    .bind(date_updated)
    .bind(blend_id)
    .fetch_one(&mut *tx)
    .await?;
    copy_orders(&mut tx, blend_id, id).await?;
    tx.commit().await?;
    summaries(db, user_id, Some(id))
        .await?
        .pop()
        .ok_or(Error::NotFound)
}

/// Writes `official` into the blend: named, saved, calculated now, with its figures and
/// snapshot. With `unchanged_since`, only when the blend was not changed after that
/// `date_updated` (the statistics were computed from what it held then); answers whether it
/// wrote.
async fn store_official(
    tx: &mut sqlx::Transaction<'_, Any>,
    blend_id: i64,
    name: &str,
    official: &Official,
    unchanged_since: Option<&str>,
) -> Result<bool> {
    let guard = if unchanged_since.is_some() {
        " AND date_updated = $14"
    } else {
        ""
    };
    let sql = format!(
        "UPDATE blends SET blend_name = $1, blend_type_id = $2, blend_status_id = $3, \
         statistics_json = $4, saved_orders_json = $5, ytd_return = $6, \
         compounded_annual_ror = $7, max_drawdown = $8, correlation_sp500 = $9, sharpe = $10, \
         standard_deviation = $11, date_calculated = $12, date_updated = $12 \
         WHERE id = $13{guard}"
    );
    let figures = &official.figures;
    let query = sqlx::query(&sql)
        .bind(name)
        .bind(kind::SAVED)
        .bind(status::CALCULATED)
        .bind(&official.statistics_json)
        .bind(&official.snapshot_json)
        .bind(figures.ytd_return)
        .bind(figures.compound_return)
        .bind(figures.max_drawdown)
        .bind(figures.correlation_sp500)
        .bind(figures.sharpe_ratio)
        .bind(figures.volatility)
        .bind(now())
        .bind(blend_id);
    let query = match unchanged_since {
        Some(date_updated) => query.bind(date_updated),
        None => query,
    };
    Ok(query.execute(&mut **tx).await?.rows_affected() == 1)
}

/// Writes `official` into the blend as `store_official` does, only when the blend was not changed
/// after `unchanged_since` (its `date_updated` when the statistics were computed); answers
/// whether it wrote.
pub async fn write_official(
    db: &Db,
    blend_id: i64,
    name: &str,
    official: &Official,
    unchanged_since: &str,
) -> Result<bool> {
    let mut tx = db.begin_write().await?;
    let stored = store_official(&mut tx, blend_id, name, official, Some(unchanged_since)).await?;
    tx.commit().await?;
    Ok(stored)
}

/// Stores a new saved blend named `name` with the orders of `source` (the member's current blend,
/// as read before `official` was computed from it) and `official`, and makes it current. A saved
/// source goes back to its last save (orders and normalization from its snapshot); a worksheet
/// source is deleted. Refused as changed when `source` changed meanwhile.
pub async fn insert_saved_copy(
    db: &Db,
    user_id: i64,
    source: &BlendRow,
    name: &str,
    official: &Official,
) -> Result<i64> {
    let mut tx = db.begin_write().await?;
    // Read again inside the transaction: the copy takes the orders the statistics were
    // computed from, or the save is refused as for a blend that changed meanwhile.
    let again = owned_blend(&mut *tx, user_id, source.id).await?;
    if again.date_updated != source.date_updated || !again.is_current {
        return Err(Error::Conflict {
            code: "changed",
            message: "the blend changed while it was saved".to_owned(),
        });
    }
    clear_current(&mut tx, user_id, false).await?;
    let at = now();
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO blends (user_id, blend_name, blend_status_id, blend_type_id, \
         is_normalized, base_currency, is_current, date_created, date_updated) \
         VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $7) RETURNING id",
    )
    .bind(user_id)
    .bind(name)
    .bind(status::CALCULATED)
    .bind(kind::SAVED)
    .bind(i64::from(source.is_normalized))
    .bind(&source.base_currency)
    .bind(&at)
    .fetch_one(&mut *tx)
    .await?;
    copy_orders(&mut tx, source.id, id).await?;
    store_official(&mut tx, id, name, official, None).await?;
    if source.is_worksheet() {
        sqlx::query("DELETE FROM blends WHERE id = $1")
            .bind(source.id)
            .execute(&mut *tx)
            .await?;
    } else if let Some(snapshot) = &source.saved_orders_json {
        let snapshot: Snapshot = serde_json::from_str(snapshot).map_err(anyhow::Error::from)?;
        restore(&mut tx, source, &snapshot).await?;
    }
    tx.commit().await?;
    Ok(id)
}

/// Puts a saved blend back as it was last saved: its orders (of programs that still exist),
/// normalization and base currency, unmodified.
async fn restore(
    tx: &mut sqlx::Transaction<'_, Any>,
    blend: &BlendRow,
    snapshot: &Snapshot,
) -> Result<()> {
    sqlx::query("DELETE FROM blend_orders WHERE blend_id = $1")
        .bind(blend.id)
        .execute(&mut **tx)
        .await?;
    let mut orders = Vec::with_capacity(snapshot.orders.len());
    for order in &snapshot.orders {
        let exists = sqlx::query("SELECT id FROM programs WHERE id = $1")
            .bind(order.program_id)
            .fetch_optional(&mut **tx)
            .await?
            .is_some();
        if exists {
            orders.push(order.clone());
        }
    }
    insert_orders(tx, blend.id, &orders, 0).await?;
    sqlx::query(
        "UPDATE blends SET is_normalized = $1, base_currency = $2, \
         date_updated = date_calculated WHERE id = $3",
    )
    .bind(i64::from(snapshot.is_normalized))
    .bind(&snapshot.base_currency)
    .bind(blend.id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Deletes a saved blend (`blendTypeId`/`worksheet` for the worksheet, which cannot be); the
/// current one leaves the member with none current.
pub async fn delete_blend(db: &Db, user_id: i64, blend_id: i64) -> Result<()> {
    let blend = owned_blend(&db.pool, user_id, blend_id).await?;
    if blend.is_worksheet() {
        return Err(Error::field("blendTypeId", "worksheet"));
    }
    sqlx::query("DELETE FROM blends WHERE id = $1 AND user_id = $2")
        .bind(blend_id)
        .bind(user_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// The member's current worksheet and saved blends, by name: the choices of the screener's
/// blend-correlation filter.
pub async fn blend_choices(db: &Db, user_id: i64) -> Result<Vec<BlendChoice>> {
    Ok(sqlx::query_as(
        "SELECT id, blend_name, is_current FROM blends WHERE user_id = $1 \
         AND (blend_status_id IN ($2, $3) OR blend_type_id = $4) \
         ORDER BY is_current DESC, blend_name, id",
    )
    .bind(user_id)
    .bind(status::SAVED)
    .bind(status::CALCULATED)
    .bind(kind::WORKSHEET)
    .fetch_all(&db.pool)
    .await?)
}
