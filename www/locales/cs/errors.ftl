# Chyby, na které narazí autor wiki (viz en/errors.ftl).

## Adresa a načítání

error-no-source = Není co ukázat: přidejte k adrese této stránky ?scenario= (adresu souboru se scénářem, nebo jeho JSON).
error-both-sources = Zadejte buď ?scenario=, nebo ?game=, ne obojí.
# ?puzzle= (embed/puzzle.js): $id the id given
error-no-puzzle = Žádná hádanka nemá označení „{ $id }“.
error-engine-missing = Pravidlový engine se nepodařilo načíst z ../pkg/carcassonne_mist.js: { $why }
error-fetch-failed = Nelze načíst { $url }: { $why }
error-http-status = Nelze načíst { $url }: server odpověděl { $status }.
error-damaged-short-link = Krátký odkaz nelze rozbalit: je poškozený nebo useknutý. Zkopírujte celý odkaz znovu.
error-other-origin = Nelze načíst { $url }: tento demonstrátor načítá jen soubory ze svého vlastního webu ({ $own }). Web, který ho hostí, může povolit { $origin } tím, že ho uvede v embed-origins.json vedle embed.html (viz docs/EMBED.md).
error-redirected = Nelze načíst { $url }: server demonstrátor přesměroval na jinou adresu a přesměrování on nesleduje. Odkažte na konečnou adresu souboru.
error-timed-out = Nelze načíst { $url }: server neposlal soubor do { $seconds } sekund.
error-too-large = Nelze načíst { $url }: soubor má víc než 1 MiB, víc, než potřebuje jakýkoli scénář; možná je to špatný soubor.
error-csp-blocked = Nelze načíst { $url }: { $origin } je uveden v embed-origins.json, ale Content-Security-Policy souboru embed.html ho zatím nepovoluje: přidejte ho tam také do connect-src (viz docs/EMBED.md).
error-bad-inline = { $kind ->
    [game] Uložená hra v adrese není JSON ani JSON zakódovaný v base64url.
   *[scenario] Scénář v adrese není JSON ani JSON zakódovaný v base64url.
  }

## Soubory scénářů a uložené hry: druhy chyb enginu

error-at = { $path }: { $what }
error-file-bad-json = { $eof ->
    [true] soubor končí příliš brzy (useknutý?) na řádku { $line }, ve sloupci { $column }
   *[false] soubor není platný JSON na řádku { $line }, ve sloupci { $column }
  }
error-file-too-large = soubor má { $bytes } bajtů; čte se nejvýše { $max }
error-file-unknown-field = neznámé pole „{ $field }“; pole, která tu mohou být: { $expected }
error-file-duplicate-field = pole „{ $field }“ je uvedeno dvakrát
# $field: the field; `en`: a text in several languages without English
error-file-missing-field = { $field ->
        [en] chybí anglický text: text ve více jazycích potřebuje angličtinu, kterou vidí čtenáři jazyka bez textu (napište nejdřív anglický text)
       *[other] chybí pole „{ $field }“
    }
error-file-wrong-type = chybný typ: { $found ->
        [null] null
        [boolean] { $value }
        [number] číslo { $value }
        [whole-number] celé číslo { $value }
        [text] text „{ $value }“
        [list] seznam
       *[object] objekt
    }; očekáváno: { $expected ->
        [text] text
        [word] jedno z { $words }
        [object] objekt
        [boolean] true nebo false
        [list] seznam
        [whole-number] { $range ->
            [between] celé číslo od { $min } do { $max }
            [at-least] celé číslo, { $min } nebo víc
           *[any] celé číslo
        }
        [spot] „supply“ nebo místo s „x“, „y“ a „feature“
        [texts] text, nebo objekt s texty podle jazyka ({ $words })
       *[player] jméno, nebo objekt s „name“
    }
error-file-unknown-word = neznámá hodnota „{ $value }“; očekáváno: { $expected }
error-file-out-of-range = číslo { $value } je mimo rozsah: očekáváno { $range ->
        [between] celé číslo od { $min } do { $max }
        [at-least] celé číslo, { $min } nebo víc
       *[any] celé číslo
    }
error-file-unknown-tile = neznámá kartička „{ $tile }“: není ve zvolených hrách ani v „tiles“ souboru
error-file-illegal-placement = { $reason ->
    [occupied] kartičku { $tile } tam nelze přiložit: na poli už kartička leží (B1)
    [side-mismatch] kartičku { $tile } tam nelze přiložit: jedna hrana nesedí k sousední kartičce (B1)
    [not-touching] kartičku { $tile } tam nelze přiložit: nedotýká se žádné dřívější kartičky (B1)
   *[off-board] kartičku { $tile } tam nelze přiložit: je mimo herní plán
  }
error-file-too-many = { $what ->
    [board] příliš mnoho kartiček na herním plánu: nejvýše { $max }
    [bag] příliš mnoho kartiček v sáčku: nejvýše { $max }
    [tiles] příliš mnoho druhů kartiček: nejvýše { $max }
    [steps] příliš mnoho kroků: nejvýše { $max }
   *[actions] příliš mnoho akcí: nejvýše { $max }
  }
error-file-version = { $newer ->
    [true] verze { $version } je novější než tento program, který čte verze 1 až { $max }: použijte novější verzi
   *[false] verze { $version } není podporována (tento program čte 1 až { $max })
  }
error-file-wrong-format = { $found ->
    [scenario] tento soubor je scénář, ne uložená hra: otevřete ho jako scénář
    [game] tento soubor je uložená hra, ne scénář: otevřete ho jako uloženou hru
   *[other] tento soubor není scénář ani uložená hra (viz jeho „format“)
  }
error-file-empty-board = na herním plánu musí ležet aspoň jedna kartička
error-file-text-too-long = text má { $bytes } { $bytes ->
        [one] bajt
        [few] bajty
        [many] bajtu
       *[other] bajtů
    }; text smí mít nejvýše { $max } bajtů
error-file-unknown-player = žádný hráč se nejmenuje „{ $name }“ (hráči jsou { $players })
error-file-no-piece-left = { $guard ->
    [true] { $player } už nemá žádného strážného družiníka, kterého by umístil
   *[false] { $player } už nemá žádného družiníka, kterého by umístil
  }
error-file-needs-set = { $what ->
    [ghosts] duchové patří k 11. rozšíření: přidejte „{ $set }“ do her
    [guards] společná zásoba strážných družiníků patří k 11. rozšíření: přidejte „{ $set }“ do her
    [sc] Kouzelné kruhy („sc“) se hrají s 11. rozšířením: přidejte „{ $set }“ do her
   *[game] hry kartiček musí obsahovat „{ $set }“ (základní hru)
  }
error-file-guard-ghosts = strážný družiník nikdy nenese duchy (G1)
error-file-meeple-ghosts = { $ghosts } { $ghosts ->
        [one] duch
        [few] duchové
        [many] ducha
       *[other] duchů
    } u družiníka: družiník nese nejvýše 2 (třetí ho vrátí do zásoby jeho majitele, G3)
error-file-no-circle = { $feature } kartičky { $tile } nemá žádný kouzelný kruh
error-file-circle-full = { $ghosts } { $ghosts ->
        [one] duch
        [few] duchové
        [many] ducha
       *[other] duchů
    } v { $feature } kartičky { $tile }, která má { $circles } { $circles ->
        [one] kouzelný kruh
        [few] kouzelné kruhy
        [many] kouzelného kruhu
       *[other] kouzelných kruhů
    } (v každém jeden duch)
error-file-ghost-total = { $supply } { $supply ->
        [one] duch
        [few] duchové
        [many] ducha
       *[other] duchů
    } v banku a { $placed } u družiníků a v kruzích: duchů je celkem přesně { $total } (G1)
error-file-player-count = hru hraje { $min } až { $max } hráčů, ne { $count }
error-file-player-name = { $problem ->
    [length] hráč { $player } potřebuje jméno o 1 až { $max } znacích (emoji se může počítat jako několik znaků)
    [control] jméno hráče { $player } obsahuje řídicí znak (například konec řádku nebo tabulátor)
    [direction] jméno hráče { $player } obsahuje znak, který mění směr textu
    [blank] jméno hráče { $player } je prázdné (jen mezery nebo neviditelné znaky)
    [same] dva hráči se jmenují „{ $other }“
    [look-alike] dva hráči se jmenují „{ $other }“ a „{ $name }“: jména se musí lišit víc než velikostí písmen, mezerami nebo neviditelnými znaky
    [marks] jméno hráče { $player } má na jednom písmenu víc než 2 diakritická znaménka
   *[colour] barva hráče { $name } není barva CSS: #rgb, #rrggbb, název barvy jako red, nebo rgb(), hsl() s čísly
  }
error-file-setup-or-scenario = { $both ->
    [true] uložená hra má „setup“, nebo „scenario“, ne obojí
   *[false] uložená hra potřebuje „setup“, nebo „scenario“
  }
error-file-json-limit = { $limit ->
    [depth] soubor vnořuje seznamy a objekty hlouběji než do { $max } úrovní (řádek { $line }, sloupec { $column }); žádný scénář ani uložená hra tolik nepotřebuje
    [lists] soubor má víc než { $max } seznamů a objektů (řádek { $line }, sloupec { $column }); žádný scénář ani uložená hra tolik nepotřebuje
   *[keys] objekt v souboru má víc než { $max } klíčů (řádek { $line }, sloupec { $column }); žádný objekt formátu jich tolik nemá
  }
error-file-text-control = text obsahuje neviditelný řídicí znak ({ $code }), který by se zobrazil jako čtvereček nebo vůbec: odstraňte ho (konce řádků a tabulátory mohou zůstat)
error-file-goal = { $problem ->
    [depth] podmínky cíle jsou vnořeny hlouběji než { $max } úrovně
    [conditions] cíl má víc než { $max } podmínek
    [empty] „all“ nebo „any“ potřebuje aspoň jednu podmínku
    [steps] hádanka (scénář s cílem) nemá kroky
    [no-tile] pozice hádanky potřebuje kartičku v ruce k přiložení
    [no-solution] cíl nesplňuje žádné platné přiložení: hádanka nemá řešení
    [no-choice] cíl volí duchy, ale o jeho splnění žádné zaplacení nerozhoduje: ptej se na přiložení
    [too-many-turns] hádanka o placení duchů má víc než { $max } způsobů, jak odehrát tah
   *[every-move] cíl splňuje každé platné přiložení: hádanka se na nic neptá
  }
error-file-tile-notation = { $place ->
    [line] řádek kartičky: { $what }
    [tile] kartička { $tile }: { $what }
   *[column] kartička { $tile }, sloupec { $column }: { $what }
  }
error-in-file = { $kind ->
    [game] Tuto uloženou hru nelze otevřít: { $what }
   *[scenario] Tento scénář nelze otevřít: { $what }
  }
error-quoted = „{ $text }“

## Proč se kartička na pole nehodí (B1)

error-problem-no-tile = v ruce není žádná kartička
error-problem-placed = kartička v ruce už je přiložená
error-problem-off-board = tak daleko herní plán nesahá
error-problem-occupied = na tom poli už kartička leží (B1)
error-problem-not-touching = nedotýká se žádné přiložené kartičky (B1)
# $degrees: a turn that is not a quarter turn (the words of error-play-rotation)
error-problem-rotation = { error-play-rotation }
error-problem-side-mismatch = její { $side ->
        [north] severní
        [east] východní
        [south] jižní
       *[west] západní
    } hrana ({ $mine ->
        [city] město
        [road] cesta
       *[field] louka
    }) sousedí s { $theirs ->
        [city] městem
        [road] cestou
       *[field] loukou
    } kartičky { $neighbour } (B1)

## Odmítnuté tahy: odmítnutí tahu enginem, podle jeho druhu a údajů (www/words/refusals.js)

error-play-game-over = hra skončila
error-play-wrong-phase = { $why ->
    [placed] kartička už je přiložená: umístěte družiníka, nebo žádného (B3)
    [no-ghost] teď se nedluží žádný duch
    [ghosts-first] nejdřív umístěte duchy, které toto přiložení dluží ({ $rule }), pak družiníka
    [no-skip] teď není co přeskočit
   *[tile-first] nejdřív přiložte kartičku z ruky (B1)
  }
error-play-placement = kartičku tam nelze přiložit: { $problem }
error-play-off-board = pole ({ $x }, { $y }) je mimo herní plán (nejvýš ±{ $max })
error-play-rotation = kartička se otáčí po čtvrtotáčkách: { $degrees }° není 0, 90, 180 ani 270
error-play-no-such-feature = { $why ->
    [no-tile] na poli ({ $x }, { $y }) neleží žádná kartička
   *[no-feature] kartička { $tile } nemá území „{ $name }“
  }
error-play-no-piece = { $piece ->
    [guard] v zásobě vám nezbyl žádný strážný družiník (B3)
   *[meeple] v zásobě vám nezbyl žádný družiník (B3)
  }
error-play-on-mist = družiník nikdy nestojí na mlze ani na kouzelném kruhu (B3, S8)
error-play-on-ruin = na zřícenině na startovní kartičce nikdy nestojí družiník (G2)
error-play-occupied = toto území ({ $name }) už družiníka má (B3)
error-play-ghost-move = { $to ->
    [own] tento přesun ducha teď není dovolen: { $rule } dluží { $count } { $count ->
        [one] ducha
        [few] duchy
       *[other] duchů
    } k jednomu z vašich družiníků (ne strážnému)
    [others] tento přesun ducha teď není dovolen: { $rule } dluží { $count } { $count ->
        [one] ducha
        [few] duchy
       *[other] duchů
    } k družiníkovi jiného hráče (ne strážnému)
    [circle] tento přesun ducha teď není dovolen: { $rule } dluží { $count } { $count ->
        [one] ducha
        [few] duchy
       *[other] duchů
    } do kouzelných kruhů nové kartičky
   *[none] tento přesun ducha teď není dovolen: nedluží se žádný duch
  }
error-play-nothing-to-undo = není co vrátit zpět
error-play-nothing-to-redo = není co zopakovat

## Kódy hry přes odkaz, které nelze přečíst (GameHandle.fromLink: www/words/refusals.js)

error-link-too-long = kód odkazu má { $n } znaků, víc než kód jakékoli hry ({ $max }): je poškozený, nebo to není odkaz této stránky
error-link-not-base64 = kód odkazu obsahuje znaky, které kód nikdy nemá (jen písmena, číslice, - a _): je poškozený
error-link-cut-short = odkaz byl cestou zkrácen nebo změněn: zkopírujte znovu celý odkaz
error-link-not-a-link = tohle není odkaz této stránky
error-link-newer-version = odkaz je ve verzi { $n }, novější než tato stránka, která čte verze 1 až { $max }: otevřete ho v novější verzi stránky
error-link-damaged = odkaz je poškozený: hru z něj nelze přečíst; požádejte přítele, ať vám ho pošle znovu
error-link-unwritable = tato hra nemá kód pro hru přes odkaz (začala z ručně rozložené pozice): použijte odkaz ke sdílení nebo soubor

## Co je špatně v řádku kartičky (error-file-tile-notation): slova zápisu zůstávají, jak jsou napsaná

error-tile-no-colon = řádek kartičky má tvar „ID: území; území…“ a tento nemá „:“
error-tile-no-id = chybí ID kartičky před „:“
error-tile-bad-id = ID kartičky „{ $word }“ musí mít 1 až { $count } písmen, číslic, „-“, „_“ nebo „.“
error-tile-bad-count = počet „{ $word }“ musí být x1 až x100
error-tile-bad-start = „{ $word }“ musí mít tvar start@X,Y, kde X a Y jsou od -3 do 3
error-tile-unknown-head-word = neznámé slovo „{ $word }“ před „:“ (očekáváno: počet jako x4, start nebo start@X,Y)
error-tile-too-many-features = kartička má nejvýše { $count } území
error-tile-unknown-feature = neznámé území „{ $word }“ (očekáváno: city, road, field, monastery, castle, cemetery, mist nebo ruin)
error-tile-too-many-shields = město má nejvýše { $count } { $count ->
        [one] erb
        [few] erby
        [many] erbu
       *[other] erbů
    } („shield“)
error-tile-touches-nothing = za „touches“ musí následovat názvy měst, například city1
error-tile-touches-twice = „touches“ je v louce uvedeno dvakrát
error-tile-circles-twice = „circles“ je v části mlhy uvedeno dvakrát
error-tile-bad-circles = za „circles“ musí následovat 1, 2 nebo 3
error-tile-not-a-side = { $feature ->
    [city] „{ $word }“ v „city“ není hrana (N, E, S, W) ani „shield“
    [mist] „{ $word }“ v „mist“ není hrana (N, E, S, W) ani „circles N“
   *[road] „{ $word }“ v „road“ není hrana (N, E, S, W)
  }
error-tile-side-twice = hrana { $word } je dvakrát uvedena v { $feature ->
        [city] „city“
        [mist] „mist“
       *[road] „road“
    }
error-tile-not-a-half = „{ $word }“ v louce není polovina hrany (NL, NR, EL, ER, SL, SR, WL, WR), celá hrana ani „touches“
error-tile-half-twice = „{ $word }“ je v louce uvedeno dvakrát
error-tile-takes-no-word = { $feature ->
    [castle] „castle“ nebere „{ $word }“
    [cemetery] „cemetery“ nebere „{ $word }“
   *[monastery] „monastery“ nebere „{ $word }“
  }
error-tile-no-side = { $feature ->
    [city] „city“ musí sahat aspoň k jedné hraně
    [mist] „mist“ musí sahat aspoň k jedné hraně (M1)
    [field] „field“ musí sahat aspoň k jedné polovině hrany
   *[road] „road“ musí sahat aspoň k jedné hraně
  }
error-tile-no-features = kartička nemá žádná území
error-tile-touches-not-a-city = „{ $word }“ za „touches“ není město této kartičky
error-tile-touched-twice = „{ $word }“ je za „touches“ uvedeno dvakrát
error-tile-two-central = kartička má nejvýše jeden klášter, zámek nebo hřbitov
error-tile-not-a-corner = „{ $word }“ u zříceniny není roh (NE, SE, SW, NW)
error-tile-one-corner = zřícenina stojí právě v jednom rohu (NE, SE, SW, NW); tato jich uvádí { $count }
error-tile-two-ruins = kartička má nejvýše jednu zříceninu
error-tile-too-many-circles = kartička ukazuje nejvýše 3 kouzelné kruhy, tato { $count }
error-tile-side-shared = hrana { $word } patří k { $count } { $count ->
        [one] městu nebo cestě
        [few] městům a cestám
        [many] městům a cestám
       *[other] městům a cestám
    }; hrana patří nejvýše k jednomu
error-tile-two-mists = hrana { $word } je ve dvou částech mlhy
error-tile-mist-on-city = hrana { $word } je hrana města s mlhou; mlha leží jen na cestách a loukách (M1)
error-tile-half-on-city = polovina hrany { $word } je na hraně města a nemůže být v louce
error-tile-half-on-mist = polovina hrany { $word } je na hraně s mlhou: louky nikdy nesahají k hraně s mlhou (M1)
error-tile-half-in-no-field = polovina hrany { $word } není v žádné louce (každá polovina hrany cesty nebo louky bez mlhy je v louce)
error-tile-half-in-fields = polovina hrany { $word } je v { $count } { $count ->
        [one] louce
        [few] loukách
        [many] loukách
       *[other] loukách
    }; musí být právě v jedné
error-tile-duplicate-id = toto ID kartičky už je použité, kartičkou zvolených her nebo dřívějším řádkem
