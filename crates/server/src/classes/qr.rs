//! The join link as a QR code, drawn here as SVG (the `qrcode` crate): no
//! outside service ever sees the class's code.

use qrcode::QrCode;
use qrcode::render::svg;

/// The SVG of a QR code holding `text` (at most a few hundred characters),
/// or `None` when it does not fit in a QR code.
pub(crate) fn svg(text: &str) -> Option<String> {
    let code = QrCode::new(text.as_bytes()).ok()?;
    Some(
        code.render::<svg::Color<'_>>()
            .min_dimensions(220, 220)
            .dark_color(svg::Color("#000000"))
            .light_color(svg::Color("#ffffff"))
            .quiet_zone(true)
            .build(),
    )
}

/// A QR code holding `text` drawn for a terminal with Unicode half blocks
/// (two rows of modules a line, dark on light), or `None` when it does not
/// fit in a QR code. `serve --lan` prints the join page's link this way.
#[must_use]
pub fn terminal(text: &str) -> Option<String> {
    let code = QrCode::new(text.as_bytes()).ok()?;
    Some(
        code.render::<qrcode::render::unicode::Dense1x2>()
            .dark_color(qrcode::render::unicode::Dense1x2::Light)
            .light_color(qrcode::render::unicode::Dense1x2::Dark)
            .quiet_zone(true)
            .build(),
    )
}

/// Whether `origin` is a page's origin a join link may start with:
/// `http://` or `https://`, then a host (letters, digits, `.`, `-`, `[`,
/// `]`, `:`) and an optional port, nothing else, at most 100 characters.
pub(crate) fn origin_ok(origin: &str) -> bool {
    let Some(rest) = origin.strip_prefix("http://").or_else(|| origin.strip_prefix("https://")) else {
        return false;
    };
    origin.len() <= 100
        && !rest.is_empty()
        && rest.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '[' | ']' | ':'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_join_link_is_drawn_and_origins_are_checked() {
        let s = svg("http://192.168.1.5:8080/#/join?code=ABC234").unwrap();
        assert!(s.contains("<svg") && s.contains("#000000"), "{s}");
        assert!(origin_ok("http://192.168.1.5:8080"));
        assert!(origin_ok("https://escola.example"));
        assert!(!origin_ok("javascript:alert(1)"));
        assert!(!origin_ok("http://a/b"));
        assert!(!origin_ok("http://"));
        assert!(!origin_ok(&format!("http://{}", "a".repeat(200))));
    }

    #[test]
    fn a_join_link_is_drawn_for_a_terminal() {
        let t = terminal("http://192.168.1.5:8080/#/join").unwrap();
        let lines: Vec<&str> = t.lines().collect();
        // Version 2 (25 modules) with a quiet zone of 4 on each side: 33
        // columns, 17 lines of two rows.
        assert!(lines.len() >= 15 && lines.iter().all(|l| l.chars().count() == lines[0].chars().count()), "{t}");
        assert!(t.contains('█') || t.contains('▀') || t.contains('▄'), "{t}");
        assert!(terminal(&"x".repeat(5000)).is_none());
    }
}
