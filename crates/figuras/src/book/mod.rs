//! The opening book: the exact value and a value-optimal move of every
//! position with many empty squares, one entry per class of positions equal
//! under the 1536 symmetries, in a compact checked binary file.
//!
//! The book is derived from exact solves ([`build`]): each canonical
//! position is solved by the exact solver, or follows by minimax from its
//! children when they are all in the book. A lookup canonicalises the position, finds its class by
//! binary search and maps the stored move back through the symmetry.
//!
//! The file (version 1, little-endian): the magic `LUDOFIGB`, the version
//! (`u16`), `min_empties` (`u8`: no entry has fewer empty squares),
//! `complete_from` (`u8`: from this many empty squares up every position is
//! held; 0 when unknown), the number of
//! entries (`u32`), the FNV-1a 64-bit checksum of the entries (`u64`), then
//! the entries sorted by key, 12 bytes each: the board's cells (`u64`, four
//! bits per square) and filled squares (`u16`) of the canonical position,
//! the value of the points still to come for First (`i8`: First's points
//! minus Second's from here on, with best play) and the best move in the
//! canonical position ([`Move::to_byte`]).

pub mod build;
pub mod verify;

use crate::board::Board;
use crate::moves::Move;
use crate::position::Position;
use crate::symmetry::canonical;
use std::path::Path;
use std::sync::{Arc, OnceLock};
use thiserror::Error;

/// The first eight bytes of a book file.
pub const MAGIC: &[u8; 8] = b"LUDOFIGB";
/// The version of the file format written and read here.
pub const VERSION: u16 = 1;
/// Bytes of the header.
pub const HEADER: usize = 24;
/// Bytes of one entry.
pub const ENTRY: usize = 12;
/// The environment variable naming a book file to use instead of the
/// built-in one.
pub const BOOK_VARIABLE: &str = "LUDOTECA_FIGURAS_BOOK";

/// The book built into the program (`crates/figuras/book/figuras.book`,
/// rebuilt by `ludoteca book figuras --out FILE`).
static EMBEDDED: &[u8] = include_bytes!("../../book/figuras.book");

/// Why a book file was refused: one sentence saying what is wrong and what
/// to do.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BookError {
    /// The file could not be read or written.
    #[error(
        "cannot use the opening book {path}: {reason}; give a readable file built by `ludoteca book figuras --out FILE`"
    )]
    Io {
        /// The file.
        path: String,
        /// The system's words.
        reason: String,
    },
    /// The bytes are not a sound book.
    #[error(
        "the opening book {path} is damaged ({reason}); rebuild it with `ludoteca book figuras --out FILE` (until then the solver answers alone)"
    )]
    Damaged {
        /// The file (or where the bytes came from).
        path: String,
        /// What is wrong.
        reason: String,
    },
}

/// One entry: a canonical position (by its board), the value of the points
/// to come for First and the best move there.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The canonical position's board.
    pub board: Board,
    /// First's points minus Second's from here on, with best play.
    pub value: i8,
    /// A value-optimal move in the canonical position.
    pub best_move: Move,
}

impl Entry {
    fn key(&self) -> (u64, u16) {
        key_of(&self.board)
    }
}

fn key_of(b: &Board) -> (u64, u16) {
    (b.cells(), b.filled())
}

/// What the book says about a position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Hit {
    /// The exact value: First's final points minus Second's with best play,
    /// the points so far included.
    pub value: i32,
    /// A value-optimal move in the position asked about.
    pub best_move: Move,
}

/// An opening book, checked when read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    min_empties: u32,
    /// Every position with at least this many empty squares (reachable
    /// from the empty board) is held; 0 when not even the top level is.
    complete_from: u32,
    entries: Vec<Entry>,
}

impl Book {
    /// A book from its entries (sorted here; duplicates of a key keep the
    /// first). Every entry must hold a canonical position with at least
    /// `min_empties` empty squares.
    #[must_use]
    pub fn new(min_empties: u32, mut entries: Vec<Entry>) -> Book {
        entries.sort_by_key(Entry::key);
        entries.dedup_by_key(|e| e.key());
        Book { min_empties, complete_from: 0, entries }
    }

    /// The book the program uses, read and checked once: the file named by
    /// the environment variable [`BOOK_VARIABLE`] when it is set, else the
    /// book built into the program. A refused book is refused here with
    /// its reason, and the champion then plays with the solver alone.
    pub fn standard() -> Result<Arc<Book>, BookError> {
        static BOOK: OnceLock<Result<Arc<Book>, BookError>> = OnceLock::new();
        BOOK.get_or_init(|| {
            match std::env::var_os(BOOK_VARIABLE) {
                Some(path) if !path.is_empty() => Book::load(Path::new(&path)),
                _ => Book::from_bytes(EMBEDDED, "built into the program"),
            }
            .map(Arc::new)
        })
        .clone()
    }

    /// [`Book::standard`] when it was accepted.
    #[must_use]
    pub fn embedded() -> Option<Arc<Book>> {
        Book::standard().ok()
    }

    /// The book built into the program, checked.
    pub fn built_in() -> Result<Book, BookError> {
        Book::from_bytes(EMBEDDED, "built into the program")
    }

    /// Reads and checks a book file.
    pub fn load(path: &Path) -> Result<Book, BookError> {
        let name = path.display().to_string();
        let bytes = std::fs::read(path).map_err(|e| BookError::Io { path: name.clone(), reason: e.to_string() })?;
        Book::from_bytes(&bytes, &name)
    }

    /// Writes the book to a file.
    pub fn save(&self, path: &Path) -> Result<(), BookError> {
        std::fs::write(path, self.to_bytes())
            .map_err(|e| BookError::Io { path: path.display().to_string(), reason: e.to_string() })
    }

    /// The fewest empty squares of a position in the book.
    #[must_use]
    pub fn min_empties(&self) -> u32 {
        self.min_empties
    }

    /// Every position reachable from the empty board with at least this
    /// many empty squares is held (0: not known to be complete anywhere).
    #[must_use]
    pub fn complete_from(&self) -> u32 {
        self.complete_from
    }

    /// The same book marked complete from `empties` empty squares up (as a
    /// build that knows every level's positions finds it).
    #[must_use]
    pub fn with_complete_from(mut self, empties: u32) -> Book {
        self.complete_from = empties;
        self
    }

    /// The entries, sorted by key.
    #[must_use]
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// How many classes of positions the book holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the book holds nothing.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The entry of a canonical position's board, if held.
    #[must_use]
    pub fn entry(&self, board: &Board) -> Option<&Entry> {
        let k = key_of(board);
        self.entries.binary_search_by_key(&k, Entry::key).ok().map(|i| &self.entries[i])
    }

    /// The exact value and a value-optimal move of `pos`, if its class is in
    /// the book (the game not over).
    #[must_use]
    pub fn lookup(&self, pos: &Position) -> Option<Hit> {
        if pos.empties() < self.min_empties || pos.is_over() {
            return None;
        }
        let (c, sym) = canonical(pos);
        let e = self.entry(c.board())?;
        let best_move = sym.inverse().apply_move(e.best_move);
        pos.check(best_move).ok()?;
        Some(Hit { value: pos.score_difference() + i32::from(e.value), best_move })
    }

    /// The file's bytes (see the module's documentation).
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut body = Vec::with_capacity(self.entries.len() * ENTRY);
        for e in &self.entries {
            body.extend_from_slice(&e.board.cells().to_le_bytes());
            body.extend_from_slice(&e.board.filled().to_le_bytes());
            body.push(e.value.to_le_bytes()[0]);
            body.push(e.best_move.to_byte());
        }
        let mut out = Vec::with_capacity(HEADER + body.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.push(u8::try_from(self.min_empties).unwrap_or(u8::MAX));
        out.push(u8::try_from(self.complete_from).unwrap_or(0));
        out.extend_from_slice(&u32::try_from(self.entries.len()).unwrap_or(u32::MAX).to_le_bytes());
        out.extend_from_slice(&fnv1a(&body).to_le_bytes());
        out.extend_from_slice(&body);
        out
    }

    /// Reads and checks a book from its bytes (`name` names it in a
    /// refusal): the header, the length, the checksum, and every entry (a
    /// legal canonical position with enough empty squares, keys in strictly
    /// increasing order, a legal move, a possible value).
    pub fn from_bytes(bytes: &[u8], name: &str) -> Result<Book, BookError> {
        let damaged = |reason: String| BookError::Damaged { path: name.to_string(), reason };
        if bytes.len() < HEADER {
            return Err(damaged(format!("{} bytes, shorter than the {HEADER}-byte header", bytes.len())));
        }
        if &bytes[..8] != MAGIC {
            return Err(damaged("it does not start with LUDOFIGB, so it is no Figuras book".into()));
        }
        let version = u16::from_le_bytes([bytes[8], bytes[9]]);
        if version != VERSION {
            return Err(damaged(format!("format version {version}, and this program reads version {VERSION}")));
        }
        let min_empties = u32::from(bytes[10]);
        let complete_from = u32::from(bytes[11]);
        if min_empties > 16 || complete_from > 16 {
            return Err(damaged(format!("it claims positions with at least {min_empties} empty squares of 16")));
        }
        let count = u32::from_le_bytes([bytes[12], bytes[13], bytes[14], bytes[15]]) as usize;
        let mut sum = [0u8; 8];
        sum.copy_from_slice(&bytes[16..24]);
        let body = &bytes[HEADER..];
        if count.checked_mul(ENTRY) != Some(body.len()) {
            return Err(damaged(format!(
                "{} bytes of entries where {count} entries need {}",
                body.len(),
                count * ENTRY
            )));
        }
        if fnv1a(body) != u64::from_le_bytes(sum) {
            return Err(damaged("its checksum does not match its entries".into()));
        }
        let mut entries = Vec::with_capacity(count);
        let mut last: Option<(u64, u16)> = None;
        for (i, chunk) in body.chunks_exact(ENTRY).enumerate() {
            let mut c = [0u8; 8];
            c.copy_from_slice(&chunk[..8]);
            let cells = u64::from_le_bytes(c);
            let filled = u16::from_le_bytes([chunk[8], chunk[9]]);
            let bad = |what: &str| damaged(format!("entry {i} {what}"));
            let board = Board::from_parts(cells, filled).ok_or_else(|| bad("is not a board"))?;
            let pos = Position::new(board, [0, 0]).ok_or_else(|| bad("has impossible piece counts"))?;
            if pos.empties() < min_empties || pos.is_over() {
                return Err(bad("has too few empty squares"));
            }
            if canonical(&pos).0 != pos {
                return Err(bad("is not in canonical form"));
            }
            if last.is_some_and(|l| l >= (cells, filled)) {
                return Err(bad("is out of order"));
            }
            last = Some((cells, filled));
            let value = i8::from_le_bytes([chunk[10]]);
            if value.unsigned_abs() > 80 {
                return Err(bad("has an impossible value"));
            }
            let best_move = Move::from_byte(chunk[11]);
            if pos.check(best_move).is_err() {
                return Err(bad("has an illegal move"));
            }
            entries.push(Entry { board, value, best_move });
        }
        Ok(Book { min_empties, complete_from, entries })
    }

    /// How many entries have each number of empty squares (index = empties).
    #[must_use]
    pub fn counts(&self) -> [usize; 17] {
        let mut c = [0; 17];
        for e in &self.entries {
            c[e.board.empties() as usize] += 1;
        }
        c
    }
}

/// The 64-bit FNV-1a hash of `bytes`.
#[must_use]
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}
