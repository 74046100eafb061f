# De legenda (zie en/legend.ftl).

legend-close = Sluiten
legend-small-note = (klein ingezoomd: rechts)
legend-mist = Mist: een licht vlak met een gestippelde rand
legend-side = Zijde met mist: een lichte gegolfde band aan de rand van de tegel; een zijde zonder is vrij (hier raakt de zijde met mist een zijde zonder: beperkt)
legend-circle = Spreukencirkel, leeg: een paarse ring, donker vanbinnen
legend-circleGhost = Spreukencirkel met een spook: een heldere ring met het spook erin, het aantal in het rondje
legend-ghost = Spook
legend-meeple = Meeple (in de kleur van zijn speler), hier met 2 spoken
legend-guard = Bewakingsmeeple: een hogere meeple met een puntige helm en een schild
legend-castle = Spookslot
legend-cemetery = Kerkhof
legend-bank = Wijzen naar mist omlijnt de hele mistbank en vertelt grootte en staat
