//! The program listing and saved-search endpoints over HTTP: who may ask for what, and the
//! spec's messages for bad filters. The filters' semantics run on both engines in the storage
//! contract (`storage_contract/listings.rs`).

mod support;

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::accounts::{self, NewUser, Role};
use support::{spawn_app, TestApp};

async fn member_token(app: &TestApp, email: &str, roles: &[Role]) -> String {
    let profile = NewUser {
        email: email.to_owned(),
        first_name: "Jo".to_owned(),
        last_name: "Doe".to_owned(),
        country: "US".to_owned(),
        language: "en".to_owned(),
        ..NewUser::default()
    };
    let hash = accounts::hash_password("Secret12").await.unwrap();
    let id = accounts::create_user(&app.db.db, &profile, &hash)
        .await
        .unwrap();
    for role in roles {
        accounts::add_role(&app.db.db, id, *role).await.unwrap();
    }
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/auth/token",
            None,
            Some(json!({ "email": email, "password": "Secret12" })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["accessToken"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn anyone_reads_a_listing_page_with_its_return_month() {
    let app = spawn_app().await;
    let (status, body) = app.get_json("/api/v1/programs?pageSize=50").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["items"], json!([]));
    assert_eq!(body["totalCount"], 0);
    let today = time::OffsetDateTime::now_utc().date();
    let (year, month) = (today.year(), u8::from(today.month()) as i32);
    let expected = if month == 1 {
        (year - 1) * 100 + 12
    } else {
        year * 100 + month - 1
    };
    assert_eq!(body["returnMonth"], expected);
}

#[tokio::test]
async fn bad_filters_answer_with_the_spec_message_keys() {
    let app = spawn_app().await;
    let (status, body) = app
        .get_json("/api/v1/programs?filterByDatePerformanceMin=2010-01&filterByCARORMin=7")
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        body["fields"],
        json!({
            "filterByDatePerformanceMax": "invalidDateRange",
            "filterByCARORMin": "invalidChoice",
        })
    );
    let (_, body) = app
        .get_json("/api/v1/programs?filterByDatePerformanceMin=2010-01&filterByDatePerformanceMax=2999-01")
        .await;
    assert_eq!(
        body["fields"],
        json!({ "filterByDatePerformanceMax": "futureDate" })
    );
}

#[tokio::test]
async fn pending_and_deleted_programs_are_listed_for_administrators_only() {
    let app = spawn_app().await;
    let (status, body) = app
        .get_json("/api/v1/programs?filterByProgramStatusIds=2")
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("forbidden_role"))
    );
    let member = member_token(&app, "m@example.com", &[Role::Member]).await;
    let (status, _) = app
        .call(
            "GET",
            "/api/v1/programs?filterByProgramStatusIds=4",
            Some(&member),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let admin = member_token(&app, "a@example.com", &[Role::Member, Role::Administrator]).await;
    let (status, _) = app
        .call(
            "GET",
            "/api/v1/programs?filterByProgramStatusIds=2&filterByProgramStatusIds=4",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    // Archived programs are public: the archived-programs listing.
    let (status, _) = app
        .get_json("/api/v1/programs?filterByProgramStatusIds=3")
        .await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn a_member_saves_a_search_of_filters() {
    let app = spawn_app().await;
    let filters = json!({ "filters": {
        "filterByCARORMin": "10",
        "filterByCompositionTypesId": ["3", "5"],
    }});
    let (status, _) = app
        .call(
            "POST",
            "/api/v1/me/saved-searches",
            None,
            Some(filters.clone()),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    let token = member_token(&app, "s@example.com", &[Role::Member]).await;
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/me/saved-searches",
            Some(&token),
            Some(filters),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert!(body["savedSearchId"].as_i64().unwrap() > 0);
    let stored: String = sqlx::query_scalar("SELECT filters_json FROM saved_searches")
        .fetch_one(&app.db.db.pool)
        .await
        .unwrap();
    let stored: Value = serde_json::from_str(&stored).unwrap();
    assert_eq!(stored["filterByCompositionTypesId"], json!(["3", "5"]));

    for (filters, key) in [
        (json!({}), "required"),
        (json!({ "sortBy": "ytdReturn" }), "invalidChoice"),
    ] {
        let (status, body) = app
            .call(
                "POST",
                "/api/v1/me/saved-searches",
                Some(&token),
                Some(json!({ "filters": filters })),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(body["fields"], json!({ "filters": key }));
    }
}
