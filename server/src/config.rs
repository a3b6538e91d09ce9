//! Configuration: every option is a flag and an environment variable.

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::Args;

use crate::rate_limit::TrustedProxies;

/// Where the server keeps its state and how it is reached.
#[derive(Args, Clone)]
pub struct Config {
    /// Database URL: `sqlite://FILE` (default: `cta-atlas.db` in the data directory) or
    /// `postgres://USER:PASSWORD@HOST:PORT/DB`.
    #[arg(long, env = "DATABASE_URL", global = true)]
    pub database_url: Option<String>,

    /// Directory for the SQLite database, the generated JWT secret, uploaded logos and the mail
    /// outbox.
    #[arg(long, env = "DATA_DIR", default_value = "data", global = true)]
    pub data_dir: PathBuf,

    /// Address and port to serve on.
    #[arg(long, env = "BIND", default_value = "127.0.0.1:8080", global = true)]
    pub bind: SocketAddr,

    /// Secret for signing access tokens; generated into the data directory on first start when
    /// not given.
    #[arg(long, env = "JWT_SECRET", global = true, hide_env_values = true)]
    pub jwt_secret: Option<String>,

    /// SMTP URL (`smtp://user:pass@host:port`); without it, mail is written to `outbox/` in the
    /// data directory.
    #[arg(long, env = "SMTP_URL", global = true, hide_env_values = true)]
    pub smtp_url: Option<String>,

    /// Sender of the site's mail.
    #[arg(
        long,
        env = "MAIL_FROM",
        default_value = "CTA Atlas <no-reply@cta-atlas.test>",
        global = true
    )]
    pub mail_from: String,

    /// The site's address as visitors reach it, for links in mail and the absolute URLs of the
    /// pages' heads, the sitemap and robots.txt (default: `http://` + BIND).
    #[arg(long, env = "PUBLIC_URL", global = true)]
    pub public_url: Option<String>,

    /// Mark session cookies `Secure` (sent over https only). Default: whether PUBLIC_URL is
    /// https; set `false` to sign in over plain http on a local machine behind an https URL.
    #[arg(long, env = "COOKIE_SECURE", global = true)]
    pub cookie_secure: Option<bool>,

    /// The built web app to serve (with SPA fallback).
    #[arg(long, env = "WEB_DIST", default_value = "web/dist", global = true)]
    pub web_dist: PathBuf,

    /// Human verification: the secret number is below this; the browser tries half of them on
    /// average (about a quarter of a second at 100000).
    #[arg(
        long,
        env = "VERIFICATION_MAX_NUMBER",
        default_value_t = 100_000,
        global = true
    )]
    pub verification_max_number: u64,

    /// Sign-in attempts one client address may make per minute: generous for people sharing an
    /// office address, far too few to guess passwords (the per-account lockout stops that sooner).
    #[arg(long, env = "SIGN_IN_RATE_LIMIT", default_value_t = 20, global = true)]
    pub sign_in_rate_limit: usize,

    /// Registrations one client address may attempt per hour.
    #[arg(long, env = "REGISTER_RATE_LIMIT", default_value_t = 10, global = true)]
    pub register_rate_limit: usize,

    /// Password-reset requests one client address may make per hour.
    #[arg(
        long,
        env = "PASSWORD_RESET_RATE_LIMIT",
        default_value_t = 5,
        global = true
    )]
    pub password_reset_rate_limit: usize,

    /// Attempts to set a new password with a reset token that one client address may make per
    /// hour.
    #[arg(
        long,
        env = "PASSWORD_RESET_CONFIRM_RATE_LIMIT",
        default_value_t = 10,
        global = true
    )]
    pub password_reset_confirm_rate_limit: usize,

    /// Research-report requests and Contact Us messages one client address may send per hour.
    #[arg(long, env = "INQUIRY_RATE_LIMIT", default_value_t = 10, global = true)]
    pub inquiry_rate_limit: usize,

    /// Research-report requests and Contact Us messages one signed-in account may send per day,
    /// from any address (counted in the database, so it holds across server instances).
    #[arg(
        long,
        env = "INQUIRY_ACCOUNT_LIMIT",
        default_value_t = 20,
        global = true
    )]
    pub inquiry_account_limit: usize,

    /// Reverse proxies (comma-separated addresses and CIDR networks) whose `X-Forwarded-For`
    /// names the client for the rate limits; empty: the TCP peer is the client.
    #[arg(
        long,
        env = "TRUSTED_PROXIES",
        default_value_t = TrustedProxies::default(),
        global = true
    )]
    pub trusted_proxies: TrustedProxies,
}

impl Config {
    /// The site's public address without a trailing slash.
    pub fn public_url(&self) -> String {
        match &self.public_url {
            Some(url) => url.trim_end_matches('/').to_owned(),
            None => format!("http://{}", self.bind),
        }
    }

    /// Whether the site is served over https, by its public address.
    pub fn is_https(&self) -> bool {
        self.public_url()
            .to_ascii_lowercase()
            .starts_with("https://")
    }

    /// Whether session cookies carry `Secure`: the setting, or https.
    pub fn cookie_secure(&self) -> bool {
        self.cookie_secure.unwrap_or_else(|| self.is_https())
    }

    /// The database URL in force: the configured one, or the SQLite file in the data directory.
    pub fn database_url(&self) -> String {
        match &self.database_url {
            Some(url) => url.clone(),
            None => format!(
                "sqlite://{}?mode=rwc",
                self.data_dir.join("cta-atlas.db").display()
            ),
        }
    }
}

impl std::fmt::Debug for Config {
    // Secrets and database passwords never reach the logs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field(
                "database_url",
                &crate::storage::redact_url(&self.database_url()),
            )
            .field("data_dir", &self.data_dir)
            .field("bind", &self.bind)
            .field("jwt_secret", &self.jwt_secret.as_ref().map(|_| "***"))
            .field(
                "smtp_url",
                &self.smtp_url.as_deref().map(crate::storage::redact_url),
            )
            .field("mail_from", &self.mail_from)
            .field("public_url", &self.public_url())
            .field("cookie_secure", &self.cookie_secure())
            .field("web_dist", &self.web_dist)
            .field("verification_max_number", &self.verification_max_number)
            .field("sign_in_rate_limit", &self.sign_in_rate_limit)
            .field("register_rate_limit", &self.register_rate_limit)
            .field("password_reset_rate_limit", &self.password_reset_rate_limit)
            .field(
                "password_reset_confirm_rate_limit",
                &self.password_reset_confirm_rate_limit,
            )
            .field("inquiry_rate_limit", &self.inquiry_rate_limit)
            .field("inquiry_account_limit", &self.inquiry_account_limit)
            .field("trusted_proxies", &self.trusted_proxies.to_string())
            .finish()
    }
}
