/** Error pages inside the frame: /404, unknown paths and ids, and failed code chunks. */
import { expect, test, type APIRequestContext } from './test';

test('/404 says the page could not be found and links home', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '404This page could not be found',
  );
  await expect(page).toHaveTitle('This page could not be found | Suntec City');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suntec City' })).toBeVisible();
});

test('a bogus path shows the 404 page within the frame', async ({ page }) => {
  await page.goto('/no-such-page-anywhere');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
});

test.describe('a failed code chunk', () => {
  // Chunks must come from the network (not the worker's precache) and must not be prefetched
  // (data saver on) so that the failure happens on the click.
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
  });

  test('reloads the page once, then shows the error page with a reload button', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Suntec City' })).toBeVisible();
    // From now on the code of every other page fails to load, as after a deploy removed old chunks.
    const loaded = new Set(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      ),
    );
    await page.route(/\/assets\/.+\.js$/, (route) =>
      loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    );
    await page.evaluate(() => sessionStorage.removeItem('chunk-reload-at'));

    // Every page load from now on: the click's failed code must cost the visitor one reload, not
    // one from the app and another from the router's own lazy components.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        documents.push(new URL(request.url()).pathname);
    });
    await page.getByRole('link', { name: 'Store directory' }).click();

    // The reload lands on the store directory, whose code still fails: within the minute no second reload.
    await expect(
      page.getByText('A new version of the site is available. Reload the page to continue.'),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(
      Number(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))),
    ).toBeGreaterThan(0);
    // A moment more, in case a late reload was still coming.
    await page.waitForTimeout(1000);
    expect(documents).toEqual(['/store_categories/dining']);
  });
});

test.describe('a chunk that fails while prefetched', () => {
  test.use({ serviceWorkers: 'block' });

  test('does not reload the page: only a page the visitor asked for may', async ({ page }) => {
    // The prefetch starts once the mega-menu's content (which holds the menu's paths) has come.
    // It is held back until the page has loaded its own code; then every chunk not loaded yet
    // fails, as when the signal drops while the menu pages' code is prefetched in idle time.
    // (Cut at a moment of the page's choosing instead, the prefetch had sometimes finished, or
    // not started, and nothing failed.)
    const loaded = new Set<string>();
    let signalDropped = false;
    let releaseMenu = () => undefined as void;
    const menuReleased = new Promise<void>((resolve) => (releaseMenu = resolve));
    let failed = 0;
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path.includes('/mega-menu-content-')) {
        await menuReleased;
        return route.continue();
      }
      if (!signalDropped || loaded.has(path)) return route.continue();
      failed += 1;
      return route.abort();
    });
    await page.goto('/getting_here');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const ownCode = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    for (const path of ownCode) loaded.add(path);
    signalDropped = true;
    await page.evaluate(() => {
      sessionStorage.removeItem('chunk-reload-at');
      (window as Window & { stayed?: boolean }).stayed = true;
    });
    releaseMenu();
    await expect.poll(() => failed, { timeout: 15_000 }).toBeGreaterThan(2);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as Window & { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toBeNull();
  });
});

test.describe('a page that does not exist', () => {
  const HEADERS = { 'implementation-id': 'complex-web', 'Content-Type': 'application/json' };
  const NOT_FOUND = 'This page could not be found';

  /** Pages the site has: the first event, promotion and store of the seeded data. */
  async function existingPages(request: APIRequestContext): Promise<string[]> {
    const post = async <T>(path: string) =>
      (await (await request.post(`/bi/Prod${path}`, { headers: HEADERS, data: {} })).json()) as T;
    const events = await post<{ Result: { EventID: string }[] }>('/v1/events');
    const promotions = await post<{ Result: { HappeningID: string }[] }>('/v1/promotions');
    const directory = await post<{
      Result: { CategoryID: number; Merchants: { MerchantID: string }[] }[];
    }>('/v1/directories');
    const dining = directory.Result.find((entry) => entry.CategoryID === 1)!.Merchants[0]!;
    return [
      '/',
      '/events',
      '/faq',
      '/about_us',
      `/events/${events.Result[0]!.EventID}`,
      `/promotions/${promotions.Result[0]!.HappeningID}`,
      `/store_categories/dining/${dining.MerchantID}`,
    ];
  }

  const MISSING = [
    { path: '/404', message: undefined },
    { path: '/no-such-page-anywhere', message: 'No page with slug no-such-page-anywhere' },
    { path: '/no/such/page', message: undefined },
    { path: '/events/987654', message: 'No event with EventID 987654' },
    { path: '/promotions/987654', message: 'No promotion with HappeningID 987654' },
    { path: '/promotion/987654', message: 'No promotion with HappeningID 987654' },
    { path: '/flash_sale/987654', message: 'No flash sale with FlashSalesID 987654' },
    { path: '/reward-detail/987654', message: 'No reward with RewardId 987654' },
    { path: '/store_categories/shopping/99999999', message: undefined },
  ];

  test('is sent with HTTP 404, and every page that exists with 200', async ({ request }) => {
    for (const { path } of MISSING) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toContain('text/html');
    }
    for (const path of await existingPages(request)) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect(response.status(), path).toBe(200);
    }
  });

  for (const { path, message } of MISSING) {
    test(`${path} shows the 404 page the server's status announced, with the server's words`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`404${NOT_FOUND}`);
      await expect(page).toHaveTitle(`${NOT_FOUND} | Suntec City`);
      if (message) await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    });
  }

  test('in Chinese, says so in Chinese and marks the server’s English words', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'ch'));
    const response = await page.goto('/events/987654');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404找不到此页面');
    await expect(page.getByText('No event with EventID 987654')).toHaveAttribute('lang', 'en');
  });
});
