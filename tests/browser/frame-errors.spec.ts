/** Error pages inside the frame: /404, unknown paths and ids, and failed code chunks. */
import { expect, test } from './test';

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

    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: 'Store directory' }).click();
    await reloaded;
    const firstReload = await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'));
    expect(Number(firstReload)).toBeGreaterThan(0);

    // The reload lands on the store directory, whose code still fails: within the minute no second reload.
    await expect(
      page.getByText('A new version of the site is available. Reload the page to continue.'),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toBe(firstReload);
  });
});

test.describe('a chunk that fails while prefetched', () => {
  test.use({ serviceWorkers: 'block' });

  test('does not reload the page: only a page the visitor asked for may', async ({ page }) => {
    await page.goto('/getting_here');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every chunk not loaded yet now fails, as when the signal drops while the menu's code is
    // prefetched in idle time.
    const loaded = new Set(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      ),
    );
    let failed = 0;
    await page.route(/\/assets\/.+\.js$/, (route) => {
      if (loaded.has(new URL(route.request().url()).pathname)) return route.continue();
      failed += 1;
      return route.abort();
    });
    await page.evaluate(() => {
      sessionStorage.removeItem('chunk-reload-at');
      (window as Window & { stayed?: boolean }).stayed = true;
    });
    await expect.poll(() => failed, { timeout: 15_000 }).toBeGreaterThan(2);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as Window & { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toBeNull();
  });
});
