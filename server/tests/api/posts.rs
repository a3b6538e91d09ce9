//! News posts over HTTP: administrators write, change and delete them (each change in the audit
//! log), every field bounded with its message; readers list them by language and by company
//! (only companies they may see), and a post's body comes back as Markdown and as safe HTML.

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::groups;
use server::reference::group_status;

use crate::common::fixtures::{self, count};
use crate::support::TestApp;

on_both_engines!(
    an_administrator_writes_changes_and_deletes_a_post,
    each_field_is_bounded_with_its_message,
    readers_list_posts_by_language_and_company,
    hidden_companies_are_not_shown_to_the_public,
    the_body_is_rendered_without_raw_html,
    only_administrators_write,
);

const POSTS: &str = "/api/v1/admin/posts";

/// A company with `uri` in `status`; answers its id.
async fn company(app: &TestApp, uri: &str, status: i64) -> i64 {
    let mut group = fixtures::group(uri);
    group.group_status_id = status;
    groups::create_group(&app.db.db, &group).await.unwrap()
}

fn post(title: &str, language: &str, group_ids: &[i64]) -> Value {
    json!({
        "language": language,
        "title": title,
        "summary": "A short summary.",
        "body": "Some **bold** words.",
        "groupIds": group_ids,
    })
}

async fn create(app: &TestApp, token: &str, body: Value) -> i64 {
    let (status, created) = app.call("POST", POSTS, Some(token), Some(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    created["postId"].as_i64().unwrap()
}

/// The field errors of a refused write.
async fn refused(app: &TestApp, token: &str, body: Value) -> Value {
    let (status, error) = app.call("POST", POSTS, Some(token), Some(body)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{error}");
    assert_eq!(error["code"], "validation_failed");
    error["fields"].clone()
}

async fn an_administrator_writes_changes_and_deletes_a_post(app: TestApp) {
    let admin = app.sign_in_as_admin().await;
    let acme = company(&app, "acme", group_status::ACTIVE).await;
    let other = company(&app, "other", group_status::ACTIVE).await;
    let id = create(&app, &admin, post("Acme in March", "en", &[acme, acme])).await;

    let (status, read) = app.get_json(&format!("/api/v1/posts/{id}")).await;
    assert_eq!(status, StatusCode::OK, "{read}");
    assert_eq!(read["title"], "Acme in March");
    assert_eq!(read["body"], "Some **bold** words.");
    assert_eq!(read["hasBody"], true);
    assert_eq!(
        read["companies"].as_array().unwrap().len(),
        1,
        "named twice, kept once"
    );

    let mut changed = post("Acme and Other", "zh-hans", &[other]);
    changed["body"] = json!("");
    changed["link"] = json!("https://example.com/story");
    let path = format!("{POSTS}/{id}");
    let (status, body) = app.call("PUT", &path, Some(&admin), Some(changed)).await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{body}");
    let (_, read) = app.get_json(&format!("/api/v1/posts/{id}")).await;
    assert_eq!(read["language"], "zh-hans");
    assert_eq!(read["link"], "https://example.com/story");
    assert_eq!(read["hasBody"], false);
    assert_eq!(read["companies"][0]["groupUri"], "other");

    let (status, _) = app.call("DELETE", &path, Some(&admin), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, _) = app.get_json(&format!("/api/v1/posts/{id}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = app.call("DELETE", &path, Some(&admin), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = app
        .call("PUT", &path, Some(&admin), Some(post("Gone", "en", &[])))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(
        count(&app.db.db, "SELECT COUNT(*) FROM post_groups").await,
        0
    );

    let db = &app.db.db;
    let actions: Vec<String> = sqlx::query_scalar(
        "SELECT action FROM audit_log WHERE subject_type = 'post' AND subject_id = $1 ORDER BY id",
    )
    .bind(id)
    .fetch_all(&db.pool)
    .await
    .unwrap();
    assert_eq!(actions, ["created", "edited", "deleted"]);
}

async fn each_field_is_bounded_with_its_message(app: TestApp) {
    let admin = app.sign_in_as_admin().await;
    let acme = company(&app, "acme", group_status::ACTIVE).await;
    let gone = company(&app, "gone", group_status::DELETED).await;
    let long = |n: usize| "x".repeat(n);
    let cases = [
        (json!({ "title": " " }), "title", "required"),
        (json!({ "title": long(201) }), "title", "tooLong"),
        (json!({ "summary": long(501) }), "summary", "tooLong"),
        (json!({ "body": long(20_001) }), "body", "tooLong"),
        (
            json!({ "body": "", "link": "" }),
            "body",
            "linkOrBodyRequired",
        ),
        (
            json!({ "link": "javascript:alert(1)" }),
            "link",
            "invalidLink",
        ),
        (
            json!({ "link": "ftp://example.com/x" }),
            "link",
            "invalidLink",
        ),
        (
            json!({ "link": format!("https://example.com/{}", long(2_000)) }),
            "link",
            "tooLong",
        ),
        (
            json!({ "groupIds": (1..=11).collect::<Vec<i64>>() }),
            "groupIds",
            "tooManyCompanies",
        ),
        (
            json!({ "groupIds": [acme, 999_999] }),
            "groupIds",
            "invalidChoice",
        ),
        (json!({ "groupIds": [gone] }), "groupIds", "invalidChoice"),
    ];
    for (change, field, key) in cases {
        let mut body = post("Title", "en", &[acme]);
        for (name, value) in change.as_object().unwrap() {
            body[name] = value.clone();
        }
        let fields = refused(&app, &admin, body).await;
        assert_eq!(fields[field], key, "{change}: {fields}");
    }
    let (status, _) = app
        .call(
            "POST",
            POSTS,
            Some(&admin),
            Some(json!({ "title": "T", "language": "fr" })),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(count(&app.db.db, "SELECT COUNT(*) FROM posts").await, 0);

    let (status, error) = app.get_json("/api/v1/posts?pageSize=51").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error["fields"]["pageSize"], "invalidNumber");
    let (status, error) = app
        .get_json(&format!("/api/v1/posts?groupUri={}", long(201)))
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error["fields"]["groupUri"], "tooLong");
}

async fn readers_list_posts_by_language_and_company(app: TestApp) {
    let admin = app.sign_in_as_admin().await;
    let acme = company(&app, "acme", group_status::ACTIVE).await;
    for n in 1..=5 {
        create(&app, &admin, post(&format!("English {n}"), "en", &[acme])).await;
    }
    create(&app, &admin, post("中文", "zh-hans", &[])).await;

    let (status, page) = app.get_json("/api/v1/posts?language=en&pageSize=4").await;
    assert_eq!(status, StatusCode::OK, "{page}");
    assert_eq!(page["totalCount"], 5);
    let titles: Vec<&str> = page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["title"].as_str().unwrap())
        .collect();
    assert_eq!(
        titles,
        ["English 5", "English 4", "English 3", "English 2"],
        "newest first"
    );

    let (_, page) = app.get_json("/api/v1/posts?language=zh-hans").await;
    assert_eq!(page["totalCount"], 1);
    assert_eq!(page["items"][0]["companies"], json!([]));

    let (_, page) = app.get_json("/api/v1/posts?groupUri=acme&pageSize=3").await;
    assert_eq!(page["totalCount"], 5);
    assert_eq!(page["items"].as_array().unwrap().len(), 3);
    assert_eq!(page["items"][0]["companies"][0]["groupUri"], "acme");

    let (_, page) = app.get_json("/api/v1/posts?groupUri=nobody").await;
    assert_eq!(page["totalCount"], 0);
    let (_, page) = app.get_json("/api/v1/posts?pageNumber=3&pageSize=5").await;
    assert_eq!(page["items"], json!([]));
}

async fn hidden_companies_are_not_shown_to_the_public(app: TestApp) {
    let admin = app.sign_in_as_admin().await;
    let public = company(&app, "public", group_status::ACTIVE).await;
    let pending = company(&app, "pending", group_status::PENDING).await;
    let id = create(&app, &admin, post("Both", "en", &[public, pending])).await;

    let (_, read) = app.get_json(&format!("/api/v1/posts/{id}")).await;
    let uris: Vec<&str> = read["companies"]
        .as_array()
        .unwrap()
        .iter()
        .map(|company| company["groupUri"].as_str().unwrap())
        .collect();
    assert_eq!(uris, ["public"]);
    let (_, page) = app.get_json("/api/v1/posts?groupUri=pending").await;
    assert_eq!(page["totalCount"], 0);

    let (_, read) = app
        .call("GET", &format!("/api/v1/posts/{id}"), Some(&admin), None)
        .await;
    assert_eq!(read["companies"].as_array().unwrap().len(), 2);
}

async fn the_body_is_rendered_without_raw_html(app: TestApp) {
    let admin = app.sign_in_as_admin().await;
    let mut body = post("Markdown", "en", &[]);
    body["body"] = json!(
        "## Heading\n\n<script>alert(1)</script>\n\n[ok](https://example.com) [bad](javascript:alert(1))"
    );
    let id = create(&app, &admin, body).await;
    let (_, read) = app.get_json(&format!("/api/v1/posts/{id}")).await;
    let html = read["bodyHtml"].as_str().unwrap();
    assert!(html.contains("<h2>Heading</h2>"), "{html}");
    assert!(
        html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "{html}"
    );
    assert!(!html.contains("<script"), "{html}");
    assert!(
        html.contains("<a href=\"https://example.com\">ok</a>"),
        "{html}"
    );
    assert!(!html.contains("javascript:"), "{html}");
}

async fn only_administrators_write(app: TestApp) {
    let member = app.sign_in_as_member("reader@x.test").await;
    let (status, error) = app
        .call("POST", POSTS, Some(&member), Some(post("Mine", "en", &[])))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(error["code"], "forbidden_role");
    let (status, _) = app
        .call("POST", POSTS, None, Some(post("Mine", "en", &[])))
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(count(&app.db.db, "SELECT COUNT(*) FROM posts").await, 0);
}
