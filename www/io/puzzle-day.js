// The puzzle of the day (page/puzzles.js; issue 42): one puzzle of the set for each UTC day,
// the same in every browser that day with no server asked (a mix of the day's number picks it),
// and the day streak kept in this browser: the days in a row on which the day's puzzle was
// solved. Pure: no document, no storage (the page keeps the record, io/settings.js).

const DAY_MS = 86_400_000;

/** The UTC day of `ms` (milliseconds since 1970), as a whole number of days since 1970-01-01. @param {number} ms */
export function utcDay(ms) {
  return Math.floor(ms / DAY_MS);
}

/**
 * The index of day `day`'s puzzle in a set of `n` (0 ≤ index < n): a 32-bit mix of the day's
 * number, so that the days go through the set in no visible order and two days in a row seldom
 * land on neighbours of the file.
 * @param {number} day @param {number} n
 */
export function dayIndex(day, n) {
  let h = (day | 0) ^ 0x9e3779b9;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return n > 0 ? (h >>> 0) % n : 0;
}

/**
 * The streak record after the day's puzzle is solved on `day`: a day after the last adds one, the
 * same day changes nothing, a gap starts again at 1. A record that is no record reads as none.
 * @param {unknown} record `{last: day, streak: n}` as kept, or anything
 * @param {number} day
 * @returns {{last: number, streak: number}}
 */
export function solvedOn(record, day) {
  const r = readStreak(record);
  if (r.last === day) return { last: day, streak: Math.max(1, r.streak) };
  return { last: day, streak: r.last === day - 1 ? r.streak + 1 : 1 };
}

/**
 * The streak as of `day`: the record's while its last day is `day` or the day before (the day's
 * puzzle may still be solved today), else 0.
 * @param {unknown} record @param {number} day
 */
export function streakOn(record, day) {
  const r = readStreak(record);
  return r.last === day || r.last === day - 1 ? r.streak : 0;
}

/** Whether the day's puzzle of `day` is solved by the record. @param {unknown} record @param {number} day */
export function solvedToday(record, day) {
  return readStreak(record).last === day;
}

/** @param {unknown} record @returns {{last: number, streak: number}} */
function readStreak(record) {
  const r = /** @type {{last?: unknown, streak?: unknown}} */ (record && typeof record === 'object' ? record : {});
  const last = Number.isSafeInteger(r.last) ? /** @type {number} */ (r.last) : -2;
  const streak = Number.isSafeInteger(r.streak) && /** @type {number} */ (r.streak) > 0 ? /** @type {number} */ (r.streak) : 0;
  return { last, streak };
}
