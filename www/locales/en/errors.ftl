# Errors a wiki editor meets: the address of the embed or of a share link, fetching a file,
# scenario and saved-game files (the engine's kinds, with the field path and numbers), and play.
# Area "errors" of www/words/i18n.js.

## The address and fetching (embed/source.js, fetch-capped.js)

error-no-source = Nothing to show: add ?scenario= (the address of a scenario file, or its JSON) to the address of this page.
error-both-sources = Give either ?scenario= or ?game=, not both.
# ?puzzle= (embed/puzzle.js): $id the id given
error-no-puzzle = No puzzle has the id “{ $id }”.
# $why
error-engine-missing = The rules engine could not be loaded from ../pkg/carcassonne_mist.js: { $why }
# $url, $why
error-fetch-failed = Cannot load { $url }: { $why }
# $url, $status (the HTTP status)
error-http-status = Cannot load { $url }: the server answered { $status }.
error-damaged-short-link = The short link cannot be unpacked: it is damaged or cut short. Copy the whole link again.
# $url, $own (this site), $origin (the file's site)
error-other-origin = Cannot load { $url }: this demonstrator only loads files from its own site ({ $own }). The site that hosts it can allow { $origin } by listing it in embed-origins.json next to embed.html (see docs/EMBED.md).
# $url
error-redirected = Cannot load { $url }: the server sent the demonstrator to another address, and it does not follow such redirections. Link to the file's final address.
# $url, $seconds
error-timed-out = Cannot load { $url }: the server did not send the file within { $seconds } seconds.
# $url
error-too-large = Cannot load { $url }: the file holds more than 1 MiB, more than any scenario needs; it may be the wrong file.
# $url, $origin
error-csp-blocked = Cannot load { $url }: { $origin } is listed in embed-origins.json, but the Content-Security-Policy of embed.html does not allow it yet: add it to connect-src there too (see docs/EMBED.md).
# $kind: "scenario" or "game"
error-bad-inline = { $kind ->
    [game] The saved game in the address is neither JSON nor base64url-encoded JSON.
   *[scenario] The scenario in the address is neither JSON nor base64url-encoded JSON.
  }

## Scenario and saved-game files: the engine's error kinds (fileProblem, json::ErrorKind)

# a problem at a field path: $path ("board[3].rotation"), $what (the problem's words)
error-at = { $path }: { $what }
# $line, $column, $eof ("true": the text ended too early)
error-file-bad-json = { $eof ->
    [true] the file ends too early (cut short?) at line { $line }, column { $column }
   *[false] the file is not valid JSON at line { $line }, column { $column }
  }
# $bytes, $max
error-file-too-large = the file is { $bytes } bytes; at most { $max } are read
# $field, $expected (a list of the fields there may be)
error-file-unknown-field = unknown field “{ $field }”; the fields here are { $expected }
# $field
error-file-duplicate-field = the field “{ $field }” is given twice
# $field: the field; `en`: a text in several languages without English
error-file-missing-field = { $field ->
        [en] no English text: a text in several languages needs English, which readers of a language without a text see (write the English text first)
       *[other] the field “{ $field }” is missing
    }
# $found: null, boolean, number, whole-number, text, list, object, with $value (as written);
# $expected: text, word ($words: the words there are), object, boolean, list, whole-number
# ($range: between $min and $max, at-least $min, or any), spot, texts ($words: the languages), player
error-file-wrong-type = wrong type: { $found ->
        [null] null
        [boolean] { $value }
        [number] the number { $value }
        [whole-number] the whole number { $value }
        [text] the text “{ $value }”
        [list] a list
       *[object] an object
    }, where { $expected ->
        [text] a text
        [word] one of { $words }
        [object] an object
        [boolean] true or false
        [list] a list
        [whole-number] { $range ->
            [between] a whole number from { $min } to { $max }
            [at-least] a whole number, { $min } or more
           *[any] a whole number
        }
        [spot] “supply” or a place with “x”, “y” and “feature”
        [texts] a text, or an object of texts by language ({ $words })
       *[player] a name, or an object with “name”
    } is expected
# $value, $expected (a list of the words there are)
error-file-unknown-word = unknown value “{ $value }”; expected { $expected }
# $value; $range: between ($min to $max), at-least ($min), any
error-file-out-of-range = the number { $value } is out of range: expected { $range ->
        [between] a whole number from { $min } to { $max }
        [at-least] a whole number, { $min } or more
       *[any] a whole number
    }
# $tile
error-file-unknown-tile = unknown tile “{ $tile }”: it is in neither the sets nor the file's “tiles”
# $reason: occupied, side-mismatch, not-touching, off-board; $tile
error-file-illegal-placement = { $reason ->
    [occupied] tile { $tile } cannot go there: the cell already has a tile (B1)
    [side-mismatch] tile { $tile } cannot go there: a side does not match its neighbour (B1)
    [not-touching] tile { $tile } cannot go there: it touches no earlier tile (B1)
   *[off-board] tile { $tile } cannot go there: it is off the board
  }
# $what: board, bag, tiles, steps, actions; $max
error-file-too-many = { $what ->
    [board] too many board tiles: at most { $max }
    [bag] too many tiles in the bag: at most { $max }
    [tiles] too many tile kinds: at most { $max }
    [steps] too many steps: at most { $max }
   *[actions] too many actions: at most { $max }
  }
# $version, $max, $newer ("true": newer than this program)
error-file-version = { $newer ->
    [true] version { $version } is newer than this program, which reads versions 1 to { $max }: use a newer version
   *[false] version { $version } is not supported (this program reads 1 to { $max })
  }
# $found: scenario, game, other; $expected: scenario, game
error-file-wrong-format = { $found ->
    [scenario] this file is a scenario, not a saved game: open it as a scenario
    [game] this file is a saved game, not a scenario: open it as a saved game
   *[other] this file is neither a scenario nor a saved game (see its “format”)
  }
# the board of the position has no tile
error-file-empty-board = the board needs at least one tile
# $bytes (the text's size), $max
error-file-text-too-long = the text is { $bytes } { $bytes ->
        [one] byte
       *[other] bytes
    } long; a text has at most { $max } bytes
# $name, $players (the players' names, a list)
error-file-unknown-player = no player is called “{ $name }” (the players are { $players })
# $player (a name), $guard ("true": a guard)
error-file-no-piece-left = { $guard ->
    [true] { $player } has no guard left to place
   *[false] { $player } has no meeple left to place
  }
# $what: ghosts, guards (the general guard supply), sc (The Spell Circles), game (every game); $set: gcc, base
error-file-needs-set = { $what ->
    [ghosts] ghosts need Exp. 11: add “{ $set }” to the sets
    [guards] the general guard supply comes with Exp. 11: add “{ $set }” to the sets
    [sc] The Spell Circles (“sc”) is played with Exp. 11: add “{ $set }” to the sets
   *[game] the tile sets must include “{ $set }” (the base game)
  }
error-file-guard-ghosts = guards never carry ghosts (G1)
# $ghosts (more than 2)
error-file-meeple-ghosts = { $ghosts } { $ghosts ->
        [one] ghost
       *[other] ghosts
    } on a meeple: a meeple carries at most 2 (the third sends it back to its owner, G3)
# $feature (its name on the tile), $tile
error-file-no-circle = { $feature } of tile { $tile } has no spell circle
# $ghosts, $feature (a mist area's name on the tile), $tile, $circles
error-file-circle-full = { $ghosts } { $ghosts ->
        [one] ghost
       *[other] ghosts
    } in { $feature } of tile { $tile }, which has { $circles } { $circles ->
        [one] spell circle
       *[other] spell circles
    } (one ghost each)
# $supply, $placed (on meeples and in circles), $total (15)
error-file-ghost-total = { $supply } { $supply ->
        [one] ghost
       *[other] ghosts
    } in the supply and { $placed } on meeples and in circles: there are exactly { $total } ghosts in all (G1)
# $count, $min, $max
error-file-player-count = a game has { $min } to { $max } players, not { $count }
# $problem: length, control, direction, blank, same, look-alike, colour; $player (the player's number), $name, $other (the other player's name), $max (characters)
error-file-player-name = { $problem ->
    [length] player { $player } needs a name of 1 to { $max } characters (an emoji may count as several)
    [control] the name of player { $player } contains a control character (such as a line break or a tab)
    [direction] the name of player { $player } contains a character that changes the direction of the text
    [blank] the name of player { $player } is blank (only spaces or invisible characters)
    [same] two players are called “{ $other }”
    [look-alike] two players are called “{ $other }” and “{ $name }”: names must differ by more than case, spaces or invisible characters
    [marks] the name of player { $player } stacks more than 2 accents on one letter
   *[colour] the colour of { $name } is not a CSS colour: #rgb, #rrggbb, a colour name such as red, or rgb(), hsl() with numbers
  }
# $both ("true": both are given)
error-file-setup-or-scenario = { $both ->
    [true] a saved game has “setup” or “scenario”, not both
   *[false] a saved game needs “setup” or “scenario”
  }
# $limit: depth ($max: the deepest nesting), lists ($max: the most lists and objects), keys ($max: the most keys of an object); $line, $column: where reading stopped
error-file-json-limit = { $limit ->
    [depth] the file nests lists and objects more than { $max } deep (line { $line }, column { $column }); no scenario or saved game needs that many
    [lists] the file has more than { $max } lists and objects (line { $line }, column { $column }); no scenario or saved game needs that many
   *[keys] an object of the file has more than { $max } keys (line { $line }, column { $column }); no object of the format has that many
  }
# $code: the character as U+0007
error-file-text-control = the text holds an invisible control character ({ $code }), which would show as a box or not at all: remove it (line breaks and tabs may stay)
# a rule puzzle's goal that cannot be (docs/FORMATS.md, "Goals"): $problem, $max (the limit of depth and conditions)
error-file-goal = { $problem ->
    [depth] the goal's conditions nest more than { $max } deep
    [conditions] the goal has more than { $max } conditions
    [empty] “all” or “any” needs at least one condition
    [steps] a puzzle (a scenario with a goal) has no steps
    [no-tile] a puzzle's position needs a tile in hand to place
    [no-solution] no legal placement meets the goal: the puzzle has no solution
    [no-choice] the goal chooses the ghosts, but no payment decides whether it is met: ask about the placement
    [too-many-turns] a puzzle over the ghost payment has more than { $max } ways to play its turn
   *[every-move] every legal placement meets the goal: the puzzle asks nothing
  }
# a line of the file's “tiles” (docs/TILES.md): $place: line (before its id is read), tile ($tile), column ($tile and $column); $what (an error-tile-… message)
error-file-tile-notation = { $place ->
    [line] the tile line: { $what }
    [tile] tile { $tile }: { $what }
   *[column] tile { $tile }, column { $column }: { $what }
  }
# the embed's file cannot be opened: $kind (scenario, game), $what (the problem's words)
error-in-file = { $kind ->
    [game] This saved game cannot be opened: { $what }
   *[scenario] This scenario cannot be opened: { $what }
  }
# a name quoted in a list: $text
error-quoted = “{ $text }”

## Why the tile does not fit on a cell (B1): $side north/east/south/west, $mine and $theirs city/road/field

error-problem-no-tile = there is no tile in hand
error-problem-placed = the tile in hand is already placed
error-problem-off-board = the board does not reach that far
error-problem-occupied = that cell already has a tile (B1)
error-problem-not-touching = it does not touch any placed tile (B1)
# $degrees: a turn that is not a quarter turn (the words of error-play-rotation)
error-problem-rotation = { error-play-rotation }
error-problem-side-mismatch = its { $side ->
        [north] north
        [east] east
        [south] south
       *[west] west
    } side ({ $mine ->
        [city] city
        [road] road
       *[field] field
    }) faces { $theirs ->
        [city] a city
        [road] a road
       *[field] a field
    } of tile { $neighbour } (B1)

## Refused moves: the engine's refusal of a move, from its kind and data (www/words/refusals.js)

error-play-game-over = the game is over
# $why: placed, no-ghost, tile-first, ghosts-first, no-skip; $rule: the rule of the ghosts owed first
error-play-wrong-phase = { $why ->
    [placed] the tile is already placed: place a meeple or no meeple (B3)
    [no-ghost] no ghost is owed now
    [ghosts-first] first add the ghosts this placement owes ({ $rule }), then place a meeple
    [no-skip] there is nothing to skip now
   *[tile-first] place the tile in hand first (B1)
  }
# $problem: why it does not fit (an error-problem-… message)
error-play-placement = the tile cannot go there: { $problem }
# $x, $y; $max: the board reaches from −$max to $max
error-play-off-board = the cell ({ $x }, { $y }) is off the board (at most ±{ $max })
# $degrees
error-play-rotation = a tile turns by quarter turns: { $degrees }° is not one of 0, 90, 180, 270
# $why: no-tile (no tile at $x, $y) or no-feature ($tile has no $name: a feature's word, or its name as written)
error-play-no-such-feature = { $why ->
    [no-tile] there is no tile at ({ $x }, { $y })
   *[no-feature] tile { $tile } has no feature “{ $name }”
  }
# $piece: guard or meeple
error-play-no-piece = { $piece ->
    [guard] you have no guard left in your supply (B3)
   *[meeple] you have no meeple left in your supply (B3)
  }
error-play-on-mist = a meeple never stands on mist nor on a spell circle (B3, S8)
error-play-on-ruin = the castle ruin of the start tile holds no meeple (G2)
# $name: the feature's word (road, city…)
error-play-occupied = this { $name } already has a meeple (B3)
# $rule, $count (ghosts owed), $to: own, others, circle (a ghost move when none is owed is error-play-wrong-phase no-ghost; the default variant stays for an older engine)
error-play-ghost-move = { $to ->
    [own] that ghost move is not allowed now: { $rule } owes { $count } { $count ->
        [one] ghost
       *[other] ghosts
    } to one of your meeples (not a guard)
    [others] that ghost move is not allowed now: { $rule } owes { $count } { $count ->
        [one] ghost
       *[other] ghosts
    } to another player's meeple (not a guard)
    [circle] that ghost move is not allowed now: { $rule } owes { $count } { $count ->
        [one] ghost
       *[other] ghosts
    } to the new tile's spell circles
   *[none] that ghost move is not allowed now: no ghost is owed
  }
error-play-nothing-to-undo = there is nothing to undo
error-play-nothing-to-redo = there is nothing to redo

## Play-by-link codes that cannot be read (GameHandle.fromLink: www/words/refusals.js)

# $n (the code's length), $max
error-link-too-long = the link's code is { $n } characters long, longer than any game's ({ $max }): it is damaged or not a link of this page
error-link-not-base64 = the link's code has characters a code never has (only letters, digits, - and _): it is damaged
error-link-cut-short = the link was cut short or changed on the way: copy the whole link again
error-link-not-a-link = this is not a link of this page
# $n (the link's version), $max (the newest this page reads)
error-link-newer-version = the link is of version { $n }, newer than this page, which reads versions 1 to { $max }: open it in a newer version of the page
error-link-damaged = the link is damaged: its game cannot be read; ask your friend to send it again
error-link-unwritable = this game has no play-by-link code (it started from a laid-out position): use a share link or a file

## What is wrong in a tile line (error-file-tile-notation): $word (the word at fault as written, a side's letter, a half side's name), $count (a limit or a count), $feature (a feature's word: city, road, field, monastery, castle, cemetery, mist). The notation's words stay as written.

error-tile-no-colon = a tile line is “ID: feature; feature…” and this one has no “:”
error-tile-no-id = the tile id before “:” is missing
# $word, $count
error-tile-bad-id = the tile id “{ $word }” must be 1 to { $count } letters, digits, “-”, “_” or “.”
# $word
error-tile-bad-count = the count “{ $word }” must be x1 to x100
error-tile-bad-start = “{ $word }” must be start@X,Y with X and Y from -3 to 3
error-tile-unknown-head-word = unknown word “{ $word }” before “:” (expected a count such as x4, start or start@X,Y)
# $count
error-tile-too-many-features = a tile has at most { $count } features
# $word
error-tile-unknown-feature = unknown feature “{ $word }” (expected city, road, field, monastery, castle, cemetery, mist or ruin)
# $count
error-tile-too-many-shields = a city has at most { $count } shields (“shield”)
error-tile-touches-nothing = “touches” must be followed by city names such as city1
error-tile-touches-twice = “touches” is given twice in a field
error-tile-circles-twice = “circles” is given twice in a mist area
error-tile-bad-circles = “circles” must be followed by 1, 2 or 3
# $word, $feature: city, road, mist
error-tile-not-a-side = { $feature ->
    [city] “{ $word }” in a “city” is not a side (N, E, S, W) nor “shield”
    [mist] “{ $word }” in a “mist” is not a side (N, E, S, W) nor “circles N”
   *[road] “{ $word }” in a “road” is not a side (N, E, S, W)
  }
# $word (a side), $feature: city, road, mist
error-tile-side-twice = side { $word } is listed twice in { $feature ->
        [city] a “city”
        [mist] a “mist”
       *[road] a “road”
    }
# $word
error-tile-not-a-half = “{ $word }” in a field is not a half side (NL, NR, EL, ER, SL, SR, WL, WR), a whole side, or “touches”
error-tile-half-twice = “{ $word }” is listed twice in a field
# $word, $feature: monastery, castle, cemetery
error-tile-takes-no-word = { $feature ->
    [castle] a “castle” takes no “{ $word }”
    [cemetery] a “cemetery” takes no “{ $word }”
   *[monastery] a “monastery” takes no “{ $word }”
  }
# $feature: city, road, mist, field
error-tile-no-side = { $feature ->
    [city] a “city” must reach at least one side
    [mist] a “mist” must reach at least one side (M1)
    [field] a “field” must reach at least one half side
   *[road] a “road” must reach at least one side
  }
error-tile-no-features = the tile has no features
# $word (the name after “touches”)
error-tile-touches-not-a-city = “{ $word }” after “touches” is not a city of this tile
error-tile-touched-twice = “{ $word }” is listed twice after “touches”
error-tile-two-central = a tile holds at most one of monastery, castle, cemetery
error-tile-not-a-corner = “{ $word }” in a ruin is not a corner (NE, SE, SW, NW)
error-tile-one-corner = a ruin stands at exactly one corner (NE, SE, SW, NW); this one names { $count }
error-tile-two-ruins = a tile holds at most one ruin
# $count
error-tile-too-many-circles = a tile shows at most 3 spell circles, this one { $count }
# $word (a side), $count
error-tile-side-shared = side { $word } belongs to { $count } { $count ->
        [one] city or road
       *[other] cities and roads
    }; a side belongs to at most one
# $word (a side)
error-tile-two-mists = side { $word } is in two mist areas
error-tile-mist-on-city = side { $word } is a city side with mist; mist lies on roads and fields only (M1)
# $word (a half side)
error-tile-half-on-city = half side { $word } is on a city side and cannot be in a field
error-tile-half-on-mist = half side { $word } is on a misty side: fields never reach a misty side (M1)
error-tile-half-in-no-field = half side { $word } is in no field (each half of a road or field side without mist is in a field)
# $word (a half side), $count
error-tile-half-in-fields = half side { $word } is in { $count } { $count ->
        [one] field
       *[other] fields
    }; it must be in exactly one
error-tile-duplicate-id = this tile id is already taken, by a tile of the sets or an earlier line
