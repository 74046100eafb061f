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
