//! A client of the online tables (docs/ONLINE.md) for the protocol's tests (tests/online.rs)
//! and the load example (examples/online_load.rs): HTTP with ureq, the WebSocket with
//! tokio-tungstenite, and the table's game rebuilt as a page rebuilds it (a saved game with
//! `draws`), which gives the legal moves of the seat to move.
#![allow(dead_code)]

use std::time::Duration;

use carcassonne_mist::rng::SplitMix64;
use carcassonne_mist::scenario::SavedGame;
use carcassonne_mist::Game;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

/// An HTTP request to the server: the status and the JSON body (`Null` if none).
pub fn http(
    base: &str,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> Result<(u16, Value), String> {
    let agent = ureq::Agent::new_with_config(
        ureq::config::Config::builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(30)))
            .build(),
    );
    let url = format!("{base}{path}");
    let resp = match (method, body) {
        ("POST", Some(b)) => agent.post(&url).send_json(b),
        ("POST", None) => agent.post(&url).send_empty(),
        _ => agent.get(&url).call(),
    };
    let mut resp = resp.map_err(|e| format!("{method} {path}: {e}"))?;
    let status = resp.status().as_u16();
    let text = resp.body_mut().read_to_string().unwrap_or_default();
    Ok((status, serde_json::from_str(&text).unwrap_or(Value::Null)))
}

/// [`http`], asking again after a `429` (a polite client: 100 ms, doubling up to 2 s, for at
/// most 60 s).
pub fn http_patient(
    base: &str,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> Result<(u16, Value), String> {
    let since = std::time::Instant::now();
    let mut wait = Duration::from_millis(100);
    loop {
        let r = http(base, method, path, body)?;
        if r.0 != 429 || since.elapsed() > Duration::from_secs(60) {
            return Ok(r);
        }
        std::thread::sleep(wait);
        wait = (wait * 2).min(Duration::from_secs(2));
    }
}

/// Creates a table of `humans` human seats (seat 0 named `host`) and `computers` computer
/// seats at `level`, with all sets: (invitation, watch id, host's secret).
pub fn create_table(
    base: &str,
    host: &str,
    humans: usize,
    computers: usize,
    level: &str,
) -> Result<(String, String, String), String> {
    let mut seats = vec![json!({"kind": "human", "name": host})];
    seats.extend((1..humans).map(|_| json!({"kind": "human"})));
    seats.extend((0..computers).map(|_| json!({"kind": "computer", "level": level})));
    let body = json!({"v": 1, "sets": ["base", "gcc", "sc"], "seats": seats});
    let (status, v) = http_patient(base, "POST", "/api/v1/tables", Some(&body))?;
    if status != 201 {
        return Err(format!("create: {status} {v}"));
    }
    let s = |k: &str| v[k].as_str().unwrap_or_default().to_string();
    Ok((s("table"), s("watch"), s("secret")))
}

/// Takes `seat` at `table` as `name`: the seat's secret.
pub fn take_seat(base: &str, table: &str, seat: usize, name: &str) -> Result<String, String> {
    let body = json!({"v": 1, "seat": seat, "name": name});
    let (status, v) = http(
        base,
        "POST",
        &format!("/api/v1/tables/{table}/seats"),
        Some(&body),
    )?;
    if status != 201 {
        return Err(format!("take seat {seat}: {status} {v}"));
    }
    Ok(v["secret"].as_str().unwrap_or_default().to_string())
}

type Stream =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A WebSocket to the server.
pub struct Ws {
    stream: Stream,
}

impl Ws {
    /// Connects to `base`'s `/api/v1/ws`, with an `Origin` header if given.
    pub async fn connect(base: &str, origin: Option<&str>) -> Result<Ws, String> {
        let url = format!("{}/api/v1/ws", base.replacen("http", "ws", 1));
        let mut req = url.into_client_request().map_err(|e| e.to_string())?;
        if let Some(o) = origin {
            let v = o.parse().map_err(|_| "bad origin".to_string())?;
            req.headers_mut().insert("Origin", v);
        }
        let (stream, _) = tokio::time::timeout(
            Duration::from_secs(30),
            tokio_tungstenite::connect_async(req),
        )
        .await
        .map_err(|_| "connect: timed out".to_string())?
        .map_err(|e| format!("connect: {e}"))?;
        Ok(Ws { stream })
    }

    pub async fn send_text(&mut self, text: String) -> Result<(), String> {
        self.stream
            .send(Message::text(text))
            .await
            .map_err(|e| format!("send: {e}"))
    }

    pub async fn send(&mut self, v: &Value) -> Result<(), String> {
        self.send_text(v.to_string()).await
    }

    /// The next message (pings and pongs skipped); `Err("closed <code> <reason>")` when the
    /// server closes. `secs`: a guard against a server that never answers (the skipped pings
    /// do not extend it).
    pub async fn recv(&mut self, secs: u64) -> Result<Value, String> {
        self.recv_by(tokio::time::Instant::now() + Duration::from_secs(secs))
            .await
    }

    async fn recv_by(&mut self, deadline: tokio::time::Instant) -> Result<Value, String> {
        loop {
            let m = tokio::time::timeout_at(deadline, self.stream.next())
                .await
                .map_err(|_| "recv: timed out".to_string())?;
            match m {
                Some(Ok(Message::Text(t))) => {
                    return serde_json::from_str(t.as_str()).map_err(|e| e.to_string())
                }
                Some(Ok(Message::Close(f))) => {
                    return Err(match f {
                        Some(f) => format!("closed {} {}", u16::from(f.code), f.reason),
                        None => "closed".into(),
                    })
                }
                Some(Ok(_)) => continue,
                Some(Err(e)) => return Err(format!("recv: {e}")),
                None => return Err("closed".into()),
            }
        }
    }

    /// The next message of type `ty` (others skipped).
    pub async fn recv_type(&mut self, ty: &str, secs: u64) -> Result<Value, String> {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(secs);
        loop {
            let m = self.recv_by(deadline).await?;
            if m["type"] == ty {
                return Ok(m);
            }
        }
    }

    /// The next message that is not `presence` or `thinking`.
    pub async fn recv_news(&mut self, secs: u64) -> Result<Value, String> {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(secs);
        loop {
            let m = self.recv_by(deadline).await?;
            if m["type"] != "presence" && m["type"] != "thinking" {
                return Ok(m);
            }
        }
    }
}

/// A table as a client knows it: from `state`, then each `played` and `undone`.
#[derive(Clone, Debug, Default)]
pub struct Tracker {
    pub revision: u64,
    pub status: String,
    pub turn: Option<usize>,
    /// The saved game's `setup`.
    pub setup: Value,
    pub draws: Vec<String>,
    pub actions: Vec<Value>,
    pub commitment: String,
    pub reveal: Value,
}

impl Tracker {
    pub fn from_state(s: &Value) -> Tracker {
        let game = &s["game"];
        Tracker {
            revision: s["revision"].as_u64().unwrap_or(0),
            status: s["status"].as_str().unwrap_or_default().to_string(),
            turn: s["turn"].as_u64().map(|t| t as usize),
            setup: game["setup"].clone(),
            draws: strings(&game["draws"]),
            actions: game["actions"].as_array().cloned().unwrap_or_default(),
            commitment: s["commitment"].as_str().unwrap_or_default().to_string(),
            reveal: s["reveal"].clone(),
        }
    }

    /// Takes in a `played` or `undone` message (others are ignored).
    pub fn take(&mut self, m: &Value) {
        match m["type"].as_str() {
            Some("played") => {
                self.revision = m["revision"].as_u64().unwrap_or(self.revision);
                self.actions.push(m["action"].clone());
                self.draws.extend(strings(&m["draws"]));
                self.turn = m["turn"].as_u64().map(|t| t as usize);
                self.status = m["status"].as_str().unwrap_or_default().to_string();
                self.reveal = m["reveal"].clone();
            }
            Some("undone") => {
                self.revision = m["revision"].as_u64().unwrap_or(self.revision);
                self.actions.pop();
            }
            Some("state") => *self = Tracker::from_state(m),
            _ => {}
        }
    }

    /// The saved game a page would load.
    pub fn saved(&self) -> Value {
        json!({"format": "carcassonne-mist/game", "version": 1, "setup": self.setup,
               "draws": self.draws, "actions": self.actions})
    }

    /// The game rebuilt from the draws so far, without the seed.
    pub fn game(&self) -> Result<Game, String> {
        SavedGame::load(&self.saved().to_string()).map_err(|e| e.to_string())
    }

    /// A random legal action for the seat to move, as the protocol writes it.
    pub fn random_action(&self, rng: &mut SplitMix64) -> Result<Value, String> {
        let game = self.game()?;
        let legal = game.legal_actions();
        if legal.is_empty() {
            return Err("no legal action".into());
        }
        let a = legal[rng.below(legal.len())];
        serde_json::to_value(game.action_spec(a)).map_err(|e| e.to_string())
    }
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|s| s.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// A `hello` as a seat.
pub fn hello_seat(table: &str, seat: usize, secret: &str, revision: u64) -> Value {
    json!({"v": 1, "type": "hello", "table": table, "seat": seat, "secret": secret, "revision": revision})
}

/// A `play`.
pub fn play(revision: u64, action: &Value) -> Value {
    json!({"v": 1, "type": "play", "revision": revision, "action": action})
}
