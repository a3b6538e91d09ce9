//! The address part of a company's or program's URL, made from its name and kept unique among
//! its siblings. A leaf: groups and programs both name things this way.

/// A name in lowercase ASCII words joined by hyphens (`Alpha & Omega Capital` →
/// `alpha-omega-capital`), at most about 60 characters of whole words; `fallback` when nothing
/// is left (a name in Chinese, say).
pub fn of(name: &str, fallback: &str) -> String {
    let words = name
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_ascii_lowercase);
    let mut slug = String::new();
    for word in words {
        if !slug.is_empty() && slug.len() + word.len() >= 60 {
            break;
        }
        if !slug.is_empty() {
            slug.push('-');
        }
        slug.push_str(&word);
    }
    if slug.is_empty() {
        fallback.to_owned()
    } else {
        slug
    }
}

/// The first of `slug`, `slug-2`, `slug-3`, … not in `taken`: company and program URIs alike.
pub fn free_uri(slug: &str, taken: &[String]) -> String {
    std::iter::once(slug.to_owned())
        .chain((2..).map(|n| format!("{slug}-{n}")))
        .find(|uri| !taken.iter().any(|t| t == uri))
        .expect("an unbounded sequence has a free name")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slug_is_lowercase_ascii_words() {
        assert_eq!(
            of("Alpha & Omega Capital", "company"),
            "alpha-omega-capital"
        );
        assert_eq!(of("  Été Capital, LLC ", "company"), "t-capital-llc");
        assert_eq!(of("长城资本", "company"), "company");
        assert!(of(&"word ".repeat(40), "company").len() < 60);
    }

    #[test]
    fn a_taken_uri_gets_the_next_free_number() {
        let taken = ["alpha".to_owned(), "alpha-2".to_owned()];
        assert_eq!(free_uri("alpha", &taken), "alpha-3");
        assert_eq!(free_uri("beta", &taken), "beta");
    }
}
