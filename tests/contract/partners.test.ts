import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, checkedAnswer, checkedItem } from './ask';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { evoucherDetailsCall, evouchersCall } from '../../src/shared/contracts/curations';
import { toEvoucher } from '../../src/features/partners/api/evouchers';
import type { Evoucher } from '../../src/features/partners/model/evoucher';
import { directoriesCall } from '../../src/shared/contracts/directory';
import { findMerchantsByCode } from '../../src/features/directory/model/find-merchants';
import { toDirectory } from '../../src/features/directory/api/directory';
import type { Directory } from '../../src/features/directory/model/merchant';

let t: TestApp;
let directory: Directory;
let evouchers: Evoucher[];

beforeAll(async () => {
  t = await createTestApp();
  directory = toDirectory(await checkedAnswer(t.app, directoriesCall));
  evouchers = (await checkedAnswer(t.app, evouchersCall)).Result.map(toEvoucher);
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
  it('lists e-vouchers whose partners are stores of the directory', () => {
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

  it('answers a detail sent as form-encoded params, the same as in the list', async () => {
    const first = evouchers[0]!;
    const input = { CompanyID: '1', EvoucherID: first.id } as const;
    const detail = await checkedItem(t.app, evoucherDetailsCall, first.id, { input });
    expect(toEvoucher(detail)).toEqual(first);
  });

  it('answers 404 for an unknown id, naming it', async () => {
    const input = { CompanyID: '1', EvoucherID: '99999' } as const;
    const missing = await ask(t.app, evoucherDetailsCall, { input });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ Status: 0, Message: expect.stringContaining('99999') });
  });
});
