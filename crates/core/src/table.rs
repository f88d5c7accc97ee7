//! A game's table (*tabela*): outcomes laid out on one or two coordinates,
//! and its drawings as plain text, coloured terminal text and SVG.

use crate::i18n::Msg;
use crate::lang::Lang;
use crate::outcome::{Outcome, Value};
use crate::period::Period;
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// One coordinate of a table entry: a number (a heap size) or a name (`A`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Coord {
    /// A number such as the heap size `n` or the last take `r`.
    Int(u64),
    /// A name such as the player to move.
    Name(String),
}

impl std::fmt::Display for Coord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Coord::Int(n) => write!(f, "{n}"),
            Coord::Name(s) => f.write_str(s),
        }
    }
}

/// An axis of a table: its name and the label of each of its lines.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Axis {
    /// The coordinate's name, e.g. `n`.
    pub name: String,
    /// The coordinate's values in table order.
    pub values: Vec<Coord>,
}

/// One entry of a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell {
    /// The position, in the game's notation.
    pub position: String,
    /// Its coordinates, one per axis.
    pub coords: Vec<Coord>,
    /// Its class.
    pub outcome: Outcome,
    /// Its remoteness (the text's generation); `None` for draws.
    pub remoteness: Option<u32>,
    /// Its Grundy value, where defined.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grundy: Option<u32>,
    /// Index along each axis (for drawing).
    #[serde(skip)]
    pub at: [usize; 2],
}

/// A table: axis 0 is the heap (rows of the text's drawings), axis 1, if any,
/// the rest of the state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// The game's id.
    pub game: String,
    /// One or two axes.
    pub axes: Vec<Axis>,
    /// The entries that exist (a cell may be absent where no position exists).
    pub entries: Vec<Cell>,
    /// The table's proved period, when it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub period: Option<Period>,
    /// How the cells were found when it is not the game's exhaustive search
    /// (`"thresholds"`: the rabbits' threshold recurrence, which gives each
    /// start its class but not its remoteness).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub method: Option<String>,
}

impl Axis {
    /// An axis named `name` whose lines are numbers (heaps `from..=to`,
    /// stages, board sizes…).
    #[must_use]
    pub fn numbers(name: &str, values: impl IntoIterator<Item = u64>) -> Axis {
        Axis { name: name.into(), values: values.into_iter().map(Coord::Int).collect() }
    }
}

impl Table {
    /// An empty table of `game` on `axes` (one or two), without a period;
    /// families fill it row by row with [`Table::put`].
    #[must_use]
    pub fn new(game: &str, axes: Vec<Axis>) -> Table {
        Table { game: game.into(), axes, entries: Vec::new(), period: None, method: None }
    }

    /// Adds the cell of `position` at row `at[0]` and column `at[1]` (0 in a
    /// table of one axis) with its `value`. Its coordinates are the axes'
    /// lines there, and it has no Grundy value: the cell is returned to set
    /// either where they differ.
    pub fn put(&mut self, at: [usize; 2], position: String, value: Value) -> &mut Cell {
        let coords = self.axes.iter().zip(at).filter_map(|(axis, i)| axis.values.get(i).cloned()).collect();
        self.entries.push(Cell {
            position,
            coords,
            outcome: value.outcome,
            remoteness: value.remoteness,
            grundy: None,
            at,
        });
        self.entries.last_mut().expect("a cell was just pushed")
    }
}

/// What to draw in each cell and how.
#[derive(Clone, Copy, Debug, Default)]
pub struct Style {
    /// Write each entry's remoteness (generation) after its sign.
    pub remoteness: bool,
    /// Write each entry's Grundy value after its sign.
    pub grundy: bool,
    /// Colour the signs with ANSI escapes.
    pub color: bool,
}

impl Table {
    fn grid(&self) -> Vec<Vec<Option<&Cell>>> {
        let rows = self.axes[0].values.len();
        let cols = self.axes.get(1).map_or(1, |a| a.values.len());
        let mut g = vec![vec![None; cols]; rows];
        for c in &self.entries {
            g[c.at[0]][c.at[1]] = Some(c);
        }
        g
    }

    fn text_of(cell: Option<&Cell>, style: Style) -> String {
        let Some(c) = cell else { return " ".into() };
        let mut s = c.outcome.sign().to_string();
        let extra = if style.grundy {
            c.grundy
        } else if style.remoteness {
            c.remoteness
        } else {
            None
        };
        if let Some(x) = extra {
            let _ = write!(s, "{x}");
        }
        s
    }

    fn paint(text: &str, outcome: Option<Outcome>, width: usize, style: Style) -> String {
        let pad = width.saturating_sub(text.chars().count());
        let body = format!("{}{text}", " ".repeat(pad));
        match (style.color, outcome) {
            (true, Some(Outcome::PreviousWins)) => format!("\x1b[1;32m{body}\x1b[0m"),
            (true, Some(Outcome::NextWins)) => format!("\x1b[31m{body}\x1b[0m"),
            (true, Some(Outcome::Draw)) => format!("\x1b[33m{body}\x1b[0m"),
            _ => body,
        }
    }

    /// The table drawn as text, as the text draws it: a one-row game (or a
    /// game with two columns such as the player to move) runs across the page
    /// in blocks of at most `line` characters; others run down the page, one
    /// heap per line.
    #[must_use]
    pub fn render_text(&self, style: Style, line: usize) -> String {
        self.render_text_in(style, line, Lang::EN)
    }

    /// [`Table::render_text`] with the period's line and the legend in
    /// `lang` (in Portuguese the text's classes: tipo-S *inatacável*, tipo-P
    /// *frágil*, tipo-N *neutra*).
    #[must_use]
    pub fn render_text_in(&self, style: Style, line: usize, lang: Lang) -> String {
        let grid = self.grid();
        let cols = grid.first().map_or(0, Vec::len);
        let cell_w = grid
            .iter()
            .flatten()
            .map(|c| Self::text_of(*c, style).chars().count())
            .chain(self.axes[0].values.iter().map(|v| v.to_string().len()))
            .chain(self.axes.get(1).into_iter().flat_map(|a| a.values.iter().map(|v| v.to_string().len())))
            .max()
            .unwrap_or(1)
            + 1;
        let mut out = String::new();
        if cols <= 2 {
            let side: Vec<String> = if self.axes.len() == 1 {
                vec![self.axes[0].name.clone(), "±".into()]
            } else {
                std::iter::once(self.axes[0].name.clone())
                    .chain(self.axes[1].values.iter().map(ToString::to_string))
                    .collect()
            };
            let side_w = side.iter().map(|s| s.chars().count()).max().unwrap_or(1);
            let per_block = ((line.saturating_sub(side_w + 2)) / cell_w).max(1);
            for block in grid.chunks(per_block).enumerate() {
                let (b, rows) = block;
                if b > 0 {
                    out.push('\n');
                }
                let _ = write!(out, "{:<side_w$} │", side[0]);
                for (k, _) in rows.iter().enumerate() {
                    let label = self.axes[0].values[b * per_block + k].to_string();
                    out.push_str(&Self::paint(&label, None, cell_w, Style::default()));
                }
                out.push('\n');
                for c in 0..cols {
                    let _ = write!(out, "{:<side_w$} │", side[c + 1]);
                    for row in rows {
                        let cell = row[c];
                        out.push_str(&Self::paint(&Self::text_of(cell, style), cell.map(|x| x.outcome), cell_w, style));
                    }
                    out.push('\n');
                }
            }
        } else {
            let name = &self.axes[0].name;
            let side_w = self.axes[0]
                .values
                .iter()
                .map(|v| v.to_string().len())
                .chain([name.chars().count()])
                .max()
                .unwrap_or(1);
            let _ = write!(out, "{name:>side_w$} │");
            for v in &self.axes[1].values {
                out.push_str(&Self::paint(&v.to_string(), None, cell_w, Style::default()));
            }
            let _ = writeln!(out, "   ({})", self.axes[1].name);
            for (i, row) in grid.iter().enumerate() {
                let _ = write!(out, "{:>side_w$} │", self.axes[0].values[i].to_string());
                for cell in row {
                    out.push_str(&Self::paint(&Self::text_of(*cell, style), cell.map(|x| x.outcome), cell_w, style));
                }
                out.push('\n');
            }
        }
        if let Some(p) = &self.period {
            let periodic = Msg::TablePeriodic {
                preperiod: p.preperiod,
                period: p.period,
                window: p.window,
                certain: p.certain_at,
            };
            let _ = writeln!(out, "\n{}", periodic.render(lang));
        }
        let _ = writeln!(out, "\n{}", Msg::TableLegend.render(lang));
        out
    }

    /// The table as a printable SVG grid ("sem emendas, em papel quadriculado"):
    /// one square per entry, tinted by class, the periodic part outlined.
    #[must_use]
    pub fn render_svg(&self, style: Style) -> String {
        self.render_svg_in(style, Lang::EN)
    }

    /// [`Table::render_svg`] with its caption and the cells' titles in
    /// `lang`: in Portuguese with the text's words ("39,4 — inatacável
    /// (tipo-S), geração 18", "período 13 a partir da linha 9 (contornado)").
    /// Titled with the game's id and the axes' names; a front end that
    /// knows the game's title and the axes' words gives them to
    /// [`Table::render_svg_labelled`].
    #[must_use]
    pub fn render_svg_in(&self, style: Style, lang: Lang) -> String {
        let labels = SvgLabels { title: self.game.clone(), axes: self.axes.iter().map(|a| a.name.clone()).collect() };
        self.render_svg_labelled(style, lang, &labels)
    }

    /// [`Table::render_svg_in`] under `labels`: the title on top, then the
    /// legend (each class in the table with its colour, word, letter and
    /// meaning in `lang`), the title of each axis beside its numbers.
    #[must_use]
    pub fn render_svg_labelled(&self, style: Style, lang: Lang, labels: &SvgLabels) -> String {
        const C: usize = 26;
        /// The height of one line of the title and the legend.
        const LINE: usize = 20;
        let grid = self.grid();
        let across = grid.first().map_or(0, Vec::len) <= 2;
        // (x, y) square of grid cell (i, j).
        let (nx, ny) = if across {
            (grid.len(), grid.first().map_or(1, Vec::len))
        } else {
            (grid.first().map_or(1, Vec::len), grid.len())
        };
        let classes: Vec<Outcome> = [Outcome::PreviousWins, Outcome::NextWins, Outcome::Draw]
            .into_iter()
            .filter(|o| self.entries.iter().any(|e| e.outcome == *o))
            .collect();
        let legend: Vec<(Outcome, String)> = classes
            .iter()
            .map(|o| {
                let letter = Msg::TableLegendLetter { letter: o.letter(lang).to_string() }.render(lang);
                (*o, format!("{} ({letter}): {}", o.word(lang), o.meaning(lang)))
            })
            .collect();
        let axis_title = |k: usize| labels.axes.get(k).cloned().or_else(|| self.axes.get(k).map(|a| a.name.clone()));
        let (top_title, side_title) =
            if across { (axis_title(0), axis_title(1)) } else { (axis_title(1), axis_title(0)) };
        // The title, the legend's lines, the top axis's title, then the grid.
        let head = LINE * (2 + legend.len()) + 10;
        let (ox, oy) = (C * 2 + LINE, head + C);
        let caption =
            self.period.as_ref().map(|p| Msg::SvgPeriod { period: p.period, preperiod: p.preperiod }.render(lang));
        // Wide enough for the grid and for the words: about 10 px a letter
        // of the title (16 px, bold), 7.5 of the legend and the caption.
        let letters = |t: &str| t.chars().count();
        let words = [letters(&labels.title) * 10 + 20]
            .into_iter()
            .chain(legend.iter().map(|(_, t)| letters(t) * 15 / 2 + 40))
            .chain(caption.iter().map(|t| ox + letters(t) * 15 / 2 + 10));
        let w = (ox + nx * C + C / 2).max(words.max().unwrap_or(0));
        let h = oy + ny * C + C * 2;
        let mut s = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" \
             font-family=\"sans-serif\" font-size=\"13\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        );
        let _ = writeln!(
            s,
            "<text x=\"10\" y=\"{}\" font-size=\"16\" font-weight=\"bold\" class=\"title\">{}</text>",
            LINE,
            xml_text(&labels.title)
        );
        for (k, (o, t)) in legend.iter().enumerate() {
            let y = LINE * (k + 2);
            let _ = writeln!(
                s,
                "<g class=\"legend\"><rect x=\"10\" y=\"{}\" width=\"14\" height=\"14\" fill=\"{}\" stroke=\"#999\"/>\
                 <text x=\"30\" y=\"{y}\">{}</text></g>",
                y - 12,
                Self::svg_fill(Some(*o)),
                xml_text(t)
            );
        }
        let label = |s: &mut String, x: usize, y: usize, t: &str| {
            let _ =
                writeln!(s, "<text x=\"{x}\" y=\"{y}\" text-anchor=\"middle\" fill=\"#444\">{}</text>", xml_text(t));
        };
        let row_labels: Vec<String> = self.axes[0].values.iter().map(ToString::to_string).collect();
        let col_labels: Vec<String> = match self.axes.get(1) {
            Some(a) => a.values.iter().map(ToString::to_string).collect(),
            None => vec!["±".into()],
        };
        let (top, side) = if across { (&row_labels, &col_labels) } else { (&col_labels, &row_labels) };
        if let Some(t) = top_title {
            let _ = writeln!(
                s,
                "<text x=\"{ox}\" y=\"{}\" font-weight=\"bold\" class=\"axis\">{}</text>",
                oy - C + 2,
                xml_text(&t)
            );
        }
        if let Some(t) = side_title {
            let (x, y) = (LINE - 4, oy + ny * C / 2);
            let _ = writeln!(
                s,
                "<text x=\"{x}\" y=\"{y}\" transform=\"rotate(-90 {x} {y})\" text-anchor=\"middle\" font-weight=\"bold\" class=\"axis\">{}</text>",
                xml_text(&t)
            );
        }
        for (k, t) in top.iter().enumerate() {
            label(&mut s, ox + k * C + C / 2, oy - 8, t);
        }
        for (k, t) in side.iter().enumerate() {
            label(&mut s, ox - C, oy + k * C + C / 2 + 5, t);
        }
        for (i, row) in grid.iter().enumerate() {
            for (j, cell) in row.iter().enumerate() {
                let (x, y) = if across { (ox + i * C, oy + j * C) } else { (ox + j * C, oy + i * C) };
                let fill = Self::svg_fill(cell.map(|c| c.outcome));
                let _ = writeln!(
                    s,
                    "<rect x=\"{x}\" y=\"{y}\" width=\"{C}\" height=\"{C}\" fill=\"{fill}\" stroke=\"#999\"/>"
                );
                if let Some(c) = cell {
                    let title = Msg::SvgCell {
                        position: c.position.clone(),
                        outcome: c.outcome,
                        remoteness: c.remoteness.map(|n| Box::new(Msg::Remoteness { n: u64::from(n) })),
                    }
                    .render(lang);
                    let _ = writeln!(
                        s,
                        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"15\"><title>{}</title>{}</text>",
                        x + C / 2,
                        y + C / 2 + 5,
                        xml_text(&title),
                        Self::text_of(Some(c), style)
                    );
                }
            }
        }
        if let Some(p) = &self.period {
            let first = self.axes[0].values.iter().position(|v| *v == Coord::Int(p.preperiod));
            if let Some(k) = first {
                let len = (p.period as usize).min(grid.len() - k);
                let (x, y, bw, bh) =
                    if across { (ox + k * C, oy, len * C, ny * C) } else { (ox, oy + k * C, nx * C, len * C) };
                let _ = writeln!(
                    s,
                    "<rect x=\"{x}\" y=\"{y}\" width=\"{bw}\" height=\"{bh}\" fill=\"none\" stroke=\"#1f5fbf\" stroke-width=\"3\"/>"
                );
            }
            let caption = caption.as_deref().unwrap_or_default();
            let _ = writeln!(s, "<text x=\"{ox}\" y=\"{}\" fill=\"#1f5fbf\">{}</text>", h - 10, xml_text(caption));
        }
        s.push_str("</svg>\n");
        s
    }
}

impl Table {
    /// The colour of a class's squares in the SVG drawing.
    fn svg_fill(outcome: Option<Outcome>) -> &'static str {
        match outcome {
            Some(Outcome::PreviousWins) => "#cdeccd",
            Some(Outcome::NextWins) => "#f6d3d0",
            Some(Outcome::Draw) => "#e4e4e4",
            None => "#ffffff",
        }
    }
}

/// The words an SVG drawing of a table is titled with
/// ([`Table::render_svg_labelled`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SvgLabels {
    /// The drawing's title: the game's name as people read it.
    pub title: String,
    /// Each axis's title, in the order of the table's axes (an axis
    /// without one is titled with its name).
    pub axes: Vec<String>,
}

/// Text put inside an SVG element, its markup characters escaped.
fn xml_text(t: &str) -> String {
    t.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_put_takes_its_coordinates_from_the_axes() {
        let mut t = Table::new("g", vec![Axis::numbers("n", 3..=5), Axis::numbers("k", [1, 2])]);
        t.put([2, 1], "5,2".into(), Value::terminal(Outcome::PreviousWins)).grundy = Some(0);
        let mut one = Table::new("h", vec![Axis::numbers("n", 0..=9)]);
        one.put([4, 0], "4".into(), Value::DRAW);
        assert_eq!(t.entries[0].coords, [Coord::Int(5), Coord::Int(2)]);
        assert_eq!(
            (t.entries[0].outcome, t.entries[0].remoteness, t.entries[0].grundy),
            (Outcome::PreviousWins, Some(0), Some(0))
        );
        assert_eq!(t.entries[0].at, [2, 1]);
        assert_eq!(one.entries[0].coords, [Coord::Int(4)]);
        assert_eq!((one.entries[0].outcome, one.entries[0].remoteness), (Outcome::Draw, None));
    }

    #[test]
    fn the_svg_speaks_the_requested_language() {
        let mut t = Table::new("g", vec![Axis::numbers("n", 0..=3)]);
        t.put([0, 0], "0".into(), Value::terminal(Outcome::PreviousWins));
        t.put([1, 0], "1".into(), Value { outcome: Outcome::NextWins, remoteness: Some(1) });
        t.put([2, 0], "2".into(), Value::DRAW);
        t.period = Some(Period { preperiod: 1, period: 2, window: 1, certain_at: 3 });
        let style = Style { remoteness: true, ..Style::default() };
        let pt = t.render_svg_in(style, Lang::PT);
        assert!(pt.contains("período 2 a partir da linha 1 (contornado)"), "{pt}");
        assert!(pt.contains("<title>0 — inatacável (tipo-S), geração 0</title>"), "{pt}");
        assert!(pt.contains("<title>1 — frágil (tipo-P), geração 1</title>"), "{pt}");
        assert!(pt.contains("<title>2 — neutra (tipo-N)</title>"), "{pt}");
        for english in ["period", "safe", "fragile", "outlined", "row", " r="] {
            assert!(!pt.contains(english), "`{english}` in {pt}");
        }
        assert_eq!(t.render_svg_in(style, Lang::PT_BR), pt, "the same words in Brazil");
        let en = t.render_svg(style);
        assert!(
            en.contains("period 2 from row 1 (outlined)") && en.contains("<title>0 safe, remoteness 0</title>"),
            "{en}"
        );
    }

    #[test]
    fn the_svg_carries_its_title_axis_titles_and_legend() {
        let mut t = Table::new("je-4", vec![Axis::numbers("n", 0..=2), Axis::numbers("r", 0..=5)]);
        t.put([0, 0], "0,0".into(), Value::terminal(Outcome::PreviousWins));
        t.put([1, 1], "1,1".into(), Value { outcome: Outcome::NextWins, remoteness: Some(1) });
        let style = Style { remoteness: true, ..Style::default() };
        let pt = SvgLabels {
            title: "Jogo 4 — A Olimpíada de Caracas".into(),
            axes: vec!["Pedras".into(), "Última tirada".into()],
        };
        let svg = t.render_svg_labelled(style, Lang::PT, &pt);
        for words in [
            ">Jogo 4 — A Olimpíada de Caracas</text>",
            ">Pedras</text>",
            ">Última tirada</text>",
            ">inatacável (tipo-S): quem joga perde</text>",
            ">frágil (tipo-P): quem joga ganha</text>",
        ] {
            assert!(svg.contains(words), "`{words}` missing from {svg}");
        }
        assert!(!svg.contains("neutra"), "no draw in the table, none in the legend: {svg}");
        let en = SvgLabels {
            title: "Game 4 — The Caracas olympiad".into(),
            axes: vec!["Stones".into(), "Last take".into()],
        };
        let svg = t.render_svg_labelled(style, Lang::EN, &en);
        for words in [
            ">Game 4 — The Caracas olympiad</text>",
            ">Stones</text>",
            ">Last take</text>",
            ">safe (P): ",
            ">fragile (N): ",
        ] {
            assert!(svg.contains(words), "`{words}` missing from {svg}");
        }
        // Without words of its own, the drawing is titled by the id and the axes' names.
        let plain = t.render_svg_in(style, Lang::EN);
        assert!(
            plain.contains(">je-4</text>") && plain.contains(">n</text>") && plain.contains(">r</text>"),
            "{plain}"
        );
    }
}
