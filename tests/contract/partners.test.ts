import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedAnswer } from './ask';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { COMPANY_ID } from '../../src/shared/api-paths';
import {
  evoucherDetailsResponseDto,
  evouchersResponseDto,
} from '../../src/features/partners/api/evoucher-dto';
import { toEvoucher } from '../../src/features/partners/api/evoucher';
import { directoriesCall } from '../../src/shared/contracts/directory';
import { findMerchantsByCode } from '../../src/features/directory/model/find-merchants';
import { toDirectory } from '../../src/features/directory/api/directory';
import type { Directory } from '../../src/features/directory/model/merchant';
import { BI, postJson, postParams } from './directory-calls';

let t: TestApp;
let directory: Directory;

beforeAll(async () => {
  t = await createTestApp();
  directory = toDirectory(await checkedAnswer(t.app, directoriesCall));
});
afterAll(() => t.close());

describe('e-voucher partners (participatingMerchants of the directory)', () => {
  it('are deduplicated merchants of every category', () => {
    const partners = directory.merchants.filter((m) => m.isPartner);
    expect(new Set(partners.map((m) => m.id)).size).toBe(partners.length);
    expect(new Set(partners.map((m) => m.categoryId)).size).toBeGreaterThan(1);
  });
});

describe('POST {bi}/v1/evouchers and /v1/evoucher-details', () => {
  it('lists e-vouchers whose partners are stores of the directory', async () => {
    const res = await postJson(t.app, `${BI}/v1/evouchers`);
    expect(res.status).toBe(200);
    const evouchers = evouchersResponseDto.parse(res.body).Result.map(toEvoucher);
    expect(evouchers.length).toBeGreaterThan(0);
    for (const evoucher of evouchers) {
      expect(evoucher.value).toBeGreaterThan(0);
      expect(evoucher.pointsCost).toBeGreaterThan(0);
      expect(evoucher.validTo).toMatch(/Z$/);
      expect(findMerchantsByCode(directory, evoucher.merchantCodes).length).toBeGreaterThan(0);
      expect(evoucher.descriptionZh).toMatch(/\p{Script=Han}/u);
      expect(evoucher.tocHtmlZh).toMatch(/\p{Script=Han}/u);
    }
  });

  it('answers a detail sent as form-encoded params, and 404 for an unknown id', async () => {
    const list = evouchersResponseDto.parse(
      (await postJson(t.app, `${BI}/v1/evouchers`)).body,
    ).Result;
    const first = list[0]!;
    const res = await postParams(t.app, `${BI}/v1/evoucher-details`, {
      CompanyID: COMPANY_ID,
      EvoucherID: String(first.EvoucherID),
    });
    expect(res.status).toBe(200);
    expect(toEvoucher(evoucherDetailsResponseDto.parse(res.body).Result)).toEqual(
      toEvoucher(first),
    );

    const missing = await postParams(t.app, `${BI}/v1/evoucher-details`, {
      CompanyID: COMPANY_ID,
      EvoucherID: '99999',
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ Status: 0, Message: expect.stringContaining('99999') });
  });
});
