/**
 * A first visit's page comes drawn by the server (TanStack Router's SSR with its Query
 * integration, src/entry-server.tsx) and the app hydrates it from the state the page carries: the
 * page is there before any JavaScript runs, the calls it carries are not made again, the CSP still
 * holds (the router's scripts allowed by their hashes, style attributes moved to one hashed
 * element), and hydration finds exactly what the server drew, with no page drawn twice.
 */
import { test as withoutHydrationWait } from '@playwright/test';
import { expect, test, type Page } from './test';

test.use({ serviceWorkers: 'block' });

const PAGES = [
  '/',
  '/store_categories/dining',
  '/store_categories/dining/319',
  '/promotions',
  '/events',
  '/events/1',
  '/booking/1',
  '/search?q=Coffee',
];

// The page carries the answers it was drawn from (its dehydrated query cache): hydration asks for
// none of them again.
const CARRIED: [string, RegExp][] = [
  ['/', /\/api\/content\/\?type=home-banner|\/v1\/promotions$|\/v1\/events$/],
  ['/about_us', /\/api\/pageBuilder\/detail\//],
  ['/explore/1', /\/v1\/explore-details$|\/v1\/directories$/],
  ['/store_categories/dining', /\/v1\/directories$/],
  // A store page carries its deals and its own promotions too.
  [
    '/store_categories/dining/319',
    /\/v1\/directories$|\/v1\/directory-details$|\/list\/model\/deal$|\/v1\/promotions$/,
  ],
  ['/events/1', /\/v1\/event-details$/],
  // A room's page carries its calendar's availability too.
  ['/booking/1', /\/api\/room\/1$|\/api\/booking\/status\?/],
  ['/search?q=Coffee', /\/v1\/global-search$/],
];
/** Console warnings and errors of the page: hydration mismatches, CSP violations, crashes. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/service worker/i.test(text)) return; // blocked here on purpose
    if (message.type() === 'warning' || message.type() === 'error') problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

withoutHydrationWait.describe('without JavaScript', () => {
  withoutHydrationWait.use({ javaScriptEnabled: false, serviceWorkers: 'block' });

  withoutHydrationWait(
    'a directory and a store page show their content as the server drew it',
    async ({ page }) => {
      await page.goto('/store_categories/dining');
      await expect(page.getByRole('heading', { level: 1, name: 'Dining' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Cascade Coffee/ }).first()).toBeVisible();
      await page.goto('/store_categories/dining/319');
      await expect(page.getByRole('heading', { level: 1, name: 'Cascade Coffee' })).toBeVisible();
      await expect(page.getByText('#03-042').first()).toBeVisible();
      // The page names itself before any script: for a crawler or a link preview too.
      await expect(page).toHaveTitle('Cascade Coffee | Suntec City');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /Cascade Coffee/,
      );
      // Landmarks as drawn, before any script: one main region, holding the page.
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: 'Cascade Coffee' }),
      ).toBeVisible();
    },
  );
});

test("a drawn page's only inline scripts are the router's, after #root, each allowed by its hash", async ({
  request,
}) => {
  const response = await request.get('/store_categories/dining/319', {
    headers: { accept: 'text/html' },
  });
  const html = await response.text();
  const rootAt = html.indexOf('<div id="root"');
  const scriptsAt = html.indexOf('<script', rootAt);
  expect(rootAt).toBeGreaterThan(0);
  expect(scriptsAt).toBeGreaterThan(rootAt);
  const root = html.slice(rootAt, scriptsAt);
  expect(root).toContain('Cascade Coffee');
  expect(root).not.toMatch(/<script/);
  expect(root).not.toMatch(/ style="/);
  const csp = response.headers()['content-security-policy'] ?? '';
  const sha256 = async (text: string) =>
    Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString(
      'base64',
    );
  // Every inline script is allowed by the hash of its own text; the app's own code is a file. The
  // page's data block (lib/page-data.ts) and its structured data (schema.org JSON-LD) are JSON,
  // which the browser never runs.
  const isData = (attributes: string) => /type="application\/(ld\+)?json"/.test(attributes);
  const elements = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  for (const [, attributes = '', text = ''] of elements) {
    if (isData(attributes)) expect(() => JSON.parse(text)).not.toThrow();
  }
  expect(elements.filter(([, attributes = '']) => attributes.includes('ld+json'))).toHaveLength(1);
  const inline = elements.filter(
    ([, attributes = '']) => !attributes.includes(' src=') && !isData(attributes),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const [, , text = ''] of inline) expect(csp).toContain(`'sha256-${await sha256(text)}'`);
  const style = /<style>([^<]*)<\/style>/.exec(html)?.[1];
  expect(style).toBeTruthy();
  expect(csp).toContain(`style-src 'self' 'sha256-${await sha256(style ?? '')}'`);
  expect(csp).not.toContain('unsafe');
  expect(csp).not.toContain('nonce');
});

test('the home page carries its featured promotions and events, not the whole lists', async ({
  request,
}) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  // The dehydrated queries, by the hash of their keys.
  const carried = [...html.matchAll(/queryHash:"((?:[^"\\]|\\.)*)"/g)].map(([, hash = '']) =>
    JSON.parse(JSON.parse(`"${hash}"`) as string),
  );
  expect(carried).toContainEqual(['promotions', 'featured']);
  expect(carried).toContainEqual(['events', 'featured']);
  expect(carried).not.toContainEqual(['promotions']);
  expect(carried).not.toContainEqual(['events']);
  // Some 50 KB of every promotion's and event's texts were most of the page.
  expect(html.length).toBeLessThan(90_000);
});

for (const [path, calls] of CARRIED) {
  test(`${path} hydrates without asking again for what it carries`, async ({ page }) => {
    const problems = recordProblems(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (calls.test(url.pathname + url.search)) asked.push(url.pathname + url.search);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
  });
}

// A drawn page loads the code of a call only to make the call, and sanitises no HTML the server
// already sanitised: zod, the API client and DOMPurify stay out of its first load. As on a phone
// on mobile data, where the app prefetches no other route's code when idle. The code every call
// shares (zod, the contracts' fields, the API client) is the build's `calls` chunk (vite.config.ts).
const CALL_CODE = /\/assets\/calls-/;
for (const [path, callsToo] of [
  ['/store_categories/dining/319', true],
  ['/events/1', true],
  ['/promotions/1', true],
  ['/search?q=Coffee', true],
  ['/booking/1', true],
  ['/faq', false],
] as const) {
  test(`${path} loads no code for calls it does not make, nor a sanitiser`, async ({ page }) => {
    const problems = recordProblems(page);
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { type: 'cellular' } }),
    );
    const scripts: Promise<{ path: string; text: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const { pathname } = new URL(response.url());
      scripts.push(response.text().then((text) => ({ path: pathname, text })));
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(1);
    // DOMPurify names its Trusted Types policy so, whatever chunk it is bundled in.
    expect(loaded.filter(({ text }) => text.includes('`dompurify`')).map((s) => s.path)).toEqual(
      [],
    );
    if (callsToo)
      expect(loaded.filter((s) => CALL_CODE.test(s.path)).map((s) => s.path)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

// The image a page shows largest at the top is asked for with the page, before any script: the
// feature marks it `fetchPriority="high"` and React's render writes its preload, which goes in
// the head (no server list of pages or images).
for (const path of ['/', '/events/1', '/booking/1']) {
  test(`${path} preloads its lead image in the head`, async ({ request }) => {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload"[^>]* as="image"[^>]*fetchPriority="high"/i);
  });
}

test("a route's loader is drawn with no server change: the FAQ, which no server file names", async ({
  request,
}) => {
  const response = await request.get('/faq', { headers: { accept: 'text/html' } });
  const html = await response.text();
  expect(response.status()).toBe(200);
  expect(html).toMatch(/<div id="root" data-server-drawn/);
  expect(html).toMatch(/<h1[^>]*>[^<]*(FAQ|Frequently)/i);
});

// A page the router moves is answered as the router says (its redirect's status and Location),
// not drawn: Cascade Coffee (319) is a dining store, opened here under shopping.
for (const [cookie, name] of [
  ['', 'Cascade Coffee'],
  ['lang=ch', '瀑布咖啡'],
]) {
  test(`a page the router moves is answered with its redirect${cookie && ` (${cookie})`}`, async ({
    request,
    page,
    baseURL,
  }) => {
    for (const [path, location] of [
      ['/store_categories/shopping/319', '/store_categories/dining/319'],
      ['/store_categories', '/store_categories/dining'],
    ]) {
      const response = await request.get(path!, {
        headers: { accept: 'text/html', ...(cookie && { cookie }) },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toBe(location);
    }
    if (cookie) await page.context().addCookies([{ name: 'lang', value: 'ch', url: baseURL! }]);
    const response = await page.goto('/store_categories/shopping/319');
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain('data-server-drawn');
    await expect(page).toHaveURL(/\/store_categories\/dining\/319$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
}

for (const path of ['/events/99999999', '/no/such/page', '/store_categories/nowhere']) {
  test(`${path} is sent as a 404, drawn as the not-found page`, async ({ page }) => {
    const problems = recordProblems(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('data-server-drawn');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems.filter((text) => !/404|Not Found/i.test(text))).toEqual([]);
  });
}

// A phone's clock may be off by minutes or hours: hydration draws at the server's time, so the
// opening hours' "today" and a store's "Open now" match what the server drew (else React throws
// the drawing away, error 418, and draws the page again). The answers the page carries keep their
// age on that clock (src/lib/read-path/dehydrated-age.ts): not taken for 12 hours old and asked
// again.
for (const path of ['/store_categories/dining', '/store_categories/dining/319', '/booking/1']) {
  test(`${path} hydrates without a warning on a device whose clock is 12 hours ahead`, async ({
    page,
  }) => {
    const problems = recordProblems(page);
    const carried = CARRIED.find(([carrier]) => carrier === path)?.[1];
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (carried?.test(url.pathname + url.search)) asked.push(url.pathname);
    });
    await page.clock.setFixedTime(new Date(Date.now() + 12 * 60 * 60 * 1000));
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-drawn');
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-now');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(asked).toEqual([]);
  });
}

for (const path of PAGES) {
  test(`${path} hydrates what the server drew, without a warning`, async ({ page }) => {
    const problems = recordProblems(page);
    // The fixture's `goto` returns once the page is hydrated (./test.ts).
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<div id="root" data-server-drawn data-server-now="\d+">/);
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-drawn');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).toBeVisible();
    // The title the server wrote is the one the app keeps.
    const drawnTitle = /<title>([^<]*)<\/title>/
      .exec(html)?.[1]
      ?.replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(await page.title()).toBe(drawnTitle);
    // Styles moved aside by the server are back in place, through the CSSOM.
    await expect(page.locator('[data-ssr-style]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

test('the hydrated page is live: a store card opens its page in the app', async ({ page }) => {
  const problems = recordProblems(page);
  await page.goto('/store_categories/dining');
  await page.waitForLoadState('networkidle');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page
    .getByRole('link', { name: /Cascade Coffee/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cascade Coffee' })).toBeVisible();
  expect(documents).toEqual([]);
  expect(problems).toEqual([]);
});

test('a visitor who chose Chinese before the cookie gets the drawn page in Chinese once it hydrates', async ({
  page,
}) => {
  const problems = recordProblems(page);
  await page.addInitScript(() => localStorage.setItem('lang', 'ch'));
  await page.goto('/store_categories/dining');
  await expect(page.getByRole('heading', { level: 1, name: '餐饮' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  expect(problems).toEqual([]);
  // The choice is now in the cookie: the next page is drawn in Chinese by the server.
  const next = await page.request.get('/store_categories/dining/319', {
    headers: { accept: 'text/html' },
  });
  const html = await next.text();
  expect(html).toContain('<html lang="zh-Hans">');
  expect(html).toContain('瀑布咖啡');
  expect(html).toContain('<title>瀑布咖啡 | 新达城</title>');
});

test('the language a visitor picks draws their next first page in it, hydrated without a warning', async ({
  page,
}) => {
  await page.goto('/promotions');
  await page.getByRole('banner').getByRole('button', { name: /中文/ }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');

  // A first visit again (no saved data, no worker), with the cookie the choice left.
  const problems = recordProblems(page);
  const englishShown: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'document') return;
    const html = await response.text();
    // In Chinese the English name is the secondary one, under the heading.
    if (/<h1[^>]*>Cascade Coffee</.test(html)) englishShown.push(response.url());
  });
  await page.evaluate(() => localStorage.clear());
  await page.goto('/store_categories/dining/319');
  await expect(page.getByRole('heading', { level: 1, name: '瀑布咖啡' })).toBeVisible();
  expect(englishShown).toEqual([]);
  expect(problems).toEqual([]);
});

test('data saved on an earlier visit does not make a reloaded page differ from the server', async ({
  page,
}) => {
  const problems = recordProblems(page);
  await page.goto('/store_categories/dining/319');
  await page.waitForLoadState('networkidle');
  // The store's deals and promotions are now in the saved cache; the server draws them loading.
  await page.waitForTimeout(1500); // the cache is written at most once a second
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Cascade Coffee' })).toBeVisible();
  expect(problems).toEqual([]);
});
