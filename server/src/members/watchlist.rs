//! The watchlist: programs a member follows, each with an e-mail alert flag and the figures of
//! its stored listing row.

use super::model::WatchlistItem;
use super::store::{self, visible_program, WatchlistRow};
use crate::access::Principal;
use crate::error::{Error, Result};
use crate::exchange_rates::{self, ExchangeRates};
use crate::member_limits::{self, ensure_room};
use crate::storage::Db;

/// The member's watchlist rows of programs they may see, by company name then program name
/// (sorted here, so both engines order alike whatever their collation).
pub async fn watchlist_items(db: &Db, member: &Principal) -> Result<Vec<WatchlistItem>> {
    read_items(db, member, None).await
}

/// One of the member's watchlist rows; not found when it is another's or its program is no
/// longer one the member may see.
pub async fn watchlist_item(
    db: &Db,
    member: &Principal,
    watchlist_id: i64,
) -> Result<WatchlistItem> {
    read_items(db, member, Some(watchlist_id))
        .await?
        .pop()
        .ok_or(Error::NotFound)
}

/// Adds `program_id` to the member's watchlist: not found unless the member may see it,
/// `duplicate` when it is already there.
pub async fn add_program(
    db: &Db,
    member: &Principal,
    program_id: i64,
    alert: bool,
) -> Result<WatchlistItem> {
    visible_program(db, Some(member), program_id).await?;
    ensure_room(db, &member_limits::WATCHLIST, member.user_id).await?;
    let watchlist_id = store::insert_watchlist_row(db, member.user_id, program_id, alert).await?;
    watchlist_item(db, member, watchlist_id).await
}

pub async fn set_watchlist_alert(
    db: &Db,
    member: &Principal,
    watchlist_id: i64,
    alert: bool,
) -> Result<WatchlistItem> {
    watchlist_item(db, member, watchlist_id).await?;
    store::set_watchlist_alert(db, member.user_id, watchlist_id, alert).await?;
    watchlist_item(db, member, watchlist_id).await
}

/// Removes one of the member's rows, whatever its program has become since.
pub async fn remove_watchlist_item(db: &Db, member: &Principal, watchlist_id: i64) -> Result<()> {
    if !store::delete_watchlist_row(db, member.user_id, watchlist_id).await? {
        return Err(Error::NotFound);
    }
    Ok(())
}

async fn read_items(
    db: &Db,
    member: &Principal,
    watchlist_id: Option<i64>,
) -> Result<Vec<WatchlistItem>> {
    let rows = store::watchlist_rows(db, member.user_id, watchlist_id).await?;
    let rates =
        exchange_rates::read_of(db, rows.iter().map(|row| row.program.currency.as_str())).await?;
    let mut items: Vec<WatchlistItem> = rows
        .into_iter()
        .filter(|row| row.program.visible_to(Some(member)))
        .map(|row| item(row, &rates))
        .collect();
    items.sort_by(|a, b| {
        (&a.group_name, &a.program_name, a.watchlist_id).cmp(&(
            &b.group_name,
            &b.program_name,
            b.watchlist_id,
        ))
    });
    Ok(items)
}

/// A stored watchlist row as the member's list shows it, its money also in US dollars by the
/// listing's rule.
fn item(row: WatchlistRow, rates: &ExchangeRates) -> WatchlistItem {
    let assets_month = row.program.assets_month();
    let compound_return = row.program.listed_compound_return();
    let date_return = row.program.date_return();
    let program = row.program;
    WatchlistItem {
        watchlist_id: row.id,
        program_id: row.program_id,
        program_name: program.program_name,
        program_uri: program.program_uri,
        group_name: program.group_name,
        group_uri: program.group_uri,
        alert: row.alert,
        date_created: row.date_created,
        month_return: program.month_return,
        ytd_return: program.ytd_return,
        compound_return,
        max_drawdown: program.max_drawdown,
        assets_usd: rates.assets_usd(program.assets, &program.currency, assets_month),
        investment_min_usd: rates.current_usd(program.investment_min, &program.currency),
        assets: program.assets,
        currency: program.currency,
        investment_min: program.investment_min,
        date_inception: program.date_inception,
        date_return,
    }
}
