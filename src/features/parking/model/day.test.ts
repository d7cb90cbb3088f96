import { expect, it } from 'vitest';
import { weekdayOf } from './day';

it.each([
  ['2026-11-20', 5],
  ['2026-11-22', 0],
  ['2026-02-30', undefined],
  ['20 Nov', undefined],
])('%s is weekday %s', (date, weekday) => {
  expect(weekdayOf(date)).toBe(weekday);
});
