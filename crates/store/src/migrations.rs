//! The versioned migrations of both backends: one SQL file per version in
//! `crates/store/migrations/sqlite/` and `…/postgres/`, listed here in
//! order. Both backends share the version numbers, so a lab copied from one
//! to the other is at the same version. A new table is one file in each
//! folder and one line in each list.

/// One step of a schema.
#[derive(Clone, Copy, Debug)]
pub struct Migration {
    /// The version the database is at once this step ran.
    pub version: i64,
    /// What it does, in a few words.
    pub name: &'static str,
    /// The SQL, run in one transaction with the version's bump.
    pub sql: &'static str,
}

/// The newest schema version this program writes. On SQLite it is
/// `PRAGMA user_version`: 0 is a database written before versions were
/// kept, whose tokens are the secrets themselves; 2 keeps only their hashes
/// (a step in Rust, `sqlite.rs`); 3 records each cached analysis's size and
/// last use; 4 counts each match's changes; 5 adds leases on background
/// work; 6 adds the teachers' classes; 7 the background jobs shared by
/// several servers; 8 marks each class's matches in their seats (`"class"`),
/// which the public history leaves out; 9 the research tasks shared by
/// workers (PostgreSQL only: SQLite's step 9 does nothing); 10 their bytes
/// (certificates) as bytea beside them (PostgreSQL only too); 11 the
/// depth-first order of tasks that split themselves and the standing of
/// running ones (PostgreSQL only too). On PostgreSQL it is the highest row
/// of `schema_migrations`.
pub const SCHEMA_VERSION: i64 = 11;

/// SQLite's steps after the base tables (`0001_base.sql`, run at every
/// open). Version 2 is the hashing of tokens, done in Rust.
pub const SQLITE_MIGRATIONS: &[Migration] = &[
    Migration { version: 3, name: "cache sizes", sql: include_str!("../migrations/sqlite/0003_cache_sizes.sql") },
    Migration { version: 4, name: "match versions", sql: include_str!("../migrations/sqlite/0004_match_versions.sql") },
    Migration { version: 5, name: "claims", sql: include_str!("../migrations/sqlite/0005_claims.sql") },
    Migration { version: 6, name: "classes", sql: include_str!("../migrations/sqlite/0006_classes.sql") },
    Migration { version: 7, name: "jobs", sql: include_str!("../migrations/sqlite/0007_jobs.sql") },
    Migration { version: 8, name: "class matches", sql: include_str!("../migrations/sqlite/0008_class_matches.sql") },
    Migration { version: 9, name: "research", sql: include_str!("../migrations/sqlite/0009_research.sql") },
    Migration {
        version: 10,
        name: "research files",
        sql: include_str!("../migrations/sqlite/0010_research_files.sql"),
    },
    Migration {
        version: 11,
        name: "research order",
        sql: include_str!("../migrations/sqlite/0011_research_order.sql"),
    },
];

/// The base tables of SQLite, as every version has them.
pub(crate) const SQLITE_BASE: &str = include_str!("../migrations/sqlite/0001_base.sql");

/// PostgreSQL's steps, from an empty database. It starts at version 3
/// (SQLite's schema of that version, tokens hashed from the start).
pub const POSTGRES_MIGRATIONS: &[Migration] = &[
    Migration { version: 3, name: "base", sql: include_str!("../migrations/postgres/0003_base.sql") },
    Migration {
        version: 4,
        name: "match versions",
        sql: include_str!("../migrations/postgres/0004_match_versions.sql"),
    },
    Migration { version: 5, name: "claims", sql: include_str!("../migrations/postgres/0005_claims.sql") },
    Migration { version: 6, name: "classes", sql: include_str!("../migrations/postgres/0006_classes.sql") },
    Migration { version: 7, name: "jobs", sql: include_str!("../migrations/postgres/0007_jobs.sql") },
    Migration { version: 8, name: "class matches", sql: include_str!("../migrations/postgres/0008_class_matches.sql") },
    Migration { version: 9, name: "research", sql: include_str!("../migrations/postgres/0009_research.sql") },
    Migration {
        version: 10,
        name: "research files",
        sql: include_str!("../migrations/postgres/0010_research_files.sql"),
    },
    Migration {
        version: 11,
        name: "research order",
        sql: include_str!("../migrations/postgres/0011_research_order.sql"),
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_lists_climb_to_the_same_version() {
        for list in [SQLITE_MIGRATIONS, POSTGRES_MIGRATIONS] {
            assert!(list.windows(2).all(|w| w[0].version + 1 == w[1].version), "versions follow one another");
            assert_eq!(list.last().map(|m| m.version), Some(SCHEMA_VERSION));
        }
    }
}
