import { describe, expect, it } from 'vitest';
import { openingHoursSpecification, singaporeSchemaDate } from './structured-data';

describe('singaporeSchemaDate', () => {
  it.each([
    ['2026-12-05T02:00:00.000Z', '2026-12-05T10:00:00+08:00'],
    ['2026-11-30T16:00:00.000Z', '2026-12-01'],
    ['2026-12-05T18:30:00-05:00', '2026-12-06T07:30:00+08:00'],
    ['not a date', undefined],
  ])('%s is %s', (instant, expected) => {
    expect(singaporeSchemaDate(instant)).toBe(expected);
  });
});

describe('openingHoursSpecification', () => {
  it('gives days with the same hours one entry, and the end of the day as schema.org has it', () => {
    expect(
      openingHoursSpecification([
        { dayOfWeek: 1, open: '10:00', close: '22:00' },
        { dayOfWeek: 2, open: '10:00', close: '22:00' },
        { dayOfWeek: 6, open: '09:00', close: '24:00' },
        { dayOfWeek: 0, open: '18:00', close: '02:00' },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday'],
        opens: '10:00',
        closes: '22:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '09:00',
        closes: '23:59:59',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Sunday'],
        opens: '18:00',
        closes: '02:00',
      },
    ]);
  });
});
