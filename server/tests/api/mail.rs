//! Mail over a real SMTP conversation with a server on the loopback interface, and the record of
//! a delivery that failed.

use server::config::Config;
use server::language::Language;
use server::mail::{self, Mailer};
use sqlx::Row;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

use crate::support;

/// Accepts one SMTP session and answers with what it received: the envelope commands and the
/// message.
async fn smtp_server_once(listener: TcpListener) -> (Vec<String>, String) {
    let (socket, _) = listener.accept().await.unwrap();
    let (read, mut write) = socket.into_split();
    let mut lines = BufReader::new(read).lines();
    write
        .write_all(b"220 loopback ESMTP test\r\n")
        .await
        .unwrap();
    let mut commands = Vec::new();
    let mut message = String::new();
    while let Some(line) = lines.next_line().await.unwrap() {
        let verb = line
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_ascii_uppercase();
        commands.push(line.clone());
        let reply: &[u8] = match verb.as_str() {
            "EHLO" | "HELO" => b"250 loopback\r\n",
            "MAIL" | "RCPT" | "RSET" | "NOOP" => b"250 OK\r\n",
            "DATA" => {
                write.write_all(b"354 go ahead\r\n").await.unwrap();
                while let Some(data) = lines.next_line().await.unwrap() {
                    if data == "." {
                        break;
                    }
                    message.push_str(&data);
                    message.push('\n');
                }
                b"250 queued\r\n"
            }
            "QUIT" => {
                write.write_all(b"221 bye\r\n").await.unwrap();
                break;
            }
            _ => b"502 not implemented\r\n",
        };
        write.write_all(reply).await.unwrap();
    }
    (commands, message)
}

fn config(smtp_url: Option<String>, data_dir: &std::path::Path) -> Config {
    Config {
        database_url: None,
        data_dir: data_dir.to_path_buf(),
        bind: "127.0.0.1:0".parse().unwrap(),
        jwt_secret: None,
        smtp_url,
        mail_from: "CTA Atlas <no-reply@cta-atlas.test>".to_owned(),
        public_url: None,
        cookie_secure: None,
        web_dist: data_dir.to_path_buf(),
        verification_max_number: 1_000,
        sign_in_rate_limit: support::SIGN_IN_LIMIT,
        register_rate_limit: 10,
        password_reset_rate_limit: 5,
        password_reset_confirm_rate_limit: 10,
        inquiry_rate_limit: 10,
        inquiry_account_limit: 20,
        trusted_proxies: Default::default(),
    }
}

#[tokio::test]
async fn mail_goes_through_a_real_smtp_conversation() {
    let db = support::sqlite().await;
    let dir = tempfile::tempdir().unwrap();
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = tokio::spawn(smtp_server_once(listener));
    let mailer = Mailer::from_config(&config(
        Some(format!("smtp://127.0.0.1:{port}")),
        dir.path(),
    ))
    .unwrap();
    let message = mail::password_reset(
        "ann@example.com",
        "Ann",
        Language::En,
        "http://atlas.test/en/reset-password?email=ann%40example.com&ResetToken=abc",
    );
    mailer.send(&db.db, &message).await.unwrap();

    let (commands, received) = server.await.unwrap();
    assert!(commands
        .iter()
        .any(|c| c.starts_with("MAIL FROM:<no-reply@cta-atlas.test>")));
    assert!(commands
        .iter()
        .any(|c| c.starts_with("RCPT TO:<ann@example.com>")));
    assert!(received.contains("Subject: Reset your CTA Atlas password"));
    assert!(received.contains("multipart/alternative"));
    assert!(received.contains("text/html"));
    let row = sqlx::query("SELECT transport, sent_at, error FROM mail_outbox")
        .fetch_one(&db.db.pool)
        .await
        .unwrap();
    assert_eq!(row.get::<String, _>("transport"), "smtp");
    assert!(row.get::<Option<String>, _>("sent_at").is_some());
    assert_eq!(row.get::<Option<String>, _>("error"), None);
    // With SMTP configured nothing is written to the outbox folder.
    assert!(!dir.path().join(mail::OUTBOX_DIR).exists());
}

#[tokio::test]
async fn a_failed_delivery_is_recorded_and_does_not_fail_the_caller() {
    let db = support::sqlite().await;
    let dir = tempfile::tempdir().unwrap();
    // A port nobody listens on: bind one, then free it.
    let port = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        listener.local_addr().unwrap().port()
    };
    let mailer = Mailer::from_config(&config(
        Some(format!("smtp://127.0.0.1:{port}")),
        dir.path(),
    ))
    .unwrap();
    let message = mail::password_changed("ann@example.com", "Ann", Language::ZhHans);
    mailer.send(&db.db, &message).await.unwrap();
    let row = sqlx::query("SELECT language, sent_at, error FROM mail_outbox")
        .fetch_one(&db.db.pool)
        .await
        .unwrap();
    assert_eq!(row.get::<String, _>("language"), "zh-hans");
    assert_eq!(row.get::<Option<String>, _>("sent_at"), None);
    assert!(row.get::<Option<String>, _>("error").is_some());
}

#[tokio::test]
async fn without_smtp_each_mail_is_a_file_in_the_outbox() {
    let db = support::sqlite().await;
    let dir = tempfile::tempdir().unwrap();
    let mailer = Mailer::from_config(&config(None, dir.path())).unwrap();
    let message = mail::cta_registration_confirmation(
        "ann@example.com",
        "安",
        "长城资本",
        Language::ZhHans,
        "http://atlas.test/zh-hans/groups/company",
    );
    mailer.send(&db.db, &message).await.unwrap();
    let files: Vec<_> = std::fs::read_dir(dir.path().join(mail::OUTBOX_DIR))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    assert_eq!(files.len(), 1);
    assert!(files[0]
        .to_string_lossy()
        .ends_with("00000001-cta-registration-confirmation.eml"));
    let eml = std::fs::read_to_string(&files[0]).unwrap();
    assert!(eml.contains("To: ann@example.com"));
    // Non-ASCII subjects are encoded words (RFC 2047).
    assert!(eml.contains("Subject: =?utf-8?"));
}
