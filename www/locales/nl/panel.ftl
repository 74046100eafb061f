# Wat een tegel zou doen, en de woorden van de mist (argumenten: zie en/panel.ftl).
# Plaatsen dragen hun voorzetsel volgens $case: "from" → „uit de voorraad”, „van Blauw 2”;
# "to" → „naar Blauw 2”; "in" → „in de cirkel …”. Zijden ($continues …) staan na „in het”: „noorden”.

outcome-heading = Tegel { $tile }, { $rotation }° gedraaid
cell-coordinates = vak ({ $x }, { $y })

## Mistbanken

side-N = noorden
side-E = oosten
side-S = zuiden
side-W = westen
# one half of a side a field reaches ($side: a side-… word; $half: N, E, S, W, the compass half)
board-side-half = { $side } ({ $half ->
        [N] noordelijke
        [E] oostelijke
        [S] zuidelijke
       *[W] westelijke
    } helft)
bank-sentence = { $acts ->
    [continue-limit] Mistbank { $bank } ({ $tiles ->
        [one] { $tiles } tegel
       *[other] { $tiles } tegels
    }): { $nContinue ->
        [one] de zijde van de nieuwe tegel in het { $continues } breidt hem uit
       *[other] de zijden van de nieuwe tegel in het { $continues } breiden hem uit
    } en { $nLimit ->
        [one] de zijde in het { $limits } beperkt hem
       *[other] de zijden in het { $limits } beperken hem
    }, dus hij kan nooit worden afgesloten.
    [limit] Mistbank { $bank } ({ $tiles ->
        [one] { $tiles } tegel
       *[other] { $tiles } tegels
    }): { $nLimit ->
        [one] de zijde van de nieuwe tegel in het { $limits } beperkt hem
       *[other] de zijden van de nieuwe tegel in het { $limits } beperken hem
    }, dus hij kan nooit worden afgesloten.
    [close] Mistbank { $bank } ({ $tiles ->
        [one] { $tiles } tegel
       *[other] { $tiles } tegels
    }): { $nClose ->
        [one] de zijde van de nieuwe tegel in het { $closes } sluit hem af
       *[other] de zijden van de nieuwe tegel in het { $closes } sluiten hem af
    }: er blijft geen open zijde met mist over.
   *[continue] Mistbank { $bank } ({ $tiles ->
        [one] { $tiles } tegel
       *[other] { $tiles } tegels
    }): { $nContinue ->
        [one] de zijde van de nieuwe tegel in het { $continues } breidt hem uit
       *[other] de zijden van de nieuwe tegel in het { $continues } breiden hem uit
    }.
  }
bank-circles = In mistbank { $bank }: { $circles }.
circle-holds = { $circle } bevat { $ghosts ->
    [one] { $ghosts } spook
   *[other] { $ghosts } spoken
  }
bank-limit-clear = { $n ->
    [one] De zijde van de nieuwe tegel in het { $sides } heeft geen mist en grenst
   *[other] De zijden van de nieuwe tegel in het { $sides } hebben geen mist en grenzen
  } aan de mist van de buurtegel.

## Plaatsen

meeple-label = { $case ->
    [from] van { $player } { $n }
    [to] naar { $player } { $n }
    [in] in { $player } { $n }
   *[nom] { $player } { $n }
  }
circle-label = { $case ->
    [from] uit cirkel { $n }
    [to] naar cirkel { $n }
    [in] in cirkel { $n }
   *[nom] cirkel { $n }
  }
new-tile-circles = { $n ->
    [one] { $case ->
        [from] uit de cirkel van de nieuwe tegel
        [to] naar de cirkel van de nieuwe tegel
        [in] in de cirkel van de nieuwe tegel
       *[nom] de cirkel van de nieuwe tegel
    }
   *[other] { $case ->
        [from] uit de cirkels van de nieuwe tegel
        [to] naar de cirkels van de nieuwe tegel
        [in] in de cirkels van de nieuwe tegel
       *[nom] de cirkels van de nieuwe tegel
    }
  }
supply = { $case ->
    [from] uit de voorraad
    [to] naar de voorraad
    [in] in de voorraad
   *[nom] de voorraad
  }
meeple-on = { $case ->
    [from] van de meeple van { $player } ({ $feature })
    [to] naar de meeple van { $player } ({ $feature })
    [in] in de meeple van { $player } ({ $feature })
   *[nom] de meeple van { $player } ({ $feature })
  }
meeple-on-any = { $case ->
    [from] van een meeple ({ $feature })
    [to] naar een meeple ({ $feature })
    [in] in een meeple ({ $feature })
   *[nom] een meeple ({ $feature })
  }
player-possessive = van { $player }

## Een vak van het bord, zoals de cursor van het toetsenbord het voorleest (cell-words.js):
## $features, de gebieden van de tegel zoals het bord ze noemt („Stad · N en Weg · W–O”)

cell-empty = Leeg vak.
cell-no-fit = Leeg vak naast de tegels: de tegel in de hand past hier niet.
# $n: de plaats van dit vak onder de $total vakken waar de tegel past; $rotations: „0° of 180°”
cell-legal = Vrij vak { $n } van { $total }: de tegel past hier { $rotations } gedraaid.

## Waar de spoken vandaan komen

from-supply = uit de voorraad
from-place = { $what }
from-bank-circles = uit de cirkels van mistbank { $bank }
from-circles = uit de cirkels van de mistbank
from-around-or-supply = van de 8 tegels eromheen of uit de voorraad
from-around = { $places }, daarna uit de voorraad
from-around-only = { $places }
from-around-none = uit de voorraad (geen spook op de 8 tegels eromheen)

## Waar ze heen gaan

to-meeple = { $whom }
to-meeples-of = naar de meeples van { $player } ({ $n } om uit te kiezen)
to-new-circles = { $circles }
to-whom-own = naar de meeples van { $player }
to-whom-own-yours = naar je eigen meeples
to-whom-others = naar de meeples { $players }

## Eén regel per verplichting

ghosts-move = { $moved ->
    [one] { $moved } spook
   *[other] { $moved } spoken
  } { $from } { $to }
ghosts-owed-from = { $owed ->
    [one] { $owed } verschuldigd spook
   *[other] { $owed } verschuldigde spoken
  } { $from } { $to }
ghosts-owed = { $owed ->
    [one] { $owed } verschuldigd spook
   *[other] { $owed } verschuldigde spoken
  } { $to }

## Waarom spoken niet gezet worden (G4, V6)

short-no-meeple-stays-in-supply = { $who } { $nWho ->
    [one] heeft
   *[other] hebben
  } { $left ->
    [true] geen meeple meer
   *[false] geen meeple
  } die { $count ->
    [one] het kan nemen, dus 1 spook blijft
   *[other] ze kan nemen, dus { $count } spoken blijven
  } in de voorraad
short-no-meeple-stays-in-circles = { $who } { $nWho ->
    [one] heeft
   *[other] hebben
  } { $left ->
    [true] geen meeple meer
   *[false] geen meeple
  } die { $count ->
    [one] het kan nemen, dus 1 spook blijft in zijn cirkel
   *[other] ze kan nemen, dus { $count } spoken blijven in hun cirkels
  }
short-no-meeple-to-supply = { $who } { $nWho ->
    [one] heeft
   *[other] hebben
  } { $left ->
    [true] geen meeple meer
   *[false] geen meeple
  } die { $count ->
    [one] het kan nemen, dus 1 spook gaat uit zijn cirkel terug naar de voorraad
   *[other] ze kan nemen, dus { $count } spoken gaan uit de cirkels terug naar de voorraad
  }
short-guards-only = { $who } { $nWho ->
    [one] heeft
   *[other] hebben
  } alleen bewakingsmeeples op het speelveld, en bewakingsmeeples nemen geen spoken
short-no-ghost-supply = de voorraad is leeg, dus { $count ->
    [one] 1 spook wordt
   *[other] { $count } spoken worden
  } niet gezet
short-no-ghost-circles = geen spook meer in de cirkels, dus { $count ->
    [one] 1 spook wordt
   *[other] { $count } spoken worden
  } niet gezet
short-no-ghost-around = geen spook meer rond de tegel en de voorraad is leeg, dus { $count ->
    [one] 1 cirkel blijft
   *[other] { $count } cirkels blijven
  } leeg
short-variant-to-supply = variant V6: cirkelspoken die niemand kan nemen, gaan naar de voorraad

## Keuzes (S7, S7a)

choice-order = Je kiest welke mistbank eerst gaat.
choice-circles = { $n ->
    [one] Je kiest welke cirkel het geeft.
   *[other] Je kiest welke cirkels ze geven.
  }

## Een regel

line-move = { $title }: { $what }
line-move-short = { $title }: { $what }; { $why }
line-none = { $title }: { $owed }, maar { $why }
line-none-no-ghost = { $title }: { $owed }, maar { $why }

## Afgebouwde gebieden

completes-scores = Bouwt { $feature ->
    [city] de stad
    [road] de weg
    [field] de weide
    [monastery] het klooster
    [castle] het spookslot
   *[other] het gebied { $kind }
  } van { $tiles ->
    [one] { $tiles } tegel
   *[other] { $tiles } tegels
  } af: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
  } voor { $players }
completes-nobody = Bouwt { $feature ->
    [city] de stad
    [road] de weg
    [field] de weide
    [monastery] het klooster
    [castle] het spookslot
   *[other] het gebied { $kind }
  } van { $tiles ->
    [one] { $tiles } tegel
   *[other] { $tiles } tegels
  } af: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
  }, maar er staat nog geen meeple op
cemetery-keeper = Omringt het kerkhof: { $players } { $n ->
    [one] neemt een bewakingsmeeple
   *[other] nemen een bewakingsmeeple
  }
cemetery-empty = Omringt het kerkhof (geen bewaker erop)
quiet = Een rustige tegel: geen mist geraakt, niets afgebouwd.
supply-change = Spokenvoorraad { $before } → { $after }.
# the same, said by a screen reader (the text board's O)
supply-change-said = De spokenvoorraad gaat van { $before } naar { $after }.
# $before, $after (the ghosts paid), $end (the end of the turn), $back (ghosts back with the meeples that score)
supply-change-back = Spokenvoorraad { $before } → { $after } zodra de spoken verzet zijn, dan { $end }: { $back ->
        [one] 1 spook komt
       *[other] { $back } spoken komen
    } terug met de meeples die scoren (G5).
supply-change-back-said = De spokenvoorraad gaat van { $before } naar { $after } zodra de spoken verzet zijn, dan naar { $end }: { $back ->
        [one] 1 spook komt
       *[other] { $back } spoken komen
    } terug met de meeples die scoren (G5).
rules-label = Regels:
show-coordinates = Coördinaten
line-times = (× { $n })
home-line = { $meeple } krijgt zijn derde spook en gaat terug; { $kind ->
        [city] zijn stad
        [road] zijn weg
        [field] zijn weide
        [monastery] zijn klooster
        [castle] zijn spookslot
        [cemetery] zijn kerkhof
       *[other] zijn gebied ({ $feature })
    } is weer vrij

## Knoppen en bijschriften van de spookkeuze

move-from-to = { $from } → { $to }
move-to = Naar { $to }
# $from, $to: the places with their case ("from", "to": the preposition included)
move-title = Een spook verzetten { $from } { $to }
meeple-holds = { $ghosts ->
    [one] (heeft 1 spook)
    [2] (heeft 2 spoken: een derde stuurt hem naar huis, G3)
   *[other] (heeft { $ghosts } spoken)
  }

## Regelkoppelingen

rule-link-title = { $id } · { $title } (klik voor de regel)
rule-link-label = Regel { $id }: { $title }
rule-link-label-unknown = Regel { $id }
rule-unknown-title = Onbekende regel
rule-unknown-text = Er is geen regel { $id }.

## De mistbank onder de aanwijzer

mist-bank = Mistbank
mist-tiles = { $n ->
    [one] { $n } tegel
   *[other] { $n } tegels
  }
mist-open = open: { $n ->
    [one] { $n } zijde met mist nog vrij
   *[other] { $n } zijden met mist nog vrij
  }
mist-limited = beperkt: een zijde met mist grenst aan een zijde zonder mist (M4)
mist-closed = afgesloten (M2)
mist-circles = { $circles } spreukencirkels: { $ghosts } met een spook
mist-circles-empty = { $circles ->
    [one] { $circles } spreukencirkel, leeg
   *[other] { $circles } spreukencirkels, allemaal leeg
  }
mist-circle-ghost = de spreukencirkel bevat een spook
mist-circle-empty = de spreukencirkel is leeg

## De legenda

legend = Legenda
legend-title = Wat het speelveld toont

## log-words.js

event-city = { $shields ->
        [0] { $tiles ->
            [one] Stad van { $tiles } tegel
           *[other] Stad van { $tiles } tegels
        }
       *[other] { $tiles ->
            [one] Stad van { $tiles } tegel met { $shields ->
                [one] { $shields } wapenschild
               *[other] { $shields } wapenschilden
            }
           *[other] Stad van { $tiles } tegels met { $shields ->
                [one] { $shields } wapenschild
               *[other] { $shields } wapenschilden
            }
        }
    }
event-road = { $tiles ->
        [one] Weg van { $tiles } tegel
       *[other] Weg van { $tiles } tegels
    }
event-monastery = Klooster met { $tiles } van 9 tegels
event-castle = { $tiles ->
        [one] Spookslot met { $tiles } misttegel eromheen
       *[other] Spookslot met { $tiles } misttegels eromheen
    }
event-cemetery = Kerkhof
event-field = { $cities ->
        [one] Weide aan { $cities } afgebouwde stad
       *[other] Weide aan { $cities } afgebouwde steden
    }
event-ghosts = { $ghosts ->
        [one] { $ghosts } spook op meeples
       *[other] { $ghosts } spoken op meeples
    }
event-other = { $kind }
event-completed = { $what } afgebouwd: { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    } voor { $players }
event-end = { $what } bij de eindtelling: { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    } voor { $players }
event-ghost-cost = { $what } bij de eindtelling: { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    } voor { $players }
event-nobody-completed = { $what } afgebouwd: er staat geen meeple op
event-nobody-end = { $what } bij de eindtelling: er staat geen meeple op
event-keeper = Kerkhof omringd: de bewaker van { $players } gaat terug in de voorraad, met een bewakingsmeeple uit de algemene voorraad als er nog een is
log-tile = { $player } legde tegel { $tile } aan, { $rotation }° gedraaid
log-meeple = { $player } zette een meeple op { $kind ->
        [city] de stad
        [road] de weg
        [field] de weide
        [monastery] het klooster
        [castle] het spookslot
        [cemetery] het kerkhof
       *[other] { $feature }
    }
log-guard = { $player } zette een bewakingsmeeple op { $kind ->
        [city] de stad
        [road] de weg
        [field] de weide
        [monastery] het klooster
        [castle] het spookslot
        [cemetery] het kerkhof
       *[other] { $feature }
    }
log-ghost-move = { $player } verzette een spook { $from } { $to }
log-circles = { $circles ->
        [one] { $case ->
            [from] uit een spreukencirkel
            [to] naar een spreukencirkel
            [in] in een spreukencirkel
           *[nom] een spreukencirkel
        }
       *[other] { $case ->
            [from] uit de spreukencirkels van een mistbank
            [to] naar de spreukencirkels van een mistbank
            [in] in de spreukencirkels van een mistbank
           *[nom] de spreukencirkels van een mistbank
        }
    }
log-home = { $line }; de meeple van { $owner } krijgt zijn derde spook en gaat terug: { $kind ->
        [city] zijn stad
        [road] zijn weg
        [field] zijn weide
        [monastery] zijn klooster
        [castle] zijn spookslot
        [cemetery] zijn kerkhof
       *[other] zijn gebied ({ $feature })
    } is weer vrij (G3)
log-skip = { $player } zette geen meeple
log-skip-no-pieces = { $player } zette geen meeple: geen meeple of bewakingsmeeple meer
log-skip-no-meeple = { $player } zette geen meeple: geen meeple meer
log-skip-no-free-feature = { $player } zette geen meeple: geen vrij gebied op de tegel
log-rule = { $line } ({ $rule })

## Het tekstspeelveld (words/board-words.js): het speelveld in woorden voor een schermlezer, vak voor vak.
## Het noorden is boven op het speelveld; "het midden" is het vak van de eerste starttegel.

board-east = { $n } ten oosten
board-west = { $n } ten westen
board-north = { $n } ten noorden
board-south = { $n } ten zuiden
board-from-centre = { $where } van het midden
board-centre = Het midden
board-rotation = { $rotation }°
# $what: what the cell holds (the sentences below), $where: where it is (board-from-centre)
board-at = { $where }: { $what }
board-cell-no-fit = Leeg vak; de tegel in de hand kan hier niet: { $why }.
board-legal-now = Zoals hij nu gedraaid is ({ $rotation }°), legt Enter hem neer.
board-legal-turn = Zoals hij nu gedraaid is ({ $rotation }°), past hij niet: R draait hem.
board-tile = Tegel { $tile }, gedraaid over { $rotation }°: { $features }.
# between two features of board-tile (French sets a space before “;”)
board-features-separator = { "; " }
board-feature-sides = { $label }, { $sides }
board-feature-shields = { $what }, { $n ->
        [one] { $n } wapenschild
       *[other] { $n } wapenschilden
    }
board-feature-circles = { $what }, { $n ->
        [one] { $n } spreukencirkel
       *[other] { $n } spreukencirkels
    }
board-feature-circle = { $what }, cirkel { $label } { $ghosts ->
        [0] (leeg)
       *[other] (met een spook)
    }
board-meeple = { $who }: een meeple { $kind ->
        [city] in de stad
        [road] op de weg
        [field] in de weide
        [monastery] in het klooster
        [castle] in het spookslot
        [cemetery] op het kerkhof
       *[other] in het gebied "{ $feature }"
    }{ $ghosts ->
        [0] .
        [one] , met 1 spook.
        [2] , met 2 spoken: een derde stuurt hem naar huis (G3).
       *[other] , met { $ghosts } spoken.
    }
board-guard = { $who }: een bewakingsmeeple { $kind ->
        [city] in de stad
        [road] op de weg
        [field] in de weide
        [monastery] in het klooster
        [castle] in het spookslot
        [cemetery] op het kerkhof
       *[other] in het gebied "{ $feature }"
    }.
board-cell-last = Als laatste gelegd, door { $player }.
board-cell-last-tile = Als laatste gelegd.
board-score = { $player }: { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }, { $meeples ->
        [one] { $meeples } meeple
       *[other] { $meeples } meeples
    } in voorraad{ $mist ->
        [yes] , { $guards ->
            [one] { $guards } bewakingsmeeple
           *[other] { $guards } bewakingsmeeples
        }, { $ghosts ->
            [0] geen spook op de meeples.
            [one] { $ghosts } spook op de meeples.
           *[other] { $ghosts } spoken op de meeples.
        }
       *[no] .
    }
board-tiles-left = { $n ->
        [0] Geen tegel meer.
        [one] { $n } tegel over, die in de hand.
       *[other] { $n } tegels over, die in de hand meegeteld.
    }
board-ghost-supply = Voorraad spoken: { $n } van 15.
# a choice of the moment, said with its number (the key that chooses it); $what: the choice in words, a sentence
board-choice = { $n }: { $what }
# a meeple spot of the tile just placed, as a button's name and the text board says it; $feature: the feature as a cell says it ("Road, east and west")
board-choice-meeple = { $feature }: een meeple.
board-choice-guard = { $feature }: een bewakingsmeeple.
