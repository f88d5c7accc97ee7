//! Ludoteca's web lab: the JSON API under `/api/` (games, analyses as
//! background jobs with pushed progress, matches with seats, tokens and
//! WebSocket rooms), and the web UI of `web/`, embedded in the binary.
//!
//! Every front end speaks to games only through `ludoteca_play::Match`; every
//! accepted move is committed to the store before it is acknowledged; each
//! socket only ever receives its own seat's view. See `docs/api.md`.
#![deny(missing_docs)]

mod address;
pub mod allocator;
mod api;
mod budget;
mod check;
mod classes;
mod cluster;
mod crowds;
mod error;
mod games;
mod jobs;
mod lanes;
mod lang;
mod matches;
mod ops;
mod records;
mod research;
mod rooms;
mod socket;
mod web;

pub use address::{Reach, every_interface, is_loopback_url, public_url};
pub use budget::{FALLBACK_MEMORY, default_memory, machine_available};
pub use classes::qr::terminal as qr_for_terminal;
pub use crowds::SPECTATORS_PER_NETWORK;
pub use error::ServerError;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use tokio::sync::oneshot;

/// The largest request body accepted, in bytes.
pub const MAX_BODY: usize = 64 * 1024;

/// How to run the server.
#[derive(Clone, Debug)]
pub struct Config {
    /// Where to listen (port 0: any free port).
    pub addr: SocketAddr,
    /// The data directory (the SQLite database lives there, unless
    /// `database` names a PostgreSQL one).
    pub data: PathBuf,
    /// A PostgreSQL database shared with other servers
    /// (`postgres://user@host:port/db`); `None`: SQLite in `data`.
    pub database: Option<String>,
    /// The memory budget in bytes that heavy work (outcomes, hints, jobs,
    /// the champion's moves) reserves from before it starts.
    pub memory: u64,
    /// Behind a reverse proxy that appends each client's address to
    /// `X-Forwarded-For` (docs/deploy.md): the join code's guard against
    /// guessing counts wrong codes by that address, not the proxy's (which
    /// every school behind it shares). Off by default: a client could then
    /// write the header itself.
    pub behind_proxy: bool,
    /// The address pupils open (`--public-url`: a school's hostname, a
    /// proxy), checked with [`public_url`]; `None`: the machine's own
    /// addresses on the network, when it listens on them.
    pub public_url: Option<String>,
    /// How many days a finished class keeps its pupils' names; after that
    /// they become "Aluno 1", "Aluno 2"… (`--keep-days`, default
    /// [`KEEP_DAYS`]).
    pub keep_days: u32,
    /// The most spectator sockets one network (an IPv4 /24, an IPv6 /64)
    /// keeps open at once over every match; this machine is not counted
    /// (default [`SPECTATORS_PER_NETWORK`]).
    pub spectators_per_network: usize,
}

/// How many days a finished class keeps its pupils' names by default.
pub const KEEP_DAYS: u32 = 30;

impl Config {
    /// Listens on `addr`, keeps its data in `data`, with the default memory
    /// budget ([`default_memory`]: half of what the machine has free).
    #[must_use]
    pub fn new(addr: SocketAddr, data: PathBuf) -> Config {
        Config {
            addr,
            data,
            database: None,
            memory: default_memory(),
            behind_proxy: false,
            public_url: None,
            keep_days: KEEP_DAYS,
            spectators_per_network: SPECTATORS_PER_NETWORK,
        }
    }

    /// Where the matches are kept: `database` when given, else `data`.
    #[must_use]
    pub fn location(&self) -> ludoteca_store::Location {
        match &self.database {
            Some(url) => ludoteca_store::Location::Postgres(url.clone()),
            None => ludoteca_store::Location::Sqlite(self.data.clone()),
        }
    }
}

/// A server running in the background.
pub struct Running {
    addr: SocketAddr,
    app: Arc<App>,
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<()>,
}

impl Running {
    /// The address it listens on.
    #[must_use]
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The address this machine opens it at: [`Running::addr`], with a
    /// loopback address in place of "every interface".
    #[must_use]
    pub fn here(&self) -> SocketAddr {
        let mut here = self.addr;
        if here.ip().is_unspecified() {
            here.set_ip(std::net::Ipv4Addr::LOCALHOST.into());
        }
        here
    }

    /// Where pupils reach it: the public URL, the addresses on the network.
    #[must_use]
    pub fn reach(&self) -> &Reach {
        &self.app.reach
    }

    /// Stops gracefully: `/readyz` says so at once (a proxy stops sending
    /// requests), no new background work starts, the moves in flight (a
    /// request's, the champion's) finish and are committed, every socket is
    /// closed with a reconnect hint (code 1012, "service restart"), then
    /// the listener stops and the server ends.
    pub async fn shutdown(mut self) {
        ops::drain(&self.app).await;
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let _ = self.task.await;
    }

    /// Waits until the server ends (it runs until shut down).
    pub async fn wait(self) {
        let _ = self.task.await;
    }
}

/// The application: the store, the rooms, the jobs.
pub(crate) struct App {
    pub(crate) store: ludoteca_store::Store,
    pub(crate) rooms: rooms::Rooms,
    /// The teachers' classes ([`classes`]).
    pub(crate) classes: classes::Classes,
    pub(crate) jobs: jobs::Jobs,
    /// The blocking work's two lanes: a person's requests never queue
    /// behind analyses, and a crowd of either queues instead of piling
    /// threads on the machine.
    pub(crate) lanes: lanes::Lanes,
    /// The memory budget every heavy piece of work reserves from (the
    /// server's `--memory` less what its caches may keep).
    pub(crate) budget: ludoteca_core::Budget,
    /// This process among the servers sharing the database: its name in
    /// the leases it holds, and what it knows of the others' changes.
    pub(crate) cluster: cluster::Cluster,
    /// The shutdown in progress, if any: sockets watch it.
    pub(crate) ops: ops::Ops,
    /// Whether a client's address is read from `X-Forwarded-For`
    /// ([`Config::behind_proxy`]).
    pub(crate) behind_proxy: bool,
    /// Where pupils reach this server: the join links are built from it.
    pub(crate) reach: Reach,
    /// How many days a finished class keeps its pupils' names.
    pub(crate) keep_days: u32,
    /// The spectator sockets open, by network.
    pub(crate) crowds: crowds::Crowds,
}

/// Opens the store (`config.database`, else SQLite in `config.data`),
/// resumes every unfinished match, and serves on `config.addr` until shut
/// down. On PostgreSQL it also listens to the other servers' changes and
/// takes over the background work of a server that died.
pub async fn start(config: Config) -> Result<Running, ServerError> {
    allocator::limit_arenas();
    let location = config.location();
    let store = ludoteca_store::Store::open_at(&location)?;
    let changes = store.changes()?;
    // Bound first: the reach (the join links) needs the port it got.
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .map_err(|source| ServerError::Bind { addr: config.addr, source })?;
    let addr = listener.local_addr().map_err(|source| ServerError::Bind { addr: config.addr, source })?;
    let cores = std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get);
    // Set aside from the budget for the caches: the job results kept in
    // memory (64 MiB, or an eighth of a smaller budget) and the families'
    // shared analysis caches (256 MiB, or an eighth); work reserves from
    // the rest.
    let results = jobs::RESULT_BYTES.min(usize::try_from(config.memory / 8).unwrap_or(usize::MAX));
    let engines = ludoteca_play::SHARED_MEMORY.min(config.memory / 8);
    ludoteca_play::set_shared_memory(engines);
    let budget = ludoteca_core::Budget::new(config.memory.saturating_sub(results as u64 + engines));
    let app = Arc::new(App {
        store,
        rooms: Default::default(),
        classes: Default::default(),
        jobs: jobs::Jobs::with_budget(results),
        // SQLite has one writer: two commits a core keep it busy; on
        // PostgreSQL every connection of the pool may commit at once.
        lanes: lanes::Lanes::new(cores, if changes.is_some() { ludoteca_store::POOL_SIZE } else { 2 * cores }),
        budget,
        cluster: cluster::Cluster::new(changes.is_some()),
        ops: ops::Ops::default(),
        behind_proxy: config.behind_proxy,
        reach: Reach::find(config.public_url.clone(), addr),
        keep_days: config.keep_days,
        crowds: crowds::Crowds::new(config.spectators_per_network),
    });
    let resumed = rooms::resume_all(&app)?;
    cluster::start(&app, changes);
    if resumed > 0 {
        eprintln!("resumed {resumed} unfinished match(es)");
    }
    classes::resume_all(&app)?;
    rooms::sweep_finished(&app);
    let router = router(app.clone()).into_make_service_with_connect_info::<SocketAddr>();
    let (stop, stopped) = oneshot::channel::<()>();
    let task = tokio::spawn(async move {
        let serve = axum::serve(listener, router).with_graceful_shutdown(async {
            let _ = stopped.await;
        });
        if let Err(e) = serve.await {
            eprintln!("the server stopped: {e}");
        }
    });
    Ok(Running { addr, app, stop: Some(stop), task })
}

fn router(app: Arc<App>) -> Router {
    Router::new()
        .nest("/api", api::routes())
        .route("/api/", axum::routing::any(api::root))
        .route("/healthz", axum::routing::get(ops::healthz))
        .route("/readyz", axum::routing::get(ops::readyz))
        .fallback(web::serve)
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::middleware::map_response(web::security_headers))
        .layer(axum::middleware::from_fn(lang::layer))
        .with_state(app)
}
