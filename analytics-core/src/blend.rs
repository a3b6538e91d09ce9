//! Blends: a hypothetical portfolio of programs, each with an amount and a leverage.

use serde::Serialize;

use crate::error::AnalyticsError;
use crate::series::{MonthlyReturn, ReturnSeries};

/// Lowest leverage of an allocation.
pub const MIN_LEVERAGE: f64 = 1.0;
/// Highest leverage of an allocation.
pub const MAX_LEVERAGE: f64 = 10.0;
/// Leverage moves in steps of this size.
pub const LEVERAGE_STEP: f64 = 0.5;

/// An allocation to a program: an amount (the trading level, in dollars, > 0) and a leverage L
/// (1 to 10 in steps of 0.5).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Allocation {
    amount: f64,
    leverage: f64,
}

impl Allocation {
    /// Validates an allocation: `invalid_amount` unless the amount is finite and > 0,
    /// `invalid_leverage` unless the leverage is 1, 1.5, 2, ..., 10.
    pub fn new(amount: f64, leverage: f64) -> Result<Self, AnalyticsError> {
        Self::check_amount(amount)?;
        Self::check_leverage(leverage)?;
        Ok(Self { amount, leverage })
    }

    /// `invalid_amount` unless the amount is finite and > 0: the rule of `new`, on its own for
    /// the server, which checks an amount before it has the leverage that goes with it.
    pub fn check_amount(amount: f64) -> Result<(), AnalyticsError> {
        if amount.is_finite() && amount > 0.0 {
            Ok(())
        } else {
            Err(AnalyticsError::InvalidAmount { amount })
        }
    }

    /// `invalid_leverage` unless the leverage is 1, 1.5, 2, ..., 10: the rule of `new`, on its
    /// own for the same reason.
    pub fn check_leverage(leverage: f64) -> Result<(), AnalyticsError> {
        let on_step = (leverage / LEVERAGE_STEP).fract() == 0.0;
        if (MIN_LEVERAGE..=MAX_LEVERAGE).contains(&leverage) && on_step {
            Ok(())
        } else {
            Err(AnalyticsError::InvalidLeverage { leverage })
        }
    }

    /// The amount (trading level).
    pub fn amount(&self) -> f64 {
        self.amount
    }

    /// The leverage L.
    pub fn leverage(&self) -> f64 {
        self.leverage
    }

    /// Cash level `c = amount / L`: the cash that backs the trading level.
    pub fn cash_level(&self) -> f64 {
        self.amount / self.leverage
    }
}

/// A program in a blend: its returns and its allocation.
#[derive(Clone, Copy, Debug)]
pub struct BlendComponent<'a> {
    /// The program's monthly returns.
    pub series: &'a ReturnSeries,
    /// How much of it the blend holds.
    pub allocation: Allocation,
}

/// An allocation as the blender shows it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AllocationSummary {
    /// The amount (trading level).
    pub amount: f64,
    /// The leverage L.
    pub leverage: f64,
    /// `amount / L`.
    pub cash_level: f64,
    /// `amount / total amount` of the blend.
    #[serde(rename = "pctAllocated")]
    pub percent_allocated: f64,
}

/// A blend's monthly returns and its allocations (in component order).
#[derive(Clone, Debug, PartialEq)]
pub struct Blend {
    /// The blended monthly returns.
    pub series: ReturnSeries,
    /// The allocations, in component order.
    pub allocations: Vec<AllocationSummary>,
}

/// Blends the components' returns month by month:
/// `r_t = sum_i (c_i / sum_j c_j) * L_i * r_i,t`, both sums over the components with a return in
/// month t (weights renormalized over them; no financing cost, no fee adjustment). A month no
/// component has is missing. With `normalized`, only the months every component has are kept
/// (the blend then starts at their common start).
///
/// A blended month is estimated when any component's return in it is. Errors: `empty_blend`
/// without components, `no_common_months` when a normalized blend keeps no month, and
/// `return_below_minus_100` when leverage takes a month below -100 % (the cash would be lost
/// more than once; the engine never clamps).
pub fn blend(components: &[BlendComponent], normalized: bool) -> Result<Blend, AnalyticsError> {
    let total_amount: f64 = components.iter().map(|c| c.allocation.amount).sum();
    let allocations = components
        .iter()
        .map(|c| AllocationSummary {
            amount: c.allocation.amount,
            leverage: c.allocation.leverage,
            cash_level: c.allocation.cash_level(),
            percent_allocated: c.allocation.amount / total_amount,
        })
        .collect();
    let firsts = components.iter().map(|c| c.series.first_month());
    let lasts = components.iter().map(|c| c.series.last_month());
    let (first, last) = if normalized {
        (firsts.max(), lasts.min())
    } else {
        (firsts.min(), lasts.max())
    };
    let (Some(first), Some(last)) = (first, last) else {
        return Err(AnalyticsError::EmptyBlend);
    };
    let mut cursors: Vec<usize> = components
        .iter()
        .map(|c| c.series.index_from(first))
        .collect();
    let mut returns = Vec::with_capacity(first.months_between(last).max(0) as usize + 1);
    let mut month = first;
    while month <= last {
        let (mut cash, mut present, mut estimated) = (0.0, 0usize, false);
        for (component, &cursor) in components.iter().zip(&cursors) {
            if component.series.months().get(cursor) == Some(&month) {
                cash += component.allocation.cash_level();
                present += 1;
                estimated |= component.series.estimated()[cursor];
            }
        }
        let kept = if normalized {
            present == components.len()
        } else {
            present > 0
        };
        let mut value = 0.0;
        for (component, cursor) in components.iter().zip(&mut cursors) {
            if component.series.months().get(*cursor) == Some(&month) {
                let allocation = component.allocation;
                value += allocation.cash_level() / cash
                    * allocation.leverage
                    * component.series.values()[*cursor];
                *cursor += 1;
            }
        }
        if kept {
            returns.push(MonthlyReturn {
                month,
                value,
                estimated,
            });
        }
        month = month.next();
    }
    if returns.is_empty() {
        return Err(AnalyticsError::NoCommonMonths);
    }
    Ok(Blend {
        series: ReturnSeries::new(returns)?,
        allocations,
    })
}

#[cfg(test)]
mod tests;
