# Les erreurs qu’un rédacteur de wiki rencontre (voir en/errors.ftl).

## L’adresse et le chargement

error-no-source = Rien à montrer : ajoutez ?scenario= (l’adresse d’un fichier de scénario, ou son JSON) à l’adresse de cette page.
error-both-sources = Donnez ?scenario= ou ?game=, pas les deux.
# ?puzzle= (embed/puzzle.js): $id the id given
error-no-puzzle = Aucun problème n’a l’identifiant « { $id } ».
error-engine-missing = Le moteur de règles n’a pas pu être chargé depuis ../pkg/carcassonne_mist.js : { $why }
error-fetch-failed = Impossible de charger { $url } : { $why }
error-http-status = Impossible de charger { $url } : le serveur a répondu { $status }.
error-damaged-short-link = Le lien court ne peut pas être décompressé : il est abîmé ou coupé. Copiez à nouveau le lien entier.
error-other-origin = Impossible de charger { $url } : ce démonstrateur ne charge que des fichiers de son propre site ({ $own }). Le site qui l’héberge peut autoriser { $origin } en l’inscrivant dans embed-origins.json à côté de embed.html (voir docs/EMBED.md).
error-redirected = Impossible de charger { $url } : le serveur renvoie le démonstrateur vers une autre adresse, ce qu’il ne suit pas. Donnez l’adresse finale du fichier.
error-timed-out = Impossible de charger { $url } : le serveur n’a pas envoyé le fichier en { $seconds } secondes.
error-too-large = Impossible de charger { $url } : le fichier dépasse 1 Mio, plus qu’aucun scénario n’en demande ; ce n’est peut-être pas le bon fichier.
error-csp-blocked = Impossible de charger { $url } : { $origin } figure dans embed-origins.json, mais la Content-Security-Policy de embed.html ne l’autorise pas encore : ajoutez-le aussi à connect-src (voir docs/EMBED.md).
error-bad-inline = { $kind ->
    [game] La partie enregistrée dans l’adresse n’est ni du JSON ni du JSON encodé en base64url.
   *[scenario] Le scénario dans l’adresse n’est ni du JSON ni du JSON encodé en base64url.
  }

## Fichiers de scénario et parties enregistrées : les types d’erreur du moteur

error-at = { $path } : { $what }
error-file-bad-json = { $eof ->
    [true] le fichier s’arrête trop tôt (tronqué ?) à la ligne { $line }, colonne { $column }
   *[false] le fichier n’est pas du JSON valide à la ligne { $line }, colonne { $column }
  }
error-file-too-large = le fichier fait { $bytes } octets ; au plus { $max } sont lus
error-file-unknown-field = champ inconnu « { $field } » ; les champs possibles ici : { $expected }
error-file-duplicate-field = le champ « { $field } » est donné deux fois
# $field: the field; `en`: a text in several languages without English
error-file-missing-field = { $field ->
        [en] pas de texte anglais : un texte en plusieurs langues demande l’anglais, que voient les lecteurs d’une langue sans texte (écrivez d’abord le texte anglais)
       *[other] le champ « { $field } » manque
    }
error-file-wrong-type = type incorrect : { $found ->
        [null] null
        [boolean] { $value }
        [number] le nombre { $value }
        [whole-number] le nombre entier { $value }
        [text] le texte « { $value } »
        [list] une liste
       *[object] un objet
    } ; attendu : { $expected ->
        [text] un texte
        [word] l’un de { $words }
        [object] un objet
        [boolean] true ou false
        [list] une liste
        [whole-number] { $range ->
            [between] un nombre entier de { $min } à { $max }
            [at-least] un nombre entier, { $min } ou plus
           *[any] un nombre entier
        }
        [spot] « supply » ou une place avec « x », « y » et « feature »
        [texts] un texte, ou un objet de textes par langue ({ $words })
       *[player] un nom, ou un objet avec « name »
    }
error-file-unknown-word = valeur inconnue « { $value } » ; attendu : { $expected }
error-file-out-of-range = le nombre { $value } est hors limites : attendu { $range ->
        [between] un nombre entier de { $min } à { $max }
        [at-least] un nombre entier, { $min } ou plus
       *[any] un nombre entier
    }
error-file-unknown-tile = tuile inconnue « { $tile } » : elle n’est ni dans les jeux choisis ni dans les « tiles » du fichier
error-file-illegal-placement = { $reason ->
    [occupied] la tuile { $tile } ne peut pas aller là : la case a déjà une tuile (B1)
    [side-mismatch] la tuile { $tile } ne peut pas aller là : un côté ne correspond pas à sa voisine (B1)
    [not-touching] la tuile { $tile } ne peut pas aller là : elle ne touche aucune tuile précédente (B1)
   *[off-board] la tuile { $tile } ne peut pas aller là : elle est hors du plateau
  }
error-file-too-many = { $what ->
    [board] trop de tuiles sur le plateau : au plus { $max }
    [bag] trop de tuiles dans le sac : au plus { $max }
    [tiles] trop de sortes de tuiles : au plus { $max }
    [steps] trop d’étapes : au plus { $max }
   *[actions] trop d’actions : au plus { $max }
  }
error-file-version = { $newer ->
    [true] la version { $version } est plus récente que ce programme, qui lit les versions 1 à { $max } : utilisez une version plus récente
   *[false] la version { $version } n’est pas prise en charge (ce programme lit 1 à { $max })
  }
error-file-wrong-format = { $found ->
    [scenario] ce fichier est un scénario, pas une partie enregistrée : ouvrez-le comme scénario
    [game] ce fichier est une partie enregistrée, pas un scénario : ouvrez-le comme partie enregistrée
   *[other] ce fichier n’est ni un scénario ni une partie enregistrée (voir son « format »)
  }
error-file-empty-board = le plateau doit avoir au moins une tuile
error-file-text-too-long = le texte fait { $bytes } { $bytes ->
        [one] octet
       *[other] octets
    } ; un texte fait au plus { $max } octets
error-file-unknown-player = aucun joueur ne s’appelle « { $name } » (les joueurs sont { $players })
error-file-no-piece-left = { $guard ->
    [true] { $player } n’a plus de Sentinelle à poser
   *[false] { $player } n’a plus de meeple à poser
  }
error-file-needs-set = { $what ->
    [ghosts] les fantômes demandent l’Ext. 11 : ajoutez « { $set } » aux jeux
    [guards] la réserve générale de Sentinelles vient avec l’Ext. 11 : ajoutez « { $set } » aux jeux
    [sc] Les Cercles Ensorcelés (« sc ») se jouent avec l’Ext. 11 : ajoutez « { $set } » aux jeux
   *[game] les jeux de tuiles doivent comprendre « { $set } » (le jeu de base)
  }
error-file-guard-ghosts = une Sentinelle ne porte jamais de fantôme (G1)
error-file-meeple-ghosts = { $ghosts } { $ghosts ->
        [one] fantôme
       *[other] fantômes
    } sur un meeple : un meeple en porte au plus 2 (le troisième le renvoie dans la réserve de son propriétaire, G3)
error-file-no-circle = { $feature } de la tuile { $tile } n’a pas de cercle ensorcelé
error-file-circle-full = { $ghosts } { $ghosts ->
        [one] fantôme
       *[other] fantômes
    } dans { $feature } de la tuile { $tile }, qui a { $circles } { $circles ->
        [one] cercle ensorcelé
       *[other] cercles ensorcelés
    } (un fantôme chacun)
error-file-ghost-total = { $supply } { $supply ->
        [one] fantôme
       *[other] fantômes
    } dans la réserve et { $placed } sur des meeples et dans des cercles : il y a exactement { $total } fantômes en tout (G1)
error-file-player-count = une partie se joue à { $min } à { $max } joueurs, pas { $count }
error-file-player-name = { $problem ->
    [length] le joueur { $player } doit avoir un nom de 1 à { $max } caractères (un émoji peut compter pour plusieurs)
    [control] le nom du joueur { $player } contient un caractère de contrôle (comme un saut de ligne ou une tabulation)
    [direction] le nom du joueur { $player } contient un caractère qui change le sens du texte
    [blank] le nom du joueur { $player } est vide (seulement des espaces ou des caractères invisibles)
    [same] deux joueurs s’appellent « { $other } »
    [look-alike] deux joueurs s’appellent « { $other } » et « { $name } » : les noms doivent différer par plus que la casse, les espaces ou des caractères invisibles
    [marks] le nom du joueur { $player } empile plus de 2 accents sur une lettre
   *[colour] la couleur de { $name } n’est pas une couleur CSS : #rgb, #rrggbb, un nom de couleur comme red, ou rgb(), hsl() avec des nombres
  }
error-file-setup-or-scenario = { $both ->
    [true] une partie sauvegardée a « setup » ou « scenario », pas les deux
   *[false] une partie sauvegardée demande « setup » ou « scenario »
  }
error-file-json-limit = { $limit ->
    [depth] le fichier imbrique des listes et des objets sur plus de { $max } niveaux (ligne { $line }, colonne { $column }) ; aucun scénario ni aucune partie sauvegardée n’en demande autant
    [lists] le fichier a plus de { $max } listes et objets (ligne { $line }, colonne { $column }) ; aucun scénario ni aucune partie sauvegardée n’en demande autant
   *[keys] un objet du fichier a plus de { $max } clés (ligne { $line }, colonne { $column }) ; aucun objet du format n’en a autant
  }
error-file-text-control = le texte contient un caractère de contrôle invisible ({ $code }), qui s’afficherait comme un carré ou pas du tout : supprimez-le (les retours à la ligne et les tabulations peuvent rester)
error-file-goal = { $problem ->
    [depth] les conditions du but s’imbriquent sur plus de { $max } niveaux
    [conditions] le but a plus de { $max } conditions
    [empty] « all » ou « any » demande au moins une condition
    [steps] une énigme (un scénario avec un but) n’a pas d’étapes
    [no-tile] la position d’une énigme demande une tuile en main à poser
    [no-solution] aucune pose légale n’atteint le but : l’énigme n’a pas de solution
    [no-choice] le but choisit les fantômes, mais aucun paiement ne décide s’il est atteint : demandez la pose
    [too-many-turns] une énigme sur le paiement des fantômes a plus de { $max } façons de jouer son tour
   *[every-move] toutes les poses légales atteignent le but : l’énigme ne demande rien
  }
error-file-tile-notation = { $place ->
    [line] la ligne de tuile : { $what }
    [tile] tuile { $tile } : { $what }
   *[column] tuile { $tile }, colonne { $column } : { $what }
  }
error-in-file = { $kind ->
    [game] Cette partie enregistrée ne peut pas être ouverte : { $what }
   *[scenario] Ce scénario ne peut pas être ouvert : { $what }
  }
error-quoted = « { $text } »

## Pourquoi la tuile ne va pas sur une case (B1)

error-problem-no-tile = il n’y a pas de tuile en main
error-problem-placed = la tuile en main est déjà posée
error-problem-off-board = le plateau ne va pas si loin
error-problem-occupied = cette case a déjà une tuile (B1)
error-problem-not-touching = elle ne touche aucune tuile posée (B1)
# $degrees: a turn that is not a quarter turn (the words of error-play-rotation)
error-problem-rotation = { error-play-rotation }
error-problem-side-mismatch = son côté { $side ->
        [north] nord
        [east] est
        [south] sud
       *[west] ouest
    } ({ $mine ->
        [city] ville
        [road] route
       *[field] pré
    }) fait face à { $theirs ->
        [city] une ville
        [road] une route
       *[field] un pré
    } de la tuile { $neighbour } (B1)

## Coups refusés : le refus d’un coup par le moteur, d’après son genre et ses données (www/words/refusals.js)

error-play-game-over = la partie est terminée
error-play-wrong-phase = { $why ->
    [placed] la tuile est déjà posée : posez un meeple ou aucun meeple (B3)
    [no-ghost] aucun fantôme n’est dû maintenant
    [ghosts-first] ajoutez d’abord les fantômes que cette pose doit ({ $rule }), puis posez un meeple
    [no-skip] il n’y a rien à passer maintenant
   *[tile-first] posez d’abord la tuile en main (B1)
  }
error-play-placement = la tuile ne peut pas aller là : { $problem }
error-play-off-board = la case ({ $x }, { $y }) est hors du plateau (au plus ±{ $max })
error-play-rotation = une tuile tourne par quarts de tour : { $degrees }° n’est pas 0, 90, 180 ni 270
error-play-no-such-feature = { $why ->
    [no-tile] il n’y a pas de tuile en ({ $x }, { $y })
   *[no-feature] la tuile { $tile } n’a pas de zone « { $name } »
  }
error-play-no-piece = { $piece ->
    [guard] vous n’avez plus de Sentinelle dans votre réserve (B3)
   *[meeple] vous n’avez plus de meeple dans votre réserve (B3)
  }
error-play-on-mist = un meeple ne se pose jamais sur le brouillard ni sur un cercle ensorcelé (B3, S8)
error-play-on-ruin = la ruine de château de la tuile de départ ne reçoit aucun meeple (G2)
error-play-occupied = cette zone ({ $name }) a déjà un meeple (B3)
error-play-ghost-move = { $to ->
    [own] ce déplacement de fantôme n’est pas permis maintenant : { $rule } doit { $count } { $count ->
        [one] fantôme
       *[other] fantômes
    } à l’un de vos meeples (pas à une Sentinelle)
    [others] ce déplacement de fantôme n’est pas permis maintenant : { $rule } doit { $count } { $count ->
        [one] fantôme
       *[other] fantômes
    } au meeple d’un autre joueur (pas à une Sentinelle)
    [circle] ce déplacement de fantôme n’est pas permis maintenant : { $rule } doit { $count } { $count ->
        [one] fantôme
       *[other] fantômes
    } aux cercles ensorcelés de la nouvelle tuile
   *[none] ce déplacement de fantôme n’est pas permis maintenant : aucun fantôme n’est dû
  }
error-play-nothing-to-undo = il n’y a rien à annuler
error-play-nothing-to-redo = il n’y a rien à rétablir

## Codes de jeu par lien illisibles (GameHandle.fromLink : www/words/refusals.js)

error-link-too-long = le code du lien a { $n } caractères, plus que celui de toute partie ({ $max }) : il est abîmé, ou ce n’est pas un lien de cette page
error-link-not-base64 = le code du lien contient des caractères qu’un code n’a jamais (seulement des lettres, des chiffres, - et _) : il est abîmé
error-link-cut-short = le lien a été coupé ou modifié en route : copiez de nouveau le lien entier
error-link-not-a-link = ce n’est pas un lien de cette page
error-link-newer-version = le lien est de la version { $n }, plus récente que cette page, qui lit les versions 1 à { $max } : ouvrez-le dans une version plus récente de la page
error-link-damaged = le lien est abîmé : sa partie ne peut pas être lue ; demandez à votre ami de le renvoyer
error-link-unwritable = cette partie n’a pas de code de jeu par lien (elle part d’une position disposée à la main) : utilisez un lien de partage ou un fichier

## Ce qui ne va pas dans une ligne de tuile (error-file-tile-notation) : les mots de la notation restent tels qu’écrits

error-tile-no-colon = une ligne de tuile s’écrit « ID: zone; zone… » et celle-ci n’a pas de « : »
error-tile-no-id = l’identifiant de la tuile manque avant « : »
error-tile-bad-id = l’identifiant « { $word } » doit avoir de 1 à { $count } lettres, chiffres, « - », « _ » ou « . »
error-tile-bad-count = le nombre « { $word } » doit aller de x1 à x100
error-tile-bad-start = « { $word } » doit s’écrire start@X,Y avec X et Y de -3 à 3
error-tile-unknown-head-word = mot inconnu « { $word } » avant « : » (attendu : un nombre comme x4, start ou start@X,Y)
error-tile-too-many-features = une tuile a au plus { $count } { $count ->
        [one] zone
       *[other] zones
    }
error-tile-unknown-feature = zone inconnue « { $word } » (attendu : city, road, field, monastery, castle, cemetery, mist ou ruin)
error-tile-too-many-shields = une ville a au plus { $count } { $count ->
        [one] blason
       *[other] blasons
    } (« shield »)
error-tile-touches-nothing = « touches » doit être suivi de noms de villes comme city1
error-tile-touches-twice = « touches » est donné deux fois dans un pré
error-tile-circles-twice = « circles » est donné deux fois dans une nappe de brouillard
error-tile-bad-circles = « circles » doit être suivi de 1, 2 ou 3
error-tile-not-a-side = { $feature ->
    [city] « { $word } » dans « city » n’est pas un côté (N, E, S, W) ni « shield »
    [mist] « { $word } » dans « mist » n’est pas un côté (N, E, S, W) ni « circles N »
   *[road] « { $word } » dans « road » n’est pas un côté (N, E, S, W)
  }
error-tile-side-twice = le côté { $word } est donné deux fois dans { $feature ->
        [city] « city »
        [mist] « mist »
       *[road] « road »
    }
error-tile-not-a-half = « { $word } » dans un pré n’est pas un demi-côté (NL, NR, EL, ER, SL, SR, WL, WR), un côté entier ni « touches »
error-tile-half-twice = « { $word } » est donné deux fois dans un pré
error-tile-takes-no-word = { $feature ->
    [castle] « castle » ne prend pas « { $word } »
    [cemetery] « cemetery » ne prend pas « { $word } »
   *[monastery] « monastery » ne prend pas « { $word } »
  }
error-tile-no-side = { $feature ->
    [city] « city » doit atteindre au moins un côté
    [mist] « mist » doit atteindre au moins un côté (M1)
    [field] « field » doit atteindre au moins un demi-côté
   *[road] « road » doit atteindre au moins un côté
  }
error-tile-no-features = la tuile n’a aucune zone
error-tile-touches-not-a-city = « { $word } » après « touches » n’est pas une ville de cette tuile
error-tile-touched-twice = « { $word } » est donné deux fois après « touches »
error-tile-two-central = une tuile a au plus une abbaye, un château ou un cimetière
error-tile-not-a-corner = « { $word } » dans une ruine n’est pas un coin (NE, SE, SW, NW)
error-tile-one-corner = une ruine est à exactement un coin (NE, SE, SW, NW) ; celle-ci en nomme { $count }
error-tile-two-ruins = une tuile a au plus une ruine
error-tile-too-many-circles = une tuile montre au plus 3 cercles ensorcelés, celle-ci { $count }
error-tile-side-shared = le côté { $word } appartient à { $count } { $count ->
        [one] ville ou route
       *[other] villes et routes
    } ; un côté appartient à une seule au plus
error-tile-two-mists = le côté { $word } est dans deux nappes de brouillard
error-tile-mist-on-city = le côté { $word } est un côté de ville avec du brouillard ; le brouillard ne se trouve que sur les routes et les prés (M1)
error-tile-half-on-city = le demi-côté { $word } est sur un côté de ville et ne peut pas être dans un pré
error-tile-half-on-mist = le demi-côté { $word } est sur un côté avec brouillard : les prés n’atteignent jamais un côté avec brouillard (M1)
error-tile-half-in-no-field = le demi-côté { $word } n’est dans aucun pré (chaque moitié d’un côté de route ou de pré sans brouillard est dans un pré)
error-tile-half-in-fields = le demi-côté { $word } est dans { $count } { $count ->
        [one] pré
       *[other] prés
    } ; il doit être dans un seul
error-tile-duplicate-id = cet identifiant de tuile est déjà pris, par une tuile des jeux ou une ligne précédente
