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

## De markeringen over de tegels (zie en/legend.ftl)

legend-marks-title = Markeringen op het speelveld
legend-mark-fits = Een geel kader: de tegel in de hand past op dit vak zoals hij nu gedraaid is
legend-mark-turned = Een vaag gestippeld kader: de tegel past op dit vak als hij anders gedraaid is (R draait hem)
legend-mark-refused = Een gestippeld rood kader rond de tegel in de hand: hij past daar niet (de aanwijzing zegt waarom)
legend-mark-last = Een tegel met een kader in de kleur van een speler: diens laatste zet (Wat er net gebeurde)
legend-mark-spot = Een gestippelde ring met een vage meeple: een plek voor je meeple (of bewakingsmeeple) op de nieuwe tegel
legend-mark-others = Een oranje pijl: een spook gaat naar de meeple van een andere speler
legend-mark-own = Een rode pijl: een spook gaat naar een van je eigen meeples
legend-mark-draw = Een paarse pijl: een spreukencirkel trekt een spook aan
legend-mark-meepleNumber = Een getal in de kleur van een speler naast een meeple: de meeple die de uitkomst noemt (‘Rood 2’)
legend-mark-circleNumber = Een getal op een paarse schijf: de spreukencirkel die de uitkomst noemt (‘cirkel 1’)
legend-mark-bankLetter = Een letter aan de rand van de nieuwe tegel: de mistbank die de uitkomst noemt (‘Mistbank A’)
