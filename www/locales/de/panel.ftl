# Die Auswirkungen einer Platzierung und die Wörter des Nebels (Argumente: siehe en/panel.ftl).
# Orte tragen ihre Präposition je nach $case: "from" → „aus dem Vorrat“, „von Blau 2“;
# "to" → „zu Blau 2“; "in" → „in den Kreis …“. Seiten ($continues …) stehen nach „im“: „Norden“.

outcome-heading = Plättchen { $tile }, um { $rotation }° gedreht
cell-coordinates = Feld ({ $x }, { $y })

## Nebelgebiete

side-N = Norden
side-E = Osten
side-S = Süden
side-W = Westen
# one half of a side a field reaches ($side: a side-… word; $half: N, E, S, W, the compass half)
board-side-half = { $side } ({ $half ->
        [N] nördliche
        [E] östliche
        [S] südliche
       *[W] westliche
    } Hälfte)
bank-sentence = { $acts ->
    [continue-limit] Nebelgebiet { $bank } ({ $tiles } Plättchen): { $nContinue ->
        [one] Die Seite des neuen Plättchens im { $continues } erweitert es
       *[other] Die Seiten des neuen Plättchens im { $continues } erweitern es
    } und { $nLimit ->
        [one] seine Seite im { $limits } begrenzt es
       *[other] seine Seiten im { $limits } begrenzen es
    }, daher kann es nie abgeschlossen werden.
    [limit] Nebelgebiet { $bank } ({ $tiles } Plättchen): { $nLimit ->
        [one] Die Seite des neuen Plättchens im { $limits } begrenzt es
       *[other] Die Seiten des neuen Plättchens im { $limits } begrenzen es
    }, daher kann es nie abgeschlossen werden.
    [close] Nebelgebiet { $bank } ({ $tiles } Plättchen): { $nClose ->
        [one] Die Seite des neuen Plättchens im { $closes } schließt es ab
       *[other] Die Seiten des neuen Plättchens im { $closes } schließen es ab
    }: Keine offene Seite mit Nebel bleibt.
   *[continue] Nebelgebiet { $bank } ({ $tiles } Plättchen): { $nContinue ->
        [one] Die Seite des neuen Plättchens im { $continues } erweitert es
       *[other] Die Seiten des neuen Plättchens im { $continues } erweitern es
    }.
  }
bank-circles = Im Nebelgebiet { $bank }: { $circles }.
circle-holds = { $circle } enthält { $ghosts ->
    [one] { $ghosts } Geist
   *[other] { $ghosts } Geister
  }
bank-limit-clear = { $n ->
    [one] Die Seite des neuen Plättchens im { $sides } hat keinen Nebel und grenzt
   *[other] Die Seiten des neuen Plättchens im { $sides } haben keinen Nebel und grenzen
  } an den Nebel des Nachbarn.

## Orte

meeple-label = { $case ->
    [from] von { $player } { $n }
    [to] zu { $player } { $n }
    [in] in { $player } { $n }
   *[nom] { $player } { $n }
  }
circle-label = { $case ->
    [from] aus Kreis { $n }
    [to] zu Kreis { $n }
    [in] in Kreis { $n }
   *[nom] Kreis { $n }
  }
new-tile-circles = { $n ->
    [one] { $case ->
        [from] aus dem Kreis des neuen Plättchens
        [to] zum Kreis des neuen Plättchens
        [in] in den Kreis des neuen Plättchens
       *[nom] der Kreis des neuen Plättchens
    }
   *[other] { $case ->
        [from] aus den Kreisen des neuen Plättchens
        [to] zu den Kreisen des neuen Plättchens
        [in] in die Kreise des neuen Plättchens
       *[nom] die Kreise des neuen Plättchens
    }
  }
supply = { $case ->
    [from] aus dem Vorrat
    [to] in den Vorrat
    [in] in den Vorrat
   *[nom] der Vorrat
  }
meeple-on = { $case ->
    [from] vom Meeple von { $player } ({ $feature })
    [to] zum Meeple von { $player } ({ $feature })
    [in] in den Meeple von { $player } ({ $feature })
   *[nom] der Meeple von { $player } ({ $feature })
  }
meeple-on-any = { $case ->
    [from] von einem Meeple ({ $feature })
    [to] zu einem Meeple ({ $feature })
    [in] in einen Meeple ({ $feature })
   *[nom] ein Meeple ({ $feature })
  }
player-possessive = von { $player }

## Ein Feld des Spielplans, wie der Tastatur-Cursor es vorliest (cell-words.js): $features, die
## Gebiete des Plättchens, wie der Plan sie nennt („Stadt · N und Straße · W–O“)

cell-empty = Leeres Feld.
cell-no-fit = Leeres Feld neben den Plättchen: Das Plättchen auf der Hand passt hier nicht.
# $n: die Stelle dieses Felds unter den $total Feldern, auf die das Plättchen passt; $rotations: „0° oder 180°“
cell-legal = Freies Feld { $n } von { $total }: Das Plättchen passt hier, um { $rotations } gedreht.

## Woher die Geister kommen

from-supply = aus dem Vorrat
from-place = { $what }
from-bank-circles = aus den Kreisen von Nebelgebiet { $bank }
from-circles = aus den Kreisen des Nebelgebiets
from-around-or-supply = von den 8 Plättchen ringsum oder aus dem Vorrat
from-around = { $places }, dann aus dem Vorrat
from-around-only = { $places }
from-around-none = aus dem Vorrat (kein Geist auf den 8 Plättchen ringsum)

## Wohin sie gehen

to-meeple = { $whom }
to-meeples-of = zu den Meeples von { $player } ({ $n } zur Wahl)
to-new-circles = { $circles }
to-whom-own = zu den Meeples von { $player }
to-whom-own-yours = zu Ihren Meeples
to-whom-others = zu den Meeples { $players }

## Eine Zeile je Pflicht

ghosts-move = { $moved ->
    [one] { $moved } Geist
   *[other] { $moved } Geister
  } { $from } { $to }
ghosts-owed-from = { $owed ->
    [one] { $owed } fälliger Geist
   *[other] { $owed } fällige Geister
  } { $from } { $to }
ghosts-owed = { $owed ->
    [one] { $owed } fälliger Geist
   *[other] { $owed } fällige Geister
  } { $to }

## Warum Geister nicht eingesetzt werden (G4, V6)

short-no-meeple-stays-in-supply = { $who } { $nWho ->
    [one] hat
   *[other] haben
  } { $left ->
    [true] keinen Meeple mehr
   *[false] keinen Meeple
  }, der { $count ->
    [one] ihn nehmen kann, also bleibt 1 Geist
   *[other] sie nehmen kann, also bleiben { $count } Geister
  } im Vorrat
short-no-meeple-stays-in-circles = { $who } { $nWho ->
    [one] hat
   *[other] haben
  } { $left ->
    [true] keinen Meeple mehr
   *[false] keinen Meeple
  }, der { $count ->
    [one] ihn nehmen kann, also bleibt 1 Geist in seinem Kreis
   *[other] sie nehmen kann, also bleiben { $count } Geister in ihren Kreisen
  }
short-no-meeple-to-supply = { $who } { $nWho ->
    [one] hat
   *[other] haben
  } { $left ->
    [true] keinen Meeple mehr
   *[false] keinen Meeple
  }, der { $count ->
    [one] ihn nehmen kann, also geht 1 Geist aus seinem Kreis zurück in den Vorrat
   *[other] sie nehmen kann, also gehen { $count } Geister aus den Kreisen zurück in den Vorrat
  }
short-guards-only = { $who } { $nWho ->
    [one] hat
   *[other] haben
  } nur Wächter auf dem Spielfeld, und Wächter nehmen keine Geister
short-no-ghost-supply = der Vorrat ist leer, also { $count ->
    [one] wird 1 Geist
   *[other] werden { $count } Geister
  } nicht eingesetzt
short-no-ghost-circles = kein Geist mehr in den Kreisen, also { $count ->
    [one] wird 1 Geist
   *[other] werden { $count } Geister
  } nicht eingesetzt
short-no-ghost-around = kein Geist mehr rings um das Plättchen und der Vorrat ist leer, also { $count ->
    [one] bleibt 1 Kreis
   *[other] bleiben { $count } Kreise
  } leer
short-variant-to-supply = Variante V6: Kreisgeister, die niemand nehmen kann, gehen in den Vorrat

## Entscheidungen (S7, S7a)

choice-order = Sie wählen, welches Nebelgebiet zuerst kommt.
choice-circles = { $n ->
    [one] Sie wählen, welcher Kreis ihn abgibt.
   *[other] Sie wählen, welche Kreise sie abgeben.
  }

## Eine Zeile

line-move = { $title }: { $what }
line-move-short = { $title }: { $what }; { $why }
line-none = { $title }: { $owed }, aber { $why }
line-none-no-ghost = { $title }: { $owed }, aber { $why }

## Abgeschlossene Gebiete

completes-scores = Schließt { $feature ->
    [city] die Stadt
    [road] die Straße
    [field] die Wiese
    [monastery] das Kloster
    [castle] das Schloss
   *[other] das Gebiet { $kind }
  } aus { $tiles } Plättchen ab: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  } für { $players }
completes-nobody = Schließt { $feature ->
    [city] die Stadt
    [road] die Straße
    [field] die Wiese
    [monastery] das Kloster
    [castle] das Schloss
   *[other] das Gebiet { $kind }
  } aus { $tiles } Plättchen ab: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
  }, aber noch steht kein Meeple darauf
cemetery-keeper = Umschließt den Friedhof: { $players } { $n ->
    [one] nimmt einen Wächter
   *[other] nehmen einen Wächter
  }
cemetery-empty = Umschließt den Friedhof (kein Hüter darauf)
quiet = Eine ruhige Platzierung: kein Nebel berührt, nichts abgeschlossen.
supply-change = Geistervorrat { $before } → { $after }.
# the same, said by a screen reader (the text board's O)
supply-change-said = Der Geistervorrat geht von { $before } auf { $after }.
# $before, $after (the ghosts paid), $end (the end of the turn), $back (ghosts back with the meeples that score)
supply-change-back = Geistervorrat { $before } → { $after }, wenn die Geister versetzt sind, dann { $end }: { $back ->
        [one] 1 Geist kommt
       *[other] { $back } Geister kommen
    } mit den gewerteten Meeples zurück (G5).
supply-change-back-said = Der Geistervorrat geht von { $before } auf { $after }, wenn die Geister versetzt sind, dann auf { $end }: { $back ->
        [one] 1 Geist kommt
       *[other] { $back } Geister kommen
    } mit den gewerteten Meeples zurück (G5).
rules-label = Regeln:
show-coordinates = Koordinaten
line-times = (× { $n })
home-line = { $meeple } bekommt seinen dritten Geist und geht zurück; { $kind ->
        [city] seine Stadt ist
        [road] seine Straße ist
        [field] seine Wiese ist
        [monastery] sein Kloster ist
        [castle] sein Schloss ist
        [cemetery] sein Friedhof ist
       *[other] sein Gebiet ({ $feature }) ist
    } wieder frei

## Knöpfe und Beschriftungen der Geisterwahl

move-from-to = { $from } → { $to }
move-to = Zu { $to }
# $from, $to: the places with their case ("from", "to": the preposition included)
move-title = Einen Geist { $from } { $to } versetzen
meeple-holds = { $ghosts ->
    [one] (hat 1 Geist)
    [2] (hat 2 Geister: ein dritter schickt ihn zurück, G3)
   *[other] (hat { $ghosts } Geister)
  }

## Regel-Links

rule-link-title = { $id } · { $title } (klicken für die Regel)
rule-link-label = Regel { $id }: { $title }
rule-link-label-unknown = Regel { $id }
rule-unknown-title = Unbekannte Regel
rule-unknown-text = Es gibt keine Regel { $id }.

## Das Nebelgebiet unter dem Zeiger

mist-bank = Nebelgebiet
mist-tiles = { $n } Plättchen
mist-open = offen: { $n ->
    [one] { $n } Seite mit Nebel noch frei
   *[other] { $n } Seiten mit Nebel noch frei
  }
mist-limited = begrenzt: eine Seite mit Nebel grenzt an eine Seite ohne Nebel (M4)
mist-closed = abgeschlossen (M2)
mist-circles = { $circles } Zauberkreise: { $ghosts } mit einem Geist
mist-circles-empty = { $circles ->
    [one] { $circles } Zauberkreis, leer
   *[other] { $circles } Zauberkreise, alle leer
  }
mist-circle-ghost = sein Zauberkreis enthält einen Geist
mist-circle-empty = sein Zauberkreis ist leer

## Die Legende

legend = Legende
legend-title = Was das Spielfeld zeigt

## log-words.js

event-city = { $shields ->
        [0] { $tiles ->
            [one] Stadt aus { $tiles } Plättchen
           *[other] Stadt aus { $tiles } Plättchen
        }
       *[other] { $tiles ->
            [one] Stadt aus { $tiles } Plättchen mit { $shields ->
                [one] { $shields } Wappen
               *[other] { $shields } Wappen
            }
           *[other] Stadt aus { $tiles } Plättchen mit { $shields ->
                [one] { $shields } Wappen
               *[other] { $shields } Wappen
            }
        }
    }
event-road = Straße aus { $tiles } Plättchen
event-monastery = Kloster mit { $tiles } von 9 Plättchen
event-castle = { $tiles ->
        [one] Schloss mit { $tiles } Nebelplättchen ringsum
       *[other] Schloss mit { $tiles } Nebelplättchen ringsum
    }
event-cemetery = Friedhof
event-field = { $cities ->
        [one] Wiese an { $cities } fertigen Stadt
       *[other] Wiese an { $cities } fertigen Städten
    }
event-ghosts = { $ghosts ->
        [one] { $ghosts } Geist auf Meeples
       *[other] { $ghosts } Geister auf Meeples
    }
event-other = { $kind }
event-completed = { $what } fertig: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } für { $players }
event-end = { $what } in der Schlusswertung: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } für { $players }
event-ghost-cost = { $what } in der Schlusswertung: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } für { $players }
event-nobody-completed = { $what } fertig: kein Meeple darauf
event-nobody-end = { $what } in der Schlusswertung: kein Meeple darauf
event-keeper = Friedhof umschlossen: der Wächter von { $players } kehrt in den Vorrat zurück, mit einem Wächter aus dem allgemeinen Vorrat, falls noch einer da ist
log-tile = { $player } legte Plättchen { $tile } an, um { $rotation }° gedreht
log-meeple = { $player } setzte einen Meeple auf { $kind ->
        [city] die Stadt
        [road] die Straße
        [field] die Wiese
        [monastery] das Kloster
        [castle] das Schloss
        [cemetery] den Friedhof
       *[other] { $feature }
    }
log-guard = { $player } setzte einen Wächter auf { $kind ->
        [city] die Stadt
        [road] die Straße
        [field] die Wiese
        [monastery] das Kloster
        [castle] das Schloss
        [cemetery] den Friedhof
       *[other] { $feature }
    }
log-ghost-move = { $player } versetzte einen Geist { $from } { $to }
log-circles = { $circles ->
        [one] { $case ->
            [from] aus einem Zauberkreis
            [to] zu einem Zauberkreis
            [in] in einen Zauberkreis
           *[nom] ein Zauberkreis
        }
       *[other] { $case ->
            [from] aus den Zauberkreisen eines Nebelgebiets
            [to] zu den Zauberkreisen eines Nebelgebiets
            [in] in die Zauberkreise eines Nebelgebiets
           *[nom] die Zauberkreise eines Nebelgebiets
        }
    }
log-home = { $line }; der Meeple von { $owner } bekommt seinen dritten Geist und geht zurück: { $kind ->
        [city] seine Stadt ist
        [road] seine Straße ist
        [field] seine Wiese ist
        [monastery] sein Kloster ist
        [castle] sein Schloss ist
        [cemetery] sein Friedhof ist
       *[other] sein Gebiet ({ $feature }) ist
    } wieder frei (G3)
log-skip = { $player } setzte keinen Meeple ein
log-skip-no-pieces = { $player } setzte keinen Meeple ein: kein Meeple und kein Wächter mehr
log-skip-no-meeple = { $player } setzte keinen Meeple ein: kein Meeple mehr
log-skip-no-free-feature = { $player } setzte keinen Meeple ein: kein freies Gebiet auf dem Plättchen
log-rule = { $line } ({ $rule })

## Das Textspielfeld (words/board-words.js): das Spielfeld in Worten für einen Screenreader, Feld für Feld.
## Norden ist oben auf dem Spielfeld; „die Mitte“ ist das Feld des ersten Startplättchens.

board-east = { $n } östlich
board-west = { $n } westlich
board-north = { $n } nördlich
board-south = { $n } südlich
board-from-centre = { $where } der Mitte
board-centre = Die Mitte
board-rotation = { $rotation }°
# $what: what the cell holds (the sentences below), $where: where it is (board-from-centre)
board-at = { $where }: { $what }
board-cell-no-fit = Leeres Feld; das Plättchen auf der Hand kann nicht hierhin: { $why }.
board-legal-now = So, wie es jetzt gedreht ist ({ $rotation }°), legt Enter es an.
board-legal-turn = So, wie es jetzt gedreht ist ({ $rotation }°), passt es nicht: R dreht es.
board-tile = Plättchen { $tile }, gedreht um { $rotation }°: { $features }.
# between two features of board-tile (French sets a space before “;”)
board-features-separator = { "; " }
board-feature-sides = { $label }, { $sides }
board-feature-shields = { $what }, { $n ->
        [one] { $n } Wappen
       *[other] { $n } Wappen
    }
board-feature-circles = { $what }, { $n ->
        [one] { $n } Zauberkreis
       *[other] { $n } Zauberkreise
    }
board-feature-circle = { $what }, Kreis { $label } { $ghosts ->
        [0] (leer)
       *[other] (mit einem Geist)
    }
board-meeple = { $who }: ein Meeple { $kind ->
        [city] in der Stadt
        [road] auf der Straße
        [field] auf der Wiese
        [monastery] im Kloster
        [castle] im Schloss
        [cemetery] auf dem Friedhof
       *[other] im Gebiet „{ $feature }“
    }{ $ghosts ->
        [0] .
        [one] , mit 1 Geist.
        [2] , mit 2 Geistern: ein dritter schickt ihn zurück (G3).
       *[other] , mit { $ghosts } Geistern.
    }
board-guard = { $who }: ein Wächter { $kind ->
        [city] in der Stadt
        [road] auf der Straße
        [field] auf der Wiese
        [monastery] im Kloster
        [castle] im Schloss
        [cemetery] auf dem Friedhof
       *[other] im Gebiet „{ $feature }“
    }.
board-cell-last = Zuletzt angelegt, von { $player }.
board-cell-last-tile = Zuletzt angelegt.
board-score = { $player }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, { $meeples ->
        [one] { $meeples } Meeple
       *[other] { $meeples } Meeples
    } im Vorrat{ $mist ->
        [yes] , { $guards } Wächter, { $ghosts ->
            [0] kein Geist auf seinen Meeples.
            [one] { $ghosts } Geist auf seinen Meeples.
           *[other] { $ghosts } Geister auf seinen Meeples.
        }
       *[no] .
    }
board-tiles-left = { $n ->
        [0] Kein Plättchen mehr.
        [one] { $n } Plättchen übrig, das auf der Hand.
       *[other] { $n } Plättchen übrig, das auf der Hand mitgezählt.
    }
board-ghost-supply = Geistervorrat: { $n } von 15.
# a choice of the moment, said with its number (the key that chooses it); $what: the choice in words, a sentence
board-choice = { $n }: { $what }
# a meeple spot of the tile just placed, as a button's name and the text board says it; $feature: the feature as a cell says it ("Road, east and west")
board-choice-meeple = { $feature }: ein Meeple.
board-choice-guard = { $feature }: ein Wächter.
