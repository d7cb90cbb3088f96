import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, fetchInServerRender } from '../../../lib/api-client';
import { directoryQueryOptions, storeListingQueryOptions } from './queries';
import { getDirectory, toDirectory } from './directory';
import { merchantDtoFixture } from '../../../../tests/support/directory/merchant-fixtures';
import type { AnswerOf } from '../../../shared/contracts/call';
import type { directoriesCall } from '../../../shared/contracts/directory';

type DirectoriesAnswer = AnswerOf<typeof directoriesCall>;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A directory of `n` sub-categories with three merchants each, one of them listed everywhere. */
function payload(n: number): DirectoriesAnswer {
  const everywhere = merchantDtoFixture({
    MerchantID: '1',
    MerchantCode: 'M0001',
    StoreName: 'Atrium',
  });
  return {
    Status: 1,
    Result: Array.from({ length: n }, (_, i) => ({
      CategoryID: 1,
      SubCategoryID: 100 + i,
      SubCategoryName: `Sub ${i}`,
      Merchants: [
        everywhere,
        merchantDtoFixture({
          MerchantID: `${2 * i + 10}`,
          MerchantCode: `M${2 * i + 10}`,
          StoreName: `Store ${i}a`,
        }),
        merchantDtoFixture({
          MerchantID: `${2 * i + 11}`,
          MerchantCode: `M${2 * i + 11}`,
          StoreName: `Store ${i}b`,
        }),
      ],
      participatingMerchants: [],
    })),
  };
}

function serve(body: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body)),
  );
}

describe('getDirectory', () => {
  it('gives the same directory as mapping the payload at once, even when cut into many slices', async () => {
    const wire = payload(40);
    serve(wire);
    // Every item is "slow": a slice ends after each entry.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 20));
    const directory = await getDirectory();
    expect(directory).toEqual(toDirectory(wire));
    expect(directory.merchants).toHaveLength(81);
    const atrium = directory.merchants.find((m) => m.id === '1');
    expect(atrium?.subCategories.map((sub) => sub.id)).toEqual(
      expect.arrayContaining(Array.from({ length: 40 }, (_, i) => 100 + i)),
    );
  });

  it('refuses a payload with a malformed entry, as a schema error', async () => {
    const wire = payload(3) as unknown as { Result: { Merchants: unknown[] }[] };
    wire.Result[2]!.Merchants.push({ MerchantID: '9', StoreName: 42 });
    serve(wire);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = getDirectory();
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ kind: 'schema' });
  });
});

describe("getDirectory in the server's render", () => {
  afterEach(() => {
    fetchInServerRender(() => undefined);
    vi.unstubAllEnvs();
  });

  it('maps the directory once per answer: the same while its ETag holds, anew when it changes', async () => {
    vi.stubEnv('SSR', true);
    const state = { wire: payload(3), etag: '"first"' };
    const fetch = async (_input: unknown, init: RequestInit = {}) =>
      new Headers(init.headers).get('if-none-match') === state.etag
        ? new Response(null, { status: 304, headers: { etag: state.etag } })
        : Response.json(state.wire, { headers: { etag: state.etag } });
    fetchInServerRender(() => fetch as typeof globalThis.fetch);
    const first = await getDirectory();
    expect(await getDirectory()).toBe(first);
    state.wire = payload(4);
    state.etag = '"second"';
    const changed = await getDirectory();
    expect(changed).not.toBe(first);
    expect(changed.merchants).toHaveLength(9);
  });
});

describe('storeListingQueryOptions', () => {
  it('reads a fresh directory already cached, without a call', async () => {
    const wire = payload(2);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    client.setQueryData(directoryQueryOptions().queryKey, toDirectory(wire));
    expect(await client.fetchQuery(storeListingQueryOptions('10'))).toMatchObject({
      id: '10',
      code: 'M10',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the directory when none is cached, and caches it for the list', async () => {
    serve(payload(2));
    const client = new QueryClient();
    expect(await client.fetchQuery(storeListingQueryOptions('12'))).toMatchObject({
      id: '12',
      code: 'M12',
    });
    expect(client.getQueryData(directoryQueryOptions().queryKey)?.merchants).toHaveLength(5);
  });

  it('is null when the directory lists no such store', async () => {
    serve(payload(2));
    expect(await new QueryClient().fetchQuery(storeListingQueryOptions('404'))).toBeNull();
  });
});
