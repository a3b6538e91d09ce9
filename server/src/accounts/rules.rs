//! The accounts' rules: how long tokens and lockouts last, the checks of the registration,
//! profile, password and reset forms, and when a profile save moves the account's address.

use sha2::{Digest, Sha256};

use super::model::{MemberRegistration, PasswordChange, PasswordResetConfirmation, Profile};
use crate::error::{Error, Result};
use crate::validation::{
    check_confirmation, check_country, check_email, check_optional, check_password, check_phone,
    check_phone_prefix, check_required, check_url, FieldErrors, MAX_TEXT_LENGTH,
};

/// How long an access token lives: the spec's assumed lifetime, refreshed when under ten
/// minutes remain.
pub const ACCESS_TOKEN_SECONDS: i64 = 3600;

/// How long a refresh family lives from its sign-in; rotations do not extend it.
pub const REFRESH_TOKEN_DAYS: i64 = 30;

/// How long after a rotation the rotated token still answers with its successor. Two browser
/// tabs, or a retry after a dropped response, can present one token twice within moments; a
/// replay by a thief after this window trips reuse detection. Thirty seconds covers a slow
/// network round trip while leaving a stolen token almost no time to be useful.
pub const REFRESH_GRACE_SECONDS: i64 = 30;

/// Failed sign-ins in a row that lock an account.
pub const MAX_FAILED_LOGINS: i64 = 5;
/// How long a locked account stays locked.
pub const LOCKOUT_MINUTES: i64 = 15;

/// How long a reset link works.
pub const RESET_TOKEN_MINUTES: i64 = 60;

/// What is stored of a refresh or reset token: its SHA-256, so a copy of the table holds no
/// usable token.
pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// The answer to an address that already has an account.
pub fn email_taken() -> Error {
    Error::Conflict {
        code: "email_taken",
        message: "an account with this email already exists".to_owned(),
    }
}

/// The checks both registration forms share: names, email, phone, country, password and
/// confirmation, and the terms of service accepted (`mustAccept`).
pub(crate) struct Personal<'a> {
    pub(crate) first_name: &'a str,
    pub(crate) last_name: &'a str,
    pub(crate) email: &'a str,
    pub(crate) phone_prefix: &'a str,
    pub(crate) phone: &'a str,
    pub(crate) country: &'a str,
    pub(crate) password: &'a str,
    pub(crate) confirm_password: &'a str,
    pub(crate) accepted_terms: bool,
}

impl Personal<'_> {
    pub(crate) fn check(&self, errors: &mut FieldErrors) {
        errors.check(
            "firstName",
            check_required(self.first_name, MAX_TEXT_LENGTH),
        );
        errors.check("lastName", check_required(self.last_name, MAX_TEXT_LENGTH));
        errors.check("email", check_email(self.email));
        errors.check("email", check_optional(self.email, MAX_TEXT_LENGTH));
        errors.check("phonePrefix", check_phone_prefix(self.phone_prefix));
        errors.check("phone", check_phone(self.phone));
        errors.check("country", check_country(self.country));
        errors.check("password", check_password(self.password));
        errors.check(
            "confirmPassword",
            check_confirmation(self.password, self.confirm_password),
        );
        if !self.accepted_terms {
            errors.check("acceptedTerms", Err("mustAccept"));
        }
    }
}

pub(crate) fn optional(value: &str) -> Option<String> {
    Some(value.trim().to_owned()).filter(|value| !value.is_empty())
}

/// The member registration form: the personal checks and a verification.
pub fn check_member_registration(request: &MemberRegistration) -> Result<()> {
    let mut errors = FieldErrors::default();
    Personal {
        first_name: &request.first_name,
        last_name: &request.last_name,
        email: &request.email,
        phone_prefix: &request.phone_prefix,
        phone: &request.phone,
        country: &request.country,
        password: &request.password,
        confirm_password: &request.confirm_password,
        accepted_terms: request.accepted_terms,
    }
    .check(&mut errors);
    if request.verification.is_none() {
        errors.check("verification", Err("invalidRecaptcha"));
    }
    errors.into_result()
}

/// The profile form's rules.
pub fn check_profile(profile: &Profile) -> Result<()> {
    let mut errors = FieldErrors::default();
    errors.check(
        "firstName",
        check_required(&profile.first_name, MAX_TEXT_LENGTH),
    );
    errors.check(
        "lastName",
        check_required(&profile.last_name, MAX_TEXT_LENGTH),
    );
    errors.check("email", check_email(&profile.email));
    errors.check("email", check_optional(&profile.email, MAX_TEXT_LENGTH));
    errors.check("phonePrefix", check_phone_prefix(&profile.phone_prefix));
    errors.check("phone", check_phone(&profile.phone));
    errors.check("country", check_country(&profile.country));
    for (field, value) in [
        ("address1", &profile.address1),
        ("address2", &profile.address2),
        ("cityTown", &profile.city_town),
        ("stateProvince", &profile.state_province),
        ("postalCode", &profile.postal_code),
    ] {
        errors.check(field, check_optional(value, MAX_TEXT_LENGTH));
    }
    errors.check("website", check_url(&profile.website));
    errors.into_result()
}

/// Whether `profile` changes the account's address (case alone is no change).
pub fn changes_email(before: &Profile, profile: &Profile) -> bool {
    !before.email.eq_ignore_ascii_case(profile.email.trim())
}

/// The password change form: the current password given, the new one valid and confirmed.
pub fn check_password_change(request: &PasswordChange) -> Result<()> {
    let mut errors = FieldErrors::default();
    if request.current_password.is_empty() {
        errors.check("currentPassword", Err("PasswordRequired"));
    }
    errors.check("newPassword", check_password(&request.new_password));
    errors.check(
        "passwordConfirmation",
        check_confirmation(&request.new_password, &request.password_confirmation),
    );
    errors.into_result()
}

/// The reset form: the link's email and token, the new password valid and confirmed.
pub fn check_reset_confirmation(request: &PasswordResetConfirmation) -> Result<()> {
    let mut errors = FieldErrors::default();
    errors.check("email", check_email(&request.email));
    if request.reset_token.trim().is_empty() {
        errors.check("resetToken", Err("required"));
    }
    errors.check("newPassword", check_password(&request.new_password));
    errors.check(
        "passwordConfirmation",
        check_confirmation(&request.new_password, &request.password_confirmation),
    );
    errors.into_result()
}
