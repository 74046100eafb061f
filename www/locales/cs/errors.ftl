# Chyby, na které narazí autor wiki (viz en/errors.ftl).

## Adresa a načítání

error-no-source = Není co ukázat: přidejte k adrese této stránky ?scenario= (adresu souboru se scénářem, nebo jeho JSON).
error-both-sources = Zadejte buď ?scenario=, nebo ?game=, ne obojí.
error-engine-missing = Pravidlový engine se nepodařilo načíst z ../pkg/carcassonne_mist.js: { $why }
error-fetch-failed = Nelze načíst { $url }: { $why }
error-http-status = Nelze načíst { $url }: server odpověděl { $status }.
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
error-file-missing-field = chybí pole „{ $field }“
error-file-wrong-type = chybný typ: { $found }; očekáváno: { $expected }
error-file-unknown-word = neznámá hodnota „{ $value }“; očekáváno: { $expected }
error-file-out-of-range = číslo { $value } je mimo rozsah: očekáváno { $expected }
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
error-in-file = { $kind ->
    [game] Tuto uloženou hru nelze otevřít: { $what }
   *[scenario] Tento scénář nelze otevřít: { $what }
  }
error-quoted = „{ $text }“
