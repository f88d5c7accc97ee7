//! What every WebSocket shares: the size limit of a message, and the flood
//! rule (more than [`MAX_PER_SECOND`] messages in a second closes it).

use axum::extract::ws::WebSocketUpgrade;
use std::time::{Duration, Instant};

/// The most messages a client may send in one second.
pub(crate) const MAX_PER_SECOND: u32 = 20;

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
