//! One table: its seats, its game and its revision, changed only by [`Event`]s, the same way
//! live and when the store's events are replayed at start. Every event is checked here (seat,
//! turn, revision) and by the engine (`Game::play_spec`); nothing else changes a game.

use std::collections::BTreeMap;

use base64::Engine as _;
use carcassonne_mist::ai::{Level, LEVELS};
use carcassonne_mist::scenario::{parse_json, SavedGame};
use carcassonne_mist::view::refusal_data;
use carcassonne_mist::{ActionSpec, Game, Phase, PlayerSetup, Setup, Variants, MAX_SEED};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

use crate::protocol::{CreateRequest, Kind, Refused, MAX_ACTIONS, VERSION};

/// `n` random bytes from the operating system, base64url without padding.
pub fn random_id(n: usize) -> Result<String, Refused> {
    let mut b = vec![0u8; n];
    getrandom::fill(&mut b)
        .map_err(|e| Refused::new(Kind::StoreFailed, format!("no random bytes: {e}")))?;
    Ok(base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(b))
}

/// Lowercase hex.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The hex SHA-256 of a seat secret (the store keeps only this).
pub fn secret_hash(secret: &str) -> String {
    hex(&Sha256::digest(secret.as_bytes()))
}

/// The text whose SHA-256 is the commitment (docs/ONLINE.md).
pub fn commitment_text(salt: &str, seed: u64) -> String {
    format!("carcassonne-mist/online/v1 salt={salt} seed={seed}")
}

/// The commitment to `seed` with `salt`: lowercase hex SHA-256 of [`commitment_text`].
pub fn commitment(salt: &str, seed: u64) -> String {
    hex(&Sha256::digest(commitment_text(salt, seed).as_bytes()))
}

/// A seat: a human (taken or free) or a computer at a level.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Seat {
    /// `None` for a human seat; a level id for a computer.
    pub level: Option<String>,
    pub name: Option<String>,
    pub colour: Option<String>,
    /// SHA-256 (hex) of the seat's secret, once a human has taken it.
    pub secret: Option<String>,
}

impl Seat {
    pub fn computer(&self) -> Option<&'static Level> {
        let id = self.level.as_deref()?;
        LEVELS.iter().find(|l| l.id == id)
    }
}

/// What a table was created with (stored once).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Created {
    pub table: String,
    pub watch: String,
    pub sets: Vec<String>,
    /// The variants as the engine writes them.
    pub variants: Value,
    /// The seats as created (seat 0 taken by the host).
    pub seats: Vec<Seat>,
}

/// A change of a table, stored in order: the table's revision is 1 + the events applied.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "e", rename_all = "lowercase")]
pub enum Event {
    Seat {
        seat: usize,
        name: String,
        colour: Option<String>,
        secret: String,
    },
    Start {
        seed: u64,
        salt: String,
        /// The tile data version the game is dealt from (docs/FORMATS.md, "Tile data
        /// versions"): a table keeps its tiles when the program's change. Absent in the events
        /// of tables started before it was recorded: those all started with version 2
        /// ([`START_TILE_DATA`]).
        #[serde(default = "start_tile_data")]
        tile_data: u8,
    },
    Play {
        seat: usize,
        action: Value,
    },
    Undo {
        seat: usize,
    },
}

/// The tile data version of a `Start` event without `tile_data`: every table started before
/// the field was recorded was dealt from version 2 (the server never ran with version 1).
pub const START_TILE_DATA: u8 = 2;

fn start_tile_data() -> u8 {
    START_TILE_DATA
}

/// A game under way.
#[derive(Clone, Debug)]
pub struct Playing {
    pub game: Game,
    pub seed: u64,
    pub salt: String,
    /// Its tile data version (the `Start` event's).
    pub tile_data: u8,
    /// Every tile of the game in draw order (read from the seeded game at the start).
    pub order: Vec<String>,
    /// The history's length when the tile in hand was drawn: undo goes no further back.
    pub turn_start: usize,
}

impl Playing {
    /// Tiles drawn so far (the tile in hand included).
    pub fn drawn(&self) -> usize {
        self.order.len() - self.game.bag_len()
    }
}

/// A table.
#[derive(Clone, Debug)]
pub struct Table {
    pub created: Created,
    pub variants: Variants,
    pub seats: Vec<Seat>,
    pub revision: u64,
    pub playing: Option<Playing>,
    /// Accepted plays and undos (bounded by [`MAX_ACTIONS`]).
    pub actions: usize,
}

/// What an accepted event changed, for the broadcast.
#[derive(Clone, Debug)]
pub enum Applied {
    /// A seat taken or the start: everyone gets the whole state again.
    State,
    /// An action: the tiles it drew.
    Played {
        seat: usize,
        action: ActionSpec,
        draws: Vec<String>,
    },
    Undone {
        seat: usize,
    },
}

fn variants_of(value: &Value) -> Result<Variants, Refused> {
    parse_json::<Variants>(&value.to_string(), "variants")
        .map_err(|e| Refused::new(Kind::BadSetup, format!("variants: {e}")))
}

/// Checks `name` (with `colour`) as the engine checks a player's, against the other names.
pub fn check_name(name: &str, colour: Option<&str>, others: &[&str]) -> Result<(), Refused> {
    let player = |n: &str, c: Option<&str>| PlayerSetup {
        name: n.to_string(),
        colour: c.map(str::to_string),
    };
    let bad = |e: carcassonne_mist::SetupError| Refused::new(Kind::BadName, e.to_string());
    // alone (beside a name it cannot look like: one of two differs from it)
    let alone = ["Player", "Someone"].iter().find_map(|other| {
        let setup = Setup {
            players: vec![player(name, colour), player(other, None)],
            ..Setup::default()
        };
        match setup.check() {
            Ok(_) => Some(Ok(())),
            Err(carcassonne_mist::SetupError::PlayerName { player: 1, .. }) => None,
            Err(e) => Some(Err(e)),
        }
    });
    if let Some(Err(e)) = alone {
        return Err(bad(e));
    }
    for other in others {
        let setup = Setup {
            players: vec![player(other, None), player(name, colour)],
            ..Setup::default()
        };
        setup.check().map_err(bad)?;
    }
    Ok(())
}

impl Table {
    /// A new table from the host's request, with fresh ids; the host's secret is returned.
    pub fn create(req: &CreateRequest) -> Result<(Table, String), Refused> {
        let bad = |m: String| Refused::new(Kind::BadSetup, m);
        let n = req.seats.len();
        if !(carcassonne_mist::MIN_PLAYERS..=carcassonne_mist::MAX_PLAYERS).contains(&n) {
            return Err(bad(format!("a table has 2 to 6 seats, not {n}")));
        }
        let variants_value = req.variants.clone().unwrap_or_else(|| json!({}));
        let variants = variants_of(&variants_value)?;
        let trial = Setup {
            sets: req.sets.clone(),
            variants,
            ..Setup::default()
        };
        trial.check().map_err(|e| bad(format!("{e}")))?;
        let mut seats = Vec::with_capacity(n);
        let mut names: Vec<String> = Vec::new();
        for (i, s) in req.seats.iter().enumerate() {
            use crate::protocol::SeatKindWord as W;
            let (level, name) = match s.kind {
                W::Human if i == 0 => match &s.name {
                    Some(name) => (None, Some(name.clone())),
                    None => return Err(bad("seat 0 is the host's: it needs a name".into())),
                },
                W::Human => {
                    if s.level.is_some() {
                        return Err(bad(format!("seat {i} is human: no level")));
                    }
                    (None, None)
                }
                W::Computer if i == 0 => return Err(bad("seat 0 is the host's, a human".into())),
                W::Computer => {
                    let level = s.level.clone().unwrap_or_default();
                    if !LEVELS.iter().any(|l| l.id == level) {
                        return Err(bad(format!(
                            "seat {i}: the level is none of easy, medium, hard, expert"
                        )));
                    }
                    let name = s.name.clone().unwrap_or_else(|| format!("Computer {i}"));
                    (Some(level), Some(name))
                }
            };
            if let Some(name) = &name {
                let others: Vec<&str> = names.iter().map(String::as_str).collect();
                check_name(name, s.colour.as_deref(), &others)?;
                names.push(name.clone());
            }
            seats.push(Seat {
                level,
                name,
                colour: s.colour.clone(),
                secret: None,
            });
        }
        let secret = random_id(32)?;
        seats[0].secret = Some(secret_hash(&secret));
        let created = Created {
            table: random_id(16)?,
            watch: random_id(16)?,
            sets: req.sets.clone(),
            variants: serde_json::to_value(variants).unwrap_or_else(|_| json!({})),
            seats: seats.clone(),
        };
        Ok((Table::from_created(created)?, secret))
    }

    /// The table as created, before any event.
    pub fn from_created(created: Created) -> Result<Table, Refused> {
        let variants = variants_of(&created.variants)?;
        Ok(Table {
            seats: created.seats.clone(),
            created,
            variants,
            revision: 1,
            playing: None,
            actions: 0,
        })
    }

    pub fn status(&self) -> &'static str {
        match &self.playing {
            None => "open",
            Some(p) if p.game.phase() == Phase::GameOver => "over",
            Some(_) => "playing",
        }
    }

    pub fn over(&self) -> bool {
        self.status() == "over"
    }

    /// The seat whose turn it is while playing.
    pub fn turn(&self) -> Option<usize> {
        match &self.playing {
            Some(p) if p.game.phase() != Phase::GameOver => Some(p.game.current_player().index()),
            _ => None,
        }
    }

    /// The seat whose turn it is, if a computer's.
    pub fn computer_turn(&self) -> Option<(usize, &'static Level)> {
        let seat = self.turn()?;
        Some((seat, self.seats.get(seat)?.computer()?))
    }

    fn setup(&self, seed: u64, tile_data: u8) -> Setup {
        Setup {
            players: self
                .seats
                .iter()
                .map(|s| PlayerSetup {
                    name: s.name.clone().unwrap_or_default(),
                    colour: s.colour.clone(),
                })
                .collect(),
            sets: self.created.sets.clone(),
            seed,
            variants: self.variants,
            // the version the table started with (its `Start` event), never today's by default
            tile_data,
        }
    }

    /// Whether `secret` proves `seat`.
    pub fn proves(&self, seat: usize, secret: &str) -> bool {
        self.seats
            .get(seat)
            .and_then(|s| s.secret.as_deref())
            .is_some_and(|h| h == secret_hash(secret))
    }

    /// Checks an event for this table as it is now, and applies it. On an error the table is
    /// unchanged.
    pub fn apply(&mut self, event: &Event) -> Result<Applied, Refused> {
        let applied = match event {
            Event::Seat {
                seat,
                name,
                colour,
                secret,
            } => {
                if self.playing.is_some() {
                    return Err(Refused::new(Kind::TableStarted, "the game has started"));
                }
                let Some(s) = self.seats.get(*seat).filter(|s| s.level.is_none()) else {
                    return Err(Refused::new(
                        Kind::NoSuchSeat,
                        format!("no human seat {seat} at this table"),
                    ));
                };
                if s.secret.is_some() {
                    return Err(Refused::new(
                        Kind::SeatTaken,
                        format!("seat {seat} is taken"),
                    ));
                }
                let others: Vec<&str> = self
                    .seats
                    .iter()
                    .filter_map(|s| s.name.as_deref())
                    .collect();
                check_name(name, colour.as_deref(), &others)?;
                let s = &mut self.seats[*seat];
                s.name = Some(name.clone());
                s.colour = colour.clone();
                s.secret = Some(secret.clone());
                Applied::State
            }
            Event::Start {
                seed,
                salt,
                tile_data,
            } => {
                if self.playing.is_some() {
                    return Err(Refused::new(Kind::GameOver, "the game has started already"));
                }
                if self.seats.iter().any(|s| s.name.is_none()) {
                    return Err(Refused::new(
                        Kind::TableNotReady,
                        "every human seat must be taken first",
                    ));
                }
                if *seed > MAX_SEED {
                    return Err(Refused::new(Kind::BadSetup, "seed out of range"));
                }
                let game = Game::new(&self.setup(*seed, *tile_data))
                    .map_err(|e| Refused::new(Kind::BadSetup, e.to_string()))?;
                let cat = game.catalogue();
                let id = |k| cat.kind(k).id.clone();
                let mut order: Vec<String> = game.discarded().iter().map(|&k| id(k)).collect();
                order.extend(game.hand().map(id));
                order.extend(game.bag().into_iter().map(id));
                self.playing = Some(Playing {
                    game,
                    seed: *seed,
                    salt: salt.clone(),
                    tile_data: *tile_data,
                    order,
                    turn_start: 0,
                });
                Applied::State
            }
            Event::Play { seat, action } => {
                let p = self.turn_of(*seat)?;
                let spec = parse_json::<ActionSpec>(&action.to_string(), "action")
                    .map_err(|e| Refused::new(Kind::BadMessage, format!("action: {e}")))?;
                let drawn = p.drawn();
                p.game.play_spec(&spec).map_err(|e| Refused {
                    kind: Kind::IllegalAction,
                    message: e.to_string(),
                    refusal: Some(json!({"kind": e.kind.word(), "data": refusal_data(&e)})),
                })?;
                let now = p.drawn();
                let draws = p.order[drawn..now].to_vec();
                if now != drawn || p.game.phase() == Phase::GameOver {
                    p.turn_start = p.game.history().len();
                }
                self.actions += 1;
                Applied::Played {
                    seat: *seat,
                    action: spec,
                    draws,
                }
            }
            Event::Undo { seat } => {
                let p = self.turn_of(*seat)?;
                if p.game.history().len() <= p.turn_start {
                    return Err(Refused::new(
                        Kind::NothingToUndo,
                        "no action of this turn to take back",
                    ));
                }
                p.game.undo();
                self.actions += 1;
                Applied::Undone { seat: *seat }
            }
        };
        self.revision += 1;
        Ok(applied)
    }

    /// The game, if it is `seat`'s turn in it and room is left for an action.
    fn turn_of(&mut self, seat: usize) -> Result<&mut Playing, Refused> {
        if self.actions >= MAX_ACTIONS {
            return Err(Refused::new(
                Kind::GameOver,
                "this table has had its most actions",
            ));
        }
        let Some(p) = self.playing.as_mut() else {
            return Err(Refused::new(Kind::NotStarted, "the game has not started"));
        };
        if p.game.phase() == Phase::GameOver {
            return Err(Refused::new(Kind::GameOver, "the game is over"));
        }
        if p.game.current_player().index() != seat {
            return Err(Refused::new(Kind::NotYourTurn, "it is another seat's turn"));
        }
        Ok(p)
    }

    fn seats_json(&self, connected: &[bool]) -> Value {
        let seats: Vec<Value> = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let mut v = json!({
                    "seat": i,
                    "kind": if s.level.is_some() { "computer" } else { "human" },
                    "name": s.name,
                    "taken": s.name.is_some() && (s.level.is_some() || s.secret.is_some()),
                    "connected": s.level.is_some() || connected.get(i).copied().unwrap_or(false),
                });
                if let Some(c) = &s.colour {
                    v["colour"] = json!(c);
                }
                if let Some(l) = &s.level {
                    v["level"] = json!(l);
                }
                v
            })
            .collect();
        Value::Array(seats)
    }

    /// The public summary (`GET /api/v1/tables/<invitation>`; without `table` for a watcher).
    pub fn summary(&self, with_invitation: bool, connected: &[bool]) -> Value {
        let mut v = json!({
            "v": VERSION,
            "watch": self.created.watch,
            "status": self.status(),
            "revision": self.revision,
            "turn": self.turn(),
            "sets": self.created.sets,
            "variants": self.created.variants,
            "seats": self.seats_json(connected),
        });
        if with_invitation {
            v["table"] = json!(self.created.table);
        }
        v
    }

    /// The `state` message for a connection (`you`: a seat, or `None` for a watcher).
    pub fn state(&self, you: Option<usize>, connected: &[bool]) -> Value {
        let mut v = self.summary(false, connected);
        v["type"] = json!("state");
        v["you"] = match you {
            Some(seat) => json!({"role": "seat", "seat": seat}),
            None => json!({"role": "watcher"}),
        };
        v.as_object_mut().map(|m| m.remove("watch"));
        let (game, bag, commitment, reveal) = match &self.playing {
            None => (Value::Null, Value::Null, Value::Null, Value::Null),
            Some(p) => {
                let drawn = p.drawn();
                let saved = SavedGame {
                    setup: Some(self.setup(0, p.tile_data)),
                    draws: Some(p.order[..drawn].to_vec()),
                    ..SavedGame::of(&p.game)
                };
                let mut bag: BTreeMap<&str, u32> = BTreeMap::new();
                for t in &p.order[drawn..] {
                    *bag.entry(t.as_str()).or_default() += 1;
                }
                (
                    serde_json::to_value(&saved).unwrap_or(Value::Null),
                    json!(bag),
                    json!(commitment(&p.salt, p.seed)),
                    self.reveal(),
                )
            }
        };
        v["game"] = game;
        v["bag"] = bag;
        v["commitment"] = commitment;
        v["reveal"] = reveal;
        v
    }

    /// Seed and salt once the game is over, else null.
    pub fn reveal(&self) -> Value {
        match &self.playing {
            Some(p) if p.game.phase() == Phase::GameOver => {
                json!({"seed": p.seed, "salt": p.salt})
            }
            _ => Value::Null,
        }
    }

    /// The broadcast of an applied event (`None`: send each connection its `state`).
    pub fn message(&self, applied: &Applied) -> Option<Value> {
        match applied {
            Applied::State => None,
            Applied::Played {
                seat,
                action,
                draws,
            } => Some(json!({
                "v": VERSION, "type": "played", "revision": self.revision, "seat": seat,
                "action": action, "draws": draws, "turn": self.turn(),
                "status": self.status(), "reveal": self.reveal(),
            })),
            Applied::Undone { seat } => Some(json!({
                "v": VERSION, "type": "undone", "revision": self.revision, "seat": seat,
            })),
        }
    }
}

/// A fresh seed (0 to 2^53 − 1) and a 128-bit salt (hex) from the operating system.
pub fn draw_seed() -> Result<(u64, String), Refused> {
    let mut b = [0u8; 24];
    getrandom::fill(&mut b)
        .map_err(|e| Refused::new(Kind::StoreFailed, format!("no random bytes: {e}")))?;
    let mut seed_bytes = [0u8; 8];
    seed_bytes.copy_from_slice(&b[..8]);
    Ok((u64::from_le_bytes(seed_bytes) & MAX_SEED, hex(&b[8..])))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_commitment_is_the_sha256_of_the_documented_text() {
        // docs/ONLINE.md's example text; its hash computed by `printf %s … | sha256sum`
        let salt = "00112233445566778899aabbccddeeff";
        assert_eq!(
            commitment_text(salt, 123456789),
            "carcassonne-mist/online/v1 salt=00112233445566778899aabbccddeeff seed=123456789"
        );
        assert_eq!(
            commitment(salt, 123456789),
            "cac63d7573ee3a76700f8220d336964bc78423a0506a7cb7cbbb6743de974c6b"
        );
        assert_ne!(commitment(salt, 123456789), commitment(salt, 123456788));
    }

    /// A table of two taken seats with all sets, started with `tile_data`.
    fn started(tile_data: u8) -> Table {
        let req: CreateRequest = serde_json::from_value(json!({
            "sets": ["base", "gcc", "sc"],
            "seats": [{"kind": "human", "name": "Ann"}, {"kind": "human"}],
        }))
        .unwrap();
        let (mut t, _) = Table::create(&req).unwrap();
        let seat = Event::Seat {
            seat: 1,
            name: "Bob".into(),
            colour: None,
            secret: secret_hash("b"),
        };
        t.apply(&seat).unwrap();
        let start = Event::Start {
            seed: 38,
            salt: "00".repeat(16),
            tile_data,
        };
        t.apply(&start).unwrap();
        t
    }

    #[test]
    fn the_start_event_records_its_tile_data_and_an_old_table_replays_with_its_own_tiles() {
        // written: the version is in the stored event
        let start = Event::Start {
            seed: 1,
            salt: "s".into(),
            tile_data: carcassonne_mist::TILE_DATA,
        };
        let text = serde_json::to_string(&start).unwrap();
        assert!(
            text.contains(&format!("\"tile_data\":{}", carcassonne_mist::TILE_DATA)),
            "{text}"
        );
        // read: an event of a table started before the field was written means version 2
        let old: Event = serde_json::from_str(r#"{"e":"start","seed":1,"salt":"s"}"#).unwrap();
        assert!(matches!(old, Event::Start { tile_data: 2, .. }), "{old:?}");
        // a table started with version 1 is dealt version 1's tiles, and says so to its
        // clients (the saved game they replay): never today's tiles for an old table
        let v1 = started(1);
        let v2 = started(2);
        let order = |t: &Table| t.playing.as_ref().unwrap().order.clone();
        assert_ne!(order(&v1), order(&v2), "the same seed deals other tiles");
        let state = v1.state(Some(0), &[true, true]);
        let setup = &state["game"]["setup"];
        assert!(
            setup.get("tile_data").is_none_or(|v| v == 1),
            "version 1 (written as no field): {setup}"
        );
        assert_eq!(
            v2.state(Some(0), &[true, true])["game"]["setup"]["tile_data"],
            2
        );
        let reloaded = SavedGame::load(&state["game"].to_string()).unwrap();
        assert_eq!(
            reloaded.bag_len(),
            v1.playing.as_ref().unwrap().game.bag_len()
        );
        // a version this program does not have: the start is refused, the table unchanged
        let mut t = started(2);
        t.playing = None;
        let before = t.revision;
        let bad = Event::Start {
            seed: 1,
            salt: "s".into(),
            tile_data: 99,
        };
        assert_eq!(t.apply(&bad).unwrap_err().kind, Kind::BadSetup);
        assert_eq!(t.revision, before);
    }
}
