import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, checkedAnswer, checkedItem } from './ask';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { directoriesCall, directoryDetailsCall } from '../../src/shared/contracts/directory';
import { findMerchantById } from '../../src/features/directory/model/find-merchants';
import { toDirectory } from '../../src/features/directory/api/directory';
import { toMerchant } from '../../src/features/directory/api/merchant-mapper';
import type { Directory } from '../../src/features/directory/model/merchant';
import { filterMerchants } from '../../src/features/directory/model/filter-merchants';
import { parseClockTime } from '../../src/shared/opening-hours';
import { allStrings } from './ask';

let t: TestApp;
let directory: Directory;
let rawMerchantIds: Set<string>;

beforeAll(async () => {
  t = await createTestApp();
  const payload = await checkedAnswer(t.app, directoriesCall);
  rawMerchantIds = new Set(
    payload.Result.flatMap((entry) => (entry.Merchants ?? []).map((m) => String(m.MerchantID))),
  );
  directory = toDirectory(payload);
});
afterAll(() => t.close());

describe('POST {bi}/v1/directories', () => {
  it('parses with the client schema and dedupes to one merchant per MerchantID', () => {
    expect(directory.merchants.length).toBe(rawMerchantIds.size);
    expect(directory.merchants.length).toBeGreaterThan(300);
    expect(new Set(directory.merchants.map((m) => m.id)).size).toBe(directory.merchants.length);
  });

  it('lists every category and sub-category of docs/wire-format.md', () => {
    const names = directory.subCategories.map((s) => s.name);
    for (const name of [
      'Café',
      'Restaurant & Bar',
      'Fashion & Accessories',
      'Supermarket',
      'Services',
      'Fitness',
    ])
      expect(names).toContain(name);
    for (const categoryId of [1, 2, 3] as const) {
      expect(
        filterMerchants(directory.merchants, { categoryId }, Date.now()).length,
      ).toBeGreaterThan(10);
    }
    expect(directory.subCategories.every((s) => s.nameZh)).toBe(true);
  });

  it('maps every merchant to clean domain values', () => {
    for (const merchant of directory.merchants) {
      expect(merchant.code).toMatch(/\S/);
      expect(merchant.subCategories.length).toBeGreaterThan(0);
      expect(merchant.unitNumber).toMatch(/^#(B1|\d{2})-\d{3}/);
      expect(merchant.level).toBe(merchant.unitNumber?.slice(1, 3));
      expect(merchant.hours.length).toBeGreaterThan(0);
      for (const entry of merchant.hours) {
        expect(parseClockTime(entry.open)).toBeDefined();
        expect(parseClockTime(entry.close)).toBeDefined();
      }
      const leaks = allStrings(merchant).filter(
        (s) => ['NA', '-', 'null', ''].includes(s) || /\/(NA|null)$/.test(s),
      );
      expect(leaks).toEqual([]);
    }
  });

  it('marks e-voucher partners from participatingMerchants', () => {
    const partners = directory.merchants.filter((m) => m.isPartner);
    expect(partners.length).toBeGreaterThan(10);
    expect(partners.every((m) => m.isParticipating)).toBe(true);
  });

  it('has merchants listed under several sub-categories, kept as one', () => {
    expect(directory.merchants.some((m) => m.subCategories.length > 1)).toBe(true);
  });
});

describe('POST {bi}/v1/directory-details', () => {
  it('answers the details of a listed merchant that parse and map like the list', async () => {
    const listed = directory.merchants.find((m) => m.phone && m.website) ?? directory.merchants[0]!;
    const input = { MerchantCode: listed.code };
    const details = toMerchant(
      await checkedItem(t.app, directoryDetailsCall, listed.code, { input }),
    );
    expect(details).toMatchObject({
      id: listed.id,
      code: listed.code,
      name: listed.name,
      unitNumber: listed.unitNumber,
      hours: listed.hours,
    });
    expect(findMerchantById(directory, details.id)).toBeDefined();
  });

  it('answers 404 with a message for an unknown code', async () => {
    const res = await ask(t.app, directoryDetailsCall, { input: { MerchantCode: 'M9999999' } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ Status: 0, Message: expect.stringContaining('M9999999') });
  });
});
