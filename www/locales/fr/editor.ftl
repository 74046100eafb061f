# Les mots de l’éditeur de scénarios (www/editor.html, www/editor/). Termes du jeu : docs/GLOSSARY.md.

## La page : en-tête, outils, palette, plateau, boîtes de dialogue

editor-doc-title = Carcassonne Mist · Éditeur de scénarios
editor-sub = Éditeur de scénarios
editor-nav =
    .aria-label = Éditeur
editor-language = Langue
editor-language-box =
    .title = La langue de l’éditeur (les textes du scénario gardent la leur)
editor-modes =
    .aria-label = Mode
editor-mode-layout = Disposer
    .title = Disposer la position : tuiles, pions, joueurs, tuile en main et sac
editor-mode-record = Enregistrer des étapes
    .title = Enregistrer des étapes en les jouant, chacune avec sa légende
editor-undo-button =
    .title = Annuler (Ctrl+Z)
    .aria-label = Annuler
editor-redo-button =
    .title = Rétablir (Ctrl+Y)
    .aria-label = Rétablir
editor-new = Nouveau
    .title = Recommencer avec un plateau vide
editor-open = Ouvrir…
    .title = Ouvrir un fichier de scénario (ou le déposer sur la page, ou le coller)
editor-paste = Coller…
    .title = Coller le texte ou le lien d’un scénario
editor-export = Exporter…
    .title = Télécharger le fichier, copier son lien ou le code iframe
editor-play-link = la page du jeu
editor-palette-box =
    .aria-label = Tuiles
editor-search =
    .placeholder = id, ville, brouillard…
    .aria-label = Chercher les tuiles par id ou par ce qu’elles portent
editor-grid =
    .aria-label = Sortes de tuiles
editor-own-summary = Tuile personnalisée…
editor-own-help = Une ligne de la notation des tuiles (docs/TILES.md), par exemple :
editor-own-line =
    .aria-label = Notation de la tuile
editor-own-add = Ajouter à la palette
editor-board-box =
    .aria-label = Plateau
editor-board-canvas =
    .aria-label = Le plateau : cliquez pour poser la tuile choisie ou choisir une tuile, faites glisser pour déplacer la vue, la molette zoome
editor-board-keys = Touches : les flèches déplacent le curseur, Entrée y pose la tuile choisie ou sélectionne la tuile qui s’y trouve, Maj et une flèche déplacent la tuile sélectionnée, R la tourne, Suppr la retire ; pendant l’enregistrement, Entrée joue la tuile, 1 à 9 choisissent un meeple ou un déplacement de fantôme, N ne pose aucun meeple.
editor-cursor = Case { $cell } : { $what }
editor-cursor-outcome = { $what } Posée tournée de { $rotation }° : { $lines }.
editor-line-sep = {"\u202F"};{" "}
editor-cell-first = Case vide : la première tuile, { $tile }, peut aller ici.
editor-cell-selected = Cette tuile est sélectionnée.
editor-zoom-in =
    .title = Zoomer (+)
    .aria-label = Zoomer
editor-zoom-out =
    .title = Dézoomer (−)
    .aria-label = Dézoomer
editor-fit = Ajuster
    .title = Ajuster la vue au plateau (F)
editor-rotate-button =
    .title = Tourner la tuile (R)
editor-panel-box =
    .aria-label = Scénario
editor-export-title = Exporter le scénario
editor-ex-expect = Ajouter les réponses actuelles du moteur comme attendus (le fichier sert aussi de test)
editor-ex-download = Télécharger le fichier
editor-ex-base-label = Adresse de la copie de la page sur le wiki (le dossier qui contient embed.html)
editor-ex-base =
    .placeholder = https://votre-wiki.example/carcassonne-mist/www/
editor-ex-link-label = Un lien qui porte le scénario
editor-ex-snippet-label = Le code iframe
editor-copy = Copier
editor-pictures-legend = Une image, pour un wiki qui n’accepte pas d’iframe
editor-pic-step =
    .aria-label = L’étape que montre l’image
editor-pic-text = texte du résultat
editor-pic-legend = légende
editor-close = Fermer
editor-paste-title = Coller un scénario
editor-paste-help = Le texte du fichier, ou un lien qui contient ?scenario=.
editor-paste-text =
    .aria-label = Le texte ou le lien du scénario
editor-cancel = Annuler
editor-open-button = Ouvrir

## État, erreurs et indications

editor-loading = Chargement du moteur…
editor-no-engine = Le moteur n’a pas démarré : { $why }
editor-status-layout = Tuiles : { $tiles } · pions : { $meeples } · étapes : { $steps } · moteur { $version }
editor-status-empty = Un plateau vide · moteur { $version }
editor-refused-edit = Non fait : { $why }
editor-opened = Ouvert : { $title }
editor-untitled = un scénario sans titre
editor-cannot-open = Ce scénario ne peut pas être ouvert : { $why }
editor-saved-game = C’est une partie enregistrée, pas un scénario : l’éditeur fait des scénarios. Ouvrez une partie enregistrée sur la page de jeu (Ouvrir…), ou montrez-la sur un wiki avec le ?game= du démonstrateur.
editor-pick-first = Choisissez une tuile dans la palette, puis cliquez sur le plateau.
editor-no-place = La tuile { $tile } ne peut pas aller en { $cell } : { $why }
editor-fits-turned = La tuile { $tile } va ici tournée autrement : appuyez sur R pour la tourner.
editor-record-need-position = La position doit être légale avant d’enregistrer des étapes : { $why }
editor-rotation = { $rotation }°
editor-hint-layout = Cliquez sur une case en surbrillance pour poser { $tile } tournée de { $rotation }° (R la tourne).
editor-hint-record = Survolez une case en surbrillance pour voir ce que fait la pose ; cliquez pour la jouer.

## Les vérifications du moteur

editor-empty-board = Le plateau est vide : choisissez une tuile dans la palette et cliquez sur le plateau pour poser la première.
editor-step-broken = L’étape { $n } ne se joue plus sur cette position : { $why }
editor-step-not-refused = L’étape { $n } devrait être refusée avec « { $error } », mais le moteur la joue.
editor-fits-nowhere = La tuile { $tile } ne va nulle part à côté de ce plateau (B1).

## Ouvrir et exporter

editor-open-large = { $size ->
        [one] Ce fichier fait { $size } octet : un scénario fait au plus 1 Mio.
       *[other] Ce fichier fait { $size } octets : un scénario fait au plus 1 Mio.
    }
editor-open-unreadable = Ce fichier ne peut pas être lu comme du texte : { $why }
editor-open-link = Le scénario du lien ne peut pas être lu : { $why }
editor-open-not-utf8 = ce n’est pas un texte écrit en UTF-8 (un scénario est un fichier texte JSON)
editor-open-not-base64url = ce n’est ni du JSON ni un code base64url (le lien est peut-être tronqué)
editor-open-bad-address = « { $text } » n’est pas une adresse que l’éditeur peut ouvrir
editor-open-other-site = l’éditeur n’ouvre que les fichiers de son propre site ({ $own }), pas ceux de { $origin } : téléchargez le fichier, puis ouvrez-le ici
editor-open-unreachable = le fichier n’a pas pu être récupéré (pas de réponse, ou pas de réseau)
editor-open-nothing = Rien à ouvrir : collez le texte d’un scénario ou un lien avec ?scenario=.
editor-base-local = Cette page tourne sur cet ordinateur : donnez l’adresse où est servie la copie de la page sur le wiki.
editor-base-missing = Donnez d’abord l’adresse de la copie de la page sur le wiki.
editor-base-bad = Cette adresse n’est pas une adresse web (https://…).
editor-base-not-kept = Ce navigateur ne garde aucune donnée pour cette page : l’adresse sert jusqu’à la fermeture de la page, sans être retenue.
editor-size = { $bytes ->
        [one] { $bytes } octet
       *[other] { $bytes } octets
    }
editor-copied = Copié.
editor-iframe-title = Démonstrateur des règles du brouillard de Carcassonne
# $done: the steps played before the picture (the embed's "Step 1 / 3"); $n: the step whose placement it shows
editor-picture-before = { $done ->
        [0] Au départ
       *[other] Après l’étape { $done }
    }, la pose de l’étape { $n } montrée
editor-picture-at = { $done ->
        [0] Au départ
       *[other] Après l’étape { $done }
    }
editor-picture-end = Après la dernière étape
editor-picture-failed = Pas d’image : { $why }

## Ce par quoi on cherche une sorte de tuile

editor-kind-city = ville
editor-kind-road = route
editor-kind-field = pré
editor-kind-monastery = abbaye
editor-kind-castle = château
editor-kind-cemetery = cimetière
editor-kind-ruin = ruine
editor-kind-mist = brouillard
editor-kind-circle = cercle ensorcelé
editor-kind-shield = blason
editor-kind-crossing = carrefour

## La palette

editor-palette-count = { $all ->
        [one] { $shown } sur { $all } sorte de tuile
       *[other] { $shown } sur { $all } sortes de tuiles
    }
editor-palette-none = Aucune sorte de tuile ne correspond à « { $query } ».
editor-palette-tile = Tuile { $id } ({ $set }, { $count } dans le jeu) : { $words }
editor-own-remove = Retirer
editor-own-empty = Pas encore de tuile personnalisée.
editor-set-base = Jeu de base
editor-set-gcc = Ext. 11 – Fantômes, Châteaux et Cimetières
editor-set-sc = Les Cercles Ensorcelés
editor-set-scenario = Les tuiles propres au scénario

## Les cartes de la disposition

editor-card-scenario = Scénario
editor-text-lang = Textes en
editor-title = Titre
editor-rules = Ids des règles (par ex. B4, M3)
editor-description = Description
editor-card-players = Joueurs
editor-player-name = Nom
editor-player-colour = Couleur
editor-player-score = Score
editor-player-turn = À qui le tour
editor-player-remove = Retirer ce joueur
editor-player-add = Ajouter un joueur
editor-card-sets = Jeux de tuiles et variantes
editor-card-tile = Tuile choisie
editor-no-tile = Cliquez sur une tuile du plateau pour la tourner, la déplacer (en la faisant glisser), la retirer ou y mettre des pions. Choisissez une tuile dans la palette pour en poser une.
editor-tile-at = Tuile { $id } en { $cell }, tournée de { $rotation }°
editor-turn-left = ⟲ Tourner à gauche
editor-turn-right = ⟳ Tourner à droite
editor-remove-tile = Retirer
editor-piece = Un clic sur une zone y met :
editor-piece-player = Joueur
editor-piece-meeple = Meeple
editor-piece-guard = Sentinelle
editor-piece-ghosts = Fantômes dessus
editor-feature-free = libre
editor-feature-put = Mettre
editor-feature-take = Enlever
editor-circles = { $n ->
        [one] { $n } cercle ensorcelé : les fantômes dedans
       *[other] { $n } cercles ensorcelés : les fantômes dedans
    }
# $feature: the feature's name on the tile (c1)
editor-feature-circles = { $n ->
        [one] { $feature } : { $n } cercle ensorcelé : les fantômes dedans
       *[other] { $feature } : { $n } cercles ensorcelés : les fantômes dedans
    }
editor-card-ghosts = Fantômes et Sentinelles
editor-guard-supply = Meeples Sentinelle de { $player } dans la réserve générale de Sentinelles (K2)
editor-ghost-count = { $meeples } sur des meeples + { $circles } dans des cercles + { $supply } dans la réserve = { $total } sur 15
editor-ghost-off = Le compte est faux de { $diff } : il y a exactement 15 fantômes (G1).
editor-supply-auto = Réserve : ce qui reste des 15
editor-supply = Fantômes dans la réserve
editor-card-hand = Tuile en main et sac
editor-hand = Tuile en main
editor-hand-drawn = (piochée dans le sac)
editor-bag-rest = Le sac : le reste des jeux, mélangé selon la graine
editor-bag-list = Le sac : ces tuiles, la première piochée en premier
editor-seed = Graine
editor-bag-add = Ajouter une tuile au sac
editor-bag-empty = Vide : la tuile en main est la dernière.
editor-meeple = meeple
editor-guard = Sentinelle
editor-ghosts = { $n ->
        [one] { $n } fantôme
       *[other] { $n } fantômes
    }

## Enregistrer des étapes

editor-card-steps = Étapes
editor-no-steps = Pas encore d’étape : jouez un coup sur le plateau pour l’enregistrer.
editor-caption = Légende de l’étape { $n }
editor-caption-lang = Légendes en
editor-step-drop = Retirer cette étape et celles qui suivent
editor-do-place = Poser la tuile en { $cell }, tournée de { $rotation }°
editor-do-meeple = Meeple : { $feature }
editor-do-guard = Sentinelle : { $feature }
editor-do-skip = Pas de meeple
editor-do-ghost = Fantôme : { $from } → { $to }
editor-do-undo = Annuler
editor-do-redo = Rétablir
editor-refused = Refusé : { $why }
editor-card-move = Le coup à jouer
editor-move-place = { $player } pose { $tile } : survolez une case en surbrillance pour voir ce qu’elle fait, cliquez pour la jouer (R tourne la tuile).
editor-move-ghosts = { $player } déplace un fantôme ({ $rule }) : choisissez d’où et vers où.
editor-move-meeple = { $player } peut mettre un meeple sur la nouvelle tuile (un emplacement sur le plateau, ou ci-dessous).
editor-move-over = La partie est terminée : plus de coup à jouer.
editor-no-meeple = Pas de meeple
editor-keep-refusal = La garder comme étape qui montre le refus
editor-broken = Cette étape ne se joue plus : { $why }
editor-viewing = Le plateau après l’étape { $n } sur { $total }.
editor-viewing-start = La position, avant l’étape 1.
editor-view-end = Revenir à la dernière étape
editor-view-step = Montrer le plateau après l’étape { $n }
editor-view-start = Montrer la position
editor-framed = L’éditeur de scénarios ne fonctionne pas dans le cadre d’un autre site. Ouvrez-le dans son propre onglet.

# A step to be refused, named by its kind (a scenario file's "refused", docs/FORMATS.md)
editor-step-not-refused-kind = L’étape { $n } devrait être refusée, mais le moteur la joue.
editor-step-refused-otherwise = L’étape { $n } est refusée, mais pas pour la raison que nomme le fichier : { $why }
## A rule puzzle's goal

editor-card-goal = But de l’énigme
editor-goal-help = Au lieu d’étapes, demandez au lecteur de poser la tuile en main pour qu’une condition soit remplie ; le moteur refuse un but qu’aucune pose n’atteint, ou que toutes atteignent.
editor-goal-fact = Le but
editor-goal-none = Pas de but (pas une énigme)
editor-goal-rule = Règle
editor-goal-to = Vers
editor-goal-from = Depuis
editor-goal-player = Joueur
editor-goal-any = n’importe
editor-goal-min = Au moins
editor-goal-max = Au plus
editor-goal-task = La question posée au lecteur
editor-goal-remove = Retirer le but
