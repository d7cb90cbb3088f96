import { describe, expect, it } from 'vitest';
import { applyPromotionFilter, countByFilter, listPromotions } from './filter-promotions';

const sg = (local: string) => new Date(`${local}+08:00`).toISOString();
const NOW = Date.parse(sg('2026-11-20T12:00:00'));

const promo = (
  id: string,
  start: string,
  end: string,
  sortOrder: number,
  membersDayEligible = true,
) => ({
  id,
  startDate: sg(`${start}T00:00:00`),
  endDate: sg(`${end}T00:00:00`),
  sortOrder,
  membersDayEligible,
});

const promotions = [
  promo('ended', '2026-10-01', '2026-11-19', 1),
  promo('ongoing-b', '2026-11-01', '2026-11-30', 5), // no first Wednesday left
  promo('ongoing-a', '2026-11-10', '2026-12-31', 2), // members' day 02 Dec
  promo('upcoming-late', '2027-01-01', '2027-01-31', 1), // members' day 06 Jan
  promo('upcoming-soon', '2026-11-21', '2026-12-10', 9, false), // not eligible
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
      'upcoming-late',
    ]);
  });

  it('counts a promotion starting at this instant as ongoing', () => {
    expect(listed.find((l) => l.promotion.id === 'starts-now')?.status).toBe('ongoing');
  });

  it("works out members' days for eligible promotions only", () => {
    expect(Object.fromEntries(listed.map((l) => [l.promotion.id, l.membersDay]))).toEqual({
      'ongoing-a': '2026-12-02',
      'starts-now': undefined,
      'ongoing-b': undefined,
      'upcoming-soon': undefined,
      'upcoming-late': '2027-01-06',
    });
  });

  it.each([
    [undefined, ['ongoing-a', 'starts-now', 'ongoing-b', 'upcoming-soon', 'upcoming-late']],
    ['ongoing', ['ongoing-a', 'starts-now', 'ongoing-b']],
    ['upcoming', ['upcoming-soon', 'upcoming-late']],
    ['members_day', ['ongoing-a', 'upcoming-late']],
  ] as const)('filter %s', (filter, expected) => {
    expect(applyPromotionFilter(listed, filter).map((l) => l.promotion.id)).toEqual(expected);
  });

  it('counts per filter', () => {
    expect(countByFilter(listed)).toEqual({ ongoing: 3, upcoming: 2, members_day: 2 });
  });
});
