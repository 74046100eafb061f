# De woorden van de ingesloten demonstrator (zie en/embed.ftl).

embed-page-title = Demonstrator van de mistregels (Carcassonne)
embed-loading = Laden…
embed-error-title = Deze demonstrator kan niet getoond worden
embed-what-game = Opgeslagen spel
embed-board = Speelveld

## Stappen

embed-start-of = { $total ->
    [one] Begin · 1 stap
   *[other] Begin · { $total } stappen
  }
embed-step-of = Stap { $n } / { $total }
embed-edit-copy = Een kopie bewerken in de scenario-editor
embed-no-steps = Geen stappen
embed-back = Eén stap terug
embed-next = Volgende stap spelen
embed-reset = Terug naar het voorbeeld
embed-your-moves = Jouw zetten: { $n }
embed-rotate = Tegel een kwartslag draaien (R)
embed-hand = Tegel in de hand: { $id }
embed-no-hand = Geen tegel in de hand
embed-at-start = De beginstelling. Druk op ▶ om stap 1 te spelen.
embed-at-start-no-steps = De beginstelling.
embed-end = Einde van het voorbeeld.
embed-live-title = Online tafel, live
embed-live-next = Live: de volgende zet verschijnt hier zodra hij gespeeld is.
embed-live-over = Het spel is voorbij.

## Stand

embed-phase-place = { $name }: leg de tegel aan
embed-phase-ghosts = { $name }: verzet de verschuldigde spoken
embed-phase-meeple = { $name }: zet een meeple op de nieuwe tegel, of geen
embed-phase-over = Het spel is afgelopen
embed-legal-count = { $n ->
    [one] De tegel past op 1 gemarkeerd vak.
   *[other] De tegel past op { $n } gemarkeerde vakken.
  }
embed-legal-none = De tegel in de hand past nergens (B2).
embed-hover-hint = Wijs een gemarkeerd vak aan of tik erop om te zien wat de tegel daar zou doen.

## De getoonde tegel

embed-outcome-title = { $tile } aanleggen, { $r }° gedraaid
embed-next-step-placement = Dit is de volgende stap.
embed-place-here = Tegel hier aanleggen

## De toetsen van het bord (embed/cursor.js), voorgelezen

embed-board-keys = Bord: de pijltjestoetsen verplaatsen de cursor, N en Shift+N gaan naar het volgende of vorige vak waar de tegel past, R draait de tegel, Enter legt hem aan, 1 tot 9 kiezen een meeple of het verzetten van een spook
embed-key-turned = { $rotation }° gedraaid.
embed-key-choices = Toetsen: { $choices }.
embed-key-phase = { $phase }. { $more }
embed-key-choice = { $n } voor { $what }

## Wat een stap deed

embed-happened = Wat stap { $n } deed
embed-happened-free = Wat jouw zet deed
embed-next-is = Volgende: { $what }
embed-refused = Geweigerd: { $msg }
embed-still-owed = Nog verschuldigd: { $text }
embed-times = { $text } × { $n }
embed-forced = { $line } (gedwongen: de enige mogelijke zet)

## Keuzes

embed-choose-ghost = Waar gaat het spook heen?
embed-choose-meeple = Een meeple zetten?
embed-no-meeple = Geen meeple
embed-guard-on = { $feature } (bewakingsmeeple)
embed-meeple-of = { $name } { $n } ({ $feature })
embed-circle-at = cirkel { $n }

## Spelers

embed-ghosts-on-meeples = { $n ->
    [one] { $n } spook op meeples
   *[other] { $n } spoken op meeples
  }
embed-meeples-left = { $n ->
    [one] { $n } meeple
   *[other] { $n } meeples
  }
embed-guards-left = { $n ->
    [one] { $n } bewakingsmeeple
   *[other] { $n } bewakingsmeeples
  }
embed-points = { $n ->
    [one] { $n } pt
   *[other] { $n } ptn
  }
embed-supply = Spokenvoorraad: { $n }
embed-rule-title = { $id }: { $title }

## Meldingen op het speelveld

embed-bad-option = Optie { $name }={ $value } genegeerd: { $why }
embed-show-format = schrijf het als x,y of x,y,draaiing
embed-step-range = de stappen gaan van 0 tot { $max }
embed-step-failed = Stap { $n } kan niet gespeeld worden: { $msg }
embed-not-legal = Kan de aanleg ({ $x }, { $y }, { $r }°) niet tonen: { $why }
