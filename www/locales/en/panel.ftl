# The outcome panel (outcome.js) and the mist tooltip (mist-words.js). Places ($what, $whom,
# $places, $circle, $circles) are worded by their messages in the case the sentence needs:
# $case "nom", "from", "to" or "in" (README "Languages").

## The heading

outcome-heading = Tile { $tile }, turned { $rotation }°
cell-coordinates = cell ({ $x }, { $y })

## Mist banks

side-N = north
side-E = east
side-S = south
side-W = west
# one half of a side a field reaches ($side: a side-… word; $half: N, E, S, W, the compass half)
board-side-half = { $side } ({ $half ->
        [N] north
        [E] east
        [S] south
       *[W] west
    } half)
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
bank-circles = In bank { $bank }: { $circles }.
# also: $case
circle-holds = { $circle } holds { $ghosts ->
    [one] { $ghosts } ghost
   *[other] { $ghosts } ghosts
  }
bank-limit-clear = The new tile's { $sides } { $n ->
    [one] side has no mist and faces
   *[other] sides have no mist and face
  } the neighbour's mist.

## Places, as the board labels them

# also: $case
meeple-label = { $player } { $n }
# also: $case
circle-label = circle { $n }
# also: $case
new-tile-circles = { $n ->
    [one] the new tile's circle
   *[other] the new tile's circles
  }
# also: $case
supply = the supply
# also: $case
meeple-on = { $player }'s meeple on the { $feature }
# also: $case
meeple-on-any = a meeple on the { $feature }
player-possessive = { $player }'s

## A cell of the board, as the keyboard cursor reads it (cell-words.js): $features, the tile's
## features as the board labels them ("City · N and Road · W–E"); $feature, one of them

cell-empty = Empty cell.
cell-no-fit = Empty cell beside the tiles: the tile in hand does not fit here.
# $n: this cell's place among the $total cells where the tile fits; $rotations: "0° or 180°"
cell-legal = Free cell { $n } of { $total }: the tile fits here turned { $rotations }.

## Where ghosts come from

from-supply = from the supply
# also: $case
from-place = from { $what }
from-bank-circles = from bank { $bank }'s circles
from-circles = from the bank's circles
from-around-or-supply = from the 8 tiles around or the supply
# also: $case
from-around = from { $places }, then the supply
from-around-only = from { $places }
from-around-none = from the supply (no ghost on the 8 tiles around)

## Where they go

# also: $case
to-meeple = to { $whom }
to-meeples-of = to { $player }'s meeples ({ $n } to choose from)
# also: $case
to-new-circles = into { $circles }
to-whom-own = to { $player }'s meeples
to-whom-own-yours = to your meeples
to-whom-others = to { $players } meeples

## One line per obligation

ghosts-move = { $moved ->
    [one] { $moved } ghost
   *[other] { $moved } ghosts
  } { $from } { $to }
ghosts-owed-from = { $owed ->
    [one] { $owed } ghost
   *[other] { $owed } ghosts
  } owed { $from } { $to }
ghosts-owed = { $owed ->
    [one] { $owed } ghost
   *[other] { $owed } ghosts
  } owed { $to }

## Why some ghosts were not placed (G4, V6)

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
short-guards-only = { $who } { $nWho ->
    [one] has
   *[other] have
  } only guards on the board, and guards take no ghosts
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

# also: $feature
completes-scores = Completes the { $kind } of { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
  }: { $points ->
    [one] { $points } point
   *[other] { $points } points
  } to { $players }
# also: $feature
completes-nobody = Completes the { $kind } of { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
  }: { $points ->
    [one] { $points } point
   *[other] { $points } points
  }, but no meeple is on it yet
cemetery-keeper = Surrounds the cemetery: { $players } { $n ->
    [one] takes a guard
   *[other] take a guard
  }
cemetery-empty = Surrounds the cemetery (no keeper on it)
quiet = A quiet placement: no mist touched, nothing completed.
supply-change = Ghost supply { $before } → { $after }.
# the same, said by a screen reader (the text board's O)
supply-change-said = The ghost supply goes from { $before } to { $after }.
# $before, $after (the ghosts paid), $end (the end of the turn), $back (ghosts back with the meeples that score)
supply-change-back = Ghost supply { $before } → { $after } once the ghosts are paid, then { $end }: { $back ->
        [one] 1 ghost comes back
       *[other] { $back } ghosts come back
    } with the meeples that score (G5).
supply-change-back-said = The ghost supply goes from { $before } to { $after } once the ghosts are paid, then to { $end }: { $back ->
        [one] 1 ghost comes back
       *[other] { $back } ghosts come back
    } with the meeples that score (G5).
rules-label = Rules:
show-coordinates = Coordinates
line-times = (× { $n })
# a meeple sent home by its third ghost (G3); $meeple as the board labels it ("Blue 2"); also: $kind
home-line = { $meeple } receives its third ghost and goes home; its { $feature } is free again

## Ghost-choice buttons and captions

# also: $case
move-from-to = { $from } → { $to }
move-to = To { $to }
# $from, $to: the places with their case ("from", "to"; English words them alike)
move-title = Move a ghost from { $from } to { $to }
meeple-holds = { $ghosts ->
    [one] (has 1 ghost)
    [2] (has 2 ghosts: a third sends it home, G3)
   *[other] (has { $ghosts } ghosts)
  }

## The rule popover and links (outcome.js)

rule-link-title = { $id } · { $title } (click for the rule)
rule-link-label = Rule { $id }: { $title }
rule-link-label-unknown = Rule { $id }
rule-unknown-title = Unknown rule
rule-unknown-text = There is no rule { $id }.

## The mist bank under the pointer (mist-view.js): its parts, joined by " · "

mist-bank = Mist bank
mist-tiles = { $n ->
    [one] { $n } tile
   *[other] { $n } tiles
  }
mist-open = open: { $n ->
    [one] { $n } misty side
   *[other] { $n } misty sides
  } still free
mist-limited = limited: a misty side faces a clear side (M4)
mist-closed = closed (M2)
mist-circles = { $circles } spell circles: { $ghosts } with a ghost
mist-circles-empty = { $circles } spell circles, all empty
mist-circle-ghost = its spell circle holds a ghost
mist-circle-empty = its spell circle is empty

## The legend (mist-view.js)

legend = Legend
legend-title = What the board shows

## The turn log and the scorings (page and embed: www/log-words.js)

event-city = { $shields ->
        [0] { $tiles ->
            [one] City of { $tiles } tile
           *[other] City of { $tiles } tiles
        }
       *[other] { $tiles ->
            [one] City of { $tiles } tile with { $shields ->
                [one] { $shields } shield
               *[other] { $shields } shields
            }
           *[other] City of { $tiles } tiles with { $shields ->
                [one] { $shields } shield
               *[other] { $shields } shields
            }
        }
    }
event-road = { $tiles ->
        [one] Road of { $tiles } tile
       *[other] Road of { $tiles } tiles
    }
event-monastery = Monastery with { $tiles } of 9 tiles
event-castle = { $tiles ->
        [one] Castle with { $tiles } mist tile around
       *[other] Castle with { $tiles } mist tiles around
    }
event-cemetery = Cemetery
event-field = { $cities ->
        [one] Field touching { $cities } completed city
       *[other] Field touching { $cities } completed cities
    }
event-ghosts = { $ghosts ->
        [one] { $ghosts } ghost on meeples
       *[other] { $ghosts } ghosts on meeples
    }
event-other = { $kind }
event-completed = { $what } completed: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } to { $players }
event-end = { $what } at game end: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } to { $players }
event-ghost-cost = { $what } at game end: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } for { $players }
event-nobody-completed = { $what } completed: no meeple on it
event-nobody-end = { $what } at game end: no meeple on it
event-keeper = Cemetery surrounded: { $players }'s keeper goes home, with a guard from the general supply if one is left
log-tile = { $player } placed tile { $tile }, turned { $rotation }°
# also: $kind (the feature's kind: city, road, field, monastery, castle, cemetery)
log-meeple = { $player } put a meeple on the { $feature }
# also: $kind
log-guard = { $player } put a guard on the { $feature }
# $from, $to: where the ghost came from and where it went, each with its preposition
log-ghost-move = { $player } moved a ghost { $from } { $to }
# a mist area's circles that are not the new tile's and have no label; also: $case
log-circles = { $circles ->
        [one] a spell circle
       *[other] the spell circles of a mist area
    }
# the third ghost on a meeple sends it home (G3); also: $kind
log-home = { $line }; { $owner }'s meeple receives its third ghost and goes home: its { $feature } is free again (G3)
log-skip = { $player } placed no meeple
log-skip-no-pieces = { $player } placed no meeple: no meeple or guard left
log-skip-no-meeple = { $player } placed no meeple: no meeple left
log-skip-no-free-feature = { $player } placed no meeple: no free feature on the tile
# a ghost move and the rule that made it (M3, S1…)
log-rule = { $line } ({ $rule })

## The text board (words/board-words.js): the board in words for a screen reader, cell by cell.
## North is up on the board; "the centre" is the first start tile's cell.

board-east = { $n } east
board-west = { $n } west
board-north = { $n } north
board-south = { $n } south
board-from-centre = { $where } of the centre
board-centre = The centre
board-rotation = { $rotation }°
# $what: what the cell holds (the sentences below), $where: where it is (board-from-centre)
board-at = { $where }: { $what }
board-cell-no-fit = Empty cell; the tile in hand cannot go here: { $why }.
board-legal-now = As it is turned now ({ $rotation }°), Enter places it.
board-legal-turn = As it is turned now ({ $rotation }°), it does not fit: R turns it.
board-tile = Tile { $tile }, turned { $rotation }°: { $features }.
# between two features of board-tile (French sets a space before “;”)
board-features-separator = { "; " }
board-feature-sides = { $label }, { $sides }
board-feature-shields = { $what }, { $n ->
        [one] a shield
       *[other] { $n } shields
    }
board-feature-circles = { $what }, { $n ->
        [one] a spell circle
       *[other] { $n } spell circles
    }
board-feature-circle = { $what }, circle { $label } { $ghosts ->
        [0] (empty)
       *[other] (holds a ghost)
    }
# $kind: the feature's kind (city, road, field, monastery, castle, cemetery), for the languages whose words depend on it
board-meeple = { $who }: a meeple on the { $feature }{ $ghosts ->
        [0] .
        [one] , with 1 ghost.
        [2] , with 2 ghosts: a third sends it home (G3).
       *[other] , with { $ghosts } ghosts.
    }
# $kind: as board-meeple's
board-guard = { $who }: a guard on the { $feature }.
board-cell-last = Placed last, by { $player }.
board-cell-last-tile = Placed last.
board-score = { $player }: { $points ->
        [one] 1 point
       *[other] { $points } points
    }, { $meeples ->
        [one] 1 meeple
       *[other] { $meeples } meeples
    } in supply{ $mist ->
        [yes] , { $guards ->
            [one] 1 guard
           *[other] { $guards } guards
        }, { $ghosts ->
            [0] no ghost on its meeples.
            [one] 1 ghost on its meeples.
           *[other] { $ghosts } ghosts on its meeples.
        }
       *[no] .
    }
board-tiles-left = { $n ->
        [0] No tile left.
        [one] 1 tile left, the one in hand.
       *[other] { $n } tiles left, the one in hand included.
    }
board-ghost-supply = Ghost supply: { $n } of 15.
# a choice of the moment, said with its number (the key that chooses it); $what: the choice in words, a sentence
board-choice = { $n }: { $what }
# a meeple spot of the tile just placed, as a button's name and the text board says it; $feature: the feature as a cell says it ("Road, east and west")
board-choice-meeple = { $feature }: a meeple.
board-choice-guard = { $feature }: a guard.
