//! The inquiry forms' rules and the per-account allowance, plain functions over values.

use super::model::{Inquiry, MAX_MESSAGE_LENGTH};
use crate::error::{Error, Result};
use crate::validation::{
    check_email, check_optional, check_phone, check_required, FieldErrors, MAX_TEXT_LENGTH,
};

/// Every field of a form: names and message required and bounded, a valid email, a phone that
/// is valid when given, and a solved verification from a caller who is not signed in.
pub fn check_inquiry(inquiry: &Inquiry, signed_in: bool, verified: bool) -> Result<()> {
    let mut errors = FieldErrors::default();
    errors.check(
        "firstName",
        check_required(&inquiry.first_name, MAX_TEXT_LENGTH),
    );
    errors.check(
        "lastName",
        check_required(&inquiry.last_name, MAX_TEXT_LENGTH),
    );
    errors.check("email", check_email(&inquiry.email));
    errors.check("email", check_optional(&inquiry.email, MAX_TEXT_LENGTH));
    if !inquiry.phone.is_empty() {
        errors.check("phone", check_phone(&inquiry.phone));
    }
    errors.check(
        "message",
        check_required(&inquiry.message, MAX_MESSAGE_LENGTH),
    );
    if !signed_in && !verified {
        errors.check("verification", Err("invalidRecaptcha"));
    }
    errors.into_result()
}

/// `rate_limited` once an account has sent `limit` inquiries in the counted period.
pub fn check_account_allowance(sent: i64, limit: usize) -> Result<()> {
    if usize::try_from(sent).unwrap_or(usize::MAX) >= limit {
        Err(Error::TooManyRequests)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inquiry() -> Inquiry {
        Inquiry {
            first_name: "Ann".to_owned(),
            last_name: "Lee".to_owned(),
            email: "ann@example.com".to_owned(),
            phone: String::new(),
            message: "Please send the report.".to_owned(),
        }
    }

    fn fields(result: Result<()>) -> Vec<(String, String)> {
        match result {
            Ok(()) => Vec::new(),
            Err(Error::Validation(map)) => map.into_iter().collect(),
            Err(other) => panic!("not a validation error: {other:?}"),
        }
    }

    #[test]
    fn a_complete_form_passes_and_anonymous_callers_must_verify() {
        assert!(check_inquiry(&inquiry(), true, false).is_ok());
        assert!(check_inquiry(&inquiry(), false, true).is_ok());
        assert_eq!(
            fields(check_inquiry(&inquiry(), false, false)),
            [("verification".to_owned(), "invalidRecaptcha".to_owned())]
        );
    }

    #[test]
    fn each_field_reports_its_message_key() {
        let bad = Inquiry {
            first_name: " ".to_owned(),
            last_name: "x".repeat(MAX_TEXT_LENGTH + 1),
            email: "not-an-address".to_owned(),
            phone: "12".to_owned(),
            message: "m".repeat(MAX_MESSAGE_LENGTH + 1),
        };
        let found = fields(check_inquiry(&bad, true, false));
        let expected = [
            ("email", "invalidEmail"),
            ("firstName", "required"),
            ("lastName", "tooLong"),
            ("message", "tooLong"),
            ("phone", "invalidPhone"),
        ]
        .map(|(field, key)| (field.to_owned(), key.to_owned()));
        assert_eq!(found, expected);
        let empty = Inquiry {
            message: String::new(),
            ..inquiry()
        };
        assert_eq!(
            fields(check_inquiry(&empty, true, false)),
            [("message".to_owned(), "required".to_owned())]
        );
        let valid_phone = Inquiry {
            phone: "312-555-0123".to_owned(),
            ..inquiry()
        };
        assert!(check_inquiry(&valid_phone, true, false).is_ok());
    }

    #[test]
    fn an_account_may_send_up_to_its_limit() {
        assert!(check_account_allowance(0, 2).is_ok());
        assert!(check_account_allowance(1, 2).is_ok());
        assert!(matches!(
            check_account_allowance(2, 2),
            Err(Error::TooManyRequests)
        ));
    }
}
