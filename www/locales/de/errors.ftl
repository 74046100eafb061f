# Fehler, die ein Wiki-Autor sieht (siehe en/errors.ftl).

## Die Adresse und das Laden

error-no-source = Nichts anzuzeigen: Hängen Sie ?scenario= (die Adresse einer Szenario-Datei oder ihr JSON) an die Adresse dieser Seite an.
error-both-sources = Geben Sie entweder ?scenario= oder ?game= an, nicht beides.
error-engine-missing = Die Regel-Engine konnte nicht aus ../pkg/carcassonne_mist.js geladen werden: { $why }
error-fetch-failed = { $url } kann nicht geladen werden: { $why }
error-http-status = { $url } kann nicht geladen werden: Der Server antwortete { $status }.
error-other-origin = { $url } kann nicht geladen werden: Dieser Demonstrator lädt nur Dateien seiner eigenen Website ({ $own }). Die Website, die ihn bereitstellt, kann { $origin } erlauben, indem sie es in embed-origins.json neben embed.html einträgt (siehe docs/EMBED.md).
error-redirected = { $url } kann nicht geladen werden: Der Server leitet an eine andere Adresse weiter, der der Demonstrator nicht folgt. Verlinken Sie die endgültige Adresse der Datei.
error-timed-out = { $url } kann nicht geladen werden: Der Server hat die Datei nicht innerhalb von { $seconds } Sekunden gesendet.
error-too-large = { $url } kann nicht geladen werden: Die Datei ist größer als 1 MiB, mehr als ein Szenario braucht; vielleicht ist es die falsche Datei.
error-csp-blocked = { $url } kann nicht geladen werden: { $origin } steht in embed-origins.json, aber die Content-Security-Policy von embed.html erlaubt es noch nicht: Tragen Sie es dort auch unter connect-src ein (siehe docs/EMBED.md).
error-bad-inline = { $kind ->
    [game] Das gespeicherte Spiel in der Adresse ist weder JSON noch base64url-kodiertes JSON.
   *[scenario] Das Szenario in der Adresse ist weder JSON noch base64url-kodiertes JSON.
  }

## Szenario-Dateien und gespeicherte Spiele: die Fehlerarten der Engine

error-at = { $path }: { $what }
error-file-bad-json = { $eof ->
    [true] die Datei endet zu früh (abgeschnitten?) in Zeile { $line }, Spalte { $column }
   *[false] die Datei ist kein gültiges JSON in Zeile { $line }, Spalte { $column }
  }
error-file-too-large = die Datei hat { $bytes } Bytes; höchstens { $max } werden gelesen
error-file-unknown-field = unbekanntes Feld „{ $field }“; mögliche Felder hier: { $expected }
error-file-duplicate-field = das Feld „{ $field }“ steht zweimal da
error-file-missing-field = das Feld „{ $field }“ fehlt
error-file-wrong-type = falscher Typ: { $found }; erwartet: { $expected }
error-file-unknown-word = unbekannter Wert „{ $value }“; erwartet: { $expected }
error-file-out-of-range = die Zahl { $value } liegt außerhalb des Bereichs: erwartet { $expected }
error-file-unknown-tile = unbekanntes Plättchen „{ $tile }“: es ist weder in den gewählten Spielen noch in den „tiles“ der Datei
error-file-illegal-placement = { $reason ->
    [occupied] Plättchen { $tile } kann dort nicht liegen: auf dem Feld liegt schon ein Plättchen (B1)
    [side-mismatch] Plättchen { $tile } kann dort nicht liegen: eine Seite passt nicht zum Nachbarn (B1)
    [not-touching] Plättchen { $tile } kann dort nicht liegen: es berührt kein früheres Plättchen (B1)
   *[off-board] Plättchen { $tile } kann dort nicht liegen: es liegt außerhalb des Spielfelds
  }
error-file-too-many = { $what ->
    [board] zu viele Plättchen auf dem Spielfeld: höchstens { $max }
    [bag] zu viele Plättchen im Beutel: höchstens { $max }
    [tiles] zu viele Plättchenarten: höchstens { $max }
    [steps] zu viele Schritte: höchstens { $max }
   *[actions] zu viele Aktionen: höchstens { $max }
  }
error-file-version = { $newer ->
    [true] Version { $version } ist neuer als dieses Programm, das die Versionen 1 bis { $max } liest: Verwenden Sie eine neuere Version
   *[false] Version { $version } wird nicht unterstützt (dieses Programm liest 1 bis { $max })
  }
error-file-wrong-format = { $found ->
    [scenario] diese Datei ist ein Szenario, kein gespeichertes Spiel: Öffnen Sie sie als Szenario
    [game] diese Datei ist ein gespeichertes Spiel, kein Szenario: Öffnen Sie sie als gespeichertes Spiel
   *[other] diese Datei ist weder ein Szenario noch ein gespeichertes Spiel (siehe ihr „format“)
  }
error-in-file = { $kind ->
    [game] Dieses gespeicherte Spiel kann nicht geöffnet werden: { $what }
   *[scenario] Dieses Szenario kann nicht geöffnet werden: { $what }
  }
error-quoted = „{ $text }“
