import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';
import { allStrings, ask, checkedAnswer, checkedItem } from './ask';
import { promotionDetailsCall, promotionsCall } from '../../src/shared/contracts/promotions';
import { toPromotion } from '../../src/features/promotions/api/promotions';
import type { Promotion } from '../../src/features/promotions/model/promotion';
import {
  applyPromotionFilter,
  listPromotions,
} from '../../src/features/promotions/model/filter-promotions';
import { selectFeatured } from '../../src/features/promotions/model/select-featured';

let t: TestApp;
let promotions: Promotion[];
const now = TEST_NOW.getTime();

beforeAll(async () => {
  t = await createTestApp();
  promotions = (await checkedAnswer(t.app, promotionsCall)).Result.map(toPromotion);
});
afterAll(() => t.close());

describe('POST {bi}/v1/promotions', () => {
  it('parses with the client schema into promotions without wire quirks', () => {
    expect(promotions.length).toBeGreaterThan(0);
    for (const promotion of promotions) {
      expect(promotion.id).toMatch(/^\d+$/);
      expect(promotion.title).toMatch(/\S/);
      expect(promotion.startDate).toMatch(/Z$/);
      expect(promotion.endDate).toMatch(/Z$/);
    }
    expect(allStrings(promotions).filter((s) => s === 'NA' || /\/(NA|null)$/.test(s))).toEqual([]);
  });

  it("has ongoing, upcoming and members' day promotions at the seeding instant", () => {
    const listed = listPromotions(promotions, now);
    expect(applyPromotionFilter(listed, 'ongoing').length).toBeGreaterThan(0);
    expect(applyPromotionFilter(listed, 'upcoming').length).toBeGreaterThan(0);
    expect(applyPromotionFilter(listed, 'members_day').length).toBeGreaterThan(0);
  });

  it('offers featured promotions for the home page, at most four', () => {
    const featured = selectFeatured(promotions);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(4);
  });
});

describe('promotion detail', () => {
  it('answers CompanyID and HappeningID sent as form-encoded params', async () => {
    const first = promotions[0]!;
    const input = { CompanyID: '1', HappeningID: first.id } as const;
    const detail = toPromotion(await checkedItem(t.app, promotionDetailsCall, first.id, { input }));
    expect(detail.id).toBe(first.id);
    expect(detail.contentHtml).toMatch(/</);
    expect(detail.morePromotions.every((more) => more.id !== detail.id)).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    const input = { CompanyID: '1', HappeningID: '99999' } as const;
    expect((await ask(t.app, promotionDetailsCall, { input })).status).toBe(404);
  });
});
