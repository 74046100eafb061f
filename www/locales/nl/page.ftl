# De woorden van de spelpagina (www/index.html, page/*.js). Termen: docs/GLOSSARY.md.

## Kop en menu

page-title = Carcassonne Mist
page-description =
    .content = Speel Carcassonne met de mist van Uitbr. 11 en De Spreukencirkels in de browser: de spoken van elke tegel vooraf getoond, uitgelegd en gekoppeld aan hun regel.
page-nav =
    .aria-label = Spel
page-language = Taal
page-language-box =
    .title = De taal van de pagina (het spel gaat door)
page-seed = Startgetal
page-seed-link =
    .title = Een link naar een nieuw spel met dit startgetal, deze spelers, tegelsets en varianten
page-position = Stelling
page-laid-out = met de hand neergelegd
page-new-game = Nieuw spel…
    .title = Een nieuw spel beginnen (spelers, tegelsets, varianten, startgetal)
page-save = Opslaan
    .title = Dit spel als bestand downloaden
page-load = Openen…
    .title = Een opgeslagen spel openen
page-share = Deellink
    .title = Een link die precies deze stelling in een andere browser opent
page-rules = Regels
    .title = De regels waarmee deze pagina speelt
page-about = Over
    .title = Wat deze pagina is, en waar haar tegels vandaan komen
page-engine = engine { $version }

## Het speelveld

page-board-section =
    .aria-label = Speelveld
page-board =
    .aria-label = { $touch ->
        [true] Het speelveld: sleep om te schuiven, knijp om te zoomen, tik op een gemarkeerd vak om de tegel aan te leggen
       *[other] Het speelveld: sleep om te schuiven, scrollwiel of knijpen om te zoomen, klik op een gemarkeerd vak om de tegel aan te leggen
    }
page-board-help = Toetsenbord: de pijltjestoetsen verplaatsen de cursor, R draait de tegel, Enter legt hem aan bij de cursor, cijfertoetsen kiezen een spookzet of een plek voor een meeple, N zet geen meeple, L gaat naar het volgende vak waar de tegel past, F past het speelveld in beeld, plus en min zoomen, Ctrl+Z maakt ongedaan, Ctrl+Y doet opnieuw. B zet het tekstspeelveld aan, dat zegt wat er op elk vak ligt. Bij 10 keuzes of meer typ je het nummer cijfer voor cijfer (1 en dan 0 voor de tiende), Enter als er een langer nummer zou kunnen volgen; met Tab bereik je ook de knop van elke keuze in het paneel.
page-zoom-in =
    .title = Inzoomen (+)
    .aria-label = Inzoomen
page-zoom-out =
    .title = Uitzoomen (−)
    .aria-label = Uitzoomen
page-fit = Passend
    .title = Het speelveld passend in beeld (F)
page-legend = Legenda
    .title = Wat het speelveld toont: mist, spreukencirkels, spoken, stukken

## Het paneel

page-panel =
    .aria-label = Spelpaneel
page-loading = De engine wordt geladen…
page-engine-failed = De engine kon niet worden geladen.
page-fold = ▾ Minder
    .title = Het paneel tot de eerste regel inklappen, of weer openen
page-unfold = ▴ Meer
page-hand-card =
    .aria-label = Tegel in de hand
page-hand =
    .aria-label = De tegel in de hand
page-rotate = ⟳ Draaien
page-rotate-button =
    .title = De tegel draaien (R, of de middelste muisknop op het speelveld)
page-undo = ↶ Ongedaan maken
    .title = Ongedaan maken (Ctrl+Z)
page-redo = ↷ Opnieuw
    .title = Opnieuw (Ctrl+Y)
page-ghost-moves =
    .aria-label = Spookzetten
page-meeple-spots =
    .aria-label = Plekken voor een meeple
page-skip = Geen meeple
page-show-final = Eindstand
page-players = Spelers
page-scoring = Puntentelling
page-nothing-scored = Nog niets gescoord.
page-your-games = Jouw spellen
page-games-blurb = Elk spel dat je speelt, wordt in deze browser bewaard, het laatst gespeelde eerst. Een link openen voegt zijn spel hier toe; hij vervangt er nooit een.
page-turn-log = Verloop

## Statusregel

page-status-place = { $player }: leg de tegel aan
page-status-ghosts = { $player }: verzet de spoken (nog { $owed } verschuldigd)
page-status-meeple = { $player }: zet een meeple op de tegel, of geen
page-status-no-meeple = { $player }: hier kan geen meeple — { $touch ->
        [true] tik op
       *[other] klik op
    } Geen meeple
page-status-over = { $n ->
        [one] Het spel is voorbij — { $players } wint met { $points } punten
       *[other] Het spel is voorbij — { $players } spelen gelijk met { $points } punten
    }

## Tegel in de hand

page-hand-tile = Tegel { $tile } · { $rotation }°
page-no-tiles-left = Geen tegels meer
page-tile-placed = Tegel aangelegd
page-tiles-left = Tegels over: { $n }
page-set-left = { $set } { $n }
page-set-base = Basis
page-set-gcc = Uitbr. 11
page-set-sc = Spreukencirkels

## Actiekaart

page-action-place = Wat deze tegel doet
page-action-ghosts = Te verzetten spoken
page-action-meeple = Meeple
page-action-over = Het spel is voorbij

## Spelers

page-meeples-in-supply = { $n ->
        [one] { $n } meeple in voorraad
       *[other] { $n } meeples in voorraad
    }
page-guards-in-supply = { $n ->
        [one] { $n } bewakingsmeeple in voorraad
       *[other] { $n } bewakingsmeeples in voorraad
    }
page-guards-in-supply-general = { $n ->
        [one] { $n } bewakingsmeeple in voorraad; nog { $more } in de algemene voorraad bewakingsmeeples (K2)
       *[other] { $n } bewakingsmeeples in voorraad; nog { $more } in de algemene voorraad bewakingsmeeples (K2)
    }
page-ghosts-on-meeples = { $n ->
        [one] { $n } spook op de meeples van { $player } (−1 punt elk aan het eind, G6)
       *[other] { $n } spoken op de meeples van { $player } (−1 punt elk aan het eind, G6)
    }
page-points = { $n ->
        [one] { $n } punt
       *[other] { $n } punten
    }
page-ghost-supply = Voorraad spoken: { $n } van 15

## Spokenfase

page-ghosts-owed = { $n ->
        [one] nog { $n } spook verschuldigd
       *[other] nog { $n } spoken verschuldigd
    }
page-obligation-left =
    .title = nog { $left } van { $owed } te verzetten
page-then = Daarna: { $text }
page-ghost-help-selected = Vanaf { $from }: { $touch ->
        [true] tik
       *[other] klik
    } nu waar het heen gaat (of { $touch ->
        [true] tik
       *[other] klik
    } opnieuw op de bron om een andere te kiezen).
page-ghost-help-sources = { $touch ->
        [true] Tik
       *[other] Klik
    } waar een spook vandaan komt (gemarkeerd op het speelveld), dan waar het heen gaat — of kies hieronder een zet.
page-ghost-help-one-target = { $touch ->
        [true] Tik
       *[other] Klik
    } waar het spook vandaan komt (gemarkeerd op het speelveld), of kies hieronder een zet.
page-ghost-help-circle = { $touch ->
        [true] Tik
       *[other] Klik
    } op een gemarkeerde spreukencirkel op het speelveld, of kies hieronder een zet.
page-ghost-help-meeple = { $touch ->
        [true] Tik
       *[other] Klik
    } op een gemarkeerde meeple op het speelveld, of kies hieronder een zet.
page-first-choose-source = Kies eerst waar het spook vandaan komt (een gemarkeerde bron), dan waar het heen gaat

## Meeplefase

page-put-meeple =
    .title = Een meeple zetten: { $feature }
page-put-guard =
    .title = Een bewakingsmeeple zetten: { $feature }
page-guard-spot = { $feature } (bewakingsmeeple)
page-no-free-feature = Geen vrij gebied op deze tegel.
page-no-meeple-left = Geen meeple meer.

## Hulp bij de tegel in de hand

page-fits-only-turned = De tegel past op dit vak alleen gedraaid { $rotations }: { $touch ->
        [true] tik nogmaals op het vak
       *[other] druk op R (of klik op het vak)
    } om hem te draaien.
page-not-here = Niet op dit vak: { $why }.
page-no-fit = past niet
page-point-at-cell = { $touch ->
        [true] Tik op een gemarkeerd vak om te zien wat de tegel daar zou doen; tik nogmaals om hem aan te leggen.
       *[other] Wijs een gemarkeerd vak aan (of verplaats de cursor met de pijltjestoetsen) om te zien wat de tegel daar zou doen.
    }
page-fits-nowhere = { $touch ->
        [true] Zo gedraaid past de tegel nergens: draai hem (⟳ Draaien).
       *[other] Zo gedraaid past de tegel nergens: draai hem (R).
    }

## Hulpregel onder het speelveld

page-hint-place-here = { $touch ->
        [true] Tik nogmaals om de tegel hier aan te leggen · ⟳ Draaien draait hem
       *[other] Klik om de tegel hier aan te leggen · middelste muisknop of R draait hem
    }
page-hint-fits-turned = { $touch ->
        [true] Past hier gedraaid: tik nogmaals om hem te draaien
       *[other] Past hier gedraaid: klik (of druk op R) om hem te draaien
    }
page-hint-enter = Enter legt de tegel aan op het gemarkeerde vak
page-hint-no-fit-cursor = Zo gedraaid past de tegel niet op het gemarkeerde vak
page-hint-rotate = Zo gedraaid past de tegel nergens: draai hem (R)
page-hint-meeple = { $touch ->
        [true] Tik op een ring van de nieuwe tegel om daar een meeple (of een bewakingsmeeple) te zetten, of op Geen meeple
       *[other] Klik op een ring van de nieuwe tegel om daar een meeple (of een bewakingsmeeple) te zetten, of druk op N voor geen
    }
page-hint-ghost-source = { $touch ->
        [true] Tik waar het spook vandaan komt
       *[other] Klik waar het spook vandaan komt
    }
page-hint-ghost-source-target = { $touch ->
        [true] Tik waar een spook vandaan komt, dan waar het heen gaat
       *[other] Klik waar een spook vandaan komt, dan waar het heen gaat
    }
page-hint-ghost-target = { $touch ->
        [true] Tik op een gemarkeerd doel om het spook daarheen te verzetten
       *[other] Klik op een gemarkeerd doel om het spook daarheen te verzetten
    }

## Fouten en meldingen van de pagina

page-computers-turn = De computer is aan de beurt: wacht op zijn zet (of maak ongedaan).
page-moves-title = Wat er net gebeurde
page-replay-move = Toon de zet nog eens
page-turn-computer = { $seat } speelt voor { $player }: het speelveld reageert niet op klikken tot de zet gedaan is.
page-turn-computer-paused = { $seat } speelt voor { $player }, gepauzeerd: druk op Verder om door te gaan. Tot dan reageert het speelveld niet op klikken.
page-nothing-to-undo = Niets om ongedaan te maken.
page-nothing-to-redo = Niets om opnieuw te doen.
page-cannot-load-engine = Kan ../pkg/carcassonne_mist.js niet laden (voer eerst "make build" uit): { $error }
page-cannot-start = Kan dit spel niet beginnen: { $error }
page-share-link-bad = Deze deellink kan niet worden geopend, en er is niets veranderd: { $error }
page-share-link-not-base64url = de link is beschadigd (het is geen base64url)
page-share-link-cannot-unpack = de link is beschadigd (hij kan niet worden uitgepakt); vraag hem opnieuw
page-share-link-too-large = deze link bevat meer dan 1 MiB aan spel, meer dan een spel ooit nodig heeft: hij is misschien beschadigd of geen link van deze pagina
page-cannot-load-file = Kan { $file } niet openen: { $error }
page-file-too-big = het bestand is groter dan 1 MiB, meer dan een spel nodig heeft
page-file-not-text = het bestand is geen tekst in UTF-8, zoals een opgeslagen spel: er is niets gelezen
page-file-is-backup = dit bestand is een reservekopie van alle spellen, niet één spel: open het met “{ page-games-restore }” onder “{ page-your-games }”
page-cannot-share = Kan geen deellink maken: { $error }
page-cannot-save = Kan niet opslaan: { $error }
page-seed-not-number = Het startgetal "{ $seed }" is geen geheel getal van 0 tot 2^53 − 1: er wordt een willekeurig startgetal gebruikt.

## Regels van de puntentelling


## Verloop

page-log-forced = { $line } (gedwongen)
page-log-empty = Nog geen zet.

## De computerspelers

page-human = Mens
page-computer-easy = Computer (makkelijk)
page-computer-medium = Computer (gemiddeld)
page-computer-hard = Computer (moeilijk)
page-computer-expert = Computer (expert)
page-hint-button = Tip
    .title = Wat de computer hier zou spelen (de tegel getoond met wat hij doet)
page-pause = Pauze
    .title = De computerspelers pauzeren of laten doorgaan
page-play = Verder
page-speed =
    .aria-label = Snelheid van de computerspelers
page-speed-slow = langzaam
page-speed-normal = normaal
page-speed-fast = snel
page-speed-very-fast = heel snel
page-ai-thinking = { $player } (computer) denkt na…
page-ai-plays = { $type ->
        [skip-meeple] { $player } zet geen meeple
       *[other] { $player } speelt { $move }
    }
page-ai-looking = Op zoek naar een goede zet…
page-ai-hint = Tip: { $move }
page-ai-hint-place = Tip: { $move } (getoond op het speelveld: klik erop om aan te leggen)
page-ai-stopped = De computerspeler is gestopt: { $error }
page-ai-undecided = De computerspeler kon niet beslissen: { $error }
page-ai-no-hint = Geen tip: { $error }
page-ai-worker-failed = de worker is mislukt
# the bar and count shown while the computer thinks (not read out: the decision is)
page-ai-bar =
    .aria-label = Voortgang van het nadenken van de computer
page-ai-progress = { $positions ->
    [one] { $positions } stelling bekeken
   *[other] { $positions } stellingen bekeken
}
page-ai-progress-trees = { $positions } stellingen bekeken op { $trees } kernen
page-ai-with-why = { $line }. { $why }
page-hint-why = Waarom: de computer vergeleek { $tried } van de { $legal } mogelijke zetten in { $sims ->
        [one] { $sims } proefpartij
       *[other] { $sims } proefpartijen
    }; deze kwam als beste uit de bus, geprobeerd in { $share }% ervan; de op één na beste: { $other } ({ $otherShare }%).
page-hint-why-only = Waarom: het is de enige mogelijke zet.
page-move-tile = tegel { $tile }, { $rotation }° gedraaid
page-move-meeple = een meeple op { $kind ->
        [city] de stad
        [road] de weg
        [field] de weide
        [monastery] het klooster
        [castle] het spookslot
        [cemetery] het kerkhof
       *[other] { $feature }
    }
page-move-guard = een bewakingsmeeple op { $kind ->
        [city] de stad
        [road] de weg
        [field] de weide
        [monastery] het klooster
        [castle] het spookslot
        [cemetery] het kerkhof
       *[other] { $feature }
    }
page-move-skip = geen meeple
page-move-ghost = een spook { $from } { $to }

# why a move (the engine's explanation, src/ai/explain.rs; page/explain-words.js): $facts its facts in a list
explain-why = Waarom: { $facts }.
# $sign: better, worse or same; $gain: points (one decimal); $other: the other move; $otherFacts: what that one does
explain-why-gain = Waarom: { $facts }; { $sign ->
        [better] ongeveer { $gain } punten beter dan { $other } ({ $otherFacts })
        [worse] ongeveer { $gain } punten slechter dan { $other } ({ $otherFacts })
       *[same] even goed als { $other }
    }.
# $who: yours, theirs or nobody; $players: who scores it
explain-completes = { $who ->
        [yours] hij maakt je { $kind } af voor { $points } punten
        [theirs] hij maakt een { $kind } af, { $points } punten voor { $players }
       *[nobody] hij maakt een { $kind } af die niemand bezet
    }
# $guard: yes or no; $tiles: tiles in the feature now
explain-claims = { $guard ->
        [yes] hij zet een wachter op de { $kind }, die geen spoken neemt
       *[no] hij bezet de { $kind } ({ $tiles } { $tiles ->
            [one] tegel
           *[other] tegels
        })
    }
explain-grows = hij breidt je { $kind } uit (nu { $tiles } tegels)
# $who: yours, theirs or circle; $player: whose meeples
explain-ghosts = { $who ->
        [yours] hij zet { $count } { $count ->
            [one] spook
           *[other] spoken
        } op je eigen meeples (een punt elk aan het eind)
        [theirs] hij zet { $count } { $count ->
            [one] spook
           *[other] spoken
        } op de meeples van { $player } (een punt elk aan het eind)
       *[circle] hij stuurt { $count } { $count ->
            [one] spook
           *[other] spoken
        } naar de toverkringen
    }
explain-sends-home = { $who ->
        [yours] hij stuurt je eigen meeple met een derde spook van de { $kind } naar huis
       *[theirs] hij stuurt de meeple van { $player } met een derde spook van de { $kind } naar huis
    }
# banks of mist the tile continues (M3), limits so they never close (M4), closes (M2): $count
explain-mist-continues = hij zet { $count ->
        [one] een mistbank
       *[other] { $count } mistbanken
    } voort
explain-mist-limits = hij begrenst { $count ->
        [one] een mistbank, die nu nooit meer kan sluiten
       *[other] { $count } mistbanken, die nu nooit meer kunnen sluiten
    }
explain-mist-closes = hij sluit { $count ->
        [one] een mistbank
       *[other] { $count } mistbanken
    }
explain-nothing = hij verandert nog niets op het bord

# Puzzles found in games (page/puzzles.js)
page-puzzles = Puzzels
    .title = Stellingen uit echte partijen waarin één aanleg duidelijk de beste is: vind hem
page-puzzles-heading = Puzzel { $n } van { $total }
# $margin: whole points; $difficulty: 1 to 5
page-puzzles-task = { $player } is aan zet. Eén aanleg van deze tegel is minstens { $margin } punten meer waard dan elke andere: vind hem en leg de tegel. Moeilijkheid { $difficulty } van 5.
page-puzzles-progress = { $solved } van { $total } opgelost in deze browser
page-puzzles-checking = De computer bekijkt je antwoord…
# $why: the reason (explain-why)
page-puzzles-solved = Opgelost: dit is de beste aanleg. { $why }
# $gain: points the best placement is worth more; $yours: what the answer does (explain-* facts)
page-puzzles-wrong = Niet de beste aanleg: de beste is ongeveer { $gain } punten meer waard. De jouwe: { $yours }.
page-puzzles-solution = De oplossing: { $move }, getoond op het bord. { $why }
page-puzzles-try-again = Opnieuw proberen
page-puzzles-show = Oplossing tonen
page-puzzles-next = Volgende puzzel
page-puzzles-back = Terug naar mijn partij
page-puzzles-none = Alle puzzels zijn opgelost in deze browser: goed gedaan.
page-puzzles-cannot = De puzzels konden niet worden geopend: { $error }

# The puzzle of the day (page/puzzles.js, io/puzzle-day.js): one for everyone each UTC day
page-puzzles-heading-day = Puzzel van de dag ({ $n } van { $total })
# $solved: yes | no (today's puzzle solved in this browser); $streak: days in a row on which the puzzle of the day was solved here
page-puzzles-day = De puzzel van vandaag { $solved ->
        [yes] is in deze browser opgelost
       *[no] is in deze browser nog niet opgelost
    }. { $streak ->
        [0] Nog geen dagen op rij.
        [one] { $streak } dag op rij opgelost.
       *[other] { $streak } dagen op rij opgelost.
    }
page-puzzles-day-open = Puzzel van de dag
# Your games: a finished game's Review button (page/games.js, opens the game review)
page-games-review = Nabespreken
    .title = Dit afgelopen spel openen en de computer het laten nabespreken

# A game review (page/review.js)
page-review = Partij nabespreken
page-review-title = Nabespreking van de partij
page-review-progress = De computer loopt de partij door: beslissing { $done } van { $total }…
page-review-chart = De scores in de loop van de partij
page-review-table = De scores beurt na beurt (tabel)
page-review-turn = Tegels op het bord
page-review-marked = De beslissingen die het meest kostten
page-review-none = Geen beslissing kostte een punt of meer tegenover de beste zet die de computer vond.
# $played, $best: the decisions in words; $loss: points (one decimal); $why: the better move's reason (explain-why)
page-review-move = Beurt { $turn }, { $player }: { $played }, ongeveer { $loss } punten minder dan de beste. Beter: { $best }. { $why }
page-review-show = Op het bord tonen
page-review-at = Beslissing { $n } van { $total } op het bord
page-review-first = ⏮ Begin
page-review-prev = ◀ Vorige
page-review-next = Volgende ▶
page-review-last = Einde ⏭
page-review-back = Terug naar de partij
page-review-cannot = De nabespreking stopte: { $error }
# the better placement is the same tile turned the same way on another cell: $move
page-review-elsewhere = { $move } op een ander vak

## Nieuw spel

page-ng-title = Nieuw spel
page-ng-players = Spelers
page-ng-add = + Speler toevoegen
page-ng-colour =
    .aria-label = Speler { $n }: kleur
page-ng-name =
    .aria-label = Speler { $n }: naam
page-ng-who =
    .aria-label = Speler { $n }: gespeeld door
page-ng-remove =
    .title = Speler { $n } verwijderen
    .aria-label = Speler { $n } verwijderen
page-ng-sets = Tegelsets
page-ng-base = Basisspel
page-ng-base-about = 72 tegels, geen mist
page-ng-gcc = + Uitbr. 11
page-ng-gcc-about = Spoken, Spookslotten & Kerkhoven: mist, spoken, bewakingsmeeples (136 tegels)
page-ng-sc = + De Spreukencirkels
page-ng-sc-about = 9 tegels waarvan de cirkels spoken aantrekken (145 tegels)
page-ng-seed = Startgetal
page-ng-random = Willekeurig
    .title = Een ander willekeurig startgetal
page-ng-seed-help = Het startgetal schudt de tegels: hetzelfde startgetal, dezelfde tegelsets en spelers geven hetzelfde spel.
page-ng-variants = Regelvarianten
page-ng-variants-help = Waar de regels op twee manieren te lezen zijn; de eerste keuze is de lezing van het regelboek.
page-ng-cancel = Annuleren
page-ng-start = Spel beginnen
page-ng-rulebook = { $text } (regelboek)
page-ng-option = { $text }
# the variants' options (the engine's vocabulary: variants[].options), by id
page-variant-V1-opt-plus-one = de spoken van S1 en het spook van M4
page-variant-V1-opt-replace = S1 vervangt het spook van M4
page-variant-V2-opt-yes = M4 voor elke tegel
page-variant-V2-opt-mist-tile-only = alleen een misttegel
page-variant-V3-opt-per-placement = één spook van M3 en één van M4 per gelegde tegel (M5)
page-variant-V3-opt-per-bank = één spook van M3/M4 per geraakte mistbank
page-variant-V4-opt-close-only = de cirkels van deze beurt tellen alleen bij het sluiten (S6)
page-variant-V4-opt-always = de cirkels van deze beurt tellen ook voor S3 en S5
page-variant-V5-opt-neighbours-then-supply = van de 8 tegels rondom, dan uit de voorraad (S2)
page-variant-V5-opt-supply-only = alleen uit de voorraad
page-variant-V6-opt-stays = het spook blijft waar het is (G4)
page-variant-V6-opt-to-supply = het spook gaat naar de voorraad
page-ng-only-sc = Alleen met De Spreukencirkels.
page-ng-only-gcc = Alleen met Uitbr. 11.
page-ng-bad-seed = Het startgetal is een geheel getal van 0 tot 9007199254740991.
page-ng-name-controls = de naam van speler { $n } bevat een onzichtbaar stuur- of schrijfrichtingsteken: namen zijn platte tekst
page-variant-V1 = Beperken met een tegel met spreukencirkel
page-variant-V1-help = Komen de spoken van S1 bovenop het ene spook van M4, of in plaats ervan?
page-variant-V2 = Beperken met een tegel zonder mist
page-variant-V2-help = Beperkt elke tegel die tegen een zijde met mist wordt aangelegd de mist (M4), of alleen een misttegel?
page-variant-V3 = Spoken voor uitbreiden en beperken
page-variant-V3-help = Eén spook voor M3/M4 per tegel (M5), of één per mistbank die hij uitbreidt of beperkt?
page-variant-V4 = Cirkels die deze beurt gevuld zijn
page-variant-V4-help = Tellen spoken die S2 net heeft aangetrokken mee voor S3 en S5, of pas als een mistbank wordt afgesloten (S6)?
page-variant-V5 = Waar nieuwe spreukencirkels vandaan trekken
page-variant-V5-help = Eerst van de meeples en cirkels op de 8 tegels eromheen (S2), of alleen uit de voorraad?
page-variant-V6 = Een spook dat geen tegenstander kan nemen
page-variant-V6-help = Als geen andere speler een meeple heeft die het kan nemen: blijft het waar het is (G4), of gaat het naar de voorraad?

## Delen

page-share-title = Dit spel delen
page-share-text = Wie deze link opent, ziet precies deze stelling en kan verder spelen.
page-share-url =
    .aria-label = De link
page-copy = Kopiëren
page-close = Sluiten
page-share-note = { $n } tekens · het spel tot nu toe, elke zet inbegrepen.
page-copied = Naar het klembord gekopieerd.
page-copy-yourself = Selecteer de link en kopieer hem (Ctrl+C): de browser laat deze pagina hem niet kopiëren.

## Eindstand

page-final-title = Eindstand
page-final-winner = { $n ->
        [one] { $players } wint met { $points } punten.
       *[other] { $players } spelen gelijk met { $points } punten.
    }
page-final-not-over = Het spel is nog niet voorbij: dit is de stand tot nu toe.
page-final-score = Eindstand
page-score-so-far = Stand tot nu toe
page-winner =
    .title = Winnaar
page-row-roads = Wegen
    .title = B4 tijdens het spel, B5 aan het eind
page-row-cities = Steden
    .title = B4 tijdens het spel, B5 aan het eind
page-row-monasteries = Kloosters
    .title = B4 tijdens het spel, B5 aan het eind
page-row-fields = Weiden
    .title = B5: aan het eind, 3 per afgebouwde stad
page-row-castles = Spookslotten
    .title = K1
page-row-ghosts = Spoken (−1 elk)
    .title = G6: elk spook op je meeples aan het eind
page-row-start = Vooraf
    .title = De punten waarmee de neergelegde stelling begon
page-row-total = Totaal
page-during-and-end = { $during } tijdens het spel, { $end } aan het eind
page-final-details = Elke telling aan het eind van het spel
page-nothing-at-end = Aan het eind niets gescoord.

## Over en regels

page-about-title = Over
page-about-text = Een regelengine en speelveld voor Carcassonne (3e editie) met de mist van <i>Uitbr. 11 – Spoken, Spookslotten & Kerkhoven</i> en de mini-uitbreiding <i>De Spreukencirkels</i>: de spoken van elke tegel worden vooraf getoond, uitgelegd en gekoppeld aan hun regel. Om de beurt op één apparaat, 2–6 spelers; de spellen die je speelt blijven in deze browser.
page-about-tiles = De tegels
page-reconstructed = De 72 tegels van het basisspel zijn de echte. De tegels van <b>Uitbr. 11</b> en <b>De Spreukencirkels</b> zijn nagemaakt: hun ontwerp is niet gepubliceerd, dus alles wat erover gepubliceerd is klopt (de aantallen, geen klooster, de ruïne op de starttegel, nooit mist op een stad), de rest is aannemelijk, en sommige tegels zullen niet met je doos overeenkomen.
page-tiles-guide = Hoe je een tegelbestand verbetert
page-rules-title = Regels
page-rules-B = Basisspel
page-rules-G = Uitbr. 11: spoken
page-rules-M = Uitbr. 11: mist
page-rules-K = Uitbr. 11: spookslotten en kerkhoven
page-rules-S = De Spreukencirkels
page-rules-V = Varianten

## Jouw spellen

page-games-empty = De spellen die je speelt, worden hier bewaard, in deze browser.
page-games-count = ({ $n })
page-games-seed = { $sets } · startgetal { $seed }
page-games-laid-out = een neergelegde stelling
page-games-finished = afgelopen
page-games-placed = { $placed } van { $total } tegels aangelegd
page-games-last-played = laatst gespeeld: { $when }
page-games-today = vandaag, { $time }
page-games-playing = bezig
page-games-resume = Verder
    .title = Dit spel verder spelen
page-games-view = Bekijken
    .title = Dit afgelopen spel openen om het te bekijken
page-games-delete = Verwijderen
    .title = Dit spel uit deze browser verwijderen
page-games-really = Echt verwijderen?
page-games-damaged = Gegevens die niet te lezen zijn
page-games-damaged-blurb = Apart gezet, nooit door de pagina verwijderd: download er een om hem te bewaren, of verwijder hem.
page-games-damaged-item = Apart gezet: { $problem }
# $kind: not-json, format, version, id, game, field, list, other (io/session.js problemKind); $field: the field as the file writes it
page-games-damaged-why = { $kind ->
        [not-json] het is geen gegeven van een spel (geen JSON)
        [format] het is een gegeven van een andere soort
        [version] een nieuwere versie van deze pagina heeft het geschreven
        [id] de naam in de opslag van de browser past er niet bij
        [game] het bevat geen opgeslagen spel
        [field] het veld “{ $field }” is niet zoals deze pagina het schrijft
        [list] de lijst kan het niet tonen
        [depth] het is dieper genest dan een spel ooit is
       *[other] het is niet te lezen
    }
page-games-download = Downloaden
page-games-backup = Reservekopie van alle spellen
page-games-restore = Reservekopie terugzetten…
page-games-restored = Uit de reservekopie: { $added } { $added ->
    [one] spel toegevoegd
   *[other] spellen toegevoegd
  }, { $same } al hier, { $refused } niet te lezen. Er is geen spel vervangen.
page-backup-not-backup = Dit bestand is geen reservekopie van de spellen van deze pagina: er is niets toegevoegd.
page-backup-too-large = Dit bestand is groter dan { $mib } MiB, meer dan een reservekopie van deze pagina bevat: er is niets toegevoegd.
page-backup-too-many = Deze reservekopie bevat { $count } spellen, meer dan { $max }: er is niets toegevoegd.
page-backup-not-text = Dit bestand is geen tekst in UTF-8, zoals een reservekopie van deze pagina: er is niets toegevoegd (een naam als “José” zou verkeerd gelezen worden).
page-backup-newer = Deze reservekopie is van versie { $version }, nieuwer dan deze pagina, die versie { $max } leest: er is niets toegevoegd. Zet hem terug met een nieuwere versie van de pagina.
page-games-restoring = De reservekopie wordt teruggezet: { $done } van { $total } spellen gelezen…
page-games-restore-failed = De reservekopie kon niet tot het einde worden teruggezet ({ $error }); de spellen die tot nu toe zijn toegevoegd, staan in de lijst.
page-games-restore-no-room = { $count ->
    [one] Eén spel uit de reservekopie is
   *[other] { $count } spellen uit de reservekopie zijn
  } niet toegevoegd, want er is geen ruimte (de opslag van de browser is vol, of je bewaart { $max } spellen); er is geen van je spellen verwijderd. Verwijder spellen die je niet meer wilt en zet de reservekopie opnieuw terug: spellen die al hier zijn, worden niet dubbel toegevoegd.
page-games-cannot-open = Je spel ({ $date }) kan niet worden geopend: { $error }
page-storage-off = Deze browser laat de pagina geen spellen bewaren (opslag staat uit): sla je spellen op als bestanden.
page-language-unavailable = De teksten in het { $lang } kunnen nu niet worden geladen (geen netwerk?): de pagina blijft in deze taal.
page-storage-forked = Dit spel is ook in een ander tabblad gespeeld: de zetten van hier worden als apart spel bewaard.
page-storage-moved-elsewhere = Dit spel is in een ander tabblad verder gespeeld: open het vanuit de lijst om die zetten te zien. Een zet die hier wordt gedaan, wordt als apart spel bewaard.
page-storage-persisted = Deze browser bewaart deze spellen tot je ze verwijdert (blijvende opslag toegestaan).
page-storage-not-persisted = Deze browser kan deze spellen wissen als hij ruimte tekortkomt (blijvende opslag niet toegestaan): maak af en toe een reservekopie.
page-storage-full = De opslag van deze browser voor deze pagina is vol, dus dit spel wordt hier niet bewaard: sla het op als bestand (Opslaan), of verwijder een paar van je spellen.
page-storage-full-received = De opslag van deze browser voor deze pagina is vol, dus het spel dat via een link binnenkwam wordt hier niet bewaard; er is geen van je spellen voor verwijderd. Sla het op als bestand (Opslaan) om het te bewaren.
page-storage-no-id = Dit spel kon hier niet bewaard worden: de opslag van deze browser voor deze pagina heeft er geen vrije plaats voor. Sla het op als bestand (Opslaan) om het te bewaren.
page-storage-dropped-finished = Je oudste afgelopen spel ({ $game }) is verwijderd om ruimte te maken.
page-storage-many-unfinished = Je bewaart { $count } onafgemaakte spellen, meer dan { $max }: er is er geen verwijderd. Verwijder de spellen die je niet meer wilt, of sla ze op als bestanden.
page-storage-dropped-received = Het oudste spel dat via een link binnenkwam ({ $game }) is verwijderd: { $max } ontvangen spellen worden bewaard. Een spel waarin je een zet doet, wordt een van jouw spellen.
page-link-too-many = Deze pagina kreeg in korte tijd veel links en opent ze daarom niet meer: je spellen zijn zoals ze waren. Plak een link in “Link of code van een vriend openen” om hem te openen.
page-framed = Deze pagina werkt niet in een frame van een andere site, zodat geen andere site bij je spellen kan. Open haar in een eigen tabblad.

## Spelen via een link (page/link.js)

page-link-box =
    .aria-label = Spelen via een link
page-link-your-turn = Jij bent aan de beurt ({ $name }). Als je gespeeld hebt, geeft dit vak je een link om naar je vriend te sturen.
page-link-send = { $name } is aan de beurt, in de browser van je vriend. Stuur deze link (of de code hieronder); de zet komt op dezelfde manier terug.
page-link-send-over = Het spel is afgelopen. Stuur deze link, zodat je vriend het einde ook ziet.
page-link-over-theirs = Het spel is afgelopen: { $name } speelde de laatste zet in de browser van je vriend.
page-link-waiting = Wachten op de zet van { $name }: open de link die je vriend terugstuurt.
page-link-url =
    .aria-label = Link om te sturen
page-link-code-label = Of alleen de code (om te plakken in “Link of code van een vriend openen”)
page-link-copy = Link kopiëren
page-link-copy-code = Code kopiëren
page-link-copied = Gekopieerd: stuur hem naar je vriend (mail, chat…).
page-link-copy-failed = Selecteer de tekst en kopieer hem (Ctrl+C): de browser laat deze pagina hem niet kopiëren.
page-link-length = { $n ->
        [one] { $n } teken
       *[other] { $n } tekens
    }
page-link-seats = Hier gespeeld: { $here }. Via de link: { $there }.
page-link-replay = Zetten van { $name }, { $at } van { $n }: { $what }
page-link-replay-done = Dat was de laatste zet van de link.
page-link-next = Volgende zet
page-link-back = Terug
page-link-skip = Naar de laatste zet
page-link-not-yours = { $name } is aan de beurt: { $name } speelt in de browser van je vriend. Stuur de link en wacht op die van je vriend.
page-link-step-first = Bekijk eerst de zetten van { $name } (Volgende zet), of ga naar de laatste zet.
page-link-no-undo = De zet van { $name } kwam via de link: alleen de zetten die hier gedaan zijn, kun je ongedaan maken.
page-link-cannot-open = Deze link kan niet worden geopend, en er is niets veranderd: { $why }
page-link-same = Je hebt alle zetten van deze link al: je spel gaat verder zoals het was.
page-link-older = Deze link is ouder dan je spel ({ $theirs ->
        [one] één zet
       *[other] { $theirs } zetten
    }; het jouwe heeft er { $mine }). Je spel blijft zoals het is; het spel van de link wordt ernaast bewaard in “Jouw spellen” als “{ page-link-games-older }”.
page-link-diverged = Het spel van deze link en het jouwe zijn vanaf zet { $at } verschillend verlopen. Je spel blijft zoals het is; het spel van de link wordt ernaast bewaard in “Jouw spellen” als “{ page-link-games-diverged }”.
page-link-games-by-link = via een link
page-link-games-older = oudere link
page-link-games-diverged = link die anders verliep
page-link-other-setup = Deze link heeft het nummer van een spel dat je bewaart, maar niet de spelers, sets of het startgetal ervan: het is een ander spel. Je spel blijft zoals het is; het spel van de link wordt ernaast bewaard in “Jouw spellen” als “{ page-link-games-other-setup }”.
page-link-plays-your-seat = Deze link speelt de zet van { $name }, maar { $name } speelt in deze browser: die zet is niet aan je vriend. Je spel blijft zoals het is; het spel van de link wordt ernaast bewaard in “Jouw spellen” als “{ page-link-games-plays-your-seat }”.
page-link-kept-copy = Dit spel is een kopie om te bekijken (“{ $label }”): het kan niet gespeeld worden. Je eigen spel gaat verder in “Jouw spellen”.
page-link-games-other-setup = link van een ander spel
page-link-games-plays-your-seat = link die jouw zet speelde
page-link-games-newer = link die verder ging
page-link-games-forked = zetten van dit tabblad, apart bewaard
page-link-copy-status = Een kopie om te bekijken (‘{ $label }’): niemand speelt die hier
page-link-newer = Deze link gaat verder dan een van je spellen: een link speelt je spel nooit verder. Je spel blijft zoals het is; het spel van de link wordt ernaast bewaard in “Jouw spellen” als “{ page-link-games-newer }”: open het daar om ermee verder te spelen.
page-link-open-label = Link of code van een vriend openen
page-link-open = Openen
page-link-open-empty = Plak de link of de code die je vriend stuurde.
page-link-open-bad = Dit is geen link van deze pagina en ook geen code: plak de hele link die je vriend stuurde.
page-link-limits = Links bevatten hoogstens 16.384 tekens code en 4.000 zetten.
page-link-seat-remote = Een vriend, via een link
page-link-status-replay = De zetten van { $name } uit de link: bekijk ze een voor een.

## Het tekstspeelveld (page/text-board.js, docs/ACCESSIBILITY.md); de woorden van een vak zijn de board-* van panel.ftl

page-text-board = Tekst
    .title = Het speelveld in woorden, voor een schermlezer (B): de cursor zegt wat er op elk vak ligt
page-text-board-skip = Schermlezer? Zet het tekstspeelveld aan (B)
page-text-board-title = Tekstspeelveld
page-text-board-keys = Pijlen: cursor verplaatsen. L, Shift+L: volgend, vorig vak waar de tegel past. O: wat het leggen doet, of de keuzes. M: de laatste zetten. S: scores. T: tegel in de hand, tegels over, spoken. W: wie aan de beurt is. C: dit vak nog eens. B: tekstspeelveld uit.
page-text-board-on = Tekstspeelveld aan. De pijlen verplaatsen de cursor en zeggen wat er op elk vak ligt; L en Shift+L gaan naar het volgende en het vorige vak waar de tegel past; O zegt wat het leggen daar doet, of de keuzes van het moment; M de laatste zetten van de anderen; S de scores; T de tegel in de hand, de tegels die over zijn en de voorraad spoken; W wie aan de beurt is; C het vak nog eens; B zet het tekstspeelveld uit.
page-text-board-off = Tekstspeelveld uit.
page-text-board-no-fit = De tegel in de hand past zo gedraaid nergens: R draait hem.
page-text-board-no-tile = Nu is er geen tegel te leggen.
page-text-board-no-last-move = Nog geen andere speler heeft gezet.
page-text-board-last-move = { $player }, laatste beurt: { $moves }
page-text-board-nothing = Hier valt niets te zeggen.
page-text-board-hand = In de hand: { $tile }
page-text-board-placed-at = { $move }, { $where }
page-text-board-scoring = Gescoord: { $what }.
page-choice-typed = { $typed }…: typ het volgende cijfer, of Enter voor keuze { $typed } (van { $count })
page-choice-keys = { $count } keuzes: typ het nummer van een keuze (1 en dan 0 voor de tiende); Enter neemt een nummer waar een langer op kan volgen. Met Tab bereik je ook elke knop.
page-hinted-choice = (de keuze van de Tip)
page-text-board-done = Gedaan: { $moves } Nu: { $status }
page-text-board-keys-meeple = { $count ->
        [0] Op deze tegel kan geen meeple: druk op N om verder te gaan.
       *[other] Druk op het nummer van een plek (1 tot { $count }; vanaf 10 de cijfers) om daar een meeple te zetten, N voor geen, O om de plekken te horen.
    }
page-text-board-keys-ghosts = Druk op het nummer van een zet (1 tot { $count }; vanaf 10 de cijfers) om hem te doen, O om de zetten te horen.
page-status-no-meeple-theirs = { $player }: hier kan geen meeple

## Online tables (docs/ONLINE.md): the New game dialog's "Play online", the table's seats, the connection, the fair draws' check, and each refusal of the server by its error kind

online-play = Online spelen
online-create = Tafel aanmaken
online-invite = Uitnodigingslink: stuur hem naar de vrienden die meespelen
online-watch = Link om te kijken: volgt de tafel live, zonder te spelen
online-copy = Link kopiëren
online-copied = Link gekopieerd.
online-title = Online tafel
online-seat-free = vrije plaats
online-your-name = Je naam
online-take-seat = Deze plaats nemen
online-start = Het spel beginnen
online-wait-seats = Wachten tot elke plaats bezet is.
online-wait-host = Wachten tot { $host } het spel begint.
online-connected = verbonden
online-away = weg
# $count: the number of people watching the table
online-watchers = { $count ->
    [one] { $count } kijker
   *[other] { $count } kijkers
}
online-status-connecting = Verbinden met de tafel…
online-status-open = Verbonden met de tafel.
online-status-waiting = Verbinding verbroken: opnieuw proberen…
online-status-closed = Niet verbonden met de tafel.
online-not-connected = Geen verbinding: de zet is niet verstuurd. De pagina maakt zelf opnieuw verbinding.
online-fair-ok = Eerlijke trekking gecontroleerd: het aan het eind onthulde zaad klopt met de belofte van het begin, en elke tegel is getrokken zoals het zegt.
online-fair-bad = De trekking kon niet worden bevestigd: het aan het eind onthulde zaad klopt niet met de belofte, of de tegels zijn niet getrokken zoals het zegt.
# an error kind this page does not know yet: $message (the server's English sentence)
online-error-other = De server weigerde: { $message }
online-error-no_server = Deze pagina komt niet van een spelserver: online spelen kan hier niet.
online-error-bad_json = De server kon het bericht niet lezen.
online-error-bad_message = De server begreep het bericht niet.
online-error-message_too_large = Het bericht is te groot voor de server.
online-error-unsupported_version = De server spreekt een andere versie van het online protocol: laad de pagina opnieuw.
online-error-bad_setup = De server weigerde deze uitbreidingen, varianten of spelers.
online-error-bad_name = Deze naam kan niet: hij is leeg, te lang of van een andere speler.
online-error-unknown_table = Geen tafel heeft deze link: misschien is hij verkeerd gekopieerd, of is de tafel verwijderd.
online-error-no_such_seat = Deze plaats bestaat niet of wordt door de computer gespeeld.
online-error-seat_taken = Iemand heeft deze plaats net genomen: kies een andere.
online-error-table_started = Het spel is begonnen: er kan geen plaats meer worden genomen.
online-error-bad_secret = Deze browser heeft de sleutel van deze plaats niet meer.
online-error-bad_origin = De server weigert verbindingen vanaf deze site.
online-error-hello_required = De verbinding stelde zich niet op tijd voor: opnieuw verbinden.
online-error-already_hello = Deze verbinding zit al aan de tafel.
online-error-watcher = Je kijkt naar deze tafel: je kunt er niet spelen.
online-error-not_host = Alleen wie de tafel aanmaakte kan het spel beginnen.
online-error-table_not_ready = Het spel kan beginnen zodra elke plaats bezet is.
online-error-not_started = Het spel is nog niet begonnen.
online-error-game_over = Het spel is voorbij.
online-error-not_your_turn = Je bent niet aan de beurt.
online-error-stale_revision = De tafel is intussen verder: hij wordt getoond zoals hij nu is.
online-error-illegal_action = De server weigerde deze zet: { $why }
online-error-nothing_to_undo = Niets terug te nemen: alleen je eigen zetten van deze beurt kunnen terug.
online-error-rate_limited = Te veel berichten tegelijk: wacht even.
online-error-too_many_connections = Te veel verbindingen vanaf dit adres.
online-error-too_many_tables = Te veel tafels aangemaakt: probeer het later.
online-error-slow_client = De verbinding was te traag: opnieuw verbinden.
online-error-idle = De verbinding was te lang stil: opnieuw verbinden.
online-error-store_failed = De server kon de wijziging niet opslaan: er is niets veranderd. Probeer het opnieuw.
online-tables = Je online tafels
# $players: the table's players (a list); $name: the player to move
online-table-turn = { $players }: { $name } is aan de beurt
online-table-your-turn = { $players }: jij bent aan de beurt
online-table-open = { $players }: wacht op spelers
online-table-over = { $players }: spel voorbij

## A kept online game (page/online.js, games.js): it is played at its table only; when the table cannot be joined, the player chooses
online-kept-joining = Dit spel wordt aan zijn online tafel gespeeld: verbinden met de tafel…
online-kept-waits = Dit spel wordt aan zijn online tafel gespeeld, die hiervandaan niet te bereiken is: zie de kaart van de online tafel.
online-kept-gone-unknown = Deze server heeft de tafel van dit spel niet meer. Je spel blijft zoals het is in Jouw spellen. Je kunt een aparte kopie op dit scherm uitspelen, of een kopie in een bestand bewaren.
online-kept-gone-no-server = De spelserver van deze tafel is vanaf deze pagina niet te bereiken. Je spel blijft zoals het is in Jouw spellen, en gaat terug naar zijn tafel als je het opent waar zijn server draait. Je kunt ook een aparte kopie op dit scherm uitspelen, of een kopie in een bestand bewaren.
online-kept-finish = Een kopie op dit scherm uitspelen
online-kept-export = Een kopie in een bestand bewaren
online-kept-copy-made = Dit is een aparte kopie van het online spel, gespeeld op dit scherm; het online spel blijft zoals het was in Jouw spellen.
page-link-games-online-copy = kopie van een online spel, op één scherm
page-games-online = online tafel
page-games-online-your-turn = jij bent aan de beurt
page-games-online-turn = { $name } is aan de beurt
page-games-rejoin = Terug naar de tafel
    .title = Weer aan de online tafel van dit spel, waar het nu staat
