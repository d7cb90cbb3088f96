/**
 * The page cache in the real app on the embedded store (page-cache.ts): what is kept, for whom,
 * and until when. The render is a stand-in built beside a temporary dist/ (as in
 * page-language.test.ts) that draws the language, the answers it was given and the time it drew
 * at, and counts its draws; the clock is fixed (only Date is faked, so the server's timers run).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { standInSite } from '../../tests/helpers/stand-in-site.ts';
import { createTestApp, TEST_HEADERS, type TestApp } from '../../tests/helpers/test-app.ts';
import { addRoom, bookingRequest, ROOM } from '../../tests/support/server/scenario.ts';
import { DATA_VERSION_POLL_MS } from '../db/data-version.ts';
import { PAGE_CACHE_HEADER } from './serve-page.ts';

const INDEX = `<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="root"></div></body></html>`;

/**
 * Draws the language, how many of its calls this server answered (in process, as the app's API
 * client asks: one), the time it drew at, and counts its draws.
 */
const STAND_IN_RENDER = `
let fetching, language;
globalThis.__pageCacheDraws = 0;
export function fetchInServerRender(source) { fetching = source; }
export function languageFromServerRender(source) { language = source; }
export function sanitizeWithWindow() {}
export async function renderPage({ url }) {
  globalThis.__pageCacheDraws += 1;
  const now = Date.now();
  const answer = await fetching()('/bi/Prod/v1/promotions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  await new Promise((settle) => setTimeout(settle, 20));
  const answered = answer.status === 200 ? 1 : 0;
  return { status: 200, html: '<p data-language="' + language() + '">' + url + ' ' + answered + ' at ' + new Date(now).toISOString() + '</p>', scripts: '<script>1</script>', now };
}
`;

const draws = () => (globalThis as { __pageCacheDraws?: number }).__pageCacheDraws ?? 0;

/** 12:00:30 on 20 November 2026 in Singapore. */
const NOON = new Date('2026-11-20T04:00:30Z').getTime();

let site: ReturnType<typeof standInSite>;
let t: TestApp;
beforeAll(async () => {
  site = standInSite(INDEX, STAND_IN_RENDER);
  t = await createTestApp({ distDir: site.dir });
  await addRoom(t.store);
});
afterAll(async () => {
  await t.close();
  site.remove();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON);
});
afterEach(() => {
  vi.useRealTimers();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('the page cache', () => {
  it('serves a page drawn before from the cache, with its ETag, and 304 on a match', async () => {
    const first = await page('/promotions');
    expect(first.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(first.body).toContain('<p data-language="en">/promotions 1 at 2026-11-20T04:00:30');
    const before = draws();
    const second = await page('/promotions');
    expect(second.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers.vary).toContain('cookie');
    expect(draws()).toBe(before);
    const revalidated = await page('/promotions', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('draws a page again at the next minute: its opening hours and dates are of its minute', async () => {
    await page('/events');
    vi.setSystemTime(NOON + 29_000); // 12:00:59
    expect((await page('/events')).headers[PAGE_CACHE_HEADER]).toBe('hit');
    vi.setSystemTime(NOON + 30_000); // 12:01:00
    const next = await page('/events');
    expect(next.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(next.body).toContain('at 2026-11-20T04:01:00');
  });

  it('draws a page again after a booking in this process', async () => {
    await page('/');
    expect((await page('/')).headers[PAGE_CACHE_HEADER]).toBe('hit');
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/booking/',
      headers: TEST_HEADERS,
      payload: bookingRequest(),
    });
    expect(booked.statusCode).toBe(201);
    expect((await page('/')).headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect((await page('/')).headers[PAGE_CACHE_HEADER]).toBe('hit');
  });

  it("sees another instance's write to the store within a second", async () => {
    await page('/promotions?page=2');
    // Written straight to the store, as another instance on the same PostgreSQL would.
    await t.store
      .insertInto('bookings')
      .values({
        reference: 'BK-OTHERINS',
        room_id: ROOM.id,
        check_in: '2026-12-10',
        check_out: '2026-12-11',
        nights: 1,
        total_price: 300,
        name: 'Another Instance',
        email: 'other@example.com',
        phone: '+65 9000 0000',
        purpose: 'Meeting',
        attendees: 2,
        created_at: new Date(NOON).toISOString(),
      })
      .execute();
    // Not seen at once (the version is read at most once a second)...
    expect((await page('/promotions?page=2')).headers[PAGE_CACHE_HEADER]).toBe('hit');
    // ...but within the second, in the same minute.
    vi.setSystemTime(NOON + DATA_VERSION_POLL_MS);
    expect((await page('/promotions?page=2')).headers[PAGE_CACHE_HEADER]).toBe('miss');
  });

  it('keeps a page per language: the language cookie gives the other language', async () => {
    const english = await page('/events');
    const chinese = await page('/events', { cookie: 'lang=ch' });
    expect(chinese.body).toContain('<p data-language="ch">');
    expect(english.body).toContain('<p data-language="en">');
    expect((await page('/events', { cookie: 'lang=ch' })).headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect((await page('/events')).body).toBe(english.body);
  });

  it('never keeps nor shares a page for a request with another cookie or an Authorization', async () => {
    await page('/promotions');
    const before = draws();
    for (const headers of [
      { cookie: 'session=abc; lang=ch' } as Record<string, string>,
      { cookie: 'session=abc' },
      { authorization: 'Bearer abc' },
    ]) {
      const response = await page('/promotions', headers);
      expect(response.headers[PAGE_CACHE_HEADER]).toBe('bypass');
      expect(response.headers.etag).toBeUndefined();
    }
    expect(draws()).toBe(before + 3);
    // Nor does the visitor's page reach anyone else: the Chinese page was never kept.
    expect((await page('/promotions', { cookie: 'lang=ch' })).headers[PAGE_CACHE_HEADER]).toBe(
      'miss',
    );
  });

  it('draws a page once for concurrent first requests', async () => {
    const before = draws();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => page('/store_categories/dining')),
    );
    expect(draws()).toBe(before + 1);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
  });

  it('keys a search by what it says: order, tracking parameters and a trailing slash do not count', async () => {
    await page('/search?q=noodle&lang=x');
    for (const url of ['/search/?lang=x&q=noodle', '/search?utm_source=mail&q=noodle&lang=x'])
      expect((await page(url)).headers[PAGE_CACHE_HEADER]).toBe('hit');
  });

  it("bounds an attacker's 10,000 distinct query strings: a few draws, then the page as built", async () => {
    await page('/promotions');
    await page('/promotions'); // asked twice: protected from a flood of pages asked once
    const before = draws();
    const outcomes = new Map<string, number>();
    // Sent 50 at a time, as a flood would come.
    for (let batch = 0; batch < 10_000; batch += 50) {
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) => page(`/promotions?x=${batch + index}`)),
      );
      for (const response of responses) {
        const outcome = String(response.headers[PAGE_CACHE_HEADER]);
        // A page shed is the page as built, which the browser draws, with a 503 and when to ask
        // again (a crawler does not take the empty shell for the page).
        if (outcome === 'shed') {
          expect(response.statusCode).toBe(503);
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
          expect(response.body).toBe(INDEX);
        } else expect(response.statusCode).toBe(200);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
    }
    // 600 draws a minute of pages with a search; the rest go out as built, drawn by the browser.
    expect(draws() - before).toBeLessThanOrEqual(600);
    expect(outcomes.get('shed')).toBeGreaterThanOrEqual(9_400);
    expect((await page('/promotions')).headers[PAGE_CACHE_HEADER]).toBe('hit');
  }, 120_000);
});
