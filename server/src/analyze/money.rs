//! The currencies of the command line's blends (analytics.md, "Blends"): each allocation's amount
//! is typed in its own currency and the blend sums them in one base currency, each converted by
//! the site's one rule (`exchange_rates::in_base`) at the rates given with `--rate`. The engine
//! then sees base-currency amounts only.

use std::collections::BTreeMap;

use serde::Serialize;

use super::BlendSpec;
use crate::exchange_rates::{in_base, is_currency_code, USD};

/// A currency code as the command line takes it: three capital letters, the shape of ISO 4217.
pub fn currency_code(text: &str) -> Result<String, String> {
    let code = text.trim();
    if is_currency_code(code) {
        Ok(code.to_owned())
    } else {
        Err(format!(
            "'{text}' is not a currency code (three capital letters, e.g. EUR)"
        ))
    }
}

/// `--rate CUR=USD_PER_UNIT`: the US dollars one unit of a currency is worth.
#[derive(Debug, Clone, PartialEq)]
pub struct RateSpec {
    pub currency: String,
    pub usd_per_unit: f64,
}

impl std::str::FromStr for RateSpec {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (currency, rate) = text
            .split_once('=')
            .ok_or_else(|| format!("rate '{text}': expected CUR=USD_PER_UNIT"))?;
        let currency =
            currency_code(currency).map_err(|error| format!("rate '{text}': {error}"))?;
        let usd_per_unit = rate
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|rate| rate.is_finite() && *rate > 0.0)
            .ok_or_else(|| format!("rate '{text}': '{}' is not a number above 0", rate.trim()))?;
        // The dollar is the unit every rate is counted in: any other rate would contradict them.
        if currency == USD && usd_per_unit != 1.0 {
            return Err(format!("rate '{text}': the US dollar is always 1"));
        }
        Ok(RateSpec {
            currency,
            usd_per_unit,
        })
    }
}

/// The rates a command was given, and the base currency its blends are summed in.
#[derive(Debug, Clone, PartialEq)]
pub struct Money {
    base_currency: String,
    base_usd_per_unit: f64,
    usd_per_unit: BTreeMap<String, f64>,
}

impl Money {
    /// Refuses a currency given two rates and a base currency without a rate.
    pub fn new(rates: &[RateSpec], base_currency: &str) -> anyhow::Result<Money> {
        let mut usd_per_unit = BTreeMap::from([(USD.to_owned(), 1.0)]);
        for rate in rates.iter().filter(|rate| rate.currency != USD) {
            if usd_per_unit
                .insert(rate.currency.clone(), rate.usd_per_unit)
                .is_some()
            {
                anyhow::bail!("--rate {}: given twice", rate.currency);
            }
        }
        let base_usd_per_unit = *usd_per_unit.get(base_currency).ok_or_else(|| {
            anyhow::anyhow!(
                "base currency {base_currency} has no rate: give --rate {base_currency}=USD_PER_UNIT"
            )
        })?;
        Ok(Money {
            base_currency: base_currency.to_owned(),
            base_usd_per_unit,
            usd_per_unit,
        })
    }

    /// Each blend with its amounts in the base currency; refuses an allocation whose currency
    /// has no rate, naming the currency and the blend. Called before anything is computed, so a
    /// missing rate stops a command at once.
    pub fn convert(&self, blends: &[BlendSpec]) -> anyhow::Result<Vec<ConvertedBlend>> {
        blends.iter().map(|blend| self.convert_one(blend)).collect()
    }

    fn convert_one(&self, blend: &BlendSpec) -> anyhow::Result<ConvertedBlend> {
        let allocations = blend
            .components
            .iter()
            .map(|component| {
                let currency = &component.currency;
                let usd_per_unit = *self.usd_per_unit.get(currency).ok_or_else(|| {
                    anyhow::anyhow!(
                        "blend '{}': {currency} has no rate: give --rate {currency}=USD_PER_UNIT",
                        blend.name
                    )
                })?;
                Ok(ConvertedAllocation {
                    conversion: Conversion {
                        column: component.column.clone(),
                        currency: currency.clone(),
                        amount: component.amount,
                        usd_per_unit,
                        base_amount: in_base(
                            component.amount,
                            usd_per_unit,
                            self.base_usd_per_unit,
                        ),
                    },
                    leverage: component.leverage,
                })
            })
            .collect::<anyhow::Result<_>>()?;
        Ok(ConvertedBlend {
            name: blend.name.clone(),
            base_currency: self.base_currency.clone(),
            base_usd_per_unit: self.base_usd_per_unit,
            allocations,
        })
    }
}

/// A blend with every amount in its base currency: what the engine blends.
#[derive(Debug, Clone, PartialEq)]
pub struct ConvertedBlend {
    pub name: String,
    pub base_currency: String,
    /// US dollars per unit of the base currency.
    pub base_usd_per_unit: f64,
    /// In the order typed: the engine's component order.
    pub allocations: Vec<ConvertedAllocation>,
}

impl ConvertedBlend {
    /// The blend's columns, in component order.
    pub fn columns(&self) -> Vec<&str> {
        self.allocations
            .iter()
            .map(|allocation| allocation.conversion.column.as_str())
            .collect()
    }
}

/// One allocation of a [`ConvertedBlend`].
#[derive(Debug, Clone, PartialEq)]
pub struct ConvertedAllocation {
    pub conversion: Conversion,
    pub leverage: f64,
}

/// An allocation's amount as typed and its value in the blend's base currency, as `analyze`
/// prints it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Conversion {
    pub column: String,
    pub currency: String,
    /// As typed, in `currency`.
    pub amount: f64,
    /// US dollars per unit of `currency`.
    pub usd_per_unit: f64,
    /// `amount` in the base currency: `amount * usd_per_unit / base_usd_per_unit`.
    pub base_amount: f64,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rates(specs: &[&str]) -> Vec<RateSpec> {
        specs.iter().map(|spec| spec.parse().unwrap()).collect()
    }

    #[test]
    fn a_rate_is_a_currency_code_and_a_number_above_zero() {
        let rate: RateSpec = "GBP=1.25".parse().unwrap();
        assert_eq!(
            rate,
            RateSpec {
                currency: "GBP".to_owned(),
                usd_per_unit: 1.25
            }
        );
        for bad in [
            "GBP",
            "gbp=1.25",
            "GBPX=1.25",
            "GB=1",
            "GBP=",
            "GBP=abc",
            "GBP=0",
            "GBP=-1",
            "GBP=inf",
            "GBP=NaN",
        ] {
            let error = bad.parse::<RateSpec>().unwrap_err();
            assert!(error.starts_with(&format!("rate '{bad}'")), "{error}");
        }
    }

    #[test]
    fn the_dollar_is_always_one() {
        assert!("USD=1".parse::<RateSpec>().is_ok());
        let error = "USD=1.1".parse::<RateSpec>().unwrap_err();
        assert!(error.contains("always 1"), "{error}");
    }

    #[test]
    fn a_currency_given_twice_or_a_base_without_a_rate_is_refused() {
        let error = Money::new(&rates(&["GBP=1.25", "GBP=1.3"]), USD).unwrap_err();
        assert_eq!(error.to_string(), "--rate GBP: given twice");
        let error = Money::new(&rates(&["GBP=1.25"]), "EUR").unwrap_err();
        assert!(error.to_string().contains("EUR"), "{error}");
        assert!(Money::new(&rates(&["USD=1"]), USD).is_ok());
    }

    #[test]
    fn each_amount_enters_the_blend_as_its_base_currency_value() {
        let blend: BlendSpec = "Mix=A:1000000:1:GBP,B:500000:2".parse().unwrap();
        let money = Money::new(&rates(&["GBP=1.25", "EUR=1.1"]), "EUR").unwrap();
        let converted = &money.convert(&[blend]).unwrap()[0];
        assert_eq!(converted.base_currency, "EUR");
        assert_eq!(converted.columns(), ["A", "B"]);
        let [a, b] = &converted.allocations[..] else {
            panic!("two allocations")
        };
        assert_eq!(a.conversion.base_amount, in_base(1_000_000.0, 1.25, 1.1));
        assert_eq!(a.conversion.amount, 1_000_000.0);
        assert_eq!(b.conversion.currency, USD);
        assert_eq!(b.conversion.base_amount, in_base(500_000.0, 1.0, 1.1));
        assert_eq!(b.leverage, 2.0);
    }

    #[test]
    fn a_currency_without_a_rate_is_refused_with_its_name_and_the_blend() {
        let blend: BlendSpec = "Mix=A:1000:1:JPY".parse().unwrap();
        let money = Money::new(&[], USD).unwrap();
        let error = money.convert(&[blend]).unwrap_err().to_string();
        assert!(error.contains("'Mix'") && error.contains("JPY"), "{error}");
    }
}
