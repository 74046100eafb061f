//! Milliseconds for a thinking time: `std::time::Instant` natively; in WebAssembly, where the
//! standard clock is not available, the JavaScript `Date.now()` (a worker has it too).

/// Milliseconds since an arbitrary start, never going back.
#[cfg(not(target_arch = "wasm32"))]
pub fn now_ms() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// Milliseconds since an arbitrary start (`Date.now()`).
#[cfg(target_arch = "wasm32")]
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}
