import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FROM_CACHE_HEADER, isConnectionNews, SW_CONNECTION_NEWS } from '../shared/sw-messages';
import { apiRequest } from './api-client';
import {
  hasConnection,
  isOnline,
  reportReachability,
  useConnection,
  useOnlineStatus,
} from './online-status';
import { z } from '../shared/contracts/zod';

function setNavigatorOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  reportReachability(true);
});

describe('online status', () => {
  it('follows the browser between offline and online', () => {
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    act(() => setNavigatorOnline(false));
    expect(result.current).toBe(false);
    expect(isOnline()).toBe(false);
    act(() => setNavigatorOnline(true));
    expect(result.current).toBe(true);
  });
});

describe('the connection', () => {
  it('is lost when a request fails on the way, though the browser still says online', () => {
    const { result } = renderHook(() => useConnection());
    expect(result.current).toBe(true);
    act(() => reportReachability(false));
    expect(result.current).toBe(false);
    expect(hasConnection()).toBe(false);
    expect(isOnline()).toBe(true);
    act(() => reportReachability(true));
    expect(result.current).toBe(true);
  });

  it("comes back with the browser's online event", () => {
    const { result } = renderHook(() => useConnection());
    act(() => reportReachability(false));
    act(() => setNavigatorOnline(true));
    expect(result.current).toBe(true);
  });

  it('is lost when the browser says offline, whatever the last answer', () => {
    const { result } = renderHook(() => useConnection());
    act(() => setNavigatorOnline(false));
    expect(result.current).toBe(false);
  });
});

describe("the API client's reports", () => {
  const request = { backend: 'api', path: '/api/room/7', schema: z.unknown() } as const;
  const answer = (headers: Record<string, string> = {}) =>
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 0, data: {} }), {
          headers: { 'Content-Type': 'application/json', ...headers },
        }),
      ),
    );

  it('a request that fails on the way loses the connection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest(request)).rejects.toMatchObject({ kind: 'network' });
    expect(hasConnection()).toBe(false);
  });

  it("an answer from the network restores it, one from the worker's caches does not", async () => {
    reportReachability(false);
    vi.stubGlobal('fetch', answer({ [FROM_CACHE_HEADER]: '1' }));
    await apiRequest(request);
    expect(hasConnection()).toBe(false);
    vi.stubGlobal('fetch', answer());
    await apiRequest(request);
    expect(hasConnection()).toBe(true);
  });

  it('an error status from the network is still an answer', async () => {
    reportReachability(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 503 }))),
    );
    await expect(apiRequest(request)).rejects.toMatchObject({ kind: 'http' });
    expect(hasConnection()).toBe(true);
  });
});

describe("the worker's connection news", () => {
  it.each([
    [{ type: SW_CONNECTION_NEWS, reached: true }, true],
    [{ type: SW_CONNECTION_NEWS, reached: false }, true],
    [{ type: SW_CONNECTION_NEWS, reached: 'no' }, false],
    [{ type: 'SKIP_WAITING' }, false],
    [null, false],
    ['CONNECTION', false],
  ])('%j is news: %s', (data, expected) => {
    expect(isConnectionNews(data)).toBe(expected);
  });
});
