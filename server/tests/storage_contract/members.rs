//! The member lists: watchlist, portfolio and saved searches, each member's own, holding only
//! programs the member may see, with the stored listing figures.

use std::collections::BTreeMap;

use server::access::{Principal, Role};
use server::error::Error;
use server::listings::model::FilterValue;
use server::listings::store as saved_searches;
use server::members::{portfolio, watchlist, OrderChange};
use server::programs::{self, NewProgram};
use server::returns::statistics;
use server::storage::Db;
use server::{accounts, groups};
use time::macros::date;

use crate::fixtures::*;

contract_tests!(
    a_watchlist_row_carries_the_stored_listing_figures,
    a_watchlist_is_its_members_alone,
    only_programs_the_member_may_see_are_added,
    the_first_allocation_creates_the_portfolio_with_the_defaults,
    an_allocation_changes_within_the_value_rules,
    a_portfolio_is_its_members_alone,
    the_period_return_compounds_the_leveraged_stored_months,
    saved_searches_are_listed_newest_first_and_deleted_by_their_owner,
);

async fn member(db: &Db, email: &str) -> Principal {
    let id = accounts::create_user(db, &profile(email), "hash")
        .await
        .unwrap();
    Principal::member(id)
}

async fn company(db: &Db, uri: &str, name: &str, status: i64) -> i64 {
    let mut g = group(uri);
    g.group_status_id = status;
    g.group_name = name.to_owned();
    groups::create_group(db, &g).await.unwrap()
}

/// A program of `group_id` with 30 months of +1 % from January 2022.
async fn add(db: &Db, group_id: i64, uri: &str, change: impl FnOnce(&mut NewProgram)) -> i64 {
    let mut p = program(uri);
    p.program_name = uri.to_owned();
    change(&mut p);
    let id = programs::create_program(db, group_id, &p).await.unwrap();
    let months = months(202201, &[0.01; 30]);
    statistics::replace_returns_and_statistics(db, id, &months, None)
        .await
        .unwrap();
    id
}

fn not_found<T>(result: Result<T, Error>) -> bool {
    matches!(result, Err(Error::NotFound))
}

fn duplicate<T>(result: Result<T, Error>) -> bool {
    matches!(
        result,
        Err(Error::Conflict {
            code: "duplicate",
            ..
        })
    )
}

async fn a_watchlist_row_carries_the_stored_listing_figures(db: &Db) {
    let group_id = company(db, "acme", "Acme", server::reference::group_status::ACTIVE).await;
    let program_id = add(db, group_id, "trend", |_| {}).await;
    let jo = member(db, "jo@example.com").await;
    let item = watchlist::add_program(db, &jo, program_id, true)
        .await
        .unwrap();
    let listing = statistics::program_listing(db, program_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(item.program_id, program_id);
    assert_eq!(
        (item.program_name.as_str(), item.program_uri.as_str()),
        ("trend", "trend")
    );
    assert_eq!(
        (item.group_name.as_str(), item.group_uri.as_str()),
        ("Acme", "acme")
    );
    assert!(item.alert);
    assert_eq!(item.month_return, listing.month_return);
    assert_eq!(item.ytd_return, listing.ytd_return);
    assert_eq!(item.compound_return, listing.compound_return);
    assert!(item.compound_return.is_some(), "30 months show a CAROR");
    assert_eq!(item.max_drawdown, listing.max_drawdown);
    assert_eq!(item.assets, listing.assets);
    assert_eq!(item.date_return, Some(202406));
    assert_eq!(item.date_return, listing.last_return_month);
    assert_eq!(
        (item.currency.as_str(), item.investment_min),
        ("USD", Some(250_000.0))
    );
    assert_eq!(item.date_inception.as_deref(), Some("2010-01-01"));
    assert!(item.date_created.ends_with('Z'));
    assert_eq!(
        watchlist::watchlist_items(db, &jo).await.unwrap(),
        vec![item]
    );
}

async fn a_watchlist_is_its_members_alone(db: &Db) {
    let zeta = company(db, "zeta", "Zeta", server::reference::group_status::ACTIVE).await;
    let acme = company(db, "acme", "Acme", server::reference::group_status::ACTIVE).await;
    let zeta_trend = add(db, zeta, "a-trend", |_| {}).await;
    let acme_value = add(db, acme, "value", |_| {}).await;
    let acme_carry = add(db, acme, "carry", |_| {}).await;
    let jo = member(db, "jo@example.com").await;
    let ann = member(db, "ann@example.com").await;
    for id in [zeta_trend, acme_value, acme_carry] {
        let item = watchlist::add_program(db, &jo, id, false).await.unwrap();
        assert!(!item.alert);
    }
    assert!(duplicate(
        watchlist::add_program(db, &jo, acme_value, true).await
    ));
    let listed: Vec<(String, String)> = watchlist::watchlist_items(db, &jo)
        .await
        .unwrap()
        .into_iter()
        .map(|item| (item.group_name, item.program_name))
        .collect();
    let expected = [("Acme", "carry"), ("Acme", "value"), ("Zeta", "a-trend")];
    assert_eq!(
        listed,
        expected.map(|(g, p)| (g.to_owned(), p.to_owned())).to_vec()
    );

    // Another member adds the same program to their own list, and never reaches Jo's rows.
    let anns = watchlist::add_program(db, &ann, acme_value, false)
        .await
        .unwrap();
    let jos = watchlist::watchlist_items(db, &jo).await.unwrap();
    let jos_value = jos.iter().find(|i| i.program_id == acme_value).unwrap();
    assert_ne!(anns.watchlist_id, jos_value.watchlist_id);
    let jos_id = jos_value.watchlist_id;
    assert!(not_found(watchlist::watchlist_item(db, &ann, jos_id).await));
    assert!(not_found(
        watchlist::set_watchlist_alert(db, &ann, jos_id, true).await
    ));
    assert!(not_found(
        watchlist::remove_watchlist_item(db, &ann, jos_id).await
    ));
    assert!(
        !watchlist::watchlist_item(db, &jo, jos_id)
            .await
            .unwrap()
            .alert
    );
    assert_eq!(
        watchlist::watchlist_items(db, &ann).await.unwrap(),
        vec![anns]
    );

    let toggled = watchlist::set_watchlist_alert(db, &jo, jos_id, true)
        .await
        .unwrap();
    assert!(toggled.alert);
    assert!(
        !watchlist::set_watchlist_alert(db, &jo, jos_id, false)
            .await
            .unwrap()
            .alert
    );
    watchlist::remove_watchlist_item(db, &jo, jos_id)
        .await
        .unwrap();
    assert!(not_found(
        watchlist::remove_watchlist_item(db, &jo, jos_id).await
    ));
    assert_eq!(watchlist::watchlist_items(db, &jo).await.unwrap().len(), 2);
    assert!(not_found(
        watchlist::set_watchlist_alert(db, &jo, 987_654, true).await
    ));
}

async fn only_programs_the_member_may_see_are_added(db: &Db) {
    let active = company(db, "acme", "Acme", server::reference::group_status::ACTIVE).await;
    let pending_company = company(
        db,
        "newco",
        "Newco",
        server::reference::group_status::PENDING,
    )
    .await;
    let archived = add(db, active, "archived", |p| {
        p.program_status_id = server::reference::program_status::ARCHIVED
    })
    .await;
    let hidden = add(db, active, "hidden", |p| p.hide_program = true).await;
    let pending = add(db, active, "pending", |p| {
        p.program_status_id = server::reference::program_status::PENDING
    })
    .await;
    let deleted = add(db, active, "deleted", |p| {
        p.program_status_id = server::reference::program_status::DELETED
    })
    .await;
    let unlisted = add(db, pending_company, "unlisted", |_| {}).await;
    let jo = member(db, "jo@example.com").await;
    // Archived programs are public and hidden ones are hidden from visitors only.
    watchlist::add_program(db, &jo, archived, false)
        .await
        .unwrap();
    watchlist::add_program(db, &jo, hidden, false)
        .await
        .unwrap();
    portfolio::add_program(db, &jo, archived).await.unwrap();
    for id in [pending, deleted, unlisted, 987_654] {
        assert!(
            not_found(watchlist::add_program(db, &jo, id, false).await),
            "{id}"
        );
        assert!(not_found(portfolio::add_program(db, &jo, id).await), "{id}");
    }
    // The program page's rule: an administrator sees pending programs.
    let admin_id = accounts::create_user(db, &profile("admin@example.com"), "hash")
        .await
        .unwrap();
    let admin = Principal {
        roles: vec![Role::Member, Role::Administrator],
        ..Principal::member(admin_id)
    };
    watchlist::add_program(db, &admin, pending, false)
        .await
        .unwrap();

    // A program that stops being visible leaves the lists, and its rows can still be removed.
    sqlx::query("UPDATE programs SET program_status_id = $1 WHERE id = $2")
        .bind(server::reference::program_status::DELETED)
        .bind(archived)
        .execute(&db.pool)
        .await
        .unwrap();
    let items = watchlist::watchlist_items(db, &jo).await.unwrap();
    assert_eq!(
        items.iter().map(|i| i.program_id).collect::<Vec<_>>(),
        vec![hidden]
    );
    let orders = portfolio::portfolio(db, &jo).await.unwrap();
    assert!(orders.items.is_empty());
    let order_id = count(db, "SELECT MIN(id) FROM portfolio_orders").await;
    portfolio::remove_allocation(db, &jo, order_id)
        .await
        .unwrap();
}

async fn the_first_allocation_creates_the_portfolio_with_the_defaults(db: &Db) {
    let acme = company(db, "acme", "Acme", server::reference::group_status::ACTIVE).await;
    let with_min = add(db, acme, "with-min", |p| {
        p.date_inception = Some("2010-03-15".to_owned())
    })
    .await;
    let no_min = add(db, acme, "no-min", |p| p.investment_min = Some(0.0)).await;
    let no_inception = add(db, acme, "no-inception", |p| {
        p.investment_min = None;
        p.date_inception = None;
    })
    .await;
    let jo = member(db, "jo@example.com").await;
    let empty = portfolio::portfolio(db, &jo).await.unwrap();
    assert_eq!(empty.portfolio_id, None);
    assert_eq!(empty.portfolio_name, "My Portfolio");
    assert!(empty.items.is_empty());

    let first = portfolio::add_program(db, &jo, with_min).await.unwrap();
    assert_eq!(first.quantity, 250_000.0);
    assert_eq!(first.leverage, 1.0);
    assert_eq!(first.cash_level, 250_000.0);
    assert_eq!(first.pct_allocated, Some(1.0));
    assert_eq!(first.date_allocation.as_deref(), Some("2010-03-01"));
    assert_eq!(first.date_inception.as_deref(), Some("2010-03-15"));
    assert_eq!(first.color, None);
    assert_eq!(first.date_return, Some(202406));
    assert!(duplicate(portfolio::add_program(db, &jo, with_min).await));

    let second = portfolio::add_program(db, &jo, no_min).await.unwrap();
    assert_eq!(second.quantity, 100_000.0);
    assert_eq!(second.pct_allocated, Some(100_000.0 / 350_000.0));
    let third = portfolio::add_program(db, &jo, no_inception).await.unwrap();
    assert_eq!(third.quantity, 100_000.0);
    assert_eq!(third.date_allocation, None);
    // Every month counts without an allocation date: 30 months of +1 %.
    let since_inception = 1.01_f64.powi(30) - 1.0;
    assert!((third.period_return.unwrap() - since_inception).abs() < 1e-12);

    let whole = portfolio::portfolio(db, &jo).await.unwrap();
    assert!(whole.portfolio_id.is_some());
    assert_eq!(count(db, "SELECT COUNT(*) FROM portfolios").await, 1);
    assert_eq!(
        whole
            .items
            .iter()
            .map(|row| row.program_name.as_str())
            .collect::<Vec<_>>(),
        vec!["no-inception", "no-min", "with-min"]
    );
    let shares: f64 = whole.items.iter().filter_map(|row| row.pct_allocated).sum();
    assert!((shares - 1.0).abs() < 1e-12);
}

async fn an_allocation_changes_within_the_value_rules(db: &Db) {
    let acme = company(db, "acme", "Acme", server::reference::group_status::ACTIVE).await;
    let trend = add(db, acme, "trend", |_| {}).await;
    let jo = member(db, "jo@example.com").await;
    let order = portfolio::add_program(db, &jo, trend).await.unwrap();
    let id = order.portfolio_order_id;
    let today = date!(2026 - 11 - 22);
    let refused = portfolio::change_allocation(
        db,
        &jo,
        id,
        &OrderChange {
            quantity: Some(249_999.0),
            date_allocation: Some("2009-12-31".to_owned()),
            leverage: Some(0.75),
            color: Some(Some("red".to_owned())),
        },
        today,
    )
    .await;
    let fields = match refused {
        Err(Error::Validation(fields)) => fields,
        other => panic!("expected a validation failure, got {other:?}"),
    };
    assert_eq!(
        fields,
        BTreeMap::from(
            [
                ("quantity", "belowMinimum"),
                ("dateAllocation", "outOfRange"),
                ("leverage", "invalidLeverage"),
                ("color", "invalidColor"),
            ]
            .map(|(f, k)| (f.to_owned(), k.to_owned()))
        )
    );
    assert_eq!(portfolio::portfolio_row(db, &jo, id).await.unwrap(), order);

    let changed = portfolio::change_allocation(
        db,
        &jo,
        id,
        &OrderChange {
            quantity: Some(300_000.0),
            date_allocation: Some("2026-11-22".to_owned()),
            leverage: Some(2.5),
            color: Some(Some("#1a2b3c".to_owned())),
        },
        today,
    )
    .await
    .unwrap();
    assert_eq!(changed.quantity, 300_000.0);
    assert_eq!(changed.date_allocation.as_deref(), Some("2026-11-22"));
    assert_eq!(changed.leverage, 2.5);
    assert_eq!(changed.cash_level, 120_000.0);
    assert_eq!(changed.color.as_deref(), Some("#1a2b3c"));
    // No stored month from November 2026 on.
    assert_eq!((changed.period_return, changed.current_value), (None, None));

    let only_color = portfolio::change_allocation(
        db,
        &jo,
        id,
        &OrderChange {
            color: Some(None),
            ..OrderChange::default()
        },
        today,
    )
    .await
    .unwrap();
    assert_eq!(only_color.color, None);
    assert_eq!(only_color.leverage, 2.5);
    let unchanged = portfolio::change_allocation(db, &jo, id, &OrderChange::default(), today)
        .await
        .unwrap();
    assert_eq!(unchanged, only_color);
}

async fn a_portfolio_is_its_members_alone(db: &Db) {
    let acme = company(db, "acme", "Acme", server::reference::group_status::ACTIVE).await;
    let trend = add(db, acme, "trend", |_| {}).await;
    let jo = member(db, "jo@example.com").await;
    let ann = member(db, "ann@example.com").await;
    let jos = portfolio::add_program(db, &jo, trend).await.unwrap();
    let anns = portfolio::add_program(db, &ann, trend).await.unwrap();
    assert_ne!(jos.portfolio_order_id, anns.portfolio_order_id);
    let id = jos.portfolio_order_id;
    assert!(not_found(portfolio::portfolio_row(db, &ann, id).await));
    let change = OrderChange {
        quantity: Some(500_000.0),
        ..OrderChange::default()
    };
    let today = date!(2026 - 11 - 22);
    assert!(not_found(
        portfolio::change_allocation(db, &ann, id, &change, today).await
    ));
    assert!(not_found(portfolio::remove_allocation(db, &ann, id).await));
    assert_eq!(portfolio::portfolio_row(db, &jo, id).await.unwrap(), jos);
    assert_eq!(
        portfolio::portfolio(db, &ann).await.unwrap().items,
        vec![anns]
    );
    assert_eq!(count(db, "SELECT COUNT(*) FROM portfolios").await, 2);

    portfolio::remove_allocation(db, &jo, id).await.unwrap();
    assert!(not_found(portfolio::remove_allocation(db, &jo, id).await));
    let emptied = portfolio::portfolio(db, &jo).await.unwrap();
    assert!(emptied.portfolio_id.is_some());
    assert!(emptied.items.is_empty());
}

async fn the_period_return_compounds_the_leveraged_stored_months(db: &Db) {
    let acme = company(db, "acme", "Acme", server::reference::group_status::ACTIVE).await;
    let mut p = program("steady");
    p.date_inception = Some("2024-01-01".to_owned());
    let id = programs::create_program(db, acme, &p).await.unwrap();
    let months = [
        month(202401, 0.02),
        month(202402, -0.01),
        month(202403, 0.03),
    ];
    statistics::replace_returns_and_statistics(db, id, &months, None)
        .await
        .unwrap();
    let jo = member(db, "jo@example.com").await;
    let order = portfolio::add_program(db, &jo, id).await.unwrap();
    // From the inception month, unleveraged: 1.02 × 0.99 × 1.03 − 1 = 0.040094.
    assert!((order.period_return.unwrap() - 0.040_094).abs() < 1e-12);
    assert!((order.current_value.unwrap() - 250_000.0 * 1.040_094).abs() < 1e-6);
    let changed = portfolio::change_allocation(
        db,
        &jo,
        order.portfolio_order_id,
        &OrderChange {
            quantity: Some(300_000.0),
            date_allocation: Some("2024-02-10".to_owned()),
            leverage: Some(2.0),
            color: None,
        },
        date!(2026 - 11 - 22),
    )
    .await
    .unwrap();
    // February and March at 2x: 0.98 × 1.06 − 1 = 0.0388 on a cash level of 150,000.
    assert!((changed.period_return.unwrap() - 0.0388).abs() < 1e-12);
    assert!((changed.current_value.unwrap() - 155_820.0).abs() < 1e-6);
}

async fn saved_searches_are_listed_newest_first_and_deleted_by_their_owner(db: &Db) {
    let jo = member(db, "jo@example.com").await;
    let ann = member(db, "ann@example.com").await;
    assert!(saved_searches::saved_searches(db, jo.user_id)
        .await
        .unwrap()
        .is_empty());
    let mut ids = Vec::new();
    for (i, filters) in [
        r#"{"filterByProgramTypesId":["2","3"]}"#,
        r#"{"filterByCARORMin":"10"}"#,
    ]
    .into_iter()
    .enumerate()
    {
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO saved_searches (user_id, filters_json, date_created) \
             VALUES ($1, $2, $3) RETURNING id",
        )
        .bind(jo.user_id)
        .bind(filters)
        .bind(format!("2026-11-0{}T00:00:00Z", i + 1))
        .fetch_one(&db.pool)
        .await
        .unwrap();
        ids.push(id);
    }
    let listed = saved_searches::saved_searches(db, jo.user_id)
        .await
        .unwrap();
    assert_eq!(
        listed.iter().map(|s| s.saved_search_id).collect::<Vec<_>>(),
        vec![ids[1], ids[0]]
    );
    assert_eq!(listed[1].date_created, "2026-11-01T00:00:00Z");
    assert_eq!(
        listed[1].filters,
        BTreeMap::from([(
            "filterByProgramTypesId".to_owned(),
            FilterValue::Many(vec!["2".to_owned(), "3".to_owned()])
        )])
    );
    assert_eq!(
        listed[0].filters["filterByCARORMin"],
        FilterValue::One("10".to_owned())
    );
    assert!(saved_searches::saved_searches(db, ann.user_id)
        .await
        .unwrap()
        .is_empty());
    assert!(not_found(
        saved_searches::remove_saved_search(db, ann.user_id, ids[0]).await
    ));
    saved_searches::remove_saved_search(db, jo.user_id, ids[0])
        .await
        .unwrap();
    assert!(not_found(
        saved_searches::remove_saved_search(db, jo.user_id, ids[0]).await
    ));
    assert_eq!(
        saved_searches::saved_searches(db, jo.user_id)
            .await
            .unwrap()
            .len(),
        1
    );
}
