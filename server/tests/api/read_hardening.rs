//! Reads that hold under load and abuse, on SQLite and PostgreSQL: program views counted once
//! per client per day, member lists that never show a program the reader may not see, per-member
//! limits, and listings kept coherent across server processes through the database.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::{json, Value};
use server::access::Role;
use server::programs::views::{ViewClient, ViewRecorder};
use server::returns::alert_watchers_of;
use server::returns::statistics;
use server::storage::Db;
use server::{groups, programs};

use crate::common::fixtures;
use crate::support::TestApp;

on_both_engines!(
    a_client_is_one_view_per_program_per_day,
    a_repeat_view_skips_the_database,
    two_processes_key_a_client_alike_and_write_one_row,
    earlier_days_salts_are_deleted,
    hidden_programs_leave_watchlist_portfolio_and_blend_reads,
    a_blend_of_only_hidden_programs_has_no_statistics,
    programs_the_member_may_not_see_cannot_be_added,
    alerts_go_only_to_watchers_who_may_see_the_program,
    saved_searches_stop_at_100,
    saved_blends_stop_at_200,
    watchlists_stop_at_500_and_portfolios_at_200,
    a_save_through_one_server_is_listed_by_another_on_the_next_request,
);

/// An active company "acme" with two active programs with returns, "steady" and "other";
/// answers (group, steady, other).
async fn company(db: &Db) -> (i64, i64, i64) {
    let mut group = fixtures::group("acme");
    group.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &group).await.unwrap();
    let mut ids = Vec::new();
    for (uri, first) in [("steady", 0.02), ("other", -0.01)] {
        let mut program = fixtures::program(uri);
        program.date_inception = Some("2024-01-01".to_owned());
        let id = programs::create_program(db, group_id, &program)
            .await
            .unwrap();
        let months = [
            fixtures::month(202401, first),
            fixtures::month(202402, 0.01),
            fixtures::month(202403, 0.03),
        ];
        statistics::replace_returns_and_statistics(db, id, &months, None)
            .await
            .unwrap();
        ids.push(id);
    }
    (group_id, ids[0], ids[1])
}

/// Makes a program pending, as an administrator's status change would.
async fn make_pending(db: &Db, program_id: i64) {
    sqlx::query("UPDATE programs SET program_status_id = $1 WHERE id = $2")
        .bind(server::reference::program_status::PENDING)
        .bind(program_id)
        .execute(&db.pool)
        .await
        .unwrap();
}

async fn count(db: &Db, sql: &str) -> i64 {
    fixtures::count(db, sql).await
}

fn program_ids(items: &Value) -> Vec<i64> {
    items
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["programId"].as_i64().unwrap())
        .collect()
}

/// Opens the program page of acme's `uri` with `user_agent`, signed in with `bearer` or not.
async fn open_page(app: &TestApp, uri: &str, user_agent: &str, bearer: Option<&str>) {
    let mut request = Request::get(format!("/api/v1/groups/acme/programs/{uri}"))
        .header("user-agent", user_agent);
    if let Some(token) = bearer {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    let (status, _, body) = app.send(request.body(Body::empty()).unwrap()).await;
    assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(&body));
}

async fn a_client_is_one_view_per_program_per_day(app: TestApp) {
    let db = app.db.db.clone();
    company(&db).await;
    let jo = app.sign_in_as_member("jo@example.com").await;
    for _ in 0..3 {
        open_page(&app, "steady", "Firefox", None).await;
    }
    assert_eq!(count(&db, "SELECT COUNT(*) AS n FROM view_logs").await, 1);
    open_page(&app, "steady", "Chrome", None).await;
    open_page(&app, "other", "Firefox", None).await;
    assert_eq!(
        count(&db, "SELECT COUNT(*) AS n FROM view_logs").await,
        3,
        "another agent, another program: each a view"
    );
    open_page(&app, "steady", "Firefox", Some(&jo)).await;
    open_page(&app, "steady", "Chrome", Some(&jo)).await;
    assert_eq!(
        count(
            &db,
            "SELECT COUNT(*) AS n FROM view_logs WHERE user_id IS NOT NULL"
        )
        .await,
        1,
        "a signed-in member is one client whatever the browser"
    );
    assert_eq!(
        count(
            &db,
            "SELECT COUNT(*) AS n FROM view_logs WHERE client_hash LIKE '%.%'"
        )
        .await,
        0,
        "no address is stored"
    );
}

async fn a_repeat_view_skips_the_database(app: TestApp) {
    let db = app.db.db.clone();
    let (_, steady, other) = company(&db).await;
    let recorder = ViewRecorder::default();
    let client = ViewClient::Anonymous {
        address: "203.0.113.7",
        user_agent: "Firefox",
    };
    assert!(recorder.record(&db, steady, client).await.unwrap());
    assert!(!recorder.record(&db, steady, client).await.unwrap());
    assert!(recorder.record(&db, other, client).await.unwrap());
    let chrome = ViewClient::Anonymous {
        address: "203.0.113.7",
        user_agent: "Chrome",
    };
    assert!(recorder.record(&db, steady, chrome).await.unwrap());
}

async fn two_processes_key_a_client_alike_and_write_one_row(app: TestApp) {
    let db = app.db.db.clone();
    let (_, steady, _) = company(&db).await;
    let second = app.sibling().await;
    let client = ViewClient::Anonymous {
        address: "2001:db8::1",
        user_agent: "Safari",
    };
    let views = |app: &TestApp| app.state.caches.get::<ViewRecorder>();
    assert!(views(&app).record(&db, steady, client).await.unwrap());
    let other_db = second.db.db.clone();
    assert!(
        views(&second)
            .record(&other_db, steady, client)
            .await
            .unwrap(),
        "the second process has not seen the client yet"
    );
    assert_eq!(
        count(&db, "SELECT COUNT(*) AS n FROM view_logs").await,
        1,
        "one salt for the day, so one key, and the unique index keeps one row"
    );
    assert_eq!(count(&db, "SELECT COUNT(*) AS n FROM view_salts").await, 1);
}

async fn earlier_days_salts_are_deleted(app: TestApp) {
    let db = app.db.db.clone();
    let (_, steady, _) = company(&db).await;
    sqlx::query("INSERT INTO view_salts (view_day, salt) VALUES ('2000-01-01', 'old')")
        .execute(&db.pool)
        .await
        .unwrap();
    let client = ViewClient::Anonymous {
        address: "203.0.113.7",
        user_agent: "Firefox",
    };
    ViewRecorder::default()
        .record(&db, steady, client)
        .await
        .unwrap();
    assert_eq!(
        count(
            &db,
            "SELECT COUNT(*) AS n FROM view_salts WHERE view_day = '2000-01-01'"
        )
        .await,
        0
    );
}

async fn hidden_programs_leave_watchlist_portfolio_and_blend_reads(app: TestApp) {
    let db = app.db.db.clone();
    let (group_id, steady, other) = company(&db).await;
    let jo = app.sign_in_as_member("jo@example.com").await;
    for program_id in [steady, other] {
        let (status, body) = app
            .call(
                "POST",
                "/api/v1/me/watchlist",
                Some(&jo),
                Some(json!({ "programId": program_id })),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let (status, body) = app
            .call(
                "POST",
                "/api/v1/me/portfolio/orders",
                Some(&jo),
                Some(json!({ "programId": program_id })),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
    let (status, blend) = app
        .call(
            "POST",
            "/api/v1/me/blends",
            Some(&jo),
            Some(json!({ "programIds": [steady, other] })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{blend}");
    let blend_id = blend["blendId"].as_i64().unwrap();

    make_pending(&db, other).await;

    let (_, watchlist) = app
        .call("GET", "/api/v1/me/watchlist", Some(&jo), None)
        .await;
    assert_eq!(program_ids(&watchlist["items"]), vec![steady]);
    let (_, portfolio) = app
        .call("GET", "/api/v1/me/portfolio", Some(&jo), None)
        .await;
    assert_eq!(program_ids(&portfolio["items"]), vec![steady]);
    let (_, blend) = app
        .call(
            "GET",
            &format!("/api/v1/me/blends/{blend_id}"),
            Some(&jo),
            None,
        )
        .await;
    assert_eq!(program_ids(&blend["orders"]), vec![steady]);

    // Saving computes from what the member sees; the hidden order stays stored, untouched by a
    // replacement that could not name it.
    let (status, saved) = app
        .call(
            "PUT",
            &format!("/api/v1/me/blends/{blend_id}/save"),
            Some(&jo),
            Some(json!({ "blendName": "Mine" })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(program_ids(&saved["orders"]), vec![steady]);
    let (status, body) = app
        .call(
            "PUT",
            &format!("/api/v1/me/blends/{blend_id}/orders"),
            Some(&jo),
            Some(json!({ "orders": [
                { "programId": steady, "quantity": 250000, "leverage": 1 }
            ] })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(program_ids(&body["orders"]), vec![steady]);
    assert_eq!(
        count(
            &db,
            &format!("SELECT COUNT(*) AS n FROM blend_orders WHERE blend_id = {blend_id}")
        )
        .await,
        2
    );

    // The company's CTA manager still sees the pending program in their own lists.
    let manager = app
        .sign_in_as(
            "cta@example.com",
            &[Role::Member, Role::CtaManager],
            Some(group_id),
        )
        .await;
    let (status, _) = app
        .call(
            "POST",
            "/api/v1/me/watchlist",
            Some(&manager),
            Some(json!({ "programId": other })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
}

async fn a_blend_of_only_hidden_programs_has_no_statistics(app: TestApp) {
    let db = app.db.db.clone();
    let (_, _, other) = company(&db).await;
    let jo = app.sign_in_as_member("jo@example.com").await;
    let (_, blend) = app
        .call(
            "POST",
            "/api/v1/me/blends",
            Some(&jo),
            Some(json!({ "programIds": [other] })),
        )
        .await;
    let blend_id = blend["blendId"].as_i64().unwrap();
    make_pending(&db, other).await;
    let (status, body) = app
        .call(
            "PUT",
            &format!("/api/v1/me/blends/{blend_id}/save"),
            Some(&jo),
            Some(json!({ "blendName": "Mine" })),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["fields"]["orders"], "empty");
}

async fn programs_the_member_may_not_see_cannot_be_added(app: TestApp) {
    let db = app.db.db.clone();
    let (_, steady, other) = company(&db).await;
    make_pending(&db, other).await;
    // Nor is an active program of a company that is not active.
    let mut closed = fixtures::group("closed");
    closed.group_status_id = server::reference::group_status::PENDING;
    let closed_id = groups::create_group(&db, &closed).await.unwrap();
    let elsewhere = programs::create_program(&db, closed_id, &fixtures::program("elsewhere"))
        .await
        .unwrap();
    let jo = app.sign_in_as_member("jo@example.com").await;
    let (_, blend) = app
        .call(
            "POST",
            "/api/v1/me/blends",
            Some(&jo),
            Some(json!({ "programIds": [steady] })),
        )
        .await;
    let blend_id = blend["blendId"].as_i64().unwrap();
    for program_id in [other, elsewhere] {
        for (method, path, body) in [
            (
                "POST",
                "/api/v1/me/watchlist".to_owned(),
                json!({ "programId": program_id }),
            ),
            (
                "POST",
                "/api/v1/me/portfolio/orders".to_owned(),
                json!({ "programId": program_id }),
            ),
            (
                "POST",
                format!("/api/v1/me/blends/{blend_id}/orders"),
                json!({ "programIds": [program_id] }),
            ),
            (
                "PUT",
                format!("/api/v1/me/blends/{blend_id}/orders"),
                json!({ "orders": [
                    { "programId": program_id, "quantity": 100000, "leverage": 1 }
                ] }),
            ),
        ] {
            let (status, body) = app.call(method, &path, Some(&jo), Some(body)).await;
            assert_eq!(status, StatusCode::NOT_FOUND, "{method} {path}: {body}");
        }
    }
}

async fn alerts_go_only_to_watchers_who_may_see_the_program(app: TestApp) {
    let db = app.db.db.clone();
    let (group_id, _, other) = company(&db).await;
    let member = app.sign_in_as_member("jo@example.com").await;
    let admin = app
        .sign_in_as(
            "admin@example.com",
            &[Role::Member, Role::Administrator],
            None,
        )
        .await;
    let manager = app
        .sign_in_as(
            "cta@example.com",
            &[Role::Member, Role::CtaManager],
            Some(group_id),
        )
        .await;
    for token in [&member, &admin, &manager] {
        let (status, body) = app
            .call(
                "POST",
                "/api/v1/me/watchlist",
                Some(token),
                Some(json!({ "programId": other, "alert": true })),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
    let emails = |watchers: Vec<server::returns::model::Watcher>| {
        let mut emails: Vec<String> = watchers.into_iter().map(|w| w.email).collect();
        emails.sort();
        emails
    };
    assert_eq!(
        emails(alert_watchers_of(&db, other).await.unwrap()),
        ["admin@example.com", "cta@example.com", "jo@example.com"]
    );
    make_pending(&db, other).await;
    assert_eq!(
        emails(alert_watchers_of(&db, other).await.unwrap()),
        ["admin@example.com", "cta@example.com"]
    );
}

fn assert_limit(status: StatusCode, body: &Value, limit: i64) {
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(body["code"], "limit_reached");
    assert_eq!(body["limit"], limit);
}

async fn user_id(db: &Db, email: &str) -> i64 {
    count(
        db,
        &format!("SELECT id AS n FROM users WHERE email = '{email}'"),
    )
    .await
}

async fn saved_searches_stop_at_100(app: TestApp) {
    let db = app.db.db.clone();
    let jo = app.sign_in_as_member("jo@example.com").await;
    let jo_id = user_id(&db, "jo@example.com").await;
    let save = || async {
        app.call(
            "POST",
            "/api/v1/me/saved-searches",
            Some(&jo),
            Some(json!({ "filters": { "filterByCARORMin": "10" } })),
        )
        .await
    };
    let (status, _) = save().await;
    assert_eq!(status, StatusCode::CREATED);
    for _ in 1..100 {
        sqlx::query(
            "INSERT INTO saved_searches (user_id, filters_json, date_created) \
             VALUES ($1, '{}', '2026-01-01T00:00:00Z')",
        )
        .bind(jo_id)
        .execute(&db.pool)
        .await
        .unwrap();
    }
    let (status, body) = save().await;
    assert_limit(status, &body, 100);
    let (status, _) = app
        .call(
            "DELETE",
            &format!(
                "/api/v1/me/saved-searches/{}",
                count(&db, "SELECT MAX(id) AS n FROM saved_searches").await
            ),
            Some(&jo),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, _) = save().await;
    assert_eq!(status, StatusCode::CREATED, "room again after a removal");
}

async fn saved_blends_stop_at_200(app: TestApp) {
    let db = app.db.db.clone();
    let (_, steady, _) = company(&db).await;
    let jo = app.sign_in_as_member("jo@example.com").await;
    let jo_id = user_id(&db, "jo@example.com").await;
    let (_, blend) = app
        .call(
            "POST",
            "/api/v1/me/blends",
            Some(&jo),
            Some(json!({ "programIds": [steady] })),
        )
        .await;
    let worksheet = blend["blendId"].as_i64().unwrap();
    for i in 0..200 {
        sqlx::query(
            "INSERT INTO blends (user_id, blend_name, blend_status_id, blend_type_id, \
             is_current, date_created, date_updated) \
             VALUES ($1, $2, 3, 1, 0, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')",
        )
        .bind(jo_id)
        .bind(format!("Saved {i}"))
        .execute(&db.pool)
        .await
        .unwrap();
    }
    let saved = count(
        &db,
        "SELECT MIN(id) AS n FROM blends WHERE blend_type_id = 1",
    )
    .await;
    for (method, path) in [
        ("PUT", format!("/api/v1/me/blends/{worksheet}/save")),
        ("POST", format!("/api/v1/me/blends/{worksheet}/save-as")),
    ] {
        let (status, body) = app
            .call(
                method,
                &path,
                Some(&jo),
                Some(json!({ "blendName": "One more" })),
            )
            .await;
        assert_limit(status, &body, 200);
    }
    let (status, body) = app
        .call(
            "POST",
            &format!("/api/v1/me/blends/{saved}/copy"),
            Some(&jo),
            None,
        )
        .await;
    assert_limit(status, &body, 200);
}

/// Adds `n` active programs to acme in one statement; answers their ids.
async fn bulk_programs(db: &Db, group_id: i64, n: usize) -> Vec<i64> {
    let values: Vec<String> = (0..n)
        .map(|i| format!("({group_id}, 'bulk-{i}', 'Bulk {i}', 1, 1)"))
        .collect();
    sqlx::query(&format!(
        "INSERT INTO programs (group_id, program_uri, program_name, program_type_id, \
         program_status_id) VALUES {}",
        values.join(", ")
    ))
    .execute(&db.pool)
    .await
    .unwrap();
    sqlx::query("SELECT id FROM programs WHERE program_uri LIKE 'bulk-%' ORDER BY id")
        .fetch_all(&db.pool)
        .await
        .unwrap()
        .iter()
        .map(|row| sqlx::Row::get(row, "id"))
        .collect()
}

async fn watchlists_stop_at_500_and_portfolios_at_200(app: TestApp) {
    let db = app.db.db.clone();
    let (group_id, steady, _) = company(&db).await;
    let bulk = bulk_programs(&db, group_id, 500).await;
    let jo = app.sign_in_as_member("jo@example.com").await;
    let jo_id = user_id(&db, "jo@example.com").await;
    sqlx::query(
        "INSERT INTO watchlists (user_id, program_id, alert, date_created) \
         SELECT $1, id, 0, '2026-01-01T00:00:00Z' FROM programs WHERE program_uri LIKE 'bulk-%'",
    )
    .bind(jo_id)
    .execute(&db.pool)
    .await
    .unwrap();
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/me/watchlist",
            Some(&jo),
            Some(json!({ "programId": steady })),
        )
        .await;
    assert_limit(status, &body, 500);

    let (status, _) = app
        .call(
            "POST",
            "/api/v1/me/portfolio/orders",
            Some(&jo),
            Some(json!({ "programId": bulk[0] })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    sqlx::query(
        "INSERT INTO portfolio_orders (portfolio_id, program_id, quantity, leverage, \
         date_created) SELECT p.id, g.id, 100000, 1, '2026-01-01T00:00:00Z' \
         FROM portfolios p, programs g WHERE p.user_id = $1 \
         AND g.program_uri LIKE 'bulk-%' AND g.id > $2 AND g.id <= $3",
    )
    .bind(jo_id)
    .bind(bulk[0])
    .bind(bulk[199])
    .execute(&db.pool)
    .await
    .unwrap();
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/me/portfolio/orders",
            Some(&jo),
            Some(json!({ "programId": steady })),
        )
        .await;
    assert_limit(status, &body, 200);
}

async fn a_save_through_one_server_is_listed_by_another_on_the_next_request(app: TestApp) {
    let db = app.db.db.clone();
    let (_, steady, _) = company(&db).await;
    let second = app.sibling().await;
    let month_return = |page: &Value| {
        page["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|row| row["programId"] == steady)
            .map(|row| row["monthReturn"].clone())
    };
    let (status, page) = second.get_json("/api/v1/programs").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(month_return(&page), Some(json!(0.03)));
    // Both processes hold a snapshot now; a new month saved through the first...
    let (_, page) = app.get_json("/api/v1/programs").await;
    assert_eq!(month_return(&page), Some(json!(0.03)));
    let months = [
        fixtures::month(202401, 0.02),
        fixtures::month(202402, 0.01),
        fixtures::month(202403, 0.03),
        fixtures::month(202404, -0.04),
    ];
    statistics::replace_returns_and_statistics(&db, steady, &months, None)
        .await
        .unwrap();
    // ...is what the second lists on its very next request.
    let (_, page) = second.get_json("/api/v1/programs").await;
    assert_eq!(month_return(&page), Some(json!(-0.04)));
    // And a company closed through the second leaves the first's listing at once.
    let close = server::groups::status::StatusChange {
        user_id: None,
        from: server::reference::group_status::ACTIVE,
        to: server::reference::group_status::CLOSED,
    };
    server::groups::status::set_group_status(&second.db.db, 1, close)
        .await
        .unwrap();
    let (_, page) = app.get_json("/api/v1/programs").await;
    assert_eq!(month_return(&page), None);
}
