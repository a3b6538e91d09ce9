//! A blend's orders: programs added (to any of the member's blends), replaced all at once, changed
//! or removed (in the current blend), and its normalization. A change that alters what the
//! statistics are computed from (programs, amounts, leverages, order, normalization) bumps
//! `date_updated`, which marks the blend modified; colours and chart toggles do not.

use std::collections::{BTreeMap, HashMap, HashSet};

use sqlx::{Any, Row};

use super::currency::Base;
use super::rules::{self, OrderValues};
use super::store::{
    insert_orders, owned_blend, saved_orders, write_base_currency, BlendRow, SavedOrder,
};
use crate::access::{may_see_program, Principal};
use crate::allocation;
use crate::error::{Error, Result};
use crate::exchange_rates::{self, in_base, USD};
use crate::storage::Db;

use super::model::{OrderInput, OrderPatch};
use crate::accounts::principal_of;

/// What the blend rules need of a program.
#[derive(Debug, Clone, PartialEq)]
pub struct ProgramTerms {
    pub investment_min: Option<f64>,
    /// The currency of its amounts (and of its minimum investment).
    pub currency: String,
    /// The member may see it (and so add it).
    pub visible: bool,
}

/// The terms of the programs `ids` that exist, by id.
pub async fn program_terms(
    db: &Db,
    viewer: Option<&Principal>,
    ids: &[i64],
) -> Result<HashMap<i64, ProgramTerms>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    // Integers only: the list is written into the statement as numbers.
    let list: Vec<String> = ids.iter().map(i64::to_string).collect();
    let rows = sqlx::query(&format!(
        "SELECT p.id, p.group_id, p.investment_min, p.currency, p.program_status_id, \
         p.hide_program, g.group_status_id FROM programs p JOIN groups g ON g.id = p.group_id \
         WHERE p.id IN ({})",
        list.join(", ")
    ))
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|row| {
            let visible = may_see_program(
                viewer,
                row.try_get("group_id")?,
                row.try_get("group_status_id")?,
                row.try_get("program_status_id")?,
                row.try_get::<i64, _>("hide_program")? != 0,
            );
            Ok((
                row.try_get("id")?,
                ProgramTerms {
                    investment_min: row.try_get("investment_min")?,
                    currency: row.try_get("currency")?,
                    visible,
                },
            ))
        })
        .collect()
}

/// The orders of `orders` whose programs `user_id` may see now: what the blend's statistics and
/// correlations are computed from, so a hidden program never shapes a figure shown.
pub async fn visible_orders(
    db: &Db,
    user_id: i64,
    orders: Vec<SavedOrder>,
) -> Result<Vec<SavedOrder>> {
    Ok(seen_orders(db, user_id, orders).await?.0)
}

/// `visible_orders`, with the terms of their programs.
async fn seen_orders(
    db: &Db,
    user_id: i64,
    mut orders: Vec<SavedOrder>,
) -> Result<(Vec<SavedOrder>, HashMap<i64, ProgramTerms>)> {
    let principal = principal_of(db, user_id).await?;
    let viewer = Some(&principal);
    let ids: Vec<i64> = orders.iter().map(|o| o.program_id).collect();
    let terms = program_terms(db, viewer, &ids).await?;
    orders.retain(|o| terms.get(&o.program_id).is_some_and(|t| t.visible));
    Ok((orders, terms))
}

/// `visible_orders` with each amount replaced by its value in `base_currency` at the latest
/// rates: what the engine blends. Refused (`noExchangeRate`, keyed `orders.{i}` by the order's
/// place among those, or `baseCurrency`) when an amount cannot be converted.
pub async fn orders_in_base(
    db: &Db,
    user_id: i64,
    orders: Vec<SavedOrder>,
    base_currency: &str,
) -> Result<Vec<SavedOrder>> {
    let (mut orders, terms) = seen_orders(db, user_id, orders).await?;
    let currency = |order: &SavedOrder| {
        terms
            .get(&order.program_id)
            .map_or(USD, |t| t.currency.as_str())
    };
    let currencies = orders.iter().map(currency).chain([base_currency]);
    let rates = exchange_rates::read_of(db, currencies).await?;
    let values = Base::of(base_currency, &rates)
        .values(orders.iter().map(|o| (o.quantity, currency(o))), &rates)?;
    for (order, value) in orders.iter_mut().zip(values) {
        order.quantity = value;
    }
    Ok(orders)
}

/// Each order's program must be one `terms` shows the reader (else not found), and each order's
/// values pass the allocation rules, keyed `orders.{i}.…` by its place in the list: saving a
/// blend's orders and printing a blend check them alike.
pub fn check_orders<'a>(
    orders: impl IntoIterator<Item = (i64, OrderValues<'a>)>,
    terms: &HashMap<i64, ProgramTerms>,
) -> Result<()> {
    let mut fields = BTreeMap::new();
    for (i, (program_id, values)) in orders.into_iter().enumerate() {
        let terms = terms
            .get(&program_id)
            .filter(|t| t.visible)
            .ok_or(Error::NotFound)?;
        rules::check_order(
            values,
            terms.investment_min,
            &format!("orders.{i}."),
            &mut fields,
        );
    }
    if fields.is_empty() {
        Ok(())
    } else {
        Err(Error::Validation(fields))
    }
}

/// `duplicate` when an id comes twice or is already in the blend.
pub fn refuse_duplicates(ids: &[i64], existing: &HashSet<i64>) -> Result<()> {
    let mut seen = HashSet::new();
    if ids
        .iter()
        .any(|id| existing.contains(id) || !seen.insert(*id))
    {
        return Err(Error::Conflict {
            code: "duplicate",
            message: "the program is already in the blend".to_owned(),
        });
    }
    Ok(())
}

/// New orders for programs the member may see, at leverage 1, each with an equal share of the
/// total of `shown` (the orders the member sees in the blend, each with its program's currency)
/// over the programs it holds after adding, at least the program's minimum
/// (`allocation::added_amount`). The total is summed in dollars and taken in each added
/// program's own currency, at the latest rates. Unknown or hidden
/// programs are not found; a program twice, or already in `existing`, is a duplicate; more than
/// 50 in all is `orders`/`tooMany`.
pub async fn new_orders(
    db: &Db,
    viewer: Option<&Principal>,
    program_ids: &[i64],
    existing: &HashSet<i64>,
    shown: &[(SavedOrder, String)],
) -> Result<Vec<SavedOrder>> {
    refuse_duplicates(program_ids, existing)?;
    rules::check_count(existing.len() + program_ids.len())?;
    let terms = program_terms(db, viewer, program_ids).await?;
    let currencies = shown
        .iter()
        .map(|(_, currency)| currency.as_str())
        .chain(terms.values().map(|t| t.currency.as_str()));
    let rates = exchange_rates::read_of(db, currencies).await?;
    let in_dollars = Base::of(USD, &rates);
    let total_usd: Option<f64> = shown
        .iter()
        .map(|(order, currency)| in_dollars.value(order.quantity, currency, &rates))
        .sum();
    let count_after = shown.len() + program_ids.len();
    program_ids
        .iter()
        .map(|id| {
            let terms = terms.get(id).filter(|t| t.visible).ok_or(Error::NotFound)?;
            // The blend's total in the added program's own currency; without a rate for one of
            // them the equal share cannot be told, and the program starts as an empty blend's.
            let total = total_usd
                .zip(rates.usd_per_unit(&terms.currency, None))
                .map_or(0.0, |(total, rate)| in_base(total, 1.0, rate));
            Ok(SavedOrder {
                program_id: *id,
                quantity: allocation::added_amount(total, count_after, terms.investment_min),
                leverage: 1.0,
                color: None,
                chart_visible: true,
            })
        })
        .collect()
}

/// Marks the blend changed now (strictly after its last calculation).
async fn touch<'e, E>(executor: E, blend: &BlendRow) -> Result<()>
where
    E: sqlx::Executor<'e, Database = Any>,
{
    let at = rules::touched_at(
        time::OffsetDateTime::now_utc(),
        blend.date_calculated.as_deref(),
    );
    sqlx::query("UPDATE blends SET date_updated = $1 WHERE id = $2")
        .bind(at)
        .bind(blend.id)
        .execute(executor)
        .await?;
    Ok(())
}

/// Adds programs to any of the member's blends, after its last program.
pub async fn add_orders(
    db: &Db,
    viewer: Option<&Principal>,
    user_id: i64,
    blend_id: i64,
    program_ids: &[i64],
) -> Result<()> {
    if program_ids.is_empty() {
        return Err(Error::field("programIds", "required"));
    }
    let blend = owned_blend(&db.pool, user_id, blend_id).await?;
    let held = saved_orders(&db.pool, blend_id).await?;
    let existing: HashSet<i64> = held.iter().map(|o| o.program_id).collect();
    let (shown, shown_terms) = seen_orders(db, user_id, held).await?;
    let shown: Vec<(SavedOrder, String)> = shown
        .into_iter()
        .map(|order| {
            let currency = shown_terms
                .get(&order.program_id)
                .map_or_else(|| USD.to_owned(), |t| t.currency.clone());
            (order, currency)
        })
        .collect();
    let orders = new_orders(db, viewer, program_ids, &existing, &shown).await?;
    let mut tx = db.begin_write().await?;
    let next: i64 = sqlx::query_scalar(
        "SELECT COALESCE(MAX(position) + 1, 0) FROM blend_orders WHERE blend_id = $1",
    )
    .bind(blend_id)
    .fetch_one(&mut *tx)
    .await?;
    insert_orders(&mut tx, blend_id, &orders, next).await?;
    touch(&mut *tx, &blend).await?;
    tx.commit().await?;
    Ok(())
}

/// The current blend's orders become `orders`, in that order. Orders of programs already in
/// the blend keep their ids; the others are added (programs the member may see) or removed.
/// Every row is validated, its fields keyed `orders.{i}.quantity` and so on. Held programs the
/// member may no longer see are not shown, so they are neither accepted in `orders` nor
/// removed for being absent: they stay stored, untouched.
pub async fn replace_orders(
    db: &Db,
    viewer: Option<&Principal>,
    user_id: i64,
    blend_id: i64,
    orders: &[OrderInput],
) -> Result<()> {
    let blend = owned_blend(&db.pool, user_id, blend_id).await?;
    blend.require_current()?;
    rules::check_count(orders.len())?;
    let ids: Vec<i64> = orders.iter().map(|o| o.program_id).collect();
    refuse_duplicates(&ids, &HashSet::new())?;
    let before = saved_orders(&db.pool, blend_id).await?;
    let held: HashSet<i64> = before.iter().map(|o| o.program_id).collect();
    let held_ids: Vec<i64> = held.iter().copied().collect();
    let held_terms = program_terms(db, viewer, &held_ids).await?;
    let unseen: HashSet<i64> = held
        .iter()
        .copied()
        .filter(|id| !held_terms.get(id).is_some_and(|t| t.visible))
        .collect();
    rules::check_count(orders.len() + unseen.len())?;
    let terms = program_terms(db, viewer, &ids).await?;
    check_orders(
        orders.iter().map(|order| {
            let values = OrderValues {
                quantity: Some(order.quantity),
                leverage: Some(order.leverage),
                color: order.color.as_deref(),
            };
            (order.program_id, values)
        }),
        &terms,
    )?;
    let after: Vec<SavedOrder> = orders
        .iter()
        .map(|o| SavedOrder {
            program_id: o.program_id,
            quantity: o.quantity,
            leverage: o.leverage,
            color: o.color.as_ref().map(|c| c.to_ascii_lowercase()),
            chart_visible: o.chart_visible.unwrap_or(true),
        })
        .collect();
    let mut tx = db.begin_write().await?;
    for order in &before {
        if !ids.contains(&order.program_id) && !unseen.contains(&order.program_id) {
            sqlx::query("DELETE FROM blend_orders WHERE blend_id = $1 AND program_id = $2")
                .bind(blend_id)
                .bind(order.program_id)
                .execute(&mut *tx)
                .await?;
        }
    }
    for (position, order) in after.iter().enumerate() {
        if held.contains(&order.program_id) {
            sqlx::query(
                "UPDATE blend_orders SET quantity = $1, leverage = $2, color = $3, \
                 chart_visible = $4, position = $5 WHERE blend_id = $6 AND program_id = $7",
            )
            .bind(order.quantity)
            .bind(order.leverage)
            .bind(order.color.as_deref())
            .bind(i64::from(order.chart_visible))
            .bind(position as i64)
            .bind(blend_id)
            .bind(order.program_id)
            .execute(&mut *tx)
            .await?;
        } else {
            insert_orders(
                &mut tx,
                blend_id,
                std::slice::from_ref(order),
                position as i64,
            )
            .await?;
        }
    }
    if allocations_differ(&before, &after) {
        touch(&mut *tx, &blend).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Whether two order lists blend differently: other programs, order, amounts or leverages.
pub fn allocations_differ(before: &[SavedOrder], after: &[SavedOrder]) -> bool {
    let key = |o: &SavedOrder| (o.program_id, o.quantity, o.leverage);
    before.len() != after.len() || before.iter().zip(after).any(|(a, b)| key(a) != key(b))
}

/// An order as a change starts from.
struct HeldOrder {
    quantity: f64,
    leverage: f64,
    chart_visible: bool,
    investment_min: Option<f64>,
}

/// The order `order_id` of the blend, with its program's investment minimum.
async fn owned_order(db: &Db, blend_id: i64, order_id: i64) -> Result<HeldOrder> {
    let row = sqlx::query(
        "SELECT o.quantity, o.leverage, o.chart_visible, p.investment_min FROM blend_orders o \
         JOIN programs p ON p.id = o.program_id WHERE o.id = $1 AND o.blend_id = $2",
    )
    .bind(order_id)
    .bind(blend_id)
    .fetch_optional(&db.pool)
    .await?
    .ok_or(Error::NotFound)?;
    Ok(HeldOrder {
        quantity: row.try_get("quantity")?,
        leverage: row.try_get("leverage")?,
        chart_visible: row.try_get::<i64, _>("chart_visible")? != 0,
        investment_min: row.try_get("investment_min")?,
    })
}

/// Changes the given fields of one order of the current blend.
pub async fn update_order(
    db: &Db,
    user_id: i64,
    blend_id: i64,
    order_id: i64,
    patch: &OrderPatch,
) -> Result<()> {
    let blend = owned_blend(&db.pool, user_id, blend_id).await?;
    blend.require_current()?;
    let held = owned_order(db, blend_id, order_id).await?;
    let mut fields = BTreeMap::new();
    let values = OrderValues {
        quantity: patch.quantity,
        leverage: patch.leverage,
        color: patch.color.as_ref().and_then(|c| c.as_deref()),
    };
    rules::check_order(values, held.investment_min, "", &mut fields);
    if !fields.is_empty() {
        return Err(Error::Validation(fields));
    }
    let mut tx = db.begin_write().await?;
    sqlx::query(
        "UPDATE blend_orders SET quantity = $1, leverage = $2, chart_visible = $3 WHERE id = $4",
    )
    .bind(patch.quantity.unwrap_or(held.quantity))
    .bind(patch.leverage.unwrap_or(held.leverage))
    .bind(i64::from(patch.chart_visible.unwrap_or(held.chart_visible)))
    .bind(order_id)
    .execute(&mut *tx)
    .await?;
    if let Some(color) = &patch.color {
        sqlx::query("UPDATE blend_orders SET color = $1 WHERE id = $2")
            .bind(color.as_ref().map(|c| c.to_ascii_lowercase()))
            .bind(order_id)
            .execute(&mut *tx)
            .await?;
    }
    let moved = |new: Option<f64>, old: f64| new.is_some_and(|new| new != old);
    if moved(patch.quantity, held.quantity) || moved(patch.leverage, held.leverage) {
        touch(&mut *tx, &blend).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Removes one order of the current blend.
pub async fn delete_order(db: &Db, user_id: i64, blend_id: i64, order_id: i64) -> Result<()> {
    let blend = owned_blend(&db.pool, user_id, blend_id).await?;
    blend.require_current()?;
    owned_order(db, blend_id, order_id).await?;
    let mut tx = db.begin_write().await?;
    sqlx::query("DELETE FROM blend_orders WHERE id = $1")
        .bind(order_id)
        .execute(&mut *tx)
        .await?;
    touch(&mut *tx, &blend).await?;
    tx.commit().await?;
    Ok(())
}

/// Sets whether the current blend keeps only the months every program has.
pub async fn set_normalization(
    db: &Db,
    user_id: i64,
    blend_id: i64,
    is_normalized: bool,
) -> Result<()> {
    let blend = owned_blend(&db.pool, user_id, blend_id).await?;
    blend.require_current()?;
    if blend.is_normalized == is_normalized {
        return Ok(());
    }
    let mut tx = db.begin_write().await?;
    sqlx::query("UPDATE blends SET is_normalized = $1 WHERE id = $2")
        .bind(i64::from(is_normalized))
        .bind(blend_id)
        .execute(&mut *tx)
        .await?;
    touch(&mut *tx, &blend).await?;
    tx.commit().await?;
    Ok(())
}

/// Sets the currency the current blend sums its amounts in: the dollar or a currency the site
/// holds a rate for (`baseCurrency`/`noExchangeRate` otherwise). The stored figures are in the
/// old one, so the blend is modified.
pub async fn set_base_currency(
    db: &Db,
    user_id: i64,
    blend_id: i64,
    base_currency: &str,
) -> Result<()> {
    let blend = owned_blend(&db.pool, user_id, blend_id).await?;
    blend.require_current()?;
    if blend.base_currency == base_currency {
        return Ok(());
    }
    exchange_rates::read_base_currency_rate(db, base_currency).await?;
    let mut tx = db.begin_write().await?;
    write_base_currency(&mut *tx, blend_id, base_currency).await?;
    touch(&mut *tx, &blend).await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(program_id: i64, quantity: f64, leverage: f64) -> SavedOrder {
        SavedOrder {
            program_id,
            quantity,
            leverage,
            color: None,
            chart_visible: true,
        }
    }

    #[test]
    fn only_what_the_statistics_use_marks_a_blend_changed() {
        let before = [order(1, 100.0, 1.0), order(2, 200.0, 2.0)];
        let mut recoloured = before.to_vec();
        recoloured[0].color = Some("#000000".to_owned());
        recoloured[1].chart_visible = false;
        assert!(!allocations_differ(&before, &recoloured));
        assert!(allocations_differ(&before, &[order(1, 100.0, 1.0)]));
        assert!(allocations_differ(
            &before,
            &[order(2, 200.0, 2.0), order(1, 100.0, 1.0)]
        ));
        assert!(allocations_differ(
            &before,
            &[order(1, 100.0, 1.5), order(2, 200.0, 2.0)]
        ));
    }

    #[test]
    fn a_program_twice_or_already_held_is_a_duplicate() {
        let held = HashSet::from([7]);
        assert!(refuse_duplicates(&[1, 2], &held).is_ok());
        for ids in [&[1, 1][..], &[7][..]] {
            match refuse_duplicates(ids, &held) {
                Err(Error::Conflict { code, .. }) => assert_eq!(code, "duplicate"),
                other => panic!("{other:?}"),
            }
        }
    }
}
