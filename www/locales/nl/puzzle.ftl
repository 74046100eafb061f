# The words of rule puzzles (docs/FORMATS.md, "Goals"): the embed's verdict (embed/puzzle.js) and
# the editor's goal card. Area "puzzle" of www/words/i18n.js, fetched only for a puzzle.

## Rule puzzles (embed/puzzle.js, and the editor's goal card)

puzzle-title = Puzzel
puzzle-try = Leg de tegel: de demonstrator zegt of je plaatsing het doel haalt, en waarom.
puzzle-met = Opgelost: deze plaatsing haalt het doel.
puzzle-not-met = Niet deze: deze plaatsing haalt het doel niet.
puzzle-again = Opnieuw proberen
puzzle-show-solution = Toon een oplossing
puzzle-mark-met = gehaald
puzzle-mark-unmet = niet gehaald
puzzle-all = Al deze voorwaarden
puzzle-any = Een van deze voorwaarden
puzzle-not = Niet dit
puzzle-line = { $what }: { $value } (het doel: { $range })
puzzle-line-fires = { $what }: { $fired ->
    [yes] ja
   *[no] nee
  }
puzzle-fires = regel { $rule } geldt
puzzle-filtered = { $name } ({ $filters })
puzzle-fact-banks-continued = mistbanken uitgebreid
puzzle-fact-banks-limited = mistbanken beperkt
puzzle-fact-banks-closed = mistbanken afgesloten
puzzle-fact-ghosts = spoken verplaatst
puzzle-fact-ghosts-unplaced = verschuldigde spoken die niet geplaatst zijn
puzzle-fact-ghosts-to-supply = cirkelspoken terug naar de voorraad
puzzle-fact-meeples-home = meeples teruggestuurd door een derde spook
puzzle-fact-completed = gebieden afgebouwd
puzzle-fact-points = punten gescoord
puzzle-fact-supply-end = spoken in de voorraad aan het eind van de beurt
puzzle-to-own = naar je eigen meeples
puzzle-to-others = naar meeples van andere spelers
puzzle-to-circle = in spreukencirkels
puzzle-from-supply = uit de voorraad
puzzle-from-circles = uit spreukencirkels
puzzle-from-around = van de tegels rondom
puzzle-range-min = minstens { $n }
puzzle-range-max = hoogstens { $n }
puzzle-range-exact = precies { $n }
puzzle-range-between = { $min } tot { $max }
# a puzzle over the ghost payment (goal `choose: ghosts`): the tile is placed, ghosts are still to be paid
puzzle-pay = Kies nu waar de spoken heen gaan: het doel wordt beoordeeld zodra ze allemaal betaald zijn.
