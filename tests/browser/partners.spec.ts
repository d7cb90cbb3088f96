/** e-Voucher partners and e-vouchers: category filter in the URL, partner stores link to store pages. */
import { QUERY_CACHE_IDB } from '../../src/shared/cache-names';
import { expect, test, type BrowserContext, type Page } from './test';

/** Resolves once the device's saved data (the persisted query cache) holds the e-voucher list. */
async function untilListSaved(page: Page): Promise<void> {
  await page.waitForFunction(
    ({ database, store }) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open(database);
        // Not there yet: opening it would create it empty, and the app's own open would then
        // find no store to create (idb-keyval creates it only in an upgrade). Abort instead.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            return resolve(false);
          }
          // The frame record names the queries saved in records of their own (query-persister.ts).
          const read = db.transaction(store).objectStore(store).get('client');
          read.onerror = () => resolve(false);
          read.onsuccess = () => {
            db.close();
            resolve(
              ((read.result as { queryHashes?: string[] } | undefined)?.queryHashes ?? []).some(
                (hash) => hash.includes('"evouchers","list"'),
              ),
            );
          };
        };
      }),
    QUERY_CACHE_IDB,
    { timeout: 15_000 },
  );
}

for (const width of [375, 1280]) {
  test.describe(`partners at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    test('filters partners by category, kept in the URL across a reload', async ({ page }) => {
      await page.goto('/participating-merchant');
      await expect(
        page.getByRole('heading', { level: 1, name: 'e-Voucher partners' }),
      ).toBeVisible();
      const groups = page.getByRole('heading', {
        level: 2,
        name: /^(Dining|Shopping|Services & Amenities) \(\d+\)$/,
      });
      expect(await groups.count()).toBeGreaterThan(1);

      await page
        .getByRole('group', { name: 'Category' })
        .getByRole('button', { name: /^Dining/ })
        .click();
      await expect(page).toHaveURL(/[?&]category=dining/);
      await expect(groups).toHaveCount(1);
      const diningCount = Number(/\((\d+)\)/.exec(await groups.first().innerText())?.[1]);
      await expect(page.getByRole('status').filter({ hasText: /stores?$/ })).toHaveText(
        `${diningCount} ${diningCount === 1 ? 'store' : 'stores'}`,
      );

      await page.reload();
      await expect(
        page.getByRole('group', { name: 'Category' }).getByRole('button', { name: /^Dining/ }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(groups).toHaveCount(1);

      const store = page.getByRole('list', { name: 'Dining' }).getByRole('link').first();
      const name = await store.innerText();
      await store.click();
      await expect(page).toHaveURL(/\/store_categories\/dining\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    });

    test('an e-voucher lists the stores that accept it', async ({ page }) => {
      await page.goto('/evouchers');
      await page.getByRole('list', { name: 'e-Vouchers' }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/evouchers\/\d+$/);
      // The list stays on screen until the voucher's code and data arrive: wait for the detail
      // page (its terms) before reading its one "Worth" line, which the list has on every card.
      await expect(
        page.getByRole('heading', { level: 2, name: 'Terms and conditions' }),
      ).toBeVisible();
      await expect(page.getByText(/^Worth \$\d+\.\d\d · [\d,]+ points$/)).toBeVisible();
      const partner = page
        .getByRole('list', { name: 'Where to spend it' })
        .getByRole('link')
        .first();
      const name = await partner.innerText();
      await partner.click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('Accepts e-vouchers')).toBeVisible();
    });
  });
}

test('an unknown e-voucher, guide or collection shows the not-found page', async ({ page }) => {
  for (const path of ['/evouchers/99999', '/explore/99999', '/collections/abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: /404/ })).toBeVisible();
  }
});

/**
 * Sees the e-voucher list with the worker in control until the device has saved it, then, offline,
 * opens the list's last e-voucher, never opened before; returns its title.
 */
async function openUnseenEvoucherOffline(page: Page, context: BrowserContext): Promise<string> {
  await page.goto('/evouchers');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  const link = page.getByRole('list', { name: 'e-Vouchers' }).getByRole('link').last();
  const href = await link.getAttribute('href');
  const title = (await link.innerText()).trim();
  await untilListSaved(page);

  await context.setOffline(true);
  await page.goto(href ?? '/evouchers/0');
  return title;
}

test('offline, an e-voucher never opened is drawn from the list seen before', async ({
  page,
  context,
}) => {
  const title = await openUnseenEvoucherOffline(page, context);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeVisible();
});

test('offline, with no store directory on the device, an e-voucher still shows without its stores', async ({
  page,
  context,
}) => {
  // The directory never reaches this device: neither the worker's warming nor the page gets it.
  await context.route('**/v1/directories', (route) => route.abort('internetdisconnected'));
  const title = await openUnseenEvoucherOffline(page, context);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeVisible();
  await expect(
    page.getByText('The stores could not be loaded, and none are saved on your device yet.'),
  ).toBeVisible();
});
