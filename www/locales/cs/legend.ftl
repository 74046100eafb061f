# Legenda (viz en/legend.ftl).

legend-close = Zavřít
legend-small-note = (při malém zvětšení: vpravo)
legend-mist = Mlha: světlá plocha s čárkovaným okrajem
legend-side = Hrana s mlhou: světlý zvlněný pruh na okraji kartičky; hrana bez něj je bez mlhy (zde hrana s mlhou sousedí s hranou bez mlhy: rozptýlení)
legend-circle = Kouzelný kruh, prázdný: fialový prstenec, uvnitř tmavý
legend-circleGhost = Kouzelný kruh s duchem: jasný prstenec s duchem uvnitř, počet v odznaku
legend-ghost = Duch
legend-meeple = Družiník (v barvě svého hráče), zde se 2 duchy
legend-guard = Strážný družiník: vyšší družiník se špičatou přilbou a štítem
legend-castle = Zámek
legend-cemetery = Hřbitov
legend-bank = Ukázáním na mlhu se obtáhne celá její oblast a zobrazí se její velikost a stav
