// Small words and keys shared by the page, the embed and the outcome panel. Pure: no DOM, unit
// tested with `node --test` (tests/unit/text.test.mjs).

/** A coordinate with a real minus sign: −2. */
export const coord = (n) => (n < 0 ? `\u2212${-n}` : String(n));

/** A cell in words: (−1, 2). */
export const at = (x, y) => `(${coord(x)}, ${coord(y)})`;

/** "1 ghost", "3 ghosts". */
export const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "a", "a and b", "a, b and c" (`last` instead of "and"). */
export function joinWords(words, last = 'and') {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

/** The key of board cell (x, y) in maps: "x,y". */
export const cellKey = (x, y) => `${x},${y}`;

/** The key of a ghost's place: 'supply', or "x,y,feature" for a meeple's or a circle's. */
export const spotKey = (s) => (s === 'supply' || !s || s.kind === 'supply' ? 'supply' : `${s.x},${s.y},${s.feature}`);

/** The word for pressing something: "tap" on a touch screen, "click" with a mouse; "Tap"/"Click" with `capital`. */
export const pressWord = (touch, capital = false) => (touch ? (capital ? 'Tap' : 'tap') : (capital ? 'Click' : 'click'));
