//! The protocol's words (docs/ONLINE.md, version 1): the error kinds, the client's messages as
//! read (strictly: unknown fields and types are refused), and the limits.

use serde::Deserialize;
use serde_json::{json, Map, Value};

/// The protocol version every message carries as `v`.
pub const VERSION: u64 = 1;
/// Largest HTTP body or WebSocket message read (bytes).
pub const MAX_MESSAGE: usize = 16 * 1024;
/// Largest WebSocket frame or message the socket layer accepts at all: past it the connection
/// drops without an answer (between this and [`MAX_MESSAGE`]: `message_too_large`).
pub const MAX_FRAME: usize = 64 * 1024;
/// Messages a connection may send a second, and its burst.
pub const CONN_RATE: f64 = 20.0;
/// Burst of [`CONN_RATE`].
pub const CONN_BURST: f64 = 40.0;
/// Dropped messages in a row after which a connection is closed.
pub const MAX_DROPPED: u32 = 200;
/// HTTP API requests an address may make a second, and its burst.
pub const HTTP_RATE: f64 = 50.0;
/// Burst of [`HTTP_RATE`].
pub const HTTP_BURST: f64 = 200.0;
/// Messages queued for one connection; full: the connection is closed (`slow_client`).
pub const SEND_QUEUE: usize = 256;
/// Seconds between the server's pings.
pub const PING_SECS: u64 = 30;
/// Seconds of silence after which a connection is closed.
pub const IDLE_SECS: u64 = 90;
/// Seconds the client has to take a message the server sends (past it: `slow_client`).
pub const SEND_SECS: u64 = 10;
/// Seconds a finished table nobody follows stays in memory after its last change.
pub const KEEP_FINISHED_SECS: u64 = 600;
/// Seconds a new connection has to send `hello`.
pub const HELLO_SECS: u64 = 10;
/// Most actions (plays and undos) a table accepts (a saved game holds at most 4,000).
pub const MAX_ACTIONS: usize = 4000;

/// Every error kind of the protocol (docs/ONLINE.md, "Errors").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    BadJson,
    BadMessage,
    MessageTooLarge,
    UnsupportedVersion,
    BadSetup,
    BadName,
    UnknownTable,
    NoSuchSeat,
    SeatTaken,
    TableStarted,
    BadSecret,
    BadOrigin,
    HelloRequired,
    AlreadyHello,
    Watcher,
    NotHost,
    TableNotReady,
    NotStarted,
    GameOver,
    NotYourTurn,
    StaleRevision,
    IllegalAction,
    NothingToUndo,
    RateLimited,
    TooManyConnections,
    TooManyTables,
    SlowClient,
    Idle,
    StoreFailed,
}

impl Kind {
    /// The kind's snake_case id, as sent.
    pub fn id(self) -> &'static str {
        use Kind::*;
        match self {
            BadJson => "bad_json",
            BadMessage => "bad_message",
            MessageTooLarge => "message_too_large",
            UnsupportedVersion => "unsupported_version",
            BadSetup => "bad_setup",
            BadName => "bad_name",
            UnknownTable => "unknown_table",
            NoSuchSeat => "no_such_seat",
            SeatTaken => "seat_taken",
            TableStarted => "table_started",
            BadSecret => "bad_secret",
            BadOrigin => "bad_origin",
            HelloRequired => "hello_required",
            AlreadyHello => "already_hello",
            Watcher => "watcher",
            NotHost => "not_host",
            TableNotReady => "table_not_ready",
            NotStarted => "not_started",
            GameOver => "game_over",
            NotYourTurn => "not_your_turn",
            StaleRevision => "stale_revision",
            IllegalAction => "illegal_action",
            NothingToUndo => "nothing_to_undo",
            RateLimited => "rate_limited",
            TooManyConnections => "too_many_connections",
            TooManyTables => "too_many_tables",
            SlowClient => "slow_client",
            Idle => "idle",
            StoreFailed => "store_failed",
        }
    }

    /// Its HTTP status, where it is an HTTP answer.
    pub fn status(self) -> u16 {
        use Kind::*;
        match self {
            MessageTooLarge => 413,
            UnknownTable => 404,
            SeatTaken | TableStarted => 409,
            BadOrigin => 403,
            RateLimited | TooManyConnections | TooManyTables => 429,
            StoreFailed => 500,
            _ => 400,
        }
    }
}

/// A refused request or message: its kind, an English sentence, and for `illegal_action` the
/// engine's refusal (`{kind, data}`, docs/FORMATS.md "Refusals").
#[derive(Clone, Debug)]
pub struct Refused {
    pub kind: Kind,
    pub message: String,
    pub refusal: Option<Value>,
}

impl Refused {
    pub fn new(kind: Kind, message: impl Into<String>) -> Refused {
        Refused {
            kind,
            message: message.into(),
            refusal: None,
        }
    }

    /// The WebSocket `error` message, with the client's `id` when it gave one.
    pub fn to_ws(&self, id: Option<u64>) -> Value {
        let mut m =
            json!({"v": VERSION, "type": "error", "kind": self.kind.id(), "message": self.message});
        if let Some(id) = id {
            m["id"] = json!(id);
        }
        if let Some(r) = &self.refusal {
            m["refusal"] = r.clone();
        }
        m
    }

    /// The HTTP error body.
    pub fn to_http(&self) -> Value {
        json!({"v": VERSION, "error": {"kind": self.kind.id(), "message": self.message}})
    }
}

/// A seat as the host asks for it.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatRequest {
    pub kind: SeatKindWord,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub colour: Option<String>,
    #[serde(default)]
    pub level: Option<String>,
}

/// `human` or `computer`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKindWord {
    Human,
    Computer,
}

/// `POST /api/v1/tables`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateRequest {
    pub sets: Vec<String>,
    #[serde(default)]
    pub variants: Option<Value>,
    pub seats: Vec<SeatRequest>,
}

/// `POST /api/v1/tables/<invitation>/seats`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinRequest {
    pub seat: usize,
    pub name: String,
    #[serde(default)]
    pub colour: Option<String>,
}

/// A client's WebSocket message.
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum ClientMsg {
    Hello {
        #[serde(default)]
        table: Option<String>,
        #[serde(default)]
        seat: Option<usize>,
        #[serde(default)]
        secret: Option<String>,
        #[serde(default)]
        watch: Option<String>,
        /// The last revision the client knows: read, but the answer is always the whole
        /// state (docs/ONLINE.md), whatever it missed.
        #[serde(default)]
        #[allow(dead_code)]
        revision: Option<u64>,
        #[serde(default)]
        id: Option<u64>,
    },
    Start {
        #[serde(default)]
        id: Option<u64>,
    },
    Play {
        revision: u64,
        action: Value,
        #[serde(default)]
        id: Option<u64>,
    },
    Undo {
        revision: u64,
        #[serde(default)]
        id: Option<u64>,
    },
    Ping {
        #[serde(default)]
        id: Option<u64>,
    },
}

impl ClientMsg {
    /// The client's `id` of the message.
    pub fn id(&self) -> Option<u64> {
        match self {
            ClientMsg::Hello { id, .. }
            | ClientMsg::Start { id }
            | ClientMsg::Play { id, .. }
            | ClientMsg::Undo { id, .. }
            | ClientMsg::Ping { id } => *id,
        }
    }
}

/// Reads a body or message: size, JSON, `v`, then the schema of `T`. The `id` the client gave
/// comes back with the error when the message is JSON with a whole-number `id`.
pub fn read<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, (Refused, Option<u64>)> {
    if text.len() > MAX_MESSAGE {
        let m = format!("{} bytes; at most {MAX_MESSAGE} are read", text.len());
        return Err((Refused::new(Kind::MessageTooLarge, m), None));
    }
    let value: Value = serde_json::from_str(text)
        .map_err(|e| (Refused::new(Kind::BadJson, format!("not JSON: {e}")), None))?;
    let Value::Object(mut map) = value else {
        let m = "a message is a JSON object";
        return Err((Refused::new(Kind::BadMessage, m), None));
    };
    let id = map.get("id").and_then(Value::as_u64);
    check_version(&mut map).map_err(|r| (r, id))?;
    serde_json::from_value(Value::Object(map))
        .map_err(|e| (Refused::new(Kind::BadMessage, e.to_string()), id))
}

fn check_version(map: &mut Map<String, Value>) -> Result<(), Refused> {
    match map.remove("v") {
        Some(Value::Number(n)) if n.as_u64() == Some(VERSION) => Ok(()),
        Some(v) => Err(Refused::new(
            Kind::UnsupportedVersion,
            format!("protocol version {v}; this server speaks version {VERSION}"),
        )),
        None => Err(Refused::new(Kind::BadMessage, "missing field `v`")),
    }
}
