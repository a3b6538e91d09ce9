//! Reference data.

use server::access::Role;
use server::reference::{reference_data, reference_items, ReferenceList};
use server::storage::Db;

use crate::fixtures::*;

contract_tests!(
    reference_lists_hold_the_spec_enumerations,
    every_reference_list_is_named_in_both_languages,
    the_role_enum_matches_the_roles_table,
);

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
