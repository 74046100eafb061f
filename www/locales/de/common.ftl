# Wörter mehrerer Ansichten (siehe en/common.ftl). Begriffe: docs/GLOSSARY.md.

## Gebiete, als Wort im Satz

feature-city = Stadt
feature-road = Straße
feature-field = Wiese
feature-monastery = Kloster
feature-castle = Schloss
feature-cemetery = Friedhof
feature-mist = Nebel
feature-ruin = Ruine

## Gebiete, als Beschriftung

feature-label-city = Stadt
feature-label-road = Straße
feature-label-field = Wiese
feature-label-monastery = Kloster
feature-label-castle = Schloss
feature-label-cemetery = Friedhof
feature-label-mist = Nebel
feature-label-ruin = Ruine
compass-points = N NO O SO S SW W NW
compass-centre = Mitte

## Titel der Pflichten, nach Regel

title-S1 = Begrenzen mit einem Zauberkreisplättchen
title-S2 = Neue Zauberkreise
title-M3 = Erweitern
title-S3 = Mehr Geister
title-S4 = Abschließen mit Kreisen
title-M4 = Begrenzen
title-S5 = Begrenzen mit Kreisen

## Spieler

player-n = Spieler { $n }

## Players named after a colour

player-colour-red = Rot
player-colour-blue = Blau
player-colour-green = Grün
player-colour-yellow = Gelb
player-colour-black = Schwarz
player-colour-purple = Lila
player-colour-pink = Pink
player-colour-grey = Grau
player-colour-orange = Orange

## Die Dateien der Seite auf diesem Gerät (der Service Worker, ui/update-notice.js)

update-ready = Eine neue Version dieser Seite ist bereit.
update-reload = Neu laden
update-later = Später
