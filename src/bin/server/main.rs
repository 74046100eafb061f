//! The game server (docs/ONLINE.md): the built page (`site/`, as `scripts/serve.mjs` serves it)
//! and live tables at one origin, the rules engine as the single authority.
//!
//! ```sh
//! cargo run --release --bin server -- --port 8000 --data DIR
//! ```
//!
//! Options: `--site DIR` (default `site`), `--allow-origin ORIGIN` (again for more),
//! `--max-connections-per-address N`, `--tables-per-address N` (the burst; 2 a second after it),
//! `--max-tables N`, `--requests-per-address N` (the burst of HTTP API requests; 50 a second
//! after it), `--trust-proxy` (the address is `X-Forwarded-For`'s last entry),
//! `--ping-secs S`, `--idle-secs S`, `--send-timeout-secs S` (a connection's pings, its idle
//! limit, the time a client has to take a message), `--keep-finished-secs S` (a finished table
//! in memory once nobody follows it; seconds may have a fraction), `--store postgres://…` (a
//! store shared by several instances, `store_pg.rs`, and their events passed by LISTEN/NOTIFY,
//! `bus.rs`; else SQLite in `--data DIR`).
//!
//! `app.rs` is the server's one async layer (the HTTP handlers, the WebSocket loop and the
//! computer seats); the table's logic (`table.rs`), the protocol's words (`protocol.rs`), the
//! store (`store.rs`) and the static files (`files.rs`) are apart.

// The server is native only: `cargo test --target wasm32-unknown-unknown` builds every binary
// of the package, so on that target this binary is an empty `main`.
#[cfg(not(target_arch = "wasm32"))]
mod app;
#[cfg(not(target_arch = "wasm32"))]
mod bus;
#[cfg(not(target_arch = "wasm32"))]
mod files;
#[cfg(not(target_arch = "wasm32"))]
mod protocol;
#[cfg(not(target_arch = "wasm32"))]
mod store;
#[cfg(not(target_arch = "wasm32"))]
mod store_pg;
#[cfg(not(target_arch = "wasm32"))]
mod table;

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    app::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
