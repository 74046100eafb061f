# Die Liste der fertigen Szenarien (siehe en/index.ftl).

index-page-title = Regel-Demonstrator für den Nebel: fertige Szenarien
index-page-language = Sprache der Seite
index-intro = Die Beispiele der Regelseite und ein Szenario je Regel von Erw. 11 und Die Zauberkreise, jedes bereit, im Demonstrator (embed.html) gezeigt und als iframe in eine Wiki-Seite eingefügt zu werden. Jede Datei hier ist auch ein Test der Regel-Engine. Wie man den Demonstrator bereitstellt und jede Option seiner Adresse: docs/EMBED.md.
index-options = Optionen der Links und Codeschnipsel
index-language = Sprache
index-theme = Farbschema
index-theme-light = hell
index-theme-dark = dunkel
index-theme-auto = automatisch
index-interactive = interaktiv
index-size = Größe
index-base = Adresse Ihrer Kopie des Demonstrators
index-preview = Vorschau des Demonstrators
index-loading = Die Szenarien werden geladen…
index-base-local = Diese Adresse ist die Ihres eigenen Computers: Die Leser eines Wikis erreichen sie nicht. Geben Sie die Adresse Ihrer Kopie des Demonstrators ein.
index-base-bad = Keine Webadresse: Geben Sie eine wie https://example.org/carcassonne/www/ ein
index-steps = { $n ->
    [one] { $n } Schritt
   *[other] { $n } Schritte
  }
index-missing = Die Liste der Szenarien wird mit der Engine gebaut: Führen Sie make build (oder make serve) aus und laden Sie diese Seite dann neu. ({ $why })
index-failed = Die Liste kann nicht angezeigt werden: { $why }
index-thumbnail = Das Spielfeld von „{ $title }“
index-preview-here = Hier ansehen
index-copy = iframe-Codeschnipsel kopieren
index-copied = Codeschnipsel kopiert.
index-copy-by-hand = Markieren Sie den Codeschnipsel unten und kopieren Sie ihn.

## The groups

index-group-examples = Die Beispiele der Regelseite
index-group-base = Grundspiel (B1–B7)
index-group-gcc = Erw. 11: Geister, Nebel, Schlösser, Friedhöfe (G, M, K)
index-group-sc = Die Zauberkreise (S1–S9)
index-group-variants = Regelvarianten (V1–V6)
index-group-puzzles = Regelrätsel: Lege das Plättchen so, dass das Ziel erreicht wird (M, S, G, K, V)
