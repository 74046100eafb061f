# Errors a wiki editor meets: the address of the embed or of a share link, fetching a file,
# scenario and saved-game files (the engine's kinds, with the field path and numbers), and play.
# Area "errors" of www/i18n.js.

## The address and fetching (embed-source.js, fetch-capped.js)

error-no-source = Nothing to show: add ?scenario= (the address of a scenario file, or its JSON) to the address of this page.
error-both-sources = Give either ?scenario= or ?game=, not both.
# $why
error-engine-missing = The rules engine could not be loaded from ../pkg/carcassonne_mist.js: { $why }
# $url, $why
error-fetch-failed = Cannot load { $url }: { $why }
# $url, $status (the HTTP status)
error-http-status = Cannot load { $url }: the server answered { $status }.
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
error-file-missing-field = the field “{ $field }” is missing
# $found, $expected: the engine's words for them (“a string”, “integer `3`”)
error-file-wrong-type = wrong type: { $found }; expected { $expected }
# $value, $expected (a list of the words there are)
error-file-unknown-word = unknown value “{ $value }”; expected { $expected }
# $value, $expected (the range, in the engine's words)
error-file-out-of-range = the number { $value } is out of range: expected { $expected }
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
# the embed's file cannot be opened: $kind (scenario, game), $what (the problem's words)
error-in-file = { $kind ->
    [game] This saved game cannot be opened: { $what }
   *[scenario] This scenario cannot be opened: { $what }
  }
# a name quoted in a list: $text
error-quoted = “{ $text }”
