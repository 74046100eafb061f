# Die Wörter der Spielseite (www/index.html, page/*.js). Begriffe: docs/GLOSSARY.md.

## Kopf und Menü

page-title = Carcassonne Mist
page-description =
    .content = Carcassonne mit dem Nebel der Erw. 11 und den Zauberkreisen im Browser spielen: die Geister jedes Plättchens vorab gezeigt, erklärt und mit ihrer Regel verknüpft.
page-nav =
    .aria-label = Partie
page-language = Sprache
page-language-box =
    .title = Die Sprache der Seite (die Partie läuft weiter)
page-seed = Startwert
page-seed-link =
    .title = Ein Link zu einer neuen Partie mit diesem Startwert, diesen Spielern, Plättchensätzen und Varianten
page-position = Stellung
page-laid-out = von Hand ausgelegt
page-new-game = Neue Partie…
    .title = Eine neue Partie beginnen (Spieler, Plättchensätze, Varianten, Startwert)
page-save = Speichern
    .title = Diese Partie als Datei herunterladen
page-load = Öffnen…
    .title = Eine gespeicherte Partie öffnen
page-share = Link teilen
    .title = Ein Link, der genau diese Stellung in einem anderen Browser öffnet
page-rules = Regeln
    .title = Die Regeln, nach denen diese Seite spielt
page-about = Über
    .title = Was diese Seite ist und woher ihre Plättchen kommen
page-engine = Engine { $version }

## Das Spielfeld

page-board-section =
    .aria-label = Spielfeld
page-board =
    .aria-label = { $touch ->
        [true] Das Spielfeld: ziehen zum Verschieben, zwei Finger zum Zoomen, ein markiertes Feld antippen, um das Plättchen anzulegen
       *[other] Das Spielfeld: ziehen zum Verschieben, Mausrad oder zwei Finger zum Zoomen, ein markiertes Feld anklicken, um das Plättchen anzulegen
    }
page-board-help = Tastatur: die Pfeiltasten bewegen den Cursor, R dreht das Plättchen, Enter legt es am Cursor an, Zifferntasten wählen einen Geisterzug oder einen Platz für einen Meeple, N setzt keinen Meeple ein, L springt zum nächsten Feld, wo das Plättchen passt, F passt das Spielfeld ein, Plus und Minus zoomen, Strg+Z macht rückgängig, Strg+Y wiederholt. B schaltet das Textspielfeld ein, das sagt, was auf jedem Feld liegt. Bei 10 oder mehr Möglichkeiten die Nummer Ziffer für Ziffer tippen (1, dann 0 für die zehnte), Enter, wenn eine längere Nummer folgen könnte; Tab erreicht auch die Schaltfläche jeder Möglichkeit im Bereich.
page-zoom-in =
    .title = Vergrößern (+)
    .aria-label = Vergrößern
page-zoom-out =
    .title = Verkleinern (−)
    .aria-label = Verkleinern
page-fit = Einpassen
    .title = Das Spielfeld einpassen (F)
page-legend = Legende
    .title = Was das Spielfeld zeigt: Nebel, Zauberkreise, Geister, Figuren

## Die Seitenleiste

page-panel =
    .aria-label = Spielleiste
page-loading = Die Engine wird geladen…
page-engine-failed = Die Engine konnte nicht geladen werden.
page-fold = ▾ Weniger
    .title = Die Leiste auf ihre erste Zeile einklappen oder wieder öffnen
page-unfold = ▴ Mehr
page-hand-card =
    .aria-label = Plättchen auf der Hand
page-hand =
    .aria-label = Das Plättchen auf der Hand
page-rotate = ⟳ Drehen
page-rotate-button =
    .title = Das Plättchen drehen (R, oder Mausrad-Klick auf dem Spielfeld)
page-undo = ↶ Rückgängig
    .title = Rückgängig (Strg+Z)
page-redo = ↷ Wiederholen
    .title = Wiederholen (Strg+Y)
page-ghost-moves =
    .aria-label = Geisterzüge
page-meeple-spots =
    .aria-label = Plätze für einen Meeple
page-skip = Kein Meeple
page-show-final = Endstand
page-players = Spieler
page-scoring = Wertung
page-nothing-scored = Noch nichts gewertet.
page-your-games = Deine Partien
page-games-blurb = Jede Partie, die du spielst, bleibt in diesem Browser, die zuletzt gespielte zuerst. Ein geöffneter Link fügt seine Partie hier hinzu; er ersetzt nie eine.
page-turn-log = Spielverlauf

## Statuszeile

page-status-place = { $player }: Plättchen anlegen
page-status-ghosts = { $player }: Geister versetzen (noch { $owed } offen)
page-status-meeple = { $player }: einen Meeple auf das Plättchen einsetzen, oder keinen
page-status-no-meeple = { $player }: hier kann kein Meeple hin — { $touch ->
        [true] tippe auf
       *[other] klicke auf
    } Kein Meeple
page-status-over = { $n ->
        [one] Partie vorbei — { $players } gewinnt mit { $points } Punkten
       *[other] Partie vorbei — { $players } liegen gleichauf mit { $points } Punkten
    }

## Plättchen auf der Hand

page-hand-tile = Plättchen { $tile } · { $rotation }°
page-no-tiles-left = Keine Plättchen mehr
page-tile-placed = Plättchen angelegt
page-tiles-left = Plättchen übrig: { $n }
page-set-left = { $set } { $n }
page-set-base = Grundspiel
page-set-gcc = Erw. 11
page-set-sc = Zauberkreise

## Aktionskarte

page-action-place = Was dieses Plättchen bewirkt
page-action-ghosts = Zu versetzende Geister
page-action-meeple = Meeple
page-action-over = Die Partie ist vorbei

## Spieler

page-meeples-in-supply = { $n ->
        [one] { $n } Meeple im Vorrat
       *[other] { $n } Meeples im Vorrat
    }
page-guards-in-supply = { $n ->
        [one] { $n } Wächter im Vorrat
       *[other] { $n } Wächter im Vorrat
    }
page-guards-in-supply-general = { $n ->
        [one] { $n } Wächter im Vorrat; { $more } weitere im allgemeinen Wächtervorrat (K2)
       *[other] { $n } Wächter im Vorrat; { $more } weitere im allgemeinen Wächtervorrat (K2)
    }
page-ghosts-on-meeples = { $n ->
        [one] { $n } Geist auf den Meeples von { $player } (−1 Punkt je Geist am Ende, G6)
       *[other] { $n } Geister auf den Meeples von { $player } (−1 Punkt je Geist am Ende, G6)
    }
page-points = { $n ->
        [one] { $n } Punkt
       *[other] { $n } Punkte
    }
page-ghost-supply = Geistervorrat: { $n } von 15

## Geisterphase

page-ghosts-owed = { $n ->
        [one] noch { $n } Geist offen
       *[other] noch { $n } Geister offen
    }
page-obligation-left =
    .title = noch { $left } von { $owed } zu versetzen
page-then = Danach: { $text }
page-ghost-help-selected = Von { $from }: { $touch ->
        [true] tippe
       *[other] klicke
    } jetzt an, wohin er geht (oder noch einmal auf die Quelle, um eine andere zu wählen).
page-ghost-help-sources = { $touch ->
        [true] Tippe
       *[other] Klicke
    } an, woher ein Geist kommt (auf dem Spielfeld markiert), dann wohin er geht — oder wähle unten einen Zug.
page-ghost-help-one-target = { $touch ->
        [true] Tippe
       *[other] Klicke
    } an, woher der Geist kommt (auf dem Spielfeld markiert), oder wähle unten einen Zug.
page-ghost-help-circle = { $touch ->
        [true] Tippe
       *[other] Klicke
    } einen markierten Zauberkreis auf dem Spielfeld an, oder wähle unten einen Zug.
page-ghost-help-meeple = { $touch ->
        [true] Tippe
       *[other] Klicke
    } einen markierten Meeple auf dem Spielfeld an, oder wähle unten einen Zug.
page-first-choose-source = Wähle zuerst, woher der Geist kommt (eine markierte Quelle), dann wohin er geht

## Meeplephase

page-put-meeple =
    .title = Einen Meeple einsetzen: { $feature }
page-put-guard =
    .title = Einen Wächter einsetzen: { $feature }
page-guard-spot = { $feature } (Wächter)
page-no-free-feature = Kein freies Gebiet auf diesem Plättchen.
page-no-meeple-left = Kein Meeple mehr.

## Hilfe zum Plättchen auf der Hand

page-fits-only-turned = Das Plättchen passt auf dieses Feld nur gedreht um { $rotations }: { $touch ->
        [true] tippe das Feld noch einmal an
       *[other] drücke R (oder klicke auf das Feld)
    }, um es zu drehen.
page-not-here = Nicht auf dieses Feld: { $why }.
page-no-fit = passt nicht
page-point-at-cell = { $touch ->
        [true] Tippe ein markiertes Feld an, um zu sehen, was das Plättchen dort bewirken würde; tippe es noch einmal an, um es anzulegen.
       *[other] Zeige auf ein markiertes Feld (oder bewege den Cursor mit den Pfeiltasten), um zu sehen, was das Plättchen dort bewirken würde.
    }
page-fits-nowhere = { $touch ->
        [true] So gedreht passt das Plättchen nirgends: drehe es (⟳ Drehen).
       *[other] So gedreht passt das Plättchen nirgends: drehe es (R).
    }

## Hinweiszeile unter dem Spielfeld

page-hint-place-here = { $touch ->
        [true] Noch einmal tippen, um das Plättchen hier anzulegen · ⟳ Drehen dreht es
       *[other] Klicken, um das Plättchen hier anzulegen · Mausrad-Klick oder R dreht es
    }
page-hint-fits-turned = { $touch ->
        [true] Passt hier gedreht: noch einmal tippen, um es zu drehen
       *[other] Passt hier gedreht: klicken (oder R drücken), um es zu drehen
    }
page-hint-enter = Enter legt das Plättchen auf dem markierten Feld an
page-hint-no-fit-cursor = So gedreht passt das Plättchen nicht auf das markierte Feld
page-hint-rotate = So gedreht passt das Plättchen nirgends: drehe es (R)
page-hint-meeple = { $touch ->
        [true] Tippe einen Ring auf dem neuen Plättchen an, um dort einen Meeple (oder einen Wächter) einzusetzen, oder Kein Meeple
       *[other] Klicke einen Ring auf dem neuen Plättchen an, um dort einen Meeple (oder einen Wächter) einzusetzen, oder drücke N für keinen
    }
page-hint-ghost-source = { $touch ->
        [true] Tippe an, woher der Geist kommt
       *[other] Klicke an, woher der Geist kommt
    }
page-hint-ghost-source-target = { $touch ->
        [true] Tippe an, woher ein Geist kommt, dann wohin er geht
       *[other] Klicke an, woher ein Geist kommt, dann wohin er geht
    }
page-hint-ghost-target = { $touch ->
        [true] Tippe ein markiertes Ziel an, um den Geist dorthin zu versetzen
       *[other] Klicke ein markiertes Ziel an, um den Geist dorthin zu versetzen
    }

## Fehler und Hinweise der Seite

page-computers-turn = Der Computer ist am Zug: warte auf seinen Zug (oder mache ihn rückgängig).
page-moves-title = Was gerade geschah
page-replay-move = Den Zug noch einmal zeigen
page-turn-computer = { $seat } spielt für { $player }: Das Spielfeld nimmt keine Klicks an, bis der Zug gespielt ist.
page-turn-computer-paused = { $seat } spielt für { $player }, pausiert: „Weiter“ drücken, um fortzufahren. Bis dahin nimmt das Spielfeld keine Klicks an.
page-nothing-to-undo = Nichts rückgängig zu machen.
page-nothing-to-redo = Nichts zu wiederholen.
page-cannot-load-engine = ../pkg/carcassonne_mist.js kann nicht geladen werden (zuerst „make build“ ausführen): { $error }
page-cannot-start = Diese Partie kann nicht beginnen: { $error }
page-share-link-bad = Dieser geteilte Link kann nicht geöffnet werden, und nichts wurde geändert: { $error }
page-share-link-not-base64url = der Link ist beschädigt (er ist kein base64url)
page-share-link-cannot-unpack = der Link ist beschädigt (er lässt sich nicht entpacken); lass ihn dir noch einmal schicken
page-share-link-too-large = dieser Link enthält mehr als 1 MiB Partie, mehr als eine Partie je braucht: er ist vielleicht beschädigt oder kein Link dieser Seite
page-cannot-load-file = { $file } kann nicht geöffnet werden: { $error }
page-file-too-big = die Datei ist größer als 1 MiB, mehr als eine Partie braucht
page-file-not-text = die Datei ist kein Text in UTF-8, wie es eine gespeicherte Partie ist: nichts wurde gelesen
page-file-is-backup = diese Datei ist eine Sicherung aller Partien, keine einzelne Partie: öffne sie mit „{ page-games-restore }“ unter „{ page-your-games }“
page-cannot-share = Kein Link zum Teilen möglich: { $error }
page-cannot-save = Speichern nicht möglich: { $error }
page-seed-not-number = Der Startwert „{ $seed }“ ist keine ganze Zahl von 0 bis 2^53 − 1: ein zufälliger Startwert wird verwendet.

## Wertungszeilen


## Spielverlauf

page-log-forced = { $line } (erzwungen)
page-log-empty = Noch kein Zug.

## Die Computerspieler

page-human = Mensch
page-computer-easy = Computer (leicht)
page-computer-medium = Computer (mittel)
page-computer-hard = Computer (schwer)
page-computer-expert = Computer (Experte)
page-hint-button = Tipp
    .title = Was der Computer hier spielen würde (das Plättchen mit seiner Wirkung gezeigt)
page-pause = Pause
    .title = Die Computerspieler anhalten oder weiterspielen lassen
page-play = Weiter
page-speed =
    .aria-label = Tempo der Computerspieler
page-speed-slow = langsam
page-speed-normal = normal
page-speed-fast = schnell
page-speed-very-fast = sehr schnell
page-ai-thinking = { $player } (Computer) überlegt…
page-ai-plays = { $type ->
        [skip-meeple] { $player } setzt keinen Meeple ein
       *[other] { $player } spielt: { $move }
    }
page-ai-looking = Suche nach einem guten Zug…
page-ai-hint = Tipp: { $move }
page-ai-hint-place = Tipp: { $move } (auf dem Spielfeld gezeigt: zum Anlegen anklicken)
page-ai-stopped = Der Computerspieler hat aufgehört: { $error }
page-ai-undecided = Der Computerspieler konnte sich nicht entscheiden: { $error }
page-ai-no-hint = Kein Tipp: { $error }
page-ai-worker-failed = der Worker ist ausgefallen
# the bar and count shown while the computer thinks (not read out: the decision is)
page-ai-bar =
    .aria-label = Fortschritt des Computers beim Überlegen
page-ai-progress = { $positions ->
    [one] { $positions } Stellung geprüft
   *[other] { $positions } Stellungen geprüft
}
page-ai-progress-trees = { $positions } Stellungen geprüft, auf { $trees } Kernen
page-ai-with-why = { $line }. { $why }
page-hint-why = Warum: Der Computer hat { $tried } der { $legal } möglichen Züge in { $sims ->
        [one] { $sims } Probepartie
       *[other] { $sims } Probepartien
    } verglichen; dieser lag vorn, versucht in { $share } % davon; der nächstbeste: { $other } ({ $otherShare } %).
page-hint-why-only = Warum: Es ist der einzige mögliche Zug.
page-move-tile = Plättchen { $tile }, um { $rotation }° gedreht
page-move-meeple = ein Meeple auf { $kind ->
        [city] die Stadt
        [road] die Straße
        [field] die Wiese
        [monastery] das Kloster
        [castle] das Schloss
        [cemetery] den Friedhof
       *[other] { $feature }
    }
page-move-guard = ein Wächter auf { $kind ->
        [city] die Stadt
        [road] die Straße
        [field] die Wiese
        [monastery] das Kloster
        [castle] das Schloss
        [cemetery] den Friedhof
       *[other] { $feature }
    }
page-move-skip = kein Meeple
page-move-ghost = ein Geist { $from } { $to }

# why a move (the engine's explanation, src/ai/explain.rs; page/explain-words.js): $facts its facts in a list
explain-why = Warum: { $facts }.
# $sign: better, worse or same; $gain: points (one decimal); $other: the other move; $otherFacts: what that one does
explain-why-gain = Warum: { $facts }; { $sign ->
        [better] etwa { $gain } Punkte besser als { $other } ({ $otherFacts })
        [worse] etwa { $gain } Punkte schlechter als { $other } ({ $otherFacts })
       *[same] so gut wie { $other }
    }.
# $who: yours, theirs or nobody; $players: who scores it
explain-completes = { $who ->
        [yours] schließt { $type ->
                [city] deine Stadt
                [road] deine Straße
                [field] deine Wiese
                [monastery] dein Kloster
                [castle] deine Burg
                [cemetery] deinen Friedhof
               *[other] { $kind }
            } ab, für { $points } Punkte
        [theirs] schließt { $type ->
                [city] eine Stadt
                [road] eine Straße
                [field] eine Wiese
                [monastery] ein Kloster
                [castle] eine Burg
                [cemetery] einen Friedhof
               *[other] { $kind }
            } ab, { $points } Punkte für { $players }
       *[nobody] schließt { $type ->
                [city] eine Stadt
                [road] eine Straße
                [field] eine Wiese
                [monastery] ein Kloster
                [castle] eine Burg
                [cemetery] einen Friedhof
               *[other] { $kind }
            } ab, die niemand besetzt
    }
# $guard: yes or no; $tiles: tiles in the feature now
explain-claims = { $guard ->
        [yes] stellt einen Wächter auf { $type ->
                [city] die Stadt
                [road] die Straße
                [field] die Wiese
                [monastery] das Kloster
                [castle] die Burg
                [cemetery] den Friedhof
               *[other] { $kind }
            }, der keine Geister nimmt
       *[no] besetzt { $type ->
                [city] die Stadt
                [road] die Straße
                [field] die Wiese
                [monastery] das Kloster
                [castle] die Burg
                [cemetery] den Friedhof
               *[other] { $kind }
            } ({ $tiles } { $tiles ->
            [one] Karte
           *[other] Karten
        })
    }
explain-grows = erweitert { $type ->
        [city] deine Stadt
        [road] deine Straße
        [field] deine Wiese
        [monastery] dein Kloster
        [castle] deine Burg
        [cemetery] deinen Friedhof
       *[other] { $kind }
    } (jetzt { $tiles } Karten)
# $who: yours, theirs or circle; $player: whose meeples
explain-ghosts = { $who ->
        [yours] setzt { $count } { $count ->
            [one] Geist
           *[other] Geister
        } auf deine eigenen Meeple (je ein Punkt am Ende)
        [theirs] setzt { $count } { $count ->
            [one] Geist
           *[other] Geister
        } auf die Meeple von { $player } (je ein Punkt am Ende)
       *[circle] schickt { $count } { $count ->
            [one] Geist
           *[other] Geister
        } in die Zauberkreise
    }
explain-sends-home = { $who ->
        [yours] schickt deinen eigenen Meeple mit einem dritten Geist { $type ->
                [city] aus der Stadt
                [road] von der Straße
                [field] von der Wiese
                [monastery] aus dem Kloster
                [castle] aus der Burg
                [cemetery] vom Friedhof
               *[other] von { $kind }
            } nach Hause
       *[theirs] schickt den Meeple von { $player } mit einem dritten Geist { $type ->
                [city] aus der Stadt
                [road] von der Straße
                [field] von der Wiese
                [monastery] aus dem Kloster
                [castle] aus der Burg
                [cemetery] vom Friedhof
               *[other] von { $kind }
            } nach Hause
    }
# banks of mist the tile continues (M3), limits so they never close (M4), closes (M2): $count
explain-mist-continues = setzt { $count ->
        [one] eine Nebelbank
       *[other] { $count } Nebelbänke
    } fort
explain-mist-limits = begrenzt { $count ->
        [one] eine Nebelbank, die sich nun nie schließen kann
       *[other] { $count } Nebelbänke, die sich nun nie schließen können
    }
explain-mist-closes = schließt { $count ->
        [one] eine Nebelbank
       *[other] { $count } Nebelbänke
    }
explain-nothing = ändert noch nichts auf dem Brett

# Puzzles found in games (page/puzzles.js)
page-puzzles = Rätsel
    .title = Stellungen aus echten Partien, in denen ein Anlegen klar das beste ist: finde es
page-puzzles-heading = Rätsel { $n } von { $total }
# $margin: whole points; $difficulty: 1 to 5
page-puzzles-task = { $player } ist am Zug. Ein Anlegen dieser Karte ist mindestens { $margin } Punkte mehr wert als jedes andere: finde es und lege die Karte. Schwierigkeit { $difficulty } von 5.
page-puzzles-progress = { $solved } von { $total } in diesem Browser gelöst
page-puzzles-checking = Der Computer prüft deine Antwort…
# $why: the reason (explain-why)
page-puzzles-solved = Gelöst: das ist das beste Anlegen. { $why }
# $gain: points the best placement is worth more; $yours: what the answer does (explain-* facts)
page-puzzles-wrong = Nicht das beste Anlegen: das beste ist etwa { $gain } Punkte mehr wert. Deines: { $yours }.
page-puzzles-solution = Die Lösung: { $move }, auf dem Brett gezeigt. { $why }
page-puzzles-try-again = Noch einmal
page-puzzles-show = Lösung zeigen
page-puzzles-next = Nächstes Rätsel
page-puzzles-back = Zurück zu meiner Partie
page-puzzles-none = Alle Rätsel sind in diesem Browser gelöst: gut gemacht.
page-puzzles-cannot = Die Rätsel konnten nicht geöffnet werden: { $error }

# The puzzle of the day (page/puzzles.js, io/puzzle-day.js): one for everyone each UTC day
page-puzzles-heading-day = Rätsel des Tages ({ $n } von { $total })
# $solved: yes | no (today's puzzle solved in this browser); $streak: days in a row on which the puzzle of the day was solved here
page-puzzles-day = Das heutige Rätsel { $solved ->
        [yes] ist in diesem Browser gelöst
       *[no] ist in diesem Browser noch nicht gelöst
    }. { $streak ->
        [0] Noch keine Tage in Folge.
        [one] { $streak } Tag in Folge gelöst.
       *[other] { $streak } Tage in Folge gelöst.
    }
page-puzzles-day-open = Rätsel des Tages
# Your games: a finished game's Review button (page/games.js, opens the game review)
page-games-review = Auswerten
    .title = Diese beendete Partie öffnen und vom Computer auswerten lassen

# A game review (page/review.js)
page-review = Partie auswerten
page-review-title = Auswertung der Partie
page-review-progress = Der Computer geht die Partie durch: Entscheidung { $done } von { $total }…
page-review-chart = Punkte im Lauf der Partie
page-review-table = Punkte Zug um Zug (Tabelle)
page-review-turn = Karten auf dem Brett
page-review-marked = Die teuersten Entscheidungen
page-review-none = Keine Entscheidung kostete einen Punkt oder mehr gegenüber dem besten Zug, den der Computer fand.
# $played, $best: the decisions in words; $loss: points (one decimal); $why: the better move's reason (explain-why)
page-review-move = Zug { $turn }, { $player }: { $played }, etwa { $loss } Punkte weniger als der beste. Besser: { $best }. { $why }
page-review-show = Auf dem Brett zeigen
page-review-at = Entscheidung { $n } von { $total } auf dem Brett
page-review-first = ⏮ Anfang
page-review-prev = ◀ Zurück
page-review-next = Weiter ▶
page-review-last = Ende ⏭
page-review-back = Zurück zur Partie
page-review-cannot = Die Auswertung brach ab: { $error }
# the better placement is the same tile turned the same way on another cell: $move
page-review-elsewhere = { $move } auf einem anderen Feld

## Neue Partie

page-ng-title = Neue Partie
page-ng-players = Spieler
page-ng-add = + Spieler hinzufügen
page-ng-colour =
    .aria-label = Spieler { $n }: Farbe
page-ng-name =
    .aria-label = Spieler { $n }: Name
page-ng-who =
    .aria-label = Spieler { $n }: gespielt von
page-ng-remove =
    .title = Spieler { $n } entfernen
    .aria-label = Spieler { $n } entfernen
page-ng-sets = Plättchensätze
page-ng-base = Grundspiel
page-ng-base-about = 72 Plättchen, kein Nebel
page-ng-gcc = + Erw. 11
page-ng-gcc-about = Geister, Schlösser & Friedhöfe: Nebel, Geister, Wächter (136 Plättchen)
page-ng-sc = + Die Zauberkreise
page-ng-sc-about = 9 Plättchen, deren Kreise Geister anziehen (145 Plättchen)
page-ng-seed = Startwert
page-ng-random = Zufällig
    .title = Ein anderer zufälliger Startwert
page-ng-seed-help = Der Startwert mischt die Plättchen: gleicher Startwert, gleiche Plättchensätze und Spieler ergeben die gleiche Partie.
page-ng-variants = Regelvarianten
page-ng-variants-help = Wo sich die Regeln auf zwei Arten lesen lassen; die erste Wahl ist die Lesart der Spielregel.
page-ng-cancel = Abbrechen
page-ng-start = Partie beginnen
page-ng-rulebook = { $text } (Spielregel)
page-ng-option = { $text }
# the variants' options (the engine's vocabulary: variants[].options), by id
page-variant-V1-opt-plus-one = die Geister aus S1 und der Geist aus M4
page-variant-V1-opt-replace = S1 ersetzt den Geist aus M4
page-variant-V2-opt-yes = M4 für jedes Plättchen
page-variant-V2-opt-mist-tile-only = nur ein Nebelplättchen
page-variant-V3-opt-per-placement = ein Geist aus M3 und einer aus M4 je Anlegen (M5)
page-variant-V3-opt-per-bank = ein Geist aus M3/M4 je berührtem Nebelgebiet
page-variant-V4-opt-close-only = die Kreise dieses Zuges zählen nur beim Schließen (S6)
page-variant-V4-opt-always = die Kreise dieses Zuges zählen auch für S3 und S5
page-variant-V5-opt-neighbours-then-supply = von den 8 Plättchen ringsum, dann aus dem Vorrat (S2)
page-variant-V5-opt-supply-only = nur aus dem Vorrat
page-variant-V6-opt-stays = der Geist bleibt, wo er ist (G4)
page-variant-V6-opt-to-supply = der Geist geht in den Vorrat
page-ng-only-sc = Nur mit den Zauberkreisen.
page-ng-only-gcc = Nur mit Erw. 11.
page-ng-bad-seed = Der Startwert ist eine ganze Zahl von 0 bis 9007199254740991.
page-ng-name-controls = der Name von Spieler { $n } enthält ein unsichtbares Steuer- oder Schreibrichtungszeichen: Namen sind reiner Text
page-variant-V1 = Begrenzen mit einem Zauberkreis-Plättchen
page-variant-V1-help = Kommen die Geister von S1 zu dem einen Geist von M4 hinzu, oder ersetzen sie ihn?
page-variant-V2 = Begrenzen mit einem Plättchen ohne Nebel
page-variant-V2-help = Begrenzt jedes Plättchen, das an eine Seite mit Nebel angelegt wird, den Nebel (M4), oder nur ein Nebelplättchen?
page-variant-V3 = Geister für Erweitern und Begrenzen
page-variant-V3-help = Ein Geist für M3/M4 je Plättchen (M5), oder einer je erweitertem oder begrenztem Nebelgebiet?
page-variant-V4 = In diesem Zug gefüllte Kreise
page-variant-V4-help = Zählen Geister, die S2 gerade angezogen hat, für S3 und S5, oder erst, wenn ein Nebelgebiet abgeschlossen wird (S6)?
page-variant-V5 = Woher neue Zauberkreise anziehen
page-variant-V5-help = Zuerst von den Meeples und Kreisen auf den 8 Plättchen ringsum (S2), oder nur aus dem Vorrat?
page-variant-V6 = Ein Geist, den kein Gegner nehmen kann
page-variant-V6-help = Hat kein anderer Spieler einen Meeple, der ihn nehmen kann: bleibt er, wo er ist (G4), oder geht er in den Vorrat?

## Teilen

page-share-title = Diese Partie teilen
page-share-text = Wer diesen Link öffnet, sieht genau diese Stellung und kann von hier weiterspielen.
page-share-url =
    .aria-label = Der Link
page-copy = Kopieren
page-close = Schließen
page-share-note = { $n } Zeichen · die Partie bis jetzt, mit jedem Zug.
page-copied = In die Zwischenablage kopiert.
page-copy-yourself = Markiere den Link und kopiere ihn (Strg+C): der Browser lässt diese Seite ihn nicht kopieren.

## Endstand

page-final-title = Endstand
page-final-winner = { $n ->
        [one] { $players } gewinnt mit { $points } Punkten.
       *[other] { $players } liegen gleichauf mit { $points } Punkten.
    }
page-final-not-over = Die Partie ist noch nicht vorbei: das ist der Stand bis jetzt.
page-final-score = Endstand
page-score-so-far = Stand bis jetzt
page-winner =
    .title = Sieger
page-row-roads = Straßen
    .title = B4 während der Partie, B5 am Ende
page-row-cities = Städte
    .title = B4 während der Partie, B5 am Ende
page-row-monasteries = Klöster
    .title = B4 während der Partie, B5 am Ende
page-row-fields = Wiesen
    .title = B5: am Ende, 3 je fertiger Stadt
page-row-castles = Schlösser
    .title = K1
page-row-ghosts = Geister (je −1)
    .title = G6: jeder Geist auf deinen Meeples am Ende
page-row-start = Vorher
    .title = Die Punkte, mit denen die ausgelegte Stellung begann
page-row-total = Summe
page-during-and-end = { $during } während der Partie, { $end } am Ende
page-final-details = Jede Wertung am Ende der Partie
page-nothing-at-end = Am Ende nichts gewertet.

## Über und Regeln

page-about-title = Über
page-about-text = Eine Regel-Engine und ein Spielfeld für Carcassonne (3. Auflage) mit dem Nebel der <i>Erw. 11 – Geister, Schlösser & Friedhöfe</i> und der Mini-Erweiterung <i>Die Zauberkreise</i>: die Geister jedes Plättchens werden vorab gezeigt, erklärt und mit ihrer Regel verknüpft. Abwechselnd an einem Gerät, 2–6 Spieler; deine Partien bleiben in diesem Browser.
page-about-tiles = Die Plättchen
page-reconstructed = Die 72 Plättchen des Grundspiels sind die echten. Die Plättchen der <b>Erw. 11</b> und der <b>Zauberkreise</b> sind nachgebaut: ihr Aufbau ist nicht veröffentlicht, also gilt alles, was über sie veröffentlicht ist (ihre Anzahlen, kein Kloster, die Ruine des Startplättchens, nie Nebel auf einer Stadt), der Rest ist plausibel, und manche Plättchen werden nicht zu deiner Schachtel passen.
page-tiles-guide = Wie man eine Plättchendatei berichtigt
page-rules-title = Regeln
page-rules-B = Grundspiel
page-rules-G = Erw. 11: Geister
page-rules-M = Erw. 11: Nebel
page-rules-K = Erw. 11: Schlösser und Friedhöfe
page-rules-S = Die Zauberkreise
page-rules-V = Varianten

## Deine Partien

page-games-empty = Die Partien, die du spielst, bleiben hier, in diesem Browser.
page-games-count = ({ $n })
page-games-seed = { $sets } · Startwert { $seed }
page-games-laid-out = eine ausgelegte Stellung
page-games-finished = beendet
page-games-placed = { $placed } von { $total } Plättchen angelegt
page-games-last-played = zuletzt gespielt: { $when }
page-games-today = heute, { $time }
page-games-playing = läuft
page-games-resume = Weiterspielen
    .title = Diese Partie weiterspielen
page-games-view = Ansehen
    .title = Diese beendete Partie zum Ansehen öffnen
page-games-delete = Löschen
    .title = Diese Partie aus diesem Browser löschen
page-games-really = Wirklich löschen?
page-games-damaged = Einträge, die nicht lesbar sind
page-games-damaged-blurb = Beiseitegelegt, nie von der Seite gelöscht: lade einen herunter, um ihn zu behalten, oder lösche ihn.
page-games-damaged-item = Beiseitegelegt: { $problem }
# $kind: not-json, format, version, id, game, field, list, other (io/session.js problemKind); $field: the field as the file writes it
page-games-damaged-why = { $kind ->
        [not-json] er ist kein Eintrag einer Partie (kein JSON)
        [format] er ist ein Eintrag anderer Art
        [version] eine neuere Version dieser Seite hat ihn geschrieben
        [id] sein Name im Speicher des Browsers passt nicht zu ihm
        [game] er enthält keine gespeicherte Partie
        [field] sein Feld „{ $field }“ ist nicht so, wie diese Seite es schreibt
        [list] die Liste kann ihn nicht zeigen
        [depth] er ist tiefer verschachtelt, als eine Partie je ist
       *[other] er ist nicht lesbar
    }
page-games-download = Herunterladen
page-games-backup = Alle Partien sichern
page-games-restore = Sicherung wiederherstellen…
page-games-restored = Aus der Sicherung: { $added } { $added ->
    [one] Partie hinzugefügt
   *[other] Partien hinzugefügt
  }, { $same } schon hier, { $refused } nicht lesbar. Keine Partie wurde ersetzt.
page-backup-not-backup = Diese Datei ist keine Sicherung der Partien dieser Seite: nichts wurde hinzugefügt.
page-backup-too-large = Diese Datei ist größer als { $mib } MiB, mehr als eine Sicherung dieser Seite enthält: nichts wurde hinzugefügt.
page-backup-too-many = Diese Sicherung enthält { $count } Partien, mehr als { $max }: nichts wurde hinzugefügt.
page-backup-not-text = Diese Datei ist kein Text in UTF-8, wie es eine Sicherung dieser Seite ist: nichts wurde hinzugefügt (ein Name wie „José“ würde falsch gelesen).
page-backup-newer = Diese Sicherung hat die Version { $version }, neuer als diese Seite, die Version { $max } liest: nichts wurde hinzugefügt. Stelle sie mit einer neueren Version der Seite wieder her.
page-games-restoring = Die Sicherung wird wiederhergestellt: { $done } von { $total } Partien gelesen…
page-games-restore-failed = Die Sicherung konnte nicht bis zum Ende wiederhergestellt werden ({ $error }); die bis dahin hinzugefügten Partien stehen in der Liste.
page-games-restore-no-room = { $count ->
    [one] Eine Partie der Sicherung wurde
   *[other] { $count } Partien der Sicherung wurden
  } mangels Platz nicht hinzugefügt (der Speicher des Browsers ist voll, oder du hast { $max } Partien); keine deiner Partien wurde entfernt. Lösche Partien, die du nicht mehr brauchst, und stelle die Sicherung noch einmal wieder her: Partien, die schon hier sind, werden nicht doppelt hinzugefügt.
page-games-cannot-open = Deine Partie ({ $date }) kann nicht geöffnet werden: { $error }
page-storage-off = Dieser Browser lässt die Seite keine Partien behalten (Speicher ist aus): speichere deine Partien als Dateien.
page-language-unavailable = Die Texte auf { $lang } können jetzt nicht geladen werden (kein Netz?): die Seite bleibt in dieser Sprache.
page-storage-forked = Diese Partie wurde auch in einem anderen Tab gespielt: die Züge von hier bleiben als eigene Partie erhalten.
page-storage-moved-elsewhere = Diese Partie wurde in einem anderen Tab weitergespielt: öffne sie aus der Liste, um diese Züge zu sehen. Ein Zug hier wird als eigene Partie aufbewahrt.
page-storage-persisted = Dieser Browser behält diese Partien, bis du sie löschst (dauerhafter Speicher gewährt).
page-storage-not-persisted = Dieser Browser kann diese Partien löschen, wenn ihm der Platz ausgeht (dauerhafter Speicher nicht gewährt): sichere sie ab und zu.
page-storage-full = Der Speicher dieses Browsers für diese Seite ist voll, daher bleibt diese Partie hier nicht erhalten: speichere sie als Datei (Speichern) oder lösche einige deiner Partien.
page-storage-full-received = Der Speicher dieses Browsers für diese Seite ist voll, daher bleibt die per Link erhaltene Partie hier nicht erhalten; keine deiner Partien wurde dafür entfernt. Speichere sie als Datei (Speichern), um sie zu behalten.
page-storage-no-id = Diese Partie konnte hier nicht behalten werden: Der Speicher dieses Browsers für diese Seite hat keinen freien Platz für sie. Speichere sie als Datei (Speichern), um sie zu behalten.
page-storage-dropped-finished = Deine älteste beendete Partie ({ $game }) wurde entfernt, um Platz zu schaffen.
page-storage-many-unfinished = Du behältst { $count } unbeendete Partien, mehr als { $max }: keine wurde entfernt. Lösche die Partien, die du nicht mehr willst, oder speichere sie als Dateien.
page-storage-dropped-received = Die älteste per Link erhaltene Partie ({ $game }) wurde entfernt: { $max } erhaltene Partien werden behalten. Eine Partie, in der du einen Zug machst, wird eine deiner Partien.
page-link-too-many = Diese Seite hat in kurzer Zeit viele Links erhalten und öffnet sie daher nicht mehr: deine Partien sind, wie sie waren. Um einen Link zu öffnen, füge ihn in „Link oder Code eines Freundes öffnen“ ein.
page-framed = Diese Seite läuft nicht im Rahmen einer anderen Website, damit keine andere Website an deine Partien kommt. Öffne sie in einem eigenen Tab.

## Per Link spielen (page/link.js)

page-link-box =
    .aria-label = Per Link spielen
page-link-your-turn = Du bist am Zug ({ $name }). Wenn du gespielt hast, gibt dir dieser Kasten einen Link, den du deinem Freund schickst.
page-link-send = { $name } ist am Zug, im Browser deines Freundes. Schick ihm diesen Link (oder den Code unten); sein Zug kommt auf demselben Weg zurück.
page-link-send-over = Die Partie ist zu Ende. Schick diesen Link, damit dein Freund das Ende auch sieht.
page-link-over-theirs = Die Partie ist zu Ende: { $name } hat den letzten Zug im Browser deines Freundes gespielt.
page-link-waiting = Warten auf den Zug von { $name }: öffne den Link, den dein Freund zurückschickt.
page-link-url =
    .aria-label = Link zum Schicken
page-link-code-label = Oder nur der Code (zum Einfügen in „Link oder Code eines Freundes öffnen“)
page-link-copy = Link kopieren
page-link-copy-code = Code kopieren
page-link-copied = Kopiert: schick ihn deinem Freund (Mail, Chat…).
page-link-copy-failed = Markiere den Text und kopiere ihn (Strg+C): der Browser lässt diese Seite ihn nicht kopieren.
page-link-length = { $n ->
        [one] { $n } Zeichen
       *[other] { $n } Zeichen
    }
page-link-seats = Hier gespielt: { $here }. Per Link: { $there }.
page-link-replay = Die Züge von { $name }, { $at } von { $n }: { $what }
page-link-replay-done = Das war der letzte Zug des Links.
page-link-next = Nächster Zug
page-link-back = Zurück
page-link-skip = Zum letzten Zug
page-link-not-yours = { $name } ist am Zug: { $name } spielt im Browser deines Freundes. Schick den Link und warte auf seinen.
page-link-step-first = Geh zuerst die Züge von { $name } durch (Nächster Zug), oder spring zum letzten Zug.
page-link-no-undo = Der Zug von { $name } kam per Link: nur die hier gemachten Züge lassen sich zurücknehmen.
page-link-cannot-open = Dieser Link kann nicht geöffnet werden, und nichts wurde geändert: { $why }
page-link-same = Du hast schon jeden Zug dieses Links: deine Partie geht weiter wie bisher.
page-link-older = Dieser Link ist älter als deine Partie ({ $theirs ->
        [one] ein Zug
       *[other] { $theirs } Züge
    }; deine hat { $mine }). Deine Partie bleibt, wie sie ist; die Partie des Links wird daneben in „Deine Partien“ als „{ page-link-games-older }“ aufbewahrt.
page-link-diverged = Die Partie dieses Links und deine sind ab Zug { $at } verschieden verlaufen. Deine Partie bleibt, wie sie ist; die Partie des Links wird daneben in „Deine Partien“ als „{ page-link-games-diverged }“ aufbewahrt.
page-link-games-by-link = per Link
page-link-games-older = älterer Link
page-link-games-diverged = Link, der anders verlief
page-link-other-setup = Dieser Link trägt die Nummer einer deiner Partien, aber nicht ihre Spieler, Sets oder ihren Startwert: Es ist eine andere Partie. Deine Partie bleibt, wie sie ist; die Partie des Links wird daneben in „Deine Partien“ als „{ page-link-games-other-setup }“ aufbewahrt.
page-link-plays-your-seat = Dieser Link spielt den Zug von { $name }, aber { $name } spielt in diesem Browser: Dieser Zug gehört nicht deinem Freund. Deine Partie bleibt, wie sie ist; die Partie des Links wird daneben in „Deine Partien“ als „{ page-link-games-plays-your-seat }“ aufbewahrt.
page-link-kept-copy = Diese Partie ist eine Kopie zum Ansehen („{ $label }“): Sie kann nicht gespielt werden. Deine eigene Partie geht in „Deine Partien“ weiter.
page-link-games-other-setup = Link einer anderen Partie
page-link-games-plays-your-seat = Link, der deinen Zug gespielt hat
page-link-games-newer = Link, der weiter ging
page-link-games-forked = Züge dieses Tabs, getrennt aufbewahrt
page-link-copy-status = Eine Kopie zum Ansehen („{ $label }“): hier spielt sie niemand
page-link-newer = Dieser Link geht weiter als eine deiner Partien: ein Link spielt deine Partie nie weiter. Deine Partie bleibt, wie sie ist; die Partie des Links wird daneben in „Deine Partien“ als „{ page-link-games-newer }“ aufbewahrt: öffne sie dort, um von ihr aus weiterzuspielen.
page-link-open-label = Link oder Code eines Freundes öffnen
page-link-open = Öffnen
page-link-open-empty = Füge den Link oder den Code ein, den dein Freund geschickt hat.
page-link-open-bad = Das ist weder ein Link dieser Seite noch ein Code: füge den ganzen Link ein, den dein Freund geschickt hat.
page-link-limits = Links fassen höchstens 16.384 Zeichen Code und 4.000 Züge.
page-link-seat-remote = Ein Freund, per Link
page-link-status-replay = Die Züge von { $name } aus dem Link: geh sie durch.

## Das Textspielfeld (page/text-board.js, docs/ACCESSIBILITY.md); die Worte eines Feldes sind die board-* von panel.ftl

page-text-board = Text
    .title = Das Spielfeld in Worten, für einen Screenreader (B): der Cursor sagt, was auf jedem Feld liegt
page-text-board-skip = Screenreader? Das Textspielfeld einschalten (B)
page-text-board-title = Textspielfeld
page-text-board-keys = Pfeile: Cursor bewegen. L, Umschalt+L: nächstes, voriges Feld, wo das Plättchen passt. O: was das Anlegen bewirkt, oder die Wahl. M: die letzten Züge. S: Punkte. T: Plättchen auf der Hand, übrige Plättchen, Geister. W: wer am Zug ist. C: dieses Feld noch einmal. B: Textspielfeld aus.
page-text-board-on = Textspielfeld an. Die Pfeile bewegen den Cursor und sagen, was auf jedem Feld liegt; L und Umschalt+L springen zum nächsten und zum vorigen Feld, wo das Plättchen passt; O sagt, was das Anlegen dort bewirkt, oder was gerade zu wählen ist; M die letzten Züge der anderen; S die Punkte; T das Plättchen auf der Hand, die übrigen Plättchen und den Geistervorrat; W, wer am Zug ist; C das Feld noch einmal; B schaltet das Textspielfeld aus.
page-text-board-off = Textspielfeld aus.
page-text-board-no-fit = Das Plättchen auf der Hand passt so gedreht nirgends: R dreht es.
page-text-board-no-tile = Gerade ist kein Plättchen anzulegen.
page-text-board-no-last-move = Noch hat kein anderer Spieler gezogen.
page-text-board-last-move = { $player }, letzter Zug: { $moves }
page-text-board-nothing = Hier gibt es nichts zu sagen.
page-text-board-hand = Auf der Hand: { $tile }
page-text-board-placed-at = { $move }, { $where }
page-text-board-scoring = Gewertet: { $what }.
page-choice-typed = { $typed }…: nächste Ziffer tippen, oder Enter für Wahl { $typed } (von { $count })
page-choice-keys = { $count } Möglichkeiten: die Nummer einer Möglichkeit tippen (1, dann 0 für die zehnte); Enter nimmt eine Nummer, auf die eine längere folgen könnte. Tab erreicht auch jede Schaltfläche.
page-hinted-choice = (die Wahl des Tipps)
page-text-board-done = Erledigt: { $moves } Jetzt: { $status }
page-text-board-keys-meeple = { $count ->
        [0] Auf dieses Plättchen kann kein Meeple: N drücken, um weiterzumachen.
       *[other] Die Nummer eines Platzes drücken (1 bis { $count }; ab 10 ihre Ziffern), um dort einen Meeple einzusetzen, N für keinen, O, um die Plätze zu hören.
    }
page-text-board-keys-ghosts = Die Nummer eines Zugs drücken (1 bis { $count }; ab 10 ihre Ziffern), um ihn auszuführen, O, um die Züge zu hören.
page-status-no-meeple-theirs = { $player }: hier kann kein Meeple hin

## Online tables (docs/ONLINE.md): the New game dialog's "Play online", the table's seats, the connection, the fair draws' check, and each refusal of the server by its error kind

online-play = Online spielen
online-create = Tisch anlegen
online-invite = Einladungslink: schicken Sie ihn den Freunden, die mitspielen
online-watch = Link zum Zuschauen: folgt dem Tisch live, ohne zu spielen
online-copy = Link kopieren
online-copied = Link kopiert.
online-title = Online-Tisch
online-seat-free = freier Platz
online-your-name = Ihr Name
online-take-seat = Diesen Platz nehmen
online-start = Partie beginnen
online-wait-seats = Warten, bis jeder Platz besetzt ist.
online-wait-host = Warten, bis { $host } die Partie beginnt.
online-connected = verbunden
online-away = abwesend
# $count: the number of people watching the table
online-watchers = { $count ->
    [one] { $count } schaut zu
   *[other] { $count } schauen zu
}
online-status-connecting = Verbindung zum Tisch wird aufgebaut…
online-status-open = Mit dem Tisch verbunden.
online-status-waiting = Verbindung verloren: neuer Versuch…
online-status-closed = Nicht mit dem Tisch verbunden.
online-not-connected = Keine Verbindung: der Zug wurde nicht gesendet. Die Seite verbindet sich von selbst neu.
online-fair-ok = Faire Ziehung geprüft: der am Ende enthüllte Startwert passt zur am Anfang gezeigten Festlegung, und jedes Plättchen wurde so gezogen, wie er es sagt.
online-fair-bad = Die Ziehung konnte nicht bestätigt werden: der am Ende enthüllte Startwert passt nicht zur Festlegung, oder die Plättchen wurden nicht so gezogen, wie er es sagt.
# an error kind this page does not know yet: $message (the server's English sentence)
online-error-other = Der Server hat abgelehnt: { $message }
online-error-no_server = Diese Seite kommt nicht von einem Spielserver: online spielen ist hier nicht möglich.
online-error-bad_json = Der Server konnte die Nachricht nicht lesen.
online-error-bad_message = Der Server hat die Nachricht nicht verstanden.
online-error-message_too_large = Die Nachricht ist für den Server zu groß.
online-error-unsupported_version = Der Server spricht eine andere Version des Online-Protokolls: laden Sie die Seite neu.
online-error-bad_setup = Der Server hat diese Erweiterungen, Varianten oder Spieler abgelehnt.
online-error-bad_name = Dieser Name geht nicht: er ist leer, zu lang oder der eines anderen Spielers.
online-error-unknown_table = Kein Tisch hat diesen Link: vielleicht ist er falsch kopiert, oder der Tisch wurde entfernt.
online-error-no_such_seat = Diesen Platz gibt es nicht, oder der Computer spielt ihn.
online-error-seat_taken = Jemand hat diesen Platz gerade genommen: wählen Sie einen anderen.
online-error-table_started = Die Partie hat begonnen: kein Platz kann mehr genommen werden.
online-error-bad_secret = Dieser Browser hat den Schlüssel dieses Platzes nicht mehr.
online-error-bad_origin = Der Server lehnt Verbindungen von dieser Seite ab.
online-error-hello_required = Die Verbindung hat sich nicht rechtzeitig vorgestellt: neue Verbindung.
online-error-already_hello = Diese Verbindung ist dem Tisch schon beigetreten.
online-error-watcher = Sie schauen diesem Tisch zu: Sie können hier nicht spielen.
online-error-not_host = Nur wer den Tisch angelegt hat, kann die Partie beginnen.
online-error-table_not_ready = Die Partie kann beginnen, sobald jeder Platz besetzt ist.
online-error-not_started = Die Partie hat noch nicht begonnen.
online-error-game_over = Die Partie ist vorbei.
online-error-not_your_turn = Sie sind nicht am Zug.
online-error-stale_revision = Der Tisch ist inzwischen weiter: er wird gezeigt, wie er jetzt ist.
online-error-illegal_action = Der Server hat diesen Zug abgelehnt: { $why }
online-error-nothing_to_undo = Nichts zurückzunehmen: nur Ihre eigenen Züge dieser Runde lassen sich zurücknehmen.
online-error-rate_limited = Zu viele Nachrichten auf einmal: warten Sie kurz.
online-error-too_many_connections = Zu viele Verbindungen von dieser Adresse.
online-error-too_many_tables = Zu viele Tische angelegt: versuchen Sie es später.
online-error-slow_client = Die Verbindung war zu langsam: neue Verbindung.
online-error-idle = Die Verbindung war zu lange still: neue Verbindung.
online-error-store_failed = Der Server konnte die Änderung nicht speichern: nichts wurde geändert. Versuchen Sie es noch einmal.
online-tables = Ihre Online-Tische
# $players: the table's players (a list); $name: the player to move
online-table-turn = { $players }: { $name } ist am Zug
online-table-your-turn = { $players }: Sie sind am Zug
online-table-open = { $players }: wartet auf Spieler
online-table-over = { $players }: Partie vorbei

## A kept online game (page/online.js, games.js): it is played at its table only; when the table cannot be joined, the player chooses
online-kept-joining = Diese Partie wird an ihrem Online-Tisch gespielt: Verbindung zum Tisch…
online-kept-waits = Diese Partie wird an ihrem Online-Tisch gespielt, der von hier aus nicht erreichbar ist: siehe die Karte des Online-Tischs.
online-kept-gone-unknown = Dieser Server hat den Tisch dieser Partie nicht mehr. Deine Partie bleibt, wie sie ist, in „Deine Partien“. Du kannst eine getrennte Kopie an diesem Bildschirm zu Ende spielen oder eine Kopie in einer Datei speichern.
online-kept-gone-no-server = Der Spielserver dieses Tischs ist von dieser Seite aus nicht erreichbar. Deine Partie bleibt, wie sie ist, in „Deine Partien“ und kehrt an ihren Tisch zurück, wenn du sie dort öffnest, wo ihr Server läuft. Du kannst auch eine getrennte Kopie an diesem Bildschirm zu Ende spielen oder eine Kopie in einer Datei speichern.
online-kept-finish = Eine Kopie an diesem Bildschirm zu Ende spielen
online-kept-export = Eine Kopie in einer Datei speichern
online-kept-copy-made = Dies ist eine getrennte Kopie der Online-Partie, an diesem Bildschirm gespielt; die Online-Partie bleibt, wie sie war, in „Deine Partien“.
page-link-games-online-copy = Kopie einer Online-Partie, an einem Bildschirm
page-games-online = Online-Tisch
page-games-online-your-turn = du bist am Zug
page-games-online-turn = { $name } ist am Zug
page-games-rejoin = Zurück an den Tisch
    .title = Wieder an den Online-Tisch dieser Partie, wo sie jetzt steht
