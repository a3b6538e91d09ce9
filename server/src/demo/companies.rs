//! One company: name, office, contacts, registrations, status and its programs.

use std::collections::BTreeSet;

use super::archetypes::{Archetype, ARCHETYPES};
use super::calendar::{month_of, Day};
use super::descriptions::company_description;
use super::firm::Company;
use super::market::Market;
use super::names::{
    Place, FIRM_FIRST, FIRM_SECOND, FIRM_SINGLE, FIRM_SUFFIXES, FIRM_SURNAMES, FIRST_NAMES,
    FOREIGN_PLACES, LAST_NAMES, STREETS, US_PLACES,
};
use super::programs::{self, slug};
use super::random::{derive_seed, Rand};
use super::{DemoCompany, NewContact, NewGroup, NewMembership, YearMonth};

/// Brands and slugs already used in the dataset, so every firm is distinct.
#[derive(Default)]
pub(crate) struct Registry {
    brands: BTreeSet<String>,
    uris: BTreeSet<String>,
}

/// Generates one company and its programs.
pub(crate) fn generate(
    seed: u64,
    market: &Market,
    last_month: YearMonth,
    registry: &mut Registry,
) -> DemoCompany {
    let mut rng = Rand::derived(seed, 1);
    // A few large, old trend and macro houses run the billion-dollar programs.
    let flagship = rng.chance(0.05);
    let style = if flagship {
        rng.weighted(&[
            (Archetype::Trend, 70),
            (Archetype::Macro, 15),
            (Archetype::FinancialMetals, 15),
        ])
    } else {
        rng.weighted(ARCHETYPES)
    };
    let place = if rng.chance(0.15) {
        rng.weighted_ref(FOREIGN_PLACES)
    } else {
        rng.weighted_ref(US_PLACES)
    };
    // Naming has its own stream: a brand taken by an earlier firm changes this firm's name only.
    let (brand, group_name, domain) = firm_name(&mut Rand::derived(seed, 2), place, registry);
    // Brands are unique, so a clash of slugs is rare; a number settles it.
    let base_uri = slug(&group_name);
    let mut group_uri = base_uri.clone();
    let mut n = 1;
    while !registry.uris.insert(group_uri.clone()) {
        n += 1;
        group_uri = format!("{base_uri}-{n}");
    }
    let founded = if flagship {
        month_of(rng.int(1980, 2004), rng.int(1, 12))
    } else {
        founding_month(&mut rng, last_month)
    };
    let (group_status_id, closed_on) = status(&mut rng, founded, last_month);
    let platform_ids: Vec<i64> = [1, 2, 3].into_iter().filter(|_| rng.chance(0.5)).collect();
    let pool_operator = rng.chance(0.3);
    let group_type_ids = match (style, pool_operator) {
        (Archetype::Currency, _) if rng.chance(0.5) => vec![1],
        (Archetype::Currency, _) => vec![1, 2],
        (_, true) => vec![2, 3],
        (_, false) => vec![2],
    };
    let contacts = contacts(&mut rng, place, &domain);
    let principal = format!("{} {}", contacts[0].first_name, contacts[0].last_name);
    let memberships = memberships(&mut rng, place);
    let description_long = company_description(
        &mut rng,
        style,
        &group_name,
        place.city,
        founded.year(),
        &principal,
        pool_operator,
    );

    let company = Company {
        market,
        last_month,
        brand: &brand,
        style,
        founded,
        group_status_id,
        closed_on,
        currency: place.currency,
        platform_ids: &platform_ids,
        flagship,
    };
    let count = rng.weighted(&[(1, 20), (2, 25), (3, 25), (4, 15), (5, 9), (6, 6)]);
    let mut names = Vec::new();
    let (programs, listed): (Vec<_>, Vec<Day>) = (0..count)
        .map(|index| {
            programs::generate(
                derive_seed(seed, &[3, index as u64]),
                index,
                &company,
                &mut names,
            )
        })
        .unzip();
    let created = listed
        .iter()
        .min()
        .copied()
        .unwrap_or(Day::last_of(last_month))
        .plus(-rng.int(0, 20));
    DemoCompany {
        group: NewGroup {
            group_uri,
            group_name,
            web_url: rng.chance(0.92).then(|| format!("https://www.{domain}")),
            description_long,
            group_status_id,
            country: contacts[0].country.clone(),
            group_type_ids,
            contacts,
            memberships,
            platform_ids,
            date_created: created.at(rng.int(7 * 3600, 8 * 3600)),
            // Approved the next morning, before any of its programs.
            date_approved: (group_status_id != 2).then(|| created.plus(1).at(8 * 3600)),
            accepted_agreement: true,
        },
        programs,
    }
}

/// Picks an unused brand and builds the firm's name and web domain.
fn firm_name(rng: &mut Rand, place: &Place, registry: &mut Registry) -> (String, String, String) {
    let brand = loop {
        let brand = match rng.int(0, 9) {
            0..=3 => format!("{} {}", rng.pick(FIRM_FIRST), rng.pick(FIRM_SECOND)),
            4..=6 => rng.pick(FIRM_SINGLE).to_string(),
            7..=8 => rng.pick(FIRM_SURNAMES).to_string(),
            _ => {
                let (a, b) = (rng.pick(FIRM_SURNAMES), rng.pick(FIRM_SURNAMES));
                if a == b {
                    continue;
                }
                format!("{a} & {b}")
            }
        };
        if registry.brands.insert(brand.clone()) {
            break brand;
        }
    };
    let suffix = rng.weighted(FIRM_SUFFIXES);
    let legal = match place.country {
        "US" => rng.weighted(&[("", 60), (" LLC", 30), (" LP", 5), (", Inc.", 5)]),
        "GB" => rng.weighted(&[("", 50), (" Ltd", 40), (" LLP", 10)]),
        "CH" => rng.weighted(&[("", 70), (" AG", 30)]),
        "AU" => rng.weighted(&[("", 60), (" Pty Ltd", 40)]),
        _ => rng.weighted(&[("", 80), (" Ltd", 20)]),
    };
    let domain_name = if rng.chance(0.5) {
        slug(&brand)
    } else {
        slug(&format!(
            "{brand} {}",
            suffix.split(' ').next().unwrap_or("")
        ))
    }
    .replace("-and-", "")
    .replace('-', "");
    let tld = match place.country {
        "GB" => "co.uk",
        "AU" => "com.au",
        "JP" => "co.jp",
        "SG" => "com.sg",
        "HK" => "com.hk",
        "CH" => "ch",
        "CA" => "ca",
        "NL" => "nl",
        "DE" => "de",
        "FR" => "fr",
        "CN" => "cn",
        "IE" => "ie",
        _ => "com",
    };
    let name = format!("{brand} {suffix}{legal}");
    (brand, name, format!("{domain_name}.{tld}"))
}

/// Founding month: a few firms from the 1980s, most between 2000 and 2020.
fn founding_month(rng: &mut Rand, last_month: YearMonth) -> YearMonth {
    let last_year = (last_month.year() - 1).max(2021);
    let (first, last) = rng.weighted(&[
        ((1980, 1989), 4),
        ((1990, 1999), 14),
        ((2000, 2009), 36),
        ((2010, 2020), 36),
        ((2021, last_year), 10),
    ]);
    let month = month_of(rng.int(i64::from(first), i64::from(last)), rng.int(1, 12));
    month.min(last_month.plus_months(-4))
}

/// The company status and, for closed and deleted firms, the day they stopped; a firm too young
/// to have closed stays active.
fn status(rng: &mut Rand, founded: YearMonth, last_month: YearMonth) -> (i64, Option<Day>) {
    let status = rng.weighted(&[(1, 885), (2, 50), (3, 25), (4, 20), (5, 20)]);
    if status != 3 && status != 4 {
        return (status, None);
    }
    let earliest =
        Day::first_of(founded.plus_months(30)).max(Day::first_of(YearMonth::of(2009, 6)));
    let latest = Day::last_of(last_month).plus(-30);
    if earliest > latest {
        return (1, None);
    }
    (
        status,
        Some(earliest.plus(rng.int(0, earliest.days_until(latest)))),
    )
}

/// One to three contacts at the firm's office; the first is the principal.
fn contacts(rng: &mut Rand, place: &Place, domain: &str) -> Vec<NewContact> {
    let count = rng.weighted(&[(1, 40), (2, 35), (3, 25)]);
    let mut types = [3, 2, 1];
    if rng.chance(0.3) {
        types.swap(1, 2);
    }
    let street = format!("{} {}", rng.int(1, 2500), rng.pick(STREETS));
    let suite = rng.chance(0.6).then(|| match rng.int(0, 1) {
        0 => format!("Suite {}", rng.int(1, 40) * 100 + rng.int(0, 50)),
        _ => format!("Floor {}", rng.int(2, 45)),
    });
    let zip = fill_template(rng, place.zip);
    types[..count]
        .iter()
        .map(|&contact_type_id| {
            let first_name = rng.pick(FIRST_NAMES).to_string();
            let last_name = rng.pick(LAST_NAMES).to_string();
            let local = if rng.chance(0.6) {
                format!("{}.{}", first_name, last_name)
            } else {
                format!("{}{}", &first_name[..1], last_name)
            };
            NewContact {
                contact_type_id,
                email_address: format!("{}@{domain}", local.to_lowercase()),
                phone_direct: fill_template(rng, place.phone),
                first_name,
                last_name,
                address1: street.clone(),
                address2: suite.clone(),
                city: place.city.to_string(),
                state: place.state.to_string(),
                zip: zip.clone(),
                country: place.country.to_string(),
            }
        })
        .collect()
}

/// Registrations: NFA for US firms (and some foreign ones trading for US clients), the local
/// regulator for the others, sometimes a second US registration.
fn memberships(rng: &mut Rand, place: &Place) -> Vec<NewMembership> {
    let nfa = NewMembership {
        membership_type_id: 1,
        membership_url: None,
        title: "NFA".to_string(),
        info: format!("NFA ID {}", fill_template(rng, "04#####")),
    };
    let local = match place.country {
        "US" => None,
        "GB" => Some(NewMembership {
            membership_type_id: 2,
            membership_url: None,
            title: "FCA".to_string(),
            info: format!("Firm Reference Number {}", fill_template(rng, "6#####")),
        }),
        country => Some(NewMembership {
            membership_type_id: 3,
            membership_url: None,
            title: regulator(country).to_string(),
            info: format!("Licence {}", fill_template(rng, "@@-#####")),
        }),
    };
    let mut list: Vec<NewMembership> = local.into_iter().collect();
    if list.is_empty() || rng.chance(0.5) {
        list.insert(0, nfa);
    }
    if place.country == "US" && rng.chance(0.12) {
        list.push(NewMembership {
            membership_type_id: 3,
            membership_url: None,
            title: "SEC Registered Investment Adviser".to_string(),
            info: format!("SEC File No. 801-{}", fill_template(rng, "#####")),
        });
    }
    list
}

fn regulator(country: &str) -> &'static str {
    match country {
        "CH" => "FINMA",
        "CA" => "Ontario Securities Commission",
        "AU" => "ASIC",
        "SG" => "Monetary Authority of Singapore",
        "HK" => "Securities and Futures Commission",
        "NL" => "AFM",
        "DE" => "BaFin",
        "FR" => "AMF",
        "JP" => "Financial Services Agency",
        "CN" => "Asset Management Association of China",
        "IE" => "Central Bank of Ireland",
        _ => "Local regulator",
    }
}

/// Replaces each '#' with a digit and each '@' with a capital letter.
fn fill_template(rng: &mut Rand, template: &str) -> String {
    template
        .chars()
        .map(|c| match c {
            '#' => char::from(b'0' + rng.int(0, 9) as u8),
            '@' => char::from(b'A' + rng.int(0, 25) as u8),
            other => other,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::names::REAL_FIRM_WORDS;
    use super::super::tests::dataset;

    #[test]
    fn companies_have_contacts_registrations_and_statuses() {
        let companies = &dataset().companies;
        for c in companies {
            assert!(
                (1..=3).contains(&c.group.contacts.len())
                    && (1..=3).contains(&c.group.memberships.len())
            );
            assert_eq!(c.group.country, c.group.contacts[0].country);
            let domain = c.group.contacts[0].email_address.split('@').nth(1).unwrap();
            assert!(c
                .group
                .web_url
                .as_ref()
                .is_none_or(|url| url.ends_with(domain)));
            assert_eq!(
                c.group.date_approved.is_none(),
                c.group.group_status_id == 2
            );
            if c.group.group_status_id == 2 {
                assert!(c.programs.iter().all(|p| p.program.program_status_id == 2));
            }
        }
        let with_status = |s: i64| {
            companies
                .iter()
                .filter(|c| c.group.group_status_id == s)
                .count()
        };
        assert!(with_status(2) >= 5 && with_status(3) >= 2 && with_status(4) >= 1);
        let us = companies.iter().filter(|c| c.group.country == "US").count();
        assert!(us * 10 > companies.len() * 7);
    }

    /// The company form answers a demo company as it is stored, and its schema states the form's
    /// rules: every demo contact and website passes them.
    #[test]
    fn contacts_and_websites_pass_the_forms_rules() {
        use crate::validation::{check_country, check_email, check_phone, check_url};
        for c in &dataset().companies {
            for contact in &c.group.contacts {
                assert_eq!(check_phone(&contact.phone_direct), Ok(()), "{contact:?}");
                assert_eq!(check_email(&contact.email_address), Ok(()), "{contact:?}");
                assert_eq!(check_country(&contact.country), Ok(()), "{contact:?}");
            }
            let urls = c.group.memberships.iter().map(|m| &m.membership_url);
            for url in urls.chain([&c.group.web_url]).flatten() {
                assert_eq!(check_url(url), Ok(()), "{url}");
            }
        }
    }

    #[test]
    fn names_avoid_real_firms() {
        for c in &dataset().companies {
            let words: Vec<&str> = c
                .group
                .group_name
                .split(|ch: char| !ch.is_alphanumeric())
                .collect();
            for real in REAL_FIRM_WORDS {
                let real: Vec<&str> = real.split(' ').collect();
                assert!(
                    !words.windows(real.len()).any(|w| w == real),
                    "{}",
                    c.group.group_name
                );
            }
        }
    }
}
