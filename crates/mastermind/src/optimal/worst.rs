//! The least worst case: iterative deepening on the depth, each guess
//! feasible when every class it leaves fits one guess less.

use super::*;

impl<'e> Solver<'e> {
    /// Whether every secret of `s` can be found within `d` guesses.
    pub(crate) fn feasible(&self, s: &[u32], sym: &Symmetry, d: u32, ctl: &Control) -> Result<bool> {
        let n = s.len();
        if n == 0 {
            return Ok(true);
        }
        if d == 0 {
            return Ok(false);
        }
        if n == 1 {
            return Ok(true);
        }
        if self.depth_lb(n) > d {
            return Ok(false);
        }
        if n == 2 || (self.perfect_candidate(s).is_some()) {
            return Ok(d >= 2);
        }
        ctl.check()?;
        self.nodes.fetch_add(1, Ordering::Relaxed);
        let key = key_of(s);
        // value = least depth not refuted (lo); exact = value achieved.
        if let Some(e) = Self::get(&self.worst, &key) {
            if e.exact && e.value <= d {
                return Ok(true);
            }
            if e.value > d {
                return Ok(false);
            }
        }
        for g in self.worst_order(s, sym, d - 1) {
            if self.guess_feasible(s, sym, g, d, ctl)? {
                Self::put(&self.worst, key, Entry::exact(d, u32::MAX));
                return Ok(true);
            }
        }
        Self::put(&self.worst, key, Entry::at_least(d + 1));
        Ok(false)
    }

    /// Guesses whose classes all fit in `rest` more guesses by the size bound,
    /// smallest largest class first (then by code).
    pub(super) fn worst_order(&self, s: &[u32], sym: &Symmetry, rest: u32) -> Vec<u32> {
        let n = s.len();
        let classes = self.eng.table().classes();
        let win = self.eng.table().win() as usize;
        let cap = self.cap[rest as usize];
        let mut counts = vec![0u32; classes];
        let mut out: Vec<(u32, u32)> = Vec::new();
        for g in self.guesses(s, sym) {
            counts.iter_mut().for_each(|c| *c = 0);
            self.eng.count_into(g, s, &mut counts);
            let mut worst = 0;
            let mut ok = true;
            for (f, &c) in counts.iter().enumerate() {
                if f == win || c == 0 {
                    continue;
                }
                if c as usize == n || c as u64 > cap {
                    ok = false;
                    break;
                }
                worst = worst.max(c);
            }
            if ok {
                out.push((worst, g));
            }
        }
        out.sort_unstable();
        out.into_iter().map(|(_, g)| g).collect()
    }

    pub(super) fn guess_feasible(&self, s: &[u32], sym: &Symmetry, g: u32, d: u32, ctl: &Control) -> Result<bool> {
        let win = self.eng.table().win();
        let mut parts: Vec<(u16, Vec<u32>)> = self.eng.split(g, s).into_iter().filter(|(f, _)| *f != win).collect();
        parts.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then(a.0.cmp(&b.0)));
        for (f, c) in &parts {
            let child = self.child_sym(sym, g, *f);
            if !self.feasible(c, &child, d - 1, ctl)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The least worst case over `s`.
    pub(crate) fn optimal_depth(&self, s: &[u32], sym: &Symmetry, ctl: &Control) -> Result<u32> {
        let mut d = self.depth_lb(s.len()).max(1);
        loop {
            ctl.report("deepening", d as u64, 0);
            if self.feasible(s, sym, d, ctl)? {
                return Ok(d);
            }
            d += 1;
            if d > 64 {
                return Err(Error::TooLarge("no strategy separates these codes".into()));
            }
        }
    }

    /// The guess of the optimal-worst strategy at `s` when `budget` more
    /// guesses are allowed: the least total number of guesses among the
    /// strategies whose worst case is `max(budget, least worst case of s)`,
    /// ties to the smallest code. Returns the guess and that worst case.
    pub(crate) fn best_worst(&self, s: &[u32], sym: &Symmetry, budget: u32, ctl: &Control) -> Result<(u32, u32)> {
        let d = self.optimal_depth(s, sym, ctl)?.max(budget);
        Ok((self.best_avg(s, sym, d, ctl)?.0, d))
    }

    /// Every useful guess with the worst case it guarantees, best first, at most `limit`.
    pub(crate) fn rank_worst(&self, s: &[u32], sym: &Symmetry, limit: usize, ctl: &Control) -> Result<Vec<(u32, u32)>> {
        if s.len() == 1
            && let Some(g) = self.eng.space().secret_as_guess(s[0])
        {
            return Ok(vec![(g, 1)]);
        }
        let d = self.optimal_depth(s, sym, ctl)?;
        let mut out = Vec::new();
        // Guesses achieving d, then d+1, ... until `limit` are found.
        let mut depth = d;
        let mut taken = std::collections::HashSet::new();
        while out.len() < limit && depth <= d + 3 {
            let mut order = self.worst_order(s, sym, depth - 1);
            order.sort_unstable();
            for g in order {
                if out.len() >= limit {
                    break;
                }
                if taken.contains(&g) {
                    continue;
                }
                if self.guess_feasible(s, sym, g, depth, ctl)? {
                    taken.insert(g);
                    out.push((g, depth));
                }
            }
            depth += 1;
        }
        Ok(out)
    }
}
