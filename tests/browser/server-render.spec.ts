/**
 * A first visit's page comes drawn by the server (src/entry-server.tsx via
 * server/routes/page-html.ts) and the app hydrates it: the page is there before any JavaScript
 * runs, the CSP still holds (no inline script, style attributes moved to one hashed element),
 * and hydration finds exactly what the server drew, with no page drawn twice.
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

test('a drawn page carries no inline script or style attribute, and its style element is allowed by hash', async ({
  request,
}) => {
  const response = await request.get('/store_categories/dining/319', {
    headers: { accept: 'text/html' },
  });
  const html = await response.text();
  const root = html.slice(
    html.indexOf('<div id="root"'),
    html.indexOf('<script type="application/json"'),
  );
  expect(root).toContain('Cascade Coffee');
  expect(root).not.toMatch(/<script/);
  expect(root).not.toMatch(/ style="/);
  const style = /<style>([^<]*)<\/style>/.exec(html)?.[1];
  expect(style).toBeTruthy();
  const csp = response.headers()['content-security-policy'] ?? '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(style));
  const hash = Buffer.from(digest).toString('base64');
  expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe');
});

// A phone's clock may be off by minutes or hours: hydration draws at the server's time, so the
// opening hours' "today" and a store's "Open now" match what the server drew (else React throws
// the drawing away, error 418, and draws the page again).
for (const path of ['/store_categories/dining', '/store_categories/dining/319', '/booking/1']) {
  test(`${path} hydrates without a warning on a device whose clock is 12 hours ahead`, async ({
    page,
  }) => {
    const problems = recordProblems(page);
    await page.clock.setFixedTime(new Date(Date.now() + 12 * 60 * 60 * 1000));
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-drawn');
    await expect(page.locator('#root')).not.toHaveAttribute('data-server-now');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
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
