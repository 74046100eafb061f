# Slova, která používá více pohledů (viz en/common.ftl). Termíny: docs/GLOSSARY.md.

## Území, jako slovo ve větě

feature-city = město
feature-road = cesta
feature-field = louka
feature-monastery = klášter
feature-castle = zámek
feature-cemetery = hřbitov
feature-mist = mlha
feature-ruin = zřícenina

## Území, jako popisek

feature-label-city = Město
feature-label-road = Cesta
feature-label-field = Louka
feature-label-monastery = Klášter
feature-label-castle = Zámek
feature-label-cemetery = Hřbitov
feature-label-mist = Mlha
feature-label-ruin = Zřícenina
compass-points = S SV V JV J JZ Z SZ
compass-centre = střed

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

## Players named after a colour

player-colour-red = Červený
player-colour-blue = Modrý
player-colour-green = Zelený
player-colour-yellow = Žlutý
player-colour-black = Černý
player-colour-purple = Fialový
player-colour-pink = Růžový
player-colour-grey = Šedý
player-colour-orange = Oranžový

## Soubory stránky v tomto zařízení (service worker, ui/update-notice.js)

update-ready = Je připravena nová verze této stránky.
update-reload = Načíst znovu
update-later = Později
