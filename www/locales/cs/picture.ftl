# The pictures' words in this language (see en/picture.ftl for what each says).

## The embed's buttons

picture-label = Obrázek:
picture-svg = SVG
picture-png = PNG
picture-png2 = PNG 2×
picture-text = text výsledku
picture-legend = legenda
picture-help = Stáhněte si obrázek této hrací plochy a nahrajte ho na wiki; odkazuje zpět sem.
picture-failed = Žádný obrázek: { $why }

## In the picture

picture-legend-others = duch pro družiníka jiného hráče
picture-legend-own = duch pro vašeho vlastního družiníka
picture-legend-draw = duch nasátý do kouzelného kruhu
picture-legend-shown = kartička v ruce, ukázaná přiložená
picture-link = Vyzkoušejte naživo: { $url }

## What stops a picture

picture-step-failed = Krok { $n } scénáře nelze zahrát: { $why }
picture-step-range = { $total ->
    [one] Krok { $n } neexistuje: tento scénář má 1 krok.
    [few] Krok { $n } neexistuje: tento scénář má { $total } kroky.
    [many] Krok { $n } neexistuje: tento scénář má { $total } kroku.
   *[other] Krok { $n } neexistuje: tento scénář má { $total } kroků.
  }
picture-show-phase = Kartičku v ruce lze ukázat přiloženou, jen když se má přikládat kartička.
picture-show-illegal = Kartička v ruce nepasuje na ({ $x }, { $y }) otočená o { $r }°: { $why }
