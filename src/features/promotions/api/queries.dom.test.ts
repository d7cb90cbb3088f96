import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { fetchInServerRender } from '../../../lib/api-client';
import {
  merchantPromotionsQueryOptions,
  promotionCardsQueryOptions,
  promotionQueryOptions,
  promotionsQueryOptions,
} from './queries';
import { toPromotion } from './promotions';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  fetchInServerRender(() => undefined);
});

const store = { id: '71', code: 'M0071' };

/** The wire's promotions: one under the store's code, one under its id only, one of another store. */
const wire = {
  Status: 1,
  Result: [
    { HappeningID: 1, Title: 'By code', MerchantCode: 'M0071', Content: '<p>Long</p>' },
    { HappeningID: 2, Title: 'By id', MerchantID: '71' },
    { HappeningID: 3, Title: 'Elsewhere', MerchantCode: 'M0072', MerchantID: '72' },
  ],
};

describe('merchantPromotionsQueryOptions', () => {
  it("reads a fresh list already cached, keeping the store's own by code or by id, without a call", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    client.setQueryData(promotionsQueryOptions().queryKey, wire.Result.map(toPromotion));
    const mine = await client.fetchQuery(merchantPromotionsQueryOptions(store));
    expect(mine.map((p) => p.title)).toEqual(['By code', 'By id']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("in the server's render, fetches the list but keeps only the store's promotions in the cache", async () => {
    vi.stubEnv('SSR', true);
    const fetch = vi.fn(async () => Response.json(wire));
    fetchInServerRender(() => fetch as unknown as typeof globalThis.fetch);
    const client = new QueryClient();
    const mine = await client.fetchQuery(merchantPromotionsQueryOptions(store));
    expect(mine.map((p) => p.id)).toEqual(['1', '2']);
    expect(fetch).toHaveBeenCalledTimes(1);
    // What the page carries: the store's two promotions, not the whole list.
    expect(client.getQueryData(promotionsQueryOptions().queryKey)).toBeUndefined();
  });
});

describe('promotionCardsQueryOptions', () => {
  it("in the server's render, keeps the cards in the cache: no texts, and not the list", async () => {
    vi.stubEnv('SSR', true);
    const fetch = vi.fn(async () => Response.json(wire));
    fetchInServerRender(() => fetch as unknown as typeof globalThis.fetch);
    const client = new QueryClient();
    const cards = await client.fetchQuery(promotionCardsQueryOptions());
    expect(cards.map((card) => card.title)).toEqual(['By code', 'By id', 'Elsewhere']);
    expect(cards[0]).not.toHaveProperty('contentHtml');
    expect(cards[0]).not.toHaveProperty('morePromotions');
    expect(client.getQueryData(promotionsQueryOptions().queryKey)).toBeUndefined();
  });

  it('leaves a promotion opened from the cards to its own call, whose failure falls back to the whole list', async () => {
    // The detail call fails (offline: the worker kept no detail); the list call answers (the
    // worker's copy, kept at install). The cards alone would have lost the texts.
    const fetch = vi.fn(async (url: string | URL | Request) =>
      String(url instanceof Request ? url.url : url).endsWith('/v1/promotions')
        ? Response.json(wire)
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(
      promotionCardsQueryOptions().queryKey,
      wire.Result.map(toPromotion).map(({ id, title, isFeatured, sortOrder }) => ({
        id,
        title,
        isFeatured,
        sortOrder,
      })),
    );
    const promotion = await client.fetchQuery(promotionQueryOptions('1'));
    expect(promotion.contentHtml).toBe('<p>Long</p>');
  });
});
