/// <reference lib="webworker" />
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FROM_CACHE_HEADER, SW_CONNECTION_NEWS } from '../src/shared/sw-messages';
import { connectionNewsPlugin, markedFromCache } from './connection-news';
import { NETWORK_TIMEOUT_SECONDS } from './network-timeout';

/** The windows the worker controls, each recording what it is posted. */
function stubWindows(count: number) {
  const posted: unknown[][] = Array.from({ length: count }, () => []);
  const windows = posted.map((messages) => ({
    postMessage: (message: unknown) => messages.push(message),
  }));
  vi.stubGlobal('self', { clients: { matchAll: vi.fn(() => Promise.resolve(windows)) } });
  return posted;
}

afterEach(() => vi.unstubAllGlobals());

/** Lets the plugin's posting (not awaited by the strategy) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the worker's answers from its caches", () => {
  it('are marked, and otherwise the same answer', async () => {
    const cached = new Response('{"Status":1}', {
      status: 200,
      statusText: 'OK',
      headers: { 'Content-Type': 'application/json' },
    });
    const marked = markedFromCache(cached);
    expect(marked.headers.get(FROM_CACHE_HEADER)).toBe('1');
    expect(marked.headers.get('Content-Type')).toBe('application/json');
    expect(marked.status).toBe(200);
    await expect(marked.json()).resolves.toEqual({ Status: 1 });
  });

  it('are marked when a strategy uses one, and a missing one stays missing', async () => {
    const use = connectionNewsPlugin.cachedResponseWillBeUsed!;
    const args = {
      cacheName: 'data',
      request: new Request('https://site.example/x'),
      event: new Event('fetch') as ExtendableEvent,
      state: {},
    };
    const used = await use({ ...args, cachedResponse: new Response('{}') });
    expect(used?.headers.get(FROM_CACHE_HEADER)).toBe('1');
    await expect(use({ ...args, cachedResponse: undefined })).resolves.toBeUndefined();
  });
});

describe("the worker's connection news", () => {
  const request = new Request('https://site.example/bi/Prod/v1/directories', { method: 'POST' });
  const event = new Event('fetch') as ExtendableEvent;

  it('tells every window when the network answered', async () => {
    const posted = stubWindows(2);
    const response = new Response('{}', { status: 503 });
    await expect(
      connectionNewsPlugin.fetchDidSucceed!({ request, response, event, state: {} }),
    ).resolves.toBe(response);
    await settle();
    expect(posted).toEqual([
      [{ type: SW_CONNECTION_NEWS, reached: true }],
      [{ type: SW_CONNECTION_NEWS, reached: true }],
    ]);
  });

  it('tells every window when a request failed on the way', async () => {
    const posted = stubWindows(1);
    await connectionNewsPlugin.fetchDidFail!({
      request,
      originalRequest: request,
      error: new TypeError('Failed to fetch'),
      event,
      state: {},
    });
    await settle();
    expect(posted).toEqual([[{ type: SW_CONNECTION_NEWS, reached: false }]]);
  });

  it('tells every window when a request hangs past the network timeout, once', async () => {
    vi.useFakeTimers();
    try {
      const posted = stubWindows(1);
      const state = {};
      await connectionNewsPlugin.requestWillFetch!({ request, event, state });
      await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_SECONDS * 1000 - 1);
      expect(posted).toEqual([[]]);
      await vi.advanceTimersByTimeAsync(1);
      expect(posted).toEqual([[{ type: SW_CONNECTION_NEWS, reached: false }]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says nothing of a hang when the answer comes in time', async () => {
    vi.useFakeTimers();
    try {
      const posted = stubWindows(1);
      const state = {};
      await connectionNewsPlugin.requestWillFetch!({ request, event, state });
      await vi.advanceTimersByTimeAsync(1000);
      await connectionNewsPlugin.fetchDidSucceed!({
        request,
        response: new Response('{}'),
        event,
        state,
      });
      await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_SECONDS * 1000);
      expect(posted).toEqual([[{ type: SW_CONNECTION_NEWS, reached: true }]]);
    } finally {
      vi.useRealTimers();
    }
  });
});
