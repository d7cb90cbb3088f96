import { describe, expect, it } from 'vitest';
import { applyPromotionFilter, countByFilter, listPromotions } from './filter-promotions';

const sg = (local: string) => new Date(`${local}+08:00`).toISOString();
/** Friday 20 Nov 2026, noon in Singapore; the month's first Wednesday (04 Nov) is past. */
const NOW = Date.parse(sg('2026-11-20T12:00:00'));

const promo = (id: string, start: string, end: string, sortOrder: number) => ({
  id,
  startDate: sg(`${start}T00:00:00`),
  endDate: sg(`${end}T00:00:00`),
  sortOrder,
});

const promotions = [
  promo('ended', '2026-10-01', '2026-11-19', 1),
  promo('ongoing-b', '2026-11-01', '2026-11-30', 5), // 04 Nov is past, no other first Wednesday
  promo('ongoing-a', '2026-11-10', '2026-12-31', 2), // members' day 02 Dec
  promo('upcoming-late', '2027-01-01', '2027-01-31', 1), // members' day 06 Jan
  promo('upcoming-soon', '2026-11-21', '2026-12-10', 9), // members' day 02 Dec
  promo('upcoming-gap', '2026-12-03', '2027-01-05', 4), // between two first Wednesdays: none
  { ...promo('starts-now', '2026-11-20', '2026-11-25', 3), startDate: new Date(NOW).toISOString() },
];

describe('listPromotions', () => {
  const listed = listPromotions(promotions, NOW);

  it('drops ended promotions and puts ongoing before upcoming', () => {
    expect(listed.map((l) => l.promotion.id)).toEqual([
      'ongoing-a',
      'starts-now',
      'ongoing-b',
      'upcoming-soon',
      'upcoming-gap',
      'upcoming-late',
    ]);
  });

  it('counts a promotion starting at this instant as ongoing', () => {
    expect(listed.find((l) => l.promotion.id === 'starts-now')?.status).toBe('ongoing');
  });

  // The spec's rule alone (section 4): a first Wednesday within the dates, not in the past.
  it.each([
    ['ongoing-a', '2026-12-02'],
    ['starts-now', undefined],
    ['ongoing-b', undefined],
    ['upcoming-soon', '2026-12-02'],
    ['upcoming-gap', undefined],
    ['upcoming-late', '2027-01-06'],
  ])("%s has members' day %s", (id, expected) => {
    expect(listed.find((l) => l.promotion.id === id)?.membersDay).toBe(expected);
  });

  it.each([
    [
      undefined,
      ['ongoing-a', 'starts-now', 'ongoing-b', 'upcoming-soon', 'upcoming-gap', 'upcoming-late'],
    ],
    ['ongoing', ['ongoing-a', 'starts-now', 'ongoing-b']],
    ['upcoming', ['upcoming-soon', 'upcoming-gap', 'upcoming-late']],
    // By members' day; the same day keeps list order.
    ['members_day', ['ongoing-a', 'upcoming-soon', 'upcoming-late']],
  ] as const)('filter %s', (filter, expected) => {
    expect(applyPromotionFilter(listed, filter).map((l) => l.promotion.id)).toEqual(expected);
  });

  it('counts per filter', () => {
    expect(countByFilter(listed)).toEqual({ ongoing: 3, upcoming: 3, members_day: 3 });
  });
});

describe.each([
  // On the first Wednesday itself, it is members' day until Singapore's midnight.
  [
    'the day itself, late evening',
    '2026-12-02T23:59:00',
    ['ongoing-a', 'upcoming-soon', 'upcoming-late'],
  ],
  // The next morning it is past: only January's is left.
  ['the day after', '2026-12-03T00:00:00', ['upcoming-late']],
])('members_day on %s (Singapore time)', (_name, local, expected) => {
  it(`shows ${expected.join(', ')}`, () => {
    const listed = listPromotions(promotions, Date.parse(sg(local)));
    expect(applyPromotionFilter(listed, 'members_day').map((l) => l.promotion.id)).toEqual(
      expected,
    );
  });
});
