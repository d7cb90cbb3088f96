/** The gateway cache's data version: what page-cache.ts reads to tell a kept page is outdated. */
import { describe, expect, it } from 'vitest';
import { ReadCache, type LoadResult } from './read-cache.ts';

const policy = { freshMs: 1000, maxStaleMs: 10_000 };
const answer = (text: string, keep = true): (() => Promise<LoadResult>) => {
  return () => Promise.resolve({ answer: { status: 200, body: Buffer.from(text) }, keep });
};

describe('ReadCache.version', () => {
  it('moves when a kept answer is replaced by a different one, not by the same or a first one', async () => {
    let now = 0;
    const cache = new ReadCache(10, () => now);
    await cache.read('events', policy, answer('a'));
    await cache.read('search:x', policy, answer('x'));
    expect(cache.version).toBe(0);
    now = 2000; // stale: served, refreshed behind it with the same answer
    await cache.read('events', policy, answer('a'));
    await Promise.resolve();
    await cache.read('events', policy, answer('a'));
    expect(cache.version).toBe(0);
    now = 4000;
    await cache.read('events', policy, answer('b'));
    await new Promise((settle) => setTimeout(settle, 0));
    expect(cache.version).toBe(1);
  });

  it('moves when a copy past its bounded age is thrown away', async () => {
    let now = 0;
    const cache = new ReadCache(10, () => now);
    await cache.read('events', policy, answer('a'));
    now = 20_000;
    await cache.read('events', policy, answer('a'));
    expect(cache.version).toBe(1);
  });

  it('moves when a refresh fails (the copy is then served marked stale) and when one succeeds again', async () => {
    let now = 0;
    const cache = new ReadCache(10, () => now);
    await cache.read('events', policy, answer('a'));
    now = 2000;
    const failing = () => Promise.reject(new Error('down'));
    expect((await cache.read('events', policy, failing)).stale).toBe(false);
    await new Promise((settle) => setTimeout(settle, 0));
    expect(cache.version).toBe(1);
    expect((await cache.read('events', policy, failing)).stale).toBe(true);
    await new Promise((settle) => setTimeout(settle, 0));
    expect(cache.version).toBe(1);
    await cache.read('events', policy, answer('a'));
    await new Promise((settle) => setTimeout(settle, 0));
    expect(cache.version).toBe(2);
  });
});
