//! Storage of programs and their percentage lists and platforms, the reference ids a program
//! form may choose, and the programs' view logs and the day's salts that key their clients.

use std::collections::HashSet;

use sqlx::{Any, Row, Transaction};

use super::model::{NewProgram, PercentShare, Program, ProgramRecord, ViewLogEntry};
use super::rules::ProgramChoices;
use crate::error::{Error, Result};
use crate::reference::{program_status, reference_items, ReferenceList};
use crate::storage::{now, Db};
use crate::validation::paging::Paging;
use crate::versions::{claim, stale, Edit, Versioned};

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
         date_updated = $4, version = version + 1, updated_by = $5, \
         date_deleted = CASE WHEN $1 = $8 THEN COALESCE(date_deleted, $4) ELSE NULL END \
         WHERE id = $6 AND program_status_id = $7",
    )
    .bind(program.program_status_id)
    .bind(&program.date_approved)
    .bind(&program.date_archived)
    .bind(&program.date_updated)
    .bind(user_id)
    .bind(program_id)
    .bind(from)
    .bind(program_status::DELETED)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if changed == 0 {
        drop(tx);
        return Err(stale(&db.pool, Versioned::Program, program_id).await?);
    }
    crate::audit::record_status(
        &mut tx,
        Some(user_id),
        crate::audit::Subject::Program(program_id),
        from,
        program.program_status_id,
    )
    .await?;
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(())
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

impl ProgramChoices {
    /// Reads the reference tables.
    pub async fn load(db: &Db) -> Result<ProgramChoices> {
        async fn ids(db: &Db, list: ReferenceList) -> Result<HashSet<i64>> {
            Ok(reference_items(db, list)
                .await?
                .into_iter()
                .map(|item| item.id)
                .collect())
        }
        Ok(ProgramChoices {
            program_statuses: ids(db, ReferenceList::ProgramStatuses).await?,
            program_types: ids(db, ReferenceList::ProgramTypes).await?,
            membership_statuses: ids(db, ReferenceList::MembershipStatuses).await?,
            frequency_types: ids(db, ReferenceList::FrequencyTypes).await?,
            investor_requirement_types: ids(db, ReferenceList::InvestorRequirementTypes).await?,
            sector_focus_types: ids(db, ReferenceList::SectorFocusTypes).await?,
            caror_types: ids(db, ReferenceList::CarorTypes).await?,
            methodology_types: ids(db, ReferenceList::MethodologyTypes).await?,
            allocation_strategy_types: ids(db, ReferenceList::AllocationStrategyTypes).await?,
            composition_types: ids(db, ReferenceList::CompositionTypes).await?,
            holding_period_types: ids(db, ReferenceList::HoldingPeriodTypes).await?,
            currencies: reference_items(db, ReferenceList::Currencies)
                .await?
                .into_iter()
                .map(|item| item.code)
                .collect(),
        })
    }
}

/// The company of program `program_id`, if the program exists.
pub async fn program_group_id(db: &Db, program_id: i64) -> Result<Option<i64>> {
    let row = sqlx::query("SELECT group_id FROM programs WHERE id = $1")
        .bind(program_id)
        .fetch_optional(&db.pool)
        .await?;
    Ok(row.map(|row| row.try_get("group_id")).transpose()?)
}

const SELECT_ENTRIES: &str = "SELECT v.user_id, u.first_name, u.last_name, u.email, \
     u.phone_prefix, u.phone, v.date_created FROM view_logs v \
     LEFT JOIN users u ON u.id = v.user_id WHERE v.program_id = $1";

// Mapped by hand: a visitor who was not signed in has no user, whose texts read as empty, and
// the phone joins two columns.
fn entry(row: &sqlx::any::AnyRow) -> Result<ViewLogEntry> {
    let text = |name: &str| -> Result<String> {
        Ok(row.try_get::<Option<String>, _>(name)?.unwrap_or_default())
    };
    let phone = [text("phone_prefix")?, text("phone")?]
        .into_iter()
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    Ok(ViewLogEntry {
        user_id: row.try_get("user_id")?,
        first_name: text("first_name")?,
        last_name: text("last_name")?,
        email: text("email")?,
        phone,
        date_created: row.try_get("date_created")?,
    })
}

/// One page of program `program_id`'s view log.
pub async fn view_log_page(db: &Db, program_id: i64, paging: Paging) -> Result<Vec<ViewLogEntry>> {
    let direction = if paging.descending { "DESC" } else { "ASC" };
    let rows = sqlx::query(&format!(
        "{SELECT_ENTRIES} ORDER BY v.date_created {direction}, v.id {direction} \
         LIMIT $2 OFFSET $3"
    ))
    .bind(program_id)
    .bind(paging.page_size)
    .bind(paging.offset)
    .fetch_all(&db.pool)
    .await?;
    rows.iter().map(entry).collect()
}

/// Program `program_id`'s whole view log, newest first.
pub async fn view_log(db: &Db, program_id: i64) -> Result<Vec<ViewLogEntry>> {
    let rows = sqlx::query(&format!(
        "{SELECT_ENTRIES} ORDER BY v.date_created DESC, v.id DESC"
    ))
    .bind(program_id)
    .fetch_all(&db.pool)
    .await?;
    rows.iter().map(entry).collect()
}

/// How many times program `program_id`'s page was viewed.
pub async fn view_count(db: &Db, program_id: i64) -> Result<i64> {
    Ok(
        sqlx::query("SELECT COUNT(*) AS n FROM view_logs WHERE program_id = $1")
            .bind(program_id)
            .fetch_one(&db.pool)
            .await?
            .try_get("n")?,
    )
}

/// Records that the client keyed `key` viewed program `program_id` on `day`; a second view of
/// the day changes nothing.
pub async fn record_view(
    db: &Db,
    program_id: i64,
    user_id: Option<i64>,
    key: &str,
    day: &str,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO view_logs (program_id, user_id, client_hash, view_day, date_created) \
         VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (program_id, view_day, client_hash) DO NOTHING",
    )
    .bind(program_id)
    .bind(user_id)
    .bind(key)
    .bind(day)
    .bind(now())
    .execute(&db.pool)
    .await?;
    Ok(())
}

/// The salt of `day`: the stored one, or a new random one that the first process to store it
/// makes everyone's. Salts of earlier days are deleted.
pub async fn day_salt(db: &Db, day: &str) -> Result<String> {
    let fresh = hex::encode(rand::random::<[u8; 32]>());
    sqlx::query(
        "INSERT INTO view_salts (view_day, salt) VALUES ($1, $2) ON CONFLICT (view_day) DO NOTHING",
    )
    .bind(day)
    .bind(&fresh)
    .execute(&db.pool)
    .await?;
    let salt: String = sqlx::query("SELECT salt FROM view_salts WHERE view_day = $1")
        .bind(day)
        .fetch_one(&db.pool)
        .await?
        .try_get("salt")?;
    sqlx::query("DELETE FROM view_salts WHERE view_day < $1")
        .bind(day)
        .execute(&db.pool)
        .await?;
    Ok(salt)
}
