//! A class's pairings, as plain functions of who is present and what each
//! student has played so far: at random (avoiding rematches), Swiss (by
//! points), round-robin (the circle method over the whole roster), everyone against the
//! champion, or the teacher's own pairs. Colours (seat A or B) are
//! balanced across rounds; with an odd count one student has a bye, the
//! one who had fewest.

use std::collections::{HashMap, HashSet};

/// A player of a pairing: a student (by index) or the computer's champion.
pub(crate) type Side = Option<usize>;

/// What one student has played so far.
#[derive(Clone, Debug, Default)]
pub(crate) struct Past {
    /// Points times two (a win 2, a draw 1, a bye 2).
    pub(crate) points2: u32,
    /// The students met.
    pub(crate) met: HashSet<usize>,
    /// Matches in seat A less matches in seat B.
    pub(crate) balance: i32,
    /// Byes had.
    pub(crate) byes: u32,
    /// Whether the last match was in seat A.
    pub(crate) last_first: Option<bool>,
}

/// A round's plan: the pairs (seat A, seat B), the byes (a point each) and
/// those resting (left out by the teacher, no point).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Plan {
    pub(crate) pairs: Vec<(Side, Side)>,
    pub(crate) byes: Vec<usize>,
    pub(crate) rest: Vec<usize>,
}

/// A small random generator (SplitMix64) seeded from the system.
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new() -> Rng {
        let mut b = [0u8; 8];
        let _ = getrandom::fill(&mut b);
        Rng(u64::from_le_bytes(b))
    }

    #[cfg(test)]
    pub(crate) fn seeded(seed: u64) -> Rng {
        Rng(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n` > 0).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub(crate) fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            v.swap(i, self.below(i + 1));
        }
    }
}

fn past<'a>(p: &'a HashMap<usize, Past>, s: usize) -> std::borrow::Cow<'a, Past> {
    p.get(&s).map_or_else(|| std::borrow::Cow::Owned(Past::default()), std::borrow::Cow::Borrowed)
}

/// The pair `a`, `b` with colours balanced: the one who sat in seat A less
/// often takes it; on a tie, the one who was in seat B last; else `a`.
pub(crate) fn coloured(a: usize, b: usize, p: &HashMap<usize, Past>) -> (Side, Side) {
    let (pa, pb) = (past(p, a), past(p, b));
    let a_first = match pa.balance.cmp(&pb.balance) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal => !matches!((pa.last_first, pb.last_first), (Some(true), _) | (None, Some(false))),
    };
    if a_first { (Some(a), Some(b)) } else { (Some(b), Some(a)) }
}

/// Takes the bye out of `present` when the count is odd: the student with
/// the fewest byes (the last such in `present`'s order).
fn take_bye(present: &mut Vec<usize>, p: &HashMap<usize, Past>) -> Vec<usize> {
    if present.len().is_multiple_of(2) {
        return Vec::new();
    }
    let fewest = present.iter().map(|s| past(p, *s).byes).min().unwrap_or(0);
    let at = present.iter().rposition(|s| past(p, *s).byes == fewest).unwrap_or(present.len() - 1);
    vec![present.remove(at)]
}

/// Whether `a` and `b` both want the same seat (both sat in A more often,
/// or both in B): one of them cannot have it.
fn clash(a: &Past, b: &Past) -> bool {
    a.balance.signum() != 0 && a.balance.signum() == b.balance.signum()
}

/// Greedy pairs of `order`: each student with the next one not yet met
/// who wants the other seat, else the next one not yet met, else the next
/// one; the pairs, and a cost (rematches weigh more than seats wanted twice).
fn greedy(order: &[usize], p: &HashMap<usize, Past>) -> (Vec<(usize, usize)>, usize) {
    let mut left: Vec<usize> = order.to_vec();
    let mut pairs = Vec::new();
    let mut cost = 0;
    while left.len() >= 2 {
        let a = left.remove(0);
        let pa = past(p, a);
        let fresh = |b: &usize| !pa.met.contains(b);
        let at = left
            .iter()
            .position(|b| fresh(b) && !clash(&pa, &past(p, *b)))
            .or_else(|| left.iter().position(fresh))
            .unwrap_or(0);
        let b = left.remove(at);
        cost += if pa.met.contains(&b) { 1000 } else { 0 } + usize::from(clash(&pa, &past(p, b)));
        pairs.push((a, b));
    }
    (pairs, cost)
}

/// At random, avoiding rematches and seats wanted twice: the best of
/// several shuffles.
pub(crate) fn random(present: &[usize], p: &HashMap<usize, Past>, rng: &mut Rng) -> Plan {
    let mut order = present.to_vec();
    rng.shuffle(&mut order);
    let byes = take_bye(&mut order, p);
    let mut best: Option<(Vec<(usize, usize)>, usize)> = None;
    for _ in 0..256 {
        rng.shuffle(&mut order);
        let (pairs, cost) = greedy(&order, p);
        if best.as_ref().is_none_or(|(_, c)| cost < *c) {
            best = Some((pairs, cost));
        }
        if cost == 0 {
            break;
        }
    }
    let pairs = best.map(|(v, _)| v).unwrap_or_default();
    Plan { pairs: pairs.into_iter().map(|(a, b)| coloured(a, b, p)).collect(), byes, rest: Vec::new() }
}

/// Swiss: by points (ties at random), each with the next one not yet met;
/// the bye to the lowest-placed student with the fewest byes.
pub(crate) fn swiss(present: &[usize], p: &HashMap<usize, Past>, rng: &mut Rng) -> Plan {
    let mut order = present.to_vec();
    rng.shuffle(&mut order);
    order.sort_by_key(|s| std::cmp::Reverse(past(p, *s).points2));
    let byes = take_bye(&mut order, p);
    let (pairs, _) = greedy(&order, p);
    Plan { pairs: pairs.into_iter().map(|(a, b)| coloured(a, b, p)).collect(), byes, rest: Vec::new() }
}

/// Round `k` (from 0) of a round-robin of the class's `roster` (every
/// student who joined, absent or not) by the circle method: over `n`
/// rounds (`n` even, or `n + 1` with a bye) everyone meets everyone once,
/// and seats alternate. The circle is the roster's, not the day's: a
/// student away for a round keeps their place (their opponent has a bye,
/// they have nothing), so the next rounds still bring no rematch. A late
/// joiner enlarges the circle from the next round on.
pub(crate) fn round_robin(roster: usize, present: &[usize], k: usize) -> Plan {
    let mut ring: Vec<Side> = (0..roster).map(Some).collect();
    if ring.len() % 2 == 1 {
        ring.push(None);
    }
    let n = ring.len();
    if n < 2 {
        return Plan::default();
    }
    // Fix the first, turn the others k steps.
    let rounds = n - 1;
    let k = k % rounds;
    let mut turned = vec![ring[0]];
    turned.extend((0..rounds).map(|i| ring[1 + (i + rounds - k) % rounds]));
    let mut plan = Plan::default();
    for i in 0..n / 2 {
        let (a, b) = (turned[i], turned[n - 1 - i]);
        let here = |s: Side| s.filter(|s| present.contains(s));
        match (here(a), here(b)) {
            (Some(a), Some(b)) => {
                // Alternate seats by round (and by table for the fixed one).
                let swap = if i == 0 { k % 2 == 1 } else { i % 2 == 1 };
                plan.pairs.push(if swap { (Some(b), Some(a)) } else { (Some(a), Some(b)) });
            }
            (Some(s), None) | (None, Some(s)) => plan.byes.push(s),
            (None, None) => {}
        }
    }
    plan
}

/// Everyone present against the champion, each in the seat they had less.
pub(crate) fn champion(present: &[usize], p: &HashMap<usize, Past>) -> Plan {
    let pairs = present
        .iter()
        .map(|&s| {
            let q = past(p, s);
            let first = q.balance < 0 || (q.balance == 0 && q.last_first != Some(true));
            if first { (Some(s), None) } else { (None, Some(s)) }
        })
        .collect();
    Plan { pairs, byes: Vec::new(), rest: Vec::new() }
}

/// The teacher's pairs (seat A first), each a present student at most
/// once; the present students left out rest. `None` when a pair is not that.
pub(crate) fn manual(present: &[usize], pairs: &[(usize, usize)]) -> Option<Plan> {
    let mut seen = HashSet::new();
    for &(a, b) in pairs {
        if a == b || !present.contains(&a) || !present.contains(&b) || !seen.insert(a) || !seen.insert(b) {
            return None;
        }
    }
    let rest = present.iter().copied().filter(|s| !seen.contains(s)).collect();
    Some(Plan { pairs: pairs.iter().map(|&(a, b)| (Some(a), Some(b))).collect(), byes: Vec::new(), rest })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plays `plan` into the pasts: seat A always wins.
    fn record(plan: &Plan, p: &mut HashMap<usize, Past>) {
        for &(a, b) in &plan.pairs {
            if let (Some(a), Some(b)) = (a, b) {
                let pa = p.entry(a).or_default();
                pa.met.insert(b);
                pa.balance += 1;
                pa.last_first = Some(true);
                pa.points2 += 2;
                let pb = p.entry(b).or_default();
                pb.met.insert(a);
                pb.balance -= 1;
                pb.last_first = Some(false);
            }
        }
        for &s in &plan.byes {
            let q = p.entry(s).or_default();
            q.byes += 1;
            q.points2 += 2;
        }
    }

    fn everyone_once(plan: &Plan, present: &[usize]) {
        let mut seen: Vec<usize> = plan.pairs.iter().flat_map(|&(a, b)| [a, b]).flatten().collect();
        seen.extend(&plan.byes);
        seen.extend(&plan.rest);
        seen.sort_unstable();
        let mut want = present.to_vec();
        want.sort_unstable();
        assert_eq!(seen, want, "{plan:?}");
    }

    #[test]
    fn a_round_robin_meets_everyone_once_with_seats_balanced() {
        for n in [2usize, 5, 6, 7] {
            let present: Vec<usize> = (0..n).collect();
            let mut met = HashSet::new();
            let mut balance = vec![0i32; n];
            let mut byes = vec![0u32; n];
            let rounds = if n % 2 == 0 { n - 1 } else { n };
            for k in 0..rounds {
                let plan = round_robin(n, &present, k);
                everyone_once(&plan, &present);
                assert!(plan.byes.len() == n % 2, "{plan:?}");
                for &(a, b) in &plan.pairs {
                    let (a, b) = (a.unwrap(), b.unwrap());
                    assert!(met.insert((a.min(b), a.max(b))), "{a} and {b} meet twice");
                    balance[a] += 1;
                    balance[b] -= 1;
                }
                for &s in &plan.byes {
                    byes[s] += 1;
                }
            }
            assert_eq!(met.len(), n * (n - 1) / 2, "every pair met, n = {n}");
            assert!(byes.iter().all(|&b| b == u32::from(n % 2 == 1)), "one bye each: {byes:?}");
            assert!(balance.iter().all(|b| b.abs() <= 2), "seats nearly balanced: {balance:?}");
        }
    }

    #[test]
    fn a_round_robin_keeps_its_circle_when_a_student_is_away() {
        // Six students; student 4 misses round 1, student 0 misses round 3.
        let n = 6;
        let mut met = HashSet::new();
        let mut byes = vec![0u32; n];
        for k in 0..n - 1 {
            let away = match k {
                1 => Some(4),
                3 => Some(0),
                _ => None,
            };
            let present: Vec<usize> = (0..n).filter(|s| Some(*s) != away).collect();
            let plan = round_robin(n, &present, k);
            everyone_once(&plan, &present);
            assert_eq!(plan.byes.len(), usize::from(away.is_some()), "the absent one's opponent rests: {plan:?}");
            for &(a, b) in &plan.pairs {
                let (a, b) = (a.unwrap(), b.unwrap());
                assert!(away != Some(a) && away != Some(b), "{plan:?}");
                assert!(met.insert((a.min(b), a.max(b))), "{a} and {b} meet twice");
            }
            for &s in &plan.byes {
                byes[s] += 1;
            }
        }
        // Every pair met but the two that fell on an absence.
        assert_eq!(met.len(), n * (n - 1) / 2 - 2);
        assert_eq!(byes.iter().sum::<u32>(), 2, "{byes:?}");
    }

    #[test]
    fn random_rounds_avoid_rematches_balance_seats_and_share_the_byes() {
        let present: Vec<usize> = (0..7).collect();
        let mut p = HashMap::new();
        let mut rng = Rng::seeded(7);
        for _ in 0..3 {
            let plan = random(&present, &p, &mut rng);
            everyone_once(&plan, &present);
            assert_eq!(plan.byes.len(), 1);
            for &(a, b) in &plan.pairs {
                let (a, b) = (a.unwrap(), b.unwrap());
                assert!(!p.get(&a).is_some_and(|q: &Past| q.met.contains(&b)), "a rematch {a}-{b} in 3 rounds of 7");
            }
            record(&plan, &mut p);
        }
        assert!(p.values().all(|q| q.byes <= 1), "no second bye before everyone had one");
        assert!(p.values().all(|q| q.balance.abs() <= 2), "{p:?}");
    }

    #[test]
    fn in_two_random_rounds_of_six_everyone_sits_in_a_once() {
        for seed in 0..50 {
            let present: Vec<usize> = (0..6).collect();
            let mut p = HashMap::new();
            let mut rng = Rng::seeded(seed);
            for _ in 0..2 {
                let plan = random(&present, &p, &mut rng);
                record(&plan, &mut p);
            }
            assert!(p.values().all(|q| q.balance == 0), "seed {seed}: {p:?}");
        }
    }

    #[test]
    fn colours_go_to_who_had_seat_b_more() {
        let mut p = HashMap::new();
        p.insert(1, Past { balance: 1, ..Past::default() });
        p.insert(2, Past { balance: -1, ..Past::default() });
        assert_eq!(coloured(1, 2, &p), (Some(2), Some(1)));
        assert_eq!(coloured(2, 1, &p), (Some(2), Some(1)));
        p.insert(3, Past { balance: 0, last_first: Some(true), ..Past::default() });
        p.insert(4, Past { balance: 0, last_first: Some(false), ..Past::default() });
        assert_eq!(coloured(3, 4, &p), (Some(4), Some(3)));
    }

    #[test]
    fn swiss_pairs_the_leaders_together() {
        let present: Vec<usize> = (0..4).collect();
        let mut p = HashMap::new();
        p.insert(0, Past { points2: 4, ..Past::default() });
        p.insert(3, Past { points2: 4, ..Past::default() });
        let plan = swiss(&present, &p, &mut Rng::seeded(1));
        let leaders = plan.pairs.iter().any(|&(a, b)| {
            let mut x = [a.unwrap(), b.unwrap()];
            x.sort_unstable();
            x == [0, 3]
        });
        assert!(leaders, "{plan:?}");
    }

    #[test]
    fn the_teachers_pairs_are_checked_and_the_others_rest() {
        let present = [0, 1, 2, 3, 4];
        let plan = manual(&present, &[(3, 1)]).unwrap();
        assert_eq!(plan.pairs, vec![(Some(3), Some(1))]);
        assert_eq!(plan.rest, vec![0, 2, 4]);
        assert_eq!(manual(&present, &[(1, 1)]), None, "nobody plays themself");
        assert_eq!(manual(&present, &[(1, 2), (2, 3)]), None, "each at most once");
        assert_eq!(manual(&present, &[(1, 9)]), None, "only students present");
    }

    #[test]
    fn against_the_champion_everyone_plays_and_seats_alternate() {
        let mut p = HashMap::new();
        let plan = champion(&[0, 1], &p);
        assert_eq!(plan.pairs, vec![(Some(0), None), (Some(1), None)]);
        p.insert(0, Past { balance: 1, last_first: Some(true), ..Past::default() });
        assert_eq!(champion(&[0], &p).pairs, vec![(None, Some(0))]);
    }
}
