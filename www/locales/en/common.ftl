# Words several views use: features, pieces, colours, sets, the obligations' rule titles.
# Area "common" of www/words/i18n.js; every language has every message (tests/unit/locales.test.mjs).

## Features, as a word inside a sentence ("the city of 3 tiles")

feature-city = city
feature-road = road
feature-field = field
feature-monastery = monastery
feature-castle = castle
feature-cemetery = cemetery
feature-mist = mist
feature-ruin = castle ruin

## Features as a label on their own ("Road · W–E", draw.js featureLabel)

feature-label-city = City
feature-label-road = Road
feature-label-field = Field
feature-label-monastery = Monastery
feature-label-castle = Castle
feature-label-cemetery = Cemetery
feature-label-mist = Mist
feature-label-ruin = Castle ruin
compass-points = N NE E SE S SW W NW
compass-centre = centre

## The obligations' titles, by rule (the outcome panel's and the ghost phase's lines)

title-S1 = Limit with a spell-circle tile
title-S2 = New spell circles
title-M3 = Continue
title-S3 = More ghosts
title-S4 = Close with circles
title-M4 = Limit
title-S5 = Limit with circles

## Players

player-n = Player { $n }

## Players named after a colour (GLOSSARY.md)

player-colour-red = Red
player-colour-blue = Blue
player-colour-green = Green
player-colour-yellow = Yellow
player-colour-black = Black
player-colour-purple = Purple
player-colour-pink = Pink
player-colour-grey = Grey
player-colour-orange = Orange

## The page's files on this device (the service worker, ui/update-notice.js)

update-ready = A new version of this page is ready.
update-reload = Reload
update-later = Later
