// The puzzle of the day (www/io/puzzle-day.js): one puzzle per UTC day, the same all that day
// wherever the clock is read, the days spread over the set; the day streak counts days in a row.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dayIndex, solvedOn, solvedToday, streakOn, utcDay } from '../../www/io/puzzle-day.js';

test('the day is the UTC day: the same puzzle from its first to its last millisecond, another the next day', () => {
  const start = Date.UTC(2026, 11, 5);
  const day = utcDay(start);
  assert.equal(utcDay(start + 86_399_999), day);
  assert.equal(utcDay(start - 1), day - 1);
  assert.equal(utcDay(new Date('2026-12-05T23:30:00-05:00').getTime()), day + 1, 'a clock west of UTC reads the UTC day');
  const n = 115;
  const days = Array.from({ length: 365 }, (_, i) => dayIndex(day + i, n));
  for (const i of days) assert.ok(Number.isInteger(i) && i >= 0 && i < n, String(i));
  assert.ok(new Set(days).size > 90, `${new Set(days).size} puzzles in a year`);
  assert.ok(days.slice(1).filter((x, i) => x === days[i] || x === days[i] + 1).length < 20, 'days in a row seldom land on the same or the next puzzle');
  assert.equal(dayIndex(day, 0), 0);
});

test('the streak: a day after the last adds one, the same day nothing, a gap starts again', () => {
  let r = solvedOn(null, 100);
  assert.deepEqual(r, { last: 100, streak: 1 });
  r = solvedOn(r, 101);
  r = solvedOn(r, 101);
  assert.deepEqual(r, { last: 101, streak: 2 });
  assert.equal(streakOn(r, 101), 2);
  assert.equal(streakOn(r, 102), 2, 'today\'s puzzle may still be solved');
  assert.equal(streakOn(r, 103), 0);
  assert.ok(solvedToday(r, 101) && !solvedToday(r, 102));
  assert.deepEqual(solvedOn(r, 105), { last: 105, streak: 1 });
  assert.deepEqual(solvedOn({ last: 'x', streak: -4 }, 7), { last: 7, streak: 1 }, 'a damaged record reads as none');
});
