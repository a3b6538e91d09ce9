//! The site as crawlers and link previews see it: each page's document with its head, real 404s,
//! the sitemap and robots.txt.

use axum::http::{header, StatusCode};
use server::reference::{group_status, program_status};
use server::{groups, programs};

use crate::common::fixtures;
use crate::support::{postgres, spawn_app, spawn_app_on, TestApp};

/// An active company "acme" (whose name needs escaping) with an active program "trend" and a
/// pending one "pending"; a pending company "quiet" with an active program "hush".
async fn catalog(app: &TestApp) -> i64 {
    let db = &app.db.db;
    let mut acme = fixtures::group("acme");
    acme.group_name = "Acme & <Sons>".to_owned();
    acme.group_status_id = group_status::ACTIVE;
    let acme_id = groups::create_group(db, &acme).await.unwrap();
    for (uri, name, status) in [
        ("trend", "Trend \"One\"", program_status::ACTIVE),
        ("pending", "Not Yet", program_status::PENDING),
    ] {
        let mut program = fixtures::program(uri);
        program.program_name = name.to_owned();
        program.program_status_id = status;
        programs::create_program(db, acme_id, &program)
            .await
            .unwrap();
    }
    let quiet_id = groups::create_group(db, &fixtures::group("quiet"))
        .await
        .unwrap();
    programs::create_program(db, quiet_id, &fixtures::program("hush"))
        .await
        .unwrap();
    acme_id
}

async fn page(app: &TestApp, path: &str) -> (StatusCode, String) {
    let (status, headers, body) = app.get(path).await;
    let html = String::from_utf8(body).unwrap();
    let content_type = headers[header::CONTENT_TYPE].to_str().unwrap();
    assert!(content_type.starts_with("text/html"), "{path}: {html}");
    assert_eq!(headers[header::CACHE_CONTROL], "no-cache", "{path}");
    (status, html)
}

#[tokio::test]
async fn a_known_page_is_answered_with_its_title_and_description() {
    let app = spawn_app().await;
    let (status, html) = page(&app, "/en/indexes/methodology").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("<html lang=\"en\">"), "{html}");
    assert!(html.contains("<title>CTA Index Methodology | CTA Atlas</title>"));
    assert!(html.contains("<meta name=\"description\" content=\"How the CTA Atlas indexes"));
    assert!(!html.contains("The build's own description."));
    assert!(
        html.contains("<link rel=\"canonical\" href=\"http://atlas.test/en/indexes/methodology\">")
    );
    assert!(html.contains(
        "<link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"http://atlas.test/zh-hans/indexes/methodology\">"
    ));
    assert!(html.contains("<script type=\"module\" src=\"/assets/app-1a2b3c.js\"></script>"));
}

#[tokio::test]
async fn an_unknown_path_is_a_404_with_the_app_s_document() {
    let app = spawn_app().await;
    for path in [
        "/en/this/page/does-not-exist",
        "/zh-hans/groups/acme/programs/trend/no-such-tab",
        "/no-such-page",
        "/assets/missing-chunk.js",
    ] {
        let (status, html) = page(&app, path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        assert!(html.contains("<div id=\"root\"></div>"), "{path}");
        assert!(!html.contains("rel=\"canonical\""), "{path}");
    }
    let (_, html) = page(&app, "/zh-hans/nowhere").await;
    assert!(html.contains("<title>页面未找到</title>"));
}

#[tokio::test]
async fn a_program_page_is_titled_from_the_database_with_html_escaped() {
    let app = spawn_app().await;
    let acme_id = catalog(&app).await;
    let logo = server::demo::logos::demo_logo("Acme");
    let logo_path = groups::logo::store_logo(&app.db.db, &app.data_dir, acme_id, &logo)
        .await
        .unwrap();
    let (status, html) = page(&app, "/en/groups/acme/programs/trend/charts").await;
    assert_eq!(status, StatusCode::OK);
    let title = "Trend &quot;One&quot; — Acme &amp; &lt;Sons&gt;";
    assert!(
        html.contains(&format!("<title>{title} | CTA Atlas</title>")),
        "{html}"
    );
    assert!(html.contains(&format!("<meta property=\"og:title\" content=\"{title}\">")));
    assert!(html.contains(
        "<meta property=\"og:description\" content=\"Trend following across 60 markets.\">"
    ));
    assert!(html.contains(
        "<meta property=\"og:url\" content=\"http://atlas.test/en/groups/acme/programs/trend/charts\">"
    ));
    assert!(html.contains("<meta property=\"og:site_name\" content=\"CTA Atlas\">"));
    assert!(html.contains("<meta property=\"og:locale\" content=\"en_US\">"));
    let image = groups::rules::logo_url("acme", &logo_path);
    assert!(html.contains(&format!(
        "<meta property=\"og:image\" content=\"http://atlas.test{image}\">"
    )));
    assert!(!html.contains("<Sons>"));
}

#[tokio::test]
async fn a_company_page_is_titled_by_the_company() {
    let app = spawn_app().await;
    catalog(&app).await;
    let (status, html) = page(&app, "/en/groups/acme").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("<title>Acme &amp; &lt;Sons&gt; | CTA Atlas</title>"));
    assert!(html.contains("content=\"A systematic trend follower.\""));
    assert!(!html.contains("og:image"));
}

#[tokio::test]
async fn a_missing_program_or_company_is_a_404() {
    let app = spawn_app().await;
    catalog(&app).await;
    for path in [
        "/en/groups/acme/programs/nothing",
        "/en/groups/nobody",
        "/en/groups/nobody/programs/trend",
    ] {
        let (status, html) = page(&app, path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        assert!(html.contains("<title>Page Not Found</title>"), "{path}");
    }
}

#[tokio::test]
async fn a_page_the_public_may_not_see_keeps_its_generic_title() {
    let app = spawn_app().await;
    catalog(&app).await;
    for (path, title) in [
        ("/en/groups/acme/programs/pending", "Program | CTA Atlas"),
        ("/en/groups/quiet/programs/hush", "Program | CTA Atlas"),
        ("/en/groups/quiet", "Company Profile | CTA Atlas"),
    ] {
        let (status, html) = page(&app, path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert!(html.contains(&format!("<title>{title}</title>")), "{path}");
        assert!(
            !html.contains("Not Yet") && !html.contains("Granite"),
            "{path}"
        );
    }
}

#[tokio::test]
async fn the_chinese_document_has_its_language_and_title() {
    let app = spawn_app().await;
    catalog(&app).await;
    let (status, html) = page(&app, "/zh-hans/groups/acme/programs/trend").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("<html lang=\"zh-Hans\">"));
    assert!(html
        .contains("<title>Trend &quot;One&quot;（Acme &amp; &lt;Sons&gt;） | CTA Atlas</title>"));
    assert!(html.contains("<meta property=\"og:locale\" content=\"zh_CN\">"));
    let (_, html) = page(&app, "/ZH-HANS/Indexes").await;
    assert!(html.contains("<title>CTA 指数 | CTA Atlas</title>"));
    assert!(html.contains("href=\"http://atlas.test/zh-hans/indexes\""));
}

#[tokio::test]
async fn the_sitemap_lists_public_active_pages_in_both_languages() {
    let app = spawn_app().await;
    catalog(&app).await;
    let (status, headers, body) = app.get("/sitemap.xml").await;
    assert_eq!(status, StatusCode::OK);
    assert!(headers[header::CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("application/xml"));
    let xml = String::from_utf8(body).unwrap();
    for url in [
        "<loc>http://atlas.test/en/managed-futures/performance</loc>",
        "<loc>http://atlas.test/zh-hans/indexes</loc>",
        "<loc>http://atlas.test/en/groups/acme</loc>",
        "<loc>http://atlas.test/en/groups/acme/programs/trend</loc>",
        "<loc>http://atlas.test/zh-hans/groups/acme/programs/trend</loc>",
        "hreflang=\"zh-Hans\" href=\"http://atlas.test/zh-hans/groups/acme/programs/trend\"",
    ] {
        assert!(xml.contains(url), "{url}");
    }
    for hidden in [
        "programs/pending",
        "groups/quiet",
        "programs/hush",
        "/tools/",
    ] {
        assert!(!xml.contains(hidden), "{hidden}");
    }
}

#[tokio::test]
async fn robots_txt_disallows_the_private_paths_and_names_the_sitemap() {
    let app = spawn_app().await;
    let (status, headers, body) = app.get("/robots.txt").await;
    assert_eq!(status, StatusCode::OK);
    assert!(headers[header::CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("text/plain"));
    let text = String::from_utf8(body).unwrap();
    for line in [
        "User-agent: *",
        "Disallow: /api/",
        "Disallow: /en/admin",
        "Disallow: /en/tools/",
        "Disallow: /en/profile",
        "Disallow: /zh-hans/admin",
        "Disallow: /zh-hans/tools/",
        "Disallow: /zh-hans/profile",
        "Sitemap: http://atlas.test/sitemap.xml",
    ] {
        assert!(text.lines().any(|l| l == line), "{line}\n{text}");
    }
}

#[tokio::test]
async fn the_pages_and_the_sitemap_read_postgresql_as_they_read_sqlite() {
    let app = spawn_app_on(postgres().await).await;
    catalog(&app).await;
    let (status, html) = page(&app, "/en/groups/acme/programs/trend").await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        html.contains("<title>Trend &quot;One&quot; — Acme &amp; &lt;Sons&gt; | CTA Atlas</title>")
    );
    let (status, html) = page(&app, "/en/groups/acme").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("content=\"A systematic trend follower.\""));
    assert_eq!(page(&app, "/en/groups/quiet").await.0, StatusCode::OK);
    assert_eq!(
        page(&app, "/en/groups/acme/programs/nothing").await.0,
        StatusCode::NOT_FOUND
    );
    let (_, _, body) = app.get("/sitemap.xml").await;
    let xml = String::from_utf8(body).unwrap();
    assert!(xml.contains("<loc>http://atlas.test/en/groups/acme/programs/trend</loc>"));
    assert!(!xml.contains("programs/pending"));
}

#[tokio::test]
async fn an_index_s_pages_are_titled_by_its_name_and_an_unknown_index_is_lost() {
    let app = spawn_app().await;
    server::indexes::create_index(&app.db.db, &fixtures::sp500_index())
        .await
        .unwrap();
    let (status, html) = page(&app, "/zh-hans/indexes/cta-index/historical-data").await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        html.contains("<title>CTA Atlas CTA 指数 | CTA Atlas</title>"),
        "{html}"
    );
    let (status, html) = page(&app, "/en/indexes/ranking-ytd/rankings").await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("<title>YTD Performance Ranking: Monthly Rankings | CTA Atlas</title>"));
    for lost in [
        "/en/indexes/nothing",
        "/en/indexes/nothing/rankings",
        "/en/indexes/sp-500",
        "/en/indexes/sp-500/rankings",
    ] {
        assert_eq!(page(&app, lost).await.0, StatusCode::NOT_FOUND, "{lost}");
    }
}

/// A post with a body (its page is listed) and one with only a link; answers the first's id.
async fn news_posts(app: &TestApp) -> i64 {
    let admin = app.sign_in_as_admin().await;
    let (status, created) = app
        .call(
            "POST",
            "/api/v1/admin/posts",
            Some(&admin),
            Some(serde_json::json!({
                "language": "en", "title": "Trend <news>", "summary": "A quiet quarter.",
                "body": "Text"
            })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let (status, _) = app
        .call(
            "POST",
            "/api/v1/admin/posts",
            Some(&admin),
            Some(serde_json::json!({
                "language": "en", "title": "Elsewhere", "link": "https://example.com/a"
            })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    created["postId"].as_i64().unwrap()
}

#[tokio::test]
async fn a_post_s_page_is_titled_by_the_post_and_an_unknown_post_is_lost() {
    let app = spawn_app().await;
    let post_id = news_posts(&app).await;
    let (status, html) = page(&app, &format!("/en/news/{post_id}")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        html.contains("<title>Trend &lt;news&gt; | CTA Atlas</title>"),
        "{html}"
    );
    assert!(html.contains("A quiet quarter."), "{html}");
    for lost in ["/en/news/999999", "/en/news/abc", "/zh-hans/news/-1"] {
        assert_eq!(page(&app, lost).await.0, StatusCode::NOT_FOUND, "{lost}");
    }
}

#[tokio::test]
async fn the_sitemap_pages_through_companies_indexes_and_programs_in_one_order() {
    use server::site::sitemap::{listed_records, record_counts};
    let app = spawn_app().await;
    catalog(&app).await;
    let db = &app.db.db;
    let post_id = news_posts(&app).await;
    let counts = record_counts(db).await.unwrap();
    // acme; the 26 indexes of the indexes list; acme's active program; the post with a body.
    assert_eq!(counts, vec![1, 26, 1, 1]);
    let whole = listed_records(db, &counts, 0, 1000).await.unwrap();
    assert_eq!(whole.len(), 29);
    // Any page of the whole, read alone, is the same records: the files of a sitemap index
    // neither overlap nor leave a gap.
    for (offset, limit) in [(0, 1), (1, 26), (26, 2), (27, 5), (28, 3), (5, 10)] {
        let part = listed_records(db, &counts, offset, limit).await.unwrap();
        let expected: Vec<_> = whole.iter().skip(offset).take(limit).cloned().collect();
        assert_eq!(part, expected, "{offset}+{limit}");
    }
    let (_, _, body) = app.get("/sitemap.xml").await;
    let xml = String::from_utf8(body).unwrap();
    assert!(xml.contains("<loc>http://atlas.test/en/indexes/cta-index</loc>"));
    assert!(xml.contains(&format!(
        "<loc>http://atlas.test/zh-hans/news/{post_id}</loc>"
    )));
    assert!(!xml.contains("ranking-ytd"));
    // One file: it is the sitemap itself, so there is no numbered file.
    assert_eq!(app.get("/sitemaps/1.xml").await.0, StatusCode::NOT_FOUND);
    assert_eq!(app.get("/sitemaps/x.xml").await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_build_s_index_html_is_sent_to_the_site_s_root() {
    let app = spawn_app().await;
    let (status, headers, _) = app.get("/index.html").await;
    assert_eq!(status, StatusCode::PERMANENT_REDIRECT);
    assert_eq!(headers[header::LOCATION], "/");
}
