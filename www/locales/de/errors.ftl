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
error-bad-option = Option { $name }={ $value } ignoriert: { $why }
error-show-format = schreiben Sie x,y oder x,y,Drehung
error-step-range = die Schritte gehen von 0 bis { $max }
error-step-failed = Schritt { $n } kann nicht gespielt werden: { $msg }
error-not-legal = Die Platzierung ({ $x }, { $y }, { $r }°) kann nicht gezeigt werden: { $why }
