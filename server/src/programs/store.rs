//! Storage of programs and their percentage lists.

use sqlx::{Any, Row, Transaction};

use crate::error::Result;
use crate::storage::Db;

/// One entry of a percentage list (methodologies, allocation strategies, compositions, holdings):
/// a reference type id and its share as a fraction. A list totals exactly 0 or 1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PercentShare {
    pub type_id: i64,
    pub value: f64,
}

/// Every field of the spec's program form.
#[derive(Debug, Clone, PartialEq)]
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
    pub funding_notional: bool,
    pub funding_max_notional: f64,
    pub us_invest: bool,
    pub proprietary: bool,
    pub hide_program: bool,
    pub fee_management: f64,
    pub fee_performance: f64,
    pub average_commission: Option<f64>,
    pub highwater_mark: bool,
    pub roundturn_year_million: Option<f64>,
    pub margin_equity_ratio: f64,
    pub description: Option<String>,
    pub strategy_investment: Option<String>,
    pub strategy_risk: Option<String>,
    pub accounting_notes: Option<String>,
    /// `YYYY-MM-DD`.
    pub date_inception: Option<String>,
    pub accepted_agreement: bool,
    pub date_created: String,
    pub date_updated: String,
    pub date_approved: Option<String>,
    pub date_archived: Option<String>,
    pub methodologies: Vec<PercentShare>,
    pub allocation_strategies: Vec<PercentShare>,
    pub compositions: Vec<PercentShare>,
    pub holdings: Vec<PercentShare>,
    pub platform_ids: Vec<i64>,
}

/// The identity and state of a stored program.
#[derive(Debug, Clone, PartialEq)]
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
    pub hide_program: bool,
    pub date_inception: Option<String>,
}

/// Creates a program of `group_id` with its percentage lists and platforms in one transaction;
/// returns its id.
pub async fn create_program(db: &Db, group_id: i64, program: &NewProgram) -> Result<i64> {
    let mut tx = db.pool.begin().await?;
    let program_id: i64 = sqlx::query(
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
    )
    .bind(group_id)
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
    .bind(&program.date_inception)
    .bind(i64::from(program.accepted_agreement))
    .bind(&program.date_created)
    .bind(&program.date_updated)
    .bind(&program.date_approved)
    .bind(&program.date_archived)
    .fetch_one(&mut *tx)
    .await?
    .try_get("id")?;
    let lists = [
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
    ];
    for (table, type_column, shares) in lists {
        insert_shares(&mut tx, table, type_column, program_id, shares).await?;
    }
    for platform_id in &program.platform_ids {
        sqlx::query(
            "INSERT INTO program_platforms (program_id, platform_id, is_manageable) \
             VALUES ($1, $2, 1)",
        )
        .bind(program_id)
        .bind(platform_id)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    db.listing_cache.invalidate();
    Ok(program_id)
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
    let row = sqlx::query(
        "SELECT p.id, p.group_id, p.program_uri, p.program_name, p.program_status_id, \
         p.program_type_id, p.membership_status_id, p.currency, p.caror_type, p.hide_program, \
         p.date_inception FROM programs p JOIN groups g ON g.id = p.group_id \
         WHERE g.group_uri = $1 AND p.program_uri = $2",
    )
    .bind(group_uri)
    .bind(program_uri)
    .fetch_optional(&db.pool)
    .await?;
    row.map(|row| {
        Ok(Program {
            id: row.try_get("id")?,
            group_id: row.try_get("group_id")?,
            program_uri: row.try_get("program_uri")?,
            program_name: row.try_get("program_name")?,
            program_status_id: row.try_get("program_status_id")?,
            program_type_id: row.try_get("program_type_id")?,
            membership_status_id: row.try_get("membership_status_id")?,
            currency: row.try_get("currency")?,
            caror_type: row.try_get("caror_type")?,
            hide_program: row.try_get::<i64, _>("hide_program")? != 0,
            date_inception: row.try_get("date_inception")?,
        })
    })
    .transpose()
}
