# La légende (voir en/legend.ftl).

legend-close = Fermer
legend-small-note = (en petit zoom : à droite)
legend-mist = Brouillard : une zone pâle au bord en pointillés
legend-side = Côté avec brouillard : une bande pâle festonnée au bord de la tuile ; un côté sans elle est sans brouillard (ici le côté avec brouillard touche un côté sans : limité)
legend-circle = Cercle ensorcelé vide : un anneau violet, sombre à l’intérieur
legend-circleGhost = Cercle ensorcelé avec un fantôme : un anneau clair, le fantôme dedans, le nombre dans la pastille
legend-ghost = Fantôme
legend-meeple = Meeple (à la couleur de son joueur), ici portant 2 fantômes
legend-guard = Sentinelle : un meeple plus grand, au casque pointu et au bouclier
legend-castle = Château
legend-cemetery = Cimetière
legend-bank = Pointer le brouillard entoure tout son banc et en dit la taille et l’état

## Les marques dessinées sur les tuiles (voir en/legend.ftl)

legend-marks-title = Marques sur le plateau
legend-mark-fits = Un cadre jaune : la tuile en main va sur cette case tournée comme maintenant
legend-mark-turned = Un cadre pâle en pointillés : la tuile va sur cette case tournée autrement (R la tourne)
legend-mark-refused = Un cadre rouge en pointillés autour de la tuile en main : elle ne va pas là (l’aide dit pourquoi)
legend-mark-last = Une tuile encadrée de la couleur d’un joueur : son dernier coup (Ce qui vient de se passer)
legend-mark-spot = Un anneau en pointillés avec un meeple pâle : un emplacement pour votre meeple (ou Sentinelle) sur la nouvelle tuile
legend-mark-others = Une flèche orange : un fantôme va sur le meeple d’un autre joueur
legend-mark-own = Une flèche rouge : un fantôme va sur l’un de vos meeples
legend-mark-draw = Une flèche violette : un cercle ensorcelé attire un fantôme
legend-mark-meepleNumber = Un numéro à la couleur d’un joueur à côté d’un meeple : le meeple que nomme le résultat (« Rouge 2 »)
legend-mark-circleNumber = Un numéro sur un disque violet : le cercle ensorcelé que nomme le résultat (« cercle 1 »)
legend-mark-bankLetter = Une lettre au bord de la nouvelle tuile : le banc de brouillard que nomme le résultat (« Banc A »)
