//! The assets bands ("under/over $10M") in US dollars: each month's reported assets converted at
//! the rate of that month (else the latest earlier one), a figure with no rate in no band, and
//! stored rates moving the bands as a stored return does.

use server::exchange_rates::{self, ExchangeRate};
use server::groups;
use server::indexes::recompute::{recompute, recompute_if_stale};
use server::indexes::{self, rules::decode_ranking};
use server::programs::{self, NewProgram};
use server::reference::group_status;
use server::returns::{statistics, ReportedMonth};
use server::storage::Db;

use crate::fixtures::*;

contract_tests!(
    an_assets_band_compares_each_report_in_us_dollars_at_the_rate_of_its_month,
    a_report_with_no_rate_for_its_month_is_in_no_assets_band,
    storing_exchange_rates_moves_the_assets_bands,
);

const UNDER: &str = "assets-under-10m";
const OVER: &str = "assets-over-10m";

fn rate(currency: &str, yyyymm: i32, usd_per_unit: f64) -> ExchangeRate {
    ExchangeRate {
        currency: currency.to_owned(),
        month: ym(yyyymm),
        usd_per_unit,
    }
}

/// An active program reporting in `currency`, 26 months from 2022-01 with the same assets each
/// month: it joins the bands (24 months of record) in 2023-12. Answers its id.
async fn program_reporting(db: &Db, uri: &str, currency: &str, assets: f64) -> i64 {
    let mut company = group(uri);
    company.group_status_id = group_status::ACTIVE;
    company.group_name = format!("{uri} Capital");
    let group_id = groups::create_group(db, &company).await.unwrap();
    let program = NewProgram {
        currency: currency.to_owned(),
        ..program(uri)
    };
    let id = programs::create_program(db, group_id, &program)
        .await
        .unwrap();
    let record: Vec<ReportedMonth> = months(202201, &[0.01; 26])
        .into_iter()
        .map(|month| ReportedMonth {
            assets: Some(assets),
            ..month
        })
        .collect();
    statistics::replace_returns_and_statistics(db, id, &record, None)
        .await
        .unwrap();
    id
}

/// The programs counted in the index at `uri` in month `yyyymm`, by id.
async fn members(db: &Db, uri: &str, yyyymm: i32) -> Vec<i64> {
    let index = indexes::index_by_uri(db, uri).await.unwrap().unwrap();
    let Some(stored) = indexes::ranking(db, index.portfolio_id, ym(yyyymm))
        .await
        .unwrap()
    else {
        return Vec::new();
    };
    let mut ids: Vec<i64> = decode_ranking(&stored)
        .unwrap()
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    ids.sort_unstable();
    ids
}

async fn an_assets_band_compares_each_report_in_us_dollars_at_the_rate_of_its_month(db: &Db) {
    exchange_rates::store(
        db,
        &[
            rate("JPY", 202001, 0.0067),
            rate("GBP", 202001, 1.25),
            // Sterling weakens from 2024-02: £9M is then $9.45M.
            rate("GBP", 202402, 1.05),
        ],
    )
    .await
    .unwrap();
    // ¥5,000,000,000 is about $33.5M; ¥1,000,000,000 about $6.7M (over $10M if read as
    // dollars); £9M is $11.25M (under $10M if read as dollars); $9M is $9M.
    let yen_large = program_reporting(db, "yen-large", "JPY", 5e9).await;
    let yen_small = program_reporting(db, "yen-small", "JPY", 1e9).await;
    let sterling = program_reporting(db, "sterling", "GBP", 9e6).await;
    let dollars = program_reporting(db, "dollars", "USD", 9e6).await;
    recompute(db, false).await.unwrap();
    for month in [202312, 202401] {
        assert_eq!(
            members(db, OVER, month).await,
            [yen_large, sterling],
            "{month}"
        );
        assert_eq!(
            members(db, UNDER, month).await,
            [yen_small, dollars],
            "{month}"
        );
    }
    // February's report converts at February's rate.
    assert_eq!(members(db, OVER, 202402).await, [yen_large]);
    assert_eq!(
        members(db, UNDER, 202402).await,
        [yen_small, sterling, dollars]
    );
}

async fn a_report_with_no_rate_for_its_month_is_in_no_assets_band(db: &Db) {
    // Francs have a rate from 2024-01 only; euros none at all.
    exchange_rates::store(db, &[rate("CHF", 202401, 1.1)])
        .await
        .unwrap();
    let francs = program_reporting(db, "francs", "CHF", 9e6).await;
    let euros = program_reporting(db, "euros", "EUR", 9e6).await;
    let dollars = program_reporting(db, "dollars", "USD", 20e6).await;
    recompute(db, false).await.unwrap();
    // 2023-12: the francs' report has no rate, so the program is in neither band (and is not
    // counted as $9M); from 2024-01 its report is $9.9M. The euros are never in a band.
    assert_eq!(members(db, UNDER, 202312).await, Vec::<i64>::new());
    assert_eq!(members(db, OVER, 202312).await, [dollars]);
    for month in [202401, 202402] {
        assert_eq!(members(db, UNDER, month).await, [francs], "{month}");
        assert_eq!(members(db, OVER, month).await, [dollars], "{month}");
    }
    // Its other indexes take it as before: the bands alone read money.
    assert_eq!(
        members(db, "sector-diversified", 202312).await,
        [francs, euros, dollars]
    );
}

async fn storing_exchange_rates_moves_the_assets_bands(db: &Db) {
    let euros = program_reporting(db, "euros", "EUR", 9e6).await;
    recompute(db, false).await.unwrap();
    assert_eq!(members(db, OVER, 202312).await, Vec::<i64>::new());
    assert_eq!(members(db, UNDER, 202312).await, Vec::<i64>::new());
    // Storing rates moves the listing version, so the indexes are stale until recomputed, as
    // after a stored return: €9M at 1.2 is $10.8M.
    exchange_rates::store(db, &[rate("EUR", 202001, 1.2)])
        .await
        .unwrap();
    recompute_if_stale(db)
        .await
        .unwrap()
        .expect("storing rates moved the version");
    assert_eq!(members(db, OVER, 202312).await, [euros]);
    assert_eq!(members(db, UNDER, 202312).await, Vec::<i64>::new());
    // A rate from 2023-12 on: that month's €9M is $9.45M.
    exchange_rates::store(db, &[rate("EUR", 202312, 1.05)])
        .await
        .unwrap();
    recompute_if_stale(db)
        .await
        .unwrap()
        .expect("storing rates moved the version");
    assert_eq!(members(db, OVER, 202312).await, Vec::<i64>::new());
    assert_eq!(members(db, UNDER, 202312).await, [euros]);
}
