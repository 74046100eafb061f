# The embed's own words (www/embed.html and its embed/*.js modules): title, buttons, steps,
# status, choices, players. Area "embed" of www/words/i18n.js.

embed-page-title = Carcassonne mist rules demonstrator
embed-loading = Loading…
embed-error-title = This demonstrator cannot be shown
embed-what-game = Saved game
embed-board = Board

## Steps

embed-start-of = { $total ->
    [one] Start · 1 step
   *[other] Start · { $total } steps
  }
embed-step-of = Step { $n } / { $total }
embed-edit-copy = Edit a copy in the scenario editor
embed-no-steps = No steps
embed-back = One step back
embed-next = Play the next step
embed-reset = Back to the example
embed-your-moves = Your moves: { $n }
embed-rotate = Turn the tile a quarter turn (R)
embed-hand = Tile in hand: { $id }
embed-no-hand = No tile in hand
embed-at-start = The position as laid out. Press ▶ to play step 1.
embed-at-start-no-steps = The position as laid out.
embed-end = End of the example.
embed-live-title = Live online table
embed-live-next = Live: the next move appears here as it is played.
embed-live-over = The game is over.

## Status

embed-phase-place = { $name }: place the tile
embed-phase-ghosts = { $name }: move the ghosts owed
embed-phase-meeple = { $name }: put a meeple on the new tile, or none
embed-phase-over = The game is over
embed-legal-count = { $n ->
    [one] The tile fits in 1 highlighted cell.
   *[other] The tile fits in { $n } highlighted cells.
  }
embed-legal-none = The tile in hand fits nowhere (B2).
embed-hover-hint = Point at or tap a highlighted cell to see what placing the tile there would do.

## The placement shown

embed-outcome-title = Placing { $tile }, turned { $r }°
embed-next-step-placement = This is the next step.
embed-place-here = Place the tile here

## The keys of the board (embed/cursor.js), read out

embed-board-keys = Board: the arrow keys move the cursor, N and Shift+N go to the next or previous cell where the tile fits, R turns the tile, Enter places it, 1 to 9 choose a meeple or a ghost move
embed-key-turned = Turned { $rotation }°.
# $choices: the choices listed, each an embed-key-choice
embed-key-choices = Keys: { $choices }.
# $phase: whose turn and what to do (embed-phase-*); $more: how many cells, or the keys of the choices
embed-key-phase = { $phase }. { $more }
embed-key-choice = { $n } for { $what }

## What a step did

embed-happened = What step { $n } did
embed-happened-free = What your move did
embed-next-is = Next: { $what }
embed-refused = Refused: { $msg }
embed-still-owed = Still owed: { $text }
embed-times = { $text } × { $n }
# a move the rules made for the player (the only one there was), in the recap
embed-forced = { $line } (forced: the only move)

## Choices

embed-choose-ghost = Where does the ghost go?
embed-choose-meeple = Put a meeple?
embed-no-meeple = No meeple
embed-guard-on = { $feature } (guard)
embed-meeple-of = { $name } { $n } ({ $feature })
embed-circle-at = circle { $n }

## Players

embed-ghosts-on-meeples = { $n ->
    [one] { $n } ghost on meeples
   *[other] { $n } ghosts on meeples
  }
embed-meeples-left = { $n ->
    [one] { $n } meeple
   *[other] { $n } meeples
  }
embed-guards-left = { $n ->
    [one] { $n } guard
   *[other] { $n } guards
  }
embed-points = { $n ->
    [one] { $n } pt
   *[other] { $n } pts
  }
embed-supply = Ghost supply: { $n }
embed-rule-title = { $id }: { $title }

## Notices on the board

embed-bad-option = Option { $name }={ $value } ignored: { $why }
embed-show-format = write it as x,y or x,y,rotation
embed-step-range = the steps go from 0 to { $max }
embed-step-failed = Step { $n } cannot be played: { $msg }
embed-not-legal = Cannot show the placement ({ $x }, { $y }, { $r }°): { $why }
