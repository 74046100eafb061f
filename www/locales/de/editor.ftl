# Die Wörter des Szenario-Editors (www/editor.html, www/editor/). Spielbegriffe: docs/GLOSSARY.md.

## Die Seite: Kopf, Werkzeuge, Palette, Spielfeld, Dialoge

editor-doc-title = Carcassonne Mist · Szenario-Editor
editor-sub = Szenario-Editor
editor-nav =
    .aria-label = Editor
editor-language = Sprache
editor-language-box =
    .title = Die Sprache des Editors (die Texte des Szenarios behalten ihre)
editor-modes =
    .aria-label = Modus
editor-mode-layout = Aufbauen
    .title = Die Stellung aufbauen: Plättchen, Figuren, Spieler, Plättchen in der Hand und Beutel
editor-mode-record = Schritte aufnehmen
    .title = Schritte aufnehmen, indem man sie spielt, jeden mit einer Bildunterschrift
editor-undo-button =
    .title = Rückgängig (Strg+Z)
    .aria-label = Rückgängig
editor-redo-button =
    .title = Wiederholen (Strg+Y)
    .aria-label = Wiederholen
editor-new = Neu
    .title = Mit einem leeren Spielfeld neu beginnen
editor-open = Öffnen…
    .title = Eine Szenario-Datei öffnen (oder auf die Seite ziehen, oder einfügen)
editor-paste = Einfügen…
    .title = Den Text oder Link eines Szenarios einfügen
editor-export = Exportieren…
    .title = Die Datei herunterladen, ihren Link oder den iframe-Code kopieren
editor-play-link = die Spielseite
editor-palette-box =
    .aria-label = Plättchen
editor-search =
    .placeholder = Id, Stadt, Nebel…
    .aria-label = Die Plättchen nach Id oder nach dem suchen, was darauf ist
editor-grid =
    .aria-label = Plättchenarten
editor-own-summary = Eigene Plättchenart…
editor-own-help = Eine Zeile der Plättchen-Schreibweise (docs/TILES.md), zum Beispiel:
editor-own-line =
    .aria-label = Plättchen-Schreibweise
editor-own-add = Zur Palette hinzufügen
editor-board-box =
    .aria-label = Spielfeld
editor-board-canvas =
    .aria-label = Das Spielfeld: Klicken legt das gewählte Plättchen oder wählt ein Plättchen, Ziehen verschiebt, das Mausrad zoomt
editor-board-keys = Tasten: Die Pfeiltasten bewegen den Cursor, Enter legt dort das gewählte Plättchen hin oder wählt das Plättchen dort aus, Umschalt mit einer Pfeiltaste verschiebt das ausgewählte Plättchen, R dreht es, Entf entfernt es; beim Aufnehmen legt Enter das Plättchen an, 1 bis 9 wählen einen Meeple oder das Versetzen eines Geistes, N setzt keinen Meeple.
editor-cursor = Feld { $cell }: { $what }
editor-cursor-outcome = { $what } Um { $rotation }° gedreht angelegt: { $lines }.
editor-line-sep = ;{" "}
editor-cell-first = Leeres Feld: Das erste Plättchen, { $tile }, kann hierhin.
editor-cell-selected = Dieses Plättchen ist ausgewählt.
editor-zoom-in =
    .title = Vergrößern (+)
    .aria-label = Vergrößern
editor-zoom-out =
    .title = Verkleinern (−)
    .aria-label = Verkleinern
editor-fit = Einpassen
    .title = Das Spielfeld einpassen (F)
editor-rotate-button =
    .title = Das Plättchen drehen (R)
editor-panel-box =
    .aria-label = Szenario
editor-export-title = Das Szenario exportieren
editor-ex-expect = Die jetzigen Antworten der Engine als Erwartungen hinzufügen (die Datei ist auch ein Test)
editor-ex-download = Die Datei herunterladen
editor-ex-base-label = Adresse der Kopie der Seite im Wiki (der Ordner mit embed.html)
editor-ex-base =
    .placeholder = https://ihr-wiki.example/carcassonne-mist/www/
editor-ex-link-label = Ein Link, der das Szenario enthält
editor-ex-snippet-label = Der iframe-Code
editor-copy = Kopieren
editor-pictures-legend = Ein Bild, für ein Wiki, das kein iframe erlaubt
editor-pic-step =
    .aria-label = Der Schritt, den das Bild zeigt
editor-pic-text = Ergebnistext
editor-pic-legend = Legende
editor-close = Schließen
editor-paste-title = Ein Szenario einfügen
editor-paste-help = Der Text der Datei oder ein Link mit ?scenario= darin.
editor-paste-text =
    .aria-label = Der Text oder Link des Szenarios
editor-cancel = Abbrechen
editor-open-button = Öffnen

## Status, Fehler und Hinweise

editor-loading = Die Engine wird geladen…
editor-no-engine = Die Engine ist nicht gestartet: { $why }
editor-status-layout = Plättchen: { $tiles } · Figuren: { $meeples } · Schritte: { $steps } · Engine { $version }
editor-status-empty = Ein leeres Spielfeld · Engine { $version }
editor-refused-edit = Nicht ausgeführt: { $why }
editor-opened = Geöffnet: { $title }
editor-untitled = ein Szenario ohne Titel
editor-cannot-open = Dieses Szenario lässt sich nicht öffnen: { $why }
editor-saved-game = Das ist eine gespeicherte Partie, kein Szenario: der Editor macht Szenarien. Öffne eine gespeicherte Partie auf der Spielseite (Öffnen…) oder zeige sie im Wiki mit ?game= des Demonstrators.
editor-pick-first = Wählen Sie ein Plättchen in der Palette und klicken Sie dann auf das Spielfeld.
editor-no-place = Plättchen { $tile } kann nicht auf { $cell }: { $why }
editor-fits-turned = Plättchen { $tile } passt hier anders gedreht: R dreht es.
editor-record-need-position = Die Stellung muss regelgerecht sein, bevor Schritte aufgenommen werden: { $why }
editor-rotation = { $rotation }°
editor-hint-layout = Klicken Sie auf ein hervorgehobenes Feld, um { $tile } um { $rotation }° gedreht zu legen (R dreht es).
editor-hint-record = Zeigen Sie auf ein hervorgehobenes Feld, um zu sehen, was das Anlegen bewirkt; ein Klick spielt es.

## Die Prüfungen der Engine

editor-empty-board = Das Spielfeld ist leer: Wählen Sie ein Plättchen in der Palette und klicken Sie auf das Spielfeld, um das erste zu legen.
editor-step-broken = Schritt { $n } lässt sich in dieser Stellung nicht mehr spielen: { $why }
editor-step-not-refused = Schritt { $n } sollte mit „{ $error }“ abgelehnt werden, aber die Engine spielt ihn.
editor-fits-nowhere = Plättchen { $tile } passt nirgends an dieses Spielfeld (B1).

## Öffnen und exportieren

editor-open-large = { $size ->
        [one] Diese Datei hat { $size } Byte: ein Szenario hat höchstens 1 MiB.
       *[other] Diese Datei hat { $size } Bytes: ein Szenario hat höchstens 1 MiB.
    }
editor-open-unreadable = Diese Datei lässt sich nicht als Text lesen: { $why }
editor-open-link = Das Szenario des Links lässt sich nicht lesen: { $why }
editor-open-not-utf8 = das ist kein Text in UTF-8 (ein Szenario ist eine JSON-Textdatei)
editor-open-not-base64url = es ist weder JSON noch ein base64url-Code (der Link ist vielleicht abgeschnitten)
editor-open-bad-address = „{ $text }“ ist keine Adresse, die der Editor öffnen kann
editor-open-other-site = der Editor öffnet nur Dateien seiner eigenen Website ({ $own }), nicht von { $origin }: lade die Datei herunter und öffne sie dann hier
editor-open-unreachable = die Datei konnte nicht geladen werden (keine Antwort, oder kein Netz)
editor-open-nothing = Nichts zu öffnen: Fügen Sie den Text eines Szenarios oder einen Link mit ?scenario= ein.
editor-base-local = Diese Seite läuft auf diesem Computer: Geben Sie die Adresse an, unter der die Kopie der Seite im Wiki liegt.
editor-base-missing = Geben Sie zuerst die Adresse der Kopie der Seite im Wiki an.
editor-base-bad = Diese Adresse ist keine Webadresse (https://…).
editor-base-not-kept = Dieser Browser behält keine Daten für diese Seite: Die Adresse gilt, bis die Seite geschlossen wird, und wird nicht gespeichert.
editor-size = { $bytes ->
        [one] { $bytes } Byte
       *[other] { $bytes } Bytes
    }
editor-copied = Kopiert.
editor-iframe-title = Vorführung der Nebelregeln von Carcassonne
# $done: the steps played before the picture (the embed's "Step 1 / 3"); $n: the step whose placement it shows
editor-picture-before = { $done ->
        [0] Zu Beginn
       *[other] Nach Schritt { $done }
    }, mit dem Anlegen von Schritt { $n }
editor-picture-at = { $done ->
        [0] Zu Beginn
       *[other] Nach Schritt { $done }
    }
editor-picture-end = Nach dem letzten Schritt
editor-picture-failed = Kein Bild: { $why }

## Wonach eine Plättchenart gesucht wird

editor-kind-city = Stadt
editor-kind-road = Straße
editor-kind-field = Wiese
editor-kind-monastery = Kloster
editor-kind-castle = Schloss
editor-kind-cemetery = Friedhof
editor-kind-ruin = Ruine
editor-kind-mist = Nebel
editor-kind-circle = Zauberkreis
editor-kind-shield = Wappen
editor-kind-crossing = Kreuzung

## Die Palette

editor-palette-count = { $all ->
        [one] { $shown } von { $all } Plättchenart
       *[other] { $shown } von { $all } Plättchenarten
    }
editor-palette-none = Keine Plättchenart passt zu „{ $query }“.
editor-palette-tile = Plättchen { $id } ({ $set }, { $count } im Satz): { $words }
editor-own-remove = Entfernen
editor-own-empty = Noch keine eigene Plättchenart.
editor-set-base = Grundspiel
editor-set-gcc = Erw. 11 – Geister, Schlösser & Friedhöfe
editor-set-sc = Die Zauberkreise
editor-set-scenario = Die eigenen Plättchen des Szenarios

## Die Karten des Aufbaus

editor-card-scenario = Szenario
editor-text-lang = Texte auf
editor-title = Titel
editor-rules = Regel-Ids (z. B. B4, M3)
editor-description = Beschreibung
editor-card-players = Spieler
editor-player-name = Name
editor-player-colour = Farbe
editor-player-score = Punkte
editor-player-turn = Wer am Zug ist
editor-player-remove = Diesen Spieler entfernen
editor-player-add = Einen Spieler hinzufügen
editor-card-sets = Plättchensätze und Varianten
editor-card-tile = Gewähltes Plättchen
editor-no-tile = Ein Klick auf ein Plättchen des Spielfelds dreht es, verschiebt es (ziehen), entfernt es oder setzt Figuren darauf. Wählen Sie ein Plättchen in der Palette, um eines zu legen.
editor-tile-at = Plättchen { $id } auf { $cell }, um { $rotation }° gedreht
editor-turn-left = ⟲ Nach links drehen
editor-turn-right = ⟳ Nach rechts drehen
editor-remove-tile = Entfernen
editor-piece = Ein Klick auf ein Gebiet setzt:
editor-piece-player = Spieler
editor-piece-meeple = Meeple
editor-piece-guard = Wächter
editor-piece-ghosts = Geister darauf
editor-feature-free = frei
editor-feature-put = Setzen
editor-feature-take = Wegnehmen
editor-circles = { $n ->
        [one] { $n } Zauberkreis: die Geister darin
       *[other] { $n } Zauberkreise: die Geister darin
    }
# $feature: the feature's name on the tile (c1)
editor-feature-circles = { $n ->
        [one] { $feature }: { $n } Zauberkreis: die Geister darin
       *[other] { $feature }: { $n } Zauberkreise: die Geister darin
    }
editor-card-ghosts = Geister und Wächter
editor-guard-supply = Wächter von { $player } im allgemeinen Wächtervorrat (K2)
editor-ghost-count = { $meeples } auf Meeples + { $circles } in Kreisen + { $supply } im Vorrat = { $total } von 15
editor-ghost-off = Die Zählung weicht um { $diff } ab: Es gibt genau 15 Geister (G1).
editor-supply-auto = Vorrat: was von den 15 übrig ist
editor-supply = Geister im Vorrat
editor-card-hand = Plättchen in der Hand und Beutel
editor-hand = Plättchen in der Hand
editor-hand-drawn = (aus dem Beutel gezogen)
editor-bag-rest = Der Beutel: der Rest der Sätze, gemischt nach dem Startwert
editor-bag-list = Der Beutel: diese Plättchen, das erste wird zuerst gezogen
editor-seed = Startwert
editor-bag-add = Ein Plättchen in den Beutel legen
editor-bag-empty = Leer: das Plättchen in der Hand ist das letzte.
editor-meeple = Meeple
editor-guard = Wächter
editor-ghosts = { $n ->
        [one] { $n } Geist
       *[other] { $n } Geister
    }

## Schritte aufnehmen

editor-card-steps = Schritte
editor-no-steps = Noch kein Schritt: Spielen Sie einen Zug auf dem Spielfeld, um ihn aufzunehmen.
editor-caption = Bildunterschrift von Schritt { $n }
editor-caption-lang = Bildunterschriften auf
editor-step-drop = Diesen Schritt und die folgenden entfernen
editor-do-place = Das Plättchen auf { $cell } legen, um { $rotation }° gedreht
editor-do-meeple = Meeple: { $feature }
editor-do-guard = Wächter: { $feature }
editor-do-skip = Kein Meeple
editor-do-ghost = Geist: { $from } → { $to }
editor-do-undo = Rückgängig
editor-do-redo = Wiederholen
editor-refused = Abgelehnt: { $why }
editor-card-move = Der Zug jetzt
editor-move-place = { $player } legt { $tile }: Zeigen Sie auf ein hervorgehobenes Feld, um zu sehen, was es bewirkt, ein Klick spielt es (R dreht das Plättchen).
editor-move-ghosts = { $player } versetzt einen Geist ({ $rule }): Wählen Sie, von wo und wohin.
editor-move-meeple = { $player } darf einen Meeple auf das neue Plättchen setzen (ein Platz auf dem Spielfeld oder unten).
editor-move-over = Das Spiel ist vorbei: keine Züge mehr.
editor-no-meeple = Kein Meeple
editor-keep-refusal = Als Schritt behalten, der die Ablehnung zeigt
editor-broken = Dieser Schritt lässt sich nicht mehr spielen: { $why }
editor-viewing = Das Spielfeld nach Schritt { $n } von { $total }.
editor-viewing-start = Die Stellung vor Schritt 1.
editor-view-end = Zurück zum letzten Schritt
editor-view-step = Das Spielfeld nach Schritt { $n } zeigen
editor-view-start = Die Stellung zeigen
editor-framed = Der Szenario-Editor läuft nicht im Rahmen einer anderen Website. Öffne ihn in einem eigenen Tab.

# A step to be refused, named by its kind (a scenario file's "refused", docs/FORMATS.md)
editor-step-not-refused-kind = Schritt { $n } sollte abgelehnt werden, aber die Engine spielt ihn.
editor-step-refused-otherwise = Schritt { $n } wird abgelehnt, aber nicht aus dem Grund, den die Datei nennt: { $why }
## A rule puzzle's goal

editor-card-goal = Ziel des Rätsels
editor-goal-help = Statt Schritten bitte den Leser, das Plättchen aus der Hand so zu legen, dass eine Bedingung gilt; die Engine lehnt ein Ziel ab, das keine Platzierung erreicht oder jede.
editor-goal-fact = Das Ziel
editor-goal-none = Kein Ziel (kein Rätsel)
editor-goal-rule = Regel
editor-goal-to = Wohin
editor-goal-from = Woher
editor-goal-player = Spieler
editor-goal-any = beliebig
editor-goal-min = Mindestens
editor-goal-max = Höchstens
editor-goal-task = Die Frage an den Leser
editor-goal-remove = Ziel entfernen
