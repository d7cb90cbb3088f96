/// <reference lib="webworker" />
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWERED_AT_HEADER } from '../src/shared/sw-messages';
import { syntheticKey } from './cache-key';
import { merchantFromDirectory, promotionFromList } from './detail-fallbacks';

const ORIGIN = 'https://site.example';
const stored = new Map<string, unknown>();
/** When the cached lists' data was current (the worker's stamp). */
const LIST_AT = String(Date.parse('2026-11-20T01:00:00Z'));

beforeEach(() => {
  stored.clear();
  stored.set(syntheticKey(`${ORIGIN}/bi/Prod/v1/directories`).url, {
    Status: 1,
    Result: [
      {
        CategoryID: 1,
        Merchants: [{ MerchantCode: 'M001', StoreName: 'Fountain Noodles', UnitNumber: '#B1-012' }],
        participatingMerchants: [],
      },
      {
        CategoryID: 2,
        Merchants: [],
        participatingMerchants: [{ MerchantCode: 'M002', StoreName: 'Tower Books' }],
      },
    ],
  });
  stored.set(syntheticKey(`${ORIGIN}/bi/Prod/v1/promotions`).url, {
    status: 1,
    Result: [{ HappeningID: 7, Title: 'Members day' }],
  });
  vi.stubGlobal('caches', {
    open: async () => ({
      match: async (request: Request) =>
        stored.has(request.url)
          ? Response.json(stored.get(request.url), { headers: { [ANSWERED_AT_HEADER]: LIST_AT } })
          : undefined,
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('detail answers rebuilt from cached lists', () => {
  it.each([
    ['M001', 'Fountain Noodles'],
    ['M002', 'Tower Books'],
  ])('finds merchant %s in the directory', async (code, name) => {
    const response = await merchantFromDirectory({ CompanyID: '1', MerchantCode: code }, ORIGIN);
    expect(await response?.json()).toMatchObject({
      Status: 1,
      Result: { merchant: { MerchantCode: code, StoreName: name } },
    });
  });

  it('is as old as the list it was rebuilt from', async () => {
    const merchant = await merchantFromDirectory({ MerchantCode: 'M001' }, ORIGIN);
    const promotion = await promotionFromList({ HappeningID: 7 }, ORIGIN);
    expect(merchant?.headers.get(ANSWERED_AT_HEADER)).toBe(LIST_AT);
    expect(promotion?.headers.get(ANSWERED_AT_HEADER)).toBe(LIST_AT);
  });

  it('finds a promotion by HappeningID, as a string or a number', async () => {
    expect(await (await promotionFromList({ HappeningID: '7' }, ORIGIN))?.json()).toEqual({
      status: 1,
      Result: { HappeningID: 7, Title: 'Members day' },
    });
  });

  it.each([[{ MerchantCode: 'M999' }], [{}], ['garbage']])(
    'has no answer for %j',
    async (payload) => {
      expect(await merchantFromDirectory(payload, ORIGIN)).toBeUndefined();
    },
  );

  it('has no answer when the list was never cached', async () => {
    stored.clear();
    expect(await promotionFromList({ HappeningID: 7 }, ORIGIN)).toBeUndefined();
  });
});
