import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dealsCall } from '../../src/shared/contracts/deals';
import { dealsRequestBody, toDeal } from '../../src/features/directory/api/deals';
import { currentPromotions } from '../../src/features/directory/model/store-promotions';
import { promotionsOfMerchant } from '../../src/features/promotions/model/merchant-promotions';
import { promotionsCall } from '../../src/shared/contracts/promotions';
import { toPromotion } from '../../src/features/promotions/api/promotions';
import { checkedAnswer } from './ask';
import { directoriesCall } from '../../src/shared/contracts/directory';
import { toDirectory } from '../../src/features/directory/api/directory';
import type { Directory } from '../../src/features/directory/model/merchant';

let t: TestApp;
let directory: Directory;

beforeAll(async () => {
  t = await createTestApp();
  directory = toDirectory(await checkedAnswer(t.app, directoriesCall));
});
afterAll(() => t.close());

describe('POST {endpoint}/list/model/deal with a MerchantCode', () => {
  it('returns only that merchant’s deals, in the client schema', async () => {
    let withDeals = 0;
    for (const merchant of directory.merchants.slice(0, 60)) {
      const payload = await checkedAnswer(t.app, dealsCall, {
        input: dealsRequestBody(merchant.code),
      });
      expect(payload.Result.every((deal) => deal.MerchantCode === merchant.code)).toBe(true);
      const deals = payload.Result.map(toDeal);
      for (const deal of deals) {
        expect(deal.title).toMatch(/\S/);
        expect(deal.endDate).toMatch(/Z$/);
      }
      if (deals.length > 0) withDeals += 1;
    }
    expect(withDeals).toBeGreaterThan(0);
  });
});

describe('POST {bi}/v1/promotions for store pages', () => {
  it('parses in the promotions feature, and some promotions belong to directory merchants', async () => {
    const promotions = (await checkedAnswer(t.app, promotionsCall)).Result.map(toPromotion);
    expect(promotions.length).toBeGreaterThan(0);
    const now = Date.parse('2026-11-20T04:00:00Z');
    const owners = directory.merchants.filter(
      (m) => currentPromotions(promotionsOfMerchant(promotions, m), now).length > 0,
    );
    expect(owners.length).toBeGreaterThan(0);
  });
});
