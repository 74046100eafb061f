// What the board marks of a placement's outcome, in board terms (no pixels, no words): the labels
// of the places the outcome panel names (`outcomeMarkers`, `spotMarkers`; the numbers are
// words/outcome.js `placeLabels`) and the ghost moves as arrows (`previewArrows`). scene.js
// composes them; the unit tests read them under node.

import { spotKey } from '../words/text.js';
import { ghostKind } from './colours.js';

/**
 * @typedef {import('../../types/engine/Preview').Preview} Preview
 * @typedef {import('../../types/engine/SpotView').SpotView} SpotView
 * @typedef {{kind: 'meeple' | 'circle', n: number, player?: number}} PlaceLabel words/outcome.js placeLabels' label of a place
 * @typedef {Map<string, PlaceLabel>} PlaceLabels
 * @typedef {{key: string, text: string, kind: string, player?: number,
 *   at: {x: number, y: number, side?: string, feature?: string}}} Marker a label the board draws
 * @typedef {'supply' | {x: number, y: number, feature: string}} ArrowEnd
 * @typedef {{from: ArrowEnd, to: ArrowEnd, kind: 'draw' | 'own' | 'others', choice: boolean, rule: string}} Arrow
 */

/**
 * The labels the board draws for a preview, the same the panel's words use:
 * `[{key, text, kind: 'bank' | 'meeple' | 'circle', player?, at}]` — a bank's letter at each side
 * of the new tile that touches it (`at: {x, y, side}`), and the number of each meeple and circle
 * the panel names (`at: {x, y, feature}`). `places`: `placeLabels(view)`.
 * @param {Preview | null} preview
 * @param {PlaceLabels | null} places
 * @returns {Marker[]}
 */
export function outcomeMarkers(preview, places) {
  /** @type {Marker[]} */
  const out = [];
  if (!preview) return out;
  for (const b of preview.banks || []) {
    for (const s of b.sides) out.push({ key: `bank:${b.label}`, text: b.label, kind: 'bank', at: { x: preview.x, y: preview.y, side: s.side } });
  }
  /** @type {SpotView[]} */
  const spots = [];
  for (const b of preview.banks || []) for (const c of b.circles) spots.push({ ...c, kind: 'circle' });
  for (const o of preview.obligations || []) spots.push(...(o.sources || []), ...(o.targets || []));
  return [...out, ...spotMarkers(spots, places)];
}

/**
 * The labels of the meeples and circles among `spots` that `places` (`placeLabels(view)`)
 * numbers, once each: `[{key, text, kind, player, at}]` (the ghost phase's sources and targets).
 * @param {readonly (SpotView | ArrowEnd | null | undefined)[]} spots the engine's spots, or places as a preview or the turn log writes them
 * @param {PlaceLabels | null} places
 * @returns {Marker[]}
 */
export function spotMarkers(spots, places) {
  /** @type {Marker[]} */
  const out = [];
  const seen = new Set();
  for (const s of spots) {
    if (!s || s === 'supply' || ('kind' in s && s.kind === 'supply')) continue;
    const key = spotKey(s);
    const label = places && places.get(key);
    if (!label || seen.has(key)) continue;
    seen.add(key);
    out.push({ key, text: String(label.n), kind: label.kind, player: label.player, at: { x: s.x, y: s.y, feature: s.feature } });
  }
  return out;
}

/** @type {(s: SpotView) => ArrowEnd} */
const place = (s) => (s.kind === 'supply' ? 'supply' : { x: s.x, y: s.y, feature: s.feature });

/**
 * The ghost moves of a preview as arrows for the board, in the order they happen:
 * `[{from: {x, y, feature} | 'supply', to: {x, y, feature}, kind, choice, rule}]`.
 * `kind`: `draw` (S2: into the new tile's circles, from the meeples and circles around or the
 * supply), `others` (to an opponent's meeple), `own` (to one of yours). `choice` is true when the
 * ghost goes to only one of several arrows' targets (or comes from one of several sources).
 * @param {Preview | null} preview
 * @returns {Arrow[]}
 */
export function previewArrows(preview) {
  /** @type {Arrow[]} */
  const out = [];
  const seen = new Set();
  /** @type {(from: ArrowEnd, to: ArrowEnd, kind: Arrow['kind'], choice: boolean, rule: string) => void} */
  const add = (from, to, kind, choice, rule) => {
    const key = `${spotKey(from)}>${spotKey(to)}>${kind}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ from, to, kind, choice, rule });
  };
  for (const o of (preview && preview.obligations) || []) {
    if (!o.moved) continue;
    const kind = ghostKind(o);
    const targets = (o.targets || []).filter((s) => s.kind !== 'supply');
    let sources = o.sources || [];
    if (o.to === 'circle') {
      const around = sources.filter((s) => s.kind !== 'supply');
      const ghostsAround = around.reduce((n, s) => n + (s.ghosts || 0), 0);
      const choice = around.length > o.moved;
      for (const t of targets) {
        for (const s of around) add(place(s), place(t), kind, choice, o.rule);
        if (sources.some((s) => s.kind === 'supply') || ghostsAround < o.moved) {
          add('supply', place(t), kind, false, o.rule);
        }
      }
      continue;
    }
    if (!sources.length) sources = [{ kind: 'supply' }];
    const choice = targets.length > 1 || sources.length > 1;
    for (const s of sources) for (const t of targets) add(place(s), place(t), kind, choice, o.rule);
  }
  return out;
}
