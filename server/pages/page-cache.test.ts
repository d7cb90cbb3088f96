/** The page cache's own rules (page-cache.ts), with a stand-in draw and a fixed clock. */
import { describe, expect, it } from 'vitest';
import { PageCache, pageKeyOf, hasVisitorState, type DrawnPage } from './page-cache.ts';

describe('pageKeyOf', () => {
  it.each([
    ['/promotions', '/promotions'],
    ['/promotions/', '/promotions'],
    ['/', '/'],
    ['/search?q=noodle', '/search?q=noodle'],
    ['/search?q=', '/search'],
    ['/search?utm_source=mail&fbclid=1&q=a%20b', '/search?q=a%20b'],
    ['/search?q=a+b', '/search?q=a%20b'],
    ['/faq?b=2&a=1&b=1', '/faq?a=1&b=2&b=1'],
    ['/events?', '/events'],
  ])('keys %s as %s', (url, key) => {
    expect(pageKeyOf(url)?.key).toBe(key);
    expect(pageKeyOf(url)?.url).toBe(key);
  });

  it.each([
    ['a path too long', `/${'a'.repeat(400)}`],
    ['too many parameters', `/search?${Array.from({ length: 9 }, (_, i) => `p${i}=1`).join('&')}`],
    ['a value too long', `/search?q=${'a'.repeat(201)}`],
    ['a name too long', `/search?${'n'.repeat(41)}=1`],
  ])('keeps nothing for %s', (_, url) => {
    expect(pageKeyOf(url)).toBeUndefined();
  });
});

describe('hasVisitorState', () => {
  it.each([
    [{}, false],
    [{ cookie: 'lang=ch' }, false],
    [{ cookie: ' lang=en ; ' }, false],
    [{ cookie: 'lang=ch; session=1' }, true],
    [{ cookie: '_ga=GA1.1' }, true],
    [{ authorization: 'Basic eDp5' }, true],
  ])('%j → %s', (headers, expected) => {
    expect(hasVisitorState(headers)).toBe(expected);
  });
});

const MINUTE = 60_000;
const fixedVersion = (version = 'v1') => ({ current: () => Promise.resolve(version) });

function drawer(size: number, page: Partial<DrawnPage> = {}) {
  const drawn: string[] = [];
  return {
    drawn,
    draw: (url: string) => {
      drawn.push(url);
      return Promise.resolve({ html: url.padEnd(size, '.'), status: 200, keep: true, ...page });
    },
  };
}
const shell = () => ({ html: 'shell', status: 200, keep: false });

describe('PageCache', () => {
  it('keeps at most its bytes and entries, the pages asked for again longest', async () => {
    const cache = new PageCache({
      maxBytes: 10_000,
      maxEntries: 20,
      version: fixedVersion(),
      now: () => 5 * MINUTE,
    });
    const { draw, drawn } = drawer(1000);
    await cache.serve('/hot', 'en', 'index', draw, shell);
    await cache.serve('/hot', 'en', 'index', draw, shell);
    for (let index = 0; index < 100; index += 1)
      await cache.serve(`/cold/${index}`, 'en', 'index', draw, shell);
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size.entries).toBeLessThanOrEqual(10);
    expect((await cache.serve('/hot', 'en', 'index', draw, shell)).outcome).toBe('hit');
    expect(drawn.filter((url) => url === '/hot')).toHaveLength(1);
  });

  it.each([
    ['a failed draw', { keep: false }],
    ['a 500', { status: 500 }],
    ['a 503', { status: 503 }],
  ])('does not keep %s', async (_, page) => {
    const cache = new PageCache({ maxBytes: 10_000, version: fixedVersion() });
    const { draw, drawn } = drawer(10, page);
    await cache.serve('/x', 'en', 'index', draw, shell);
    expect((await cache.serve('/x', 'en', 'index', draw, shell)).outcome).toBe('miss');
    expect(drawn).toHaveLength(2);
  });

  it.each([[301], [307], [308]])('keeps a move (%i) with where it goes', async (status) => {
    const cache = new PageCache({ maxBytes: 10_000, version: fixedVersion() });
    const { draw, drawn } = drawer(10, { status, location: '/elsewhere' });
    await cache.serve('/moved', 'en', 'index', draw, shell);
    const again = await cache.serve('/moved', 'en', 'index', draw, shell);
    expect([again.outcome, again.status, again.location]).toEqual(['hit', status, '/elsewhere']);
    expect(drawn).toHaveLength(1);
  });

  it('keeps a 404', async () => {
    const cache = new PageCache({ maxBytes: 10_000, version: fixedVersion() });
    const { draw } = drawer(10, { status: 404 });
    await cache.serve('/gone', 'en', 'index', draw, shell);
    const again = await cache.serve('/gone', 'en', 'index', draw, shell);
    expect([again.outcome, again.status]).toEqual(['hit', 404]);
  });

  it('draws again for another data version, another built index.html, or the store not answering', async () => {
    let version: string | undefined = 'v1';
    const cache = new PageCache({
      maxBytes: 10_000,
      version: { current: () => Promise.resolve(version) },
    });
    const { draw } = drawer(10);
    await cache.serve('/x', 'en', 'index', draw, shell);
    expect((await cache.serve('/x', 'en', 'index', draw, shell)).outcome).toBe('hit');
    version = 'v2';
    expect((await cache.serve('/x', 'en', 'index', draw, shell)).outcome).toBe('miss');
    expect((await cache.serve('/x', 'en', 'index2', draw, shell)).outcome).toBe('miss');
    version = undefined;
    expect((await cache.serve('/x', 'en', 'index2', draw, shell)).outcome).toBe('bypass');
  });

  it('does not keep a page whose data changed while it was drawn', async () => {
    let version = 'v1';
    const cache = new PageCache({
      maxBytes: 10_000,
      version: { current: () => Promise.resolve(version) },
    });
    const draw = (url: string) => {
      version = 'v2';
      return Promise.resolve({ html: url, status: 200, keep: true });
    };
    await cache.serve('/x', 'en', 'index', draw, shell);
    expect(cache.size.entries).toBe(0);
  });

  it('draws a few at a time and sends the page as built past a full queue', async () => {
    const cache = new PageCache({
      maxBytes: 10_000,
      version: fixedVersion(),
      maxDrawsAtOnce: 2,
      maxWaiting: 3,
    });
    let running = 0;
    let most = 0;
    const draw = async (url: string) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((settle) => setTimeout(settle, 10));
      running -= 1;
      return { html: url, status: 200, keep: true };
    };
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        cache.serve(`/p/${index}`, 'en', 'index', draw, shell).then((page) => page.outcome),
      ),
    );
    expect(most).toBe(2);
    expect(outcomes.filter((outcome) => outcome === 'miss')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'shed')).toHaveLength(3);
  });

  it('sends a page shed as the page as built with a 503 and when to ask again, kept or not', async () => {
    const cache = new PageCache({
      maxBytes: 10_000,
      version: fixedVersion(),
      maxDrawsAtOnce: 1,
      maxWaiting: 0,
    });
    let finish = () => {};
    const slow = () =>
      new Promise<DrawnPage>((settle) => {
        finish = () => settle({ html: 'drawn', status: 200, keep: true });
      });
    const first = cache.serve('/busy', 'en', 'index', slow, shell);
    for (const page of [
      await cache.serve('/no/such/page', 'en', 'index', slow, shell),
      await cache.drawUnkept('/for/one/visitor', slow, shell),
    ]) {
      expect(page.outcome).toBe('shed');
      expect(page.status).toBe(503);
      expect(page.retryAfterSeconds).toBeGreaterThan(0);
      expect(page.body.toString()).toBe('shell');
    }
    finish();
    expect((await first).status).toBe(200);
  });

  it('sheds searches past their draws a minute with a 503 until the next minute', async () => {
    const cache = new PageCache({
      maxBytes: 10_000,
      version: fixedVersion(),
      searchDrawsPerMinute: 1,
      now: () => 5 * MINUTE + 45_000,
    });
    const { draw } = drawer(10);
    expect((await cache.serve('/search?q=a', 'en', 'index', draw, shell)).status).toBe(200);
    const shedPage = await cache.serve('/search?q=b', 'en', 'index', draw, shell);
    expect([shedPage.outcome, shedPage.status, shedPage.retryAfterSeconds]).toEqual([
      'shed',
      503,
      15,
    ]);
  });
});
