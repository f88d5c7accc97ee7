//! A seat's view as JSON, with the server's additions (seats, names,
//! thinking, undo, holds), and the socket messages written once per change
//! and shared by every socket that shows them.

use super::*;

/// The shared socket messages of one version of a room.
#[derive(Default)]
pub(super) struct Views {
    version: u64,
    texts: HashMap<(Option<Seat>, Lang), Utf8Bytes>,
}

pub(crate) fn view_of(st: &State, seat: Option<Seat>, lang: Lang) -> serde_json::Value {
    let mut v = serde_json::to_value(st.m.view_in(seat, lang)).unwrap_or_default();
    if let Some(o) = v.as_object_mut() {
        o.insert("seats".into(), serde_json::to_value(st.seats).unwrap_or_default());
        if !st.names.is_null() && (seat.is_some() || !st.class) {
            o.insert("names".into(), st.names.clone());
        }
        o.insert("thinking".into(), st.thinking.into());
        // The truth for this seat: `undo` is true only when `POST …/undo`
        // would succeed — a person playing the champion, in a game where it
        // reveals nothing, before the end, with a move to take back.
        let offered = !st.m.undo_reveals()
            && st.hints
            && st.m.result().is_none()
            && !st.m.history().is_empty()
            && seat.is_some_and(|s| st.seats.of(s) == SeatKind::Human && st.seats.of(!s) == SeatKind::Champion);
        o.insert("undo".into(), offered.into());
        // Hints (and analyses) asked from this match are answered; a
        // class's counted round turns them off, and undo with them.
        o.insert("hints".into(), st.hints.into());
        o.insert("counted".into(), (!st.hints).into());
        if let Some(e) = &st.champion_error {
            o.insert("champion_error".into(), e.clone().into());
        }
        if let Some(hold) = st.hold {
            o.insert("hold".into(), hold.name().into());
            if let Hold::Forfeit(seat) = hold {
                o.insert("forfeit".into(), seat_name(seat).into());
                // The teacher ended it: over for every reader, with its reason.
                if st.m.result().is_none() {
                    let ending = crate::records::forfeit_ending(seat, lang);
                    o.insert("prompt".into(), ending.reason.clone().into());
                    o.insert("result".into(), serde_json::to_value(ending).unwrap_or_default());
                    o.insert("to_move".into(), serde_json::Value::Null);
                    o.insert("legal_moves".into(), serde_json::json!([]));
                    o.remove("legal_data");
                }
            }
        }
        o.insert("version".into(), st.m.history().len().into());
        o.insert("params".into(), serde_json::to_value(st.m.public_params()).unwrap_or_default());
    }
    v
}

impl Room {
    /// The socket message carrying `seat`'s view in `lang`: written once per
    /// change and shared, so a hundred spectators cost one view, not a
    /// hundred.
    pub(crate) fn view_message(&self, seat: Option<Seat>, lang: Lang) -> Utf8Bytes {
        // The version is read before the state: a view written from a newer
        // state under an older version is only written again, never stale.
        let version = self.version.load(Ordering::Acquire);
        let mut views = lock(&self.views);
        if views.version != version {
            views.texts.clear();
            views.version = version;
        }
        if let Some(text) = views.texts.get(&(seat, lang)) {
            return text.clone();
        }
        let text: Utf8Bytes = serde_json::json!({"type": "view", "view": self.view_in(seat, lang)}).to_string().into();
        self.rendered.fetch_add(1, Ordering::Relaxed);
        views.texts.insert((seat, lang), text.clone());
        text
    }

    /// How many distinct views this room has written.
    #[cfg(test)]
    pub(crate) fn rendered(&self) -> u64 {
        self.rendered.load(Ordering::Relaxed)
    }

    /// The view of `seat` in the request's language, with the server's additions.
    pub(crate) fn view(&self, seat: Option<Seat>) -> serde_json::Value {
        self.view_in(seat, crate::lang::current())
    }

    /// The view of `seat` in `lang`, with the server's additions.
    pub(crate) fn view_in(&self, seat: Option<Seat>, lang: Lang) -> serde_json::Value {
        let _held = (self.view_cost.bytes > Cost::SMALL.bytes).then(|| self.budget.hold(self.view_cost));
        let st = self.state();
        view_of(&st, seat, lang)
    }
}
