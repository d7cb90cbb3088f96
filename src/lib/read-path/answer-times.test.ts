/**
 * A query's `dataUpdatedAt` is when its data was current, through the real API client and the
 * app's QueryClient; only the network (fetch) is stood in for.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { isStaleAnswer } from './answer-times';
import { dataOfQuery } from './derived-answer';
import { createQueryClient } from '../query-client';
import { z } from '../../shared/contracts/zod';

const NOW = Date.parse('2026-11-20T04:00:00Z');
const HOUR = 3_600_000;

/** The network answers each call with the next of these headers (and `{ Status: 1 }`). */
function network(...answers: Record<string, string>[]) {
  const fetch = vi.fn(async () => Response.json({ Status: 1 }, { headers: answers.shift() ?? {} }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const call = (path: string) => (context: { signal: AbortSignal }) =>
  apiRequest({ backend: 'bi', path, schema: z.unknown(), signal: context.signal });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a query's data time", () => {
  it.each([
    ['a network answer of the embedded backend', [{}], NOW],
    ["the gateway's cached answer, 4 min old", [{ age: '240' }], NOW - 240_000],
    [
      "the gateway's copy kept while the backends fail",
      [{ age: '1500', 'x-complex-stale': '1' }],
      NOW - 1_500_000,
    ],
    [
      "the worker's copy, kept 3 hours ago",
      [{ 'x-complex-from-cache': '1', 'x-complex-answered-at': String(NOW - 3 * HOUR) }],
      NOW - 3 * HOUR,
    ],
    [
      'two calls in one query: the older answer',
      [{ age: '60' }, { 'x-complex-from-cache': '1', 'x-complex-answered-at': String(NOW - HOUR) }],
      NOW - HOUR,
    ],
  ] as [string, Record<string, string>[], number][])('%s', async (_, answers, expected) => {
    network(...answers);
    const client = createQueryClient();
    await client.fetchQuery({
      queryKey: ['q'],
      queryFn: async (context) => {
        for (let i = 0; i < answers.length; i += 1) await call(`/v1/call-${i}`)(context);
        return answers.length;
      },
    });
    expect(client.getQueryState(['q'])?.dataUpdatedAt).toBe(expected);
  });

  it("marks a query whose data is the gateway's stale copy, and clears the mark on a current answer", async () => {
    network({ age: '1500', 'x-complex-stale': '1' }, { age: '0' });
    const client = createQueryClient();
    const query = () => client.getQueryCache().find({ queryKey: ['events'] })!;
    await client.fetchQuery({ queryKey: ['events'], queryFn: call('/v1/events') });
    expect(isStaleAnswer(query())).toBe(true);
    await client.refetchQueries({ queryKey: ['events'] });
    expect(isStaleAnswer(query())).toBe(false);
    expect(query().state.dataUpdatedAt).toBe(NOW);
  });

  it('keeps newer data when a refetch brings an older copy', async () => {
    const client = createQueryClient();
    client.setQueryData(['directory'], 'drawn by the server', { updatedAt: NOW - 60_000 });
    network({ 'x-complex-from-cache': '1', 'x-complex-answered-at': String(NOW - 2 * HOUR) });
    await client.fetchQuery({
      queryKey: ['directory'],
      queryFn: async (context) => {
        await call('/v1/directories')(context);
        return 'the worker’s older copy';
      },
      staleTime: 0,
    });
    expect(client.getQueryData(['directory'])).toBe('drawn by the server');
    expect(client.getQueryState(['directory'])?.dataUpdatedAt).toBe(NOW - 60_000);
  });

  it("takes the network's answer even when it is older than the data held (which may be undated)", async () => {
    const client = createQueryClient();
    client.setQueryData(['events'], 'carried in the page', { updatedAt: NOW });
    network({ age: '1500', 'x-complex-stale': '1' });
    await client.fetchQuery({ queryKey: ['events'], queryFn: call('/v1/events'), staleTime: 0 });
    expect(client.getQueryData(['events'])).toEqual({ Status: 1 });
    expect(client.getQueryState(['events'])?.dataUpdatedAt).toBe(NOW - 1_500_000);
    expect(isStaleAnswer(client.getQueryCache().find({ queryKey: ['events'] })!)).toBe(true);
  });

  it('stamps data no answer told the time of (read without a signal) as it arrives', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['derived'], queryFn: () => 'from another query' });
    expect(client.getQueryState(['derived'])?.dataUpdatedAt).toBe(NOW);
  });
});

const list = queryOptions({ queryKey: ['list'], queryFn: () => ['a', 'b'] });

/** A query whose data is taken from `list`, after the calls of its own that `before` makes. */
const derived = (client: QueryClient, before?: (signal: AbortSignal) => Promise<unknown>) =>
  queryOptions({
    queryKey: ['derived'],
    queryFn: async ({ signal }) => {
      await before?.(signal).catch(() => undefined);
      return (await dataOfQuery(client, list, signal))[0]!;
    },
    staleTime: 0,
  });

describe('data taken from another query', () => {
  it("has that query's time, not the time it was taken", async () => {
    const client = createQueryClient();
    client.setQueryData(list.queryKey, ['a', 'b'], { updatedAt: NOW - 3 * HOUR });
    await client.fetchQuery(derived(client));
    expect(client.getQueryState(['derived'])?.dataUpdatedAt).toBe(NOW - 3 * HOUR);
  });

  it('has it in place of the time of a call the query made before (a detail that failed)', async () => {
    const client = createQueryClient();
    client.setQueryData(list.queryKey, ['a', 'b'], { updatedAt: NOW - HOUR });
    const keptLongAgo = String(NOW - 9 * HOUR);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { Status: 1 },
          { headers: { 'x-complex-from-cache': '1', 'x-complex-answered-at': keptLongAgo } },
        ),
      ),
    );
    const detailCall = (signal: AbortSignal) =>
      apiRequest({ backend: 'bi', path: '/v1/detail', schema: z.unknown(), signal });
    await client.fetchQuery(derived(client, detailCall));
    expect(client.getQueryState(['derived'])?.dataUpdatedAt).toBe(NOW - HOUR);
  });

  it('does not replace newer data the query holds with an older copy', async () => {
    const client = createQueryClient();
    client.setQueryData(['derived'], 'the detail, opened online', { updatedAt: NOW - 60_000 });
    client.setQueryData(list.queryKey, ['a', 'b'], { updatedAt: NOW - 5 * HOUR });
    await client.fetchQuery(derived(client));
    expect(client.getQueryData(['derived'])).toBe('the detail, opened online');
    expect(client.getQueryState(['derived'])?.dataUpdatedAt).toBe(NOW - 60_000);
  });

  it('asks for the other query the normal way when it is not held, and takes its time', async () => {
    const client = createQueryClient();
    vi.setSystemTime(NOW + HOUR);
    await client.fetchQuery(derived(client));
    expect(client.getQueryState(list.queryKey)?.dataUpdatedAt).toBe(NOW + HOUR);
    expect(client.getQueryState(['derived'])?.dataUpdatedAt).toBe(NOW + HOUR);
  });
});
