//! Tests of the whole dataset, one per rule of the brief, and the helpers the module tests share
//! (the dataset is generated once per test binary).

use std::collections::BTreeSet;
use std::sync::OnceLock;

use super::calendar::Day;
use super::programs::slug;
use super::*;

/// The month before the seed date of [`DEMO_SEED`].
pub(super) const LAST_MONTH: YearMonth = YearMonth::of(2026, 10);

pub(super) fn dataset() -> &'static DemoDataset {
    static DATASET: OnceLock<DemoDataset> = OnceLock::new();
    DATASET.get_or_init(|| generate(DEMO_SEED, LAST_MONTH))
}

pub(super) fn programs() -> impl Iterator<Item = &'static DemoProgram> {
    dataset().companies.iter().flat_map(|c| c.programs.iter())
}

pub(super) fn monthly(program: &DemoProgram) -> Vec<f64> {
    program.returns.iter().map(|r| r.monthly_return).collect()
}

/// At least half of the program is in allocation strategy `id`.
pub(super) fn main_strategy(program: &DemoProgram, id: i64) -> bool {
    let list = &program.program.allocation_strategies;
    list.iter().any(|p| p.type_id == id && p.value >= 0.5)
}

fn set<T: Ord>(values: impl Iterator<Item = T>) -> BTreeSet<T> {
    values.collect()
}

fn ids<'a>(lists: impl Iterator<Item = &'a Vec<PercentShare>>) -> BTreeSet<i64> {
    set(lists.flat_map(|l| l.iter().map(|p| p.type_id)))
}

fn range(lo: i64, hi: i64) -> BTreeSet<i64> {
    set(lo..=hi)
}

#[test]
fn generation_is_deterministic() {
    assert_eq!(generate(DEMO_SEED, LAST_MONTH), *dataset());
    let other = generate(DEMO_SEED + 1, LAST_MONTH);
    assert_ne!(other.companies[0], dataset().companies[0]);
}

#[test]
fn a_later_last_month_keeps_the_history() {
    let later = generate(DEMO_SEED, LAST_MONTH.next());
    assert_eq!(later.sp500[..dataset().sp500.len()], dataset().sp500[..]);
    let (a, b) = (&later.companies[0], &dataset().companies[0]);
    assert_eq!(a.group.group_name, b.group.group_name);
    let active = b
        .programs
        .iter()
        .position(|p| p.program.program_status_id == 1);
    if let Some(i) = active {
        assert_eq!(
            a.programs[i].returns[..b.programs[i].returns.len() - 1],
            b.programs[i].returns[..b.programs[i].returns.len() - 1]
        );
    }
}

#[test]
fn at_least_650_programs_in_at_least_220_companies() {
    let companies = &dataset().companies;
    assert!(companies.len() >= 220 && programs().count() >= 650);
    assert!(companies
        .iter()
        .all(|c| (1..=6).contains(&c.programs.len())));
}

#[test]
fn every_reference_id_is_used() {
    let all = programs;
    assert_eq!(
        set(all().filter_map(|p| p.program.sector_focus_type_id)),
        range(1, 8)
    );
    assert_eq!(
        ids(all().map(|p| &p.program.allocation_strategies)),
        range(1, 13)
    );
    assert_eq!(ids(all().map(|p| &p.program.methodologies)), range(1, 2));
    assert_eq!(ids(all().map(|p| &p.program.compositions)), range(1, 13));
    assert_eq!(ids(all().map(|p| &p.program.holdings)), range(1, 5));
    assert_eq!(set(all().map(|p| p.program.program_type_id)), range(1, 3));
    assert_eq!(set(all().map(|p| p.program.program_status_id)), range(1, 4));
    assert_eq!(
        set(all().map(|p| p.program.membership_status_id)),
        range(1, 2)
    );
    assert_eq!(set(all().map(|p| p.program.caror_type)), range(0, 2));
    assert_eq!(
        set(all().filter_map(|p| p.program.investor_requirement_type_id)),
        range(1, 3)
    );
    let currencies = set(all().map(|p| p.program.currency.as_str()));
    let expected = ["AUD", "CAD", "CHF", "CNY", "EUR", "GBP", "JPY", "USD"];
    assert_eq!(currencies, set(expected.into_iter()));
    let usd = all().filter(|p| p.program.currency == "USD").count();
    assert!(usd * 10 > all().count() * 8, "mostly USD");
    let companies = || dataset().companies.iter();
    assert_eq!(
        set(companies().map(|c| c.group.group_status_id)),
        range(1, 5)
    );
    assert_eq!(
        set(companies().flat_map(|c| c.group.group_type_ids.clone())),
        range(1, 3)
    );
    assert_eq!(
        set(companies().flat_map(|c| c.group.platform_ids.clone())),
        range(1, 3)
    );
    let contact_types =
        companies().flat_map(|c| c.group.contacts.iter().map(|k| k.contact_type_id));
    assert_eq!(set(contact_types), range(1, 3));
    let registrations =
        companies().flat_map(|c| c.group.memberships.iter().map(|m| m.membership_type_id));
    assert_eq!(set(registrations), range(1, 3));
}

#[test]
fn percent_lists_sum_to_zero_or_one() {
    for p in programs() {
        let lists = [
            &p.program.methodologies,
            &p.program.allocation_strategies,
            &p.program.compositions,
            &p.program.holdings,
        ];
        for list in lists {
            let sum: f64 = list.iter().map(|e| e.value).sum();
            assert!(list.is_empty() || (sum - 1.0).abs() < 1e-12, "{list:?}");
            assert!(list.iter().all(|e| e.value > 0.0 && e.value <= 1.0));
            assert!(list.windows(2).all(|w| w[0].type_id < w[1].type_id));
        }
    }
}

#[test]
fn returns_run_from_inception_to_the_last_reported_month() {
    let mut with_gaps = 0;
    for p in programs() {
        let valid = |r: &ReportedMonth| r.monthly_return >= -0.6 && r.monthly_return.is_finite();
        assert!(p.returns.iter().all(valid));
        assert_eq!(
            Some(Day::first_of(p.returns[0].month).date()),
            p.program.date_inception
        );
        let steps = set(p
            .returns
            .windows(2)
            .map(|w| w[0].month.months_between(w[1].month)));
        // Strictly increasing; a gap is at most two missing months.
        assert!(
            steps.iter().all(|s| (1..=3).contains(s)),
            "{}",
            p.program.program_name
        );
        with_gaps += usize::from(steps.len() > 1);
        let last = p.returns.last().unwrap().month;
        match p.program.program_status_id {
            1 | 2 => assert_eq!(last, LAST_MONTH),
            _ => assert!(last < LAST_MONTH),
        }
        if let Some(archived) = &p.program.date_archived {
            assert!(Day::first_of(last.next()).date().as_str() <= &archived[..10]);
        }
        assert!(p.returns[..p.returns.len() - 1]
            .iter()
            .all(|r| !r.estimated));
        assert!(p.returns.iter().all(|r| r.assets.is_none_or(|a| a > 0.0)));
    }
    assert!(
        (2..=20).contains(&with_gaps),
        "{with_gaps} programs with gaps"
    );
}

#[test]
fn inceptions_run_from_the_1980s_with_some_short_records() {
    let years: Vec<i32> = programs().map(|p| p.returns[0].month.year()).collect();
    let eighties = years.iter().filter(|&&y| y < 1990).count();
    let core = years
        .iter()
        .filter(|&&y| (2000..=2020).contains(&y))
        .count();
    assert!(eighties >= 3 && eighties * 20 < years.len(), "{eighties}");
    assert!(core * 2 > years.len());
    assert!(years
        .iter()
        .all(|&y| (1980..LAST_MONTH.year()).contains(&y)));
    assert!(programs().filter(|p| p.returns.len() < 24).count() >= 5);
}

#[test]
fn uris_are_unique_kebab_case_slugs() {
    let kebab = |s: &str| slug(s) == s;
    let mut groups = BTreeSet::new();
    for c in &dataset().companies {
        assert!(
            kebab(&c.group.group_uri) && groups.insert(&c.group.group_uri),
            "{}",
            c.group.group_uri
        );
        let mut uris = BTreeSet::new();
        assert!(c
            .programs
            .iter()
            .all(|p| kebab(&p.program.program_uri) && uris.insert(&p.program.program_uri)));
    }
}

#[test]
fn figures() {
    let start = std::time::Instant::now();
    let data = generate(DEMO_SEED, LAST_MONTH);
    let elapsed = start.elapsed();
    let programs: Vec<&DemoProgram> = data.companies.iter().flat_map(|c| &c.programs).collect();
    let rows: usize = programs.iter().map(|p| p.returns.len()).sum();
    println!(
        "demo dataset: {} companies, {} programs, {rows} monthly return rows, {} S&P 500 months; \
         generate() took {elapsed:?}",
        data.companies.len(),
        programs.len(),
        data.sp500.len()
    );
}
