//! The site's mails in English and Simplified Chinese, each as plain text and HTML.

use analytics_core::YearMonth;

use crate::language::Language;

/// A mail ready to deliver.
#[derive(Debug, Clone, PartialEq)]
pub struct Mail {
    /// Template name, e.g. `cta-registration-confirmation` (the spec's name for that one).
    pub template: &'static str,
    pub to: String,
    pub language: Language,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// Text only the delivered message may carry (a reset token): the record of the mail in
    /// `mail_outbox` has each replaced by `[redacted]`.
    pub secrets: Vec<String>,
    /// The address of the `List-Unsubscribe` header, for mails of a list the recipient can leave.
    pub list_unsubscribe: Option<String>,
}

/// What a secret is replaced with in the stored copy of a mail.
pub const REDACTED: &str = "[redacted]";

impl Mail {
    /// The mail, with `secret` kept out of its stored copy.
    pub fn redacting(mut self, secret: &str) -> Mail {
        if !secret.is_empty() {
            self.secrets.push(secret.to_owned());
        }
        self
    }

    /// `text` with every secret of this mail replaced by `[redacted]`.
    pub fn redact(&self, text: &str) -> String {
        self.secrets.iter().fold(text.to_owned(), |text, secret| {
            text.replace(secret, REDACTED)
        })
    }
}

pub(super) enum Block {
    Text(String),
    Link { label: String, url: String },
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

pub(super) fn compose(
    template: &'static str,
    to: &str,
    language: Language,
    subject: String,
    blocks: Vec<Block>,
) -> Mail {
    let text_parts: Vec<String> = blocks
        .iter()
        .map(|block| match block {
            Block::Text(text) => text.clone(),
            Block::Link { label, url } => format!("{label}\n{url}"),
        })
        .collect();
    let html_parts: Vec<String> = blocks
        .iter()
        .map(|block| match block {
            Block::Text(text) => format!("<p>{}</p>", escape(text)),
            Block::Link { label, url } => {
                format!("<p><a href=\"{}\">{}</a></p>", escape(url), escape(label))
            }
        })
        .collect();
    let lang = language.code();
    Mail {
        template,
        to: to.to_owned(),
        language,
        html: format!(
            "<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\"><title>{}</title>\
             </head><body>{}</body></html>",
            escape(&subject),
            html_parts.join("")
        ),
        subject,
        text: text_parts.join("\n\n") + "\n",
        secrets: Vec::new(),
        list_unsubscribe: None,
    }
}

pub(super) fn greeting(language: Language, first_name: &str) -> Block {
    Block::Text(match language {
        Language::En => format!("Dear {first_name},"),
        Language::ZhHans => format!("{first_name}，您好："),
    })
}

pub(super) fn signature(language: Language) -> Block {
    Block::Text(
        match language {
            Language::En => "The CTA Atlas team",
            Language::ZhHans => "CTA Atlas 团队",
        }
        .to_owned(),
    )
}

/// Sent after a member registers.
pub fn member_registration_confirmation(
    to: &str,
    first_name: &str,
    language: Language,
    site_url: &str,
) -> Mail {
    let (subject, body, label) = match language {
        Language::En => (
            "Welcome to CTA Atlas",
            "Your CTA Atlas account is ready. You can now keep watchlists with email alerts, \
             build portfolios and save blends of programs.",
            "Browse the managed futures programs",
        ),
        Language::ZhHans => (
            "欢迎加入 CTA Atlas",
            "您的 CTA Atlas 账户已开通。现在您可以建立带邮件提醒的关注列表、构建投资组合并保存项目组合。",
            "浏览管理期货项目",
        ),
    };
    compose(
        "member-registration-confirmation",
        to,
        language,
        subject.to_owned(),
        vec![
            greeting(language, first_name),
            Block::Text(body.to_owned()),
            Block::Link {
                label: label.to_owned(),
                url: format!("{site_url}/{}/managed-futures/performance", language.code()),
            },
            signature(language),
        ],
    )
}

/// Sent after a CTA registers with a company (the spec's `cta-registration-confirmation`).
pub fn cta_registration_confirmation(
    to: &str,
    first_name: &str,
    company: &str,
    language: Language,
    group_url: &str,
) -> Mail {
    let (subject, body, label) = match language {
        Language::En => (
            format!("Your registration of {company} on CTA Atlas"),
            format!(
                "Thank you for registering {company}. The company profile is pending review by \
                 our team; meanwhile you can complete it and add your programs and their monthly \
                 performance."
            ),
            "Open your company profile",
        ),
        Language::ZhHans => (
            format!("您在 CTA Atlas 注册的公司：{company}"),
            format!(
                "感谢您注册 {company}。公司资料正在等待我们审核；在此期间，您可以完善资料，并添加交易项目及其月度业绩。"
            ),
            "打开公司资料",
        ),
    };
    compose(
        "cta-registration-confirmation",
        to,
        language,
        subject,
        vec![
            greeting(language, first_name),
            Block::Text(body),
            Block::Link {
                label: label.to_owned(),
                url: group_url.to_owned(),
            },
            signature(language),
        ],
    )
}

/// The link that sets a new password; valid for an hour and once.
pub fn password_reset(to: &str, first_name: &str, language: Language, link: &str) -> Mail {
    let (subject, body, label, ignore) = match language {
        Language::En => (
            "Reset your CTA Atlas password",
            "Someone asked to reset the password of your CTA Atlas account. The link below lets \
             you choose a new one; it works once, within an hour.",
            "Choose a new password",
            "If you did not ask for this, ignore this mail: your password stays as it is.",
        ),
        Language::ZhHans => (
            "重置您的 CTA Atlas 密码",
            "有人请求重置您的 CTA Atlas 账户密码。请通过下面的链接设置新密码；该链接只能使用一次，一小时内有效。",
            "设置新密码",
            "如果这不是您本人的请求，请忽略此邮件，您的密码不会改变。",
        ),
    };
    compose(
        "password-reset",
        to,
        language,
        subject.to_owned(),
        vec![
            greeting(language, first_name),
            Block::Text(body.to_owned()),
            Block::Link {
                label: label.to_owned(),
                url: link.to_owned(),
            },
            Block::Text(ignore.to_owned()),
            signature(language),
        ],
    )
}

/// Tells the owner that the password changed, so a change they did not make does not go unseen.
pub fn password_changed(to: &str, first_name: &str, language: Language) -> Mail {
    let (subject, body) = match language {
        Language::En => (
            "Your CTA Atlas password was changed",
            "The password of your CTA Atlas account was just changed. If this was not you, reset \
             your password at once and contact us.",
        ),
        Language::ZhHans => (
            "您的 CTA Atlas 密码已更改",
            "您的 CTA Atlas 账户密码刚刚被更改。如果不是您本人操作，请立即重置密码并联系我们。",
        ),
    };
    compose(
        "password-changed",
        to,
        language,
        subject.to_owned(),
        vec![
            greeting(language, first_name),
            Block::Text(body.to_owned()),
            signature(language),
        ],
    )
}

/// Tells the old address that the account moved to `new_email`, so a takeover by a changed
/// address does not go unseen by the owner.
pub fn email_changed(to: &str, new_email: &str, first_name: &str, language: Language) -> Mail {
    let (subject, body) = match language {
        Language::En => (
            "Your CTA Atlas email address was changed",
            format!(
                "The email address of your CTA Atlas account was just changed to {new_email}; \
                 mail for the account now goes there. If this was not you, contact us at once."
            ),
        ),
        Language::ZhHans => (
            "您的 CTA Atlas 电子邮件地址已更改",
            format!(
                "您的 CTA Atlas 账户的电子邮件地址刚刚被更改为 {new_email}，此后账户邮件将发送到该地址。\
                 如果不是您本人操作，请立即联系我们。"
            ),
        ),
    };
    compose(
        "email-changed",
        to,
        language,
        subject.to_owned(),
        vec![
            greeting(language, first_name),
            Block::Text(body),
            signature(language),
        ],
    )
}

/// A month and its return as an alert shows them: "March 2024: -1.25%" or "2024年3月：-1.25%".
fn month_line(language: Language, month: YearMonth, monthly_return: f64) -> String {
    const MONTHS: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    let (year, number) = (month.year(), month.month());
    let percent = format!("{:.2}%", monthly_return * 100.0);
    match language {
        Language::En => {
            let name = MONTHS[number as usize - 1];
            format!("{name} {year}: {percent}")
        }
        Language::ZhHans => format!("{year}年{number}月：{percent}"),
    }
}

/// Tells a member who watches a program with alerts on that it reported new months
/// (`months`: the month and its return as a fraction).
pub fn watchlist_alert(
    to: &str,
    first_name: &str,
    language: Language,
    program: &str,
    months: &[(YearMonth, f64)],
    link: &str,
) -> Mail {
    let (subject, body, label) = match language {
        Language::En => (
            format!("New performance for {program}"),
            format!("{program}, on your watchlist, reported new monthly performance:"),
            "See the program",
        ),
        Language::ZhHans => (
            format!("{program} 有新的月度业绩"),
            format!("您关注列表中的 {program} 公布了新的月度业绩："),
            "查看项目",
        ),
    };
    let mut blocks = vec![greeting(language, first_name), Block::Text(body)];
    blocks.extend(
        months
            .iter()
            .map(|(month, value)| Block::Text(month_line(language, *month, *value))),
    );
    blocks.push(Block::Link {
        label: label.to_owned(),
        url: link.to_owned(),
    });
    blocks.push(signature(language));
    compose("watchlist-alert", to, language, subject, blocks)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_escapes_what_the_user_typed_and_text_keeps_it() {
        let mail = cta_registration_confirmation(
            "a@b.co",
            "<Ann>",
            "Fish & Chips",
            Language::En,
            "http://x.test/en/groups/fish-chips",
        );
        assert_eq!(mail.template, "cta-registration-confirmation");
        assert!(mail.text.contains("Dear <Ann>,"));
        assert!(mail.html.contains("&lt;Ann&gt;"));
        assert!(mail.html.contains("Fish &amp; Chips"));
        assert!(mail.text.contains("http://x.test/en/groups/fish-chips"));
    }

    #[test]
    fn every_mail_exists_in_both_languages() {
        for language in [Language::En, Language::ZhHans] {
            let mails = [
                member_registration_confirmation("a@b.co", "Ann", language, "http://x.test"),
                cta_registration_confirmation("a@b.co", "Ann", "Co", language, "http://x.test"),
                password_reset("a@b.co", "Ann", language, "http://x.test/r"),
                password_changed("a@b.co", "Ann", language),
                watchlist_alert(
                    "a@b.co",
                    "Ann",
                    language,
                    "Trend",
                    &[(YearMonth::of(2024, 3), 0.01)],
                    "u",
                ),
            ];
            for mail in mails {
                assert_eq!(mail.language, language);
                assert!(!mail.subject.is_empty() && mail.html.contains(language.code()));
            }
        }
        let zh = password_reset("a@b.co", "安", Language::ZhHans, "http://x.test/r");
        assert!(zh.subject.contains("重置") && zh.text.contains("安，您好"));
    }

    #[test]
    fn an_alert_names_the_program_and_each_new_month_with_its_return() {
        let link = "http://x.test/en/groups/acme/programs/trend";
        let months = [
            (YearMonth::of(2024, 2), -0.0125),
            (YearMonth::of(2024, 3), 0.02),
        ];
        let en = watchlist_alert("a@b.co", "Ann", Language::En, "Trend", &months, link);
        assert_eq!(en.template, "watchlist-alert");
        assert_eq!(en.subject, "New performance for Trend");
        assert!(en.text.contains("February 2024: -1.25%"), "{}", en.text);
        assert!(en.text.contains("March 2024: 2.00%") && en.text.contains(link));
        assert!(en.html.contains(&format!("href=\"{link}\"")));
        let zh = watchlist_alert("a@b.co", "安", Language::ZhHans, "Trend", &months, link);
        assert!(zh.subject.contains("Trend") && zh.subject.contains("月度业绩"));
        assert!(zh.text.contains("2024年2月：-1.25%") && zh.text.contains("2024年3月：2.00%"));
    }
}
