/**
 * A drawn page paints from its document alone (server/pages/first-paint.ts): the CSS its markup
 * needs is in its head, allowed by its CSP hash, and the site's stylesheet and the app's script
 * come after, at low priority, holding no paint (the stylesheet holds the router's scripts, so the
 * page is painted before they run). Here the stylesheet and the script are held back
 * by the test: the page must paint, styled, before either comes; the stylesheet, when it comes,
 * must change nothing on screen; and the app then hydrates without a shift. The worker's shell
 * (/index.html, undrawn) keeps the stylesheet in its head, as the app draws that page.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { SERVER_DRAWN_ATTRIBUTE } from '../../src/shared/server-render';
import { PAGE_CACHE_HEADER } from '../../server/pages/serve-page';
import {
  FIRST_PAINT_CSS_BUDGET_GZIP_BYTES,
  firstPaintCssOf,
} from '../../scripts/bench/first-paint-css';

test.use({ serviceWorkers: 'block' });

const PAGES = ['/', '/store_categories/dining', '/promotions', '/events/1'];
const LANGUAGES = ['en', 'ch'] as const;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The page as a visitor in `language` gets it; once more until it comes from the page cache. */
async function drawnPage(request: APIRequestContext, path: string, language: string) {
  const get = () =>
    request.get(path, { headers: { accept: 'text/html', cookie: `lang=${language}` } });
  const first = await get();
  // A kept page is valid within the minute it was drawn in: a third ask, if a minute turned.
  let kept = await get();
  if (kept.headers()[PAGE_CACHE_HEADER] !== 'hit') kept = await get();
  expect(kept.headers()[PAGE_CACHE_HEADER]).toBe('hit');
  return [first, kept];
}

for (const path of PAGES) {
  for (const language of LANGUAGES) {
    test(`${path} in ${language} carries the CSS of its first paint, allowed by its hash, drawn or kept`, async ({
      request,
    }) => {
      for (const response of await drawnPage(request, path, language)) {
        const html = await response.text();
        const head = html.slice(0, html.indexOf('</head>'));
        expect(head).toContain('<script type="module" fetchpriority="low"');
        // Nothing in the head holds the paint but the page's own parsing: no stylesheet link.
        expect(head).not.toMatch(/rel="stylesheet"/);
        expect(head).toContain('<link rel="expect" href="#stylesheet" blocking="render">');
        const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]);
        expect(styles).toHaveLength(1);
        const css = styles[0] ?? '';
        expect(head).toContain(`<style>${css}</style>`);
        // The CSS of the page's own markup (its header's, for one), within its budget.
        expect(css).toMatch(/--color-primary:/);
        const weighed = firstPaintCssOf(html);
        expect(weighed.blockingStylesheets).toBe(0);
        expect(weighed.gzipBytes).toBeLessThanOrEqual(FIRST_PAINT_CSS_BUDGET_GZIP_BYTES);
        const csp = response.headers()['content-security-policy'] ?? '';
        expect(csp).toContain(`style-src 'self' ${sha256(css)}`);
        expect(csp).not.toContain('unsafe');
        // The whole stylesheet right after the drawn page, before the router's scripts (which
        // it holds until it has come), at low priority.
        expect(html).toMatch(
          /<\/div><link id="stylesheet" rel="stylesheet" crossorigin href="\/assets\/style-[\w-]+\.css" fetchpriority="low"><script\b/,
        );
        expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
      }
    });
  }
}

test("the worker's shell keeps the stylesheet in its head: the app draws that page", async ({
  request,
}) => {
  const html = await (await request.get('/index.html')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/style-[\w-]+\.css">/);
  expect(html).not.toContain('<style>');
  expect(html).not.toContain('fetchpriority="low"');
});

/** A gate for requests: held until `open()` (each route continues then). */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    open,
    opened,
    hold: async (route: Route) => {
      await opened;
      await route.continue();
    },
  };
}

/** Where every element of the page is, and how it looks. */
function layoutOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const looks = [
      'display',
      'position',
      'visibility',
      'opacity',
      'color',
      'backgroundColor',
      'backgroundImage',
      'fontSize',
      'fontWeight',
      'lineHeight',
      'borderTopWidth',
      'borderTopColor',
      'borderRadius',
      'boxShadow',
      'transform',
      'overflow',
    ] as const;
    return [...document.body.querySelectorAll('*')]
      .filter((element) => !['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT'].includes(element.tagName))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const where = [box.x, box.y, box.width, box.height].map((n) => n.toFixed(2)).join(',');
        return `${element.tagName}.${element.getAttribute('class') ?? ''} ${where} ${looks.map((name) => style[name]).join('|')}`;
      });
  });
}

/** Every layout shift of the page so far (layout shifts are read through an observer only). */
function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

const stylesheetLoaded = () => {
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  return (link?.sheet?.cssRules.length ?? 0) > 0;
};

const CASES: [string, (typeof LANGUAGES)[number], number][] = [
  ['/', 'en', 375],
  ['/', 'ch', 1280],
  ['/store_categories/dining', 'en', 1280],
  ['/store_categories/dining', 'ch', 375],
  ['/promotions', 'en', 375],
  ['/promotions', 'ch', 1280],
  ['/events/1', 'en', 1280],
  ['/events/1', 'ch', 375],
  // Lighthouse's phone, on a page with a table and a row of buttons drawn before its end.
  ['/store_categories/dining/319', 'en', 412],
  ['/store_categories/dining/319', 'ch', 412],
];

for (const [path, language, width] of CASES) {
  test(`${path} in ${language} at ${width} px paints before its stylesheet and script, which then change nothing`, async ({
    page,
    context,
    baseURL,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/service worker/i.test(message.text()))
        problems.push(message.text());
    });
    await context.addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
    await page.setViewportSize({ width, height: 800 });
    const stylesheet = gate();
    const script = gate();
    await page.route(/\/assets\/[^/]+\.css$/, stylesheet.hold);
    await page.route(/\/assets\/[^/]+\.js$/, script.hold);
    await page.goto(path, { waitUntil: 'commit' });
    // Painted, with neither the stylesheet nor the app's code.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(stylesheetLoaded)).toBe(false);
    // The router's scripts after the stylesheet wait for it: the page was painted before them.
    expect(await page.evaluate(() => '$_TSR' in self)).toBe(false);
    const painted = await layoutOf(page);

    stylesheet.open();
    await page.waitForFunction(stylesheetLoaded);
    // The router's scripts run now (the parser gets to them a moment after the sheet's load, which
    // a busy machine makes longer); the app's script waits for the stylesheet too.
    await page.waitForFunction(() => '$_TSR' in self);
    await expect(page.locator(`#root[${SERVER_DRAWN_ATTRIBUTE}]`)).toHaveCount(1);
    expect(await layoutOf(page)).toEqual(painted);

    script.open();
    await expect(page.locator(`#root[${SERVER_DRAWN_ATTRIBUTE}]`)).toHaveCount(0, {
      timeout: 15_000,
    });
    const shifts = await layoutShiftTotal(page);
    expect(shifts).toBe(0);
    expect(problems).toEqual([]);
  });
}

/**
 * Serves `html` at /page in two parts, the second once `finish()` is called (a document still
 * arriving on a phone), and everything else from `origin`.
 */
async function slowPageServer(origin: string, html: string, split: number) {
  const rest = gate();
  const server: Server = createServer((request, response) => {
    if (request.url === '/page') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, split));
      void rest.opened.then(() => response.end(html.slice(split)));
      return;
    }
    void fetch(origin + (request.url ?? '/')).then(async (answer) => {
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((listening) => server.listen(0, 'localhost', listening));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    finish: rest.open,
    close: () => new Promise((closed) => server.close(closed)),
  };
}

test('a drawn page is not painted until its last part has come: nothing half parsed moves', async ({
  page,
  request,
  baseURL,
}) => {
  const path = '/store_categories/dining/319';
  const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
  // The document stops in the middle of the store's details, until the test lets the rest come.
  const split = html.indexOf('</h1>');
  expect(split).toBeGreaterThan(0);
  const slow = await slowPageServer(baseURL ?? '', html, split);
  try {
    await page.setViewportSize({ width: 412, height: 823 });
    const script = gate();
    await page.route(/\/assets\/[^/]+\.js$/, script.hold);
    await page.goto(`${slow.url}/page`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    // Half the page is there (a browser would paint it by now), and not painted.
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
    ).toBe(0);
    slow.finish();
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    script.open();
    await expect(page.locator(`#root[${SERVER_DRAWN_ATTRIBUTE}]`)).toHaveCount(0, {
      timeout: 15_000,
    });
    expect(await layoutShiftTotal(page)).toBe(0);
  } finally {
    await slow.close();
  }
});
