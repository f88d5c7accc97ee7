//! The announcer (*arauto*): each committed change to a match is announced
//! on [`CHANNEL`] *after* its commit, by one task per server over a
//! connection of its own, the changes waiting at that moment sent together
//! in one statement.
//!
//! Why not in the change's own transaction: PostgreSQL serialises the
//! commits of transactions that notify (a database-wide lock held until
//! the commit record is on disk), so with the notification inside every
//! move's transaction the moves of all servers were committed one disk
//! sync at a time. Here the moves commit side by side (the disk's group
//! commit serves them together), and the announcements' own tiny
//! transactions commit without waiting for the disk (`synchronous_commit
//! = off`: they carry nothing to keep — the moves they announce are
//! already durable). An announcement lost with its server is caught by the
//! servers' periodic re-read of the versions of the matches they hold.

use super::CHANNEL;
use std::time::Duration;
use tokio::sync::mpsc::UnboundedReceiver;
use tokio_postgres::{Client, Config, NoTls};

/// The most announcements sent in one statement (a notification's payload
/// is at most a match id and a version; PostgreSQL's queue takes them one
/// by one, the statement only saves round trips and commits).
const BATCH: usize = 256;

/// How long the announcer keeps trying to send one batch through a lost
/// connection before it drops it (the servers' re-read then catches up).
const GIVE_UP: Duration = Duration::from_secs(5);

/// Announces every payload (`"<version> <match id>"`) received on `rx`,
/// until the store is dropped.
pub(crate) async fn announce(cfg: Config, mut rx: UnboundedReceiver<String>) {
    let mut client: Option<Client> = None;
    let mut batch: Vec<String> = Vec::with_capacity(BATCH);
    while let Some(first) = rx.recv().await {
        batch.push(first);
        while batch.len() < BATCH {
            match rx.try_recv() {
                Ok(p) => batch.push(p),
                Err(_) => break,
            }
        }
        let since = tokio::time::Instant::now();
        loop {
            if client.is_none() {
                client = connect(&cfg).await;
            }
            if let Some(c) = &client {
                let sent = c
                    .execute("SELECT pg_notify($1, payload) FROM unnest($2::TEXT[]) AS payload", &[&CHANNEL, &batch])
                    .await;
                match sent {
                    Ok(_) => break,
                    Err(_) => client = None,
                }
            }
            if since.elapsed() >= GIVE_UP {
                eprintln!("the database: {} change announcements lost (the other servers re-read them)", batch.len());
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        batch.clear();
    }
}

/// The announcer's own connection, its commits not waiting for the disk.
async fn connect(cfg: &Config) -> Option<Client> {
    let (client, connection) = cfg.connect(NoTls).await.ok()?;
    tokio::spawn(async move {
        let _ = connection.await;
    });
    client.batch_execute("SET synchronous_commit = off").await.ok()?;
    Some(client)
}
