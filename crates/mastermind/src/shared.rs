//! The process's engines, one per variant: built once, shared by every
//! match and analysis of that variant, and kept within a byte budget
//! ([`limit`], [`SHARED_BYTES`] unless set) — a hundred matches of one variant hold one table,
//! not a hundred.

use crate::engine::Engine;
use crate::error::Result;
use crate::variant::Variant;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

/// The most the cache keeps by default, in bytes by
/// [`Engine::estimated_bytes`]; the variant used last is always kept,
/// whatever its size.
pub const SHARED_BYTES: u64 = 256 << 20;

static LIMIT: AtomicU64 = AtomicU64::new(SHARED_BYTES);

/// Sets the most the cache keeps (a server sets it to the share of its
/// memory budget it sets aside for engines); engines beyond it are let go
/// at the next build.
pub fn set_limit(bytes: u64) {
    LIMIT.store(bytes, Ordering::Relaxed);
}

/// The most the cache keeps now.
#[must_use]
pub fn limit() -> u64 {
    LIMIT.load(Ordering::Relaxed)
}

struct Kept {
    variant: Variant,
    engine: Arc<Engine>,
    bytes: u64,
}

/// Least recently used first.
static CACHE: Mutex<Vec<Kept>> = Mutex::new(Vec::new());

fn cache() -> MutexGuard<'static, Vec<Kept>> {
    CACHE.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The engine of `variant`, from the cache or built (outside the cache's
/// lock) and kept; the least recently used engines are let go while the
/// cache holds more than its [`limit`]. An engine let go lives on while
/// someone still holds it.
pub fn shared(variant: &Variant) -> Result<Arc<Engine>> {
    if let Some(engine) = find(&mut cache(), variant) {
        return Ok(engine);
    }
    let bytes = Engine::estimated_bytes(variant)?;
    let engine = Arc::new(Engine::new(variant)?);
    let mut kept = cache();
    if let Some(built_meanwhile) = find(&mut kept, variant) {
        return Ok(built_meanwhile);
    }
    kept.push(Kept { variant: *variant, engine: engine.clone(), bytes });
    let mut total: u64 = kept.iter().map(|k| k.bytes).sum();
    while total > limit() && kept.len() > 1 {
        total -= kept.remove(0).bytes;
    }
    Ok(engine)
}

/// Moves `variant`'s engine, if kept, to the most recently used end.
fn find(kept: &mut Vec<Kept>, variant: &Variant) -> Option<Arc<Engine>> {
    let i = kept.iter().position(|k| k.variant == *variant)?;
    let k = kept.remove(i);
    let engine = k.engine.clone();
    kept.push(k);
    Some(engine)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_engine_per_variant_within_the_budget() {
        let classic = Variant::classic();
        let a = shared(&classic).unwrap();
        let b = shared(&classic).unwrap();
        assert!(Arc::ptr_eq(&a, &b), "the same variant shares one engine");
        let other = Variant::from_params([("pegs", "3"), ("colors", "5")]).unwrap();
        let c = shared(&other).unwrap();
        assert!(!Arc::ptr_eq(&a, &c));
        assert_eq!(c.variant(), &other);
        let kept: u64 = cache().iter().map(|k| k.bytes).sum();
        assert!(kept <= limit() || cache().len() == 1, "{kept} bytes kept");
        let too_big = Variant::from_params([("pegs", "8"), ("colors", "8")]).unwrap();
        assert!(shared(&too_big).is_err(), "what the engine refuses is refused here too");
    }
}
