/** The built site: caching by file kind, precompressed siblings, its pages for page navigations. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

const INDEX =
  '<!doctype html><html><head><title>Fake site</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Fake"}');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...headers },
  });

describe('static files', () => {
  it('serves index.html at / with no-cache and the security headers', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<!doctype html><html><head><title>Fake site<\/title>/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([['/sw.js'], ['/manifest.webmanifest'], ['/robots.txt']])(
    'serves %s as is, revalidated every time',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SCRIPT);
  });

  it.each([
    ['br', 'br, gzip'],
    ['gzip', 'gzip'],
  ])('sends the precompressed %s sibling when accepted', async (encoding, accept) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers['content-type'])).toContain('javascript');
    expect(String(response.headers.vary)).toContain('accept-encoding');
  });

  it('answers a missing asset with a 404, not the page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/missing-000.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('pages', () => {
  it.each([
    ['/store_categories/dining'],
    ['/events/12'],
    ['/search?q=coffee'],
    ['/about_us'],
    ['/404'],
  ])('answers the navigation %s with index.html', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    // With the page's first answers and lead image written in, when it has any (page-html.test.ts).
    const asBuilt = response.body
      .replace(/<script type="application\/json".*<\/script>/, '')
      .replace(/<link rel="preload" as="image"[^>]*>/, '');
    expect(asBuilt).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-type'])).toContain('text/html');
  });

  it.each([
    ['/api/nothing'],
    ['/bi/Prod/v1/nothing'],
    ['/endpoint/nothing'],
    ['/media/merchants/nothing.svg'],
  ])('never answers the API path %s with the page', async (url) => {
    const response = await page(url);
    expect(response.statusCode).not.toBe(200);
    expect(response.body).not.toBe(INDEX);
  });

  it('sends a new build of index.html at once (a deploy), even of the same size', async () => {
    const at = (url: string) => page(url, { cookie: 'visitor=1' }); // drawn, never kept
    expect((await at('/faq')).body).toContain('Fake site');
    writeFileSync(join(dist, 'index.html'), INDEX.replace('Fake site', 'Next site'));
    expect((await at('/faq')).body).toContain('Next site');
    writeFileSync(join(dist, 'index.html'), INDEX);
    expect((await at('/faq')).body).toContain('Fake site');
  });

  // Link previews and many clients ask with a wildcard, or nothing: a shared link still opens.
  it.each([['*/*'], [undefined], ['application/json']])(
    'answers a page asked for with Accept %s with the page',
    async (accept) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/store_categories/dining',
        headers: accept === undefined ? {} : { accept },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['content-type'])).toContain('text/html');
      expect(response.body).toContain('<title>Fake site</title>');
    },
  );

  it.each([['/api/nothing'], ['/bi/Prod/v1/nothing'], ['/assets/missing-000.js']])(
    'keeps the JSON 404 of %s whatever the client accepts',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(404);
      expect(String(response.headers['content-type'])).toContain('application/json');
    },
  );

  it('does not answer other methods with the page', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/store_categories/dining',
      headers: { accept: 'text/html' },
    });
    expect(post.statusCode).toBe(404);
    expect(String(post.headers['content-type'])).toContain('application/json');
  });
});

describe('media', () => {
  it('serves stored artwork as locked-down SVG with a long cache and an ETag', async () => {
    const url = t.db
      .prepare('SELECT logo_url FROM merchants ORDER BY id LIMIT 1')
      .pluck()
      .get() as string;
    expect(url).toMatch(/^\/media\/merchants\/M\d+-logo\.svg$/);
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers['cache-control']).toMatch(/max-age=\d{7,}/);
    expect(response.body.startsWith('<svg')).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['/media/merchants/M9999-logo.svg', 404],
    ['/media/merchants/M0001-logo.png', 400],
    ['/media/Bad Kind/x.svg', 400],
  ])('answers %s with %i', async (url, status) => {
    expect((await t.app.inject({ method: 'GET', url: url.replace(' ', '%20') })).statusCode).toBe(
      status,
    );
  });

  it('serves every image URL the seed wrote', async () => {
    const urls = t.db
      .prepare(
        'SELECT image_url FROM events UNION ALL SELECT image_url FROM promotions UNION ALL SELECT image_url FROM content_items',
      )
      .pluck()
      .all() as string[];
    for (const url of urls.slice(0, 30))
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
