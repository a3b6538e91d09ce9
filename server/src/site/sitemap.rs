//! `/sitemap.xml` and `/robots.txt`: what search engines may crawl, and where the public pages
//! are, each in both languages.

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use sqlx::Row;

use super::document::{escape, html_lang};
use super::routes::{About, Params, Site, LANGUAGES};
use crate::access::{may_see_group, may_see_program};
use crate::error::Result;
use crate::reference::{group_status, program_status};
use crate::state::AppState;
use crate::storage::Db;

/// The protocol's bound on the URLs of one sitemap. Each page is listed once per language, so at
/// most half as many pages fit; past that the sitemap lists the first ones by address (a sitemap
/// index would take the rest: not needed at the catalog's size, see docs/decisions.md).
pub const MAX_URLS: usize = 50_000;

/// How long crawlers and proxies may keep the answers: the catalog changes daily, not by the
/// second.
const CACHE_CONTROL: &str = "public, max-age=3600";

/// The paths, under both language prefixes (and none, which stands for English), that are a
/// member's or an administrator's own.
const PRIVATE_PATHS: [&str; 3] = ["/admin", "/tools/", "/profile"];

/// A record's page the sitemap lists.
#[derive(Debug, Clone, PartialEq)]
pub struct Listed {
    pub about: About,
    pub params: Params,
}

impl Listed {
    fn program(group_uri: String, program_uri: String) -> Listed {
        Listed {
            about: About::Program,
            params: Params::from([
                ("groupUri".to_owned(), group_uri),
                ("programUri".to_owned(), program_uri),
            ]),
        }
    }

    fn group(group_uri: String) -> Listed {
        Listed {
            about: About::Group,
            params: Params::from([("groupUri".to_owned(), group_uri)]),
        }
    }
}

/// The public pages of active companies and of their active programs, companies first, at most
/// `limit` of them.
pub async fn listed_records(db: &Db, limit: usize) -> Result<Vec<Listed>> {
    let limit = i64::try_from(limit).unwrap_or(i64::MAX);
    let groups = sqlx::query(
        "SELECT id, group_uri, group_status_id FROM groups WHERE group_status_id = $1 \
         ORDER BY group_uri LIMIT $2",
    )
    .bind(group_status::ACTIVE)
    .bind(limit)
    .fetch_all(&db.pool)
    .await?;
    let mut listed = Vec::new();
    for row in &groups {
        if may_see_group(None, row.try_get("id")?, row.try_get("group_status_id")?) {
            listed.push(Listed::group(row.try_get("group_uri")?));
        }
    }
    let programs = sqlx::query(
        "SELECT g.id AS group_id, g.group_uri, g.group_status_id, p.program_uri, \
         p.program_status_id, p.hide_program FROM programs p JOIN groups g ON g.id = p.group_id \
         WHERE p.program_status_id = $1 AND g.group_status_id = $2 \
         ORDER BY g.group_uri, p.program_uri LIMIT $3",
    )
    .bind(program_status::ACTIVE)
    .bind(group_status::ACTIVE)
    .bind(limit - i64::try_from(listed.len()).unwrap_or(limit))
    .fetch_all(&db.pool)
    .await?;
    for row in &programs {
        let public = may_see_program(
            None,
            row.try_get("group_id")?,
            row.try_get("group_status_id")?,
            row.try_get("program_status_id")?,
            row.try_get::<i64, _>("hide_program")? != 0,
        );
        if public {
            listed.push(Listed::program(
                row.try_get("group_uri")?,
                row.try_get("program_uri")?,
            ));
        }
    }
    Ok(listed)
}

/// One `<url>` per language of the page at `path` (without its prefix), each naming the page in
/// every language.
fn page_entries(origin: &str, path: &str, xml: &mut String) {
    let url = |language: crate::language::Language| {
        escape(&format!("{origin}/{}{path}", language.code()))
    };
    for language in LANGUAGES {
        xml.push_str("<url><loc>");
        xml.push_str(&url(language));
        xml.push_str("</loc>");
        for other in LANGUAGES {
            xml.push_str(&format!(
                "<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>",
                html_lang(other),
                url(other)
            ));
        }
        xml.push_str(&format!(
            "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\"/>",
            url(LANGUAGES[0])
        ));
        xml.push_str("</url>\n");
    }
}

/// The sitemap of the site's listed pages and `records`, at `origin`.
pub fn sitemap_xml(site: &Site, origin: &str, records: &[Listed]) -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
         xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    let static_paths = site.sitemap_paths().map(|pattern| format!("/{pattern}"));
    let record_paths = records
        .iter()
        .filter_map(|record| site.path_about(record.about, &record.params));
    for path in static_paths
        .chain(record_paths)
        .take(MAX_URLS / LANGUAGES.len())
    {
        page_entries(origin, &path, &mut xml);
    }
    xml.push_str("</urlset>\n");
    xml
}

/// Everything may be crawled but the API and the members' and administrators' own pages.
pub fn robots_txt(origin: &str) -> String {
    let mut text = String::from("User-agent: *\nAllow: /\nDisallow: /api/\n");
    for prefix in std::iter::once(String::new())
        .chain(LANGUAGES.map(|language| format!("/{}", language.code())))
    {
        for path in PRIVATE_PATHS {
            text.push_str(&format!("Disallow: {prefix}{path}\n"));
        }
    }
    text.push_str(&format!("\nSitemap: {origin}/sitemap.xml\n"));
    text
}

/// `GET /sitemap.xml`.
pub async fn sitemap(State(state): State<AppState>) -> Result<Response> {
    let site = Site::get();
    let budget = MAX_URLS / LANGUAGES.len() - site.sitemap_paths().count();
    let records = listed_records(&state.db, budget).await?;
    if records.len() == budget {
        tracing::warn!(budget, "the sitemap is full: pages past it are not listed");
    }
    let xml = sitemap_xml(site, &state.config.public_url(), &records);
    Ok((
        [
            (header::CONTENT_TYPE, "application/xml; charset=utf-8"),
            (header::CACHE_CONTROL, CACHE_CONTROL),
        ],
        xml,
    )
        .into_response())
}

/// `GET /robots.txt`.
pub async fn robots(State(state): State<AppState>) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::CACHE_CONTROL, CACHE_CONTROL),
        ],
        robots_txt(&state.config.public_url()),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_page_is_listed_in_both_languages_with_its_alternates() {
        let records = [
            Listed::group("acme".to_owned()),
            Listed::program("acme".to_owned(), "trend & carry".to_owned()),
        ];
        let xml = sitemap_xml(Site::get(), "https://atlas.test", &records);
        for entry in [
            "<url><loc>https://atlas.test/en/managed-futures/performance</loc>",
            "<url><loc>https://atlas.test/zh-hans/managed-futures/performance</loc>",
            "<url><loc>https://atlas.test/en/groups/acme</loc>",
            "<url><loc>https://atlas.test/zh-hans/groups/acme/programs/trend%20%26%20carry</loc>",
            "<xhtml:link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"https://atlas.test/zh-hans/groups/acme\"/>",
            "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"https://atlas.test/en/groups/acme\"/>",
        ] {
            assert!(xml.contains(entry), "{entry}");
        }
        assert!(!xml.contains("/tools/"));
        assert!(!xml.contains("/groups/:"));
    }

    #[test]
    fn the_sitemap_holds_at_most_the_protocol_s_bound() {
        let records: Vec<Listed> = (0..MAX_URLS)
            .map(|index| Listed::group(format!("company-{index}")))
            .collect();
        let xml = sitemap_xml(Site::get(), "https://atlas.test", &records);
        assert_eq!(xml.matches("<url>").count(), MAX_URLS);
    }

    #[test]
    fn robots_keep_crawlers_out_of_the_api_and_the_members_pages() {
        let text = robots_txt("https://atlas.test");
        for line in [
            "User-agent: *",
            "Allow: /",
            "Disallow: /api/",
            "Disallow: /en/admin",
            "Disallow: /zh-hans/tools/",
            "Disallow: /zh-hans/profile",
            "Disallow: /tools/",
            "Sitemap: https://atlas.test/sitemap.xml",
        ] {
            assert!(text.lines().any(|l| l == line), "{line}");
        }
    }
}
