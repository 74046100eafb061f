# The pictures' words in this language (see en/picture.ftl for what each says).

## The embed's buttons

picture-label = Afbeelding:
picture-svg = SVG
picture-png = PNG
picture-png2 = PNG 2×
picture-text = tekst van de uitkomst
picture-legend = legenda
picture-help = Download een afbeelding van dit bord om op een wiki te zetten; ze linkt terug naar hier.
picture-failed = Geen afbeelding: { $why }

## In the picture

picture-legend-others = een spook voor de meeple van een andere speler
picture-legend-own = een spook voor je eigen meeple
picture-legend-draw = een spook dat een spreukencirkel aantrekt
picture-legend-shown = de tegel in de hand, aangelegd getoond
picture-link = Probeer het live: { $url }

## What stops a picture

picture-step-failed = Stap { $n } van het scenario kan niet gespeeld worden: { $why }
picture-step-range = { $total ->
    [one] Er is geen stap { $n }: dit scenario heeft 1 stap.
   *[other] Er is geen stap { $n }: dit scenario heeft { $total } stappen.
  }
picture-show-phase = De tegel in de hand kan alleen aangelegd getoond worden wanneer er een tegel aan te leggen is.
picture-show-illegal = De tegel in de hand past niet op ({ $x }, { $y }) gedraaid over { $r }°: { $why }
