import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './calendar-date-format';

describe('formatCalendarDate', () => {
  it.each([
    ['2026-12-01', 'en', '01 Dec 2026'],
    ['2026-12-01', 'ch', '2026年12月1日'],
    ['2028-02-29', 'en', '29 Feb 2028'],
    ['2026-02-30', 'en', ''],
    ['', 'en', ''],
  ] as const)('%s in %s is %j', (date, language, text) => {
    expect(formatCalendarDate(date, language)).toBe(text);
  });
});
