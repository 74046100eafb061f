# Mots communs à plusieurs vues (voir en/common.ftl). Termes : docs/GLOSSARY.md.

## Zones, comme mot dans une phrase

feature-city = ville
feature-road = route
feature-field = pré
feature-monastery = abbaye
feature-castle = château
feature-cemetery = cimetière
feature-mist = brouillard
feature-ruin = ruine de château

## Zones, comme étiquette

feature-label-city = Ville
feature-label-road = Route
feature-label-field = Pré
feature-label-monastery = Abbaye
feature-label-castle = Château
feature-label-cemetery = Cimetière
feature-label-mist = Brouillard
feature-label-ruin = Ruine de château
compass-points = N NE E SE S SO O NO
compass-centre = centre

## Titres des obligations, par règle

title-S1 = Limiter avec une tuile à cercles
title-S2 = Nouveaux cercles ensorcelés
title-M3 = Prolonger
title-S3 = Encore des fantômes
title-S4 = Achever avec des cercles
title-M4 = Limiter
title-S5 = Limiter avec des cercles

## Joueurs

player-n = Joueur { $n }

## Players named after a colour

player-colour-red = Rouge
player-colour-blue = Bleu
player-colour-green = Vert
player-colour-yellow = Jaune
player-colour-black = Noir
player-colour-purple = Violet
player-colour-pink = Rose
player-colour-grey = Gris
player-colour-orange = Orange

## Les fichiers de la page sur cet appareil (le service worker, ui/update-notice.js)

update-ready = Une nouvelle version de cette page est prête.
update-reload = Recharger
update-later = Plus tard
