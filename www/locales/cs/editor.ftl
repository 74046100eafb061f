# Slova editoru scénářů (www/editor.html, www/editor/). Herní pojmy: docs/GLOSSARY.md.

## Stránka: záhlaví, nástroje, paleta, herní plán, dialogy

editor-doc-title = Carcassonne Mist · Editor scénářů
editor-sub = Editor scénářů
editor-nav =
    .aria-label = Editor
editor-language = Jazyk
editor-language-box =
    .title = Jazyk editoru (texty scénáře zůstávají ve svém jazyce)
editor-modes =
    .aria-label = Režim
editor-mode-layout = Rozložení
    .title = Rozložit pozici: kartičky, figurky, hráče, kartičku v ruce a pytlík
editor-mode-record = Nahrát kroky
    .title = Nahrát kroky jejich zahráním, každý s popiskem
editor-undo-button =
    .title = Zpět (Ctrl+Z)
    .aria-label = Zpět
editor-redo-button =
    .title = Znovu (Ctrl+Y)
    .aria-label = Znovu
editor-new = Nový
    .title = Začít znovu s prázdným herním plánem
editor-open = Otevřít…
    .title = Otevřít soubor se scénářem (nebo ho přetáhnout na stránku či vložit)
editor-paste = Vložit…
    .title = Vložit text nebo odkaz scénáře
editor-export = Exportovat…
    .title = Stáhnout soubor, zkopírovat jeho odkaz nebo kód iframe
editor-play-link = stránka hry
editor-palette-box =
    .aria-label = Kartičky
editor-search =
    .placeholder = id, město, cesta, mlha…
    .aria-label = Hledat kartičky podle id nebo podle toho, co je na nich
editor-grid =
    .aria-label = Druhy kartiček
editor-own-summary = Vlastní druh kartičky…
editor-own-help = Jeden řádek zápisu kartiček (docs/TILES.md), například:
editor-own-line =
    .aria-label = Zápis kartičky
editor-own-add = Přidat do palety
editor-board-box =
    .aria-label = Herní plán
editor-board-canvas =
    .aria-label = Herní plán: kliknutím položíte zvolenou kartičku nebo vyberete kartičku, tažením posunete pohled, kolečkem myši přiblížíte
editor-board-keys = Klávesy: šipky posouvají kurzor, Enter tam položí vybranou kartičku nebo vybere kartičku, která tam leží, Shift se šipkou posune vybranou kartičku, R ji otočí, Delete ji odebere; při nahrávání Enter kartičku přiloží, 1 až 9 vyberou družiníka nebo přesun ducha, N nepostaví žádného družiníka.
editor-cursor = Pole { $cell }: { $what }
editor-cursor-outcome = { $what } Po přiložení otočené o { $rotation }°: { $lines }.
editor-line-sep = ;{" "}
editor-cell-first = Prázdné pole: sem může přijít první kartička, { $tile }.
editor-cell-selected = Tato kartička je vybraná.
editor-zoom-in =
    .title = Přiblížit (+)
    .aria-label = Přiblížit
editor-zoom-out =
    .title = Oddálit (−)
    .aria-label = Oddálit
editor-fit = Celý plán
    .title = Zobrazit celý herní plán (F)
editor-rotate-button =
    .title = Otočit kartičku (R)
editor-panel-box =
    .aria-label = Scénář
editor-export-title = Exportovat scénář
editor-ex-expect = Přidat současné odpovědi enginu jako očekávání (soubor je zároveň test)
editor-ex-download = Stáhnout soubor
editor-ex-base-label = Adresa kopie stránky na wiki (složka, ve které je embed.html)
editor-ex-base =
    .placeholder = https://vase-wiki.example/carcassonne-mist/www/
editor-ex-link-label = Odkaz, který nese scénář
editor-ex-snippet-label = Kód iframe
editor-copy = Kopírovat
editor-pictures-legend = Obrázek pro wiki, která nedovoluje iframe
editor-pic-step =
    .aria-label = Krok, který obrázek ukazuje
editor-pic-text = text výsledku
editor-pic-legend = legenda
editor-close = Zavřít
editor-paste-title = Vložit scénář
editor-paste-help = Text souboru nebo odkaz obsahující ?scenario=.
editor-paste-text =
    .aria-label = Text nebo odkaz scénáře
editor-cancel = Zrušit
editor-open-button = Otevřít

## Stav, chyby a nápovědy

editor-loading = Načítá se engine…
editor-no-engine = Engine se nespustil: { $why }
editor-status-layout = Kartičky: { $tiles } · figurky: { $meeples } · kroky: { $steps } · engine { $version }
editor-status-empty = Prázdný herní plán · engine { $version }
editor-refused-edit = Neprovedeno: { $why }
editor-opened = Otevřeno: { $title }
editor-untitled = scénář bez názvu
editor-cannot-open = Tento scénář nelze otevřít: { $why }
editor-saved-game = Toto je uložená hra, ne scénář: editor vytváří scénáře. Uloženou hru otevřete na stránce hry (Otevřít…), nebo ji ukažte na wiki přes ?game= ukázky.
editor-pick-first = Vyberte kartičku v paletě a pak klikněte na herní plán.
editor-no-place = Kartička { $tile } nemůže být na { $cell }: { $why }
editor-fits-turned = Kartička { $tile } sem pasuje jinak otočená: otočíte ji klávesou R.
editor-record-need-position = Než se začnou nahrávat kroky, musí být pozice platná: { $why }
editor-rotation = { $rotation }°
editor-hint-layout = Kliknutím na zvýrazněné pole položíte { $tile } otočenou o { $rotation }° (R ji otočí).
editor-hint-record = Najetím na zvýrazněné pole uvidíte, co přiložení udělá; kliknutím ho zahrajete.

## Kontroly enginu

editor-empty-board = Herní plán je prázdný: vyberte kartičku v paletě a kliknutím na herní plán položte první.
editor-step-broken = Krok { $n } už na této pozici nelze zahrát: { $why }
editor-step-not-refused = Krok { $n } by měl být odmítnut s „{ $error }“, ale engine ho zahraje.
editor-fits-nowhere = Kartička { $tile } nikam k tomuto hernímu plánu nepasuje (B1).

## Otevření a export

editor-open-large = { $size ->
        [one] Tento soubor má { $size } bajt: scénář má nejvýše 1 MiB.
        [few] Tento soubor má { $size } bajty: scénář má nejvýše 1 MiB.
        [many] Tento soubor má { $size } bajtu: scénář má nejvýše 1 MiB.
       *[other] Tento soubor má { $size } bajtů: scénář má nejvýše 1 MiB.
    }
editor-open-unreadable = Tento soubor nelze přečíst jako text: { $why }
editor-open-link = Scénář z odkazu nelze přečíst: { $why }
editor-open-not-utf8 = není to text v kódování UTF-8 (scénář je textový soubor JSON)
editor-open-not-base64url = není to JSON ani kód base64url (odkaz je možná useknutý)
editor-open-bad-address = „{ $text }“ není adresa, kterou editor umí otevřít
editor-open-other-site = editor otevírá jen soubory ze svého webu ({ $own }), ne z { $origin }: stáhněte soubor a otevřete ho zde
editor-open-unreachable = soubor se nepodařilo načíst (žádná odpověď, nebo chybí síť)
editor-open-nothing = Není co otevřít: vložte text scénáře nebo odkaz s ?scenario=.
editor-base-local = Tato stránka běží na tomto počítači: zadejte adresu, kde je kopie stránky na wiki.
editor-base-missing = Nejprve zadejte adresu kopie stránky na wiki.
editor-base-bad = Tato adresa není webová adresa (https://…).
editor-base-not-kept = Tento prohlížeč pro tuto stránku neuchovává žádná data: adresa platí, dokud stránku nezavřete, a nezapamatuje se.
editor-size = { $bytes ->
        [one] { $bytes } bajt
        [few] { $bytes } bajty
        [many] { $bytes } bajtu
       *[other] { $bytes } bajtů
    }
editor-copied = Zkopírováno.
editor-iframe-title = Ukázka pravidel mlhy pro Carcassonne
# $done: the steps played before the picture (the embed's "Step 1 / 3"); $n: the step whose placement it shows
editor-picture-before = { $done ->
        [0] Na začátku
       *[other] Po kroku { $done }
    }, s vyznačeným přiložením kroku { $n }
editor-picture-at = { $done ->
        [0] Na začátku
       *[other] Po kroku { $done }
    }
editor-picture-end = Po posledním kroku
editor-picture-failed = Žádný obrázek: { $why }

## Podle čeho se hledá druh kartičky

editor-kind-city = město
editor-kind-road = cesta
editor-kind-field = louka
editor-kind-monastery = klášter
editor-kind-castle = zámek
editor-kind-cemetery = hřbitov
editor-kind-ruin = zřícenina
editor-kind-mist = mlha
editor-kind-circle = kouzelný kruh
editor-kind-shield = erb
editor-kind-crossing = křižovatka

## Paleta

editor-palette-count = { $all ->
        [one] druhy kartiček: { $shown } / { $all }
        [few] druhy kartiček: { $shown } / { $all }
       *[other] druhy kartiček: { $shown } / { $all }
    }
editor-palette-none = Žádný druh kartičky neodpovídá „{ $query }“.
editor-palette-tile = Kartička { $id } ({ $set }, v sadě { $count }×): { $words }
editor-own-remove = Odebrat
editor-own-empty = Zatím žádný vlastní druh kartičky.
editor-set-base = Základní hra
editor-set-gcc = 11. rozšíření Duchové, zámky a hřbitovy
editor-set-sc = Kouzelné kruhy
editor-set-scenario = Vlastní kartičky scénáře

## Karty rozložení

editor-card-scenario = Scénář
editor-text-lang = Texty v jazyce
editor-title = Název
editor-rules = Id pravidel (např. B4, M3)
editor-description = Popis
editor-card-players = Hráči
editor-player-name = Jméno
editor-player-colour = Barva
editor-player-score = Body
editor-player-turn = Kdo je na tahu
editor-player-remove = Odebrat tohoto hráče
editor-player-add = Přidat hráče
editor-card-sets = Sady kartiček a varianty
editor-card-tile = Vybraná kartička
editor-no-tile = Kliknutím na kartičku na herním plánu ji otočíte, přesunete (tažením), odeberete nebo na ni postavíte figurky. Kartičku položíte tak, že ji vyberete v paletě.
editor-tile-at = Kartička { $id } na { $cell }, otočená o { $rotation }°
editor-turn-left = ⟲ Otočit doleva
editor-turn-right = ⟳ Otočit doprava
editor-remove-tile = Odebrat
editor-piece = Kliknutí na území tam postaví:
editor-piece-player = Hráč
editor-piece-meeple = Družiník
editor-piece-guard = Strážný družiník
editor-piece-ghosts = Duchové na něm
editor-feature-free = volné
editor-feature-put = Postavit
editor-feature-take = Vzít pryč
editor-circles = { $n ->
        [one] { $n } kouzelný kruh: duchové v něm
        [few] { $n } kouzelné kruhy: duchové v nich
        [many] { $n } kouzelného kruhu: duchové v nich
       *[other] { $n } kouzelných kruhů: duchové v nich
    }
# $feature: the feature's name on the tile (c1)
editor-feature-circles = { $n ->
        [one] { $feature }: { $n } kouzelný kruh: duchové v něm
        [few] { $feature }: { $n } kouzelné kruhy: duchové v nich
        [many] { $feature }: { $n } kouzelného kruhu: duchové v nich
       *[other] { $feature }: { $n } kouzelných kruhů: duchové v nich
    }
editor-card-ghosts = Duchové a strážní družiníci
editor-guard-supply = Strážní družiníci hráče { $player } ve společné zásobě strážných družiníků (K2)
editor-ghost-count = { $meeples } na družinících + { $circles } v kruzích + { $supply } v banku = { $total } z 15
editor-ghost-off = Počet nesedí, rozdíl je { $diff }: duchů je přesně 15 (G1).
editor-supply-auto = Bank: co zbývá z 15
editor-supply = Duchové v banku
editor-card-hand = Kartička v ruce a pytlík
editor-hand = Kartička v ruce
editor-hand-drawn = (tažená z pytlíku)
editor-bag-rest = Pytlík: zbytek sad, zamíchaný podle semínka
editor-bag-list = Pytlík: tyto kartičky, první se táhne první
editor-seed = Semínko
editor-bag-add = Přidat kartičku do pytlíku
editor-bag-empty = Prázdný: kartička v ruce je poslední.
editor-meeple = družiník
editor-guard = strážný družiník
editor-ghosts = { $n ->
        [one] { $n } duch
        [few] { $n } duchové
        [many] { $n } ducha
       *[other] { $n } duchů
    }

## Nahrávání kroků

editor-card-steps = Kroky
editor-no-steps = Zatím žádný krok: zahrajte tah na herním plánu a nahraje se.
editor-caption = Popisek kroku { $n }
editor-caption-lang = Popisky v jazyce
editor-step-drop = Odebrat tento krok a všechny další
editor-do-place = Přiložit kartičku na { $cell }, otočenou o { $rotation }°
editor-do-meeple = Družiník: { $feature }
editor-do-guard = Strážný družiník: { $feature }
editor-do-skip = Žádný družiník
editor-do-ghost = Duch: { $from } → { $to }
editor-do-undo = Zpět
editor-do-redo = Znovu
editor-refused = Odmítnuto: { $why }
editor-card-move = Tah teď
editor-move-place = { $player } přikládá { $tile }: najetím na zvýrazněné pole uvidíte, co udělá, kliknutím ho zahrajete (R otočí kartičku).
editor-move-ghosts = { $player } přesouvá ducha ({ $rule }): zvolte odkud a kam.
editor-move-meeple = { $player } může postavit družiníka na novou kartičku (místo na herním plánu nebo níže).
editor-move-over = Hra skončila: žádné další tahy.
editor-no-meeple = Žádný družiník
editor-keep-refusal = Ponechat jako krok, který ukazuje odmítnutí
editor-broken = Tento krok už nelze zahrát: { $why }
editor-viewing = Herní plán po kroku { $n } (kroků celkem: { $total }).
editor-viewing-start = Pozice před krokem 1.
editor-view-end = Zpět na poslední krok
editor-view-step = Ukázat herní plán po kroku { $n }
editor-view-start = Ukázat pozici
editor-framed = Editor scénářů neběží v rámu jiného webu. Otevřete ho ve vlastní záložce.

# A step to be refused, named by its kind (a scenario file's "refused", docs/FORMATS.md)
editor-step-not-refused-kind = Krok { $n } by měl být odmítnut, ale engine ho zahraje.
editor-step-refused-otherwise = Krok { $n } je odmítnut, ale ne z důvodu, který soubor uvádí: { $why }
## A rule puzzle's goal

editor-card-goal = Cíl hádanky
editor-goal-help = Místo kroků požádej čtenáře, aby přiložil kartičku z ruky tak, aby platila podmínka; engine odmítne cíl, který nesplní žádné přiložení nebo který splní každé.
editor-goal-fact = Cíl
editor-goal-none = Bez cíle (není to hádanka)
editor-goal-rule = Pravidlo
editor-goal-to = Kam
editor-goal-from = Odkud
editor-goal-player = Hráč
editor-goal-any = jakékoli
editor-goal-min = Aspoň
editor-goal-max = Nejvýš
editor-goal-task = Otázka pro čtenáře
editor-goal-remove = Odstranit cíl
