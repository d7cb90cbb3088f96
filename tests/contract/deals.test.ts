import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dealsResponseDto } from '../../src/features/directory/api/deal-dto';
import { dealsRequestBody, toDeal } from '../../src/features/directory/api/fetch-merchant-deals';
import { currentPromotions } from '../../src/features/directory/model/store-promotions';
import { promotionsOfMerchant } from '../../src/features/promotions/api/get-merchant-promotions';
import { promotionsResponseDto } from '../../src/features/promotions/api/promotion-dto';
import { toPromotion } from '../../src/features/promotions/api/promotion-mapper';
import { directoriesResponseDto } from '../../src/features/directory/api/merchant-dto';
import { toDirectory } from '../../src/features/directory/api/fetch-directory';
import type { Directory } from '../../src/features/directory/model/merchant';
import { BI, postJson } from './directory-calls';

let t: TestApp;
let directory: Directory;

beforeAll(async () => {
  t = await createTestApp();
  directory = toDirectory(
    directoriesResponseDto.parse((await postJson(t.app, `${BI}/v1/directories`)).body),
  );
});
afterAll(() => t.close());

describe('POST {endpoint}/list/model/deal with a MerchantCode', () => {
  it('returns only that merchant’s deals, in the client schema', async () => {
    let withDeals = 0;
    for (const merchant of directory.merchants.slice(0, 60)) {
      const res = await postJson(
        t.app,
        '/endpoint/list/model/deal',
        dealsRequestBody(merchant.code),
      );
      expect(res.status).toBe(200);
      const payload = dealsResponseDto.parse(res.body);
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
    const res = await postJson(t.app, `${BI}/v1/promotions`);
    expect(res.status).toBe(200);
    const promotions = promotionsResponseDto.parse(res.body).Result.map(toPromotion);
    expect(promotions.length).toBeGreaterThan(0);
    const now = Date.parse('2026-11-20T04:00:00Z');
    const owners = directory.merchants.filter(
      (m) => currentPromotions(promotionsOfMerchant(promotions, m), now).length > 0,
    );
    expect(owners.length).toBeGreaterThan(0);
  });
});
