# Slova herní stránky (www/index.html, page/*.js). Pojmy: docs/GLOSSARY.md.
# Jména hráčů stojí vždy v 1. pádě (často před dvojtečkou): neskloňujeme je.

## Záhlaví a nabídka

page-title = Carcassonne Mist
page-description =
    .content = Hrajte Carcassonne s mlhou 11. rozšíření a Kouzelnými kruhy v prohlížeči: duchové každé přiložené kartičky předem ukázaní, vysvětlení a propojení s pravidlem.
page-nav =
    .aria-label = Hra
page-language = Jazyk
page-language-box =
    .title = Jazyk stránky (hra pokračuje)
page-seed = Semínko
page-seed-link =
    .title = Odkaz na novou hru s tímto semínkem, těmito hráči, sadami kartiček a variantami
page-position = Pozice
page-laid-out = rozložená ručně
page-new-game = Nová hra…
    .title = Začít novou hru (hráči, sady kartiček, varianty, semínko)
page-save = Uložit
    .title = Stáhnout tuto hru jako soubor
page-load = Otevřít…
    .title = Otevřít uloženou hru
page-share = Odkaz ke sdílení
    .title = Odkaz, který otevře přesně tuto pozici v jiném prohlížeči
page-rules = Pravidla
    .title = Pravidla, podle kterých tato stránka hraje
page-about = O stránce
    .title = Co je tato stránka a odkud jsou její kartičky
page-engine = jádro { $version }

## Herní plán

page-board-section =
    .aria-label = Herní plán
page-board =
    .aria-label = { $touch ->
        [true] Herní plán: tažením posunete, roztažením prstů přiblížíte, klepnutím na zvýrazněné pole přiložíte kartičku
       *[other] Herní plán: tažením posunete, kolečkem nebo roztažením prstů přiblížíte, kliknutím na zvýrazněné pole přiložíte kartičku
    }
page-board-help = Klávesnice: šipky posouvají kurzor, R otáčí kartičku, Enter ji přiloží na místo kurzoru, číslice vybírají přesun ducha nebo místo pro družiníka, N neumístí žádného družiníka, L přejde na další pole, kam kartička pasuje, F přizpůsobí plán oknu, plus a minus mění přiblížení, Ctrl+Z vrací zpět, Ctrl+Y znovu. B zapne textový plán, který říká, co je na každém poli. Při 10 a více možnostech napište číslo možnosti po číslicích (1 a pak 0 pro desátou), Enter, když by mohlo následovat delší číslo; Tabulátor také dosáhne na tlačítko každé možnosti v panelu.
page-zoom-in =
    .title = Přiblížit (+)
    .aria-label = Přiblížit
page-zoom-out =
    .title = Oddálit (−)
    .aria-label = Oddálit
page-fit = Celý plán
    .title = Zobrazit celý herní plán (F)
page-legend = Legenda
    .title = Co ukazuje herní plán: mlhu, kouzelné kruhy, duchy, figurky

## Panel

page-panel =
    .aria-label = Herní panel
page-loading = Načítá se jádro…
page-engine-failed = Jádro se nepodařilo načíst.
page-fold = ▾ Méně
    .title = Sbalit panel na první řádek, nebo ho znovu otevřít
page-unfold = ▴ Více
page-hand-card =
    .aria-label = Kartička v ruce
page-hand =
    .aria-label = Kartička v ruce
page-rotate = ⟳ Otočit
page-rotate-button =
    .title = Otočit kartičku (R, nebo kliknutí kolečkem na herním plánu)
page-undo = ↶ Zpět
    .title = Zpět (Ctrl+Z)
page-redo = ↷ Znovu
    .title = Znovu (Ctrl+Y)
page-ghost-moves =
    .aria-label = Přesuny duchů
page-meeple-spots =
    .aria-label = Místa pro družiníka
page-skip = Žádný družiník
page-show-final = Konečné skóre
page-players = Hráči
page-scoring = Započítání bodů
page-nothing-scored = Zatím nic nezapočítáno.
page-your-games = Vaše hry
page-games-blurb = Každá hra, kterou hrajete, zůstává v tomto prohlížeči, naposledy hraná první. Otevřený odkaz sem přidá svou hru; žádnou nenahradí.
page-turn-log = Průběh hry

## Stavový řádek

page-status-place = { $player }: přiložte kartičku
page-status-ghosts = { $player }: přesuňte duchy (zbývá { $owed })
page-status-meeple = { $player }: umístěte na kartičku družiníka, nebo žádného
page-status-no-meeple = { $player }: sem nelze umístit žádného družiníka — { $touch ->
        [true] klepněte na
       *[other] klikněte na
    } Žádný družiník
page-status-over = { $n ->
        [one] Konec hry — vítěz: { $players }, { $points ->
            [one] { $points } bod
            [few] { $points } body
            [many] { $points } bodu
           *[other] { $points } bodů
        }
        [few] Konec hry — remíza: { $players }, { $points ->
            [one] { $points } bod
            [few] { $points } body
            [many] { $points } bodu
           *[other] { $points } bodů
        }
       *[other] Konec hry — remíza: { $players }, { $points ->
            [one] { $points } bod
            [few] { $points } body
            [many] { $points } bodu
           *[other] { $points } bodů
        }
    }

## Kartička v ruce

page-hand-tile = Kartička { $tile } · { $rotation }°
page-no-tiles-left = Žádné kartičky
page-tile-placed = Kartička přiložena
page-tiles-left = Zbývá kartiček: { $n }
page-set-left = { $set } { $n }
page-set-base = Základ
page-set-gcc = 11. rozšíření
page-set-sc = Kouzelné kruhy

## Karta akce

page-action-place = Co udělá toto přiložení
page-action-ghosts = Duchové k přesunu
page-action-meeple = Družiník
page-action-over = Hra skončila

## Hráči

page-meeples-in-supply = { $n ->
        [one] { $n } družiník v zásobě
        [few] { $n } družiníci v zásobě
        [many] { $n } družiníka v zásobě
       *[other] { $n } družiníků v zásobě
    }
page-guards-in-supply = { $n ->
        [one] { $n } strážný družiník v zásobě
        [few] { $n } strážní družiníci v zásobě
        [many] { $n } strážného družiníka v zásobě
       *[other] { $n } strážných družiníků v zásobě
    }
page-guards-in-supply-general = { $n ->
        [one] { $n } strážný družiník v zásobě; { $more ->
            [one] další { $more }
            [few] další { $more }
           *[other] dalších { $more }
        } v obecné zásobě strážných (K2)
        [few] { $n } strážní družiníci v zásobě; { $more ->
            [one] další { $more }
            [few] další { $more }
           *[other] dalších { $more }
        } v obecné zásobě strážných (K2)
        [many] { $n } strážného družiníka v zásobě; { $more ->
            [one] další { $more }
            [few] další { $more }
           *[other] dalších { $more }
        } v obecné zásobě strážných (K2)
       *[other] { $n } strážných družiníků v zásobě; { $more ->
            [one] další { $more }
            [few] další { $more }
           *[other] dalších { $more }
        } v obecné zásobě strážných (K2)
    }
page-ghosts-on-meeples = Duchové na družinících hráče { $player }: { $n } (na konci −1 bod za každého, G6)
page-points = { $n ->
        [one] { $n } bod
        [few] { $n } body
        [many] { $n } bodu
       *[other] { $n } bodů
    }
page-ghost-supply = Duchové v banku: { $n } z 15

## Fáze duchů

page-ghosts-owed = { $n ->
        [one] zbývá přesunout { $n } ducha
        [few] zbývá přesunout { $n } duchy
        [many] zbývá přesunout { $n } ducha
       *[other] zbývá přesunout { $n } duchů
    }
page-obligation-left =
    .title = zbývá přesunout: { $left } / { $owed }
page-then = Potom: { $text }
page-ghost-help-selected = Odkud: { $from }. Teď { $touch ->
        [true] klepněte
       *[other] klikněte
    } na místo, kam jde (nebo znovu na zdroj, chcete-li jiný).
page-ghost-help-sources = { $touch ->
        [true] Klepněte
       *[other] Klikněte
    } na místo, odkud duch přichází (zvýrazněné na plánu), potom na místo, kam jde — nebo vyberte přesun níže.
page-ghost-help-one-target = { $touch ->
        [true] Klepněte
       *[other] Klikněte
    } na místo, odkud duch přichází (zvýrazněné na plánu), nebo vyberte přesun níže.
page-ghost-help-circle = { $touch ->
        [true] Klepněte
       *[other] Klikněte
    } na zvýrazněný kouzelný kruh na plánu, nebo vyberte přesun níže.
page-ghost-help-meeple = { $touch ->
        [true] Klepněte
       *[other] Klikněte
    } na zvýrazněného družiníka na plánu, nebo vyberte přesun níže.
page-first-choose-source = Nejdřív vyberte, odkud duch přichází (zvýrazněný zdroj), potom kam jde

## Fáze družiníka

page-put-meeple =
    .title = Umístit družiníka: { $feature }
page-put-guard =
    .title = Umístit strážného družiníka: { $feature }
page-guard-spot = { $feature } (strážný)
page-no-free-feature = Na této kartičce není volné území.
page-no-meeple-left = Už žádný družiník.

## Nápověda ke kartičce v ruce

page-fits-only-turned = Kartička se na toto pole hodí jen otočená o { $rotations }: { $touch ->
        [true] klepněte na pole znovu
       *[other] stiskněte R (nebo klikněte na pole)
    } a otočí se.
page-not-here = Na toto pole ne: { $why }.
page-no-fit = nehodí se
page-point-at-cell = { $touch ->
        [true] Klepněte na zvýrazněné pole a uvidíte, co by tam kartička udělala; dalším klepnutím ji přiložíte.
       *[other] Najeďte na zvýrazněné pole (nebo posuňte kurzor šipkami) a uvidíte, co by tam kartička udělala.
    }
page-fits-nowhere = { $touch ->
        [true] Takto otočená se kartička nikam nehodí: otočte ji (⟳ Otočit).
       *[other] Takto otočená se kartička nikam nehodí: otočte ji (R).
    }

## Nápověda pod plánem

page-hint-place-here = { $touch ->
        [true] Dalším klepnutím kartičku přiložíte sem · ⟳ Otočit ji otočí
       *[other] Kliknutím kartičku přiložíte sem · kliknutí kolečkem nebo R ji otočí
    }
page-hint-fits-turned = { $touch ->
        [true] Sem se hodí otočená: klepněte znovu a otočí se
       *[other] Sem se hodí otočená: klikněte (nebo stiskněte R) a otočí se
    }
page-hint-enter = Enter přiloží kartičku na označené pole
page-hint-no-fit-cursor = Takto otočená se kartička na označené pole nehodí
page-hint-rotate = Takto otočená se kartička nikam nehodí: otočte ji (R)
page-hint-meeple = { $touch ->
        [true] Klepnutím na kroužek nové kartičky tam umístíte družiníka (nebo strážného), nebo zvolte Žádný družiník
       *[other] Kliknutím na kroužek nové kartičky tam umístíte družiníka (nebo strážného), nebo stiskněte N pro žádného
    }
page-hint-ghost-source = { $touch ->
        [true] Klepněte na místo, odkud duch přichází
       *[other] Klikněte na místo, odkud duch přichází
    }
page-hint-ghost-source-target = { $touch ->
        [true] Klepněte na místo, odkud duch přichází, potom na místo, kam jde
       *[other] Klikněte na místo, odkud duch přichází, potom na místo, kam jde
    }
page-hint-ghost-target = { $touch ->
        [true] Klepnutím na zvýrazněný cíl tam ducha přesunete
       *[other] Kliknutím na zvýrazněný cíl tam ducha přesunete
    }

## Chyby a oznámení stránky

page-computers-turn = Na tahu je počítač: počkejte na jeho tah (nebo vraťte zpět).
page-moves-title = Co se právě stalo
page-replay-move = Ukázat tah znovu
page-turn-computer = Za hráče { $player } hraje { $seat }: herní plán nereaguje na kliknutí, dokud tah neproběhne.
page-turn-computer-paused = Za hráče { $player } hraje { $seat }, pozastaveno: pokračujte tlačítkem Hrát. Do té doby herní plán nereaguje na kliknutí.
page-nothing-to-undo = Není co vrátit zpět.
page-nothing-to-redo = Není co zopakovat.
page-cannot-load-engine = Nelze načíst ../pkg/carcassonne_mist.js (nejdřív spusťte „make build“): { $error }
page-cannot-start = Tuto hru nelze začít: { $error }
page-share-link-bad = Tento odkaz ke sdílení nelze otevřít a nic se nezměnilo: { $error }
page-share-link-not-base64url = odkaz je poškozený (není v base64url)
page-share-link-cannot-unpack = odkaz je poškozený (nelze ho rozbalit); vyžádejte si ho znovu
page-share-link-too-large = tento odkaz obsahuje víc než 1 MiB hry, víc, než kterákoli hra potřebuje: možná je poškozený, nebo to není odkaz této stránky
page-cannot-load-file = Soubor { $file } nelze otevřít: { $error }
page-file-too-big = soubor má víc než 1 MiB, víc, než potřebuje jakákoli hra
page-file-not-text = soubor není text v UTF-8, jako je uložená hra: nic se nenačetlo
page-file-is-backup = tento soubor je záloha všech her, ne jedna hra: otevřete ho tlačítkem „{ page-games-restore }“ v části „{ page-your-games }“
page-cannot-share = Odkaz ke sdílení nelze vytvořit: { $error }
page-cannot-save = Nelze uložit: { $error }
page-seed-not-number = Semínko „{ $seed }“ není celé číslo od 0 do 2^53 − 1: použije se náhodné semínko.

## Řádky započítání bodů


## Průběh hry

page-log-forced = { $line } (vynuceno)
page-log-empty = Zatím žádný tah.

## Počítačoví hráči

page-human = Člověk
page-computer-easy = Počítač (snadný)
page-computer-medium = Počítač (střední)
page-computer-hard = Počítač (těžký)
page-computer-expert = Počítač (expertní)
page-hint-button = Rada
    .title = Co by tu hrál počítač (přiložení ukázané s jeho následky)
page-pause = Pauza
    .title = Pozastavit počítačové hráče, nebo je nechat hrát dál
page-play = Hrát
page-speed =
    .aria-label = Rychlost počítačových hráčů
page-speed-slow = pomalu
page-speed-normal = normálně
page-speed-fast = rychle
page-speed-very-fast = velmi rychle
page-ai-thinking = { $player } (počítač) přemýšlí…
page-ai-plays = { $type ->
        [skip-meeple] { $player }: žádný družiník
       *[other] { $player } hraje: { $move }
    }
page-ai-looking = Hledám dobrý tah…
page-ai-hint = Rada: { $move }
page-ai-hint-place = Rada: { $move } (ukázáno na plánu: kliknutím přiložíte)
page-ai-stopped = Počítačový hráč se zastavil: { $error }
page-ai-undecided = Počítačový hráč se nedokázal rozhodnout: { $error }
page-ai-no-hint = Žádná rada: { $error }
page-ai-worker-failed = worker selhal
# the bar and count shown while the computer thinks (not read out: the decision is)
page-ai-bar =
    .aria-label = Průběh přemýšlení počítače
page-ai-progress = { $positions ->
    [one] Prozkoumána { $positions } pozice
    [few] Prozkoumány { $positions } pozice
   *[other] Prozkoumáno { $positions } pozic
}
page-ai-progress-trees = { $positions ->
    [one] Prozkoumána { $positions } pozice
    [few] Prozkoumány { $positions } pozice
   *[other] Prozkoumáno { $positions } pozic
} na { $trees } jádrech
page-ai-with-why = { $line }. { $why }
page-hint-why = Proč: počítač během { $sims } { $sims ->
        [one] zkušební hry
        [few] zkušebních her
       *[other] zkušebních her
    } porovnal { $tried } { $tried ->
        [one] tah
        [few] tahy
       *[other] tahů
    } (možných je { $legal }); tento vyšel nejlépe ({ $share } % pokusů); další v pořadí: { $other } ({ $otherShare } %).
page-hint-why-only = Proč: je to jediný možný tah.
page-move-tile = kartička { $tile }, otočená o { $rotation }°
page-move-meeple = družiník { $kind ->
        [city] do města
        [road] na cestu
        [field] na louku
        [monastery] do kláštera
        [castle] na zámek
        [cemetery] na hřbitov
       *[other] — { $feature }
    }
page-move-guard = strážný družiník { $kind ->
        [city] do města
        [road] na cestu
        [field] na louku
        [monastery] do kláštera
        [castle] na zámek
        [cemetery] na hřbitov
       *[other] — { $feature }
    }
page-move-skip = žádný družiník
page-move-ghost = duch { $from } { $to }

# why a move (the engine's explanation, src/ai/explain.rs; page/explain-words.js): $facts its facts in a list
explain-why = Proč: { $facts }.
# $sign: better, worse or same; $gain: points (one decimal); $other: the other move; $otherFacts: what that one does
explain-why-gain = Proč: { $facts }; { $sign ->
        [better] asi o { $gain } bodu lepší než { $other } ({ $otherFacts })
        [worse] asi o { $gain } bodu horší než { $other } ({ $otherFacts })
       *[same] stejně dobrý jako { $other }
    }.
# $who: yours, theirs or nobody; $players: who scores it
explain-completes = { $who ->
        [yours] dokončí tvůj prvek { $kind } za { $points } bodů
        [theirs] dokončí prvek { $kind } za { $points } bodů pro { $players }
       *[nobody] dokončí prvek { $kind }, který nikdo neobsadil
    }
# $guard: yes or no; $tiles: tiles in the feature now
explain-claims = { $guard ->
        [yes] postaví strážce na prvek { $kind }, který nebere žádné duchy
       *[no] obsadí prvek { $kind } ({ $tiles } { $tiles ->
            [one] kartička
            [few] kartičky
           *[other] kartiček
        })
    }
explain-grows = rozšíří tvůj prvek { $kind } (teď { $tiles } kartiček)
# $who: yours, theirs or circle; $player: whose meeples
explain-ghosts = { $who ->
        [yours] dá { $count } { $count ->
            [one] ducha
            [few] duchy
           *[other] duchů
        } na tvé vlastní figurky (bod za každého na konci)
        [theirs] dá { $count } { $count ->
            [one] ducha
            [few] duchy
           *[other] duchů
        } na figurky hráče { $player } (bod za každého na konci)
       *[circle] pošle { $count } { $count ->
            [one] ducha
            [few] duchy
           *[other] duchů
        } do kouzelných kruhů
    }
explain-sends-home = { $who ->
        [yours] pošle tvou vlastní figurku třetím duchem z prvku { $kind } domů
       *[theirs] pošle figurku hráče { $player } třetím duchem z prvku { $kind } domů
    }
# banks of mist the tile continues (M3), limits so they never close (M4), closes (M2): $count
explain-mist-continues = prodlouží { $count ->
        [one] mlžnou oblast
        [few] { $count } mlžné oblasti
       *[other] { $count } mlžných oblastí
    }
explain-mist-limits = omezí { $count ->
        [one] mlžnou oblast, která se už nikdy neuzavře
        [few] { $count } mlžné oblasti, které se už nikdy neuzavřou
       *[other] { $count } mlžných oblastí, které se už nikdy neuzavřou
    }
explain-mist-closes = uzavře { $count ->
        [one] mlžnou oblast
        [few] { $count } mlžné oblasti
       *[other] { $count } mlžných oblastí
    }
explain-nothing = zatím na desce nic nemění

# Puzzles found in games (page/puzzles.js)
page-puzzles = Hádanky
    .title = Pozice ze skutečných her, kde je jedno přiložení jasně nejlepší: najdi ho
page-puzzles-heading = Hádanka { $n } z { $total }
# $margin: whole points; $difficulty: 1 to 5
page-puzzles-task = Na tahu je { $player }. Jedno přiložení této kartičky má cenu aspoň o { $margin } bodů víc než kterékoli jiné: najdi ho a přilož kartičku. Obtížnost { $difficulty } z 5.
page-puzzles-progress = Vyřešeno { $solved } z { $total } v tomto prohlížeči
page-puzzles-checking = Počítač posuzuje tvou odpověď…
# $why: the reason (explain-why)
page-puzzles-solved = Vyřešeno: to je nejlepší přiložení. { $why }
# $gain: points the best placement is worth more; $yours: what the answer does (explain-* facts)
page-puzzles-wrong = Není to nejlepší přiložení: to nejlepší má cenu asi o { $gain } bodu víc. Tvoje: { $yours }.
page-puzzles-solution = Řešení: { $move }, ukázané na desce. { $why }
page-puzzles-try-again = Zkusit znovu
page-puzzles-show = Ukázat řešení
page-puzzles-next = Další hádanka
page-puzzles-back = Zpět k mé hře
page-puzzles-none = V tomto prohlížeči jsou vyřešené všechny hádanky: výborně.
page-puzzles-cannot = Hádanky se nepodařilo otevřít: { $error }

# The puzzle of the day (page/puzzles.js, io/puzzle-day.js): one for everyone each UTC day
page-puzzles-heading-day = Hádanka dne ({ $n } z { $total })
# $solved: yes | no (today's puzzle solved in this browser); $streak: days in a row on which the puzzle of the day was solved here
page-puzzles-day = Dnešní hádanka { $solved ->
        [yes] je v tomto prohlížeči vyřešená
       *[no] v tomto prohlížeči ještě vyřešená není
    }. { $streak ->
        [0] Zatím žádné dny po sobě.
        [one] Vyřešeno { $streak } den po sobě.
        [few] Vyřešeno { $streak } dny po sobě.
       *[other] Vyřešeno { $streak } dní po sobě.
    }
page-puzzles-day-open = Hádanka dne
# Your games: a finished game's Review button (page/games.js, opens the game review)
page-games-review = Rozebrat
    .title = Otevřít tuto dohranou hru a nechat ji počítač rozebrat

# A game review (page/review.js)
page-review = Rozebrat hru
page-review-title = Rozbor hry
page-review-progress = Počítač prochází hru: rozhodnutí { $done } z { $total }…
page-review-chart = Body v průběhu hry
page-review-table = Body tah po tahu (tabulka)
page-review-turn = Kartiček na desce
page-review-marked = Rozhodnutí, která stála nejvíc
page-review-none = Žádné rozhodnutí nestálo bod nebo víc oproti nejlepšímu tahu, který počítač našel.
# $played, $best: the decisions in words; $loss: points (one decimal); $why: the better move's reason (explain-why)
page-review-move = Tah { $turn }, { $player }: { $played }, asi o { $loss } bodu méně než nejlepší. Lepší: { $best }. { $why }
page-review-show = Ukázat na desce
page-review-at = Rozhodnutí { $n } z { $total } na desce
page-review-first = ⏮ Začátek
page-review-prev = ◀ Předchozí
page-review-next = Další ▶
page-review-last = Konec ⏭
page-review-back = Zpět ke hře
page-review-cannot = Rozbor se zastavil: { $error }
# the better placement is the same tile turned the same way on another cell: $move
page-review-elsewhere = { $move } na jiném poli

## Nová hra

page-ng-title = Nová hra
page-ng-players = Hráči
page-ng-add = + Přidat hráče
page-ng-colour =
    .aria-label = Hráč { $n }: barva
page-ng-name =
    .aria-label = Hráč { $n }: jméno
page-ng-who =
    .aria-label = Hráč { $n }: hraje
page-ng-remove =
    .title = Odebrat hráče { $n }
    .aria-label = Odebrat hráče { $n }
page-ng-sets = Sady kartiček
page-ng-base = Základní hra
page-ng-base-about = 72 kartiček, bez mlhy
page-ng-gcc = + 11. rozšíření
page-ng-gcc-about = Duchové, zámky a hřbitovy: mlha, duchové, strážní družiníci (136 kartiček)
page-ng-sc = + Kouzelné kruhy
page-ng-sc-about = 9 kartiček, jejichž kruhy nasávají duchy (145 kartiček)
page-ng-seed = Semínko
page-ng-random = Náhodně
    .title = Jiné náhodné semínko
page-ng-seed-help = Semínko zamíchá kartičky: stejné semínko, sady kartiček a hráči dají stejnou hru.
page-ng-variants = Varianty pravidel
page-ng-variants-help = Kde lze pravidla číst dvojím způsobem; první volba je výklad pravidel hry.
page-ng-cancel = Zrušit
page-ng-start = Začít hru
page-ng-rulebook = { $text } (pravidla hry)
page-ng-option = { $text }
# the variants' options (the engine's vocabulary: variants[].options), by id
page-variant-V1-opt-plus-one = duchové podle S1 i duch podle M4
page-variant-V1-opt-replace = S1 nahrazuje ducha podle M4
page-variant-V2-opt-yes = M4 pro každou kartičku
page-variant-V2-opt-mist-tile-only = jen kartička s mlhou
page-variant-V3-opt-per-placement = jeden duch podle M3 a jeden podle M4 za přiložení (M5)
page-variant-V3-opt-per-bank = jeden duch podle M3/M4 za každou dotčenou oblast mlhy
page-variant-V4-opt-close-only = kruhy z tohoto tahu se počítají jen pro uzavření (S6)
page-variant-V4-opt-always = kruhy z tohoto tahu se počítají i pro S3 a S5
page-variant-V5-opt-neighbours-then-supply = z 8 okolních kartiček, pak z banku (S2)
page-variant-V5-opt-supply-only = jen z banku
page-variant-V6-opt-stays = duch zůstane, kde je (G4)
page-variant-V6-opt-to-supply = duch jde do banku
page-ng-only-sc = Jen s Kouzelnými kruhy.
page-ng-only-gcc = Jen s 11. rozšířením.
page-ng-bad-seed = Semínko je celé číslo od 0 do 9007199254740991.
page-ng-name-controls = jméno hráče { $n } obsahuje neviditelný řídicí znak nebo znak směru psaní: jména jsou prostý text
page-variant-V1 = Rozptýlení mlhy kartičkou s kouzelným kruhem
page-variant-V1-help = Přicházejí duchové podle S1 navíc k jedinému duchovi podle M4, nebo místo něj?
page-variant-V2 = Rozptýlení mlhy kartičkou bez mlhy
page-variant-V2-help = Rozptýlí mlhu (M4) každá kartička přiložená k hraně s mlhou, nebo jen kartička s mlhou?
page-variant-V3 = Duchové za rozšíření a rozptýlení mlhy
page-variant-V3-help = Jeden duch podle M3/M4 za přiložení (M5), nebo jeden za každou rozšířenou či rozptýlenou oblast mlhy?
page-variant-V4 = Kruhy zaplněné v tomto tahu
page-variant-V4-help = Počítají se duchové, které S2 právě nasál, pro S3 a S5, nebo až při dokončení oblasti mlhy (S6)?
page-variant-V5 = Odkud nové kouzelné kruhy nasávají
page-variant-V5-help = Nejdřív od družiníků a z kruhů na 8 okolních kartičkách (S2), nebo jen z banku?
page-variant-V6 = Duch, kterého si žádný soupeř nemůže vzít
page-variant-V6-help = Když žádný jiný hráč nemá družiníka, který by ho mohl vzít: zůstane, kde je (G4), nebo jde do banku?

## Sdílení

page-share-title = Sdílet tuto hru
page-share-text = Kdokoli otevře tento odkaz, uvidí přesně tuto pozici a může hrát dál.
page-share-url =
    .aria-label = Odkaz
page-copy = Kopírovat
page-close = Zavřít
page-share-note = Znaků: { $n } · dosavadní hra včetně všech tahů.
page-copied = Zkopírováno do schránky.
page-copy-yourself = Označte odkaz a zkopírujte ho (Ctrl+C): prohlížeč této stránce kopírování nedovolí.

## Konečné skóre

page-final-title = Konečné skóre
page-final-winner = { $n ->
        [one] Vítěz: { $players }, { $points ->
            [one] { $points } bod
            [few] { $points } body
            [many] { $points } bodu
           *[other] { $points } bodů
        }.
        [few] Remíza: { $players }, { $points ->
            [one] { $points } bod
            [few] { $points } body
            [many] { $points } bodu
           *[other] { $points } bodů
        }.
       *[other] Remíza: { $players }, { $points ->
            [one] { $points } bod
            [few] { $points } body
            [many] { $points } bodu
           *[other] { $points } bodů
        }.
    }
page-final-not-over = Hra ještě neskončila: toto je dosavadní skóre.
page-final-score = Konečné skóre
page-score-so-far = Dosavadní skóre
page-winner =
    .title = Vítěz
page-row-roads = Cesty
    .title = B4 během hry, B5 na konci
page-row-cities = Města
    .title = B4 během hry, B5 na konci
page-row-monasteries = Kláštery
    .title = B4 během hry, B5 na konci
page-row-fields = Louky
    .title = B5: na konci, 3 za každé dokončené město
page-row-castles = Zámky
    .title = K1
page-row-ghosts = Duchové (−1 za každého)
    .title = G6: každý duch na vašich družinících na konci
page-row-start = Předem
    .title = Body, se kterými rozložená pozice začala
page-row-total = Celkem
page-during-and-end = { $during } během hry, { $end } na konci
page-final-details = Všechna započítání bodů na konci hry
page-nothing-at-end = Na konci se nic nezapočítalo.

## O stránce a pravidla

page-about-title = O stránce
page-about-text = Pravidlové jádro a herní plán pro Carcassonne (3. vydání) s mlhou z <i>11. rozšíření Duchové, zámky a hřbitovy</i> a mini rozšířením <i>Kouzelné kruhy</i>: duchové každého přiložení jsou předem ukázáni, vysvětleni a propojeni s pravidlem. Hra na jednom zařízení, 2–6 hráčů; vaše hry zůstávají v tomto prohlížeči.
page-about-tiles = Kartičky
page-reconstructed = 72 kartiček základní hry je skutečných. Kartičky <b>11. rozšíření</b> a <b>Kouzelných kruhů</b> jsou rekonstruované: jejich vzhled není zveřejněn, platí tedy vše, co je o nich zveřejněno (počty, žádný klášter, zřícenina na startovní destičce, nikdy mlha na městě), zbytek je věrohodný a některé kartičky nebudou odpovídat vaší krabici.
page-tiles-guide = Jak opravit soubor kartiček
page-rules-title = Pravidla
page-rules-B = Základní hra
page-rules-G = 11. rozšíření: duchové
page-rules-M = 11. rozšíření: mlha
page-rules-K = 11. rozšíření: zámky a hřbitovy
page-rules-S = Kouzelné kruhy
page-rules-V = Varianty

## Vaše hry

page-games-empty = Hry, které hrajete, zůstávají tady, v tomto prohlížeči.
page-games-count = ({ $n })
page-games-seed = { $sets } · semínko { $seed }
page-games-laid-out = rozložená pozice
page-games-finished = dohraná
page-games-placed = přiloženo kartiček: { $placed } / { $total }
page-games-last-played = naposledy hráno: { $when }
page-games-today = dnes, { $time }
page-games-playing = hraje se
page-games-resume = Pokračovat
    .title = Hrát tuto hru dál
page-games-view = Zobrazit
    .title = Otevřít tuto dohranou hru a prohlédnout si ji
page-games-delete = Smazat
    .title = Smazat tuto hru z tohoto prohlížeče
page-games-really = Opravdu smazat?
page-games-damaged = Záznamy, které nelze přečíst
page-games-damaged-blurb = Odložené stranou, stránka je nikdy nemaže: stáhněte si je, chcete-li je uchovat, nebo je smažte.
page-games-damaged-item = Odložený záznam: { $problem }
# $kind: not-json, format, version, id, game, field, list, other (io/session.js problemKind); $field: the field as the file writes it
page-games-damaged-why = { $kind ->
        [not-json] není to záznam hry (není to JSON)
        [format] je to záznam jiného druhu
        [version] zapsala ho novější verze této stránky
        [id] jeho název v úložišti prohlížeče mu neodpovídá
        [game] neobsahuje žádnou uloženou hru
        [field] jeho pole „{ $field }“ není takové, jaké tato stránka zapisuje
        [list] seznam ho nedokáže zobrazit
        [depth] je vnořený hlouběji, než kdy bývá záznam hry
       *[other] nelze ho přečíst
    }
page-games-download = Stáhnout
page-games-backup = Zálohovat všechny hry
page-games-restore = Obnovit zálohu…
page-games-restored = Ze zálohy: { $added ->
    [one] přidána { $added } hra
    [few] přidány { $added } hry
   *[other] přidáno { $added } her
  }, { $same } už tu jsou, { $refused } nelze přečíst. Žádná hra nebyla nahrazena.
page-backup-not-backup = Tento soubor není záloha her této stránky: nic nebylo přidáno.
page-backup-too-large = Tento soubor je větší než { $mib } MiB, víc, než obsahuje záloha této stránky: nic nebylo přidáno.
page-backup-too-many = Tato záloha obsahuje { $count } her, víc než { $max }: nic nebylo přidáno.
page-backup-not-text = Tento soubor není text v UTF-8, jako je záloha této stránky: nic nebylo přidáno (jméno jako „José“ by se přečetlo špatně).
page-backup-newer = Tato záloha je verze { $version }, novější než tato stránka, která čte verzi { $max }: nic nebylo přidáno. Obnovte ji novější verzí stránky.
page-games-restoring = Obnova zálohy: přečteno { $done } z { $total } her…
page-games-restore-failed = Zálohu se nepodařilo obnovit do konce ({ $error }); dosud přidané hry jsou v seznamu.
page-games-restore-no-room = { $count ->
    [one] Jedna hra ze zálohy nebyla přidána
    [few] { $count } hry ze zálohy nebyly přidány
   *[other] { $count } her ze zálohy nebylo přidáno
  } pro nedostatek místa (úložiště prohlížeče je plné, nebo uchováváte { $max } her); žádná z vašich her nebyla odstraněna. Smažte hry, které už nechcete, a obnovte zálohu znovu: hry, které tu už jsou, se nepřidají dvakrát.
page-games-cannot-open = Vaši hru ({ $date }) nelze otevřít: { $error }
page-storage-off = Tento prohlížeč stránce nedovolí uchovávat hry (úložiště je vypnuté): ukládejte své hry do souborů.
page-language-unavailable = Texty v jazyce { $lang } teď nelze načíst (chybí síť?): stránka zůstává v tomto jazyce.
page-storage-forked = Tato hra se hrála i v jiné záložce: tahy odsud se uchovají jako samostatná hra.
page-storage-moved-elsewhere = Tato hra pokračovala v jiné kartě: otevřete ji ze seznamu a uvidíte ty tahy. Tah zahraný zde se uloží jako samostatná hra.
page-storage-persisted = Tento prohlížeč uchová tyto hry, dokud je nesmažete (trvalé úložiště povoleno).
page-storage-not-persisted = Tento prohlížeč může tyto hry smazat, když mu dojde místo (trvalé úložiště nepovoleno): čas od času je zálohujte.
page-storage-full = Úložiště tohoto prohlížeče pro tuto stránku je plné, proto se tato hra neuchová: uložte ji do souboru (Uložit), nebo smažte některé své hry.
page-storage-full-received = Úložiště tohoto prohlížeče pro tuto stránku je plné, proto se hra přijatá odkazem neuchová; kvůli ní nebyla odstraněna žádná z vašich her. Chcete-li ji mít, uložte ji do souboru (Uložit).
page-storage-no-id = Tuto hru se zde nepodařilo uchovat: úložiště tohoto prohlížeče pro tuto stránku pro ni nemá volné místo. Chcete-li ji mít, uložte ji do souboru (Uložit).
page-storage-dropped-finished = Vaše nejstarší dohraná hra ({ $game }) byla odstraněna, aby bylo místo.
page-storage-many-unfinished = Uchováváte { $count } nedohraných her, víc než { $max }: žádná nebyla odstraněna. Smažte hry, které už nechcete, nebo je uložte do souborů.
page-storage-dropped-received = Nejstarší hra přijatá odkazem ({ $game }) byla odstraněna: uchovává se nejvýš { $max } přijatých her. Hra, ve které zahrajete tah, se stane vaší.
page-link-too-many = Tato stránka dostala v krátké době mnoho odkazů, a proto je přestala otevírat: vaše hry jsou, jak byly. Chcete-li odkaz otevřít, vložte ho do „Otevřít odkaz nebo kód přítele“.
page-framed = Tato stránka neběží v rámu jiného webu, aby se k vašim hrám nedostal žádný jiný web. Otevřete ji ve vlastní záložce.

## Hra přes odkaz (page/link.js)

page-link-box =
    .aria-label = Hra přes odkaz
page-link-your-turn = Jste na tahu ({ $name }). Až odehrajete, dostanete tady odkaz, který pošlete příteli.
page-link-send = Na tahu je { $name }, v prohlížeči vašeho přítele. Pošlete mu tento odkaz (nebo kód níže); jeho tah se vrátí stejnou cestou.
page-link-send-over = Hra skončila. Pošlete tento odkaz, aby i váš přítel viděl konec.
page-link-over-theirs = Hra skončila: poslední tah zahrál(a) { $name } v prohlížeči vašeho přítele.
page-link-waiting = Čeká se na tah hráče { $name }: otevřete odkaz, který vám přítel pošle zpět.
page-link-url =
    .aria-label = Odkaz k odeslání
page-link-code-label = Nebo jen kód (k vložení do pole „Otevřít odkaz nebo kód přítele“)
page-link-copy = Kopírovat odkaz
page-link-copy-code = Kopírovat kód
page-link-copied = Zkopírováno: pošlete to příteli (e-mailem, v chatu…).
page-link-copy-failed = Označte text a zkopírujte ho (Ctrl+C): prohlížeč této stránce kopírování nedovolí.
page-link-length = { $n ->
        [one] { $n } znak
        [few] { $n } znaky
        [many] { $n } znaku
       *[other] { $n } znaků
    }
page-link-seats = Hraje se zde: { $here }. Přes odkaz: { $there }.
page-link-replay = Tahy hráče { $name }, tah { $at }/{ $n }: { $what }
page-link-replay-done = To byl poslední tah z odkazu.
page-link-next = Další tah
page-link-back = Zpět
page-link-skip = Na poslední tah
page-link-not-yours = Na tahu je { $name }: { $name } hraje v prohlížeči vašeho přítele. Pošlete odkaz a počkejte na jeho.
page-link-step-first = Nejdřív projděte tahy hráče { $name } (Další tah), nebo přejděte na poslední tah.
page-link-no-undo = Tah hráče { $name } přišel přes odkaz: vrátit zpět lze jen tahy zahrané zde.
page-link-cannot-open = Tento odkaz nelze otevřít a nic se nezměnilo: { $why }
page-link-same = Všechny tahy z tohoto odkazu už máte: vaše hra pokračuje jako dosud.
page-link-older = Tento odkaz je starší než vaše hra ({ $theirs ->
        [one] { $theirs } tah
        [few] { $theirs } tahy
        [many] { $theirs } tahu
       *[other] { $theirs } tahů
    }; vaše hra jich má { $mine }). Vaše hra zůstává, jak je; hra z odkazu je uložena vedle ní ve „Vaše hry“ jako „{ page-link-games-older }“.
page-link-diverged = Hra z tohoto odkazu a vaše hra se od tahu { $at } rozešly. Vaše hra zůstává, jak je; hra z odkazu je uložena vedle ní ve „Vaše hry“ jako „{ page-link-games-diverged }“.
page-link-games-by-link = přes odkaz
page-link-games-older = starší odkaz
page-link-games-diverged = odkaz, který se rozešel
page-link-other-setup = Tento odkaz má číslo hry, kterou máte uloženou, ale ne její hráče, sady ani semínko: je to jiná hra. Vaše hra zůstává, jak je; hra z odkazu je uložena vedle ní ve „Vaše hry“ jako „{ page-link-games-other-setup }“.
page-link-plays-your-seat = Tento odkaz hraje tah hráče { $name }, ale { $name } hraje v tomto prohlížeči: ten tah nepatří vašemu příteli. Vaše hra zůstává, jak je; hra z odkazu je uložena vedle ní ve „Vaše hry“ jako „{ page-link-games-plays-your-seat }“.
page-link-kept-copy = Tato hra je kopie uložená k prohlédnutí („{ $label }“): nelze ji hrát. Vaše vlastní hra pokračuje ve „Vaše hry“.
page-link-games-other-setup = odkaz jiné hry
page-link-games-plays-your-seat = odkaz, který zahrál váš tah
page-link-games-newer = odkaz, který šel dál
page-link-games-forked = tahy z této karty, uložené zvlášť
page-link-copy-status = Kopie k prohlížení („{ $label }“): nikdo ji tu nehraje
page-link-newer = Tento odkaz jde dál než jedna z vašich her: odkaz nikdy neposune vaši hru. Vaše hra zůstává, jak je; hra z odkazu je uložena vedle ní ve „Vaše hry“ jako „{ page-link-games-newer }“: otevřete ji tam a hrajte z ní dál.
page-link-open-label = Otevřít odkaz nebo kód přítele
page-link-open = Otevřít
page-link-open-empty = Vložte odkaz nebo kód, který vám přítel poslal.
page-link-open-bad = Tohle není odkaz této stránky ani kód: vložte celý odkaz, který vám přítel poslal.
page-link-limits = Odkazy obsahují nejvýše 16 384 znaků kódu a 4 000 tahů.
page-link-seat-remote = Přítel, přes odkaz
page-link-status-replay = Tahy hráče { $name } z odkazu: projděte je.

## Textový plán (page/text-board.js, docs/ACCESSIBILITY.md); slova pole jsou board-* z panel.ftl

page-text-board = Text
    .title = Plán slovy, pro čtečku obrazovky (B): kurzor řekne, co je na každém poli
page-text-board-skip = Čtečka obrazovky? Zapněte textový plán (B)
page-text-board-title = Textový plán
page-text-board-keys = Šipky: posun kurzoru. L, Shift+L: další, předchozí pole, kam kartička pasuje. O: co přiložení udělá, nebo volby. M: poslední tahy. S: skóre. T: kartička v ruce, zbývající kartičky, duchové. W: kdo je na tahu. C: toto pole znovu. B: vypnout textový plán.
page-text-board-on = Textový plán zapnut. Šipky posouvají kurzor a říkají, co je na každém poli; L a Shift+L přejdou na další a na předchozí pole, kam kartička pasuje; O řekne, co tam přiložení udělá, nebo co je právě na výběr; M poslední tahy ostatních hráčů; S skóre; T kartičku v ruce, zbývající kartičky a duchy v banku; W kdo je na tahu; C pole znovu; B textový plán vypne.
page-text-board-off = Textový plán vypnut.
page-text-board-no-fit = Kartička v ruce takto otočená nikam nepasuje: R ji otočí.
page-text-board-no-tile = Teď není co přiložit.
page-text-board-no-last-move = Žádný jiný hráč ještě netáhl.
page-text-board-last-move = { $player }, poslední tah: { $moves }
page-text-board-nothing = Tady není co říct.
page-text-board-hand = V ruce: { $tile }
page-text-board-placed-at = { $move }, { $where }
page-text-board-scoring = Bodování: { $what }.
page-choice-typed = { $typed }…: napište další číslici, nebo Enter pro volbu { $typed } (z { $count })
page-choice-keys = Možností je { $count }: napište číslo možnosti (1 a pak 0 pro desátou); Enter potvrdí číslo, za kterým by mohlo následovat delší. Tabulátor také dosáhne na každé tlačítko.
page-hinted-choice = (volba Rady)
page-text-board-done = Hotovo: { $moves } Teď: { $status }
page-text-board-keys-meeple = { $count ->
        [0] Na tuto kartičku nemůže jít žádný družiník: stiskněte N a pokračujte.
       *[other] Stiskněte číslo místa (1 až { $count }; od 10 jeho číslice) a položíte tam družiníka, N žádného, O přečte místa.
    }
page-text-board-keys-ghosts = Stiskněte číslo tahu (1 až { $count }; od 10 jeho číslice) a provedete ho, O přečte tahy.
page-status-no-meeple-theirs = { $player }: sem nelze umístit žádného družiníka

## Online tables (docs/ONLINE.md): the New game dialog's "Play online", the table's seats, the connection, the fair draws' check, and each refusal of the server by its error kind

online-play = Hrát online
online-create = Založit stůl
online-invite = Odkaz s pozvánkou: pošlete ho přátelům, kteří budou hrát
online-watch = Odkaz na sledování: sleduje stůl živě, bez hraní
online-copy = Kopírovat odkaz
online-copied = Odkaz zkopírován.
online-title = Online stůl
online-seat-free = volné místo
online-your-name = Vaše jméno
online-take-seat = Zasednout na toto místo
online-start = Zahájit hru
online-wait-seats = Čeká se, až budou obsazena všechna místa.
online-wait-host = Čeká se, až { $host } zahájí hru.
online-connected = připojen
online-away = pryč
# $count: the number of people watching the table
online-watchers = { $count ->
    [one] { $count } divák
    [few] { $count } diváci
   *[other] { $count } diváků
}
online-status-connecting = Připojování ke stolu…
online-status-open = Připojeno ke stolu.
online-status-waiting = Spojení ztraceno: zkouší se znovu…
online-status-closed = Nepřipojeno ke stolu.
online-not-connected = Bez spojení: tah nebyl odeslán. Stránka se připojí sama.
online-fair-ok = Férové tažení ověřeno: semínko odhalené na konci odpovídá závazku ukázanému na začátku a každá destička byla tažena tak, jak říká.
online-fair-bad = Tažení nelze potvrdit: semínko odhalené na konci neodpovídá závazku, nebo destičky nebyly taženy tak, jak říká.
# an error kind this page does not know yet: $message (the server's English sentence)
online-error-other = Server odmítl: { $message }
online-error-no_server = Tuto stránku neposílá herní server: hra online zde není možná.
online-error-bad_json = Server nedokázal zprávu přečíst.
online-error-bad_message = Server zprávě nerozuměl.
online-error-message_too_large = Zpráva je pro server příliš velká.
online-error-unsupported_version = Server mluví jinou verzí online protokolu: načtěte stránku znovu.
online-error-bad_setup = Server odmítl tato rozšíření, varianty nebo hráče.
online-error-bad_name = Toto jméno nelze použít: je prázdné, příliš dlouhé, nebo patří jinému hráči.
online-error-unknown_table = Žádný stůl nemá tento odkaz: možná je špatně zkopírovaný, nebo byl stůl odstraněn.
online-error-no_such_seat = Toto místo neexistuje, nebo ho hraje počítač.
online-error-seat_taken = Toto místo právě někdo obsadil: vyberte jiné.
online-error-table_started = Hra začala: žádné místo už nelze obsadit.
online-error-bad_secret = Tento prohlížeč už nemá klíč tohoto místa.
online-error-bad_origin = Server odmítá spojení z tohoto webu.
online-error-hello_required = Spojení se včas nepředstavilo: připojuje se znovu.
online-error-already_hello = Toto spojení už ke stolu přisedlo.
online-error-watcher = Tento stůl sledujete: nemůžete na něm hrát.
online-error-not_host = Hru může zahájit jen hráč, který stůl založil.
online-error-table_not_ready = Hra může začít, až budou obsazena všechna místa.
online-error-not_started = Hra ještě nezačala.
online-error-game_over = Hra skončila.
online-error-not_your_turn = Nejste na tahu.
online-error-stale_revision = Stůl mezitím pokročil: je ukázán, jak je teď.
online-error-illegal_action = Server tento tah odmítl: { $why }
online-error-nothing_to_undo = Není co vrátit: vrátit lze jen vlastní tahy tohoto kola.
online-error-rate_limited = Příliš mnoho zpráv najednou: chvíli počkejte.
online-error-too_many_connections = Příliš mnoho spojení z této adresy.
online-error-too_many_tables = Založeno příliš mnoho stolů: zkuste to později.
online-error-slow_client = Spojení bylo příliš pomalé: připojuje se znovu.
online-error-idle = Spojení bylo příliš dlouho nečinné: připojuje se znovu.
online-error-store_failed = Server nemohl změnu uložit: nic se nezměnilo. Zkuste to znovu.
online-tables = Vaše online stoly
# $players: the table's players (a list); $name: the player to move
online-table-turn = { $players }: na tahu je { $name }
online-table-your-turn = { $players }: jste na tahu
online-table-open = { $players }: čeká se na hráče
online-table-over = { $players }: hra skončila

## A kept online game (page/online.js, games.js): it is played at its table only; when the table cannot be joined, the player chooses
online-kept-joining = Tato hra se hraje u svého online stolu: připojuje se ke stolu…
online-kept-waits = Tato hra se hraje u svého online stolu, ke kterému se odtud nelze připojit: viz kartu online stolu.
online-kept-gone-unknown = Tento server už stůl této hry nemá. Vaše hra zůstává ve „Vaše hry“, jak je. Můžete dohrát samostatnou kopii na této obrazovce, nebo uložit kopii do souboru.
online-kept-gone-no-server = Herní server tohoto stolu není z této stránky dostupný. Vaše hra zůstává ve „Vaše hry“, jak je, a vrátí se ke svému stolu, když ji otevřete tam, kde běží její server. Můžete také dohrát samostatnou kopii na této obrazovce, nebo uložit kopii do souboru.
online-kept-finish = Dohrát kopii na této obrazovce
online-kept-export = Uložit kopii do souboru
online-kept-copy-made = Toto je samostatná kopie online hry, hraná na této obrazovce; online hra zůstává ve „Vaše hry“, jak byla.
page-link-games-online-copy = kopie online hry, na jedné obrazovce
page-games-online = online stůl
page-games-online-your-turn = jste na tahu
page-games-online-turn = na tahu je { $name }
page-games-rejoin = Zpět ke stolu
    .title = Znovu se připojit k online stolu této hry, tam, kde teď je
