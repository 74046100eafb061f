//! Two server instances sharing one PostgreSQL store (docs/ONLINE.md "Several instances"): a
//! throwaway cluster of Debian's PostgreSQL on a loopback port (`initdb`, `pg_ctl`, as the
//! `postgres` user when the test runs as root), two instances on two ports, two players on
//! different instances and a computer seat; one play sent twice at once through both instances
//! is kept once; one instance is killed (`kill -9`) in the middle and its player carries on
//! through the other, nothing acknowledged lost. Skipped, loudly, only where PostgreSQL's
//! binaries are missing (`make setup` installs them).

use super::*;

/// A throwaway PostgreSQL cluster, stopped (`immediate`) and removed when dropped.
struct Cluster {
    bin: PathBuf,
    dir: PathBuf,
    port: u16,
    root: bool,
}

/// PostgreSQL's binaries: Debian's newest `/usr/lib/postgresql/N/bin`, else `initdb` on the
/// PATH.
fn pg_bin() -> Option<PathBuf> {
    let debian = std::fs::read_dir("/usr/lib/postgresql")
        .ok()
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok())
        .map(|e| e.path().join("bin"))
        .filter(|b| b.join("initdb").exists() && b.join("pg_ctl").exists())
        .max_by_key(|b| {
            b.parent()
                .and_then(|v| v.file_name())
                .and_then(|v| v.to_str())
                .and_then(|v| v.parse::<u32>().ok())
        });
    debian.or_else(|| {
        let out = Command::new("sh")
            .args(["-c", "command -v initdb"])
            .output()
            .ok()?;
        let path = PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
        Some(path.parent()?.to_path_buf()).filter(|b| b.join("pg_ctl").exists())
    })
}

impl Cluster {
    /// A PostgreSQL command (as the `postgres` user when root: `initdb` refuses root).
    fn command(&self, name: &str) -> Command {
        if self.root {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(self.bin.join(name));
            c
        } else {
            Command::new(self.bin.join(name))
        }
    }

    fn run(&self, name: &str, args: &[&str]) {
        let out = self.command(name).args(args).output().unwrap();
        assert!(
            out.status.success(),
            "{name} {args:?}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Starts a cluster, or `None` (said on standard error) where PostgreSQL is missing.
    fn start(name: &str) -> Option<Cluster> {
        let Some(bin) = pg_bin() else {
            eprintln!(
                "\n*** SKIPPED: {name}: PostgreSQL's binaries (initdb, pg_ctl) are missing: \
                 `make setup` installs Debian's postgresql ***\n"
            );
            return None;
        };
        let root = Command::new("id")
            .arg("-u")
            .output()
            .is_ok_and(|o| o.stdout.trim_ascii() == b"0");
        // a free loopback port (the cluster takes it a moment later)
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let dir =
            std::env::temp_dir().join(format!("carcassonne-pg-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let cluster = Cluster {
            bin,
            dir,
            port,
            root,
        };
        let d = cluster.dir.to_str().unwrap().to_string();
        cluster.run(
            "initdb",
            &[
                "-D",
                &format!("{d}/data"),
                "-A",
                "trust",
                "-U",
                "postgres",
                "--no-sync",
            ][..],
        );
        // fsync off: this cluster lives for one test (the server's own durability rule is that
        // PostgreSQL has committed an event before it is acknowledged)
        let options = format!("-p {port} -k {d} -c listen_addresses=127.0.0.1 -c fsync=off");
        cluster.run(
            "pg_ctl",
            &[
                "-D",
                &format!("{d}/data"),
                "-l",
                &format!("{d}/log"),
                "-w",
                "-t",
                "60",
                "-o",
                &options,
                "start",
            ],
        );
        // a guard for a test killed outright (no `Drop`): the cluster goes with the test
        let stop = format!(
            "{}{} -D {d}/data -m immediate stop",
            if root { "runuser -u postgres -- " } else { "" },
            cluster.bin.join("pg_ctl").display()
        );
        let _ = Command::new("sh")
            .arg("-c")
            .arg(format!(
                "while kill -0 {} 2>/dev/null; do sleep 1; done; {stop}; rm -rf {d}",
                std::process::id()
            ))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        Some(cluster)
    }

    fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let data = self.dir.join("data");
        let _ = self
            .command("pg_ctl")
            .arg("-D")
            .arg(&data)
            .args(["-m", "immediate", "-w", "stop"])
            .output();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Sends a `ping` and reads up to its `pong`: the `played` and `error` messages before it.
async fn until_pong(ws: &mut Ws) -> Vec<Value> {
    ws.send(&json!({"v": 1, "type": "ping", "id": 77}))
        .await
        .unwrap();
    let mut got = Vec::new();
    loop {
        let m = ws.recv_news(GUARD).await.unwrap();
        if m["type"] == "pong" {
            return got;
        }
        got.push(m);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_share_tables_through_postgresql_and_outlive_each_other() {
    let Some(pg) = Cluster::start("two") else {
        return;
    };
    let url = pg.url();
    let (data_a, data_b) = (data_dir("pg-a"), data_dir("pg-b"));
    let server_a = start(&data_a, &["--store", &url]);
    let server_b = start(&data_b, &["--store", &url]);
    let (base_a, base_b) = (server_a.base.clone(), server_b.base.clone());
    // made on A; the guest takes a seat through B, which reads the table from the store
    let (table, watch, host) = create_table(&base_a, "Ann", 2, 1, "easy").unwrap();
    let bob = take_seat(&base_b, &table, 1, "Bob").unwrap();
    let (mut a, mut ta) = seat(&base_a, &table, 0, &host).await;
    let (mut b, mut tb) = seat(&base_b, &table, 1, &bob).await;
    let mut w = Ws::connect(&base_b, None).await.unwrap();
    w.send(&json!({"v": 1, "type": "hello", "watch": watch}))
        .await
        .unwrap();
    let mut tw = Tracker::from_state(&w.recv_type("state", GUARD).await.unwrap());
    // started on A: B's players hear of it through NOTIFY only
    a.send(&json!({"v": 1, "type": "start"})).await.unwrap();
    ta.take(&a.recv_type("state", GUARD).await.unwrap());
    tb.take(&b.recv_type("state", GUARD).await.unwrap());
    tw.take(&w.recv_type("state", GUARD).await.unwrap());
    assert_eq!((ta.status.as_str(), tb.revision), ("playing", ta.revision));
    assert_eq!(ta.commitment, tb.commitment);
    // the host's seat also through B: one play sent through both instances at once is kept
    // once; the other is refused as stale (the store's key decides between the instances)
    let (mut a2, _) = seat(&base_b, &table, 0, &host).await;
    assert_eq!(ta.turn, Some(0));
    let mut rng = SplitMix64::new(4);
    let first = ta.random_action(&mut rng).unwrap();
    let twice = play(ta.revision, &first);
    let (sa, sb) = tokio::join!(a.send(&twice), a2.send(&twice));
    sa.unwrap();
    sb.unwrap();
    let (got_a, got_b) = tokio::join!(until_pong(&mut a), until_pong(&mut a2));
    let kinds: Vec<&str> = got_a
        .iter()
        .chain(&got_b)
        .map(|m| m["type"].as_str().unwrap_or_default())
        .collect();
    assert_eq!(
        (
            kinds.iter().filter(|k| **k == "played").count(),
            kinds.iter().filter(|k| **k == "error").count()
        ),
        (2, 1),
        "each connection sees the play once; one of the two is refused: {got_a:?} {got_b:?}"
    );
    let error = got_a
        .iter()
        .chain(&got_b)
        .find(|m| m["type"] == "error")
        .unwrap();
    assert_eq!(error["kind"], "stale_revision");
    drop(a2);
    for m in got_a.iter().filter(|m| m["type"] == "played") {
        ta.take(m);
    }
    next(&mut b, &mut tb).await;
    next(&mut w, &mut tw).await;
    assert_eq!(ta.actions, vec![first]);
    // each action reaches the other instance's player and the watcher; the computer seat is
    // played by one instance, once
    let mut moved = 0;
    while ta.status == "playing" && moved < 24 {
        play_one(
            &mut rng,
            [(&mut a, &mut ta), (&mut b, &mut tb), (&mut w, &mut tw)],
        )
        .await;
        moved += 1;
    }
    assert_eq!(ta.status, "playing", "the game goes on past the kill");
    let acknowledged = ta.clone();
    drop(server_a);
    // (messages A sent before it died may still be read: the connection ends after them)
    let mut after_kill = 0;
    while a.recv(GUARD).await.is_ok() {
        after_kill += 1;
        assert!(
            after_kill < 100,
            "the host's connection is gone with instance A"
        );
    }
    // the host reconnects to B: every acknowledged action is there (and the computer's move,
    // if A died before playing it, is played by B)
    let (mut a, mut ta) = seat(&base_b, &table, 0, &host).await;
    assert_eq!(
        &ta.actions[..acknowledged.actions.len()],
        &acknowledged.actions[..]
    );
    assert_eq!(ta.commitment, acknowledged.commitment);
    while tb.revision < ta.revision {
        next(&mut b, &mut tb).await;
    }
    while tw.revision < ta.revision {
        next(&mut w, &mut tw).await;
    }
    while ta.status == "playing" {
        play_one(
            &mut rng,
            [(&mut a, &mut ta), (&mut b, &mut tb), (&mut w, &mut tw)],
        )
        .await;
    }
    assert_eq!(ta.actions, tb.actions);
    assert_eq!(ta.actions, tw.actions);
    check_reveal(&ta);
    drop(server_b);
    drop(pg);
    let _ = std::fs::remove_dir_all(&data_a);
    let _ = std::fs::remove_dir_all(&data_b);
}

/// One action: the seat to move plays a random legal one (seats 0 and 1; seat 2 is the
/// computer's, played by the server), and every connection gets it.
async fn play_one(rng: &mut SplitMix64, mut all: [(&mut Ws, &mut Tracker); 3]) {
    let turn = all[0].1.turn.unwrap();
    if turn < 2 {
        let (ws, t) = &mut all[turn];
        let action = t.random_action(rng).unwrap();
        ws.send(&play(t.revision, &action)).await.unwrap();
    }
    let mut news = Vec::new();
    for (ws, t) in all.iter_mut() {
        news.push(next(ws, t).await);
    }
    assert!(news.iter().all(|m| *m == news[0]), "{news:?}");
    assert_eq!(news[0]["seat"].as_u64(), Some(turn as u64));
}
