//! A post's body from Markdown to HTML that is safe to put in a page: raw HTML in the source is
//! shown as text, links keep only `http`, `https` and `mailto` addresses (any other link keeps
//! its words and loses its address), and images show their description (the page shows only
//! its own images).

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

/// Whether a link's address may stay a link.
fn is_safe_address(address: &str) -> bool {
    let lower = address.trim().to_ascii_lowercase();
    ["http://", "https://", "mailto:"]
        .iter()
        .any(|scheme| lower.starts_with(scheme))
}

/// `markdown` rendered as HTML fragments with nothing the author could use to run code or
/// reach outside the page's rules.
pub fn render(markdown: &str) -> String {
    let mut options = Options::empty();
    options.insert(Options::ENABLE_STRIKETHROUGH);
    options.insert(Options::ENABLE_TABLES);
    // Links cannot nest, so one flag tells whether the open link was dropped.
    let mut dropped_link = false;
    let events = Parser::new_ext(markdown, options).filter_map(|event| match event {
        Event::Html(text) | Event::InlineHtml(text) => Some(Event::Text(text)),
        Event::Start(Tag::HtmlBlock) => Some(Event::Start(Tag::Paragraph)),
        Event::End(TagEnd::HtmlBlock) => Some(Event::End(TagEnd::Paragraph)),
        Event::Start(Tag::Link { ref dest_url, .. }) => {
            dropped_link = !is_safe_address(dest_url);
            (!dropped_link).then_some(event)
        }
        Event::End(TagEnd::Link) => (!std::mem::take(&mut dropped_link)).then_some(event),
        Event::Start(Tag::Image { .. }) | Event::End(TagEnd::Image) => None,
        other => Some(other),
    });
    let mut html = String::with_capacity(markdown.len() * 3 / 2);
    pulldown_cmark::html::push_html(&mut html, events);
    html
}

#[cfg(test)]
mod tests {
    use super::render;

    #[test]
    fn markdown_becomes_html() {
        let html = render("# Title\n\nSome **bold** and *soft* text.\n\n- one\n- two\n");
        assert!(html.contains("<h1>Title</h1>"), "{html}");
        assert!(html.contains("<strong>bold</strong>"), "{html}");
        assert!(html.contains("<em>soft</em>"), "{html}");
        assert!(html.contains("<li>one</li>"), "{html}");
    }

    #[test]
    fn raw_html_is_shown_as_text() {
        for source in [
            "<script>alert(1)</script>",
            "Hello <img src=x onerror=alert(1)> there",
            "<div onclick=\"x()\">block</div>\n\nafter",
            "<!-- comment --><iframe src=\"https://evil.test\"></iframe>",
        ] {
            let html = render(source);
            assert!(!html.contains("<script"), "{html}");
            assert!(!html.contains("<img"), "{html}");
            assert!(!html.contains("<div"), "{html}");
            assert!(!html.contains("<iframe"), "{html}");
            assert!(html.contains("&lt;"), "{html}");
        }
        assert!(
            render("<script>alert(1)</script>").contains("&lt;script&gt;alert(1)&lt;/script&gt;")
        );
    }

    #[test]
    fn only_web_and_mail_links_stay_links() {
        let html = render("[site](https://example.com/a?b=1&c=2) [mail](mailto:a@example.com)");
        assert!(
            html.contains("<a href=\"https://example.com/a?b=1&amp;c=2\">site</a>"),
            "{html}"
        );
        assert!(
            html.contains("<a href=\"mailto:a@example.com\">mail</a>"),
            "{html}"
        );
        for source in [
            "[x](javascript:alert(1))",
            "[x](JavaScript:alert(1))",
            "[x](data:text/html,hi)",
            "<javascript:alert(1)>",
            "[x](/relative)",
        ] {
            let html = render(source);
            assert!(!html.contains("<a"), "{source}: {html}");
        }
        assert_eq!(render("[words](javascript:x)"), "<p>words</p>\n");
    }

    #[test]
    fn images_show_their_description() {
        let html = render("![a chart](https://example.com/chart.png)");
        assert_eq!(html, "<p>a chart</p>\n");
    }
}
