//! The merge's arithmetic: the parts of a split solve put back into the
//! tree they came from and weighed by their answers. A *class* node (the
//! codes a path of guesses and answers leaves; the root is every code) is
//! worth the least of its next guesses, ties to the smallest guess (the
//! guess the solve in one piece takes), and is decided once every other
//! guess is known to cost more, or as much with a larger code; a *guess*
//! node is worth the sum of the classes it leaves, plus the guess itself
//! when it is one of the codes (found at its own turn). A part is a node
//! solved whole, until its answer splits it into the nodes below.
//!
//! Every total is counted from the start; a bound known while a part runs
//! (its *standing*) counts as much as its answer would. From the root
//! down, each node gets a *cutoff*, the total from which its exact value no
//! longer matters — the best sibling's upper bound (one more when it has
//! the larger code), or what the parent's cutoff leaves it once its
//! siblings' lower bounds are counted: an unanswered part below its cutoff
//! is needed and solved against it (its budget), the others are moot.

use super::part::{Part, bad_part};
use crate::solve::SolveError;
use ludoteca_mastermind::Step;
use serde_json::Value;
use std::collections::{BTreeMap, HashMap};

/// How many secrets need each number of guesses.
pub(super) type Depths = BTreeMap<usize, usize>;

/// A part's answer as the merge reads it.
pub(super) enum Answer {
    /// The guesses each secret needs: how many need `k`.
    Depths(Depths),
    /// Its secrets need at least this many guesses in all (a part run
    /// with a budget it reached).
    AtLeast(u64),
    /// `optimal-worst` cannot keep the class within the depth left.
    Infeasible,
    /// Split into the parts below it; a strategy's total, when known.
    Split(Option<u64>),
}

pub(super) fn answer(result: &Value) -> Result<Answer, SolveError> {
    if result.get("infeasible").and_then(Value::as_bool) == Some(true) {
        return Ok(Answer::Infeasible);
    }
    if result.get("split").is_some() {
        return Ok(Answer::Split(result.get("upper").and_then(Value::as_u64)));
    }
    if let Some(n) = result.get("at_least").and_then(Value::as_u64) {
        return Ok(Answer::AtLeast(n));
    }
    let bad = || crate::distribute::bad_result(result);
    let map = result.get("depths").and_then(Value::as_object).ok_or_else(bad)?;
    let mut out = BTreeMap::new();
    for (k, v) in map {
        out.insert(k.parse::<usize>().map_err(|_| bad())?, v.as_u64().ok_or_else(bad)? as usize);
    }
    Ok(Answer::Depths(out))
}

/// A total in depths.
pub(super) fn total(h: &Depths) -> u64 {
    h.iter().map(|(&d, &n)| (d * n) as u64).sum()
}

/// A node of the tree, weighed.
#[derive(Clone, Debug, Default)]
pub(super) struct Node {
    /// Its path (a guess node: its class's).
    pub path: Vec<Step>,
    /// A guess node's guess.
    pub guess: Option<u32>,
    /// The part that is this node, if any.
    pub part: Option<usize>,
    /// The nodes below it.
    pub children: Vec<usize>,
    /// A guess node: whether its guess is one of its class's codes.
    pub secret: bool,
    /// A lower bound on its total (exact once decided).
    pub lower: u64,
    /// Some strategy's total, when one is known.
    pub upper: Option<u64>,
    /// Its depths, once decided.
    pub done: Option<Depths>,
    /// No strategy within the depth left (`optimal-worst`).
    pub out: bool,
    /// A part answered with a bound past its budget: it is not needed,
    /// whatever the cutoffs say later.
    pub settled: bool,
}

/// The parts put back into their tree (node 0 is the root, every code).
pub(super) struct Tree {
    pub nodes: Vec<Node>,
}

type Key = (Vec<Step>, Option<u32>);

impl Tree {
    /// The tree of `parts`, weighed by `results` and by the bounds of the
    /// parts still running (`standing`: `{"lower": …, "upper": …}`).
    pub(super) fn of(
        parts: &[Value],
        results: &[Option<Value>],
        standing: &[Option<Value>],
    ) -> Result<Tree, SolveError> {
        let read: Vec<Part> = parts.iter().map(Part::read).collect::<Result<_, _>>()?;
        let mut nodes = vec![Node::default()];
        let mut at: HashMap<Key, usize> = HashMap::new();
        at.insert((Vec::new(), None), 0);
        for (i, p) in read.iter().enumerate() {
            let key = (p.path.clone(), p.guess);
            if at.contains_key(&key) {
                return Err(bad_part(&parts[i]));
            }
            at.insert(key, nodes.len());
            let secret = p.guess.is_some() && p.secret;
            nodes.push(Node { path: p.path.clone(), guess: p.guess, part: Some(i), secret, ..Node::default() });
        }
        // Each part under its parent: a class part under the guess that
        // leaves it (a first guess has no part of its own), a guess part
        // under its class.
        for (i, p) in read.iter().enumerate() {
            let me = at[&(p.path.clone(), p.guess)];
            let parent = match p.guess {
                Some(_) => at.get(&(p.path.clone(), None)).copied().ok_or_else(|| bad_part(&parts[i]))?,
                None => {
                    let (before, last) = p.path.split_at(p.path.len() - 1);
                    let key = (before.to_vec(), Some(last[0].0));
                    match at.get(&key) {
                        Some(&g) => g,
                        None if before.is_empty() => {
                            let g = nodes.len();
                            nodes.push(Node { guess: Some(last[0].0), secret: p.secret, ..Node::default() });
                            nodes[0].children.push(g);
                            at.insert(key, g);
                            g
                        }
                        None => return Err(bad_part(&parts[i])),
                    }
                }
            };
            nodes[parent].children.push(me);
        }
        let mut tree = Tree { nodes };
        let mut answers = Vec::with_capacity(read.len());
        for i in 0..read.len() {
            answers.push(results.get(i).and_then(Option::as_ref).map(answer).transpose()?);
        }
        tree.weigh(0, &read, &answers, standing);
        Ok(tree)
    }

    /// Weighs node `at` and those below it.
    fn weigh(&mut self, at: usize, read: &[Part], answers: &[Option<Answer>], standing: &[Option<Value>]) {
        let children = self.nodes[at].children.clone();
        for &c in &children {
            self.weigh(c, read, answers, standing);
        }
        let upper = match self.nodes[at].part {
            Some(i) => match &answers[i] {
                Some(Answer::Split(upper)) if !children.is_empty() => *upper,
                answer => {
                    let running = if answer.is_none() { standing.get(i).and_then(Option::as_ref) } else { None };
                    self.leaf(at, &read[i], answer.as_ref(), running);
                    return;
                }
            },
            None => None,
        };
        if self.nodes[at].guess.is_some() {
            self.guess_node(at);
        } else {
            self.class_node(at, upper);
        }
    }

    /// A node its part answers (or will; `standing`: what it has proved so
    /// far while it runs).
    fn leaf(&mut self, at: usize, part: &Part, answer: Option<&Answer>, standing: Option<&Value>) {
        let n = &mut self.nodes[at];
        n.lower = part.lower;
        match answer {
            Some(Answer::Depths(h)) => {
                n.lower = total(h);
                n.upper = Some(n.lower);
                n.done = Some(h.clone());
            }
            Some(Answer::AtLeast(b)) => {
                n.lower = n.lower.max(*b);
                n.settled = true;
            }
            Some(Answer::Infeasible) => {
                n.out = true;
                n.lower = u64::MAX;
            }
            Some(Answer::Split(_)) | None => {}
        }
        if let Some(s) = standing {
            let upper = s.get("upper").and_then(Value::as_u64);
            // A strategy below what the part needs at least is not this
            // part's: bounds another part proved, which a worker renewed
            // its lease with (the worker no longer does; an older one did).
            if upper.is_none_or(|u| u >= part.lower) {
                n.lower = n.lower.max(s.get("lower").and_then(Value::as_u64).unwrap_or(0));
                n.upper = upper.or(n.upper);
            }
        }
    }

    /// A class: the least of its guesses, ties to the smallest.
    fn class_node(&mut self, at: usize, upper: Option<u64>) {
        let kids: Vec<&Node> = self.nodes[at].children.iter().map(|&c| &self.nodes[c]).collect();
        let key = |k: &Node| (k.lower, k.guess.unwrap_or(u32::MAX));
        let best = kids.iter().filter(|k| k.done.is_some() && !k.out).map(|k| key(k)).min();
        let decided = best.is_some_and(|b| kids.iter().all(|k| k.out || key(k) >= b));
        let out = !kids.is_empty() && kids.iter().all(|k| k.out);
        let lower = match best {
            Some(b) if decided => b.0,
            _ => kids.iter().filter(|k| !k.out).map(|k| k.lower).min().unwrap_or(u64::MAX),
        };
        let known = kids.iter().filter_map(|k| k.upper).min();
        let upper = match (known, upper) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let done = if decided { kids.iter().find(|k| Some(key(k)) == best).and_then(|k| k.done.clone()) } else { None };
        let n = &mut self.nodes[at];
        (n.lower, n.upper, n.done, n.out) = (lower, upper, done, out);
    }

    /// A guess: the sum of its classes, and itself when it is a code.
    fn guess_node(&mut self, at: usize) {
        let turn = self.nodes[at].path.len() + 1;
        let base = u64::from(self.nodes[at].secret) * turn as u64;
        let kids: Vec<&Node> = self.nodes[at].children.iter().map(|&c| &self.nodes[c]).collect();
        let out = kids.iter().any(|k| k.out);
        let lower = if out { u64::MAX } else { kids.iter().fold(base, |a, k| a.saturating_add(k.lower)) };
        let upper = kids.iter().map(|k| k.upper).sum::<Option<u64>>().map(|u| u + base);
        let done = kids.iter().all(|k| k.done.is_some()).then(|| {
            let mut h = Depths::new();
            if base > 0 {
                h.insert(turn, 1);
            }
            for d in kids.iter().filter_map(|k| k.done.as_ref()) {
                for (&k, &c) in d {
                    *h.entry(k).or_insert(0) += c;
                }
            }
            h
        });
        let n = &mut self.nodes[at];
        (n.lower, n.upper, n.done, n.out) = (lower, upper, if out { None } else { done }, out);
    }

    /// The parts still needed, each with the cutoff below which its total
    /// matters (`u64::MAX`: any), from node `at` whose cutoff is `cutoff`.
    pub(super) fn needed(&self, at: usize, cutoff: u64, out: &mut BTreeMap<usize, u64>) {
        let n = &self.nodes[at];
        if n.done.is_some() || n.out || n.settled || n.lower >= cutoff {
            return;
        }
        if n.children.is_empty() {
            if let Some(p) = n.part {
                out.insert(p, cutoff);
            }
            return;
        }
        if n.guess.is_none() {
            // A class: each guess against the best of its siblings.
            for &c in &n.children {
                self.needed(c, self.sibling_cutoff(at, c, cutoff), out);
            }
        } else {
            // A guess: each class against what the others leave it.
            for &c in &n.children {
                let others = n.lower - self.nodes[c].lower;
                self.needed(c, if cutoff == u64::MAX { cutoff } else { cutoff.saturating_sub(others) }, out);
            }
        }
    }

    /// The cutoff of guess node `c` of class node `at`: its class's, or
    /// the least upper bound of its siblings (one more where it has the
    /// smaller code, which wins a tie).
    pub(super) fn sibling_cutoff(&self, at: usize, c: usize, cutoff: u64) -> u64 {
        let g = self.nodes[c].guess.unwrap_or(u32::MAX);
        self.nodes[at]
            .children
            .iter()
            .filter(|&&o| o != c)
            .filter_map(|&o| Some((self.nodes[o].upper?, self.nodes[o].guess.unwrap_or(u32::MAX))))
            .map(|(u, h)| u.saturating_add(u64::from(g < h)))
            .fold(cutoff, u64::min)
    }
}
