# Les mots de la page de jeu (www/index.html, page/*.js). Termes : docs/GLOSSARY.md.

## En-tête et menu

page-title = Carcassonne Mist
page-description =
    .content = Jouez à Carcassonne avec le brouillard de l’Ext. 11 et des Cercles Ensorcelés dans le navigateur : les fantômes de chaque pose sont prévus, expliqués et reliés à leur règle.
page-nav =
    .aria-label = Partie
page-language = Langue
page-language-box =
    .title = La langue de la page (la partie continue)
page-seed = Graine
page-seed-link =
    .title = Un lien vers une nouvelle partie avec cette graine, ces joueurs, ces ensembles de tuiles et ces variantes
page-position = Position
page-laid-out = disposée à la main
page-new-game = Nouvelle partie…
    .title = Commencer une nouvelle partie (joueurs, ensembles de tuiles, variantes, graine)
page-save = Enregistrer
    .title = Télécharger cette partie dans un fichier
page-load = Ouvrir…
    .title = Ouvrir une partie enregistrée
page-share = Lien de partage
    .title = Un lien qui ouvre cette position exacte dans un autre navigateur
page-rules = Règles
    .title = Les règles que suit cette page
page-about = À propos
    .title = Ce qu’est cette page, et d’où viennent ses tuiles
page-engine = moteur { $version }

## Le plateau

page-board-section =
    .aria-label = Plateau
page-board =
    .aria-label = { $touch ->
        [true] Le plateau : glissez pour le déplacer, pincez pour zoomer, touchez une case en surbrillance pour y poser la tuile
       *[other] Le plateau : glissez pour le déplacer, molette ou pincement pour zoomer, cliquez sur une case en surbrillance pour y poser la tuile
    }
page-board-help = Clavier : les flèches déplacent le curseur, R tourne la tuile, Entrée la pose sous le curseur, les chiffres choisissent un déplacement de fantôme ou une place de meeple, N ne pose aucun meeple, L va à la case suivante où la tuile se pose, F ajuste le plateau, plus et moins zooment, Ctrl+Z annule, Ctrl+Y rétablit. B active le plateau en texte, qui dit ce que contient chaque case. Avec 10 choix ou plus, tapez le numéro d’un choix chiffre par chiffre (1 puis 0 pour le dixième), Entrée quand un numéro plus long pourrait suivre ; Tab atteint aussi le bouton de chaque choix dans le panneau.
page-zoom-in =
    .title = Zoomer (+)
    .aria-label = Zoomer
page-zoom-out =
    .title = Dézoomer (−)
    .aria-label = Dézoomer
page-fit = Ajuster
    .title = Ajuster le plateau (F)
page-legend = Légende
    .title = Ce que montre le plateau : brouillard, cercles ensorcelés, fantômes, pions

## Le panneau

page-panel =
    .aria-label = Panneau de jeu
page-loading = Chargement du moteur…
page-engine-failed = Le moteur n’a pas pu être chargé.
page-fold = ▾ Moins
    .title = Replier le panneau sur sa première ligne, ou le rouvrir
page-unfold = ▴ Plus
page-hand-card =
    .aria-label = Tuile en main
page-hand =
    .aria-label = La tuile en main
page-rotate = ⟳ Tourner
page-rotate-button =
    .title = Tourner la tuile (R, ou clic molette sur le plateau)
page-undo = ↶ Annuler
    .title = Annuler (Ctrl+Z)
page-redo = ↷ Rétablir
    .title = Rétablir (Ctrl+Y)
page-ghost-moves =
    .aria-label = Déplacements de fantômes
page-meeple-spots =
    .aria-label = Places de meeple
page-skip = Aucun meeple
page-show-final = Scores finaux
page-players = Joueurs
page-scoring = Décompte
page-nothing-scored = Aucun point marqué pour l’instant.
page-your-games = Vos parties
page-games-blurb = Chaque partie jouée est gardée dans ce navigateur, la dernière jouée en premier. Ouvrir un lien y ajoute sa partie ; il n’en remplace jamais une.
page-turn-log = Journal des tours

## Ligne d’état

page-status-place = { $player } : posez la tuile
page-status-ghosts = { $player } : déplacez les fantômes ({ $owed } encore { $owed ->
        [one] dû
       *[other] dus
    })
page-status-meeple = { $player } : posez un meeple sur la tuile, ou aucun
page-status-no-meeple = { $player } : aucun meeple ne peut aller ici — { $touch ->
        [true] touchez
       *[other] cliquez sur
    } Aucun meeple
page-status-over = { $n ->
        [one] Partie terminée — { $players } gagne avec { $points } points
       *[other] Partie terminée — { $players } sont à égalité avec { $points } points
    }

## Tuile en main

page-hand-tile = Tuile { $tile } · { $rotation }°
page-no-tiles-left = Plus de tuiles
page-tile-placed = Tuile posée
page-tiles-left = Tuiles restantes : { $n }
page-set-left = { $set } { $n }
page-set-base = Base
page-set-gcc = Ext. 11
page-set-sc = Cercles Ensorcelés

## Carte d’action

page-action-place = Ce que fait cette pose
page-action-ghosts = Fantômes à déplacer
page-action-meeple = Meeple
page-action-over = La partie est terminée

## Joueurs

page-meeples-in-supply = { $n ->
        [one] { $n } meeple en réserve
       *[other] { $n } meeples en réserve
    }
page-guards-in-supply = { $n ->
        [one] { $n } Sentinelle en réserve
       *[other] { $n } Sentinelles en réserve
    }
page-guards-in-supply-general = { $n ->
        [one] { $n } Sentinelle en réserve ; { $more } de plus dans la réserve générale des Sentinelles (K2)
       *[other] { $n } Sentinelles en réserve ; { $more } de plus dans la réserve générale des Sentinelles (K2)
    }
page-ghosts-on-meeples = { $n ->
        [one] { $n } fantôme sur les meeples de { $player } (−1 point chacun à la fin, G6)
       *[other] { $n } fantômes sur les meeples de { $player } (−1 point chacun à la fin, G6)
    }
page-points = { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
page-ghost-supply = Réserve de fantômes : { $n } sur 15

## Phase des fantômes

page-ghosts-owed = { $n ->
        [one] { $n } fantôme encore dû
       *[other] { $n } fantômes encore dus
    }
page-obligation-left =
    .title = { $left } sur { $owed } encore à déplacer
page-then = Puis : { $text }
page-ghost-help-selected = Depuis { $from } : { $touch ->
        [true] touchez
       *[other] cliquez sur
    } maintenant sa destination (ou de nouveau sur la source pour en choisir une autre).
page-ghost-help-sources = { $touch ->
        [true] Touchez
       *[other] Cliquez sur
    } l’endroit d’où vient un fantôme (en surbrillance sur le plateau), puis sa destination — ou choisissez un déplacement ci-dessous.
page-ghost-help-one-target = { $touch ->
        [true] Touchez
       *[other] Cliquez sur
    } l’endroit d’où vient le fantôme (en surbrillance sur le plateau), ou choisissez un déplacement ci-dessous.
page-ghost-help-circle = { $touch ->
        [true] Touchez
       *[other] Cliquez sur
    } un cercle ensorcelé en surbrillance sur le plateau, ou choisissez un déplacement ci-dessous.
page-ghost-help-meeple = { $touch ->
        [true] Touchez
       *[other] Cliquez sur
    } un meeple en surbrillance sur le plateau, ou choisissez un déplacement ci-dessous.
page-first-choose-source = Choisissez d’abord d’où vient le fantôme (une source en surbrillance), puis où il va

## Phase du meeple

page-put-meeple =
    .title = Poser un meeple : { $feature }
page-put-guard =
    .title = Poser une Sentinelle : { $feature }
page-guard-spot = { $feature } (Sentinelle)
page-no-free-feature = Aucune zone libre sur cette tuile.
page-no-meeple-left = Plus aucun meeple.

## Aide de la tuile en main

page-fits-only-turned = La tuile ne va sur cette case que tournée de { $rotations } : { $touch ->
        [true] touchez de nouveau la case
       *[other] appuyez sur R (ou cliquez sur la case)
    } pour la tourner.
page-not-here = Pas sur cette case : { $why }.
page-no-fit = elle ne s’y adapte pas
page-point-at-cell = { $touch ->
        [true] Touchez une case en surbrillance pour voir ce que ferait la tuile posée là ; touchez-la de nouveau pour la poser.
       *[other] Pointez une case en surbrillance (ou déplacez le curseur avec les flèches) pour voir ce que ferait la tuile posée là.
    }
page-fits-nowhere = { $touch ->
        [true] Cette orientation ne va nulle part : tournez la tuile (⟳ Tourner).
       *[other] Cette orientation ne va nulle part : tournez la tuile (R).
    }

## Ligne d’aide sous le plateau

page-hint-place-here = { $touch ->
        [true] Touchez de nouveau pour poser la tuile ici · ⟳ Tourner la tourne
       *[other] Cliquez pour poser la tuile ici · clic molette ou R la tourne
    }
page-hint-fits-turned = { $touch ->
        [true] Elle va ici tournée : touchez de nouveau pour la tourner
       *[other] Elle va ici tournée : cliquez (ou appuyez sur R) pour la tourner
    }
page-hint-enter = Entrée pose la tuile sur la case marquée
page-hint-no-fit-cursor = La tuile ne va pas sur la case marquée dans cette orientation
page-hint-rotate = Cette orientation ne va nulle part : tournez la tuile (R)
page-hint-meeple = { $touch ->
        [true] Touchez un anneau de la nouvelle tuile pour y poser un meeple (ou une Sentinelle), ou Aucun meeple
       *[other] Cliquez sur un anneau de la nouvelle tuile pour y poser un meeple (ou une Sentinelle), ou appuyez sur N pour aucun
    }
page-hint-ghost-source = { $touch ->
        [true] Touchez l’endroit d’où vient le fantôme
       *[other] Cliquez sur l’endroit d’où vient le fantôme
    }
page-hint-ghost-source-target = { $touch ->
        [true] Touchez l’endroit d’où vient un fantôme, puis sa destination
       *[other] Cliquez sur l’endroit d’où vient un fantôme, puis sur sa destination
    }
page-hint-ghost-target = { $touch ->
        [true] Touchez une cible en surbrillance pour y déplacer le fantôme
       *[other] Cliquez sur une cible en surbrillance pour y déplacer le fantôme
    }

## Erreurs et avis de la page

page-computers-turn = C’est au tour de l’ordinateur : attendez son coup (ou annulez).
page-moves-title = Ce qui vient de se passer
page-replay-move = Revoir le coup
page-turn-computer = { $seat } joue pour { $player } : le plateau ne répond pas aux clics tant que son coup n’est pas joué.
page-turn-computer-paused = { $seat } joue pour { $player }, en pause : appuyez sur Reprendre pour continuer. Le plateau ne répond pas aux clics en attendant.
page-nothing-to-undo = Rien à annuler.
page-nothing-to-redo = Rien à rétablir.
page-cannot-load-engine = Impossible de charger ../pkg/carcassonne_mist.js (lancez d’abord « make build ») : { $error }
page-cannot-start = Impossible de commencer cette partie : { $error }
page-share-link-bad = Ce lien de partage ne peut pas être ouvert, et rien n’a changé : { $error }
page-share-link-not-base64url = le lien est abîmé (ce n’est pas du base64url)
page-share-link-cannot-unpack = le lien est abîmé (il ne peut pas être décompressé) ; demandez-le à nouveau
page-share-link-too-large = ce lien contient plus de 1 Mio de partie, plus qu’aucune partie n’en demande : il est peut-être abîmé ou n’est pas un lien de cette page
page-cannot-load-file = Impossible d’ouvrir { $file } : { $error }
page-file-too-big = le fichier fait plus de 1 Mio, plus que n’en demande une partie
page-file-not-text = le fichier n’est pas du texte en UTF-8, comme l’est une partie enregistrée : rien n’a été lu
page-file-is-backup = ce fichier est une sauvegarde de toutes les parties, pas une partie : ouvrez-le avec « { page-games-restore } » dans « { page-your-games } »
page-cannot-share = Impossible de créer un lien de partage : { $error }
page-cannot-save = Impossible d’enregistrer : { $error }
page-seed-not-number = La graine « { $seed } » n’est pas un nombre entier de 0 à 2^53 − 1 : une graine au hasard est utilisée.

## Lignes de décompte


## Journal des tours

page-log-forced = { $line } (forcé)
page-log-empty = Aucun coup pour l’instant.

## Les joueurs de l’ordinateur

page-human = Humain
page-computer-easy = Ordinateur (facile)
page-computer-medium = Ordinateur (moyen)
page-computer-hard = Ordinateur (difficile)
page-computer-expert = Ordinateur (expert)
page-hint-button = Indice
    .title = Ce que l’ordinateur jouerait ici (pose montrée avec son effet)
page-pause = Pause
    .title = Mettre en pause ou reprendre les joueurs de l’ordinateur
page-play = Reprendre
page-speed =
    .aria-label = Vitesse des joueurs de l’ordinateur
page-speed-slow = lente
page-speed-normal = normale
page-speed-fast = rapide
page-speed-very-fast = très rapide
page-ai-thinking = { $player } (ordinateur) réfléchit…
page-ai-plays = { $type ->
        [skip-meeple] { $player } ne pose aucun meeple
       *[other] { $player } joue { $move }
    }
page-ai-looking = Recherche d’un bon coup…
page-ai-hint = Indice : { $move }
page-ai-hint-place = Indice : { $move } (montré sur le plateau : cliquez dessus pour poser)
page-ai-stopped = Le joueur de l’ordinateur s’est arrêté : { $error }
page-ai-undecided = Le joueur de l’ordinateur n’a pas pu décider : { $error }
page-ai-no-hint = Pas d’indice : { $error }
page-ai-worker-failed = le worker a échoué
# the bar and count shown while the computer thinks (not read out: the decision is)
page-ai-bar =
    .aria-label = Avancement de la réflexion de l’ordinateur
page-ai-progress = { $positions ->
    [one] { $positions } position examinée
   *[other] { $positions } positions examinées
}
page-ai-progress-trees = { $positions } positions examinées sur { $trees } cœurs
page-ai-with-why = { $line }. { $why }
page-hint-why = Pourquoi : l’ordinateur a comparé { $tried } des { $legal } coups possibles en { $sims ->
        [one] { $sims } partie d’essai
       *[other] { $sims } parties d’essai
    } ; celui-ci est arrivé en tête, essayé dans { $share } % d’entre elles ; le suivant : { $other } ({ $otherShare } %).
page-hint-why-only = Pourquoi : c’est le seul coup possible.
page-move-tile = la tuile { $tile }, tournée de { $rotation }°
page-move-meeple = un meeple { $kind ->
        [city] dans la ville
        [road] sur la route
        [field] dans le pré
        [monastery] dans l’abbaye
        [castle] dans le château
        [cemetery] dans le cimetière
       *[other] sur { $feature }
    }
page-move-guard = une Sentinelle { $kind ->
        [city] dans la ville
        [road] sur la route
        [field] dans le pré
        [monastery] dans l’abbaye
        [castle] dans le château
        [cemetery] dans le cimetière
       *[other] sur { $feature }
    }
page-move-skip = aucun meeple
page-move-ghost = un fantôme { $from } { $to }

# why a move (the engine's explanation, src/ai/explain.rs; page/explain-words.js): $facts its facts in a list
explain-why = Pourquoi : { $facts }.
# $sign: better, worse or same; $gain: points (one decimal); $other: the other move; $otherFacts: what that one does
explain-why-gain = Pourquoi : { $facts } ; { $sign ->
        [better] environ { $gain } points de mieux que { $other } ({ $otherFacts })
        [worse] environ { $gain } points de moins que { $other } ({ $otherFacts })
       *[same] aussi bon que { $other }
    }.
# $who: yours, theirs or nobody; $players: who scores it
explain-completes = { $who ->
        [yours] il achève votre { $kind } pour { $points } points
        [theirs] il achève { $type ->
                [city] une ville
                [road] une route
                [field] un pré
                [monastery] une abbaye
                [castle] un château
                [cemetery] un cimetière
               *[other] { $kind }
            } qui rapporte { $points } points à { $players }
       *[nobody] il achève { $type ->
                [city] une ville
                [road] une route
                [field] un pré
                [monastery] une abbaye
                [castle] un château
                [cemetery] un cimetière
               *[other] { $kind }
            } que personne n'occupe
    }
# $guard: yes or no; $tiles: tiles in the feature now
explain-claims = { $guard ->
        [yes] il pose une Sentinelle sur { $type ->
                [city] la ville
                [road] la route
                [field] le pré
                [monastery] l’abbaye
                [castle] le château
                [cemetery] le cimetière
               *[other] { $kind }
            }, qui ne prend aucun fantôme
       *[no] il occupe { $type ->
                [city] la ville
                [road] la route
                [field] le pré
                [monastery] l’abbaye
                [castle] le château
                [cemetery] le cimetière
               *[other] { $kind }
            } ({ $tiles } { $tiles ->
            [one] tuile
           *[other] tuiles
        })
    }
explain-grows = il agrandit votre { $kind } (maintenant { $tiles } tuiles)
# $who: yours, theirs or circle; $player: whose meeples
explain-ghosts = { $who ->
        [yours] il met { $count } { $count ->
            [one] fantôme
           *[other] fantômes
        } sur vos propres meeples (un point chacun à la fin)
        [theirs] il met { $count } { $count ->
            [one] fantôme
           *[other] fantômes
        } sur les meeples de { $player } (un point chacun à la fin)
       *[circle] il envoie { $count } { $count ->
            [one] fantôme
           *[other] fantômes
        } dans les cercles magiques
    }
explain-sends-home = { $who ->
        [yours] il renvoie chez lui votre propre meeple { $type ->
                [city] de la ville
                [road] de la route
                [field] du pré
                [monastery] de l’abbaye
                [castle] du château
                [cemetery] du cimetière
               *[other] de { $kind }
            } avec un troisième fantôme
       *[theirs] il renvoie chez lui le meeple de { $player } { $type ->
                [city] de la ville
                [road] de la route
                [field] du pré
                [monastery] de l’abbaye
                [castle] du château
                [cemetery] du cimetière
               *[other] de { $kind }
            } avec un troisième fantôme
    }
# banks of mist the tile continues (M3), limits so they never close (M4), closes (M2): $count
explain-mist-continues = il prolonge { $count ->
        [one] un banc de brume
       *[other] { $count } bancs de brume
    }
explain-mist-limits = il limite { $count ->
        [one] un banc de brume, qui ne pourra plus se fermer
       *[other] { $count } bancs de brume, qui ne pourront plus se fermer
    }
explain-mist-closes = il ferme { $count ->
        [one] un banc de brume
       *[other] { $count } bancs de brume
    }
explain-nothing = il ne change encore rien sur le plateau

# Puzzles found in games (page/puzzles.js)
page-puzzles = Problèmes
    .title = Des positions de vraies parties où une pose est nettement la meilleure : trouvez-la
page-puzzles-heading = Problème { $n } sur { $total }
# $margin: whole points; $difficulty: 1 to 5
page-puzzles-task = À { $player } de jouer. Une pose de cette tuile vaut au moins { $margin } points de plus que toute autre : trouvez-la et posez la tuile. Difficulté { $difficulty } sur 5.
page-puzzles-progress = { $solved } sur { $total } résolus dans ce navigateur
page-puzzles-checking = L'ordinateur examine votre réponse…
# $why: the reason (explain-why)
page-puzzles-solved = Résolu : c'est la meilleure pose. { $why }
# $gain: points the best placement is worth more; $yours: what the answer does (explain-* facts)
page-puzzles-wrong = Ce n'est pas la meilleure pose : la meilleure vaut environ { $gain } points de plus. La vôtre : { $yours }.
page-puzzles-solution = La solution : { $move }, montrée sur le plateau. { $why }
page-puzzles-try-again = Réessayer
page-puzzles-show = Montrer la solution
page-puzzles-next = Problème suivant
page-puzzles-back = Revenir à ma partie
page-puzzles-none = Tous les problèmes sont résolus dans ce navigateur : bravo.
page-puzzles-cannot = Les problèmes n'ont pas pu être ouverts : { $error }

# The puzzle of the day (page/puzzles.js, io/puzzle-day.js): one for everyone each UTC day
page-puzzles-heading-day = Problème du jour ({ $n } sur { $total })
# $solved: yes | no (today's puzzle solved in this browser); $streak: days in a row on which the puzzle of the day was solved here
page-puzzles-day = Le problème du jour { $solved ->
        [yes] est résolu dans ce navigateur
       *[no] n'est pas encore résolu dans ce navigateur
    }. { $streak ->
        [0] Pas encore de jours de suite.
        [one] Résolu { $streak } jour de suite.
       *[other] Résolu { $streak } jours de suite.
    }
page-puzzles-day-open = Problème du jour
# Your games: a finished game's Review button (page/games.js, opens the game review)
page-games-review = Analyser
    .title = Ouvrir cette partie terminée et la faire analyser par l'ordinateur

# A game review (page/review.js)
page-review = Analyser la partie
page-review-title = Analyse de la partie
page-review-progress = L'ordinateur parcourt la partie : décision { $done } sur { $total }…
page-review-chart = Les scores au fil de la partie
page-review-table = Les scores tour par tour (tableau)
page-review-turn = Tuiles sur le plateau
page-review-marked = Les décisions qui ont coûté le plus
page-review-none = Aucune décision n'a coûté un point ou plus par rapport au meilleur coup trouvé par l'ordinateur.
# $played, $best: the decisions in words; $loss: points (one decimal); $why: the better move's reason (explain-why)
page-review-move = Tour { $turn }, { $player } : { $played }, environ { $loss } points de moins que le meilleur. Mieux : { $best }. { $why }
page-review-show = Montrer sur le plateau
page-review-at = Décision { $n } sur { $total } sur le plateau
page-review-first = ⏮ Début
page-review-prev = ◀ Précédente
page-review-next = Suivante ▶
page-review-last = Fin ⏭
page-review-back = Revenir à la partie
page-review-cannot = L'analyse s'est arrêtée : { $error }
# the better placement is the same tile turned the same way on another cell: $move
page-review-elsewhere = { $move } sur une autre case

## Nouvelle partie

page-ng-title = Nouvelle partie
page-ng-players = Joueurs
page-ng-add = + Ajouter un joueur
page-ng-colour =
    .aria-label = Joueur { $n } : couleur
page-ng-name =
    .aria-label = Joueur { $n } : nom
page-ng-who =
    .aria-label = Joueur { $n } : joué par
page-ng-remove =
    .title = Retirer le joueur { $n }
    .aria-label = Retirer le joueur { $n }
page-ng-sets = Ensembles de tuiles
page-ng-base = Jeu de base
page-ng-base-about = 72 tuiles, sans brouillard
page-ng-gcc = + Ext. 11
page-ng-gcc-about = Fantômes, Châteaux et Cimetières : brouillard, fantômes, Sentinelles (136 tuiles)
page-ng-sc = + Les Cercles Ensorcelés
page-ng-sc-about = 9 tuiles dont les cercles attirent des fantômes (145 tuiles)
page-ng-seed = Graine
page-ng-random = Au hasard
    .title = Une autre graine au hasard
page-ng-seed-help = La graine mélange les tuiles : même graine, mêmes ensembles et mêmes joueurs donnent la même partie.
page-ng-variants = Variantes de règles
page-ng-variants-help = Là où les règles se lisent de deux façons ; le premier choix est la lecture de la règle du jeu.
page-ng-cancel = Annuler
page-ng-start = Commencer la partie
page-ng-rulebook = { $text } (règle du jeu)
page-ng-option = { $text }
# the variants' options (the engine's vocabulary: variants[].options), by id
page-variant-V1-opt-plus-one = les fantômes de S1 et celui de M4
page-variant-V1-opt-replace = S1 remplace le fantôme de M4
page-variant-V2-opt-yes = M4 pour toute tuile
page-variant-V2-opt-mist-tile-only = seulement une tuile avec brouillard
page-variant-V3-opt-per-placement = un fantôme de M3 et un de M4 par pose (M5)
page-variant-V3-opt-per-bank = un fantôme de M3/M4 par banc touché
page-variant-V4-opt-close-only = les cercles de ce tour ne comptent que pour fermer (S6)
page-variant-V4-opt-always = les cercles de ce tour comptent aussi pour S3 et S5
page-variant-V5-opt-neighbours-then-supply = des 8 tuiles voisines, puis de la réserve (S2)
page-variant-V5-opt-supply-only = seulement de la réserve
page-variant-V6-opt-stays = le fantôme reste où il est (G4)
page-variant-V6-opt-to-supply = le fantôme va à la réserve
page-ng-only-sc = Seulement avec Les Cercles Ensorcelés.
page-ng-only-gcc = Seulement avec l’Ext. 11.
page-ng-bad-seed = La graine est un nombre entier de 0 à 9007199254740991.
page-ng-name-controls = le nom du joueur { $n } contient un caractère de contrôle ou de sens d’écriture invisible : les noms sont du texte simple
page-variant-V1 = Limiter avec une tuile à cercle ensorcelé
page-variant-V1-help = Les fantômes de S1 s’ajoutent-ils au fantôme unique de M4, ou le remplacent-ils ?
page-variant-V2 = Limiter avec une tuile sans brouillard
page-variant-V2-help = Toute tuile posée contre un côté avec brouillard limite-t-elle le brouillard (M4), ou seulement une tuile avec brouillard ?
page-variant-V3 = Fantômes pour prolonger et limiter
page-variant-V3-help = Un fantôme M3/M4 par pose (M5), ou un par banc de brouillard prolongé ou limité ?
page-variant-V4 = Cercles remplis ce tour
page-variant-V4-help = Les fantômes que S2 vient d’attirer comptent-ils pour S3 et S5, ou seulement quand un banc de brouillard est achevé (S6) ?
page-variant-V5 = D’où attirent les nouveaux cercles ensorcelés
page-variant-V5-help = D’abord des meeples et des cercles des 8 tuiles autour (S2), ou seulement de la réserve ?
page-variant-V6 = Un fantôme qu’aucun adversaire ne peut prendre
page-variant-V6-help = Quand aucun autre joueur n’a de meeple pour le prendre, il reste où il est (G4), ou va dans la réserve ?

## Partager

page-share-title = Partager cette partie
page-share-text = Quiconque ouvre ce lien voit cette position exacte et peut continuer à jouer.
page-share-url =
    .aria-label = Le lien
page-copy = Copier
page-close = Fermer
page-share-note = { $n } caractères · la partie jusqu’ici, tous les coups compris.
page-copied = Copié dans le presse-papiers.
page-copy-yourself = Sélectionnez le lien et copiez-le (Ctrl+C) : le navigateur ne laisse pas cette page le copier.

## Scores finaux

page-final-title = Scores finaux
page-final-winner = { $n ->
        [one] { $players } gagne avec { $points } points.
       *[other] { $players } sont à égalité avec { $points } points.
    }
page-final-not-over = La partie n’est pas terminée : voici les scores jusqu’ici.
page-final-score = Score final
page-score-so-far = Score actuel
page-winner =
    .title = Vainqueur
page-row-roads = Routes
    .title = B4 pendant la partie, B5 à la fin
page-row-cities = Villes
    .title = B4 pendant la partie, B5 à la fin
page-row-monasteries = Abbayes
    .title = B4 pendant la partie, B5 à la fin
page-row-fields = Prés
    .title = B5 : à la fin, 3 par ville achevée
page-row-castles = Châteaux
    .title = K1
page-row-ghosts = Fantômes (−1 chacun)
    .title = G6 : chaque fantôme sur vos meeples à la fin
page-row-start = Avant
    .title = Les points avec lesquels la position disposée a commencé
page-row-total = Total
page-during-and-end = { $during } pendant la partie, { $end } à la fin
page-final-details = Chaque décompte de la fin de partie
page-nothing-at-end = Rien n’a été marqué à la fin.

## À propos et règles

page-about-title = À propos
page-about-text = Un moteur de règles et un plateau pour Carcassonne (3e édition) avec le brouillard de <i>l’Ext. 11 – Fantômes, Châteaux et Cimetières</i> et la mini-extension <i>Les Cercles Ensorcelés</i> : les fantômes de chaque pose sont prévus, expliqués et reliés à leur règle. Jeu à tour de rôle sur un seul appareil, 2 à 6 joueurs ; vos parties restent dans ce navigateur.
page-about-tiles = Les tuiles
page-reconstructed = Les 72 tuiles du jeu de base sont les vraies. Les tuiles de <b>l’Ext. 11</b> et des <b>Cercles Ensorcelés</b> sont reconstituées : leur dessin n’est pas publié, tout ce qui en est publié est respecté (leurs nombres, aucune abbaye, la ruine de château de la tuile de départ, jamais de brouillard sur une ville), le reste est plausible, et certaines tuiles ne correspondront pas à votre boîte.
page-tiles-guide = Comment corriger un fichier de tuiles
page-rules-title = Règles
page-rules-B = Jeu de base
page-rules-G = Ext. 11 : fantômes
page-rules-M = Ext. 11 : brouillard
page-rules-K = Ext. 11 : châteaux et cimetières
page-rules-S = Les Cercles Ensorcelés
page-rules-V = Variantes

## Vos parties

page-games-empty = Les parties que vous jouez sont gardées ici, dans ce navigateur.
page-games-count = ({ $n })
page-games-seed = { $sets } · graine { $seed }
page-games-laid-out = une position disposée
page-games-finished = terminée
page-games-placed = { $placed } tuiles posées sur { $total }
page-games-last-played = dernier coup : { $when }
page-games-today = aujourd’hui, { $time }
page-games-playing = en cours
page-games-resume = Reprendre
    .title = Continuer cette partie
page-games-view = Voir
    .title = Ouvrir cette partie terminée pour la regarder
page-games-delete = Supprimer
    .title = Supprimer cette partie de ce navigateur
page-games-really = Vraiment supprimer ?
page-games-damaged = Enregistrements illisibles
page-games-damaged-blurb = Mis de côté, jamais supprimés par la page : téléchargez-en un pour le garder, ou supprimez-le.
page-games-damaged-item = Un enregistrement mis de côté : { $problem }
# $kind: not-json, format, version, id, game, field, list, other (io/session.js problemKind); $field: the field as the file writes it
page-games-damaged-why = { $kind ->
        [not-json] ce n’est pas l’enregistrement d’une partie (pas du JSON)
        [format] c’est un enregistrement d’une autre sorte
        [version] une version plus récente de cette page l’a écrit
        [id] son nom dans le stockage du navigateur ne lui correspond pas
        [game] il ne contient aucune partie enregistrée
        [field] son champ « { $field } » n’est pas tel que cette page l’écrit
        [list] la liste ne peut pas l’afficher
        [depth] il est imbriqué plus profondément qu’une partie ne l’est jamais
       *[other] il est illisible
    }
page-games-download = Télécharger
page-games-backup = Sauvegarder toutes les parties
page-games-restore = Restaurer une sauvegarde…
page-games-restored = De la sauvegarde : { $added } { $added ->
    [one] partie ajoutée
   *[other] parties ajoutées
  }, { $same } déjà ici, { $refused } illisibles. Aucune partie n’a été remplacée.
page-backup-not-backup = Ce fichier n’est pas une sauvegarde des parties de cette page : rien n’a été ajouté.
page-backup-too-large = Ce fichier dépasse { $mib } Mio, plus que ne contient une sauvegarde de cette page : rien n’a été ajouté.
page-backup-too-many = Cette sauvegarde contient { $count } parties, plus de { $max } : rien n’a été ajouté.
page-backup-not-text = Ce fichier n’est pas du texte en UTF-8, comme l’est une sauvegarde de cette page : rien n’a été ajouté (un nom comme « José » serait mal lu).
page-backup-newer = Cette sauvegarde est de version { $version }, plus récente que cette page, qui lit la version { $max } : rien n’a été ajouté. Restaurez-la avec une version plus récente de la page.
page-games-restoring = Restauration de la sauvegarde : { $done } parties lues sur { $total }…
page-games-restore-failed = La sauvegarde n’a pas pu être restaurée jusqu’au bout ({ $error }) ; les parties ajoutées jusque-là sont dans la liste.
page-games-restore-no-room = { $count ->
    [one] Une partie de la sauvegarde n’a pas été ajoutée
   *[other] { $count } parties de la sauvegarde n’ont pas été ajoutées
  }, faute de place (le stockage du navigateur est plein, ou vous gardez { $max } parties) ; aucune des vôtres n’a été supprimée. Supprimez les parties dont vous ne voulez plus et restaurez de nouveau la sauvegarde : les parties déjà ici ne sont pas ajoutées deux fois.
page-games-cannot-open = Votre partie ({ $date }) ne peut pas être ouverte : { $error }
page-storage-off = Ce navigateur ne laisse pas la page garder de parties (stockage désactivé) : enregistrez vos parties dans des fichiers.
page-language-unavailable = Les textes en { $lang } ne peuvent pas être chargés maintenant (pas de réseau ?) : la page reste dans cette langue.
page-storage-forked = Cette partie a aussi été jouée dans un autre onglet : les coups joués ici sont gardés comme une partie à part.
page-storage-moved-elsewhere = Cette partie a continué dans un autre onglet : ouvrez-la depuis la liste pour voir ces coups. Un coup joué ici est gardé comme une partie à part.
page-storage-persisted = Ce navigateur garde ces parties jusqu’à ce que vous les supprimiez (stockage persistant accordé).
page-storage-not-persisted = Ce navigateur peut effacer ces parties s’il manque de place (stockage persistant non accordé) : sauvegardez-les de temps en temps.
page-storage-full = Le stockage de ce navigateur pour cette page est plein, cette partie n’y est donc pas gardée : enregistrez-la dans un fichier (Enregistrer), ou supprimez quelques-unes de vos parties.
page-storage-full-received = Le stockage de ce navigateur pour cette page est plein, la partie reçue par lien n’y est donc pas gardée ; aucune de vos parties n’a été supprimée pour lui faire de la place. Enregistrez-la dans un fichier (Enregistrer) pour la garder.
page-storage-no-id = Cette partie n’a pas pu être gardée ici : le stockage de ce navigateur pour cette page n’a pas de place libre pour elle. Enregistrez-la dans un fichier (Enregistrer) pour la garder.
page-storage-dropped-finished = Votre plus ancienne partie terminée ({ $game }) a été supprimée pour faire de la place.
page-storage-many-unfinished = Vous gardez { $count } parties non terminées, plus de { $max } : aucune n’a été supprimée. Supprimez celles dont vous ne voulez plus, ou enregistrez-les dans des fichiers.
page-storage-dropped-received = La plus ancienne partie reçue par lien ({ $game }) a été supprimée : { $max } parties reçues sont gardées. Une partie où vous jouez un coup devient l’une des vôtres.
page-link-too-many = Cette page a reçu beaucoup de liens en peu de temps, elle a donc cessé de les ouvrir : vos parties sont telles qu’elles étaient. Pour ouvrir un lien, collez-le dans « Ouvrir le lien ou le code d’un ami ».
page-framed = Cette page ne fonctionne pas dans le cadre d’un autre site, pour qu’aucun autre site ne puisse atteindre vos parties. Ouvrez-la dans son propre onglet.

## Jouer par lien (page/link.js)

page-link-box =
    .aria-label = Jouer par lien
page-link-your-turn = À vous de jouer ({ $name }). Quand vous aurez joué, ce cadre vous donnera un lien à envoyer à votre ami.
page-link-send = C’est au tour de { $name }, dans le navigateur de votre ami. Envoyez-lui ce lien (ou le code ci-dessous) ; son coup vous reviendra de la même façon.
page-link-send-over = La partie est finie. Envoyez ce lien pour que votre ami en voie aussi la fin.
page-link-over-theirs = La partie est finie : { $name } a joué le dernier coup dans le navigateur de votre ami.
page-link-waiting = En attente du coup de { $name } : ouvrez le lien que votre ami vous renverra.
page-link-url =
    .aria-label = Lien à envoyer
page-link-code-label = Ou le code seul (à coller dans « Ouvrir le lien ou le code d’un ami »)
page-link-copy = Copier le lien
page-link-copy-code = Copier le code
page-link-copied = Copié : envoyez-le à votre ami (courriel, messagerie…).
page-link-copy-failed = Sélectionnez le texte et copiez-le (Ctrl+C) : le navigateur ne laisse pas cette page le copier.
page-link-length = { $n ->
        [one] { $n } caractère
       *[other] { $n } caractères
    }
page-link-seats = Joué ici : { $here }. Par lien : { $there }.
page-link-replay = Les coups de { $name }, { $at } sur { $n } : { $what }
page-link-replay-done = C’était le dernier coup du lien.
page-link-next = Coup suivant
page-link-back = Retour
page-link-skip = Au dernier coup
page-link-not-yours = C’est au tour de { $name } : { $name } joue dans le navigateur de votre ami. Envoyez le lien et attendez le sien.
page-link-step-first = Parcourez d’abord les coups de { $name } (Coup suivant), ou allez au dernier coup.
page-link-no-undo = Le coup de { $name } est venu par lien : seuls les coups joués ici peuvent être annulés.
page-link-cannot-open = Ce lien ne peut pas être ouvert, et rien n’a changé : { $why }
page-link-same = Vous avez déjà tous les coups de ce lien : votre partie continue comme avant.
page-link-older = Ce lien est plus ancien que votre partie ({ $theirs ->
        [one] un coup
       *[other] { $theirs } coups
    } ; la vôtre en a { $mine }). Votre partie reste telle quelle ; celle du lien est gardée à côté dans « Vos parties » sous le nom « { page-link-games-older } ».
page-link-diverged = La partie de ce lien et la vôtre ont pris des chemins différents à partir du coup { $at }. Votre partie reste telle quelle ; celle du lien est gardée à côté dans « Vos parties » sous le nom « { page-link-games-diverged } ».
page-link-games-by-link = par lien
page-link-games-older = lien plus ancien
page-link-games-diverged = lien qui a pris un autre chemin
page-link-other-setup = Ce lien porte l’identifiant d’une de vos parties, mais pas ses joueurs, ses jeux de tuiles ni sa graine : c’est une autre partie. Votre partie reste telle quelle ; celle du lien est gardée à côté dans « Vos parties » sous le nom « { page-link-games-other-setup } ».
page-link-plays-your-seat = Ce lien joue le coup de { $name }, mais { $name } joue dans ce navigateur : ce n’est pas à votre ami de le jouer. Votre partie reste telle quelle ; celle du lien est gardée à côté dans « Vos parties » sous le nom « { page-link-games-plays-your-seat } ».
page-link-kept-copy = Cette partie est une copie gardée pour la consulter (« { $label } ») : elle ne peut pas être jouée. Votre propre partie continue dans « Vos parties ».
page-link-games-other-setup = lien d’une autre partie
page-link-games-plays-your-seat = lien qui a joué votre coup
page-link-games-newer = lien allé plus loin
page-link-games-forked = coups de cet onglet, gardés à part
page-link-copy-status = Une copie à regarder (« { $label } ») : personne ne la joue ici
page-link-newer = Ce lien va plus loin qu’une de vos parties : un lien ne fait jamais avancer votre partie. Votre partie reste telle quelle ; celle du lien est gardée à côté dans « Vos parties » sous le nom « { page-link-games-newer } » : ouvrez-la là pour jouer à partir d’elle.
page-link-open-label = Ouvrir le lien ou le code d’un ami
page-link-open = Ouvrir
page-link-open-empty = Collez le lien ou le code que votre ami a envoyé.
page-link-open-bad = Ce n’est ni un lien de cette page ni un code : collez le lien entier que votre ami a envoyé.
page-link-limits = Les liens contiennent au plus 16 384 caractères de code et 4 000 coups.
page-link-seat-remote = Un ami, par lien
page-link-status-replay = Les coups de { $name } venus par le lien : parcourez-les.

## Le plateau en texte (page/text-board.js, docs/ACCESSIBILITY.md) ; les mots d’une case sont les board-* de panel.ftl

page-text-board = Texte
    .title = Le plateau en mots, pour un lecteur d’écran (B) : le curseur dit ce que contient chaque case
page-text-board-skip = Lecteur d’écran ? Activez le plateau en texte (B)
page-text-board-title = Plateau en texte
page-text-board-keys = Flèches : déplacer le curseur. L, Maj+L : case suivante, précédente où la tuile se pose. O : ce que fait la pose, ou les choix. M : les derniers coups. S : les scores. T : la tuile en main, les tuiles restantes, les fantômes. W : à qui le tour. C : cette case encore. B : désactiver le plateau en texte.
page-text-board-on = Plateau en texte activé. Les flèches déplacent le curseur et disent ce que contient chaque case ; L et Maj+L vont à la case suivante et à la précédente où la tuile se pose ; O dit ce que fait la pose à cet endroit, ou les choix du moment ; M les derniers coups des autres joueurs ; S les scores ; T la tuile en main, les tuiles restantes et la réserve de fantômes ; W à qui c’est le tour ; C redit la case ; B désactive le plateau en texte.
page-text-board-off = Plateau en texte désactivé.
page-text-board-no-fit = La tuile en main ne se pose nulle part telle qu’elle est tournée : R la tourne.
page-text-board-no-tile = Aucune tuile à poser maintenant.
page-text-board-no-last-move = Aucun autre joueur n’a encore joué.
page-text-board-last-move = { $player }, dernier tour : { $moves }
page-text-board-nothing = Rien à dire ici.
page-text-board-hand = En main : { $tile }
page-text-board-placed-at = { $move }, { $where }
page-text-board-scoring = Décompte : { $what }.
page-choice-typed = { $typed }… : tapez le chiffre suivant, ou Entrée pour le choix { $typed } (sur { $count })
page-choice-keys = { $count } choix : tapez le numéro d’un choix (1 puis 0 pour le dixième) ; Entrée valide un numéro qu’un plus long pourrait prolonger. Tab atteint aussi chaque bouton.
page-hinted-choice = (le choix de l’Indice)
page-text-board-done = Fait : { $moves } Maintenant : { $status }
page-text-board-keys-meeple = { $count ->
        [0] Aucun meeple ne peut aller sur cette tuile : appuyez sur N pour continuer.
       *[other] Appuyez sur le numéro d’un emplacement (1 à { $count } ; à partir de 10, ses chiffres) pour y poser un meeple, N pour aucun, O pour entendre les emplacements.
    }
page-text-board-keys-ghosts = Appuyez sur le numéro d’un déplacement (1 à { $count } ; à partir de 10, ses chiffres) pour le faire, O pour entendre les déplacements.
page-status-no-meeple-theirs = { $player } : aucun meeple ne peut aller ici

## Online tables (docs/ONLINE.md): the New game dialog's "Play online", the table's seats, the connection, the fair draws' check, and each refusal of the server by its error kind

online-play = Jouer en ligne
online-create = Créer la table
online-invite = Lien d’invitation : envoyez-le aux amis qui joueront
online-watch = Lien pour regarder : suit la table en direct, sans jouer
online-copy = Copier le lien
online-copied = Lien copié.
online-title = Table en ligne
online-seat-free = place libre
online-your-name = Votre nom
online-take-seat = Prendre cette place
online-start = Lancer la partie
online-wait-seats = En attente que chaque place soit prise.
online-wait-host = En attente que { $host } lance la partie.
online-connected = connecté
online-away = absent
# $count: the number of people watching the table
online-watchers = { $count ->
    [one] { $count } spectateur
   *[other] { $count } spectateurs
}
online-status-connecting = Connexion à la table…
online-status-open = Connecté à la table.
online-status-waiting = Connexion perdue : nouvel essai…
online-status-closed = Pas connecté à la table.
online-not-connected = Pas de connexion : le coup n’a pas été envoyé. La page se reconnecte d’elle-même.
online-fair-ok = Tirage équitable vérifié : la graine révélée à la fin correspond à l’engagement montré au début, et chaque tuile a été tirée comme elle le dit.
online-fair-bad = Le tirage n’a pas pu être confirmé : la graine révélée à la fin ne correspond pas à l’engagement, ou les tuiles n’ont pas été tirées comme elle le dit.
# an error kind this page does not know yet: $message (the server's English sentence)
online-error-other = Le serveur a refusé : { $message }
online-error-no_server = Cette page n’est pas servie par un serveur de jeu : le jeu en ligne n’est pas possible ici.
online-error-bad_json = Le serveur n’a pas pu lire le message.
online-error-bad_message = Le serveur n’a pas compris le message.
online-error-message_too_large = Le message est trop grand pour le serveur.
online-error-unsupported_version = Le serveur parle une autre version du protocole en ligne : rechargez la page.
online-error-bad_setup = Le serveur a refusé ces extensions, variantes ou joueurs.
online-error-bad_name = Ce nom ne peut pas être utilisé : il est vide, trop long, ou celui d’un autre joueur.
online-error-unknown_table = Aucune table n’a ce lien : il est peut-être mal copié, ou la table a été supprimée.
online-error-no_such_seat = Cette place n’existe pas ou est jouée par l’ordinateur.
online-error-seat_taken = Quelqu’un vient de prendre cette place : choisissez-en une autre.
online-error-table_started = La partie a commencé : plus aucune place ne peut être prise.
online-error-bad_secret = Ce navigateur n’a plus la clé de cette place.
online-error-bad_origin = Le serveur refuse les connexions venant de ce site.
online-error-hello_required = La connexion ne s’est pas présentée à temps : reconnexion.
online-error-already_hello = Cette connexion a déjà rejoint la table.
online-error-watcher = Vous regardez cette table : vous ne pouvez pas y jouer.
online-error-not_host = Seul le joueur qui a créé la table peut lancer la partie.
online-error-table_not_ready = La partie peut commencer quand chaque place est prise.
online-error-not_started = La partie n’a pas encore commencé.
online-error-game_over = La partie est terminée.
online-error-not_your_turn = Ce n’est pas votre tour.
online-error-stale_revision = La table a avancé entre-temps : elle est montrée telle qu’elle est maintenant.
online-error-illegal_action = Le serveur a refusé ce coup : { $why }
online-error-nothing_to_undo = Rien à annuler : seuls vos propres coups de ce tour peuvent être repris.
online-error-rate_limited = Trop de messages à la fois : attendez un instant.
online-error-too_many_connections = Trop de connexions depuis cette adresse.
online-error-too_many_tables = Trop de tables créées : réessayez plus tard.
online-error-slow_client = La connexion était trop lente : reconnexion.
online-error-idle = La connexion est restée muette trop longtemps : reconnexion.
online-error-store_failed = Le serveur n’a pas pu enregistrer le changement : rien n’a changé. Réessayez.
online-tables = Vos tables en ligne
# $players: the table's players (a list); $name: the player to move
online-table-turn = { $players } : à { $name } de jouer
online-table-your-turn = { $players } : à vous de jouer
online-table-open = { $players } : en attente de joueurs
online-table-over = { $players } : partie terminée

## A kept online game (page/online.js, games.js): it is played at its table only; when the table cannot be joined, the player chooses
online-kept-joining = Cette partie se joue à sa table en ligne : connexion à la table…
online-kept-waits = Cette partie se joue à sa table en ligne, qu’on ne peut pas rejoindre d’ici : voir la carte de la table en ligne.
online-kept-gone-unknown = Ce serveur n’a plus la table de cette partie. Votre partie reste telle quelle dans Vos parties. Vous pouvez en finir une copie séparée sur cet écran, ou en enregistrer une copie dans un fichier.
online-kept-gone-no-server = Le serveur de jeu de cette table est injoignable depuis cette page. Votre partie reste telle quelle dans Vos parties, et rejoint sa table quand vous l’ouvrez là où tourne son serveur. Vous pouvez aussi en finir une copie séparée sur cet écran, ou en enregistrer une copie dans un fichier.
online-kept-finish = Finir une copie sur cet écran
online-kept-export = Enregistrer une copie dans un fichier
online-kept-copy-made = Ceci est une copie séparée de la partie en ligne, jouée sur cet écran ; la partie en ligne reste telle quelle dans Vos parties.
page-link-games-online-copy = copie d’une partie en ligne, sur un seul écran
page-games-online = table en ligne
page-games-online-your-turn = à vous de jouer
page-games-online-turn = au tour de { $name }
page-games-rejoin = Rejoindre
    .title = Rejoindre la table en ligne de cette partie, où elle en est
