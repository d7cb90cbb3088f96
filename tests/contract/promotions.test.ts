import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';
import { BI, allStrings, postJson, postParams } from './directory-calls';
import { isSuccessPayload } from '../../src/lib/api-client';
import { BI_PATHS } from '../../src/shared/api-paths';
import {
  promotionDetailResponseDto,
  promotionsResponseDto,
} from '../../src/features/promotions/api/promotion-dto';
import { toPromotion, type Promotion } from '../../src/features/promotions/api/promotion-mapper';
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
  const res = await postJson(t.app, `${BI}${BI_PATHS.promotions}`);
  expect(res.status).toBe(200);
  expect(isSuccessPayload('bi', res.body as Record<string, unknown>)).toBe(true);
  promotions = promotionsResponseDto.parse(res.body).Result.map(toPromotion);
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
    const res = await postParams(t.app, `${BI}${BI_PATHS.promotionDetails}`, {
      CompanyID: '1',
      HappeningID: first.id,
    });
    expect(res.status).toBe(200);
    const detail = toPromotion(promotionDetailResponseDto.parse(res.body).Result);
    expect(detail.id).toBe(first.id);
    expect(detail.contentHtml).toMatch(/</);
    expect(detail.morePromotions.every((more) => more.id !== detail.id)).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await postParams(t.app, `${BI}${BI_PATHS.promotionDetails}`, {
      CompanyID: '1',
      HappeningID: '99999',
    });
    expect(res.status).toBe(404);
  });
});
