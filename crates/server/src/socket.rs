//! What every WebSocket shares: the size limit of a message, the flood
//! rule (more than [`MAX_PER_SECOND`] messages in a second closes it), and
//! the patience with a slow reader ([`SEND_LIMIT`]).

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
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

/// An upgrade with our message size limits.
pub(crate) fn limited(ws: WebSocketUpgrade) -> WebSocketUpgrade {
    ws.max_message_size(crate::MAX_BODY).max_frame_size(crate::MAX_BODY)
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
