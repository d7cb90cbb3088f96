/**
 * A visitor whose browser asks to save data (`Save-Data: on`, `navigator.connection.saveData`):
 * the worker precaches only what the carpark journey needs (scripts/carpark-shell.ts), fewer
 * bytes than for everyone else, and the journey still works with no signal; a page outside it
 * that was used once opens offline too, its code kept when first used (sw/shell-on-use.ts).
 *
 * The hint is emulated as Chromium would send it: the header on every request of the context and
 * `saveData` on the page's `navigator.connection` (an init script). Init scripts do not reach the
 * worker, so this also shows the page telling the worker before it installs.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from './test';
import { CARPARK_ROUTES, readViteManifest } from '../../scripts/carpark-shell';
import { readPrecacheManifest } from '../../scripts/budgets';
import { CACHE_NAMES } from '../../src/shared/cache-names';

const distDir = resolve(import.meta.dirname, '..', '..', 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Listed {
  MerchantID: string | number;
  StoreName: string;
  UnitNumber: string;
}

/** The built file of a route's chunk (its split parts are one chunk: vite.config.ts). */
function routeChunk(route: string): string {
  const manifest = readViteManifest(distDir);
  const key = Object.keys(manifest).find((name) => name.startsWith(`${route}?`));
  const file = key ? manifest[key]?.file : undefined;
  if (!file) throw new Error(`No chunk for ${route}`);
  return file;
}

/** What the worker keeps of the shell: Workbox's precache and the shell's on-use cache. */
async function keptShell(page: Page): Promise<{ paths: string[]; bytes: number }> {
  return page.evaluate(async (onUse) => {
    const names = (await caches.keys()).filter(
      (name) => name.startsWith('workbox-precache') || name === onUse,
    );
    const paths: string[] = [];
    let bytes = 0;
    for (const name of names) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        paths.push(new URL(request.url).pathname.slice(1));
        bytes += (await (await cache.match(request))?.blob())?.size ?? 0;
      }
    }
    return { paths, bytes };
  }, CACHE_NAMES.shellOnUse);
}

async function phoneContext(browser: Browser, saveData: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    timezoneId: 'America/New_York',
    locale: 'en-SG',
  });
  if (saveData) {
    await context.setExtraHTTPHeaders({ 'Save-Data': 'on' });
    await context.addInitScript(() => {
      const connection = (navigator as Navigator & { connection?: object }).connection;
      if (connection)
        Object.defineProperty(Object.getPrototypeOf(connection), 'saveData', { get: () => true });
      else Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
    });
  }
  return context;
}

/** Opens the home page once and waits until the worker installed and took control. */
async function firstVisit(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
}

/**
 * No signal. Debian's Chromium starts each new document under Playwright's offline emulation
 * with navigator.onLine true: the CDP emulation tells the page again (tests/browser/carpark.spec.ts).
 */
async function offline(context: BrowserContext, page: Page, isOffline = true): Promise<void> {
  await context.setOffline(isOffline);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: isOffline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();
}

async function goOffline(context: BrowserContext, page: Page, path: string): Promise<void> {
  await page.goto(path);
  await offline(context, page);
}

test('a visitor who saves data gets only the carpark journey precached, and it works offline', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const directory = await request.post('/bi/Prod/v1/directories', {
    headers: { 'implementation-id': 'complex-web', 'content-type': 'application/json' },
    data: {},
  });
  const store = (
    (await directory.json()) as { Result: { CategoryID: number | string; Merchants: Listed[] }[] }
  ).Result.filter((entry) => Number(entry.CategoryID) === 1)
    .flatMap((entry) => entry.Merchants)
    .find((merchant) => /^#\d\d-\d+$/.test(merchant.UnitNumber));
  if (!store) throw new Error('No dining store with a unit number');
  const everything = readPrecacheManifest(readFileSync(join(distDir, 'sw.js'), 'utf8')).map(
    (entry) => entry.url,
  );
  const storePage = routeChunk('src/routes/store_categories/$category/$id.tsx');
  const booking = routeChunk('src/routes/booking/$roomId.tsx');
  const events = routeChunk('src/routes/events/index.tsx');

  const normal = await phoneContext(browser, false);
  const full = await test.step('without Save-Data, the whole shell is precached', async () => {
    const page = await normal.newPage();
    await firstVisit(page);
    return keptShell(page);
  });
  await normal.close();
  expect([...full.paths].sort()).toEqual([...everything].sort());

  const context = await phoneContext(browser, true);
  const page = await context.newPage();
  const saving = await test.step('with Save-Data, only the carpark journey', async () => {
    await firstVisit(page);
    return keptShell(page);
  });
  console.log(
    `precached shell: ${kb(full.bytes)} in ${full.paths.length} files without Save-Data, ${kb(saving.bytes)} in ${saving.paths.length} files with it`,
  );
  expect(saving.bytes).toBeLessThan(full.bytes);
  expect(saving.paths).toEqual(
    expect.arrayContaining(['index.html', storePage, ...CARPARK_ROUTES.map(routeChunk)]),
  );
  expect(saving.paths).not.toContain(booking);
  expect(saving.paths).not.toContain(events);

  await test.step('a page outside the journey, used once online, keeps its code', async () => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect.poll(async () => (await keptShell(page)).paths).toContain(events);
  });

  await test.step('no signal: the carpark journey', async () => {
    await offline(context, page);
    await page.reload();
    await offline(context, page);
    await expect(page.getByRole('main')).toBeVisible();
    await goOffline(context, page, '/store_categories/dining');
    await expect(page.getByRole('heading', { level: 1, name: 'Dining' })).toBeVisible();
    await page
      .getByRole('searchbox', { name: 'Search stores', exact: true })
      .fill(store.UnitNumber.replace(/^#/, ''));
    await expect(page).toHaveURL(/[?&]q=/);
    await page.getByRole('link', { name: store.StoreName, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: store.StoreName })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
    await goOffline(context, page, '/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await goOffline(context, page, '/map');
    await expect(page.getByRole('heading', { level: 1, name: 'Mall map' })).toBeVisible();
    await goOffline(context, page, '/getting_here');
    await expect(page.getByRole('heading', { level: 1, name: 'Getting here' })).toBeVisible();
    await goOffline(context, page, `/search?q=${encodeURIComponent(store.StoreName)}`);
    await expect(page.getByRole('link', { name: store.StoreName }).first()).toBeVisible();
  });

  await test.step('no signal: the page used once opens too', async () => {
    await goOffline(context, page, '/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  });

  await context.close();
});
