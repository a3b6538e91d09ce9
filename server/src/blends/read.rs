//! A blend as the blender reads it: its row, its orders with each program's terms and monthly
//! returns, and the benchmark, in three indexed queries.

use std::collections::HashMap;

use analytics_core::{MonthlyReturn, ReturnSeries, YearMonth};
use sqlx::Row;

use super::currency::Base;
use super::model::{Benchmark, Blend, BlendOrder, ReturnColumns};
use super::store::owned_blend;
use crate::access::may_see_program;
use crate::accounts::principal_of;
use crate::error::Result;
use crate::exchange_rates;
use crate::indexes::SP500_URI;
use crate::storage::Db;

impl ReturnColumns {
    /// Appends a stored month: a row of `program_returns`' `month`, `monthly_return` and
    /// `estimated`.
    pub(crate) fn push_row(&mut self, row: &sqlx::any::AnyRow) -> Result<()> {
        let month: i64 = row.try_get("month")?;
        self.months.push(i32::try_from(month).unwrap_or_default());
        self.values.push(row.try_get("monthly_return")?);
        self.estimated
            .push(row.try_get::<i64, _>("estimated")? != 0);
        Ok(())
    }

    /// The columns as the engine's series; none when empty (a program without returns yet).
    pub fn series(&self) -> Result<Option<ReturnSeries>> {
        if self.months.is_empty() {
            return Ok(None);
        }
        let observations = self
            .months
            .iter()
            .zip(&self.values)
            .zip(&self.estimated)
            .map(|((&month, &value), &estimated)| {
                Ok(MonthlyReturn {
                    month: YearMonth::from_yyyymm(month)?,
                    value,
                    estimated,
                })
            })
            .collect::<Result<Vec<_>, analytics_core::AnalyticsError>>()?;
        Ok(Some(ReturnSeries::new(observations)?))
    }
}

impl Benchmark {
    /// The benchmark as the engine's series; none when empty.
    pub fn series(&self) -> Result<Option<ReturnSeries>> {
        ReturnColumns {
            months: self.months.clone(),
            values: self.values.clone(),
            estimated: vec![false; self.months.len()],
        }
        .series()
    }
}

/// The monthly returns of every program of the blend, by program id.
pub async fn blend_returns(db: &Db, blend_id: i64) -> Result<HashMap<i64, ReturnColumns>> {
    let rows = sqlx::query(
        "SELECT program_id, month, monthly_return, estimated FROM program_returns \
         WHERE program_id IN (SELECT program_id FROM blend_orders WHERE blend_id = $1) \
         ORDER BY program_id, month",
    )
    .bind(blend_id)
    .fetch_all(&db.pool)
    .await?;
    let mut returns: HashMap<i64, ReturnColumns> = HashMap::new();
    for row in rows {
        let columns = returns.entry(row.try_get("program_id")?).or_default();
        columns.push_row(&row)?;
    }
    Ok(returns)
}

/// The S&P 500 series the site holds, under its stored English name; none without one.
pub async fn benchmark(db: &Db) -> Result<Option<Benchmark>> {
    let rows = sqlx::query(
        "SELECT i.portfolio_name_en, r.month, r.monthly_return FROM indexes i \
         JOIN index_returns r ON r.index_id = i.id WHERE i.portfolio_uri = $1 ORDER BY r.month",
    )
    .bind(SP500_URI)
    .fetch_all(&db.pool)
    .await?;
    let Some(first) = rows.first() else {
        return Ok(None);
    };
    let mut benchmark = Benchmark {
        name: first.try_get("portfolio_name_en")?,
        months: Vec::with_capacity(rows.len()),
        values: Vec::with_capacity(rows.len()),
    };
    for row in &rows {
        let month: i64 = row.try_get("month")?;
        benchmark
            .months
            .push(i32::try_from(month).unwrap_or_default());
        benchmark.values.push(row.try_get("monthly_return")?);
    }
    Ok(Some(benchmark))
}

/// `user_id`'s blend `blend_id` with its orders by position, their returns, the benchmark and
/// the stored statistics; not found when it is someone else's. Orders of programs the member
/// may no longer see (hidden, pending, another company's) are left out; they stay stored and
/// come back if the program becomes visible again.
pub async fn read_blend(db: &Db, user_id: i64, blend_id: i64) -> Result<Blend> {
    let row = owned_blend(&db.pool, user_id, blend_id).await?;
    let principal = principal_of(db, user_id).await?;
    let viewer = Some(&principal);
    let mut returns = blend_returns(db, blend_id).await?;
    let order_rows = sqlx::query(
        "SELECT o.id, o.program_id, o.quantity, o.leverage, o.color, o.chart_visible, \
         o.position, p.program_name, p.program_uri, p.fee_management, p.fee_performance, \
         p.date_inception, p.investment_min, p.currency, g.group_name, g.group_uri, \
         p.group_id, p.program_status_id, p.hide_program, g.group_status_id \
         FROM blend_orders o JOIN programs p ON p.id = o.program_id \
         JOIN groups g ON g.id = p.group_id WHERE o.blend_id = $1 ORDER BY o.position, o.id",
    )
    .bind(blend_id)
    .fetch_all(&db.pool)
    .await?;
    let mut visible_rows = Vec::with_capacity(order_rows.len());
    for order in &order_rows {
        if may_see_program(
            viewer,
            order.try_get("group_id")?,
            order.try_get("group_status_id")?,
            order.try_get("program_status_id")?,
            order.try_get::<i64, _>("hide_program")? != 0,
        ) {
            visible_rows.push(order);
        }
    }
    let currencies = visible_rows
        .iter()
        .map(|order| order.try_get::<String, _>("currency"))
        .collect::<std::result::Result<Vec<_>, _>>()?;
    let rates = exchange_rates::read_of(
        db,
        currencies
            .iter()
            .map(String::as_str)
            .chain([row.base_currency.as_str()]),
    )
    .await?;
    let base = Base::of(&row.base_currency, &rates);
    let orders = visible_rows
        .into_iter()
        .map(|order| {
            let program_id: i64 = order.try_get("program_id")?;
            let currency: String = order.try_get("currency")?;
            Ok(BlendOrder {
                blend_order_id: order.try_get("id")?,
                program_id,
                program_name: order.try_get("program_name")?,
                program_uri: order.try_get("program_uri")?,
                group_name: order.try_get("group_name")?,
                group_uri: order.try_get("group_uri")?,
                quantity: order.try_get("quantity")?,
                leverage: order.try_get("leverage")?,
                color: order.try_get("color")?,
                chart_visible: order.try_get::<i64, _>("chart_visible")? != 0,
                position: order.try_get("position")?,
                fee_management: order.try_get("fee_management")?,
                fee_performance: order.try_get("fee_performance")?,
                date_inception: order.try_get("date_inception")?,
                investment_min: order.try_get("investment_min")?,
                usd_per_unit: rates.usd_per_unit(&currency, None),
                currency,
                returns: returns.remove(&program_id).unwrap_or_default(),
            })
        })
        .collect::<Result<Vec<_>>>()?;
    let statistics = row
        .statistics_json
        .clone()
        .map(serde_json::value::RawValue::from_string)
        .transpose()
        .map_err(anyhow::Error::from)?;
    Ok(Blend {
        blend_id,
        modified: row.modified(),
        blend_name: row.blend_name,
        blend_type_id: row.blend_type_id,
        blend_status_id: row.blend_status_id,
        is_current: row.is_current,
        is_normalized: row.is_normalized,
        base_currency: base.currency,
        base_usd_per_unit: base.usd_per_unit,
        date_created: row.date_created,
        date_calculated: row.date_calculated,
        date_updated: row.date_updated,
        orders,
        benchmark: benchmark(db).await?,
        statistics,
    })
}
