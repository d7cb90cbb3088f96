import { describe, expect, it } from 'vitest';
import { openingHoursText, type OpeningHoursEntry } from './opening-hours.ts';

const week = (open: string, close: string, days = [0, 1, 2, 3, 4, 5, 6]): OpeningHoursEntry[] =>
  days.map((dayOfWeek) => ({ dayOfWeek, open, close }));

describe('openingHoursText', () => {
  it.each([
    ['every day alike', week('10:00', '22:00'), 'Daily 10:00 - 22:00'],
    ['weekdays only', week('09:00', '18:00', [1, 2, 3, 4, 5]), 'Mon-Fri 09:00 - 18:00'],
    [
      'late weekends',
      [...week('10:00', '22:00', [1, 2, 3, 4]), ...week('17:00', '02:00', [5, 6])],
      'Mon-Thu 10:00 - 22:00, Fri-Sat 17:00 - 02:00',
    ],
    ['closed Mondays', week('11:00', '23:00', [0, 2, 3, 4, 5, 6]), 'Tue-Sun 11:00 - 23:00'],
    ['no hours', [], 'Closed'],
    [
      'split hours',
      [...week('11:00', '14:00'), ...week('17:00', '22:00')],
      'Daily 11:00 - 14:00, 17:00 - 22:00',
    ],
  ])('%s', (_label, entries, text) => expect(openingHoursText(entries)).toBe(text));
});
