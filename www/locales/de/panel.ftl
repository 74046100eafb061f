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
cell-rotation = { $rotation }°
cell-tile = Plättchen { $tile }, um { $rotation }° gedreht: { $features }.
cell-tile-last = Plättchen { $tile }, um { $rotation }° gedreht, zuletzt angelegt: { $features }.
cell-meeple = { $ghosts ->
    [0] Meeple { $player } { $n } auf { $feature }.
    [one] Meeple { $player } { $n } auf { $feature }, mit 1 Geist.
   *[other] Meeple { $player } { $n } auf { $feature }, mit { $ghosts } Geistern.
  }
# auch: $ghosts (ein Wächter trägt keinen)
cell-guard = Wächter { $player } { $n } auf { $feature }.
cell-circle = { $ghosts ->
    [0] Zauberkreis { $n } auf { $feature }: leer.
    [one] Zauberkreis { $n } auf { $feature }: 1 Geist.
   *[other] Zauberkreis { $n } auf { $feature }: { $ghosts } Geister.
  }

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
rules-label = Regeln:
show-coordinates = Koordinaten
line-times = (× { $n })

## Knöpfe und Beschriftungen der Geisterwahl

move-from-to = { $from } → { $to }
move-to = Zu { $to }
move-title = Einen Geist von { $from } zu { $to } versetzen
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
log-meeple = { $player } setzte einen Meeple ein: { $feature }
log-guard = { $player } setzte einen Wächter ein: { $feature }
log-skip = { $player } setzte keinen Meeple ein
log-skip-no-pieces = { $player } setzte keinen Meeple ein: kein Meeple und kein Wächter mehr
log-skip-no-meeple = { $player } setzte keinen Meeple ein: kein Meeple mehr
log-skip-no-free-feature = { $player } setzte keinen Meeple ein: kein freies Gebiet auf dem Plättchen
log-ghost = { $player } versetzte einen Geist von { $from } zu { $to }
log-rule = { $line } ({ $rule })
log-spot-supply = dem Vorrat
log-spot-meeple = dem Meeple von { $owner } ({ $feature })
log-spot-new-circle = { $circles ->
        [one] dem Zauberkreis des neuen Plättchens
       *[other] den Zauberkreisen des neuen Plättchens
    }
log-spot-circle = { $circles ->
        [one] einem Zauberkreis
       *[other] den Zauberkreisen eines Nebelgebiets
    }
