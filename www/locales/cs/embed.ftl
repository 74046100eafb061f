# Slova vloženého demonstrátoru (viz en/embed.ftl).

embed-page-title = Demonstrátor pravidel mlhy (Carcassonne)
embed-loading = Načítání…
embed-error-title = Tento demonstrátor nelze zobrazit
embed-what-game = Uložená hra
embed-board = Herní plán

## Kroky

embed-start-of = { $total ->
    [one] Začátek · 1 krok
    [few] Začátek · { $total } kroky
    [many] Začátek · { $total } kroku
   *[other] Začátek · { $total } kroků
  }
embed-step-of = Krok { $n } / { $total }
embed-edit-copy = Upravit kopii v editoru scénářů
embed-no-steps = Žádné kroky
embed-back = O krok zpět
embed-next = Zahrát další krok
embed-reset = Zpět k příkladu
embed-your-moves = Vaše tahy: { $n }
embed-rotate = Otočit kartičku o čtvrt otáčky (R)
embed-hand = Kartička v ruce: { $id }
embed-no-hand = Žádná kartička v ruce
embed-at-start = Výchozí pozice. Stiskněte ▶ a zahrajte krok 1.
embed-at-start-no-steps = Výchozí pozice.
embed-end = Konec příkladu.
embed-live-title = Online stůl živě
embed-live-next = Živě: další tah se zobrazí tady, jakmile je zahrán.
embed-live-over = Hra skončila.

## Stav

embed-phase-place = { $name }: přiložte kartičku
embed-phase-ghosts = { $name }: přesuňte dlužné duchy
embed-phase-meeple = { $name }: umístěte družiníka na novou kartičku, nebo žádného
embed-phase-over = Hra skončila
embed-legal-count = { $n ->
    [one] Kartička se hodí na 1 zvýrazněné pole.
    [few] Kartička se hodí na { $n } zvýrazněná pole.
    [many] Kartička se hodí na { $n } zvýrazněného pole.
   *[other] Kartička se hodí na { $n } zvýrazněných polí.
  }
embed-legal-none = Kartička v ruce se nikam nehodí (B2).
embed-hover-hint = Ukažte na zvýrazněné pole nebo na ně klepněte a uvidíte, co by tam přiložení kartičky udělalo.

## Zobrazené přiložení

embed-outcome-title = Přiložení { $tile }, otočené o { $r }°
embed-next-step-placement = Toto je další krok.
embed-place-here = Přiložit kartičku sem

## Klávesy hrací plochy (embed/cursor.js), čtené nahlas

embed-board-keys = Hrací plocha: šipky posouvají kurzor, N a Shift+N přejdou na další nebo předchozí pole, kam se kartička hodí, R otočí kartičku, Enter ji přiloží, 1 až 9 vyberou družiníka nebo přesun ducha
embed-key-turned = Otočeno o { $rotation }°.
embed-key-choices = Klávesy: { $choices }.
embed-key-phase = { $phase }. { $more }
embed-key-choice = { $n } – { $what }

## Co krok udělal

embed-happened = Co udělal krok { $n }
embed-happened-free = Co udělal váš tah
embed-next-is = Dále: { $what }
embed-refused = Odmítnuto: { $msg }
embed-still-owed = Ještě dlužno: { $text }
embed-times = { $text } × { $n }
embed-forced = { $line } (vynuceno: jediný možný tah)

## Volby

embed-choose-ghost = Kam jde duch?
embed-choose-meeple = Umístit družiníka?
embed-no-meeple = Žádný družiník
embed-guard-on = { $feature } (strážný)
embed-meeple-of = { $name } { $n } ({ $feature })
embed-circle-at = kruh { $n }

## Hráči

embed-ghosts-on-meeples = { $n ->
    [one] { $n } duch na družinících
    [few] { $n } duchové na družinících
    [many] { $n } ducha na družinících
   *[other] { $n } duchů na družinících
  }
embed-meeples-left = { $n ->
    [one] { $n } družiník
    [few] { $n } družiníci
    [many] { $n } družiníka
   *[other] { $n } družiníků
  }
embed-guards-left = { $n ->
    [one] { $n } strážný
    [few] { $n } strážní
    [many] { $n } strážného
   *[other] { $n } strážných
  }
embed-points = { $n ->
    [one] { $n } bod
    [few] { $n } body
    [many] { $n } bodu
   *[other] { $n } bodů
  }
embed-supply = Bank duchů: { $n }
embed-rule-title = { $id }: { $title }

## Upozornění na herním plánu

embed-bad-option = Volba { $name }={ $value } ignorována: { $why }
embed-show-format = zapište ji jako x,y nebo x,y,otočení
embed-step-range = kroky jdou od 0 do { $max }
embed-step-failed = Krok { $n } nelze zahrát: { $msg }
embed-not-legal = Přiložení ({ $x }, { $y }, { $r }°) nelze ukázat: { $why }
