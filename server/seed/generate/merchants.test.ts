import { describe, expect, it } from 'vitest';
import { createRng } from '../random.ts';
import { generateMerchants } from './merchants.ts';
import { SUB_CATEGORIES } from './sub-categories.ts';
import { LEVEL_ZONES, ZONE_UNIT_BLOCK, type Zone } from './zones.ts';

const SEEDS = [20261120, 1, 42, 987654];
const merchants = generateMerchants(createRng(20261120).fork('merchants'));

const WIRE_SUB_CATEGORIES = [
  'Beauty & Personal Care',
  'Café',
  'Deli & Confectionary',
  'Education',
  'Electronics & Telecommunications',
  'Fashion & Accessories',
  'Fast Food & Quick Bites',
  'Fitness',
  'Food Court',
  'Home & Furnishings',
  'Jewellery Watches & Optical',
  'Kids Gifts & Hobbies',
  'Leisure & Entertainment',
  'Restaurant & Bar',
  'Services',
  'Sports & Lifestyle',
  'Supermarket',
];

describe.each(SEEDS)('merchants of seed %i', (seed) => {
  const all = generateMerchants(createRng(seed).fork('merchants'));

  it('has at least 360 distinct merchants with unique ids, codes, names and units', () => {
    expect(all.length).toBeGreaterThanOrEqual(360);
    for (const key of ['id', 'code', 'name', 'nameZh', 'unitNumber'] as const) {
      expect(new Set(all.map((m) => m[key])).size, key).toBe(all.length);
    }
  });

  it('numbers units #LL-NNN on the merchant level, in the zone’s hundreds block', () => {
    for (const m of all) {
      const match = /^#(B1|0[1-6])-(\d)(\d\d)$/.exec(m.unitNumber);
      expect(match, m.unitNumber).not.toBeNull();
      expect(match?.[1]).toBe(m.level);
      expect(Number(match?.[2])).toBe(ZONE_UNIT_BLOCK[m.zone as Zone]);
      expect(match?.[3]).not.toBe('00');
    }
  });

  it('places every zone on a level where it exists', () => {
    for (const m of all)
      expect(LEVEL_ZONES[m.level], `${m.unitNumber} ${m.zone}`).toContain(m.zone);
    expect(all.filter((m) => m.zone === 'Sky Garden').every((m) => m.level === '03')).toBe(true);
    expect(
      all
        .filter((m) => m.zone === 'Fountain Court')
        .every((m) => m.level === 'B1' || m.level === '01'),
    ).toBe(true);
    const convention = all.filter((m) => ['04', '05', '06'].includes(m.level));
    expect(convention.length).toBeGreaterThanOrEqual(3);
    expect(
      convention.every((m) => m.zone === 'Atrium (Convention Centre)' && m.categoryId === 3),
    ).toBe(true);
  });

  it('uses every zone of the complex', () => {
    expect(new Set(all.map((m) => m.zone)).size).toBe(Object.keys(ZONE_UNIT_BLOCK).length);
  });
});

describe('categories', () => {
  it('uses exactly the sub-categories of the wire format, each with a Chinese name', () => {
    expect(SUB_CATEGORIES.map((s) => s.name).sort()).toEqual([...WIRE_SUB_CATEGORIES].sort());
    expect(SUB_CATEGORIES.every((s) => /[\u4e00-\u9fff]/.test(s.nameZh))).toBe(true);
  });

  it('lists every merchant only under sub-categories of its own category, primary first', () => {
    const byId = new Map(SUB_CATEGORIES.map((s) => [s.id, s]));
    for (const m of merchants) {
      expect(m.subCategoryIds.length).toBeGreaterThanOrEqual(1);
      for (const id of m.subCategoryIds) expect(byId.get(id)?.categoryId).toBe(m.categoryId);
    }
    expect(merchants.some((m) => m.subCategoryIds.length > 1)).toBe(true);
  });

  it('fills every sub-category', () => {
    const primaries = new Set(merchants.map((m) => m.subCategoryIds[0]));
    expect(SUB_CATEGORIES.every((s) => primaries.has(s.id))).toBe(true);
  });
});

describe('opening hours', () => {
  const time = /^([01]\d|2[0-3]):[0-5]\d$/;
  const isDaily = (m: (typeof merchants)[number], open: string, close: string): boolean =>
    m.hours.length === 7 && m.hours.every((h) => h.open === open && h.close === close);

  it('are well formed: one entry per open day, HH:mm times, never open equal to close', () => {
    for (const m of merchants) {
      expect(new Set(m.hours.map((h) => h.dayOfWeek)).size).toBe(m.hours.length);
      for (const h of m.hours) {
        expect(h.dayOfWeek).toBeGreaterThanOrEqual(0);
        expect(h.dayOfWeek).toBeLessThanOrEqual(6);
        expect(h.open).toMatch(time);
        expect(h.close).toMatch(time);
        expect(h.open).not.toBe(h.close);
      }
    }
  });

  it('are mostly 10:00-22:00, with late closes, rest days, early food courts and weekday-only offices', () => {
    expect(merchants.filter((m) => isDaily(m, '10:00', '22:00')).length).toBeGreaterThan(
      merchants.length * 0.4,
    );
    expect(merchants.some((m) => m.hours.some((h) => h.close < h.open))).toBe(true);
    expect(
      merchants.some((m) => m.hours.length > 0 && !m.hours.some((h) => h.dayOfWeek === 1)),
    ).toBe(true);
    expect(
      merchants.some((m) => m.hours.length === 6 && !m.hours.some((h) => h.dayOfWeek === 0)),
    ).toBe(true);
    expect(
      merchants.filter((m) => m.subCategoryIds[0] === 4).every((m) => isDaily(m, '08:00', '21:00')),
    ).toBe(true);
    expect(
      merchants.some(
        (m) => m.hours.length === 5 && m.hours.every((h) => h.dayOfWeek >= 1 && h.dayOfWeek <= 5),
      ),
    ).toBe(true);
  });
});

describe('contact details and content', () => {
  it('gives most but not all merchants a phone and website, and some an email', () => {
    const phones = merchants.filter((m) => m.phone);
    expect(phones.every((m) => /^\+65 6\d{3} \d{4}$/.test(m.phone ?? ''))).toBe(true);
    expect(new Set(phones.map((m) => m.phone)).size).toBe(phones.length);
    const websites = merchants.filter((m) => m.website).length;
    expect(websites).toBeGreaterThan(merchants.length * 0.6);
    expect(websites).toBeLessThan(merchants.length);
    expect(merchants.filter((m) => m.email).length).toBeGreaterThan(50);
    expect(merchants.every((m) => !m.website || m.website.startsWith('https://'))).toBe(true);
  });

  it('describes every merchant in English and Chinese, in varied words', () => {
    expect(merchants.every((m) => m.about.length > 20 && /[\u4e00-\u9fff]/.test(m.aboutZh))).toBe(
      true,
    );
    expect(new Set(merchants.map((m) => m.about)).size).toBe(merchants.length);
    const sentenceCounts = new Set(merchants.map((m) => m.about.split(/(?<=[.?])\s/).length));
    expect(sentenceCounts.size).toBeGreaterThanOrEqual(3);
  });

  it('draws a monogram under 1 KB for every merchant', () => {
    for (const m of merchants) {
      expect(Buffer.byteLength(m.logoSvg)).toBeLessThan(1024);
      expect(m.logoSvg).toContain('<title>');
    }
  });

  it('states refund policies for some shops, with their days', () => {
    const withPolicy = merchants.filter((m) => m.refundPolicy);
    expect(withPolicy.length).toBeGreaterThan(20);
    expect(
      withPolicy.every(
        (m) => m.refundDays !== undefined && m.refundPolicy?.includes(`${m.refundDays} days`),
      ),
    ).toBe(true);
  });
});

describe('directory flags', () => {
  const count = (predicate: (m: (typeof merchants)[number]) => boolean): number =>
    merchants.filter(predicate).length;

  it.each([
    ['participating', (m: (typeof merchants)[number]) => m.isParticipating, 60, 60],
    ['featured', (m: (typeof merchants)[number]) => m.isFeatured, 12, 12],
    ['hidden from the directory', (m: (typeof merchants)[number]) => m.hideFromDirectory, 2, 3],
    ['inactive', (m: (typeof merchants)[number]) => !m.isActive, 2, 3],
    ['sponsored', (m: (typeof merchants)[number]) => m.isSponsored, 1, 8],
    ['premium', (m: (typeof merchants)[number]) => m.participationLevel === 'Premium', 10, 20],
  ] as const)('has the right number of %s merchants', (_label, predicate, min, max) => {
    expect(count(predicate)).toBeGreaterThanOrEqual(min);
    expect(count(predicate)).toBeLessThanOrEqual(max);
  });

  it('gives premium level only to participating merchants and features only listed ones', () => {
    expect(count((m) => m.participationLevel === 'Premium' && !m.isParticipating)).toBe(0);
    expect(count((m) => m.isFeatured && (m.hideFromDirectory || !m.isActive))).toBe(0);
  });

  it('certifies many dining merchants halal and nothing else', () => {
    expect(count((m) => m.isHalalCertified && m.categoryId === 1)).toBeGreaterThan(30);
    expect(count((m) => m.isHalalCertified && m.categoryId !== 1)).toBe(0);
  });

  it('has voucher and points acceptance among merchants', () => {
    expect(count((m) => m.acceptVouchers)).toBeGreaterThan(30);
    expect(count((m) => m.acceptVouchers && !m.isParticipating)).toBe(0);
    expect(count((m) => m.canPayWithPoints)).toBeGreaterThan(20);
  });
});

describe('fixed test merchants', () => {
  it.each([
    [1, 'M0001', 'Lotus Leaf Dim Sum', '#01-601', 'Fountain Court'],
    [2, 'M0002', 'Meridian Optical', '#02-105', 'Tower 1'],
    [3, 'M0003', 'Night Heron Taproom', '#01-712', 'East Wing'],
    [4, 'M0004', 'Fountain Food Terrace', '#B1-605', 'Fountain Court'],
    [5, 'M0005', 'Summit Business Centre', '#05-901', 'Atrium (Convention Centre)'],
  ])('keeps merchant %i as %s %s at %s', (id, code, name, unit, zone) => {
    const m = merchants.find((candidate) => candidate.id === id);
    expect(m).toMatchObject({
      code,
      name,
      unitNumber: unit,
      zone,
      isActive: true,
      hideFromDirectory: false,
    });
  });
});
