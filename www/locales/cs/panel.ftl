# Co by přiložení udělalo, a slova mlhy (argumenty: viz en/panel.ftl).
# Místa nesou svou předložku a pád podle $case: "from" → „z banku“, „od družiníka Modrý 2“;
# "to" → „k družiníkovi Modrý 2“, „do banku“; "in" → „do kruhu …“. Hrany ($continues …) jsou
# v 6. pádě po „na“: „severu“. Jména hráčů se neskloňují („hráče Modrý“).

outcome-heading = Kartička { $tile }, otočená o { $rotation }°
cell-coordinates = pole ({ $x }, { $y })

## Oblasti mlhy

side-N = severu
side-E = východě
side-S = jihu
side-W = západě
# one half of a side a field reaches ($side: a side-… word; $half: N, E, S, W, the compass half)
board-side-half = { $side } ({ $half ->
        [N] severní
        [E] východní
        [S] jižní
       *[W] západní
    } polovina)
bank-sentence = { $acts ->
    [continue-limit] Oblast mlhy { $bank } ({ $tiles ->
        [one] { $tiles } kartička
        [few] { $tiles } kartičky
        [many] { $tiles } kartičky
       *[other] { $tiles } kartiček
    }): { $nContinue ->
        [one] hrana nové kartičky na { $continues } ji rozšiřuje
        [few] hrany nové kartičky na { $continues } ji rozšiřují
       *[other] hrany nové kartičky na { $continues } ji rozšiřují
    } a { $nLimit ->
        [one] její hrana na { $limits } ji rozptyluje
        [few] její hrany na { $limits } ji rozptylují
       *[other] její hrany na { $limits } ji rozptylují
    }, takže nikdy nemůže být dokončena.
    [limit] Oblast mlhy { $bank } ({ $tiles ->
        [one] { $tiles } kartička
        [few] { $tiles } kartičky
        [many] { $tiles } kartičky
       *[other] { $tiles } kartiček
    }): { $nLimit ->
        [one] hrana nové kartičky na { $limits } ji rozptyluje
        [few] hrany nové kartičky na { $limits } ji rozptylují
       *[other] hrany nové kartičky na { $limits } ji rozptylují
    }, takže nikdy nemůže být dokončena.
    [close] Oblast mlhy { $bank } ({ $tiles ->
        [one] { $tiles } kartička
        [few] { $tiles } kartičky
        [many] { $tiles } kartičky
       *[other] { $tiles } kartiček
    }): { $nClose ->
        [one] hrana nové kartičky na { $closes } ji dokončuje
        [few] hrany nové kartičky na { $closes } ji dokončují
       *[other] hrany nové kartičky na { $closes } ji dokončují
    }: nezbývá žádná otevřená hrana s mlhou.
   *[continue] Oblast mlhy { $bank } ({ $tiles ->
        [one] { $tiles } kartička
        [few] { $tiles } kartičky
        [many] { $tiles } kartičky
       *[other] { $tiles } kartiček
    }): { $nContinue ->
        [one] hrana nové kartičky na { $continues } ji rozšiřuje
        [few] hrany nové kartičky na { $continues } ji rozšiřují
       *[other] hrany nové kartičky na { $continues } ji rozšiřují
    }.
  }
bank-circles = V oblasti mlhy { $bank }: { $circles }.
circle-holds = { $circle }: { $ghosts ->
    [one] { $ghosts } duch
    [few] { $ghosts } duchové
    [many] { $ghosts } ducha
   *[other] { $ghosts } duchů
  }
bank-limit-clear = { $n ->
    [one] Hrana nové kartičky na { $sides } je bez mlhy a sousedí
    [few] Hrany nové kartičky na { $sides } jsou bez mlhy a sousedí
   *[other] Hrany nové kartičky na { $sides } jsou bez mlhy a sousedí
  } s mlhou sousední kartičky.

## Místa

meeple-label = { $case ->
    [from] od družiníka { $player } { $n }
    [to] k družiníkovi { $player } { $n }
    [in] k družiníkovi { $player } { $n }
   *[nom] { $player } { $n }
  }
circle-label = { $case ->
    [from] z kruhu { $n }
    [to] do kruhu { $n }
    [in] do kruhu { $n }
   *[nom] kruh { $n }
  }
new-tile-circles = { $n ->
    [one] { $case ->
        [from] z kruhu nové kartičky
        [to] do kruhu nové kartičky
        [in] do kruhu nové kartičky
       *[nom] kruh nové kartičky
    }
    [few] { $case ->
        [from] z kruhů nové kartičky
        [to] do kruhů nové kartičky
        [in] do kruhů nové kartičky
       *[nom] kruhy nové kartičky
    }
   *[other] { $case ->
        [from] z kruhů nové kartičky
        [to] do kruhů nové kartičky
        [in] do kruhů nové kartičky
       *[nom] kruhy nové kartičky
    }
  }
supply = { $case ->
    [from] z banku
    [to] do banku
    [in] do banku
   *[nom] bank
  }
meeple-on = { $case ->
    [from] od družiníka hráče { $player } ({ $feature })
    [to] k družiníkovi hráče { $player } ({ $feature })
    [in] k družiníkovi hráče { $player } ({ $feature })
   *[nom] družiník hráče { $player } ({ $feature })
  }
meeple-on-any = { $case ->
    [from] od družiníka ({ $feature })
    [to] k družiníkovi ({ $feature })
    [in] k družiníkovi ({ $feature })
   *[nom] družiník ({ $feature })
  }
player-possessive = hráče { $player }

## Pole hrací plochy, jak ho čte kurzor klávesnice (cell-words.js): $features, území kartičky,
## jak je plocha označuje („Město · S a Cesta · Z–V“); $feature, jedno z nich

cell-empty = Prázdné pole.
cell-no-fit = Prázdné pole vedle kartiček: kartička v ruce se sem nehodí.
# $n: pořadí pole mezi $total poli, kam se kartička hodí; $rotations: „0° nebo 180°“
cell-legal = Volné pole č. { $n } (celkem { $total }): kartička se sem hodí otočená o { $rotations }.

## Odkud duchové přicházejí

from-supply = z banku
from-place = { $what }
from-bank-circles = z kruhů oblasti mlhy { $bank }
from-circles = z kruhů oblasti mlhy
from-around-or-supply = z 8 okolních kartiček nebo z banku
from-around = { $places }, pak z banku
from-around-only = { $places }
from-around-none = z banku (na 8 okolních kartičkách není žádný duch)

## Kam jdou

to-meeple = { $whom }
to-meeples-of = k družiníkům hráče { $player } ({ $n } na výběr)
to-new-circles = { $circles }
to-whom-own = k družiníkům hráče { $player }
to-whom-own-yours = k vašim družiníkům
to-whom-others = k družiníkům { $players }

## Jeden řádek na povinnost

ghosts-move = { $moved ->
    [one] { $moved } duch
    [few] { $moved } duchové
    [many] { $moved } ducha
   *[other] { $moved } duchů
  } { $from } { $to }
ghosts-owed-from = { $owed ->
    [one] { $owed } dlužný duch
    [few] { $owed } dlužní duchové
    [many] { $owed } dlužného ducha
   *[other] { $owed } dlužných duchů
  } { $from } { $to }
ghosts-owed = { $owed ->
    [one] { $owed } dlužný duch
    [few] { $owed } dlužní duchové
    [many] { $owed } dlužného ducha
   *[other] { $owed } dlužných duchů
  } { $to }

## Proč duchové nebyli umístěni (G4, V6)

short-no-meeple-stays-in-supply = { $who } { $nWho ->
    [one] nemá
    [few] nemají
   *[other] nemají
  } { $left ->
    [true] už žádného družiníka
   *[false] žádného družiníka
  }, který by { $count ->
    [one] ho mohl vzít, takže 1 duch zůstává
    [few] je mohl vzít, takže { $count } duchové zůstávají
    [many] je mohl vzít, takže { $count } ducha zůstává
   *[other] je mohl vzít, takže { $count } duchů zůstává
  } v banku
short-no-meeple-stays-in-circles = { $who } { $nWho ->
    [one] nemá
    [few] nemají
   *[other] nemají
  } { $left ->
    [true] už žádného družiníka
   *[false] žádného družiníka
  }, který by { $count ->
    [one] ho mohl vzít, takže 1 duch zůstává ve svém kruhu
    [few] je mohl vzít, takže { $count } duchové zůstávají ve svých kruzích
    [many] je mohl vzít, takže { $count } ducha zůstává ve svých kruzích
   *[other] je mohl vzít, takže { $count } duchů zůstává ve svých kruzích
  }
short-no-meeple-to-supply = { $who } { $nWho ->
    [one] nemá
    [few] nemají
   *[other] nemají
  } { $left ->
    [true] už žádného družiníka
   *[false] žádného družiníka
  }, který by { $count ->
    [one] ho mohl vzít, takže 1 duch se ze svého kruhu vrací do banku
    [few] je mohl vzít, takže { $count } duchové se z kruhů vracejí do banku
    [many] je mohl vzít, takže { $count } ducha se z kruhů vrací do banku
   *[other] je mohl vzít, takže { $count } duchů se z kruhů vrací do banku
  }
short-guards-only = { $who } { $nWho ->
    [one] má
    [few] mají
   *[other] mají
  } na herním plánu jen strážné družiníky a strážní družiníci duchy neberou
short-no-ghost-supply = bank je prázdný, takže { $count ->
    [one] 1 duch není umístěn
    [few] { $count } duchové nejsou umístěni
    [many] { $count } ducha není umístěno
   *[other] { $count } duchů není umístěno
  }
short-no-ghost-circles = v kruzích už není žádný duch, takže { $count ->
    [one] 1 duch není umístěn
    [few] { $count } duchové nejsou umístěni
    [many] { $count } ducha není umístěno
   *[other] { $count } duchů není umístěno
  }
short-no-ghost-around = kolem kartičky už není žádný duch a bank je prázdný, takže { $count ->
    [one] 1 kruh zůstává prázdný
    [few] { $count } kruhy zůstávají prázdné
    [many] { $count } kruhu zůstává prázdných
   *[other] { $count } kruhů zůstává prázdných
  }
short-variant-to-supply = varianta V6: duchové z kruhů, které nikdo nemůže vzít, jdou do banku

## Volby (S7, S7a)

choice-order = Vyberete, která oblast mlhy jde první.
choice-circles = { $n ->
    [one] Vyberete, který kruh ho dá.
    [few] Vyberete, které kruhy je dají.
   *[other] Vyberete, které kruhy je dají.
  }

## Řádek

line-move = { $title }: { $what }
line-move-short = { $title }: { $what }; { $why }
line-none = { $title }: { $owed }, ale { $why }
line-none-no-ghost = { $title }: { $owed }, ale { $why }

## Dokončená území

completes-scores = Dokončuje { $feature ->
    [city] město
    [road] cestu
    [field] louku
    [monastery] klášter
    [castle] zámek
   *[other] území { $kind }
  } ({ $tiles ->
    [one] { $tiles } kartička
    [few] { $tiles } kartičky
    [many] { $tiles } kartičky
   *[other] { $tiles } kartiček
  }): { $points ->
    [one] { $points } bod
    [few] { $points } body
    [many] { $points } bodu
   *[other] { $points } bodů
  } pro hráče { $players }
completes-nobody = Dokončuje { $feature ->
    [city] město
    [road] cestu
    [field] louku
    [monastery] klášter
    [castle] zámek
   *[other] území { $kind }
  } ({ $tiles ->
    [one] { $tiles } kartička
    [few] { $tiles } kartičky
    [many] { $tiles } kartičky
   *[other] { $tiles } kartiček
  }): { $points ->
    [one] { $points } bod
    [few] { $points } body
    [many] { $points } bodu
   *[other] { $points } bodů
  }, ale zatím na něm nestojí žádný družiník
cemetery-keeper = Obklopuje hřbitov: { $players } { $n ->
    [one] získává strážného družiníka
    [few] získávají strážného družiníka
   *[other] získávají strážného družiníka
  }
cemetery-empty = Obklopuje hřbitov (nikdo ho nehlídá)
quiet = Klidné přiložení: žádná mlha, nic dokončeno.
supply-change = Bank duchů { $before } → { $after }.
# the same, said by a screen reader (the text board's O)
supply-change-said = Bank duchů se změní z { $before } na { $after }.
# $before, $after (the ghosts paid), $end (the end of the turn), $back (ghosts back with the meeples that score)
supply-change-back = Bank duchů { $before } → { $after } po přesunu duchů, pak { $end }: { $back ->
        [one] 1 duch se vrátí
        [few] { $back } duchové se vrátí
       *[other] { $back } duchů se vrátí
    } s bodujícími meeply (G5).
supply-change-back-said = Bank duchů se změní z { $before } na { $after } po přesunu duchů, pak na { $end }: { $back ->
        [one] 1 duch se vrátí
        [few] { $back } duchové se vrátí
       *[other] { $back } duchů se vrátí
    } s bodujícími meeply (G5).
rules-label = Pravidla:
show-coordinates = Souřadnice
line-times = (× { $n })
home-line = { $meeple } dostává třetího ducha a vrací se do zásoby; { $kind ->
        [city] jeho město je znovu volné
        [road] jeho cesta je znovu volná
        [field] jeho louka je znovu volná
        [monastery] jeho klášter je znovu volný
        [castle] jeho zámek je znovu volný
        [cemetery] jeho hřbitov je znovu volný
       *[other] jeho území ({ $feature }) je znovu volné
    }

## Tlačítka a popisky volby ducha

move-from-to = { $from } → { $to }
move-to = K: { $to }
# $from, $to: the places with their case ("from", "to": the preposition included)
move-title = Přesunout ducha { $from } { $to }
meeple-holds = { $ghosts ->
    [one] (má 1 ducha)
    [2] (má 2 duchy: třetí ho pošle domů, G3)
    [few] (má { $ghosts } duchy)
    [many] (má { $ghosts } ducha)
   *[other] (má { $ghosts } duchů)
  }

## Odkazy na pravidla

rule-link-title = { $id } · { $title } (klikněte pro pravidlo)
rule-link-label = Pravidlo { $id }: { $title }
rule-link-label-unknown = Pravidlo { $id }
rule-unknown-title = Neznámé pravidlo
rule-unknown-text = Pravidlo { $id } neexistuje.

## Oblast mlhy pod ukazatelem

mist-bank = Oblast mlhy
mist-tiles = { $n ->
    [one] { $n } kartička
    [few] { $n } kartičky
    [many] { $n } kartičky
   *[other] { $n } kartiček
  }
mist-open = otevřená: { $n ->
    [one] { $n } hrana s mlhou je ještě volná
    [few] { $n } hrany s mlhou jsou ještě volné
    [many] { $n } hrany s mlhou je ještě volné
   *[other] { $n } hran s mlhou je ještě volných
  }
mist-limited = rozptýlená: hrana s mlhou sousedí s hranou bez mlhy (M4)
mist-closed = dokončená (M2)
mist-circles = { $circles ->
    [one] { $circles } kouzelný kruh
    [few] { $circles } kouzelné kruhy
    [many] { $circles } kouzelného kruhu
   *[other] { $circles } kouzelných kruhů
  }, s duchem: { $ghosts }
mist-circles-empty = { $circles ->
    [one] { $circles } kouzelný kruh, prázdný
    [few] { $circles } kouzelné kruhy, všechny prázdné
    [many] { $circles } kouzelného kruhu, všechny prázdné
   *[other] { $circles } kouzelných kruhů, všechny prázdné
  }
mist-circle-ghost = její kouzelný kruh obsahuje ducha
mist-circle-empty = její kouzelný kruh je prázdný

## Legenda

legend = Legenda
legend-title = Co ukazuje herní plán

## log-words.js

event-city = { $shields ->
        [0] Město o { $tiles ->
            [one] { $tiles } kartičce
            [few] { $tiles } kartičkách
           *[other] { $tiles } kartičkách
        }
       *[other] Město o { $tiles ->
            [one] { $tiles } kartičce
            [few] { $tiles } kartičkách
           *[other] { $tiles } kartičkách
        } { $shields ->
            [6] se
            [7] se
            [16] se
            [17] se
           *[other] s
        } { $shields ->
            [one] { $shields } erbem
            [few] { $shields } erby
           *[other] { $shields } erby
        }
    }
event-road = Cesta o { $tiles ->
        [one] { $tiles } kartičce
        [few] { $tiles } kartičkách
       *[other] { $tiles } kartičkách
    }
event-monastery = Klášter ({ $tiles } z 9 kartiček)
event-castle = Zámek s kartičkami s mlhou okolo: { $tiles }
event-cemetery = Hřbitov
event-field = Louka u dokončených měst: { $cities }
event-ghosts = Duchové na družinících: { $ghosts }
event-other = { $kind }
event-completed = { $what } — dokončené území: { $players } + { $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    }
event-end = { $what } — závěrečné vyhodnocení: { $players } + { $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    }
event-ghost-cost = { $what } — závěrečné vyhodnocení: { $players } { $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    }
event-nobody-completed = { $what } — dokončené území: není na něm žádný družiník
event-nobody-end = { $what } — závěrečné vyhodnocení: není na něm žádný družiník
event-keeper = Hřbitov obklopen: strážce hráče { $players } se vrací do zásoby, se strážným družiníkem z obecné zásoby, pokud nějaký zbývá
log-tile = { $player }: kartička { $tile } přiložena, otočená o { $rotation }°
log-meeple = { $player }: družiník umístěn { $kind ->
        [city] do města
        [road] na cestu
        [field] na louku
        [monastery] do kláštera
        [castle] na zámek
        [cemetery] na hřbitov
       *[other] — { $feature }
    }
log-guard = { $player }: strážný družiník umístěn { $kind ->
        [city] do města
        [road] na cestu
        [field] na louku
        [monastery] do kláštera
        [castle] na zámek
        [cemetery] na hřbitov
       *[other] — { $feature }
    }
log-ghost-move = { $player }: duch přesunut { $from } { $to }
log-circles = { $circles ->
        [one] { $case ->
            [from] z kouzelného kruhu
            [to] do kouzelného kruhu
            [in] do kouzelného kruhu
           *[nom] kouzelný kruh
        }
        [few] { $case ->
            [from] z kouzelných kruhů oblasti mlhy
            [to] do kouzelných kruhů oblasti mlhy
            [in] do kouzelných kruhů oblasti mlhy
           *[nom] kouzelné kruhy oblasti mlhy
        }
       *[other] { $case ->
            [from] z kouzelných kruhů oblasti mlhy
            [to] do kouzelných kruhů oblasti mlhy
            [in] do kouzelných kruhů oblasti mlhy
           *[nom] kouzelné kruhy oblasti mlhy
        }
    }
log-home = { $line }; družiník hráče { $owner } dostává třetího ducha a vrací se do zásoby: { $kind ->
        [city] jeho město je znovu volné
        [road] jeho cesta je znovu volná
        [field] jeho louka je znovu volná
        [monastery] jeho klášter je znovu volný
        [castle] jeho zámek je znovu volný
        [cemetery] jeho hřbitov je znovu volný
       *[other] jeho území ({ $feature }) je znovu volné
    } (G3)
log-skip = { $player }: žádný družiník
log-skip-no-pieces = { $player }: žádný družiník — nezbývá družiník ani strážný
log-skip-no-meeple = { $player }: žádný družiník — žádný nezbývá
log-skip-no-free-feature = { $player }: žádný družiník — na kartičce není volné území
log-rule = { $line } ({ $rule })

## Textový plán (words/board-words.js): plán slovy pro čtečku obrazovky, pole po poli.
## Sever je na plánu nahoře; „střed“ je pole první startovní kartičky.

board-east = { $n } na východ
board-west = { $n } na západ
board-north = { $n } na sever
board-south = { $n } na jih
board-from-centre = { $where } od středu
board-centre = Střed
board-rotation = { $rotation }°
# $what: what the cell holds (the sentences below), $where: where it is (board-from-centre)
board-at = { $where }: { $what }
board-cell-no-fit = Prázdné pole; kartička v ruce sem nemůže: { $why }.
board-legal-now = Tak, jak je otočená teď ({ $rotation }°), ji Enter přiloží.
board-legal-turn = Tak, jak je otočená teď ({ $rotation }°), nepasuje: R ji otočí.
board-tile = Kartička { $tile }, otočená o { $rotation }°: { $features }.
# between two features of board-tile (French sets a space before “;”)
board-features-separator = { "; " }
board-feature-sides = { $label } na { $sides }
board-feature-shields = { $what }, { $n ->
        [one] { $n } erb
        [few] { $n } erby
       *[other] { $n } erbů
    }
board-feature-circles = { $what }, { $n ->
        [one] { $n } kouzelný kruh
        [few] { $n } kouzelné kruhy
       *[other] { $n } kouzelných kruhů
    }
board-feature-circle = { $what }, kruh { $label } { $ghosts ->
        [0] (prázdný)
       *[other] (s duchem)
    }
board-meeple = { $who }: družiník { $kind ->
        [city] ve městě
        [road] na cestě
        [field] na louce
        [monastery] v klášteře
        [castle] na zámku
        [cemetery] na hřbitově
       *[other] — { $feature }
    }{ $ghosts ->
        [0] .
        [one] , s 1 duchem.
        [2] , se 2 duchy: třetí ho pošle domů (G3).
        [few] , se { $ghosts } duchy.
       *[other] , s { $ghosts } duchy.
    }
board-guard = { $who }: strážný družiník { $kind ->
        [city] ve městě
        [road] na cestě
        [field] na louce
        [monastery] v klášteře
        [castle] na zámku
        [cemetery] na hřbitově
       *[other] — { $feature }
    }.
board-cell-last = Naposledy přiložená kartička; přiložil ji hráč { $player }.
board-cell-last-tile = Naposledy přiložená.
board-score = { $player }: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }, v zásobě { $meeples ->
        [one] { $meeples } družiník
        [few] { $meeples } družiníci
       *[other] { $meeples } družiníků
    }{ $mist ->
        [yes] , { $guards ->
            [one] { $guards } strážný
            [few] { $guards } strážní
           *[other] { $guards } strážných
        }, { $ghosts ->
            [0] na družinících žádný duch.
            [one] na družinících { $ghosts } duch.
            [few] na družinících { $ghosts } duchové.
           *[other] na družinících { $ghosts } duchů.
        }
       *[no] .
    }
board-tiles-left = { $n ->
        [0] Žádná kartička nezbývá.
        [one] Zbývá { $n } kartička, ta v ruce.
        [few] Zbývají { $n } kartičky, včetně té v ruce.
       *[other] Zbývá { $n } kartiček, včetně té v ruce.
    }
board-ghost-supply = Duchové v banku: { $n } z 15.
# a choice of the moment, said with its number (the key that chooses it); $what: the choice in words, a sentence
board-choice = { $n }: { $what }
# a meeple spot of the tile just placed, as a button's name and the text board says it; $feature: the feature as a cell says it ("Road, east and west")
board-choice-meeple = { $feature }: družiník.
board-choice-guard = { $feature }: strážný družiník.
