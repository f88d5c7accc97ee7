//! The join code's guard against guessing: wrong codes are counted per
//! client address and over the whole server in one-minute windows; past
//! either limit every join is refused (429) until the window ends, the
//! right code included, so guessing gains nothing by going on. Behind a
//! reverse proxy the client's address is the one the proxy appended to
//! `X-Forwarded-For` ([`client`]).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The window over which wrong codes are counted.
pub(crate) const WINDOW: Duration = Duration::from_secs(60);
/// Wrong codes one address may send in a window (a classroom shares one
/// address behind its school's router, so this is not small).
pub(crate) const PER_ADDRESS: u32 = 20;
/// Wrong codes the whole server takes in a window.
pub(crate) const GLOBAL: u32 = 200;

/// The address a request's wrong codes are counted under: the connection's
/// `peer`, or, `behind_proxy`, the last address of the last
/// `X-Forwarded-For` header — the one our proxy appended; those before it
/// were written by the client and prove nothing. A header that does not
/// end in an address leaves the peer's.
pub(crate) fn client(peer: IpAddr, headers: &axum::http::HeaderMap, behind_proxy: bool) -> IpAddr {
    if !behind_proxy {
        return peer;
    }
    let last = headers.get_all("x-forwarded-for").iter().next_back().and_then(|v| v.to_str().ok());
    last.and_then(|v| v.rsplit(',').next()).and_then(|a| a.trim().parse().ok()).unwrap_or(peer)
}

/// The counts of the current window.
pub(crate) struct Throttle(Mutex<Counts>);

struct Counts {
    since: Instant,
    global: u32,
    /// At most [`GLOBAL`] addresses: only a wrong code adds one.
    by_address: HashMap<IpAddr, u32>,
}

impl Default for Throttle {
    fn default() -> Throttle {
        Throttle(Mutex::new(Counts { since: Instant::now(), global: 0, by_address: HashMap::new() }))
    }
}

impl Throttle {
    fn counts(&self, now: Instant) -> std::sync::MutexGuard<'_, Counts> {
        let mut c = self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if now.duration_since(c.since) >= WINDOW {
            *c = Counts { since: now, global: 0, by_address: HashMap::new() };
        }
        c
    }

    /// `Err(seconds to wait)` when `ip` (or everyone) sent too many wrong
    /// codes in this window.
    pub(crate) fn check(&self, ip: IpAddr) -> Result<(), u64> {
        self.check_at(ip, Instant::now())
    }

    fn check_at(&self, ip: IpAddr, now: Instant) -> Result<(), u64> {
        let c = self.counts(now);
        let over = c.global >= GLOBAL || c.by_address.get(&ip).is_some_and(|n| *n >= PER_ADDRESS);
        if over {
            let left = WINDOW.saturating_sub(now.duration_since(c.since));
            return Err(left.as_secs().max(1));
        }
        Ok(())
    }

    /// Counts one wrong code from `ip`.
    pub(crate) fn wrong(&self, ip: IpAddr) {
        self.wrong_at(ip, Instant::now());
    }

    fn wrong_at(&self, ip: IpAddr, now: Instant) {
        let mut c = self.counts(now);
        c.global = c.global.saturating_add(1);
        if c.by_address.len() < GLOBAL as usize || c.by_address.contains_key(&ip) {
            *c.by_address.entry(ip).or_insert(0) += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn behind_a_proxy_the_address_it_appended_counts() {
        use axum::http::{HeaderMap, HeaderValue};
        let peer: IpAddr = "10.0.0.2".parse().unwrap();
        let mut h = HeaderMap::new();
        h.append("x-forwarded-for", HeaderValue::from_static("6.6.6.6, 192.0.2.7"));
        assert_eq!(client(peer, &h, false), peer, "not behind a proxy: the header is the client's own words");
        assert_eq!(client(peer, &h, true), "192.0.2.7".parse::<IpAddr>().unwrap());
        h.append("x-forwarded-for", HeaderValue::from_static("2001:db8::1"));
        assert_eq!(client(peer, &h, true), "2001:db8::1".parse::<IpAddr>().unwrap(), "the last header");
        for bad in ["", "nonsense", "1.2.3.4, ", "999.1.1.1"] {
            let mut h = HeaderMap::new();
            h.insert("x-forwarded-for", HeaderValue::from_str(bad).unwrap());
            assert_eq!(client(peer, &h, true), peer, "{bad:?}");
        }
        assert_eq!(client(peer, &HeaderMap::new(), true), peer);
    }

    #[test]
    fn one_address_is_stopped_then_let_in_again_after_the_window() {
        let t = Throttle::default();
        let t0 = Instant::now();
        let (a, b): (IpAddr, IpAddr) = ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        for _ in 0..PER_ADDRESS {
            assert!(t.check_at(a, t0).is_ok());
            t.wrong_at(a, t0);
        }
        let wait = t.check_at(a, t0).unwrap_err();
        assert!((1..=60).contains(&wait), "{wait}");
        assert!(t.check_at(b, t0).is_ok(), "another address is not held up");
        assert!(t.check_at(a, t0 + WINDOW).is_ok(), "a new window");
    }

    #[test]
    fn guesses_spread_over_many_addresses_are_stopped_too() {
        let t = Throttle::default();
        let t0 = Instant::now();
        for i in 0..GLOBAL {
            let ip: IpAddr = format!("10.1.{}.{}", i / 250, i % 250).parse().unwrap();
            t.wrong_at(ip, t0);
        }
        assert!(t.check_at("192.168.0.9".parse().unwrap(), t0).is_err(), "the server's own limit");
        assert!(t.0.lock().unwrap().by_address.len() <= GLOBAL as usize);
    }
}
