//! Drawing a thermograph as an SVG picture with labelled axes, Left's side on the left.

use super::Thermograph;
use super::wall::Wall;
use std::fmt::Write;

const WIDTH: f64 = 480.0;
const HEIGHT: f64 = 360.0;
const MARGIN: f64 = 56.0;

impl Thermograph {
    /// The thermograph as a standalone SVG document titled `title`: temperature upward,
    /// values growing to the left as combinatorial game theory draws them, the left wall
    /// in blue, the right wall in red, the mast above the temperature, and both axes
    /// labelled.
    ///
    /// ```
    /// use ludoteca_values::Game;
    /// let g = Game::parse("{2|-1}").unwrap();
    /// let svg = g.thermograph().unwrap().svg(&g.to_string());
    /// assert!(svg.starts_with("<svg") && svg.contains("temperature") && svg.contains("mean 1/2"));
    /// ```
    pub fn svg(&self, title: &str) -> String {
        let t_low = -1.0;
        let t_high = self.temperature.to_f64().max(0.0) + 1.0;
        let ends = [self.left.at(super::wall::start()).ok(), self.right.at(super::wall::start()).ok()];
        let mut values: Vec<f64> = ends.iter().flatten().map(|x| x.to_f64()).collect();
        values.extend([0.0, self.mean.to_f64()]);
        let lo = values.iter().cloned().fold(f64::INFINITY, f64::min) - 0.5;
        let hi = values.iter().cloned().fold(f64::NEG_INFINITY, f64::max) + 0.5;
        // Larger values to the left.
        let sx = |v: f64| MARGIN + (hi - v) / (hi - lo) * (WIDTH - 2.0 * MARGIN);
        let sy = |t: f64| MARGIN + (t_high - t) / (t_high - t_low) * (HEIGHT - 2.0 * MARGIN);
        let mut out = String::new();
        let _ = write!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="12">"#
        );
        let _ = write!(
            out,
            r#"<title>Thermograph of {t}</title><text x="{x}" y="20" text-anchor="middle" font-size="14">Thermograph of {t}: mean {m}, temperature {tau}</text>"#,
            t = escape(title),
            x = WIDTH / 2.0,
            m = self.mean,
            tau = self.temperature
        );
        // The axes: value along t = 0, temperature along value 0.
        let (y0, x0) = (sy(0.0), sx(0.0));
        let _ = write!(
            out,
            r##"<line x1="{a}" y1="{y0}" x2="{b}" y2="{y0}" stroke="#888"/><line x1="{x0}" y1="{c}" x2="{x0}" y2="{d}" stroke="#888"/>"##,
            a = MARGIN,
            b = WIDTH - MARGIN,
            c = sy(t_low),
            d = sy(t_high)
        );
        for k in (lo.ceil() as i64)..=(hi.floor() as i64) {
            let x = sx(k as f64);
            let _ = write!(
                out,
                r##"<line x1="{x}" y1="{a}" x2="{x}" y2="{b}" stroke="#888"/><text x="{x}" y="{c}" text-anchor="middle">{k}</text>"##,
                a = y0 - 3.0,
                b = y0 + 3.0,
                c = y0 + 16.0
            );
        }
        for t in (t_low as i64)..=(t_high.floor() as i64) {
            let y = sy(t as f64);
            let _ = write!(
                out,
                r##"<line x1="{a}" y1="{y}" x2="{b}" y2="{y}" stroke="#888"/><text x="{c}" y="{y}" text-anchor="end" dominant-baseline="middle">{t}</text>"##,
                a = x0 - 3.0,
                b = x0 + 3.0,
                c = x0 - 6.0
            );
        }
        let _ = write!(
            out,
            r#"<text x="{x}" y="{y}" text-anchor="middle">value (Left ← → Right)</text><text x="16" y="{m}" text-anchor="middle" transform="rotate(-90 16 {m})">temperature t</text>"#,
            x = WIDTH / 2.0,
            y = HEIGHT - 12.0,
            m = HEIGHT / 2.0
        );
        for (wall, colour) in [(&self.left, "#1f5fbf"), (&self.right, "#bf2f1f")] {
            let points = polyline(wall, t_high)
                .into_iter()
                .map(|(t, v)| format!("{:.2},{:.2}", sx(v), sy(t)))
                .collect::<Vec<_>>()
                .join(" ");
            let _ = write!(out, r#"<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2"/>"#);
        }
        out.push_str("</svg>");
        out
    }
}

/// The corners of a wall from t = −1 up to `t_high`, as (temperature, value).
fn polyline(wall: &Wall, t_high: f64) -> Vec<(f64, f64)> {
    let mut points: Vec<(f64, f64)> = wall.pieces().iter().map(|p| (p.t.to_f64(), p.x.to_f64())).collect();
    if let Some(last) = wall.pieces().last() {
        let dt = t_high - last.t.to_f64();
        points.push((t_high, last.x.to_f64() + last.slope as f64 * dt));
    }
    points
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}
