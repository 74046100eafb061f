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
# $name, $value, $why
error-bad-option = Option { $name }={ $value } ignored: { $why }
error-show-format = write it as x,y or x,y,rotation
# $max
error-step-range = the steps go from 0 to { $max }
# $n (the step), $msg (the reason)
error-step-failed = Step { $n } cannot be played: { $msg }
# $x, $y, $r (degrees), $why
error-not-legal = Cannot show the placement ({ $x }, { $y }, { $r }°): { $why }
