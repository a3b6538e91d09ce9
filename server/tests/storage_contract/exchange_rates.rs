//! Exchange rates: stored monthly, read by month (else the latest earlier one), and the listing's
//! money sorts and filters comparing every currency in US dollars; an administrator's import,
//! audited per currency, all or nothing.

use analytics_core::month::YearMonth;
use server::exchange_rates::{self, ExchangeRate};
use server::groups;
use server::listings::model::{ListingScope, ProgramListingPage};
use server::listings::parse_listing_query;
use server::listings::snapshot::{program_listings, ListingCache};
use server::programs;
use server::returns::statistics;
use server::storage::Db;

use crate::fixtures::*;

contract_tests!(
    a_rate_is_read_for_its_month_or_the_latest_earlier_one,
    a_stored_rate_of_the_same_month_is_replaced,
    listing_money_sorts_and_filters_in_us_dollars,
    an_import_stores_its_rates_with_an_audit_entry_per_currency_or_nothing,
);

fn rate(currency: &str, yyyymm: i32, usd_per_unit: f64) -> ExchangeRate {
    ExchangeRate {
        currency: currency.to_owned(),
        month: ym(yyyymm),
        usd_per_unit,
    }
}

async fn a_rate_is_read_for_its_month_or_the_latest_earlier_one(db: &Db) {
    exchange_rates::store(
        db,
        &[
            rate("EUR", 202603, 2.0),
            rate("EUR", 202512, 1.2),
            rate("JPY", 202512, 0.008),
        ],
    )
    .await
    .unwrap();
    let rates = exchange_rates::read(db).await.unwrap();
    assert_eq!(rates.usd_per_unit("EUR", Some(ym(202512))), Some(1.2));
    assert_eq!(rates.usd_per_unit("EUR", Some(ym(202602))), Some(1.2));
    assert_eq!(rates.usd_per_unit("EUR", Some(ym(202603))), Some(2.0));
    assert_eq!(rates.usd_per_unit("EUR", Some(ym(202511))), None);
    assert_eq!(rates.usd_per_unit("EUR", None), Some(2.0));
    assert_eq!(rates.usd_per_unit("JPY", None), Some(0.008));
    assert_eq!(rates.usd_per_unit("GBP", None), None);
}

async fn a_stored_rate_of_the_same_month_is_replaced(db: &Db) {
    exchange_rates::store(db, &[rate("EUR", 202512, 1.2)])
        .await
        .unwrap();
    exchange_rates::store(db, &[rate("EUR", 202512, 1.25)])
        .await
        .unwrap();
    let rates = exchange_rates::read(db).await.unwrap();
    assert_eq!(rates.usd_per_unit("EUR", Some(ym(202512))), Some(1.25));
}

/// Adds a program in `currency` reporting `assets` through `assets_through` (its returns run on to
/// 2026-03), with `investment_min`.
async fn add(
    db: &Db,
    group_id: i64,
    uri: &str,
    currency: &str,
    assets: f64,
    assets_through: i32,
    investment_min: f64,
) {
    let mut p = program(uri);
    p.program_name = uri.to_owned();
    p.currency = currency.to_owned();
    p.investment_min = Some(investment_min);
    p.date_inception = Some("2025-10-01".to_owned());
    let mut returns = months(202510, &[0.01; 6]);
    for month in &mut returns {
        month.assets = (month.month <= ym(assets_through)).then_some(assets);
    }
    let id = programs::create_program(db, group_id, &p).await.unwrap();
    statistics::replace_returns_and_statistics(db, id, &returns, None)
        .await
        .unwrap();
}

async fn list(db: &Db, query: &str) -> ProgramListingPage {
    let current = YearMonth::of(2026, 11);
    let query = parse_listing_query(query, current).unwrap();
    let snapshot = ListingCache::default().get(db).await.unwrap();
    program_listings(
        &snapshot,
        &query,
        None,
        ListingScope::Directory,
        "2026-10-22",
        current.prev(),
        None,
    )
    .unwrap()
}

fn names(page: &ProgramListingPage) -> Vec<&str> {
    page.items.iter().map(|i| i.program_name.as_str()).collect()
}

async fn listing_money_sorts_and_filters_in_us_dollars(db: &Db) {
    let mut g = group("money");
    g.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &g).await.unwrap();
    // EUR: 1.2 through 2026-02, then 2.0; JPY 0.008 throughout.
    exchange_rates::store(
        db,
        &[
            rate("EUR", 202512, 1.2),
            rate("EUR", 202603, 2.0),
            rate("JPY", 202501, 0.008),
        ],
    )
    .await
    .unwrap();
    // In dollars: AUM 15M, 10.8M (its January at 1.2, not today's 2.0), 8M; minimums 100K,
    // 200K (at the latest 2.0), 80K.
    add(db, group_id, "dollar", "USD", 15.0e6, 202603, 100_000.0).await;
    add(db, group_id, "euro", "EUR", 9.0e6, 202601, 100_000.0).await;
    add(db, group_id, "yen", "JPY", 1.0e9, 202603, 10.0e6).await;

    let page = list(db, "sortBy=assets&orderBy=DESC").await;
    assert_eq!(names(&page), ["dollar", "euro", "yen"]);
    let euro = &page.items[1];
    assert_eq!((euro.assets, euro.currency.as_str()), (Some(9.0e6), "EUR"));
    assert!((euro.assets_usd.unwrap() - 10.8e6).abs() < 1.0);
    assert_eq!(
        names(&list(db, "sortBy=investmentMin&orderBy=DESC").await),
        ["euro", "dollar", "yen"]
    );
    assert_eq!(
        names(&list(db, "sortBy=assets&orderBy=ASC&filterByAUMMin=10000000").await),
        ["euro", "dollar"]
    );
    assert_eq!(
        names(
            &list(
                db,
                "sortBy=programName&orderBy=ASC&filterByInvestmentMax=150000"
            )
            .await
        ),
        ["dollar", "yen"]
    );
}

async fn an_import_stores_its_rates_with_an_audit_entry_per_currency_or_nothing(db: &Db) {
    use server::audit::{self, Subject};
    use server::exchange_rates::import::import_rates;

    let current = YearMonth::of(2026, 11);
    let file = b"currency,month,usdPerUnit\nEUR,2026-01,1.1\nEUR,2026-02,1.2\nGBP,2026-02,1.3\n";
    let imported = import_rates(db, None, file, current).await.unwrap();
    assert_eq!(imported.stored_count, 3);
    let euro = imported.items.iter().find(|r| r.currency == "EUR").unwrap();
    assert_eq!(
        (
            euro.month_count,
            euro.latest_month,
            euro.latest_usd_per_unit
        ),
        (2, Some(ym(202602)), Some(1.2))
    );
    let rates = exchange_rates::read(db).await.unwrap();
    assert_eq!(rates.usd_per_unit("GBP", None), Some(1.3));

    // EUR is currency 5 of the reference data.
    let entries = audit::entries(db, Subject::Currency(5)).await.unwrap();
    assert_eq!(entries.len(), 1);
    assert_eq!(
        (entries[0].actor_email.as_str(), entries[0].action.as_str()),
        ("system", "ratesImported")
    );
    assert_eq!(
        entries[0].new_value.as_deref(),
        Some(r#"{"first":"2026-01","last":"2026-02","months":2}"#)
    );

    let refused = b"currency,month,usdPerUnit\nEUR,2026-03,1.5\nEUR,2026-13,1.5\n";
    assert!(import_rates(db, None, refused, current).await.is_err());
    let rates = exchange_rates::read(db).await.unwrap();
    assert_eq!(rates.usd_per_unit("EUR", None), Some(1.2));
    assert_eq!(
        audit::entries(db, Subject::Currency(5))
            .await
            .unwrap()
            .len(),
        1
    );
}
