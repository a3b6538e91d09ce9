//! Outgoing mail: SMTP when an `SMTP_URL` is configured, otherwise `.eml` files in the outbox
//! folder of the data directory, so nothing is lost and a developer can read every mail. Every
//! mail is also recorded in `mail_outbox` with how it went.
//!
//! What is kept where: the delivered message (the SMTP conversation, or the outbox file, which
//! is the delivery when there is no SMTP server) is the whole mail, reset link included; the
//! `mail_outbox` row is the mail with its secrets (`Mail::secrets`) replaced by `[redacted]`, so
//! a database dump or backup holds no working link. With SMTP configured no file is written.

mod inquiries;
mod subscriptions;
mod templates;

use std::path::PathBuf;

use lettre::message::header::{ContentType, Header, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use sqlx::Row;

pub use inquiries::{
    contact_message_notification, research_request_confirmation, research_request_notification,
    RequestedReport, Sender,
};
pub use subscriptions::{new_program_alert, newsletter_confirmation, NewProgram};
pub use templates::{
    cta_registration_confirmation, email_changed, member_registration_confirmation,
    password_changed, password_reset, watchlist_alert, Mail, REDACTED,
};

use crate::config::Config;
use crate::error::Result;
use crate::storage::{now, Db};

/// The outbox folder inside the data directory.
pub const OUTBOX_DIR: &str = "outbox";

/// RFC 2369's `List-Unsubscribe`: the address that takes the recipient off the list.
#[derive(Clone)]
struct ListUnsubscribe(String);

impl Header for ListUnsubscribe {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe")
    }

    fn parse(value: &str) -> std::result::Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribe(value.to_owned()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.clone())
    }
}

enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Outbox(PathBuf),
}

pub struct Mailer {
    transport: Transport,
    from: Mailbox,
}

impl Mailer {
    /// SMTP to `smtp_url` (`smtp://user:pass@host:port`, `smtps://…` for TLS), else the outbox.
    pub fn from_config(config: &Config) -> anyhow::Result<Mailer> {
        let transport = match &config.smtp_url {
            Some(url) => Transport::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url)?
                    .timeout(Some(std::time::Duration::from_secs(15)))
                    .build(),
            ),
            None => Transport::Outbox(config.data_dir.join(OUTBOX_DIR)),
        };
        Ok(Mailer {
            transport,
            from: config.mail_from.parse()?,
        })
    }

    fn transport_name(&self) -> &'static str {
        match self.transport {
            Transport::Smtp(_) => "smtp",
            Transport::Outbox(_) => "file",
        }
    }

    /// Records and delivers a mail. A delivery failure is logged and recorded, not returned: the
    /// action that caused the mail (a registration, a reset request) has already succeeded.
    pub async fn send(&self, db: &Db, mail: &Mail) -> Result<()> {
        let id: i64 = sqlx::query(
            "INSERT INTO mail_outbox (template, to_address, subject, body_text, body_html, \
             language, created_at, transport) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
        )
        .bind(mail.template)
        .bind(&mail.to)
        .bind(mail.redact(&mail.subject))
        .bind(mail.redact(&mail.text))
        .bind(mail.redact(&mail.html))
        .bind(mail.language.code())
        .bind(now())
        .bind(self.transport_name())
        .fetch_one(&db.pool)
        .await?
        .try_get("id")?;
        let outcome = self.deliver(id, mail).await;
        if let Err(error) = &outcome {
            tracing::error!(mail = id, template = mail.template, %error, "mail not delivered");
        }
        sqlx::query("UPDATE mail_outbox SET sent_at = $1, error = $2 WHERE id = $3")
            .bind(outcome.is_ok().then(now))
            .bind(outcome.err().map(|error| error.to_string()))
            .bind(id)
            .execute(&db.pool)
            .await?;
        Ok(())
    }

    async fn deliver(&self, id: i64, mail: &Mail) -> anyhow::Result<()> {
        let mut builder = Message::builder()
            .from(self.from.clone())
            .to(mail.to.parse()?)
            .subject(&mail.subject);
        if let Some(url) = &mail.list_unsubscribe {
            builder = builder.header(ListUnsubscribe(format!("<{url}>")));
        }
        let message = builder.multipart(
            MultiPart::alternative()
                .singlepart(
                    SinglePart::builder()
                        .header(ContentType::TEXT_PLAIN)
                        .body(mail.text.clone()),
                )
                .singlepart(
                    SinglePart::builder()
                        .header(ContentType::TEXT_HTML)
                        .body(mail.html.clone()),
                ),
        )?;
        match &self.transport {
            Transport::Smtp(smtp) => {
                smtp.send(message).await?;
            }
            Transport::Outbox(dir) => {
                tokio::fs::create_dir_all(dir).await?;
                // Named so a listing sorts oldest first and says what each mail is.
                let name = format!("{id:08}-{}.eml", mail.template);
                tokio::fs::write(dir.join(name), message.formatted()).await?;
            }
        }
        Ok(())
    }
}
