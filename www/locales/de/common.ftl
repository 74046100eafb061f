# Wörter mehrerer Ansichten (siehe en/common.ftl). Begriffe: docs/GLOSSARY.md.

## Gebiete, als Wort im Satz

feature-city = Stadt
feature-road = Straße
feature-field = Wiese
feature-monastery = Kloster
feature-castle = Schloss
feature-cemetery = Friedhof
feature-mist = Nebel

## Gebiete, als Beschriftung

feature-label-city = Stadt
feature-label-road = Straße
feature-label-field = Wiese
feature-label-monastery = Kloster
feature-label-castle = Schloss
feature-label-cemetery = Friedhof
feature-label-mist = Nebel
compass-points = N NO O SO S SW W NW
compass-centre = Mitte

## Figuren

piece-meeple = Meeple
piece-guard = Wächter
piece-ghost = Geist

## Farben

colour-red = Rot
colour-blue = Blau
colour-green = Grün
colour-yellow = Gelb
colour-black = Schwarz
colour-purple = Lila
colour-pink = Pink
colour-grey = Grau
colour-orange = Orange

## Spiele

set-base = Grundspiel
set-gcc = Erw. 11 – Geister, Schlösser & Friedhöfe
set-sc = Die Zauberkreise

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
