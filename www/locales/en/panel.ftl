# The outcome panel (www/outcome.js) and the mist's words (www/mist-view.js): what a placement
# would do, one sentence per bank, per ghost obligation, per feature completed. A message may
# take another message's words as an argument (a place, a list), never glue its own from parts.
# Area "panel" of www/i18n.js; every language has every message, with the same variables.
#
# Places ($what, $whom, $places, $circle, $circles) are worded by the messages "place-…" in the
# grammatical case the sentence needs: $case is "nom" (a subject), "from" (after the sentence's
# "from"), "to" (after its "to"), "in" (after "into"). A language may put its preposition (or
# its article, contracted: "du cercle") inside the place's words and leave it out of the sentence.

## The heading

# $tile (a tile id), $rotation (degrees)
outcome-heading = Tile { $tile }, turned { $rotation }°
# $x, $y: only on demand (a tooltip, the "Coordinates" switch)
cell-coordinates = cell ({ $x }, { $y })

## Mist banks

side-N = north
side-E = east
side-S = south
side-W = west
# $acts: "continue", "limit", "continue-limit" or "close"; $bank (its letter), $tiles;
# $continues, $limits, $closes (lists of sides, e.g. "north and east") and their counts
# $nContinue, $nLimit, $nClose
bank-sentence = { $acts ->
    [continue-limit] Bank { $bank } ({ $tiles ->
        [one] { $tiles } tile
       *[other] { $tiles } tiles
    }): the new tile's { $continues } { $nContinue ->
        [one] side continues
       *[other] sides continue
    } it and its { $limits } { $nLimit ->
        [one] side limits
       *[other] sides limit
    } it, so it can never close.
    [limit] Bank { $bank } ({ $tiles ->
        [one] { $tiles } tile
       *[other] { $tiles } tiles
    }): the new tile's { $limits } { $nLimit ->
        [one] side limits
       *[other] sides limit
    } it, so it can never close.
    [close] Bank { $bank } ({ $tiles ->
        [one] { $tiles } tile
       *[other] { $tiles } tiles
    }): the new tile's { $closes } { $nClose ->
        [one] side closes
       *[other] sides close
    } it: no open misty side is left.
   *[continue] Bank { $bank } ({ $tiles ->
        [one] { $tiles } tile
       *[other] { $tiles } tiles
    }): the new tile's { $continues } { $nContinue ->
        [one] side continues
       *[other] sides continue
    } it.
  }
# $bank, $circles (a list of "circle-holds")
bank-circles = In bank { $bank }: { $circles }.
# $circle (a place, $case "nom"), $ghosts
circle-holds = { $circle } holds { $ghosts ->
    [one] { $ghosts } ghost
   *[other] { $ghosts } ghosts
  }
# a limit through a clear side of the new tile facing a neighbour's mist: $sides (a list), $n
bank-limit-clear = The new tile's { $sides } { $n ->
    [one] side has no mist and faces
   *[other] sides have no mist and face
  } the neighbour's mist.

## Places, as the board labels them

# $player (a name), $n (its meeple's number), $case
meeple-label = { $player } { $n }
# $n, $case
circle-label = circle { $n }
# $n (how many circles the new tile has), $case
new-tile-circles = { $n ->
    [one] the new tile's circle
   *[other] the new tile's circles
  }
# $case
supply = the supply
# a meeple the board does not label: $player, $feature (its word: "road"), $case
meeple-on = { $player }'s meeple on the { $feature }
# the same without its owner: $feature, $case
meeple-on-any = a meeple on the { $feature }
# a player's, in a list of owners ("Blue's or Yellow's"): $player
player-possessive = { $player }'s

## Where ghosts come from

from-supply = from the supply
# $what (a place, $case "from")
from-place = from { $what }
# $bank
from-bank-circles = from bank { $bank }'s circles
from-circles = from the bank's circles
from-around-or-supply = from the 8 tiles around or the supply
# $places (a list of places, $case "from")
from-around = from { $places }, then the supply
from-around-only = from { $places }
from-around-none = from the supply (no ghost on the 8 tiles around)

## Where they go

# $whom (a list of places, $case "to")
to-meeple = to { $whom }
# $player (a list of names), $n (how many meeples to choose from)
to-meeples-of = to { $player }'s meeples ({ $n } to choose from)
# $circles ("new-tile-circles", $case "in")
to-new-circles = into { $circles }
# $player
to-whom-own = to { $player }'s meeples
to-whom-own-yours = to your meeples
# $players (a list of "player-possessive")
to-whom-others = to { $players } meeples

## One line per obligation

# $moved, $from, $to (the words of "from-…" and "to-…")
ghosts-move = { $moved ->
    [one] { $moved } ghost
   *[other] { $moved } ghosts
  } { $from } { $to }
# still owed (the ghost phase): $owed, $from, $to
ghosts-owed-from = { $owed ->
    [one] { $owed } ghost
   *[other] { $owed } ghosts
  } owed { $from } { $to }
# nothing moves, said once with its reason: $owed, $to
ghosts-owed = { $owed ->
    [one] { $owed } ghost
   *[other] { $owed } ghosts
  } owed { $to }

## Why some ghosts were not placed (G4, V6)

# $who (a list of names), $nWho (how many), $count (ghosts not placed), $left ("true" when some
# meeples took ghosts before: "no meeple left")
short-no-meeple-stays-in-supply = { $who } { $nWho ->
    [one] has
   *[other] have
  } no { $left ->
    [true] meeple left
   *[false] meeple
  } that can take { $count ->
    [one] it, so 1 ghost stays
   *[other] them, so { $count } ghosts stay
  } in the supply
short-no-meeple-stays-in-circles = { $who } { $nWho ->
    [one] has
   *[other] have
  } no { $left ->
    [true] meeple left
   *[false] meeple
  } that can take { $count ->
    [one] it, so 1 ghost stays in its circle
   *[other] them, so { $count } ghosts stay in their circles
  }
short-no-meeple-to-supply = { $who } { $nWho ->
    [one] has
   *[other] have
  } no { $left ->
    [true] meeple left
   *[false] meeple
  } that can take { $count ->
    [one] it, so 1 ghost goes back to the supply from its circle
   *[other] them, so { $count } ghosts go back to the supply from the circles
  }
# $who, $nWho
short-guards-only = { $who } { $nWho ->
    [one] has
   *[other] have
  } only guards on the board, and guards take no ghosts
# $count
short-no-ghost-supply = the supply is empty, so { $count ->
    [one] 1 ghost is
   *[other] { $count } ghosts are
  } not placed
short-no-ghost-circles = no ghost left in the circles, so { $count ->
    [one] 1 ghost is
   *[other] { $count } ghosts are
  } not placed
short-no-ghost-around = no ghost left around the tile and the supply is empty, so { $count ->
    [one] 1 circle stays
   *[other] { $count } circles stay
  } empty
short-variant-to-supply = variant V6: circle ghosts nobody can take go to the supply

## Choices (S7, S7a)

choice-order = You choose which bank goes first.
# $n
choice-circles = { $n ->
    [one] You choose which circle gives it.
   *[other] You choose which circles give them.
  }

## A line: $title (the rule's title), $what (what moves), $owed, $why (the reason)

line-move = { $title }: { $what }
line-move-short = { $title }: { $what }; { $why }
line-none = { $title }: { $owed }, but { $why }
line-none-no-ghost = { $title }: { $owed }, but { $why }

## Completions

# $kind (a feature's word), $feature (its id: city, road, field, monastery, castle), $tiles,
# $points, $players (a list of names)
completes-scores = Completes the { $kind } of { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
  }: { $points ->
    [one] { $points } point
   *[other] { $points } points
  } to { $players }
# $kind, $feature, $tiles, $points
completes-nobody = Completes the { $kind } of { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
  }: { $points ->
    [one] { $points } point
   *[other] { $points } points
  }, but no meeple is on it yet
# $players (a list of names), $n (how many)
cemetery-keeper = Surrounds the cemetery: { $players } { $n ->
    [one] takes a guard
   *[other] take a guard
  }
cemetery-empty = Surrounds the cemetery (no keeper on it)
quiet = A quiet placement: no mist touched, nothing completed.
# $before, $after
supply-change = Ghost supply { $before } → { $after }.
rules-label = Rules:
show-coordinates = Coordinates
# the same line twice: $n
line-times = (× { $n })

## Ghost-choice buttons and captions

# $from, $to (places, $case "nom")
move-from-to = { $from } → { $to }
move-to = To { $to }
move-title = Move a ghost from { $from } to { $to }
# $ghosts (the meeple's ghosts now)
meeple-holds = { $ghosts ->
    [one] (has 1 ghost)
    [2] (has 2 ghosts: a third sends it home, G3)
   *[other] (has { $ghosts } ghosts)
  }

## The rule popover and links (outcome.js)

# $id, $title
rule-link-title = { $id } · { $title } (click for the rule)
# $id, $title
rule-link-label = Rule { $id }: { $title }
# $id
rule-link-label-unknown = Rule { $id }
rule-unknown-title = Unknown rule
# $id
rule-unknown-text = There is no rule { $id }.

## The mist bank under the pointer (mist-view.js): its parts, joined by " · "

mist-bank = Mist bank
# $n
mist-tiles = { $n ->
    [one] { $n } tile
   *[other] { $n } tiles
  }
# $n (its open misty sides)
mist-open = open: { $n ->
    [one] { $n } misty side
   *[other] { $n } misty sides
  } still free
mist-limited = limited: a misty side faces a clear side (M4)
mist-closed = closed (M2)
# $circles (how many), $ghosts (how many hold a ghost)
mist-circles = { $circles } spell circles: { $ghosts } with a ghost
# $circles
mist-circles-empty = { $circles } spell circles, all empty
mist-circle-ghost = its spell circle holds a ghost
mist-circle-empty = its spell circle is empty

## The legend (mist-view.js)

legend = Legend
legend-title = What the board shows
legend-close = Close
legend-small-note = (at small zoom: right)
legend-mist = Mist: a pale area with a dashed rim
legend-side = Misty side: a pale scalloped band on the tile's edge; a side without it is clear (here the misty side meets a clear one: limited)
legend-circle = Spell circle, empty: a violet ring, dark inside
legend-circleGhost = Spell circle with a ghost: a bright ring with the ghost inside, the count in the badge
legend-ghost = Ghost
legend-meeple = Meeple (in its player's colour), here carrying 2 ghosts
legend-guard = Guard: a taller meeple with a pointed helmet and a shield
legend-castle = Castle
legend-cemetery = Cemetery
legend-bank = Pointing at mist outlines its whole bank and tells its size and state
