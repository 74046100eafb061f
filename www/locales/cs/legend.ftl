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

## Značky kreslené přes kartičky (viz en/legend.ftl)

legend-marks-title = Značky na herním plánu
legend-mark-fits = Žlutý rámeček: kartička v ruce sem pasuje tak, jak je teď otočená
legend-mark-turned = Slabý čárkovaný rámeček: kartička sem pasuje otočená jinak (R ji otočí)
legend-mark-refused = Čárkovaný červený rámeček kolem kartičky v ruce: sem nepasuje (nápověda řekne proč)
legend-mark-last = Kartička orámovaná barvou hráče: jeho poslední tah (Co se právě stalo)
legend-mark-spot = Čárkovaný kroužek se slabým družiníkem: místo pro vašeho družiníka (nebo strážného) na nové kartičce
legend-mark-others = Oranžová šipka: duch jde na družiníka jiného hráče
legend-mark-own = Červená šipka: duch jde na jednoho z vašich družiníků
legend-mark-draw = Fialová šipka: kouzelný kruh k sobě přitáhne ducha
legend-mark-meepleNumber = Číslo v barvě hráče vedle družiníka: družiník, kterého jmenuje výsledek („Červený 2“)
legend-mark-circleNumber = Číslo na fialovém kotouči: kouzelný kruh, který jmenuje výsledek („kruh 1“)
legend-mark-bankLetter = Písmeno na okraji nové kartičky: oblast mlhy, kterou jmenuje výsledek („Oblast mlhy A“)
