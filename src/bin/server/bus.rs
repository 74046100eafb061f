//! How an instance hears the others' table events: PostgreSQL's LISTEN/NOTIFY on
//! [`CHANNEL`] (docs/ONLINE.md "Several instances"). The store's append notifies in the
//! transaction that commits the event, so a notification always names a committed event. One
//! dedicated connection listens; when it is lost the listener connects again (every second)
//! and says [`Heard::Listening`] again: the notifications sent meanwhile are gone, so the
//! server then reads every table it holds again from the store.

use std::time::Duration;

use futures_util::StreamExt;
use tokio::sync::mpsc;
use tokio_postgres::{AsyncMessage, NoTls};

pub use crate::store_pg::CHANNEL;

/// What the listener passes on.
#[derive(Debug)]
pub enum Heard {
    /// Listening (again): events may have been missed before this.
    Listening,
    /// A table has an event of this revision in the store.
    Event { table: String, revision: u64 },
}

/// Reads a payload `<table id> <revision>`; anything else (any database user may notify on
/// the channel) is `None`.
fn parse(payload: &str) -> Option<Heard> {
    let (table, revision) = payload.split_once(' ')?;
    if table.is_empty() || table.len() > 64 {
        return None;
    }
    Some(Heard::Event {
        table: table.to_string(),
        revision: revision.parse().ok()?,
    })
}

/// Listens on `url` for as long as the receiver lives, connecting again whenever the
/// connection is lost.
pub fn listen(url: String) -> mpsc::Receiver<Heard> {
    let (tx, rx) = mpsc::channel(4096);
    tokio::spawn(async move {
        loop {
            match tokio_postgres::connect(&url, NoTls).await {
                Ok((client, mut connection)) => {
                    let heard = tx.clone();
                    let driver = tokio::spawn(async move {
                        let mut messages =
                            futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
                        while let Some(m) = messages.next().await {
                            match m {
                                Ok(AsyncMessage::Notification(n)) => {
                                    if let Some(h) = parse(n.payload()) {
                                        if heard.send(h).await.is_err() {
                                            return;
                                        }
                                    }
                                }
                                Ok(_) => {}
                                Err(e) => {
                                    eprintln!("bus: {e}");
                                    return;
                                }
                            }
                        }
                    });
                    match client.batch_execute(&format!("LISTEN {CHANNEL}")).await {
                        Ok(()) => {
                            if tx.send(Heard::Listening).await.is_err() {
                                return;
                            }
                            // (the client lives while the connection does)
                            let _ = driver.await;
                            drop(client);
                        }
                        Err(e) => {
                            eprintln!("bus: LISTEN: {e}");
                            drop(client);
                            let _ = driver.await;
                        }
                    }
                    eprintln!("bus: the listening connection is lost; connecting again");
                }
                Err(e) => eprintln!("bus: {e}"),
            }
            if tx.is_closed() {
                return;
            }
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    });
    rx
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_payload_is_a_table_and_a_revision_or_nothing() {
        match parse("AbC_-9 12") {
            Some(Heard::Event { table, revision }) => {
                assert_eq!((table.as_str(), revision), ("AbC_-9", 12))
            }
            other => panic!("{other:?}"),
        }
        for bad in [
            "",
            "abc",
            "abc x",
            " 12",
            "abc -1",
            &format!("{} 1", "a".repeat(65)),
        ] {
            assert!(parse(bad).is_none(), "{bad:?}");
        }
    }
}
