//! The shared store: PostgreSQL (`--store postgres://…`, docs/ONLINE.md "Several instances").
//! The same two relations as the SQLite store; an event's key `(table_id, revision)` is the
//! one arbiter between instances: of two instances appending the same revision of a table,
//! one insert commits and the other gets [`Appended::Conflict`]. The insert, the table's
//! `updated` and the `NOTIFY` that tells the other instances (`crate::bus`) are one statement,
//! so one transaction: an event is announced exactly when it is committed.
//!
//! The [`Store`] methods block (the server calls them on `spawn_blocking` threads): each runs
//! its query on the server's runtime (`Handle::block_on`) with a pooled connection
//! (deadpool-postgres), at most [`QUERY_SECS`] seconds.

use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod, Runtime};
use tokio_postgres::error::SqlState;
use tokio_postgres::NoTls;

use crate::store::{Appended, Store, StoreError, Stored};
use crate::table::{Created, Event};

/// The channel of the table events' notifications; the payload is `<table id> <revision>`.
pub const CHANNEL: &str = "carcassonne_tables";

/// A query's longest wait (a pooled connection included): past it the change is refused
/// (`store_failed`), never waited for forever.
pub const QUERY_SECS: u64 = 10;

/// Connections an instance keeps to PostgreSQL for its queries (the listener has one more).
const POOL_SIZE: usize = 8;

fn pg_error(e: impl std::fmt::Display) -> StoreError {
    StoreError(format!("postgresql: {e}"))
}

/// The PostgreSQL store.
pub struct Postgres {
    pool: Pool,
    handle: tokio::runtime::Handle,
}

impl Postgres {
    /// Connects to `url` (`postgres://user:password@host:port/database`) and makes the schema
    /// if it is not there (under an advisory lock: instances starting together make it once).
    pub async fn open(url: &str) -> Result<Postgres, StoreError> {
        let config: tokio_postgres::Config = url.parse().map_err(pg_error)?;
        let manager = Manager::from_config(
            config,
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let wait = Some(Duration::from_secs(QUERY_SECS));
        let pool = Pool::builder(manager)
            .max_size(POOL_SIZE)
            .runtime(Runtime::Tokio1)
            .wait_timeout(wait)
            .create_timeout(wait)
            .recycle_timeout(wait)
            .build()
            .map_err(pg_error)?;
        let client = pool.get().await.map_err(pg_error)?;
        client
            .batch_execute(
                "BEGIN;
                 SELECT pg_advisory_xact_lock(7283316);
                 CREATE TABLE IF NOT EXISTS tables (
                     id TEXT PRIMARY KEY,
                     watch TEXT NOT NULL UNIQUE,
                     created TEXT NOT NULL,
                     over BOOLEAN NOT NULL DEFAULT false,
                     updated BIGINT NOT NULL
                 );
                 CREATE TABLE IF NOT EXISTS events (
                     table_id TEXT NOT NULL REFERENCES tables(id),
                     revision BIGINT NOT NULL,
                     event TEXT NOT NULL,
                     PRIMARY KEY (table_id, revision)
                 );
                 COMMIT;",
            )
            .await
            .map_err(pg_error)?;
        Ok(Postgres {
            pool,
            handle: tokio::runtime::Handle::current(),
        })
    }

    /// Runs `f` with a pooled connection on the runtime, from a blocking thread.
    fn run<T, F>(&self, f: impl FnOnce(deadpool_postgres::Client) -> F) -> Result<T, StoreError>
    where
        F: std::future::Future<Output = Result<T, StoreError>>,
    {
        self.handle.block_on(async {
            let work = async {
                let client = self.pool.get().await.map_err(pg_error)?;
                f(client).await
            };
            tokio::time::timeout(Duration::from_secs(QUERY_SECS), work)
                .await
                .map_err(|_| StoreError(format!("postgresql: no answer in {QUERY_SECS} s")))?
        })
    }

    async fn read(
        client: &deadpool_postgres::Client,
        id: &str,
        created: &str,
    ) -> Result<Stored, StoreError> {
        let created: Created = serde_json::from_str(created)?;
        let events = Postgres::events(client, id, 1).await?;
        Ok(Stored { created, events })
    }

    async fn events(
        client: &deadpool_postgres::Client,
        id: &str,
        revision: u64,
    ) -> Result<Vec<Event>, StoreError> {
        let q = client
            .prepare_cached(
                "SELECT event FROM events WHERE table_id = $1 AND revision > $2 ORDER BY revision",
            )
            .await
            .map_err(pg_error)?;
        let rows = client
            .query(&q, &[&id, &(revision as i64)])
            .await
            .map_err(pg_error)?;
        rows.iter()
            .map(|r| {
                Ok(serde_json::from_str(
                    r.try_get::<_, &str>(0).map_err(pg_error)?,
                )?)
            })
            .collect()
    }
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

impl Store for Postgres {
    fn create(&self, created: &Created) -> Result<(), StoreError> {
        let text = serde_json::to_string(created)?;
        self.run(|client| async move {
            client
                .execute(
                    "INSERT INTO tables (id, watch, created, updated) VALUES ($1, $2, $3, $4)",
                    &[&created.table, &created.watch, &text, &now()],
                )
                .await
                .map_err(pg_error)?;
            Ok(())
        })
    }

    fn append(
        &self,
        table: &str,
        revision: u64,
        event: &Event,
        over: bool,
    ) -> Result<Appended, StoreError> {
        let text = serde_json::to_string(event)?;
        let payload = format!("{table} {revision}");
        self.run(|client| async move {
            let q = client
                .prepare_cached(
                    "WITH e AS (
                         INSERT INTO events (table_id, revision, event) VALUES ($1, $2, $3)
                         RETURNING table_id
                     ), t AS (
                         UPDATE tables SET over = $4, updated = $5
                         WHERE id IN (SELECT table_id FROM e) RETURNING id
                     )
                     SELECT pg_notify($6, $7) FROM t",
                )
                .await
                .map_err(pg_error)?;
            let written = client
                .query(
                    &q,
                    &[
                        &table,
                        &(revision as i64),
                        &text,
                        &over,
                        &now(),
                        &CHANNEL,
                        &payload,
                    ],
                )
                .await;
            match written {
                Ok(rows) if rows.len() == 1 => Ok(Appended::Kept),
                Ok(_) => Err(StoreError(format!("postgresql: no table {table}"))),
                Err(e) if e.code() == Some(&SqlState::UNIQUE_VIOLATION) => Ok(Appended::Conflict),
                Err(e) => Err(pg_error(e)),
            }
        })
    }

    fn load_all(&self) -> Result<Vec<Stored>, StoreError> {
        self.run(|client| async move {
            let rows = client
                .query("SELECT id, created FROM tables", &[])
                .await
                .map_err(pg_error)?;
            let mut all = Vec::with_capacity(rows.len());
            for r in &rows {
                let id: &str = r.try_get(0).map_err(pg_error)?;
                let created: &str = r.try_get(1).map_err(pg_error)?;
                all.push(Postgres::read(&client, id, created).await?);
            }
            Ok(all)
        })
    }

    fn load(&self, id: &str, watch: bool) -> Result<Option<Stored>, StoreError> {
        let sql = if watch {
            "SELECT id, created FROM tables WHERE watch = $1"
        } else {
            "SELECT id, created FROM tables WHERE id = $1"
        };
        self.run(|client| async move {
            let row = client.query_opt(sql, &[&id]).await.map_err(pg_error)?;
            match row {
                None => Ok(None),
                Some(r) => {
                    let id: &str = r.try_get(0).map_err(pg_error)?;
                    let created: &str = r.try_get(1).map_err(pg_error)?;
                    Ok(Some(Postgres::read(&client, id, created).await?))
                }
            }
        })
    }

    fn events_since(&self, table: &str, revision: u64) -> Result<Vec<Event>, StoreError> {
        self.run(|client| async move { Postgres::events(&client, table, revision).await })
    }

    fn shared(&self) -> bool {
        true
    }
}
