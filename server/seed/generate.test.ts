import { describe, expect, it } from 'vitest';
import { generateSeed } from './generate.ts';
import type { SeedData } from './data.ts';

const NOW = new Date('2026-11-20T04:00:00Z');
const seed = generateSeed({ seed: 20261120, now: NOW });

describe('generateSeed determinism', () => {
  it('gives identical JSON for the same seed and instant, activation codes aside', () => {
    let n = 0;
    const counting = () => String((n += 1)).padStart(16, '0');
    const first = JSON.stringify(generateSeed({ seed: 20261120, now: NOW, codeSecret: counting }));
    n = 0;
    expect(JSON.stringify(generateSeed({ seed: 20261120, now: NOW, codeSecret: counting }))).toBe(
      first,
    );
  });

  it('draws fresh random activation codes each time: a public seed number gives no credential', () => {
    const codesOf = (data: typeof seed) =>
      data.members.flatMap((m) => m.activationCodes.map((c) => c.code));
    const again = codesOf(generateSeed({ seed: 20261120, now: NOW }));
    expect(again).toHaveLength(codesOf(seed).length);
    expect(again.filter((code) => codesOf(seed).includes(code))).toEqual([]);
    for (const code of again) expect(code).toMatch(/^(RESET|SET|CORP)-[A-Z2-9]{16}$/);
  });

  it('gives a different complex for another seed', () => {
    const other = generateSeed({ seed: 7, now: NOW });
    expect(other.merchants.map((m) => m.name)).not.toEqual(seed.merchants.map((m) => m.name));
  });

  it('keeps the merchants but moves the dates for another seeding day', () => {
    const later = generateSeed({ seed: 20261120, now: new Date('2027-01-05T04:00:00Z') });
    expect(later.merchants).toEqual(seed.merchants);
    expect(later.events[0]?.startDate).not.toBe(seed.events[0]?.startDate);
  });
});

describe('generateSeed counts', () => {
  it.each<[keyof SeedData, number]>([
    ['merchants', 360],
    ['events', 20],
    ['promotions', 30],
    ['flashSales', 10],
    ['rewards', 24],
    ['deals', 60],
    ['faqs', 24],
    ['members', 30],
    ['rooms', 6],
    ['bookings', 12],
    ['pages', 18],
    ['explores', 8],
    ['collections', 6],
    ['evouchers', 10],
    ['subCategories', 17],
  ])('has at least the required %s (%i)', (key, minimum) => {
    const value = seed[key];
    expect(Array.isArray(value) ? value.length : 0).toBeGreaterThanOrEqual(minimum);
  });

  it.each<keyof SeedData>([
    'merchants',
    'events',
    'promotions',
    'flashSales',
    'rewards',
    'deals',
    'faqs',
    'members',
    'rooms',
    'content',
    'explores',
    'collections',
    'evouchers',
  ])('gives every %s a unique id', (key) => {
    const rows = seed[key] as { id: number }[];
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });
});

describe('references between records', () => {
  const merchantIds = new Set(seed.merchants.map((m) => m.id));
  const roomIds = new Set(seed.rooms.map((r) => r.id));

  it('points only at existing merchants', () => {
    const referenced = [
      ...seed.promotions.flatMap((p) => (p.merchantId === undefined ? [] : [p.merchantId])),
      ...seed.flashSales.map((f) => f.merchantId),
      ...seed.deals.map((d) => d.merchantId),
      ...seed.rewards.flatMap((r) => (r.merchantId === undefined ? [] : [r.merchantId])),
      ...seed.explores.flatMap((e) => e.merchantIds),
      ...seed.collections.flatMap((c) => c.merchantIds),
      ...seed.evouchers.flatMap((e) => e.merchantIds),
    ];
    expect(referenced.filter((id) => !merchantIds.has(id))).toEqual([]);
  });

  it('ties content to listed merchants only', () => {
    const listed = new Set(
      seed.merchants.filter((m) => m.isActive && !m.hideFromDirectory).map((m) => m.id),
    );
    expect(seed.deals.every((d) => listed.has(d.merchantId))).toBe(true);
    expect(
      seed.promotions.every((p) => p.merchantId === undefined || listed.has(p.merchantId)),
    ).toBe(true);
  });

  it('books only existing rooms', () => {
    expect(seed.bookings.every((b) => roomIds.has(b.roomId))).toBe(true);
  });

  it('names an existing merchant on events that have one', () => {
    const names = new Set(seed.merchants.map((m) => m.name));
    expect(seed.events.filter((e) => e.merchantName && !names.has(e.merchantName))).toEqual([]);
  });

  it('shows deals on at least 40 merchant pages', () => {
    expect(new Set(seed.deals.map((d) => d.merchantId)).size).toBeGreaterThanOrEqual(40);
  });
});
