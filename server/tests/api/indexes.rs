//! The index endpoints over HTTP: the list, an index's page and members, the monthly rankings
//! (award list), a program's awards and the dashboard's statistics; who sees what, and the
//! messages for bad parameters. The computation runs on both engines in the storage contract
//! (`storage_contract/indexes.rs`).

use axum::http::StatusCode;
use serde_json::Value;
use server::access::Role;
use server::indexes::recompute::recompute;
use server::reference::{group_status, program_status};
use server::returns::statistics;
use server::{groups, programs};

use crate::common::fixtures;
use crate::support::{spawn_app, TestApp};

/// An active company "acme" with three active diversified programs of 30 months from 2022-01
/// (+1 %, +3 %, +2 % a month), the second hidden from visitors, and the indexes computed; answers
/// their ids.
async fn ranked_company(app: &TestApp) -> [i64; 3] {
    let db = &app.db.db;
    let mut group = fixtures::group("acme");
    group.group_status_id = group_status::ACTIVE;
    let group_id = groups::create_group(db, &group).await.unwrap();
    let mut ids = [0; 3];
    for (i, (uri, value, hidden)) in [
        ("one", 0.01, false),
        ("hidden", 0.03, true),
        ("two", 0.02, false),
    ]
    .into_iter()
    .enumerate()
    {
        let mut program = fixtures::program(uri);
        program.program_name = format!("Acme {uri}");
        program.hide_program = hidden;
        let id = programs::create_program(db, group_id, &program)
            .await
            .unwrap();
        statistics::replace_returns_and_statistics(
            db,
            id,
            &fixtures::months(202201, &[value; 30]),
            None,
        )
        .await
        .unwrap();
        ids[i] = id;
    }
    recompute(db, false).await.unwrap();
    ids
}

fn names(body: &Value) -> Vec<&str> {
    body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["programName"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn the_index_list_holds_the_indexes_with_months_sorted_and_paged() {
    let app = spawn_app().await;
    ranked_company(&app).await;
    let (status, body) = app.get_json("/api/v1/indexes").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let uris: Vec<&str> = body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["portfolioUri"].as_str().unwrap())
        .collect();
    // 24 months of record: the sector, strategy, methodology and assets indexes; not the main
    // index (36 months), the rankings or the benchmark.
    assert_eq!(body["totalCount"], uris.len());
    for uri in [
        "sector-diversified",
        "strategy-trend-following",
        "methodology-systematic",
        "assets-over-10m",
    ] {
        assert!(uris.contains(&uri), "{uri} in {uris:?}");
    }
    assert!(!uris
        .iter()
        .any(|u| *u == "cta-index" || u.starts_with("ranking-")));
    let first = &body["items"][0];
    assert_eq!(first["dateStart"], "2023-12");
    assert_eq!(first["dateEnd"], "2024-06");
    assert_eq!(first["memberCount"], 3);
    assert!((first["monthReturn"].as_f64().unwrap() - 0.02).abs() < 1e-15);
    let (_, page) = app
        .get_json("/api/v1/indexes?sortBy=portfolioName&orderBy=asc&pageSize=1&pageNumber=2")
        .await;
    assert_eq!(page["items"].as_array().unwrap().len(), 1);
    // By name: Assets Over $10M, Diversified Traders, Systematic Traders, Trend-following.
    assert_eq!(page["items"][0]["portfolioUri"], "sector-diversified");
    for bad in [
        "pageSize=0",
        "pageSize=101",
        "pageNumber=0",
        "orderBy=up",
        "sortBy=visits",
    ] {
        let (status, _) = app.get_json(&format!("/api/v1/indexes?{bad}")).await;
        assert!(
            status == StatusCode::UNPROCESSABLE_ENTITY || status == StatusCode::BAD_REQUEST,
            "{bad}: {status}"
        );
    }
}

#[tokio::test]
async fn a_returns_upload_changes_the_index_months_it_should_and_no_others() {
    let app = spawn_app().await;
    ranked_company(&app).await;
    let group_id = groups::group_by_uri(&app.db.db, "acme")
        .await
        .unwrap()
        .unwrap()
        .id;
    let manager = app
        .sign_in_as(
            "mgr@x.test",
            &[Role::Member, Role::CtaManager],
            Some(group_id),
        )
        .await;
    let months = |body: &Value| -> Vec<(String, f64, i64)> {
        body["monthlyReturns"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                let month = m["month"].as_str().unwrap().to_owned();
                (
                    month,
                    m["monthlyReturn"].as_f64().unwrap(),
                    m["memberCount"].as_i64().unwrap(),
                )
            })
            .collect()
    };
    let (_, before) = app.get_json("/api/v1/indexes/sector-diversified").await;
    let before = months(&before);
    // "one" revises 2024-03 to +4 % and adds 2024-07, by CSV upload.
    let mut csv = String::from("Date,Returns\n");
    let first = fixtures::ym(202201);
    for i in 0..31 {
        let month = first.plus_months(i);
        let value = if month == fixtures::ym(202403) { 4 } else { 1 };
        csv.push_str(&format!("{month},{value}\n"));
    }
    let upload = "/api/v1/groups/acme/programs/one/returns/upload";
    let version = crate::support::versions::current_version(&app.db.db, upload)
        .await
        .unwrap();
    let request = axum::http::Request::post(format!("{upload}?version={version}"))
        .header("content-type", "text/csv")
        .header("authorization", format!("Bearer {manager}"))
        .body(axum::body::Body::from(csv))
        .unwrap();
    let (status, _, body) = app.send(request).await;
    assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(&body));
    // The indexes follow when the worker next looks: here, at once.
    server::indexes::recompute::recompute_if_stale(&app.db.db)
        .await
        .unwrap()
        .expect("the upload moved the listing version");
    let (_, after) = app.get_json("/api/v1/indexes/sector-diversified").await;
    let after = months(&after);
    assert_eq!(after.len(), before.len() + 1);
    for (old, new) in before.iter().zip(&after) {
        if new.0 == "2024-03" {
            // (4 % + 3 % + 2 %) / 3.
            assert!((new.1 - 0.03).abs() < 1e-15, "{new:?}");
        } else {
            assert_eq!(old, new);
        }
    }
    assert_eq!(after.last().unwrap(), &("2024-07".to_owned(), 0.01, 1));
}

#[tokio::test]
async fn an_index_page_has_its_rule_statistics_and_months() {
    let app = spawn_app().await;
    ranked_company(&app).await;
    let (status, body) = app.get_json("/api/v1/indexes/sector-diversified").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["kind"], "sector");
    assert_eq!(body["ruleTypeId"], 4);
    assert_eq!(body["minTrackMonths"], 24);
    let months = body["monthlyReturns"].as_array().unwrap();
    assert_eq!(months.len(), 7);
    assert_eq!(months[0]["month"], "2023-12");
    assert_eq!(months[0]["memberCount"], 3);
    assert_eq!(months[0]["estimated"], false);
    assert_eq!(body["statistics"]["returnCount"], 7);
    assert_eq!(body["rankingMonths"]["first"], "2023-12");
    // A ranking has no series: no statistics, no months, but its rankings.
    let (_, ranking) = app.get_json("/api/v1/indexes/ranking-ytd").await;
    assert_eq!(ranking["kind"], "ranking");
    assert_eq!(ranking["rankingMeasure"], "yearToDate");
    assert_eq!(ranking["statistics"], Value::Null);
    assert_eq!(ranking["monthlyReturns"], serde_json::json!([]));
    let (status, _) = app.get_json("/api/v1/indexes/no-such-index").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // The S&P 500 is stored beside the indexes but is not one of them.
    server::indexes::create_index(&app.db.db, &fixtures::sp500_index())
        .await
        .unwrap();
    for path in [
        "/api/v1/indexes/sp-500",
        "/api/v1/indexes/sp-500/members",
        "/api/v1/awards?filterByPortfolioUri=sp-500",
    ] {
        let (status, _) = app.get_json(path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
    }
}

#[tokio::test]
async fn a_monthly_ranking_ranks_the_members_and_hides_what_a_visitor_may_not_see() {
    let app = spawn_app().await;
    ranked_company(&app).await;
    let path = "/api/v1/awards?filterByPortfolioUri=sector-diversified&filterByDateEnd=2024-03";
    let (status, visitor) = app.get_json(path).await;
    assert_eq!(status, StatusCode::OK, "{visitor}");
    assert_eq!(visitor["month"], "2024-03");
    assert_eq!(names(&visitor), ["Acme two", "Acme one"]);
    // The hidden program keeps its rank 1: the others are 2 and 3.
    let ranks: Vec<i64> = visitor["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["rank"].as_i64().unwrap())
        .collect();
    assert_eq!(ranks, [2, 3]);
    assert_eq!(
        (
            visitor["totalCount"].as_i64(),
            visitor["hiddenCount"].as_i64()
        ),
        (Some(2), Some(1))
    );
    assert_eq!(visitor["items"][0]["performance"], 0.02);
    assert_eq!(visitor["items"][0]["currency"], "USD");
    let member = app.sign_in_as_member("m@x.test").await;
    let (_, body) = app.call("GET", path, Some(&member), None).await;
    assert_eq!(names(&body), ["Acme hidden", "Acme two", "Acme one"]);
    let (_, sorted) = app
        .call(
            "GET",
            &format!("{path}&sortBy=performance&orderBy=asc&pageSize=2"),
            Some(&member),
            None,
        )
        .await;
    assert_eq!(names(&sorted), ["Acme one", "Acme two"]);
    assert_eq!(sorted["totalCount"], 3);
    // Without a month: the latest ranking.
    let (_, latest) = app
        .get_json("/api/v1/awards?filterByPortfolioUri=sector-diversified")
        .await;
    assert_eq!(latest["month"], "2024-06");
    // A month without a ranking is empty, with the span to choose from.
    let (_, early) = app
        .get_json(
            "/api/v1/awards?filterByPortfolioUri=sector-diversified&filterByDateEnd=2020-01-31",
        )
        .await;
    assert_eq!(early["items"], serde_json::json!([]));
    assert_eq!(early["rankingMonths"]["last"], "2024-06");
    for (query, field) in [
        ("filterByDateEnd=2024-03", "the index is required"),
        (
            "filterByPortfolioUri=sector-diversified&filterByDateEnd=2024-13",
            "filterByDateEnd",
        ),
        (
            "filterByPortfolioUri=sector-diversified&pageSize=501",
            "pageSize",
        ),
    ] {
        let (status, body) = app.get_json(&format!("/api/v1/awards?{query}")).await;
        assert!(
            status == StatusCode::UNPROCESSABLE_ENTITY || status == StatusCode::BAD_REQUEST,
            "{query}: {status}"
        );
        if status == StatusCode::UNPROCESSABLE_ENTITY {
            assert!(body["fields"][field].is_string(), "{query}: {body}");
        }
    }
    let (status, _) = app
        .get_json("/api/v1/awards?filterByPortfolioUri=nope")
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn an_index_lists_its_members_of_a_month_by_name_with_the_month_they_joined() {
    let app = spawn_app().await;
    ranked_company(&app).await;
    let (status, body) = app
        .get_json("/api/v1/indexes/sector-diversified/members?month=2024-01")
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(names(&body), ["Acme one", "Acme two"]);
    assert_eq!(body["items"][0]["monthJoined"], "2023-12");
    assert_eq!(body["hiddenCount"], 1);
    let (status, _) = app
        .get_json("/api/v1/indexes/sector-diversified/members?month=January")
        .await;
    assert!(status == StatusCode::UNPROCESSABLE_ENTITY || status == StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_program_page_lists_its_awards_to_those_who_may_see_it() {
    let app = spawn_app().await;
    let [one, hidden, two] = ranked_company(&app).await;
    let (status, body) = app
        .get_json(&format!("/api/v1/programs/{two}/awards"))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // Second in every month of every index it is in: silver, newest first.
    let items = body["items"].as_array().unwrap();
    assert!(!items.is_empty());
    assert_eq!(body["totalCount"], items.len());
    assert!(items
        .iter()
        .all(|a| a["rank"] == 2 && a["badge"] == "silver"));
    assert_eq!(items[0]["dateEnd"], "2024-06");
    // Third place is bronze too: every program here wins something.
    let (_, third) = app
        .get_json(&format!("/api/v1/programs/{one}/awards"))
        .await;
    assert_eq!(third["items"][0]["badge"], "bronze");
    let (status, _) = app
        .get_json(&format!("/api/v1/programs/{hidden}/awards"))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "hidden from visitors");
    let member = app.sign_in_as_member("m@x.test").await;
    let (status, gold) = app
        .call(
            "GET",
            &format!("/api/v1/programs/{hidden}/awards"),
            Some(&member),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(gold["items"][0]["badge"], "gold");
    let (status, _) = app.get_json("/api/v1/programs/999999/awards").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_dashboard_statistics_count_last_months_returns_and_admins_see_the_totals() {
    let app = spawn_app().await;
    let db = &app.db.db;
    let mut group = fixtures::group("acme");
    group.group_status_id = group_status::ACTIVE;
    let group_id = groups::create_group(db, &group).await.unwrap();
    let last = server::months::month_of(time::OffsetDateTime::now_utc().date())
        .unwrap()
        .prev();
    for (uri, first, returns, status) in [
        (
            "up",
            last.plus_months(-1),
            vec![0.01, 0.04],
            program_status::ACTIVE,
        ),
        (
            "down",
            last.plus_months(-1),
            vec![0.01, -0.02],
            program_status::ACTIVE,
        ),
        (
            "late",
            last.plus_months(-2),
            vec![0.01, 0.01],
            program_status::ACTIVE,
        ),
        (
            "gone",
            last.plus_months(-1),
            vec![0.01, 0.5],
            program_status::ARCHIVED,
        ),
    ] {
        let mut program = fixtures::program(uri);
        program.program_status_id = status;
        let id = programs::create_program(db, group_id, &program)
            .await
            .unwrap();
        statistics::replace_returns_and_statistics(
            db,
            id,
            &fixtures::months(first.yyyymm(), &returns),
            None,
        )
        .await
        .unwrap();
    }
    let (status, body) = app.get_json("/api/v1/return-statistics").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["month"], last.to_string());
    assert_eq!(body["activeProgramsTotal"], 3);
    assert_eq!(body["returnCountLastMonth"], 2);
    assert_eq!(body["returnCountTwoMonth"], 1);
    assert_eq!(body["activeData"]["returnCount"], 2);
    assert!((body["activeData"]["returnAverage"].as_f64().unwrap() - 0.01).abs() < 1e-15);
    assert_eq!(body["activeData"]["returnMax"], 0.04);
    assert_eq!(body["negativeData"]["returnMin"], -0.02);
    assert_eq!(body["positiveData"]["returnCount"], 1);
    let buckets = body["distribution"].as_array().unwrap();
    assert_eq!(buckets.len(), 42);
    assert_eq!(
        buckets
            .iter()
            .map(|b| b["count"].as_i64().unwrap())
            .sum::<i64>(),
        2
    );
    let top: Vec<&str> = body["topRankings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["portfolioUri"].as_str().unwrap())
        .collect();
    assert_eq!(
        top,
        [
            "methodology-systematic",
            "methodology-discretionary",
            "sector-energy",
            "ranking-sharpe-ratio",
            "ranking-ytd",
            "ranking-1-year",
            "ranking-3-year",
            "ranking-5-year",
            "assets-under-10m",
            "assets-over-10m"
        ]
    );
    assert_eq!(
        body["portfolioStatistics"],
        Value::Null,
        "administrators only"
    );
    let member = app.sign_in_as_member("m@x.test").await;
    let (_, as_member) = app
        .call("GET", "/api/v1/return-statistics", Some(&member), None)
        .await;
    assert_eq!(as_member["miscStatistics"], Value::Null);
    let admin = app
        .sign_in_as("a@x.test", &[Role::Member, Role::Administrator], None)
        .await;
    let (_, as_admin) = app
        .call("GET", "/api/v1/return-statistics", Some(&admin), None)
        .await;
    assert_eq!(as_admin["portfolioStatistics"]["blendsTotal"], 0);
    assert_eq!(as_admin["miscStatistics"]["savedSearchesTotal"], 0);
}
