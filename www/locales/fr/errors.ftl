# Les erreurs qu’un rédacteur de wiki rencontre (voir en/errors.ftl).

## L’adresse et le chargement

error-no-source = Rien à montrer : ajoutez ?scenario= (l’adresse d’un fichier de scénario, ou son JSON) à l’adresse de cette page.
error-both-sources = Donnez ?scenario= ou ?game=, pas les deux.
error-engine-missing = Le moteur de règles n’a pas pu être chargé depuis ../pkg/carcassonne_mist.js : { $why }
error-fetch-failed = Impossible de charger { $url } : { $why }
error-http-status = Impossible de charger { $url } : le serveur a répondu { $status }.
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
error-file-missing-field = le champ « { $field } » manque
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

## Coups refusés : le refus d’un coup par le moteur, d’après son genre et ses données (www/refusals.js)

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
error-play-no-piece = { $guard ->
    [true] vous n’avez plus de meeple Sentinelle dans votre réserve (B3)
   *[false] vous n’avez plus de meeple dans votre réserve (B3)
  }
error-play-on-mist = un meeple ne se pose jamais sur le brouillard ni sur un cercle ensorcelé (B3, S8)
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

## Codes de jeu par lien illisibles (GameHandle.fromLink : www/refusals.js)

error-link-too-long = le code du lien a { $n } caractères, plus que celui de toute partie ({ $max }) : il est abîmé, ou ce n’est pas un lien de cette page
error-link-not-base64 = le code du lien contient des caractères qu’un code n’a jamais (seulement des lettres, des chiffres, - et _) : il est abîmé
error-link-cut-short = le lien a été coupé ou modifié en route : copiez de nouveau le lien entier
error-link-not-a-link = ce n’est pas un lien de cette page
error-link-newer-version = le lien est de la version { $n }, plus récente que cette page, qui lit les versions 1 à { $max } : ouvrez-le dans une version plus récente de la page
error-link-damaged = le lien est abîmé : sa partie ne peut pas être lue ; demandez à votre ami de le renvoyer
error-link-unwritable = cette partie n’a pas de code de jeu par lien (elle part d’une position disposée à la main) : utilisez un lien de partage ou un fichier
