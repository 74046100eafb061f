# The pictures' words in this language (see en/picture.ftl for what each says).

## The embed's buttons

picture-label = Image :
picture-svg = SVG
picture-png = PNG
picture-png2 = PNG 2×
picture-text = texte du résultat
picture-legend = légende
picture-help = Téléchargez une image de ce plateau à déposer sur un wiki ; elle renvoie ici.
picture-failed = Pas d’image : { $why }

## In the picture

picture-legend-others = un fantôme pour le meeple d’un autre joueur
picture-legend-own = un fantôme pour votre propre meeple
picture-legend-draw = un fantôme attiré dans un cercle ensorcelé
picture-legend-shown = la tuile en main, montrée posée
picture-link = Essayez en direct : { $url }

## What stops a picture

picture-step-failed = L’étape { $n } du scénario ne peut pas être jouée : { $why }
picture-step-range = { $total ->
    [one] Il n’y a pas d’étape { $n } : ce scénario a 1 étape.
   *[other] Il n’y a pas d’étape { $n } : ce scénario a { $total } étapes.
  }
picture-show-phase = La tuile en main ne peut être montrée posée que lorsqu’une tuile est à poser.
picture-show-illegal = La tuile en main ne va pas en ({ $x }, { $y }) tournée de { $r }° : { $why }
