/**
 * On a Chinese page the site's own names are Chinese: the complex's zones ("Sky Garden" is
 * 空中花园), the event categories ("General" is 综合) and the months of its dates. The backends
 * send these in English only; their free texts (an event's place, a store's description) stay as
 * they come, marked English (language-of-parts.spec.ts).
 */
import { ZONE_NAMES_ZH } from '../../src/shared/zone-names';
import { expect, test, type APIRequestContext, type Page } from './test';

const HEADERS = { 'implementation-id': 'complex-web', 'Content-Type': 'application/json' };

async function bi<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.post(`/bi/Prod${path}`, { headers: HEADERS, data: {} });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** Opens pages in Chinese, as a visitor who chose it before (the choice lives in localStorage). */
async function chinese(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('lang', 'ch'));
}

interface WireMerchant {
  MerchantID: string;
  StoreName: string;
  UnitNumber: string;
  Zone: string;
  hideFromDirectory?: string;
}

/** A store in the Sky Garden, listed under Dining. */
async function skyGardenStore(request: APIRequestContext): Promise<WireMerchant> {
  const directory = await bi<{ Result: { CategoryID: number; Merchants: WireMerchant[] }[] }>(
    request,
    '/v1/directories',
  );
  const store = directory.Result.filter((entry) => entry.CategoryID === 1)
    .flatMap((entry) => entry.Merchants)
    .find((merchant) => merchant.Zone === 'Sky Garden' && merchant.hideFromDirectory !== '1');
  if (!store) throw new Error('No Sky Garden store under Dining');
  return store;
}

/** A date as English pages write it: "21 Nov 2026". */
const ENGLISH_DATE = /\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/;

test.beforeEach(async ({ page }) => {
  await chinese(page);
});

test('the directory, a store page and search name the zones in Chinese', async ({
  page,
  request,
}) => {
  const store = await skyGardenStore(request);
  const location = `${store.UnitNumber} · 空中花园`;

  await page.goto('/store_categories/dining');
  await expect(page.getByText(location, { exact: true })).toBeVisible();
  await expect(page.getByText(`${store.UnitNumber} · Sky Garden`)).toHaveCount(0);
  // Every location line of the list: no English zone name left.
  const lines = await page.locator('main li p').allTextContents();
  const englishZones = Object.keys(ZONE_NAMES_ZH).filter((zone) =>
    lines.some((line) => line.endsWith(` · ${zone}`)),
  );
  expect(englishZones).toEqual([]);

  await page.goto(`/store_categories/dining/${store.MerchantID}`);
  const zoneFact = page.getByRole('definition').filter({ hasText: '空中花园' });
  await expect(zoneFact).toHaveText('空中花园');
  await expect(zoneFact).not.toHaveAttribute('lang');

  await page.goto(`/search?q=${encodeURIComponent(store.StoreName)}`);
  await expect(page.getByText(location, { exact: true }).first()).toBeVisible();
});

test('a store can be found by its zone’s Chinese name', async ({ page, request }) => {
  const store = await skyGardenStore(request);
  await page.goto('/store_categories/dining');
  await page.getByRole('searchbox', { name: '搜索店铺' }).fill('空中花园');
  await expect(page.getByText(`${store.UnitNumber} · 空中花园`, { exact: true })).toBeVisible();
});

test('events name their categories in Chinese, in the list and on the page', async ({
  page,
  request,
}) => {
  const events = await bi<{ Result: { EventID: string; EventCategory: string }[] }>(
    request,
    '/v1/events',
  );
  const general = events.Result.find((event) => event.EventCategory === 'General');
  if (!general) throw new Error('No event of the General category');

  await page.goto('/events');
  await expect(page.locator('main').getByText('综合', { exact: true }).first()).toBeVisible();
  for (const english of ['General', 'Workshop', 'Festive', 'Family', 'Exhibition', 'Convention'])
    await expect(page.locator('main').getByText(english, { exact: true })).toHaveCount(0);

  await page.goto(`/events/${general.EventID}`);
  const badge = page.locator('main').getByText('综合', { exact: true });
  await expect(badge).toBeVisible();
  await expect(badge).not.toHaveAttribute('lang');
});

test('flash sales and e-vouchers write their dates in Chinese', async ({ page }) => {
  await page.goto('/flash_sale');
  const saleTimes = page.locator('main').getByText(/\d{4}年\d{1,2}月\d{1,2}日 \d\d:\d\d/);
  await expect(saleTimes.first()).toBeVisible();
  expect(await page.locator('main').textContent()).not.toMatch(ENGLISH_DATE);

  await page.goto('/evouchers');
  await expect(
    page
      .locator('main')
      .getByText(/有效期 \d{4}年/)
      .first(),
  ).toBeVisible();
  expect(await page.locator('main').textContent()).not.toMatch(ENGLISH_DATE);
});
