import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { merchantDtoFixture } from '../../../../tests/support/directory/merchant-fixtures';
import { categoryDirectoryOf } from '../model/category-directory';
import { categoryDirectoryQueryOptions, directoryQueryOptions } from './queries';
import { toDirectory } from './directory';
import type { AnswerOf } from '../../../shared/contracts/call';
import type { directoriesCall } from '../../../shared/contracts/directory';

type DirectoriesAnswer = AnswerOf<typeof directoriesCall>;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Two dining stores with the same hours, a shop listed under dining too, and a shop. */
const wire: DirectoriesAnswer = {
  Status: 1,
  Result: [
    {
      CategoryID: 1,
      SubCategoryID: 12,
      SubCategoryName: 'Restaurant & Bar',
      Merchants: [
        merchantDtoFixture({ MerchantID: '1', MerchantCode: 'M1', StoreName: 'Bistro' }),
        merchantDtoFixture({ MerchantID: '2', MerchantCode: 'M2', StoreName: 'Amber Café' }),
        merchantDtoFixture({
          MerchantID: '3',
          MerchantCode: 'M3',
          StoreName: 'Deli Shop',
          CategoryID: 2,
        }),
      ],
      participatingMerchants: [],
    },
    {
      CategoryID: 2,
      SubCategoryID: 20,
      SubCategoryName: 'Fashion',
      Merchants: [
        merchantDtoFixture({
          MerchantID: '4',
          MerchantCode: 'M4',
          StoreName: 'Coat Room',
          CategoryID: 2,
          SubCategoryID: 20,
          SubCategoryName: 'Fashion',
        }),
      ],
      participatingMerchants: [],
    },
  ],
};

describe('categoryDirectoryOf', () => {
  it("is the category's listed merchants, in the directory's order, as summaries only", () => {
    const dining = categoryDirectoryOf(toDirectory(wire), 'dining');
    expect(dining.merchants.map((m) => m.name)).toEqual(['Amber Café', 'Bistro', 'Deli Shop']);
    expect(dining.subCategories.map((sub) => sub.id)).toEqual([12]);
    expect(Object.keys(dining.merchants[0]!).sort()).toEqual(
      [
        'acceptsEvouchers',
        'canPayWithPoints',
        'categoryId',
        'categoryIds',
        'hours',
        'id',
        'isHalal',
        'listedInDirectory',
        'logoUrl',
        'name',
        'subCategories',
        'unitNumber',
        'zone',
      ].sort(),
    );
  });

  it('is made once per directory, and shares equal hours and sub-categories between merchants', () => {
    const directory = toDirectory(wire);
    const dining = categoryDirectoryOf(directory, 'dining');
    expect(categoryDirectoryOf(directory, 'dining')).toBe(dining);
    const [amber, bistro] = dining.merchants;
    expect(amber!.hours).toBe(bistro!.hours);
    expect(amber!.subCategories).toBe(bistro!.subCategories);
    expect(categoryDirectoryOf(toDirectory(wire), 'dining')).not.toBe(dining);
  });
});

describe('categoryDirectoryQueryOptions in the browser', () => {
  it("reads the cached directory, and its data is as old as the directory's", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    const updatedAt = Date.now() - 60_000;
    client.setQueryData(directoryQueryOptions().queryKey, toDirectory(wire), { updatedAt });
    const options = categoryDirectoryQueryOptions('shopping');
    const shopping = await client.fetchQuery(options);
    expect(shopping.merchants.map((m) => m.name)).toEqual(['Coat Room', 'Deli Shop']);
    expect(client.getQueryState(options.queryKey)?.dataUpdatedAt).toBe(updatedAt);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches a directory older than its freshness, and falls back on it when none answers', async () => {
    const client = createQueryClient();
    // No waits between tries: the network fails at once.
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    const updatedAt = Date.now() - 60 * 60_000;
    client.setQueryData(directoryQueryOptions().queryKey, toDirectory(wire), { updatedAt });
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const options = categoryDirectoryQueryOptions('dining');
    const dining = await client.fetchQuery(options);
    expect(fetch).toHaveBeenCalled();
    expect(dining.merchants).toHaveLength(3);
    expect(client.getQueryState(options.queryKey)?.dataUpdatedAt).toBe(updatedAt);
  });
});
