# Fouten die een wiki-schrijver tegenkomt (zie en/errors.ftl).

## Het adres en het laden

error-no-source = Niets te tonen: voeg ?scenario= (het adres van een scenariobestand, of de JSON ervan) toe aan het adres van deze pagina.
error-both-sources = Geef ?scenario= of ?game=, niet allebei.
error-engine-missing = De regelmotor kon niet geladen worden uit ../pkg/carcassonne_mist.js: { $why }
error-fetch-failed = Kan { $url } niet laden: { $why }
error-http-status = Kan { $url } niet laden: de server antwoordde { $status }.
error-other-origin = Kan { $url } niet laden: deze demonstrator laadt alleen bestanden van zijn eigen site ({ $own }). De site die hem host kan { $origin } toestaan door het op te nemen in embed-origins.json naast embed.html (zie docs/EMBED.md).
error-redirected = Kan { $url } niet laden: de server stuurt de demonstrator naar een ander adres, en zulke omleidingen volgt hij niet. Verwijs naar het uiteindelijke adres van het bestand.
error-timed-out = Kan { $url } niet laden: de server stuurde het bestand niet binnen { $seconds } seconden.
error-too-large = Kan { $url } niet laden: het bestand is groter dan 1 MiB, meer dan een scenario nodig heeft; misschien is het het verkeerde bestand.
error-csp-blocked = Kan { $url } niet laden: { $origin } staat in embed-origins.json, maar de Content-Security-Policy van embed.html staat het nog niet toe: voeg het daar ook toe aan connect-src (zie docs/EMBED.md).
error-bad-inline = { $kind ->
    [game] Het opgeslagen spel in het adres is geen JSON en ook geen base64url-gecodeerde JSON.
   *[scenario] Het scenario in het adres is geen JSON en ook geen base64url-gecodeerde JSON.
  }
error-bad-option = Optie { $name }={ $value } genegeerd: { $why }
error-show-format = schrijf het als x,y of x,y,draaiing
error-step-range = de stappen gaan van 0 tot { $max }
error-step-failed = Stap { $n } kan niet gespeeld worden: { $msg }
error-not-legal = Kan de aanleg ({ $x }, { $y }, { $r }°) niet tonen: { $why }
