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

## The marks drawn over the tiles (render/scene.js drawLegendMark), one row each

legend-marks-title = Marks on the board
legend-mark-fits = A yellow frame: the tile in hand fits this cell as it is turned now
legend-mark-turned = A faint dashed frame: the tile fits this cell turned another way (R turns it)
legend-mark-refused = A dashed red frame around the tile in hand: it does not fit there (the hint says why)
legend-mark-last = A tile framed in a player's colour: that player's last move (What just happened)
legend-mark-spot = A dashed ring with a faint meeple: a place for your meeple (or guard) on the new tile
legend-mark-others = An orange arrow: a ghost goes to another player's meeple
legend-mark-own = A red arrow: a ghost goes to one of your own meeples
legend-mark-draw = A violet arrow: a spell circle draws a ghost into it
legend-mark-meepleNumber = A number in a player's colour beside a meeple: the meeple the outcome names (“Red 2”)
legend-mark-circleNumber = A number on a violet disc: the spell circle the outcome names (“circle 1”)
legend-mark-bankLetter = A letter on the new tile's edge: the mist bank the outcome names (“Bank A”)
