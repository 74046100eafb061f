# Woorden die meerdere schermen gebruiken (zie en/common.ftl). Termen: docs/GLOSSARY.md.

## Gebieden, als woord in een zin

feature-city = stad
feature-road = weg
feature-field = weide
feature-monastery = klooster
feature-castle = spookslot
feature-cemetery = kerkhof
feature-mist = mist
feature-ruin = ruïne

## Gebieden, als label

feature-label-city = Stad
feature-label-road = Weg
feature-label-field = Weide
feature-label-monastery = Klooster
feature-label-castle = Spookslot
feature-label-cemetery = Kerkhof
feature-label-mist = Mist
feature-label-ruin = Ruïne
compass-points = N NO O ZO Z ZW W NW
compass-centre = midden

## Titels van de verplichtingen, per regel

title-S1 = Beperken met een spreukencirkeltegel
title-S2 = Nieuwe spreukencirkels
title-M3 = Uitbreiden
title-S3 = Meer spoken
title-S4 = Afsluiten met cirkels
title-M4 = Beperken
title-S5 = Beperken met cirkels

## Spelers

player-n = Speler { $n }

## Players named after a colour

player-colour-red = Rood
player-colour-blue = Blauw
player-colour-green = Groen
player-colour-yellow = Geel
player-colour-black = Zwart
player-colour-purple = Paars
player-colour-pink = Roze
player-colour-grey = Grijs
player-colour-orange = Oranje

## De bestanden van de pagina op dit apparaat (de service worker, ui/update-notice.js)

update-ready = Er staat een nieuwe versie van deze pagina klaar.
update-reload = Opnieuw laden
update-later = Later
