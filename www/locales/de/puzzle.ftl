# The words of rule puzzles (docs/FORMATS.md, "Goals"): the embed's verdict (embed/puzzle.js) and
# the editor's goal card. Area "puzzle" of www/words/i18n.js, fetched only for a puzzle.

## Rule puzzles (embed/puzzle.js, and the editor's goal card)

puzzle-title = Rätsel
puzzle-try = Lege das Plättchen: Der Demonstrator sagt, ob deine Platzierung das Ziel erreicht, und warum.
puzzle-met = Gelöst: Diese Platzierung erreicht das Ziel.
puzzle-not-met = Diese nicht: Diese Platzierung erreicht das Ziel nicht.
puzzle-again = Noch einmal
puzzle-show-solution = Eine Lösung zeigen
puzzle-mark-met = erfüllt
puzzle-mark-unmet = nicht erfüllt
puzzle-all = Alle diese Bedingungen
puzzle-any = Eine dieser Bedingungen
puzzle-not = Nicht dies
puzzle-line = { $what }: { $value } (das Ziel: { $range })
puzzle-line-fires = { $what }: { $fired ->
    [yes] ja
   *[no] nein
  }
puzzle-fires = Regel { $rule } greift
puzzle-filtered = { $name } ({ $filters })
puzzle-fact-banks-continued = erweiterte Nebelgebiete
puzzle-fact-banks-limited = begrenzte Nebelgebiete
puzzle-fact-banks-closed = abgeschlossene Nebelgebiete
puzzle-fact-ghosts = bewegte Geister
puzzle-fact-ghosts-unplaced = geschuldete, aber nicht gesetzte Geister
puzzle-fact-ghosts-to-supply = Kreisgeister zurück in den Vorrat
puzzle-fact-meeples-home = von einem dritten Geist heimgeschickte Meeples
puzzle-fact-completed = fertiggestellte Gebiete
puzzle-fact-points = erzielte Punkte
puzzle-fact-supply-end = Geister im Vorrat am Ende des Zuges
puzzle-to-own = zu deinen Meeples
puzzle-to-others = zu Meeples anderer Spieler
puzzle-to-circle = in Zauberkreise
puzzle-from-supply = aus dem Vorrat
puzzle-from-circles = aus Zauberkreisen
puzzle-from-around = von den Plättchen ringsum
puzzle-range-min = mindestens { $n }
puzzle-range-max = höchstens { $n }
puzzle-range-exact = genau { $n }
puzzle-range-between = { $min } bis { $max }
# a puzzle over the ghost payment (goal `choose: ghosts`): the tile is placed, ghosts are still to be paid
puzzle-pay = Wähle jetzt, wohin die Geister gehen: Das Ziel wird beurteilt, sobald alle bezahlt sind.
