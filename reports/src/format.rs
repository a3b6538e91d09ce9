//! Figures written exactly as the website writes them (`web/src/lib/format.ts`), so the text of a
//! report equals the text of the page it prints.

use analytics_core::month::YearMonth;

use crate::Lang;

/// Shown where a figure is missing (the web's `missingValue`).
pub const MISSING: &str = "–";

/// A fraction as a percent with 2 decimals: 0.045 → "4.50%" (the web's `formatPercent`).
pub fn percent(fraction: Option<f64>) -> String {
    match fraction.filter(|value| value.is_finite()) {
        Some(value) => format!("{}%", fixed(value * 100.0, 2)),
        None => MISSING.to_owned(),
    }
}

/// A plain figure with `decimals` decimals, such as a Sharpe ratio (the web's `formatDecimal`).
pub fn decimal(value: Option<f64>, decimals: usize) -> String {
    match value.filter(|value| value.is_finite()) {
        Some(value) => fixed(value, decimals),
        None => MISSING.to_owned(),
    }
}

/// `value` with `decimals` decimals and thousands separators, as `Intl.NumberFormat('en-US')`
/// writes it: the shortest decimal that reads back as the number (Rust's `Display`, like
/// JavaScript's `String`) rounded half away from zero, and never "-0.00".
fn fixed(value: f64, decimals: usize) -> String {
    let text = format!("{}", value.abs());
    let (integer, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let mut digits: Vec<u8> = integer.bytes().chain(fraction.bytes()).collect();
    let kept_fraction = fraction.len().min(decimals);
    let mut integer_len = integer.len();
    let round_up = fraction.len() > decimals && fraction.as_bytes()[decimals] >= b'5';
    digits.truncate(integer_len + kept_fraction);
    digits.resize(integer_len + decimals, b'0');
    if round_up {
        let mut index = digits.len();
        loop {
            if index == 0 {
                digits.insert(0, b'1');
                integer_len += 1;
                break;
            }
            index -= 1;
            if digits[index] == b'9' {
                digits[index] = b'0';
            } else {
                digits[index] += 1;
                break;
            }
        }
    }
    let (whole, rest) = digits.split_at(integer_len);
    let mut out = String::with_capacity(digits.len() + 8);
    if value < 0.0 && digits.iter().any(|&digit| digit != b'0') {
        out.push('-');
    }
    for (index, &digit) in whole.iter().enumerate() {
        if index > 0 && (whole.len() - index) % 3 == 0 {
            out.push(',');
        }
        out.push(char::from(digit));
    }
    if decimals > 0 {
        out.push('.');
        out.extend(rest.iter().map(|&digit| char::from(digit)));
    }
    out
}

/// Abbreviated month names, as the web's `monthAbbreviation`.
const MONTHS_EN: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// A month as the tables show it: "Jan 2024" / "2024年1月" (the web's `formatMonth`).
pub fn month(month: YearMonth, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{} {}", month_name(month.month(), lang), month.year()),
        Lang::ZhHans => format!("{}年{}", month.year(), month_name(month.month(), lang)),
    }
}

/// The abbreviated name of month 1–12: "Jan" / "1月".
pub fn month_name(month: u32, lang: Lang) -> String {
    match lang {
        Lang::En => MONTHS_EN[(month as usize - 1) % 12].to_owned(),
        Lang::ZhHans => format!("{month}月"),
    }
}

/// An optional month, a dash when missing (the web's `formatYearMonth`).
pub fn optional_month(value: Option<YearMonth>, lang: Lang) -> String {
    value.map_or_else(|| MISSING.to_owned(), |value| month(value, lang))
}

/// What `Intl.NumberFormat` writes before and after a figure in `currency` for `lang`, for the
/// currencies the site accepts (`server/src/programs/model.rs` `CURRENCIES`); any other code is
/// written before the figure, as the web does for codes Intl does not know.
fn currency_affix(currency: &str, lang: Lang) -> (String, &'static str) {
    let symbol = match (currency, lang) {
        ("USD", Lang::En) => "$",
        ("USD", Lang::ZhHans) => "US$",
        ("GBP", _) => "£",
        ("EUR", _) => "€",
        ("JPY", Lang::En) => "¥",
        ("JPY", Lang::ZhHans) => "JP¥",
        ("CNY", Lang::En) => "CN¥",
        ("CNY", Lang::ZhHans) => "¥",
        ("AUD", Lang::En) => "A$",
        ("AUD", Lang::ZhHans) => "AU$",
        ("CAD", _) => "CA$",
        ("CHF", _) => "CHF\u{a0}",
        (other, _) => return (format!("{other} "), ""),
    };
    (symbol.to_owned(), "")
}

/// An amount of money, shortened, with its currency (the web's `formatAmount`): English counts
/// in K (whole), M and B (one decimal, ".0" dropped), Chinese in 万 and 亿; "$250K", "€1.5M",
/// "US$1.2亿". A missing currency is US dollars.
pub fn amount(value: Option<f64>, currency: Option<&str>, lang: Lang) -> String {
    let Some(value) = value.filter(|value| value.is_finite()) else {
        return MISSING.to_owned();
    };
    let code = currency.filter(|code| !code.is_empty()).unwrap_or("USD");
    let (prefix, suffix) = currency_affix(code, lang);
    let sign = if value <= -0.5 { "-" } else { "" };
    format!("{sign}{prefix}{}{suffix}", unit_figure(value.abs(), lang))
}

/// `size` in the largest unit of `lang` it reaches, as the web's `unitFigure`: a figure that
/// rounds up to the next unit is written in it (999_960 is "1M", never "1000K").
fn unit_figure(size: f64, lang: Lang) -> String {
    let units: &[(f64, &str)] = match lang {
        Lang::En => &[(1e9, "B"), (1e6, "M"), (1e3, "K")],
        Lang::ZhHans => &[(1e8, "亿"), (1e4, "万")],
    };
    // JavaScript's Math.round: half up; the sizes are never negative.
    let js_round = |value: f64| (value + 0.5).floor();
    let round = |value: f64, index: usize| {
        if lang == Lang::En && index == units.len() - 1 {
            js_round(value)
        } else {
            js_round(value * 10.0) / 10.0
        }
    };
    let index = match units.iter().position(|&(unit, _)| size >= unit) {
        Some(index) => index,
        None => {
            let whole = js_round(size);
            if whole < units[units.len() - 1].0 {
                return js_number(whole);
            }
            units.len() - 1
        }
    };
    let (unit, name) = units[index];
    let value = round(size / unit, index);
    if index > 0 {
        let (larger, larger_name) = units[index - 1];
        if value * unit >= larger {
            return format!(
                "{}{larger_name}",
                js_number(round(size / larger, index - 1))
            );
        }
    }
    format!("{}{name}", js_number(value))
}

/// A number as JavaScript's `String` writes it, for the figures `unit_figure` makes (whole or
/// one decimal, far below 1e21): Rust's `Display` writes the same shortest decimal.
fn js_number(value: f64) -> String {
    format!("{value}")
}

/// An amount in its currency without cents, as the blender's allocations table writes it
/// (the web's `formatMoney`, always `en-US`): 100000, "USD" → "$100,000".
pub fn money(value: f64, currency: Option<&str>) -> String {
    if !value.is_finite() {
        return MISSING.to_owned();
    }
    let code = currency.filter(|code| !code.is_empty()).unwrap_or("USD");
    let (prefix, _) = currency_affix(code, Lang::En);
    let figure = fixed(value.abs(), 0);
    let sign = if value < 0.0 && figure != "0" {
        "-"
    } else {
        ""
    };
    if prefix.ends_with(' ') {
        // A code Intl does not know: the figure with the code after it.
        format!("{sign}{figure} {code}")
    } else {
        format!("{sign}{prefix}{figure}")
    }
}

/// A number as JavaScript's `String(number)` writes it, for leverages such as 1.5 or 2.
pub fn plain(value: f64) -> String {
    js_number(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    // The examples of `web/src/lib/format.test.ts`.
    #[test]
    fn percent_as_the_web() {
        assert_eq!(percent(Some(0.045)), "4.50%");
        assert_eq!(percent(Some(-0.1234)), "-12.34%");
        assert_eq!(percent(Some(12.5)), "1,250.00%");
        assert_eq!(percent(Some(0.0)), "0.00%");
        assert_eq!(percent(Some(-0.000001)), "0.00%");
        assert_eq!(percent(None), MISSING);
        assert_eq!(percent(Some(f64::NAN)), MISSING);
    }

    #[test]
    fn decimal_as_the_web() {
        assert_eq!(decimal(Some(1.2345), 2), "1.23");
        assert_eq!(decimal(None, 2), MISSING);
        assert_eq!(decimal(Some(1.005), 2), "1.01");
        assert_eq!(decimal(Some(7.475), 2), "7.48");
        assert_eq!(decimal(Some(-0.125), 2), "-0.13");
        assert_eq!(decimal(Some(-2.5), 0), "-3");
        assert_eq!(decimal(Some(9.995), 2), "10.00");
        assert_eq!(decimal(Some(99.5), 0), "100");
        assert_eq!(decimal(Some(998.996), 2), "999.00");
        assert_eq!(decimal(Some(999.996), 2), "1,000.00");
        assert_eq!(decimal(Some(0.0000001), 4), "0.0000");
        assert_eq!(decimal(Some(-0.0), 2), "0.00");
        assert_eq!(decimal(Some(1_234_567.891), 2), "1,234,567.89");
    }

    #[test]
    fn month_as_the_web() {
        assert_eq!(month(YearMonth::of(2024, 1), Lang::En), "Jan 2024");
        assert_eq!(month(YearMonth::of(2024, 12), Lang::ZhHans), "2024年12月");
        assert_eq!(optional_month(None, Lang::En), MISSING);
    }

    #[test]
    fn money_as_the_web() {
        assert_eq!(money(100_000.0, Some("USD")), "$100,000");
        assert_eq!(money(2_500.4, Some("EUR")), "€2,500");
        assert_eq!(money(1_000.0, Some("XYZ1")), "1,000 XYZ1");
        assert_eq!(plain(1.5), "1.5");
        assert_eq!(plain(2.0), "2");
    }

    #[test]
    fn amount_as_the_web() {
        let en = |value: f64, currency: &str| amount(Some(value), Some(currency), Lang::En);
        let zh = |value: f64, currency: &str| amount(Some(value), Some(currency), Lang::ZhHans);
        assert_eq!(en(250_000.0, "USD"), "$250K");
        assert_eq!(en(1_000_000.0, "USD"), "$1M");
        assert_eq!(en(1_450_000.0, "EUR"), "€1.5M");
        assert_eq!(en(1_200_000_000.0, "GBP"), "£1.2B");
        assert_eq!(en(950_000.0, "USD"), "$950K");
        assert_eq!(en(750.0, "USD"), "$750");
        assert_eq!(en(999_960.0, "USD"), "$1M");
        assert_eq!(en(999.6, "USD"), "$1K");
        assert_eq!(zh(9_999.6, "USD"), "US$1万");
        assert_eq!(zh(99_999_999.0, "USD"), "US$1亿");
        assert_eq!(zh(9_999.0, "USD"), "US$9999");
        assert_eq!(zh(10_000.0, "USD"), "US$1万");
        assert_eq!(zh(250_000.0, "USD"), "US$25万");
        assert_eq!(zh(1_493_000.0, "USD"), "US$149.3万");
        assert_eq!(zh(12_000_000.0, "USD"), "US$1200万");
        assert_eq!(zh(120_000_000.0, "USD"), "US$1.2亿");
        assert_eq!(zh(1_234_567_890.0, "CNY"), "¥12.3亿");
        assert_eq!(en(55_506_000.0, "CNY"), "CN¥55.5M");
        assert_eq!(zh(2_000_000.0, "JPY"), "JP¥200万");
        assert_eq!(en(2_000_000.0, "CHF"), "CHF\u{a0}2M");
        assert_eq!(en(2_000_000.0, "XYZ1"), "XYZ1 2M");
        assert_eq!(amount(Some(1_000_000.0), None, Lang::En), "$1M");
        assert_eq!(amount(None, Some("USD"), Lang::En), MISSING);
        assert_eq!(amount(Some(f64::NAN), Some("EUR"), Lang::ZhHans), MISSING);
    }
}
