/**
 * A drawn page paints from its document (first-paint.ts): the CSS its markup needs in its one
 * `<style>` element, allowed by the response's CSP hash, drawn or kept; the stylesheet right after
 * `#root`, before the router's scripts, and the app's script and its preloads, all at low priority. The render is a stand-in built beside
 * a temporary dist/ with a stylesheet of its own (as in page-language.test.ts); the browser's side
 * (the page painted before the stylesheet, nothing moving when it comes) is first-paint.spec.ts.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { standInSite } from '../../tests/helpers/stand-in-site.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { EARLY_TAPS_SCRIPT } from '../../src/shared/early-taps.ts';
import { PAGE_CACHE_HEADER } from './serve-page.ts';

/** As Vite writes it: the entry script, then the one stylesheet, then React DOM's preload. */
const INDEX = `<!doctype html><html lang="en"><head><title>Site</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-b2.css">
    <link rel="modulepreload" crossorigin href="/assets/react-dom-c3.js">
  </head><body><div id="root"></div></body></html>`;

const STYLESHEET =
  ':root{--ink:#123}.page{color:var(--ink)}.unused{color:red}@media (min-width:768px){.page{padding:2rem}.unused{margin:0}}';

const STAND_IN_RENDER = `
export function fetchInServerRender() {}
export function languageFromServerRender() {}
export function sanitizeWithWindow() {}
export async function renderPage() {
  return { status: 200, html: '<main class="page"><p style="width:50%">hi</p></main>', scripts: '<script>1</script>', data: '<script type="application/json" id="page-data">[1]</script>' };
}
`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let site: ReturnType<typeof standInSite>;
let t: TestApp;
beforeAll(async () => {
  site = standInSite(INDEX, STAND_IN_RENDER);
  mkdirSync(join(site.dir, 'assets'));
  writeFileSync(join(site.dir, 'assets', 'style-b2.css'), STYLESHEET);
  t = await createTestApp({ distDir: site.dir });
});
afterAll(async () => {
  await t.close();
  site.remove();
});
beforeEach(() => {
  // One minute for the whole test: a kept page is valid within the minute it was drawn in.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T04:00:30Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe("a drawn page's first paint", () => {
  it('carries the CSS its markup needs, allowed by its hash, and the stylesheet after it', async () => {
    const drawn = await page('/');
    const css =
      ':root{--ink:#123}.page{color:var(--ink)}@media (min-width:768px){.page{padding:2rem}}' +
      '[data-ssr-style="width:50%"]{width:50%!important}';
    expect(drawn.body).toContain(`<style>${css}</style></head>`);
    expect(drawn.headers['content-security-policy']).toContain(`style-src 'self' ${sha256(css)};`);
    const head = drawn.body.slice(0, drawn.body.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    // The first frame waits until the parser reaches the stylesheet's link, after the page.
    expect(head).toContain('<link rel="expect" href="#stylesheet" blocking="render">');
    expect(head).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js"></script>',
    );
    // The chunk the entry preloads comes at the entry's priority.
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-dom-c3.js">',
    );
    expect(drawn.body).toMatch(
      /<\/main><\/div><link id="stylesheet" rel="stylesheet" crossorigin href="\/assets\/style-b2.css" fetchpriority="low"><script>1<\/script><script type="application\/json" id="page-data">\[1\]<\/script><\/body>/,
    );
    // The router's script is allowed by its hash; the data block is not run and needs none.
    // Before them, first in the head, the script noting early taps, allowed by its hash too.
    expect(drawn.headers['content-security-policy']).toContain(
      `script-src 'self' ${sha256(EARLY_TAPS_SCRIPT)} ${sha256('1')};`,
    );
    expect(head).toContain(`<script>${EARLY_TAPS_SCRIPT}</script>`);
    expect(EARLY_TAPS_SCRIPT.length).toBeLessThan(700);

    const kept = await page('/');
    expect(kept.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(kept.body).toBe(drawn.body);
    expect(kept.headers['content-security-policy']).toBe(drawn.headers['content-security-policy']);
  });

  it("leaves the worker's copy of index.html as built", async () => {
    const shell = await page('/index.html');
    expect(shell.body).toBe(INDEX);
  });

  it('keeps the stylesheet in the head when it cannot be read', async () => {
    rmSync(join(site.dir, 'assets', 'style-b2.css'));
    try {
      const drawn = await page('/promotions');
      const head = drawn.body.slice(0, drawn.body.indexOf('</head>'));
      expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/style-b2.css">');
      expect(head).toContain('<script type="module" crossorigin src=');
      const css = '[data-ssr-style="width:50%"]{width:50%!important}';
      expect(head).toContain(`<style>${css}</style>`);
      expect(drawn.headers['content-security-policy']).toContain(
        `style-src 'self' ${sha256(css)};`,
      );
    } finally {
      writeFileSync(join(site.dir, 'assets', 'style-b2.css'), STYLESHEET);
    }
  });
});
