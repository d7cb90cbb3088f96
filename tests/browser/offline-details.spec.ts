/**
 * Offline, a detail page never opened before is drawn from its list (the directory, the events
 * list), which the worker kept at install: the feature takes the item from the list query, and the
 * page says how old that list is, not how new the page is. A search answered from those lists
 * says the same.
 *
 * The page's clock is Playwright's, fixed once offline: Playwright's clock does not reach service
 * workers, which keep the machine's (on a phone, page and worker share one clock). The worker
 * keeps its lists at the real time, a few seconds after `keptAt`; the page's clock then stands
 * three and a half hours on, so "3 hours ago" holds whatever those seconds were.
 */
import { expect, test, type APIRequestContext, type Page } from './test';

const HOURS = 3.5 * 60 * 60 * 1000;

/** The data-age banner (pages have live regions of their own). */
const banner = (page: Page) => page.getByRole('status').filter({ hasText: /Offline|离线/ });

async function bi<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.post(`/bi/Prod/v1/${path}`, {
    headers: { 'implementation-id': 'complex-web', 'content-type': 'application/json' },
    data: {},
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

interface Listed {
  MerchantID: string | number;
  StoreName: string;
  UnitNumber: string;
}

/** A dining store with a unit number, from the directory call, read while online. */
async function pickStore(request: APIRequestContext): Promise<Listed> {
  const directory = await bi<{ Result: { CategoryID: number | string; Merchants: Listed[] }[] }>(
    request,
    'directories',
  );
  const store = directory.Result.filter((entry) => Number(entry.CategoryID) === 1)
    .flatMap((entry) => entry.Merchants)
    .find((merchant) => /^#\d\d-\d+$/.test(merchant.UnitNumber));
  if (!store) throw new Error('No dining store with a unit number');
  return store;
}

test('offline, a store, an event and a search show how old their lists are', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const store = await pickStore(page.request);
  const events = await bi<{ Result: { EventID: string | number; Title: string }[] }>(
    page.request,
    'events',
  );
  const event = events.Result[0];
  if (!event) throw new Error('The seed has no events');

  const keptAt = Date.now();
  await page.clock.install({ time: keptAt });

  await test.step('one visit of the home page: the worker keeps the lists at install', async () => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    await expect(banner(page)).toHaveCount(0);
  });

  await context.setOffline(true);
  await page.clock.setFixedTime(keptAt + HOURS);

  await test.step("a store never opened: its listing, at the directory's age", async () => {
    await page.goto(`/store_categories/dining/${store.MerchantID}`);
    await expect(page.getByRole('heading', { level: 1, name: store.StoreName })).toBeVisible();
    await expect(page.getByText(store.UnitNumber).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
    await expect(banner(page)).toHaveText('Offline · showing data updated 3 hours ago');
  });

  await test.step('in Chinese, the same age', async () => {
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: '中文' })
      .click();
    await expect(banner(page)).toHaveText('离线 · 正在显示3小时前更新的数据');
    await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'EN' }).click();
  });

  await test.step("an event never opened: the events list's item, at the list's age", async () => {
    await page.goto(`/events/${event.EventID}`);
    await expect(page.getByRole('heading', { level: 1, name: event.Title })).toBeVisible();
    await expect(banner(page)).toHaveText('Offline · showing data updated 3 hours ago');
  });

  await test.step('a search answered from the saved lists: their age, not "just now"', async () => {
    await page.goto(`/search?q=${encodeURIComponent(store.StoreName)}`);
    await expect(page.getByRole('link', { name: store.StoreName }).first()).toBeVisible();
    await expect(
      page.getByText(
        'No connection: these results come from the information saved on this device, updated 3 hours ago.',
      ),
    ).toBeVisible();
    await expect(banner(page)).toHaveText('Offline · showing data updated 3 hours ago');
  });
});
