//! The least total (average) number of guesses: branch and bound over the
//! guesses in bound order, the classes given the budget the best total
//! leaves them, in parallel near the top, with the ranking and the
//! smallest optimal guess on demand.

use super::*;

impl<'e> Solver<'e> {
    /// Total guesses of an optimal strategy over `s` when below `beta`;
    /// otherwise some lower bound `>= beta`. When exact, the smallest
    /// optimal guess (among orbit representatives) is cached with it.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn total(
        &self,
        s: &[u32],
        sym: &Symmetry,
        beta: u32,
        d: u32,
        depth: usize,
        ctl: &Control,
    ) -> Result<u32> {
        let n = s.len();
        if self.depth_lb(n) > d {
            return Ok(INF);
        }
        match n {
            0 => return Ok(0),
            1 => return Ok(1),
            2 => return Ok(3),
            _ => {}
        }
        let floor = self.lb[n].max(2 * n as u32 - 1);
        if floor >= beta {
            return Ok(floor);
        }
        ctl.check()?;
        self.nodes.fetch_add(1, Ordering::Relaxed);
        let key = key_with(s, d);
        if let Some(e) = Self::get(&self.avg, &key)
            && (e.exact || e.value >= beta)
        {
            return Ok(e.value);
        }
        if let Some(g) = self.perfect_candidate(s) {
            let v = 2 * n as u32 - 1;
            Self::put(&self.avg, key, Entry::exact(v, g));
            return Ok(v);
        }
        let floor = floor.max(2 * n as u32);
        if floor >= beta {
            return Ok(floor);
        }
        // Without a perfect candidate every guess costs at least 2n; a
        // candidate whose other classes hold at most two codes reaches it.
        // (The guess itself is then found on demand by `best_avg`.)
        if d >= 3 && (n == 3 || self.candidate_at_floor(s, floor)) {
            Self::put(&self.avg, key, Entry::exact(floor, u32::MAX));
            return Ok(floor);
        }
        // No budget yet: a quick greedy strategy gives one; at the top
        // always, its total being the upper bound reported (a budget given
        // is no strategy's total).
        let greedy = if n >= 16 && (beta >= INF || depth == 0) { self.greedy_total(s, d, ctl)? } else { INF };
        let beta = greedy.saturating_add(1).min(beta);
        let (scored, exact) = self.scored(s, sym, floor, beta, d);
        if let Some(g) = exact {
            let v = scored[0].0;
            Self::put(&self.avg, key, Entry::exact(v, g));
            return Ok(v);
        }
        // At the top of a big set, every guess is ordered by its two-level
        // bound (and the reported lower bound is the least of them); its
        // one-guess bound goes on to `eval_avg`.
        let mut one = HashMap::new();
        let scored = if depth == 0 && n >= TWO_LEVEL_MIN {
            let two: Vec<Result<(u32, u32)>> =
                scored.par_iter().map(|&(b, g)| Ok((self.two_level(s, sym, g, b, d, ctl)?, g))).collect();
            one = scored.iter().map(|&(b, g)| (g, b)).collect();
            two.into_iter().collect::<Result<Vec<_>>>()?.into_iter().filter(|&(b, _)| b < beta).collect()
        } else {
            scored
        };
        let total_guesses = scored.len() as u64;
        if depth == 0 && self.top_n.fetch_max(n, Ordering::Relaxed) <= n {
            let mut sorted: Vec<u32> = scored.iter().map(|x| x.0).collect();
            sorted.sort_unstable();
            let least = sorted.first().copied().unwrap_or(beta);
            self.lo_other.store(sorted.get(1).copied().unwrap_or(INF), Ordering::Relaxed);
            self.improve_bounds(n, least.min(beta), greedy, ctl);
        }
        let mut heap: BinaryHeap<Reverse<(u32, u32)>> =
            BinaryHeap::from(scored.into_iter().map(Reverse).collect::<Vec<_>>());
        let mut best = beta;
        let mut best_g = u32::MAX;
        let mut i = 0u64;
        let strict = depth <= STRICT_DEPTH;
        let par_here = depth == 0 || (depth <= PAR_DEPTH && n >= PAR_MIN && rayon::current_num_threads() > 1);
        while let Some(Reverse((bound, g))) = heap.pop() {
            i += 1;
            let found = best_g != u32::MAX;
            let can_beat = bound < best && (!found || best > floor);
            let can_tie = strict && found && g < best_g && bound <= best;
            if !can_beat && !can_tie {
                if bound > best || (bound == best && g > best_g) {
                    break;
                }
                continue;
            }
            if depth == 0 {
                ctl.report("solving", i, total_guesses);
            }
            if par_here && i > 1 {
                // The rest, in bound order, on every thread with a shared
                // best (value, guess): the outcome equals the sequential one.
                let mut rest = vec![(bound, g)];
                while let Some(Reverse(x)) = heap.pop() {
                    rest.push(x);
                }
                (best, best_g) = self.par_rest(
                    s,
                    sym,
                    &rest,
                    &one,
                    (best, best_g),
                    floor,
                    strict,
                    d,
                    depth,
                    (i, total_guesses),
                    ctl,
                )?;
                break;
            }
            let limit = if can_tie { best + 1 } else { best };
            let bound = one.get(&g).copied().unwrap_or(bound);
            let v = self.eval_avg(s, sym, g, bound, limit, d, depth, par_here, ctl)?;
            if v < best || (found && v == best && g < best_g) {
                best = v;
                best_g = g;
            }
        }
        if best_g != u32::MAX {
            // Deep in the search only the value matters; the smallest
            // optimal guess is then found on demand by `best_avg`.
            let guess = if strict { best_g } else { u32::MAX };
            Self::put(&self.avg, key, Entry::exact(best, guess));
            if depth == 0 {
                self.improve_bounds(n, best, best, ctl);
            }
            Ok(best)
        } else {
            Self::put(&self.avg, key, Entry::at_least(beta));
            Ok(beta)
        }
    }

    /// The guesses `rest` (in increasing bound) at `s`, on every thread,
    /// taken in order from a shared queue, against a shared best `(value,
    /// guess)` (guess `u32::MAX`: none yet, `value` is then the budget);
    /// `one` holds the one-guess bounds of guesses ordered by a sharper one.
    /// Each guess that could still beat the best (or, when `strict`, tie it
    /// with a smaller code) is evaluated with the budget that decides it, so
    /// the final best is the one the sequential loop finds.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn par_rest(
        &self,
        s: &[u32],
        sym: &Symmetry,
        rest: &[(u32, u32)],
        one: &HashMap<u32, u32>,
        best: (u32, u32),
        floor: u32,
        strict: bool,
        d: u32,
        depth: usize,
        (done0, total): (u64, u64),
        ctl: &Control,
    ) -> Result<(u32, u32)> {
        let pack = |v: u32, g: u32| (v as u64) << 32 | g as u64;
        let shared = AtomicU64::new(pack(best.0, best.1));
        let next = AtomicUsize::new(0);
        let done = AtomicU64::new(done0);
        let failure: Mutex<Option<Error>> = Mutex::new(None);
        let finished: Vec<std::sync::atomic::AtomicBool> =
            rest.iter().map(|_| std::sync::atomic::AtomicBool::new(false)).collect();
        let threads = rayon::current_num_threads().min(rest.len());
        rayon::scope(|sc| {
            for _ in 0..threads {
                sc.spawn(|_| {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= rest.len() {
                            return;
                        }
                        let (b, h) = rest[i];
                        let cur = shared.load(Ordering::Relaxed);
                        let (bv, bg) = ((cur >> 32) as u32, cur as u32);
                        let found = bg != u32::MAX;
                        let beat = b < bv && (!found || bv > floor);
                        let tie = strict && found && h < bg && b <= bv;
                        if !beat && !tie {
                            if b > bv {
                                return; // later guesses have larger bounds
                            }
                            continue;
                        }
                        let limit = if tie { bv + 1 } else { bv };
                        let b = one.get(&h).copied().unwrap_or(b);
                        match self.eval_avg(s, sym, h, b, limit, d, depth, false, ctl) {
                            Ok(v) if v < limit => {
                                shared.fetch_min(pack(v, h), Ordering::Relaxed);
                            }
                            Ok(_) => {}
                            Err(e) => {
                                if let Ok(mut f) = failure.lock() {
                                    f.get_or_insert(e);
                                }
                                next.store(rest.len(), Ordering::Relaxed);
                                return;
                            }
                        }
                        if depth == 0 {
                            finished[i].store(true, Ordering::Relaxed);
                            let k = done.fetch_add(1, Ordering::Relaxed) + 1;
                            ctl.report("solving", k.min(total), total);
                            let cur = shared.load(Ordering::Relaxed);
                            let bv = (cur >> 32) as u32;
                            let open = (0..rest.len())
                                .filter(|&j| !finished[j].load(Ordering::Relaxed))
                                .map(|j| rest[j].0)
                                .min()
                                .unwrap_or(INF);
                            self.improve_bounds(
                                s.len(),
                                bv.min(open),
                                if cur as u32 != u32::MAX { bv } else { INF },
                                ctl,
                            );
                        }
                    }
                });
            }
        });
        if let Some(e) = failure.into_inner().ok().flatten() {
            return Err(e);
        }
        let cur = shared.into_inner();
        Ok(((cur >> 32) as u32, cur as u32))
    }

    /// Cost of guess `g` at `s` (exact if `< beta`, else some value `>= beta`).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn eval_avg(
        &self,
        s: &[u32],
        sym: &Symmetry,
        g: u32,
        bound: u32,
        beta: u32,
        d: u32,
        depth: usize,
        par: bool,
        ctl: &Control,
    ) -> Result<u32> {
        let win = self.eng.table().win();
        let mut parts: Vec<(u16, Vec<u32>)> =
            self.eng.split(g, s).into_iter().filter(|(f, c)| *f != win && c.len() >= 3).collect();
        // Largest classes first: they decide failure soonest.
        parts.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then(a.0.cmp(&b.0)));
        // Sharper class bounds before any recursion: the cached value of a
        // class, else its one-guess bound (the least over its guesses of
        // `|C| + Σ lb(|sub-class|)`), each capped at what the budget leaves
        // it; the largest class is then searched with the tightest budget.
        let syms: Vec<Symmetry> = parts.iter().map(|(f, _)| self.child_sym(sym, g, *f)).collect();
        let mut acc = bound;
        let mut lbs: Vec<u32> = parts.iter().map(|(_, c)| self.lb[c.len()]).collect();
        // At the top every class is bounded (the bounds are reported).
        let skip = if depth == 0 { 0 } else { SKIP_LB1 };
        for (i, (_, c)) in parts.iter().enumerate().skip(skip).rev() {
            let cap = beta.saturating_sub(acc - lbs[i]);
            let l = self.class_lb(c, &syms[i], sub(d), cap).max(lbs[i]);
            acc += l - lbs[i];
            lbs[i] = l;
            if acc >= beta {
                return Ok(acc);
            }
        }
        if par && parts.len() > 1 {
            // Classes on every thread; each takes the budget the others
            // leave it when it starts, and none starts once the guess failed.
            let done = AtomicU64::new(0);
            let codes: u64 = parts.iter().map(|p| p.1.len() as u64).sum();
            let shared = AtomicU32::new(acc);
            // At the top: upper bounds of the classes (greedy), for the report.
            let greedy: Vec<u32> = if depth == 0 && ctl.progress.is_some() {
                parts.iter().map(|(_, c)| self.greedy_total(c, sub(d), ctl)).collect::<Result<_>>()?
            } else {
                Vec::new()
            };
            let solved: Vec<AtomicU32> = parts.iter().map(|_| AtomicU32::new(u32::MAX)).collect();
            let run = |i: usize| -> Result<()> {
                let (c, l) = (&parts[i].1, lbs[i]);
                let now = shared.load(Ordering::Relaxed);
                if now >= beta {
                    return Ok(());
                }
                let v = self.total(c, &syms[i], beta - (now - l), sub(d), depth + 1, ctl)?;
                shared.fetch_add(v.min(INF) - l, Ordering::Relaxed);
                solved[i].store(v, Ordering::Relaxed);
                if depth == 0 && !greedy.is_empty() {
                    let k = done.fetch_add(c.len() as u64, Ordering::Relaxed) + c.len() as u64;
                    ctl.report("first guess: codes of solved classes", k, codes);
                    // This guess costs at least `lo` and at most `hi`.
                    let (mut lo, mut hi) = (bound, bound);
                    for (j, x) in solved.iter().enumerate() {
                        let x = x.load(Ordering::Relaxed);
                        let base = self.lb[parts[j].1.len()];
                        if x < INF {
                            lo += x - base;
                            hi += x - base;
                        } else {
                            lo += lbs[j] - base;
                            hi = hi.saturating_add(greedy[j].saturating_sub(base)).min(INF);
                        }
                    }
                    self.improve_bounds(s.len(), lo.min(self.lo_other.load(Ordering::Relaxed)), hi, ctl);
                }
                Ok(())
            };
            let results: Vec<Result<()>> = if depth == 0 {
                // At the top, one thread takes the classes from the largest
                // and the others from the smallest: small classes are solved
                // early, so the reported bounds move while the largest is
                // searched (5×8 solved none in 20 minutes largest first).
                let ends = Mutex::new((0usize, parts.len()));
                let out = Mutex::new(Vec::new());
                let threads = rayon::current_num_threads().min(parts.len());
                rayon::scope(|sc| {
                    for w in 0..threads {
                        let (ends, out, run) = (&ends, &out, &run);
                        sc.spawn(move |_| {
                            loop {
                                let next = match ends.lock() {
                                    Ok(mut e) if e.0 < e.1 => {
                                        if w == 0 {
                                            e.0 += 1;
                                            e.0 - 1
                                        } else {
                                            e.1 -= 1;
                                            e.1
                                        }
                                    }
                                    _ => return,
                                };
                                let r = run(next);
                                if let Ok(mut o) = out.lock() {
                                    o.push(r);
                                }
                            }
                        });
                    }
                });
                out.into_inner().unwrap_or_default()
            } else {
                (0..parts.len()).into_par_iter().map(run).collect()
            };
            for r in results {
                r?;
            }
            return Ok(shared.into_inner().min(INF));
        }
        for (((_, c), &l), child) in parts.iter().zip(&lbs).zip(&syms) {
            let child_beta = beta - (acc - l);
            let v = self.total(c, child, child_beta, sub(d), depth + 1, ctl)?;
            acc = acc.saturating_add(v - l).min(INF);
            if acc >= beta {
                return Ok(acc);
            }
        }
        Ok(acc)
    }

    /// The exact optimal total over `s` within `d` guesses ([`NO_LIMIT`] for none).
    pub(crate) fn optimal_total(&self, s: &[u32], sym: &Symmetry, d: u32, ctl: &Control) -> Result<u32> {
        let v = self.total(s, sym, INF, d, 0, ctl)?;
        if v < INF && self.top_n.fetch_max(s.len(), Ordering::Relaxed) <= s.len() {
            self.improve_bounds(s.len(), v, v, ctl);
        }
        if v >= INF {
            return Err(Error::TooLarge("no strategy separates these codes".into()));
        }
        Ok(v)
    }

    /// Every useful guess at `s` with its exact cost, best first (ties by
    /// code), keeping only the `limit` best (later ones are cut off by
    /// branch and bound).
    pub(crate) fn rank_avg(&self, s: &[u32], sym: &Symmetry, limit: usize, ctl: &Control) -> Result<Vec<(u32, u32)>> {
        if s.len() == 1
            && let Some(g) = self.eng.space().secret_as_guess(s[0])
        {
            return Ok(vec![(g, 1)]);
        }
        let (mut scored, _) = self.scored(s, sym, 0, INF, NO_LIMIT);
        scored.sort_unstable();
        let mut kept: Vec<(u32, u32)> = Vec::new(); // (value, guess)
        for &(bound, g) in &scored {
            ctl.check()?;
            let cut = if kept.len() >= limit { kept[limit - 1].0 + 1 } else { INF };
            if bound >= cut {
                break;
            }
            let v = self.eval_avg(s, sym, g, bound, cut, NO_LIMIT, 1, false, ctl)?;
            if v < cut {
                kept.push((v, g));
                kept.sort_unstable();
                kept.truncate(limit.max(1));
            }
        }
        Ok(kept.into_iter().map(|(v, g)| (g, v)).collect())
    }

    /// The smallest guess achieving the optimal total over `s` within `d`
    /// guesses ([`NO_LIMIT`] for none), with that total.
    pub(crate) fn best_avg(&self, s: &[u32], sym: &Symmetry, d: u32, ctl: &Control) -> Result<(u32, u32)> {
        if s.len() <= 2
            && let Some(g) = self.eng.space().secret_as_guess(s[0])
        {
            // The smallest candidate is optimal (total 1 or 3; any other guess costs more).
            return Ok((g, if s.len() == 1 { 1 } else { 3 }));
        }
        let opt = self.optimal_total(s, sym, d, ctl)?;
        if let Some(e) = Self::get(&self.avg, &key_with(s, d))
            && e.exact
            && e.guess != u32::MAX
        {
            return Ok((e.guess, opt));
        }
        // Value known without its guess: the first guess (in code order) reaching it.
        let (mut scored, _) = self.scored(s, sym, 0, opt + 1, d);
        scored.sort_unstable_by_key(|&(_, g)| g);
        for (bound, g) in scored {
            if self.eval_avg(s, sym, g, bound, opt + 1, d, 1, false, ctl)? == opt {
                return Ok((g, opt));
            }
        }
        Err(Error::TooLarge("internal: optimal guess not found".into()))
    }
}
