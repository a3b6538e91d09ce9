//! Stored statistics and listing rows.

use server::groups;
use server::programs;
use server::returns::{statistics, ReportedMonth};
use server::storage::Db;

use crate::fixtures::*;

contract_tests!(
    saving_returns_stores_the_statistics_and_the_listing_row,
    a_program_without_returns_has_an_empty_listing_row,
    recomputing_every_program_refreshes_each_listing_row,
    statistics_are_stored_compressed_and_missing_ones_are_computed_again,
);

async fn saving_returns_stores_the_statistics_and_the_listing_row(db: &Db) {
    let group_id = groups::create_group(db, &group("g")).await.unwrap();
    let id = programs::create_program(db, group_id, &program("p"))
        .await
        .unwrap();
    let months = [
        month(202311, 0.10),
        month(202312, -0.20),
        ReportedMonth {
            assets: None,
            ..month(202401, 0.05)
        },
    ];
    statistics::replace_returns_and_statistics(db, id, &months, None)
        .await
        .unwrap();
    let listing = statistics::program_listing(db, id).await.unwrap().unwrap();
    assert_eq!(listing.month_return, Some(0.05));
    assert_eq!(listing.ytd_return, Some(0.05));
    assert_eq!(listing.return_count, 3);
    assert_eq!(listing.last_return_month, Some(202401));
    // AUM is the latest month that reported it.
    assert_eq!(listing.assets, Some(1.0e7));
    assert_eq!(listing.date_inception.as_deref(), Some("2010-01-01"));
    // VAMI 1000 -> 1100 -> 880 -> 924: worst drawdown 880 / 1100 - 1 = -0.2.
    assert!((listing.max_drawdown.unwrap() + 0.2).abs() < 1e-12);
    // CAROR (924 / 1000)^(12/3) - 1.
    let caror = (0.924_f64).powf(4.0) - 1.0;
    assert!((listing.compound_return.unwrap() - caror).abs() < 1e-12);
    assert_eq!(listing.correlation_sp500, None, "no benchmark given");
    let json = statistics::program_statistics_json(db, id)
        .await
        .unwrap()
        .unwrap();
    let document: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(document["returnCount"], 3);
    assert!((document["maxDrawDown"].as_f64().unwrap() + 0.2).abs() < 1e-12);
}

async fn a_program_without_returns_has_an_empty_listing_row(db: &Db) {
    let group_id = groups::create_group(db, &group("g")).await.unwrap();
    let id = programs::create_program(db, group_id, &program("p"))
        .await
        .unwrap();
    statistics::replace_returns_and_statistics(db, id, &[month(202401, 0.01)], None)
        .await
        .unwrap();
    statistics::replace_returns_and_statistics(db, id, &[], None)
        .await
        .unwrap();
    let listing = statistics::program_listing(db, id).await.unwrap().unwrap();
    assert_eq!(listing.return_count, 0);
    assert_eq!(listing.month_return, None);
    assert_eq!(listing.compound_return, None);
    assert!(statistics::program_statistics_json(db, id)
        .await
        .unwrap()
        .is_none());
}

async fn recomputing_every_program_refreshes_each_listing_row(db: &Db) {
    let group_id = groups::create_group(db, &group("g")).await.unwrap();
    let a = programs::create_program(db, group_id, &program("a"))
        .await
        .unwrap();
    let b = programs::create_program(db, group_id, &program("b"))
        .await
        .unwrap();
    statistics::replace_returns_and_statistics(
        db,
        a,
        &[month(202401, 0.01), month(202402, 0.02)],
        None,
    )
    .await
    .unwrap();
    let mut calls = Vec::new();
    let count =
        statistics::recompute_all_programs(db, None, |done, total| calls.push((done, total)))
            .await
            .unwrap();
    assert_eq!(count, 2);
    assert_eq!(calls, [(1, 2), (2, 2)]);
    assert_eq!(
        statistics::program_listing(db, a)
            .await
            .unwrap()
            .unwrap()
            .return_count,
        2
    );
    assert_eq!(
        statistics::program_listing(db, b)
            .await
            .unwrap()
            .unwrap()
            .return_count,
        0
    );
}

async fn statistics_are_stored_compressed_and_missing_ones_are_computed_again(db: &Db) {
    let group_id = groups::create_group(db, &group("g")).await.unwrap();
    let with_returns = programs::create_program(db, group_id, &program("a"))
        .await
        .unwrap();
    programs::create_program(db, group_id, &program("b"))
        .await
        .unwrap();
    let months: Vec<ReportedMonth> = (0..120)
        .map(|i| {
            month(
                201001 + (i / 12) * 100 + i % 12,
                0.01 * f64::from(i % 7 - 3),
            )
        })
        .collect();
    statistics::replace_returns_and_statistics(db, with_returns, &months, None)
        .await
        .unwrap();
    let json = statistics::program_statistics_json(db, with_returns)
        .await
        .unwrap()
        .unwrap();
    let stored: Vec<u8> =
        sqlx::query_scalar("SELECT statistics_gzip FROM program_statistics WHERE program_id = $1")
            .bind(with_returns)
            .fetch_one(&db.pool)
            .await
            .unwrap();
    assert_eq!(&stored[..2], [0x1f, 0x8b], "gzip");
    assert!(
        stored.len() * 3 < json.len(),
        "{} of {}",
        stored.len(),
        json.len()
    );
    assert_eq!(statistics::recompute_missing(db, None).await.unwrap(), 0);
    // As migration 0009 leaves a database: the documents gone, the returns kept.
    sqlx::query("DELETE FROM program_statistics")
        .execute(&db.pool)
        .await
        .unwrap();
    assert_eq!(
        statistics::recompute_missing(db, None).await.unwrap(),
        1,
        "the program with returns, not the one without"
    );
    assert_eq!(
        statistics::program_statistics_json(db, with_returns)
            .await
            .unwrap()
            .unwrap(),
        json
    );
}
