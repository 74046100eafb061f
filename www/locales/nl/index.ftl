# De lijst van kant-en-klare scenario's (zie en/index.ftl).

index-page-title = Demonstrator van de mistregels: kant-en-klare scenario's
index-page-language = Taal van de pagina
index-intro = De voorbeelden van de regelpagina en één scenario per regel van Uitbr. 11 en De Spreukencirkels, elk klaar om in de demonstrator (embed.html) te tonen en als iframe in een wikipagina te plakken. Elk bestand hier is ook een test van de regelengine. Hoe je de demonstrator host en elke optie van zijn adres: docs/EMBED.md.
index-options = Opties van de links en fragmenten
index-language = Taal
index-theme = Thema
index-theme-light = licht
index-theme-dark = donker
index-theme-auto = automatisch
index-interactive = interactief
index-size = Grootte
index-base = Adres van jouw kopie van de demonstrator
index-preview = Voorbeeld van de demonstrator
index-loading = De scenario's worden geladen…
index-base-local = Dit adres is dat van je eigen computer: de lezers van een wiki kunnen het niet bereiken. Vul het adres van jouw kopie van de demonstrator in.
index-base-bad = Geen webadres: vul er een in zoals https://example.org/carcassonne/www/
index-steps = { $n ->
    [one] { $n } stap
   *[other] { $n } stappen
  }
index-missing = De lijst van scenario's wordt met de engine gebouwd: voer make build (of make serve) uit en laad deze pagina dan opnieuw. ({ $why })
index-failed = De lijst kan niet getoond worden: { $why }
index-thumbnail = Het bord van „{ $title }”
index-preview-here = Hier bekijken
index-copy = Iframe-fragment kopiëren
index-copied = Fragment gekopieerd.
index-copy-by-hand = Selecteer het fragment hieronder en kopieer het.

## The groups

index-group-examples = De voorbeelden van de regelpagina
index-group-base = Basisspel (B1–B7)
index-group-gcc = Uitbr. 11: spoken, mist, spookslotten, kerkhoven (G, M, K)
index-group-sc = De Spreukencirkels (S1–S9)
index-group-variants = Regelvarianten (V1–V6)
index-group-puzzles = Regelpuzzels: leg de tegel zo dat het doel gehaald wordt (M, S, G, K, V)
