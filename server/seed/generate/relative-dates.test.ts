import { describe, expect, it } from 'vitest';
import { addCalendarDays, singaporeToday } from '../../../src/shared/dates.ts';
import { generateSeed } from '../generate.ts';

/** Seeding instants: a Friday noon, a New Year's night, a members' day evening, a leap-year-less February. */
const NOWS = [
  '2026-11-20T04:00:00Z',
  '2026-12-31T17:30:00Z',
  '2027-03-03T15:59:00Z',
  '2027-02-28T20:00:00Z',
];
const HOUR = 3600_000;

/** First Wednesdays (Singapore calendar) from `from` to `to`, both `YYYY-MM-DD`. */
function firstWednesdays(from: string, to: string): string[] {
  const found: string[] = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) {
    const date = new Date(`${day}T00:00:00Z`);
    if (date.getUTCDay() === 3 && date.getUTCDate() <= 7) found.push(day);
  }
  return found;
}

describe.each(NOWS)('dates relative to a seeding instant of %s', (iso) => {
  const now = new Date(iso);
  const t = now.getTime();
  const seed = generateSeed({ seed: 20261120, now });
  const ms = (instant: string): number => Date.parse(instant);
  const today = singaporeToday(now);

  it('has past, ongoing and upcoming events, each ending after it starts', () => {
    expect(seed.events.every((e) => ms(e.endDate) > ms(e.startDate))).toBe(true);
    expect(seed.events.filter((e) => ms(e.endDate) < t).length).toBeGreaterThanOrEqual(3);
    expect(
      seed.events.filter((e) => ms(e.startDate) <= t && ms(e.endDate) >= t).length,
    ).toBeGreaterThanOrEqual(4);
    expect(seed.events.filter((e) => ms(e.startDate) > t).length).toBeGreaterThanOrEqual(6);
  });

  it('has ongoing, upcoming, ending-soon and expired promotions', () => {
    const { promotions } = seed;
    expect(
      promotions.every(
        (p) => ms(p.endDate) > ms(p.startDate) && ms(p.createdAt) <= ms(p.startDate),
      ),
    ).toBe(true);
    expect(
      promotions.filter((p) => ms(p.startDate) <= t && ms(p.endDate) >= t).length,
    ).toBeGreaterThanOrEqual(12);
    expect(promotions.filter((p) => ms(p.startDate) > t).length).toBeGreaterThanOrEqual(5);
    expect(
      promotions.filter((p) => ms(p.endDate) >= t && ms(p.endDate) - t < 3 * 24 * HOUR).length,
    ).toBeGreaterThanOrEqual(2);
    expect(promotions.filter((p) => ms(p.endDate) < t).length).toBeGreaterThanOrEqual(2);
    expect(
      promotions.filter((p) => ms(p.endDate) - ms(p.startDate) > 90 * 24 * HOUR).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('has members’-day promotions with a first Wednesday still to come', () => {
    const membersDays = seed.promotions.filter((p) => p.isMembersDay);
    expect(membersDays.length).toBeGreaterThanOrEqual(5);
    expect(membersDays.length).toBeLessThanOrEqual(8);
    const withFuture = membersDays.filter((p) => {
      const start = singaporeToday(new Date(p.startDate));
      const end = singaporeToday(new Date(p.endDate));
      return firstWednesdays(start > today ? start : today, end).length > 0;
    });
    expect(withFuture.length).toBeGreaterThanOrEqual(4);
  });

  it('has three expired flash sales, three ending within 24 hours and the rest later', () => {
    const expiries = seed.flashSales.map((f) => ms(f.salesExpiryDate) - t);
    expect(expiries.filter((d) => d < 0)).toHaveLength(3);
    expect(expiries.filter((d) => d >= 0 && d <= 24 * HOUR)).toHaveLength(3);
    expect(expiries.filter((d) => d > 24 * HOUR).length).toBeGreaterThanOrEqual(4);
    expect(seed.flashSales.every((f) => ms(f.salesStartDate) < ms(f.salesExpiryDate))).toBe(true);
  });

  it('issues valid codes that expire 72 hours after now, and expired and used ones, for every purpose', () => {
    const codes = seed.members.flatMap((m) => m.activationCodes);
    for (const purpose of ['reset', 'set', 'setCorporate'] as const) {
      const mine = codes.filter((c) => c.purpose === purpose);
      expect(
        mine.some((c) => !c.usedAt && ms(c.expiresAt) - t === 72 * HOUR),
        `${purpose} valid`,
      ).toBe(true);
      expect(
        mine.some((c) => !c.usedAt && ms(c.expiresAt) < t),
        `${purpose} expired`,
      ).toBe(true);
      expect(
        mine.some((c) => c.usedAt && ms(c.usedAt) < t),
        `${purpose} used`,
      ).toBe(true);
    }
  });

  it('shows five current home banners, plus past, future and other types', () => {
    const current = (c: (typeof seed.content)[number]): boolean =>
      ms(c.startDate) <= t && ms(c.endDate) >= t;
    const banners = seed.content.filter((c) => c.type === 'home-banner');
    expect(banners.filter(current)).toHaveLength(5);
    expect(banners.some((c) => !current(c))).toBe(true);
    expect(new Set(seed.content.map((c) => c.type)).size).toBeGreaterThanOrEqual(3);
  });

  it('has rewards, deals and e-vouchers valid now', () => {
    expect(
      seed.rewards.filter((r) => ms(r.startTime) <= t && ms(r.endTime) >= t).length,
    ).toBeGreaterThanOrEqual(20);
    expect(
      seed.deals.filter((d) => ms(d.startDate) <= t && ms(d.endDate) >= t).length,
    ).toBeGreaterThanOrEqual(60);
    expect(
      seed.evouchers.filter((e) => ms(e.validFrom) <= t && ms(e.validTo) >= t).length,
    ).toBeGreaterThanOrEqual(8);
  });

  it('gives the demo members a valid, an expired and a used code of each purpose', () => {
    const [registered, corporate] = seed.members;
    const states = (codes: (typeof seed.members)[number]['activationCodes']) =>
      codes.map((c) => [c.purpose, c.usedAt ? 'used' : ms(c.expiresAt) < t ? 'expired' : 'valid']);
    expect(registered?.email).toBe('registered@example.com');
    expect(states(registered?.activationCodes ?? [])).toEqual([
      ['reset', 'valid'],
      ['reset', 'expired'],
      ['reset', 'used'],
      ['set', 'valid'],
      ['set', 'expired'],
      ['set', 'used'],
    ]);
    expect(corporate?.email).toBe('corporate@example.com');
    expect(states(corporate?.activationCodes ?? [])).toEqual([
      ['setCorporate', 'valid'],
      ['setCorporate', 'expired'],
      ['setCorporate', 'used'],
    ]);
  });
});
