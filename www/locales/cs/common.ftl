# Slova, která používá více pohledů (viz en/common.ftl). Termíny: docs/GLOSSARY.md.

## Území, jako slovo ve větě

feature-city = město
feature-road = cesta
feature-field = louka
feature-monastery = klášter
feature-castle = zámek
feature-cemetery = hřbitov
feature-mist = mlha

## Území, jako popisek

feature-label-city = Město
feature-label-road = Cesta
feature-label-field = Louka
feature-label-monastery = Klášter
feature-label-castle = Zámek
feature-label-cemetery = Hřbitov
feature-label-mist = Mlha
compass-points = S SV V JV J JZ Z SZ
compass-centre = střed

## Figurky

piece-meeple = družiník
piece-guard = strážný družiník
piece-ghost = duch

## Barvy

colour-red = Červený
colour-blue = Modrý
colour-green = Zelený
colour-yellow = Žlutý
colour-black = Černý
colour-purple = Fialový
colour-pink = Růžový
colour-grey = Šedý
colour-orange = Oranžový

## Hry

set-base = základní hra
set-gcc = 11. rozšíření Duchové, zámky a hřbitovy
set-sc = Kouzelné kruhy

## Názvy povinností, podle pravidla

title-S1 = Rozptýlení kartičkou s kruhy
title-S2 = Nové kouzelné kruhy
title-M3 = Mlha houstne
title-S3 = Více duchů
title-S4 = Dokončení s kruhy
title-M4 = Rozptýlení mlhy
title-S5 = Rozptýlení s kruhy

## Hráči

player-n = Hráč { $n }
