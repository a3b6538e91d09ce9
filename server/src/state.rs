//! What every handler can reach: the database, the configuration, secrets, rate limiters and the
//! mailer, built once at start-up. A leaf: it knows no domain.

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::sync::{Arc, RwLock};
use std::time::Duration;

use crate::config::Config;
use crate::mail::Mailer;
use crate::rate_limit::RateLimiter;
use crate::storage::Db;

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub config: Arc<Config>,
    /// Signs and verifies access tokens.
    pub jwt_secret: Arc<str>,
    /// Signs human-verification challenges.
    pub verification_key: Arc<[u8]>,
    /// Sign-in attempts per client address.
    pub sign_in_limiter: Arc<RateLimiter>,
    /// Registrations (member and CTA) per client address.
    pub register_limiter: Arc<RateLimiter>,
    /// Password-reset requests per client address.
    pub password_reset_limiter: Arc<RateLimiter>,
    /// Password-reset confirmations (token guesses) per client address.
    pub password_reset_confirm_limiter: Arc<RateLimiter>,
    /// Research-report requests and Contact Us messages per client address.
    pub inquiry_limiter: Arc<RateLimiter>,
    pub mailer: Arc<Mailer>,
    /// What domains keep in memory for this state (the listing snapshot, the day's page views).
    pub caches: Caches,
}

/// In-process memory that domains keep for themselves, one value of each type per application
/// state, made on first use. The state names no domain's type: each domain asks for its own
/// (`state.caches.get::<ListingCache>()`), and two states (two servers in one test) share none.
#[derive(Clone, Default)]
pub struct Caches(Arc<RwLock<HashMap<TypeId, Arc<dyn Any + Send + Sync>>>>);

impl Caches {
    /// This state's `T`, made with `T::default()` the first time it is asked for.
    pub fn get<T: Any + Default + Send + Sync>(&self) -> Arc<T> {
        let id = TypeId::of::<T>();
        let found = self
            .0
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .get(&id)
            .cloned();
        let value = found.unwrap_or_else(|| {
            self.0
                .write()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
                .entry(id)
                .or_insert_with(|| Arc::new(T::default()))
                .clone()
        });
        value
            .downcast::<T>()
            .unwrap_or_else(|_| unreachable!("the value stored under T's TypeId is a T"))
    }
}

impl AppState {
    pub fn new(db: Db, config: Config, jwt_secret: &str) -> anyhow::Result<AppState> {
        const HOUR: Duration = Duration::from_secs(3600);
        crate::secret::check_jwt_secret(jwt_secret, "the token-signing secret")?;
        Ok(AppState {
            db,
            mailer: Arc::new(Mailer::from_config(&config)?),
            register_limiter: Arc::new(RateLimiter::new(config.register_rate_limit, HOUR)?),
            password_reset_limiter: Arc::new(RateLimiter::new(
                config.password_reset_rate_limit,
                HOUR,
            )?),
            password_reset_confirm_limiter: Arc::new(RateLimiter::new(
                config.password_reset_confirm_rate_limit,
                HOUR,
            )?),
            inquiry_limiter: Arc::new(RateLimiter::new(config.inquiry_rate_limit, HOUR)?),
            sign_in_limiter: Arc::new(RateLimiter::new(
                config.sign_in_rate_limit,
                Duration::from_secs(60),
            )?),
            config: Arc::new(config),
            jwt_secret: jwt_secret.into(),
            verification_key: crate::secret::verification_key(jwt_secret).into(),
            caches: Caches::default(),
        })
    }
}
