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
error-bad-option = Volba { $name }={ $value } ignorována: { $why }
error-show-format = zapište ji jako x,y nebo x,y,otočení
error-step-range = kroky jdou od 0 do { $max }
error-step-failed = Krok { $n } nelze zahrát: { $msg }
error-not-legal = Přiložení ({ $x }, { $y }, { $r }°) nelze ukázat: { $why }
