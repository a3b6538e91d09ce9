//! Who may call what: every operation of the OpenAPI document, called by each kind of caller,
//! against the answer the table below expects. The table is keyed by operation id, so a new
//! route without a row fails, and so does a row without a route.
//!
//! Each caller works on its own copy of the site (the same fixture), so what one caller deletes
//! does not change what the next one meets. Bodies are empty JSON objects: a caller the access
//! check lets through gets a validation answer, or a success for a call without a body; either
//! is `O` here. Refusals must be exact.

use std::collections::BTreeMap;

use axum::body::Body;
use axum::http::Request;
use serde_json::json;
use server::access::Role;
use server::accounts;
use server::returns::statistics;
use server::{groups, programs};

use crate::common::fixtures;
use crate::support::{spawn_app, TestApp};

/// The callers, in the order of each row's letters.
const CALLERS: [&str; 7] = [
    "anonymous",
    "member",
    "suspended member",
    "another company's manager",
    "the company's manager",
    "administrator",
    "platform manager",
];

/// Per operation, one letter per caller: `O` passed the access check (any answer but 401, 403,
/// 404 or a 5xx), `U` 401, `F` 403, `N` 404 (not shown to this caller). `/me/…` resources are the
/// member's, so every other signed-in caller meets `N` there.
const EXPECTED: &[(&str, &str)] = &[
    ("addBlendOrders", "UOFOOOO"),
    ("addCompany", "UFFOOFF"),
    ("addGroupAdministrator", "UFFFFOF"),
    ("addProgram", "UFFFOOF"),
    ("addProgramPlatform", "UFFFFFO"),
    ("addToPortfolio", "UOFOOOO"),
    ("addToWatchlist", "UOFOOOO"),
    ("adminAddCompany", "UFFFFOF"),
    ("adminUser", "UFFFFOF"),
    // Administrators' per-user pages (admin::user_edits, admin::user_activity).
    ("createUser", "UFFFFOF"),
    ("adminUserProfile", "UFFFFOF"),
    ("updateUserProfile", "UFFFFOF"),
    ("setUserPassword", "UFFFFOF"),
    ("adminUserViews", "UFFFFOF"),
    ("adminUserViewsCsv", "UFFFFOF"),
    ("adminUserWatchlist", "UFFFFOF"),
    ("adminUserPortfolio", "UFFFFOF"),
    ("adminUserBlends", "UFFFFOF"),
    ("auditLog", "UFFFFOF"),
    ("blend", "UOFNNNN"),
    ("blendReport", "UOFOOOO"),
    ("changeGroupStatus", "UFFFFOF"),
    ("changePassword", "UOFOOOO"),
    ("changePortfolioOrder", "UOFNNNN"),
    ("changeProgramStatus", "UFFFFOF"),
    ("companyPrograms", "OOFOOOO"),
    ("compareItems", "OOFOOOO"),
    ("compareSeries", "OOFOOOO"),
    ("confirmPasswordReset", "OOOOOOO"),
    // Mail links carry their own signed token: anyone holding the link may use it.
    ("confirmNewsletter", "OOOOOOO"),
    ("copyBlend", "UOFNNNN"),
    ("countries", "OOOOOOO"),
    ("createPost", "UFFFFOF"),
    ("createBlend", "UOFOOOO"),
    ("currentBlend", "UOFOOOO"),
    ("currentSession", "UOFOOOO"),
    ("deleteBlend", "UOFNNNN"),
    ("deleteBlendOrder", "UOFNNNN"),
    ("deleteGroup", "UFFFFOF"),
    ("deleteOwnAccount", "UOFOOOO"),
    ("deletePost", "UFFFFOF"),
    ("deleteProgram", "UFFFFOF"),
    ("deleteSavedSearch", "UOFNNNN"),
    ("deleteUser", "UFFFFOF"),
    ("exchangeRates", "UFFFFOF"),
    ("currencyExchangeRates", "UFFFFOF"),
    ("importExchangeRates", "UFFFFOF"),
    ("exportGroups", "UFFFFOF"),
    ("exportNewsletterSubscribers", "UFFFFOF"),
    ("exportUsers", "UFFFFOF"),
    ("getIndex", "OOOOOOO"),
    ("getPost", "OOFOOOO"),
    ("grantUserRole", "UFFFFOF"),
    ("groupAdministrators", "UFFFFOF"),
    ("groupChoices", "UFFFFOF"),
    ("groupForm", "UNFNOON"),
    ("groupLogo", "NNFNNNN"),
    ("groupPlatforms", "UFFFFFO"),
    ("groupProfile", "OOFOOOO"),
    ("health", "OOOOOOO"),
    ("latestExchangeRates", "OOOOOOO"),
    ("linkGroupPlatform", "UFFFFFO"),
    ("listAdminPrograms", "UFFFFOO"),
    ("listAwards", "OOFOOOO"),
    ("listGroups", "UFFFFOF"),
    ("listResearchRequests", "UFFFFOF"),
    ("listContactMessages", "UFFFFOF"),
    ("listIndexMembers", "OOFOOOO"),
    ("listIndexes", "OOOOOOO"),
    ("listProgramAwards", "OOFOOOO"),
    ("listPosts", "OOFOOOO"),
    ("listPrograms", "OOFOOOO"),
    ("listRoles", "UFFFFOF"),
    ("listSavedSearches", "UOFOOOO"),
    ("listUsers", "UFFFFOF"),
    ("listWatchlist", "UOFOOOO"),
    ("loadBlend", "UOFNNNN"),
    ("marketQuotes", "OOOOOOO"),
    ("myBlendChoices", "UOFOOOO"),
    ("myBlends", "UOFOOOO"),
    ("myBlendShares", "UOFOOOO"),
    ("myGroups", "UOFOOOO"),
    ("pendingItems", "UFFFFOF"),
    ("programDetail", "OOFOOOO"),
    ("programForm", "UFFFOOF"),
    ("programPlatforms", "UFFFFFO"),
    ("programReport", "UOFOOOO"),
    ("programReturnRevisions", "UFFFOOF"),
    ("programReturns", "UFFFOOF"),
    ("programViewCount", "UFFFOOF"),
    ("programViews", "UFFFOOF"),
    ("programViewsCsv", "UFFFOOF"),
    ("readPortfolio", "UOFOOOO"),
    ("readProfile", "UOFOOOO"),
    ("redemptionFrequencyTypes", "OOOOOOO"),
    ("referenceData", "OOOOOOO"),
    ("referenceList", "OOOOOOO"),
    ("refreshSession", "UUUUUUU"),
    ("registerCta", "OOOOOOO"),
    ("registerMember", "OOOOOOO"),
    // Inquiries: open to everyone but a suspended account (the optional session refuses it).
    ("requestResearch", "OOFOOOO"),
    ("sendContactMessage", "OOFOOOO"),
    ("removeFromPortfolio", "UOFNNNN"),
    ("removeFromWatchlist", "UOFNNNN"),
    ("removeGroupAdministrator", "UFFFFOF"),
    ("removeProgramPlatform", "UFFFFFO"),
    ("replaceBlendOrders", "UOFOOOO"),
    ("requestPasswordReset", "OOOOOOO"),
    ("returnStatistics", "OOFOOOO"),
    ("revokeBlendShare", "UOFNNNN"),
    ("revokeUserRole", "UFFFFOF"),
    ("saveBlend", "UOFOOOO"),
    ("saveBlendAs", "UOFOOOO"),
    ("saveProgramReturns", "UFFFOOF"),
    ("saveSearch", "UOFOOOO"),
    ("searchPrograms", "OOFOOOO"),
    ("sendUserPasswordReset", "UFFFFOF"),
    ("setBlendBaseCurrency", "UOFOOOO"),
    ("setBlendNormalization", "UOFOOOO"),
    ("setPortfolioBaseCurrency", "UOFOOOO"),
    ("setWatchlistAlert", "UOFOOOO"),
    ("shareBlend", "UOFNNNN"),
    // A shared link is for anyone holding it (a suspended account is refused by the optional
    // session, as on every public read).
    ("sharedBlend", "OOFOOOO"),
    ("signIn", "OOOOOOO"),
    ("signOut", "OOOOOOO"),
    ("subscriptionFrequencyTypes", "OOOOOOO"),
    ("subscribeToNewsletter", "OOOOOOO"),
    ("unlinkGroupPlatform", "UFFFFFO"),
    ("unsubscribe", "OOOOOOO"),
    ("unlockUser", "UFFFFOF"),
    ("updateBlendOrder", "UOFNNNN"),
    ("updateGroup", "UFFFOOF"),
    ("updatePost", "UFFFFOF"),
    ("updateProfile", "UOFOOOO"),
    ("updateProgram", "UFFFOOF"),
    ("uploadGroupLogo", "UNFNOON"),
    ("uploadProgramReturns", "UFFFOOF"),
    ("verificationChallenge", "OOOOOOO"),
];

/// A copy of the site with every caller signed in and the ids the paths need.
struct Site {
    app: TestApp,
    /// One per caller; `None` for the anonymous one.
    tokens: Vec<Option<String>>,
    path_values: BTreeMap<&'static str, String>,
}

/// An active company "acme" with the active program "trend" and its returns, another active
/// company "other", one user per caller, and a member's blend, portfolio order, saved search and
/// watchlist row.
async fn site() -> Site {
    let app = spawn_app().await;
    let db = &app.db.db;
    let mut acme = fixtures::group("acme");
    acme.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &acme).await.unwrap();
    let mut other = fixtures::group("other");
    other.group_status_id = server::reference::group_status::ACTIVE;
    let other_id = groups::create_group(db, &other).await.unwrap();
    let mut trend = fixtures::program("trend");
    trend.date_inception = Some("2023-01-01".to_owned());
    let program_id = programs::create_program(db, group_id, &trend)
        .await
        .unwrap();
    let months = [fixtures::month(202301, 0.01), fixtures::month(202302, 0.02)];
    statistics::replace_returns_and_statistics(db, program_id, &months, None)
        .await
        .unwrap();

    let manager_roles = [Role::Member, Role::CtaManager];
    let member = app.sign_in_as_member("member@example.com").await;
    let suspended = app.sign_in_as_member("suspended@example.com").await;
    let suspended_id = user_id(&app, "suspended@example.com").await;
    accounts::add_role(db, suspended_id, Role::MemberLimitedAccess)
        .await
        .unwrap();
    let tokens = vec![
        None,
        Some(member.clone()),
        Some(suspended),
        Some(
            app.sign_in_as("manager@other.example", &manager_roles, Some(other_id))
                .await,
        ),
        Some(
            app.sign_in_as("manager@acme.example", &manager_roles, Some(group_id))
                .await,
        ),
        Some(
            app.sign_in_as(
                "admin@example.com",
                &[Role::Member, Role::Administrator],
                None,
            )
            .await,
        ),
        Some(
            app.sign_in_as(
                "platform@example.com",
                &[Role::Member, Role::PlatformManager],
                None,
            )
            .await,
        ),
    ];

    let created = |path: &'static str, body: serde_json::Value| {
        let app = &app;
        let member = member.clone();
        async move {
            let (status, answer) = app.call("POST", path, Some(&member), Some(body)).await;
            assert!(status.is_success(), "POST {path}: {status} {answer}");
            answer
        }
    };
    let blend = created("/api/v1/me/blends", json!({ "programIds": [program_id] })).await;
    let blend_path = format!("/api/v1/me/blends/{}", blend["blendId"]);
    let save = json!({ "blendName": "Mix" });
    let (status, saved) = app
        .call(
            "PUT",
            &format!("{blend_path}/save"),
            Some(&member),
            Some(save),
        )
        .await;
    assert!(status.is_success(), "saving the blend: {status} {saved}");
    let (status, share) = app
        .call("POST", &format!("{blend_path}/shares"), Some(&member), None)
        .await;
    assert!(status.is_success(), "sharing the blend: {status} {share}");
    let order = created(
        "/api/v1/me/portfolio/orders",
        json!({ "programId": program_id }),
    )
    .await;
    let search = created(
        "/api/v1/me/saved-searches",
        json!({ "filters": { "filterByCARORMin": "10" } }),
    )
    .await;
    let watch = created("/api/v1/me/watchlist", json!({ "programId": program_id })).await;
    let admin = tokens[5].as_deref();
    let post =
        json!({ "language": "en", "title": "Acme news", "body": "Text", "groupIds": [group_id] });
    let (status, post) = app
        .call("POST", "/api/v1/admin/posts", admin, Some(post))
        .await;
    assert!(
        status.is_success(),
        "POST /api/v1/admin/posts: {status} {post}"
    );
    let id = |value: &serde_json::Value| value.as_i64().expect("an id").to_string();
    let path_values = BTreeMap::from([
        ("groupUri", "acme".to_owned()),
        ("programUri", "trend".to_owned()),
        ("programId", program_id.to_string()),
        (
            "userId",
            user_id(&app, "manager@acme.example").await.to_string(),
        ),
        ("platformId", "1".to_owned()),
        ("portfolioUri", "cta-index".to_owned()),
        ("roleId", "7".to_owned()),
        ("list", "programTypes".to_owned()),
        ("currency", "EUR".to_owned()),
        ("blendId", id(&blend["blendId"])),
        ("blendOrderId", id(&blend["orders"][0]["blendOrderId"])),
        ("portfolioOrderId", id(&order["portfolioOrderId"])),
        ("savedSearchId", id(&search["savedSearchId"])),
        ("watchlistId", id(&watch["watchlistId"])),
        ("postId", id(&post["postId"])),
        ("shareId", id(&share["share"]["shareId"])),
        (
            "token",
            share["token"].as_str().expect("a token").to_owned(),
        ),
    ]);
    Site {
        app,
        tokens,
        path_values,
    }
}

async fn user_id(app: &TestApp, email: &str) -> i64 {
    accounts::find_user_by_email(&app.db.db, email)
        .await
        .unwrap()
        .expect("the user")
        .id
}

/// Every operation of the OpenAPI document: (operation id, method, path template). Deletions
/// come last, the deepest path first, so a caller's deletion never hides what it calls next.
fn operations() -> Vec<(String, &'static str, String)> {
    let document = server::app::api_document();
    let mut operations = Vec::new();
    for (path, item) in &document.paths.paths {
        let methods = [
            ("GET", &item.get),
            ("POST", &item.post),
            ("PUT", &item.put),
            ("PATCH", &item.patch),
            ("DELETE", &item.delete),
        ];
        for (method, operation) in methods {
            if let Some(operation) = operation {
                let id = operation.operation_id.clone().expect("an operation id");
                operations.push((id, method, path.clone()));
            }
        }
    }
    operations.sort_by_key(|(_, method, path)| (*method == "DELETE", usize::MAX - path.len()));
    operations
}

fn concrete(template: &str, values: &BTreeMap<&'static str, String>) -> String {
    let mut path = template.to_owned();
    for (name, value) in values {
        path = path.replace(&format!("{{{name}}}"), value);
    }
    assert!(
        !path.contains('{'),
        "no value for a parameter of {template}"
    );
    path
}

/// The letter of an answer, failing on a server error.
fn letter(status: u16, what: &str) -> char {
    assert!(status < 500, "{what} answered {status}");
    match status {
        401 => 'U',
        403 => 'F',
        404 => 'N',
        _ => 'O',
    }
}

async fn call(site: &Site, caller: usize, method: &str, path: &str) -> u16 {
    let mut request = Request::builder().method(method).uri(path);
    if let Some(token) = &site.tokens[caller] {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    let body = if method == "GET" || method == "DELETE" {
        Body::empty()
    } else if path.ends_with("/returns/upload") {
        request = request.header("content-type", "text/csv");
        Body::empty()
    } else if path.ends_with("/logo") {
        request = request.header("content-type", "image/png");
        Body::empty()
    } else {
        request = request.header("content-type", "application/json");
        Body::from("{}")
    };
    let (status, _, _) = site.app.send(request.body(body).unwrap()).await;
    status.as_u16()
}

#[tokio::test]
async fn every_operation_answers_each_caller_as_the_matrix_says() {
    let operations = operations();
    let mut observed: BTreeMap<String, Vec<char>> = BTreeMap::new();
    for (caller, name) in CALLERS.iter().enumerate() {
        let site = site().await;
        for (id, method, template) in &operations {
            let path = concrete(template, &site.path_values);
            let status = call(&site, caller, method, &path).await;
            let what = format!("{method} {path} by the {name}");
            observed
                .entry(id.clone())
                .or_default()
                .push(letter(status, &what));
        }
    }
    let table: Vec<String> = observed
        .iter()
        .map(|(id, letters)| format!("    ({id:?}, \"{}\"),", String::from_iter(letters)))
        .collect();
    let expected: BTreeMap<String, String> = EXPECTED
        .iter()
        .map(|(id, row)| ((*id).to_owned(), (*row).to_owned()))
        .collect();
    let observed: BTreeMap<String, String> = observed
        .into_iter()
        .map(|(id, letters)| (id, String::from_iter(letters)))
        .collect();
    let mut differences = Vec::new();
    for id in expected.keys().chain(observed.keys()) {
        let (want, got) = (expected.get(id), observed.get(id));
        if want != got {
            differences.push(format!("{id}: expected {want:?}, observed {got:?}"));
        }
    }
    differences.dedup();
    assert!(
        differences.is_empty(),
        "callers: {CALLERS:?}\n{}\nobserved table:\n{}",
        differences.join("\n"),
        table.join("\n")
    );
}
