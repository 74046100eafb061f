# Le panneau des conséquences et les mots du brouillard (voir en/panel.ftl pour les arguments).
# Les lieux portent leur préposition et leur article selon $case : "from" → « de la réserve »,
# « du cercle 3 » ; "to" → « à Bleu 2 », « au cercle 3 » ; "in" → « dans le cercle… ».

outcome-heading = Tuile { $tile }, tournée de { $rotation }°
cell-coordinates = case ({ $x }, { $y })

## Bancs de brouillard

side-N = nord
side-E = est
side-S = sud
side-W = ouest
# one half of a side a field reaches ($side: a side-… word; $half: N, E, S, W, the compass half)
board-side-half = { $side } (moitié { $half ->
        [N] nord
        [E] est
        [S] sud
       *[W] ouest
    })
bank-sentence = { $acts ->
    [continue-limit] Banc { $bank } ({ $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }) : { $nContinue ->
        [one] le côté { $continues } de la nouvelle tuile le prolonge
       *[other] les côtés { $continues } de la nouvelle tuile le prolongent
    } et { $nLimit ->
        [one] son côté { $limits } le limite
       *[other] ses côtés { $limits } le limitent
    } : il ne pourra jamais être achevé.
    [limit] Banc { $bank } ({ $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }) : { $nLimit ->
        [one] le côté { $limits } de la nouvelle tuile le limite
       *[other] les côtés { $limits } de la nouvelle tuile le limitent
    } : il ne pourra jamais être achevé.
    [close] Banc { $bank } ({ $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }) : { $nClose ->
        [one] le côté { $closes } de la nouvelle tuile l’achève
       *[other] les côtés { $closes } de la nouvelle tuile l’achèvent
    } : il ne reste aucun côté avec brouillard ouvert.
   *[continue] Banc { $bank } ({ $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }) : { $nContinue ->
        [one] le côté { $continues } de la nouvelle tuile le prolonge
       *[other] les côtés { $continues } de la nouvelle tuile le prolongent
    }.
  }
bank-circles = Dans le banc { $bank } : { $circles }.
circle-holds = { $circle } contient { $ghosts ->
    [one] { $ghosts } fantôme
   *[other] { $ghosts } fantômes
  }
bank-limit-clear = { $n ->
    [one] Le côté { $sides } de la nouvelle tuile est sans brouillard et fait face
   *[other] Les côtés { $sides } de la nouvelle tuile sont sans brouillard et font face
  } au brouillard voisin.

## Lieux

meeple-label = { $case ->
    [from] de { $player } { $n }
    [to] à { $player } { $n }
    [in] dans { $player } { $n }
   *[nom] { $player } { $n }
  }
circle-label = { $case ->
    [from] du cercle { $n }
    [to] au cercle { $n }
    [in] dans le cercle { $n }
   *[nom] le cercle { $n }
  }
new-tile-circles = { $n ->
    [one] { $case ->
        [from] du cercle de la nouvelle tuile
        [to] au cercle de la nouvelle tuile
        [in] dans le cercle de la nouvelle tuile
       *[nom] le cercle de la nouvelle tuile
    }
   *[other] { $case ->
        [from] des cercles de la nouvelle tuile
        [to] aux cercles de la nouvelle tuile
        [in] dans les cercles de la nouvelle tuile
       *[nom] les cercles de la nouvelle tuile
    }
  }
supply = { $case ->
    [from] de la réserve
    [to] à la réserve
    [in] dans la réserve
   *[nom] la réserve
  }
meeple-on = { $case ->
    [from] du meeple de { $player } ({ $feature })
    [to] au meeple de { $player } ({ $feature })
    [in] dans le meeple de { $player } ({ $feature })
   *[nom] le meeple de { $player } ({ $feature })
  }
meeple-on-any = { $case ->
    [from] d’un meeple ({ $feature })
    [to] à un meeple ({ $feature })
    [in] dans un meeple ({ $feature })
   *[nom] un meeple ({ $feature })
  }
player-possessive = de { $player }

## Une case du plateau, telle que le curseur du clavier la lit (cell-words.js) : $features, les
## zones de la tuile telles que le plateau les nomme (« Ville · N et Route · O–E »)

cell-empty = Case vide.
cell-no-fit = Case vide à côté des tuiles : la tuile en main ne s’y pose pas.
# $n : le rang de la case parmi les $total cases où la tuile se pose ; $rotations : « 0° ou 180° »
cell-legal = Case libre { $n } sur { $total } : la tuile s’y pose tournée de { $rotations }.

## D’où viennent les fantômes

from-supply = de la réserve
from-place = { $what }
from-bank-circles = des cercles du banc { $bank }
from-circles = des cercles du banc
from-around-or-supply = des 8 tuiles autour ou de la réserve
from-around = { $places }, puis de la réserve
from-around-only = { $places }
from-around-none = de la réserve (aucun fantôme sur les 8 tuiles autour)

## Où ils vont

to-meeple = { $whom }
to-meeples-of = aux meeples de { $player } ({ $n } au choix)
to-new-circles = { $circles }
to-whom-own = aux meeples de { $player }
to-whom-own-yours = à vos meeples
to-whom-others = aux meeples { $players }

## Une ligne par obligation

ghosts-move = { $moved ->
    [one] { $moved } fantôme
   *[other] { $moved } fantômes
  } { $from } { $to }
ghosts-owed-from = { $owed ->
    [one] { $owed } fantôme dû
   *[other] { $owed } fantômes dus
  } { $from } { $to }
ghosts-owed = { $owed ->
    [one] { $owed } fantôme dû
   *[other] { $owed } fantômes dus
  } { $to }

## Pourquoi des fantômes ne sont pas placés (G4, V6)

short-no-meeple-stays-in-supply = { $who } { $nWho ->
    [one] n’a
   *[other] n’ont
  } { $left ->
    [true] plus de meeple
   *[false] aucun meeple
  } qui puisse { $count ->
    [one] le prendre : 1 fantôme reste
   *[other] les prendre : { $count } fantômes restent
  } dans la réserve
short-no-meeple-stays-in-circles = { $who } { $nWho ->
    [one] n’a
   *[other] n’ont
  } { $left ->
    [true] plus de meeple
   *[false] aucun meeple
  } qui puisse { $count ->
    [one] le prendre : 1 fantôme reste dans son cercle
   *[other] les prendre : { $count } fantômes restent dans leurs cercles
  }
short-no-meeple-to-supply = { $who } { $nWho ->
    [one] n’a
   *[other] n’ont
  } { $left ->
    [true] plus de meeple
   *[false] aucun meeple
  } qui puisse { $count ->
    [one] le prendre : 1 fantôme retourne de son cercle dans la réserve
   *[other] les prendre : { $count } fantômes retournent des cercles dans la réserve
  }
short-guards-only = { $who } { $nWho ->
    [one] n’a
   *[other] n’ont
  } que des Sentinelles sur le plateau, et les Sentinelles ne prennent pas de fantômes
short-no-ghost-supply = la réserve est vide : { $count ->
    [one] 1 fantôme n’est pas placé
   *[other] { $count } fantômes ne sont pas placés
  }
short-no-ghost-circles = plus aucun fantôme dans les cercles : { $count ->
    [one] 1 fantôme n’est pas placé
   *[other] { $count } fantômes ne sont pas placés
  }
short-no-ghost-around = plus aucun fantôme autour de la tuile et la réserve est vide : { $count ->
    [one] 1 cercle reste vide
   *[other] { $count } cercles restent vides
  }
short-variant-to-supply = variante V6 : les fantômes des cercles que personne ne peut prendre vont dans la réserve

## Choix (S7, S7a)

choice-order = Vous choisissez quel banc passe en premier.
choice-circles = { $n ->
    [one] Vous choisissez quel cercle le donne.
   *[other] Vous choisissez quels cercles les donnent.
  }

## Une ligne

line-move = { $title } : { $what }
line-move-short = { $title } : { $what } ; { $why }
line-none = { $title } : { $owed }, mais { $why }
line-none-no-ghost = { $title } : { $owed }, mais { $why }

## Zones achevées

completes-scores = Achève { $feature ->
    [city] la ville
    [road] la route
    [field] le pré
    [monastery] l’abbaye
    [castle] le château
   *[other] la zone { $kind }
  } de { $tiles ->
    [one] { $tiles } tuile
   *[other] { $tiles } tuiles
  } : { $points ->
    [one] { $points } point
   *[other] { $points } points
  } pour { $players }
completes-nobody = Achève { $feature ->
    [city] la ville
    [road] la route
    [field] le pré
    [monastery] l’abbaye
    [castle] le château
   *[other] la zone { $kind }
  } de { $tiles ->
    [one] { $tiles } tuile
   *[other] { $tiles } tuiles
  } : { $points ->
    [one] { $points } point
   *[other] { $points } points
  }, mais aucun meeple n’y est encore
cemetery-keeper = Entoure le cimetière : { $players } { $n ->
    [one] prend une Sentinelle
   *[other] prennent une Sentinelle
  }
cemetery-empty = Entoure le cimetière (aucun gardien dessus)
quiet = Une pose tranquille : aucun brouillard touché, rien d’achevé.
supply-change = Réserve de fantômes { $before } → { $after }.
# the same, said by a screen reader (the text board's O)
supply-change-said = La réserve de fantômes passe de { $before } à { $after }.
# $before, $after (the ghosts paid), $end (the end of the turn), $back (ghosts back with the meeples that score)
supply-change-back = Réserve de fantômes { $before } → { $after } une fois les fantômes placés, puis { $end } : { $back ->
        [one] 1 fantôme revient
       *[other] { $back } fantômes reviennent
    } avec les meeples qui marquent (G5).
supply-change-back-said = La réserve de fantômes passe de { $before } à { $after } une fois les fantômes placés, puis à { $end } : { $back ->
        [one] 1 fantôme revient
       *[other] { $back } fantômes reviennent
    } avec les meeples qui marquent (G5).
rules-label = Règles :
show-coordinates = Coordonnées
line-times = (× { $n })
home-line = { $meeple } reçoit son troisième fantôme et rentre ; { $kind ->
        [city] sa ville est de nouveau libre
        [road] sa route est de nouveau libre
        [field] son pré est de nouveau libre
        [monastery] son abbaye est de nouveau libre
        [castle] son château est de nouveau libre
        [cemetery] son cimetière est de nouveau libre
       *[other] sa zone ({ $feature }) est de nouveau libre
    }

## Boutons et légendes des choix de fantôme

move-from-to = { $from } → { $to }
move-to = Vers { $to }
# $from, $to: the places with their case ("from", "to": the preposition included)
move-title = Déplacer un fantôme { $from } { $to }
meeple-holds = { $ghosts ->
    [one] (porte 1 fantôme)
    [2] (porte 2 fantômes : un troisième le renvoie chez lui, G3)
   *[other] (porte { $ghosts } fantômes)
  }

## Liens vers les règles

rule-link-title = { $id } · { $title } (cliquez pour la règle)
rule-link-label = Règle { $id } : { $title }
rule-link-label-unknown = Règle { $id }
rule-unknown-title = Règle inconnue
rule-unknown-text = Il n’y a pas de règle { $id }.

## Le banc sous le pointeur

mist-bank = Banc de brouillard
mist-tiles = { $n ->
    [one] { $n } tuile
   *[other] { $n } tuiles
  }
mist-open = ouvert : { $n ->
    [one] { $n } côté avec brouillard encore libre
   *[other] { $n } côtés avec brouillard encore libres
  }
mist-limited = limité : un côté avec brouillard fait face à un côté sans brouillard (M4)
mist-closed = achevé (M2)
mist-circles = { $circles ->
    [one] { $circles } cercle ensorcelé
   *[other] { $circles } cercles ensorcelés
  } : { $ghosts } avec un fantôme
mist-circles-empty = { $circles ->
    [one] { $circles } cercle ensorcelé, vide
   *[other] { $circles } cercles ensorcelés, tous vides
  }
mist-circle-ghost = son cercle ensorcelé contient un fantôme
mist-circle-empty = son cercle ensorcelé est vide

## La légende

legend = Légende
legend-title = Ce que montre le plateau

## log-words.js

event-city = { $shields ->
        [0] { $tiles ->
            [one] Ville de { $tiles } tuile
           *[other] Ville de { $tiles } tuiles
        }
       *[other] { $tiles ->
            [one] Ville de { $tiles } tuile avec { $shields ->
                [one] { $shields } blason
               *[other] { $shields } blasons
            }
           *[other] Ville de { $tiles } tuiles avec { $shields ->
                [one] { $shields } blason
               *[other] { $shields } blasons
            }
        }
    }
event-road = { $tiles ->
        [one] Route de { $tiles } tuile
       *[other] Route de { $tiles } tuiles
    }
event-monastery = Abbaye entourée de { $tiles } tuiles sur 9
event-castle = { $tiles ->
        [one] Château avec { $tiles } tuile avec brouillard autour
       *[other] Château avec { $tiles } tuiles avec brouillard autour
    }
event-cemetery = Cimetière
event-field = { $cities ->
        [one] Pré touchant { $cities } ville achevée
       *[other] Pré touchant { $cities } villes achevées
    }
event-ghosts = { $ghosts ->
        [one] { $ghosts } fantôme sur des meeples
       *[other] { $ghosts } fantômes sur des meeples
    }
event-other = { $kind }
event-completed = { $what } — zone achevée : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } pour { $players }
event-end = { $what } — évaluation finale : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } pour { $players }
event-ghost-cost = { $what } — évaluation finale : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } pour { $players }
event-nobody-completed = { $what } — zone achevée : aucun meeple dessus
event-nobody-end = { $what } — évaluation finale : aucun meeple dessus
event-keeper = Cimetière entouré : le gardien de { $players } retourne dans la réserve, avec une Sentinelle de la réserve générale s’il en reste
log-tile = { $player } a posé la tuile { $tile }, tournée de { $rotation }°
log-meeple = { $player } a posé un meeple sur { $kind ->
        [city] la ville
        [road] la route
        [field] le pré
        [monastery] l’abbaye
        [castle] le château
        [cemetery] le cimetière
       *[other] { $feature }
    }
log-guard = { $player } a posé une Sentinelle sur { $kind ->
        [city] la ville
        [road] la route
        [field] le pré
        [monastery] l’abbaye
        [castle] le château
        [cemetery] le cimetière
       *[other] { $feature }
    }
log-ghost-move = { $player } a déplacé un fantôme { $from } { $to }
log-circles = { $circles ->
        [one] { $case ->
            [from] d’un cercle ensorcelé
            [to] à un cercle ensorcelé
            [in] dans un cercle ensorcelé
           *[nom] un cercle ensorcelé
        }
       *[other] { $case ->
            [from] des cercles ensorcelés d’un brouillard
            [to] aux cercles ensorcelés d’un brouillard
            [in] dans les cercles ensorcelés d’un brouillard
           *[nom] les cercles ensorcelés d’un brouillard
        }
    }
log-home = { $line } ; le meeple de { $owner } reçoit son troisième fantôme et rentre : { $kind ->
        [city] sa ville est de nouveau libre
        [road] sa route est de nouveau libre
        [field] son pré est de nouveau libre
        [monastery] son abbaye est de nouveau libre
        [castle] son château est de nouveau libre
        [cemetery] son cimetière est de nouveau libre
       *[other] sa zone ({ $feature }) est de nouveau libre
    } (G3)
log-skip = { $player } n’a posé aucun meeple
log-skip-no-pieces = { $player } n’a posé aucun meeple : plus de meeple ni de Sentinelle
log-skip-no-meeple = { $player } n’a posé aucun meeple : plus de meeple
log-skip-no-free-feature = { $player } n’a posé aucun meeple : aucune zone libre sur la tuile
log-rule = { $line } ({ $rule })

## Le plateau en texte (words/board-words.js) : le plateau en mots pour un lecteur d’écran, case par case.
## Le nord est en haut du plateau ; « le centre » est la case de la première tuile de départ.

board-east = { $n } à l’est
board-west = { $n } à l’ouest
board-north = { $n } au nord
board-south = { $n } au sud
board-from-centre = { $where } du centre
board-centre = Le centre
board-rotation = { $rotation }°
# $what: what the cell holds (the sentences below), $where: where it is (board-from-centre)
board-at = { $where } : { $what }
board-cell-no-fit = Case vide ; la tuile en main ne peut pas aller ici : { $why }.
board-legal-now = Telle qu’elle est tournée maintenant ({ $rotation }°), Entrée la pose.
board-legal-turn = Telle qu’elle est tournée maintenant ({ $rotation }°), elle ne s’y pose pas : R la tourne.
board-tile = Tuile { $tile }, tournée de { $rotation }° : { $features }.
# between two features of board-tile (French sets a space before “;”)
board-features-separator = { " ; " }
board-feature-sides = { $label }, { $sides }
board-feature-shields = { $what }, { $n ->
        [one] { $n } blason
       *[other] { $n } blasons
    }
board-feature-circles = { $what }, { $n ->
        [one] { $n } cercle ensorcelé
       *[other] { $n } cercles ensorcelés
    }
board-feature-circle = { $what }, cercle { $label } { $ghosts ->
        [0] (vide)
       *[other] (avec un fantôme)
    }
board-meeple = { $who } : un meeple { $kind ->
        [city] dans la ville
        [road] sur la route
        [field] dans le pré
        [monastery] dans l’abbaye
        [castle] dans le château
        [cemetery] dans le cimetière
       *[other] sur la zone « { $feature } »
    }{ $ghosts ->
        [0] .
        [one] , avec 1 fantôme.
        [2] , avec 2 fantômes : un troisième le renvoie chez lui (G3).
       *[other] , avec { $ghosts } fantômes.
    }
board-guard = { $who } : une Sentinelle { $kind ->
        [city] dans la ville
        [road] sur la route
        [field] dans le pré
        [monastery] dans l’abbaye
        [castle] dans le château
        [cemetery] dans le cimetière
       *[other] sur la zone « { $feature } »
    }.
board-cell-last = Posée en dernier, par { $player }.
board-cell-last-tile = Posée en dernier.
board-score = { $player } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $meeples ->
        [one] { $meeples } meeple
       *[other] { $meeples } meeples
    } en réserve{ $mist ->
        [yes] , { $guards ->
            [one] { $guards } Sentinelle
           *[other] { $guards } Sentinelles
        }, { $ghosts ->
            [0] aucun fantôme sur ses meeples.
            [one] { $ghosts } fantôme sur ses meeples.
           *[other] { $ghosts } fantômes sur ses meeples.
        }
       *[no] .
    }
board-tiles-left = { $n ->
        [0] Plus aucune tuile.
        [one] { $n } tuile restante, celle en main.
       *[other] { $n } tuiles restantes, celle en main comprise.
    }
board-ghost-supply = Réserve de fantômes : { $n } sur 15.
# a choice of the moment, said with its number (the key that chooses it); $what: the choice in words, a sentence
board-choice = { $n } : { $what }
# a meeple spot of the tile just placed, as a button's name and the text board says it; $feature: the feature as a cell says it ("Road, east and west")
board-choice-meeple = { $feature } : un meeple.
board-choice-guard = { $feature } : une Sentinelle.
