//! How many spectator sockets one network keeps open at once, over every
//! match and job (a job's progress socket watches as a spectator does): an
//! IPv4 /24 or an IPv6 /64 counts as one network (one household,
//! one school), so that one client cannot take every room's spectator
//! places ([`crate::rooms::MAX_SPECTATORS`]) nor the memory they reserve.
//! This machine (loopback) is not counted: behind a reverse proxy, the
//! client's address comes from `X-Forwarded-For` (`--behind-proxy`).

use crate::error::{ApiError, RETRY_SECS};
use ludoteca_core::Msg;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};

/// The most spectator sockets one network keeps open at once by default
/// (`Config::spectators_per_network`): a classroom projecting its
/// matches, or a few dozen people following a tournament from one school.
pub const SPECTATORS_PER_NETWORK: usize = 128;

/// The network `ip` is counted under (IPv4 /24, IPv6 /64; an IPv4 address
/// written as IPv6 counts as IPv4), or `None` for this machine.
pub(crate) fn network(ip: IpAddr) -> Option<u128> {
    if crate::address::this_machine(ip) {
        return None;
    }
    let ip = match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    };
    match ip {
        IpAddr::V4(v4) => Some(u128::from(u32::from(v4) >> 8)),
        IpAddr::V6(v6) => Some((u128::from(v6) >> 64) | (1 << 64)),
    }
}

/// The spectator sockets open, by network.
type Open = Arc<Mutex<HashMap<u128, usize>>>;

/// The spectator sockets open, by network, and the most each may open.
pub(crate) struct Crowds {
    max: usize,
    open: Open,
}

impl Crowds {
    /// At most `max` spectator sockets per network.
    pub(crate) fn new(max: usize) -> Crowds {
        Crowds { max, open: Arc::default() }
    }

    /// A place for one more spectator socket from `client`, given back
    /// when dropped; refused (429) with one sentence when its network has
    /// all its places open.
    pub(crate) fn enter(&self, client: IpAddr) -> Result<Place, ApiError> {
        let Some(net) = network(client) else { return Ok(Place(None)) };
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        let n = open.entry(net).or_insert(0);
        if *n >= self.max {
            if *n == 0 {
                open.remove(&net);
            }
            return Err(ApiError::throttled(Msg::SvSpectatorsNetwork { max: self.max as u64 }, RETRY_SECS));
        }
        *n += 1;
        Ok(Place(Some((self.open.clone(), net))))
    }
}

/// A network's place for one spectator socket.
pub(crate) struct Place(Option<(Open, u128)>);

impl Drop for Place {
    fn drop(&mut self) {
        let Some((open, net)) = self.0.take() else { return };
        let mut open = open.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(n) = open.get_mut(&net) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                open.remove(&net);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn networks_are_ipv4_24s_and_ipv6_64s_and_loopback_is_not_counted() {
        assert_eq!(network(ip("203.0.113.7")), network(ip("203.0.113.250")));
        assert_ne!(network(ip("203.0.113.7")), network(ip("203.0.114.7")));
        assert_eq!(network(ip("::ffff:203.0.113.9")), network(ip("203.0.113.7")));
        assert_eq!(network(ip("2001:db8:1:2::5")), network(ip("2001:db8:1:2:ffff::1")));
        assert_ne!(network(ip("2001:db8:1:2::5")), network(ip("2001:db8:1:3::5")));
        assert_ne!(network(ip("0.0.0.1")), network(ip("::1:0:0:0:0")), "IPv4 and IPv6 never share a network");
        for here in ["127.0.0.1", "127.9.9.9", "::1", "::ffff:127.0.0.1"] {
            assert_eq!(network(ip(here)), None, "{here}");
        }
    }

    #[test]
    fn a_network_s_places_are_bounded_and_given_back() {
        let crowds = Crowds::new(2);
        let a = crowds.enter(ip("198.51.100.1")).unwrap();
        let _b = crowds.enter(ip("198.51.100.2")).unwrap();
        let refused = crowds.enter(ip("198.51.100.3")).err().unwrap();
        assert_eq!(refused.status, axum::http::StatusCode::TOO_MANY_REQUESTS);
        assert!(crowds.enter(ip("198.51.101.3")).is_ok(), "another network");
        let here: Vec<Place> = (0..5).map(|_| crowds.enter(ip("127.0.0.1")).unwrap()).collect();
        drop(a);
        assert!(crowds.enter(ip("198.51.100.3")).is_ok(), "a place given back");
        drop(here);
    }
}
