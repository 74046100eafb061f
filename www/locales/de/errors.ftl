# Fehler, die ein Wiki-Autor sieht (siehe en/errors.ftl).

## Die Adresse und das Laden

error-no-source = Nichts anzuzeigen: Hängen Sie ?scenario= (die Adresse einer Szenario-Datei oder ihr JSON) an die Adresse dieser Seite an.
error-both-sources = Geben Sie entweder ?scenario= oder ?game= an, nicht beides.
# ?puzzle= (embed/puzzle.js): $id the id given
error-no-puzzle = Kein Rätsel hat die Kennung „{ $id }“.
error-engine-missing = Die Regel-Engine konnte nicht aus ../pkg/carcassonne_mist.js geladen werden: { $why }
error-fetch-failed = { $url } kann nicht geladen werden: { $why }
error-http-status = { $url } kann nicht geladen werden: Der Server antwortete { $status }.
error-damaged-short-link = Der kurze Link lässt sich nicht entpacken: er ist beschädigt oder abgeschnitten. Kopiere den ganzen Link noch einmal.
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
# $field: the field; `en`: a text in several languages without English
error-file-missing-field = { $field ->
        [en] kein englischer Text: ein Text in mehreren Sprachen braucht Englisch, das Leser einer Sprache ohne Text sehen (schreib zuerst den englischen Text)
       *[other] das Feld „{ $field }“ fehlt
    }
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
error-file-empty-board = das Spielfeld braucht mindestens ein Plättchen
error-file-text-too-long = der Text ist { $bytes } { $bytes ->
        [one] Byte
       *[other] Bytes
    } lang; ein Text hat höchstens { $max } Bytes
error-file-unknown-player = kein Spieler heißt „{ $name }“ (die Spieler sind { $players })
error-file-no-piece-left = { $guard ->
    [true] { $player } hat keinen Wächter mehr zum Einsetzen
   *[false] { $player } hat keinen Meeple mehr zum Einsetzen
  }
error-file-needs-set = { $what ->
    [ghosts] Geister gehören zu Erw. 11: füge „{ $set }“ zu den Sets hinzu
    [guards] der allgemeine Wächtervorrat gehört zu Erw. 11: füge „{ $set }“ zu den Sets hinzu
    [sc] Die Zauberkreise („sc“) werden mit Erw. 11 gespielt: füge „{ $set }“ zu den Sets hinzu
   *[game] die Plättchensets müssen „{ $set }“ enthalten (das Grundspiel)
  }
error-file-guard-ghosts = ein Wächter trägt nie Geister (G1)
error-file-meeple-ghosts = { $ghosts } { $ghosts ->
        [one] Geist
       *[other] Geister
    } bei einem Meeple: ein Meeple trägt höchstens 2 (der dritte schickt ihn in den Vorrat seines Besitzers zurück, G3)
error-file-no-circle = { $feature } von Plättchen { $tile } hat keinen Zauberkreis
error-file-circle-full = { $ghosts } { $ghosts ->
        [one] Geist
       *[other] Geister
    } in { $feature } von Plättchen { $tile }, das { $circles } { $circles ->
        [one] Zauberkreis
       *[other] Zauberkreise
    } hat (ein Geist je Kreis)
error-file-ghost-total = { $supply } { $supply ->
        [one] Geist
       *[other] Geister
    } im Vorrat und { $placed } bei Meeples und in Kreisen: es gibt genau { $total } Geister insgesamt (G1)
error-file-player-count = ein Spiel hat { $min } bis { $max } Spieler, nicht { $count }
error-file-player-name = { $problem ->
    [length] Spieler { $player } braucht einen Namen mit 1 bis { $max } Zeichen (ein Emoji kann als mehrere zählen)
    [control] der Name von Spieler { $player } enthält ein Steuerzeichen (etwa einen Zeilenumbruch oder einen Tabulator)
    [direction] der Name von Spieler { $player } enthält ein Zeichen, das die Richtung des Textes ändert
    [blank] der Name von Spieler { $player } ist leer (nur Leerzeichen oder unsichtbare Zeichen)
    [same] zwei Spieler heißen „{ $other }“
    [look-alike] zwei Spieler heißen „{ $other }“ und „{ $name }“: Namen müssen sich um mehr als Groß- und Kleinschreibung, Leerzeichen oder unsichtbare Zeichen unterscheiden
    [marks] der Name von Spieler { $player } stapelt mehr als 2 Akzente auf einem Buchstaben
   *[colour] die Farbe von { $name } ist keine CSS-Farbe: #rgb, #rrggbb, ein Farbname wie red, oder rgb(), hsl() mit Zahlen
  }
error-file-setup-or-scenario = { $both ->
    [true] ein gespeichertes Spiel hat „setup“ oder „scenario“, nicht beides
   *[false] ein gespeichertes Spiel braucht „setup“ oder „scenario“
  }
error-file-json-limit = { $limit ->
    [depth] die Datei verschachtelt Listen und Objekte mehr als { $max } Ebenen tief (Zeile { $line }, Spalte { $column }); kein Szenario und kein gespeichertes Spiel braucht so viele
    [lists] die Datei hat mehr als { $max } Listen und Objekte (Zeile { $line }, Spalte { $column }); kein Szenario und kein gespeichertes Spiel braucht so viele
   *[keys] ein Objekt der Datei hat mehr als { $max } Schlüssel (Zeile { $line }, Spalte { $column }); kein Objekt des Formats hat so viele
  }
error-file-text-control = der Text enthält ein unsichtbares Steuerzeichen ({ $code }), das als Kästchen oder gar nicht erschiene: entfernen Sie es (Zeilenumbrüche und Tabulatoren dürfen bleiben)
error-file-goal = { $problem ->
    [depth] die Bedingungen des Ziels sind tiefer als { $max } Ebenen verschachtelt
    [conditions] das Ziel hat mehr als { $max } Bedingungen
    [empty] „all“ oder „any“ braucht mindestens eine Bedingung
    [steps] ein Rätsel (ein Szenario mit Ziel) hat keine Schritte
    [no-tile] die Stellung eines Rätsels braucht ein Plättchen in der Hand zum Legen
    [no-solution] keine erlaubte Platzierung erreicht das Ziel: das Rätsel hat keine Lösung
    [no-choice] das Ziel wählt die Geister, aber keine Bezahlung entscheidet, ob es erreicht wird: frage nach der Platzierung
    [too-many-turns] ein Rätsel über das Bezahlen der Geister hat mehr als { $max } Arten, den Zug zu spielen
   *[every-move] jede erlaubte Platzierung erreicht das Ziel: das Rätsel fragt nichts
  }
error-file-tile-notation = { $place ->
    [line] die Plättchenzeile: { $what }
    [tile] Plättchen { $tile }: { $what }
   *[column] Plättchen { $tile }, Spalte { $column }: { $what }
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
# $degrees: a turn that is not a quarter turn (the words of error-play-rotation)
error-problem-rotation = { error-play-rotation }
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

## Abgelehnte Züge: die Ablehnung eines Zugs durch die Engine, aus ihrer Art und ihren Daten (www/words/refusals.js)

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
error-play-no-piece = { $piece ->
    [guard] du hast keinen Wächter mehr in deinem Vorrat (B3)
   *[meeple] du hast keinen Meeple mehr in deinem Vorrat (B3)
  }
error-play-on-mist = ein Meeple steht nie auf Nebel und nie auf einem Zauberkreis (B3, S8)
error-play-on-ruin = auf der Ruine des Startplättchens steht nie ein Meeple (G2)
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

## Codes zum Spielen per Link, die nicht lesbar sind (GameHandle.fromLink: www/words/refusals.js)

error-link-too-long = der Code des Links ist { $n } Zeichen lang, länger als der jedes Spiels ({ $max }): er ist beschädigt oder kein Link dieser Seite
error-link-not-base64 = der Code des Links enthält Zeichen, die ein Code nie hat (nur Buchstaben, Ziffern, - und _): er ist beschädigt
error-link-cut-short = der Link wurde unterwegs gekürzt oder verändert: kopiere den ganzen Link noch einmal
error-link-not-a-link = das ist kein Link dieser Seite
error-link-newer-version = der Link hat Version { $n }, neuer als diese Seite, die die Versionen 1 bis { $max } liest: öffne ihn in einer neueren Version der Seite
error-link-damaged = der Link ist beschädigt: sein Spiel kann nicht gelesen werden; bitte deinen Freund, ihn noch einmal zu schicken
error-link-unwritable = dieses Spiel hat keinen Code zum Spielen per Link (es begann mit einer von Hand ausgelegten Stellung): nimm einen Teilen-Link oder eine Datei

## Was in einer Plättchenzeile nicht stimmt (error-file-tile-notation): die Wörter der Notation bleiben, wie sie geschrieben sind

error-tile-no-colon = eine Plättchenzeile lautet „ID: Gebiet; Gebiet…“, und diese hat keinen „:“
error-tile-no-id = die Plättchen-ID vor „:“ fehlt
error-tile-bad-id = die Plättchen-ID „{ $word }“ muss aus 1 bis { $count } Buchstaben, Ziffern, „-“, „_“ oder „.“ bestehen
error-tile-bad-count = die Anzahl „{ $word }“ muss x1 bis x100 sein
error-tile-bad-start = „{ $word }“ muss start@X,Y lauten, mit X und Y von -3 bis 3
error-tile-unknown-head-word = unbekanntes Wort „{ $word }“ vor „:“ (erwartet: eine Anzahl wie x4, start oder start@X,Y)
error-tile-too-many-features = ein Plättchen hat höchstens { $count } { $count ->
        [one] Gebiet
       *[other] Gebiete
    }
error-tile-unknown-feature = unbekanntes Gebiet „{ $word }“ (erwartet: city, road, field, monastery, castle, cemetery, mist oder ruin)
error-tile-too-many-shields = eine Stadt hat höchstens { $count } { $count ->
        [one] Wappen
       *[other] Wappen
    } („shield“)
error-tile-touches-nothing = auf „touches“ müssen Namen von Städten folgen, etwa city1
error-tile-touches-twice = „touches“ steht zweimal in einer Wiese
error-tile-circles-twice = „circles“ steht zweimal in einer Nebelfläche
error-tile-bad-circles = auf „circles“ muss 1, 2 oder 3 folgen
error-tile-not-a-side = { $feature ->
    [city] „{ $word }“ in „city“ ist keine Seite (N, E, S, W) und kein „shield“
    [mist] „{ $word }“ in „mist“ ist keine Seite (N, E, S, W) und kein „circles N“
   *[road] „{ $word }“ in „road“ ist keine Seite (N, E, S, W)
  }
error-tile-side-twice = Seite { $word } steht zweimal in { $feature ->
        [city] „city“
        [mist] „mist“
       *[road] „road“
    }
error-tile-not-a-half = „{ $word }“ in einer Wiese ist keine halbe Seite (NL, NR, EL, ER, SL, SR, WL, WR), keine ganze Seite und kein „touches“
error-tile-half-twice = „{ $word }“ steht zweimal in einer Wiese
error-tile-takes-no-word = { $feature ->
    [castle] „castle“ nimmt kein „{ $word }“
    [cemetery] „cemetery“ nimmt kein „{ $word }“
   *[monastery] „monastery“ nimmt kein „{ $word }“
  }
error-tile-no-side = { $feature ->
    [city] „city“ muss mindestens eine Seite erreichen
    [mist] „mist“ muss mindestens eine Seite erreichen (M1)
    [field] „field“ muss mindestens eine halbe Seite erreichen
   *[road] „road“ muss mindestens eine Seite erreichen
  }
error-tile-no-features = das Plättchen hat keine Gebiete
error-tile-touches-not-a-city = „{ $word }“ nach „touches“ ist keine Stadt dieses Plättchens
error-tile-touched-twice = „{ $word }“ steht zweimal nach „touches“
error-tile-two-central = ein Plättchen hat höchstens ein Kloster, Schloss oder einen Friedhof
error-tile-not-a-corner = „{ $word }“ bei einer Ruine ist keine Ecke (NE, SE, SW, NW)
error-tile-one-corner = eine Ruine steht an genau einer Ecke (NE, SE, SW, NW); diese nennt { $count }
error-tile-two-ruins = ein Plättchen hat höchstens eine Ruine
error-tile-too-many-circles = ein Plättchen zeigt höchstens 3 Zauberkreise, dieses { $count }
error-tile-side-shared = Seite { $word } gehört zu { $count } { $count ->
        [one] Stadt oder Straße
       *[other] Städten und Straßen
    }; eine Seite gehört zu höchstens einer
error-tile-two-mists = Seite { $word } liegt in zwei Nebelflächen
error-tile-mist-on-city = Seite { $word } ist eine Stadtseite mit Nebel; Nebel liegt nur auf Straßen und Wiesen (M1)
error-tile-half-on-city = die halbe Seite { $word } liegt auf einer Stadtseite und kann nicht in einer Wiese liegen
error-tile-half-on-mist = die halbe Seite { $word } liegt auf einer Seite mit Nebel: Wiesen erreichen nie eine Seite mit Nebel (M1)
error-tile-half-in-no-field = die halbe Seite { $word } liegt in keiner Wiese (jede Hälfte einer Straßen- oder Wiesenseite ohne Nebel liegt in einer Wiese)
error-tile-half-in-fields = die halbe Seite { $word } liegt in { $count } { $count ->
        [one] Wiese
       *[other] Wiesen
    }; sie muss in genau einer liegen
error-tile-duplicate-id = diese Plättchen-ID ist schon vergeben, an ein Plättchen der Sets oder eine frühere Zeile
