//! For tests against PostgreSQL, in this crate and the server's: the
//! cluster named by [`ENV`] (which `scripts/test` starts), and a schema of
//! their own for each test, dropped when it ends, so that tests run side by
//! side in one database. Without [`ENV`] a test says SKIPPED on its error
//! stream and passes; under `CI=true` it fails instead.

/// The variable naming the test cluster, e.g.
/// `postgres://ludoteca@127.0.0.1:5433/ludoteca`.
pub const ENV: &str = "LUDOTECA_TEST_POSTGRES";

/// A schema of one's own in the test cluster, dropped with its tables
/// when this value is dropped.
pub struct TestDatabase {
    base: String,
    schema: String,
    url: String,
}

impl TestDatabase {
    /// The address to give [`crate::Store::connect`] (or `serve
    /// --database`): the cluster's, with this schema first in the search
    /// path.
    #[must_use]
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The schema's name.
    #[must_use]
    pub fn schema(&self) -> &str {
        &self.schema
    }

    /// Runs `sql` in this schema behind the servers' backs (a test's way
    /// to write what no server announced).
    ///
    /// # Errors
    /// PostgreSQL's error, as text.
    pub fn execute(&self, sql: &str) -> Result<(), String> {
        run_sql(self.base.clone(), format!("SET search_path TO {}; {sql}", self.schema))
    }
}

impl TestDatabase {
    /// Every row of every table of this schema as text (`SELECT t::text
    /// FROM table t`), one string per row, prefixed by its table: what
    /// SQL can still read, for a test that something is gone.
    ///
    /// # Errors
    /// PostgreSQL's error, as text.
    pub fn every_row(&self) -> Result<Vec<String>, String> {
        let (base, schema) = (self.base.clone(), self.schema.clone());
        std::thread::spawn(move || -> Result<Vec<String>, String> {
            let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().map_err(|e| e.to_string())?;
            rt.block_on(async move {
                let (client, connection) =
                    tokio_postgres::connect(&base, tokio_postgres::NoTls).await.map_err(|e| e.to_string())?;
                tokio::spawn(connection);
                let tables = client
                    .query(
                        "SELECT table_name::text FROM information_schema.tables
                         WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY 1",
                        &[&schema],
                    )
                    .await
                    .map_err(|e| e.to_string())?;
                let mut out = Vec::new();
                for t in tables {
                    let table: String = t.get(0);
                    let sql = format!("SELECT t::text FROM \"{schema}\".\"{table}\" t");
                    for row in client.query(sql.as_str(), &[]).await.map_err(|e| e.to_string())? {
                        let text: String = row.get(0);
                        out.push(format!("{table}: {text}"));
                    }
                }
                Ok(out)
            })
        })
        .join()
        .map_err(|_| "the thread reading the test schema panicked".to_string())?
    }
}

/// Runs `sql` on the cluster `base`, on a thread of its own (so that it
/// can be called from anywhere, an async test's drop too).
fn run_sql(base: String, sql: String) -> Result<(), String> {
    std::thread::spawn(move || -> Result<(), String> {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().map_err(|e| e.to_string())?;
        rt.block_on(async move {
            let (client, connection) =
                tokio_postgres::connect(&base, tokio_postgres::NoTls).await.map_err(|e| e.to_string())?;
            tokio::spawn(connection);
            client.batch_execute(&sql).await.map_err(|e| e.to_string())
        })
    })
    .join()
    .map_err(|_| "the thread setting up the test schema panicked".to_string())?
}

/// A fresh schema for the test `name` in the cluster of [`ENV`]; `None`
/// (after saying SKIPPED) when there is none. Under `CI=true` a missing
/// cluster, or one that cannot be reached, fails the test.
///
/// # Panics
/// Under `CI=true` without a cluster, and whenever the cluster named
/// cannot be reached.
#[must_use]
pub fn postgres(name: &str) -> Option<TestDatabase> {
    let Some(base) = std::env::var(ENV).ok().filter(|v| !v.trim().is_empty()) else {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "{name}: no PostgreSQL for the tests: set {ENV} (scripts/test starts a cluster and sets it)"
        );
        eprintln!("SKIPPED {name}: no PostgreSQL ({ENV} is not set; scripts/test starts one)");
        return None;
    };
    let mut bytes = [0u8; 6];
    let salt: String = {
        use std::hash::{BuildHasher, Hasher};
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write(name.as_bytes());
        h.write_u128(std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos()));
        bytes.copy_from_slice(&h.finish().to_le_bytes()[..6]);
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    };
    let clean: String = name.chars().filter(char::is_ascii_alphanumeric).take(30).collect::<String>().to_lowercase();
    let schema = format!("t_{clean}_{salt}");
    if let Err(e) = run_sql(base.clone(), format!("CREATE SCHEMA {schema}")) {
        panic!("{name}: the test cluster {base} cannot be used: {e}");
    }
    let sep = if base.contains('?') { '&' } else { '?' };
    let url = if base.starts_with("postgres://") || base.starts_with("postgresql://") {
        format!("{base}{sep}options=-c%20search_path%3D{schema}")
    } else {
        format!("{base} options='-c search_path={schema}'")
    };
    Some(TestDatabase { base, schema, url })
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let _ = run_sql(self.base.clone(), format!("DROP SCHEMA IF EXISTS {} CASCADE", self.schema));
    }
}
