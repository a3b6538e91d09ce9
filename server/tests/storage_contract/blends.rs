//! Blends: the worksheet's rules, saving with the engine's statistics, Save As, copies, orders,
//! and that a member only ever reaches their own blends.

use std::collections::{BTreeMap, HashSet};

use analytics_core::blend::{Allocation, BlendComponent};
use analytics_core::{blend_statistics, ReturnSeries, StatisticsOptions};
use server::access::Principal;
use server::accounts;
use server::blends::model::{OrderInput, OrderPatch};
use server::blends::{orders, read, saving, store};
use server::error::Error;
use server::groups;
use server::indexes;
use server::programs;
use server::reference::program_status as status;
use server::returns::{self, statistics, ReportedMonth};
use server::storage::Db;

use crate::fixtures::*;

contract_tests!(
    the_current_blend_is_one_empty_worksheet,
    a_new_worksheet_replaces_the_last_and_loading_a_saved_blend_deletes_it,
    saving_stores_the_engines_statistics_and_a_snapshot,
    save_as_leaves_the_original_as_last_saved,
    a_copy_is_saved_beside_its_source_and_only_saved_blends_are_deleted,
    a_member_never_reaches_another_members_blend,
    orders_are_validated_refused_twice_and_keep_their_ids,
    only_the_current_blend_changes_except_to_add_programs,
    a_new_worksheet_is_named_in_the_members_language,
);

/// Two members and a company's programs: `a` (36 months from 2021-01, no minimum), `b` (24
/// months from 2022-01, minimum 250,000), `bare` (no returns yet) and `pending` (not listed to
/// members), with an S&P 500 series.
struct World {
    owner: Principal,
    other: Principal,
    a: i64,
    b: i64,
    bare: i64,
    pending: i64,
}

/// `count` months from `first` (`yyyymm`), each `((i * step) % modulus) / 100 - offset`: varied
/// returns without randomness.
fn months(first: i32, count: i32, step: i32, modulus: i32, offset: f64) -> Vec<ReportedMonth> {
    let returns: Vec<f64> = (0..count)
        .map(|i| ((i * step) % modulus) as f64 / 100.0 - offset)
        .collect();
    crate::fixtures::months(first, &returns)
}

async fn member(db: &Db, email: &str) -> Principal {
    let id = accounts::create_user(db, &profile(email), "hash")
        .await
        .unwrap();
    Principal::member(id)
}

async fn world(db: &Db) -> World {
    let mut company = group("acme");
    company.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &company).await.unwrap();
    let mut ids = Vec::new();
    for (uri, minimum, state) in [
        ("a", None, status::ACTIVE),
        ("b", Some(250_000.0), status::ACTIVE),
        ("bare", None, status::ACTIVE),
        ("pending", None, status::PENDING),
    ] {
        let mut program = program(uri);
        program.investment_min = minimum;
        program.program_status_id = state;
        ids.push(
            programs::create_program(db, group_id, &program)
                .await
                .unwrap(),
        );
    }
    let a = months(202101, 36, 37, 11, 0.04);
    let b = months(202201, 24, 53, 13, 0.05);
    statistics::replace_returns_and_statistics(db, ids[0], &a, None)
        .await
        .unwrap();
    statistics::replace_returns_and_statistics(db, ids[1], &b, None)
        .await
        .unwrap();
    statistics::replace_returns_and_statistics(db, ids[3], &a, None)
        .await
        .unwrap();
    let index_id = indexes::create_index(db, &crate::common::fixtures::sp500_index())
        .await
        .unwrap();
    returns::replace_index_returns(db, index_id, &months(202001, 60, 29, 9, 0.03))
        .await
        .unwrap();
    World {
        owner: member(db, "owner@example.com").await,
        other: member(db, "other@example.com").await,
        a: ids[0],
        b: ids[1],
        bare: ids[2],
        pending: ids[3],
    }
}

fn uid(viewer: &Principal) -> i64 {
    viewer.user_id
}

/// A new current worksheet of `programs` at their default amounts.
async fn worksheet(db: &Db, viewer: &Principal, programs: &[i64]) -> i64 {
    let new = orders::new_orders(db, Some(viewer), programs, &HashSet::new(), &[])
        .await
        .unwrap();
    store::create_worksheet(db, uid(viewer), &new)
        .await
        .unwrap()
}

fn input(program_id: i64, quantity: f64, leverage: f64) -> OrderInput {
    OrderInput {
        program_id,
        quantity,
        leverage,
        color: None,
        chart_visible: None,
    }
}

/// The error's code, with its fields for a validation failure.
fn failure<T: std::fmt::Debug>(result: Result<T, Error>) -> (String, BTreeMap<String, String>) {
    match result.unwrap_err() {
        Error::Validation(fields) => ("validation_failed".to_owned(), fields),
        other => (other.code().to_owned(), BTreeMap::new()),
    }
}

fn code<T: std::fmt::Debug>(result: Result<T, Error>) -> String {
    failure(result).0
}

async fn series_of(db: &Db, program_id: i64) -> ReturnSeries {
    statistics::return_series(&returns::program_returns(db, program_id).await.unwrap()).unwrap()
}

async fn the_current_blend_is_one_empty_worksheet(db: &Db) {
    let w = world(db).await;
    let blend = saving::current_blend(db, uid(&w.owner)).await.unwrap();
    assert_eq!(blend.blend_name, "New Blend");
    assert_eq!((blend.blend_type_id, blend.blend_status_id), (4, 2));
    assert!(blend.is_current && blend.modified && !blend.is_normalized);
    assert!(blend.orders.is_empty() && blend.statistics.is_none());
    let benchmark = blend.benchmark.unwrap();
    assert_eq!(benchmark.name, "S&P 500");
    assert_eq!(benchmark.months.len(), 60);
    assert_eq!(benchmark.months[0], 202001);
    let again = saving::current_blend(db, uid(&w.owner)).await.unwrap();
    assert_eq!(again.blend_id, blend.blend_id);
    assert!(store::list_blends(db, uid(&w.owner))
        .await
        .unwrap()
        .is_empty());
    assert_eq!(count(db, "SELECT COUNT(*) FROM blends").await, 1);

    // A worksheet left behind without being current is the one made current again, or loaded.
    let uncurrent = "UPDATE blends SET is_current = 0";
    sqlx::query(uncurrent).execute(&db.pool).await.unwrap();
    let again = saving::current_blend(db, uid(&w.owner)).await.unwrap();
    assert_eq!((again.blend_id, again.is_current), (blend.blend_id, true));
    sqlx::query(uncurrent).execute(&db.pool).await.unwrap();
    let loaded = saving::load_blend(db, uid(&w.owner), blend.blend_id)
        .await
        .unwrap();
    assert!(loaded.is_current);
    assert_eq!(count(db, "SELECT COUNT(*) FROM blends").await, 1);
}

async fn a_new_worksheet_replaces_the_last_and_loading_a_saved_blend_deletes_it(db: &Db) {
    let w = world(db).await;
    let user = uid(&w.owner);
    let first = worksheet(db, &w.owner, &[w.a]).await;
    let second = worksheet(db, &w.owner, &[w.a, w.b]).await;
    assert_eq!(
        code(store::owned_blend(&db.pool, user, first).await),
        "not_found"
    );
    let blend = read::read_blend(db, user, second).await.unwrap();
    assert!(blend.is_current);
    let programs: Vec<i64> = blend.orders.iter().map(|o| o.program_id).collect();
    assert_eq!(programs, [w.a, w.b]);
    // Default amounts: 100,000 without a minimum, else the minimum; leverage 1; positions.
    let amounts: Vec<(f64, f64, i64)> = blend
        .orders
        .iter()
        .map(|o| (o.quantity, o.leverage, o.position))
        .collect();
    assert_eq!(amounts, [(100_000.0, 1.0, 0), (250_000.0, 1.0, 1)]);
    assert_eq!(blend.orders[1].returns.months.len(), 24);
    assert_eq!(blend.orders[1].returns.months[0], 202201);

    saving::save_blend(db, user, second, "Core").await.unwrap();
    let third = worksheet(db, &w.owner, &[]).await;
    let saved = store::owned_blend(&db.pool, user, second).await.unwrap();
    assert!(!saved.is_current, "a saved blend stays, no longer current");
    let loaded = saving::load_blend(db, user, second).await.unwrap();
    assert!(loaded.is_current);
    assert_eq!(
        code(store::owned_blend(&db.pool, user, third).await),
        "not_found"
    );
    let listed: Vec<i64> = store::list_blends(db, user)
        .await
        .unwrap()
        .iter()
        .map(|b| b.blend_id)
        .collect();
    assert_eq!(listed, [second]);
    // A blend of status 1 (Deleted) is never listed.
    sqlx::query(
        "INSERT INTO blends (user_id, blend_name, blend_status_id, blend_type_id) \
         VALUES ($1, 'Gone', 1, 1)",
    )
    .bind(user)
    .execute(&db.pool)
    .await
    .unwrap();
    assert_eq!(store::list_blends(db, user).await.unwrap().len(), 1);
}

async fn saving_stores_the_engines_statistics_and_a_snapshot(db: &Db) {
    let w = world(db).await;
    let user = uid(&w.owner);
    let id = worksheet(db, &w.owner, &[w.a, w.bare, w.b]).await;
    orders::replace_orders(
        db,
        Some(&w.owner),
        user,
        id,
        &[
            input(w.b, 300_000.0, 2.5),
            input(w.bare, 50_000.0, 1.0),
            input(w.a, 120_000.0, 1.0),
        ],
    )
    .await
    .unwrap();
    assert_eq!(
        code(saving::save_blend(db, user, id, "  ").await),
        "validation_failed"
    );
    let saved = saving::save_blend(db, user, id, " Core ").await.unwrap();
    assert_eq!(saved.blend_name, "Core");
    assert_eq!((saved.blend_type_id, saved.blend_status_id), (1, 3));
    assert!(saved.is_current && !saved.modified);
    assert!(saved.date_calculated.is_some());

    // The engine on the same series and allocations, the program without returns left out.
    let (a, b) = (series_of(db, w.a).await, series_of(db, w.b).await);
    let sp500 = statistics::benchmark_series(db).await.unwrap().unwrap();
    let components = [
        BlendComponent {
            series: &b,
            allocation: Allocation::new(300_000.0, 2.5).unwrap(),
        },
        BlendComponent {
            series: &a,
            allocation: Allocation::new(120_000.0, 1.0).unwrap(),
        },
    ];
    let direct = blend_statistics(
        &components,
        false,
        Some(&sp500),
        &StatisticsOptions::default(),
    )
    .unwrap();
    assert_eq!(
        saved.statistics.as_ref().unwrap().get(),
        serde_json::to_string(&direct).unwrap()
    );
    let figures = direct.statistics.listing_figures();
    let summary = store::list_blends(db, user).await.unwrap().remove(0);
    assert_eq!(summary.blend_id, id);
    assert_eq!(summary.program_count, 3);
    assert_eq!(summary.ytd_return, figures.ytd_return);
    assert_eq!(summary.compounded_annual_ror, Some(figures.compound_return));
    assert_eq!(summary.max_drawdown, Some(figures.max_drawdown));
    assert_eq!(summary.correlation_sp500, figures.correlation_sp500);
    assert!(summary.correlation_sp500.is_some());
    assert_eq!(summary.sharpe, figures.sharpe_ratio);
    assert_eq!(summary.standard_deviation, figures.volatility);

    let row = store::owned_blend(&db.pool, user, id).await.unwrap();
    let snapshot: store::Snapshot =
        serde_json::from_str(row.saved_orders_json.as_deref().unwrap()).unwrap();
    assert!(!snapshot.is_normalized);
    let kept: Vec<(i64, f64, f64)> = snapshot
        .orders
        .iter()
        .map(|o| (o.program_id, o.quantity, o.leverage))
        .collect();
    assert_eq!(
        kept,
        [
            (w.b, 300_000.0, 2.5),
            (w.bare, 50_000.0, 1.0),
            (w.a, 120_000.0, 1.0)
        ]
    );

    // Normalized: only the months both programs have.
    orders::set_normalization(db, user, id, true).await.unwrap();
    assert!(read::read_blend(db, user, id).await.unwrap().modified);
    let normalized = saving::save_blend(db, user, id, "Core").await.unwrap();
    let document: serde_json::Value =
        serde_json::from_str(normalized.statistics.unwrap().get()).unwrap();
    assert_eq!(document["normalized"], true);
    assert_eq!(document["statistics"]["returnCount"], 24);

    // A blend without programs, or whose programs have no returns, cannot be saved.
    let empty = worksheet(db, &w.owner, &[]).await;
    let (code_, fields) = failure(saving::save_blend(db, user, empty, "Empty").await);
    assert_eq!(code_, "validation_failed");
    assert_eq!(fields["orders"], "empty");
    let bare = worksheet(db, &w.owner, &[w.bare]).await;
    assert_eq!(
        code(saving::save_blend(db, user, bare, "Bare").await),
        "empty_blend"
    );
}

async fn save_as_leaves_the_original_as_last_saved(db: &Db) {
    let w = world(db).await;
    let user = uid(&w.owner);
    let original = worksheet(db, &w.owner, &[w.a]).await;
    saving::save_blend(db, user, original, "Original")
        .await
        .unwrap();
    let saved_statistics = store::owned_blend(&db.pool, user, original)
        .await
        .unwrap()
        .statistics_json;
    orders::replace_orders(
        db,
        Some(&w.owner),
        user,
        original,
        &[input(w.a, 100_000.0, 3.0), input(w.b, 250_000.0, 1.0)],
    )
    .await
    .unwrap();
    orders::set_normalization(db, user, original, true)
        .await
        .unwrap();
    assert!(read::read_blend(db, user, original).await.unwrap().modified);

    let variant = saving::save_blend_as(db, user, original, "Variant")
        .await
        .unwrap();
    assert_eq!(variant.blend_name, "Variant");
    assert!(variant.is_current && !variant.modified && variant.is_normalized);
    assert_eq!((variant.blend_type_id, variant.blend_status_id), (1, 3));
    let kept: Vec<(i64, f64)> = variant
        .orders
        .iter()
        .map(|o| (o.program_id, o.leverage))
        .collect();
    assert_eq!(kept, [(w.a, 3.0), (w.b, 1.0)]);

    let back = read::read_blend(db, user, original).await.unwrap();
    assert!(!back.is_current && !back.modified && !back.is_normalized);
    let restored: Vec<(i64, f64, f64)> = back
        .orders
        .iter()
        .map(|o| (o.program_id, o.quantity, o.leverage))
        .collect();
    assert_eq!(restored, [(w.a, 100_000.0, 1.0)]);
    let row = store::owned_blend(&db.pool, user, original).await.unwrap();
    assert_eq!(row.statistics_json, saved_statistics);

    // From the worksheet: the worksheet goes.
    let sheet = worksheet(db, &w.owner, &[w.b]).await;
    let from_sheet = saving::save_blend_as(db, user, sheet, "From sheet")
        .await
        .unwrap();
    assert_eq!(
        code(store::owned_blend(&db.pool, user, sheet).await),
        "not_found"
    );
    assert!(from_sheet.is_current);
    assert_eq!(store::list_blends(db, user).await.unwrap().len(), 3);
}

async fn a_copy_is_saved_beside_its_source_and_only_saved_blends_are_deleted(db: &Db) {
    let w = world(db).await;
    let user = uid(&w.owner);
    let source = worksheet(db, &w.owner, &[w.a, w.b]).await;
    saving::save_blend(db, user, source, "Core").await.unwrap();
    let copy = store::copy_blend(db, user, source).await.unwrap();
    assert_eq!(copy.blend_name, "Core (Copy)");
    assert!(!copy.is_current);
    assert_eq!((copy.blend_type_id, copy.program_count), (1, 2));
    let original = store::list_blends(db, user)
        .await
        .unwrap()
        .into_iter()
        .find(|b| b.blend_id == source)
        .unwrap();
    assert_eq!(copy.sharpe, original.sharpe);
    let copied = read::read_blend(db, user, copy.blend_id).await.unwrap();
    assert!(
        !copied.modified,
        "the copy's statistics are those of its orders"
    );
    let source_read = read::read_blend(db, user, source).await.unwrap();
    assert_eq!(
        copied.statistics.unwrap().get(),
        source_read.statistics.unwrap().get()
    );

    // A modified source gives a modified copy.
    orders::replace_orders(
        db,
        Some(&w.owner),
        user,
        source,
        &[input(w.a, 100_000.0, 2.0)],
    )
    .await
    .unwrap();
    let second = store::copy_blend(db, user, source).await.unwrap();
    assert!(
        read::read_blend(db, user, second.blend_id)
            .await
            .unwrap()
            .modified
    );

    let sheet = worksheet(db, &w.owner, &[w.a]).await;
    let (code_, fields) = failure(store::delete_blend(db, user, sheet).await);
    assert_eq!(code_, "validation_failed");
    assert_eq!(fields["blendTypeId"], "worksheet");
    saving::load_blend(db, user, source).await.unwrap();
    store::delete_blend(db, user, source).await.unwrap();
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM blends WHERE is_current = 1").await,
        0
    );
    assert_eq!(
        count(
            db,
            &format!("SELECT COUNT(*) FROM blend_orders WHERE blend_id = {source}")
        )
        .await,
        0
    );
    let fresh = saving::current_blend(db, user).await.unwrap();
    assert_eq!(fresh.blend_type_id, 4);
}

async fn a_member_never_reaches_another_members_blend(db: &Db) {
    let w = world(db).await;
    let owner = uid(&w.owner);
    let stranger = uid(&w.other);
    let id = worksheet(db, &w.owner, &[w.a]).await;
    let order_id = read::read_blend(db, owner, id).await.unwrap().orders[0].blend_order_id;
    let mine = worksheet(db, &w.other, &[w.b]).await;
    assert_eq!(code(read::read_blend(db, stranger, id).await), "not_found");
    assert_eq!(
        code(saving::load_blend(db, stranger, id).await),
        "not_found"
    );
    assert_eq!(code(store::copy_blend(db, stranger, id).await), "not_found");
    assert_eq!(
        code(saving::save_blend(db, stranger, id, "Mine").await),
        "not_found"
    );
    assert_eq!(
        code(saving::save_blend_as(db, stranger, id, "Mine").await),
        "not_found"
    );
    assert_eq!(
        code(store::delete_blend(db, stranger, id).await),
        "not_found"
    );
    assert_eq!(
        code(orders::add_orders(db, Some(&w.other), stranger, id, &[w.b]).await),
        "not_found"
    );
    assert_eq!(
        code(orders::replace_orders(db, Some(&w.other), stranger, id, &[]).await),
        "not_found"
    );
    let patch = OrderPatch {
        leverage: Some(2.0),
        ..OrderPatch::default()
    };
    assert_eq!(
        code(orders::update_order(db, stranger, id, order_id, &patch).await),
        "not_found"
    );
    // Nor through an order id of theirs under a blend of one's own.
    assert_eq!(
        code(orders::update_order(db, stranger, mine, order_id, &patch).await),
        "not_found"
    );
    assert_eq!(
        code(orders::delete_order(db, stranger, mine, order_id).await),
        "not_found"
    );
    assert_eq!(
        code(orders::delete_order(db, stranger, id, order_id).await),
        "not_found"
    );
    assert_eq!(
        code(orders::set_normalization(db, stranger, id, true).await),
        "not_found"
    );
    let untouched = read::read_blend(db, owner, id).await.unwrap();
    assert!(untouched.is_current && untouched.blend_type_id == 4);
    assert_eq!(untouched.orders.len(), 1);
    assert_eq!(untouched.orders[0].leverage, 1.0);
}

async fn orders_are_validated_refused_twice_and_keep_their_ids(db: &Db) {
    let w = world(db).await;
    let user = uid(&w.owner);
    let id = worksheet(db, &w.owner, &[w.a]).await;
    assert_eq!(
        code(orders::add_orders(db, Some(&w.owner), user, id, &[w.a]).await),
        "duplicate"
    );
    assert_eq!(
        code(orders::add_orders(db, Some(&w.owner), user, id, &[w.b, w.b]).await),
        "duplicate"
    );
    assert_eq!(
        code(orders::add_orders(db, Some(&w.owner), user, id, &[w.pending]).await),
        "not_found"
    );
    assert_eq!(
        code(orders::add_orders(db, Some(&w.owner), user, id, &[999_999]).await),
        "not_found"
    );
    orders::add_orders(db, Some(&w.owner), user, id, &[w.b])
        .await
        .unwrap();
    let blend = read::read_blend(db, user, id).await.unwrap();
    let ids: Vec<i64> = blend.orders.iter().map(|o| o.blend_order_id).collect();
    assert_eq!(blend.orders[1].position, 1);

    let (code_, fields) = failure(
        orders::replace_orders(
            db,
            Some(&w.owner),
            user,
            id,
            &[
                OrderInput {
                    color: Some("blue".to_owned()),
                    ..input(w.a, 0.0, 1.0)
                },
                input(w.b, 249_999.0, 10.5),
            ],
        )
        .await,
    );
    assert_eq!(code_, "validation_failed");
    let keys: Vec<(&str, &str)> = fields
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    assert_eq!(
        keys,
        [
            ("orders.0.color", "invalidColor"),
            ("orders.0.quantity", "belowMinimum"),
            ("orders.1.leverage", "invalidLeverage"),
            ("orders.1.quantity", "belowMinimum"),
        ]
    );
    let too_many: Vec<OrderInput> = (1..=51).map(|p| input(p, 1.0, 1.0)).collect();
    let (_, fields) =
        failure(orders::replace_orders(db, Some(&w.owner), user, id, &too_many).await);
    assert_eq!(fields["orders"], "tooMany");
    assert_eq!(
        code(
            orders::replace_orders(
                db,
                Some(&w.owner),
                user,
                id,
                &[input(w.a, 1.0, 1.0), input(w.a, 1.0, 1.0)]
            )
            .await
        ),
        "duplicate"
    );

    // Reordered: the ids stay with their programs.
    orders::replace_orders(
        db,
        Some(&w.owner),
        user,
        id,
        &[input(w.b, 300_000.0, 1.5), input(w.a, 100_000.0, 1.0)],
    )
    .await
    .unwrap();
    let blend = read::read_blend(db, user, id).await.unwrap();
    let now: Vec<(i64, i64)> = blend
        .orders
        .iter()
        .map(|o| (o.program_id, o.blend_order_id))
        .collect();
    assert_eq!(now, [(w.b, ids[1]), (w.a, ids[0])]);

    // After a save, colours and chart toggles do not mark it modified; amounts do.
    saving::save_blend(db, user, id, "Core").await.unwrap();
    orders::replace_orders(
        db,
        Some(&w.owner),
        user,
        id,
        &[
            OrderInput {
                color: Some("#AABBCC".to_owned()),
                chart_visible: Some(false),
                ..input(w.b, 300_000.0, 1.5)
            },
            input(w.a, 100_000.0, 1.0),
        ],
    )
    .await
    .unwrap();
    let blend = read::read_blend(db, user, id).await.unwrap();
    assert!(!blend.modified);
    assert_eq!(blend.orders[0].color.as_deref(), Some("#aabbcc"));
    assert!(!blend.orders[0].chart_visible);
    let patch = OrderPatch {
        color: Some(None),
        quantity: Some(400_000.0),
        ..OrderPatch::default()
    };
    orders::update_order(db, user, id, ids[1], &patch)
        .await
        .unwrap();
    let blend = read::read_blend(db, user, id).await.unwrap();
    assert!(blend.modified);
    assert_eq!(blend.orders[0].color, None);
    assert_eq!(blend.orders[0].quantity, 400_000.0);
    assert!(!blend.orders[0].chart_visible, "left as it was");
    let bad = OrderPatch {
        quantity: Some(1.0),
        ..OrderPatch::default()
    };
    let (_, fields) = failure(orders::update_order(db, user, id, ids[1], &bad).await);
    assert_eq!(fields["quantity"], "belowMinimum");

    orders::delete_order(db, user, id, ids[1]).await.unwrap();
    let blend = read::read_blend(db, user, id).await.unwrap();
    assert_eq!(blend.orders.len(), 1);
    assert_eq!(
        code(orders::delete_order(db, user, id, ids[1]).await),
        "not_found"
    );
}

async fn only_the_current_blend_changes_except_to_add_programs(db: &Db) {
    let w = world(db).await;
    let user = uid(&w.owner);
    let saved = worksheet(db, &w.owner, &[w.a]).await;
    saving::save_blend(db, user, saved, "Core").await.unwrap();
    worksheet(db, &w.owner, &[]).await;
    let order_id = read::read_blend(db, user, saved).await.unwrap().orders[0].blend_order_id;
    assert_eq!(
        code(orders::replace_orders(db, Some(&w.owner), user, saved, &[]).await),
        "not_current"
    );
    assert_eq!(
        code(orders::delete_order(db, user, saved, order_id).await),
        "not_current"
    );
    assert_eq!(
        code(orders::set_normalization(db, user, saved, true).await),
        "not_current"
    );
    assert_eq!(
        code(saving::save_blend(db, user, saved, "X").await),
        "not_current"
    );
    assert_eq!(
        code(saving::save_blend_as(db, user, saved, "X").await),
        "not_current"
    );
    // The add-to-blend dialog adds to a saved blend; that marks it modified.
    orders::add_orders(db, Some(&w.owner), user, saved, &[w.b])
        .await
        .unwrap();
    let blend = read::read_blend(db, user, saved).await.unwrap();
    assert_eq!(blend.orders.len(), 2);
    assert!(blend.modified && !blend.is_current);
}

async fn a_new_worksheet_is_named_in_the_members_language(db: &Db) {
    let mut chinese = profile("zh@example.com");
    chinese.language = "zh-hans".to_owned();
    let id = accounts::create_user(db, &chinese, "hash").await.unwrap();
    let blend = saving::current_blend(db, id).await.unwrap();
    assert_eq!(blend.blend_name, "新组合");
    let english = member(db, "en@example.com").await;
    let blend = saving::current_blend(db, uid(&english)).await.unwrap();
    assert_eq!(blend.blend_name, "New Blend");
}
