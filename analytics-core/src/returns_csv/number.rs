//! Returns, assets and the estimated flag as written in a cell.
//!
//! Numbers are plain decimals: exponents (`1e-3`) are not accepted, so that an `E` after a return
//! always marks an estimated month (`1.5E` is 1.5 % estimated, never 1.5 times ten to a power).

/// A return cell: percent with an optional `%` and an optional estimated mark `E`, e.g.
/// `1.25`, ` +2.1 % `, `-0.5%`, `1.25E`, `1.25 E`, `1.25%E`.
#[derive(Debug, PartialEq)]
pub(super) struct Return {
    /// The fraction: 1.25 % is 0.0125.
    pub fraction: f64,
    pub estimated: bool,
}

/// `None` when the cell is not such a number. A comma is read as the decimal point when it is the
/// only separator (`1,25`, from spreadsheets in locales with a decimal comma).
pub(super) fn parse_return(cell: &str) -> Option<Return> {
    let cell = cell.trim();
    let (cell, estimated) = match cell.strip_suffix(['E', 'e']) {
        Some(rest) => (rest.trim_end(), true),
        None => (cell, false),
    };
    let cell = cell.strip_suffix('%').map_or(cell, str::trim_end);
    let (negative, digits) = split_sign(cell);
    let digits = if digits.contains('.') {
        digits.to_string()
    } else {
        digits.replacen(',', ".", 1)
    };
    let (whole, fraction) = decimal_parts(&digits)?;
    // Shifting the point in the text, rather than dividing by 100, gives the fraction exactly as
    // written: "1.1" becomes 0.011, not 1.1 / 100 = 0.011000000000000001.
    let whole = format!("{whole:0>3}");
    let (whole, hundredths) = whole.split_at(whole.len() - 2);
    let value: f64 = format!("{whole}.{hundredths}{fraction}").parse().ok()?;
    if !value.is_finite() {
        return None;
    }
    Some(Return {
        fraction: signed(negative, value),
        estimated,
    })
}

#[derive(Debug, PartialEq)]
pub(super) enum AssetsError {
    NotANumber,
    Negative,
}

/// Assets in the program's currency: `1250000`, `1,250,000`, `1 250 000`, `$1,250,000.50`. Empty
/// is no value. Thousands separators must group by three, so `1,5` is rejected rather than misread.
pub(super) fn parse_assets(cell: &str) -> Result<Option<f64>, AssetsError> {
    let cell = cell.trim();
    if cell.is_empty() {
        return Ok(None);
    }
    let (negative, rest) = split_sign(cell);
    let rest = rest.strip_prefix('$').map_or(rest, str::trim_start);
    let (negative, rest) = match split_sign(rest) {
        (true, rest) if !negative => (true, rest),
        (false, rest) => (negative, rest),
        (true, _) => return Err(AssetsError::NotANumber),
    };
    let (whole, fraction) = rest.split_once('.').unwrap_or((rest, ""));
    let number = format!(
        "{}.{fraction}",
        ungroup(whole).ok_or(AssetsError::NotANumber)?
    );
    let value: f64 = decimal_parts(&number)
        .and_then(|_| number.parse().ok())
        .filter(|value: &f64| value.is_finite())
        .ok_or(AssetsError::NotANumber)?;
    match signed(negative, value) {
        value if value < 0.0 => Err(AssetsError::Negative),
        value => Ok(Some(value)),
    }
}

/// The Estimated column: yes, no, true, false, 1, 0, y, n, E, or blank (no), in any case.
pub(super) fn parse_estimated_flag(cell: &str) -> Option<bool> {
    match cell.trim().to_lowercase().as_str() {
        "yes" | "y" | "true" | "1" | "e" => Some(true),
        "no" | "n" | "false" | "0" | "" => Some(false),
        _ => None,
    }
}

/// A leading `+`, `-` or minus sign (U+2212, as copied from documents), and what follows it.
fn split_sign(text: &str) -> (bool, &str) {
    if let Some(rest) = text.strip_prefix(['-', '\u{2212}']) {
        (true, rest)
    } else {
        (false, text.strip_prefix('+').unwrap_or(text))
    }
}

/// The digits before and after the point of `123`, `123.`, `.5` or `123.45`; `None` for anything
/// else.
fn decimal_parts(text: &str) -> Option<(&str, &str)> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    let valid = all_digits(whole) && all_digits(fraction) && whole.len() + fraction.len() > 0;
    valid.then_some((whole, fraction))
}

/// The digits of a whole number written with thousands separators (comma or space), which must
/// group by three.
fn ungroup(whole: &str) -> Option<String> {
    let mut groups = whole.split([',', ' ', '\u{a0}', '\u{202f}']);
    let first = groups.next().unwrap_or("");
    let mut digits = first.to_string();
    for group in groups {
        if group.len() != 3 || first.is_empty() || first.len() > 3 {
            return None;
        }
        digits.push_str(group);
    }
    Some(digits)
}

/// Negates a value without producing -0.
fn signed(negative: bool, value: f64) -> f64 {
    if negative && value != 0.0 {
        -value
    } else {
        value
    }
}
