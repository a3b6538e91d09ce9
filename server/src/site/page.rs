//! The answer to a page's address: the web app's document with the page's head, 404 for a path
//! the site does not have or a program or company that does not exist. A program's or company's
//! page is titled from the database when the public may see it; one the public may not see (a
//! pending company, a hidden program) is still answered 200 with its page's generic title, since
//! its managers and administrators see it once the app has their session, and a visitor learns
//! nothing from a title that does not name it.

use std::path::Path;

use axum::extract::State;
use axum::http::{header, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use sqlx::Row;

use super::document::{self, Addresses, Head};
use super::routes::{About, PageMatch, Resolved, Site, LANGUAGES};
use crate::access::{may_see_group, may_see_program};
use crate::error::{Error, Result};
use crate::groups::rules::logo_url;
use crate::language::Language;
use crate::state::AppState;
use crate::storage::Db;

/// How long a description may be, in characters: what search results and previews show.
const MAX_DESCRIPTION_CHARS: usize = 160;

/// The record a page shows, as the public may see it.
#[derive(Debug, Clone, PartialEq)]
pub struct Subject {
    /// The program's name, or the company's.
    pub name: String,
    /// The company's name (the program's company, or the company itself).
    pub company: String,
    /// As stored, perhaps empty.
    pub description: String,
    /// The company logo's address on this site, when it has one.
    pub logo: Option<String>,
}

/// What the database says of the record a page names.
#[derive(Debug, Clone, PartialEq)]
pub enum Lookup {
    /// No such record: the page does not exist.
    Missing,
    /// A record the public may not see.
    Private,
    Public(Subject),
}

/// The program at `group_uri`/`program_uri`, in one query. Of its description the database hands
/// over 400 characters, more than a description shows (a literal: PostgreSQL's `substr` takes no
/// `bigint`, which a bound `i64` is).
pub async fn program(db: &Db, group_uri: &str, program_uri: &str) -> Result<Lookup> {
    let row = sqlx::query(
        "SELECT p.program_name, SUBSTR(p.description, 1, 400) AS description, \
         p.program_status_id, p.hide_program, g.id AS group_id, g.group_name, g.group_status_id, \
         g.logo_path FROM programs p JOIN groups g ON g.id = p.group_id \
         WHERE g.group_uri = $1 AND p.program_uri = $2",
    )
    .bind(group_uri)
    .bind(program_uri)
    .fetch_optional(&db.pool)
    .await?;
    let Some(row) = row else {
        return Ok(Lookup::Missing);
    };
    let public = may_see_program(
        None,
        row.try_get("group_id")?,
        row.try_get("group_status_id")?,
        row.try_get("program_status_id")?,
        row.try_get::<i64, _>("hide_program")? != 0,
    );
    if !public {
        return Ok(Lookup::Private);
    }
    Ok(Lookup::Public(Subject {
        name: row.try_get("program_name")?,
        company: row.try_get("group_name")?,
        description: row
            .try_get::<Option<String>, _>("description")?
            .unwrap_or_default(),
        logo: row
            .try_get::<Option<String>, _>("logo_path")?
            .map(|path| logo_url(group_uri, &path)),
    }))
}

/// The company at `group_uri`, in one query (400 characters of its description, as above).
pub async fn group(db: &Db, group_uri: &str) -> Result<Lookup> {
    let row = sqlx::query(
        "SELECT id, group_name, SUBSTR(description_long, 1, 400) AS description, group_status_id, \
         logo_path FROM groups WHERE group_uri = $1",
    )
    .bind(group_uri)
    .fetch_optional(&db.pool)
    .await?;
    let Some(row) = row else {
        return Ok(Lookup::Missing);
    };
    if !may_see_group(None, row.try_get("id")?, row.try_get("group_status_id")?) {
        return Ok(Lookup::Private);
    }
    let name: String = row.try_get("group_name")?;
    Ok(Lookup::Public(Subject {
        company: name.clone(),
        name,
        description: row
            .try_get::<Option<String>, _>("description")?
            .unwrap_or_default(),
        logo: row
            .try_get::<Option<String>, _>("logo_path")?
            .map(|path| logo_url(group_uri, &path)),
    }))
}

/// The CTA index at `portfolio_uri`, named in `language`. The S&P 500 is a benchmark the site
/// charts, not one of its indexes: it has no page (as the API has no index at its address).
pub async fn index(db: &Db, portfolio_uri: &str, language: Language) -> Result<Lookup> {
    let row = sqlx::query(
        "SELECT portfolio_name_en, portfolio_name_zh FROM indexes \
         WHERE portfolio_uri = $1 AND kind <> 'benchmark'",
    )
    .bind(portfolio_uri)
    .fetch_optional(&db.pool)
    .await?;
    let Some(row) = row else {
        return Ok(Lookup::Missing);
    };
    let name: String = row.try_get(match language {
        Language::En => "portfolio_name_en",
        Language::ZhHans => "portfolio_name_zh",
    })?;
    Ok(Lookup::Public(Subject {
        company: String::new(),
        name,
        description: String::new(),
        logo: None,
    }))
}

/// The news post `post_id` (a post's id, else missing), described by its summary. Posts are
/// public.
pub async fn post(db: &Db, post_id: &str) -> Result<Lookup> {
    let Ok(id) = post_id.parse::<i64>() else {
        return Ok(Lookup::Missing);
    };
    let row = sqlx::query("SELECT title, summary FROM posts WHERE id = $1")
        .bind(id)
        .fetch_optional(&db.pool)
        .await?;
    let Some(row) = row else {
        return Ok(Lookup::Missing);
    };
    Ok(Lookup::Public(Subject {
        name: row.try_get("title")?,
        company: String::new(),
        description: row.try_get("summary")?,
        logo: None,
    }))
}

/// The shared blend of the link `token`, named by the blend's name when shared: whoever holds the
/// link may see it. A revoked or unknown link is missing.
pub async fn shared_blend(db: &Db, token: &str) -> Result<Lookup> {
    Ok(
        match crate::blend_shares::sharing::shared_blend_name(db, token).await? {
            Some(name) => Lookup::Public(Subject {
                name,
                company: String::new(),
                description: String::new(),
                logo: None,
            }),
            None => Lookup::Missing,
        },
    )
}

/// What the database says of the record `page` is about; none for a page about no record.
async fn lookup(db: &Db, page: &PageMatch<'_>) -> Result<Option<Lookup>> {
    let param = |name: &str| page.params.get(name).map(String::as_str);
    let Some(about) = page.route.about else {
        return Ok(None);
    };
    Ok(Some(
        match (about, param("groupUri"), param("programUri")) {
            (About::Program, Some(group_uri), Some(program_uri)) => {
                program(db, group_uri, program_uri).await?
            }
            (About::Group, Some(group_uri), _) => group(db, group_uri).await?,
            (About::Index | About::IndexRankings, _, _) => match param("portfolioUri") {
                Some(uri) => index(db, uri, page.language).await?,
                None => Lookup::Missing,
            },
            (About::Post, _, _) => match param("postId") {
                Some(id) => post(db, id).await?,
                None => Lookup::Missing,
            },
            (About::SharedBlend, _, _) => match param("token") {
                Some(token) => shared_blend(db, token).await?,
                None => Lookup::Missing,
            },
            // The manifest's tests hold these routes to their parameters.
            (About::Program | About::Group, _, _) => Lookup::Missing,
        },
    ))
}

/// `template` with each `{name}` replaced by its value.
fn fill(template: &str, values: &[(&str, &str)]) -> String {
    values
        .iter()
        .fold(template.to_owned(), |text, (name, value)| {
            text.replace(&format!("{{{name}}}"), value)
        })
}

/// `text` on one line, cut at a word to `MAX_DESCRIPTION_CHARS` with an ellipsis when longer.
pub fn clip_description(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    let line = words.join(" ");
    if line.chars().count() <= MAX_DESCRIPTION_CHARS {
        return line;
    }
    let cut: String = line.chars().take(MAX_DESCRIPTION_CHARS - 1).collect();
    // At the last space, unless that throws most of it away (a text without spaces: Chinese).
    let kept = match cut.rfind(' ') {
        Some(space) if space > cut.len() / 2 => &cut[..space],
        _ => cut.as_str(),
    };
    format!("{}…", kept.trim_end_matches([',', ';', ':', '.', ' ']))
}

/// The head of `page`, about `subject` when the public may see it, at `origin`.
pub fn page_head(
    site: &Site,
    page: &PageMatch<'_>,
    subject: Option<&Subject>,
    origin: &str,
) -> Head {
    let language = page.language;
    let texts = &site.texts;
    let (share_title, description) = match (page.route.about, subject) {
        (Some(About::Program), Some(subject)) => {
            let names = [
                ("program", subject.name.as_str()),
                ("company", &subject.company),
            ];
            (
                fill(texts.program_title.get(language), &names),
                described(subject, texts.program_description.get(language), &names),
            )
        }
        (Some(About::Group), Some(subject)) => (
            subject.name.clone(),
            described(
                subject,
                texts.group_description.get(language),
                &[("company", &subject.company)],
            ),
        ),
        (Some(About::Index | About::SharedBlend), Some(subject)) => (
            subject.name.clone(),
            page.route.description.get(language).to_owned(),
        ),
        (Some(About::Post), Some(subject)) => (
            subject.name.clone(),
            if subject.description.trim().is_empty() {
                page.route.description.get(language).to_owned()
            } else {
                clip_description(&subject.description)
            },
        ),
        (Some(About::IndexRankings), Some(subject)) => (
            fill(
                texts.index_rankings_title.get(language),
                &[("name", &subject.name)],
            ),
            page.route.description.get(language).to_owned(),
        ),
        _ => (
            page.route.title.get(language).to_owned(),
            page.route.description.get(language).to_owned(),
        ),
    };
    let url = |language: Language| format!("{origin}/{}{}", language.code(), page.path);
    Head {
        language,
        title: fill(
            texts.document_title.get(language),
            &[("title", &share_title)],
        ),
        share_title,
        description,
        site_name: texts.name.get(language).to_owned(),
        addresses: Some(Addresses {
            canonical: url(language),
            alternates: LANGUAGES.map(|other| (other, url(other))).to_vec(),
        }),
        image: subject
            .and_then(|subject| subject.logo.as_ref())
            .map(|logo| format!("{origin}{logo}")),
    }
}

/// The subject's own description, or the one `template` makes of its names.
fn described(subject: &Subject, template: &str, names: &[(&str, &str)]) -> String {
    if subject.description.trim().is_empty() {
        fill(template, names)
    } else {
        clip_description(&subject.description)
    }
}

/// The head of the lost page.
pub fn lost_head(site: &Site, language: Language) -> Head {
    let texts = &site.texts;
    let title = texts.not_found_title.get(language).to_owned();
    Head {
        language,
        title: title.clone(),
        share_title: title,
        description: texts.description.get(language).to_owned(),
        site_name: texts.name.get(language).to_owned(),
        addresses: None,
        image: None,
    }
}

/// The web app's document, read per request so that a new build is served at once (the operating
/// system keeps the small file in memory).
async fn template(web_dist: &Path) -> Result<String> {
    match tokio::fs::read_to_string(web_dist.join("index.html")).await {
        Ok(template) => Ok(template),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Err(Error::NotFound),
        Err(error) => Err(anyhow::Error::from(error).into()),
    }
}

/// Any address that is not a file of the build nor under `/api`: the web app's document with the
/// page's head; 404 (with the same document, whose app shows its lost page) for a path the site
/// does not have.
pub async fn page(State(state): State<AppState>, uri: Uri) -> Result<Response> {
    let site = Site::get();
    let resolved = site.resolve(uri.path());
    let noindex = matches!(&resolved, Resolved::Page(page) if page.route.noindex);
    let (status, head) = match resolved {
        Resolved::Lost(language) => (StatusCode::NOT_FOUND, lost_head(site, language)),
        Resolved::Page(page) => match lookup(&state.db, &page).await? {
            Some(Lookup::Missing) => (StatusCode::NOT_FOUND, lost_head(site, page.language)),
            Some(Lookup::Public(subject)) => (
                StatusCode::OK,
                page_head(site, &page, Some(&subject), &state.config.public_url()),
            ),
            Some(Lookup::Private) | None => (
                StatusCode::OK,
                page_head(site, &page, None, &state.config.public_url()),
            ),
        },
    };
    let html = document::render(&template(&state.config.web_dist).await?, &head)?;
    let mut response = (
        status,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        html,
    )
        .into_response();
    if noindex {
        response.headers_mut().insert(
            header::HeaderName::from_static("x-robots-tag"),
            header::HeaderValue::from_static("noindex"),
        );
    }
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ORIGIN: &str = "https://atlas.test";

    fn page(path: &str) -> PageMatch<'static> {
        match Site::get().resolve(path) {
            Resolved::Page(page) => page,
            Resolved::Lost(_) => panic!("{path} is a page"),
        }
    }

    fn trend() -> Subject {
        Subject {
            name: "Trend <One>".to_owned(),
            company: "Acme & Sons".to_owned(),
            description: String::new(),
            logo: Some("/api/v1/groups/acme/logo?v=abc".to_owned()),
        }
    }

    #[test]
    fn a_program_page_is_titled_program_then_company() {
        let site = Site::get();
        let head = page_head(
            site,
            &page("/en/groups/acme/programs/trend/charts"),
            Some(&trend()),
            ORIGIN,
        );
        assert_eq!(head.title, "Trend <One> — Acme & Sons | CTA Atlas");
        assert_eq!(head.share_title, "Trend <One> — Acme & Sons");
        assert_eq!(
            head.description,
            "Trend <One> by Acme & Sons: track record, statistics and terms on CTA Atlas."
        );
        assert_eq!(
            head.image.as_deref(),
            Some("https://atlas.test/api/v1/groups/acme/logo?v=abc")
        );
        let addresses = head.addresses.unwrap();
        assert_eq!(
            addresses.canonical,
            "https://atlas.test/en/groups/acme/programs/trend/charts"
        );
        assert_eq!(
            addresses.alternates[1],
            (
                Language::ZhHans,
                "https://atlas.test/zh-hans/groups/acme/programs/trend/charts".to_owned()
            )
        );
    }

    #[test]
    fn a_chinese_program_page_is_titled_in_chinese() {
        let site = Site::get();
        let head = page_head(
            site,
            &page("/zh-hans/groups/acme/programs/trend"),
            Some(&trend()),
            ORIGIN,
        );
        assert_eq!(head.language, Language::ZhHans);
        assert_eq!(head.title, "Trend <One>（Acme & Sons） | CTA Atlas");
    }

    #[test]
    fn a_post_page_is_titled_by_the_post_and_described_by_its_summary() {
        let site = Site::get();
        let post = Subject {
            name: "Trend followers lead".to_owned(),
            company: String::new(),
            description: "A quiet quarter.".to_owned(),
            logo: None,
        };
        let head = page_head(site, &page("/en/news/12"), Some(&post), ORIGIN);
        assert_eq!(head.title, "Trend followers lead | CTA Atlas");
        assert_eq!(head.description, "A quiet quarter.");
        let untold = Subject {
            description: String::new(),
            ..post
        };
        let head = page_head(site, &page("/zh-hans/news/12"), Some(&untold), ORIGIN);
        assert_eq!(head.title, "Trend followers lead | CTA Atlas");
        assert_eq!(head.description, "关于管理期货项目及其背后 CTA 的新闻。");
    }

    #[test]
    fn a_company_page_is_titled_by_the_company_and_described_by_its_description() {
        let site = Site::get();
        let acme = Subject {
            description: "  Systematic\n trend following.  ".to_owned(),
            ..trend()
        };
        let head = page_head(site, &page("/en/groups/acme"), Some(&acme), ORIGIN);
        assert_eq!(head.title, "Trend <One> | CTA Atlas");
        assert_eq!(head.description, "Systematic trend following.");
    }

    #[test]
    fn a_page_the_public_may_not_see_gets_its_generic_title() {
        let site = Site::get();
        let head = page_head(site, &page("/en/groups/acme/programs/trend"), None, ORIGIN);
        assert_eq!(head.title, "Program | CTA Atlas");
        assert_eq!(head.image, None);
    }

    #[test]
    fn a_static_page_has_its_own_title_and_description() {
        let site = Site::get();
        let head = page_head(site, &page("/zh-hans/indexes"), None, ORIGIN);
        assert_eq!(head.title, "CTA 指数 | CTA Atlas");
        assert_ne!(
            head.description,
            site.texts.description.get(Language::ZhHans)
        );
    }

    #[test]
    fn an_index_s_pages_are_titled_by_its_name() {
        let site = Site::get();
        let index = Subject {
            name: "CTA 指数".to_owned(),
            company: String::new(),
            description: String::new(),
            logo: None,
        };
        let head = page_head(
            site,
            &page("/zh-hans/indexes/cta-index/historical-data"),
            Some(&index),
            ORIGIN,
        );
        assert_eq!(head.title, "CTA 指数 | CTA Atlas");
        assert_eq!(
            head.description,
            "CTA 指数：业绩记录、统计数据及其包含的项目。"
        );
        let head = page_head(
            site,
            &page("/en/indexes/cta-index/rankings"),
            Some(&Subject {
                name: "CTA Index".to_owned(),
                ..index
            }),
            ORIGIN,
        );
        assert_eq!(head.title, "CTA Index: Monthly Rankings | CTA Atlas");
    }

    #[test]
    fn a_long_description_is_cut_at_a_word() {
        let long = "word ".repeat(60);
        let clipped = clip_description(&long);
        assert!(clipped.chars().count() <= MAX_DESCRIPTION_CHARS);
        assert!(clipped.ends_with("word…"));
        let chinese = "趋势".repeat(100);
        assert_eq!(
            clip_description(&chinese).chars().count(),
            MAX_DESCRIPTION_CHARS
        );
    }
}
