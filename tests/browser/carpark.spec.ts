/**
 * The visitor who matters: opened the site once at the entrance, walked down to the carpark, has
 * no signal, and needs the directory, a store's unit and hours, the promotions and the way out.
 *
 * This test starts its OWN server process (not the shared webServer), so that it can stop it
 * entirely halfway through: from then on only the service worker and the saved data answer.
 */
import { expect, test, type BrowserContext, type Page } from './test';
import { copyBuiltSite, startSiteServer, type SiteServer } from '../../scripts/site-server';

interface ListedMerchant {
  MerchantCode: string;
  StoreName: string;
  UnitNumber: string;
  CategoryID: number | string;
}

let server: SiteServer;
let site: ReturnType<typeof copyBuiltSite>;

test.beforeAll(async () => {
  site = copyBuiltSite();
  server = await startSiteServer({ distDir: site.dir });
});
test.afterAll(async () => {
  await server?.stop();
  site?.remove();
});

/** A dining store whose unit number no other dining store shares, read from the directory call. */
async function pickDiningStore(url: string): Promise<ListedMerchant> {
  const response = await fetch(`${url}/bi/Prod/v1/directories`, {
    method: 'POST',
    headers: { 'implementation-id': 'complex-web', 'Content-Type': 'application/json' },
    body: '{}',
  });
  const payload = (await response.json()) as {
    Result: { CategoryID: number; Merchants: ListedMerchant[] }[];
  };
  const dining = payload.Result.filter((entry) => Number(entry.CategoryID) === 1).flatMap(
    (entry) => entry.Merchants,
  );
  const byUnit = new Map<string, ListedMerchant[]>();
  for (const merchant of dining)
    byUnit.set(merchant.UnitNumber, [...(byUnit.get(merchant.UnitNumber) ?? []), merchant]);
  const unique = [...byUnit.values()].find(
    (stores) =>
      new Set(stores.map((s) => s.MerchantCode)).size === 1 &&
      /^#\d\d-\d+$/.test(stores[0]?.UnitNumber ?? ''),
  );
  if (!unique?.[0]) throw new Error('No dining store with a unit number of its own');
  return unique[0];
}

/** An event from the events call, read before the server goes away. */
async function pickEvent(url: string): Promise<{ EventID: string; Title: string }> {
  const response = await fetch(`${url}/bi/Prod/v1/events`, {
    method: 'POST',
    headers: { 'implementation-id': 'complex-web', 'Content-Type': 'application/json' },
    body: '{}',
  });
  const payload = (await response.json()) as { Result: { EventID: string; Title: string }[] };
  if (!payload.Result[0]) throw new Error('The seed has no events');
  return payload.Result[0];
}

async function expectOfflineBanner(page: Page) {
  await expect(
    page.getByRole('status').filter({ hasText: 'Offline · showing data updated' }),
  ).toBeVisible();
}

type Cdp = Awaited<ReturnType<BrowserContext['newCDPSession']>>;

/**
 * Tells the page again whether the device is offline. Under Playwright's offline emulation,
 * Debian's Chromium 150 starts each new document with navigator.onLine true although its requests
 * still fail; a phone with no signal says false from the start. (The site's own detection of
 * requests failing while the browser says online is weak-signal.spec's.)
 */
async function emulateOffline(cdp: Cdp, offline = true) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

async function expectGettingHere(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Getting here' })).toBeVisible();
  await expect(page.getByText('3 Temasek Boulevard').first()).toBeVisible();
}

test('the carpark journey works with no signal and no server', async ({ browser }) => {
  test.setTimeout(120_000);
  const store = await pickDiningStore(server.url);
  const event = await pickEvent(server.url);
  const unit = store.UnitNumber.replace(/^#/, '');
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    timezoneId: 'America/New_York',
    locale: 'en-SG',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);

  await test.step('one visit to the home page at the entrance', async () => {
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
  });

  await test.step('no signal: a cold reload still shows the site', async () => {
    await context.setOffline(true);
    await page.reload();
    await emulateOffline(cdp);
    await expect(page.getByRole('main')).toBeVisible();
    await expectOfflineBanner(page);
  });

  await test.step('the dining directory, never opened, finds a store by its unit number', async () => {
    await page.goto(`${server.url}/store_categories/dining`);
    await emulateOffline(cdp);
    await expect(page.getByRole('heading', { level: 1, name: 'Dining' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search stores', exact: true }).fill(unit);
    // The search reaches the URL after a typing pause; click once the list is filtered.
    await expect(page).toHaveURL(/[?&]q=/);
    await page.getByRole('link', { name: store.StoreName, exact: true }).first().click();
  });

  await test.step("the store's page gives its unit and opening hours", async () => {
    await expect(page.getByRole('heading', { level: 1, name: store.StoreName })).toBeVisible();
    await expect(page.getByText(store.UnitNumber).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
    await expectOfflineBanner(page);
  });

  await test.step('promotions, the floor plans and the way out', async () => {
    await page.goto(`${server.url}/promotions`);
    await emulateOffline(cdp);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(page.getByText(/\d+ promotions?/).first()).toBeVisible();
    // The floor plans (GET /api/map), also fetched by the worker at install.
    await page.goto(`${server.url}/map`);
    await emulateOffline(cdp);
    await expect(page.getByRole('heading', { level: 1, name: 'Mall map' })).toBeVisible();
    await page.goto(`${server.url}/getting_here`);
    await emulateOffline(cdp);
    await expectGettingHere(page);
    await expectOfflineBanner(page);
  });

  await test.step('two more reloads, still working', async () => {
    await page.reload();
    await emulateOffline(cdp);
    await expectGettingHere(page);
    await page.reload();
    await emulateOffline(cdp);
    await expectGettingHere(page);
  });

  await test.step('with the server gone entirely, still working', async () => {
    await server.stop();
    await page.reload();
    await emulateOffline(cdp);
    await expectGettingHere(page);
    await page.goto(`${server.url}/store_categories/dining`);
    await emulateOffline(cdp);
    await page.getByRole('searchbox', { name: 'Search stores', exact: true }).fill(unit);
    await expect(
      page.getByRole('link', { name: store.StoreName, exact: true }).first(),
    ).toBeVisible();
    await expectOfflineBanner(page);
  });

  await test.step('the server and the signal come back: the site recovers', async () => {
    server = await startSiteServer({ distDir: site.dir, port: server.port });
    await emulateOffline(cdp, false);
    await context.setOffline(false);
    await page.goto(`${server.url}/getting_here`);
    await expectGettingHere(page);
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
    // An event page never opened before: neither the worker nor the saved data has it, so its
    // title can only come from the server that just returned.
    await page.goto(`${server.url}/events/${event.EventID}`);
    await expect(page.getByRole('heading', { level: 1, name: event.Title })).toBeVisible();
  });

  await context.close();
});
