//! The spec's account rules (section 5), each returning the message key of the spec's catalogue
//! that the web app translates.

/// Minimum password length (spec section 9).
pub const PASSWORD_MIN_LENGTH: usize = 6;

/// A password is at least six characters and mixes upper- and lowercase letters.
pub fn check_password(password: &str) -> Result<(), &'static str> {
    if password.is_empty() {
        return Err("PasswordRequired");
    }
    if password.chars().count() < PASSWORD_MIN_LENGTH {
        return Err("PasswordMinLength");
    }
    let has_lower = password.chars().any(char::is_lowercase);
    let has_upper = password.chars().any(char::is_uppercase);
    if !(has_lower && has_upper) {
        return Err("PasswordStrength");
    }
    Ok(())
}

/// An email address: one `@`, a non-empty local part, a dotted domain, no spaces.
pub fn check_email(email: &str) -> Result<(), &'static str> {
    let email = email.trim();
    if email.is_empty() {
        return Err("required");
    }
    let valid = match email.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && !domain.contains('@')
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
                && !email.chars().any(char::is_whitespace)
        }
        None => false,
    };
    if valid {
        Ok(())
    } else {
        Err("invalidEmail")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_needs_six_characters() {
        assert_eq!(check_password(""), Err("PasswordRequired"));
        assert_eq!(check_password("Ab1"), Err("PasswordMinLength"));
        assert_eq!(check_password("Abcdef"), Ok(()));
    }

    #[test]
    fn a_password_mixes_upper_and_lowercase() {
        assert_eq!(check_password("abcdefg"), Err("PasswordStrength"));
        assert_eq!(check_password("ABCDEFG"), Err("PasswordStrength"));
        assert_eq!(check_password("abcDefg"), Ok(()));
    }

    #[test]
    fn an_email_has_a_local_part_and_a_dotted_domain() {
        assert_eq!(check_email("jo@example.com"), Ok(()));
        assert_eq!(check_email(" jo@example.com "), Ok(()));
        assert_eq!(check_email(""), Err("required"));
        for bad in [
            "jo",
            "jo@",
            "@example.com",
            "jo@example",
            "jo@@example.com",
            "j o@example.com",
            "jo@example.",
        ] {
            assert_eq!(check_email(bad), Err("invalidEmail"), "{bad}");
        }
    }
}
