//! Where pupils reach this server: the address a school names
//! (`--public-url`), else this machine's addresses on the classroom's
//! network, found when the server listens on every interface (`--lan`).
//!
//! The join link and its QR code are built from here, so that a teacher who
//! opened the page on `127.0.0.1` still shows the pupils an address their
//! phones can open.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

/// The longest public URL accepted, in bytes.
pub const MAX_PUBLIC_URL: usize = 200;

/// Checks a public URL given by a person (`--public-url`): `http://` or
/// `https://`, a host (letters, digits, `.`, `-`, or an IPv6 address in
/// brackets), an optional port, an optional path of plain characters; no
/// query, no fragment, no user name. Returns it without a trailing `/`.
///
/// `None` when it is none of that (the caller says what is accepted).
#[must_use]
pub fn public_url(text: &str) -> Option<String> {
    let text = text.trim();
    if text.len() > MAX_PUBLIC_URL {
        return None;
    }
    let rest = text.strip_prefix("http://").or_else(|| text.strip_prefix("https://"))?;
    let (authority, path) = rest.split_once('/').unwrap_or((rest, ""));
    let (host, port) = split_port(authority)?;
    let host_ok = if let Some(inner) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        inner.parse::<Ipv6Addr>().is_ok()
    } else {
        !host.is_empty()
            && host.split('.').all(|label| {
                !label.is_empty()
                    && label.len() <= 63
                    && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                    && !label.starts_with('-')
                    && !label.ends_with('-')
            })
    };
    let port_ok = port.is_none_or(|p| p.parse::<u16>().is_ok_and(|p| p > 0));
    let path_ok = path.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '/' | '-' | '_' | '.' | '~'));
    (host_ok && port_ok && path_ok).then(|| text.trim_end_matches('/').to_string())
}

/// `host[:port]` split at the port's colon (an IPv6 host keeps its own).
fn split_port(authority: &str) -> Option<(&str, Option<&str>)> {
    if authority.starts_with('[') {
        let end = authority.find(']')?;
        let (host, after) = authority.split_at(end + 1);
        return match after.strip_prefix(':') {
            Some(port) => Some((host, Some(port))),
            None => after.is_empty().then_some((host, None)),
        };
    }
    Some(match authority.split_once(':') {
        Some((host, port)) => (host, Some(port)),
        None => (authority, None),
    })
}

/// Whether people on the classroom's network can reach `ip`: not a
/// loopback, link-local, unspecified or multicast address.
#[must_use]
pub fn on_the_network(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => !(v4.is_loopback() || v4.is_link_local() || v4.is_unspecified() || v4.is_multicast()),
        IpAddr::V6(v6) => {
            let link_local = (v6.segments()[0] & 0xffc0) == 0xfe80;
            !(v6.is_loopback() || v6.is_unspecified() || v6.is_multicast() || link_local)
        }
    }
}

/// Whether `ip` is this machine (loopback; an IPv4 loopback written as
/// IPv6 too).
pub(crate) fn this_machine(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(v6.is_loopback(), |v4| v4.is_loopback()),
        IpAddr::V4(v4) => v4.is_loopback(),
    }
}

/// Whether a URL's host is this machine's loopback (`127.x`, `::1`,
/// `localhost`): a link no pupil's phone can open.
#[must_use]
pub fn is_loopback_url(url: &str) -> bool {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let authority = rest.split('/').next().unwrap_or("");
    let Some((host, _)) = split_port(authority) else { return false };
    let host = host.trim_start_matches('[').trim_end_matches(']');
    host.eq_ignore_ascii_case("localhost") || host.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// Where this server is reached: the public URL a school named, and the
/// machine's own addresses on the network for the port it listens on.
#[derive(Clone, Debug, Default)]
pub struct Reach {
    /// `--public-url`, checked, without a trailing `/`.
    pub public_url: Option<String>,
    /// `http://ADDRESS:PORT` for every address of this machine on the
    /// network that the listener accepts, private ranges first.
    pub lan_urls: Vec<String>,
}

impl Reach {
    /// The reach of a server bound to `bound`: when it listens on every
    /// interface (`0.0.0.0` or `::`), every address of this machine on the
    /// network; when on one address that is on the network, that one; on a
    /// loopback address, none.
    #[must_use]
    pub fn find(public_url: Option<String>, bound: SocketAddr) -> Reach {
        let ips: Vec<IpAddr> = if bound.ip().is_unspecified() {
            interface_addresses().into_iter().filter(|ip| ip.is_ipv4() || bound.is_ipv6()).collect()
        } else {
            vec![bound.ip()]
        };
        Reach::from_addresses(public_url, &ips, bound.port())
    }

    /// The reach of a server on `port` reached at `ips` (tests give their own).
    #[must_use]
    pub fn from_addresses(public_url: Option<String>, ips: &[IpAddr], port: u16) -> Reach {
        let mut ips: Vec<IpAddr> = ips.iter().copied().filter(|ip| on_the_network(*ip)).collect();
        ips.sort_by_key(|ip| (!private(*ip), ip.is_ipv6(), *ip));
        ips.dedup();
        let lan_urls = ips.into_iter().map(|ip| format!("http://{}", SocketAddr::new(ip, port))).collect();
        Reach { public_url, lan_urls }
    }

    /// The address pupils open: the public URL, else the first address on
    /// the network; `None` when the server is reachable only from here.
    #[must_use]
    pub fn base(&self) -> Option<&str> {
        self.public_url.as_deref().or(self.lan_urls.first().map(String::as_str))
    }

    /// The join page's full link for `path` (`/#/join?code=…`), when the
    /// server is reachable from the network; else `path` alone (the page
    /// puts its own origin in front).
    #[must_use]
    pub fn link(&self, path: &str) -> String {
        match self.base() {
            Some(base) => format!("{base}{path}"),
            None => path.to_string(),
        }
    }
}

/// Whether `ip` is in a private range (RFC 1918 for IPv4, unique local for
/// IPv6): the usual addresses of a school's network.
fn private(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_private(),
        IpAddr::V6(v6) => (v6.segments()[0] & 0xfe00) == 0xfc00,
    }
}

/// The addresses of this machine's interfaces (none when they cannot be read).
fn interface_addresses() -> Vec<IpAddr> {
    if_addrs::get_if_addrs().map(|list| list.into_iter().map(|i| i.ip()).collect()).unwrap_or_default()
}

/// The address `serve --lan` listens on: every IPv4 interface, on `port`.
#[must_use]
pub fn every_interface(port: u16) -> SocketAddr {
    SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), port)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_urls_are_checked_and_trimmed() {
        assert_eq!(public_url("http://escola.test:8080").unwrap(), "http://escola.test:8080");
        assert_eq!(public_url("https://escola.example/ludoteca/").unwrap(), "https://escola.example/ludoteca");
        assert_eq!(public_url("http://192.168.1.5").unwrap(), "http://192.168.1.5");
        assert_eq!(public_url("http://[fd00::5]:8080").unwrap(), "http://[fd00::5]:8080");
        for bad in [
            "",
            "escola.test",
            "ftp://escola.test",
            "javascript:alert(1)",
            "http://",
            "http://escola.test:0",
            "http://escola.test:99999",
            "http://escola.test:80x",
            "http://user@escola.test",
            "http://escola.test/?q=1",
            "http://escola.test/#/join",
            "http://-a.test",
            "http://a..test",
            "http://[nope]:80",
            "http://<script>",
        ] {
            assert!(public_url(bad).is_none(), "{bad} was accepted");
        }
        assert!(public_url(&format!("http://{}.test", "a".repeat(300))).is_none());
    }

    #[test]
    fn only_addresses_on_the_network_are_offered_private_first() {
        let ips: Vec<IpAddr> = ["127.0.0.1", "169.254.3.4", "8.8.4.4", "192.168.1.20", "10.0.0.7", "::1", "fe80::1"]
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        let reach = Reach::from_addresses(None, &ips, 8080);
        assert_eq!(reach.lan_urls, ["http://10.0.0.7:8080", "http://192.168.1.20:8080", "http://8.8.4.4:8080"]);
        assert_eq!(reach.base(), Some("http://10.0.0.7:8080"));
        assert_eq!(reach.link("/#/join?code=AB"), "http://10.0.0.7:8080/#/join?code=AB");
        let named = Reach::from_addresses(Some("http://escola.test".into()), &ips, 8080);
        assert_eq!(named.link("/#/join"), "http://escola.test/#/join");
        let alone = Reach::from_addresses(None, &ips[..2], 8080);
        assert!(alone.lan_urls.is_empty());
        assert_eq!(alone.link("/#/join"), "/#/join");
    }

    #[test]
    fn loopback_links_are_recognised() {
        assert!(is_loopback_url("http://127.0.0.1:18100/#/join"));
        assert!(is_loopback_url("http://localhost:8080"));
        assert!(is_loopback_url("http://[::1]:8080/"));
        assert!(!is_loopback_url("http://192.168.1.5:8080/#/join"));
        assert!(!is_loopback_url("http://escola.test"));
    }

    #[test]
    fn a_server_on_loopback_has_no_lan_address() {
        let reach = Reach::find(None, "127.0.0.1:8080".parse().unwrap());
        assert!(reach.lan_urls.is_empty());
        let one = Reach::find(None, "192.168.7.7:81".parse().unwrap());
        assert_eq!(one.lan_urls, ["http://192.168.7.7:81"]);
    }
}
