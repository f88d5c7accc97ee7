//! What every WebSocket shares: the size limit of a message, the flood
//! rule (more than [`MAX_PER_SECOND`] messages in a second closes it), and
//! the patience with a slow reader ([`SEND_LIMIT`]).

use crate::App;
use crate::error::ApiError;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use ludoteca_core::{Cost, Reservation};
use std::time::{Duration, Instant};

/// The most messages a client may send in one second.
pub(crate) const MAX_PER_SECOND: u32 = 20;

/// How long a socket may take to accept one message before it is closed.
pub(crate) const SEND_LIMIT: Duration = Duration::from_secs(10);

/// Sends one message; `false` when the socket is gone or too slow to take it
/// (the caller then ends the conversation, so a stalled reader holds nothing).
pub(crate) async fn send(socket: &mut WebSocket, message: Message) -> bool {
    matches!(tokio::time::timeout(SEND_LIMIT, socket.send(message)).await, Ok(Ok(())))
}

/// What a socket reads into at once. A client sends moves and small
/// questions (a few hundred bytes); the library's default, 128 KiB, made
/// each open socket hold a buffer hundreds of times the size of what it
/// reads, outside the memory budget.
pub(crate) const READ_BUFFER: usize = 4 << 10;

/// What one open socket holds on the server: its read buffer, the frame
/// it writes (kept at the size of the largest view it sent), its task and
/// its channel, the connection's state. Measured at about 18 KiB for
/// both ends together (a client with small buffers in the same process,
/// debug build: `tests/socket_memory.rs`).
pub(crate) const SOCKET_COST: Cost = Cost::new(24 << 10, 0);

/// Reserves what a spectator's (or a job's) socket holds from the budget,
/// for as long as the socket is open (the caller keeps the reservation in
/// the socket's task): when only the share kept for the matches being
/// played is free, a new one is refused with `503` and one sentence, and
/// the sockets already open go on.
pub(crate) fn priced(app: &App) -> Result<Reservation, ApiError> {
    crate::budget::reserve_leaving(&app.budget, SOCKET_COST)
}

/// Counts what a player's own socket (a seat's, a pupil's or the teacher's
/// in a class) holds, never refused: the people playing are never shut out
/// of their own match by a crowd; their number is bounded by the matches
/// and classes, which are priced when made.
pub(crate) fn counted(app: &App) -> Reservation {
    app.budget.hold(SOCKET_COST)
}

/// An upgrade with our message size limits and small buffers: each message
/// is written out as it is sent (no write buffer kept between messages;
/// the library's default keeps up to 128 KiB), read in [`READ_BUFFER`]
/// pieces.
pub(crate) fn limited(ws: WebSocketUpgrade) -> WebSocketUpgrade {
    ws.max_message_size(crate::MAX_BODY)
        .max_frame_size(crate::MAX_BODY)
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
}

/// Counts a client's messages in one-second windows.
pub(crate) struct Flood {
    window: Instant,
    count: u32,
}

impl Flood {
    pub(crate) fn new() -> Flood {
        Flood { window: Instant::now(), count: 0 }
    }

    /// Counts one message; `false` once the client floods.
    pub(crate) fn allow(&mut self) -> bool {
        if self.window.elapsed() >= Duration::from_secs(1) {
            self.window = Instant::now();
            self.count = 0;
        }
        self.count += 1;
        self.count <= MAX_PER_SECOND
    }
}
