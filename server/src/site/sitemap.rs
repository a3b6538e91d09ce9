//! `/sitemap.xml` and `/robots.txt`: what search engines may crawl, and where the public pages
//! are, each in both languages.

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use sqlx::Row;

use super::document::{escape, html_lang};
use super::routes::{About, Params, Site, LANGUAGES};
use crate::error::{Error, Result};
use crate::extract::ApiPath;
use crate::reference::{group_status, program_status};
use crate::state::AppState;
use crate::storage::Db;

/// The protocol's bound on the URLs of one sitemap file.
pub const MAX_URLS: usize = 50_000;

/// Each page is listed once per language, so a sitemap file holds this many pages. Past it,
/// `/sitemap.xml` becomes a sitemap index naming `/sitemaps/1.xml`, `/sitemaps/2.xml`, … of this
/// many pages each, all in one order: the pages of the route table, then companies, indexes and
/// programs by address, then news posts by id.
pub const PAGES_PER_SITEMAP: usize = MAX_URLS / LANGUAGES.len();

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
    fn new(about: About, params: &[(&str, String)]) -> Listed {
        Listed {
            about,
            params: params
                .iter()
                .map(|(name, value)| ((*name).to_owned(), value.clone()))
                .collect(),
        }
    }
}

/// The records whose pages are listed, of one kind: the rows of `from_where` (filtered by
/// `filters`, bound as `$1`, `$2`, …) in the order of `order`, a unique address, so the sitemap's
/// files never overlap. `select` gives the columns each page parameter of `params` is read from.
struct Source {
    about: About,
    select: &'static str,
    params: &'static [(&'static str, &'static str)],
    from_where: &'static str,
    filters: &'static [i64],
    order: &'static str,
}

/// Active companies; the indexes of the indexes list (not the S&P 500 benchmark, nor a ranking,
/// whose page is its month's ranking); the active programs of active companies that are not
/// hidden (of what `may_see_program` shows a visitor, all but the archive); the news posts with
/// a body (a post with only a link is its link).
const SOURCES: [Source; 4] = [
    Source {
        about: About::Group,
        select: "group_uri",
        params: &[("groupUri", "group_uri")],
        from_where: "FROM groups WHERE group_status_id = $1",
        filters: &[group_status::ACTIVE],
        order: "group_uri",
    },
    Source {
        about: About::Index,
        select: "portfolio_uri",
        params: &[("portfolioUri", "portfolio_uri")],
        from_where: "FROM indexes WHERE kind NOT IN ('benchmark', 'ranking')",
        filters: &[],
        order: "portfolio_uri",
    },
    Source {
        about: About::Program,
        select: "g.group_uri, p.program_uri",
        params: &[("groupUri", "group_uri"), ("programUri", "program_uri")],
        from_where: "FROM programs p JOIN groups g ON g.id = p.group_id \
                     WHERE p.program_status_id = $1 AND g.group_status_id = $2 \
                     AND p.hide_program = 0",
        filters: &[program_status::ACTIVE, group_status::ACTIVE],
        order: "g.group_uri, p.program_uri",
    },
    Source {
        about: About::Post,
        select: "CAST(id AS TEXT) AS post_id",
        params: &[("postId", "post_id")],
        from_where: "FROM posts WHERE body <> ''",
        filters: &[],
        order: "id",
    },
];

impl Source {
    async fn count(&self, db: &Db) -> Result<usize> {
        let sql = format!("SELECT COUNT(*) AS n {}", self.from_where);
        let mut query = sqlx::query(&sql);
        for filter in self.filters {
            query = query.bind(*filter);
        }
        let count: i64 = query.fetch_one(&db.pool).await?.try_get("n")?;
        Ok(usize::try_from(count).unwrap_or(0))
    }

    async fn rows(&self, db: &Db, offset: usize, limit: usize) -> Result<Vec<Listed>> {
        let next = self.filters.len() + 1;
        let sql = format!(
            "SELECT {} {} ORDER BY {} LIMIT ${next} OFFSET ${}",
            self.select,
            self.from_where,
            self.order,
            next + 1
        );
        let mut query = sqlx::query(&sql);
        for filter in self.filters {
            query = query.bind(*filter);
        }
        let rows = query
            .bind(i64::try_from(limit).unwrap_or(i64::MAX))
            .bind(i64::try_from(offset).unwrap_or(i64::MAX))
            .fetch_all(&db.pool)
            .await?;
        rows.iter()
            .map(|row| {
                let params = self
                    .params
                    .iter()
                    .map(|(param, column)| Ok((*param, row.try_get::<String, _>(*column)?)))
                    .collect::<Result<Vec<_>>>()?;
                Ok(Listed::new(self.about, &params))
            })
            .collect()
    }
}

/// How many records have a listed page, of each source.
pub async fn record_counts(db: &Db) -> Result<Vec<usize>> {
    let mut counts = Vec::with_capacity(SOURCES.len());
    for source in &SOURCES {
        counts.push(source.count(db).await?);
    }
    Ok(counts)
}

/// The listed records from the `offset`-th, at most `limit` of them, in the sitemap's order
/// (`counts` as `record_counts` gives them).
pub async fn listed_records(
    db: &Db,
    counts: &[usize],
    mut offset: usize,
    mut limit: usize,
) -> Result<Vec<Listed>> {
    let mut listed = Vec::new();
    for (source, count) in SOURCES.iter().zip(counts) {
        if limit == 0 {
            break;
        }
        if offset >= *count {
            offset -= count;
            continue;
        }
        let rows = source.rows(db, offset, limit.min(count - offset)).await?;
        limit -= rows.len();
        offset = 0;
        listed.extend(rows);
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

/// A sitemap of `paths` (without a language prefix) at `origin`, at most `PAGES_PER_SITEMAP`.
pub fn urlset_xml(origin: &str, paths: impl Iterator<Item = String>) -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
         xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for path in paths.take(PAGES_PER_SITEMAP) {
        page_entries(origin, &path, &mut xml);
    }
    xml.push_str("</urlset>\n");
    xml
}

/// A sitemap index naming the `files` sitemap files at `origin`.
pub fn index_xml(origin: &str, files: usize) -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for file in 1..=files {
        xml.push_str(&format!(
            "<sitemap><loc>{}</loc></sitemap>\n",
            escape(&format!("{origin}/sitemaps/{file}.xml"))
        ));
    }
    xml.push_str("</sitemapindex>\n");
    xml
}

/// How many sitemap files `pages` pages take (one at least: a site has its own pages).
pub fn file_count(pages: usize) -> usize {
    pages.div_ceil(PAGES_PER_SITEMAP).max(1)
}

/// The paths of the `file`-th sitemap file (from 1): its share of the route table's pages, then of
/// the records'.
async fn file_paths(site: &Site, db: &Db, counts: &[usize], file: usize) -> Result<Vec<String>> {
    let start = (file - 1) * PAGES_PER_SITEMAP;
    let end = start + PAGES_PER_SITEMAP;
    let static_paths: Vec<String> = site
        .sitemap_paths()
        .map(|pattern| format!("/{pattern}"))
        .collect();
    let from_records = start.saturating_sub(static_paths.len());
    let record_limit = end - start.max(static_paths.len());
    let records = listed_records(db, counts, from_records, record_limit).await?;
    let mut paths: Vec<String> = static_paths
        .into_iter()
        .skip(start)
        .take(PAGES_PER_SITEMAP)
        .collect();
    paths.extend(
        records
            .iter()
            .filter_map(|record| site.path_about(record.about, &record.params)),
    );
    Ok(paths)
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

fn xml_response(xml: String) -> Response {
    (
        [
            (header::CONTENT_TYPE, "application/xml; charset=utf-8"),
            (header::CACHE_CONTROL, CACHE_CONTROL),
        ],
        xml,
    )
        .into_response()
}

/// The route table's pages and the records', and how many records of each source.
async fn catalog_size(site: &Site, db: &Db) -> Result<(usize, Vec<usize>)> {
    let counts = record_counts(db).await?;
    Ok((
        site.sitemap_paths().count() + counts.iter().sum::<usize>(),
        counts,
    ))
}

/// `GET /sitemap.xml`: every listed page, or, when they take more than one file, the index of
/// the files.
pub async fn sitemap(State(state): State<AppState>) -> Result<Response> {
    let site = Site::get();
    let origin = state.config.public_url();
    let (pages, counts) = catalog_size(site, &state.db).await?;
    let files = file_count(pages);
    if files > 1 {
        return Ok(xml_response(index_xml(&origin, files)));
    }
    let paths = file_paths(site, &state.db, &counts, 1).await?;
    Ok(xml_response(urlset_xml(&origin, paths.into_iter())))
}

/// `GET /sitemaps/{n}.xml`: the `n`-th file a sitemap index names; 404 past the last (and for the
/// only one, which `/sitemap.xml` itself is).
pub async fn sitemap_file(
    State(state): State<AppState>,
    ApiPath(name): ApiPath<String>,
) -> Result<Response> {
    let file = name
        .strip_suffix(".xml")
        .filter(|number| number.bytes().all(|byte| byte.is_ascii_digit()))
        .and_then(|number| number.parse::<usize>().ok())
        .ok_or(Error::NotFound)?;
    let site = Site::get();
    let (pages, counts) = catalog_size(site, &state.db).await?;
    let files = file_count(pages);
    if files == 1 || file == 0 || file > files {
        return Err(Error::NotFound);
    }
    let paths = file_paths(site, &state.db, &counts, file).await?;
    Ok(xml_response(urlset_xml(
        &state.config.public_url(),
        paths.into_iter(),
    )))
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

    fn paths(records: &[Listed]) -> Vec<String> {
        let site = Site::get();
        site.sitemap_paths()
            .map(|pattern| format!("/{pattern}"))
            .chain(
                records
                    .iter()
                    .filter_map(|record| site.path_about(record.about, &record.params)),
            )
            .collect()
    }

    #[test]
    fn each_page_is_listed_in_both_languages_with_its_alternates() {
        let records = [
            Listed::new(About::Group, &[("groupUri", "acme".to_owned())]),
            Listed::new(
                About::Program,
                &[
                    ("groupUri", "acme".to_owned()),
                    ("programUri", "trend & carry".to_owned()),
                ],
            ),
            Listed::new(About::Index, &[("portfolioUri", "cta-index".to_owned())]),
        ];
        let xml = urlset_xml("https://atlas.test", paths(&records).into_iter());
        for entry in [
            "<url><loc>https://atlas.test/en/managed-futures/performance</loc>",
            "<url><loc>https://atlas.test/zh-hans/managed-futures/performance</loc>",
            "<url><loc>https://atlas.test/en/groups/acme</loc>",
            "<url><loc>https://atlas.test/zh-hans/groups/acme/programs/trend%20%26%20carry</loc>",
            "<url><loc>https://atlas.test/zh-hans/indexes/cta-index</loc>",
            "<xhtml:link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"https://atlas.test/zh-hans/groups/acme\"/>",
            "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"https://atlas.test/en/groups/acme\"/>",
        ] {
            assert!(xml.contains(entry), "{entry}");
        }
        assert!(!xml.contains("/tools/"));
        assert!(!xml.contains("/groups/:"));
    }

    #[test]
    fn a_sitemap_file_holds_at_most_the_protocol_s_bound() {
        let records: Vec<Listed> = (0..MAX_URLS)
            .map(|index| Listed::new(About::Group, &[("groupUri", format!("company-{index}"))]))
            .collect();
        let xml = urlset_xml("https://atlas.test", paths(&records).into_iter());
        assert_eq!(xml.matches("<url>").count(), MAX_URLS);
    }

    #[test]
    fn pages_past_one_file_take_as_many_files_as_they_need() {
        assert_eq!(file_count(0), 1);
        assert_eq!(file_count(PAGES_PER_SITEMAP), 1);
        assert_eq!(file_count(PAGES_PER_SITEMAP + 1), 2);
        assert_eq!(file_count(3 * PAGES_PER_SITEMAP), 3);
        let xml = index_xml("https://atlas.test", 2);
        assert!(
            xml.contains("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">")
        );
        assert!(xml.contains("<sitemap><loc>https://atlas.test/sitemaps/1.xml</loc></sitemap>"));
        assert!(xml.contains("<sitemap><loc>https://atlas.test/sitemaps/2.xml</loc></sitemap>"));
        assert!(!xml.contains("3.xml"));
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
