/**
 * Every answer the gateway's cache gives says its true age: a fresh copy, a copy served while a
 * refresh runs behind it, a copy kept while the backend fails, and one the backend said was
 * already old (the `Age` header and the 304 path: gateway.test.ts); and its data version, what
 * page-cache.ts reads to tell a kept page is outdated.
 */
import { describe, expect, it } from 'vitest';
import { ReadCache, type LoadResult } from './read-cache.ts';

const policy = { freshMs: 5 * 60_000, maxStaleMs: 7 * 24 * 3_600_000 };
const MIN = 60_000;

function setup() {
  let now = Date.parse('2026-11-20T04:00:00Z');
  const cache = new ReadCache(10, { now: () => now });
  let answers = 0;
  let failing = false;
  let backendAgeMs = 0;
  const load = async (): Promise<LoadResult> => {
    if (failing) throw new Error('backend down');
    answers += 1;
    return {
      answer: { status: 200, body: Buffer.from(String(answers)) },
      keep: true,
      ageMs: backendAgeMs,
    };
  };
  return {
    read: () => cache.read('k', policy, load),
    pass: (ms: number) => (now += ms),
    fail: () => (failing = true),
    backendSaysAge: (ms: number) => (backendAgeMs = ms),
    settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
  };
}

describe("the gateway's read cache: the age of every answer", () => {
  it.each([
    ['just fetched', 0, 0],
    ['kept and still fresh, 40 s on', 40_000, 40_000],
    ['kept at the end of its fresh period', 5 * MIN - 1, 5 * MIN - 1],
    ['past its fresh period, served while a refresh runs', 6 * MIN, 6 * MIN],
  ])('%s', async (_, elapsed, expectedAge) => {
    const t = setup();
    await t.read();
    t.pass(elapsed);
    const served = await t.read();
    expect(served.ageMs).toBe(expectedAge);
    expect(served.stale).toBe(false);
  });

  it('counts again from the refresh once it lands', async () => {
    const t = setup();
    await t.read();
    t.pass(6 * MIN);
    await t.read(); // served old; the refresh runs behind
    await t.settle();
    t.pass(10_000);
    const served = await t.read();
    expect(served.answer.body.toString()).toBe('2');
    expect(served.ageMs).toBe(10_000);
  });

  it('keeps counting a copy whose refresh failed, and marks it stale', async () => {
    const t = setup();
    await t.read();
    t.fail();
    t.pass(6 * MIN);
    await t.read(); // the refresh behind it fails
    await t.settle();
    t.pass(19 * MIN);
    const served = await t.read();
    expect(served.ageMs).toBe(25 * MIN);
    expect(served.stale).toBe(true);
  });

  it("counts an answer the backend said was already old from the backend's time", async () => {
    const t = setup();
    t.backendSaysAge(4 * MIN);
    expect((await t.read()).ageMs).toBe(4 * MIN);
    t.pass(30_000);
    expect((await t.read()).ageMs).toBe(4 * MIN + 30_000);
    // Its fresh period ran out a minute after it came: the next read refreshes behind it.
    t.pass(MIN);
    const served = await t.read();
    expect(served.ageMs).toBe(5 * MIN + 30_000);
    await t.settle();
    const refreshed = await t.read();
    expect(refreshed.answer.body.toString()).toBe('2');
    expect(refreshed.ageMs).toBe(4 * MIN);
  });
});

const versionPolicy = { freshMs: 1000, maxStaleMs: 10_000 };
const answer = (text: string, keep = true): (() => Promise<LoadResult>) => {
  return () => Promise.resolve({ answer: { status: 200, body: Buffer.from(text) }, keep });
};

describe('ReadCache.version', () => {
  it('moves when a kept answer is replaced by a different one, not by the same or a first one', async () => {
    let now = 0;
    const cache = new ReadCache(10, { now: () => now });
    await cache.read('events', versionPolicy, answer('a'));
    await cache.read('search:x', versionPolicy, answer('x'));
    expect(cache.version).toBe(0);
    now = 2000; // stale: served, refreshed behind it with the same answer
    await cache.read('events', versionPolicy, answer('a'));
    await Promise.resolve();
    await cache.read('events', versionPolicy, answer('a'));
    expect(cache.version).toBe(0);
    now = 4000;
    await cache.read('events', versionPolicy, answer('b'));
    await new Promise((settle) => setTimeout(settle, 0));
    expect(cache.version).toBe(1);
  });

  it('moves when a copy past its bounded age is thrown away', async () => {
    let now = 0;
    const cache = new ReadCache(10, { now: () => now });
    await cache.read('events', versionPolicy, answer('a'));
    now = 20_000;
    await cache.read('events', versionPolicy, answer('a'));
    expect(cache.version).toBe(1);
  });

  it('moves when a refresh fails (the copy is then served marked stale) and when one succeeds again', async () => {
    let now = 0;
    const cache = new ReadCache(10, { now: () => now });
    await cache.read('events', versionPolicy, answer('a'));
    now = 2000;
    const failing = () => Promise.reject(new Error('down'));
    expect((await cache.read('events', versionPolicy, failing)).stale).toBe(false);
    await new Promise((settle) => setTimeout(settle, 0));
    expect(cache.version).toBe(1);
    expect((await cache.read('events', versionPolicy, failing)).stale).toBe(true);
    await new Promise((settle) => setTimeout(settle, 0));
    expect(cache.version).toBe(1);
    await cache.read('events', versionPolicy, answer('a'));
    await new Promise((settle) => setTimeout(settle, 0));
    expect(cache.version).toBe(2);
  });
});
