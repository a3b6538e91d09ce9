//! Growth of an investment: VAMI, the cumulative return and the CAROR, for each way a program's
//! returns link (`carorType`).

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::moments;
use crate::series::{MonthValue, ReturnSeries};

/// Starting value of every VAMI series (the end of the month before the first return).
pub const VAMI_START: f64 = 1000.0;

/// How a program's returns link into its VAMI and CAROR (the program's `carorType`, serialized as
/// its id 0, 1 or 2). Every other statistic uses the monthly returns as they are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CarorType {
    /// 0: compounded, `VAMI_t = VAMI_(t-1) * (1 + r_t)`; CAROR `(VAMI_n / 1000)^(12/n) - 1`.
    #[default]
    Cumulative = 0,
    /// 1: compounded within each calendar year and added across years (the account is re-based
    /// every January): `VAMI_t = VAMI_(December before) + 1000 * (prod_(Jan..t) (1 + r) - 1)`;
    /// CAROR `(VAMI_n / 1000 - 1) * 12 / n`, the additive annualization that matches this
    /// additive linking (as Sum's `12 * mean(r)` does).
    Unique = 1,
    /// 2: additive on a fixed nominal account, `VAMI_t = 1000 * (1 + sum r)`; CAROR `12 * mean(r)`.
    Sum = 2,
}

impl CarorType {
    /// The type with id 0 (Cumulative), 1 (Unique) or 2 (Sum).
    pub fn from_id(id: i64) -> Option<Self> {
        match id {
            0 => Some(Self::Cumulative),
            1 => Some(Self::Unique),
            2 => Some(Self::Sum),
            _ => None,
        }
    }

    /// The type's id: 0 Cumulative, 1 Unique, 2 Sum.
    pub fn id(self) -> u8 {
        self as u8
    }
}

impl Serialize for CarorType {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(self.id())
    }
}

impl<'de> Deserialize<'de> for CarorType {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let id = i64::deserialize(deserializer)?;
        Self::from_id(id).ok_or_else(|| serde::de::Error::custom("carorType must be 0, 1 or 2"))
    }
}

/// One more month compounded onto a cumulative return: `(1 + cumulative)(1 + r) - 1`, computed
/// as `cumulative + r (1 + cumulative)` so that a single month gives exactly `r` and small returns
/// keep their low digits. A -100 % month gives exactly -1 (and -1 stays -1).
pub fn compound(cumulative: f64, r: f64) -> f64 {
    if r == -1.0 {
        -1.0
    } else {
        (cumulative + r * (1.0 + cumulative)).max(-1.0)
    }
}

/// Cumulative return of monthly simple returns (fractions), compounded:
/// `VAMI_n / 1000 - 1`, i.e. `prod(1 + r_t) - 1` (see [`compound`]). An empty series has a
/// cumulative return of 0.
pub fn cumulative_return(returns: &[f64]) -> f64 {
    returns
        .iter()
        .fold(0.0, |cumulative, &r| compound(cumulative, r))
}

/// A cumulative return over `months` months expressed per year: `(1 + cum)^(12/months) - 1`
/// (exactly `cum` for 12 months; -1 when `1 + cum = 0`). `None` for 0 months.
pub fn annualized_return(cumulative: f64, months: usize) -> Option<f64> {
    match months {
        0 => None,
        12 => Some(cumulative),
        _ => Some((1.0 + cumulative).powf(12.0 / months as f64) - 1.0),
    }
}

/// The compounded VAMI of the returns: `n + 1` values, `VAMI_0 = 1000`,
/// `VAMI_t = VAMI_(t-1) * (1 + r_t)`. A -100 % month makes it 0 for good. This is the VAMI every
/// statistic other than the growth figures uses (drawdowns), whatever the `carorType`.
pub fn compounded_vami(returns: &[f64]) -> Vec<f64> {
    let mut vami = Vec::with_capacity(returns.len() + 1);
    let mut value = VAMI_START;
    vami.push(value);
    for r in returns {
        value *= 1.0 + r;
        vami.push(value);
    }
    vami
}

/// The VAMI of the series linked as `caror_type` says: `len() + 1` values, the first (1000) at
/// the end of the month before the first return, then one per observed month (flat across gaps:
/// a missing month adds nothing).
pub fn vami_values(series: &ReturnSeries, caror_type: CarorType) -> Vec<f64> {
    let returns = series.values();
    match caror_type {
        CarorType::Cumulative => compounded_vami(returns),
        CarorType::Sum => {
            let mut sum = 0.0;
            std::iter::once(VAMI_START)
                .chain(returns.iter().map(|r| {
                    sum += r;
                    VAMI_START * (1.0 + sum)
                }))
                .collect()
        }
        CarorType::Unique => {
            let mut vami = Vec::with_capacity(returns.len() + 1);
            vami.push(VAMI_START);
            let (mut year, mut base, mut growth) = (series.first_month().year(), VAMI_START, 1.0);
            for (month, r) in series.months().iter().zip(returns) {
                if month.year() != year {
                    year = month.year();
                    base = vami[vami.len() - 1];
                    growth = 1.0;
                }
                growth *= 1.0 + r;
                vami.push(base + VAMI_START * (growth - 1.0));
            }
            vami
        }
    }
}

/// VAMI values (as [`vami_values`]) attached to their months: the start point is the month
/// before the first return.
pub fn vami_points(series: &ReturnSeries, vami: &[f64]) -> Vec<MonthValue> {
    std::iter::once(series.first_month().prev())
        .chain(series.months().iter().copied())
        .zip(vami)
        .map(|(month, &value)| MonthValue { month, value })
        .collect()
}

/// The growth figures of a series linked as its `carorType` says.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Growth {
    /// VAMI points: 1000 at the month before the first return, then one per observed month.
    pub vami: Vec<MonthValue>,
    /// `VAMI_n / 1000 - 1`.
    pub cumulative_return: f64,
    /// Compound annual rate of return (CAROR) for the `carorType`, n = number of monthly returns.
    pub compounded_annual_return: f64,
}

/// VAMI, cumulative return and CAROR of the series for `caror_type`, from its VAMI values
/// ([`vami_values`]).
pub fn growth_from_vami(series: &ReturnSeries, caror_type: CarorType, vami: &[f64]) -> Growth {
    let n = series.len();
    let cumulative = vami[n] / VAMI_START - 1.0;
    let caror = match caror_type {
        // From the VAMI ratio itself: `1 + cumulative` would lose digits near a total loss.
        CarorType::Cumulative => (vami[n] / VAMI_START).powf(12.0 / n as f64) - 1.0,
        CarorType::Unique => cumulative * 12.0 / n as f64,
        // A series has at least one month, so the mean exists.
        CarorType::Sum => 12.0 * moments::mean(series.values()).unwrap_or(0.0),
    };
    Growth {
        vami: vami_points(series, vami),
        cumulative_return: cumulative,
        compounded_annual_return: caror,
    }
}

/// VAMI, cumulative return and CAROR of the series for `caror_type`.
pub fn growth(series: &ReturnSeries, caror_type: CarorType) -> Growth {
    growth_from_vami(series, caror_type, &vami_values(series, caror_type))
}

#[cfg(test)]
mod tests;
