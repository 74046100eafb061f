# The pictures' words (www/ui/export.js, www/embed/picture.js, scripts/render.mjs): the embed's
# picture buttons, the picture's legend and link, and what stops a picture. Area "picture" of
# www/words/i18n.js, fetched by the embed when its title bar is first opened.

## The embed's buttons

picture-label = Picture:
picture-svg = SVG
picture-png = PNG
picture-png2 = PNG 2×
picture-text = outcome text
picture-legend = legend
picture-help = Download a picture of this board to upload to a wiki; it links back here.
# $why: the problem, in words (a picture-step-… message or the engine's error)
picture-failed = No picture: { $why }

## In the picture

picture-legend-others = a ghost for another player’s meeple
picture-legend-own = a ghost for your own meeple
picture-legend-draw = a ghost drawn into a spell circle
picture-legend-shown = the tile in hand, shown placed
# $url: the demonstrator's address at this step
picture-link = Try it live: { $url }

## What stops a picture

# $why: the engine's error (English)
picture-step-failed = Step { $n } of the scenario cannot be played: { $why }
picture-step-range = { $total ->
    [one] There is no step { $n }: this scenario has 1 step.
   *[other] There is no step { $n }: this scenario has { $total } steps.
  }
picture-show-phase = The tile in hand can be shown placed only when a tile is to be placed.
# $x, $y: the cell; $r: the turn in degrees
picture-show-illegal = The tile in hand does not fit at ({ $x }, { $y }) turned { $r }°: { $why }
