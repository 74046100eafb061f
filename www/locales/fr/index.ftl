# La liste des scénarios prêts à l’emploi (voir en/index.ftl).

index-page-title = Démonstrateur des règles du brouillard : scénarios prêts à l’emploi
index-page-language = Langue de la page
index-intro = Les exemples de la page des règles et un scénario par règle de l’Ext. 11 et des Cercles Ensorcelés, chacun prêt à être montré dans le démonstrateur (embed.html) et à être collé dans une page de wiki comme iframe. Chaque fichier ici est aussi un test du moteur de règles. Comment héberger le démonstrateur et toutes les options de son adresse : docs/EMBED.md.
index-options = Options des liens et des extraits
index-language = Langue
index-theme = Thème
index-theme-light = clair
index-theme-dark = sombre
index-theme-auto = auto
index-interactive = interactif
index-size = Taille
index-base = Adresse de votre copie du démonstrateur
index-preview = Aperçu du démonstrateur
index-loading = Chargement des scénarios…
index-base-local = Cette adresse est celle de votre propre ordinateur : les lecteurs d’un wiki ne peuvent pas l’atteindre. Saisissez l’adresse de votre copie du démonstrateur.
index-base-bad = Ce n’est pas une adresse web : saisissez-en une comme https://example.org/carcassonne/www/
index-steps = { $n ->
    [one] { $n } étape
   *[other] { $n } étapes
  }
index-missing = La liste des scénarios est construite avec le moteur : lancez make build (ou make serve), puis rechargez cette page. ({ $why })
index-failed = La liste ne peut pas être affichée : { $why }
index-thumbnail = Le plateau de « { $title } »
index-preview-here = Aperçu ici
index-copy = Copier l’extrait iframe
index-copied = Extrait copié.
index-copy-by-hand = Sélectionnez l’extrait ci-dessous et copiez-le.

## The groups

index-group-examples = Les exemples de la page des règles
index-group-base = Jeu de base (B1–B7)
index-group-gcc = Ext. 11 : fantômes, brouillard, châteaux, cimetières (G, M, K)
index-group-sc = Les Cercles Ensorcelés (S1–S9)
index-group-variants = Variantes de règles (V1–V6)
index-group-puzzles = Énigmes de règles : posez la tuile pour atteindre le but (M, S, G, K, V)
