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

## Scenariobestanden en opgeslagen spellen: de soorten fouten van de motor

error-at = { $path }: { $what }
error-file-bad-json = { $eof ->
    [true] het bestand houdt te vroeg op (afgebroken?) op regel { $line }, kolom { $column }
   *[false] het bestand is geen geldige JSON op regel { $line }, kolom { $column }
  }
error-file-too-large = het bestand is { $bytes } bytes; er worden er hoogstens { $max } gelezen
error-file-unknown-field = onbekend veld „{ $field }”; mogelijke velden hier: { $expected }
error-file-duplicate-field = het veld „{ $field }” staat er twee keer
error-file-missing-field = het veld „{ $field }” ontbreekt
error-file-wrong-type = verkeerd type: { $found }; verwacht: { $expected }
error-file-unknown-word = onbekende waarde „{ $value }”; verwacht: { $expected }
error-file-out-of-range = het getal { $value } valt buiten het bereik: verwacht { $expected }
error-file-unknown-tile = onbekende tegel „{ $tile }”: hij zit niet in de gekozen spellen en niet in de „tiles” van het bestand
error-file-illegal-placement = { $reason ->
    [occupied] tegel { $tile } kan daar niet liggen: op dat vak ligt al een tegel (B1)
    [side-mismatch] tegel { $tile } kan daar niet liggen: een zijde past niet bij de buurtegel (B1)
    [not-touching] tegel { $tile } kan daar niet liggen: hij raakt geen eerdere tegel (B1)
   *[off-board] tegel { $tile } kan daar niet liggen: hij ligt buiten het speelveld
  }
error-file-too-many = { $what ->
    [board] te veel tegels op het speelveld: hoogstens { $max }
    [bag] te veel tegels in de zak: hoogstens { $max }
    [tiles] te veel soorten tegels: hoogstens { $max }
    [steps] te veel stappen: hoogstens { $max }
   *[actions] te veel acties: hoogstens { $max }
  }
error-file-version = { $newer ->
    [true] versie { $version } is nieuwer dan dit programma, dat versie 1 tot { $max } leest: gebruik een nieuwere versie
   *[false] versie { $version } wordt niet ondersteund (dit programma leest 1 tot { $max })
  }
error-file-wrong-format = { $found ->
    [scenario] dit bestand is een scenario, geen opgeslagen spel: open het als scenario
    [game] dit bestand is een opgeslagen spel, geen scenario: open het als opgeslagen spel
   *[other] dit bestand is geen scenario en geen opgeslagen spel (zie het „format”)
  }
error-in-file = { $kind ->
    [game] Dit opgeslagen spel kan niet geopend worden: { $what }
   *[scenario] Dit scenario kan niet geopend worden: { $what }
  }
error-quoted = „{ $text }”
