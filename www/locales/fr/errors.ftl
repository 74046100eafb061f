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
error-bad-option = Option { $name }={ $value } ignorée : { $why }
error-show-format = écrivez-la x,y ou x,y,rotation
error-step-range = les étapes vont de 0 à { $max }
error-step-failed = L’étape { $n } ne peut pas être jouée : { $msg }
error-not-legal = Impossible de montrer la pose ({ $x }, { $y }, { $r }°) : { $why }
