//! Mails of the inquiry forms: a research-report request or a Contact Us message told to the
//! site's administrators (each in their own language), and the requester's confirmation (in the
//! language of the page they used).

use super::templates::{compose, greeting, signature, Block, Mail};
use crate::language::Language;

/// Who wrote, as they typed it (the mail escapes it in its HTML part).
pub struct Sender<'a> {
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub email: &'a str,
    /// Empty when left out.
    pub phone: &'a str,
    pub message: &'a str,
}

/// A program a research request is about.
pub struct RequestedReport<'a> {
    pub program_name: &'a str,
    pub group_name: &'a str,
    /// The program's page in the recipient's language.
    pub url: &'a str,
}

/// The sender's details, one line each, then their message.
fn sender_blocks(language: Language, sender: &Sender) -> Vec<Block> {
    let (name, email, phone, message, none) = match language {
        Language::En => ("Name", "Email", "Phone", "Message:", "not given"),
        Language::ZhHans => ("姓名", "电子邮件", "电话", "留言：", "未填写"),
    };
    let separator = match language {
        Language::En => ": ",
        Language::ZhHans => "：",
    };
    let phone_value = if sender.phone.is_empty() {
        none
    } else {
        sender.phone
    };
    let full_name = match language {
        Language::En => format!("{} {}", sender.first_name, sender.last_name),
        Language::ZhHans => format!("{}{}", sender.last_name, sender.first_name),
    };
    vec![
        Block::Text(format!("{name}{separator}{full_name}")),
        Block::Text(format!("{email}{separator}{}", sender.email)),
        Block::Text(format!("{phone}{separator}{phone_value}")),
        Block::Text(message.to_owned()),
        Block::Text(sender.message.to_owned()),
    ]
}

/// Tells an administrator that someone asked for a free research report.
pub fn research_request_notification(
    to: &str,
    first_name: &str,
    language: Language,
    sender: &Sender,
    report: &RequestedReport,
    list_url: &str,
) -> Mail {
    let (subject, body, program_label, list_label) = match language {
        Language::En => (
            format!("Research report request: {}", report.program_name),
            format!(
                "A free research report was requested on {} ({}).",
                report.program_name, report.group_name
            ),
            "See the program",
            "All research requests",
        ),
        Language::ZhHans => (
            format!("研究报告申请：{}", report.program_name),
            format!(
                "有人申请了 {}（{}）的免费研究报告。",
                report.program_name, report.group_name
            ),
            "查看项目",
            "全部研究报告申请",
        ),
    };
    let mut blocks = vec![greeting(language, first_name), Block::Text(body)];
    blocks.extend(sender_blocks(language, sender));
    blocks.push(Block::Link {
        label: program_label.to_owned(),
        url: report.url.to_owned(),
    });
    blocks.push(Block::Link {
        label: list_label.to_owned(),
        url: list_url.to_owned(),
    });
    blocks.push(signature(language));
    compose(
        "research-request-notification",
        to,
        language,
        subject,
        blocks,
    )
}

/// Confirms a research-report request to the person who sent it.
pub fn research_request_confirmation(
    to: &str,
    first_name: &str,
    language: Language,
    report: &RequestedReport,
) -> Mail {
    let (subject, body, label) = match language {
        Language::En => (
            "We received your research report request".to_owned(),
            format!(
                "Thank you for requesting a free research report on {} ({}). Our team will \
                 contact you shortly.",
                report.program_name, report.group_name
            ),
            "See the program",
        ),
        Language::ZhHans => (
            "我们已收到您的研究报告申请".to_owned(),
            format!(
                "感谢您申请 {}（{}）的免费研究报告。我们的团队将很快与您联系。",
                report.program_name, report.group_name
            ),
            "查看项目",
        ),
    };
    compose(
        "research-request-confirmation",
        to,
        language,
        subject,
        vec![
            greeting(language, first_name),
            Block::Text(body),
            Block::Link {
                label: label.to_owned(),
                url: report.url.to_owned(),
            },
            signature(language),
        ],
    )
}

/// Tells an administrator that someone wrote with the Contact Us form.
pub fn contact_message_notification(
    to: &str,
    first_name: &str,
    language: Language,
    sender: &Sender,
    list_url: &str,
) -> Mail {
    let (subject, body, list_label) = match language {
        Language::En => (
            "New Contact Us message",
            "A message was sent with the Contact Us form.",
            "All messages",
        ),
        Language::ZhHans => (
            "新的联系我们留言",
            "有人通过“联系我们”表单发送了留言。",
            "全部留言",
        ),
    };
    let mut blocks = vec![greeting(language, first_name), Block::Text(body.to_owned())];
    blocks.extend(sender_blocks(language, sender));
    blocks.push(Block::Link {
        label: list_label.to_owned(),
        url: list_url.to_owned(),
    });
    blocks.push(signature(language));
    compose(
        "contact-message-notification",
        to,
        language,
        subject.to_owned(),
        blocks,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const SENDER: Sender = Sender {
        first_name: "<Ann>",
        last_name: "Lee",
        email: "ann@example.com",
        phone: "",
        message: "Tell me about fees & terms.",
    };
    const REPORT: RequestedReport = RequestedReport {
        program_name: "Trend",
        group_name: "Acme",
        url: "http://x.test/en/groups/acme/programs/trend",
    };

    #[test]
    fn the_administrators_mail_carries_the_sender_and_escapes_them_in_html() {
        let mail = research_request_notification(
            "admin@x.test",
            "Bo",
            Language::En,
            &SENDER,
            &REPORT,
            "http://x.test/en/admin/inquiries",
        );
        assert_eq!(mail.template, "research-request-notification");
        assert_eq!(mail.subject, "Research report request: Trend");
        assert!(mail.text.contains("Name: <Ann> Lee") && mail.text.contains("Phone: not given"));
        assert!(mail.text.contains("Tell me about fees & terms."));
        assert!(mail.html.contains("&lt;Ann&gt;") && !mail.html.contains("<Ann>"));
        assert!(mail.text.contains(REPORT.url) && mail.text.contains("/en/admin/inquiries"));
    }

    #[test]
    fn every_inquiry_mail_exists_in_both_languages() {
        for language in [Language::En, Language::ZhHans] {
            let mails = [
                research_request_notification("a@b.co", "Bo", language, &SENDER, &REPORT, "u"),
                research_request_confirmation("a@b.co", "Ann", language, &REPORT),
                contact_message_notification("a@b.co", "Bo", language, &SENDER, "u"),
            ];
            for mail in mails {
                assert_eq!(mail.language, language);
                assert!(!mail.subject.is_empty() && mail.html.contains(language.code()));
            }
        }
        let zh = research_request_confirmation("a@b.co", "安", Language::ZhHans, &REPORT);
        assert!(zh.subject.contains("研究报告") && zh.text.contains("安，您好"));
        let zh = contact_message_notification("a@b.co", "博", Language::ZhHans, &SENDER, "u");
        assert!(zh.text.contains("姓名：Lee<Ann>") && zh.text.contains("电话：未填写"));
    }
}
