//! A drawing said in a language only when it is read ([`Drawing`]): a
//! board's diagram with its labels, drawn from data its maker owns, so that
//! an analysis that nobody prints draws nothing.

use crate::lang::Lang;
use std::fmt;
use std::sync::Arc;

/// A text drawn in the reader's language when it is rendered (see
/// [`Msg::drawn`](super::Msg::drawn)). Two drawings are equal when they are
/// the same drawing.
#[derive(Clone)]
pub struct Drawing(Arc<dyn Fn(Lang) -> String + Send + Sync>);

impl Drawing {
    /// The drawing `draw` makes, in any language, when asked.
    pub fn new(draw: impl Fn(Lang) -> String + Send + Sync + 'static) -> Drawing {
        Drawing(Arc::new(draw))
    }

    /// The drawing in `lang`.
    #[must_use]
    pub fn draw(&self, lang: Lang) -> String {
        (self.0)(lang)
    }
}

impl fmt::Debug for Drawing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Drawing(…)")
    }
}

impl PartialEq for Drawing {
    fn eq(&self, other: &Drawing) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Drawing {}

#[cfg(test)]
mod tests {
    use crate::Msg;
    use crate::lang::Lang;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn a_drawing_is_drawn_when_read_and_in_the_reader_s_language() {
        let calls = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&calls);
        let m = Msg::drawn(move |lang| {
            counted.fetch_add(1, Ordering::Relaxed);
            format!("[{}]", lang.tag())
        });
        assert_eq!(calls.load(Ordering::Relaxed), 0, "nothing drawn before it is read");
        assert_eq!(m.render(Lang::PT_BR), "[pt-BR]");
        assert_eq!(m.render(Lang::EN), "[en]");
        assert_eq!(calls.load(Ordering::Relaxed), 2);
        assert_eq!(m.clone(), m, "a drawing equals itself");
        assert_ne!(Msg::drawn(|_| String::new()), Msg::drawn(|_| String::new()));
        // Kept as data, it is every language's text.
        let kept = crate::i18n::kept::data(&m).expect("data");
        assert_eq!(kept["said"]["pt-PT"], "[pt-PT]");
    }
}
