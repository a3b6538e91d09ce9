//! The spec's account and company rules (section 5), each returning the message key of the
//! spec's catalogue that the web app translates. `web/src/lib/validation.ts` holds the same rules
//! for the browser; both run the cases of `rules/account.json`, which keeps them in step.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use crate::error::{Error, Result};

pub mod paging;
pub mod schema;

/// Minimum password length (spec section 9).
pub const PASSWORD_MIN_LENGTH: usize = 6;

/// A password is at least six characters and mixes upper- and lowercase letters.
pub fn check_password(password: &str) -> Result<(), &'static str> {
    if password.is_empty() {
        return Err("PasswordRequired");
    }
    if password.chars().count() < PASSWORD_MIN_LENGTH {
        return Err("PasswordMinLength");
    }
    let has_lower = password.chars().any(char::is_lowercase);
    let has_upper = password.chars().any(char::is_uppercase);
    if !(has_lower && has_upper) {
        return Err("PasswordStrength");
    }
    Ok(())
}

/// An email address: one `@`, a non-empty local part, a dotted domain, no spaces.
pub fn check_email(email: &str) -> Result<(), &'static str> {
    let email = email.trim();
    if email.is_empty() {
        return Err("required");
    }
    let valid = match email.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && !domain.contains('@')
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
                && !email.chars().any(char::is_whitespace)
        }
        None => false,
    };
    if valid {
        Ok(())
    } else {
        Err("invalidEmail")
    }
}

/// Longest accepted short text (names, addresses); longer values are refused, not cut.
pub const MAX_TEXT_LENGTH: usize = 200;
/// Longest accepted company description.
pub const MAX_DESCRIPTION_LENGTH: usize = 10_000;

/// A required text of at most `max` characters.
pub fn check_required(value: &str, max: usize) -> Result<(), &'static str> {
    let value = value.trim();
    if value.is_empty() {
        return Err("required");
    }
    check_optional(value, max)
}

/// An optional text of at most `max` characters.
pub fn check_optional(value: &str, max: usize) -> Result<(), &'static str> {
    if value.trim().chars().count() > max {
        return Err("tooLong");
    }
    Ok(())
}

/// What `str::trim` and `char::is_whitespace` take for whitespace (Unicode White_Space), as the
/// body of a regex class. Rules and schemas spell it out rather than write `\s`, which Python's
/// and ECMAScript's regexes read differently, so schemathesis, clients and the server agree.
const SPACE: &str = r"\t\n\x0B\f\r \x85\xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000";

/// Optional international prefix, three-digit area, three-digit exchange, four-digit number, in
/// ASCII digits (as the web app's rule, and the spec's "three-digit").
fn phone_pattern() -> String {
    format!(
        r"(\+?[0-9]{{1,3}}[{SPACE}.-]?)?(\([0-9]{{3}}\)|[0-9]{{3}})[{SPACE}.-]?[0-9]{{3}}[{SPACE}.-]?[0-9]{{4}}"
    )
}

static PHONE: LazyLock<regex::Regex> =
    LazyLock::new(|| regex::Regex::new(&format!("^{}$", phone_pattern())).expect("phone pattern"));

pub fn check_phone(phone: &str) -> Result<(), &'static str> {
    let phone = phone.trim();
    if phone.is_empty() {
        return Err("required");
    }
    if PHONE.is_match(phone) {
        Ok(())
    } else {
        Err("invalidPhone")
    }
}

/// An international dialling prefix such as `+1` or `+86`.
pub fn check_phone_prefix(prefix: &str) -> Result<(), &'static str> {
    let prefix = prefix.trim();
    if prefix.is_empty() {
        return Err("required");
    }
    let digits = prefix.strip_prefix('+').unwrap_or(prefix);
    if (1..=4).contains(&digits.len()) && digits.chars().all(|c| c.is_ascii_digit()) {
        Ok(())
    } else {
        Err("invalidPhone")
    }
}

/// A country code as stored: trimmed, with `USA` (the old site's spelling) taken as `US`
/// (spec: group edit). Every path that checks a country stores this form of it.
pub fn normalize_country(code: &str) -> String {
    let code = code.trim();
    if code.eq_ignore_ascii_case("USA") {
        "US".to_owned()
    } else {
        code.to_owned()
    }
}

/// A country code of the known list (ISO 3166-1 alpha-2), after `normalize_country`.
pub fn check_country(code: &str) -> Result<(), &'static str> {
    if code.trim().is_empty() {
        return Err("required");
    }
    if crate::countries::is_country(&normalize_country(code)) {
        Ok(())
    } else {
        Err("invalidCountry")
    }
}

/// The password's confirmation: present and equal.
pub fn check_confirmation(password: &str, confirmation: &str) -> Result<(), &'static str> {
    if confirmation.is_empty() {
        return Err("required");
    }
    if password == confirmation {
        Ok(())
    } else {
        Err("PasswordMismatch")
    }
}

/// `http://` in front of a website given without a scheme (spec: group edit); empty stays empty.
pub fn normalize_url(value: &str) -> String {
    let value = value.trim();
    if value.is_empty() {
        return String::new();
    }
    let has_scheme = value.split_once("://").is_some_and(|(scheme, _)| {
        let mut chars = scheme.chars();
        chars.next().is_some_and(|c| c.is_ascii_alphabetic())
            && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '.' | '-'))
    });
    if has_scheme {
        value.to_owned()
    } else {
        format!("http://{value}")
    }
}

/// A website as written (before `normalize_url`): an optional `http://` or `https://`, a host
/// of dotted labels of ASCII letters, digits and hyphens whose last label starts with a letter
/// (no IP address, no user name; an international name in its `xn--` form), an optional port,
/// then anything without whitespace. A regular language, so the schemas state it exactly.
fn url_pattern() -> String {
    const PORT: &str = "(?:[0-9]|[1-9][0-9]{1,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])";
    format!(
        r"(?:[Hh][Tt][Tt][Pp][Ss]?://)?(?:[A-Za-z0-9-]+\.)+[A-Za-z][A-Za-z0-9-]*(?::{PORT})?(?:[/?#][^{SPACE}]*)?"
    )
}

static URL: LazyLock<regex::Regex> =
    LazyLock::new(|| regex::Regex::new(&format!("^{}$", url_pattern())).expect("url pattern"));

/// An optional website: empty, or an http(s) address of `url_pattern` that the URL parser reads.
pub fn check_url(value: &str) -> Result<(), &'static str> {
    let normalized = normalize_url(value);
    if normalized.is_empty() {
        return Ok(());
    }
    check_optional(&normalized, MAX_TEXT_LENGTH)?;
    if URL.is_match(value.trim()) && url::Url::parse(&normalized).is_ok() {
        Ok(())
    } else {
        Err("invalidUrl")
    }
}

/// A list's direction as the API takes it (`orderBy`): `ASC` or `DESC` in any case; `default`
/// (descending or not) when absent. `Err("invalidChoice")` for anything else.
pub fn descending(order_by: Option<&str>, default: bool) -> Result<bool, &'static str> {
    match order_by.map(str::to_ascii_uppercase).as_deref() {
        None => Ok(default),
        Some("DESC") => Ok(true),
        Some("ASC") => Ok(false),
        Some(_) => Err("invalidChoice"),
    }
}

/// A whole form's problems, field path → message key, so the client sees all of them at once.
#[derive(Debug, Default)]
pub struct FieldErrors(BTreeMap<String, String>);

impl FieldErrors {
    /// Records a failed check; the first problem of a field is the one reported.
    pub fn check(&mut self, field: impl Into<String>, outcome: Result<(), &'static str>) {
        if let Err(key) = outcome {
            self.0.entry(field.into()).or_insert_with(|| key.to_owned());
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `validation_failed` with every problem, or nothing.
    pub fn into_result(self) -> Result<()> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(Error::Validation(self.0))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rule_tables::{number, outcome, text, Table};

    fn table() -> Table {
        Table::parse(include_str!("../../../rules/account.json"))
    }

    fn max(case: &serde_json::Value) -> usize {
        number(&case["max"]) as usize
    }

    #[test]
    fn every_case_names_a_rule_of_this_module() {
        table().assert_rules(&[
            "password",
            "confirmation",
            "email",
            "required",
            "optional",
            "phone",
            "phonePrefix",
            "country",
            "normalizeCountry",
            "normalizeUrl",
            "url",
        ]);
    }

    #[test]
    fn a_password_has_six_characters_and_mixes_upper_and_lowercase() {
        table().check("password", |case| {
            outcome(check_password(text(&case["password"])))
        });
    }

    #[test]
    fn a_confirmation_is_present_and_equal() {
        table().check("confirmation", |case| {
            outcome(check_confirmation(
                text(&case["password"]),
                text(&case["confirmation"]),
            ))
        });
    }

    #[test]
    fn an_email_has_a_local_part_and_a_dotted_domain() {
        table().check("email", |case| outcome(check_email(text(&case["email"]))));
    }

    #[test]
    fn a_required_text_is_present_and_bounded() {
        table().check("required", |case| {
            outcome(check_required(text(&case["value"]), max(case)))
        });
    }

    #[test]
    fn an_optional_text_is_bounded() {
        table().check("optional", |case| {
            outcome(check_optional(text(&case["value"]), max(case)))
        });
    }

    #[test]
    fn a_phone_number_is_area_exchange_and_number_with_an_optional_prefix() {
        table().check("phone", |case| outcome(check_phone(text(&case["phone"]))));
    }

    #[test]
    fn a_phone_prefix_is_one_to_four_digits() {
        table().check("phonePrefix", |case| {
            outcome(check_phone_prefix(text(&case["prefix"])))
        });
    }

    #[test]
    fn a_country_is_a_known_code_or_usa() {
        table().check("country", |case| {
            outcome(check_country(text(&case["country"])))
        });
    }

    #[test]
    fn a_country_is_stored_trimmed_with_usa_as_us() {
        table().check("normalizeCountry", |case| {
            normalize_country(text(&case["country"])).into()
        });
    }

    #[test]
    fn a_website_gets_a_scheme() {
        table().check("normalizeUrl", |case| {
            normalize_url(text(&case["url"])).into()
        });
    }

    #[test]
    fn a_website_is_http_with_a_dotted_host() {
        table().check("url", |case| outcome(check_url(text(&case["url"]))));
    }
}
