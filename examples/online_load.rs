//! Plays tables of bots against a running server (docs/ONLINE.md): each table two seats, each
//! seat its own WebSocket, random legal moves, all sets (base, gcc, sc). A bot the server drops
//! reconnects and resumes (retrying for 60 s, to either server when `--url` is given twice;
//! the seats of a table alternate between the two, and the table's host from table to table).
//!
//! ```sh
//! cargo run --release --example online_load -- --url http://127.0.0.1:8000 --tables 10 --seed 1
//! ```
//!
//! `--computer LEVEL` gives each table a third seat, a computer at LEVEL (easy, medium, hard,
//! expert), and prints its moves' count and time to move (from the news before the move).
//!
//! Prints the tables finished, the acknowledged actions lost (an action the server
//! acknowledged that the table's final state does not hold), the action latency (from a play
//! sent to its `played` received) p50 and p99, and last
//! `online: F/N finished, L lost, p99 X ms` (after `--timeout` seconds at most, 600 by default). Many tables from one address need the server's
//! `--max-connections-per-address` and `--tables-per-address` raised.

#[path = "common/online.rs"]
mod online;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use carcassonne_mist::rng::SplitMix64;
use online::{create_table, hello_seat, play, take_seat, Tracker, Ws};

/// A bot's shortest time between two messages (the server takes 20 a second).
const PACE: Duration = Duration::from_millis(50);

/// How long a bot tries to reconnect.
const RETRY: Duration = Duration::from_secs(60);

struct Totals {
    finished: usize,
    lost: usize,
    latencies: Vec<f64>,
    /// A computer seat's time to move (`--computer`): from the news before its move to its move.
    computer: Vec<f64>,
    errors: Vec<String>,
}

/// One seat: plays until the game is over; its acknowledged actions (index in the game's
/// actions, action) are checked against the final state.
async fn bot(
    urls: Vec<String>,
    table: String,
    seat: usize,
    secret: String,
    seed: u64,
    start: bool,
    totals: Arc<Mutex<Totals>>,
) -> Result<(), String> {
    let mut rng = SplitMix64::new(seed);
    let mut acked: Vec<(usize, serde_json::Value)> = Vec::new();
    let mut latencies = Vec::new();
    let mut last_send = Instant::now();
    let mut last_news = Instant::now();
    // (`urls` starts with this seat's own server: the caller alternates them)
    let mut url_ix = 0;
    let mut tracker = Tracker::default();
    let mut started = !start;
    'connect: loop {
        // (re)connect, retrying for RETRY
        let since = Instant::now();
        let mut ws = loop {
            match Ws::connect(&urls[url_ix], None).await {
                Ok(ws) => break ws,
                Err(e) if since.elapsed() > RETRY => return Err(format!("gave up: {e}")),
                Err(_) => {
                    url_ix = (url_ix + 1) % urls.len();
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
            }
        };
        if ws
            .send(&hello_seat(&table, seat, &secret, tracker.revision))
            .await
            .is_err()
        {
            continue 'connect;
        }
        let mut sent: Option<(Instant, u64)> = None;
        loop {
            if !started && tracker.status == "open" {
                // the host starts once the other seat is taken (it is: taken before the bots)
                if ws
                    .send(&serde_json::json!({"v": 1, "type": "start"}))
                    .await
                    .is_err()
                {
                    continue 'connect;
                }
                started = true;
            }
            if tracker.status == "playing" && tracker.turn == Some(seat) && sent.is_none() {
                let action = tracker.random_action(&mut rng)?;
                // a polite client: at most the server's 20 messages a second (docs/ONLINE.md)
                tokio::time::sleep_until((last_send + PACE).into()).await;
                last_send = Instant::now();
                if ws.send(&play(tracker.revision, &action)).await.is_err() {
                    continue 'connect;
                }
                sent = Some((Instant::now(), tracker.revision));
            }
            if tracker.status == "over" {
                break 'connect;
            }
            let m = match ws.recv(120).await {
                Ok(m) => m,
                Err(_) => continue 'connect,
            };
            match m["type"].as_str() {
                Some("state") => {
                    tracker = Tracker::from_state(&m);
                    sent = None;
                    // a start the server had not kept before it went away is asked again
                    started = started && tracker.status != "open" || !start;
                }
                Some("played") => {
                    tracker.take(&m);
                    if seat == 0 && m["seat"].as_u64().is_some_and(|s| s >= 2) {
                        // (kept at once: a run cut by --timeout counts them too)
                        let ms = last_news.elapsed().as_secs_f64() * 1000.0;
                        totals.lock().map_err(|_| "lock")?.computer.push(ms);
                    }
                    last_news = Instant::now();
                    if m["seat"].as_u64() == Some(seat as u64) {
                        if let Some((at, _)) = sent.take() {
                            latencies.push(at.elapsed().as_secs_f64() * 1000.0);
                        }
                        acked.push((tracker.actions.len() - 1, m["action"].clone()));
                    }
                }
                Some("undone") => tracker.take(&m),
                Some("error") => {
                    // a refused play (stale after a reconnection): connect again for the state
                    if m["kind"] == "stale_revision" || m["kind"] == "not_your_turn" {
                        continue 'connect;
                    }
                    if m["kind"] == "rate_limited" {
                        // (dropped, not played: sent again after a second)
                        tokio::time::sleep(Duration::from_secs(1)).await;
                        sent = None;
                        continue;
                    }
                    return Err(format!("refused: {m}"));
                }
                _ => {}
            }
        }
    }
    let lost = acked
        .iter()
        .filter(|(i, a)| tracker.actions.get(*i) != Some(a))
        .count();
    let mut t = totals.lock().map_err(|_| "lock")?;
    t.lost += lost;
    t.latencies.extend(latencies);
    if seat == 0 {
        t.finished += 1;
    }
    Ok(())
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let urls: Vec<String> = args
        .iter()
        .enumerate()
        .filter(|(_, a)| *a == "--url")
        .filter_map(|(i, _)| args.get(i + 1).cloned())
        .collect();
    let urls = if urls.is_empty() {
        vec!["http://127.0.0.1:8000".to_string()]
    } else {
        urls
    };
    let arg = |name: &str, default: u64| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let tables = arg("--tables", 10) as usize;
    // `--computer LEVEL`: each table also has a computer seat at LEVEL (seat 2)
    let level: Option<String> = args
        .iter()
        .position(|a| a == "--computer")
        .and_then(|i| args.get(i + 1).cloned());
    let computers = usize::from(level.is_some());
    let seed = arg("--seed", 1);
    let totals = Arc::new(Mutex::new(Totals {
        finished: 0,
        lost: 0,
        latencies: Vec::new(),
        computer: Vec::new(),
        errors: Vec::new(),
    }));
    let began = Instant::now();
    let mut tasks = Vec::new();
    for t in 0..tables {
        let urls = urls.clone();
        let totals = Arc::clone(&totals);
        let level = level.clone();
        tasks.push(tokio::spawn(async move {
            // each seat its server, the two alternating from table to table (the host's first,
            // the guest's next, each falling back on the other): the table is made on the
            // host's, the guest's seat taken through the guest's
            let turned = |by: usize| -> Vec<String> {
                let n = urls.len();
                (0..n).map(|i| urls[(i + by) % n].clone()).collect()
            };
            let (host_urls, guest_urls) = (turned(t), turned(t + 1));
            let (base, other) = (host_urls[0].clone(), guest_urls[0].clone());
            let made = tokio::task::spawn_blocking(move || {
                let (table, _, host) =
                    create_table(&base, "Host", 2, computers, level.as_deref().unwrap_or(""))?;
                let guest = take_seat(&other, &table, 1, "Guest")?;
                Ok::<_, String>((table, host, guest))
            })
            .await
            .map_err(|e| e.to_string())
            .and_then(|r| r);
            let (table, host, guest) = match made {
                Ok(m) => m,
                Err(e) => {
                    if let Ok(mut t) = totals.lock() {
                        t.errors.push(e);
                    }
                    return;
                }
            };
            let s = seed.wrapping_mul(1000).wrapping_add(t as u64 * 2);
            let a = bot(
                host_urls,
                table.clone(),
                0,
                host,
                s,
                true,
                Arc::clone(&totals),
            );
            let b = bot(
                guest_urls,
                table,
                1,
                guest,
                s + 1,
                false,
                Arc::clone(&totals),
            );
            // (an error counted when it happens: a run cut by --timeout prints it too)
            let counted = |r: Result<(), String>| {
                if let Err(e) = r {
                    if let Ok(mut totals) = totals.lock() {
                        totals.errors.push(format!("table {t}: {e}"));
                    }
                }
            };
            let (a, b) = (async { counted(a.await) }, async { counted(b.await) });
            tokio::join!(a, b);
        }));
    }
    // (a guard: past it, what finished is printed and the rest counts as unfinished)
    let limit = Duration::from_secs(arg("--timeout", 600));
    let _ = tokio::time::timeout(limit, async {
        for t in tasks {
            let _ = t.await;
        }
    })
    .await;
    let Ok(mut t) = totals.lock() else {
        return;
    };
    t.latencies.sort_by(f64::total_cmp);
    let (p50, p99) = (
        percentile(&t.latencies, 0.5),
        percentile(&t.latencies, 0.99),
    );
    for e in t.errors.iter().take(5) {
        eprintln!("error: {e}");
    }
    if t.errors.len() > 5 {
        eprintln!("({} errors in all)", t.errors.len());
    }
    println!("tables finished: {}/{tables}", t.finished);
    println!("acknowledged actions lost: {}", t.lost);
    println!(
        "actions: {} in {:.1} s; latency p50 {p50:.1} ms, p99 {p99:.1} ms",
        t.latencies.len(),
        began.elapsed().as_secs_f64()
    );
    if level.is_some() {
        t.computer.sort_by(f64::total_cmp);
        println!(
            "computer moves: {}; time to move p50 {:.0} ms, p99 {:.0} ms",
            t.computer.len(),
            percentile(&t.computer, 0.5),
            percentile(&t.computer, 0.99)
        );
    }
    println!(
        "online: {}/{tables} finished, {} lost, p99 {p99:.1} ms",
        t.finished, t.lost
    );
}
