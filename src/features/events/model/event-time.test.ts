import { describe, expect, it } from 'vitest';
import { eventTimeRange } from './event-time';

const sg = (local: string) => new Date(`${local}+08:00`).toISOString();

describe('eventTimeRange', () => {
  it.each([
    ['timed', sg('2026-12-05T10:00:00'), sg('2026-12-05T18:30:00'), '10:00 – 18:30'],
    [
      'timed over several days',
      sg('2026-12-05T11:00:00'),
      sg('2026-12-09T21:00:00'),
      '11:00 – 21:00',
    ],
    ['date only', sg('2026-12-05T00:00:00'), sg('2026-12-09T00:00:00'), ''],
    ['date only ending 23:59', sg('2026-12-05T00:00:00'), sg('2026-12-09T23:59:00'), ''],
    ['start only', sg('2026-12-05T19:30:00'), undefined, '19:30'],
    ['missing', undefined, undefined, ''],
    ['unparseable', 'soon', undefined, ''],
  ])('%s', (_name, start, end, expected) => {
    expect(eventTimeRange(start, end)).toBe(expected);
  });
});
