import { describe, expect, it } from 'vitest';
import { generateSeed } from '../generate.ts';

const seed = generateSeed({ seed: 20261120, now: new Date('2026-11-20T04:00:00Z') });
const chinese = /[\u4e00-\u9fff]/;
const SIMPLE_TAGS = ['p', 'ul', 'li', 'strong', 'a'];

function tagsOf(html: string): string[] {
  return [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1] ?? '');
}

describe('events', () => {
  it('cover every category, with English and Chinese titles and simple HTML', () => {
    expect(new Set(seed.events.map((e) => e.category))).toEqual(
      new Set(['General', 'Workshop', 'Festive', 'Family', 'Exhibition', 'Convention']),
    );
    for (const event of seed.events) {
      expect(event.titleZh).toMatch(chinese);
      expect(event.location.length).toBeGreaterThan(3);
      expect(event.cost).toMatch(/^(Free|\$\d+\.\d\d)$/);
      expect(
        tagsOf(event.detailHtml + event.tocHtml).every((tag) => SIMPLE_TAGS.includes(tag)),
      ).toBe(true);
    }
    expect(seed.events.some((e) => e.cost === 'Free')).toBe(true);
    expect(seed.events.some((e) => e.cost !== 'Free')).toBe(true);
  });

  it('feature at least five, with distinct sort orders ahead of the rest', () => {
    const featured = seed.events.filter((e) => e.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(5);
    expect(new Set(featured.map((e) => e.sortOrder)).size).toBe(featured.length);
    const lastFeatured = Math.max(...featured.map((e) => e.sortOrder));
    expect(seed.events.filter((e) => !e.isFeatured).every((e) => e.sortOrder > lastFeatured)).toBe(
      true,
    );
  });
});

describe('promotions', () => {
  it('are mostly tied to merchants, with unique slugs and Chinese titles', () => {
    expect(seed.promotions.filter((p) => p.merchantId !== undefined).length).toBeGreaterThan(
      seed.promotions.length / 2,
    );
    expect(new Set(seed.promotions.map((p) => p.slug)).size).toBe(seed.promotions.length);
    expect(
      seed.promotions.every(
        (p) =>
          chinese.test(p.titleZh) &&
          p.contentHtml.startsWith('<p>') &&
          p.tocHtml.startsWith('<ul>'),
      ),
    ).toBe(true);
  });

  it('feature at least six with distinct sort orders', () => {
    const featured = seed.promotions.filter((p) => p.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(new Set(featured.map((p) => p.sortOrder)).size).toBe(featured.length);
  });
});

describe('flash sales', () => {
  it('price sales below their original price, some without one, with stock left at most the quantity', () => {
    for (const sale of seed.flashSales) {
      if (sale.originalPrice !== undefined && sale.salesPrice !== undefined)
        expect(sale.salesPrice).toBeLessThan(sale.originalPrice);
      expect(sale.remainingQuantity).toBeGreaterThanOrEqual(0);
      expect(sale.remainingQuantity).toBeLessThanOrEqual(sale.quantity);
    }
    expect(seed.flashSales.some((s) => s.originalPrice === undefined)).toBe(true);
    expect(seed.flashSales.some((s) => s.isFeatured)).toBe(true);
  });

  it('have their description, details and terms in Chinese too', () => {
    for (const sale of seed.flashSales) {
      for (const text of [sale.descriptionZh, sale.detailHtmlZh, sale.tocHtmlZh]) {
        expect(text).toMatch(/[\u4e00-\u9fff]/);
      }
      // Chinese texts name the zone in Chinese, not in English.
      expect(sale.detailHtmlZh).not.toMatch(/Tower|Court|Atrium|Garden/);
    }
  });
});

describe('rewards and deals', () => {
  it('offer e-vouchers and carpark rewards with points and one condition per line', () => {
    const subcategories = new Set(seed.rewards.map((r) => r.subcategory));
    expect(subcategories).toEqual(new Set(['evoucher', 'carpark']));
    for (const reward of seed.rewards) {
      expect(reward.points).toBeGreaterThan(0);
      expect(reward.terms.split('\n').length).toBeGreaterThanOrEqual(3);
      expect(reward.terms).not.toMatch(/<[a-z]/);
      expect(Date.parse(reward.endTime)).toBeGreaterThan(Date.parse(reward.startTime));
      expect(reward.subcategory === 'evoucher').toBe(reward.merchantId !== undefined);
    }
  });

  it('offer dinner sets and flash-sale dinners only at restaurants', () => {
    const merchants = new Map(seed.merchants.map((m) => [m.id, m]));
    const restaurantId = 5;
    for (const deal of seed.deals.filter((d) => d.title.startsWith('Dinner Set')))
      expect(merchants.get(deal.merchantId)?.subCategoryIds[0]).toBe(restaurantId);
    for (const sale of seed.flashSales.filter((f) => f.title.startsWith('Dinner for Two')))
      expect(merchants.get(sale.merchantId)?.subCategoryIds[0]).toBe(restaurantId);
  });

  it('give deals a price or points, in the merchant’s category', () => {
    const merchants = new Map(seed.merchants.map((m) => [m.id, m]));
    for (const deal of seed.deals) {
      expect(deal.price !== undefined || deal.points !== undefined).toBe(true);
      expect(deal.categId).toBe(merchants.get(deal.merchantId)?.categoryId);
      expect(deal.typeId).toBe(deal.points !== undefined ? 2 : 1);
    }
  });
});

describe('explores, collections and e-vouchers', () => {
  it('point explores and collections at several merchants each', () => {
    expect(
      seed.explores.every((e) => e.merchantIds.length >= 3 && e.contentHtml.includes('<li>')),
    ).toBe(true);
    expect(seed.collections.every((c) => c.merchantIds.length >= 3)).toBe(true);
  });

  it('list partner merchants that accept vouchers on every e-voucher', () => {
    const merchants = new Map(seed.merchants.map((m) => [m.id, m]));
    for (const voucher of seed.evouchers) {
      expect(voucher.merchantIds.length).toBeGreaterThanOrEqual(3);
      expect(voucher.merchantIds.every((id) => merchants.get(id)?.acceptVouchers)).toBe(true);
      // The e-Voucher partners page lists participatingMerchants: every partner must be on it.
      expect(voucher.merchantIds.every((id) => merchants.get(id)?.isParticipating)).toBe(true);
      expect(voucher.pointsCost).toBeGreaterThan(0);
    }
  });
});

describe('artwork sizes', () => {
  it('keeps every banner-like picture under 3 KB', () => {
    const svgs = [
      ...seed.events.map((e) => e.imageSvg),
      ...seed.promotions.map((p) => p.imageSvg),
      ...seed.flashSales.map((f) => f.imageSvg),
      ...seed.rewards.map((r) => r.imageSvg),
      ...seed.deals.map((d) => d.imageSvg),
      ...seed.content.map((c) => c.imageSvg),
      ...seed.explores.map((e) => e.imageSvg),
      ...seed.collections.map((c) => c.imageSvg),
      ...seed.evouchers.map((e) => e.imageSvg),
    ];
    for (const svg of svgs) {
      expect(Buffer.byteLength(svg)).toBeLessThan(3072);
      expect(svg).toMatch(/width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    }
  });
});
