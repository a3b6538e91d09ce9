//! The portfolio: one per member, created with its first allocation or its choice of a base
//! currency. Each allocation (order) has an amount, an allocation date, a leverage and a color;
//! its period return and current value come from the program's stored monthly returns since the
//! allocation month. The portfolio sums its amounts in its base currency (`rules::sums_in_base`):
//! its total and each row's share.

use time::Date;

use super::model::{OrderChange, Portfolio, PortfolioRow};
use super::rules::{check_order_change, month_of, period_return, sums_in_base, PORTFOLIO_NAME};
use super::store::{self, visible_program};
use crate::access::Principal;
use crate::allocation::{default_amount, inception_month_start};
use crate::error::{Error, Result};
use crate::exchange_rates;
use crate::member_limits::{self, ensure_room};
use crate::storage::Db;

/// The member's portfolio: allocations to programs they may see, by company then program name.
pub async fn portfolio(db: &Db, member: &Principal) -> Result<Portfolio> {
    let Some(stored) = store::find_portfolio(db, member.user_id).await? else {
        return Ok(Portfolio {
            portfolio_id: None,
            portfolio_name: PORTFOLIO_NAME.to_owned(),
            base_currency: exchange_rates::USD.to_owned(),
            base_usd_per_unit: Some(1.0),
            total: Some(0.0),
            items: Vec::new(),
        });
    };
    let portfolio_id = stored.id;
    let rows = store::portfolio_orders(db, portfolio_id).await?;
    let mut returns = store::portfolio_returns(db, portfolio_id).await?;
    let currencies = rows.iter().map(|row| row.program.currency.as_str());
    let rates =
        exchange_rates::read_of(db, currencies.chain([stored.base_currency.as_str()])).await?;
    let base_usd_per_unit = rates.usd_per_unit(&stored.base_currency, None);
    let mut items = Vec::with_capacity(rows.len());
    for row in rows {
        if !row.program.visible_to(Some(member)) {
            continue;
        }
        let months = returns.remove(&row.program_id).unwrap_or_default();
        let from_month = row.date_allocation.as_deref().and_then(month_of);
        let period_return = period_return(&months, from_month, row.leverage);
        let cash_level = row.quantity / row.leverage;
        let date_return = row.program.date_return();
        let program = row.program;
        items.push(PortfolioRow {
            portfolio_order_id: row.id,
            program_id: row.program_id,
            program_name: program.program_name,
            program_uri: program.program_uri,
            group_name: program.group_name,
            group_uri: program.group_uri,
            quantity: row.quantity,
            date_allocation: row.date_allocation,
            leverage: row.leverage,
            cash_level,
            pct_allocated: None,
            value_in_base: None,
            period_return,
            current_value: period_return.map(|r| cash_level * (1.0 + r)),
            usd_per_unit: rates.usd_per_unit(&program.currency, None),
            currency: program.currency,
            investment_min: program.investment_min,
            date_inception: program.date_inception,
            color: row.color,
            date_return,
        });
    }
    items.sort_by(|a, b| {
        (&a.group_name, &a.program_name, a.portfolio_order_id).cmp(&(
            &b.group_name,
            &b.program_name,
            b.portfolio_order_id,
        ))
    });
    // Summed in the shown order, so the total is the same bits on every read.
    let amounts: Vec<(f64, Option<f64>)> = items
        .iter()
        .map(|item| (item.quantity, item.usd_per_unit))
        .collect();
    let sums = sums_in_base(&amounts, base_usd_per_unit);
    for ((item, value), share) in items.iter_mut().zip(sums.values).zip(sums.shares) {
        item.value_in_base = value;
        item.pct_allocated = share;
    }
    Ok(Portfolio {
        portfolio_id: Some(portfolio_id),
        portfolio_name: stored.portfolio_name,
        base_currency: stored.base_currency,
        base_usd_per_unit,
        total: sums.total,
        items,
    })
}

/// One of the member's allocations, its share computed over the whole portfolio; not found
/// when it is another's or its program is no longer one the member may see.
pub async fn portfolio_row(db: &Db, member: &Principal, order_id: i64) -> Result<PortfolioRow> {
    portfolio(db, member)
        .await?
        .items
        .into_iter()
        .find(|row| row.portfolio_order_id == order_id)
        .ok_or(Error::NotFound)
}

/// Allocates to `program_id` with the defaults, creating the member's portfolio on the first
/// allocation: not found unless the member may see the program, `duplicate` when it is there.
pub async fn add_program(db: &Db, member: &Principal, program_id: i64) -> Result<PortfolioRow> {
    let terms = visible_program(db, Some(member), program_id).await?;
    ensure_room(db, &member_limits::PORTFOLIO, member.user_id).await?;
    let portfolio_id = ensure_portfolio(db, member.user_id).await?;
    let date_allocation = terms
        .date_inception
        .as_deref()
        .and_then(inception_month_start)
        .map(|day| day.to_string());
    let order_id = store::insert_portfolio_order(
        db,
        portfolio_id,
        program_id,
        default_amount(terms.investment_min),
        date_allocation,
    )
    .await?;
    portfolio_row(db, member, order_id).await
}

/// Applies `change` to one of the member's allocations after checking every given field
/// against the program's terms and `today` (UTC).
pub async fn change_allocation(
    db: &Db,
    member: &Principal,
    order_id: i64,
    change: &OrderChange,
    today: Date,
) -> Result<PortfolioRow> {
    let current = portfolio_row(db, member, order_id).await?;
    let date_allocation = check_order_change(
        change,
        current.investment_min,
        current.date_inception.as_deref(),
        today,
    )?;
    if !store::update_portfolio_order(db, member.user_id, order_id, change, date_allocation).await?
    {
        return Ok(current);
    }
    portfolio_row(db, member, order_id).await
}

/// Sums the member's portfolio in `base_currency` from now on, creating the portfolio if need
/// be: the dollar, or a currency with a stored rate (else `noExchangeRate`).
pub async fn set_base_currency(
    db: &Db,
    member: &Principal,
    base_currency: &str,
) -> Result<Portfolio> {
    exchange_rates::read_base_currency_rate(db, base_currency).await?;
    ensure_portfolio(db, member.user_id).await?;
    store::set_base_currency(db, member.user_id, base_currency).await?;
    portfolio(db, member).await
}

/// Removes one of the member's allocations, whatever its program has become since.
pub async fn remove_allocation(db: &Db, member: &Principal, order_id: i64) -> Result<()> {
    if !store::delete_portfolio_order(db, member.user_id, order_id).await? {
        return Err(Error::NotFound);
    }
    Ok(())
}

/// The member's portfolio id, created on the first allocation or choice of a base currency.
async fn ensure_portfolio(db: &Db, user_id: i64) -> Result<i64> {
    if let Some(stored) = store::find_portfolio(db, user_id).await? {
        return Ok(stored.id);
    }
    store::create_portfolio(db, user_id).await?;
    store::find_portfolio(db, user_id)
        .await?
        .map(|stored| stored.id)
        .ok_or(Error::NotFound)
}
