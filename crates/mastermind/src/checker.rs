//! Checker: replays a decision tree against every secret, independently of the
//! engine (its own enumeration, the naive reference scoring, text parsing).

use crate::code::{Code, Role};
use crate::error::{Error, Result};
use crate::feedback::reference_score;
use crate::stats::Stats;
use crate::tree::{DecisionTree, TreeNode};

impl DecisionTree {
    /// Plays the tree against every secret of its variant and returns the
    /// statistics; fails on an illegal guess, a missing branch, a leaf that
    /// does not win, or a `remaining` count that is wrong.
    pub fn check(&self) -> Result<Stats> {
        let v = self.variant;
        v.validate()?;
        let all = v.all_codes();
        if all > 1 << 24 {
            return Err(Error::TooLarge(format!("{all} codes to replay")));
        }
        let mut depths = Vec::new();
        let mut seen: std::collections::HashMap<*const TreeNode, usize> = std::collections::HashMap::new();
        for i in 0..all as u32 {
            let secret = Code::from_index(i, v.pegs, v.colors);
            if !v.repeats && secret.repeated_color().is_some() {
                continue;
            }
            let s = secret.colors();
            let mut node = &self.root;
            let mut depth = 1;
            loop {
                *seen.entry(node as *const TreeNode).or_insert(0) += 1;
                let guess = Code::parse(&node.guess, &v, Role::Guess)
                    .map_err(|e| Error::BadTree(format!("guess {:?}: {e}", node.guess)))?;
                let fb = reference_score(v.feedback, &guess.colors(), &s);
                if guess == secret {
                    break;
                }
                let key = fb.display(&v).to_string();
                node = node.then.get(&key).ok_or_else(|| {
                    Error::BadTree(format!(
                        "secret {secret}: after guess {} (guess number {depth}) the answer {key} has no branch",
                        node.guess
                    ))
                })?;
                depth += 1;
                if depth > 1000 {
                    return Err(Error::BadTree(format!("secret {secret}: no end")));
                }
            }
            depths.push(depth);
        }
        // Every node's `remaining` must be the number of secrets reaching it.
        fn verify(n: &TreeNode, seen: &std::collections::HashMap<*const TreeNode, usize>) -> Result<()> {
            let got = seen.get(&(n as *const TreeNode)).copied().unwrap_or(0);
            if got != n.remaining {
                return Err(Error::BadTree(format!(
                    "node {} says {} secrets remain, {} reach it",
                    n.guess, n.remaining, got
                )));
            }
            n.then.values().try_for_each(|c| verify(c, seen))
        }
        verify(&self.root, &seen)?;
        Ok(Stats::from_depths(depths, v.max_guesses))
    }
}
