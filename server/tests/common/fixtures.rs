//! Records the API tests and the storage contract both start from.

use analytics_core::YearMonth;
use server::groups::{NewContact, NewGroup, NewMembership};
use server::indexes::{NewIndex, SP500_URI};
use server::programs::{NewProgram, PercentShare};
use server::returns::ReportedMonth;
use server::storage::Db;
use sqlx::Row;

pub async fn count(db: &Db, sql: &str) -> i64 {
    sqlx::query(sql)
        .fetch_one(&db.pool)
        .await
        .unwrap()
        .try_get::<i64, _>(0)
        .unwrap()
}

pub fn group(uri: &str) -> NewGroup {
    NewGroup {
        group_uri: uri.to_owned(),
        group_name: "Granite Ridge Capital".to_owned(),
        web_url: Some("http://granite-ridge.example".to_owned()),
        description_long: "A systematic trend follower.".to_owned(),
        group_status_id: server::reference::group_status::PENDING,
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

pub fn program(uri: &str) -> NewProgram {
    NewProgram {
        program_uri: uri.to_owned(),
        program_name: "Diversified Trend Program".to_owned(),
        program_status_id: server::reference::program_status::ACTIVE,
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

/// A month as tests write it: `yyyymm`, as the columns hold it.
/// The S&P 500 benchmark's row: the series the programs' statistics compare with.
pub fn sp500_index() -> NewIndex {
    NewIndex {
        portfolio_uri: SP500_URI.to_owned(),
        portfolio_name_en: "S&P 500".to_owned(),
        portfolio_name_zh: "标普500".to_owned(),
        kind: "benchmark".to_owned(),
        min_track_months: 0,
        is_demo: true,
        description: None,
        date_created: "2024-01-01T00:00:00Z".to_owned(),
    }
}

pub fn ym(yyyymm: i32) -> YearMonth {
    YearMonth::from_yyyymm(yyyymm).unwrap()
}

pub fn month(yyyymm: i32, monthly_return: f64) -> ReportedMonth {
    reported(ym(yyyymm), monthly_return)
}

/// Consecutive months from `first` (`yyyymm`), one return each.
pub fn months(first: i32, returns: &[f64]) -> Vec<ReportedMonth> {
    let first = ym(first);
    returns
        .iter()
        .enumerate()
        .map(|(i, &monthly_return)| reported(first.plus_months(i as i32), monthly_return))
        .collect()
}

fn reported(month: YearMonth, monthly_return: f64) -> ReportedMonth {
    ReportedMonth {
        month,
        monthly_return,
        assets: Some(1.0e7),
        estimated: false,
    }
}
