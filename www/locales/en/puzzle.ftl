# The words of rule puzzles (docs/FORMATS.md, "Goals"): the embed's verdict (embed/puzzle.js) and
# the editor's goal card. Area "puzzle" of www/words/i18n.js, fetched only for a puzzle.

## Rule puzzles (embed/puzzle.js, and the editor's goal card): a scenario with a goal. $what: a puzzle-fact-… (with puzzle-filtered), $value: the count found, $range: a puzzle-range-…

puzzle-title = Puzzle
puzzle-try = Place the tile: the demonstrator says whether your placement meets the goal, and why.
puzzle-met = Solved: this placement meets the goal.
puzzle-not-met = Not this one: this placement does not meet the goal.
puzzle-again = Try again
puzzle-show-solution = Show a solution
puzzle-mark-met = met
puzzle-mark-unmet = not met
puzzle-all = All of these
puzzle-any = One of these
puzzle-not = Not this
puzzle-line = { $what }: { $value } (the goal: { $range })
# $fired: yes or no
puzzle-line-fires = { $what }: { $fired ->
    [yes] it does
   *[no] it does not
  }
puzzle-fires = rule { $rule } applies
# $name: a puzzle-fact-…, $filters: the rule id, puzzle-to-…, puzzle-from-…, a player's name, a feature's word
puzzle-filtered = { $name } ({ $filters })
puzzle-fact-banks-continued = mist banks continued
puzzle-fact-banks-limited = mist banks limited
puzzle-fact-banks-closed = mist banks closed
puzzle-fact-ghosts = ghosts moved
puzzle-fact-ghosts-unplaced = ghosts owed but not placed
puzzle-fact-ghosts-to-supply = circle ghosts back to the supply
puzzle-fact-meeples-home = meeples sent home by a third ghost
puzzle-fact-completed = features completed
puzzle-fact-points = points scored
puzzle-fact-supply-end = ghosts in the supply at the end of the turn
puzzle-to-own = to your meeples
puzzle-to-others = to other players' meeples
puzzle-to-circle = into spell circles
puzzle-from-supply = from the supply
puzzle-from-circles = from spell circles
puzzle-from-around = from the tiles around
puzzle-range-min = at least { $n }
puzzle-range-max = at most { $n }
puzzle-range-exact = exactly { $n }
puzzle-range-between = { $min } to { $max }
# a puzzle over the ghost payment (goal `choose: ghosts`): the tile is placed, ghosts are still to be paid
puzzle-pay = Now choose where the ghosts go: the goal is judged once they are all paid.
