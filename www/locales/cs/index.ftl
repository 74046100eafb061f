# Seznam připravených scénářů (viz en/index.ftl).

index-page-title = Demonstrátor pravidel mlhy: připravené scénáře
index-page-language = Jazyk stránky
index-intro = Příklady ze stránky s pravidly a jeden scénář pro každé pravidlo 11. rozšíření a Kouzelných kruhů, každý připravený k zobrazení v demonstrátoru (embed.html) a k vložení do stránky wiki jako iframe. Každý zdejší soubor je zároveň testem enginu pravidel. Jak demonstrátor hostovat a všechny volby jeho adresy: docs/EMBED.md.
index-options = Volby odkazů a úryvků
index-language = Jazyk
index-theme = Vzhled
index-theme-light = světlý
index-theme-dark = tmavý
index-theme-auto = automatický
index-interactive = interaktivní
index-size = Velikost
index-base = Adresa vaší kopie demonstrátoru
index-preview = Náhled demonstrátoru
index-loading = Načítají se scénáře…
index-base-local = Tato adresa patří vašemu vlastnímu počítači: čtenáři wiki se na ni nedostanou. Zadejte adresu své kopie demonstrátoru.
index-base-bad = Toto není webová adresa: zadejte adresu jako https://example.org/carcassonne/www/
index-steps = { $n ->
    [one] { $n } krok
    [few] { $n } kroky
    [many] { $n } kroku
   *[other] { $n } kroků
  }
index-missing = Seznam scénářů se sestavuje enginem: spusťte make build (nebo make serve) a pak tuto stránku načtěte znovu. ({ $why })
index-failed = Seznam nelze zobrazit: { $why }
index-thumbnail = Hrací plocha scénáře „{ $title }“
index-preview-here = Náhled zde
index-copy = Zkopírovat úryvek iframe
index-copied = Úryvek zkopírován.
index-copy-by-hand = Označte úryvek níže a zkopírujte ho.

## The groups

index-group-examples = Příklady ze stránky s pravidly
index-group-base = Základní hra (B1–B7)
index-group-gcc = 11. rozšíření: duchové, mlha, zámky, hřbitovy (G, M, K)
index-group-sc = Kouzelné kruhy (S1–S9)
index-group-variants = Varianty pravidel (V1–V6)
index-group-puzzles = Hádanky k pravidlům: přilož kartičku tak, aby splnila cíl (M, S, G, K, V)
