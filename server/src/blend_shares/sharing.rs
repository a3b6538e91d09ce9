//! Making a link from a saved blend, and reading one as its holder sees it.

use crate::access::{may_see_program, Principal};
use crate::blends::currency::Base;
use crate::blends::{read, store as blends_store, Snapshot};
use crate::error::{Error, Result};
use crate::exchange_rates::{self, NO_EXCHANGE_RATE};
use crate::member_limits::{self, ensure_room};
use crate::storage::Db;

use super::model::{BlendShare, CreatedShare, PinnedOrder, SharedBlend, SharedOrder};
use super::rules::{self, MAX_LIVE_PER_BLEND};
use super::store::{self, NewShare};

/// A new link to `user_id`'s saved blend `blend_id`, pinning it as it was last saved (not the
/// changes since) and the last month of its programs' data. The worksheet, never saved, is
/// refused (`blendTypeId`/`worksheet`), as is a blend whose programs have no returns left
/// (`orders`/`noReturns`) or whose amounts cannot be converted into its base currency
/// (`noExchangeRate`). The link pins the base currency and every rate at this moment.
pub async fn create_share(db: &Db, user_id: i64, blend_id: i64) -> Result<CreatedShare> {
    let blend = blends_store::owned_blend(&db.pool, user_id, blend_id).await?;
    let Some(snapshot) = blend
        .saved_orders_json
        .as_deref()
        .filter(|_| !blend.is_worksheet())
    else {
        return Err(Error::field("blendTypeId", "worksheet"));
    };
    let snapshot: Snapshot = serde_json::from_str(snapshot).map_err(anyhow::Error::from)?;
    ensure_room(db, &member_limits::BLEND_SHARES, user_id).await?;
    if store::live_count_of_blend(db, blend_id).await? >= MAX_LIVE_PER_BLEND {
        return Err(Error::LimitReached {
            what: "shared links of one blend",
            limit: MAX_LIVE_PER_BLEND,
        });
    }
    let program_ids: Vec<i64> = snapshot.orders.iter().map(|o| o.program_id).collect();
    let data_month = store::last_month(db, &program_ids)
        .await?
        .ok_or_else(|| Error::field("orders", "noReturns"))?;
    let programs = store::programs(db, &program_ids).await?;
    let currencies: Vec<String> = program_ids
        .iter()
        .filter_map(|id| programs.get(id))
        .map(|program| program.currency.clone())
        .collect();
    let rates = exchange_rates::read_of(
        db,
        currencies
            .iter()
            .map(String::as_str)
            .chain([snapshot.base_currency.as_str()]),
    )
    .await?;
    let base = Base::of(&snapshot.base_currency, &rates);
    // A link pins rates that can be summed: one the reader could not compute is not made.
    let base_usd_per_unit = base
        .usd_per_unit
        .ok_or_else(|| Error::field("baseCurrency", NO_EXCHANGE_RATE))?;
    base.values(
        currencies.iter().map(|currency| (1.0, currency.as_str())),
        &rates,
    )?;
    let pinned: Vec<PinnedOrder> = snapshot
        .orders
        .iter()
        .filter_map(|order| {
            let program = programs.get(&order.program_id)?;
            Some(PinnedOrder {
                program_id: order.program_id,
                quantity: order.quantity,
                leverage: order.leverage,
                color: order.color.clone(),
                chart_visible: order.chart_visible,
                currency: program.currency.clone(),
                usd_per_unit: rates.usd_per_unit(&program.currency, None),
            })
        })
        .collect();
    let orders_json = serde_json::to_string(&pinned).map_err(anyhow::Error::from)?;
    let token = rules::new_token();
    let share: BlendShare = store::insert_share(
        db,
        &NewShare {
            token_hash: &rules::token_hash(&token),
            user_id,
            blend_id,
            blend_name: &blend.blend_name,
            is_normalized: snapshot.is_normalized,
            base_currency: &base.currency,
            base_usd_per_unit,
            orders_json: &orders_json,
            program_count: pinned.len() as i64,
            data_month,
        },
    )
    .await?;
    Ok(CreatedShare { share, token })
}

/// The name of the blend the live link `token` shows; none for a revoked, unknown or malformed
/// token (the page's head names it).
pub async fn shared_blend_name(db: &Db, token: &str) -> Result<Option<String>> {
    if !rules::is_token(token) {
        return Ok(None);
    }
    match store::live_share(db, &rules::token_hash(token)).await {
        Ok(share) => Ok(Some(share.blend_name)),
        Err(Error::NotFound) => Ok(None),
        Err(error) => Err(error),
    }
}

/// The live link `token` as `reader` sees it: the programs they may see now with their returns
/// up to the link's month, the others counted; not found for a revoked, unknown or malformed
/// token.
pub async fn shared_blend(db: &Db, reader: Option<&Principal>, token: &str) -> Result<SharedBlend> {
    if !rules::is_token(token) {
        return Err(Error::NotFound);
    }
    let share = store::live_share(db, &rules::token_hash(token)).await?;
    let pinned: Vec<PinnedOrder> =
        serde_json::from_str(&share.orders_json).map_err(anyhow::Error::from)?;
    let data_month = i32::try_from(share.data_month).map_err(anyhow::Error::from)?;
    let program_ids: Vec<i64> = pinned.iter().map(|o| o.program_id).collect();
    let mut programs = store::programs(db, &program_ids).await?;
    let mut orders = Vec::with_capacity(pinned.len());
    for order in pinned.iter() {
        let Some(program) = programs.remove(&order.program_id) else {
            continue;
        };
        if !may_see_program(
            reader,
            program.group_id,
            program.group_status_id,
            program.program_status_id,
            program.hidden,
        ) {
            continue;
        }
        orders.push(SharedOrder {
            program_id: order.program_id,
            program_name: program.program_name,
            program_uri: program.program_uri,
            group_name: program.group_name,
            group_uri: program.group_uri,
            quantity: order.quantity,
            leverage: order.leverage,
            color: order.color.clone(),
            chart_visible: order.chart_visible,
            currency: order.currency.clone(),
            usd_per_unit: order.usd_per_unit,
            fee_management: program.fee_management,
            fee_performance: program.fee_performance,
            date_inception: program.date_inception,
            investment_min: program.investment_min,
            returns: store::returns_until(db, order.program_id, data_month).await?,
        });
    }
    let benchmark = read::benchmark(db)
        .await?
        .map(|benchmark| rules::benchmark_until(benchmark, data_month));
    Ok(SharedBlend {
        hidden_programs: (pinned.len() - orders.len()) as i64,
        blend_name: share.blend_name,
        is_normalized: share.is_normalized,
        base_currency: share.base_currency,
        base_usd_per_unit: share.base_usd_per_unit,
        data_month,
        date_shared: share.date_created,
        orders,
        benchmark,
    })
}
