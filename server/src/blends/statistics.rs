//! A blend's official statistics, computed natively when it is saved: the programs with returns,
//! in position order, with their amounts' values in the blend's base currency and their
//! leverages, blended by `analytics_core` against the S&P 500 with the default options: exactly
//! what the browser's `BlendInput.compute` gets.

use std::collections::HashMap;

use analytics_core::blend::{Allocation, BlendComponent};
use analytics_core::StatisticsOptions;
use analytics_core::{blend_statistics, BlendStatistics, ReturnSeries};

use super::model::Official;
use super::orders::orders_in_base;
use super::read::{benchmark, blend_returns};
use super::store::{saved_orders, BlendRow, SavedOrder, Snapshot};
use crate::error::{Error, Result};
use crate::storage::Db;

/// The blend's components: each order whose program has returns (a program without any yet is
/// left out, as the browser leaves it out), in the orders' order, its quantity the amount's value
/// in the blend's base currency (`orders_in_base`). An order stored without an
/// amount (the schema's default 0; the API never writes one) is left out too.
pub fn components<'a>(
    orders: &[SavedOrder],
    series: &'a HashMap<i64, ReturnSeries>,
) -> Result<Vec<BlendComponent<'a>>> {
    orders
        .iter()
        .filter_map(|order| {
            let returns = series.get(&order.program_id)?;
            if order.quantity <= 0.0 {
                return None;
            }
            Some(
                Allocation::new(order.quantity, order.leverage)
                    .map(|allocation| BlendComponent {
                        series: returns,
                        allocation,
                    })
                    .map_err(Error::from),
            )
        })
        .collect()
}

/// The statistics of `orders` blended from `series`, against `benchmark`, with the default
/// options.
pub fn compute(
    orders: &[SavedOrder],
    series: &HashMap<i64, ReturnSeries>,
    normalized: bool,
    benchmark: Option<&ReturnSeries>,
) -> Result<BlendStatistics> {
    let components = components(orders, series)?;
    Ok(blend_statistics(
        &components,
        normalized,
        benchmark,
        &StatisticsOptions::default(),
    )?)
}

/// The engine's series of each program of the blend with returns.
pub async fn blend_series_by_program(db: &Db, blend_id: i64) -> Result<HashMap<i64, ReturnSeries>> {
    let mut series = HashMap::new();
    for (program_id, columns) in blend_returns(db, blend_id).await? {
        if let Some(returns) = columns.series()? {
            series.insert(program_id, returns);
        }
    }
    Ok(series)
}

/// The official statistics of the blend's current orders of programs its owner `user_id` may
/// see, in its base currency. `orders`/`empty` without such programs; `noExchangeRate` when an
/// amount cannot be converted; the engine's errors (`empty_blend` when no program has returns,
/// `no_common_months`) as they come. The snapshot keeps every stored order, so going back to the
/// last save loses none.
pub async fn official_statistics(db: &Db, user_id: i64, blend: &BlendRow) -> Result<Official> {
    let (blend_id, normalized) = (blend.id, blend.is_normalized);
    let orders = saved_orders(&db.pool, blend_id).await?;
    let seen = orders_in_base(db, user_id, orders.clone(), &blend.base_currency).await?;
    if seen.is_empty() {
        return Err(Error::field("orders", "empty"));
    }
    let series = blend_series_by_program(db, blend_id).await?;
    let benchmark = match benchmark(db).await? {
        Some(benchmark) => benchmark.series()?,
        None => None,
    };
    let statistics = compute(&seen, &series, normalized, benchmark.as_ref())?;
    let snapshot = Snapshot {
        is_normalized: normalized,
        base_currency: blend.base_currency.clone(),
        orders,
    };
    Ok(Official {
        figures: statistics.statistics.listing_figures(),
        statistics_json: serde_json::to_string(&statistics).map_err(anyhow::Error::from)?,
        snapshot_json: serde_json::to_string(&snapshot).map_err(anyhow::Error::from)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use analytics_core::{MonthlyReturn, YearMonth};

    fn series(values: &[f64]) -> ReturnSeries {
        ReturnSeries::new(
            values
                .iter()
                .enumerate()
                .map(|(i, &value)| MonthlyReturn {
                    month: YearMonth::from_yyyymm(202401 + i as i32).unwrap(),
                    value,
                    estimated: false,
                })
                .collect(),
        )
        .unwrap()
    }

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
    fn programs_without_returns_are_left_out_and_the_rest_keep_their_order() {
        let held = HashMap::from([(1, series(&[0.01, 0.02])), (3, series(&[0.03, -0.01]))]);
        let orders = [
            order(3, 200.0, 2.0),
            order(2, 100.0, 1.0),
            order(1, 100.0, 1.0),
        ];
        let components = components(&orders, &held).unwrap();
        assert_eq!(components.len(), 2);
        assert_eq!(components[0].series.values(), [0.03, -0.01]);
        assert_eq!(components[0].allocation.cash_level(), 100.0);
        assert_eq!(components[1].series.values(), [0.01, 0.02]);
    }

    #[test]
    fn the_blend_weights_cash_levels_and_leverage() {
        let held = HashMap::from([(1, series(&[0.01, 0.02])), (2, series(&[0.03, -0.01]))]);
        // Cash levels 100 and 100: r = 0.5 * 1 * r1 + 0.5 * 2 * r2.
        let orders = [order(1, 100.0, 1.0), order(2, 200.0, 2.0)];
        let statistics = compute(&orders, &held, false, None).unwrap();
        let vami = &statistics.statistics.vami;
        let first = 0.5 * 0.01 + 0.03;
        let second = 0.5 * 0.02 - 0.01;
        let expected = 1000.0 * (1.0 + first) * (1.0 + second);
        assert!((vami.last().unwrap().value - expected).abs() < 1e-9);
        assert_eq!(statistics.allocations[1].percent_allocated, 200.0 / 300.0);
    }

    #[test]
    fn a_blend_of_programs_without_returns_cannot_be_computed() {
        let error = compute(&[order(9, 100.0, 1.0)], &HashMap::new(), false, None).unwrap_err();
        assert_eq!(error.code(), "empty_blend");
    }
}
