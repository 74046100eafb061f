//! Where tables live between restarts: a [`Store`] keeps each table as created and its events
//! in order, and answers only once they are durable. The default is SQLite ([`Sqlite`]); a
//! shared store for several instances (PostgreSQL) implements the same trait, its
//! `(table, revision)` key refusing a second writer of one revision (docs/ONLINE.md).
//!
//! The methods block (disk writes): the server calls them off the async threads
//! (`tokio::task::spawn_blocking`). The PostgreSQL store is `store_pg.rs`.

use std::path::Path;
use std::sync::Mutex;

use rusqlite::{params, Connection};

use crate::table::{Created, Event};

/// A store's failure (the change it was asked to keep is not made).
#[derive(Debug)]
pub struct StoreError(pub String);

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError(e.to_string())
    }
}

impl From<serde_json::Error> for StoreError {
    fn from(e: serde_json::Error) -> Self {
        StoreError(e.to_string())
    }
}

/// A table as stored: as created, and its events in order (the event of revision `r` is
/// `events[r - 2]`).
#[derive(Debug)]
pub struct Stored {
    pub created: Created,
    pub events: Vec<Event>,
}

/// What became of an [`Store::append`].
#[derive(Debug, PartialEq, Eq)]
pub enum Appended {
    /// The event is durable.
    Kept,
    /// The table has an event of that revision already (another instance wrote first): nothing
    /// was written; the caller reads the newer events ([`Store::events_since`]).
    Conflict,
}

/// The tables' durable home.
pub trait Store: Send + Sync {
    /// Keeps a new table (revision 1).
    fn create(&self, created: &Created) -> Result<(), StoreError>;
    /// Keeps `event`, which makes the table's revision `revision`, unless the table has an
    /// event of that revision already ([`Appended::Conflict`]).
    fn append(
        &self,
        table: &str,
        revision: u64,
        event: &Event,
        over: bool,
    ) -> Result<Appended, StoreError>;
    /// Every table, for the start.
    fn load_all(&self) -> Result<Vec<Stored>, StoreError>;
    /// One table by its invitation id (`watch`: by its watch id), if stored.
    fn load(&self, id: &str, watch: bool) -> Result<Option<Stored>, StoreError>;
    /// The table's events after revision `revision` (the event of revision `revision + 1`
    /// first), in order.
    fn events_since(&self, table: &str, revision: u64) -> Result<Vec<Event>, StoreError>;
    /// Whether other instances share this store (then tables are loaded when asked for, and
    /// changed by other writers: `app.rs` follows them through [`crate::bus`]).
    fn shared(&self) -> bool {
        false
    }
}

/// The SQLite store: one file, `tables.sqlite3`, in WAL mode with `synchronous=FULL` (a commit
/// is on disk, not only in the operating system's cache, when it returns: a power cut keeps
/// what was acknowledged, as a `kill -9` does).
pub struct Sqlite {
    conn: Mutex<Connection>,
}

impl Sqlite {
    /// Opens (or creates) the store in `dir`.
    pub fn open(dir: &Path) -> Result<Sqlite, StoreError> {
        std::fs::create_dir_all(dir).map_err(|e| StoreError(format!("{}: {e}", dir.display())))?;
        let conn = Connection::open(dir.join("tables.sqlite3"))?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        conn.execute_batch(
            "CREATE TABLE IF NOT EXISTS tables (
                 id TEXT PRIMARY KEY,
                 watch TEXT NOT NULL UNIQUE,
                 created TEXT NOT NULL,
                 over INTEGER NOT NULL DEFAULT 0,
                 updated INTEGER NOT NULL
             );
             CREATE TABLE IF NOT EXISTS events (
                 table_id TEXT NOT NULL REFERENCES tables(id),
                 revision INTEGER NOT NULL,
                 event TEXT NOT NULL,
                 PRIMARY KEY (table_id, revision)
             ) WITHOUT ROWID;",
        )?;
        Ok(Sqlite {
            conn: Mutex::new(conn),
        })
    }

    fn conn(&self) -> Result<std::sync::MutexGuard<'_, Connection>, StoreError> {
        self.conn
            .lock()
            .map_err(|_| StoreError("the store's lock is poisoned".into()))
    }

    fn read(conn: &Connection, id: &str, created: &str) -> Result<Stored, StoreError> {
        let created: Created = serde_json::from_str(created)?;
        let mut q =
            conn.prepare_cached("SELECT event FROM events WHERE table_id = ?1 ORDER BY revision")?;
        let rows = q.query_map(params![id], |r| r.get::<_, String>(0))?;
        let mut events = Vec::new();
        for row in rows {
            events.push(serde_json::from_str(&row?)?);
        }
        Ok(Stored { created, events })
    }
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

impl Store for Sqlite {
    fn create(&self, created: &Created) -> Result<(), StoreError> {
        let text = serde_json::to_string(created)?;
        self.conn()?.execute(
            "INSERT INTO tables (id, watch, created, updated) VALUES (?1, ?2, ?3, ?4)",
            params![created.table, created.watch, text, now()],
        )?;
        Ok(())
    }

    fn append(
        &self,
        table: &str,
        revision: u64,
        event: &Event,
        over: bool,
    ) -> Result<Appended, StoreError> {
        let text = serde_json::to_string(event)?;
        let mut conn = self.conn()?;
        let tx = conn.transaction()?;
        let inserted = tx.execute(
            "INSERT INTO events (table_id, revision, event) VALUES (?1, ?2, ?3)
             ON CONFLICT (table_id, revision) DO NOTHING",
            params![table, revision as i64, text],
        )?;
        if inserted == 0 {
            return Ok(Appended::Conflict);
        }
        tx.execute(
            "UPDATE tables SET over = ?2, updated = ?3 WHERE id = ?1",
            params![table, over, now()],
        )?;
        tx.commit()?;
        Ok(Appended::Kept)
    }

    fn load_all(&self) -> Result<Vec<Stored>, StoreError> {
        let conn = self.conn()?;
        let mut q = conn.prepare("SELECT id, created FROM tables")?;
        let rows: Vec<(String, String)> = q
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<Result<_, _>>()?;
        rows.iter()
            .map(|(id, created)| Sqlite::read(&conn, id, created))
            .collect()
    }

    fn load(&self, id: &str, watch: bool) -> Result<Option<Stored>, StoreError> {
        let conn = self.conn()?;
        let sql = if watch {
            "SELECT id, created FROM tables WHERE watch = ?1"
        } else {
            "SELECT id, created FROM tables WHERE id = ?1"
        };
        let row: Option<(String, String)> = conn
            .prepare_cached(sql)?
            .query_map(params![id], |r| Ok((r.get(0)?, r.get(1)?)))?
            .next()
            .transpose()?;
        row.map(|(id, created)| Sqlite::read(&conn, &id, &created))
            .transpose()
    }

    fn events_since(&self, table: &str, revision: u64) -> Result<Vec<Event>, StoreError> {
        let conn = self.conn()?;
        let mut q = conn.prepare_cached(
            "SELECT event FROM events WHERE table_id = ?1 AND revision > ?2 ORDER BY revision",
        )?;
        let rows = q.query_map(params![table, revision as i64], |r| r.get::<_, String>(0))?;
        let mut events = Vec::new();
        for row in rows {
            events.push(serde_json::from_str(&row?)?);
        }
        Ok(events)
    }
}
