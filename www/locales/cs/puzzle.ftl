# The words of rule puzzles (docs/FORMATS.md, "Goals"): the embed's verdict (embed/puzzle.js) and
# the editor's goal card. Area "puzzle" of www/words/i18n.js, fetched only for a puzzle.

## Rule puzzles (embed/puzzle.js, and the editor's goal card)

puzzle-title = Hádanka
puzzle-try = Přilož kartičku: ukázka řekne, zda tvé přiložení splňuje cíl, a proč.
puzzle-met = Vyřešeno: toto přiložení splňuje cíl.
puzzle-not-met = Tohle ne: toto přiložení cíl nesplňuje.
puzzle-again = Zkusit znovu
puzzle-show-solution = Ukázat řešení
puzzle-mark-met = splněno
puzzle-mark-unmet = nesplněno
puzzle-all = Všechny tyto podmínky
puzzle-any = Jedna z těchto podmínek
puzzle-not = Tohle ne
puzzle-line = { $what }: { $value } (cíl: { $range })
puzzle-line-fires = { $what }: { $fired ->
    [yes] ano
   *[no] ne
  }
puzzle-fires = platí pravidlo { $rule }
puzzle-filtered = { $name } ({ $filters })
puzzle-fact-banks-continued = rozšířené oblasti mlhy
puzzle-fact-banks-limited = rozptýlené oblasti mlhy
puzzle-fact-banks-closed = dokončené oblasti mlhy
puzzle-fact-ghosts = přesunutí duchové
puzzle-fact-ghosts-unplaced = dlužní duchové, kteří nebyli umístěni
puzzle-fact-ghosts-to-supply = duchové z kruhů vrácení do banku
puzzle-fact-meeples-home = družiníci vrácení třetím duchem
puzzle-fact-completed = dokončená území
puzzle-fact-points = získané body
puzzle-fact-supply-end = duchové v banku na konci tahu
puzzle-to-own = k tvým družiníkům
puzzle-to-others = k družiníkům jiných hráčů
puzzle-to-circle = do kouzelných kruhů
puzzle-from-supply = z banku
puzzle-from-circles = z kouzelných kruhů
puzzle-from-around = z okolních kartiček
puzzle-range-min = aspoň { $n }
puzzle-range-max = nejvýš { $n }
puzzle-range-exact = přesně { $n }
puzzle-range-between = { $min } až { $max }
# a puzzle over the ghost payment (goal `choose: ghosts`): the tile is placed, ghosts are still to be paid
puzzle-pay = Teď vyber, kam půjdou duchové: cíl se posoudí, až budou všichni zaplaceni.
