//! Monthly returns of programs and indexes.

use server::groups;
use server::indexes::{self, NewIndex};
use server::programs::{self, NewProgram};
use server::returns::{self, statistics, ReportedMonth};
use server::storage::Db;

use crate::fixtures::*;

contract_tests!(
    replacing_returns_is_all_or_nothing,
    a_missing_value_then_a_value_bind_to_the_same_statement,
    index_returns_round_trip,
);

async fn replacing_returns_is_all_or_nothing(db: &Db) {
    let group_id = groups::create_group(db, &group("g")).await.unwrap();
    let id = programs::create_program(db, group_id, &program("p"))
        .await
        .unwrap();
    let first = [
        month(202401, 0.01),
        month(202402, -0.02),
        month(202403, 0.005),
    ];
    statistics::replace_returns_and_statistics(db, id, &first, None)
        .await
        .unwrap();
    assert_eq!(returns::program_returns(db, id).await.unwrap(), first);

    let listing_before = statistics::program_listing(db, id).await.unwrap();
    // A duplicate month or a return below -100 % is refused, and what was stored stays as it was.
    let duplicate = [month(202401, 0.03), month(202401, 0.04)];
    let below = [month(202401, 0.03), month(202402, -1.5)];
    for bad in [&duplicate[..], &below[..]] {
        assert!(
            statistics::replace_returns_and_statistics(db, id, bad, None)
                .await
                .is_err()
        );
        assert_eq!(returns::program_returns(db, id).await.unwrap(), first);
        assert_eq!(
            statistics::program_listing(db, id).await.unwrap(),
            listing_before
        );
    }

    // Many months cross the batch size of one INSERT.
    let long: Vec<ReportedMonth> = (0..450)
        .map(|i| ReportedMonth {
            month: ym(199001).plus_months(i),
            monthly_return: f64::from(i) / 10_000.0,
            assets: None,
            estimated: i % 7 == 0,
        })
        .collect();
    statistics::replace_returns_and_statistics(db, id, &long, None)
        .await
        .unwrap();
    assert_eq!(returns::program_returns(db, id).await.unwrap(), long);
}

async fn a_missing_value_then_a_value_bind_to_the_same_statement(db: &Db) {
    let group_id = groups::create_group(db, &group("g")).await.unwrap();
    let without = NewProgram {
        trading_level_increase: None,
        ..program("without")
    };
    let with = NewProgram {
        trading_level_increase: Some(100_000.0),
        ..program("with")
    };
    programs::create_program(db, group_id, &without)
        .await
        .unwrap();
    programs::create_program(db, group_id, &with).await.unwrap();
    let p = programs::program_by_uri(db, "g", "with")
        .await
        .unwrap()
        .unwrap();
    let months = [
        ReportedMonth {
            month: ym(202401),
            monthly_return: 0.01,
            assets: None,
            estimated: false,
        },
        ReportedMonth {
            month: ym(202402),
            monthly_return: 0.02,
            assets: Some(5.0e6),
            estimated: true,
        },
    ];
    statistics::replace_returns_and_statistics(db, p.id, &months[..1], None)
        .await
        .unwrap();
    statistics::replace_returns_and_statistics(db, p.id, &months, None)
        .await
        .unwrap();
    assert_eq!(returns::program_returns(db, p.id).await.unwrap(), months);
}

async fn index_returns_round_trip(db: &Db) {
    let index_id = indexes::create_index(
        db,
        &NewIndex {
            portfolio_uri: "sp-500".to_owned(),
            portfolio_name_en: "S&P 500".to_owned(),
            portfolio_name_zh: "标普500指数".to_owned(),
            kind: "benchmark".to_owned(),
            min_track_months: 0,
            is_demo: true,
            description: None,
            date_created: "2024-01-01T00:00:00Z".to_owned(),
        },
    )
    .await
    .unwrap();
    assert_eq!(
        indexes::index_id_by_uri(db, "sp-500").await.unwrap(),
        Some(index_id)
    );
    let months = [
        ReportedMonth {
            month: ym(202312),
            monthly_return: 0.0442,
            assets: None,
            estimated: false,
        },
        ReportedMonth {
            month: ym(202401),
            monthly_return: 0.0159,
            assets: None,
            estimated: false,
        },
    ];
    returns::replace_index_returns(db, index_id, &months)
        .await
        .unwrap();
    assert_eq!(returns::index_returns(db, index_id).await.unwrap(), months);
}
