import { describe, expect, it } from 'vitest';
import { dataOnScreen, describeAge, describeDataAge, type HeldData } from './data-age';

const NOW = Date.parse('2026-11-20T04:00:00Z'); // 12:00 in Singapore
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('describeDataAge', () => {
  it.each([
    [NOW - 10 * MIN, 'en', 'Offline · showing data updated 10 min ago'],
    [NOW - 10 * MIN, 'ch', '离线 · 正在显示10分钟前更新的数据'],
    [undefined, 'en', 'Offline · showing the data saved on this device'],
    [undefined, 'ch', '离线 · 正在显示本设备保存的数据'],
  ] as const)('describes %s in %s', (updatedAt, language, expected) => {
    expect(describeDataAge(updatedAt, NOW, language)).toBe(expected);
  });

  it.each([
    [0, 'just now', '刚刚'],
    [59 * 1000, 'just now', '刚刚'],
    [MIN, '1 min ago', '1分钟前'],
    [59 * MIN, '59 min ago', '59分钟前'],
    [HOUR, '1 hour ago', '1小时前'],
    [5 * HOUR + 59 * MIN, '5 hours ago', '5小时前'],
    [DAY, 'yesterday', '昨天'],
    [3 * DAY, '3 days ago', '3天前'],
    // A week or more: the Singapore date (04:00Z on the 13th is noon on the 13th in Singapore).
    [7 * DAY, 'on 13 Nov 2026', '2026年11月13日'],
    // A clock that runs behind the server's must not say "in the future".
    [-5 * MIN, 'just now', '刚刚'],
  ])('an age of %i ms reads "%s" / "%s"', (age, en, ch) => {
    expect(describeAge(NOW - age, NOW, 'en')).toBe(en);
    expect(describeAge(NOW - age, NOW, 'ch')).toBe(ch);
  });

  it('uses the Singapore calendar date whatever the device zone', () => {
    // 17:00Z on the 5th is 01:00 on the 6th in Singapore.
    expect(describeAge(Date.parse('2026-11-05T17:00:00Z'), NOW, 'en')).toBe('on 06 Nov 2026');
  });
});

describe('dataOnScreen: the data on screen is as old as its oldest part', () => {
  const shown = (updatedAt: number, more: Partial<HeldData> = {}): HeldData => ({
    observers: 1,
    hasData: true,
    updatedAt,
    stale: false,
    ...more,
  });

  it.each([
    ['nothing held', [], { oldest: undefined, stale: false }],
    ['one query on screen', [shown(NOW - HOUR)], { oldest: NOW - HOUR, stale: false }],
    [
      'the oldest of those on screen',
      [shown(NOW - 5 * MIN), shown(NOW - 3 * HOUR), shown(NOW)],
      { oldest: NOW - 3 * HOUR, stale: false },
    ],
    [
      'not data kept for another page (no observer)',
      [shown(NOW - 5 * MIN), shown(NOW - DAY, { observers: 0 })],
      { oldest: NOW - 5 * MIN, stale: false },
    ],
    [
      'not a query still loading its first data',
      [shown(NOW - MIN), shown(0, { hasData: false })],
      { oldest: NOW - MIN, stale: false },
    ],
    [
      "a gateway's stale copy on screen marks it all",
      [shown(NOW - MIN), shown(NOW - 25 * MIN, { stale: true })],
      { oldest: NOW - 25 * MIN, stale: true },
    ],
    [
      'a stale copy no longer on screen does not',
      [shown(NOW - MIN), shown(NOW - 25 * MIN, { stale: true, observers: 0 })],
      { oldest: NOW - MIN, stale: false },
    ],
  ] as const)('%s', (_, queries, expected) => {
    expect(dataOnScreen(queries)).toEqual(expected);
  });
});
