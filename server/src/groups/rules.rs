//! The groups' rules: the spec's company form and what a company stored from it looks like, the
//! edit form's and the status change's checks, the platform links to change, and which logo
//! files are taken and where they are shown.

use std::path::Path;

use super::model::{
    membership_type, AddCompany, AddGroupUser, CompanyInput, GroupStatusChange, NewContact,
    NewGroup, NewMembership, UpdateGroup, CONTACT_TYPES, GROUP_TYPES, MAX_CONTACTS,
    MAX_MEMBERSHIPS,
};
use crate::error::{Error, Result};
use crate::reference::group_status::{ACTIVE, PORTFOLIO_APT_ONLY};
use crate::validation::{
    check_country, check_email, check_optional, check_phone, check_required, check_url,
    normalize_country, normalize_url, FieldErrors, MAX_DESCRIPTION_LENGTH, MAX_TEXT_LENGTH,
};

fn check_choice(id: i64, count: i64) -> Result<(), &'static str> {
    match id {
        0 => Err("required"),
        id if (1..=count).contains(&id) => Ok(()),
        _ => Err("invalidChoice"),
    }
}

impl CompanyInput {
    /// The spec's company rules, reported under `prefix` (`company.groupName`, …). A registration
    /// needs at least one contact; the company edit screen allows none.
    pub fn check(&self, prefix: &str, min_contacts: usize, errors: &mut FieldErrors) {
        let field = |name: &str| format!("{prefix}.{name}");
        errors.check(
            field("groupName"),
            check_required(&self.group_name, MAX_TEXT_LENGTH),
        );
        errors.check(field("webUrl"), check_url(&self.web_url));
        errors.check(
            field("descriptionLong"),
            check_required(&self.description_long, MAX_DESCRIPTION_LENGTH),
        );
        for id in &self.group_type_ids {
            errors.check(field("groupTypeIds"), check_choice(*id, GROUP_TYPES));
        }
        if self.contacts.len() < min_contacts {
            errors.check(field("contacts"), Err("atLeastOneContact"));
        }
        if self.contacts.len() > MAX_CONTACTS {
            errors.check(field("contacts"), Err("tooMany"));
        }
        for (index, contact) in self.contacts.iter().enumerate() {
            let at = |name: &str| format!("{prefix}.contacts.{index}.{name}");
            errors.check(
                at("contactTypeId"),
                check_choice(contact.contact_type_id, CONTACT_TYPES),
            );
            for (name, value) in [
                ("firstName", &contact.first_name),
                ("lastName", &contact.last_name),
                ("address1", &contact.address1),
                ("city", &contact.city),
                ("state", &contact.state),
                ("zip", &contact.zip),
            ] {
                errors.check(at(name), check_required(value, MAX_TEXT_LENGTH));
            }
            errors.check(
                at("address2"),
                check_optional(&contact.address2, MAX_TEXT_LENGTH),
            );
            errors.check(at("emailAddress"), check_email(&contact.email_address));
            errors.check(at("phoneDirect"), check_phone(&contact.phone_direct));
            errors.check(at("country"), check_country(&contact.country));
        }
        if self.memberships.len() > MAX_MEMBERSHIPS {
            errors.check(field("memberships"), Err("tooMany"));
        }
        for (index, membership) in self.memberships.iter().enumerate() {
            let at = |name: &str| format!("{prefix}.memberships.{index}.{name}");
            errors.check(
                at("membershipTypeId"),
                check_choice(membership.membership_type_id, membership_type::OTHER),
            );
            if membership.membership_type_id == membership_type::OTHER {
                errors.check(
                    at("title"),
                    check_required(&membership.title, MAX_TEXT_LENGTH),
                );
            }
            errors.check(
                at("info"),
                check_required(&membership.info, MAX_TEXT_LENGTH),
            );
            errors.check(at("membershipUrl"), check_url(&membership.membership_url));
        }
    }

    /// The group to store, already checked: texts trimmed, websites with a scheme, NFA and FCA
    /// titled by their type, and the country taken from the first contact (spec: default US).
    pub fn to_new_group(
        &self,
        group_uri: String,
        group_status_id: i64,
        date_created: String,
        platform_ids: Vec<i64>,
    ) -> NewGroup {
        let optional =
            |value: &str| Some(value.trim().to_owned()).filter(|value| !value.is_empty());
        let mut group_type_ids = self.group_type_ids.clone();
        group_type_ids.sort_unstable();
        group_type_ids.dedup();
        NewGroup {
            group_uri,
            group_name: self.group_name.trim().to_owned(),
            web_url: optional(&normalize_url(&self.web_url)),
            description_long: self.description_long.trim().to_owned(),
            group_status_id,
            country: self.contacts.first().map_or_else(
                || "US".to_owned(),
                |contact| normalize_country(&contact.country),
            ),
            accepted_agreement: true,
            date_created,
            date_approved: None,
            group_type_ids,
            contacts: self
                .contacts
                .iter()
                .map(|contact| NewContact {
                    contact_type_id: contact.contact_type_id,
                    first_name: contact.first_name.trim().to_owned(),
                    last_name: contact.last_name.trim().to_owned(),
                    email_address: contact.email_address.trim().to_owned(),
                    phone_direct: contact.phone_direct.trim().to_owned(),
                    address1: contact.address1.trim().to_owned(),
                    address2: optional(&contact.address2),
                    city: contact.city.trim().to_owned(),
                    state: contact.state.trim().to_owned(),
                    zip: contact.zip.trim().to_owned(),
                    country: normalize_country(&contact.country),
                })
                .collect(),
            memberships: self
                .memberships
                .iter()
                .map(|membership| NewMembership {
                    membership_type_id: membership.membership_type_id,
                    membership_url: optional(&normalize_url(&membership.membership_url)),
                    title: match membership.membership_type_id {
                        membership_type::NFA => "NFA".to_owned(),
                        membership_type::FCA => "FCA".to_owned(),
                        _ => membership.title.trim().to_owned(),
                    },
                    info: membership.info.trim().to_owned(),
                })
                .collect(),
            platform_ids,
        }
    }
}

/// A CTA manager's company form: the company rules with a contact, and the certification.
pub fn check_add_company(request: &AddCompany) -> Result<()> {
    let mut errors = FieldErrors::default();
    request.company.check("company", 1, &mut errors);
    if !request.accepted_agreement {
        errors.check("acceptedAgreement", Err("mustCertify"));
    }
    errors.into_result()
}

/// The spec's group edit rules: the company rules with no minimum of contacts, the version,
/// the certification, and at least one known platform when platforms are sent.
pub fn check_update(request: &UpdateGroup, known_platforms: &[i64], errors: &mut FieldErrors) {
    request.company.check("company", 0, errors);
    if request.version.is_none() {
        errors.check("version", Err("required"));
    }
    if !request.accepted_agreement {
        errors.check("acceptedAgreement", Err("mustCertify"));
    }
    if let Some(platform_ids) = &request.platform_ids {
        if platform_ids.is_empty() {
            errors.check("platformIds", Err("platformRequired"));
        }
        if platform_ids.iter().any(|id| !known_platforms.contains(id)) {
            errors.check("platformIds", Err("invalidChoice"));
        }
    }
}

/// One of the five group statuses.
pub fn check_group_status(id: i64) -> Result<(), &'static str> {
    if (ACTIVE..=PORTFOLIO_APT_ONLY).contains(&id) {
        Ok(())
    } else {
        Err("invalidChoice")
    }
}

/// A status change names one of the five statuses (`groupStatusId: invalidChoice`).
pub fn check_status_change(request: &GroupStatusChange) -> Result<()> {
    let mut errors = FieldErrors::default();
    errors.check("groupStatusId", check_group_status(request.group_status_id));
    errors.into_result()
}

/// A manager to add is named by a valid address.
pub fn check_group_user(request: &AddGroupUser) -> Result<()> {
    let mut errors = FieldErrors::default();
    errors.check("email", check_email(&request.email));
    errors.into_result()
}

/// The links to add and the links to remove to go from `current` to `wanted`.
pub fn link_changes(current: &[i64], wanted: &[i64]) -> (Vec<i64>, Vec<i64>) {
    let mut added: Vec<i64> = wanted
        .iter()
        .copied()
        .filter(|id| !current.contains(id))
        .collect();
    added.sort_unstable();
    added.dedup();
    let removed = current
        .iter()
        .copied()
        .filter(|id| !wanted.contains(id))
        .collect();
    (added, removed)
}

/// The largest logo kept.
pub const MAX_LOGO_BYTES: usize = 1024 * 1024;

/// The raster formats browsers show everywhere. SVG is left out: a drawing can carry scripts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageType {
    Png,
    Jpeg,
    Gif,
    Webp,
}

impl ImageType {
    /// The type of an image from its first bytes (its signature), whatever its name claims.
    pub fn sniff(bytes: &[u8]) -> Option<ImageType> {
        if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
            Some(ImageType::Png)
        } else if bytes.starts_with(&[0xff, 0xd8, 0xff]) {
            Some(ImageType::Jpeg)
        } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
            Some(ImageType::Gif)
        } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
            Some(ImageType::Webp)
        } else {
            None
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            ImageType::Png => "png",
            ImageType::Jpeg => "jpg",
            ImageType::Gif => "gif",
            ImageType::Webp => "webp",
        }
    }

    pub fn content_type(self) -> &'static str {
        match self {
            ImageType::Png => "image/png",
            ImageType::Jpeg => "image/jpeg",
            ImageType::Gif => "image/gif",
            ImageType::Webp => "image/webp",
        }
    }

    pub fn from_extension(extension: &str) -> Option<ImageType> {
        [
            ImageType::Png,
            ImageType::Jpeg,
            ImageType::Gif,
            ImageType::Webp,
        ]
        .into_iter()
        .find(|kind| kind.extension() == extension)
    }
}

/// Checks an upload: a known image type within the size limit (field `logo`, keys
/// `invalidImage` and `tooLarge`).
pub fn check_logo(bytes: &[u8]) -> Result<ImageType> {
    if bytes.len() > MAX_LOGO_BYTES {
        return Err(Error::field("logo", "tooLarge"));
    }
    ImageType::sniff(bytes).ok_or_else(|| Error::field("logo", "invalidImage"))
}

/// The address the web app shows a stored logo at: the content hash in the query makes every
/// new logo a new address.
pub fn logo_url(group_uri: &str, logo_path: &str) -> String {
    let version = Path::new(logo_path)
        .file_stem()
        .and_then(|stem| stem.to_str())
        .and_then(|stem| stem.split_once('-'))
        .map_or("", |(_, hash)| hash);
    format!("/api/v1/groups/{group_uri}/logo?v={version}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::groups::model::MembershipInput;
    use crate::rule_tables::{number, problems, Table};

    fn table() -> Table {
        Table::parse(include_str!("../../../rules/company.json"))
    }

    /// The company's problems as `check` reports them, for a table's case.
    fn check(table: &Table, case: &serde_json::Value) -> serde_json::Value {
        let company: CompanyInput =
            serde_json::from_value(table.form(case)).expect("a company form");
        let mut errors = FieldErrors::default();
        company.check(
            "company",
            number(&case["minContacts"]) as usize,
            &mut errors,
        );
        match errors.into_result() {
            Ok(()) => problems([]),
            Err(crate::error::Error::Validation(fields)) => problems(fields),
            Err(other) => panic!("{other}"),
        }
    }

    #[test]
    fn every_case_names_a_rule_of_this_module() {
        table().assert_rules(&["complete", "fields", "contacts", "registrations"]);
    }

    #[test]
    fn a_complete_company_passes() {
        let table = table();
        table.check("complete", |case| check(&table, case));
    }

    #[test]
    fn the_name_and_description_are_required_and_the_website_valid() {
        let table = table();
        table.check("fields", |case| check(&table, case));
    }

    #[test]
    fn contacts_are_counted_and_each_checked() {
        let table = table();
        table.check("contacts", |case| check(&table, case));
    }

    #[test]
    fn registrations_need_a_type_info_and_a_title_only_for_other() {
        let table = table();
        table.check("registrations", |case| check(&table, case));
    }

    #[test]
    fn the_stored_group_has_the_first_contacts_country_and_titles_by_type() {
        let company: CompanyInput =
            serde_json::from_value(table().get("base").clone()).expect("a company form");
        let group = company.to_new_group("a".into(), 2, "2026-11-22T00:00:00Z".into(), vec![]);
        assert_eq!(group.country, "US");
        let mut titled = company;
        titled.memberships = vec![MembershipInput {
            membership_type_id: membership_type::NFA,
            title: "ignored".into(),
            info: "1".into(),
            ..MembershipInput::default()
        }];
        titled.web_url = "alpha.example.com".into();
        let group = titled.to_new_group("a".into(), 2, String::new(), vec![]);
        assert_eq!(group.memberships[0].title, "NFA");
        assert_eq!(group.web_url.as_deref(), Some("http://alpha.example.com"));
    }

    fn update_problems(request: &UpdateGroup) -> Vec<(String, String)> {
        let mut errors = FieldErrors::default();
        check_update(request, &[1, 2, 3], &mut errors);
        match errors.into_result() {
            Ok(()) => vec![],
            Err(Error::Validation(fields)) => fields.into_iter().collect(),
            Err(other) => panic!("{other}"),
        }
    }

    fn update() -> UpdateGroup {
        UpdateGroup {
            company: CompanyInput {
                group_name: "Acme".into(),
                description_long: "Trend following.".into(),
                ..CompanyInput::default()
            },
            accepted_agreement: true,
            platform_ids: None,
            version: Some(1),
        }
    }

    #[test]
    fn a_company_without_contacts_may_be_saved_once_certified() {
        assert_eq!(update_problems(&update()), vec![]);
        let uncertified = UpdateGroup {
            accepted_agreement: false,
            ..update()
        };
        assert_eq!(
            update_problems(&uncertified),
            vec![("acceptedAgreement".into(), "mustCertify".into())]
        );
    }

    #[test]
    fn platforms_when_sent_are_at_least_one_known_one() {
        let with = |ids: Vec<i64>| UpdateGroup {
            platform_ids: Some(ids),
            ..update()
        };
        assert_eq!(update_problems(&with(vec![1, 3])), vec![]);
        assert_eq!(
            update_problems(&with(vec![])),
            vec![("platformIds".into(), "platformRequired".into())]
        );
        assert_eq!(
            update_problems(&with(vec![2, 9])),
            vec![("platformIds".into(), "invalidChoice".into())]
        );
    }

    #[test]
    fn only_the_five_statuses_are_choices() {
        for id in 1..=5 {
            assert_eq!(check_group_status(id), Ok(()));
        }
        for id in [0, 6, -1] {
            assert_eq!(check_group_status(id), Err("invalidChoice"));
        }
    }

    #[test]
    fn only_the_differences_are_added_and_removed() {
        assert_eq!(link_changes(&[1, 2], &[2, 3, 3]), (vec![3], vec![1]));
        assert_eq!(link_changes(&[1, 2], &[2, 1]), (vec![], vec![]));
        assert_eq!(link_changes(&[], &[3, 1]), (vec![1, 3], vec![]));
        assert_eq!(link_changes(&[1], &[]), (vec![], vec![1]));
    }

    #[test]
    fn images_are_known_by_their_signature() {
        assert_eq!(
            ImageType::sniff(b"\x89PNG\r\n\x1a\nrest"),
            Some(ImageType::Png)
        );
        assert_eq!(
            ImageType::sniff(&[0xff, 0xd8, 0xff, 0xe0]),
            Some(ImageType::Jpeg)
        );
        assert_eq!(ImageType::sniff(b"GIF89a..."), Some(ImageType::Gif));
        assert_eq!(
            ImageType::sniff(b"RIFF\0\0\0\0WEBPVP8 "),
            Some(ImageType::Webp)
        );
        assert_eq!(
            ImageType::sniff(b"<svg xmlns='http://www.w3.org/2000/svg'/>"),
            None
        );
        assert_eq!(ImageType::sniff(b"RIFF\0\0\0\0WAVE"), None);
    }

    #[test]
    fn an_oversized_or_unknown_file_is_refused_with_its_reason() {
        let big = [b"\x89PNG\r\n\x1a\n".as_slice(), &vec![0; MAX_LOGO_BYTES]].concat();
        let key = |result: Result<ImageType>| match result {
            Err(Error::Validation(fields)) => fields["logo"].clone(),
            other => panic!("expected a validation error, got {other:?}"),
        };
        assert_eq!(key(check_logo(&big)), "tooLarge");
        assert_eq!(key(check_logo(b"hello")), "invalidImage");
    }

    #[test]
    fn the_address_carries_the_content_hash() {
        assert_eq!(
            logo_url("acme", "logos/7-0123456789abcdef.png"),
            "/api/v1/groups/acme/logo?v=0123456789abcdef"
        );
    }
}
