/** Page navigations carry the answers to the page's first calls (src/shared/inlined-responses.ts). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_HEADERS, type TestApp } from '../../tests/helpers/test-app.ts';
import { callKey, INLINED_RESPONSES_ELEMENT_ID } from '../../src/shared/inlined-responses.ts';
import { directoryExcerpt, directoryExcerptKey } from '../../src/shared/directory-excerpt.ts';
import { firstCallsOf, leadImageOf } from './page-html.ts';

const INDEX =
  '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>';
// `$&`, `$'` and `$$` mean something to String.replace when they are in its replacement text.
const HOSTILE_NAME = "Evil </script><script>alert(1)</script><!-- Café $& $' $$";

let dist: string;
let t: TestApp;
let storeId: number;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  t = await createTestApp({ distDir: dist });
  const store = t.db
    .prepare(
      'SELECT id FROM merchants WHERE category_id = 1 AND is_active = 1 AND hide_from_directory = 0 LIMIT 1',
    )
    .get() as { id: number };
  storeId = store.id;
  t.db.prepare('UPDATE merchants SET name = ? WHERE id = ?').run(HOSTILE_NAME, storeId);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const navigate = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*;q=0.8' } });

/** The answers block of a page, parsed; undefined when the page has none. */
function answersOf(html: string): Record<string, unknown> | undefined {
  const start = `<script type="application/json" id="${INLINED_RESPONSES_ELEMENT_ID}">`;
  const at = html.indexOf(start);
  if (at < 0) return undefined;
  const end = html.indexOf('</script>', at);
  return JSON.parse(html.slice(at + start.length, end)) as Record<string, unknown>;
}

async function fetched(
  method: 'GET' | 'POST',
  url: string,
  body?: string,
  contentType = 'application/json',
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...TEST_HEADERS, 'content-type': contentType },
    ...(body !== undefined && { payload: body }),
  });
  return response.json() as unknown;
}

describe('firstCallsOf', () => {
  it.each([
    [
      '/',
      [
        'GET /api/content/?type=home-banner',
        'POST /bi/Prod/v1/promotions',
        'POST /bi/Prod/v1/events',
      ],
    ],
    ['/store_categories/dining', ['POST /bi/Prod/v1/directories']],
    ['/store_categories/shopping/12/', ['POST /bi/Prod/v1/directories']],
    ['/promotions', ['POST /bi/Prod/v1/promotions']],
    ['/events/4', ['POST /bi/Prod/v1/event-details']],
    ['/booking/3', ['GET /api/room/3']],
    ['/faq', []],
    ['/store_categories/cinemas', []],
  ])('%s', (path, expected) => {
    const [pathname, search = ''] = path.split('?');
    expect(
      firstCallsOf(pathname ?? '/', new URLSearchParams(search)).map(
        (call) => `${call.method} ${call.url}`,
      ),
    ).toEqual(expected);
  });

  it.each([
    ['q=%20Cascade%20%20coffee%20', '{"QuerySearch":"Cascade coffee"}'],
    ['q=608', '{"QuerySearch":"608"}'],
    ['q=%22a%20b%22', '{"QuerySearch":"a b"}'],
    ['q=%20%20', undefined],
    ['', undefined],
  ])('/search?%s sends the query as the search page does', (search, body) => {
    expect(firstCallsOf('/search', new URLSearchParams(search))[0]?.body).toBe(body);
  });
});

describe('leadImageOf', () => {
  it.each([
    ['/', [{ data: [{ imageUrl: '/media/a.svg' }, { imageUrl: '/media/b.svg' }] }], '/media/a.svg'],
    ['/', [{ data: [{ imageUrl: 'https://elsewhere.example/a.svg' }] }], undefined],
    ['/', [{ data: [{ imageUrl: '//elsewhere.example/a.svg' }] }], undefined],
    ['/', [undefined], undefined],
    ['/events/3', [{ Result: { EventImage: '/media/e.svg' } }], '/media/e.svg'],
    ['/events/3/', [{ Result: { EventImage: '/media/e.svg' } }], '/media/e.svg'],
    [
      '/events/3',
      [{ Result: { EventImage: '/media/NA', Images: ['/media/f.svg'] } }],
      '/media/f.svg',
    ],
    ['/events/3', [{ Result: { EventImage: '' } }], undefined],
    ['/booking/2', [{ data: { imageUrls: ['/media/r1.svg', '/media/r2.svg'] } }], '/media/r1.svg'],
    ['/booking/2', [{ data: { imageUrls: [] } }], undefined],
    ['/promotions', [{ Result: [{ Image: '/media/p.svg' }] }], undefined],
  ])('%s with %j preloads %s', (path, answers, expected) => {
    expect(leadImageOf(path, answers)).toBe(expected);
  });
});

describe('a page navigation', () => {
  it('carries the directory, as the directory call answers it, on a directory page', async () => {
    const response = await navigate('/store_categories/dining');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const answers = answersOf(response.body);
    expect(Object.keys(answers ?? {})).toEqual([callKey('POST', '/bi/Prod/v1/directories', '{}')]);
    expect(Object.values(answers ?? {})[0]).toEqual(
      await fetched('POST', '/bi/Prod/v1/directories', '{}'),
    );
  });

  it('keeps hostile store names inside the data block', async () => {
    const { body } = await navigate('/store_categories/dining');
    expect(body).not.toContain('<script>alert(1)');
    expect(body.match(/<\/script>/g)).toHaveLength(1);
    expect(body.match(/<script/g)).toHaveLength(1);
    expect(JSON.stringify(answersOf(body))).toContain(HOSTILE_NAME);
  });

  it("carries a store page's excerpt of the directory and its details", async () => {
    const { body } = await navigate(`/store_categories/dining/${storeId}`);
    const answers = answersOf(body) ?? {};
    const code = (
      t.db.prepare('SELECT code FROM merchants WHERE id = ?').get(storeId) as { code: string }
    ).code;
    const details = callKey(
      'POST',
      '/bi/Prod/v1/directory-details',
      JSON.stringify({ MerchantCode: code }),
    );
    const excerpt = directoryExcerptKey('/bi/Prod/v1/directories', String(storeId));
    expect(Object.keys(answers)).toEqual([excerpt, details]);
    const directory = await fetched('POST', '/bi/Prod/v1/directories', '{}');
    expect(answers[excerpt]).toEqual(directoryExcerpt(directory, String(storeId)));
    expect(answers[excerpt]).toMatchObject({
      Status: 1,
      Result: expect.arrayContaining([
        expect.objectContaining({
          Merchants: [expect.objectContaining({ MerchantID: String(storeId), MerchantCode: code })],
        }),
      ]) as unknown,
    });
    expect(answers[details]).toEqual(
      await fetched(
        'POST',
        '/bi/Prod/v1/directory-details',
        JSON.stringify({ MerchantCode: code }),
      ),
    );
    // Not the whole directory: a tenth of it would already be too much.
    expect(JSON.stringify(answers).length).toBeLessThan(JSON.stringify(directory).length / 10);
  });

  it('carries an empty excerpt for a store id the directory does not know', async () => {
    const answers = answersOf((await navigate('/store_categories/dining/999999')).body) ?? {};
    expect(answers).toEqual({
      [directoryExcerptKey('/bi/Prod/v1/directories', '999999')]: { Status: 1, Result: [] },
    });
  });

  it("leaves out a call that fails: an unknown event's page is index.html as built", async () => {
    expect((await navigate('/events/999999')).body).toBe(INDEX);
  });

  it("carries an event's details, sent as the app sends them (a form-encoded params JSON)", async () => {
    const event = t.db.prepare('SELECT id FROM events LIMIT 1').get() as { id: number };
    const { body } = await navigate(`/events/${event.id}`);
    const answers = answersOf(body) ?? {};
    const [key] = Object.keys(answers);
    const params = key?.split('\n')[1];
    expect(answers[key ?? '']).toEqual(
      await fetched(
        'POST',
        '/bi/Prod/v1/event-details',
        params,
        'application/x-www-form-urlencoded',
      ),
    );
    const result = answers[key ?? ''] as { Result: { EventID: string; EventImage: string } };
    expect(result).toMatchObject({ Result: { EventID: String(event.id) } });
    // Its hero image is preloaded, as the home page's first banner is.
    expect(body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${result.Result.EventImage}">`,
    );
  });

  it("carries a room's answer and preloads its first photo", async () => {
    const { body } = await navigate('/booking/1');
    const room = (await fetched('GET', '/api/room/1')) as { data: { imageUrls: string[] } };
    expect(answersOf(body)).toEqual({ [callKey('GET', '/api/room/1')]: room });
    expect(body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${room.data.imageUrls[0]}">`,
    );
  });

  it("preloads the home carousel's first image", async () => {
    const { body } = await navigate('/');
    const banners = (await fetched('GET', '/api/content/?type=home-banner')) as {
      data: { imageUrl: string; sortOrder: number }[];
    };
    // The call answers in slide order; the app sorts again by sortOrder, which keeps it.
    const sorted = [...banners.data].sort((a, b) => a.sortOrder - b.sortOrder);
    expect(sorted).toEqual(banners.data);
    const first = banners.data[0];
    expect(body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${first?.imageUrl}"></head>`,
    );
    expect(Object.keys(answersOf(body) ?? {})).toHaveLength(3);
  });

  it('sends pages without first calls, and /index.html itself, as built', async () => {
    expect((await navigate('/faq')).body).toBe(INDEX);
    expect((await navigate('/search')).body).toBe(INDEX);
    const index = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(index.body).toBe(INDEX);
  });

  it('sends / to any client, and other paths only to page navigations', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { accept: '*/*' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    const other = await t.app.inject({
      method: 'GET',
      url: '/promotions',
      headers: { accept: '*/*' },
    });
    expect(other.statusCode).toBe(404);
  });

  it.each([['/events/%E0%A4%A'], ['/store_categories/dining/%FF'], ['/booking/%']])(
    'refuses %s, whose path is not valid UTF-8, with a 400 and a message',
    async (url) => {
      const response = await navigate(url);
      expect(response.statusCode).toBe(400);
      // The site's own error body and headers, not the framework's echo of the path.
      expect(response.json()).toEqual({
        Status: 0,
        Message: 'The request URL is not valid (bad percent-encoding)',
      });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).not.toMatch(/\bat .+:\d+:\d+/);
    },
  );

  it('answers any page path and query with the page or a 4xx, never a 500', async () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('%', '%E0%A4%A', '..', '%00', '<script>', '999999999999999999999'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/events/', '/booking/', '/store_categories/shopping/', '/search?q='),
        segment,
        async (prefix, value) => {
          const url =
            prefix +
            (prefix.includes('?') ? encodeURIComponent(value) : value.replace(/[/?#]/g, ''));
          const response = await navigate(url);
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode === 200) expect(response.body).toContain('<title>Site</title>');
        },
      ),
      { numRuns: 60 },
    );
  });
});
