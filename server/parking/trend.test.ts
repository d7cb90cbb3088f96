import { expect, it } from 'vitest';
import { trendOf, type Count } from './trend.ts';

const MINUTE = 60_000;
const NOW = 1_800_000_000_000;
const at = (minutesAgo: number, lots: number): Count => ({
  readAt: NOW - minutesAgo * MINUTE,
  lots,
});

it.each([
  ['fewer free lots than a quarter of an hour ago', 500, [at(15, 600)], 'filling'],
  ['more free lots', 700, [at(15, 600)], 'emptying'],
  ['a change under 3%', 610, [at(15, 600)], 'steady'],
  ['a few lots on a small count', 20, [at(15, 14)], 'steady'],
  ['the reading nearest 15 minutes back decides', 500, [at(25, 400), at(14, 600)], 'filling'],
  ['nothing 10 to 30 minutes back', 500, [at(5, 900), at(40, 900)], 'unknown'],
  ['no earlier readings', 500, [], 'unknown'],
] as const)('%s: %s', (_case, lots, earlier, trend) => {
  expect(trendOf({ readAt: NOW, lots }, earlier)).toBe(trend);
});

it('has no trend without a count now', () => {
  expect(trendOf(undefined, [at(15, 600)])).toBe('unknown');
});
