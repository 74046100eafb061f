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
error-file-wrong-type = falscher Typ: { $found ->
        [null] null
        [boolean] { $value }
        [number] die Zahl { $value }
        [whole-number] die ganze Zahl { $value }
        [text] der Text „{ $value }“
        [list] eine Liste
       *[object] ein Objekt
    }; erwartet: { $expected ->
        [text] ein Text
        [word] eines von { $words }
        [object] ein Objekt
        [boolean] true oder false
        [list] eine Liste
        [whole-number] { $range ->
            [between] eine ganze Zahl von { $min } bis { $max }
            [at-least] eine ganze Zahl, { $min } oder mehr
           *[any] eine ganze Zahl
        }
        [spot] „supply“ oder ein Ort mit „x“, „y“ und „feature“
        [texts] ein Text oder ein Objekt mit Texten je Sprache ({ $words })
       *[player] ein Name oder ein Objekt mit „name“
    }
error-file-unknown-word = unbekannter Wert „{ $value }“; erwartet: { $expected }
error-file-out-of-range = die Zahl { $value } liegt außerhalb des Bereichs: erwartet { $range ->
        [between] eine ganze Zahl von { $min } bis { $max }
        [at-least] eine ganze Zahl, { $min } oder mehr
       *[any] eine ganze Zahl
    }
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

## Warum das Plättchen nicht auf ein Feld passt (B1)

error-problem-no-tile = es ist kein Plättchen auf der Hand
error-problem-placed = das Plättchen auf der Hand ist schon angelegt
error-problem-off-board = so weit reicht das Spielfeld nicht
error-problem-occupied = auf diesem Feld liegt schon ein Plättchen (B1)
error-problem-not-touching = es berührt kein angelegtes Plättchen (B1)
error-problem-side-mismatch = seine { $side ->
        [north] Nordseite
        [east] Ostseite
        [south] Südseite
       *[west] Westseite
    } ({ $mine ->
        [city] Stadt
        [road] Straße
       *[field] Wiese
    }) grenzt an { $theirs ->
        [city] eine Stadt
        [road] eine Straße
       *[field] eine Wiese
    } von Plättchen { $neighbour } (B1)

## Abgelehnte Züge: die Ablehnung eines Zugs durch die Engine, aus ihrer Art und ihren Daten (www/refusals.js)

error-play-game-over = das Spiel ist vorbei
error-play-wrong-phase = { $why ->
    [placed] das Plättchen ist schon angelegt: setze einen Meeple ein oder keinen (B3)
    [no-ghost] jetzt ist kein Geist geschuldet
    [ghosts-first] stelle zuerst die Geister, die dieses Anlegen schuldet ({ $rule }), dann setze einen Meeple ein
    [no-skip] jetzt gibt es nichts zu überspringen
   *[tile-first] lege zuerst das Plättchen auf der Hand an (B1)
  }
error-play-placement = das Plättchen kann dort nicht liegen: { $problem }
error-play-off-board = das Feld ({ $x }, { $y }) liegt außerhalb des Spielfelds (höchstens ±{ $max })
error-play-rotation = ein Plättchen dreht sich in Vierteldrehungen: { $degrees }° ist nicht 0, 90, 180 oder 270
error-play-no-such-feature = { $why ->
    [no-tile] auf ({ $x }, { $y }) liegt kein Plättchen
   *[no-feature] Plättchen { $tile } hat kein Gebiet „{ $name }“
  }
error-play-no-piece = { $guard ->
    [true] du hast keinen Wächter mehr in deinem Vorrat (B3)
   *[false] du hast keinen Meeple mehr in deinem Vorrat (B3)
  }
error-play-on-mist = ein Meeple steht nie auf Nebel und nie auf einem Zauberkreis (B3, S8)
error-play-occupied = dieses Gebiet ({ $name }) hat schon einen Meeple (B3)
error-play-ghost-move = { $to ->
    [own] dieser Geisterzug ist jetzt nicht erlaubt: { $rule } schuldet { $count } { $count ->
        [one] Geist
       *[other] Geister
    } für einen deiner Meeples (keinen Wächter)
    [others] dieser Geisterzug ist jetzt nicht erlaubt: { $rule } schuldet { $count } { $count ->
        [one] Geist
       *[other] Geister
    } für den Meeple eines anderen Spielers (keinen Wächter)
    [circle] dieser Geisterzug ist jetzt nicht erlaubt: { $rule } schuldet { $count } { $count ->
        [one] Geist
       *[other] Geister
    } für die Zauberkreise des neuen Plättchens
   *[none] dieser Geisterzug ist jetzt nicht erlaubt: kein Geist ist geschuldet
  }
error-play-nothing-to-undo = es gibt nichts rückgängig zu machen
error-play-nothing-to-redo = es gibt nichts zu wiederholen

## Codes zum Spielen per Link, die nicht lesbar sind (GameHandle.fromLink: www/refusals.js)

error-link-too-long = der Code des Links ist { $n } Zeichen lang, länger als der jedes Spiels ({ $max }): er ist beschädigt oder kein Link dieser Seite
error-link-not-base64 = der Code des Links enthält Zeichen, die ein Code nie hat (nur Buchstaben, Ziffern, - und _): er ist beschädigt
error-link-cut-short = der Link wurde unterwegs gekürzt oder verändert: kopiere den ganzen Link noch einmal
error-link-not-a-link = das ist kein Link dieser Seite
error-link-newer-version = der Link hat Version { $n }, neuer als diese Seite, die die Versionen 1 bis { $max } liest: öffne ihn in einer neueren Version der Seite
error-link-damaged = der Link ist beschädigt: sein Spiel kann nicht gelesen werden; bitte deinen Freund, ihn noch einmal zu schicken
error-link-unwritable = dieses Spiel hat keinen Code zum Spielen per Link (es begann mit einer von Hand ausgelegten Stellung): nimm einen Teilen-Link oder eine Datei
