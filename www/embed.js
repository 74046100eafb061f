// The rules demonstrator for an iframe: a scenario file (or a saved game) on a small board, with
// its legal placements, the outcome of one placement in words and arrows, and the scenario's
// steps to play forward and back with their captions. URL options: docs/EMBED.md.
//
// The engine decides everything (legality, outcomes, texts); this file only reads its views and
// draws them. Board coordinates: cell (x, y) has its top-left corner at world point (x, y);
// y grows southwards. The camera is fixed: it fits the board and the legal cells.
//
// Over 800 lines: about 230 are the page's words in English, French and German (STRINGS, kept in
// this file, where the end-to-end test checks that every language has every word); the board
// itself is drawn by board.js, as on the page.

import {
  PALETTE, kindGeometry, drawTile, drawMeeple, drawSpotMarker, drawArrow, drawGhost,
  sizeCanvas, clearSquareCanvas, frameScheduler, featureLabel, FEATURE_LABEL_WORDS,
} from './draw.js';
import {
  drawTable, drawTiles, drawLegalCells, drawLastTile, drawTileInHand, drawCircleGhosts, drawMeeples,
  meepleHeight, spotPoint, drawGhostArrows,
} from './board.js';
import { playerColour as colourOf } from './colours.js';
import { trimmed, withSameTurns, placementsByCell } from './geometry.js';
import { coord, spotKey } from './text.js';
import { cellAtDevice } from './camera.js';
import { $, swatch } from './dom.js';
import { RULES } from './rules.js';
import { MAX_GAME_BYTES } from './inflate.js';
import { fromBase64Url } from './share.js';
import { FETCH_TIMEOUT_MS, fetchCapped, allowedOrigins } from './fetch-capped.js';
import { renderOutcome, previewArrows, OUTCOME_COLOURS } from './outcome.js';

// ---------------------------------------------------------------------------------------------
// The words of the page, by language. The engine's texts (outcomes, scorings, errors) stay in
// English.

const STRINGS = {
  en: {
    pageTitle: 'Carcassonne mist rules demonstrator',
    loading: 'Loading…',
    errorTitle: 'This demonstrator cannot be shown',
    noSource: 'Nothing to show: add ?scenario= (the address of a scenario file, or its JSON) to the address of this page.',
    bothSources: 'Give either ?scenario= or ?game=, not both.',
    engineMissing: 'The rules engine could not be loaded from ../pkg/carcassonne_mist.js: {why}',
    fetchFailed: 'Cannot load {url}: {why}',
    httpStatus: 'Cannot load {url}: the server answered {status}.',
    otherOrigin: 'Cannot load {url}: this demonstrator only loads files from its own site ({own}). The site that hosts it can allow {origin} by listing it in embed-origins.json next to embed.html (see docs/EMBED.md).',
    redirected: 'Cannot load {url}: the server sent the demonstrator to another address, and it does not follow such redirections. Link to the file\'s final address.',
    timedOut: 'Cannot load {url}: the server did not send the file within {seconds} seconds.',
    tooLarge: 'Cannot load {url}: the file holds more than 1 MiB, more than any scenario needs; it may be the wrong file.',
    cspBlocked: 'Cannot load {url}: {origin} is listed in embed-origins.json, but the Content-Security-Policy of embed.html does not allow it yet: add it to connect-src there too (see docs/EMBED.md).',
    badInline: 'The {what} in the address is neither JSON nor base64url-encoded JSON.',
    notJson: 'The {what} is not valid JSON: {why}',
    whatScenario: 'scenario',
    whatGame: 'saved game',
    badOption: 'Option {name}={value} ignored: {why}',
    showFormat: 'write it as x,y or x,y,rotation',
    stepRange: 'the steps go from 0 to {max}',
    board: 'Board',
    startOf: 'Start · {total} steps',
    startOf1: 'Start · 1 step',
    stepOf: 'Step {n} / {total}',
    noSteps: 'No steps',
    back: 'One step back',
    next: 'Play the next step',
    reset: 'Back to the example',
    yourMoves: 'Your moves: {n}',
    rotate: 'Turn the tile a quarter turn (R)',
    hand: 'Tile in hand: {id}',
    noHand: 'No tile in hand',
    phasePlace: '{name}: place the tile',
    phaseGhosts: '{name}: move the ghosts owed',
    phaseMeeple: '{name}: put a meeple on the new tile, or none',
    phaseOver: 'The game is over',
    legalCount: 'The tile fits in {n} highlighted cells.',
    legalNone: 'The tile in hand fits nowhere (B2).',
    hoverHint: 'Point at or tap a highlighted cell to see what placing the tile there would do.',
    outcomeTitle: 'Placing {tile} at ({x}, {y}), turned {r}°',
    nextStepPlacement: 'This is the next step.',
    placeHere: 'Place the tile here',
    notLegal: 'Cannot show the placement ({x}, {y}, {r}°): {why}',
    happened: 'What step {n} did',
    happenedFree: 'What your move did',
    atStart: 'The position as laid out. Press ▶ to play step 1.',
    atStartNoSteps: 'The position as laid out.',
    nextIs: 'Next: {what}',
    end: 'End of the example.',
    refused: 'Refused: {msg}',
    stepFailed: 'Step {n} cannot be played: {msg}',
    wentHome: "{name}'s meeple ({feature}) at ({x}, {y}) went home with its ghosts (G3).",
    chooseGhost: 'Where does the ghost go?',
    stillOwed: 'Still owed: {text}',
    chooseMeeple: 'Put a meeple?',
    noMeeple: 'No meeple',
    guard: 'guard',
    supplyWord: 'the supply',
    meepleOf: "{name}'s meeple ({feature}, {x}, {y})",
    // featureWords: draw.js's FEATURE_LABEL_WORDS
    circleAt: 'the spell circle at ({x}, {y})',
    ghostsOnMeeples: '{n} ghost(s) on meeples',
    meeplesLeft: '{n} meeples',
    guardsLeft: '{n} guards',
    points: '{n} pts',
    supply: 'Ghost supply: {n}',
    ruleTitle: '{id}: {title}',
    placeStep: 'place {tile} at ({x}, {y}), turned {r}°',
  },
  fr: {
    pageTitle: 'Démonstrateur des règles de la brume (Carcassonne)',
    loading: 'Chargement…',
    errorTitle: 'Ce démonstrateur ne peut pas être affiché',
    noSource: 'Rien à montrer : ajoutez ?scenario= (l’adresse d’un fichier de scénario, ou son JSON) à l’adresse de cette page.',
    bothSources: 'Donnez ?scenario= ou ?game=, pas les deux.',
    engineMissing: 'Le moteur de règles n’a pas pu être chargé depuis ../pkg/carcassonne_mist.js : {why}',
    fetchFailed: 'Impossible de charger {url} : {why}',
    httpStatus: 'Impossible de charger {url} : le serveur a répondu {status}.',
    otherOrigin: 'Impossible de charger {url} : ce démonstrateur ne charge que des fichiers de son propre site ({own}). Le site qui l’héberge peut autoriser {origin} en l’inscrivant dans embed-origins.json à côté de embed.html (voir docs/EMBED.md).',
    redirected: 'Impossible de charger {url} : le serveur renvoie le démonstrateur vers une autre adresse, ce qu’il ne suit pas. Donnez l’adresse finale du fichier.',
    timedOut: 'Impossible de charger {url} : le serveur n’a pas envoyé le fichier en {seconds} secondes.',
    tooLarge: 'Impossible de charger {url} : le fichier dépasse 1 Mio, plus qu’aucun scénario n’en demande ; ce n’est peut-être pas le bon fichier.',
    cspBlocked: 'Impossible de charger {url} : {origin} figure dans embed-origins.json, mais la Content-Security-Policy de embed.html ne l’autorise pas encore : ajoutez-le aussi à connect-src (voir docs/EMBED.md).',
    badInline: 'Le {what} dans l’adresse n’est ni du JSON ni du JSON encodé en base64url.',
    notJson: 'Le {what} n’est pas du JSON valide : {why}',
    whatScenario: 'scénario',
    whatGame: 'partie enregistrée',
    badOption: 'Option {name}={value} ignorée : {why}',
    showFormat: 'écrivez-la x,y ou x,y,rotation',
    stepRange: 'les étapes vont de 0 à {max}',
    board: 'Plateau',
    startOf: 'Départ · {total} étapes',
    startOf1: 'Départ · 1 étape',
    stepOf: 'Étape {n} / {total}',
    noSteps: 'Aucune étape',
    back: 'Une étape en arrière',
    next: 'Jouer l’étape suivante',
    reset: 'Revenir à l’exemple',
    yourMoves: 'Vos coups : {n}',
    rotate: 'Tourner la tuile d’un quart de tour (R)',
    hand: 'Tuile en main : {id}',
    noHand: 'Aucune tuile en main',
    phasePlace: '{name} : posez la tuile',
    phaseGhosts: '{name} : déplacez les fantômes dus',
    phaseMeeple: '{name} : posez un meeple sur la nouvelle tuile, ou aucun',
    phaseOver: 'La partie est finie',
    legalCount: 'La tuile peut aller sur {n} cases en surbrillance.',
    legalNone: 'La tuile en main ne va nulle part (B2).',
    hoverHint: 'Pointez ou touchez une case en surbrillance pour voir ce que ferait la pose.',
    outcomeTitle: 'Poser {tile} en ({x}, {y}), tournée de {r}°',
    nextStepPlacement: 'C’est l’étape suivante.',
    placeHere: 'Poser la tuile ici',
    notLegal: 'Impossible de montrer la pose ({x}, {y}, {r}°) : {why}',
    happened: 'Ce qu’a fait l’étape {n}',
    happenedFree: 'Ce qu’a fait votre coup',
    atStart: 'La position de départ. Appuyez sur ▶ pour jouer l’étape 1.',
    atStartNoSteps: 'La position de départ.',
    nextIs: 'Ensuite : {what}',
    end: 'Fin de l’exemple.',
    refused: 'Refusé : {msg}',
    stepFailed: 'L’étape {n} ne peut pas être jouée : {msg}',
    wentHome: 'Le meeple de {name} ({feature}) en ({x}, {y}) rentre avec ses fantômes (G3).',
    chooseGhost: 'Où va le fantôme ?',
    stillOwed: 'Encore dû : {text}',
    chooseMeeple: 'Poser un meeple ?',
    noMeeple: 'Aucun meeple',
    guard: 'garde',
    supplyWord: 'la réserve',
    meepleOf: 'le meeple de {name} ({feature}, {x}, {y})',
    featureWords: {
      kinds: {
        city: 'Ville', road: 'Route', field: 'Champ', monastery: 'Abbaye', castle: 'Château',
        cemetery: 'Cimetière', mist: 'Brume',
      },
      compass: ['N', 'NE', 'E', 'SE', 'S', 'SO', 'O', 'NO'],
      centre: 'centre',
    },
    circleAt: 'le cercle magique en ({x}, {y})',
    ghostsOnMeeples: '{n} fantôme(s) sur les meeples',
    meeplesLeft: '{n} meeples',
    guardsLeft: '{n} gardes',
    points: '{n} pts',
    supply: 'Réserve de fantômes : {n}',
    ruleTitle: '{id} : {title}',
    placeStep: 'poser {tile} en ({x}, {y}), tournée de {r}°',
  },
  de: {
    pageTitle: 'Regel-Demonstrator für den Nebel (Carcassonne)',
    loading: 'Wird geladen…',
    errorTitle: 'Dieser Demonstrator kann nicht angezeigt werden',
    noSource: 'Nichts anzuzeigen: Hängen Sie ?scenario= (die Adresse einer Szenario-Datei oder ihr JSON) an die Adresse dieser Seite an.',
    bothSources: 'Geben Sie entweder ?scenario= oder ?game= an, nicht beides.',
    engineMissing: 'Die Regel-Engine konnte nicht aus ../pkg/carcassonne_mist.js geladen werden: {why}',
    fetchFailed: '{url} kann nicht geladen werden: {why}',
    httpStatus: '{url} kann nicht geladen werden: Der Server antwortete {status}.',
    otherOrigin: '{url} kann nicht geladen werden: Dieser Demonstrator lädt nur Dateien seiner eigenen Website ({own}). Die Website, die ihn bereitstellt, kann {origin} erlauben, indem sie es in embed-origins.json neben embed.html einträgt (siehe docs/EMBED.md).',
    redirected: '{url} kann nicht geladen werden: Der Server leitet an eine andere Adresse weiter, der der Demonstrator nicht folgt. Verlinken Sie die endgültige Adresse der Datei.',
    timedOut: '{url} kann nicht geladen werden: Der Server hat die Datei nicht innerhalb von {seconds} Sekunden gesendet.',
    tooLarge: '{url} kann nicht geladen werden: Die Datei ist größer als 1 MiB, mehr als ein Szenario braucht; vielleicht ist es die falsche Datei.',
    cspBlocked: '{url} kann nicht geladen werden: {origin} steht in embed-origins.json, aber die Content-Security-Policy von embed.html erlaubt es noch nicht: Tragen Sie es dort auch unter connect-src ein (siehe docs/EMBED.md).',
    badInline: 'Das {what} in der Adresse ist weder JSON noch base64url-kodiertes JSON.',
    notJson: 'Das {what} ist kein gültiges JSON: {why}',
    whatScenario: 'Szenario',
    whatGame: 'gespeicherte Spiel',
    badOption: 'Option {name}={value} ignoriert: {why}',
    showFormat: 'schreiben Sie x,y oder x,y,Drehung',
    stepRange: 'die Schritte gehen von 0 bis {max}',
    board: 'Spielfeld',
    startOf: 'Start · {total} Schritte',
    startOf1: 'Start · 1 Schritt',
    stepOf: 'Schritt {n} / {total}',
    noSteps: 'Keine Schritte',
    back: 'Einen Schritt zurück',
    next: 'Nächsten Schritt spielen',
    reset: 'Zurück zum Beispiel',
    yourMoves: 'Ihre Züge: {n}',
    rotate: 'Plättchen eine Vierteldrehung drehen (R)',
    hand: 'Plättchen auf der Hand: {id}',
    noHand: 'Kein Plättchen auf der Hand',
    phasePlace: '{name}: Plättchen anlegen',
    phaseGhosts: '{name}: die fälligen Geister versetzen',
    phaseMeeple: '{name}: einen Meeple auf das neue Plättchen setzen, oder keinen',
    phaseOver: 'Das Spiel ist zu Ende',
    legalCount: 'Das Plättchen passt auf {n} markierte Felder.',
    legalNone: 'Das Plättchen auf der Hand passt nirgends (B2).',
    hoverHint: 'Zeigen Sie auf ein markiertes Feld oder tippen Sie es an, um zu sehen, was das Anlegen dort bewirkt.',
    outcomeTitle: '{tile} auf ({x}, {y}) anlegen, um {r}° gedreht',
    nextStepPlacement: 'Das ist der nächste Schritt.',
    placeHere: 'Plättchen hier anlegen',
    notLegal: 'Die Platzierung ({x}, {y}, {r}°) kann nicht gezeigt werden: {why}',
    happened: 'Was Schritt {n} bewirkt hat',
    happenedFree: 'Was Ihr Zug bewirkt hat',
    atStart: 'Die Ausgangsstellung. Drücken Sie ▶, um Schritt 1 zu spielen.',
    atStartNoSteps: 'Die Ausgangsstellung.',
    nextIs: 'Als Nächstes: {what}',
    end: 'Ende des Beispiels.',
    refused: 'Abgelehnt: {msg}',
    stepFailed: 'Schritt {n} kann nicht gespielt werden: {msg}',
    wentHome: 'Der Meeple von {name} ({feature}) bei ({x}, {y}) geht mit seinen Geistern nach Hause (G3).',
    chooseGhost: 'Wohin geht der Geist?',
    stillOwed: 'Noch fällig: {text}',
    chooseMeeple: 'Einen Meeple einsetzen?',
    noMeeple: 'Kein Meeple',
    guard: 'Wächter',
    supplyWord: 'der Vorrat',
    meepleOf: 'der Meeple von {name} ({feature}, {x}, {y})',
    featureWords: {
      kinds: {
        city: 'Stadt', road: 'Straße', field: 'Wiese', monastery: 'Kloster', castle: 'Burg',
        cemetery: 'Friedhof', mist: 'Nebel',
      },
      compass: ['N', 'NO', 'O', 'SO', 'S', 'SW', 'W', 'NW'],
      centre: 'Mitte',
    },
    circleAt: 'der Zauberkreis bei ({x}, {y})',
    ghostsOnMeeples: '{n} Geist(er) auf Meeples',
    meeplesLeft: '{n} Meeples',
    guardsLeft: '{n} Wächter',
    points: '{n} Pkt.',
    supply: 'Geistervorrat: {n}',
    ruleTitle: '{id}: {title}',
    placeStep: '{tile} auf ({x}, {y}) anlegen, um {r}° gedreht',
  },
};

const LANGS = Object.keys(STRINGS);

const MAX_TILE_PX = 130; // largest cell on screen, in CSS pixels
const SUPPLY_BAND = 30; // CSS pixels at the top of the board kept for the ghost supply

// ---------------------------------------------------------------------------------------------
// State.

const el = {
  title: $('title'), description: $('description'), ruleLinks: $('rule-links'), about: $('about'),
  board: $('board'), boardWrap: $('board-wrap'), notice: $('notice'),
  hand: $('hand'), rotate: $('rotate'),
  back: $('back'), next: $('next'), reset: $('reset'), stepCount: $('step-count'), caption: $('caption'),
  status: $('status'),
  outcomeBox: $('outcome-box'), outcomeTitle: $('outcome-title'), outcome: $('outcome'), place: $('place'),
  actionsBox: $('actions-box'), actionsTitle: $('actions-title'), actions: $('actions'),
  happenedBox: $('happened-box'), happenedTitle: $('happened-title'), happened: $('happened'),
  players: $('players'), supply: $('supply'),
  error: $('error'), errorTitle: $('error-title'), errorText: $('error-text'),
};

const state = {
  lang: 'en',
  interactive: true,
  engine: null,
  source: null, // {kind: 'scenario' | 'game', text, doc}
  steps: [], // [{do, caption, error}]
  n: 0, // scenario steps applied
  free: [], // the reader's own actions after step n (interactive)
  game: null,
  kinds: [],
  geoms: [],
  view: null,
  legal: [],
  legalAt: new Map(), // "x,y" -> Set of rotations
  rotation: 0,
  showOption: null, // {x, y, rotation?} from ?show=, until the first step
  showNone: false,
  hover: null, // {x, y, rotation}
  pinned: null,
  result: null, // what the last action did: {title, items: [{text, cls}]}
  problem: '', // a notice on the board (a ?show= that is not legal, a step that fails)
  previewCache: new Map(),
  dpr: 1,
  width: 0,
  height: 0,
};

function t(key, vars = {}) {
  const table = STRINGS[state.lang] || STRINGS.en;
  const s = key in table ? table[key] : STRINGS.en[key] ?? key;
  return s.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
}

class ShownError extends Error {}

// ---------------------------------------------------------------------------------------------
// Reading the address.

function readOptions(params) {
  const warnings = [];
  const lang = (params.get('lang') || 'en').trim().toLowerCase().slice(0, 2);
  state.lang = LANGS.includes(lang) ? lang : 'en';
  document.documentElement.lang = state.lang;
  document.title = t('pageTitle');

  const theme = (params.get('theme') || 'light').trim().toLowerCase();
  let chosen = theme;
  if (theme === 'auto') chosen = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  if (!['light', 'dark'].includes(chosen)) chosen = 'light';
  document.documentElement.dataset.theme = chosen;
  if (params.get('title') === '0') document.documentElement.dataset.title = '0';

  state.interactive = !['0', 'false', 'no', 'off'].includes((params.get('interactive') || '1').trim().toLowerCase());

  const show = params.get('show');
  if (show !== null) {
    const s = show.trim().toLowerCase();
    if (s === 'none' || s === '0' || s === 'off') state.showNone = true;
    else {
      const m = s.match(/^(-?\d+)\s*,\s*(-?\d+)(?:\s*,\s*(\d+))?$/);
      if (m) state.showOption = { x: Number(m[1]), y: Number(m[2]), rotation: m[3] === undefined ? null : Number(m[3]) };
      else warnings.push(t('badOption', { name: 'show', value: show, why: t('showFormat') }));
    }
  }
  return warnings;
}

function base64urlToText(s) {
  const bytes = fromBase64Url(s);
  if (bytes.length > MAX_GAME_BYTES) throw new ShownError(t('tooLarge', { url: '?scenario=…' }));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * The text of a scenario or saved game given in the address: inline JSON (`{…}`, already
 * percent-decoded by URLSearchParams), base64url JSON (starts with `e`, as every base64 text of
 * `{` does), or else the address of a file, relative to this page: on this page's own site, or
 * on one the hosting site lists in embed-origins.json.
 */
async function readSource(raw, what) {
  let v = raw.trim();
  if (/^%7b/i.test(v)) {
    try { v = decodeURIComponent(v); } catch { /* keep it as it is */ }
  }
  if (v.startsWith('{')) return v;
  if (/^e[A-Za-z0-9_-]+={0,2}$/.test(v)) {
    try {
      const text = base64urlToText(v);
      if (text.trimStart().startsWith('{')) return text;
    } catch (e) {
      if (e instanceof ShownError) throw e;
      /* not base64: try it as an address */
    }
  }
  if (!v) throw new ShownError(t('noSource'));
  let url;
  try {
    url = new URL(v, location.href);
  } catch {
    throw new ShownError(t('badInline', { what }));
  }
  if (!['http:', 'https:'].includes(url.protocol)) throw new ShownError(t('badInline', { what }));
  const own = location.origin;
  if (url.origin !== own && !(await allowedOrigins()).includes(url.origin)) {
    throw new ShownError(t('otherOrigin', { url: v, own, origin: url.origin }));
  }
  // the page's Content-Security-Policy (connect-src) has the last word on other origins
  let blockedByCsp = false;
  const onCsp = (e) => {
    if (e.violatedDirective && e.violatedDirective.startsWith('connect-src')) blockedByCsp = true;
  };
  document.addEventListener('securitypolicyviolation', onCsp);
  try {
    return await fetchCapped(url, MAX_GAME_BYTES);
  } catch (e) {
    if (e.kind === 'timeout') throw new ShownError(t('timedOut', { url: v, seconds: FETCH_TIMEOUT_MS / 1000 }));
    if (e.kind === 'large') throw new ShownError(t('tooLarge', { url: v }));
    if (e.kind === 'redirect') throw new ShownError(t('redirected', { url: v }));
    if (e.kind === 'status') throw new ShownError(t('httpStatus', { url: v, status: e.status }));
    // the violation event comes a moment after the refused fetch
    await new Promise((ok) => setTimeout(ok, 50));
    if (blockedByCsp) throw new ShownError(t('cspBlocked', { url: v, origin: url.origin }));
    throw new ShownError(t('fetchFailed', { url: v, why: e.why || e.message }));
  } finally {
    document.removeEventListener('securitypolicyviolation', onCsp);
  }
}

// ---------------------------------------------------------------------------------------------
// Start-up.

async function main() {
  const params = new URLSearchParams(location.search);
  const warnings = readOptions(params);
  translateChrome();
  const scenarioRaw = params.get('scenario');
  const gameRaw = params.get('game');
  if (scenarioRaw !== null && gameRaw !== null) throw new ShownError(t('bothSources'));
  if (scenarioRaw === null && gameRaw === null) throw new ShownError(t('noSource'));
  const kind = scenarioRaw !== null ? 'scenario' : 'game';
  const what = t(kind === 'scenario' ? 'whatScenario' : 'whatGame');
  // the file loads while the engine starts
  const reading = readSource(scenarioRaw ?? gameRaw, what);
  reading.catch(() => {}); // reported below, after the engine's own problems
  try {
    const engine = await import('../pkg/carcassonne_mist.js');
    await engine.default();
    state.engine = engine;
  } catch (e) {
    throw new ShownError(t('engineMissing', { why: e && e.message ? e.message : String(e) }));
  }

  const text = await reading;

  // the engine reads it first: its messages say where the problem is
  const { GameHandle } = state.engine;
  let doc;
  if (kind === 'scenario') {
    const g = GameHandle.fromScenario(text);
    g.free();
    doc = JSON.parse(text);
    state.steps = (doc.steps || []).map((s) => ({ do: s.do, caption: s.caption || '', error: s.error || null }));
    state.base = () => GameHandle.fromScenario(text);
  } else {
    const g = GameHandle.load(text);
    g.free();
    doc = JSON.parse(text);
    state.steps = (doc.actions || []).map((a) => ({ do: a, caption: '', error: null }));
    const start = JSON.stringify({ ...doc, actions: [] });
    state.base = () => GameHandle.load(start);
  }
  state.source = { kind, doc };
  fillHeader(doc, kind);

  // the starting step: ?step=N (a scenario starts at its position, a saved game at its end)
  let n = kind === 'scenario' ? 0 : state.steps.length;
  const stepRaw = params.get('step');
  if (stepRaw !== null) {
    const s = Number(stepRaw);
    if (Number.isInteger(s) && s >= 0 && s <= state.steps.length) n = s;
    else warnings.push(t('badOption', { name: 'step', value: stepRaw, why: t('stepRange', { max: state.steps.length }) }));
  }
  state.n = n;
  rebuild();
  if (state.showOption) checkShowOption();
  if (warnings.length) state.problem = [warnings.join(' '), state.problem].filter(Boolean).join(' ');

  setupInput();
  resizeCanvas();
  new ResizeObserver(() => {
    resizeCanvas();
    render();
    drawHand();
  }).observe(el.boardWrap);
  updateAll();
  render();

  window.__embed = {
    get game() { return state.game; },
    get state() { return state; },
    view: () => state.game.view(),
    preview: (x, y, r) => state.game.preview(x, y, r),
    shown: () => shownPlacement(),
    cellToClient,
  };
  document.body.dataset.ready = '1';
}

function translateChrome() {
  el.back.title = t('back');
  el.back.setAttribute('aria-label', t('back'));
  el.next.title = t('next');
  el.next.setAttribute('aria-label', t('next'));
  el.reset.title = t('reset');
  el.reset.setAttribute('aria-label', t('reset'));
  el.rotate.title = t('rotate');
  el.rotate.setAttribute('aria-label', t('rotate'));
  el.board.setAttribute('aria-label', t('board'));
  el.errorTitle.textContent = t('errorTitle');
  el.title.textContent = t('pageTitle');
  el.status.textContent = t('loading');
  el.place.textContent = t('placeHere');
}

function fillHeader(doc, kind) {
  const title = (doc.title || '').trim() || (kind === 'game' ? t('whatGame') : t('pageTitle'));
  el.title.textContent = title;
  document.title = title;
  el.description.textContent = doc.description || '';
  el.ruleLinks.replaceChildren();
  for (const id of doc.rules || []) {
    const rule = RULES[id];
    const a = document.createElement('abbr');
    a.className = 'rule-id';
    a.textContent = id;
    if (rule) a.title = t('ruleTitle', { id, title: rule.title }) + (rule.text ? ` — ${rule.text}` : '');
    el.ruleLinks.append(a, ' ');
  }
  if (!doc.description && !(doc.rules || []).length) el.about.querySelector('#about-body').hidden = true;
}

function showFatal(message) {
  el.errorText.textContent = message;
  el.error.hidden = false;
  document.body.dataset.error = '1';
  document.body.dataset.ready = '1';
}

// ---------------------------------------------------------------------------------------------
// Steps: the game is rebuilt from the start and the first `n` steps (then the reader's own
// moves) are played again; the last action's effects are read by comparing before and after.

function snapshot(g) {
  return { view: g.view(), log: g.turnLog().length };
}

function rebuild() {
  if (state.game) state.game.free();
  const g = state.base();
  const acts = [
    ...state.steps.slice(0, state.n).map((s, i) => ({ step: s, index: i })),
    ...state.free.map((a) => ({ free: a })),
  ];
  let before = null;
  let refusal = null;
  state.problem = '';
  for (let i = 0; i < acts.length; i++) {
    const a = acts[i];
    const last = i === acts.length - 1;
    if (last) before = snapshot(g);
    try {
      g.play(JSON.stringify(a.step ? a.step.do : a.free));
    } catch (e) {
      const msg = e && e.message ? e.message : String(e);
      if (a.step && a.step.error) {
        if (last) refusal = msg;
        continue;
      }
      // a step the engine refuses without the scenario saying so: stop before it
      state.problem = t('stepFailed', { n: (a.index ?? i) + 1, msg });
      if (a.step) {
        state.n = a.index;
        state.free = [];
      } else {
        state.free = state.free.slice(0, i - state.n);
      }
      g.free();
      return rebuild2(state.problem);
    }
  }
  setGame(g);
  state.result = before ? describeResult(before, g, acts[acts.length - 1], refusal) : null;
  return undefined;
}

/** Rebuilds after a failed step, keeping the message about it. */
function rebuild2(problem) {
  rebuild();
  state.problem = problem;
}

function setGame(g) {
  state.game = g;
  if (!state.kinds.length) {
    state.kinds = g.kinds();
    state.geoms = state.kinds.map((k, i) => kindGeometry(k, i));
  }
  state.previewCache.clear();
  const v = g.view();
  state.view = v;
  // every rotation that fits: a symmetric tile's equal turns (bits of `same`) play too (B1)
  state.legal = v.phase === 'place-tile' ? withSameTurns(g.legalPlacements()) : [];
  state.legalAt = placementsByCell(state.legal);
  state.hover = null;
  state.pinned = null;
  // the tile starts turned as the next step turns it, or as the first legal placement
  const next = nextStepPlacement();
  if (next) state.rotation = next.rotation;
  else if (!state.legal.some((p) => p.rotation === state.rotation)) state.rotation = state.legal.length ? state.legal[0].rotation : 0;
}

/** What the last action did, in words: the caption, the log lines, ghosts moved, scorings. */
function describeResult(before, g, act, refusal) {
  const items = [];
  const v = g.view();
  if (refusal !== null) {
    items.push({ text: t('refused', { msg: refusal }), cls: 'refused' });
    return { items, step: act.step ? act.index + 1 : null };
  }
  // the log lines of this action, the same move twice in a row written once with "× 2"
  const log = g.turnLog().slice(before.log);
  for (const line of log) {
    const prev = items[items.length - 1];
    if (prev && prev.base === line.text) {
      prev.count += 1;
      prev.text = `${line.text} × ${prev.count}`;
    } else items.push({ text: line.text, base: line.text, count: 1, cls: line.auto ? 'auto' : '' });
  }
  const paidBefore = JSON.stringify(before.view.ghosts_paid);
  const colourOf = (o) => (o.to === 'own' ? 'own' : o.to === 'circle' ? 'draw' : 'others');
  if (v.phase === 'ghosts') {
    // the player still chooses where ghosts go: say what is owed
    for (const o of v.obligations) items.push({ text: t('stillOwed', { text: o.text }), cls: colourOf(o) });
  } else if (v.ghosts_paid.length && JSON.stringify(v.ghosts_paid) !== paidBefore) {
    for (const o of v.ghosts_paid) {
      const short = o.moved < o.owed ? ` (${o.moved}/${o.owed})` : '';
      items.push({ text: `${o.text}${short}`, cls: colourOf(o) });
    }
  }
  const newEvents = v.events.slice(before.view.events.length);
  // meeples gone without a scoring: sent home by their third ghost (G3)
  const key = (m) => `${m.x},${m.y},${m.feature}`;
  const now = new Set(v.meeples.map(key));
  const scored = newEvents.length > 0;
  if (!scored) {
    for (const m of before.view.meeples) {
      if (now.has(key(m)) || m.guard) continue;
      items.push({
        text: t('wentHome', { name: v.players[m.player]?.name ?? '?', feature: featureAt(m.x, m.y, m.feature), x: m.x, y: m.y }),
        cls: 'own',
      });
    }
  }
  for (const e of newEvents) items.push({ text: e.text, cls: 'score' });
  return { items, step: act.step ? act.index + 1 : null };
}

function nextStep() {
  if (state.free.length) return null;
  return state.n < state.steps.length ? state.steps[state.n] : null;
}

/** The placement of the next scenario step, if it places a tile now. */
function nextStepPlacement() {
  const s = nextStep();
  if (!s || s.error || !s.do || s.do.type !== 'place-tile' || !state.view || state.view.phase !== 'place-tile') return null;
  return { x: s.do.x, y: s.do.y, rotation: s.do.rotation ?? 0 };
}

function stepForward() {
  if (state.free.length || state.n >= state.steps.length) return;
  state.showOption = null;
  state.n += 1;
  rebuild();
  updateAll();
}

function stepBack() {
  state.showOption = null;
  if (state.free.length) state.free.pop();
  else if (state.n > 0) state.n -= 1;
  else return;
  rebuild();
  updateAll();
}

function resetFree() {
  state.free = [];
  rebuild();
  updateAll();
}

/** Plays one of the reader's own actions (interactive). */
function playFree(spec) {
  state.showOption = null;
  // an action that is the scenario's next step simply steps forward
  const s = nextStep();
  if (s && !s.error && sameAction(s.do, spec)) {
    stepForward();
    return;
  }
  try {
    // check it first on the game as it is (the engine says why it is refused)
    state.game.play(JSON.stringify(spec));
  } catch (e) {
    state.problem = e && e.message ? e.message : String(e);
    updateAll();
    return;
  }
  state.free.push(spec);
  rebuild();
  updateAll();
}

function sameAction(a, b) {
  const norm = (x) => {
    const o = { ...x };
    if (o.type === 'place-tile') o.rotation = o.rotation ?? 0;
    if (o.type === 'place-meeple') o.guard = Boolean(o.guard);
    return JSON.stringify(o, Object.keys(o).sort());
  };
  return norm(a) === norm(b);
}

// ---------------------------------------------------------------------------------------------
// The placement whose outcome is shown.

function checkShowOption() {
  const s = state.showOption;
  const v = state.view;
  if (!s) return;
  if (v.phase !== 'place-tile') {
    state.problem = t('notLegal', { x: s.x, y: s.y, r: s.rotation ?? 0, why: t('phasePlace', { name: v.players[v.current].name }) });
    state.showOption = null;
    return;
  }
  const rots = [...(state.legalAt.get(`${s.x},${s.y}`) || [])];
  if (s.rotation === null) {
    const next = nextStepPlacement();
    s.rotation = next && next.x === s.x && next.y === s.y ? next.rotation : rots.length ? rots[0] : 0;
  }
  if (!rots.includes(s.rotation)) {
    const why = state.game.placementProblem(s.x, s.y, s.rotation) || '?';
    state.problem = t('notLegal', { x: s.x, y: s.y, r: s.rotation, why });
    state.showOption = null;
    return;
  }
  state.rotation = s.rotation;
}

function shownPlacement() {
  const v = state.view;
  if (!v || v.phase !== 'place-tile') return null;
  if (state.hover) return state.hover;
  if (state.pinned) return state.pinned;
  if (state.showOption) return state.showOption;
  if (state.showNone) return null;
  return nextStepPlacement();
}

function previewOf(p) {
  const key = `${p.x},${p.y},${p.rotation}`;
  if (!state.previewCache.has(key)) {
    let pv = null;
    try {
      pv = state.game.preview(p.x, p.y, p.rotation);
    } catch (e) {
      pv = { error: e && e.message ? e.message : String(e) };
    }
    state.previewCache.set(key, pv);
  }
  return state.previewCache.get(key);
}

// ---------------------------------------------------------------------------------------------
// The panel.

/** Player i's colour (colours.js: its own when plain, else as its name says, else the palette's). */
function playerColour(i) {
  return colourOf(state.view && state.view.players, i);
}

function updateAll() {
  updateSteps();
  updateStatus();
  updateOutcome();
  updateActions();
  updateHappened();
  updatePlayers();
  updateNotice();
  drawHand();
  requestRender();
}

function updateSteps() {
  const total = state.steps.length;
  if (state.free.length) {
    el.stepCount.textContent = t('yourMoves', { n: state.free.length });
  } else if (!total) {
    el.stepCount.textContent = t('noSteps');
  } else {
    el.stepCount.textContent = state.n === 0 ? t(total === 1 ? 'startOf1' : 'startOf', { total }) : t('stepOf', { n: state.n, total });
  }
  el.stepCount.dataset.step = String(state.n);
  el.back.disabled = state.n === 0 && !state.free.length;
  el.next.disabled = Boolean(state.free.length) || state.n >= total;
  el.next.hidden = state.free.length > 0;
  el.reset.hidden = !state.free.length;
  el.back.hidden = !total && !state.free.length;
  el.next.hidden = el.next.hidden || !total;

  // the caption: the step just played, or what comes next
  let caption = '';
  if (state.free.length) {
    caption = '';
  } else if (state.n === 0) {
    caption = total ? t('atStart') : t('atStartNoSteps');
  } else {
    const s = state.steps[state.n - 1];
    caption = s.caption || (state.result && state.result.items.length ? state.result.items[0].text : '');
    if (state.n === total && total) caption = caption ? `${caption} ${t('end')}` : t('end');
  }
  el.caption.textContent = caption;
}

function updateStatus() {
  const v = state.view;
  const cur = v.players[v.current];
  const name = cur ? cur.name : '';
  let text;
  if (v.phase === 'place-tile') text = t('phasePlace', { name });
  else if (v.phase === 'meeple') text = t('phaseMeeple', { name });
  else if (v.phase === 'game-over') text = t('phaseOver');
  else text = t('phaseGhosts', { name });
  el.status.replaceChildren(...(v.phase === 'game-over' ? [] : [swatch(playerColour(v.current))]), text);
  el.status.dataset.phase = v.phase;
  if (v.phase === 'place-tile') {
    const cells = state.legalAt.size;
    const hint = document.createElement('span');
    hint.className = 'muted';
    hint.style.fontWeight = 'normal';
    hint.textContent = ` ${cells ? t('legalCount', { n: cells }) : t('legalNone')}${cells && state.interactive ? ` ${t('hoverHint')}` : ''}`;
    el.status.append(hint);
  }
}

function updateOutcome() {
  const p = shownPlacement();
  if (!p) {
    el.outcomeBox.hidden = true;
    el.outcome.replaceChildren();
    delete el.outcomeBox.dataset.placement;
    return;
  }
  const pv = previewOf(p);
  el.outcomeBox.hidden = false;
  el.outcomeBox.dataset.placement = `${p.x},${p.y},${p.rotation}`;
  el.outcomeTitle.textContent = t('outcomeTitle', { tile: state.view.hand_id || '?', x: num(p.x), y: num(p.y), r: p.rotation });
  if (pv.error) {
    const para = document.createElement('p');
    para.className = 'others';
    para.textContent = pv.error;
    el.outcome.replaceChildren(para);
  } else {
    renderOutcome(el.outcome, pv, {
      players: playersForOutcome(), kinds: state.kinds, current: state.view.current, supply: state.view.ghost_supply,
    });
    const next = nextStepPlacement();
    if (next && next.x === p.x && next.y === p.y && next.rotation === p.rotation) {
      const para = document.createElement('p');
      para.className = 'muted';
      para.textContent = t('nextStepPlacement');
      el.outcome.append(para);
    }
  }
  el.place.hidden = !state.interactive || Boolean(pv.error);
}

/** A coordinate with a real minus sign, as the outcome panel writes them. */
const num = coord;

function playersForOutcome() {
  return state.view.players.map((pl, i) => ({ ...pl, colour: playerColour(i) }));
}

/** Feature `name` of the placed tile at (x, y) in the page's language: "Road · W–E". */
function featureAt(x, y, name) {
  const tile = state.view.tiles.find((tt) => tt.x === x && tt.y === y);
  if (!tile) return name;
  const words = (STRINGS[state.lang] || STRINGS.en).featureWords || FEATURE_LABEL_WORDS;
  return featureLabel(state.kinds[tile.kind], state.geoms[tile.kind], tile, name, words);
}

/**
 * One end of a legal `move-ghost` action (the supply, or the {x, y, feature} of a meeple or a
 * spell circle) in the reader's language. The outcome panel's `spotWords` (outcome.js) words the
 * preview's places, which carry their kind and owner, in the engine's English.
 */
function actionEndWords(spot) {
  if (spot === 'supply' || (spot && spot.kind === 'supply')) return t('supplyWord');
  const v = state.view;
  const m = v.meeples.find((mm) => mm.x === spot.x && mm.y === spot.y && mm.feature === spot.feature);
  if (m) {
    const feature = featureAt(spot.x, spot.y, spot.feature);
    return t('meepleOf', { name: v.players[m.player]?.name ?? '?', feature, x: spot.x, y: spot.y });
  }
  return t('circleAt', { x: spot.x, y: spot.y });
}

function updateActions() {
  const v = state.view;
  el.actions.replaceChildren();
  el.actionsBox.hidden = true;
  if (!state.interactive || !['ghosts', 'meeple'].includes(v.phase)) {
    if (['ghosts', 'meeple'].includes(v.phase) && v.obligations.length) {
      // not interactive: still say what is owed
      el.actionsBox.hidden = false;
      el.actionsTitle.textContent = t('chooseGhost');
      const p = document.createElement('p');
      p.textContent = v.obligations[0].text;
      el.actions.append(p);
    }
    return;
  }
  el.actionsBox.hidden = false;
  const specs = state.game.legalActions();
  if (v.phase === 'ghosts') {
    el.actionsTitle.textContent = t('chooseGhost');
    if (v.obligations.length) {
      const p = document.createElement('p');
      p.textContent = v.obligations[0].text;
      p.className = v.obligations[0].to === 'own' ? 'own' : v.obligations[0].to === 'circle' ? 'draw' : 'others';
      el.actions.append(p);
    }
  } else {
    el.actionsTitle.textContent = t('chooseMeeple');
  }
  for (const spec of specs) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.action = spec.type;
    if (spec.type === 'move-ghost') b.textContent = `${actionEndWords(spec.from)} → ${actionEndWords(spec.to)}`;
    else if (spec.type === 'place-meeple') {
      b.dataset.feature = spec.feature;
      const last = v.tiles[v.tiles.length - 1];
      const label = last ? featureAt(last.x, last.y, spec.feature) : spec.feature;
      b.append(swatch(playerColour(v.current)), ` ${label}${spec.guard ? ` (${t('guard')})` : ''}`);
    } else if (spec.type === 'skip-meeple') b.textContent = t('noMeeple');
    else b.textContent = spec.type;
    b.addEventListener('click', () => playFree(spec));
    el.actions.append(b);
  }
}

function updateHappened() {
  const r = state.result;
  if (!r || !r.items.length) {
    el.happenedBox.hidden = true;
    el.happened.replaceChildren();
    return;
  }
  el.happenedBox.hidden = false;
  el.happenedTitle.textContent = r.step !== null && !state.free.length ? t('happened', { n: r.step }) : t('happenedFree');
  el.happened.replaceChildren(...r.items.map((it) => {
    const li = document.createElement('li');
    li.textContent = it.text;
    if (it.cls) li.className = it.cls;
    return li;
  }));
}

function updatePlayers() {
  const v = state.view;
  el.players.replaceChildren(...v.players.map((p, i) => {
    const li = document.createElement('li');
    if (i === v.current && v.phase !== 'game-over') li.className = 'current';
    const name = document.createElement('span');
    name.className = 'name';
    name.textContent = p.name;
    const score = document.createElement('span');
    score.className = 'score';
    score.textContent = t('points', { n: p.score });
    const pieces = document.createElement('span');
    pieces.className = 'meeples';
    const ghosts = v.meeples.filter((m) => m.player === i).reduce((s, m) => s + m.ghosts, 0);
    const bits = [t('meeplesLeft', { n: p.meeples })];
    if (v.ghosts_in_play) bits.push(t('guardsLeft', { n: p.guards }));
    if (ghosts) bits.push(t('ghostsOnMeeples', { n: ghosts }));
    pieces.textContent = bits.join(' · ');
    li.append(swatch(playerColour(i)), name, score, pieces);
    return li;
  }));
  el.supply.textContent = v.ghosts_in_play ? t('supply', { n: v.ghost_supply }) : '';
}

function updateNotice() {
  el.notice.textContent = state.problem;
  el.notice.hidden = !state.problem;
}

function drawHand() {
  const c = el.hand;
  const v = state.view;
  if (!v) return;
  const { ctx, px, dpr } = clearSquareCanvas(c, 52);
  const hasHand = v.hand !== null && v.hand !== undefined && v.phase === 'place-tile';
  el.rotate.hidden = !(state.interactive && hasHand && state.legal.length);
  c.title = hasHand ? t('hand', { id: v.hand_id }) : t('noHand');
  c.dataset.rotation = String(handRotation());
  if (!hasHand) {
    ctx.strokeStyle = getComputedStyle(document.documentElement).getPropertyValue('--line') || '#999';
    ctx.setLineDash([4 * dpr, 4 * dpr]);
    ctx.lineWidth = 1.5 * dpr;
    ctx.strokeRect(3 * dpr, 3 * dpr, px - 6 * dpr, px - 6 * dpr);
    return;
  }
  const pad = Math.round(3 * dpr);
  drawTile(ctx, state.geoms[v.hand], pad, pad, px - 2 * pad, handRotation(), { seed: 4242 });
}

function handRotation() {
  const p = shownPlacement();
  return p ? p.rotation : state.rotation;
}

// ---------------------------------------------------------------------------------------------
// The board.

function cssVar(name, fallback) {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}

function resizeCanvas() {
  Object.assign(state, sizeCanvas(el.board));
}

/** Device pixels per cell and the device position of cell (0, 0)'s top-left corner. */
function layout() {
  const v = state.view;
  const cells = v.tiles.map((tt) => [tt.x, tt.y]);
  for (const key of state.legalAt.keys()) cells.push(key.split(',').map(Number));
  const p = shownPlacement();
  if (p) cells.push([p.x, p.y]);
  if (!cells.length) cells.push([0, 0]);
  const xs = cells.map((c) => c[0]);
  const ys = cells.map((c) => c[1]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs) + 1;
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys) + 1;
  const margin = 0.15;
  const dpr = state.dpr;
  const W = el.board.width;
  const H = el.board.height;
  const top = v.ghosts_in_play ? Math.min(SUPPLY_BAND, state.height / 5) * dpr : 0;
  const S = Math.max(6, Math.floor(Math.min(
    W / (maxX - minX + 2 * margin),
    (H - top) / (maxY - minY + 2 * margin),
    MAX_TILE_PX * dpr,
  )));
  const ox = Math.round(W / 2 - ((minX + maxX) / 2) * S);
  const oy = Math.round(top + (H - top) / 2 - ((minY + maxY) / 2) * S);
  return { S, ox, oy, top };
}

function cellToClient(x, y) {
  const { S, ox, oy } = layout();
  const r = el.board.getBoundingClientRect();
  return { x: r.left + (ox + x * S + S / 2) / state.dpr, y: r.top + (oy + y * S + S / 2) / state.dpr };
}

/** The cell under client point (cx, cy), as on the page (camera.js). */
function clientToCell(cx, cy) {
  const r = el.board.getBoundingClientRect();
  return cellAtDevice(layout(), (cx - r.left) * state.dpr, (cy - r.top) * state.dpr);
}

function requestRender() {
  (requestRender.run ??= frameScheduler(render))();
}


/** The tile at (x, y): placed, or the shown placement's tile in hand. */
function tileAt(x, y, shown) {
  const tt = state.view.tiles.find((tile) => tile.x === x && tile.y === y);
  if (tt) return tt;
  if (shown && shown.x === x && shown.y === y && state.view.hand !== null) {
    return { x, y, kind: state.view.hand, rotation: shown.rotation };
  }
  return null;
}

/** The device-pixel point of a place an arrow starts or ends at. */
function arrowPoint(end, f, shown, supplyPt) {
  if (end === 'supply' || !end || end.kind === 'supply') return supplyPt;
  const tile = tileAt(end.x, end.y, shown);
  if (!tile || !end.feature) return [f.ox + (end.x + 0.5) * f.S, f.oy + (end.y + 0.5) * f.S];
  return spotPoint(f, state.geoms, tile, end);
}

/** The board: the page's renderer (board.js) in the theme's colours, on a fixed camera. */
function render() {
  const v = state.view;
  if (!v || !state.width) return;
  const c = el.board;
  const ctx = c.getContext('2d');
  const dpr = state.dpr;
  const L = layout();
  const { S, ox, oy } = L;
  const f = { ctx, S, ox, oy, W: c.width, H: c.height, dpr };
  drawTable(f, { table: cssVar('--table', PALETTE.table), grid: cssVar('--grid', PALETTE.grid), gridMin: 0 });

  const shown = shownPlacement();
  const rot = handRotation();

  // legal cells: clear for the tile's rotation, dashed for cells where it fits turned
  if (v.phase === 'place-tile') {
    const fill = cssVar('--legal-fill', 'rgba(255,232,150,0.12)');
    drawLegalCells(f, state.legalAt, rot, {
      fill, otherFill: fill, stroke: cssVar('--legal', '#e0b030'), otherStroke: cssVar('--legal-other', 'rgba(128,128,128,0.4)'),
    });
  }

  // tiles with their shadows
  drawTiles(f, v.tiles, state.geoms);

  // the tile placed last
  const last = v.tiles.length > 1 && (state.n > 0 || state.free.length) ? v.tiles[v.tiles.length - 1] : null;
  if (last) {
    drawLastTile(f, last, playerColour(v.phase === 'place-tile' ? (v.current + v.players.length - 1) % v.players.length : v.current));
  }

  // the shown placement: the tile in hand in place
  let pv = null;
  if (shown && v.hand !== null && v.hand !== undefined) {
    pv = previewOf(shown);
    drawTileInHand(f, state.geoms[v.hand], shown.x, shown.y, shown.rotation, { colour: cssVar('--shown', '#c0392b'), dash: [6, 3] });
  }

  // ghosts in spell circles, meeples with their ghosts
  const placed = (x, y) => tileAt(x, y, null);
  drawCircleGhosts(f, v.circles, placed, state.geoms);
  const mh = meepleHeight(f, 40);
  drawMeeples(f, v.meeples, placed, state.geoms, playerColour, mh);

  // the ghost supply, top left
  let supplyPt = [ox - S * 0.3, oy - S * 0.3];
  let supplyGap = 0;
  if (v.ghosts_in_play) {
    const band = L.top || 24 * dpr;
    const gh = Math.max(10 * dpr, band * 0.62);
    const gx = 6 * dpr + gh * 0.5;
    const gy = band / 2 + 1 * dpr;
    drawGhost(ctx, gx, gy, gh);
    ctx.fillStyle = cssVar('--fg', '#222');
    ctx.font = `600 ${Math.round(gh * 0.7)}px system-ui, sans-serif`;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    ctx.fillText(`× ${pv && !pv.error ? `${v.ghost_supply} → ${pv.supply_after}` : v.ghost_supply}`, gx + gh * 0.55, gy + dpr);
    supplyPt = [gx, gy];
    supplyGap = gh * 0.6;
  }

  const width = Math.max(2, Math.min(4, S / 30)) * dpr;
  const colours = {
    own: cssVar('--mo-own', OUTCOME_COLOURS.own),
    others: cssVar('--mo-others', OUTCOME_COLOURS.others),
    draw: cssVar('--mo-draw', OUTCOME_COLOURS.draw),
  };
  const next = nextStep();

  // the ghost phase: where the ghosts owed now may come from and go to; the scenario's next
  // move drawn boldly
  if (v.phase === 'ghosts' && v.obligations.length) {
    const o = v.obligations[0];
    const kind = o.to === 'own' ? 'own' : o.to === 'circle' ? 'draw' : 'others';
    const scripted = next && !next.error && next.do.type === 'move-ghost' ? next.do : null;
    const gap = (sp) => (sp === 'supply' || sp.kind === 'supply' ? supplyGap : mh * 0.3);
    const arrow = (from, to, w) => {
      const [a, b] = trimmed(arrowPoint(from, f, null, supplyPt), arrowPoint(to, f, null, supplyPt), gap(from), gap(to));
      drawArrow(ctx, a[0], a[1], b[0], b[1], colours[kind], w);
    };
    let n = 0;
    for (const from of o.sources) {
      for (const to of o.targets) {
        if (n++ >= 16) break;
        if (scripted && spotKey(scripted.from) === spotKey(from) && spotKey(scripted.to) === spotKey(to)) continue;
        ctx.save();
        ctx.globalAlpha = 0.55;
        arrow(from, to, width * 0.7);
        ctx.restore();
      }
    }
    if (scripted) arrow(scripted.from, scripted.to, width * 1.2);
  }

  // the meeple phase: where a meeple may go, and the scenario's choice
  if (v.phase === 'meeple' && v.tiles.length) {
    const lt = v.tiles[v.tiles.length - 1];
    const r = Math.max(5 * dpr, Math.min(S * 0.08, 12 * dpr));
    for (const name of v.meeple_spots) {
      const [x, y] = spotPoint(f, state.geoms, lt, { x: lt.x, y: lt.y, feature: name });
      if (next && !next.error && next.do.type === 'place-meeple' && next.do.feature === name) {
        drawMeeple(ctx, x, y, mh, playerColour(v.current), { alpha: 0.6, guard: Boolean(next.do.guard) });
      } else {
        drawSpotMarker(ctx, x, y, r, playerColour(v.current), false);
      }
    }
  }

  // arrows: where the shown placement's ghosts come from and go to (the page's drawing)
  if (pv && !pv.error) {
    let arrows = [];
    try {
      arrows = previewArrows(pv) || [];
    } catch {
      arrows = [];
    }
    drawGhostArrows(f, arrows, (end) => arrowPoint(end, f, shown, supplyPt), {
      colours,
      startGap: (a, ring) => (a.from === 'supply' ? supplyGap : ring * 0.7),
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Input (interactive only).

function setupInput() {
  el.back.addEventListener('click', stepBack);
  el.next.addEventListener('click', stepForward);
  el.reset.addEventListener('click', resetFree);
  el.about.addEventListener('toggle', () => requestAnimationFrame(() => {
    resizeCanvas();
    render();
  }));
  window.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'ArrowRight' && !el.next.disabled) stepForward();
    else if (e.key === 'ArrowLeft' && !el.back.disabled) stepBack();
    else if ((e.key === 'r' || e.key === 'R') && state.interactive) rotate(e.shiftKey ? -90 : 90);
  });
  if (!state.interactive) return;
  el.rotate.addEventListener('click', () => rotate(90));
  el.place.addEventListener('click', () => {
    const p = shownPlacement();
    if (p) playFree({ type: 'place-tile', x: p.x, y: p.y, rotation: p.rotation });
  });
  const c = el.board;
  c.addEventListener('pointermove', (e) => {
    if (e.pointerType === 'touch') return;
    hoverCell(clientToCell(e.clientX, e.clientY));
  });
  c.addEventListener('pointerleave', () => {
    if (!state.hover) return;
    state.hover = null;
    c.classList.remove('can-click');
    refreshShown();
  });
  c.addEventListener('click', (e) => {
    const cell = clientToCell(e.clientX, e.clientY);
    const set = state.legalAt.get(`${cell.x},${cell.y}`);
    if (!set) return;
    const rots = [...set];
    const p = state.pinned;
    if (p && p.x === cell.x && p.y === cell.y && rots.length > 1) {
      // clicking the chosen cell again turns the tile to its next legal rotation there
      const i = rots.indexOf(p.rotation);
      state.rotation = rots[(i + 1) % rots.length];
    } else if (!rots.includes(state.rotation)) {
      state.rotation = rots[0];
    }
    state.pinned = { x: cell.x, y: cell.y, rotation: state.rotation };
    state.hover = null;
    state.showOption = null;
    refreshShown();
  });
}

function hoverCell(cell) {
  const set = state.legalAt.get(`${cell.x},${cell.y}`);
  const rots = set && [...set];
  el.board.classList.toggle('can-click', Boolean(rots));
  const next = rots ? { x: cell.x, y: cell.y, rotation: rots.includes(state.rotation) ? state.rotation : rots[0] } : null;
  const cur = state.hover;
  if ((cur && next && cur.x === next.x && cur.y === next.y && cur.rotation === next.rotation) || (!cur && !next)) return;
  state.hover = next;
  refreshShown();
}

function rotate(step) {
  const v = state.view;
  if (!v || v.phase !== 'place-tile') return;
  state.rotation = (((handRotation() + step) % 360) + 360) % 360;
  state.showOption = null;
  for (const key of ['pinned', 'hover']) {
    const p = state[key];
    if (!p) continue;
    const rots = state.legalAt.get(`${p.x},${p.y}`);
    state[key] = rots && rots.has(state.rotation) ? { ...p, rotation: state.rotation } : null;
  }
  refreshShown();
}

function refreshShown() {
  updateOutcome();
  drawHand();
  requestRender();
}

main().catch((e) => {
  if (e instanceof ShownError) showFatal(e.message);
  else showFatal(e && e.message ? e.message : String(e));
});
