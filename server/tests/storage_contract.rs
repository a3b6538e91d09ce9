//! The storage contract: every storage function, run against SQLite and against PostgreSQL.

mod support;

use server::accounts::{self, NewUser, Role};
use server::groups::{self, NewContact, NewGroup, NewMembership};
use server::indexes::{self, NewIndex};
use server::programs::{self, NewProgram, PercentShare};
use server::reference::{reference_data, reference_items, ReferenceList};
use server::returns::{self, MonthlyReturn};
use server::storage::Db;
use server::{seed, settings, statistics};
use sqlx::Row;

contract_tests!(
    reference_lists_hold_the_spec_enumerations,
    every_reference_list_is_named_in_both_languages,
    the_role_enum_matches_the_roles_table,
    users_are_unique_by_email_regardless_of_case,
    roles_are_granted_once,
    create_admin_grants_member_and_administrator,
    a_group_is_stored_with_its_contacts_registrations_types_and_platforms,
    a_group_administrator_is_recorded_once,
    a_program_is_stored_with_its_percentage_lists_and_platforms,
    replacing_returns_is_all_or_nothing,
    a_missing_value_then_a_value_bind_to_the_same_statement,
    saving_returns_stores_the_statistics_and_the_listing_row,
    a_program_without_returns_has_an_empty_listing_row,
    recomputing_every_program_refreshes_each_listing_row,
    index_returns_round_trip,
    settings_remember_the_demo_flag,
    the_demo_dataset_loads_once_with_an_account_for_every_role,
);

async fn count(db: &Db, sql: &str) -> i64 {
    sqlx::query(sql)
        .fetch_one(&db.pool)
        .await
        .unwrap()
        .try_get::<i64, _>(0)
        .unwrap()
}

fn names(items: &[server::reference::ReferenceItem]) -> Vec<&str> {
    items.iter().map(|item| item.name_en.as_str()).collect()
}

async fn reference_lists_hold_the_spec_enumerations(db: &Db) {
    let data = reference_data(db).await.unwrap();
    assert_eq!(
        names(&data.program_types),
        ["Index", "Fund", "Managed Account"]
    );
    assert_eq!(data.sector_focus_types.len(), 8);
    assert_eq!(data.allocation_strategy_types.len(), 13);
    assert!(names(&data.allocation_strategy_types).contains(&"Trend-following"));
    assert_eq!(
        names(&data.methodology_types),
        ["Discretionary", "Systematic"]
    );
    assert_eq!(data.composition_types.len(), 13);
    assert!(names(&data.composition_types).contains(&"Stock Indices"));
    assert_eq!(data.holding_period_types.len(), 5);
    assert_eq!(data.investor_requirement_types.len(), 3);
    let currencies: Vec<&str> = data.currencies.iter().map(|c| c.code.as_str()).collect();
    assert_eq!(
        currencies,
        ["USD", "GBP", "JPY", "AUD", "EUR", "CNY", "CHF", "CAD"]
    );
    assert_eq!(data.group_types.len(), 3);
    assert_eq!(data.group_statuses.len(), 5);
    assert_eq!(data.program_statuses.len(), 4);
    assert_eq!(data.membership_statuses.len(), 2);
    assert_eq!(data.contact_types.len(), 3);
    assert_eq!(names(&data.membership_types), ["NFA", "FCA", "Other"]);
    assert_eq!(data.platforms.len(), 3);
    assert_eq!(data.roles.len(), 10);
    assert_eq!(
        data.caror_types.iter().map(|c| c.id).collect::<Vec<_>>(),
        [0, 1, 2]
    );
    assert!(!data.frequency_types.is_empty());
}

async fn every_reference_list_is_named_in_both_languages(db: &Db) {
    for list in ReferenceList::ALL {
        let items = reference_items(db, list).await.unwrap();
        assert!(!items.is_empty(), "{list:?} is empty");
        for item in items {
            assert!(!item.name_en.trim().is_empty(), "{list:?} {}", item.id);
            assert!(!item.name_zh.trim().is_empty(), "{list:?} {}", item.id);
            assert!(!item.code.trim().is_empty(), "{list:?} {}", item.id);
        }
    }
}

async fn the_role_enum_matches_the_roles_table(db: &Db) {
    for item in reference_items(db, ReferenceList::Roles).await.unwrap() {
        let role = Role::from_id(item.id).expect("every stored role is known to the server");
        assert_eq!(role.name(), item.name_en);
        assert_eq!(role.id(), item.id);
    }
}

fn profile(email: &str) -> NewUser {
    NewUser {
        email: email.to_owned(),
        first_name: "Jo".to_owned(),
        last_name: "Doe".to_owned(),
        phone_prefix: "+1".to_owned(),
        phone: "312-555-0100".to_owned(),
        country: "US".to_owned(),
        language: "en".to_owned(),
        ..NewUser::default()
    }
}

async fn users_are_unique_by_email_regardless_of_case(db: &Db) {
    let id = accounts::create_user(db, &profile("Jo.Doe@Example.com"), "hash")
        .await
        .unwrap();
    let found = accounts::find_user_by_email(db, "jo.doe@example.COM")
        .await
        .unwrap()
        .expect("found regardless of case");
    assert_eq!(found.id, id);
    assert_eq!(found.email, "Jo.Doe@Example.com");
    assert_eq!(found.failed_login_count, 0);
    assert_eq!(found.lockout_end, None);
    assert!(
        accounts::create_user(db, &profile("jo.doe@example.com"), "hash")
            .await
            .is_err()
    );
    assert!(accounts::find_user_by_email(db, "nobody@example.com")
        .await
        .unwrap()
        .is_none());
}

async fn roles_are_granted_once(db: &Db) {
    let id = accounts::create_user(db, &profile("roles@example.com"), "hash")
        .await
        .unwrap();
    accounts::add_role(db, id, Role::CtaManager).await.unwrap();
    accounts::add_role(db, id, Role::Member).await.unwrap();
    accounts::add_role(db, id, Role::CtaManager).await.unwrap();
    assert_eq!(
        accounts::user_roles(db, id).await.unwrap(),
        [Role::Member, Role::CtaManager]
    );
}

async fn create_admin_grants_member_and_administrator(db: &Db) {
    let id = accounts::create_admin(db, "root@example.com", "Secret12")
        .await
        .unwrap();
    assert_eq!(
        accounts::user_roles(db, id).await.unwrap(),
        [Role::Member, Role::Administrator]
    );
    let user = accounts::find_user_by_email(db, "root@example.com")
        .await
        .unwrap()
        .unwrap();
    assert!(accounts::verify_password("Secret12", &user.password_hash)
        .await
        .unwrap());
    // Running it again for the same email keeps the one account and sets the new password.
    assert_eq!(
        accounts::create_admin(db, "ROOT@example.com", "Another34")
            .await
            .unwrap(),
        id
    );
    let user = accounts::find_user_by_email(db, "root@example.com")
        .await
        .unwrap()
        .unwrap();
    assert!(accounts::verify_password("Another34", &user.password_hash)
        .await
        .unwrap());
    // The spec's password rules hold on the command line too.
    assert!(accounts::create_admin(db, "weak@example.com", "weakpass")
        .await
        .is_err());
    assert!(accounts::find_user_by_email(db, "weak@example.com")
        .await
        .unwrap()
        .is_none());
}

fn group(uri: &str) -> NewGroup {
    NewGroup {
        group_uri: uri.to_owned(),
        group_name: "Granite Ridge Capital".to_owned(),
        web_url: Some("http://granite-ridge.example".to_owned()),
        description_long: "A systematic trend follower.".to_owned(),
        group_status_id: groups::status::PENDING,
        country: "US".to_owned(),
        accepted_agreement: true,
        date_created: "2024-01-02T03:04:05Z".to_owned(),
        date_approved: None,
        group_type_ids: vec![2, 3],
        contacts: vec![NewContact {
            contact_type_id: 1,
            first_name: "Ann".to_owned(),
            last_name: "Lee".to_owned(),
            email_address: "ann@granite-ridge.example".to_owned(),
            phone_direct: "+1 312-555-0147".to_owned(),
            address1: "1 Main St".to_owned(),
            address2: None,
            city: "Chicago".to_owned(),
            state: "IL".to_owned(),
            zip: "60601".to_owned(),
            country: "US".to_owned(),
        }],
        memberships: vec![
            NewMembership {
                membership_type_id: 1,
                membership_url: None,
                title: "NFA".to_owned(),
                info: "0412345".to_owned(),
            },
            NewMembership {
                membership_type_id: 3,
                membership_url: None,
                title: "SEC".to_owned(),
                info: "801-12345".to_owned(),
            },
        ],
        platform_ids: vec![1],
    }
}

async fn a_group_is_stored_with_its_contacts_registrations_types_and_platforms(db: &Db) {
    let id = groups::create_group(db, &group("granite-ridge"))
        .await
        .unwrap();
    let stored = groups::group_by_uri(db, "granite-ridge")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.id, id);
    assert_eq!(stored.group_name, "Granite Ridge Capital");
    assert_eq!(stored.group_status_id, groups::status::PENDING);
    assert_eq!(count(db, "SELECT COUNT(*) FROM group_contacts").await, 1);
    assert_eq!(count(db, "SELECT COUNT(*) FROM group_memberships").await, 2);
    assert_eq!(count(db, "SELECT COUNT(*) FROM group_group_types").await, 2);
    assert_eq!(count(db, "SELECT COUNT(*) FROM group_platforms").await, 1);
    assert!(groups::group_by_uri(db, "missing").await.unwrap().is_none());
    // The uri is the group's identity in every route: a second group cannot take it.
    assert!(groups::create_group(db, &group("granite-ridge"))
        .await
        .is_err());
}

async fn a_group_administrator_is_recorded_once(db: &Db) {
    let group_id = groups::create_group(db, &group("g")).await.unwrap();
    let user_id = accounts::create_user(db, &profile("cta@example.com"), "hash")
        .await
        .unwrap();
    groups::add_group_administrator(db, group_id, user_id)
        .await
        .unwrap();
    groups::add_group_administrator(db, group_id, user_id)
        .await
        .unwrap();
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM group_administrators").await,
        1
    );
}

fn program(uri: &str) -> NewProgram {
    NewProgram {
        program_uri: uri.to_owned(),
        program_name: "Diversified Trend Program".to_owned(),
        program_status_id: programs::status::ACTIVE,
        program_type_id: 3,
        membership_status_id: 1,
        symbol: None,
        currency: "USD".to_owned(),
        investment_min: Some(250_000.0),
        trading_level_increase: None,
        subscription_frequency_type_id: Some(3),
        redemption_frequency_type_id: Some(3),
        investor_requirement_type_id: Some(1),
        lockup_period: 0,
        wdd_expected: None,
        worst_peak_to_trough: Some(0.183),
        sector_focus_type_id: Some(4),
        caror_type: 0,
        funding_notional: false,
        funding_max_notional: 0.0,
        us_invest: true,
        proprietary: false,
        hide_program: false,
        fee_management: 0.02,
        fee_performance: 0.2,
        average_commission: None,
        highwater_mark: true,
        roundturn_year_million: Some(1200.0),
        margin_equity_ratio: 0.12,
        description: Some("Trend following across 60 markets.".to_owned()),
        strategy_investment: None,
        strategy_risk: None,
        accounting_notes: None,
        date_inception: Some("2010-01-01".to_owned()),
        accepted_agreement: true,
        date_created: "2024-01-02T03:04:05Z".to_owned(),
        date_updated: "2024-01-02T03:04:05Z".to_owned(),
        date_approved: Some("2024-01-03T00:00:00Z".to_owned()),
        date_archived: None,
        methodologies: vec![PercentShare {
            type_id: 2,
            value: 1.0,
        }],
        allocation_strategies: vec![
            PercentShare {
                type_id: 13,
                value: 0.75,
            },
            PercentShare {
                type_id: 12,
                value: 0.25,
            },
        ],
        compositions: vec![
            PercentShare {
                type_id: 6,
                value: 0.5,
            },
            PercentShare {
                type_id: 12,
                value: 0.5,
            },
        ],
        holdings: vec![],
        platform_ids: vec![1, 2],
    }
}

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

fn month(month: i32, monthly_return: f64) -> MonthlyReturn {
    MonthlyReturn {
        month,
        monthly_return,
        assets: Some(1.0e7),
        estimated: false,
    }
}

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
    let long: Vec<MonthlyReturn> = (0..450)
        .map(|i| MonthlyReturn {
            month: 199001 + (i / 12) * 100 + i % 12,
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
        MonthlyReturn {
            month: 202401,
            monthly_return: 0.01,
            assets: None,
            estimated: false,
        },
        MonthlyReturn {
            month: 202402,
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

async fn saving_returns_stores_the_statistics_and_the_listing_row(db: &Db) {
    let group_id = groups::create_group(db, &group("g")).await.unwrap();
    let id = programs::create_program(db, group_id, &program("p"))
        .await
        .unwrap();
    let months = [
        month(202311, 0.10),
        month(202312, -0.20),
        MonthlyReturn {
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
        MonthlyReturn {
            month: 202312,
            monthly_return: 0.0442,
            assets: None,
            estimated: false,
        },
        MonthlyReturn {
            month: 202401,
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

async fn settings_remember_the_demo_flag(db: &Db) {
    assert!(!settings::is_demo_data(db).await.unwrap());
    settings::mark_demo_data(db).await.unwrap();
    settings::mark_demo_data(db).await.unwrap();
    assert!(settings::is_demo_data(db).await.unwrap());
    settings::set_setting(db, "k", "v1").await.unwrap();
    settings::set_setting(db, "k", "v2").await.unwrap();
    assert_eq!(
        settings::setting(db, "k").await.unwrap().as_deref(),
        Some("v2")
    );
}

async fn the_demo_dataset_loads_once_with_an_account_for_every_role(db: &Db) {
    let report = seed::seed_demo(db, true).await.unwrap();
    assert!(!report.skipped);
    assert!(report.programs >= 650, "{} programs", report.programs);
    assert!(report.companies >= 220, "{} companies", report.companies);
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM programs").await,
        report.programs as i64
    );
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM program_returns").await,
        report.monthly_returns as i64
    );
    assert!(count(db, "SELECT COUNT(*) FROM index_returns").await > 400);
    // Every program has its listing row; those with returns have their statistics and a
    // correlation with the benchmark.
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM program_listings").await,
        report.programs as i64
    );
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM program_statistics").await,
        count(db, "SELECT COUNT(DISTINCT program_id) FROM program_returns").await
    );
    assert!(
        count(
            db,
            "SELECT COUNT(*) FROM program_listings WHERE correlation_sp500 IS NOT NULL"
        )
        .await
            > 600
    );
    assert!(settings::is_demo_data(db).await.unwrap());
    for account in &seed::DEMO_ACCOUNTS {
        let user = accounts::find_user_by_email(db, account.email)
            .await
            .unwrap()
            .expect("demo account");
        assert_eq!(
            accounts::user_roles(db, user.id).await.unwrap(),
            account.roles
        );
    }
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM group_administrators").await,
        1
    );
    // A second start finds the data and loads nothing.
    assert!(seed::seed_demo(db, true).await.unwrap().skipped);
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM programs").await,
        report.programs as i64
    );
}
