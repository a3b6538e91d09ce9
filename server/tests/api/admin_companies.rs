//! Administrators' companies and programs over HTTP: the company list with its status filter,
//! search, sort and pager; a company added for someone else; and the program list behind the
//! Recently Archived and All Programs tabs.

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::access::Role;
use server::reference::{group_status, program_status};

use crate::common::fixtures;
use crate::support::{spawn_app, TestApp};

/// Three companies: Alpha (Active, two programs, one archived on 2026-08-15, one deleted),
/// Beta (Pending), Gamma Closed (Closed); their ids.
async fn companies(app: &TestApp) -> [i64; 3] {
    let db = &app.db.db;
    let mut ids = [0; 3];
    for (n, (uri, name, status, created)) in [
        (
            "alpha",
            "Alpha Capital",
            group_status::ACTIVE,
            "2024-01-01T00:00:00Z",
        ),
        (
            "beta",
            "beta trading",
            group_status::PENDING,
            "2024-02-01T00:00:00Z",
        ),
        (
            "gamma",
            "Gamma Closed",
            group_status::CLOSED,
            "2024-03-01T00:00:00Z",
        ),
    ]
    .into_iter()
    .enumerate()
    {
        let mut group = fixtures::group(uri);
        group.group_name = name.to_owned();
        group.group_status_id = status;
        group.date_created = created.to_owned();
        ids[n] = server::groups::create_group(db, &group).await.unwrap();
    }
    let mut archived = fixtures::program("archived-trend");
    archived.program_name = "Archived Trend".to_owned();
    archived.program_status_id = program_status::ARCHIVED;
    archived.date_archived = Some("2026-08-15T00:00:00Z".to_owned());
    server::programs::create_program(db, ids[0], &archived)
        .await
        .unwrap();
    let mut old = fixtures::program("old-archive");
    old.program_name = "Old Archive".to_owned();
    old.program_status_id = program_status::ARCHIVED;
    old.date_archived = Some("2025-01-10T00:00:00Z".to_owned());
    server::programs::create_program(db, ids[1], &old)
        .await
        .unwrap();
    let mut deleted = fixtures::program("deleted-one");
    deleted.program_status_id = program_status::DELETED;
    server::programs::create_program(db, ids[0], &deleted)
        .await
        .unwrap();
    ids
}

fn names(page: &Value, key: &str) -> Vec<String> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item[key].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn administrators_filter_search_sort_and_page_the_companies() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    let [alpha, ..] = companies(&app).await;
    let get = |query: &str| {
        let path = format!("/api/v1/admin/groups{query}");
        let admin = admin.clone();
        let app = &app;
        async move { app.call("GET", &path, Some(&admin), None).await }
    };
    let (status, page) = get("").await;
    assert_eq!(status, StatusCode::OK, "{page}");
    assert_eq!(page["totalCount"], 3);
    assert_eq!(
        names(&page, "groupUri"),
        ["gamma", "beta", "alpha"],
        "newest first"
    );
    let first = &page["items"][2];
    assert_eq!(first["groupId"], alpha);
    assert_eq!(first["groupStatusId"], group_status::ACTIVE);
    assert_eq!(
        first["programCount"], 1,
        "the deleted program is not counted"
    );
    assert_eq!(first["managerCount"], 0);

    let (_, page) = get("?filterByGroupStatusIds=2,3&sortBy=groupName&orderBy=asc").await;
    assert_eq!(names(&page, "groupUri"), ["beta", "gamma"], "any case");
    let (_, page) = get("?search=CAPI").await;
    assert_eq!(names(&page, "groupUri"), ["alpha"]);
    let (_, page) = get("?pageSize=1&pageNumber=2&sortBy=groupName").await;
    assert_eq!(
        (page["totalCount"].as_i64(), names(&page, "groupUri")),
        (Some(3), vec!["beta".to_owned()])
    );

    for (query, field, key) in [
        (
            "?filterByGroupStatusIds=6",
            "filterByGroupStatusIds",
            "invalidChoice",
        ),
        ("?search=ab", "search", "tooShort"),
        ("?pageSize=101", "pageSize", "invalidNumber"),
    ] {
        let (status, body) = get(query).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{query}");
        assert_eq!(body["fields"][field], key, "{query}");
    }
}

#[tokio::test]
async fn an_administrator_adds_an_active_company_for_a_manager() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    app.sign_in_as_member("owner@x.test").await;
    let body = |manager: &str| {
        json!({
            "company": {
                "groupName": "Harbor Peak Advisors",
                "webUrl": "harborpeak.example",
                "descriptionLong": "Discretionary macro.",
                "groupTypeIds": [2],
                "contacts": [],
                "memberships": [{ "membershipTypeId": 1, "info": "0555555" }]
            },
            "acceptedAgreement": true,
            "managerEmail": manager
        })
    };
    let (status, error) = app
        .call(
            "POST",
            "/api/v1/admin/groups",
            Some(&admin),
            Some(body("nobody@x.test")),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error["fields"]["managerEmail"], "userNotFound");
    let (_, page) = app
        .call("GET", "/api/v1/admin/groups", Some(&admin), None)
        .await;
    assert_eq!(page["totalCount"], 0, "a refused company is not stored");

    let (status, created) = app
        .call(
            "POST",
            "/api/v1/admin/groups",
            Some(&admin),
            Some(body("owner@x.test")),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    assert_eq!(created["groupUri"], "harbor-peak-advisors");
    let (_, page) = app
        .call("GET", "/api/v1/admin/groups", Some(&admin), None)
        .await;
    let group = &page["items"][0];
    assert_eq!(group["groupStatusId"], group_status::ACTIVE);
    assert_eq!(group["managerCount"], 1);
    assert!(group["dateApproved"].is_string());
    // The manager may now edit it, and the audit log tells who created it.
    let owner = server::accounts::find_user_by_email(&app.db.db, "owner@x.test")
        .await
        .unwrap()
        .unwrap();
    let roles = server::accounts::user_roles(&app.db.db, owner.id)
        .await
        .unwrap();
    assert!(roles.contains(&Role::CtaManager));
    let (_, log) = app
        .call(
            "GET",
            &format!(
                "/api/v1/admin/audit?subject=group&id={}",
                created["groupId"]
            ),
            Some(&admin),
            None,
        )
        .await;
    let actions: Vec<&str> = log["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["action"].as_str().unwrap())
        .collect();
    assert!(
        actions.contains(&"created") && actions.contains(&"administratorAdded"),
        "{log}"
    );

    let member = app.sign_in_as_member("m@x.test").await;
    let (status, _) = app
        .call(
            "POST",
            "/api/v1/admin/groups",
            Some(&member),
            Some(body("owner@x.test")),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn the_recently_archived_and_all_programs_lists_filter_by_status_day_and_platform() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    companies(&app).await;
    let (status, page) = app
        .call(
            "GET",
            "/api/v1/admin/programs?filterByProgramStatusIds=3&filterByDateArchivedStart=2026-07-01&sortBy=dateArchived&orderBy=desc",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{page}");
    assert_eq!(names(&page, "programUri"), ["archived-trend"]);
    let item = &page["items"][0];
    assert_eq!(item["groupUri"], "alpha");
    assert_eq!(item["programStatusId"], program_status::ARCHIVED);
    assert_eq!(item["dateArchived"], "2026-08-15T00:00:00Z");

    // A platform manager sees every status, by name; the fixture programs are on platforms 1 and 2.
    let platform = app
        .sign_in_as("pm@x.test", &[Role::Member, Role::PlatformManager], None)
        .await;
    let (status, page) = app
        .call(
            "GET",
            "/api/v1/admin/programs?filterByPlatformId=1",
            Some(&platform),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{page}");
    assert_eq!(page["totalCount"], 3);
    assert_eq!(page["items"][0]["platformIds"], json!([1, 2]));
    let (_, page) = app
        .call(
            "GET",
            "/api/v1/admin/programs?filterByPlatformId=3",
            Some(&platform),
            None,
        )
        .await;
    assert_eq!(page["totalCount"], 0);
    let (status, body) = app
        .call(
            "GET",
            "/api/v1/admin/programs?filterByDateArchivedStart=2026-02-30",
            Some(&platform),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["fields"]["filterByDateArchivedStart"], "invalidDate");

    let member = app.sign_in_as_member("m@x.test").await;
    let (status, _) = app
        .call("GET", "/api/v1/admin/programs", Some(&member), None)
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}
