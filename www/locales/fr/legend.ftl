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
