//! Per-address rate limits on the endpoints that guess at or create accounts (sign-in, and later
//! registration and password reset): a sliding window of recent requests per client address.
//!
//! Kept in the process: several instances behind a load balancer each enforce the limit, so
//! the effective limit is per instance; the per-account lockout is in the database and holds
//! across instances.

use std::collections::{HashMap, VecDeque};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::extract::ConnectInfo;
use axum::http::request::Parts;

use crate::error::{Error, Result};

/// At most `limit` requests per `window` from one address.
pub struct RateLimiter {
    limit: usize,
    window: Duration,
    recent: Mutex<HashMap<IpAddr, VecDeque<Instant>>>,
}

impl RateLimiter {
    pub fn new(limit: usize, window: Duration) -> Self {
        RateLimiter {
            limit,
            window,
            recent: Mutex::new(HashMap::new()),
        }
    }

    /// Counts a request from `address` at `now`; `rate_limited` when over the limit.
    pub fn check(&self, address: IpAddr, now: Instant) -> Result<()> {
        let mut recent = self
            .recent
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        // Forget addresses whose window has passed, so the map stays as small as the traffic.
        recent.retain(|_, hits| {
            while hits
                .front()
                .is_some_and(|hit| now.duration_since(*hit) >= self.window)
            {
                hits.pop_front();
            }
            !hits.is_empty()
        });
        let hits = recent.entry(address).or_default();
        if hits.len() >= self.limit {
            return Err(Error::TooManyRequests);
        }
        hits.push_back(now);
        Ok(())
    }
}

/// The client address of a request (the socket peer), or loopback when the server was driven
/// without a socket (tests).
pub fn client_address(parts: &Parts) -> IpAddr {
    parts
        .extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::LOCALHOST), |info| info.0.ip())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_over_the_limit_in_the_window_are_refused() {
        let limiter = RateLimiter::new(2, Duration::from_secs(60));
        let start = Instant::now();
        let a = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 1));
        let b = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 2));
        assert!(limiter.check(a, start).is_ok());
        assert!(limiter.check(a, start).is_ok());
        assert!(matches!(
            limiter.check(a, start),
            Err(Error::TooManyRequests)
        ));
        // Another address has its own allowance.
        assert!(limiter.check(b, start).is_ok());
        // Once the window has passed, the address may try again.
        assert!(limiter.check(a, start + Duration::from_secs(60)).is_ok());
    }
}
