# Die Wörter des eingebetteten Demonstrators (siehe en/embed.ftl).

embed-page-title = Regel-Demonstrator für den Nebel (Carcassonne)
embed-loading = Wird geladen…
embed-error-title = Dieser Demonstrator kann nicht angezeigt werden
embed-what-game = Gespeichertes Spiel
embed-board = Spielfeld

## Schritte

embed-start-of = { $total ->
    [one] Start · 1 Schritt
   *[other] Start · { $total } Schritte
  }
embed-step-of = Schritt { $n } / { $total }
embed-edit-copy = Eine Kopie im Szenario-Editor bearbeiten
embed-no-steps = Keine Schritte
embed-back = Einen Schritt zurück
embed-next = Nächsten Schritt spielen
embed-reset = Zurück zum Beispiel
embed-your-moves = Ihre Züge: { $n }
embed-rotate = Plättchen eine Vierteldrehung drehen (R)
embed-hand = Plättchen auf der Hand: { $id }
embed-no-hand = Kein Plättchen auf der Hand
embed-at-start = Die Ausgangsstellung. Drücken Sie ▶, um Schritt 1 zu spielen.
embed-at-start-no-steps = Die Ausgangsstellung.
embed-end = Ende des Beispiels.
embed-live-title = Online-Tisch live
embed-live-next = Live: der nächste Zug erscheint hier, sobald er gespielt ist.
embed-live-over = Die Partie ist vorbei.

## Status

embed-phase-place = { $name }: Plättchen anlegen
embed-phase-ghosts = { $name }: die fälligen Geister versetzen
embed-phase-meeple = { $name }: einen Meeple auf das neue Plättchen einsetzen, oder keinen
embed-phase-over = Das Spiel ist zu Ende
embed-legal-count = { $n ->
    [one] Das Plättchen passt auf 1 markiertes Feld.
   *[other] Das Plättchen passt auf { $n } markierte Felder.
  }
embed-legal-none = Das Plättchen auf der Hand passt nirgends (B2).
embed-hover-hint = Zeigen Sie auf ein markiertes Feld oder tippen Sie es an, um zu sehen, was das Anlegen dort bewirkt.

## Die gezeigte Platzierung

embed-outcome-title = { $tile } anlegen, um { $r }° gedreht
embed-next-step-placement = Das ist der nächste Schritt.
embed-place-here = Plättchen hier anlegen

## Die Tasten des Spielplans (embed/cursor.js), vorgelesen

embed-board-keys = Spielplan: Die Pfeiltasten bewegen den Cursor, N und Umschalt+N springen zum nächsten oder vorigen Feld, auf das das Plättchen passt, R dreht das Plättchen, Enter legt es an, 1 bis 9 wählen einen Meeple oder das Versetzen eines Geistes
embed-key-turned = Um { $rotation }° gedreht.
embed-key-choices = Tasten: { $choices }.
embed-key-phase = { $phase }. { $more }
embed-key-choice = { $n } für { $what }

## Was ein Schritt bewirkt hat

embed-happened = Was Schritt { $n } bewirkt hat
embed-happened-free = Was Ihr Zug bewirkt hat
embed-next-is = Als Nächstes: { $what }
embed-refused = Abgelehnt: { $msg }
embed-still-owed = Noch fällig: { $text }
embed-times = { $text } × { $n }
embed-forced = { $line } (erzwungen: der einzige mögliche Zug)

## Entscheidungen

embed-choose-ghost = Wohin geht der Geist?
embed-choose-meeple = Einen Meeple einsetzen?
embed-no-meeple = Kein Meeple
embed-guard-on = { $feature } (Wächter)
embed-meeple-of = { $name } { $n } ({ $feature })
embed-circle-at = Kreis { $n }

## Spieler

embed-ghosts-on-meeples = { $n ->
    [one] { $n } Geist auf Meeples
   *[other] { $n } Geister auf Meeples
  }
embed-meeples-left = { $n } Meeples
embed-guards-left = { $n } Wächter
embed-points = { $n } Pkt.
embed-supply = Geistervorrat: { $n }
embed-rule-title = { $id }: { $title }

## Hinweise auf dem Spielfeld

embed-bad-option = Option { $name }={ $value } ignoriert: { $why }
embed-show-format = schreiben Sie x,y oder x,y,Drehung
embed-step-range = die Schritte gehen von 0 bis { $max }
embed-step-failed = Schritt { $n } kann nicht gespielt werden: { $msg }
embed-not-legal = Die Platzierung ({ $x }, { $y }, { $r }°) kann nicht gezeigt werden: { $why }
