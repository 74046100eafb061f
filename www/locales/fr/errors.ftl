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
error-file-wrong-type = type incorrect : { $found } ; attendu : { $expected }
error-file-unknown-word = valeur inconnue « { $value } » ; attendu : { $expected }
error-file-out-of-range = le nombre { $value } est hors limites : attendu { $expected }
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
