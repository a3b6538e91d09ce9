//! Mails of the lists a reader can leave: the newsletter's confirmation and the new-program
//! alert. Each ends with its unsubscribe link and names it in `List-Unsubscribe`.

use super::templates::{compose, greeting, signature, Block, Mail};
use crate::language::Language;

/// A program named in a new-program alert.
pub struct NewProgram {
    pub program_name: String,
    pub group_name: String,
    /// The program's page in the recipient's language.
    pub url: String,
}

fn salutation(language: Language, first_name: &str) -> Block {
    if first_name.is_empty() {
        Block::Text(
            match language {
                Language::En => "Hello,",
                Language::ZhHans => "您好：",
            }
            .to_owned(),
        )
    } else {
        greeting(language, first_name)
    }
}

fn unsubscribe_block(language: Language, url: &str, list: &str) -> Block {
    Block::Link {
        label: match language {
            Language::En => format!("Unsubscribe from {list}"),
            Language::ZhHans => format!("退订{list}"),
        },
        url: url.to_owned(),
    }
}

fn with_unsubscribe(mut mail: Mail, url: &str) -> Mail {
    mail.list_unsubscribe = Some(url.to_owned());
    mail
}

/// Asks the address to confirm its newsletter subscription (double opt-in).
pub fn newsletter_confirmation(
    to: &str,
    first_name: &str,
    language: Language,
    confirm_url: &str,
    unsubscribe_url: &str,
) -> Mail {
    let (subject, body, label, ignore, list) = match language {
        Language::En => (
            "Confirm your CTA Atlas newsletter subscription",
            "Please confirm that you want to receive the CTA Atlas newsletter at this address. \
             The link works for 7 days.",
            "Confirm my subscription",
            "If you did not ask for the newsletter, ignore this mail: you will not be subscribed.",
            "the newsletter",
        ),
        Language::ZhHans => (
            "请确认订阅 CTA Atlas 新闻简报",
            "请确认您希望通过此邮箱接收 CTA Atlas 新闻简报。此链接 7 天内有效。",
            "确认订阅",
            "如果您没有申请订阅新闻简报，请忽略此邮件，您不会被加入订阅名单。",
            "新闻简报",
        ),
    };
    let mail = compose(
        "newsletter-confirmation",
        to,
        language,
        subject.to_owned(),
        vec![
            salutation(language, first_name),
            Block::Text(body.to_owned()),
            Block::Link {
                label: label.to_owned(),
                url: confirm_url.to_owned(),
            },
            Block::Text(ignore.to_owned()),
            signature(language),
            unsubscribe_block(language, unsubscribe_url, list),
        ],
    );
    with_unsubscribe(mail, unsubscribe_url)
}

/// Tells a member who asked for new-program alerts which programs were first activated since
/// the last alert.
pub fn new_program_alert(
    to: &str,
    first_name: &str,
    language: Language,
    programs: &[NewProgram],
    unsubscribe_url: &str,
) -> Mail {
    let count = programs.len();
    let (subject, body, list) = match language {
        Language::En => (
            if count == 1 {
                "A new program on CTA Atlas".to_owned()
            } else {
                format!("{count} new programs on CTA Atlas")
            },
            "These programs were newly listed on CTA Atlas:",
            "new-program alerts",
        ),
        Language::ZhHans => (
            format!("CTA Atlas 新上线 {count} 个项目"),
            "以下项目已在 CTA Atlas 新上线：",
            "新项目提醒",
        ),
    };
    let mut blocks = vec![
        salutation(language, first_name),
        Block::Text(body.to_owned()),
    ];
    blocks.extend(programs.iter().map(|program| Block::Link {
        label: match language {
            Language::En => format!("{} ({})", program.program_name, program.group_name),
            Language::ZhHans => format!("{}（{}）", program.program_name, program.group_name),
        },
        url: program.url.clone(),
    }));
    blocks.push(signature(language));
    blocks.push(unsubscribe_block(language, unsubscribe_url, list));
    with_unsubscribe(
        compose("new-program-alert", to, language, subject, blocks),
        unsubscribe_url,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_confirmation_carries_both_links_in_the_recipients_language() {
        for (language, words) in [(Language::En, "Confirm"), (Language::ZhHans, "确认")] {
            let mail = newsletter_confirmation(
                "a@b.co",
                "",
                language,
                "http://x.test/confirm?token=c",
                "http://x.test/unsubscribe?token=u",
            );
            assert!(mail.subject.contains(words));
            assert!(mail.text.contains("http://x.test/confirm?token=c"));
            assert!(mail.text.contains("http://x.test/unsubscribe?token=u"));
            assert_eq!(
                mail.list_unsubscribe.as_deref(),
                Some("http://x.test/unsubscribe?token=u")
            );
        }
    }

    #[test]
    fn the_alert_lists_each_program_and_escapes_names() {
        let programs = [
            NewProgram {
                program_name: "Trend <One>".to_owned(),
                group_name: "Fish & Co".to_owned(),
                url: "http://x.test/en/groups/fish/programs/trend".to_owned(),
            },
            NewProgram {
                program_name: "Carry".to_owned(),
                group_name: "Fish & Co".to_owned(),
                url: "http://x.test/en/groups/fish/programs/carry".to_owned(),
            },
        ];
        let en = new_program_alert("a@b.co", "Ann", Language::En, &programs, "http://u");
        assert_eq!(en.subject, "2 new programs on CTA Atlas");
        assert!(en.text.contains("Trend <One> (Fish & Co)"));
        assert!(en.html.contains("Trend &lt;One&gt; (Fish &amp; Co)"));
        assert!(en
            .text
            .contains("Unsubscribe from new-program alerts\nhttp://u"));
        let zh = new_program_alert("a@b.co", "安", Language::ZhHans, &programs[..1], "http://u");
        assert_eq!(zh.subject, "CTA Atlas 新上线 1 个项目");
        assert!(zh.text.contains("退订新项目提醒"));
    }
}
