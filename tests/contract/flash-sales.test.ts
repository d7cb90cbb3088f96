import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';
import { BI, postJson, postParams } from './directory-calls';
import { isSuccessPayload } from '../../src/lib/api-client';
import { BI_PATHS } from '../../src/shared/api-paths';
import {
  flashSaleDetailResponseDto,
  flashSalesResponseDto,
} from '../../src/features/flash-sales/api/flash-sale-dto';
import { toFlashSale, type FlashSale } from '../../src/features/flash-sales/api/flash-sale-mapper';
import { flashSaleStatus } from '../../src/features/flash-sales/model/flash-sale-status';

let t: TestApp;
let sales: FlashSale[];

beforeAll(async () => {
  t = await createTestApp();
  const res = await postJson(t.app, `${BI}${BI_PATHS.flashSales}`);
  expect(res.status).toBe(200);
  expect(isSuccessPayload('bi', res.body as Record<string, unknown>)).toBe(true);
  sales = flashSalesResponseDto.parse(res.body).Result.data.flashsales.map(toFlashSale);
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
    const res = await postParams(t.app, `${BI}${BI_PATHS.flashSaleDetails}`, {
      CompanyID: '1',
      FlashSalesID: first.id,
      ImageSize: 'large',
    });
    expect(res.status).toBe(200);
    expect(isSuccessPayload('bi', res.body as Record<string, unknown>)).toBe(true);
    const detail = toFlashSale(flashSaleDetailResponseDto.parse(res.body).Result);
    expect(detail.id).toBe(first.id);
    expect(detail.salesExpiryDate).toBe(first.salesExpiryDate);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await postParams(t.app, `${BI}${BI_PATHS.flashSaleDetails}`, {
      CompanyID: '1',
      FlashSalesID: '99999',
      ImageSize: 'large',
    });
    expect(res.status).toBe(404);
  });
});
