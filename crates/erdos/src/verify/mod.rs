//! The independent checker of proof certificates (`ludoteca verify
//! erdos-latino FILE`; the format is in `docs/certificates.md`). It shares
//! no code with the solver or the prover: its own board, move generator,
//! conquest and blocking rules, symmetry map and exhaustive leaf search
//! live in its module `board`; nothing here uses the engine.
//!
//! It reads the file as a stream (memory bounded by the board, never by
//! what the file claims), walks each proof tree in preorder and accepts it
//! only if every node holds: at the claimant's turns one legal move; at the
//! opponent's turns every legal reply, each with its own subtree or mapped
//! by a stated symmetry onto an earlier reply that has one; leaves where
//! the game is over or at most the stated number of squares are empty (and
//! at most [`MAX_LEAF`]), settled by its own search; or nodes that cite a
//! **part**, a certificate accepted before it in the same check whose root
//! is the node's position (up to a stated symmetry) and whose claim is at
//! least the one needed. The first problem ends the check with one sentence
//! naming the node or byte.

mod board;
#[cfg(test)]
mod perft;

use board::{Board, MAX_SIDE, Memo};
use ludoteca_core::Control;
use std::fmt;
use std::io::{BufReader, Read};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// The most empty squares a leaf may have: the checker's own search
/// settles such positions in well under a second on any board it takes.
pub const MAX_LEAF: usize = 12;

/// The first bytes of a certificate.
const MAGIC: &[u8; 8] = b"ERDOSCRT";

/// Why a certificate was not accepted: one sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VerifyError {
    /// The file could not be read.
    Io(String),
    /// The bytes do not follow the format.
    Malformed {
        /// Byte offset of the problem.
        offset: u64,
        /// What is wrong.
        what: String,
    },
    /// A node of a proof tree does not hold.
    Fails {
        /// The node's number in preorder (0 = the root of the claim's tree).
        node: u64,
        /// Byte offset of the node.
        offset: u64,
        /// The moves from the root to the node.
        line: String,
        /// What is wrong.
        what: String,
    },
    /// The check was cancelled or passed its deadline before its end.
    Stopped,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerifyError::Io(e) => write!(f, "cannot read the certificate: {e}"),
            VerifyError::Malformed { offset, what } => {
                write!(f, "the certificate is malformed at byte {offset}: {what}")
            }
            VerifyError::Fails { node, offset, line, what } => {
                let at = if line.is_empty() { "at the root".to_string() } else { format!("after {line}") };
                write!(f, "node {node} (byte {offset}, {at}) fails: {what}")
            }
            VerifyError::Stopped => {
                write!(f, "the check was stopped before its end (cancelled or past its deadline): nothing is proved")
            }
        }
    }
}

impl std::error::Error for VerifyError {}

/// What a certificate proves.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Verdict {
    /// The board's side.
    pub size: u8,
    /// The run length.
    pub run: u8,
    /// Who takes a column completed for both players at once: `mover` or `opponent`.
    pub simultaneous: &'static str,
    /// The root position: rows from the top, `/`-separated, then owners.
    pub position: String,
    /// The claims proved, e.g. `First wins`.
    pub claims: Vec<String>,
    /// The value they give, when they give one: `first`, `second`, `draw`.
    pub value: Option<&'static str>,
    /// Nodes checked.
    pub nodes: u64,
    /// Leaves settled by the checker's own search.
    pub searched_leaves: u64,
    /// Positions visited by those searches.
    pub search_nodes: u64,
    /// Bytes read.
    pub bytes: u64,
    /// Seconds spent.
    pub seconds: f64,
}

/// The most parts one check accepts (each costs a board's worth of memory).
pub const MAX_PARTS: usize = 1 << 16;

/// How a check reports its progress: the tree nodes checked and the nodes
/// the claims state, over every file of the check (shared by the files
/// checked side by side), sent to the [`Control`] every [`REPORT_EVERY`]
/// nodes, when its cancel flag and deadline are also read.
struct Tally<'c> {
    control: &'c Control<'c>,
    done: AtomicU64,
    total: AtomicU64,
}

/// Tree nodes between two reports (some milliseconds of checking: each
/// may hold a leaf search).
const REPORT_EVERY: u64 = 256;

impl<'c> Tally<'c> {
    fn new(control: &'c Control<'c>) -> Tally<'c> {
        Tally { control, done: AtomicU64::new(0), total: AtomicU64::new(0) }
    }

    /// Adds to a count, saturating (a hostile file may state any count):
    /// the count after it and what was really added.
    fn bump(count: &AtomicU64, by: u64) -> (u64, u64) {
        let before = count.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |c| Some(c.saturating_add(by)));
        let before = before.unwrap_or_else(|c| c);
        let after = before.saturating_add(by);
        (after, after - before)
    }

    /// Takes back what a walk had added (a part refused alone and checked
    /// again in its turn counts once).
    fn take_back(&self, (done, total): (u64, u64)) {
        for (count, by) in [(&self.done, done), (&self.total, total)] {
            let _ = count.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |c| Some(c.saturating_sub(by)));
        }
    }

    /// `nodes` more checked: reports, then `Err(Stopped)` once cancelled.
    fn add(&self, nodes: u64) -> Result<(), VerifyError> {
        let (done, _) = Tally::bump(&self.done, nodes);
        self.control.report(done, self.total.load(Ordering::Relaxed).max(done));
        self.control.check().map_err(|_| VerifyError::Stopped)
    }

    /// The last report: every node counted.
    fn finish(&self) {
        let done = self.done.load(Ordering::Relaxed);
        self.control.report(done, self.total.load(Ordering::Relaxed).max(done));
    }
}

/// The certificates accepted so far in one check, whose roots a later
/// certificate may cite with a `P` node (*parte*: a proof split into files).
#[derive(Clone, Debug, Default)]
pub struct Parts {
    /// Each accepted claim: the root, the claimant (1, 2), the goal (1 at
    /// least a draw, 2 a win).
    proved: Vec<(Board, u8, u8)>,
}

impl Parts {
    /// No parts yet.
    #[must_use]
    pub fn new() -> Parts {
        Parts::default()
    }

    /// How many claims the parts prove.
    #[must_use]
    pub fn len(&self) -> usize {
        self.proved.len()
    }

    /// Whether there are none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.proved.is_empty()
    }

    /// Whether a part proves that `claimant` reaches `goal` (1 a win, 0 at
    /// least a draw) from `b` (a stored goal byte is one above these).
    fn proves(&self, b: &Board, claimant: u8, goal: i8) -> bool {
        self.proved.iter().any(|(root, p, g)| root == b && *p == claimant && *g as i8 > goal)
    }
}

/// Adds to `parts` the claim of a part certificate that another machine
/// accepted alone (`verify --distribute`: each part is checked by a worker,
/// the whole here), reading only its header and its claim's head: the whole
/// that cites it then rests on that machine's check of its tree. A
/// certificate of two claims is refused (its second claim's head lies past
/// the first tree): check it here instead.
pub fn cite_checked_elsewhere(input: impl Read, parts: &mut Parts) -> Result<(), VerifyError> {
    let mut r = Reader { inner: BufReader::new(input), offset: 0 };
    let (root, _) = header(&mut r)?;
    let count = r.byte("the number of claims")?;
    if count != 1 {
        return Err(r.malformed(1, format!("a part cited on another machine's check states one claim, not {count}")));
    }
    let (player, goal, _) = claim(&mut r)?;
    if parts.proved.len() >= MAX_PARTS {
        return Err(VerifyError::Io(format!("more than {MAX_PARTS} parts in one check")));
    }
    parts.proved.push((root, player, goal));
    Ok(())
}

/// Checks the certificate in the file at `path`.
pub fn verify_file(path: &Path) -> Result<Verdict, VerifyError> {
    verify_file_with(path, &mut Parts::new())
}

/// Opens a certificate file, plain or compressed.
fn open(path: &Path) -> Result<impl Read, VerifyError> {
    crate::compressed::open(path).map_err(|e| VerifyError::Io(format!("{}: {e}", path.display())))
}

/// Checks the certificate in the file at `path` (plain or zstd-compressed,
/// see [`crate::compressed`]; offsets are then in the plain bytes), which
/// may cite `parts`; once accepted, its claims join them.
pub fn verify_file_with(path: &Path, parts: &mut Parts) -> Result<Verdict, VerifyError> {
    walk(open(path)?, parts, &Tally::new(&Control::none()), &mut (0, 0))
}

/// Checks the certificates in `paths` in order, each citing any accepted
/// before it (the parts first, the whole last): the verdict of the last,
/// with the nodes, leaves and bytes of all (and the sum of their
/// seconds). An error names the file.
///
/// The parts (every file but the last) are first checked side by side,
/// each on its own: a proof split by replies has parts that cite nothing.
/// A part refused alone is checked again in its turn, citing the parts
/// before it, exactly as in a check one file after another, so the
/// verdict and any refusal are the same either way.
pub fn verify_files(paths: &[&Path]) -> Result<Verdict, VerifyError> {
    verify_files_with(paths, &Control::none())
}

/// [`verify_files`] under a [`Control`]: progress in tree nodes (checked,
/// of those the files' claims state), and [`VerifyError::Stopped`] once it
/// is cancelled or its deadline passes.
pub fn verify_files_with(paths: &[&Path], control: &Control) -> Result<Verdict, VerifyError> {
    use rayon::prelude::*;
    let Some((last, firsts)) = paths.split_last() else {
        return Err(VerifyError::Io("no certificate was given".into()));
    };
    let tally = Tally::new(control);
    // The whole's size for the progress: each file's first claim states it
    // (a second claim adds its own when reached). A file that cannot be
    // read here counts nothing; its check says why.
    let stated = paths.iter().filter_map(|p| first_claim_nodes(p).ok()).fold(0, u64::saturating_add);
    tally.total.store(stated, Ordering::Relaxed);
    let alone: Vec<Result<(Verdict, Parts), VerifyError>> = firsts
        .par_iter()
        .map(|path| {
            let (mut own, mut added) = (Parts::new(), (0, 0));
            let checked = walk(open(path)?, &mut own, &tally, &mut added).map(|v| (v, own));
            if checked.is_err() {
                tally.take_back(added);
            }
            checked
        })
        .collect();
    let mut parts = Parts::new();
    let mut total: Option<Verdict> = None;
    for (path, checked) in firsts.iter().zip(alone) {
        let v = match checked {
            Ok((v, own)) => {
                if parts.proved.len() + own.proved.len() > MAX_PARTS {
                    return Err(VerifyError::Io(format!("more than {MAX_PARTS} parts in one check")));
                }
                parts.proved.extend(own.proved);
                v
            }
            Err(VerifyError::Stopped) => return Err(VerifyError::Stopped),
            Err(_) => walk(open(path)?, &mut parts, &tally, &mut (0, 0)).map_err(|e| named(e, path))?,
        };
        total = Some(add(total, v));
    }
    let v = walk(open(last)?, &mut parts, &tally, &mut (0, 0)).map(|v| add(total, v)).map_err(|e| named(e, last))?;
    tally.finish();
    Ok(v)
}

/// The node count the first claim of the file at `path` states (its header
/// read, nothing checked but the header).
fn first_claim_nodes(path: &Path) -> Result<u64, VerifyError> {
    let mut r = Reader { inner: BufReader::new(open(path)?), offset: 0 };
    header(&mut r)?;
    r.byte("the number of claims")?;
    claim(&mut r).map(|(_, _, stated)| stated)
}

/// Reads a claim's head: the claimant (1, 2), the goal byte (1 at least a
/// draw, 2 a win) and the node count its tree states.
fn claim<R: Read>(r: &mut Reader<R>) -> Result<(u8, u8, u64), VerifyError> {
    let player = r.byte("a claim's player")?;
    if !(1..=2).contains(&player) {
        return Err(r.malformed(1, format!("the claimant is {player}, not 1 (First) or 2 (Second)")));
    }
    let goal = r.byte("a claim's goal")?;
    if !(1..=2).contains(&goal) {
        return Err(r.malformed(1, format!("the goal is {goal}, not 1 (at least a draw) or 2 (a win)")));
    }
    let mut stated = [0u8; 8];
    for b in &mut stated {
        *b = r.byte("a claim's node count")?;
    }
    Ok((player, goal, u64::from_le_bytes(stated)))
}

/// An error with the file it was found in.
fn named(e: VerifyError, path: &Path) -> VerifyError {
    match e {
        VerifyError::Io(s) => VerifyError::Io(s),
        VerifyError::Malformed { offset, what } => {
            VerifyError::Malformed { offset, what: format!("{what} (in {})", path.display()) }
        }
        VerifyError::Fails { node, offset, line, what } => {
            VerifyError::Fails { node, offset, line, what: format!("{what} (in {})", path.display()) }
        }
        VerifyError::Stopped => VerifyError::Stopped,
    }
}

/// The verdict of `v` with the counts of the files checked before it.
fn add(total: Option<Verdict>, v: Verdict) -> Verdict {
    match total {
        None => v,
        Some(t) => Verdict {
            nodes: t.nodes + v.nodes,
            searched_leaves: t.searched_leaves + v.searched_leaves,
            search_nodes: t.search_nodes + v.search_nodes,
            bytes: t.bytes + v.bytes,
            seconds: t.seconds + v.seconds,
            ..v
        },
    }
}

/// Checks a certificate read from `input`.
pub fn verify(input: impl Read) -> Result<Verdict, VerifyError> {
    verify_with(input, &mut Parts::new())
}

/// Checks a certificate read from `input`, which may cite `parts`; once
/// accepted, its claims join them.
pub fn verify_with(input: impl Read, parts: &mut Parts) -> Result<Verdict, VerifyError> {
    walk(input, parts, &Tally::new(&Control::none()), &mut (0, 0))
}

/// [`verify_with`], reporting its progress in tree nodes to `control`,
/// which may stop it ([`VerifyError::Stopped`]).
pub fn verify_reader_with(input: impl Read, parts: &mut Parts, control: &Control) -> Result<Verdict, VerifyError> {
    let tally = Tally::new(control);
    let v = walk(input, parts, &tally, &mut (0, 0));
    tally.finish();
    v
}

/// [`verify_with`], reporting to `tally`; `added` sums what it added to
/// the tally's nodes checked and nodes stated.
fn walk(input: impl Read, parts: &mut Parts, tally: &Tally, added: &mut (u64, u64)) -> Result<Verdict, VerifyError> {
    let start = Instant::now();
    let mut r = Reader { inner: BufReader::new(input), offset: 0 };
    let (root, leaf) = header(&mut r)?;
    let count = r.byte("the number of claims")?;
    if !(1..=2).contains(&count) {
        return Err(r.malformed(1, format!("the number of claims is {count}, not 1 or 2")));
    }
    let mut claims = Vec::new();
    let mut v = Verdict {
        size: root.n as u8,
        run: root.run as u8,
        simultaneous: if root.to_opponent { "opponent" } else { "mover" },
        position: notation(&root),
        claims: Vec::new(),
        value: None,
        nodes: 0,
        searched_leaves: 0,
        search_nodes: 0,
        bytes: 0,
        seconds: 0.0,
    };
    for i in 0..count {
        let (player, goal, stated) = claim(&mut r)?;
        if i > 0 {
            // The first claim's count was added before the check began.
            added.1 = added.1.saturating_add(Tally::bump(&tally.total, stated).1);
        }
        let mut w = Walk {
            r: &mut r,
            claimant: player,
            goal: goal as i8 - 1,
            leaf,
            stated,
            nodes: 0,
            line: Vec::new(),
            searched: 0,
            search_nodes: 0,
            memo: Memo::for_nodes(stated),
            parts,
            tally,
            unreported: 0,
            reported: 0,
        };
        let walked = w.node(&root);
        added.0 = added.0.saturating_add(w.reported);
        walked?;
        added.0 = added.0.saturating_add(Tally::bump(&tally.done, w.unreported).1);
        let (nodes, searched, search_nodes) = (w.nodes, w.searched, w.search_nodes);
        if nodes != stated {
            return Err(r.malformed(0, format!("the tree has {nodes} nodes, not the {stated} its claim states")));
        }
        v.nodes += nodes;
        v.searched_leaves += searched;
        v.search_nodes += search_nodes;
        claims.push((player, goal));
    }
    let mut rest = [0u8; 1];
    if r.inner.read(&mut rest).map_err(|e| VerifyError::Io(e.to_string()))? != 0 {
        return Err(r.malformed(0, "bytes follow the last tree".into()));
    }
    if parts.proved.len() + claims.len() > MAX_PARTS {
        return Err(VerifyError::Io(format!("more than {MAX_PARTS} parts in one check")));
    }
    parts.proved.extend(claims.iter().map(|&(p, g)| (root, p, g)));
    let name = |p: u8| if p == 1 { "First" } else { "Second" };
    v.claims = claims
        .iter()
        .map(|&(p, g)| format!("{} {}", name(p), if g == 2 { "wins" } else { "at least draws" }))
        .collect();
    let has = |p: u8, g: u8| claims.iter().any(|&(q, h)| q == p && h >= g);
    v.value = if has(1, 2) {
        Some("first")
    } else if has(2, 2) {
        Some("second")
    } else if has(1, 1) && has(2, 1) {
        Some("draw")
    } else {
        None
    };
    v.bytes = r.offset;
    v.seconds = start.elapsed().as_secs_f64();
    Ok(v)
}

/// The position in the engine's notation (rows from the top).
fn notation(b: &Board) -> String {
    let n = b.n;
    let rows: Vec<String> = (0..n)
        .rev()
        .map(|r| (0..n).map(|c| b.cells[r * n + c]).map(|v| if v == 0 { '.' } else { (b'0' + v) as char }).collect())
        .collect();
    let owners: String = b.owners[..n].iter().map(|&o| ['.', 'F', 'S'][o as usize]).collect();
    format!("{} {owners}", rows.join("/"))
}

/// A byte stream with its offset.
struct Reader<R: Read> {
    inner: BufReader<R>,
    offset: u64,
}

impl<R: Read> Reader<R> {
    fn byte(&mut self, what: &str) -> Result<u8, VerifyError> {
        let mut b = [0u8; 1];
        match self.inner.read_exact(&mut b) {
            Ok(()) => {
                self.offset += 1;
                Ok(b[0])
            }
            Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => Err(VerifyError::Malformed {
                offset: self.offset,
                what: format!("the file ends where {what} should be"),
            }),
            Err(e) => Err(VerifyError::Io(e.to_string())),
        }
    }

    /// A LEB128 number below `limit` (at most three bytes).
    fn varint(&mut self, what: &str, limit: u64) -> Result<u64, VerifyError> {
        let at = self.offset;
        let mut v = 0u64;
        for i in 0..3 {
            let b = self.byte(what)?;
            v |= u64::from(b & 0x7F) << (7 * i);
            if b & 0x80 == 0 {
                if v >= limit {
                    return Err(VerifyError::Malformed {
                        offset: at,
                        what: format!("{what} is {v}, not below {limit}"),
                    });
                }
                return Ok(v);
            }
        }
        Err(VerifyError::Malformed { offset: at, what: format!("{what} takes more than three bytes") })
    }

    /// A format error about the byte `back` bytes before the current one.
    fn malformed(&self, back: u64, what: String) -> VerifyError {
        VerifyError::Malformed { offset: self.offset.saturating_sub(back), what }
    }
}

/// Reads and checks the header: the rules, the leaf size, the symmetry
/// group and a legal, consistent root position.
fn header<R: Read>(r: &mut Reader<R>) -> Result<(Board, usize), VerifyError> {
    for (i, &m) in MAGIC.iter().enumerate() {
        if r.byte("the magic `ERDOSCRT`")? != m {
            return Err(VerifyError::Malformed {
                offset: i as u64,
                what: "the file does not start with `ERDOSCRT`: it is not an Erdös Latino certificate".into(),
            });
        }
    }
    let version = r.byte("the format version")?;
    if version != 1 {
        return Err(r.malformed(1, format!("format version {version} is not 1, the one this checker reads")));
    }
    let n = r.byte("the board size")? as usize;
    if !(3..=MAX_SIDE).contains(&n) {
        return Err(r.malformed(1, format!("the board size {n} is not 3 to {MAX_SIDE}")));
    }
    let run = r.byte("the run length")? as usize;
    if !(2..=n).contains(&run) {
        return Err(r.malformed(1, format!("the run length {run} is not 2 to {n}")));
    }
    let sim = r.byte("the simultaneous rule")?;
    if sim > 1 {
        return Err(r.malformed(1, format!("the simultaneous rule {sim} is not 0 (mover) or 1 (opponent)")));
    }
    let leaf = r.byte("the leaf size")? as usize;
    if leaf > MAX_LEAF {
        return Err(r.malformed(1, format!("the leaf size {leaf} is above {MAX_LEAF}, the most this checker searches")));
    }
    let group = r.byte("the symmetry group")?;
    if group != 1 {
        return Err(r.malformed(
            1,
            format!("symmetry group {group} is unknown: only 1 (column permutations, with or without the flip) is stated by this format"),
        ));
    }
    let mut b = Board { n, run, to_opponent: sim == 1, cells: [0; 36], owners: [0; 6], placed: 0 };
    for sq in 0..n * n {
        let v = r.byte("a square of the root position")?;
        if v != 0 {
            if !b.legal(sq, v) {
                return Err(r.malformed(
                    1,
                    format!(
                        "the root's square {} holds {v}, which is not 1 to {n} or repeats in its row or column",
                        b.name((sq * n) as u8).split('=').next().unwrap_or("")
                    ),
                ));
            }
            b.cells[sq] = v;
            b.placed += 1;
        }
    }
    for c in 0..n {
        let o = r.byte("an owner of the root position")?;
        let ok = match o {
            0 => !b.has_run(c, true) && !b.has_run(c, false),
            1 => b.has_run(c, true),
            2 => b.has_run(c, false),
            _ => false,
        };
        if !ok {
            return Err(r.malformed(
                1,
                format!("the owner {o} of column {} does not match the runs in it", (b'a' + c as u8) as char),
            ));
        }
        b.owners[c] = o;
    }
    Ok((b, leaf))
}

/// The walk of one proof tree.
struct Walk<'r, R: Read> {
    r: &'r mut Reader<R>,
    claimant: u8,
    /// 1 a win, 0 at least a draw.
    goal: i8,
    leaf: usize,
    stated: u64,
    nodes: u64,
    line: Vec<(Board, u8)>,
    searched: u64,
    search_nodes: u64,
    memo: Memo,
    parts: &'r Parts,
    tally: &'r Tally<'r>,
    /// Nodes checked since the last report to the tally.
    unreported: u64,
    /// Nodes reported to the tally.
    reported: u64,
}

impl<R: Read> Walk<'_, R> {
    fn fail(&self, node: u64, offset: u64, what: String) -> VerifyError {
        let line = self.line.iter().map(|(b, m)| b.name(*m)).collect::<Vec<_>>().join(" ");
        VerifyError::Fails { node, offset, line, what }
    }

    fn who(&self, p: u8) -> &'static str {
        if p == 1 { "First" } else { "Second" }
    }

    fn node(&mut self, b: &Board) -> Result<(), VerifyError> {
        let id = self.nodes;
        self.nodes += 1;
        self.unreported += 1;
        if self.unreported == REPORT_EVERY {
            self.reported += REPORT_EVERY;
            self.unreported = 0;
            self.tally.add(REPORT_EVERY)?;
        }
        let at = self.r.offset;
        if self.nodes > self.stated {
            return Err(self.fail(
                id,
                at,
                format!("the tree has more nodes than the {} its claim states", self.stated),
            ));
        }
        let tag = self.r.byte("a node")?;
        let over = b.over();
        match tag {
            b'E' => {
                let first = match over {
                    Some(v) => v,
                    None if b.empties() > self.leaf => {
                        return Err(self.fail(
                            id,
                            at,
                            format!("a leaf with {} empty squares, more than the leaf size {}", b.empties(), self.leaf),
                        ));
                    }
                    None => {
                        self.searched += 1;
                        let sign = if b.mover() == 1 { 1 } else { -1 };
                        b.value(&mut self.memo, &mut self.search_nodes) * sign
                    }
                };
                let mine = if self.claimant == 1 { first } else { -first };
                if mine < self.goal {
                    let res = ["loses", "draws", "wins"][(mine + 1) as usize];
                    return Err(self.fail(
                        id,
                        at,
                        format!("the leaf is not what the claim needs: {} {res} here", self.who(self.claimant)),
                    ));
                }
                Ok(())
            }
            b'W' | b'L' if over.is_some() => {
                Err(self.fail(id, at, "the game is over here, so the node must be a leaf".into()))
            }
            b'W' => {
                if b.mover() != self.claimant {
                    return Err(self.fail(
                        id,
                        at,
                        format!("a claimant's node where {} is to move", self.who(b.mover())),
                    ));
                }
                let code = self.r.byte("the claimant's move")?;
                let n = b.n;
                if (code as usize) >= n * n * n || !b.legal(code as usize / n, code % n as u8 + 1) {
                    return Err(self.fail(
                        id,
                        at,
                        format!("the claimant's move (code {code}) is not a legal placement"),
                    ));
                }
                self.line.push((*b, code));
                self.node(&b.play(code))?;
                self.line.pop();
                Ok(())
            }
            b'L' => {
                if b.mover() == self.claimant {
                    return Err(self.fail(
                        id,
                        at,
                        format!("an opponent's node where {} (the claimant) is to move", self.who(b.mover())),
                    ));
                }
                let moves = b.moves();
                let stated = self.r.varint("the number of replies", 1 << 16)? as usize;
                if stated != moves.len() {
                    return Err(self.fail(
                        id,
                        at,
                        format!(
                            "it lists {stated} replies but {} has {} legal replies",
                            self.who(b.mover()),
                            moves.len()
                        ),
                    ));
                }
                let fact: u64 = (1..=b.n as u64).product();
                let mut own = vec![false; moves.len()];
                for (i, &m) in moves.iter().enumerate() {
                    let entry = self.r.offset;
                    match self.r.byte("a reply's kind")? {
                        0 => {
                            own[i] = true;
                            self.line.push((*b, m));
                            self.node(&b.play(m))?;
                            self.line.pop();
                        }
                        1 => {
                            let j = self.r.varint("the index of a reply", moves.len() as u64)? as usize;
                            let s = self.r.varint("a symmetry's number", 2 * fact)? as usize;
                            if j >= i || !own[j] {
                                return Err(self.fail(
                                    id,
                                    entry,
                                    format!("the reply {} is sent to reply {j}, which is not an earlier reply with its own subtree", b.name(m)),
                                ));
                            }
                            if b.play(m).image(s) != b.play(moves[j]) {
                                return Err(self.fail(
                                    id,
                                    entry,
                                    format!(
                                        "symmetry {s} does not map the position after {} onto the one after {}",
                                        b.name(m),
                                        b.name(moves[j])
                                    ),
                                ));
                            }
                        }
                        k => {
                            return Err(VerifyError::Malformed {
                                offset: entry,
                                what: format!("a reply's kind is {k}, not 0 (own subtree) or 1 (by symmetry)"),
                            });
                        }
                    }
                }
                Ok(())
            }
            b'P' => {
                let fact: u64 = (1..=b.n as u64).product();
                let s = self.r.varint("a symmetry's number", 2 * fact)? as usize;
                if !self.parts.proves(&b.image(s), self.claimant, self.goal) {
                    let goal = if self.goal == 1 { "wins" } else { "at least draws" };
                    return Err(self.fail(
                        id,
                        at,
                        format!(
                            "it cites a part, but no certificate accepted before this one proves that {} {goal} from the image of this position under symmetry {s}",
                            self.who(self.claimant)
                        ),
                    ));
                }
                Ok(())
            }
            t => Err(VerifyError::Malformed {
                offset: at,
                what: format!("the node tag is {t}, not `E`, `W`, `L` or `P`"),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A part refused after its walk reported many nodes gives them all
    /// back, so that checked again in its turn it counts once.
    #[test]
    fn a_refused_walk_takes_back_what_it_counted() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../proofs/erdos-latino-4x4-cert.bin");
        let mut bytes = std::fs::read(path).expect("the committed 4×4 certificate");
        // One node more stated than the tree has: the whole tree is walked,
        // then refused.
        let at = 14 + 16 + 4 + 3; // the header, 4×4 squares, owners, claim count, player, goal
        let stated = u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap()) + 1;
        bytes[at..at + 8].copy_from_slice(&stated.to_le_bytes());
        let never = std::sync::atomic::AtomicBool::new(false);
        let control = Control::new(&|_, _| {}, &never);
        let tally = Tally::new(&control);
        tally.total.store(stated, Ordering::Relaxed);
        let mut added = (0, 0);
        let e = walk(bytes.as_slice(), &mut Parts::new(), &tally, &mut added).unwrap_err();
        assert!(e.to_string().contains("not the"), "{e}");
        let done = tally.done.load(Ordering::Relaxed);
        assert!(done > stated - REPORT_EVERY && done == added.0, "{done} {added:?}");
        tally.take_back(added);
        assert_eq!((tally.done.load(Ordering::Relaxed), tally.total.load(Ordering::Relaxed)), (0, stated));
    }
}
