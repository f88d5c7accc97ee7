//! The join code's guard against guessing, in one-minute windows. Wrong
//! codes are counted per network address (an IPv4 address, an IPv6 /64)
//! and per distinct code tried, so a pupil retyping the same typo counts
//! once; past [`PER_ADDRESS`] distinct wrong codes, that address is refused
//! (429) until the window ends, the right code included, so guessing gains
//! nothing by going on. Past [`GLOBAL`] wrong codes on the whole server,
//! only the addresses that already sent a wrong code are refused: a burst
//! from many addresses never locks a fresh pupil out of their own class.
//! Behind a reverse proxy the client's address is the one the proxy
//! appended to `X-Forwarded-For` ([`client`]).

use std::collections::HashMap;
use std::hash::{BuildHasher, RandomState};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The window over which wrong codes are counted.
pub(crate) const WINDOW: Duration = Duration::from_secs(60);
/// Distinct wrong codes one address may send in a window (a classroom
/// shares one address behind its school's router, so this is not small).
pub(crate) const PER_ADDRESS: usize = 20;
/// Wrong codes the whole server takes in a window before the addresses
/// that sent them are all held back.
pub(crate) const GLOBAL: u32 = 200;
/// The most addresses remembered in a window; past it, a flood from more
/// addresses than that holds everyone back until the window ends.
pub(crate) const ADDRESSES: usize = 4096;

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

/// Where wrong codes are counted from: an IPv4 address, or the /64
/// network of an IPv6 one (one household or school has a whole /64).
fn network(ip: IpAddr) -> u128 {
    match ip {
        IpAddr::V4(v4) => u128::from(u32::from(v4)),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => u128::from(u32::from(v4)),
            None => ((u128::from(v6) >> 64) << 64) | (1 << 63),
        },
    }
}

/// The counts of the current window.
pub(crate) struct Throttle {
    counts: Mutex<Counts>,
    /// Hashes the codes tried (with keys of this process: no one can aim
    /// collisions at it).
    hasher: RandomState,
}

struct Counts {
    since: Instant,
    global: u32,
    /// The distinct wrong codes of each network, at most [`ADDRESSES`]
    /// networks and [`PER_ADDRESS`] codes each.
    by_network: HashMap<u128, Vec<u64>>,
}

impl Counts {
    fn new(since: Instant) -> Counts {
        Counts { since, global: 0, by_network: HashMap::new() }
    }
}

impl Default for Throttle {
    fn default() -> Throttle {
        Throttle { counts: Mutex::new(Counts::new(Instant::now())), hasher: RandomState::new() }
    }
}

impl Throttle {
    fn counts(&self, now: Instant) -> std::sync::MutexGuard<'_, Counts> {
        let mut c = self.counts.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if now.duration_since(c.since) >= WINDOW {
            *c = Counts::new(now);
        }
        c
    }

    /// `Err(seconds to wait)` when `ip`'s network sent too many wrong
    /// codes in this window, or the server took too many and this network
    /// is among those that sent them.
    pub(crate) fn check(&self, ip: IpAddr) -> Result<(), u64> {
        self.check_at(ip, Instant::now())
    }

    fn check_at(&self, ip: IpAddr, now: Instant) -> Result<(), u64> {
        let c = self.counts(now);
        let tried = c.by_network.get(&network(ip));
        let flooded = c.global >= GLOBAL && (tried.is_some() || c.by_network.len() >= ADDRESSES);
        if flooded || tried.is_some_and(|codes| codes.len() >= PER_ADDRESS) {
            let left = WINDOW.saturating_sub(now.duration_since(c.since));
            return Err(left.as_secs().max(1));
        }
        Ok(())
    }

    /// Counts the wrong `code` from `ip` (once per code in a window).
    pub(crate) fn wrong(&self, ip: IpAddr, code: &str) {
        self.wrong_at(ip, code, Instant::now());
    }

    fn wrong_at(&self, ip: IpAddr, code: &str, now: Instant) {
        let hash = self.hasher.hash_one(code.trim().to_uppercase());
        let mut c = self.counts(now);
        let full = c.by_network.len() >= ADDRESSES;
        let counted = match c.by_network.get_mut(&network(ip)) {
            Some(codes) if codes.contains(&hash) => false,
            Some(codes) => {
                if codes.len() < PER_ADDRESS {
                    codes.push(hash);
                }
                true
            }
            None if full => true,
            None => {
                c.by_network.insert(network(ip), vec![hash]);
                true
            }
        };
        if counted {
            c.global = c.global.saturating_add(1);
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

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn one_address_is_stopped_then_let_in_again_after_the_window() {
        let t = Throttle::default();
        let t0 = Instant::now();
        let (a, b) = (ip("10.0.0.1"), ip("10.0.0.2"));
        for i in 0..PER_ADDRESS {
            assert!(t.check_at(a, t0).is_ok());
            t.wrong_at(a, &format!("AAAA{i:02}"), t0);
        }
        let wait = t.check_at(a, t0).unwrap_err();
        assert!((1..=60).contains(&wait), "{wait}");
        assert!(t.check_at(b, t0).is_ok(), "another address is not held up");
        assert!(t.check_at(a, t0 + WINDOW).is_ok(), "a new window");
    }

    #[test]
    fn the_same_typo_retyped_counts_once() {
        let t = Throttle::default();
        let t0 = Instant::now();
        for _ in 0..10 * PER_ADDRESS {
            t.wrong_at(ip("10.0.0.1"), "abc234", t0);
            t.wrong_at(ip("10.0.0.1"), " ABC234 ", t0);
        }
        assert!(t.check_at(ip("10.0.0.1"), t0).is_ok());
        assert_eq!(t.counts(t0).global, 1);
    }

    #[test]
    fn a_burst_from_many_addresses_locks_out_only_those_addresses() {
        let t = Throttle::default();
        let t0 = Instant::now();
        // 11 addresses, 20 wrong codes each: 220, past the server's limit.
        for a in 1..=11 {
            for i in 0..20 {
                t.wrong_at(ip(&format!("127.0.0.{a}")), &format!("WRONG{i}"), t0);
            }
        }
        assert!(t.check_at(ip("127.0.0.3"), t0).is_err(), "a guesser is held back");
        assert!(t.check_at(ip("127.0.0.200"), t0).is_ok(), "a fresh pupil still joins their class");
        assert!(t.check_at(ip("2001:db8::7"), t0).is_ok());
    }

    #[test]
    fn an_ipv6_network_counts_as_one_address() {
        let t = Throttle::default();
        let t0 = Instant::now();
        for i in 0..PER_ADDRESS {
            t.wrong_at(ip(&format!("2001:db8:0:1::{:x}", i + 1)), &format!("C{i}"), t0);
        }
        assert!(t.check_at(ip("2001:db8:0:1::ffff"), t0).is_err(), "the same /64");
        assert!(t.check_at(ip("2001:db8:0:2::1"), t0).is_ok(), "another /64");
        assert_ne!(network(ip("10.0.0.1")), network(ip("::a00:1")), "an IPv4 address is not an IPv6 network");
        assert_eq!(network(ip("10.0.0.1")), network(ip("::ffff:10.0.0.1")), "a mapped IPv4 address is itself");
    }

    #[test]
    fn memory_stays_bounded_whatever_the_flood() {
        let t = Throttle::default();
        let t0 = Instant::now();
        for i in 0..(ADDRESSES as u32 + 500) {
            let a = IpAddr::from(std::net::Ipv4Addr::from(0x0a00_0000 + i));
            t.wrong_at(a, "X", t0);
            t.wrong_at(ip("10.255.255.255"), &format!("Y{i}"), t0);
        }
        let c = t.counts(t0);
        assert!(c.by_network.len() <= ADDRESSES);
        assert!(c.by_network.values().all(|codes| codes.len() <= PER_ADDRESS));
        drop(c);
        assert!(t.check_at(ip("192.168.9.9"), t0).is_err(), "more addresses than remembered: everyone waits");
    }
}
