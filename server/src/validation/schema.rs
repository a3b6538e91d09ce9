//! The rules of `validation` as JSON Schemas, for the request bodies' fields
//! (`#[schema(schema_with = …)]`). Each states exactly what its rule accepts, whitespace around a
//! value included, so that a body the document calls valid passes the rule and one it calls
//! invalid is refused. The patterns are built from the same pieces as the rules' own regexes.

use utoipa::openapi::schema::{AllOfBuilder, Object, ObjectBuilder, Schema, Type};

use super::{
    phone_pattern, url_pattern, MAX_DESCRIPTION_LENGTH, MAX_TEXT_LENGTH, PASSWORD_MIN_LENGTH, SPACE,
};

fn string(pattern: String) -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(pattern))
}

/// A value that, trimmed, matches `core`.
pub fn trimmed(core: &str) -> String {
    format!("^[{SPACE}]*{core}[{SPACE}]*$")
}

/// A text of at most `max` characters once trimmed, not empty when `required`
/// (`check_required`, `check_optional`).
pub fn text_pattern(required: bool, max: usize) -> String {
    let core = format!(r"[^{SPACE}](?:[\s\S]{{0,{}}}[^{SPACE}])?", max - 2);
    if required {
        trimmed(&core)
    } else {
        trimmed(&format!("(?:{core})?"))
    }
}

pub fn required_text() -> Object {
    string(text_pattern(true, MAX_TEXT_LENGTH)).build()
}

/// An optional text, `""` when left out.
pub fn optional_text() -> Object {
    string(text_pattern(false, MAX_TEXT_LENGTH))
        .default(Some("".into()))
        .build()
}

pub fn required_description() -> Object {
    string(text_pattern(true, MAX_DESCRIPTION_LENGTH)).build()
}

/// An optional long text, `""` when left out.
pub fn optional_description() -> Object {
    string(text_pattern(false, MAX_DESCRIPTION_LENGTH))
        .default(Some("".into()))
        .build()
}

/// A text of `min` (2 or more) to `max` characters once trimmed, or a blank one: the listing's
/// name search, whose rule counts the trimmed characters.
pub fn optional_text_between(min: usize, max: usize) -> String {
    trimmed(&format!(
        r"(?:[^{SPACE}][\s\S]{{{},{}}}[^{SPACE}])?",
        min - 2,
        max - 2
    ))
}

/// Nothing but whitespace: what `str::trim` leaves empty.
pub fn blank() -> Object {
    string(format!("^[{SPACE}]*$")).build()
}

/// Anything with a character that is not whitespace (a reset token).
pub fn not_blank() -> Object {
    string(format!("[^{SPACE}]")).build()
}

/// Anything but the empty string (a current password, a confirmation).
pub fn not_empty() -> Object {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .min_length(Some(1))
        .build()
}

/// `check_email`.
pub fn email_pattern() -> String {
    let part = format!("[^@{SPACE}]");
    let end = format!("[^@.{SPACE}]");
    trimmed(&format!(r"{part}+@{end}{part}*\.{part}*{end}"))
}

pub fn email() -> Object {
    string(email_pattern()).build()
}

/// `check_email` and at most `MAX_TEXT_LENGTH` characters: an account's address.
pub fn account_email() -> Schema {
    AllOfBuilder::new()
        .item(email())
        .item(string(trimmed(&format!(
            "[^{SPACE}]{{1,{MAX_TEXT_LENGTH}}}"
        ))))
        .build()
        .into()
}

/// `check_phone`.
pub fn phone() -> Object {
    string(trimmed(&phone_pattern())).build()
}

/// `check_phone`, or blank: a phone number a form may leave out.
pub fn optional_phone() -> Object {
    string(trimmed(&format!("(?:{})?", phone_pattern())))
        .default(Some("".into()))
        .build()
}

/// `check_phone_prefix`.
pub fn phone_prefix() -> Object {
    string(trimmed(r"\+?[0-9]{1,4}")).build()
}

/// `check_country`: a code of the list, or `USA` in any case.
pub fn country() -> Object {
    let codes: Vec<&str> = crate::countries::COUNTRIES
        .iter()
        .map(|(code, _)| *code)
        .collect();
    string(trimmed(&format!("(?:{}|[Uu][Ss][Aa])", codes.join("|")))).build()
}

/// `check_url`: empty (as when left out), or `url_pattern` with at most `MAX_TEXT_LENGTH`
/// characters once a value without a scheme has `http://` in front (two patterns: a regex cannot
/// count across the parts).
pub fn website() -> Schema {
    let bare = MAX_TEXT_LENGTH - "http://".len();
    let length = format!(
        "(?:[Hh][Tt][Tt][Pp]://[^{SPACE}]{{0,{bare}}}|[Hh][Tt][Tt][Pp][Ss]://[^{SPACE}]{{0,{}}}|[^{SPACE}]{{0,{bare}}})",
        bare - 1
    );
    AllOfBuilder::new()
        .item(string(trimmed(&format!("(?:{})?", url_pattern()))))
        .item(string(trimmed(&length)))
        .default(Some("".into()))
        .build()
        .into()
}

/// The characters `predicate` takes, as a regex class of literal characters and ranges.
fn class_of(predicate: fn(char) -> bool) -> String {
    fn push(class: &mut String, (first, last): (char, char)) {
        class.push(first);
        if last != first {
            if u32::from(last) > u32::from(first) + 1 {
                class.push('-');
            }
            class.push(last);
        }
    }
    let mut class = String::from("[");
    let mut run: Option<(char, char)> = None;
    for c in (0..=u32::from(char::MAX)).filter_map(char::from_u32) {
        if !predicate(c) {
            continue;
        }
        run = match run {
            Some((first, last)) if u32::from(last) + 1 == u32::from(c) => Some((first, c)),
            previous => {
                if let Some(previous) = previous {
                    push(&mut class, previous);
                }
                Some((c, c))
            }
        };
    }
    if let Some(previous) = run {
        push(&mut class, previous);
    }
    class.push(']');
    class
}

/// `check_password`: six characters or more, a lowercase and an uppercase letter among them
/// (Unicode's, as `char::is_lowercase` and `char::is_uppercase` read them).
pub fn password() -> Schema {
    AllOfBuilder::new()
        .item(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .min_length(Some(PASSWORD_MIN_LENGTH)),
        )
        .item(string(class_of(char::is_lowercase)))
        .item(string(class_of(char::is_uppercase)))
        .build()
        .into()
}

/// A box the form needs ticked: a certification (`mustCertify` otherwise) or the terms of
/// service (`mustAccept`).
pub fn certified() -> Object {
    ObjectBuilder::new()
        .schema_type(Type::Boolean)
        .enum_values(Some([true]))
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validation::{
        check_country, check_email, check_optional, check_password, check_phone,
        check_phone_prefix, check_required, check_url,
    };

    fn matches(pattern: &str, value: &str) -> bool {
        regex::Regex::new(pattern)
            .expect("a valid pattern")
            .is_match(value)
    }

    /// Every `pattern` of an `allOf` of strings matches.
    fn all_match(schema: &Schema, value: &str) -> bool {
        let Schema::AllOf(all) = schema else {
            panic!("an allOf")
        };
        all.items.iter().all(|item| match item {
            utoipa::openapi::RefOr::T(utoipa::openapi::Schema::Object(object)) => {
                object.pattern.as_deref().is_none_or(|p| matches(p, value))
                    && object
                        .min_length
                        .is_none_or(|min| value.chars().count() >= min)
            }
            _ => panic!("an allOf of string schemas"),
        })
    }

    /// Values at the edges of the rules: whitespace of Rust's and of other languages' `\s`
    /// (U+001C is whitespace to Python, U+FEFF to ECMAScript, neither to Rust), other scripts'
    /// digits and letters, lengths around the bounds.
    fn samples() -> Vec<String> {
        let mut samples: Vec<String> = [
            "",
            " ",
            "a",
            " a ",
            "\u{1c}",
            "\u{1c}a\u{1c}",
            "\u{feff}a",
            "\u{3000}a\u{3000}",
            "\u{85}a",
            "a\n",
            "jo@example.com",
            " jo@example.com\t",
            "jo@example",
            "jo@@x.com",
            "j o@x.com",
            "@x.com",
            "jo@.x.com",
            "jo@x.com.",
            "jo@x..com",
            "jo\u{1c}@x.com",
            "555-123-4567",
            "(555) 123-4567",
            "+1 555 123 4567",
            "+44\u{3000}207.123.4567",
            "555\u{1c}123\u{1c}4567",
            "٥٥٥-١٢٣-٤٥٦٧",
            "+12345 555 123 4567",
            "+1",
            "+8a",
            "12345",
            " +86 ",
            "US",
            " usa ",
            "UsA",
            "us",
            "ZZ",
            "CN\u{1c}",
            "example.com",
            "www.example.com/about",
            "https://a.b:65535/x?y#z",
            "http://a.b:65536",
            "HTTP://a-b.c1",
            "ftp://example.com",
            "http://localhost",
            "http://1.2.3.4",
            "a.1",
            "http://a.b/c d",
            "a.b/x://y",
            "http://user@a.b",
            "xn--bcher-kva.example",
            "例子.中国",
            "-.a",
            "a.b:",
            "Abcdef",
            "abcdef",
            "ABCDEF",
            "Ab1",
            "Éééééé",
            "ÀBCDEF",
            "ǅǆǆǆǆǆ",
            "ⓐⒶⓐⒶⓐⒶ",
        ]
        .map(str::to_owned)
        .to_vec();
        for length in [MAX_TEXT_LENGTH - 8, MAX_TEXT_LENGTH - 7, MAX_TEXT_LENGTH] {
            for extra in [0, 1] {
                let body = "x".repeat(length + extra - 6);
                samples.push(format!("a.b/{body}"));
                samples.push(format!("http://a.b/{body}"));
                samples.push(format!(" https://a.b/{body} "));
                samples.push(format!("j@{body}.cn"));
                samples.push(format!(" {} ", "x".repeat(length + extra)));
            }
        }
        samples
    }

    #[test]
    fn the_patterns_accept_exactly_what_the_rules_accept() {
        let text = text_pattern(true, MAX_TEXT_LENGTH);
        let optional = text_pattern(false, MAX_TEXT_LENGTH);
        let pattern = |object: Object| object.pattern.expect("a pattern");
        let (email, phone, prefix, country) = (
            pattern(super::email()),
            pattern(super::phone()),
            pattern(phone_prefix()),
            pattern(super::country()),
        );
        let (account, website, password) = (account_email(), super::website(), super::password());
        for value in samples() {
            let v = value.as_str();
            assert_eq!(
                matches(&text, v),
                check_required(v, MAX_TEXT_LENGTH).is_ok(),
                "{v:?}"
            );
            assert_eq!(
                matches(&optional, v),
                check_optional(v, MAX_TEXT_LENGTH).is_ok(),
                "{v:?}"
            );
            assert_eq!(matches(&email, v), check_email(v).is_ok(), "{v:?}");
            assert_eq!(
                all_match(&account, v),
                check_email(v).is_ok() && check_optional(v, MAX_TEXT_LENGTH).is_ok(),
                "{v:?}"
            );
            assert_eq!(matches(&phone, v), check_phone(v).is_ok(), "{v:?}");
            assert_eq!(matches(&prefix, v), check_phone_prefix(v).is_ok(), "{v:?}");
            assert_eq!(matches(&country, v), check_country(v).is_ok(), "{v:?}");
            assert_eq!(all_match(&website, v), check_url(v).is_ok(), "{v:?}");
            assert_eq!(all_match(&password, v), check_password(v).is_ok(), "{v:?}");
        }
    }
}
