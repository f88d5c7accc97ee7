//! Tree: a strategy written out as a decision tree, in JSON.
//!
//! ```json
//! {"variant": {...}, "strategy": "knuth",
//!  "root": {"guess": "1122", "remaining": 1296,
//!           "then": {"0B0W": {"guess": "3345", "remaining": 256, "then": {...}}, ...}}}
//! ```
//! A node plays `guess` while `remaining` secrets are possible; `then` maps
//! every answer other than the win to the next node. A leaf (`then` absent)
//! is a guess that must win. Answers are written as in the variant
//! (`2B1W`, `+o--`). [`DecisionTree::check`] replays a tree against every
//! secret without using the engine that built it.

use crate::error::{Error, Result};
use crate::variant::Variant;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One node of a decision tree.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeNode {
    /// The guess played here.
    pub guess: String,
    /// Secrets still possible before this guess.
    pub remaining: usize,
    /// Next node for every answer but the win.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub then: BTreeMap<String, TreeNode>,
}

/// A whole strategy for one variant.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DecisionTree {
    /// The variant played.
    pub variant: Variant,
    /// The strategy's name.
    pub strategy: String,
    /// The first guess.
    pub root: TreeNode,
}

impl DecisionTree {
    /// Compact JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a tree from JSON.
    pub fn from_json(text: &str) -> Result<DecisionTree> {
        serde_json::from_str(text).map_err(|e| Error::BadTree(format!("unreadable JSON: {e}")))
    }

    /// Number of nodes.
    pub fn nodes(&self) -> usize {
        fn count(n: &TreeNode) -> usize {
            1 + n.then.values().map(count).sum::<usize>()
        }
        count(&self.root)
    }
}
