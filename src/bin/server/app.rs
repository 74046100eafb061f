//! The server's async layer: the HTTP handlers, the WebSocket loop and the computer seats
//! (see `main.rs` for the whole server's description). This file is long (over 800 lines)
//! because these share one table registry and one set of limits; the table's logic, the
//! protocol's words, the store and the static files are apart.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{header, HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use serde_json::{json, Value};
use tokio::sync::{mpsc, Notify, Semaphore};

use crate::{bus, files, protocol, store, store_pg, table};

use protocol::{ClientMsg, CreateRequest, JoinRequest, Kind, Refused, VERSION};
use store::{Appended, Sqlite, Store};
use table::{Applied, Event, Table};

/// The server's settings (the command line).
struct Options {
    port: u16,
    data: PathBuf,
    site: PathBuf,
    allow_origins: Vec<String>,
    max_conns_per_address: usize,
    tables_per_address: f64,
    max_tables: usize,
    /// Burst of HTTP API requests per address (50 a second after it).
    http_burst: f64,
    trust_proxy: bool,
    /// Between the server's pings.
    ping: Duration,
    /// A connection that sends nothing (not even a pong) this long is closed (`idle`).
    idle: Duration,
    /// A message the client does not take within this is its last (`slow_client`).
    send_timeout: Duration,
    /// A finished table nobody follows leaves memory this long after its last change (the
    /// store still has it: it is read again when asked for).
    keep_finished: Duration,
    /// `--store postgres://…`: the shared store (else SQLite in `data`).
    store: Option<String>,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        port: 8000,
        data: PathBuf::from("data"),
        site: PathBuf::from("site"),
        allow_origins: Vec::new(),
        max_conns_per_address: 512,
        tables_per_address: 1000.0,
        max_tables: 100_000,
        http_burst: protocol::HTTP_BURST,
        trust_proxy: false,
        ping: Duration::from_secs(protocol::PING_SECS),
        idle: Duration::from_secs(protocol::IDLE_SECS),
        send_timeout: Duration::from_secs(protocol::SEND_SECS),
        keep_finished: Duration::from_secs(protocol::KEEP_FINISHED_SECS),
        store: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        let number = |v: String, name: &str| {
            v.parse::<usize>()
                .map_err(|_| format!("{name}: not a number: {v}"))
        };
        // seconds, with a fraction (the tests' short limits)
        let secs = |v: String, name: &str| {
            v.parse::<f64>()
                .ok()
                .and_then(|s| Duration::try_from_secs_f64(s).ok())
                .ok_or(format!("{name}: not a number of seconds: {v}"))
        };
        match a.as_str() {
            "--port" => o.port = number(value("--port")?, "--port")? as u16,
            "--data" => o.data = PathBuf::from(value("--data")?),
            "--site" => o.site = PathBuf::from(value("--site")?),
            "--allow-origin" => o.allow_origins.push(value("--allow-origin")?),
            "--max-connections-per-address" => {
                o.max_conns_per_address = number(value(&a)?, &a)?;
            }
            "--tables-per-address" => o.tables_per_address = number(value(&a)?, &a)? as f64,
            "--max-tables" => o.max_tables = number(value(&a)?, &a)?,
            "--requests-per-address" => o.http_burst = number(value(&a)?, &a)? as f64,
            "--trust-proxy" => o.trust_proxy = true,
            "--ping-secs" => o.ping = secs(value(&a)?, &a)?.max(Duration::from_millis(10)),
            "--idle-secs" => o.idle = secs(value(&a)?, &a)?,
            "--send-timeout-secs" => o.send_timeout = secs(value(&a)?, &a)?,
            "--keep-finished-secs" => o.keep_finished = secs(value(&a)?, &a)?,
            "--store" => {
                let v = value("--store")?;
                if !(v.starts_with("postgres://") || v.starts_with("postgresql://")) {
                    return Err(format!(
                        "--store {v}: a postgres:// address (else SQLite in --data DIR)"
                    ));
                }
                o.store = Some(v);
            }
            _ => return Err(format!("unknown option {a}")),
        }
    }
    Ok(o)
}

/// A token bucket: `rate` a second, at most `burst` at once.
struct Bucket {
    tokens: f64,
    last: Instant,
}

impl Bucket {
    fn new(burst: f64) -> Bucket {
        Bucket {
            tokens: burst,
            last: Instant::now(),
        }
    }

    fn take(&mut self, rate: f64, burst: f64) -> bool {
        let now = Instant::now();
        let t = self.tokens + now.duration_since(self.last).as_secs_f64() * rate;
        self.tokens = t.min(burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Takes a token of `ip`'s bucket in `map` (the map forgets full buckets when it grows).
fn take_token(map: &Mutex<HashMap<IpAddr, Bucket>>, ip: IpAddr, rate: f64, burst: f64) -> bool {
    let Ok(mut map) = map.lock() else {
        return false;
    };
    if map.len() > 4096 {
        let now = Instant::now();
        map.retain(|_, b| b.tokens + now.duration_since(b.last).as_secs_f64() * rate < burst);
    }
    map.entry(ip)
        .or_insert_with(|| Bucket::new(burst))
        .take(rate, burst)
}

/// A connection following a table.
struct Sub {
    id: u64,
    /// Its seat, or `None` for a watcher.
    seat: Option<usize>,
    tx: mpsc::Sender<Arc<str>>,
    kill: Arc<Notify>,
}

/// A table and the connections following it.
struct Inner {
    table: Table,
    subs: Vec<Sub>,
    /// A computer seat is thinking (one at a time per table).
    thinking: bool,
    /// When the table last changed (or was loaded): a finished one leaves memory after
    /// `keep_finished` with nobody following it.
    changed: Instant,
}

impl Inner {
    fn connected(&self) -> Vec<bool> {
        (0..self.table.seats.len())
            .map(|i| self.subs.iter().any(|s| s.seat == Some(i)))
            .collect()
    }

    /// Queues `text` for every connection; a connection whose queue is full is closed
    /// (`slow_client`) and dropped, never waited for.
    fn send_all(&mut self, text: impl Fn(&Sub) -> Arc<str>) {
        self.subs.retain(|s| match s.tx.try_send(text(s)) {
            Ok(()) => true,
            Err(mpsc::error::TrySendError::Full(_)) => {
                s.kill.notify_one();
                false
            }
            Err(mpsc::error::TrySendError::Closed(_)) => false,
        });
    }

    fn broadcast(&mut self, message: &Value) {
        let text: Arc<str> = message.to_string().into();
        self.send_all(|_| Arc::clone(&text));
    }

    fn broadcast_state(&mut self) {
        let connected = self.connected();
        let table = &self.table;
        let states: HashMap<Option<usize>, Arc<str>> = std::iter::once(None)
            .chain((0..table.seats.len()).map(Some))
            .map(|you| (you, table.state(you, &connected).to_string().into()))
            .collect();
        self.send_all(|s| states.get(&s.seat).cloned().unwrap_or_else(|| "{}".into()));
    }

    fn broadcast_presence(&mut self) {
        let watchers = self.subs.iter().filter(|s| s.seat.is_none()).count();
        let m = json!({"v": VERSION, "type": "presence", "connected": self.connected(), "watchers": watchers});
        self.broadcast(&m);
    }
}

struct Cell {
    inner: tokio::sync::Mutex<Inner>,
}

struct App {
    store: Arc<dyn Store>,
    by_table: RwLock<HashMap<String, Arc<Cell>>>,
    by_watch: RwLock<HashMap<String, Arc<Cell>>>,
    opts: Options,
    conns: Mutex<HashMap<IpAddr, usize>>,
    http_buckets: Mutex<HashMap<IpAddr, Bucket>>,
    create_buckets: Mutex<HashMap<IpAddr, Bucket>>,
    /// One permit a core: computer seats thinking at once (the others wait in order).
    thinkers: Semaphore,
    next_conn: AtomicU64,
}

type Shared = Arc<App>;

impl App {
    fn find(
        &self,
        map: &RwLock<HashMap<String, Arc<Cell>>>,
        id: &str,
    ) -> Result<Arc<Cell>, Refused> {
        map.read()
            .ok()
            .and_then(|m| m.get(id).cloned())
            .ok_or_else(|| Refused::new(Kind::UnknownTable, "no such table"))
    }

    /// Holds `table` from now on (the one already held, if another task loaded it first).
    fn insert(&self, table: Table) -> Arc<Cell> {
        let (id, watch) = (table.created.table.clone(), table.created.watch.clone());
        if let Ok(Some(held)) = self.by_table.read().map(|m| m.get(&id).cloned()) {
            return held;
        }
        let cell = Arc::new(Cell {
            inner: tokio::sync::Mutex::new(Inner {
                table,
                subs: Vec::new(),
                thinking: false,
                changed: Instant::now(),
            }),
        });
        // a table read again from the store while another request did the same: the first in
        // memory is the one (two cells of one table would each take moves)
        let cell = match self.by_table.write() {
            Ok(mut m) => Arc::clone(m.entry(id).or_insert(cell)),
            Err(_) => cell,
        };
        if let Ok(mut m) = self.by_watch.write() {
            m.entry(watch).or_insert_with(|| Arc::clone(&cell));
        }
        cell
    }

    /// Drops from memory the finished tables nobody follows whose last change is older than
    /// `keep_finished` (the store keeps them: [`lookup`] reads one again). Returns how many.
    fn drop_finished(&self) -> usize {
        let cells: Vec<Arc<Cell>> = match self.by_table.read() {
            Ok(m) => m.values().cloned().collect(),
            Err(_) => return 0,
        };
        // (a finished table cannot change: one dropped while a connection finds it only
        // leaves that connection following its final state)
        let mut gone = Vec::new();
        for cell in cells {
            // a table in use now is looked at again next time
            let Ok(inner) = cell.inner.try_lock() else {
                continue;
            };
            if inner.table.over()
                && inner.subs.is_empty()
                && !inner.thinking
                && inner.changed.elapsed() >= self.opts.keep_finished
            {
                gone.push((
                    inner.table.created.table.clone(),
                    inner.table.created.watch.clone(),
                ));
            }
        }
        if let Ok(mut m) = self.by_table.write() {
            for (id, _) in &gone {
                m.remove(id);
            }
        }
        if let Ok(mut m) = self.by_watch.write() {
            for (_, watch) in &gone {
                m.remove(watch);
            }
        }
        gone.len()
    }

    fn table_count(&self) -> usize {
        self.by_table.read().map(|m| m.len()).unwrap_or(usize::MAX)
    }
}

/// The table of an invitation (`by_watch`: of a watch id): in memory, or read again from the
/// store (a finished table leaves memory: [`App::drop_finished`]) and replayed.
async fn lookup(app: &Shared, id: &str, by_watch: bool) -> Result<Arc<Cell>, Refused> {
    let map = if by_watch {
        &app.by_watch
    } else {
        &app.by_table
    };
    if let Ok(cell) = app.find(map, id) {
        return Ok(cell);
    }
    // only a well-formed id is looked for in the store (docs/ONLINE.md, "Identifiers")
    if id.len() != 22
        || !id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    {
        return Err(Refused::new(Kind::UnknownTable, "no such table"));
    }
    let store = Arc::clone(&app.store);
    let key = id.to_string();
    let stored = tokio::task::spawn_blocking(move || store.load(&key, by_watch)).await;
    match stored {
        Ok(Ok(Some(s))) => Ok(app.insert(replay(s)?)),
        Ok(Ok(None)) => Err(Refused::new(Kind::UnknownTable, "no such table")),
        Ok(Err(e)) => {
            eprintln!("store: {e}");
            Err(Refused::new(
                Kind::StoreFailed,
                "the table could not be read",
            ))
        }
        Err(e) => {
            eprintln!("store: {e}");
            Err(Refused::new(
                Kind::StoreFailed,
                "the table could not be read",
            ))
        }
    }
}

/// A stored table replayed through the engine (a stored event it refuses: the table stays at
/// the last good one, and the server says so, never silently).
fn replay(s: store::Stored) -> Result<Table, Refused> {
    let id = s.created.table.clone();
    let mut table = Table::from_created(s.created)?;
    for (i, event) in s.events.iter().enumerate() {
        if let Err(e) = table.apply(event) {
            eprintln!(
                "table {id}: event {} refused on reload: {}",
                i + 2,
                e.message
            );
            break;
        }
    }
    Ok(table)
}

/// Applies `event` to the table, writes it to the store, and only then broadcasts it. A
/// refused event or a failed write leaves the table as it was. With a shared store another
/// instance may have written the revision first: the table then takes the newer events
/// ([`catch_up`]), and the event is checked again on it (a seat, a start) or refused as
/// stale (a play or an undo: its seat chose it on the older table).
async fn commit(app: &Shared, inner: &mut Inner, event: Event) -> Result<(), Refused> {
    for _ in 0..3 {
        let before = inner.table.clone();
        let applied = inner.table.apply(&event)?;
        match write(app, inner, event.clone()).await {
            Ok(Appended::Kept) => {
                inner.changed = Instant::now();
                broadcast_applied(inner, &applied);
                return Ok(());
            }
            Ok(Appended::Conflict) => {
                inner.table = before;
                catch_up(app, inner).await?;
                if matches!(event, Event::Play { .. } | Event::Undo { .. }) {
                    return Err(Refused::new(
                        Kind::StaleRevision,
                        format!(
                            "the table changed first (another server); it is at {}",
                            inner.table.revision
                        ),
                    ));
                }
            }
            Err(e) => {
                inner.table = before;
                return Err(e);
            }
        }
    }
    Err(Refused::new(
        Kind::StoreFailed,
        "the table kept changing: try again",
    ))
}

/// Sends every connection of the table what `applied` changed.
fn broadcast_applied(inner: &mut Inner, applied: &Applied) {
    match inner.table.message(applied) {
        Some(m) => inner.broadcast(&m),
        None => inner.broadcast_state(),
    }
    if matches!(applied, Applied::State) {
        inner.broadcast_presence();
    }
}

/// With a shared store: takes the table's events that other instances wrote after its
/// revision, each checked by the engine as a live one, and broadcasts them. An event the
/// engine refuses (a store edited by hand) stops there, said on standard error.
async fn catch_up(app: &Shared, inner: &mut Inner) -> Result<(), Refused> {
    if !app.store.shared() {
        return Ok(());
    }
    let store = Arc::clone(&app.store);
    let (id, revision) = (inner.table.created.table.clone(), inner.table.revision);
    let read = tokio::task::spawn_blocking(move || store.events_since(&id, revision)).await;
    let events = match read {
        Ok(Ok(events)) => events,
        other => {
            eprintln!("store: {other:?}");
            return Err(Refused::new(
                Kind::StoreFailed,
                "the table could not be read",
            ));
        }
    };
    for event in events {
        match inner.table.apply(&event) {
            Ok(applied) => {
                inner.changed = Instant::now();
                broadcast_applied(inner, &applied);
            }
            Err(e) => {
                eprintln!(
                    "table {}: stored event {} refused: {}",
                    inner.table.created.table,
                    inner.table.revision + 1,
                    e.message
                );
                break;
            }
        }
    }
    Ok(())
}

/// Follows the other instances' events (a shared store): a table held here that is behind a
/// notified revision catches up; after the listener (re)connects, every table held does (the
/// notifications of the gap are lost). Computer seats are not played here: the instance that
/// wrote the event that made their turn plays them, or, if it died, the one a client of the
/// table reaches next (`connection`).
async fn follow(app: Shared, mut heard: mpsc::Receiver<bus::Heard>) {
    while let Some(h) = heard.recv().await {
        let cells: Vec<(Arc<Cell>, u64)> = match h {
            bus::Heard::Listening => app
                .by_table
                .read()
                .map(|m| m.values().map(|c| (Arc::clone(c), u64::MAX)).collect())
                .unwrap_or_default(),
            bus::Heard::Event { table, revision } => app
                .find(&app.by_table, &table)
                .map(|c| vec![(c, revision)])
                .unwrap_or_default(),
        };
        for (cell, revision) in cells {
            let app = Arc::clone(&app);
            tokio::spawn(async move {
                let mut inner = cell.inner.lock().await;
                if inner.table.revision < revision {
                    let _ = catch_up(&app, &mut inner).await;
                }
            });
        }
    }
}

/// Writes the event that made the table's current revision.
async fn write(app: &Shared, inner: &Inner, event: Event) -> Result<Appended, Refused> {
    let store = Arc::clone(&app.store);
    let (id, revision, over) = (
        inner.table.created.table.clone(),
        inner.table.revision,
        inner.table.over(),
    );
    let written =
        tokio::task::spawn_blocking(move || store.append(&id, revision, &event, over)).await;
    match written {
        Ok(Ok(appended)) => Ok(appended),
        Ok(Err(e)) => {
            eprintln!("store: {e}");
            Err(Refused::new(
                Kind::StoreFailed,
                "the change could not be kept",
            ))
        }
        Err(e) => {
            eprintln!("store: {e}");
            Err(Refused::new(
                Kind::StoreFailed,
                "the change could not be kept",
            ))
        }
    }
}

/// If a computer seat is to move, thinks on the pool (one thread a core) and plays its move.
fn think(app: &Shared, cell: &Arc<Cell>, inner: &mut Inner) {
    let Some((seat, level)) = inner.table.computer_turn() else {
        return;
    };
    let Some(game) = inner.table.playing.as_ref().map(|p| p.game.clone()) else {
        return;
    };
    if inner.thinking {
        return;
    }
    inner.thinking = true;
    inner.broadcast(&json!({"v": VERSION, "type": "thinking", "seat": seat}));
    let revision = inner.table.revision;
    let (app, cell) = (Arc::clone(app), Arc::clone(cell));
    tokio::spawn(async move {
        let seed = table::draw_seed().map(|(s, _)| s).unwrap_or(1);
        let permit = app.thinkers.acquire().await;
        let player = level.player;
        let decided = tokio::task::spawn_blocking(move || {
            let mut game = game;
            // the search knows which tiles are left, never their order
            game.shuffle_bag(&mut carcassonne_mist::rng::SplitMix64::new(seed));
            carcassonne_mist::ai::suggest(&game, &player.to_string(), seed)
        })
        .await;
        drop(permit);
        let mut inner = cell.inner.lock().await;
        inner.thinking = false;
        let action = match decided {
            Ok(Ok(s)) => serde_json::to_value(&s.action).unwrap_or(Value::Null),
            other => {
                eprintln!("computer seat {seat}: no move ({other:?})");
                return;
            }
        };
        if inner.table.revision != revision {
            return;
        }
        match commit(&app, &mut inner, Event::Play { seat, action }).await {
            Ok(()) => think(&app, &cell, &mut inner),
            Err(e) => eprintln!("computer seat {seat}: {}", e.message),
        }
    });
}

fn json_response(status: u16, body: &Value) -> Response {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    (
        status,
        [
            (header::CONTENT_TYPE, "application/json; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        body.to_string(),
    )
        .into_response()
}

fn refused_response(r: &Refused) -> Response {
    let status = if r.kind == Kind::TooManyTables && r.message.contains("server") {
        503
    } else {
        r.kind.status()
    };
    json_response(status, &r.to_http())
}

fn client_ip(app: &App, addr: SocketAddr, headers: &HeaderMap) -> IpAddr {
    if app.opts.trust_proxy {
        let last = headers
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.rsplit(',').next())
            .and_then(|v| v.trim().parse().ok());
        if let Some(ip) = last {
            return ip;
        }
    }
    addr.ip()
}

/// Reads a request body of at most [`protocol::MAX_MESSAGE`] bytes as `T`.
async fn read_body<T: serde::de::DeserializeOwned>(body: Body) -> Result<T, Refused> {
    let bytes = axum::body::to_bytes(body, protocol::MAX_MESSAGE)
        .await
        .map_err(|_| Refused::new(Kind::MessageTooLarge, "the body is over 16 KiB"))?;
    let text = std::str::from_utf8(&bytes)
        .map_err(|_| Refused::new(Kind::BadJson, "the body is not UTF-8"))?;
    protocol::read(text).map_err(|(r, _)| r)
}

fn http_allowed(app: &App, ip: IpAddr) -> Result<(), Refused> {
    if take_token(
        &app.http_buckets,
        ip,
        protocol::HTTP_RATE,
        app.opts.http_burst,
    ) {
        Ok(())
    } else {
        Err(Refused::new(Kind::RateLimited, "too many requests"))
    }
}

async fn create_table(
    State(app): State<Shared>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    let ip = client_ip(&app, addr, &headers);
    let r: Result<Value, Refused> = async {
        http_allowed(&app, ip)?;
        let req: CreateRequest = read_body(body).await?;
        let burst = app.opts.tables_per_address;
        if !take_token(&app.create_buckets, ip, 2.0, burst) {
            return Err(Refused::new(Kind::TooManyTables, "too many tables from this address"));
        }
        if app.table_count() >= app.opts.max_tables {
            return Err(Refused::new(Kind::TooManyTables, "this server holds its most tables"));
        }
        let (table, secret) = Table::create(&req)?;
        let store = Arc::clone(&app.store);
        let created = table.created.clone();
        match tokio::task::spawn_blocking(move || store.create(&created)).await {
            Ok(Ok(())) => {}
            other => {
                eprintln!("store: {other:?}");
                return Err(Refused::new(Kind::StoreFailed, "the table could not be kept"));
            }
        }
        let answer = json!({"v": VERSION, "table": table.created.table, "watch": table.created.watch,
                            "seat": 0, "secret": secret});
        app.insert(table);
        Ok(answer)
    }
    .await;
    match r {
        Ok(v) => json_response(201, &v),
        Err(e) => refused_response(&e),
    }
}

async fn table_info(
    State(app): State<Shared>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    summary(&app, client_ip(&app, addr, &headers), &id, true).await
}

async fn watch_info(
    State(app): State<Shared>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    summary(&app, client_ip(&app, addr, &headers), &id, false).await
}

async fn summary(app: &Shared, ip: IpAddr, id: &str, invitation: bool) -> Response {
    let r = async {
        http_allowed(app, ip)?;
        let cell = lookup(app, id, !invitation).await?;
        let inner = cell.inner.lock().await;
        Ok::<_, Refused>(inner.table.summary(invitation, &inner.connected()))
    }
    .await;
    match r {
        Ok(v) => json_response(200, &v),
        Err(e) => refused_response(&e),
    }
}

async fn take_seat(
    State(app): State<Shared>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
    body: Body,
) -> Response {
    let ip = client_ip(&app, addr, &headers);
    let r = async {
        http_allowed(&app, ip)?;
        let req: JoinRequest = read_body(body).await?;
        let cell = lookup(&app, &id, false).await?;
        let secret = table::random_id(32)?;
        let mut inner = cell.inner.lock().await;
        let event = Event::Seat {
            seat: req.seat,
            name: req.name,
            colour: req.colour,
            secret: table::secret_hash(&secret),
        };
        commit(&app, &mut inner, event).await?;
        Ok::<_, Refused>(json!({"v": VERSION, "seat": req.seat, "secret": secret}))
    }
    .await;
    match r {
        Ok(v) => json_response(201, &v),
        Err(e) => refused_response(&e),
    }
}

/// Whether a WebSocket's `Origin` is the server's own (its host the request's `Host`) or one
/// allowed on the command line; no `Origin` (not a browser) is let in.
fn origin_allowed(app: &App, headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    if app.opts.allow_origins.iter().any(|o| o == origin) {
        return true;
    }
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let origin_host = origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"));
    matches!((origin_host, host), (Some(o), Some(h)) if o.eq_ignore_ascii_case(h))
}

/// Counts a connection of an address while it lives.
struct ConnGuard {
    app: Shared,
    ip: IpAddr,
}

impl Drop for ConnGuard {
    fn drop(&mut self) {
        if let Ok(mut m) = self.app.conns.lock() {
            if let Some(n) = m.get_mut(&self.ip) {
                *n -= 1;
                if *n == 0 {
                    m.remove(&self.ip);
                }
            }
        }
    }
}

async fn ws_upgrade(
    State(app): State<Shared>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    if !origin_allowed(&app, &headers) {
        let r = Refused::new(
            Kind::BadOrigin,
            "this page's origin may not open tables here",
        );
        return refused_response(&r);
    }
    let ip = client_ip(&app, addr, &headers);
    {
        let Ok(mut m) = app.conns.lock() else {
            return StatusCode::INTERNAL_SERVER_ERROR.into_response();
        };
        let n = m.entry(ip).or_insert(0);
        if *n >= app.opts.max_conns_per_address {
            let r = Refused::new(
                Kind::TooManyConnections,
                "too many connections from this address",
            );
            return refused_response(&r);
        }
        *n += 1;
    }
    let guard = ConnGuard {
        app: Arc::clone(&app),
        ip,
    };
    ws.max_message_size(protocol::MAX_FRAME)
        .max_frame_size(protocol::MAX_FRAME)
        .on_upgrade(move |socket| async move {
            connection(app, socket).await;
            drop(guard);
        })
}

fn close(kind: Kind) -> Message {
    let code = match kind {
        Kind::MessageTooLarge => 1009,
        _ => 1008,
    };
    Message::Close(Some(CloseFrame {
        code,
        reason: kind.id().into(),
    }))
}

/// Sends `m`, waiting at most `within` for the client to take it.
async fn send_within(socket: &mut WebSocket, m: Message, within: Duration) -> bool {
    matches!(
        tokio::time::timeout(within, socket.send(m)).await,
        Ok(Ok(()))
    )
}

/// Sends `m` now (before the connection follows a table, or its close), at most 10 s.
async fn send_now(socket: &mut WebSocket, m: Message) -> bool {
    send_within(socket, m, Duration::from_secs(protocol::SEND_SECS)).await
}

/// The first message: `hello`, as a seat or a watcher.
async fn hello(app: &Shared, socket: &mut WebSocket) -> Result<(Arc<Cell>, Option<usize>), Kind> {
    let wait = Duration::from_secs(protocol::HELLO_SECS);
    loop {
        let text = match tokio::time::timeout(wait, socket.recv()).await {
            Ok(Some(Ok(Message::Text(t)))) => t,
            Ok(Some(Ok(Message::Ping(_) | Message::Pong(_)))) => continue,
            Ok(Some(Ok(Message::Binary(_)))) => {
                let r = Refused::new(Kind::BadMessage, "messages are text frames");
                send_now(socket, Message::Text(r.to_ws(None).to_string().into())).await;
                continue;
            }
            Err(_) => return Err(Kind::HelloRequired),
            _ => return Err(Kind::BadMessage),
        };
        let refuse = |r: Refused, id| Message::Text(r.to_ws(id).to_string().into());
        let msg = match protocol::read::<ClientMsg>(&text) {
            Ok(m) => m,
            Err((r, id)) => {
                let too_large = r.kind == Kind::MessageTooLarge;
                send_now(socket, refuse(r, id)).await;
                if too_large {
                    return Err(Kind::MessageTooLarge);
                }
                continue;
            }
        };
        let id = msg.id();
        let ClientMsg::Hello {
            table,
            seat,
            secret,
            watch,
            ..
        } = msg
        else {
            let r = Refused::new(Kind::HelloRequired, "the first message is `hello`");
            send_now(socket, refuse(r, id)).await;
            return Err(Kind::HelloRequired);
        };
        let found = match (table, seat, secret, watch) {
            (Some(table), Some(seat), Some(secret), None) => {
                match lookup(app, &table, false).await {
                    Ok(cell) => {
                        let inner = cell.inner.lock().await;
                        if seat >= inner.table.seats.len()
                            || inner.table.seats[seat].level.is_some()
                        {
                            Err(Refused::new(Kind::NoSuchSeat, "no such human seat"))
                        } else if !inner.table.proves(seat, &secret) {
                            Err(Refused::new(
                                Kind::BadSecret,
                                "this is not the seat's secret",
                            ))
                        } else {
                            drop(inner);
                            Ok((cell, Some(seat)))
                        }
                    }
                    Err(e) => Err(e),
                }
            }
            (None, None, None, Some(watch)) => {
                lookup(app, &watch, true).await.map(|cell| (cell, None))
            }
            _ => Err(Refused::new(
                Kind::BadMessage,
                "`hello` has `table`, `seat` and `secret`, or `watch` alone",
            )),
        };
        return match found {
            Ok(f) => Ok(f),
            Err(r) => {
                let kind = r.kind;
                send_now(socket, refuse(r, id)).await;
                Err(kind)
            }
        };
    }
}

async fn connection(app: Shared, mut socket: WebSocket) {
    let (cell, seat) = match hello(&app, &mut socket).await {
        Ok(f) => f,
        Err(kind) => {
            send_now(&mut socket, close(kind)).await;
            return;
        }
    };
    let id = app.next_conn.fetch_add(1, Ordering::Relaxed);
    let (tx, mut rx) = mpsc::channel::<Arc<str>>(protocol::SEND_QUEUE);
    let kill = Arc::new(Notify::new());
    {
        let mut inner = cell.inner.lock().await;
        // (a shared store: the events this instance may have missed)
        let _ = catch_up(&app, &mut inner).await;
        let state: Arc<str> = inner
            .table
            .state(seat, &inner.connected())
            .to_string()
            .into();
        let _ = tx.try_send(state);
        inner.subs.push(Sub {
            id,
            seat,
            tx: tx.clone(),
            kill: Arc::clone(&kill),
        });
        inner.broadcast_presence();
        think(&app, &cell, &mut inner);
    }
    let mut bucket = Bucket::new(protocol::CONN_BURST);
    let mut dropped = 0u32;
    let mut last_heard = Instant::now();
    let mut ping = tokio::time::interval(app.opts.ping);
    ping.tick().await;
    let send_timeout = app.opts.send_timeout;
    let end = loop {
        tokio::select! {
            m = socket.recv() => {
                last_heard = Instant::now();
                let text = match m {
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(Message::Binary(_))) => {
                        let r = Refused::new(Kind::BadMessage, "messages are text frames");
                        let _ = tx.try_send(r.to_ws(None).to_string().into());
                        continue;
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    _ => break None,
                };
                if !bucket.take(protocol::CONN_RATE, protocol::CONN_BURST) {
                    dropped += 1;
                    if dropped >= protocol::MAX_DROPPED {
                        break Some(Kind::RateLimited);
                    }
                    let r = Refused::new(Kind::RateLimited, "too many messages: this one is dropped");
                    if tx.try_send(r.to_ws(None).to_string().into()).is_err() {
                        break Some(Kind::SlowClient);
                    }
                    continue;
                }
                dropped = 0;
                let reply = match protocol::read::<ClientMsg>(&text) {
                    Ok(msg) => handle(&app, &cell, seat, msg).await,
                    Err((r, id)) => Some(r.to_ws(id)),
                };
                if let Some(reply) = reply {
                    let too_large = reply["kind"] == Kind::MessageTooLarge.id();
                    if tx.try_send(reply.to_string().into()).is_err() {
                        break Some(Kind::SlowClient);
                    }
                    if too_large {
                        // (the error goes out first, then the close)
                        while let Ok(m) = rx.try_recv() {
                            send_now(&mut socket, Message::Text(m.to_string().into())).await;
                        }
                        break Some(Kind::MessageTooLarge);
                    }
                }
            }
            out = rx.recv() => match out {
                Some(text) => {
                    // a client that does not take a message within the limit reads too slowly
                    if !send_within(&mut socket, Message::Text(text.to_string().into()), send_timeout).await {
                        break Some(Kind::SlowClient);
                    }
                }
                None => break None,
            },
            _ = kill.notified() => break Some(Kind::SlowClient),
            _ = ping.tick() => {
                // silent past the limit, not even answering the pings: closed (`idle`)
                if last_heard.elapsed() > app.opts.idle {
                    break Some(Kind::Idle);
                }
                if !send_within(&mut socket, Message::Ping(Vec::new().into()), send_timeout).await {
                    break Some(Kind::SlowClient);
                }
            }
        }
    };
    if let Some(kind) = end {
        send_now(&mut socket, close(kind)).await;
    }
    let mut inner = cell.inner.lock().await;
    inner.subs.retain(|s| s.id != id);
    inner.broadcast_presence();
}

/// One message of a connection that follows a table: `None` when the answer is a broadcast.
async fn handle(
    app: &Shared,
    cell: &Arc<Cell>,
    seat: Option<usize>,
    msg: ClientMsg,
) -> Option<Value> {
    let id = msg.id();
    let r: Result<Option<Value>, Refused> = async {
        if let ClientMsg::Ping { .. } = msg {
            return Ok(Some(json!({"v": VERSION, "type": "pong", "id": id})));
        }
        if let ClientMsg::Hello { .. } = msg {
            return Err(Refused::new(
                Kind::AlreadyHello,
                "this connection has said hello",
            ));
        }
        let Some(seat) = seat else {
            return Err(Refused::new(Kind::Watcher, "a watcher does not play"));
        };
        let mut inner = cell.inner.lock().await;
        let event = match msg {
            ClientMsg::Start { .. } => {
                if seat != 0 {
                    return Err(Refused::new(Kind::NotHost, "only the host starts the game"));
                }
                let (seed, salt) = table::draw_seed()?;
                Event::Start {
                    seed,
                    salt,
                    tile_data: carcassonne_mist::TILE_DATA,
                }
            }
            ClientMsg::Play {
                revision, action, ..
            } => {
                stale(&inner.table, revision)?;
                Event::Play { seat, action }
            }
            ClientMsg::Undo { revision, .. } => {
                stale(&inner.table, revision)?;
                Event::Undo { seat }
            }
            ClientMsg::Hello { .. } | ClientMsg::Ping { .. } => return Ok(None),
        };
        commit(app, &mut inner, event).await?;
        think(app, cell, &mut inner);
        Ok(None)
    }
    .await;
    match r {
        Ok(v) => v,
        Err(e) => Some(e.to_ws(id)),
    }
}

fn stale(table: &Table, revision: u64) -> Result<(), Refused> {
    if revision == table.revision {
        Ok(())
    } else {
        Err(Refused::new(
            Kind::StaleRevision,
            format!("revision {revision}; the table is at {}", table.revision),
        ))
    }
}

async fn static_file(
    State(app): State<Shared>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    files::serve(&app.opts.site, &method, &uri, &headers).await
}

/// Every stored table, replayed through the engine.
fn reload(app: &Shared) -> Result<usize, String> {
    let stored = app.store.load_all().map_err(|e| e.to_string())?;
    let n = stored.len();
    for s in stored {
        let id = s.created.table.clone();
        match replay(s) {
            // a finished table stays in the store until it is asked for ([`lookup`])
            Ok(table) if table.over() => {}
            Ok(table) => {
                app.insert(table);
            }
            Err(e) => eprintln!("table {id}: not loaded: {}", e.message),
        }
    }
    Ok(n)
}

/// Starts the server (the binary's `main` on every target but WebAssembly).
#[tokio::main]
pub async fn main() {
    let opts = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("server: {e}");
            std::process::exit(2);
        }
    };
    let store: Arc<dyn Store> = match &opts.store {
        None => match Sqlite::open(&opts.data) {
            Ok(s) => Arc::new(s),
            Err(e) => {
                eprintln!("server: {}: {e}", opts.data.display());
                std::process::exit(1);
            }
        },
        Some(url) => match store_pg::Postgres::open(url).await {
            Ok(s) => Arc::new(s),
            Err(e) => {
                eprintln!("server: --store: {e}");
                std::process::exit(1);
            }
        },
    };
    let listen = opts.store.clone();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let app: Shared = Arc::new(App {
        store,
        by_table: RwLock::new(HashMap::new()),
        by_watch: RwLock::new(HashMap::new()),
        opts,
        conns: Mutex::new(HashMap::new()),
        http_buckets: Mutex::new(HashMap::new()),
        create_buckets: Mutex::new(HashMap::new()),
        thinkers: Semaphore::new(cores),
        next_conn: AtomicU64::new(0),
    });
    // SQLite: every table now; a shared store: each when a client asks for it (`lookup`),
    // and the other instances' events followed from now on
    if let Some(url) = listen {
        tokio::spawn(follow(Arc::clone(&app), bus::listen(url)));
    }
    let loaded = {
        let app = Arc::clone(&app);
        tokio::task::spawn_blocking(move || match app.store.shared() {
            true => Ok(0),
            false => reload(&app),
        })
        .await
    };
    match loaded {
        Ok(Ok(n)) if n > 0 => eprintln!("server: {n} tables reloaded"),
        Ok(Ok(_)) => {}
        other => {
            eprintln!("server: the store could not be read: {other:?}");
            std::process::exit(1);
        }
    }
    let cells: Vec<Arc<Cell>> = app
        .by_table
        .read()
        .map(|m| m.values().cloned().collect())
        .unwrap_or_default();
    for cell in cells {
        let mut inner = cell.inner.lock().await;
        think(&app, &cell, &mut inner);
    }
    // finished tables leave memory (a quarter of the keeping time between looks, 0.1 s to 60 s)
    {
        let app = Arc::clone(&app);
        let every =
            (app.opts.keep_finished / 4).clamp(Duration::from_millis(100), Duration::from_secs(60));
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(every);
            loop {
                tick.tick().await;
                let n = app.drop_finished();
                if n > 0 {
                    println!("finished tables dropped from memory: {n}");
                }
            }
        });
    }
    let api = Router::new()
        .route("/api/v1/tables", post(create_table))
        .route("/api/v1/tables/{id}", get(table_info))
        .route("/api/v1/tables/{id}/seats", post(take_seat))
        .route("/api/v1/watch/{id}", get(watch_info))
        .route("/api/v1/ws", get(ws_upgrade));
    let router = api.fallback(static_file).with_state(Arc::clone(&app));
    let listener = match tokio::net::TcpListener::bind(("127.0.0.1", app.opts.port)).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("server: port {}: {e}", app.opts.port);
            std::process::exit(1);
        }
    };
    let port = listener.local_addr().map_or(app.opts.port, |a| a.port());
    println!("listening on http://127.0.0.1:{port}");
    let served = axum::serve(
        listener,
        router.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .await;
    if let Err(e) = served {
        eprintln!("server: {e}");
        std::process::exit(1);
    }
}
