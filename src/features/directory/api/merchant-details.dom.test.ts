/**
 * A store page's details, and the listing they fall back on, through the app's QueryClient and the
 * real API client; only the network (fetch) is stood in for. When the details call fails (offline,
 * a store never opened) the page is drawn from the store's listing in the directory, and both are
 * as old as the directory's answer, wherever that answer came from.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { isStaleAnswer } from '../../../lib/read-path/answer-times';
import { createQueryClient } from '../../../lib/query-client';
import { merchantDtoFixture } from '../../../../tests/support/directory/merchant-fixtures';
import {
  directoryQueryOptions,
  merchantDetailsQueryOptions,
  storeListingQueryOptions,
} from './queries';
import { toDirectory } from './directory';
import type { AnswerOf } from '../../../shared/contracts/call';
import type { directoriesCall } from '../../../shared/contracts/directory';

const NOW = Date.parse('2026-11-20T04:00:00Z');
const HOUR = 3_600_000;

const harbour = merchantDtoFixture({ MerchantID: '101', MerchantCode: 'M0101' });
const directory: AnswerOf<typeof directoriesCall> = {
  Status: 1,
  Result: [
    {
      CategoryID: 1,
      SubCategoryID: 12,
      SubCategoryName: 'Restaurant & Bar',
      Merchants: [harbour, merchantDtoFixture({ MerchantID: '102', MerchantCode: 'M0102' })],
      participatingMerchants: [],
    },
  ],
};
const store = { id: '101', code: 'M0101' };

type Reply = () => Response;
/** The network: each path's reply; a path without one fails as a network failure does. */
function network(replies: Record<string, Reply>) {
  const fetch = vi.fn(async (url: string) => {
    const path = Object.keys(replies).find((end) => url.endsWith(end));
    if (!path) throw new TypeError('Failed to fetch');
    return replies[path]!();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const directoryAnswer =
  (headers: Record<string, string> = {}): Reply =>
  () =>
    Response.json(directory, { headers });

const detailsOffline = { '/v1/directories': directoryAnswer() };

/** What a store page's loader does: the listing, then the details. */
async function openStorePage(client: QueryClient) {
  await client.ensureQueryData(storeListingQueryOptions(store.id));
  return client.ensureQueryData(merchantDetailsQueryOptions(store));
}

const timeOf = (client: QueryClient, queryKey: readonly unknown[]) =>
  client.getQueryState(queryKey)?.dataUpdatedAt;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a store page whose details call fails', () => {
  it('is drawn from its listing in the directory', async () => {
    network(detailsOffline);
    const client = createQueryClient();
    const details = await openStorePage(client);
    expect(details).toMatchObject({ id: '101', code: 'M0101', name: 'Harbour Noodle House' });
    expect(details.hours).toHaveLength(7);
  });

  it('takes the time of a directory fresh from the network, not the time it was drawn', async () => {
    network(detailsOffline);
    const client = createQueryClient();
    await client.fetchQuery(directoryQueryOptions());
    // Two hours on, the connection gone: the directory's refresh fails too.
    vi.setSystemTime(NOW + 2 * HOUR);
    network({});
    await openStorePage(client);
    expect(timeOf(client, directoryQueryOptions().queryKey)).toBe(NOW);
    expect(timeOf(client, storeListingQueryOptions(store.id).queryKey)).toBe(NOW);
    expect(timeOf(client, merchantDetailsQueryOptions(store).queryKey)).toBe(NOW);
  });

  it('takes the time of a directory restored from the device', async () => {
    const saved = createQueryClient();
    saved.setQueryData(directoryQueryOptions().queryKey, toDirectory(directory), {
      updatedAt: NOW - 3 * 24 * HOUR,
    });
    const client = createQueryClient();
    hydrate(client, dehydrate(saved));
    network({}); // no network at all
    await openStorePage(client);
    expect(timeOf(client, merchantDetailsQueryOptions(store).queryKey)).toBe(NOW - 3 * 24 * HOUR);
    expect(timeOf(client, storeListingQueryOptions(store.id).queryKey)).toBe(NOW - 3 * 24 * HOUR);
  });

  it('takes the time the worker kept the directory at, when it answers from its cache', async () => {
    const keptAt = NOW - 5 * HOUR;
    network({
      '/v1/directories': directoryAnswer({
        'x-complex-from-cache': '1',
        'x-complex-answered-at': String(keptAt),
        date: new Date(keptAt).toUTCString(),
      }),
    });
    const client = createQueryClient();
    await openStorePage(client);
    expect(timeOf(client, directoryQueryOptions().queryKey)).toBe(keptAt);
    expect(timeOf(client, merchantDetailsQueryOptions(store).queryKey)).toBe(keptAt);
  });

  it("carries the gateway's stale mark of the directory it comes from", async () => {
    network({ '/v1/directories': directoryAnswer({ age: '1800', 'x-complex-stale': '1' }) });
    const client = createQueryClient();
    await openStorePage(client);
    const details = client
      .getQueryCache()
      .find({ queryKey: merchantDetailsQueryOptions(store).queryKey });
    expect(details?.state.dataUpdatedAt).toBe(NOW - 1_800_000);
    expect(details && isStaleAnswer(details)).toBe(true);
  });
});

describe('a store page whose details call answers', () => {
  it("is the details call's answer, at its own time", async () => {
    network({
      '/v1/directories': directoryAnswer({ age: '600' }),
      '/v1/directory-details': () =>
        Response.json({ Status: 1, Result: { merchant: { ...harbour, AboutStore: 'Details.' } } }),
    });
    const client = createQueryClient();
    const details = await openStorePage(client);
    expect(details.about).toBe('Details.');
    expect(timeOf(client, merchantDetailsQueryOptions(store).queryKey)).toBe(NOW);
  });

  it('without the store, takes the listing at the time of the directory, not of the details call', async () => {
    const keptAt = NOW - 4 * HOUR;
    network({
      '/v1/directories': directoryAnswer(),
      // A details answer the worker kept long ago, for another store.
      '/v1/directory-details': () =>
        Response.json(
          { Status: 1, Result: { merchant: merchantDtoFixture({ MerchantCode: 'M0102' }) } },
          { headers: { 'x-complex-from-cache': '1', 'x-complex-answered-at': String(keptAt) } },
        ),
    });
    const client = createQueryClient();
    const details = await openStorePage(client);
    expect(details.code).toBe('M0101');
    expect(timeOf(client, merchantDetailsQueryOptions(store).queryKey)).toBe(NOW);
  });

  it('fails with the details error when the directory does not list the store either', async () => {
    network({
      '/v1/directories': directoryAnswer(),
      '/v1/directory-details': () =>
        Response.json({ Status: 0, Message: 'Merchant not found' }, { status: 404 }),
    });
    const client = createQueryClient();
    const elsewhere = { id: '999', code: 'M0999' };
    await expect(client.fetchQuery(merchantDetailsQueryOptions(elsewhere))).rejects.toMatchObject({
      httpStatus: 404,
      message: 'Merchant not found',
    });
  });
});
