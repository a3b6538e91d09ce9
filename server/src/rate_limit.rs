//! Per-address rate limits on the endpoints that guess at or create accounts (sign-in,
//! registration, password reset and its confirmation), on `governor`'s keyed GCRA limiter:
//! `limit` requests at once, one more each `window / limit` after that.
//!
//! Kept in the process: several instances behind a load balancer each enforce the limit, so
//! the effective limit is per instance; the per-account lockout is in the database and holds
//! across instances.
//!
//! The client address is the TCP peer, unless that peer is one of the `TRUSTED_PROXIES`: then it
//! is the right-most `X-Forwarded-For` hop that is not itself trusted, since every hop left of a
//! trusted proxy's entry may have been written by the client. IPv6 clients are keyed by their
//! /64, the block one subscriber usually holds, so rotating addresses inside it gains nothing.

use std::fmt;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::num::NonZeroU32;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use anyhow::Context;
use axum::extract::ConnectInfo;
use axum::http::request::Parts;
use governor::clock::{Clock, DefaultClock};
use governor::middleware::NoOpMiddleware;
use governor::state::keyed::DashMapStateStore;
use governor::Quota;
use ipnet::IpNet;

use crate::error::{Error, Result};

/// Checks between two sweeps of the addresses whose allowance is full again: the sweep walks the
/// whole map, so doing it every `SWEEP_EVERY` checks keeps the cost per request constant while
/// the map holds only addresses seen within about one window.
const SWEEP_EVERY: u64 = 1024;

/// At most `limit` requests per `window` from one address (an IPv6 /64 counts as one).
pub struct RateLimiter<C: Clock = DefaultClock> {
    limiter:
        governor::RateLimiter<IpAddr, DashMapStateStore<IpAddr>, C, NoOpMiddleware<C::Instant>>,
    checks: AtomicU64,
}

impl RateLimiter {
    pub fn new(limit: usize, window: Duration) -> anyhow::Result<Self> {
        Self::with_clock(limit, window, DefaultClock::default())
    }
}

impl<C: Clock> RateLimiter<C> {
    /// A limiter reading time from `clock` (tests drive a fake one).
    pub fn with_clock(limit: usize, window: Duration, clock: C) -> anyhow::Result<Self> {
        let burst = u32::try_from(limit)
            .ok()
            .and_then(NonZeroU32::new)
            .context("a rate limit must be between 1 and 4294967295")?;
        let quota = Quota::with_period(window / burst.get())
            .context("a rate-limit window must be longer than zero")?
            .allow_burst(burst);
        Ok(RateLimiter {
            limiter: governor::RateLimiter::dashmap_with_clock(quota, clock),
            checks: AtomicU64::new(0),
        })
    }

    /// Counts a request from `address`; `rate_limited` when over the limit.
    pub fn check(&self, address: IpAddr) -> Result<()> {
        if self.checks.fetch_add(1, Ordering::Relaxed) % SWEEP_EVERY == SWEEP_EVERY - 1 {
            self.limiter.retain_recent();
        }
        self.limiter
            .check_key(&limit_key(address))
            .map_err(|_| Error::TooManyRequests)
    }
}

/// The key an address is limited under: IPv4 as is (also when written IPv4-mapped), IPv6 by its
/// /64 network.
pub fn limit_key(address: IpAddr) -> IpAddr {
    match address.to_canonical() {
        IpAddr::V6(v6) => {
            let network = u128::from(v6) & !(u128::from(u64::MAX));
            IpAddr::V6(Ipv6Addr::from(network))
        }
        v4 => v4,
    }
}

/// `TRUSTED_PROXIES`: comma-separated addresses and CIDR networks of the reverse proxies whose
/// `X-Forwarded-For` is believed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TrustedProxies(Vec<IpNet>);

impl TrustedProxies {
    pub fn contains(&self, address: IpAddr) -> bool {
        let address = address.to_canonical();
        self.0.iter().any(|network| network.contains(&address))
    }
}

impl FromStr for TrustedProxies {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        text.split(',')
            .map(str::trim)
            .filter(|item| !item.is_empty())
            .map(|item| {
                item.parse::<IpNet>()
                    .or_else(|_| item.parse::<IpAddr>().map(IpNet::from))
                    .map(|network| network.trunc())
                    .map_err(|_| format!("`{item}` is neither an IP address nor a CIDR network"))
            })
            .collect::<Result<_, _>>()
            .map(TrustedProxies)
    }
}

impl fmt::Display for TrustedProxies {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let items: Vec<String> = self.0.iter().map(ToString::to_string).collect();
        f.write_str(&items.join(","))
    }
}

/// One `X-Forwarded-For` entry: an address, possibly with a port as some proxies write it.
fn parse_hop(hop: &str) -> Option<IpAddr> {
    let hop = hop.trim();
    hop.parse::<IpAddr>()
        .ok()
        .or_else(|| hop.parse::<SocketAddr>().ok().map(|socket| socket.ip()))
}

/// The client address of a request (see the module's note), or loopback when the server was
/// driven without a socket (tests).
pub fn client_address(parts: &Parts, trusted: &TrustedProxies) -> IpAddr {
    let peer = parts
        .extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::LOCALHOST), |info| info.0.ip())
        .to_canonical();
    if !trusted.contains(peer) {
        return peer;
    }
    let hops: Vec<&str> = parts
        .headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .collect();
    let mut nearest = peer;
    for hop in hops.iter().rev() {
        // An entry that is not an address ends the trail: the last trusted hop is all we know.
        let Some(hop) = parse_hop(hop).map(|hop| hop.to_canonical()) else {
            return nearest;
        };
        if !trusted.contains(hop) {
            return hop;
        }
        nearest = hop;
    }
    nearest
}

#[cfg(test)]
mod tests {
    use axum::http::Request;
    use governor::clock::FakeRelativeClock;

    use super::*;

    #[test]
    fn requests_over_the_limit_in_the_window_are_refused() {
        let clock = FakeRelativeClock::default();
        let limiter = RateLimiter::with_clock(2, Duration::from_secs(60), clock.clone()).unwrap();
        let a = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 1));
        let b = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 2));
        assert!(limiter.check(a).is_ok());
        assert!(limiter.check(a).is_ok());
        assert!(matches!(limiter.check(a), Err(Error::TooManyRequests)));
        // Another address has its own allowance.
        assert!(limiter.check(b).is_ok());
        // Once the window has passed, the address may try again.
        clock.advance(Duration::from_secs(60));
        assert!(limiter.check(a).is_ok());
    }

    #[test]
    fn ipv6_addresses_share_the_allowance_of_their_64() {
        let limiter = RateLimiter::new(1, Duration::from_secs(60)).unwrap();
        let first: IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let same_64: IpAddr = "2001:db8:1:2:ffff::9".parse().unwrap();
        let other_64: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert!(limiter.check(first).is_ok());
        assert!(limiter.check(same_64).is_err());
        assert!(limiter.check(other_64).is_ok());
        assert_eq!(
            limit_key("::ffff:10.0.0.1".parse().unwrap()),
            IpAddr::V4(Ipv4Addr::new(10, 0, 0, 1))
        );
    }

    #[test]
    fn the_limiter_forgets_addresses_whose_allowance_is_full_again() {
        let clock = FakeRelativeClock::default();
        let limiter = RateLimiter::with_clock(5, Duration::from_secs(60), clock.clone()).unwrap();
        for i in 0..SWEEP_EVERY - 1 {
            let address = IpAddr::V6(Ipv6Addr::from(u128::from(i) << 64));
            assert!(limiter.check(address).is_ok());
        }
        assert_eq!(limiter.limiter.len(), (SWEEP_EVERY - 1) as usize);
        clock.advance(Duration::from_secs(60));
        // The SWEEP_EVERY-th check sweeps before it counts its own address.
        assert!(limiter.check(IpAddr::V4(Ipv4Addr::LOCALHOST)).is_ok());
        assert_eq!(limiter.limiter.len(), 1);
    }

    fn parts(peer: &str, forwarded: &[&str]) -> Parts {
        let mut request = Request::builder().uri("/");
        for value in forwarded {
            request = request.header("x-forwarded-for", *value);
        }
        let (mut parts, ()) = request.body(()).unwrap().into_parts();
        parts
            .extensions
            .insert(ConnectInfo(peer.parse::<SocketAddr>().unwrap()));
        parts
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn forwarded_for_counts_only_from_a_trusted_peer_and_stops_at_the_first_untrusted_hop() {
        let trusted: TrustedProxies = "10.0.0.0/8, 192.168.1.7".parse().unwrap();
        // An untrusted peer's header is ignored.
        let direct = parts("203.0.113.5:4000", &["198.51.100.1"]);
        assert_eq!(client_address(&direct, &trusted), ip("203.0.113.5"));
        // Through the proxy: the right-most untrusted hop, not the spoofable left-most one.
        let proxied = parts("10.1.2.3:4000", &["6.6.6.6, 198.51.100.1", "192.168.1.7"]);
        assert_eq!(client_address(&proxied, &trusted), ip("198.51.100.1"));
        // Only trusted hops: the left-most of them.
        let internal = parts("10.1.2.3:4000", &["10.9.9.9"]);
        assert_eq!(client_address(&internal, &trusted), ip("10.9.9.9"));
        // No header: the proxy itself.
        assert_eq!(
            client_address(&parts("10.1.2.3:4000", &[]), &trusted),
            ip("10.1.2.3")
        );
        // Garbage ends the trail at the last trusted hop.
        let garbage = parts("10.1.2.3:4000", &["198.51.100.1, nonsense"]);
        assert_eq!(client_address(&garbage, &trusted), ip("10.1.2.3"));
        // Nothing is trusted by default.
        assert_eq!(
            client_address(&proxied, &TrustedProxies::default()),
            ip("10.1.2.3")
        );
    }

    #[test]
    fn trusted_proxies_parse_addresses_and_networks() {
        let trusted: TrustedProxies = "127.0.0.1, ::1,10.0.0.0/8,fd00::/8".parse().unwrap();
        assert!(trusted.contains(ip("10.200.0.1")));
        assert!(trusted.contains(ip("::ffff:127.0.0.1")));
        assert!(trusted.contains(ip("fd12::1")));
        assert!(!trusted.contains(ip("127.0.0.2")));
        assert_eq!("".parse::<TrustedProxies>(), Ok(TrustedProxies::default()));
        assert!("10.0.0.0/33".parse::<TrustedProxies>().is_err());
        assert!("proxy.local".parse::<TrustedProxies>().is_err());
    }
}
