//! A small pool of PostgreSQL connections (at most a fixed number open;
//! a broken one is dropped and replaced on demand), each keeping the
//! statements of the hot paths prepared, and the listener of the change
//! notifications, which reconnects when its connection is lost.

use super::{CHANNEL, Change};
use crate::Result;
use futures_util::StreamExt as _;
use std::collections::HashMap;
use std::ops::{Deref, DerefMut};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio_postgres::{AsyncMessage, Client, Config, NoTls, Statement};

pub(crate) struct Pool {
    cfg: Config,
    idle: Arc<Mutex<Vec<Conn>>>,
    permits: Arc<Semaphore>,
}

/// An open connection and the statements prepared on it (a statement
/// given as text is parsed by the server at every call: one more round
/// trip each time).
struct Conn {
    client: Client,
    prepared: HashMap<&'static str, Statement>,
}

/// A connection taken from the pool; it goes back when dropped, unless
/// it broke.
pub(crate) struct Pooled {
    conn: Option<Conn>,
    idle: Arc<Mutex<Vec<Conn>>>,
    _permit: OwnedSemaphorePermit,
}

impl Pooled {
    fn conn(&mut self) -> &mut Conn {
        self.conn.as_mut().expect("a pooled connection is there until dropped")
    }

    /// `sql` prepared on this connection, once for its life.
    pub(crate) async fn prepared(&mut self, sql: &'static str) -> Result<Statement> {
        let conn = self.conn();
        if let Some(s) = conn.prepared.get(sql) {
            return Ok(s.clone());
        }
        let statement = conn.client.prepare(sql).await?;
        conn.prepared.insert(sql, statement.clone());
        Ok(statement)
    }
}

impl Deref for Pooled {
    type Target = Client;
    fn deref(&self) -> &Client {
        &self.conn.as_ref().expect("a pooled connection is there until dropped").client
    }
}

impl DerefMut for Pooled {
    fn deref_mut(&mut self) -> &mut Client {
        &mut self.conn().client
    }
}

impl Drop for Pooled {
    fn drop(&mut self) {
        if let Some(c) = self.conn.take()
            && !c.client.is_closed()
        {
            self.idle.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push(c);
        }
    }
}

impl Pool {
    pub(crate) fn new(cfg: Config, size: usize) -> Pool {
        Pool { cfg, idle: Arc::default(), permits: Arc::new(Semaphore::new(size)) }
    }

    pub(crate) fn config(&self) -> &Config {
        &self.cfg
    }

    /// A connection: an idle one that still works, or a new one.
    pub(crate) async fn get(&self) -> Result<Pooled> {
        let permit = self.permits.clone().acquire_owned().await.expect("the pool's semaphore is never closed");
        let idle = loop {
            let c = self.idle.lock().unwrap_or_else(std::sync::PoisonError::into_inner).pop();
            match c {
                Some(c) if c.client.is_closed() => continue,
                other => break other,
            }
        };
        let conn = match idle {
            Some(c) => c,
            None => {
                let (client, connection) = self.cfg.connect(NoTls).await?;
                tokio::spawn(async move {
                    let _ = connection.await;
                });
                Conn { client, prepared: HashMap::new() }
            }
        };
        Ok(Pooled { conn: Some(conn), idle: self.idle.clone(), _permit: permit })
    }
}

/// A connection listening on [`CHANNEL`], with the stream of its
/// notifications.
pub(crate) struct Listener {
    _client: Client,
    notes: tokio::sync::mpsc::UnboundedReceiver<Change>,
}

/// Connects and listens.
pub(crate) async fn listen(cfg: &Config) -> Result<Listener> {
    let (client, mut connection) = cfg.connect(NoTls).await?;
    let (tx, notes) = tokio::sync::mpsc::unbounded_channel();
    tokio::spawn(async move {
        let mut messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
        while let Some(Ok(message)) = messages.next().await {
            if let AsyncMessage::Notification(n) = message
                && let Some((version, id)) = n.payload().split_once(' ')
                && let Ok(version) = version.parse()
            {
                let _ = tx.send(Change { id: id.to_string(), version });
            }
        }
    });
    client.batch_execute(&format!("LISTEN {CHANNEL}")).await?;
    Ok(Listener { _client: client, notes })
}

/// Forwards the notifications to `out` for as long as someone reads them,
/// reconnecting (every half second until it can) when the connection is
/// lost; after a reconnection, a change with an empty id says that
/// anything may have changed meanwhile.
pub(crate) async fn keep_listening(mut listener: Listener, cfg: Config, out: tokio::sync::mpsc::Sender<Change>) {
    loop {
        while let Some(change) = listener.notes.recv().await {
            if out.send(change).await.is_err() {
                return; // nobody listens any more
            }
        }
        listener = loop {
            if out.is_closed() {
                return;
            }
            tokio::time::sleep(Duration::from_millis(500)).await;
            if let Ok(l) = listen(&cfg).await {
                break l;
            }
        };
        if out.send(Change { id: String::new(), version: -1 }).await.is_err() {
            return;
        }
    }
}
