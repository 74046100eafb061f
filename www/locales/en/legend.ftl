# The legend (www/ui/mist-view.js), fetched when it is first opened. Area "legend" of www/words/i18n.js.

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
