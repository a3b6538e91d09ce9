//! Programs and their percentage lists.

use server::groups;
use server::programs;
use server::programs::PercentShare;
use server::storage::Db;
use server::versions::Edit;

use crate::fixtures::*;

contract_tests!(
    a_program_is_stored_with_its_percentage_lists_and_platforms,
    an_update_replaces_every_authored_field_and_list,
    platform_links_are_added_once_and_removed,
);

async fn a_program_is_stored_with_its_percentage_lists_and_platforms(db: &Db) {
    let group_id = groups::create_group(db, &group("granite")).await.unwrap();
    let id = programs::create_program(db, group_id, &program("diversified"))
        .await
        .unwrap();
    let stored = programs::program_by_uri(db, "granite", "diversified")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.id, id);
    assert_eq!(stored.group_id, group_id);
    assert_eq!(stored.currency, "USD");
    assert_eq!(stored.date_inception.as_deref(), Some("2010-01-01"));
    assert!(!stored.hide_program);
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM program_methodologies").await,
        1
    );
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM program_allocation_strategies").await,
        2
    );
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM program_compositions").await,
        2
    );
    assert_eq!(count(db, "SELECT COUNT(*) FROM program_holdings").await, 0);
    assert_eq!(count(db, "SELECT COUNT(*) FROM program_platforms").await, 2);
    assert!(programs::program_by_uri(db, "other", "diversified")
        .await
        .unwrap()
        .is_none());
}

async fn an_update_replaces_every_authored_field_and_list(db: &Db) {
    let granite = groups::create_group(db, &group("granite")).await.unwrap();
    let other = groups::create_group(db, &group("other")).await.unwrap();
    let id = programs::create_program(db, granite, &program("diversified"))
        .await
        .unwrap();
    let stored = programs::load_program(db, id).await.unwrap().unwrap();
    assert_eq!(stored.id, id);
    assert_eq!(stored.group_id, granite);
    let mut expected = program("diversified");
    expected
        .allocation_strategies
        .sort_by_key(|share| share.type_id);
    assert_eq!(
        stored.program, expected,
        "read back as written, lists by type"
    );

    let changed = programs::NewProgram {
        program_uri: "macro".to_owned(),
        program_name: "Global Macro".to_owned(),
        program_status_id: server::reference::program_status::ARCHIVED,
        program_type_id: 2,
        membership_status_id: 2,
        symbol: Some("MACRX".to_owned()),
        currency: "EUR".to_owned(),
        investment_min: None,
        trading_level_increase: Some(50_000.0),
        subscription_frequency_type_id: None,
        redemption_frequency_type_id: Some(4),
        investor_requirement_type_id: None,
        lockup_period: 12,
        wdd_expected: Some(0.15),
        worst_peak_to_trough: None,
        sector_focus_type_id: None,
        caror_type: 2,
        funding_notional: true,
        funding_max_notional: 2.5,
        us_invest: false,
        proprietary: true,
        hide_program: true,
        fee_management: 0.0175,
        fee_performance: 0.225,
        average_commission: Some(12.34),
        highwater_mark: false,
        roundturn_year_million: None,
        margin_equity_ratio: 0.5,
        description: None,
        strategy_investment: Some("Rates.".to_owned()),
        strategy_risk: Some("Stops.".to_owned()),
        accounting_notes: Some("Audited.".to_owned()),
        // Kept by an update: the creation date never changes and inception is the returns'.
        date_inception: Some("1999-01-01".to_owned()),
        accepted_agreement: false,
        date_created: "2030-01-01T00:00:00Z".to_owned(),
        date_updated: "2024-06-01T00:00:00Z".to_owned(),
        date_approved: None,
        date_archived: Some("2024-06-01T00:00:00Z".to_owned()),
        methodologies: vec![],
        allocation_strategies: vec![PercentShare {
            type_id: 4,
            value: 1.0,
        }],
        compositions: vec![
            PercentShare {
                type_id: 1,
                value: 0.25,
            },
            PercentShare {
                type_id: 2,
                value: 0.75,
            },
        ],
        holdings: vec![PercentShare {
            type_id: 5,
            value: 1.0,
        }],
        platform_ids: vec![3],
    };
    let editor = server::accounts::create_user(db, &profile("editor@example.com"), "hash")
        .await
        .unwrap();
    let edit = Edit {
        user_id: editor,
        version: 1,
    };
    programs::update_program(db, id, other, edit, &changed)
        .await
        .unwrap();
    let stored = programs::load_program(db, id).await.unwrap().unwrap();
    assert_eq!(stored.group_id, other);
    let mut expected = changed.clone();
    expected.date_inception = Some("2010-01-01".to_owned());
    expected.date_created = "2024-01-02T03:04:05Z".to_owned();
    assert_eq!(stored.program, expected);
    assert_eq!(stored.version, 2, "the save bumped the version");
    assert!(programs::program_by_uri(db, "other", "macro")
        .await
        .unwrap()
        .is_some());
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM program_methodologies").await,
        0
    );
    assert_eq!(count(db, "SELECT COUNT(*) FROM program_platforms").await, 1);
    assert!(matches!(
        programs::update_program(db, id + 100, other, edit, &changed).await,
        Err(server::error::Error::NotFound)
    ));
}

async fn platform_links_are_added_once_and_removed(db: &Db) {
    let granite = groups::create_group(db, &group("granite")).await.unwrap();
    let id = programs::create_program(db, granite, &program("diversified"))
        .await
        .unwrap();
    assert_eq!(
        programs::program_platform_ids(db, id).await.unwrap(),
        [1, 2]
    );
    programs::add_program_platform(db, id, 3).await.unwrap();
    programs::add_program_platform(db, id, 3).await.unwrap();
    assert_eq!(
        programs::program_platform_ids(db, id).await.unwrap(),
        [1, 2, 3]
    );
    programs::remove_program_platform(db, id, 1).await.unwrap();
    programs::remove_program_platform(db, id, 1).await.unwrap();
    assert_eq!(
        programs::program_platform_ids(db, id).await.unwrap(),
        [2, 3]
    );
    assert_eq!(
        programs::group_platform_ids(db, granite).await.unwrap(),
        [1]
    );
    let taken = programs::program_uris_like(db, granite, "diversified", None)
        .await
        .unwrap();
    assert_eq!(taken, ["diversified"]);
    assert!(
        programs::program_uris_like(db, granite, "diversified", Some(id))
            .await
            .unwrap()
            .is_empty()
    );
}
