# The game page's own words (www/index.html, page/*.js): chrome, dialogs, seats and
# computer levels, hint, undo, game setup, final score table, turn log and scoring lines.
# Arguments: $player, $players (a name or a list already worded), numbers as numbers,
# $touch: "true" on a touch screen (say "tap"), else "false" (say "click").
# Ids are page-…; the other areas (common, panel, embed, errors) are i18n.js's.

## Header and menu

page-title = Carcassonne Mist
page-description =
    .content = Play Carcassonne with the mist of Exp. 11 and The Spell Circles in the browser: every placement's ghosts previewed, explained and linked to its rule.
page-nav =
    .aria-label = Game
page-language = Language
page-language-box =
    .title = The language of the page (the game goes on)
page-seed = Seed
page-seed-link =
    .title = A link to a new game with this seed, these players, tile sets and variants
page-position = Position
page-laid-out = laid out by hand
page-new-game = New game…
    .title = Start a new game (players, tile sets, variants, seed)
page-save = Save
    .title = Download this game as a file
page-load = Load…
    .title = Open a saved game file
page-share = Share link
    .title = A link that opens this very position in another browser
page-rules = Rules
    .title = The rules this page plays by
page-about = About
    .title = What this page is, and where its tiles come from
page-engine = engine { $version }

## The board

page-board-section =
    .aria-label = Board
page-board =
    .aria-label = { $touch ->
        [true] The board: drag to pan, pinch to zoom, tap a highlighted cell to place the tile
       *[other] The board: drag to pan, wheel or pinch to zoom, click a highlighted cell to place the tile
    }
page-board-help = Keyboard: arrow keys move the cell cursor, R turns the tile, Enter places it at the cursor, number keys pick a ghost move or a meeple spot, N places no meeple, L goes to the next cell where the tile fits, F fits the board, plus and minus zoom, Ctrl+Z undoes, Ctrl+Y redoes. B turns on the text board, which says what each cell holds. With 10 choices or more, type a choice's number digit by digit (1 then 0 for the tenth), Enter when a longer number could follow; Tab also reaches every choice's button in the panel.
page-zoom-in =
    .title = Zoom in (+)
    .aria-label = Zoom in
page-zoom-out =
    .title = Zoom out (−)
    .aria-label = Zoom out
page-fit = Fit
    .title = Fit the board (F)
page-legend = Legend
    .title = What the board shows: mist, spell circles, ghosts, pieces

## The panel

page-panel =
    .aria-label = Game panel
page-loading = Loading the engine…
page-engine-failed = The engine could not be loaded.
page-fold = ▾ Less
    .title = Fold the panel to its first line, or open it again
page-unfold = ▴ More
page-hand-card =
    .aria-label = Tile in hand
page-hand =
    .aria-label = The tile in hand
page-rotate = ⟳ Rotate
page-rotate-button =
    .title = Turn the tile (R, or the wheel-click on the board)
page-undo = ↶ Undo
    .title = Undo (Ctrl+Z)
page-redo = ↷ Redo
    .title = Redo (Ctrl+Y)
page-ghost-moves =
    .aria-label = Ghost moves
page-meeple-spots =
    .aria-label = Meeple spots
page-skip = No meeple
page-show-final = Final scores
page-players = Players
page-scoring = Scoring
page-nothing-scored = Nothing scored yet.
page-your-games = Your games
page-games-blurb = Every game you play is kept in this browser, the last played first. Opening a link adds its game here; it never replaces one.
page-turn-log = Turn log

## Status line (the player's name first)

page-status-place = { $player }: place the tile
page-status-ghosts = { $player }: move the ghosts ({ $owed } still owed)
page-status-meeple = { $player }: put a meeple on the tile, or none
page-status-no-meeple = { $player }: no meeple can go here — { $touch ->
        [true] tap
       *[other] click
    } No meeple
page-status-over = { $n ->
        [one] Game over — { $players } wins with { $points } points
       *[other] Game over — { $players } tie with { $points } points
    }

## Tile in hand

page-hand-tile = Tile { $tile } · { $rotation }°
page-no-tiles-left = No tiles left
page-tile-placed = Tile placed
page-tiles-left = Tiles left: { $n }
page-set-left = { $set } { $n }
page-set-base = Base
page-set-gcc = Exp. 11
page-set-sc = Spell Circles

## Action card

page-action-place = What this placement does
page-action-ghosts = Ghosts to move
page-action-meeple = Meeple
page-action-over = The game is over

## Players card

page-meeples-in-supply = { $n ->
        [one] { $n } meeple in supply
       *[other] { $n } meeples in supply
    }
page-guards-in-supply = { $n ->
        [one] { $n } guard in supply
       *[other] { $n } guards in supply
    }
page-guards-in-supply-general = { $n ->
        [one] { $n } guard in supply; { $more } more in the general guard supply (K2)
       *[other] { $n } guards in supply; { $more } more in the general guard supply (K2)
    }
page-ghosts-on-meeples = { $n ->
        [one] { $n } ghost on { $player }'s meeples (−1 point each at the end, G6)
       *[other] { $n } ghosts on { $player }'s meeples (−1 point each at the end, G6)
    }
page-points = { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
page-ghost-supply = Ghost supply: { $n } of 15

## Ghost phase

page-ghosts-owed = { $n ->
        [one] { $n } ghost still owed
       *[other] { $n } ghosts still owed
    }
page-obligation-left =
    .title = { $left } of { $owed } still to move
page-then = Then: { $text }
page-ghost-help-selected = From { $from }: now { $touch ->
        [true] tap
       *[other] click
    } where it goes (or { $touch ->
        [true] tap
       *[other] click
    } the source again to choose another).
page-ghost-help-sources = { $touch ->
        [true] Tap
       *[other] Click
    } where a ghost comes from (highlighted on the board), then where it goes — or pick a move below.
page-ghost-help-one-target = { $touch ->
        [true] Tap
       *[other] Click
    } where the ghost comes from (highlighted on the board), or pick a move below.
page-ghost-help-circle = { $touch ->
        [true] Tap
       *[other] Click
    } a highlighted spell circle on the board, or pick a move below.
page-ghost-help-meeple = { $touch ->
        [true] Tap
       *[other] Click
    } a highlighted meeple on the board, or pick a move below.
page-first-choose-source = First choose where the ghost comes from (a highlighted source), then where it goes

## Meeple phase

page-put-meeple =
    .title = Put a meeple on { $feature }
page-put-guard =
    .title = Put a guard on { $feature }
page-guard-spot = { $feature } (guard)
page-no-free-feature = No free feature on this tile.
page-no-meeple-left = No meeple left.

## Outcome box help (the tile in hand)

page-fits-only-turned = The tile fits on this cell only turned { $rotations }: { $touch ->
        [true] tap the cell again
       *[other] press R (or click the cell)
    } to turn it.
page-not-here = Not on this cell: { $why }.
page-no-fit = no fit
page-point-at-cell = { $touch ->
        [true] Tap a highlighted cell to see what placing the tile there would do; tap it again to place it.
       *[other] Point at a highlighted cell (or move the cursor with the arrow keys) to see what placing the tile there would do.
    }
page-fits-nowhere = { $touch ->
        [true] This rotation fits nowhere: turn the tile (⟳ Rotate).
       *[other] This rotation fits nowhere: turn the tile (R).
    }

## Hint line under the board

page-hint-place-here = { $touch ->
        [true] Tap again to place the tile here · ⟳ Rotate turns it
       *[other] Click to place the tile here · wheel-click or R turns it
    }
page-hint-fits-turned = { $touch ->
        [true] Fits here turned: tap again to turn it
       *[other] Fits here turned: click (or press R) to turn it
    }
page-hint-enter = Enter places the tile on the marked cell
page-hint-no-fit-cursor = The tile does not fit on the marked cell turned this way
page-hint-rotate = This rotation fits nowhere: rotate the tile (R)
page-hint-meeple = { $touch ->
        [true] Tap a ring on the new tile to put a meeple (or a guard) there, or No meeple for none
       *[other] Click a ring on the new tile to put a meeple (or a guard) there, or press N for none
    }
page-hint-ghost-source = { $touch ->
        [true] Tap where the ghost comes from
       *[other] Click where the ghost comes from
    }
page-hint-ghost-source-target = { $touch ->
        [true] Tap where a ghost comes from, then where it goes
       *[other] Click where a ghost comes from, then where it goes
    }
page-hint-ghost-target = { $touch ->
        [true] Tap a highlighted target to move the ghost there
       *[other] Click a highlighted target to move the ghost there
    }

## Errors and notices of the page

page-computers-turn = It is the computer's turn: wait for its move (or undo).
page-moves-title = What just happened
page-replay-move = Show the move again
# $seat: who plays the seat (page-computer-…)
page-turn-computer = { $seat } plays { $player }: the board takes no clicks until its move is made.
page-turn-computer-paused = { $seat } plays { $player }, paused: press Play to go on. The board takes no clicks meanwhile.
page-nothing-to-undo = Nothing to undo.
page-nothing-to-redo = Nothing to redo.
page-cannot-load-engine = Cannot load ../pkg/carcassonne_mist.js (run "make build" first): { $error }
page-cannot-start = Cannot start this game: { $error }
page-share-link-bad = This share link cannot be opened, and nothing was changed: { $error }
page-share-link-not-base64url = the link is damaged (it is not base64url)
page-share-link-cannot-unpack = the link is damaged (it cannot be unpacked); ask for it again
page-share-link-too-large = this link holds more than 1 MiB of game, more than any game needs: it may be damaged or not a link of this page
page-cannot-load-file = Cannot load { $file }: { $error }
page-file-too-big = the file holds more than 1 MiB, more than any game needs
page-file-not-text = the file is not text in UTF-8, as a saved game is: nothing was read
page-file-is-backup = this file is a backup of all games, not one game: open it with “{ page-games-restore }” under “{ page-your-games }”
page-cannot-share = Cannot make a share link: { $error }
page-cannot-save = Cannot save: { $error }
page-seed-not-number = The seed "{ $seed }" is not a whole number from 0 to 2^53 − 1: a random seed is used.

## Scoring lines: what scored, then who. $players: the names, worded as a list.


## Turn log

page-log-forced = { $line } (forced)
page-log-empty = No move yet.
# where a ghost went, in the log: $owner, $feature (common.ftl feature-…)

## The computer players

page-human = Human
page-computer-easy = Computer (easy)
page-computer-medium = Computer (medium)
page-computer-hard = Computer (hard)
page-computer-expert = Computer (expert)
page-hint-button = Hint
    .title = What the computer would play here (placement shown with its outcome)
page-pause = Pause
    .title = Pause or go on with the computer players
page-play = Play
page-speed =
    .aria-label = Speed of the computer players
page-speed-slow = slow
page-speed-normal = normal
page-speed-fast = fast
page-speed-very-fast = very fast
page-ai-thinking = { $player } (computer) is thinking…
# also: $type (the decision's type: place-tile, place-meeple, skip-meeple, move-ghost)
page-ai-plays = { $type ->
        [skip-meeple] { $player } places no meeple
       *[other] { $player } plays { $move }
    }
page-ai-looking = Looking for a good move…
page-ai-hint = Hint: { $move }
page-ai-hint-place = Hint: { $move } (shown on the board: click it to place)
page-ai-stopped = The computer player stopped: { $error }
page-ai-undecided = The computer player could not decide: { $error }
page-ai-no-hint = No hint: { $error }
page-ai-worker-failed = the worker failed
# the bar and count shown while the computer thinks (not read out: the decision is)
page-ai-bar =
    .aria-label = How far the computer's thinking is
page-ai-progress = { $positions ->
    [one] { $positions } position looked at
   *[other] { $positions } positions looked at
}
# $trees: 2 or more (one search a core)
page-ai-progress-trees = { $positions } positions looked at on { $trees } cores
# a hint and its reason (page-hint-why)
page-ai-with-why = { $line }. { $why }
# the hint's reason, the search's own figures: $tried of $legal moves compared in $sims trial games; $share and $otherShare: per cent of them
page-hint-why = Why: the computer compared { $tried } of the { $legal } possible moves in { $sims ->
        [one] { $sims } trial game
       *[other] { $sims } trial games
    }; this one came out best, tried in { $share }% of them; the next best: { $other } ({ $otherShare }%).
page-hint-why-only = Why: it is the only move possible.
page-move-tile = tile { $tile }, turned { $rotation }°
# also: $kind (the feature's kind: city, road, field…)
page-move-meeple = a meeple on the { $feature }
# also: $kind
page-move-guard = a guard on the { $feature }
page-move-skip = no meeple
# $from, $to: where the ghost comes from and goes, each with its preposition (as in the turn log)
page-move-ghost = a ghost { $from } { $to }

# why a move (the engine's explanation, src/ai/explain.rs; page/explain-words.js): $facts its facts in a list
explain-why = Why: { $facts }.
# $sign: better, worse or same; $gain: points (one decimal); $other: the other move; $otherFacts: what that one does
explain-why-gain = Why: { $facts }; { $sign ->
        [better] about { $gain } points better than { $other } ({ $otherFacts })
        [worse] about { $gain } points worse than { $other } ({ $otherFacts })
       *[same] as good as { $other }
    }.
# $who: yours, theirs or nobody; $players: who scores it; also: $type (the feature's kind: city, road…)
explain-completes = { $who ->
        [yours] it completes your { $kind } for { $points } points
        [theirs] it completes a { $kind } worth { $points } points to { $players }
       *[nobody] it completes a { $kind } nobody holds
    }
# $guard: yes or no; $tiles: tiles in the feature now; also: $type (the feature's kind)
explain-claims = { $guard ->
        [yes] it puts a guard on the { $kind }, which takes no ghost
       *[no] it claims the { $kind } ({ $tiles } { $tiles ->
            [one] tile
           *[other] tiles
        })
    }
# also: $type (the feature's kind)
explain-grows = it adds to your { $kind } (now { $tiles } tiles)
# $who: yours, theirs or circle; $player: whose meeples
explain-ghosts = { $who ->
        [yours] it puts { $count } { $count ->
            [one] ghost
           *[other] ghosts
        } on your own meeples (a point each at the end)
        [theirs] it puts { $count } { $count ->
            [one] ghost
           *[other] ghosts
        } on { $player }'s meeples (a point each at the end)
       *[circle] it sends { $count } { $count ->
            [one] ghost
           *[other] ghosts
        } into the spell circles
    }
# also: $type (the feature's kind)
explain-sends-home = { $who ->
        [yours] it sends your own meeple home from the { $kind } with a third ghost
       *[theirs] it sends { $player }'s meeple home from the { $kind } with a third ghost
    }
# banks of mist the tile continues (M3), limits so they never close (M4), closes (M2): $count
explain-mist-continues = it continues { $count ->
        [one] a mist bank
       *[other] { $count } mist banks
    }
explain-mist-limits = it limits { $count ->
        [one] a mist bank, which can never close now
       *[other] { $count } mist banks, which can never close now
    }
explain-mist-closes = it closes { $count ->
        [one] a mist bank
       *[other] { $count } mist banks
    }
explain-nothing = it changes nothing on the board yet

# Puzzles found in games (page/puzzles.js)
page-puzzles = Puzzles
    .title = Positions from real games where one placement is clearly best: find it
page-puzzles-heading = Puzzle { $n } of { $total }
# $margin: whole points; $difficulty: 1 to 5
page-puzzles-task = { $player } to play. One placement of this tile is worth at least { $margin } points more than any other: find it and place it. Difficulty { $difficulty } of 5.
page-puzzles-progress = { $solved } of { $total } solved in this browser
page-puzzles-checking = The computer is looking at your answer…
# $why: the reason (explain-why)
page-puzzles-solved = Solved: this is the best placement. { $why }
# $gain: points the best placement is worth more; $yours: what the answer does (explain-* facts)
page-puzzles-wrong = Not the best placement: the best one is worth about { $gain } points more. Yours: { $yours }.
page-puzzles-solution = The solution: { $move }, shown on the board. { $why }
page-puzzles-try-again = Try again
page-puzzles-show = Show the solution
page-puzzles-next = Next puzzle
page-puzzles-back = Back to my game
page-puzzles-none = Every puzzle is solved in this browser: well done.
page-puzzles-cannot = The puzzles could not be opened: { $error }

# The puzzle of the day (page/puzzles.js, io/puzzle-day.js): one for everyone each UTC day
page-puzzles-heading-day = Puzzle of the day ({ $n } of { $total })
# $solved: yes | no (today's puzzle solved in this browser); $streak: days in a row on which the puzzle of the day was solved here
page-puzzles-day = Today's puzzle { $solved ->
        [yes] is solved in this browser
       *[no] is not solved in this browser yet
    }. { $streak ->
        [0] No days in a row yet.
        [one] Solved { $streak } day in a row.
       *[other] Solved { $streak } days in a row.
    }
page-puzzles-day-open = Puzzle of the day
# Your games: a finished game's Review button (page/games.js, opens the game review)
page-games-review = Review
    .title = Open this finished game and have the computer review it

# A game review (page/review.js)
page-review = Review the game
page-review-title = Game review
page-review-progress = The computer is going through the game: decision { $done } of { $total }…
page-review-chart = Scores over the game
page-review-table = Scores turn by turn (table)
page-review-turn = Tiles on the board
page-review-marked = The decisions that cost the most
page-review-none = No decision cost a point or more against the best move the computer found.
# $played, $best: the decisions in words; $loss: points (one decimal); $why: the better move's reason (explain-why)
page-review-move = Turn { $turn }, { $player }: { $played }, about { $loss } points less than the best. Better: { $best }. { $why }
page-review-show = Show on the board
page-review-at = Decision { $n } of { $total } on the board
page-review-first = ⏮ Start
page-review-prev = ◀ Previous
page-review-next = Next ▶
page-review-last = End ⏭
page-review-back = Back to the game
page-review-cannot = The review stopped: { $error }
# the better placement is the same tile turned the same way on another cell: $move
page-review-elsewhere = { $move } on another cell

## New game dialog

page-ng-title = New game
page-ng-players = Players
page-ng-add = + Add a player
# a row of the New game dialog's players: $n, its number
page-ng-colour =
    .aria-label = Player { $n }: colour
page-ng-name =
    .aria-label = Player { $n }: name
page-ng-who =
    .aria-label = Player { $n }: played by
page-ng-remove =
    .title = Remove player { $n }
    .aria-label = Remove player { $n }
page-ng-sets = Tile sets
page-ng-base = Base game
page-ng-base-about = 72 tiles, no mist
page-ng-gcc = + Exp. 11
page-ng-gcc-about = Ghosts, castles & cemeteries: mist, ghosts, guards (136 tiles)
page-ng-sc = + The Spell Circles
page-ng-sc-about = 9 tiles whose circles draw ghosts (145 tiles)
page-ng-seed = Seed
page-ng-random = Random
    .title = Another random seed
page-ng-seed-help = The seed shuffles the tiles: the same seed, tile sets and players give the same game.
page-ng-variants = Rule variants
page-ng-variants-help = Where the rules can be read two ways; the first choice is the rulebook's reading.
page-ng-cancel = Cancel
page-ng-start = Start the game
page-ng-rulebook = { $text } (rulebook)
page-ng-option = { $text }
# the variants' options (the engine's vocabulary: variants[].options), by id
page-variant-V1-opt-plus-one = S1's ghosts and M4's ghost
page-variant-V1-opt-replace = S1's ghosts replace M4's ghost
page-variant-V2-opt-yes = M4 for any tile
page-variant-V2-opt-mist-tile-only = only a mist tile limits
page-variant-V3-opt-per-placement = one M3 and one M4 ghost per placement (M5)
page-variant-V3-opt-per-bank = one M3/M4 ghost per bank touched
page-variant-V4-opt-close-only = this turn's circles count only for closing (S6)
page-variant-V4-opt-always = this turn's circles count for S3 and S5 too
page-variant-V5-opt-neighbours-then-supply = from the 8 tiles around, then the supply (S2)
page-variant-V5-opt-supply-only = from the supply only
page-variant-V6-opt-stays = the ghost stays where it is (G4)
page-variant-V6-opt-to-supply = the ghost goes to the supply
page-ng-only-sc = Only with The Spell Circles.
page-ng-only-gcc = Only with Exp. 11.
page-ng-bad-seed = The seed is a whole number from 0 to 9007199254740991.
page-ng-name-controls = player { $n }'s name has an invisible control or text-direction character: names are plain text
page-variant-V1 = Limiting with a spell-circle tile
page-variant-V1-help = Do the tile's S1 ghosts come on top of M4's single ghost, or instead of it?
page-variant-V2 = Limiting with a tile without mist
page-variant-V2-help = Does any tile placed against a misty side limit the mist (M4), or only a mist tile?
page-variant-V3 = Ghosts for continuing and limiting
page-variant-V3-help = One M3/M4 ghost per placement (M5), or one per bank it continues or limits?
page-variant-V4 = Circles filled this turn
page-variant-V4-help = Do ghosts that S2 just drew count for S3 and S5, or only when a bank closes (S6)?
page-variant-V5 = Where new spell circles draw from
page-variant-V5-help = From the meeples and circles on the 8 tiles around first (S2), or from the supply only?
page-variant-V6 = A ghost no opponent can take
page-variant-V6-help = When no other player has a meeple that can take it, it stays where it is (G4), or goes to the supply?

## Share dialog

page-share-title = Share this game
page-share-text = Anyone who opens this link sees this very position and can play on from it.
page-share-url =
    .aria-label = The link
page-copy = Copy
page-close = Close
page-share-note = { $n } characters · the game so far, every move included.
page-copied = Copied to the clipboard.
page-copy-yourself = Select the link and copy it (Ctrl+C): the browser does not let this page copy it.

## Final scores

page-final-title = Final scores
page-final-winner = { $n ->
        [one] { $players } wins with { $points } points.
       *[other] { $players } tie with { $points } points.
    }
page-final-not-over = The game is not over yet: these are the scores so far.
page-final-score = Final score
page-score-so-far = Score so far
page-winner =
    .title = Winner
page-row-roads = Roads
    .title = B4 during the game, B5 at the end
page-row-cities = Cities
    .title = B4 during the game, B5 at the end
page-row-monasteries = Monasteries
    .title = B4 during the game, B5 at the end
page-row-fields = Fields
    .title = B5: at the end, 3 per completed city
page-row-castles = Castles
    .title = K1
page-row-ghosts = Ghosts (−1 each)
    .title = G6: each ghost on your meeples at the end
page-row-start = Before
    .title = Points the laid-out position started with
page-row-total = Total
page-during-and-end = { $during } during the game, { $end } at the end
page-final-details = Every scoring at the end of the game
page-nothing-at-end = Nothing scored at the end.

## About and rules

page-about-title = About
page-about-text = A rules engine and board for Carcassonne (3rd edition) with the mist of <i>Exp. 11 – Ghosts, Castles & Cemeteries</i> and the mini expansion <i>The Spell Circles</i>: every placement's ghosts are previewed, explained and linked to their rule. Hot-seat, 2–6 players; the games you play stay in this browser.
page-about-tiles = The tiles
page-reconstructed = The base game's 72 tiles are the real ones. The tiles of <b>Exp. 11</b> and <b>The Spell Circles</b> are reconstructed: their layout is not published, so every published fact about them holds (their counts, no monastery, the start tile's castle ruin, mist never on a city), the rest is plausible, and some tiles will not match your box.
page-tiles-guide = How to correct a tile file
page-rules-title = Rules
page-rules-B = Base game
page-rules-G = Exp. 11: ghosts
page-rules-M = Exp. 11: mist
page-rules-K = Exp. 11: castles and cemeteries
page-rules-S = The Spell Circles
page-rules-V = Variants

## Your games

page-games-empty = Games you play are kept here, in this browser.
page-games-count = ({ $n })
page-games-seed = { $sets } · seed { $seed }
page-games-laid-out = a laid-out position
page-games-finished = finished
page-games-placed = { $placed } of { $total } tiles placed
page-games-last-played = last played { $when }
page-games-today = today, { $time }
page-games-playing = playing
page-games-resume = Resume
    .title = Play this game on
page-games-view = View
    .title = Open this finished game to look at it
page-games-delete = Delete
    .title = Delete this game from this browser
page-games-really = Really delete?
page-games-damaged = Records that cannot be read
page-games-damaged-blurb = Set aside, never deleted by the page: download one to keep it, or delete it.
page-games-damaged-item = A record set aside: { $problem }
# $kind: not-json, format, version, id, game, field, list, other (io/session.js problemKind); $field: the field as the file writes it
page-games-damaged-why = { $kind ->
        [not-json] it is not a game record (not JSON)
        [format] it is a record of another kind
        [version] a newer version of this page wrote it
        [id] its name in the browser's storage does not match it
        [game] it holds no saved game
        [field] its field “{ $field }” is not what this page writes
        [list] the list cannot show it
        [depth] it is nested deeper than a game record ever is
       *[other] it cannot be read
    }
page-games-download = Download
page-games-backup = Back up all games
page-games-restore = Restore a backup…
page-games-restored = From the backup: { $added } { $added ->
    [one] game added
   *[other] games added
  }, { $same } already here, { $refused } that cannot be read. No game was replaced.
page-backup-not-backup = This file is not a backup of this page's games: nothing was added.
page-backup-too-large = This file is larger than { $mib } MiB, more than a backup of this page holds: nothing was added.
page-backup-too-many = This backup holds { $count } games, more than { $max }: nothing was added.
page-backup-not-text = This file is not text in UTF-8, as a backup of this page is: nothing was added (a name such as “José” would be read wrong).
page-backup-newer = This backup is of version { $version }, newer than this page, which reads version { $max }: nothing was added. Restore it with a newer version of the page.
page-games-restoring = Restoring the backup: { $done } of { $total } games read…
page-games-restore-failed = The backup could not be restored to the end ({ $error }); the games added so far are in the list.
page-games-restore-no-room = { $count ->
    [one] One game of the backup was
   *[other] { $count } games of the backup were
  } not added, for want of room (the browser's storage is full, or you keep { $max } games); none of yours was removed. Delete games you no longer want and restore the backup again: the games already here are not added twice.
page-games-cannot-open = Your game of { $date } cannot be opened: { $error }
page-storage-off = This browser does not let the page keep games (storage is off): save your games to files.
page-language-unavailable = The words in { $lang } cannot be loaded now (no network?): the page stays in this language.
page-storage-forked = This game was also played in another tab: the moves made here are kept as a separate game.
page-storage-moved-elsewhere = This game was played on in another tab: open it from the list to see those moves. A move made here is kept as a separate game.
page-storage-persisted = This browser keeps these games until you delete them (persistent storage granted).
page-storage-not-persisted = This browser may clear these games when it runs short of room (persistent storage not granted): back them up now and then.
page-storage-full = This browser's storage for this page is full, so this game is not kept here: save it to a file (Save), or delete some of your games.
page-storage-full-received = This browser's storage for this page is full, so the game received by link is not kept here; none of your games was removed to make room for it. Save it to a file (Save) to keep it.
page-storage-no-id = This game could not be kept here: this browser's storage for this page has no free place for it. Save it to a file (Save) to keep it.
page-storage-dropped-finished = Your oldest finished game ({ $game }) was removed to make room.
page-storage-many-unfinished = You keep { $count } unfinished games, more than { $max }: none was removed. Delete the games you no longer want, or save them to files.
page-storage-dropped-received = The oldest game received by link ({ $game }) was removed: { $max } received games are kept. A game you move in becomes one of yours.
page-link-too-many = This page received many links in a short time, so it stopped opening them: your games are as they were. To open a link, paste it into “Open a friend's link or code”.
page-framed = This page does not run inside another site's frame, so that no other site can reach your games. Open it in its own tab.

## Play by link (page/link.js): a seat played in a friend's browser; $name is a player's name

page-link-box =
    .aria-label = Play by link
page-link-your-turn = Your turn ({ $name }). When you have played, this box gives you a link to send to your friend.
page-link-send = It is { $name }'s turn, in your friend's browser. Send them this link (or the code below); their move comes back the same way.
page-link-send-over = The game is over. Send this link so that your friend sees the end too.
page-link-over-theirs = The game is over: { $name } played its last move in your friend’s browser.
page-link-waiting = Waiting for { $name }'s move: open the link your friend sends back.
page-link-url =
    .aria-label = Link to send
page-link-code-label = Or the code alone (to paste into “Open a friend's link or code”)
page-link-copy = Copy link
page-link-copy-code = Copy code
page-link-copied = Copied: send it to your friend (mail, chat…).
page-link-copy-failed = Select the text and copy it (Ctrl+C): the browser does not let this page copy it.
page-link-length = { $n ->
        [one] { $n } character
       *[other] { $n } characters
    }
# $here and $there: lists of players' names
page-link-seats = Played here: { $here }. By link: { $there }.
# $what: the move, as the computer's status line words it (page-move-…)
page-link-replay = { $name }'s moves, { $at } of { $n }: { $what }
page-link-replay-done = That was every move of the link.
page-link-next = Next move
page-link-back = Back
page-link-skip = To the last move
page-link-not-yours = It is { $name }'s turn: { $name } plays in your friend's browser. Send the link and wait for theirs.
page-link-step-first = Step through { $name }'s moves first (Next move), or go to the last move.
page-link-no-undo = { $name }'s move came by link: only the moves made here can be taken back.
# $why: the engine's reason
page-link-cannot-open = This link cannot be opened, and nothing was changed: { $why }
page-link-same = You already have every move of this link: your game goes on as it was.
page-link-older = This link is older than your game ({ $theirs ->
        [one] one move
       *[other] { $theirs } moves
    }; yours has { $mine }). Your game is kept as it is; the link's game is kept beside it in “Your games” as “{ page-link-games-older }”.
page-link-diverged = This link's game and yours went different ways from move { $at } on. Your game is kept as it is; the link's game is kept beside it in “Your games” as “{ page-link-games-diverged }”.
# in the list of Your games, after "12 of 72 tiles placed ·"
page-link-games-by-link = by link
page-link-games-older = older link
page-link-games-diverged = link that went another way
page-link-other-setup = This link has the id of a game you keep, but not its players, sets or seed: it is another game. Your game is kept as it is; the link's game is kept beside it in “Your games” as “{ page-link-games-other-setup }”.
page-link-plays-your-seat = This link plays { $name }'s move, but { $name } plays in this browser: it is not your friend's to play. Your game is kept as it is; the link's game is kept beside it in “Your games” as “{ page-link-games-plays-your-seat }”.
page-link-kept-copy = This game is a copy kept to look at (“{ $label }”): it cannot be played. Your own game goes on in “Your games”.
page-link-games-other-setup = link of another game
page-link-games-plays-your-seat = link that played your move
page-link-games-newer = link that went further
# this tab's own line of a game, kept apart because another tab played the same game (io/storage.js)
page-link-games-forked = this tab's moves, kept apart
# the status line of a copy kept to look at ($label: a page-link-games-… word)
page-link-copy-status = A copy to look at (“{ $label }”): nobody plays it here
page-link-newer = This link goes further than one of your games: a link never moves your game on. Your game is kept as it is; the link's game is kept beside it in “Your games” as “{ page-link-games-newer }”: open it there to play on from it.
page-link-open-label = Open a friend's link or code
page-link-open = Open
page-link-open-empty = Paste the link or the code your friend sent.
page-link-open-bad = This is neither a link of this page nor a code: paste the whole link your friend sent.
page-link-limits = Links hold at most 16,384 characters of code and 4,000 moves.
# the New game dialog's "Played by" choice of a seat
page-link-seat-remote = A friend, by link
page-link-status-replay = Showing { $name }'s moves from the link: step through them.

## The text board (page/text-board.js, docs/ACCESSIBILITY.md); a cell's words are panel.ftl's board-*

page-text-board = Text
    .title = The board in words, for a screen reader (B): the cursor says what each cell holds
page-text-board-skip = Screen reader? Turn on the text board (B)
page-text-board-title = Text board
page-text-board-keys = Arrows: move the cursor. L, Shift+L: next, previous cell where the tile fits. O: what the placement does, or the choices. M: the last moves. S: scores. T: tile in hand, tiles left, ghosts. W: whose turn. C: this cell again. B: text board off.
page-text-board-on = Text board on. The arrows move the cursor and say what each cell holds; L and Shift+L go to the next and the previous cell where the tile fits; O says what the placement there does, or the choices of the moment; M the other players' last moves; S the scores; T the tile in hand, the tiles left and the ghost supply; W whose turn it is; C the cell again; B turns the text board off.
page-text-board-off = Text board off.
page-text-board-no-fit = The tile in hand fits nowhere as it is: R turns it.
page-text-board-no-tile = No tile to place now.
page-text-board-no-last-move = No other player has moved yet.
page-text-board-last-move = { $player }'s last turn: { $moves }
page-text-board-nothing = Nothing to say here.
page-text-board-hand = In hand: { $tile }
# the computer's (or a friend's) placement as the live region says it: $move (the turn log's sentence), $where (board-from-centre: where the tile went)
page-text-board-placed-at = { $move }, { $where }
page-text-board-scoring = Scored: { $what }.
# a choice by its number, typed a digit at a time (board/keys.js typedChoice): $typed (the digits so far), $count (the choices)
page-choice-typed = { $typed }…: type the next digit, or Enter for choice { $typed } (of { $count })
page-choice-keys = { $count } choices: type a choice's number (1 then 0 for the tenth); Enter takes a number a longer one could follow. Tab reaches each button too.
# said after the button of the choice the Hint recommends (its mark: ★)
page-hinted-choice = (the Hint's choice)
# the player's own move by a key, confirmed on the text board's line: $moves (the turn log's sentences), $status (the status line now)
page-text-board-done = Done: { $moves } Now: { $status }
# W in the meeple and the ghost phase: the keys, not the pointer ($count: the choices)
page-text-board-keys-meeple = { $count ->
        [0] No meeple can go on this tile: press N to go on.
       *[other] Press a spot's number (1 to { $count }; 10 and over by its digits) to put a meeple there, N for no meeple, O to hear the spots.
    }
page-text-board-keys-ghosts = Press a move's number (1 to { $count }; 10 and over by its digits) to make it, O to hear the moves.
# another seat's (the computer's, a friend's): no instruction to the reader
page-status-no-meeple-theirs = { $player }: no meeple can go here

## Online tables (docs/ONLINE.md): the New game dialog's "Play online", the table's seats, the connection, the fair draws' check, and each refusal of the server by its error kind

online-play = Play online
online-create = Create the table
online-invite = Invitation link: send it to the friends who will play
online-watch = Watch link: follows the table live, without playing
online-copy = Copy the link
online-copied = Link copied.
online-title = Online table
online-seat-free = free seat
online-your-name = Your name
online-take-seat = Take this seat
online-start = Start the game
online-wait-seats = Waiting until every seat is taken.
online-wait-host = Waiting for { $host } to start the game.
online-connected = connected
online-away = away
# $count: the number of people watching the table
online-watchers = { $count ->
    [one] { $count } watching
   *[other] { $count } watching
}
online-status-connecting = Connecting to the table…
online-status-open = Connected to the table.
online-status-waiting = Connection lost: trying again…
online-status-closed = Not connected to the table.
online-not-connected = Not connected: the move was not sent. The page reconnects by itself.
online-fair-ok = Fair draws checked: the seed revealed at the end matches the commitment shown at the start, and every tile was drawn as it says.
online-fair-bad = The draws could not be confirmed: the seed revealed at the end does not match the commitment, or the tiles were not drawn as it says.
# an error kind this page does not know yet: $message (the server's English sentence)
online-error-other = The server refused: { $message }
online-error-no_server = This page is not served by a game server: online play is not available here.
online-error-bad_json = The server could not read the message.
online-error-bad_message = The server did not understand the message.
online-error-message_too_large = The message is too large for the server.
online-error-unsupported_version = The server speaks another version of the online protocol: reload the page.
online-error-bad_setup = The server refused these sets, variants or players.
online-error-bad_name = This name cannot be used: it is empty, too long, or another player's.
online-error-unknown_table = No table has this link: it may have been mistyped, or the table was removed.
online-error-no_such_seat = This seat does not exist or is played by the computer.
online-error-seat_taken = Someone has just taken this seat: choose another one.
online-error-table_started = The game has started: no seat can be taken any more.
online-error-bad_secret = This browser no longer holds the key of this seat.
online-error-bad_origin = The server refuses connections from this site.
online-error-hello_required = The connection did not introduce itself in time: reconnecting.
online-error-already_hello = This connection has already joined the table.
online-error-watcher = You are watching this table: you cannot play on it.
online-error-not_host = Only the player who created the table can start the game.
online-error-table_not_ready = The game can start once every seat is taken.
online-error-not_started = The game has not started yet.
online-error-game_over = The game is over.
online-error-not_your_turn = It is not your turn.
online-error-stale_revision = The table moved on meanwhile: it is shown as it is now.
online-error-illegal_action = The server refused this move: { $why }
online-error-nothing_to_undo = Nothing to undo: only your own moves of this turn can be taken back.
online-error-rate_limited = Too many messages at once: wait a moment.
online-error-too_many_connections = Too many connections from this address.
online-error-too_many_tables = Too many tables created: try again later.
online-error-slow_client = The connection was too slow: reconnecting.
online-error-idle = The connection was silent too long: reconnecting.
online-error-store_failed = The server could not save the change: nothing was changed. Try again.
online-tables = Your online tables
# $players: the table's players (a list); $name: the player to move
online-table-turn = { $players }: { $name } to play
online-table-your-turn = { $players }: your turn
online-table-open = { $players }: waiting for players
online-table-over = { $players }: game over

## A kept online game (page/online.js, games.js): it is played at its table only; when the table cannot be joined, the player chooses
online-kept-joining = This game is played at its online table: joining it…
online-kept-waits = This game is played at its online table, which cannot be joined from here: see the online card.
online-kept-gone-unknown = This server no longer has the table of this game. Your game stays in Your games as it is. You can finish a separate copy at this screen, or save a copy to a file.
online-kept-gone-no-server = The game server of this table cannot be reached from this page. Your game stays in Your games as it is, and joins its table again when you open it where its server runs. You can also finish a separate copy at this screen, or save a copy to a file.
online-kept-finish = Finish a copy at this screen
online-kept-export = Save a copy to a file
online-kept-copy-made = This is a separate copy of the online game, played at this screen; the online game stays in Your games as it was.
page-link-games-online-copy = copy of an online game, at one screen
page-games-online = online table
page-games-online-your-turn = your turn
page-games-online-turn = { $name } to play
page-games-rejoin = Rejoin
    .title = Join this game's online table again, where it stands now
