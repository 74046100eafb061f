# The pictures' words in this language (see en/picture.ftl for what each says).

## The embed's buttons

picture-label = Bild:
picture-svg = SVG
picture-png = PNG
picture-png2 = PNG 2×
picture-text = Text des Ergebnisses
picture-legend = Legende
picture-help = Laden Sie ein Bild dieses Spielfelds herunter, um es in ein Wiki hochzuladen; es verlinkt hierher zurück.
picture-failed = Kein Bild: { $why }

## In the picture

picture-legend-others = ein Geist für den Meeple eines anderen Spielers
picture-legend-own = ein Geist für Ihren eigenen Meeple
picture-legend-draw = ein Geist, den ein Zauberkreis anzieht
picture-legend-shown = das Plättchen in der Hand, angelegt gezeigt
picture-link = Live ausprobieren: { $url }

## What stops a picture

picture-step-failed = Schritt { $n } des Szenarios kann nicht gespielt werden: { $why }
picture-step-range = { $total ->
    [one] Es gibt keinen Schritt { $n }: dieses Szenario hat 1 Schritt.
   *[other] Es gibt keinen Schritt { $n }: dieses Szenario hat { $total } Schritte.
  }
picture-show-phase = Das Plättchen in der Hand kann nur dann angelegt gezeigt werden, wenn ein Plättchen anzulegen ist.
picture-show-illegal = Das Plättchen in der Hand passt nicht auf ({ $x }, { $y }), um { $r }° gedreht: { $why }
