import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';
import { ask, checkedAnswer, checkedItem } from './ask';
import { flashSaleDetailsCall, flashSalesCall } from '../../src/shared/contracts/flash-sales';
import { toFlashSale } from '../../src/features/flash-sales/api/flash-sales';
import type { FlashSale } from '../../src/features/flash-sales/model/flash-sale';
import { flashSaleStatus } from '../../src/features/flash-sales/model/flash-sale-status';

let t: TestApp;
let sales: FlashSale[];

beforeAll(async () => {
  t = await createTestApp();
  sales = (await checkedAnswer(t.app, flashSalesCall)).Result.data.flashsales.map(toFlashSale);
});
afterAll(() => t.close());

describe('POST {bi}/v1/flashsales', () => {
  it('parses Result.data.flashsales into sales with prices as numbers and expiry instants', () => {
    expect(sales.length).toBeGreaterThan(0);
    for (const sale of sales) {
      expect(sale.salesExpiryDate).toMatch(/Z$/);
      expect(sale.salesPrice === undefined || Number.isFinite(sale.salesPrice)).toBe(true);
      expect(sale.originalPrice === undefined || Number.isFinite(sale.originalPrice)).toBe(true);
      expect(sale.remainingQuantity).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives every sale its description, details and terms in Chinese too', () => {
    for (const sale of sales) {
      expect(sale.descriptionZh).toMatch(/[\u4e00-\u9fff]/);
      expect(sale.detailHtmlZh).toMatch(/[\u4e00-\u9fff]/);
      expect(sale.termsHtmlZh).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('has live and expired sales at the seeding instant', () => {
    const statuses = new Set(sales.map((sale) => flashSaleStatus(sale, TEST_NOW.getTime())));
    expect(statuses.has('live')).toBe(true);
    expect(statuses.has('expired')).toBe(true);
  });
});

describe('flash sale detail', () => {
  it('answers CompanyID, FlashSalesID and ImageSize large as form-encoded params', async () => {
    const first = sales[0]!;
    const input = { CompanyID: '1', FlashSalesID: first.id, ImageSize: 'large' } as const;
    const detail = toFlashSale(await checkedItem(t.app, flashSaleDetailsCall, first.id, { input }));
    expect(detail.id).toBe(first.id);
    expect(detail.salesExpiryDate).toBe(first.salesExpiryDate);
  });

  it('answers 404 for an unknown id', async () => {
    const input = { CompanyID: '1', FlashSalesID: '99999', ImageSize: 'large' } as const;
    expect((await ask(t.app, flashSaleDetailsCall, { input })).status).toBe(404);
  });
});
