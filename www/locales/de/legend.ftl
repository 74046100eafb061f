# Die Legende (siehe en/legend.ftl).

legend-close = Schließen
legend-small-note = (klein gezoomt: rechts)
legend-mist = Nebel: eine helle Fläche mit gestricheltem Rand
legend-side = Seite mit Nebel: ein helles gewelltes Band am Rand des Plättchens; eine Seite ohne es ist frei (hier trifft die Seite mit Nebel auf eine ohne: begrenzt)
legend-circle = Zauberkreis, leer: ein violetter Ring, innen dunkel
legend-circleGhost = Zauberkreis mit einem Geist: ein heller Ring mit dem Geist darin, die Anzahl im Abzeichen
legend-ghost = Geist
legend-meeple = Meeple (in der Farbe seines Spielers), hier mit 2 Geistern
legend-guard = Wächter: ein größerer Meeple mit spitzem Helm und Schild
legend-castle = Schloss
legend-cemetery = Friedhof
legend-bank = Zeigen auf Nebel umrandet sein ganzes Nebelgebiet und nennt Größe und Zustand

## Die Markierungen über den Plättchen (siehe en/legend.ftl)

legend-marks-title = Markierungen auf dem Spielfeld
legend-mark-fits = Ein gelber Rahmen: das Plättchen in der Hand passt so gedreht, wie es ist, auf dieses Feld
legend-mark-turned = Ein blasser gestrichelter Rahmen: das Plättchen passt anders gedreht auf dieses Feld (R dreht es)
legend-mark-refused = Ein gestrichelter roter Rahmen um das Plättchen in der Hand: es passt dort nicht (der Hinweis sagt, warum)
legend-mark-last = Ein Plättchen im Rahmen in der Farbe eines Spielers: sein letzter Zug (Was gerade geschah)
legend-mark-spot = Ein gestrichelter Ring mit einem blassen Meeple: ein Platz für deinen Meeple (oder Wächter) auf dem neuen Plättchen
legend-mark-others = Ein orangefarbener Pfeil: ein Geist geht auf den Meeple eines anderen Spielers
legend-mark-own = Ein roter Pfeil: ein Geist geht auf einen deiner eigenen Meeples
legend-mark-draw = Ein violetter Pfeil: ein Zauberkreis zieht einen Geist an
legend-mark-meepleNumber = Eine Zahl in der Farbe eines Spielers neben einem Meeple: der Meeple, den das Ergebnis nennt („Rot 2“)
legend-mark-circleNumber = Eine Zahl auf einer violetten Scheibe: der Zauberkreis, den das Ergebnis nennt („Kreis 1“)
legend-mark-bankLetter = Ein Buchstabe am Rand des neuen Plättchens: das Nebelgebiet, das das Ergebnis nennt („Nebelgebiet A“)
