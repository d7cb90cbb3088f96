/**
 * One bar in a basement, or a Wi-Fi with nothing behind it: the browser still says it is online,
 * and nothing gets through. The site shows what it saved, says it is offline once a request fails
 * on the way (its own or the worker's refresh behind a saved answer), and says so no longer once
 * the network answers again.
 */
import { expect, test, type Page } from './test';

const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Offline · showing data updated' });

test('with a connection that lets nothing through, the site says it is offline, and recovers', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });

  await test.step('nothing gets through: the saved page, and the banner', async () => {
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    // Getting here was saved by the worker at install: its answer comes from the cache at once,
    // and the refresh the worker sends behind it fails.
    await page.goto('/getting_here');
    await expect(page.getByRole('heading', { level: 1, name: 'Getting here' })).toBeVisible();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(offlineBanner(page)).toBeVisible();
  });

  await test.step('a saved answer alone does not make the banner go', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();
  });

  await test.step('the network answers again: the banner goes', async () => {
    await context.unrouteAll();
    // Events are not saved by the worker: their answer can only come from the network.
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
  });
});
