# Les mots du démonstrateur intégré (voir en/embed.ftl).

embed-page-title = Démonstrateur des règles du brouillard (Carcassonne)
embed-loading = Chargement…
embed-error-title = Ce démonstrateur ne peut pas être affiché
embed-what-game = Partie enregistrée
embed-board = Plateau

## Étapes

embed-start-of = { $total ->
    [one] Départ · 1 étape
   *[other] Départ · { $total } étapes
  }
embed-step-of = Étape { $n } / { $total }
embed-edit-copy = Modifier une copie dans l’éditeur de scénarios
embed-no-steps = Aucune étape
embed-back = Une étape en arrière
embed-next = Jouer l’étape suivante
embed-reset = Revenir à l’exemple
embed-your-moves = Vos coups : { $n }
embed-rotate = Tourner la tuile d’un quart de tour (R)
embed-hand = Tuile en main : { $id }
embed-no-hand = Aucune tuile en main
embed-at-start = La position de départ. Appuyez sur ▶ pour jouer l’étape 1.
embed-at-start-no-steps = La position de départ.
embed-end = Fin de l’exemple.
embed-live-title = Table en ligne en direct
embed-live-next = En direct : le prochain coup s’affiche ici dès qu’il est joué.
embed-live-over = La partie est terminée.

## État

embed-phase-place = { $name } : posez la tuile
embed-phase-ghosts = { $name } : déplacez les fantômes dus
embed-phase-meeple = { $name } : posez un meeple sur la nouvelle tuile, ou aucun
embed-phase-over = La partie est finie
embed-legal-count = { $n ->
    [one] La tuile peut aller sur 1 case en surbrillance.
   *[other] La tuile peut aller sur { $n } cases en surbrillance.
  }
embed-legal-none = La tuile en main ne va nulle part (B2).
embed-hover-hint = Pointez ou touchez une case en surbrillance pour voir ce que ferait la pose.

## La pose montrée

embed-outcome-title = Poser { $tile }, tournée de { $r }°
embed-next-step-placement = C’est l’étape suivante.
embed-place-here = Poser la tuile ici

## Les touches du plateau (embed/cursor.js), lues à voix haute

embed-board-keys = Plateau : les flèches déplacent le curseur, N et Maj+N vont à la case suivante ou précédente où la tuile se pose, R tourne la tuile, Entrée la pose, 1 à 9 choisissent un meeple ou un déplacement de fantôme
embed-key-turned = Tournée de { $rotation }°.
embed-key-choices = Touches : { $choices }.
embed-key-phase = { $phase }. { $more }
embed-key-choice = { $n } pour { $what }

## Ce qu’a fait une étape

embed-happened = Ce qu’a fait l’étape { $n }
embed-happened-free = Ce qu’a fait votre coup
embed-next-is = Ensuite : { $what }
embed-refused = Refusé : { $msg }
embed-still-owed = Encore dû : { $text }
embed-times = { $text } × { $n }
embed-forced = { $line } (forcé : le seul coup possible)

## Choix

embed-choose-ghost = Où va le fantôme ?
embed-choose-meeple = Poser un meeple ?
embed-no-meeple = Aucun meeple
embed-guard-on = { $feature } (Sentinelle)
embed-meeple-of = { $name } { $n } ({ $feature })
embed-circle-at = cercle { $n }

## Joueurs

embed-ghosts-on-meeples = { $n ->
    [one] { $n } fantôme sur les meeples
   *[other] { $n } fantômes sur les meeples
  }
embed-meeples-left = { $n ->
    [one] { $n } meeple
   *[other] { $n } meeples
  }
embed-guards-left = { $n ->
    [one] { $n } Sentinelle
   *[other] { $n } Sentinelles
  }
embed-points = { $n ->
    [one] { $n } pt
   *[other] { $n } pts
  }
embed-supply = Réserve de fantômes : { $n }
embed-rule-title = { $id } : { $title }

## Avis sur le plateau

embed-bad-option = Option { $name }={ $value } ignorée : { $why }
embed-show-format = écrivez-la x,y ou x,y,rotation
embed-step-range = les étapes vont de 0 à { $max }
embed-step-failed = L’étape { $n } ne peut pas être jouée : { $msg }
embed-not-legal = Impossible de montrer la pose ({ $x }, { $y }, { $r }°) : { $why }
