/**
 * Offline, a page whose data was never saved on the device says so at once: no skeleton held up
 * by retries that cannot succeed without a connection. Back online, it loads.
 */
import { expect, test } from './test';

test('an unsaved page offline says so at once, and loads when the connection returns', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Suntec City' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await context.setOffline(true);
  // The FAQ's data is not among what the worker saves at install, and was never opened.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(
    page.getByText('You appear to be offline and this has not been saved on your device yet.'),
  ).toBeVisible({ timeout: 2500 });
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /frequently asked|FAQ/i }),
  ).toBeVisible();
});
