//! A post's bounds and checks: plain functions over its input, no I/O.

use super::model::PostInput;
use crate::validation::FieldErrors;

pub const MAX_TITLE: usize = 200;
pub const MAX_SUMMARY: usize = 500;
pub const MAX_LINK: usize = 2_000;
pub const MAX_BODY: usize = 20_000;
pub const MAX_COMPANIES: usize = 10;

/// An optional link: empty, or an absolute `http`/`https` address with a host.
pub fn check_link(link: &str) -> Result<(), &'static str> {
    let link = link.trim();
    if link.is_empty() {
        return Ok(());
    }
    if link.chars().count() > MAX_LINK {
        return Err("tooLong");
    }
    match url::Url::parse(link) {
        Ok(url) if matches!(url.scheme(), "http" | "https") && url.host().is_some() => Ok(()),
        _ => Err("invalidLink"),
    }
}

/// Every problem of `input` but whether its companies exist (the store's to say), by field.
pub fn check_post(input: &PostInput, errors: &mut FieldErrors) {
    errors.check(
        "title",
        crate::validation::check_required(&input.title, MAX_TITLE),
    );
    errors.check(
        "summary",
        crate::validation::check_optional(&input.summary, MAX_SUMMARY),
    );
    errors.check("link", check_link(&input.link));
    errors.check(
        "body",
        crate::validation::check_optional(&input.body, MAX_BODY),
    );
    if input.link.trim().is_empty() && input.body.trim().is_empty() {
        errors.check("body", Err("linkOrBodyRequired"));
    }
    if input.group_ids.len() > MAX_COMPANIES {
        errors.check("groupIds", Err("tooManyCompanies"));
    }
}

/// The companies of `ids`, each once, in the order first named.
pub fn distinct(ids: &[i64]) -> Vec<i64> {
    let mut seen = Vec::with_capacity(ids.len());
    for id in ids {
        if !seen.contains(id) {
            seen.push(*id);
        }
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input() -> PostInput {
        PostInput {
            title: "Trend followers in March".to_owned(),
            body: "A **good** month.".to_owned(),
            ..PostInput::default()
        }
    }

    fn problems(input: &PostInput) -> Result<(), crate::error::Error> {
        let mut errors = FieldErrors::default();
        check_post(input, &mut errors);
        errors.into_result()
    }

    #[test]
    fn a_post_needs_a_title_and_a_link_or_a_body() {
        assert!(problems(&input()).is_ok());
        let untitled = PostInput {
            title: "  ".to_owned(),
            ..input()
        };
        assert!(problems(&untitled).is_err());
        let empty = PostInput {
            body: String::new(),
            ..input()
        };
        assert!(problems(&empty).is_err());
        let link_only = PostInput {
            body: String::new(),
            link: "https://example.com/a".to_owned(),
            ..input()
        };
        assert!(problems(&link_only).is_ok());
    }

    #[test]
    fn lengths_and_counts_are_bounded() {
        let long = |n| "x".repeat(n);
        for post in [
            PostInput {
                title: long(MAX_TITLE + 1),
                ..input()
            },
            PostInput {
                summary: long(MAX_SUMMARY + 1),
                ..input()
            },
            PostInput {
                body: long(MAX_BODY + 1),
                ..input()
            },
            PostInput {
                group_ids: (1..=11).collect(),
                ..input()
            },
        ] {
            assert!(problems(&post).is_err());
        }
        assert!(problems(&PostInput {
            title: long(MAX_TITLE),
            ..input()
        })
        .is_ok());
        assert!(problems(&PostInput {
            group_ids: (1..=10).collect(),
            ..input()
        })
        .is_ok());
    }

    #[test]
    fn links_are_absolute_http_addresses() {
        assert_eq!(check_link(""), Ok(()));
        assert_eq!(check_link("https://example.com/post?id=1"), Ok(()));
        assert_eq!(check_link("http://example.com"), Ok(()));
        assert_eq!(check_link("javascript:alert(1)"), Err("invalidLink"));
        assert_eq!(check_link("mailto:a@example.com"), Err("invalidLink"));
        assert_eq!(check_link("example.com"), Err("invalidLink"));
        let long = format!("https://example.com/{}", "a".repeat(MAX_LINK));
        assert_eq!(check_link(&long), Err("tooLong"));
    }

    #[test]
    fn companies_are_kept_once_in_order() {
        assert_eq!(distinct(&[3, 1, 3, 2, 1]), vec![3, 1, 2]);
    }
}
