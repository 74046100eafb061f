# The scenario editor's words (www/editor.html, www/editor/). The game's terms: docs/GLOSSARY.md.

## The page: header, tools, palette, board, dialogs (editor.html, data-l10n)

editor-doc-title = Carcassonne Mist · Scenario editor
editor-sub = Scenario editor
editor-nav =
    .aria-label = Editor
editor-language = Language
editor-language-box =
    .title = The language of the editor (the scenario’s texts keep theirs)
editor-modes =
    .aria-label = Mode
editor-mode-layout = Lay out
    .title = Lay out the position: tiles, pieces, players, hand and bag
editor-mode-record = Record steps
    .title = Record steps by playing them, with a caption each
editor-undo-button =
    .title = Undo (Ctrl+Z)
    .aria-label = Undo
editor-redo-button =
    .title = Redo (Ctrl+Y)
    .aria-label = Redo
editor-new = New
    .title = Start again from an empty board
editor-open = Open…
    .title = Open a scenario file (or drop one on the page, or paste it)
editor-paste = Paste…
    .title = Paste a scenario’s text or link
editor-export = Export…
    .title = Download the file, copy its link or the iframe snippet
editor-play-link = the game page
editor-palette-box =
    .aria-label = Tiles
editor-search =
    .placeholder = id, city, road, mist…
    .aria-label = Search the tiles by id or by what is on them
editor-grid =
    .aria-label = Tile kinds
editor-own-summary = Own tile kind…
editor-own-help = One line of the tile notation (docs/TILES.md), for example:
editor-own-line =
    .aria-label = Tile notation
editor-own-add = Add to the palette
editor-board-box =
    .aria-label = Board
editor-board-canvas =
    .aria-label = The board: click to lay the chosen tile or select a tile, drag to pan, wheel to zoom
editor-board-keys = Keys: the arrow keys move the cursor, Enter lays the picked tile there or selects the tile there, Shift and an arrow key move the selected tile, R turns it, Delete removes it; while recording, Enter plays the tile, 1 to 9 choose a meeple or a ghost move, N places no meeple.
# the keyboard cursor's words (editor/keys.js): $cell "(1, −2)", $what what the cell holds (panel.ftl cell-*)
editor-cursor = Cell { $cell }: { $what }
# recording: $what the cell, $lines what placing the tile there turned $rotation would do (the outcome panel's lines)
editor-cursor-outcome = { $what } Placed turned { $rotation }°: { $lines }.
# between two of the outcome's lines in editor-cursor-outcome
editor-line-sep = ;{" "}
editor-cell-first = Empty cell: the first tile, { $tile }, can go here.
editor-cell-selected = This tile is selected.
editor-zoom-in =
    .title = Zoom in (+)
    .aria-label = Zoom in
editor-zoom-out =
    .title = Zoom out (−)
    .aria-label = Zoom out
editor-fit = Fit
    .title = Fit the board (F)
editor-rotate-button =
    .title = Turn the tile (R)
editor-panel-box =
    .aria-label = Scenario
editor-export-title = Export the scenario
editor-ex-expect = Add the engine’s current answers as expectations (the file is also a test)
editor-ex-download = Download the file
editor-ex-base-label = Address of the wiki’s copy of the page (the folder holding embed.html)
editor-ex-base =
    .placeholder = https://your-wiki.example/carcassonne-mist/www/
editor-ex-link-label = A link that carries the scenario
editor-ex-snippet-label = The iframe snippet
editor-copy = Copy
editor-pictures-legend = A picture, for a wiki that allows no iframe
editor-pic-step =
    .aria-label = The step the picture shows
editor-pic-text = outcome text
editor-pic-legend = legend
editor-close = Close
editor-paste-title = Paste a scenario
editor-paste-help = The file’s text, or a link with ?scenario= in it.
editor-paste-text =
    .aria-label = The scenario’s text or link
editor-cancel = Cancel
editor-open-button = Open

## Status, errors and hints (editor/main.js)

editor-loading = Loading the engine…
editor-no-engine = The engine did not start: { $why }
editor-status-layout = Tiles: { $tiles } · pieces: { $meeples } · steps: { $steps } · engine { $version }
editor-status-empty = An empty board · engine { $version }
editor-refused-edit = Not done: { $why }
editor-opened = Opened: { $title }
editor-untitled = a scenario without a title
editor-cannot-open = This scenario cannot be opened: { $why }
editor-saved-game = This is a saved game, not a scenario: the editor makes scenarios. Open a saved game on the game page (Load…), or show it on a wiki with the demonstrator’s ?game=.
editor-pick-first = Pick a tile in the palette, then click the board.
editor-no-place = Tile { $tile } cannot go at { $cell }: { $why }
editor-fits-turned = Tile { $tile } fits here turned otherwise: press R to turn it.
editor-record-need-position = The position must be legal before steps are recorded: { $why }
editor-rotation = { $rotation }°
editor-hint-layout = Click a highlighted cell to lay { $tile } turned { $rotation }° (R turns it).
editor-hint-record = Hover a highlighted cell to see what the placement does; click to play it.

## The engine's checks (editor/engine.js)

editor-empty-board = The board is empty: pick a tile in the palette and click the board to lay the first one.
editor-step-broken = Step { $n } no longer plays on this position: { $why }
editor-step-not-refused = Step { $n } should be refused with “{ $error }”, but the engine plays it.
editor-fits-nowhere = Tile { $tile } fits nowhere next to this board (B1).

## Open and export (editor/io.js)

# $size: the file's size in bytes
editor-open-large = { $size ->
        [one] This file is { $size } byte: a scenario holds at most 1 MiB.
       *[other] This file is { $size } bytes: a scenario holds at most 1 MiB.
    }
editor-open-unreadable = This file cannot be read as text: { $why }
editor-open-link = The link’s scenario cannot be read: { $why }
editor-open-not-utf8 = it is not text written in UTF-8 (a scenario is a JSON text file)
editor-open-not-base64url = it is neither JSON nor a base64url code (the link may be cut short)
editor-open-bad-address = “{ $text }” is not an address the editor can open
editor-open-other-site = the editor opens files from its own site only ({ $own }), not from { $origin }: download the file, then open it here
editor-open-unreachable = the file could not be fetched (no answer, or the network is off)
editor-open-nothing = Nothing to open: paste a scenario’s text or a link with ?scenario=.
editor-base-local = This page runs on this computer: give the address where the wiki’s copy of the page is served.
editor-base-missing = Give the address of the wiki’s copy of the page first.
editor-base-bad = This address is not a web address (https://…).
editor-base-not-kept = This browser keeps no data for this page: the address is used until the page is closed, not remembered.
editor-size = { $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    }
editor-copied = Copied.
editor-iframe-title = Carcassonne mist rules demonstrator
# $done: the steps played before the picture (the embed's "Step 1 / 3"); $n: the step whose placement it shows
editor-picture-before = { $done ->
        [0] At the start
       *[other] After step { $done }
    }, step { $n }’s placement shown
# $done: the steps played before the picture, when the next step is not a placement (a meeple, a ghost: the picture shows none)
editor-picture-at = { $done ->
        [0] At the start
       *[other] After step { $done }
    }
editor-picture-end = After the last step
editor-picture-failed = No picture: { $why }

## What a tile kind is searched by (editor/model.js)

editor-kind-city = city
editor-kind-road = road
editor-kind-field = field
editor-kind-monastery = monastery
editor-kind-castle = castle
editor-kind-cemetery = cemetery
editor-kind-ruin = ruin
editor-kind-mist = mist
editor-kind-circle = spell circle
editor-kind-shield = shield
editor-kind-crossing = crossing

## The palette (editor/palette.js)

editor-palette-count = { $all ->
        [one] { $shown } of { $all } tile kind
       *[other] { $shown } of { $all } tile kinds
    }
editor-palette-none = No tile kind matches “{ $query }”.
# $words: what is on the tile (a list of editor-kind-… words)
editor-palette-tile = Tile { $id } ({ $set }, { $count } in the set): { $words }
editor-own-remove = Remove
editor-own-empty = No own tile kind yet.
editor-set-base = Base game
editor-set-gcc = Exp. 11 – Ghosts, Castles & Cemeteries
editor-set-sc = The Spell Circles
editor-set-scenario = The scenario’s own tiles

## The layout's cards (editor/panel.js)

editor-card-scenario = Scenario
editor-text-lang = Texts in
editor-title = Title
editor-rules = Rule ids (e.g. B4, M3)
editor-description = Description
editor-card-players = Players
editor-player-name = Name
editor-player-colour = Colour
editor-player-score = Score
editor-player-turn = Whose turn
editor-player-remove = Remove this player
editor-player-add = Add a player
editor-card-sets = Tile sets and variants
editor-card-tile = Selected tile
editor-no-tile = Click a tile on the board to turn it, move it (drag it), remove it or put pieces on it. Pick a tile in the palette to lay one.
editor-tile-at = Tile { $id } at { $cell }, turned { $rotation }°
editor-turn-left = ⟲ Turn left
editor-turn-right = ⟳ Turn right
editor-remove-tile = Remove
editor-piece = A click on a feature puts:
editor-piece-player = Player
editor-piece-meeple = Meeple
editor-piece-guard = Guard
editor-piece-ghosts = Ghosts on it
editor-feature-free = free
editor-feature-put = Put
editor-feature-take = Take away
editor-circles = { $n ->
        [one] { $n } spell circle: ghosts in it
       *[other] { $n } spell circles: ghosts in them
    }
# $feature: the feature's name on the tile (c1)
editor-feature-circles = { $n ->
        [one] { $feature }: { $n } spell circle: ghosts in it
       *[other] { $feature }: { $n } spell circles: ghosts in them
    }
editor-card-ghosts = Ghosts and guards
editor-guard-supply = Guards of { $player } in the general guard supply (K2)
editor-ghost-count = { $meeples } on meeples + { $circles } in circles + { $supply } in the supply = { $total } of 15
editor-ghost-off = The count is off by { $diff }: there are exactly 15 ghosts (G1).
editor-supply-auto = Supply: what is left of the 15
editor-supply = Ghosts in the supply
editor-card-hand = Tile in hand and bag
editor-hand = Tile in hand
editor-hand-drawn = (drawn from the bag)
editor-bag-rest = The bag: the rest of the sets, shuffled by the seed
editor-bag-list = The bag: these tiles, first drawn first
editor-seed = Seed
editor-bag-add = Add a tile to the bag
editor-bag-empty = Empty: the tile in hand is the last one.
editor-meeple = meeple
editor-guard = guard
editor-ghosts = { $n ->
        [one] { $n } ghost
       *[other] { $n } ghosts
    }

## Recording steps (editor/steps.js)

editor-card-steps = Steps
editor-no-steps = No step yet: play a move on the board to record it.
editor-caption = Caption of step { $n }
editor-caption-lang = Captions in
editor-step-drop = Remove this step and the ones after it
editor-do-place = Place the tile at { $cell }, turned { $rotation }°
editor-do-meeple = Meeple: { $feature }
editor-do-guard = Guard: { $feature }
editor-do-skip = No meeple
editor-do-ghost = Ghost: { $from } → { $to }
editor-do-undo = Undo
editor-do-redo = Redo
editor-refused = Refused: { $why }
editor-card-move = The move now
editor-move-place = { $player } places { $tile }: hover a highlighted cell to see what it does, click to play it (R turns the tile).
editor-move-ghosts = { $player } moves a ghost ({ $rule }): choose where from and where to.
editor-move-meeple = { $player } may put a meeple on the new tile (a spot on the board, or below).
editor-move-over = The game is over: no more moves.
editor-no-meeple = No meeple
editor-keep-refusal = Keep it as a step that shows the refusal
editor-broken = This step no longer plays: { $why }
editor-viewing = The board after step { $n } of { $total }.
editor-viewing-start = The position, before step 1.
editor-view-end = Back to the last step
editor-view-step = Show the board after step { $n }
editor-view-start = Show the position
editor-framed = The scenario editor does not run inside another site's frame. Open it in its own tab.

# A step to be refused, named by its kind (a scenario file's "refused", docs/FORMATS.md)
editor-step-not-refused-kind = Step { $n } should be refused, but the engine plays it.
editor-step-refused-otherwise = Step { $n } is refused, but not for the reason the file names: { $why }
## A rule puzzle's goal (editor/panel.js goalCard; the facts and filters are embed.ftl's puzzle-…)

editor-card-goal = Puzzle goal
editor-goal-help = Instead of steps, ask the reader to place the tile in hand so that a condition holds; the engine refuses a goal that no placement meets, or that every one does.
editor-goal-fact = The goal
editor-goal-none = No goal (not a puzzle)
editor-goal-rule = Rule
editor-goal-to = To
editor-goal-from = From
editor-goal-player = Player
editor-goal-any = any
editor-goal-min = At least
editor-goal-max = At most
editor-goal-task = The question put to the reader
editor-goal-remove = Remove the goal
