//! The online tables against the real server (src/bin/server/, docs/ONLINE.md): the built
//! binary on an ephemeral port with its own data directory, real HTTP and WebSocket clients.
//! A whole game with two seats, a computer and a watcher; every hostile message refused with
//! its kind and changing nothing; a `kill -9` in the middle of a game and a restart with every
//! acknowledged move there. No sleeps: every wait is for a message or a line, its timeout only
//! a guard against a hang.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../examples/common/online.rs"]
mod online;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use carcassonne_mist::rng::SplitMix64;
use carcassonne_mist::scenario::SavedGame;
use carcassonne_mist::Game;
use online::{create_table, hello_seat, http, play, take_seat, Tracker, Ws};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

/// An HTTP request the server must refuse with `status` and the error `kind`.
fn refused_http(
    base: &str,
    method: &str,
    path: &str,
    body: Option<&Value>,
    status: u16,
    kind: &str,
) {
    let (got, e) = http(base, method, path, body).unwrap();
    assert_eq!(
        (got, e["error"]["kind"].as_str()),
        (status, Some(kind)),
        "{method} {path}"
    );
}

/// A server process, killed (SIGKILL) when dropped.
struct Server {
    child: Child,
    base: String,
    /// What it prints after `listening on`, line by line.
    lines: mpsc::Receiver<String>,
}

impl Server {
    /// Waits for a printed line that starts with `start` (a guard against a hang: [`GUARD`]).
    fn said(&self, start: &str) -> String {
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(GUARD))
                .unwrap_or_else(|_| panic!("the server never said {start:?}"));
            if line.starts_with(start) {
                return line;
            }
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(data: &Path, extra: &[&str]) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_server"))
        .args(["--port", "0", "--data"])
        .arg(data)
        .args(["--site", "no-site-here"])
        .args(extra)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the server starts");
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    let (said, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if let Some(base) = line.strip_prefix("listening on ") {
                let _ = tx.send(base.to_string());
            } else {
                let _ = said.send(line);
            }
        }
    });
    let base = rx
        .recv_timeout(Duration::from_secs(60))
        .expect("the server says where it listens");
    Server { child, base, lines }
}

fn data_dir(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("carcassonne-online-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

const GUARD: u64 = 60;

/// Connects as a seat: the connection and the table as it is.
async fn seat(base: &str, table: &str, seat: usize, secret: &str) -> (Ws, Tracker) {
    let mut ws = Ws::connect(base, None).await.unwrap();
    ws.send(&hello_seat(table, seat, secret, 0)).await.unwrap();
    let state = ws.recv_type("state", GUARD).await.unwrap();
    assert_eq!(state["you"], json!({"role": "seat", "seat": seat}));
    (ws, Tracker::from_state(&state))
}

/// The next `played`/`undone`/`state` news, taken into `t`.
/// The seat to move (of two) plays a random legal action; both seats read what follows.
async fn play_random(rng: &mut SplitMix64, a: (&mut Ws, &mut Tracker), b: (&mut Ws, &mut Tracker)) {
    let ((wa, ta), (wb, tb)) = (a, b);
    let t = if ta.turn == Some(0) { &*ta } else { &*tb };
    let msg = play(t.revision, &t.random_action(rng).unwrap());
    if ta.turn == Some(0) {
        wa.send(&msg).await.unwrap();
    } else {
        wb.send(&msg).await.unwrap();
    }
    next(wa, ta).await;
    next(wb, tb).await;
}

async fn next(ws: &mut Ws, t: &mut Tracker) -> Value {
    let m = ws.recv_news(GUARD).await.unwrap();
    assert_ne!(m["type"], "error", "{m}");
    t.take(&m);
    m
}

/// Checks the revealed seed against the commitment, and that the seeded game draws what the
/// table drew and replays the same actions to the same end.
fn check_reveal(t: &Tracker) {
    assert_eq!(t.status, "over");
    let seed = t.reveal["seed"].as_u64().unwrap();
    let salt = t.reveal["salt"].as_str().unwrap();
    assert_eq!(salt.len(), 32);
    let text = format!("carcassonne-mist/online/v1 salt={salt} seed={seed}");
    let hash: String = Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    assert_eq!(hash, t.commitment, "the commitment verifies");
    let mut setup = t.setup.clone();
    setup["seed"] = json!(seed);
    let saved = json!({"format": "carcassonne-mist/game", "version": 1, "setup": setup, "actions": t.actions});
    let seeded = SavedGame::load(&saved.to_string()).unwrap();
    let drawn = t.game().unwrap();
    assert_eq!(seeded.scores(), drawn.scores());
    assert_eq!(seeded.phase(), carcassonne_mist::Phase::GameOver);
    let first: Game = Game::new(
        &SavedGame::from_json(&saved.to_string())
            .unwrap()
            .setup
            .unwrap(),
    )
    .unwrap();
    let cat = first.catalogue();
    let mut order: Vec<String> = first
        .discarded()
        .iter()
        .map(|&k| cat.kind(k).id.clone())
        .collect();
    order.extend(first.hand().map(|k| cat.kind(k).id.clone()));
    order.extend(first.bag().into_iter().map(|k| cat.kind(k).id.clone()));
    assert_eq!(order, t.draws, "the draws followed from the seed");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_with_two_seats_a_computer_and_a_watcher() {
    let data = data_dir("game");
    let server = start(&data, &[]);
    let base = server.base.clone();
    let (table, watch, host) = create_table(&base, "Ann", 2, 1, "easy").unwrap();
    // the invitation shows a free seat; the watch link never shows the invitation
    let (status, info) = http(&base, "GET", &format!("/api/v1/tables/{table}"), None).unwrap();
    assert_eq!(status, 200);
    assert_eq!(info["seats"][1]["taken"], false);
    let (_, winfo) = http(&base, "GET", &format!("/api/v1/watch/{watch}"), None).unwrap();
    assert!(winfo.get("table").is_none() && winfo["seats"] == info["seats"]);
    let bob = take_seat(&base, &table, 1, "Bob").unwrap();
    let (mut a, mut ta) = seat(&base, &table, 0, &host).await;
    let (mut b, mut tb) = seat(&base, &table, 1, &bob).await;
    let mut w = Ws::connect(&base, None).await.unwrap();
    w.send(&json!({"v": 1, "type": "hello", "watch": watch}))
        .await
        .unwrap();
    let mut tw = Tracker::from_state(&w.recv_type("state", GUARD).await.unwrap());
    assert_eq!(ta.status, "open");
    a.send(&json!({"v": 1, "type": "start"})).await.unwrap();
    for (ws, t) in [(&mut a, &mut ta), (&mut b, &mut tb), (&mut w, &mut tw)] {
        let s = ws.recv_type("state", GUARD).await.unwrap();
        t.take(&s);
        assert_eq!(t.status, "playing");
        assert_eq!(t.commitment.len(), 64);
        assert_eq!(t.setup["seed"], 0, "the seed stays secret");
        let all = carcassonne_mist::Setup {
            sets: vec!["base".into(), "gcc".into(), "sc".into()],
            ..Default::default()
        };
        let fresh = Game::new(&all).unwrap();
        let left: u64 = s["bag"]
            .as_object()
            .unwrap()
            .values()
            .filter_map(Value::as_u64)
            .sum();
        assert_eq!(
            left as usize + t.draws.len(),
            fresh.bag_len() + 1 + fresh.discarded().len(),
            "the bag's counts and the draws are every tile but the start tiles"
        );
    }
    let mut rng = SplitMix64::new(38);
    let mut undone = false;
    while ta.status == "playing" {
        let turn = ta.turn.unwrap();
        if turn < 2 {
            let (ws, t) = if turn == 0 {
                (&mut a, &ta)
            } else {
                (&mut b, &tb)
            };
            let action = t.random_action(&mut rng).unwrap();
            ws.send(&play(t.revision, &action)).await.unwrap();
        }
        // everyone gets the same news (the computer's moves too)
        let m = next(&mut a, &mut ta).await;
        let mb = next(&mut b, &mut tb).await;
        let mw = next(&mut w, &mut tw).await;
        assert_eq!(m, mb);
        assert_eq!(m, mw);
        assert_eq!(m["seat"].as_u64(), Some(turn as u64));
        // once: the player takes back a placement within the turn
        if !undone && turn == 1 && m["draws"] == json!([]) && ta.turn == Some(1) {
            b.send(&json!({"v": 1, "type": "undo", "revision": tb.revision}))
                .await
                .unwrap();
            for (ws, t) in [(&mut a, &mut ta), (&mut b, &mut tb), (&mut w, &mut tw)] {
                assert_eq!(next(ws, t).await["type"], "undone");
            }
            undone = true;
        }
        assert_eq!(ta.actions, tw.actions);
    }
    assert!(undone);
    assert_eq!(ta.draws, tb.draws);
    check_reveal(&ta);
    check_reveal(&tw);
    // a client that comes back after the end gets the same game and the reveal
    let (_, again) = seat(&base, &table, 1, &bob).await;
    assert_eq!(again.actions, ta.actions);
    assert_eq!(again.reveal, ta.reveal);
    drop(server);
    let _ = std::fs::remove_dir_all(&data);
}

/// Sends `m` on `ws` and returns the error it gets (its kind checked).
async fn refused(ws: &mut Ws, m: Value, kind: &str) -> Value {
    ws.send(&m).await.unwrap();
    let e = ws.recv_type("error", GUARD).await.unwrap();
    assert_eq!(e["kind"], kind, "{m} → {e}");
    e
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_messages_get_their_typed_errors_and_change_nothing() {
    let data = data_dir("hostile");
    let server = start(&data, &["--max-connections-per-address", "8"]);
    let base = server.base.clone();
    // HTTP
    let bad = |body: Value| http(&base, "POST", "/api/v1/tables", Some(&body)).unwrap();
    let seven: Vec<Value> = (0..7)
        .map(|i| json!({"kind": "human", "name": format!("P{i}")}))
        .collect();
    assert_eq!(
        bad(json!({"v": 1, "sets": ["base"], "seats": seven})).1["error"]["kind"],
        "bad_setup"
    );
    let lone = json!([{"kind": "human", "name": "A"}, {"kind": "computer", "level": "godlike"}]);
    assert_eq!(
        bad(json!({"v": 1, "sets": ["base"], "seats": lone})).1["error"]["kind"],
        "bad_setup"
    );
    assert_eq!(
        bad(json!({"v": 2, "sets": ["base"], "seats": []})).1["error"]["kind"],
        "unsupported_version"
    );
    assert_eq!(
        bad(json!({"v": 1, "sets": ["base"], "seats": [], "x": 1})).1["error"]["kind"],
        "bad_message"
    );
    refused_http(
        &base,
        "GET",
        "/api/v1/tables/nope",
        None,
        404,
        "unknown_table",
    );
    let (table, watch, host) = create_table(&base, "Ann", 2, 0, "").unwrap();
    let bob = take_seat(&base, &table, 1, "Bob").unwrap();
    let join = json!({"v": 1, "seat": 1, "name": "Eve"});
    let seats = format!("/api/v1/tables/{table}/seats");
    refused_http(&base, "POST", &seats, Some(&join), 409, "seat_taken");
    let (mut a, mut ta) = seat(&base, &table, 0, &host).await;
    let (mut b, mut tb) = seat(&base, &table, 1, &bob).await;
    refused(&mut b, json!({"v": 1, "type": "start"}), "not_host").await;
    refused(
        &mut a,
        play(ta.revision, &json!({"type": "skip-meeple"})),
        "not_started",
    )
    .await;
    a.send(&json!({"v": 1, "type": "start"})).await.unwrap();
    ta.take(&a.recv_type("state", GUARD).await.unwrap());
    tb.take(&b.recv_type("state", GUARD).await.unwrap());
    refused_http(&base, "POST", &seats, Some(&join), 409, "table_started");
    let before = ta.clone();
    let r = ta.revision;
    let legal = ta.random_action(&mut SplitMix64::new(1)).unwrap();
    // seat 0 is to move first
    assert_eq!(ta.turn, Some(0));
    b.send_text("not json".into()).await.unwrap();
    assert_eq!(
        b.recv_type("error", GUARD).await.unwrap()["kind"],
        "bad_json"
    );
    refused(
        &mut b,
        json!({"v": 1, "type": "dance", "id": 5}),
        "bad_message",
    )
    .await;
    let e = refused(
        &mut b,
        json!({"v": 1, "type": "play", "revision": r, "id": 6}),
        "bad_message",
    )
    .await;
    assert_eq!(e["id"], 6);
    refused(
        &mut b,
        json!({"v": 2, "type": "ping"}),
        "unsupported_version",
    )
    .await;
    refused(&mut a, json!({"v": 1, "type": "start"}), "game_over").await;
    refused(&mut a, play(r, &json!({"type": "fly"})), "bad_message").await;
    refused(&mut b, play(r, &legal), "not_your_turn").await;
    refused(
        &mut b,
        json!({"v": 1, "type": "undo", "revision": r}),
        "not_your_turn",
    )
    .await;
    refused(&mut a, play(r - 1, &legal), "stale_revision").await;
    refused(&mut a, play(r + 1, &legal), "stale_revision").await;
    refused(
        &mut a,
        json!({"v": 1, "type": "undo", "revision": r}),
        "nothing_to_undo",
    )
    .await;
    let e = refused(
        &mut a,
        play(
            r,
            &json!({"type": "place-tile", "x": 900, "y": 0, "rotation": 0}),
        ),
        "illegal_action",
    )
    .await;
    assert!(e["refusal"]["kind"].is_string(), "{e}");
    refused(
        &mut a,
        play(
            r,
            &json!({"type": "place-tile", "x": 1, "y": 0, "rotation": 45}),
        ),
        "illegal_action",
    )
    .await;
    refused(&mut a, hello_seat(&table, 0, &host, 0), "already_hello").await;
    // a watcher cannot play
    let mut w = Ws::connect(&base, None).await.unwrap();
    w.send(&json!({"v": 1, "type": "hello", "watch": watch}))
        .await
        .unwrap();
    w.recv_type("state", GUARD).await.unwrap();
    refused(&mut w, play(r, &legal), "watcher").await;
    // a wrong secret, an unknown table, no hello, a seat that is no human's: refused and closed
    for (hello, kind) in [
        (hello_seat(&table, 1, &host, 0), "bad_secret"),
        (
            hello_seat("AAAAAAAAAAAAAAAAAAAAAA", 0, &host, 0),
            "unknown_table",
        ),
        (json!({"v": 1, "type": "ping"}), "hello_required"),
        (hello_seat(&table, 5, &host, 0), "no_such_seat"),
    ] {
        let mut c = Ws::connect(&base, None).await.unwrap();
        refused(&mut c, hello, kind).await;
        let end = c.recv(GUARD).await.unwrap_err();
        assert!(end.starts_with("closed"), "{end}");
    }
    // too large: the error, then the close (1009)
    let mut c = Ws::connect(&base, None).await.unwrap();
    c.send(&hello_seat(&table, 1, &bob, 0)).await.unwrap();
    c.recv_type("state", GUARD).await.unwrap();
    c.send_text(format!(
        "{{\"v\": 1, \"type\": \"ping\", \"pad\": \"{}\"}}",
        "x".repeat(17 * 1024)
    ))
    .await
    .unwrap();
    assert_eq!(
        c.recv_type("error", GUARD).await.unwrap()["kind"],
        "message_too_large"
    );
    let end = c.recv(GUARD).await.unwrap_err();
    assert!(end.starts_with("closed 1009"), "{end}");
    // another site's page may not open a table's socket
    let other = Ws::connect(&base, Some("http://evil.example")).await;
    assert!(other.err().unwrap().contains("403"));
    let own = Ws::connect(&base, Some(&base)).await;
    assert!(own.is_ok(), "the page's own origin is let in");
    drop(own);
    // a flood: past the burst, messages are dropped with `rate_limited`
    for i in 0..60 {
        b.send(&json!({"v": 1, "type": "ping", "id": i}))
            .await
            .unwrap();
    }
    let mut limited = 0;
    for _ in 0..60 {
        let m = b.recv_news(GUARD).await.unwrap();
        if m["kind"] == "rate_limited" {
            limited += 1;
        }
    }
    assert!(limited > 0, "a flood is limited");
    // nothing changed: the table is as it was, and the legal move still plays
    let (_, now) = seat(&base, &table, 0, &host).await;
    assert_eq!(now.revision, before.revision);
    assert_eq!(now.actions, before.actions);
    assert_eq!(now.draws, before.draws);
    a.send(&play(r, &legal)).await.unwrap();
    let m = next(&mut a, &mut ta).await;
    assert_eq!(
        (m["type"].as_str(), m["revision"].as_u64()),
        (Some("played"), Some(r + 1))
    );
    // connections per address (8 here): the next is refused
    let mut open = Vec::new();
    let refusal = loop {
        match Ws::connect(&base, None).await {
            Ok(c) => open.push(c),
            Err(e) => break e,
        }
        assert!(open.len() <= 8, "the limit holds");
    };
    assert!(refusal.contains("429"), "{refusal}");
    drop(server);
    let _ = std::fs::remove_dir_all(&data);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_9_mid_game_loses_no_acknowledged_move() {
    let data = data_dir("kill");
    let server = start(&data, &[]);
    let base = server.base.clone();
    let (table, watch, host) = create_table(&base, "Ann", 2, 0, "").unwrap();
    let bob = take_seat(&base, &table, 1, "Bob").unwrap();
    let (mut a, mut ta) = seat(&base, &table, 0, &host).await;
    let (mut b, mut tb) = seat(&base, &table, 1, &bob).await;
    a.send(&json!({"v": 1, "type": "start"})).await.unwrap();
    ta.take(&a.recv_type("state", GUARD).await.unwrap());
    tb.take(&b.recv_type("state", GUARD).await.unwrap());
    // the table's start records its tile data (docs/FORMATS.md): its clients replay with it
    assert_eq!(ta.setup["tile_data"], json!(carcassonne_mist::TILE_DATA));
    let mut rng = SplitMix64::new(9);
    let commitment = ta.commitment.clone();
    // 30 acknowledged actions, then the server dies at once (SIGKILL)
    for _ in 0..30 {
        play_random(&mut rng, (&mut a, &mut ta), (&mut b, &mut tb)).await;
    }
    let acknowledged = ta.clone();
    drop(server);
    assert!(
        a.recv(GUARD).await.is_err(),
        "the connection is gone with the server"
    );
    // started again on the same data: every acknowledged move is there, and play goes on
    // (and a finished table leaves memory as soon as nobody follows it)
    let server = start(&data, &["--keep-finished-secs", "0"]);
    let base = server.base.clone();
    let (mut a, mut ta) = seat(&base, &table, 0, &host).await;
    let (mut b, mut tb) = seat(&base, &table, 1, &bob).await;
    assert_eq!(ta.actions, acknowledged.actions);
    assert_eq!(ta.draws, acknowledged.draws);
    assert_eq!(ta.revision, acknowledged.revision);
    assert_eq!(ta.commitment, commitment);
    while ta.status == "playing" {
        play_random(&mut rng, (&mut a, &mut ta), (&mut b, &mut tb)).await;
    }
    assert_eq!(
        &ta.actions[..acknowledged.actions.len()],
        &acknowledged.actions[..]
    );
    check_reveal(&ta);
    // the finished table leaves memory once its players are gone, and is read again from the
    // store when asked for: a watcher and a returning player get the whole game and the reveal
    drop((a, b));
    server.said("finished tables dropped from memory: 1");
    let (status, info) = http(&base, "GET", &format!("/api/v1/tables/{table}"), None).unwrap();
    assert_eq!((status, info["status"].as_str()), (200, Some("over")));
    let mut w = Ws::connect(&base, None).await.unwrap();
    w.send(&json!({"v": 1, "type": "hello", "watch": watch}))
        .await
        .unwrap();
    let tw = Tracker::from_state(&w.recv_type("state", GUARD).await.unwrap());
    assert_eq!(
        (&tw.actions, &tw.reveal, &tw.status),
        (&ta.actions, &ta.reveal, &ta.status)
    );
    let (_, again) = seat(&base, &table, 1, &bob).await;
    assert_eq!(again.actions, ta.actions);
    drop(server);
    let _ = std::fs::remove_dir_all(&data);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_that_sends_nothing_is_closed_after_the_idle_limit() {
    let data = data_dir("idle");
    // short limits for the test (docs/ONLINE.md states the defaults: pings every 30 s, 90 s)
    let server = start(&data, &["--ping-secs", "0.1", "--idle-secs", "0.5"]);
    let base = server.base.clone();
    let (table, watch, host) = create_table(&base, "Ann", 2, 0, "").unwrap();
    // the host says hello and then nothing: it reads nothing, so it answers no ping either
    let (mut silent, _) = seat(&base, &table, 0, &host).await;
    let mut w = Ws::connect(&base, None).await.unwrap();
    w.send(&json!({"v": 1, "type": "hello", "watch": watch}))
        .await
        .unwrap();
    let first = w.recv_type("state", GUARD).await.unwrap();
    assert_eq!(first["seats"][0]["connected"], true);
    // the watcher reads (and so answers the pings): it stays, and sees the host go
    loop {
        let m = w.recv_type("presence", GUARD).await.unwrap();
        if m["connected"][0] == false {
            break;
        }
    }
    // (what was sent to it before the close is still to read)
    let end = loop {
        match silent.recv(GUARD).await {
            Ok(_) => continue,
            Err(e) => break e,
        }
    };
    // its close says why, unless the client's answers to the pings it reads only now meet the
    // closed socket first
    assert!(
        end == "closed 1008 idle" || end.contains("Broken pipe") || end.contains("reset"),
        "closed: {end}"
    );
    // the watcher, who kept answering, is still served
    w.send(&json!({"v": 1, "type": "ping", "id": 7}))
        .await
        .unwrap();
    assert_eq!(w.recv_type("pong", GUARD).await.unwrap()["id"], 7);
    drop(server);
    let _ = std::fs::remove_dir_all(&data);
}

// Two instances sharing a PostgreSQL store (its own file: the cluster's setup is long)
#[path = "online/pg.rs"]
mod pg;
