import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { resetInlinedResponses } from '../../../lib/inlined-responses';
import { directoryExcerpt, directoryExcerptKey } from '../../../shared/directory-excerpt';
import { INLINED_RESPONSES_ELEMENT_ID, jsonForHtml } from '../../../shared/inlined-responses';
import { directoryQueryOptions, getDirectory, getStoreListing, toDirectory } from './get-directory';
import { merchantDtoFixture } from '../../../../tests/support/directory/merchant-fixtures';
import type { DirectoriesResponseDto } from './merchant-dto';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetInlinedResponses();
  document.body.innerHTML = '';
});

/** A directory of `n` sub-categories with three merchants each, one of them listed everywhere. */
function payload(n: number): DirectoriesResponseDto {
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

describe('getStoreListing', () => {
  const DIRECTORIES_URL = '/bi/Prod/v1/directories';

  /** The page as the server sends a store page: with answers in its data block. */
  function pageCarries(answers: Record<string, unknown>): void {
    document.body.innerHTML = `<script type="application/json" id="${INLINED_RESPONSES_ELEMENT_ID}">${jsonForHtml(answers)}</script>`;
  }

  it("on a first visit, reads the page's excerpt: the listing the whole directory gives, without a call", async () => {
    const wire = payload(6);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    pageCarries({ [directoryExcerptKey(DIRECTORIES_URL, '1')]: directoryExcerpt(wire, '1') });
    const listing = await getStoreListing(new QueryClient(), '1');
    expect(listing).toEqual(toDirectory(wire).merchants.find((m) => m.id === '1'));
    expect(listing?.subCategories.map((sub) => sub.id)).toEqual(
      expect.arrayContaining([100, 101, 102, 103, 104, 105]),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is null when the excerpt lists no such store', async () => {
    vi.stubGlobal('fetch', vi.fn());
    pageCarries({ [directoryExcerptKey(DIRECTORIES_URL, '404')]: { Status: 1, Result: [] } });
    expect(await getStoreListing(new QueryClient(), '404')).toBeNull();
  });

  it('reads a directory already cached, before any excerpt', async () => {
    const wire = payload(2);
    vi.stubGlobal('fetch', vi.fn());
    // An excerpt that would say otherwise: the cached directory wins.
    pageCarries({ [directoryExcerptKey(DIRECTORIES_URL, '10')]: { Status: 1, Result: [] } });
    const client = new QueryClient();
    client.setQueryData(directoryQueryOptions().queryKey, toDirectory(wire));
    expect(await getStoreListing(client, '10')).toMatchObject({ id: '10', code: 'M10' });
  });

  it.each([
    ['no excerpt', {}],
    ['an excerpt that is no directory', { [directoryExcerptKey(DIRECTORIES_URL, '12')]: [1] }],
    [
      'a failed excerpt',
      { [directoryExcerptKey(DIRECTORIES_URL, '12')]: { Status: 0, Result: [] } },
    ],
    [
      'a malformed excerpt',
      { [directoryExcerptKey(DIRECTORIES_URL, '12')]: { Status: 1, Result: [{ Merchants: 3 }] } },
    ],
  ])('with %s, fetches the directory and caches it', async (_, answers) => {
    serve(payload(2));
    pageCarries(answers);
    const client = new QueryClient();
    expect(await getStoreListing(client, '12')).toMatchObject({ id: '12', code: 'M12' });
    expect(client.getQueryData(directoryQueryOptions().queryKey)?.merchants).toHaveLength(5);
  });
});
