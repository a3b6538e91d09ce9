//! Storage of programs and their percentage lists.

use sqlx::{Any, Row, Transaction};

use crate::error::{Error, Result};
use crate::storage::{Db, Flag};
use crate::versions::{claim, stale, Edit, Versioned};

/// One entry of a percentage list (methodologies, allocation strategies, compositions, holdings):
/// a reference type id and its share as a fraction. A list totals exactly 0 or 1.
#[derive(Debug, Clone, Copy, PartialEq, sqlx::FromRow)]
pub struct PercentShare {
    pub type_id: i64,
    pub value: f64,
}

/// Every field of the spec's program form. A row of `programs` decodes all but the lists, which
/// live in tables of their own.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct NewProgram {
    pub program_uri: String,
    pub program_name: String,
    pub program_status_id: i64,
    pub program_type_id: i64,
    pub membership_status_id: i64,
    pub symbol: Option<String>,
    pub currency: String,
    pub investment_min: Option<f64>,
    pub trading_level_increase: Option<f64>,
    pub subscription_frequency_type_id: Option<i64>,
    pub redemption_frequency_type_id: Option<i64>,
    pub investor_requirement_type_id: Option<i64>,
    pub lockup_period: i64,
    pub wdd_expected: Option<f64>,
    pub worst_peak_to_trough: Option<f64>,
    pub sector_focus_type_id: Option<i64>,
    pub caror_type: i64,
    #[sqlx(try_from = "Flag")]
    pub funding_notional: bool,
    pub funding_max_notional: f64,
    #[sqlx(try_from = "Flag")]
    pub us_invest: bool,
    #[sqlx(try_from = "Flag")]
    pub proprietary: bool,
    #[sqlx(try_from = "Flag")]
    pub hide_program: bool,
    pub fee_management: f64,
    pub fee_performance: f64,
    pub average_commission: Option<f64>,
    #[sqlx(try_from = "Flag")]
    pub highwater_mark: bool,
    pub roundturn_year_million: Option<f64>,
    pub margin_equity_ratio: f64,
    pub description: Option<String>,
    pub strategy_investment: Option<String>,
    pub strategy_risk: Option<String>,
    pub accounting_notes: Option<String>,
    /// `YYYY-MM-DD`.
    pub date_inception: Option<String>,
    #[sqlx(try_from = "Flag")]
    pub accepted_agreement: bool,
    pub date_created: String,
    pub date_updated: String,
    pub date_approved: Option<String>,
    pub date_archived: Option<String>,
    #[sqlx(skip)]
    pub methodologies: Vec<PercentShare>,
    #[sqlx(skip)]
    pub allocation_strategies: Vec<PercentShare>,
    #[sqlx(skip)]
    pub compositions: Vec<PercentShare>,
    #[sqlx(skip)]
    pub holdings: Vec<PercentShare>,
    #[sqlx(skip)]
    pub platform_ids: Vec<i64>,
}

/// The identity and state of a stored program.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct Program {
    pub id: i64,
    pub group_id: i64,
    pub program_uri: String,
    pub program_name: String,
    pub program_status_id: i64,
    pub program_type_id: i64,
    pub membership_status_id: i64,
    pub currency: String,
    pub caror_type: i64,
    #[sqlx(try_from = "Flag")]
    pub hide_program: bool,
    pub date_inception: Option<String>,
}

type ProgramQuery<'q> = sqlx::query::Query<'q, Any, sqlx::any::AnyArguments<'q>>;

/// Binds the authored fields from `program_uri` to `accounting_notes`, in column order: the
/// INSERT and the UPDATE list those columns in the same order, after their own leading keys.
fn bind_authored<'q>(query: ProgramQuery<'q>, program: &'q NewProgram) -> ProgramQuery<'q> {
    query
        .bind(&program.program_uri)
        .bind(&program.program_name)
        .bind(program.program_status_id)
        .bind(program.program_type_id)
        .bind(program.membership_status_id)
        .bind(&program.symbol)
        .bind(&program.currency)
        .bind(program.investment_min)
        .bind(program.trading_level_increase)
        .bind(program.subscription_frequency_type_id)
        .bind(program.redemption_frequency_type_id)
        .bind(program.investor_requirement_type_id)
        .bind(program.lockup_period)
        .bind(program.wdd_expected)
        .bind(program.worst_peak_to_trough)
        .bind(program.sector_focus_type_id)
        .bind(program.caror_type)
        .bind(i64::from(program.funding_notional))
        .bind(program.funding_max_notional)
        .bind(i64::from(program.us_invest))
        .bind(i64::from(program.proprietary))
        .bind(i64::from(program.hide_program))
        .bind(program.fee_management)
        .bind(program.fee_performance)
        .bind(program.average_commission)
        .bind(i64::from(program.highwater_mark))
        .bind(program.roundturn_year_million)
        .bind(program.margin_equity_ratio)
        .bind(&program.description)
        .bind(&program.strategy_investment)
        .bind(&program.strategy_risk)
        .bind(&program.accounting_notes)
}

/// Creates a program of `group_id` with its percentage lists and platforms in one transaction;
/// returns its id.
pub async fn create_program(db: &Db, group_id: i64, program: &NewProgram) -> Result<i64> {
    let mut tx = db.begin_write().await?;
    let insert = sqlx::query(
        "INSERT INTO programs (group_id, program_uri, program_name, program_status_id, \
         program_type_id, membership_status_id, symbol, currency, investment_min, \
         trading_level_increase, subscription_frequency_type_id, redemption_frequency_type_id, \
         investor_requirement_type_id, lockup_period, wdd_expected, worst_peak_to_trough, \
         sector_focus_type_id, caror_type, funding_notional, funding_max_notional, us_invest, \
         proprietary, hide_program, fee_management, fee_performance, average_commission, \
         highwater_mark, roundturn_year_million, margin_equity_ratio, description, \
         strategy_investment, strategy_risk, accounting_notes, date_inception, accepted_agreement, \
         date_created, date_updated, date_approved, date_archived) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, \
         $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, \
         $37, $38, $39) RETURNING id",
    );
    let program_id: i64 = bind_authored(insert.bind(group_id), program)
        .bind(&program.date_inception)
        .bind(i64::from(program.accepted_agreement))
        .bind(&program.date_created)
        .bind(&program.date_updated)
        .bind(&program.date_approved)
        .bind(&program.date_archived)
        .fetch_one(&mut *tx)
        .await?
        .try_get("id")?;
    insert_lists(&mut tx, program_id, program).await?;
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(program_id)
}

/// The four percentage lists: table, type column, and the record's entries.
fn share_lists(program: &NewProgram) -> [(&'static str, &'static str, &[PercentShare]); 4] {
    [
        (
            "program_methodologies",
            "methodology_type_id",
            &program.methodologies,
        ),
        (
            "program_allocation_strategies",
            "allocation_strategy_type_id",
            &program.allocation_strategies,
        ),
        (
            "program_compositions",
            "composition_type_id",
            &program.compositions,
        ),
        (
            "program_holdings",
            "holding_period_type_id",
            &program.holdings,
        ),
    ]
}

/// Writes a program's percentage lists and platform links (its rows must not exist yet).
async fn insert_lists(
    tx: &mut Transaction<'_, Any>,
    program_id: i64,
    program: &NewProgram,
) -> Result<()> {
    for (table, type_column, shares) in share_lists(program) {
        insert_shares(tx, table, type_column, program_id, shares).await?;
    }
    for platform_id in &program.platform_ids {
        sqlx::query(
            "INSERT INTO program_platforms (program_id, platform_id, is_manageable) \
             VALUES ($1, $2, 1)",
        )
        .bind(program_id)
        .bind(platform_id)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Replaces every authored field of program `program_id`, its owning group, percentage lists and
/// platform links with `program`, in one transaction, over the version `edit` names
/// (`Error::Stale` when the stored one is newer). `date_created` and `date_inception` are kept:
/// the first never changes and the second belongs to the performance data.
pub async fn update_program(
    db: &Db,
    program_id: i64,
    group_id: i64,
    edit: Edit,
    program: &NewProgram,
) -> Result<()> {
    let mut tx = db.begin_write().await?;
    claim(
        &mut tx,
        Versioned::Program,
        program_id,
        edit,
        &program.date_updated,
    )
    .await?;
    let update = sqlx::query(
        "UPDATE programs SET group_id = $2, program_uri = $3, program_name = $4, \
         program_status_id = $5, program_type_id = $6, membership_status_id = $7, symbol = $8, \
         currency = $9, investment_min = $10, trading_level_increase = $11, \
         subscription_frequency_type_id = $12, redemption_frequency_type_id = $13, \
         investor_requirement_type_id = $14, lockup_period = $15, wdd_expected = $16, \
         worst_peak_to_trough = $17, sector_focus_type_id = $18, caror_type = $19, \
         funding_notional = $20, funding_max_notional = $21, us_invest = $22, proprietary = $23, \
         hide_program = $24, fee_management = $25, fee_performance = $26, \
         average_commission = $27, highwater_mark = $28, roundturn_year_million = $29, \
         margin_equity_ratio = $30, description = $31, strategy_investment = $32, \
         strategy_risk = $33, accounting_notes = $34, accepted_agreement = $35, \
         date_updated = $36, date_approved = $37, date_archived = $38 WHERE id = $1",
    );
    let updated = bind_authored(update.bind(program_id).bind(group_id), program)
        .bind(i64::from(program.accepted_agreement))
        .bind(&program.date_updated)
        .bind(&program.date_approved)
        .bind(&program.date_archived)
        .execute(&mut *tx)
        .await?
        .rows_affected();
    if updated == 0 {
        return Err(Error::NotFound);
    }
    for (table, _, _) in share_lists(program) {
        // Table names come from the fixed list, never from input.
        sqlx::query(&format!("DELETE FROM {table} WHERE program_id = $1"))
            .bind(program_id)
            .execute(&mut *tx)
            .await?;
    }
    sqlx::query("DELETE FROM program_platforms WHERE program_id = $1")
        .bind(program_id)
        .execute(&mut *tx)
        .await?;
    insert_lists(&mut tx, program_id, program).await?;
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(())
}

/// Writes the status of program `program_id` and its dates (`program` after `set_status`) when
/// the stored status is still `from`, and bumps its version with `user_id` as the writer. Only
/// the status columns are written, so a concurrent form save keeps its fields; a change decided
/// on a status that has since changed is refused (`Error::Stale`) and writes nothing.
pub async fn change_program_status(
    db: &Db,
    program_id: i64,
    user_id: i64,
    from: i64,
    program: &NewProgram,
) -> Result<()> {
    let mut tx = db.begin_write().await?;
    let changed = sqlx::query(
        "UPDATE programs SET program_status_id = $1, date_approved = $2, date_archived = $3, \
         date_updated = $4, version = version + 1, updated_by = $5 \
         WHERE id = $6 AND program_status_id = $7",
    )
    .bind(program.program_status_id)
    .bind(&program.date_approved)
    .bind(&program.date_archived)
    .bind(&program.date_updated)
    .bind(user_id)
    .bind(program_id)
    .bind(from)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if changed == 0 {
        drop(tx);
        return Err(stale(&db.pool, Versioned::Program, program_id).await?);
    }
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(())
}

/// A stored program as the form edits it: its owning group and every field `update_program`
/// writes, plus `date_created` and `date_inception`.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct ProgramRecord {
    pub id: i64,
    pub group_id: i64,
    #[sqlx(flatten)]
    pub program: NewProgram,
    /// The form's version (migration 0007): every write of the form or the status bumps it.
    pub version: i64,
}

/// Reads program `program_id` with its percentage lists (by type id) and platform links.
pub async fn load_program(db: &Db, program_id: i64) -> Result<Option<ProgramRecord>> {
    let Some(mut record): Option<ProgramRecord> =
        sqlx::query_as("SELECT * FROM programs WHERE id = $1")
            .bind(program_id)
            .fetch_optional(&db.pool)
            .await?
    else {
        return Ok(None);
    };
    let program = &mut record.program;
    program.platform_ids = program_platform_ids(db, program_id).await?;
    let mut lists = Vec::new();
    for (table, type_column, _) in share_lists(program) {
        lists.push(read_shares(db, table, type_column, program_id).await?);
    }
    let [methodologies, allocation_strategies, compositions, holdings]: [Vec<PercentShare>; 4] =
        lists.try_into().expect("four lists");
    program.methodologies = methodologies;
    program.allocation_strategies = allocation_strategies;
    program.compositions = compositions;
    program.holdings = holdings;
    Ok(Some(record))
}

async fn read_shares(
    db: &Db,
    table: &str,
    type_column: &str,
    program_id: i64,
) -> Result<Vec<PercentShare>> {
    // Table and column names come from the fixed list above, never from input.
    let sql = format!(
        "SELECT {type_column} AS type_id, value FROM {table} WHERE program_id = $1 \
         ORDER BY {type_column}"
    );
    Ok(sqlx::query_as(&sql)
        .bind(program_id)
        .fetch_all(&db.pool)
        .await?)
}

/// The platforms a program is linked to, by id.
pub async fn program_platform_ids(db: &Db, program_id: i64) -> Result<Vec<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT platform_id FROM program_platforms WHERE program_id = $1 ORDER BY platform_id",
    )
    .bind(program_id)
    .fetch_all(&db.pool)
    .await?)
}

/// Links a program to a platform; linking it again changes nothing.
pub async fn add_program_platform(db: &Db, program_id: i64, platform_id: i64) -> Result<()> {
    let mut tx = db.begin_write().await?;
    sqlx::query(
        "INSERT INTO program_platforms (program_id, platform_id, is_manageable) \
         VALUES ($1, $2, 1) ON CONFLICT (program_id, platform_id) DO NOTHING",
    )
    .bind(program_id)
    .bind(platform_id)
    .execute(&mut *tx)
    .await?;
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(())
}

/// Unlinks a program from a platform; unlinking it again changes nothing.
pub async fn remove_program_platform(db: &Db, program_id: i64, platform_id: i64) -> Result<()> {
    let mut tx = db.begin_write().await?;
    sqlx::query("DELETE FROM program_platforms WHERE program_id = $1 AND platform_id = $2")
        .bind(program_id)
        .bind(platform_id)
        .execute(&mut *tx)
        .await?;
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(())
}

/// The platforms a group is linked to: a new program of the group starts on them.
pub async fn group_platform_ids(db: &Db, group_id: i64) -> Result<Vec<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT platform_id FROM group_platforms WHERE group_id = $1 ORDER BY platform_id",
    )
    .bind(group_id)
    .fetch_all(&db.pool)
    .await?)
}

/// The program URIs group `group_id` uses that `slug` or `slug-N` could collide with, leaving
/// out program `except` (the one being moved or renamed).
pub async fn program_uris_like(
    db: &Db,
    group_id: i64,
    slug: &str,
    except: Option<i64>,
) -> Result<Vec<String>> {
    Ok(sqlx::query_scalar(
        "SELECT program_uri FROM programs WHERE group_id = $1 \
         AND (program_uri = $2 OR program_uri LIKE $3) AND id <> $4",
    )
    .bind(group_id)
    .bind(slug)
    .bind(format!("{slug}-%"))
    .bind(except.unwrap_or(0))
    .fetch_all(&db.pool)
    .await?)
}

async fn insert_shares(
    tx: &mut Transaction<'_, Any>,
    table: &str,
    type_column: &str,
    program_id: i64,
    shares: &[PercentShare],
) -> Result<()> {
    // Table and column names come from the fixed list above, never from input.
    let sql = format!("INSERT INTO {table} (program_id, {type_column}, value) VALUES ($1, $2, $3)");
    for share in shares {
        sqlx::query(&sql)
            .bind(program_id)
            .bind(share.type_id)
            .bind(share.value)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// The program at `/groups/{group_uri}/programs/{program_uri}`, if any.
pub async fn program_by_uri(
    db: &Db,
    group_uri: &str,
    program_uri: &str,
) -> Result<Option<Program>> {
    Ok(sqlx::query_as(
        "SELECT p.id, p.group_id, p.program_uri, p.program_name, p.program_status_id, \
         p.program_type_id, p.membership_status_id, p.currency, p.caror_type, p.hide_program, \
         p.date_inception FROM programs p JOIN groups g ON g.id = p.group_id \
         WHERE g.group_uri = $1 AND p.program_uri = $2",
    )
    .bind(group_uri)
    .bind(program_uri)
    .fetch_optional(&db.pool)
    .await?)
}

/// A company's identity and status, as a program's form names its owner.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct GroupIdentity {
    pub id: i64,
    pub group_uri: String,
    pub group_name: String,
    pub group_status_id: i64,
}

/// The company with id `group_id`, if any.
pub async fn group_identity(db: &Db, group_id: i64) -> Result<Option<GroupIdentity>> {
    Ok(sqlx::query_as(
        "SELECT id, group_uri, group_name, group_status_id FROM groups WHERE id = $1",
    )
    .bind(group_id)
    .fetch_optional(&db.pool)
    .await?)
}

/// The ids of every platform.
pub async fn platform_ids(db: &Db) -> Result<Vec<i64>> {
    Ok(sqlx::query_scalar("SELECT id FROM platforms ORDER BY id")
        .fetch_all(&db.pool)
        .await?)
}
