//! A finished table held once, as JSON bytes with an index of its rows: a
//! page of rows is cut out of those bytes without parsing anything, and a
//! drawing (SVG) is made on request from the rows asked for, never kept.

use axum::body::Bytes;
use ludoteca_core::table::{Style, Table};
use std::collections::HashMap;

/// The rows of a page when the reader names no `limit`.
pub(crate) const DEFAULT_PAGE: usize = 1_000;
/// The most rows one page (or one drawing) may have.
pub(crate) const MAX_PAGE: usize = 10_000;
/// The most cells one page (or one drawing) may have: a table with many
/// columns gets pages of fewer rows.
pub(crate) const MAX_PAGE_CELLS: usize = 100_000;

/// A table cut into rows (the lines of its first axis), each row's JSON
/// kept once.
pub(crate) struct Rows {
    /// `{"game":…,"axes":[{"name":…,"values":[` — the text before the
    /// first axis's values.
    head: String,
    /// `]}` and the other axes, then `],"entries":[`.
    middle: String,
    /// `]`, the period and the method when there are, then `}`.
    tail: String,
    /// The first axis's values, each followed by a comma.
    values: Bytes,
    /// Where each value ends (after its comma).
    value_ends: Vec<usize>,
    /// Each row's cells, each cell followed by a comma.
    cells: Bytes,
    /// Where each row's cells end.
    row_ends: Vec<usize>,
    /// Cells in a full row (the second axis's length, or 1).
    width: usize,
}

/// Which rows a page holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Page {
    /// Its first row.
    pub(crate) offset: usize,
    /// The most rows it may hold.
    pub(crate) limit: usize,
    /// The table's rows.
    pub(crate) total: usize,
}

impl Page {
    /// The row after the page, unless the page reaches the end.
    pub(crate) fn next(&self) -> Option<usize> {
        let end = self.offset.saturating_add(self.limit);
        (end < self.total).then_some(end)
    }

    /// `{"offset", "limit", "total", "next"}`.
    pub(crate) fn json(&self) -> serde_json::Value {
        serde_json::json!({"offset": self.offset, "limit": self.limit, "total": self.total, "next": self.next()})
    }
}

/// Sets each cell's place in the grid (`at`, which JSON does not carry)
/// from its coordinates, and sorts the cells by row (keeping their order
/// within a row).
pub(crate) fn place(table: &mut Table) {
    let key = |c: &ludoteca_core::table::Coord| serde_json::to_string(c).unwrap_or_default();
    let index: Vec<HashMap<String, usize>> =
        table.axes.iter().map(|a| a.values.iter().enumerate().map(|(i, v)| (key(v), i)).collect()).collect();
    for cell in &mut table.entries {
        for (k, c) in cell.coords.iter().enumerate().take(2) {
            if let Some(i) = index.get(k).and_then(|m| m.get(&key(c))) {
                cell.at[k] = *i;
            }
        }
    }
    table.entries.sort_by_key(|c| c.at[0]);
}

fn text<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_else(|_| "null".into())
}

impl Rows {
    /// Cuts `table` (its cells placed, see [`place`]) into rows.
    pub(crate) fn new(table: &Table) -> Rows {
        let first = table.axes.first();
        let head = format!(
            "{{\"game\":{},\"axes\":[{{\"name\":{},\"values\":[",
            text(&table.game),
            text(&first.map_or("n", |a| a.name.as_str()))
        );
        let mut middle = String::from("]}");
        for axis in table.axes.iter().skip(1) {
            middle.push(',');
            middle.push_str(&text(axis));
        }
        middle.push_str("],\"entries\":[");
        let mut tail = String::from("]");
        if let Some(p) = &table.period {
            tail.push_str(&format!(",\"period\":{}", text(p)));
        }
        if let Some(m) = &table.method {
            tail.push_str(&format!(",\"method\":{}", text(m)));
        }
        tail.push('}');
        let mut values = Vec::new();
        let mut value_ends = Vec::new();
        for v in first.map_or(&[][..], |a| &a.values[..]) {
            let _ = serde_json::to_writer(&mut values, v);
            values.push(b',');
            value_ends.push(values.len());
        }
        let rows = value_ends.len();
        let mut cells = Vec::new();
        let mut row_ends = Vec::with_capacity(rows);
        let mut entries = table.entries.iter().peekable();
        for r in 0..rows {
            while let Some(c) = entries.next_if(|c| c.at[0] == r) {
                let _ = serde_json::to_writer(&mut cells, c);
                cells.push(b',');
            }
            row_ends.push(cells.len());
        }
        let width = table.axes.get(1).map_or(1, |a| a.values.len()).max(1);
        Rows { head, middle, tail, values: values.into(), value_ends, cells: cells.into(), row_ends, width }
    }

    /// The table's rows.
    pub(crate) fn total(&self) -> usize {
        self.value_ends.len()
    }

    /// The bytes this table holds.
    pub(crate) fn size(&self) -> usize {
        self.head.len()
            + self.middle.len()
            + self.tail.len()
            + self.values.len()
            + self.cells.len()
            + (self.value_ends.len() + self.row_ends.len()) * size_of::<usize>()
    }

    /// The most rows a page of this table may hold.
    pub(crate) fn max_page(&self) -> usize {
        MAX_PAGE.min(MAX_PAGE_CELLS / self.width).max(1)
    }

    /// The page of `limit` rows (at most [`Rows::max_page`]) from `offset`;
    /// an offset past the end gives an empty page.
    pub(crate) fn page(&self, offset: usize, limit: usize) -> Page {
        let total = self.total();
        Page { offset: offset.min(total), limit: limit.clamp(1, self.max_page()), total }
    }

    /// `page` as a table (the `table --json` object of those rows, their
    /// values on the first axis, the other axes whole), in JSON.
    pub(crate) fn json(&self, page: Page) -> Vec<u8> {
        let (a, b) = (page.offset, page.offset.saturating_add(page.limit).min(page.total));
        let slice = |bytes: &Bytes, ends: &[usize]| -> Bytes {
            if a >= b {
                return Bytes::new();
            }
            let start = if a == 0 { 0 } else { ends[a - 1] };
            let end = ends[b - 1];
            // Without the last comma.
            bytes.slice(start..end.max(start + 1) - 1)
        };
        let values = slice(&self.values, &self.value_ends);
        let cells = slice(&self.cells, &self.row_ends);
        let mut out =
            Vec::with_capacity(self.head.len() + values.len() + self.middle.len() + cells.len() + self.tail.len());
        out.extend_from_slice(self.head.as_bytes());
        out.extend_from_slice(&values);
        out.extend_from_slice(self.middle.as_bytes());
        out.extend_from_slice(&cells);
        out.extend_from_slice(self.tail.as_bytes());
        out
    }

    /// The rows of `page` drawn as SVG, with their remoteness, the caption and
    /// titles in `lang`, under the game's title, the legend and the axes'
    /// titles (`axes`, the reader's words for them; see
    /// [`ludoteca_games::catalogue::svg_labels`]).
    pub(crate) fn svg(&self, page: Page, lang: ludoteca_core::Lang, axes: &[String]) -> String {
        match serde_json::from_slice::<Table>(&self.json(page)) {
            Ok(mut t) if !t.axes.is_empty() && !t.axes[0].values.is_empty() => {
                place(&mut t);
                let labels = ludoteca_games::catalogue::svg_labels(&t, lang, axes);
                t.render_svg_labelled(Style { remoteness: true, ..Style::default() }, lang, &labels)
            }
            _ => "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\"/>\n".into(),
        }
    }
}
