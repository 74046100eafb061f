# The words of rule puzzles (docs/FORMATS.md, "Goals"): the embed's verdict (embed/puzzle.js) and
# the editor's goal card. Area "puzzle" of www/words/i18n.js, fetched only for a puzzle.

## Rule puzzles (embed/puzzle.js, and the editor's goal card)

puzzle-title = Énigme
puzzle-try = Posez la tuile : le démonstrateur dit si votre pose atteint le but, et pourquoi.
puzzle-met = Résolu : cette pose atteint le but.
puzzle-not-met = Pas celle-ci : cette pose n’atteint pas le but.
puzzle-again = Réessayer
puzzle-show-solution = Montrer une solution
puzzle-mark-met = atteint
puzzle-mark-unmet = non atteint
puzzle-all = Toutes ces conditions
puzzle-any = Une de ces conditions
puzzle-not = Pas ceci
puzzle-line = { $what } : { $value } (le but : { $range })
puzzle-line-fires = { $what } : { $fired ->
    [yes] oui
   *[no] non
  }
puzzle-fires = la règle { $rule } s’applique
puzzle-filtered = { $name } ({ $filters })
puzzle-fact-banks-continued = bancs de brouillard prolongés
puzzle-fact-banks-limited = bancs de brouillard limités
puzzle-fact-banks-closed = bancs de brouillard achevés
puzzle-fact-ghosts = fantômes déplacés
puzzle-fact-ghosts-unplaced = fantômes dus mais non placés
puzzle-fact-ghosts-to-supply = fantômes de cercles rendus à la réserve
puzzle-fact-meeples-home = meeples rentrés avec un troisième fantôme
puzzle-fact-completed = zones achevées
puzzle-fact-points = points marqués
puzzle-fact-supply-end = fantômes dans la réserve à la fin du tour
puzzle-to-own = vers vos meeples
puzzle-to-others = vers les meeples des autres joueurs
puzzle-to-circle = dans des cercles magiques
puzzle-from-supply = depuis la réserve
puzzle-from-circles = depuis des cercles magiques
puzzle-from-around = depuis les tuiles autour
puzzle-range-min = au moins { $n }
puzzle-range-max = au plus { $n }
puzzle-range-exact = exactement { $n }
puzzle-range-between = de { $min } à { $max }
# a puzzle over the ghost payment (goal `choose: ghosts`): the tile is placed, ghosts are still to be paid
puzzle-pay = Choisissez maintenant où vont les fantômes : le but est jugé une fois qu’ils sont tous payés.
