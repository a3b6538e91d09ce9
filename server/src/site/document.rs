//! The web app's `index.html` with the head a page needs before any script runs: its language,
//! title and description, its address in each language, and the Open Graph and Twitter card
//! tags that link previews read (crawlers and chat apps do not run the app).

use std::sync::LazyLock;

use anyhow::anyhow;
use regex::Regex;

use crate::error::Result;
use crate::language::Language;

/// What the head of one page says. Every text is plain: `render` escapes it.
#[derive(Debug, Clone, PartialEq)]
pub struct Head {
    pub language: Language,
    /// The tab title: `Trend Program — Acme Capital | CTA Atlas`.
    pub title: String,
    /// The title a link preview shows beside the site's name: `Trend Program — Acme Capital`.
    pub share_title: String,
    pub description: String,
    pub site_name: String,
    /// Where the page is, in its language and in each; none for the lost page.
    pub addresses: Option<Addresses>,
    /// An absolute image URL for previews (a company's logo).
    pub image: Option<String>,
}

/// A page's absolute URLs.
#[derive(Debug, Clone, PartialEq)]
pub struct Addresses {
    pub canonical: String,
    /// The page in every language, the first being the default.
    pub alternates: Vec<(Language, String)>,
}

/// The `<html>` tag's `lang` attribute, however the build quotes it.
static LANG_ATTRIBUTE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"\s+lang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)"#).expect("a valid pattern")
});

/// BCP 47, as `<html lang>` and `hreflang` write a language (the script subtag capitalized).
pub fn html_lang(language: Language) -> &'static str {
    match language {
        Language::En => "en",
        Language::ZhHans => "zh-Hans",
    }
}

/// Open Graph's `language_TERRITORY`.
fn og_locale(language: Language) -> &'static str {
    match language {
        Language::En => "en_US",
        Language::ZhHans => "zh_CN",
    }
}

/// `text` safe inside an element or a quoted attribute.
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            c => escaped.push(c),
        }
    }
    escaped
}

/// The tags `head` puts before `</head>`.
fn head_tags(head: &Head) -> String {
    let meta = |attribute: &str, name: &str, content: &str| {
        format!(
            "<meta {attribute}=\"{name}\" content=\"{}\">\n",
            escape(content)
        )
    };
    let mut tags = format!("<title>{}</title>\n", escape(&head.title));
    tags += &meta("name", "description", &head.description);
    if let Some(addresses) = &head.addresses {
        tags += &format!(
            "<link rel=\"canonical\" href=\"{}\">\n",
            escape(&addresses.canonical)
        );
        for (language, url) in &addresses.alternates {
            tags += &format!(
                "<link rel=\"alternate\" hreflang=\"{}\" href=\"{}\">\n",
                html_lang(*language),
                escape(url)
            );
        }
        if let Some((_, default)) = addresses.alternates.first() {
            tags += &format!(
                "<link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\">\n",
                escape(default)
            );
        }
        tags += &meta("property", "og:url", &addresses.canonical);
    }
    tags += &meta("property", "og:type", "website");
    tags += &meta("property", "og:site_name", &head.site_name);
    tags += &meta("property", "og:title", &head.share_title);
    tags += &meta("property", "og:description", &head.description);
    tags += &meta("property", "og:locale", og_locale(head.language));
    for other in super::routes::LANGUAGES
        .into_iter()
        .filter(|other| *other != head.language)
    {
        tags += &meta("property", "og:locale:alternate", og_locale(other));
    }
    tags += &meta("name", "twitter:card", "summary");
    tags += &meta("name", "twitter:title", &head.share_title);
    tags += &meta("name", "twitter:description", &head.description);
    if let Some(image) = &head.image {
        tags += &meta("property", "og:image", image);
        tags += &meta("name", "twitter:image", image);
    }
    tags
}

/// `text` without its first `<open…>…</close>` element (or `<open…>` tag when `close` is empty),
/// as the build writes it.
fn without_element(text: &str, open: &str, close: &str) -> String {
    let Some(start) = text.find(open) else {
        return text.to_owned();
    };
    let after = &text[start..];
    let end = if close.is_empty() {
        after.find('>').map(|end| end + 1)
    } else {
        after.find(close).map(|end| end + close.len())
    };
    match end {
        Some(end) => {
            let rest = text[start + end..].trim_start_matches('\n');
            let kept = text[..start].trim_end_matches([' ', '\t']);
            format!("{kept}{rest}")
        }
        None => text.to_owned(),
    }
}

/// The web app's `index.html` (`template`) with `head` in it: the `<html>` tag's language, and
/// the build's own title and description replaced by the page's tags.
pub fn render(template: &str, head: &Head) -> Result<String> {
    let template = without_element(template, "<title>", "</title>");
    let template = without_element(&template, "<meta name=\"description\"", "");
    let html = template
        .find("<html")
        .ok_or_else(|| anyhow!("index.html has no <html> tag"))?;
    let html_end = html
        + template[html..]
            .find('>')
            .ok_or_else(|| anyhow!("index.html's <html> tag is not closed"))?;
    let head_end = template
        .find("</head>")
        .filter(|at| *at > html_end)
        .ok_or_else(|| anyhow!("index.html has no </head>"))?;
    let other_attributes =
        LANG_ATTRIBUTE.replace_all(&template[html + "<html".len()..html_end], "");
    let mut document = String::with_capacity(template.len() + 2048);
    document.push_str(&template[..html]);
    document.push_str("<html lang=\"");
    document.push_str(html_lang(head.language));
    document.push('"');
    document.push_str(&other_attributes);
    // The tags go on lines of their own, indented one step further than `</head>`.
    let line_start = template[..head_end].trim_end_matches([' ', '\t']).len();
    let indent = format!("{}  ", &template[line_start..head_end]);
    document.push_str(&template[html_end..line_start]);
    for tag in head_tags(head).lines() {
        document.push_str(&indent);
        document.push_str(tag);
        document.push('\n');
    }
    document.push_str(&template[line_start..]);
    Ok(document)
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEMPLATE: &str =
        "<!doctype html>\n<html lang=\"en\">\n  <head>\n    <meta charset=\"UTF-8\" />\n    \
        <meta name=\"description\" content=\"CTA Atlas: the build's own.\" />\n    \
        <title>CTA Atlas</title>\n    <script type=\"module\" src=\"/assets/app.js\"></script>\n  \
        </head>\n  <body><div id=\"root\"></div></body>\n</html>\n";

    fn head() -> Head {
        Head {
            language: Language::ZhHans,
            title: "Trend — Acme | CTA Atlas".to_owned(),
            share_title: "Trend — Acme".to_owned(),
            description: "Rock & <roll> \"quoted\" 'single'".to_owned(),
            site_name: "CTA Atlas".to_owned(),
            addresses: Some(Addresses {
                canonical: "https://atlas.test/zh-hans/groups/acme".to_owned(),
                alternates: vec![
                    (Language::En, "https://atlas.test/en/groups/acme".to_owned()),
                    (
                        Language::ZhHans,
                        "https://atlas.test/zh-hans/groups/acme".to_owned(),
                    ),
                ],
            }),
            image: Some("https://atlas.test/api/v1/groups/acme/logo?v=1&x=2".to_owned()),
        }
    }

    #[test]
    fn the_page_replaces_the_build_s_title_and_description_and_sets_the_language() {
        let document = render(TEMPLATE, &head()).unwrap();
        assert!(document.starts_with("<!doctype html>\n<html lang=\"zh-Hans\">"));
        assert_eq!(document.matches("<title>").count(), 1);
        assert!(document.contains("<title>Trend — Acme | CTA Atlas</title>"));
        assert!(!document.contains("the build's own"));
        assert_eq!(document.matches("name=\"description\"").count(), 1);
        assert!(document.contains("<script type=\"module\" src=\"/assets/app.js\"></script>"));
        assert!(document.contains("<body><div id=\"root\"></div></body>"));
        let head_end = document.find("</head>").unwrap();
        assert!(document.find("og:title").unwrap() < head_end);
    }

    #[test]
    fn every_inserted_text_is_escaped() {
        let document = render(TEMPLATE, &head()).unwrap();
        let escaped = "Rock &amp; &lt;roll&gt; &quot;quoted&quot; &#39;single&#39;";
        assert!(document.contains(&format!(
            "<meta name=\"description\" content=\"{escaped}\">"
        )));
        assert!(document.contains(&format!(
            "<meta property=\"og:description\" content=\"{escaped}\">"
        )));
        assert!(
            document.contains("content=\"https://atlas.test/api/v1/groups/acme/logo?v=1&amp;x=2\"")
        );
        assert!(!document.contains("<roll>"));
    }

    #[test]
    fn a_page_names_its_address_in_each_language_and_its_preview() {
        let document = render(TEMPLATE, &head()).unwrap();
        for tag in [
            "<link rel=\"canonical\" href=\"https://atlas.test/zh-hans/groups/acme\">",
            "<link rel=\"alternate\" hreflang=\"en\" href=\"https://atlas.test/en/groups/acme\">",
            "<link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"https://atlas.test/zh-hans/groups/acme\">",
            "<link rel=\"alternate\" hreflang=\"x-default\" href=\"https://atlas.test/en/groups/acme\">",
            "<meta property=\"og:url\" content=\"https://atlas.test/zh-hans/groups/acme\">",
            "<meta property=\"og:type\" content=\"website\">",
            "<meta property=\"og:site_name\" content=\"CTA Atlas\">",
            "<meta property=\"og:title\" content=\"Trend — Acme\">",
            "<meta property=\"og:locale\" content=\"zh_CN\">",
            "<meta property=\"og:locale:alternate\" content=\"en_US\">",
            "<meta name=\"twitter:card\" content=\"summary\">",
            "<meta name=\"twitter:title\" content=\"Trend — Acme\">",
        ] {
            assert!(document.contains(tag), "{tag}");
        }
    }

    #[test]
    fn the_lost_page_has_no_address_and_a_page_without_a_logo_no_image() {
        let lost = Head {
            addresses: None,
            image: None,
            ..head()
        };
        let document = render(TEMPLATE, &lost).unwrap();
        assert!(!document.contains("canonical"));
        assert!(!document.contains("hreflang"));
        assert!(!document.contains("og:url"));
        assert!(!document.contains("og:image"));
        assert!(!document.contains("twitter:image"));
    }

    #[test]
    fn other_attributes_of_the_html_tag_are_kept() {
        let template = TEMPLATE.replace("<html lang=\"en\">", "<html class=\"x\" lang=\"en\">");
        let document = render(&template, &head()).unwrap();
        assert!(document.contains("<html lang=\"zh-Hans\" class=\"x\">"));
    }

    #[test]
    fn a_template_without_a_head_is_refused() {
        assert!(render("<p>no document</p>", &head()).is_err());
        assert!(render("<html><body></body></html>", &head()).is_err());
    }
}
