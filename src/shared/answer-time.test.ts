import { describe, expect, it } from 'vitest';
import { answeredAt, answerTime } from './answer-time';

const RECEIVED = Date.parse('2026-11-20T04:00:00Z');
const HOUR = 3_600_000;

describe('answeredAt', () => {
  it.each([
    ['a network answer without Age (the embedded backend)', {}, RECEIVED],
    ["the gateway's cached answer, 90 s old", { age: '90' }, RECEIVED - 90_000],
    ['a bad Age counts as none', { age: 'soon' }, RECEIVED],
    [
      "the worker's copy, stamped 3 hours ago",
      { 'x-complex-from-cache': '1', 'x-complex-answered-at': String(RECEIVED - 3 * HOUR) },
      RECEIVED - 3 * HOUR,
    ],
    [
      "the worker's stamp wins over Age and Date (it already took Age off)",
      {
        'x-complex-from-cache': '1',
        'x-complex-answered-at': String(RECEIVED - 3 * HOUR),
        age: '600',
        date: 'Fri, 20 Nov 2026 03:59:00 GMT',
      },
      RECEIVED - 3 * HOUR,
    ],
    [
      "an older worker's copy without a stamp: the server's Date, less Age",
      { 'x-complex-from-cache': '1', age: '60', date: 'Fri, 20 Nov 2026 01:00:00 GMT' },
      RECEIVED - 3 * HOUR - 60_000,
    ],
    [
      'a stamp from a clock that was ahead is never later than the arrival',
      { 'x-complex-from-cache': '1', 'x-complex-answered-at': String(RECEIVED + HOUR) },
      RECEIVED,
    ],
    [
      'a copy with nothing to tell is taken as of its arrival',
      { 'x-complex-from-cache': '1' },
      RECEIVED,
    ],
  ])('%s', (_, headers, expected) => {
    expect(answeredAt(new Headers(headers), RECEIVED)).toBe(expected);
  });
});

describe('answerTime', () => {
  it.each([
    [
      { age: '1500', 'x-complex-stale': '1' },
      { answeredAt: RECEIVED - 1_500_000, stale: true, kept: false },
    ],
    [{ age: '30' }, { answeredAt: RECEIVED - 30_000, stale: false, kept: false }],
    // Kept by the worker while the backends were failing: that says nothing of now.
    [
      {
        'x-complex-stale': '1',
        'x-complex-from-cache': '1',
        'x-complex-answered-at': String(RECEIVED - HOUR),
      },
      { answeredAt: RECEIVED - HOUR, stale: false, kept: true },
    ],
  ])('%o', (headers, expected) => {
    expect(answerTime(new Headers(headers), RECEIVED)).toEqual(expected);
  });
});
