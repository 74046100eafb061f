// The outcome panel's words in English, one named message per sentence or phrase, each a
// function of named arguments: `msg(id, args)`. Plurals come from Intl.PluralRules('en'), lists
// from Intl.ListFormat('en'). No sentence is glued together from parts outside this file: a
// message may take another message's words as an argument (as a Fluent placeable would), never
// the other way round. Issue 12 moves these messages into .ftl files in five languages, with the
// same ids and argument names. Pure: no DOM (tests/unit/messages.test.mjs).

const rules = new Intl.PluralRules('en');
const and = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
const or = new Intl.ListFormat('en', { style: 'long', type: 'disjunction' });

/** The form of `forms` (`{one, other}`) for count `n`. */
const pl = (n, forms) => forms[rules.select(n)] ?? forms.other;
/** "1 ghost", "2 ghosts" (a count and its noun, agreeing). */
const count = (n, one, other) => `${n} ${pl(n, { one, other })}`;

const SIDE = { N: 'north', E: 'east', S: 'south', W: 'west' };

/** The messages, by id. Arguments are named in each one's comment. */
const MESSAGES = {
  // { tile, rotation }
  'outcome-heading': (a) => `Tile ${a.tile}, turned ${a.rotation}°`,
  // { x, y }: only on demand (a tooltip, the "coordinates" toggle)
  'cell-coordinates': (a) => `cell (${a.x}, ${a.y})`,
  // a list of sides: { sides: ['N', 'E'] }
  'side-list': (a) => and.format(a.sides.map((s) => SIDE[s] || s)),
  // { bank, tiles, continues, limits, closes: side lists (message 'side-list'), nContinue, nLimit, nClose }
  'bank-sentence': (a) => {
    const head = `Bank ${a.bank} (${count(a.tiles, 'tile', 'tiles')})`;
    const cont = a.nContinue && `the new tile's ${a.continues} ${pl(a.nContinue, { one: 'side continues', other: 'sides continue' })} it`;
    const close = a.nClose && `the new tile's ${a.closes} ${pl(a.nClose, { one: 'side closes', other: 'sides close' })} it: no open misty side is left`;
    const limitFirst = `the new tile's ${a.limits} ${pl(a.nLimit, { one: 'side limits', other: 'sides limit' })} it`;
    const limitThen = `its ${a.limits} ${pl(a.nLimit, { one: 'side limits', other: 'sides limit' })} it`;
    if (a.nLimit && a.nContinue) return `${head}: ${cont} and ${limitThen}, so it can never close.`;
    if (a.nLimit) return `${head}: ${limitFirst}, so it can never close.`;
    if (a.nClose) return `${head}: ${close}.`;
    return `${head}: ${cont}.`;
  },
  // { bank, circles: a list of 'circle-holds' }
  'bank-circles': (a) => `In bank ${a.bank}: ${and.format(a.circles)}.`,
  // { circle, ghosts }
  'circle-holds': (a) => `${a.circle} holds ${count(a.ghosts, 'ghost', 'ghosts')}`,
  // a limit through a clear side of the new tile facing a neighbour's mist: { sides, n }
  'bank-limit-clear': (a) => `The new tile's ${a.sides} ${pl(a.n, { one: 'side has', other: 'sides have' })} no mist and ${pl(a.n, { one: 'faces', other: 'face' })} the neighbour's mist.`,

  // places: { player, n } — a meeple as the board labels it
  'meeple-label': (a) => `${a.player} ${a.n}`,
  // { n }
  'circle-label': (a) => `circle ${a.n}`,
  'new-tile-circles': (a) => pl(a.n, { one: "the new tile's circle", other: "the new tile's circles" }),
  supply: () => 'the supply',

  // obligation titles, by rule
  'title-S1': () => 'Limit with a spell-circle tile',
  'title-S2': () => 'New spell circles',
  'title-M3': () => 'Continue',
  'title-S3': () => 'More ghosts',
  'title-S4': () => 'Close with circles',
  'title-M4': () => 'Limit',
  'title-S5': () => 'Limit with circles',

  // where ghosts come from: { what } a place, { bank }, { places } a list
  'from-supply': () => 'from the supply',
  'from-place': (a) => `from ${a.what}`,
  'from-bank-circles': (a) => `from bank ${a.bank}'s circles`,
  'from-circles': () => "from the bank's circles",
  'from-around-or-supply': () => 'from the 8 tiles around or the supply',
  'from-around': (a) => `from ${a.places}, then the supply`,
  'from-around-only': (a) => `from ${a.places}`,
  'from-around-none': () => 'from the supply (no ghost on the 8 tiles around)',
  // where they go: { whom } a list of meeples (or), { player }, { n }
  'to-meeple': (a) => `to ${a.whom}`,
  'to-meeples-of': (a) => `to ${a.player}'s meeples (${a.n} to choose from)`,
  'to-new-circles': (a) => `into ${a.circles}`,
  // one line per obligation: { title, moved, from, to }
  'ghosts-move': (a) => `${count(a.moved, 'ghost', 'ghosts')} ${a.from} ${a.to}`,
  // { owed, from, to }: still owed (the ghost phase)
  'ghosts-owed-from': (a) => `${count(a.owed, 'ghost', 'ghosts')} owed ${a.from} ${a.to}`,
  // { owed, to }: nothing moves, said once with its reason (below)
  'ghosts-owed': (a) => `${count(a.owed, 'ghost', 'ghosts')} owed ${a.to}`,
  // { players, n }: who was meant
  'to-whom-own': (a) => `to ${a.player}'s meeples`,
  // players: possessives in a list, "Blue's or Yellow's"
  'to-whom-others': (a) => `to ${a.players} meeples`,
  // the reason some were not placed (G4, V6): { who, nWho, count, left }
  'short-no-meeple-stays-in-supply': (a) => `${a.who} ${pl(a.nWho, { one: 'has', other: 'have' })} no ${a.left ? 'meeple left' : 'meeple'} that can take ${pl(a.count, { one: 'it', other: 'them' })}, so ${pl(a.count, { one: '1 ghost stays', other: `${a.count} ghosts stay` })} in the supply`,
  'short-no-meeple-stays-in-circles': (a) => `${a.who} ${pl(a.nWho, { one: 'has', other: 'have' })} no ${a.left ? 'meeple left' : 'meeple'} that can take ${pl(a.count, { one: 'it', other: 'them' })}, so ${pl(a.count, { one: '1 ghost stays in its circle', other: `${a.count} ghosts stay in their circles` })}`,
  'short-no-meeple-to-supply': (a) => `${a.who} ${pl(a.nWho, { one: 'has', other: 'have' })} no ${a.left ? 'meeple left' : 'meeple'} that can take ${pl(a.count, { one: 'it', other: 'them' })}, so ${pl(a.count, { one: '1 ghost goes', other: `${a.count} ghosts go` })} back to the supply from ${pl(a.count, { one: 'its circle', other: 'the circles' })}`,
  'short-guards-only': (a) => `${a.who} ${pl(a.nWho, { one: 'has', other: 'have' })} only guards on the board, and guards take no ghosts`,
  'short-no-ghost-supply': (a) => `the supply is empty, so ${pl(a.count, { one: '1 ghost is', other: `${a.count} ghosts are` })} not placed`,
  'short-no-ghost-circles': (a) => `no ghost left in the circles, so ${pl(a.count, { one: '1 ghost is', other: `${a.count} ghosts are` })} not placed`,
  'short-no-ghost-around': (a) => `no ghost left around the tile and the supply is empty, so ${pl(a.count, { one: '1 circle stays', other: `${a.count} circles stay` })} empty`,
  // V6 to-supply: { rule }
  'short-variant-to-supply': () => 'variant V6: circle ghosts nobody can take go to the supply',
  // choices (S7, S7a)
  'choice-order': () => 'You choose which bank goes first.',
  'choice-circles': (a) => pl(a.n, { one: 'You choose which circle gives it.', other: 'You choose which circles give them.' }),
  // a line: { title, what } and the reason { why }
  'line-move': (a) => `${a.title}: ${a.what}`,
  'line-move-short': (a) => `${a.title}: ${a.what}; ${a.why}`,
  'line-none': (a) => `${a.title}: ${a.owed}, but ${a.why}`,
  'line-none-no-ghost': (a) => `${a.title}: ${a.owed}, but ${a.why}`,

  // completions: { kind, tiles, points, players }
  'completes-scores': (a) => `Completes the ${a.kind} of ${count(a.tiles, 'tile', 'tiles')}: ${count(a.points, 'point', 'points')} to ${a.players}`,
  'completes-nobody': (a) => `Completes the ${a.kind} of ${count(a.tiles, 'tile', 'tiles')}: ${count(a.points, 'point', 'points')}, but no meeple is on it yet`,
  'cemetery-keeper': (a) => `Surrounds the cemetery: ${a.players} ${pl(a.n, { one: 'takes a guard', other: 'take a guard' })}`,
  'cemetery-empty': () => 'Surrounds the cemetery (no keeper on it)',
  quiet: () => 'A quiet placement: no mist touched, nothing completed.',
  'supply-change': (a) => `Ghost supply ${a.before} → ${a.after}.`,
  'rules-label': () => 'Rules:',
  'show-coordinates': () => 'Coordinates',
  // a feature's word
  'feature-city': () => 'city', 'feature-road': () => 'road', 'feature-field': () => 'field',
  'feature-monastery': () => 'monastery', 'feature-castle': () => 'castle',
  'feature-cemetery': () => 'cemetery', 'feature-mist': () => 'mist',
  // ghost-choice buttons and captions: { from, to }
  'move-from-to': (a) => `${a.from} → ${a.to}`,
  'move-to': (a) => `To ${a.to}`,
  'move-title': (a) => `Move a ghost from ${a.from} to ${a.to}`,
  'meeple-holds': (a) => pl(a.ghosts, { one: '(has 1 ghost)', other: `(has ${a.ghosts} ghosts${a.ghosts === 2 ? ': a third sends it home, G3' : ''})` }),
};

/** The words of message `id` with arguments `args` (the id itself when there is no such message). */
export function msg(id, args = {}) {
  const m = MESSAGES[id];
  return m ? m(args) : id;
}

/** Whether there is a message `id`. */
export const hasMessage = (id) => Object.hasOwn(MESSAGES, id);

/** A list in words: "a, b and c" (`'or'`: "a, b or c"). */
export const list = (items, kind = 'and') => (kind === 'or' ? or : and).format(items.map(String));
