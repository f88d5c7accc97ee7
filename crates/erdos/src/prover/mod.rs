//! The proof-number prover of version II: df-pn (module `dfpn`) beside the
//! alpha-beta solver, sharing its symmetry reduction, immediate-block test,
//! move ordering and (for the positions alpha-beta settles) its
//! transposition table; progress with the bounds proved per first move, a
//! deadline, atomic checkpoints and resume, a run restricted to some first
//! moves, and proof certificates for the independent checker
//! ([`crate::verify`]).
//!
//! A run proves or refutes [`Claim`]s — "this player reaches at least this
//! result" — and the value of a position follows from one or two of them:
//! First wins; else (when draws are impossible) Second wins; else Second
//! wins or it is a draw.

mod certificate;
mod checkpoint;
mod dfpn;
mod pntable;

pub use checkpoint::ProverCheckpoint;

use crate::error::Error;
use crate::moves::Move;
use crate::player::Player;
use crate::position::Position;
use crate::rules::Rules;
use crate::solver::Value;
use crate::solver::search::{Searcher, Shared};
use crate::symmetry::canonical_key;
use crate::table::Table;
use dfpn::Engine;
use pntable::{INF, PnTable};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::{Duration, Instant};

/// The result a claim asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Goal {
    /// A win.
    Win,
    /// At least a draw.
    Draw,
}

impl Goal {
    /// −1 lose, 0 draw, +1 win: the least value the goal accepts.
    #[must_use]
    pub const fn level(self) -> i8 {
        match self {
            Goal::Win => 1,
            Goal::Draw => 0,
        }
    }
}

/// What a run tries to prove: `player` reaches at least `goal` with best
/// play from the position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Claim {
    /// The claimant.
    pub player: Player,
    /// What the claimant reaches at least.
    pub goal: Goal,
}

impl Claim {
    /// `player` wins.
    #[must_use]
    pub const fn wins(player: Player) -> Claim {
        Claim { player, goal: Goal::Win }
    }
}

/// Where a first move stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// The claim holds after this move.
    Proved,
    /// The claim fails after this move.
    Refuted,
    /// Not known yet.
    Open,
}

/// What is proved after one of the root's moves (one per symmetry class).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RootBound {
    /// The move.
    pub mv: Move,
    /// Whether the claim is settled after it.
    pub status: Status,
    /// Its proof number (0 proved; large: hard to prove; 1073741823
    /// stands for infinity, i.e. refuted).
    pub pn: u32,
    /// Its disproof number (0 refuted; 1073741823: proved).
    pub dn: u32,
}

/// A progress report.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProverProgress {
    /// The claim under search.
    pub claim: Claim,
    /// Positions expanded by df-pn (earlier runs included).
    pub pn_nodes: u64,
    /// Positions searched by the alpha-beta leaf solver.
    pub ab_nodes: u64,
    /// Milliseconds (earlier runs included).
    pub elapsed_ms: u64,
    /// The root's proof and disproof numbers.
    pub pn: u32,
    /// See `pn`.
    pub dn: u32,
    /// Every root move with its bounds.
    pub root: Vec<RootBound>,
}

/// How the prover runs.
#[derive(Clone, Debug)]
pub struct ProverConfig {
    /// The alpha-beta table has `2^table_bits` entries of 16 bytes.
    pub table_bits: u32,
    /// The proof-number table has `2^pn_bits` entries of 32 bytes.
    pub pn_bits: u32,
    /// Positions with at most this many empties are settled by alpha-beta;
    /// `None`: by board size ([`default_leaf`]).
    pub leaf: Option<u32>,
    /// The certificate's leaves: positions with at most this many empties,
    /// settled by the checker's own search (at most
    /// [`crate::verify::MAX_LEAF`]); `None`: by board size
    /// ([`default_cert_leaf`]).
    pub cert_leaf: Option<u32>,
    /// Where to save checkpoints.
    pub checkpoint: Option<PathBuf>,
    /// How often to save one.
    pub checkpoint_every: Duration,
    /// How often to report progress.
    pub progress_every: Duration,
    /// Stop after this long from the start of this run (the answer then
    /// gives what is proved; a certificate of a value proved in time is
    /// still written).
    pub deadline: Option<Duration>,
    /// Solved positions within this many plies of the root are kept in
    /// checkpoints.
    pub pin_plies: u32,
    /// Only these root moves are searched, one after another (empty: all,
    /// best first). Where the list holds every root move and the root is
    /// the claimant's turn it is the unrestricted search, run best first.
    pub first_moves: Vec<Move>,
    /// The 1+ε factor of df-pn's second-best threshold.
    pub epsilon: f64,
    /// How far the search trusts First's mirror reply (*a estratégia do
    /// espelho*): where it is the first move in the order and gives no
    /// column away, every other move of First starts this much harder to
    /// prove, so the search stays with the mirror reply until its proof
    /// number grows past this or it is refuted. 0: no trust beyond the
    /// ordering. It changes the order of the search only, never what is
    /// proved, nor the certificate (whose tree depends on the position).
    pub mirror_trust: u32,
    /// Also write a certificate of the value proved.
    pub certificate: bool,
    /// Lemmas (*resultados já provados*): positions where a claim is known
    /// to hold, from the finished checkpoints of earlier runs
    /// ([`ProverCheckpoint::lemmas`]). They are seeded as solved wherever
    /// the search meets them (proved for the claimant's lemmas, refuted by
    /// the opponent's), so a proof split into parts (one run per reply,
    /// say) is assembled at once. A certificate trusts them only with
    /// [`ProverConfig::parts`]; otherwise its tree is searched below them as
    /// anywhere else.
    pub lemmas: Vec<(Position, Claim)>,
    /// The certificate cites the claimant's lemmas as **parts** (a `P`
    /// node, `docs/certificates.md`) instead of proving below them: it is
    /// then checked together with the lemmas' own certificates, given
    /// before it.
    pub parts: bool,
}

impl Default for ProverConfig {
    fn default() -> ProverConfig {
        ProverConfig {
            table_bits: 22,
            pn_bits: 20,
            leaf: None,
            cert_leaf: None,
            checkpoint: None,
            checkpoint_every: Duration::from_secs(60),
            progress_every: Duration::from_millis(500),
            deadline: None,
            pin_plies: 3,
            first_moves: Vec::new(),
            epsilon: 0.25,
            mirror_trust: MIRROR_TRUST,
            certificate: false,
            lemmas: Vec::new(),
            parts: false,
        }
    }
}

/// The default [`ProverConfig::mirror_trust`]: none. Measured in
/// `BENCHMARKS.md`: 4096 turns a 3-ply line where First holds the centre
/// column from unfinished after 33 min into 10 s, but slows a line where no
/// column is taken yet (`a2=2`: not proved in 936 s against 640 s without,
/// same load), so it is asked for per run.
pub const MIRROR_TRUST: u32 = 0;

/// The default alpha-beta leaf size: below it alpha-beta, with its cheap
/// nodes, is faster than df-pn.
#[must_use]
pub const fn default_leaf(size: u8) -> u32 {
    match size {
        3 => 4,
        4 => 10,
        5 => 16,
        _ => 20,
    }
}

/// The default leaf size of certificates: positions the checker's plain
/// search settles in milliseconds.
#[must_use]
pub const fn default_cert_leaf(size: u8) -> u32 {
    match size {
        3 => 4,
        4 => 8,
        _ => 12,
    }
}

/// What a run proved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProverSolution {
    /// The position.
    pub position: Position,
    /// The value, when proved.
    pub value: Option<Value>,
    /// Whether the value is proved.
    pub exact: bool,
    /// Proved lower bound for First (−1, 0, +1).
    pub lower: i8,
    /// Proved upper bound for First.
    pub upper: i8,
    /// A winning move (for the winner to move).
    pub best_move: Option<Move>,
    /// The claims settled: each with whether it holds.
    pub claims: Vec<(Claim, bool)>,
    /// The root moves of the last claim searched, with their bounds.
    pub root: Vec<RootBound>,
    /// Positions expanded by df-pn.
    pub pn_nodes: u64,
    /// Positions searched by alpha-beta below the leaves.
    pub ab_nodes: u64,
    /// Seconds (earlier runs included).
    pub seconds: f64,
    /// The alpha-beta leaf size used.
    pub leaf: u32,
    /// The certificate (the format of `docs/certificates.md`), when asked
    /// for and the value is proved.
    #[serde(skip)]
    pub certificate: Option<Vec<u8>>,
}

/// The prover; its alpha-beta table is kept between runs of the same rules.
pub struct Prover {
    config: ProverConfig,
    table: Table,
}

/// Whether a draw can happen at all (as the solver decides it).
fn draws_possible(rules: &Rules) -> bool {
    let n = u32::from(rules.size);
    let r = u32::from(rules.run) - 1;
    n % 2 == 0 || n <= r * r
}

/// The claims that settle the value, in order, given those already settled.
fn next_claim(rules: &Rules, done: &[(Claim, bool)]) -> Option<Claim> {
    let first = Claim::wins(Player::First);
    let second = Claim::wins(Player::Second);
    match done {
        [] => Some(first),
        [(_, true)] => None,
        [(_, false)] if draws_possible(rules) => Some(second),
        _ => None,
    }
}

/// The value and First's bounds from settled claims.
fn bounds(rules: &Rules, done: &[(Claim, bool)]) -> (i8, i8) {
    let (mut lo, mut hi) = (-1, 1);
    for &(c, holds) in done {
        let sign = if c.player == Player::First { 1 } else { -1 };
        let g = c.goal.level();
        match (holds, sign) {
            (true, 1) => lo = lo.max(g),
            (true, _) => hi = hi.min(-g),
            (false, 1) => hi = hi.min(g - 1),
            (false, _) => lo = lo.max(-g + 1),
        }
    }
    if !draws_possible(rules) {
        if hi < 1 {
            hi = -1;
        }
        if lo > -1 {
            lo = 1;
        }
    }
    (lo, hi)
}

/// The claims whose trees certify a value.
#[must_use]
pub fn certifying_claims(value: Value) -> Vec<Claim> {
    match value {
        Value::First => vec![Claim::wins(Player::First)],
        Value::Second => vec![Claim::wins(Player::Second)],
        Value::Draw => {
            vec![Claim { player: Player::First, goal: Goal::Draw }, Claim { player: Player::Second, goal: Goal::Draw }]
        }
    }
}

/// Counters and state carried from a checkpoint into a run.
#[derive(Default)]
struct Carry {
    pn_nodes: u64,
    ab_nodes: u64,
    elapsed_ms: u64,
    done: Vec<(Claim, bool)>,
    solved: HashMap<u128, bool>,
    claim: Option<Claim>,
}

impl Prover {
    /// A prover with this configuration.
    #[must_use]
    pub fn new(config: ProverConfig) -> Prover {
        let table = Table::new(config.table_bits);
        Prover { config, table }
    }

    /// The value of `pos` under `rules`, calling `progress` now and then,
    /// stopping (with bounds) on `cancel` or the deadline.
    pub fn solve(
        &self,
        rules: &Rules,
        pos: &Position,
        cancel: &AtomicBool,
        progress: &(dyn Fn(&ProverProgress) + Sync),
    ) -> Result<ProverSolution, Error> {
        self.run(rules, pos, Carry::default(), cancel, progress)
    }

    /// Resumes a run from its checkpoint.
    pub fn resume(
        &self,
        file: &Path,
        cancel: &AtomicBool,
        progress: &(dyn Fn(&ProverProgress) + Sync),
    ) -> Result<ProverSolution, Error> {
        let c = ProverCheckpoint::load(file)?;
        let pos: Position = c.position.parse().map_err(|e: Error| Error::Checkpoint(e.to_string()))?;
        let mut solved = HashMap::new();
        for (k, b) in &c.solved {
            let k = u128::from_str_radix(k, 16)
                .map_err(|_| Error::Checkpoint(format!("`{k}` is not a position key of 32 hex digits")))?;
            solved.insert(k, *b);
        }
        let carry = Carry {
            pn_nodes: c.pn_nodes,
            ab_nodes: c.ab_nodes,
            elapsed_ms: c.elapsed_ms,
            done: c.done.clone(),
            solved,
            claim: Some(c.claim),
        };
        self.run(&c.rules, &pos, carry, cancel, progress)
    }

    fn leaf(&self, rules: &Rules) -> u32 {
        self.config.leaf.unwrap_or_else(|| default_leaf(rules.size))
    }

    fn cert_leaf(&self, rules: &Rules) -> u32 {
        let l = self.config.cert_leaf.unwrap_or_else(|| default_cert_leaf(rules.size));
        l.min(crate::verify::MAX_LEAF as u32)
    }

    fn check(rules: &Rules, pos: &Position) -> Result<(), Error> {
        rules.validate()?;
        if pos.size() != rules.size || rules.size > 6 {
            return Err(Error::NotSupported(format!(
                "the prover takes boards of 3×3 to 6×6 matching the rules' size {} (the position is {}×{})",
                rules.size,
                pos.size(),
                pos.size()
            )));
        }
        pos.check_owners(rules.run)
    }

    fn run(
        &self,
        rules: &Rules,
        pos: &Position,
        mut carry: Carry,
        cancel: &AtomicBool,
        progress: &(dyn Fn(&ProverProgress) + Sync),
    ) -> Result<ProverSolution, Error> {
        Prover::check(rules, pos)?;
        let start = Instant::now();
        let mut root = Vec::new();
        let mut best_move = None;
        let mut stopped = false;
        let mut trees: Vec<(Claim, Vec<u8>)> = Vec::new();
        let (mut pn_nodes, mut ab_nodes) = (carry.pn_nodes, carry.ab_nodes);
        let ctx = |claim: Claim, pn0: u64, ab0: u64, done: &[(Claim, bool)]| RunCtx {
            rules: *rules,
            pos: *pos,
            claim,
            start,
            carry_ms: carry.elapsed_ms,
            pn0,
            ab0,
            done: done.to_vec(),
        };
        while let Some(claim) = next_claim(rules, &carry.done) {
            // The pinned solutions of a checkpoint belong to its claim.
            let seed = if carry.claim == Some(claim) { std::mem::take(&mut carry.solved) } else { HashMap::new() };
            let c = ctx(claim, pn_nodes, ab_nodes, &carry.done);
            let r = self.prove(&c, seed, self.config.certificate, cancel, progress)?;
            pn_nodes += r.pn_nodes;
            ab_nodes += r.ab_nodes;
            root = r.root;
            if let Some(t) = r.tree {
                trees.push((claim, t));
            }
            match r.holds {
                Some(h) => {
                    if h && pos.mover() == claim.player {
                        best_move = r.proving_move;
                    }
                    carry.done.push((claim, h));
                    c.save_done(&self.config, &carry.done, pn_nodes, ab_nodes);
                }
                None => {
                    stopped = true;
                    break;
                }
            }
        }
        let (lower, upper) = bounds(rules, &carry.done);
        let exact = !stopped && lower == upper;
        let value = exact.then(|| Value::of_first(lower));
        let mut cert = None;
        if let Some(v) = value.filter(|_| self.config.certificate) {
            let claims = certifying_claims(v);
            let mut out = certificate::header(rules, pos, self.cert_leaf(rules), claims.len() as u8);
            for claim in claims {
                let t = match trees.iter().position(|t| t.0 == claim) {
                    Some(i) => Some(trees.swap_remove(i).1),
                    None => {
                        let c = ctx(claim, pn_nodes, ab_nodes, &carry.done);
                        let r = self.prove(&c, HashMap::new(), true, cancel, progress)?;
                        pn_nodes += r.pn_nodes;
                        ab_nodes += r.ab_nodes;
                        r.tree
                    }
                };
                match t {
                    Some(t) => out.extend(t),
                    None => {
                        out.clear();
                        break;
                    }
                }
            }
            cert = (!out.is_empty()).then_some(out);
        }
        Ok(ProverSolution {
            position: *pos,
            value,
            exact,
            lower,
            upper,
            best_move,
            claims: carry.done,
            root,
            pn_nodes,
            ab_nodes,
            seconds: (carry.elapsed_ms + start.elapsed().as_millis() as u64) as f64 / 1000.0,
            leaf: self.leaf(rules),
            certificate: cert,
        })
    }

    /// Runs df-pn on one claim; with `want_tree`, once the claim is proved,
    /// also writes its certificate tree from the same (warm) tables.
    fn prove(
        &self,
        ctx: &RunCtx,
        seed: HashMap<u128, bool>,
        want_tree: bool,
        cancel: &AtomicBool,
        progress: &(dyn Fn(&ProverProgress) + Sync),
    ) -> Result<ClaimRun, Error> {
        let mut tt = PnTable::new(self.config.pn_bits);
        let mut seed = seed;
        // A lemma for the claimant with a goal at least as high proves the
        // claim; one for the opponent refutes it unless both only draw.
        for (p, c) in &self.config.lemmas {
            if c.player == ctx.claim.player {
                if c.goal.level() >= ctx.claim.goal.level() {
                    seed.insert(canonical_key(p), true);
                }
            } else if c.goal.level() + ctx.claim.goal.level() > 0 {
                seed.insert(canonical_key(p), false);
            }
        }
        for (&k, &b) in &seed {
            tt.put(k, if b { 0 } else { INF }, if b { INF } else { 0 }, u64::from(u32::MAX));
        }
        let stop = AtomicBool::new(false);
        let parts = LeafParts::new();
        let shared = parts.shared(&self.table, &ctx.rules, &stop, cancel);
        let empties = ctx.pos.empties();
        let pin_min = if empties > self.config.pin_plies { empties - self.config.pin_plies } else { 1 };
        let root_kids = root_moves(&ctx.rules, &ctx.pos);
        let config = &self.config;
        let last_save = std::cell::Cell::new(Instant::now());
        let mut tick = |e: &Engine<'_>| {
            let p = ctx.progress(e, &root_kids, &parts);
            progress(&p);
            if last_save.get().elapsed() >= config.checkpoint_every {
                last_save.set(Instant::now());
                // A failed periodic save is retried at the next one.
                let _ = ctx.save(config, e, &p);
            }
        };
        let mut e = Engine {
            tt: &mut tt,
            ab: Searcher::new(&shared),
            rules: ctx.rules,
            claim: ctx.claim,
            leaf: self.leaf(&ctx.rules),
            nodes: 0,
            pin_min,
            pinned: seed,
            aborted: false,
            cancel,
            stop: &stop,
            deadline: config.deadline.map(|d| ludoteca_core::control::later(ctx.start, d)),
            tick_every: config.progress_every,
            last_tick: Instant::now(),
            tick: Some(&mut tick),
            epsilon: config.epsilon,
            mirror_trust: config.mirror_trust,
        };
        // At the claimant's turn (an OR node) every root move at once is the
        // unrestricted search: best-first there, never one move to the end
        // after another, which wastes whole refutations before the winner.
        let chosen = chosen_keys(&ctx.rules, &ctx.pos, &config.first_moves);
        let every = root_kids.iter().all(|(_, k)| chosen.contains(k));
        let settled = if config.first_moves.is_empty() || (every && e.is_or(&ctx.pos)) {
            e.solve(&ctx.pos).map(Some)
        } else {
            one_by_one(&mut e, &ctx.pos, &root_kids, &config.first_moves)
        };
        let holds = settled.flatten();
        let proving_move = if holds == Some(true) && e.is_or(&ctx.pos) {
            root_kids.iter().find(|(_, key)| e.tt.get(*key).is_some_and(|(pn, _)| pn == 0)).map(|(m, _)| *m)
        } else {
            None
        };
        e.ab.flush();
        let p = ctx.progress(&e, &root_kids, &parts);
        if holds.is_none() {
            ctx.save(config, &e, &p)?;
        }
        // The tree is written from the warm tables, without the deadline
        // (a proof found in time is not thrown away), still cancellable.
        let tree = if want_tree && holds == Some(true) {
            e.deadline = None;
            e.tick = None;
            let parts: Vec<(u128, Position)> = if self.config.parts {
                let c = ctx.claim;
                let lemmas =
                    self.config.lemmas.iter().filter(|(_, l)| l.player == c.player && l.goal.level() >= c.goal.level());
                lemmas.map(|(p, _)| (canonical_key(p), *p)).collect()
            } else {
                Vec::new()
            };
            certificate::tree(&mut e, &ctx.pos, self.cert_leaf(&ctx.rules), &parts)?
        } else {
            None
        };
        e.ab.flush();
        Ok(ClaimRun {
            holds,
            proving_move,
            root: p.root,
            pn_nodes: e.nodes,
            ab_nodes: parts.nodes.load(std::sync::atomic::Ordering::Relaxed),
            tree,
        })
    }
}

/// Searches the chosen root moves one after another, each to the end:
/// the claim at the root holds once one proves it (OR) or fails once one
/// refutes it (AND), and is settled the other way once every distinct root
/// move went against that; otherwise the run only records their bounds
/// (`Some(None)`). `None` when stopped.
fn one_by_one(e: &mut Engine<'_>, pos: &Position, kids: &[(Move, u128)], chosen: &[Move]) -> Option<Option<bool>> {
    let or = e.is_or(pos);
    for &mv in chosen {
        let mut q = *pos;
        q.apply(mv.square.index(), mv.number, e.rules.run, e.rules.simultaneous);
        let key = canonical_key(&q);
        if !kids.iter().any(|(_, k)| *k == key) {
            continue;
        }
        let h = e.solve(&q)?;
        e.pinned.insert(key, h);
        if h == or {
            return Some(Some(h));
        }
    }
    // Every distinct root move settled, none the way that decides at once
    // (the opponent refuted at each, or the claimant proved at each).
    let all = !kids.is_empty() && kids.iter().all(|(_, k)| e.pinned.get(k) == Some(&!or));
    Some(all.then_some(!or))
}

/// The canonical keys of the positions the chosen root moves lead to.
fn chosen_keys(rules: &Rules, pos: &Position, chosen: &[Move]) -> Vec<u128> {
    chosen
        .iter()
        .map(|mv| {
            let mut q = *pos;
            q.apply(mv.square.index(), mv.number, rules.run, rules.simultaneous);
            canonical_key(&q)
        })
        .collect()
}

/// One distinct move per symmetry class at the root, in the solver's order.
fn root_moves(rules: &Rules, pos: &Position) -> Vec<(Move, u128)> {
    let mut out: Vec<(Move, u128)> = Vec::new();
    for mv in pos.legal_moves() {
        let mut q = *pos;
        q.apply(mv.square.index(), mv.number, rules.run, rules.simultaneous);
        let k = canonical_key(&q);
        if !out.iter().any(|(_, j)| *j == k) {
            out.push((mv, k));
        }
    }
    out
}

/// What one claim's run found.
struct ClaimRun {
    holds: Option<bool>,
    tree: Option<Vec<u8>>,
    proving_move: Option<Move>,
    root: Vec<RootBound>,
    pn_nodes: u64,
    ab_nodes: u64,
}

/// The fixed parts of one run, for progress and checkpoints.
struct RunCtx {
    rules: Rules,
    pos: Position,
    claim: Claim,
    start: Instant,
    carry_ms: u64,
    pn0: u64,
    ab0: u64,
    done: Vec<(Claim, bool)>,
}

impl RunCtx {
    fn elapsed_ms(&self) -> u64 {
        self.carry_ms + self.start.elapsed().as_millis() as u64
    }

    fn progress(&self, e: &Engine<'_>, kids: &[(Move, u128)], parts: &LeafParts) -> ProverProgress {
        let root = kids
            .iter()
            .map(|&(mv, key)| {
                let (pn, dn) =
                    e.tt.get(key)
                        .or_else(|| e.pinned.get(&key).map(|&b| if b { (0, INF) } else { (INF, 0) }))
                        .unwrap_or((1, 1));
                let status = if pn == 0 {
                    Status::Proved
                } else if dn == 0 {
                    Status::Refuted
                } else {
                    Status::Open
                };
                RootBound { mv, status, pn: pn.min(INF), dn: dn.min(INF) }
            })
            .collect();
        let (pn, dn) = e.tt.get(canonical_key(&self.pos)).unwrap_or((1, 1));
        ProverProgress {
            claim: self.claim,
            pn_nodes: self.pn0 + e.nodes,
            ab_nodes: self.ab0 + parts.nodes.load(std::sync::atomic::Ordering::Relaxed),
            elapsed_ms: self.elapsed_ms(),
            pn,
            dn,
            root,
        }
    }

    fn save(&self, config: &ProverConfig, e: &Engine<'_>, p: &ProverProgress) -> Result<(), Error> {
        let Some(path) = &config.checkpoint else { return Ok(()) };
        let mut solved: Vec<(String, bool)> = e.pinned.iter().map(|(k, &b)| (format!("{k:032x}"), b)).collect();
        solved.sort();
        ProverCheckpoint::new(self.rules, &self.pos, self.claim, &self.done, p, solved).save(path)
    }

    /// Saves the settled claims once one more is settled.
    fn save_done(&self, config: &ProverConfig, done: &[(Claim, bool)], pn_nodes: u64, ab_nodes: u64) {
        let Some(path) = &config.checkpoint else { return };
        let p = ProverProgress {
            claim: self.claim,
            pn_nodes,
            ab_nodes,
            elapsed_ms: self.elapsed_ms(),
            pn: 0,
            dn: 0,
            root: Vec::new(),
        };
        let _ = ProverCheckpoint::new(self.rules, &self.pos, self.claim, done, &p, Vec::new()).save(path);
    }
}

fn nothing() {}

/// The atomics the alpha-beta leaf searcher reports into.
struct LeafParts {
    nodes: AtomicU64,
    probes: AtomicU64,
    hits: AtomicU64,
    exhausted: AtomicBool,
    pinned: Mutex<HashMap<u128, (i8, i8)>>,
}

impl LeafParts {
    fn new() -> LeafParts {
        LeafParts {
            nodes: AtomicU64::new(0),
            probes: AtomicU64::new(0),
            hits: AtomicU64::new(0),
            exhausted: AtomicBool::new(false),
            pinned: Mutex::new(HashMap::new()),
        }
    }

    fn shared<'a>(
        &'a self,
        table: &'a Table,
        rules: &Rules,
        stop: &'a AtomicBool,
        cancel: &'a AtomicBool,
    ) -> Shared<'a> {
        Shared {
            table,
            run: rules.run,
            sim: rules.simultaneous,
            stop,
            cancel,
            nodes: &self.nodes,
            probes: &self.probes,
            hits: &self.hits,
            pinned: &self.pinned,
            pin_min: 99,
            tick: &nothing,
            limit: u64::MAX,
            exhausted: &self.exhausted,
        }
    }
}
