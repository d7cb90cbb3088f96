/// <reference lib="webworker" />
import { describe, expect, it, vi } from 'vitest';
import type { Strategy } from 'workbox-strategies';
import { dealsRoute } from '../src/shared/contracts/deals';
import { backendBase } from '../src/lib/config';
import { dealsRequestBody } from '../src/features/directory/api/deals';
import { syntheticKey } from './cache-key';
import { payloadKeyedStaleUrls } from './data-calls';
import { postHandler } from './data-routes';

// workbox modules touch the worker's `self` when loaded: in node, the global object stands in.
vi.hoisted(() => {
  Object.assign(globalThis, { self: globalThis });
});

const ORIGIN = 'https://site.example';

/** A strategy that records the cache key each request was handed to it with. */
function recordingStrategy() {
  const keys: string[] = [];
  const strategy = {
    handle: vi.fn(async ({ params }: { params: { cacheKey: Request } }) => {
      keys.push(params.cacheKey.url);
      return new Response('{}');
    }),
  } as unknown as Strategy;
  return { strategy, keys };
}

function dealsPost(merchantCode: string): Request {
  const { deals } = payloadKeyedStaleUrls(ORIGIN);
  return new Request(deals, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(dealsRequestBody(merchantCode)),
  });
}

const run = (handler: ReturnType<typeof postHandler>, request: Request) =>
  handler({
    request,
    event: new Event('fetch') as ExtendableEvent,
    url: new URL(request.url),
  } as never);

describe('the store page deals call in the worker', () => {
  it('matches the URL the page posts to', () => {
    const pageUrl = new URL(`${backendBase('endpoint')}${dealsRoute.path}`, ORIGIN).href;
    expect(payloadKeyedStaleUrls(ORIGIN).deals).toBe(pageUrl);
  });

  it('is cached once per merchant, keyed by a hash of the body', async () => {
    const { strategy, keys } = recordingStrategy();
    const handler = postHandler(strategy, true);

    await run(handler, dealsPost('M001'));
    await run(handler, dealsPost('M001'));
    await run(handler, dealsPost('M002'));

    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    for (const key of keys) {
      expect(key).toMatch(
        new RegExp(`^${ORIGIN}/endpoint/list/model/deal\\?sw-post=[0-9a-f]{24}$`),
      );
      expect(key).not.toBe(syntheticKey(payloadKeyedStaleUrls(ORIGIN).deals).url);
    }
  });
});
