# Fouten die een wiki-schrijver tegenkomt (zie en/errors.ftl).

## Het adres en het laden

error-no-source = Niets te tonen: voeg ?scenario= (het adres van een scenariobestand, of de JSON ervan) toe aan het adres van deze pagina.
error-both-sources = Geef ?scenario= of ?game=, niet allebei.
# ?puzzle= (embed/puzzle.js): $id the id given
error-no-puzzle = Geen puzzel heeft de id ‘{ $id }’.
error-engine-missing = De regelmotor kon niet geladen worden uit ../pkg/carcassonne_mist.js: { $why }
error-fetch-failed = Kan { $url } niet laden: { $why }
error-http-status = Kan { $url } niet laden: de server antwoordde { $status }.
error-damaged-short-link = De korte link kan niet worden uitgepakt: hij is beschadigd of afgekapt. Kopieer de hele link opnieuw.
error-other-origin = Kan { $url } niet laden: deze demonstrator laadt alleen bestanden van zijn eigen site ({ $own }). De site die hem host kan { $origin } toestaan door het op te nemen in embed-origins.json naast embed.html (zie docs/EMBED.md).
error-redirected = Kan { $url } niet laden: de server stuurt de demonstrator naar een ander adres, en zulke omleidingen volgt hij niet. Verwijs naar het uiteindelijke adres van het bestand.
error-timed-out = Kan { $url } niet laden: de server stuurde het bestand niet binnen { $seconds } seconden.
error-too-large = Kan { $url } niet laden: het bestand is groter dan 1 MiB, meer dan een scenario nodig heeft; misschien is het het verkeerde bestand.
error-csp-blocked = Kan { $url } niet laden: { $origin } staat in embed-origins.json, maar de Content-Security-Policy van embed.html staat het nog niet toe: voeg het daar ook toe aan connect-src (zie docs/EMBED.md).
error-bad-inline = { $kind ->
    [game] Het opgeslagen spel in het adres is geen JSON en ook geen base64url-gecodeerde JSON.
   *[scenario] Het scenario in het adres is geen JSON en ook geen base64url-gecodeerde JSON.
  }

## Scenariobestanden en opgeslagen spellen: de soorten fouten van de motor

error-at = { $path }: { $what }
error-file-bad-json = { $eof ->
    [true] het bestand houdt te vroeg op (afgebroken?) op regel { $line }, kolom { $column }
   *[false] het bestand is geen geldige JSON op regel { $line }, kolom { $column }
  }
error-file-too-large = het bestand is { $bytes } bytes; er worden er hoogstens { $max } gelezen
error-file-unknown-field = onbekend veld „{ $field }”; mogelijke velden hier: { $expected }
error-file-duplicate-field = het veld „{ $field }” staat er twee keer
# $field: the field; `en`: a text in several languages without English
error-file-missing-field = { $field ->
        [en] geen Engelse tekst: een tekst in meerdere talen heeft Engels nodig, dat lezers van een taal zonder tekst zien (schrijf eerst de Engelse tekst)
       *[other] het veld „{ $field }” ontbreekt
    }
error-file-wrong-type = verkeerd type: { $found ->
        [null] null
        [boolean] { $value }
        [number] het getal { $value }
        [whole-number] het gehele getal { $value }
        [text] de tekst „{ $value }”
        [list] een lijst
       *[object] een object
    }; verwacht: { $expected ->
        [text] een tekst
        [word] een van { $words }
        [object] een object
        [boolean] true of false
        [list] een lijst
        [whole-number] { $range ->
            [between] een geheel getal van { $min } tot en met { $max }
            [at-least] een geheel getal, { $min } of meer
           *[any] een geheel getal
        }
        [spot] „supply” of een plaats met „x”, „y” en „feature”
        [texts] een tekst, of een object met teksten per taal ({ $words })
       *[player] een naam, of een object met „name”
    }
error-file-unknown-word = onbekende waarde „{ $value }”; verwacht: { $expected }
error-file-out-of-range = het getal { $value } valt buiten het bereik: verwacht { $range ->
        [between] een geheel getal van { $min } tot en met { $max }
        [at-least] een geheel getal, { $min } of meer
       *[any] een geheel getal
    }
error-file-unknown-tile = onbekende tegel „{ $tile }”: hij zit niet in de gekozen spellen en niet in de „tiles” van het bestand
error-file-illegal-placement = { $reason ->
    [occupied] tegel { $tile } kan daar niet liggen: op dat vak ligt al een tegel (B1)
    [side-mismatch] tegel { $tile } kan daar niet liggen: een zijde past niet bij de buurtegel (B1)
    [not-touching] tegel { $tile } kan daar niet liggen: hij raakt geen eerdere tegel (B1)
   *[off-board] tegel { $tile } kan daar niet liggen: hij ligt buiten het speelveld
  }
error-file-too-many = { $what ->
    [board] te veel tegels op het speelveld: hoogstens { $max }
    [bag] te veel tegels in de zak: hoogstens { $max }
    [tiles] te veel soorten tegels: hoogstens { $max }
    [steps] te veel stappen: hoogstens { $max }
   *[actions] te veel acties: hoogstens { $max }
  }
error-file-version = { $newer ->
    [true] versie { $version } is nieuwer dan dit programma, dat versie 1 tot { $max } leest: gebruik een nieuwere versie
   *[false] versie { $version } wordt niet ondersteund (dit programma leest 1 tot { $max })
  }
error-file-wrong-format = { $found ->
    [scenario] dit bestand is een scenario, geen opgeslagen spel: open het als scenario
    [game] dit bestand is een opgeslagen spel, geen scenario: open het als opgeslagen spel
   *[other] dit bestand is geen scenario en geen opgeslagen spel (zie het „format”)
  }
error-file-empty-board = het speelveld heeft minstens één tegel nodig
error-file-text-too-long = de tekst is { $bytes } { $bytes ->
        [one] byte
       *[other] bytes
    } lang; een tekst is hoogstens { $max } bytes
error-file-unknown-player = geen speler heet „{ $name }” (de spelers zijn { $players })
error-file-no-piece-left = { $guard ->
    [true] { $player } heeft geen bewakingsmeeple meer om te zetten
   *[false] { $player } heeft geen meeple meer om te zetten
  }
error-file-needs-set = { $what ->
    [ghosts] spoken horen bij Uitbr. 11: voeg „{ $set }” toe aan de sets
    [guards] de algemene voorraad bewakingsmeeples hoort bij Uitbr. 11: voeg „{ $set }” toe aan de sets
    [sc] De Spreukencirkels („sc”) speel je met Uitbr. 11: voeg „{ $set }” toe aan de sets
   *[game] de tegelsets moeten „{ $set }” bevatten (het basisspel)
  }
error-file-guard-ghosts = een bewakingsmeeple draagt nooit spoken (G1)
error-file-meeple-ghosts = { $ghosts } { $ghosts ->
        [one] spook
       *[other] spoken
    } bij een meeple: een meeple draagt er hoogstens 2 (het derde stuurt hem terug naar de voorraad van zijn eigenaar, G3)
error-file-no-circle = { $feature } van tegel { $tile } heeft geen spreukencirkel
error-file-circle-full = { $ghosts } { $ghosts ->
        [one] spook
       *[other] spoken
    } in { $feature } van tegel { $tile }, die { $circles } { $circles ->
        [one] spreukencirkel
       *[other] spreukencirkels
    } heeft (één spook per cirkel)
error-file-ghost-total = { $supply } { $supply ->
        [one] spook
       *[other] spoken
    } in de voorraad en { $placed } bij meeples en in cirkels: er zijn precies { $total } spoken in totaal (G1)
error-file-player-count = een spel heeft { $min } tot { $max } spelers, niet { $count }
error-file-player-name = { $problem ->
    [length] speler { $player } heeft een naam van 1 tot { $max } tekens nodig (een emoji kan als meerdere tellen)
    [control] de naam van speler { $player } bevat een stuurteken (zoals een regeleinde of een tab)
    [direction] de naam van speler { $player } bevat een teken dat de richting van de tekst verandert
    [blank] de naam van speler { $player } is leeg (alleen spaties of onzichtbare tekens)
    [same] twee spelers heten „{ $other }”
    [look-alike] twee spelers heten „{ $other }” en „{ $name }”: namen moeten meer verschillen dan in hoofdletters, spaties of onzichtbare tekens
    [marks] de naam van speler { $player } stapelt meer dan 2 accenten op één letter
   *[colour] de kleur van { $name } is geen CSS-kleur: #rgb, #rrggbb, een kleurnaam zoals red, of rgb(), hsl() met getallen
  }
error-file-setup-or-scenario = { $both ->
    [true] een opgeslagen spel heeft „setup” of „scenario”, niet allebei
   *[false] een opgeslagen spel heeft „setup” of „scenario” nodig
  }
error-file-json-limit = { $limit ->
    [depth] het bestand nest lijsten en objecten meer dan { $max } niveaus diep (regel { $line }, kolom { $column }); geen scenario of opgeslagen spel heeft er zoveel nodig
    [lists] het bestand heeft meer dan { $max } lijsten en objecten (regel { $line }, kolom { $column }); geen scenario of opgeslagen spel heeft er zoveel nodig
   *[keys] een object van het bestand heeft meer dan { $max } sleutels (regel { $line }, kolom { $column }); geen object van het formaat heeft er zoveel
  }
error-file-text-control = de tekst bevat een onzichtbaar stuurteken ({ $code }), dat als een vakje of helemaal niet zou verschijnen: haal het weg (regeleinden en tabs mogen blijven)
error-file-goal = { $problem ->
    [depth] de voorwaarden van het doel zijn meer dan { $max } niveaus diep genest
    [conditions] het doel heeft meer dan { $max } voorwaarden
    [empty] “all” of “any” heeft minstens één voorwaarde nodig
    [steps] een puzzel (een scenario met een doel) heeft geen stappen
    [no-tile] de stelling van een puzzel heeft een tegel in de hand nodig om te leggen
    [no-solution] geen enkele geldige plaatsing haalt het doel: de puzzel heeft geen oplossing
    [no-choice] het doel kiest de spoken, maar geen betaling beslist of het gehaald wordt: vraag naar de plaatsing
    [too-many-turns] een puzzel over het betalen van de spoken heeft meer dan { $max } manieren om de beurt te spelen
   *[every-move] elke geldige plaatsing haalt het doel: de puzzel vraagt niets
  }
error-file-tile-notation = { $place ->
    [line] de tegelregel: { $what }
    [tile] tegel { $tile }: { $what }
   *[column] tegel { $tile }, kolom { $column }: { $what }
  }
error-in-file = { $kind ->
    [game] Dit opgeslagen spel kan niet geopend worden: { $what }
   *[scenario] Dit scenario kan niet geopend worden: { $what }
  }
error-quoted = „{ $text }”

## Waarom de tegel niet op een vak past (B1)

error-problem-no-tile = er is geen tegel in de hand
error-problem-placed = de tegel in de hand is al aangelegd
error-problem-off-board = zo ver reikt het speelveld niet
error-problem-occupied = op dat vak ligt al een tegel (B1)
error-problem-not-touching = hij raakt geen aangelegde tegel (B1)
# $degrees: a turn that is not a quarter turn (the words of error-play-rotation)
error-problem-rotation = { error-play-rotation }
error-problem-side-mismatch = zijn { $side ->
        [north] noordzijde
        [east] oostzijde
        [south] zuidzijde
       *[west] westzijde
    } ({ $mine ->
        [city] stad
        [road] weg
       *[field] weide
    }) grenst aan { $theirs ->
        [city] een stad
        [road] een weg
       *[field] een weide
    } van tegel { $neighbour } (B1)

## Geweigerde zetten: de weigering van de engine, uit haar soort en gegevens (www/words/refusals.js)

error-play-game-over = het spel is afgelopen
error-play-wrong-phase = { $why ->
    [placed] de tegel is al aangelegd: zet een meeple of geen meeple (B3)
    [no-ghost] er is nu geen spook verschuldigd
    [ghosts-first] zet eerst de spoken die deze aanleg verschuldigd is ({ $rule }), zet daarna een meeple
    [no-skip] er is nu niets over te slaan
   *[tile-first] leg eerst de tegel in je hand aan (B1)
  }
error-play-placement = de tegel kan daar niet liggen: { $problem }
error-play-off-board = het vak ({ $x }, { $y }) ligt buiten het speelveld (hoogstens ±{ $max })
error-play-rotation = een tegel draait per kwartslag: { $degrees }° is niet 0, 90, 180 of 270
error-play-no-such-feature = { $why ->
    [no-tile] er ligt geen tegel op ({ $x }, { $y })
   *[no-feature] tegel { $tile } heeft geen gebied „{ $name }”
  }
error-play-no-piece = { $piece ->
    [guard] je hebt geen bewakingsmeeple meer in je voorraad (B3)
   *[meeple] je hebt geen meeple meer in je voorraad (B3)
  }
error-play-on-mist = een meeple staat nooit op mist, en nooit op een spreukencirkel (B3, S8)
error-play-on-ruin = op de ruïne van de starttegel staat nooit een meeple (G2)
error-play-occupied = dit gebied ({ $name }) heeft al een meeple (B3)
error-play-ghost-move = { $to ->
    [own] dit spook verzetten mag nu niet: { $rule } is { $count } { $count ->
        [one] spook
       *[other] spoken
    } verschuldigd aan een van jouw meeples (geen bewakingsmeeple)
    [others] dit spook verzetten mag nu niet: { $rule } is { $count } { $count ->
        [one] spook
       *[other] spoken
    } verschuldigd aan de meeple van een andere speler (geen bewakingsmeeple)
    [circle] dit spook verzetten mag nu niet: { $rule } is { $count } { $count ->
        [one] spook
       *[other] spoken
    } verschuldigd aan de spreukencirkels van de nieuwe tegel
   *[none] dit spook verzetten mag nu niet: er is geen spook verschuldigd
  }
error-play-nothing-to-undo = er is niets om ongedaan te maken
error-play-nothing-to-redo = er is niets om opnieuw te doen

## Codes om per link te spelen die niet te lezen zijn (GameHandle.fromLink: www/words/refusals.js)

error-link-too-long = de code van de link is { $n } tekens lang, langer dan die van elk spel ({ $max }): hij is beschadigd, of geen link van deze pagina
error-link-not-base64 = de code van de link bevat tekens die een code nooit heeft (alleen letters, cijfers, - en _): hij is beschadigd
error-link-cut-short = de link is onderweg afgekapt of veranderd: kopieer de hele link opnieuw
error-link-not-a-link = dit is geen link van deze pagina
error-link-newer-version = de link is van versie { $n }, nieuwer dan deze pagina, die versies 1 tot en met { $max } leest: open hem in een nieuwere versie van de pagina
error-link-damaged = de link is beschadigd: het spel erin kan niet worden gelezen; vraag je vriend hem opnieuw te sturen
error-link-unwritable = dit spel heeft geen code om per link te spelen (het begon vanuit een met de hand opgezette stelling): gebruik een deellink of een bestand

## Wat er mis is in een tegelregel (error-file-tile-notation): de woorden van de notatie blijven zoals ze geschreven zijn

error-tile-no-colon = een tegelregel is „ID: gebied; gebied…” en deze heeft geen „:”
error-tile-no-id = de tegel-ID vóór „:” ontbreekt
error-tile-bad-id = de tegel-ID „{ $word }” moet 1 tot { $count } letters, cijfers, „-”, „_” of „.” zijn
error-tile-bad-count = het aantal „{ $word }” moet x1 tot x100 zijn
error-tile-bad-start = „{ $word }” moet start@X,Y zijn, met X en Y van -3 tot 3
error-tile-unknown-head-word = onbekend woord „{ $word }” vóór „:” (verwacht: een aantal zoals x4, start of start@X,Y)
error-tile-too-many-features = een tegel heeft hoogstens { $count } { $count ->
        [one] gebied
       *[other] gebieden
    }
error-tile-unknown-feature = onbekend gebied „{ $word }” (verwacht: city, road, field, monastery, castle, cemetery, mist of ruin)
error-tile-too-many-shields = een stad heeft hoogstens { $count } { $count ->
        [one] wapenschild
       *[other] wapenschilden
    } („shield”)
error-tile-touches-nothing = na „touches” moeten namen van steden volgen, zoals city1
error-tile-touches-twice = „touches” staat twee keer in een weide
error-tile-circles-twice = „circles” staat twee keer in een mistveld
error-tile-bad-circles = na „circles” moet 1, 2 of 3 volgen
error-tile-not-a-side = { $feature ->
    [city] „{ $word }” in „city” is geen zijde (N, E, S, W) en ook geen „shield”
    [mist] „{ $word }” in „mist” is geen zijde (N, E, S, W) en ook geen „circles N”
   *[road] „{ $word }” in „road” is geen zijde (N, E, S, W)
  }
error-tile-side-twice = zijde { $word } staat twee keer in { $feature ->
        [city] „city”
        [mist] „mist”
       *[road] „road”
    }
error-tile-not-a-half = „{ $word }” in een weide is geen halve zijde (NL, NR, EL, ER, SL, SR, WL, WR), geen hele zijde en geen „touches”
error-tile-half-twice = „{ $word }” staat twee keer in een weide
error-tile-takes-no-word = { $feature ->
    [castle] „castle” neemt geen „{ $word }”
    [cemetery] „cemetery” neemt geen „{ $word }”
   *[monastery] „monastery” neemt geen „{ $word }”
  }
error-tile-no-side = { $feature ->
    [city] „city” moet minstens één zijde bereiken
    [mist] „mist” moet minstens één zijde bereiken (M1)
    [field] „field” moet minstens één halve zijde bereiken
   *[road] „road” moet minstens één zijde bereiken
  }
error-tile-no-features = de tegel heeft geen gebieden
error-tile-touches-not-a-city = „{ $word }” na „touches” is geen stad van deze tegel
error-tile-touched-twice = „{ $word }” staat twee keer na „touches”
error-tile-two-central = een tegel heeft hoogstens één klooster, spookslot of kerkhof
error-tile-not-a-corner = „{ $word }” in een ruïne is geen hoek (NE, SE, SW, NW)
error-tile-one-corner = een ruïne staat op precies één hoek (NE, SE, SW, NW); deze noemt er { $count }
error-tile-two-ruins = een tegel heeft hoogstens één ruïne
error-tile-too-many-circles = een tegel toont hoogstens 3 spreukencirkels, deze { $count }
error-tile-side-shared = zijde { $word } hoort bij { $count } { $count ->
        [one] stad of weg
       *[other] steden en wegen
    }; een zijde hoort bij hoogstens één
error-tile-two-mists = zijde { $word } ligt in twee mistvelden
error-tile-mist-on-city = zijde { $word } is een stadszijde met mist; mist ligt alleen op wegen en weiden (M1)
error-tile-half-on-city = halve zijde { $word } ligt op een stadszijde en kan niet in een weide liggen
error-tile-half-on-mist = halve zijde { $word } ligt op een zijde met mist: weiden bereiken nooit een zijde met mist (M1)
error-tile-half-in-no-field = halve zijde { $word } ligt in geen enkele weide (elke helft van een weg- of weidezijde zonder mist ligt in een weide)
error-tile-half-in-fields = halve zijde { $word } ligt in { $count } { $count ->
        [one] weide
       *[other] weiden
    }; ze moet in precies één liggen
error-tile-duplicate-id = deze tegel-ID is al in gebruik, door een tegel van de sets of een eerdere regel
