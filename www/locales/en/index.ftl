# The list of ready-made scenarios (www/scenarios/index.html, index.js). Area "index" of
# www/words/i18n.js.

index-page-title = Mist rules demonstrator: ready-made scenarios
index-page-language = Page language
index-intro = The worked examples of the rules page and one scenario per rule of Exp. 11 and The Spell Circles, each ready to show in the demonstrator (embed.html) and to paste into a wiki page as an iframe. Every file here is also a test of the rules engine. How to host the demonstrator and every option of its address: docs/EMBED.md.
index-options = Options of the links and snippets
index-language = Language
index-theme = Theme
index-theme-light = light
index-theme-dark = dark
index-theme-auto = auto
index-interactive = interactive
index-size = Size
index-base = Address of your copy of the demonstrator
index-preview = Demonstrator preview
index-loading = Loading the scenarios…
index-base-local = This address is your own computer’s: a wiki’s readers cannot reach it. Enter the address of your copy of the demonstrator.
index-base-bad = Not a web address: enter one like https://example.org/carcassonne/www/
index-steps = { $n ->
    [one] 1 step
   *[other] { $n } steps
  }
# $why: the problem (English, from the browser)
index-missing = The list of scenarios is built with the engine: run make build (or make serve), then reload this page. ({ $why })
index-failed = The list cannot be shown: { $why }
index-thumbnail = The board of { $title }
index-preview-here = Preview here
index-copy = Copy iframe snippet
index-copied = Snippet copied.
index-copy-by-hand = Select the snippet below and copy it.

## The groups

index-group-examples = The examples of the rules page
index-group-base = Base game (B1–B7)
index-group-gcc = Exp. 11: ghosts, mist, castles, cemeteries (G, M, K)
index-group-sc = The Spell Circles (S1–S9)
index-group-variants = Rule variants (V1–V6)
index-group-puzzles = Rule puzzles: place the tile so that the goal is met (M, S, G, K, V)
