# De woorden van de scenario-editor (www/editor.html, www/editor/). Spelbegrippen: docs/GLOSSARY.md.

## De pagina: kop, gereedschap, palet, speelveld, dialogen

editor-doc-title = Carcassonne Mist · Scenario-editor
editor-sub = Scenario-editor
editor-nav =
    .aria-label = Editor
editor-language = Taal
editor-language-box =
    .title = De taal van de editor (de teksten van het scenario houden de hunne)
editor-modes =
    .aria-label = Modus
editor-mode-layout = Opstellen
    .title = De stelling opstellen: tegels, stukken, spelers, tegel in de hand en zak
editor-mode-record = Stappen opnemen
    .title = Stappen opnemen door ze te spelen, elk met een onderschrift
editor-undo-button =
    .title = Ongedaan maken (Ctrl+Z)
    .aria-label = Ongedaan maken
editor-redo-button =
    .title = Opnieuw (Ctrl+Y)
    .aria-label = Opnieuw
editor-new = Nieuw
    .title = Opnieuw beginnen met een leeg speelveld
editor-open = Openen…
    .title = Een scenariobestand openen (of op de pagina laten vallen, of plakken)
editor-paste = Plakken…
    .title = De tekst of link van een scenario plakken
editor-export = Exporteren…
    .title = Het bestand downloaden, de link of de iframe-code kopiëren
editor-play-link = de spelpagina
editor-palette-box =
    .aria-label = Tegels
editor-search =
    .placeholder = id, stad, weg, mist…
    .aria-label = De tegels zoeken op id of op wat erop staat
editor-grid =
    .aria-label = Tegelsoorten
editor-own-summary = Eigen tegelsoort…
editor-own-help = Eén regel van de tegelnotatie (docs/TILES.md), bijvoorbeeld:
editor-own-line =
    .aria-label = Tegelnotatie
editor-own-add = Aan het palet toevoegen
editor-board-box =
    .aria-label = Speelveld
editor-board-canvas =
    .aria-label = Het speelveld: klik om de gekozen tegel te leggen of een tegel te kiezen, sleep om te verschuiven, scrollwiel om te zoomen
editor-board-keys = Toetsen: de pijltjestoetsen verplaatsen de cursor, Enter legt daar de gekozen tegel of selecteert de tegel die daar ligt, Shift met een pijltjestoets verplaatst de geselecteerde tegel, R draait hem, Delete verwijdert hem; tijdens het opnemen legt Enter de tegel aan, kiezen 1 tot 9 een meeple of het verzetten van een spook en zet N geen meeple.
editor-cursor = Vak { $cell }: { $what }
editor-cursor-outcome = { $what } { $rotation }° gedraaid aangelegd: { $lines }.
editor-line-sep = ;{" "}
editor-cell-first = Leeg vak: de eerste tegel, { $tile }, kan hier komen.
editor-cell-selected = Deze tegel is geselecteerd.
editor-zoom-in =
    .title = Inzoomen (+)
    .aria-label = Inzoomen
editor-zoom-out =
    .title = Uitzoomen (−)
    .aria-label = Uitzoomen
editor-fit = Passend
    .title = Het speelveld passend tonen (F)
editor-rotate-button =
    .title = De tegel draaien (R)
editor-panel-box =
    .aria-label = Scenario
editor-export-title = Het scenario exporteren
editor-ex-expect = De huidige antwoorden van de engine als verwachtingen toevoegen (het bestand is ook een test)
editor-ex-download = Het bestand downloaden
editor-ex-base-label = Adres van de kopie van de pagina op de wiki (de map met embed.html)
editor-ex-base =
    .placeholder = https://jouw-wiki.example/carcassonne-mist/www/
editor-ex-link-label = Een link die het scenario bevat
editor-ex-snippet-label = De iframe-code
editor-copy = Kopiëren
editor-pictures-legend = Een afbeelding, voor een wiki die geen iframe toestaat
editor-pic-step =
    .aria-label = De stap die de afbeelding toont
editor-pic-text = uitkomsttekst
editor-pic-legend = legenda
editor-close = Sluiten
editor-paste-title = Een scenario plakken
editor-paste-help = De tekst van het bestand, of een link met ?scenario= erin.
editor-paste-text =
    .aria-label = De tekst of link van het scenario
editor-cancel = Annuleren
editor-open-button = Openen

## Status, fouten en hints

editor-loading = De engine wordt geladen…
editor-no-engine = De engine is niet gestart: { $why }
editor-status-layout = Tegels: { $tiles } · stukken: { $meeples } · stappen: { $steps } · engine { $version }
editor-status-empty = Een leeg speelveld · engine { $version }
editor-refused-edit = Niet gedaan: { $why }
editor-opened = Geopend: { $title }
editor-untitled = een scenario zonder titel
editor-cannot-open = Dit scenario kan niet worden geopend: { $why }
editor-saved-game = Dit is een opgeslagen spel, geen scenario: de editor maakt scenario’s. Open een opgeslagen spel op de spelpagina (Openen…), of toon het op een wiki met ?game= van de demonstrator.
editor-pick-first = Kies een tegel in het palet en klik dan op het speelveld.
editor-no-place = Tegel { $tile } kan niet op { $cell }: { $why }
editor-fits-turned = Tegel { $tile } past hier anders gedraaid: druk op R om hem te draaien.
editor-record-need-position = De stelling moet geldig zijn voordat stappen worden opgenomen: { $why }
editor-rotation = { $rotation }°
editor-hint-layout = Klik op een gemarkeerd vak om { $tile } te leggen, { $rotation }° gedraaid (R draait hem).
editor-hint-record = Beweeg over een gemarkeerd vak om te zien wat de plaatsing doet; klik om hem te spelen.

## De controles van de engine

editor-empty-board = Het speelveld is leeg: kies een tegel in het palet en klik op het speelveld om de eerste te leggen.
editor-step-broken = Stap { $n } is op deze stelling niet meer te spelen: { $why }
editor-step-not-refused = Stap { $n } zou geweigerd moeten worden met “{ $error }”, maar de engine speelt hem.
editor-fits-nowhere = Tegel { $tile } past nergens naast dit speelveld (B1).

## Openen en exporteren

editor-open-large = { $size ->
        [one] Dit bestand is { $size } byte: een scenario is hoogstens 1 MiB.
       *[other] Dit bestand is { $size } bytes: een scenario is hoogstens 1 MiB.
    }
editor-open-unreadable = Dit bestand kan niet als tekst worden gelezen: { $why }
editor-open-link = Het scenario van de link kan niet worden gelezen: { $why }
editor-open-not-utf8 = het is geen tekst in UTF-8 (een scenario is een JSON-tekstbestand)
editor-open-not-base64url = het is geen JSON en geen base64url-code (de link is misschien afgebroken)
editor-open-bad-address = “{ $text }” is geen adres dat de editor kan openen
editor-open-other-site = de editor opent alleen bestanden van zijn eigen site ({ $own }), niet van { $origin }: download het bestand en open het dan hier
editor-open-unreachable = het bestand kon niet worden opgehaald (geen antwoord, of geen netwerk)
editor-open-nothing = Niets te openen: plak de tekst van een scenario of een link met ?scenario=.
editor-base-local = Deze pagina draait op deze computer: geef het adres waar de kopie van de pagina op de wiki staat.
editor-base-missing = Geef eerst het adres van de kopie van de pagina op de wiki.
editor-base-bad = Dit is geen webadres (https://…).
editor-base-not-kept = Deze browser bewaart geen gegevens voor deze pagina: het adres geldt tot de pagina sluit en wordt niet onthouden.
editor-size = { $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    }
editor-copied = Gekopieerd.
editor-iframe-title = Demonstratie van de mistregels van Carcassonne
# $done: the steps played before the picture (the embed's "Step 1 / 3"); $n: the step whose placement it shows
editor-picture-before = { $done ->
        [0] Bij het begin
       *[other] Na stap { $done }
    }, met de plaatsing van stap { $n }
editor-picture-at = { $done ->
        [0] Bij het begin
       *[other] Na stap { $done }
    }
editor-picture-end = Na de laatste stap
editor-picture-failed = Geen afbeelding: { $why }

## Waarop een tegelsoort gezocht wordt

editor-kind-city = stad
editor-kind-road = weg
editor-kind-field = weide
editor-kind-monastery = klooster
editor-kind-castle = spookslot
editor-kind-cemetery = kerkhof
editor-kind-ruin = ruïne
editor-kind-mist = mist
editor-kind-circle = spreukencirkel
editor-kind-shield = wapenschild
editor-kind-crossing = kruispunt

## Het palet

editor-palette-count = { $all ->
        [one] { $shown } van { $all } tegelsoort
       *[other] { $shown } van { $all } tegelsoorten
    }
editor-palette-none = Geen tegelsoort past bij “{ $query }”.
editor-palette-tile = Tegel { $id } ({ $set }, { $count } in de set): { $words }
editor-own-remove = Verwijderen
editor-own-empty = Nog geen eigen tegelsoort.
editor-set-base = Basisspel
editor-set-gcc = Uitbr. 11 – Spoken, Spookslotten & Kerkhoven
editor-set-sc = De Spreukencirkels
editor-set-scenario = De eigen tegels van het scenario

## De kaarten van de opstelling

editor-card-scenario = Scenario
editor-text-lang = Teksten in
editor-title = Titel
editor-rules = Regel-id’s (bijv. B4, M3)
editor-description = Beschrijving
editor-card-players = Spelers
editor-player-name = Naam
editor-player-colour = Kleur
editor-player-score = Score
editor-player-turn = Wie is aan de beurt
editor-player-remove = Deze speler verwijderen
editor-player-add = Een speler toevoegen
editor-card-sets = Tegelsets en varianten
editor-card-tile = Gekozen tegel
editor-no-tile = Klik op een tegel op het speelveld om hem te draaien, te verplaatsen (slepen), te verwijderen of er stukken op te zetten. Kies een tegel in het palet om er een te leggen.
editor-tile-at = Tegel { $id } op { $cell }, { $rotation }° gedraaid
editor-turn-left = ⟲ Naar links draaien
editor-turn-right = ⟳ Naar rechts draaien
editor-remove-tile = Verwijderen
editor-piece = Een klik op een gebied zet:
editor-piece-player = Speler
editor-piece-meeple = Meeple
editor-piece-guard = Bewakingsmeeple
editor-piece-ghosts = Spoken erop
editor-feature-free = vrij
editor-feature-put = Zetten
editor-feature-take = Weghalen
editor-circles = { $n ->
        [one] { $n } spreukencirkel: de spoken erin
       *[other] { $n } spreukencirkels: de spoken erin
    }
# $feature: the feature's name on the tile (c1)
editor-feature-circles = { $n ->
        [one] { $feature }: { $n } spreukencirkel: de spoken erin
       *[other] { $feature }: { $n } spreukencirkels: de spoken erin
    }
editor-card-ghosts = Spoken en bewakingsmeeples
editor-guard-supply = Bewakingsmeeples van { $player } in de algemene voorraad bewakingsmeeples (K2)
editor-ghost-count = { $meeples } op meeples + { $circles } in cirkels + { $supply } in de voorraad = { $total } van 15
editor-ghost-off = De telling klopt niet, het verschil is { $diff }: er zijn precies 15 spoken (G1).
editor-supply-auto = Voorraad: wat over is van de 15
editor-supply = Spoken in de voorraad
editor-card-hand = Tegel in de hand en zak
editor-hand = Tegel in de hand
editor-hand-drawn = (uit de zak getrokken)
editor-bag-rest = De zak: de rest van de sets, geschud volgens het startgetal
editor-bag-list = De zak: deze tegels, de eerste eerst getrokken
editor-seed = Startgetal
editor-bag-add = Een tegel aan de zak toevoegen
editor-bag-empty = Leeg: de tegel in de hand is de laatste.
editor-meeple = meeple
editor-guard = bewakingsmeeple
editor-ghosts = { $n ->
        [one] { $n } spook
       *[other] { $n } spoken
    }

## Stappen opnemen

editor-card-steps = Stappen
editor-no-steps = Nog geen stap: speel een zet op het speelveld om hem op te nemen.
editor-caption = Onderschrift van stap { $n }
editor-caption-lang = Onderschriften in
editor-step-drop = Deze stap en de volgende verwijderen
editor-do-place = De tegel op { $cell } leggen, { $rotation }° gedraaid
editor-do-meeple = Meeple: { $feature }
editor-do-guard = Bewakingsmeeple: { $feature }
editor-do-skip = Geen meeple
editor-do-ghost = Spook: { $from } → { $to }
editor-do-undo = Ongedaan maken
editor-do-redo = Opnieuw
editor-refused = Geweigerd: { $why }
editor-card-move = De zet van nu
editor-move-place = { $player } legt { $tile }: beweeg over een gemarkeerd vak om te zien wat het doet, klik om te spelen (R draait de tegel).
editor-move-ghosts = { $player } verzet een spook ({ $rule }): kies van waar en naar waar.
editor-move-meeple = { $player } mag een meeple op de nieuwe tegel zetten (een plek op het speelveld, of hieronder).
editor-move-over = Het spel is afgelopen: geen zetten meer.
editor-no-meeple = Geen meeple
editor-keep-refusal = Bewaren als stap die de weigering toont
editor-broken = Deze stap is niet meer te spelen: { $why }
editor-viewing = Het speelveld na stap { $n } van { $total }.
editor-viewing-start = De stelling, vóór stap 1.
editor-view-end = Terug naar de laatste stap
editor-view-step = Het speelveld na stap { $n } tonen
editor-view-start = De stelling tonen
editor-framed = De scenario-editor werkt niet in een frame van een andere site. Open hem in een eigen tabblad.

# A step to be refused, named by its kind (a scenario file's "refused", docs/FORMATS.md)
editor-step-not-refused-kind = Stap { $n } zou geweigerd moeten worden, maar de engine speelt hem.
editor-step-refused-otherwise = Stap { $n } wordt geweigerd, maar niet om de reden die het bestand noemt: { $why }
## A rule puzzle's goal

editor-card-goal = Doel van de puzzel
editor-goal-help = Vraag de lezer in plaats van stappen de tegel in de hand zo te leggen dat aan een voorwaarde is voldaan; de engine weigert een doel dat geen enkele plaatsing haalt, of dat elke plaatsing haalt.
editor-goal-fact = Het doel
editor-goal-none = Geen doel (geen puzzel)
editor-goal-rule = Regel
editor-goal-to = Naar
editor-goal-from = Van
editor-goal-player = Speler
editor-goal-any = om het even
editor-goal-min = Minstens
editor-goal-max = Hoogstens
editor-goal-task = De vraag aan de lezer
editor-goal-remove = Doel verwijderen
