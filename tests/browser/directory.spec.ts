/**
 * The retail directory as a shopper uses it, at phone and desktop widths: every directory page
 * loads, filters live in the URL and survive a reload, a store is found by the unit number typed
 * as people type it ("02-608"), and its page gives hours, phone and deals. The store is picked
 * from the real backend's answers, never hard-coded.
 */
import { expect, test, type APIRequestContext, type Page } from './test';
import { undrawnAsTheWorkersCopy } from './page-without-answers';

const HEADERS = { 'implementation-id': 'complex-web', 'Content-Type': 'application/json' };

interface WireMerchant {
  MerchantID: string;
  MerchantCode: string;
  StoreName: string;
  UnitNumber: string;
  CategoryID: number;
  PhoneNo: string;
}

async function directoryMerchants(request: APIRequestContext): Promise<WireMerchant[]> {
  const response = await request.post('/bi/Prod/v1/directories', { headers: HEADERS, data: {} });
  const payload = (await response.json()) as { Result: { Merchants: WireMerchant[] }[] };
  return [
    ...new Map(
      payload.Result.flatMap((entry) => entry.Merchants).map((m) => [m.MerchantID, m]),
    ).values(),
  ];
}

/** A level-02 dining store with a phone, current deals and a unit number no other store shares. */
async function pickStoreWithDeals(
  request: APIRequestContext,
): Promise<WireMerchant & { dealTitle: string }> {
  const merchants = await directoryMerchants(request);
  const unitCounts = new Map<string, number>();
  for (const m of merchants) unitCounts.set(m.UnitNumber, (unitCounts.get(m.UnitNumber) ?? 0) + 1);
  const candidates = merchants.filter(
    (m) =>
      Number(m.CategoryID) === 1 &&
      m.UnitNumber.startsWith('#02-') &&
      m.PhoneNo &&
      unitCounts.get(m.UnitNumber) === 1,
  );
  for (const merchant of candidates) {
    const response = await request.post('/endpoint/list/model/deal', {
      headers: HEADERS,
      data: {
        CompanyID: '1',
        CategId: 0,
        TypeId: 0,
        SortId: 2,
        PageIndex: 1,
        QuerySearch: '',
        MerchantCode: merchant.MerchantCode,
      },
    });
    const deals = ((await response.json()) as { Result: { Title: string }[] }).Result;
    if (deals[0]) return { ...merchant, dealTitle: deals[0].Title };
  }
  throw new Error('No level-02 dining store with a phone and deals');
}

async function expectNoHorizontalScroll(page: Page) {
  // A string, not a function: the tests' tsconfig has no DOM types.
  const overflow = await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const count = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ stores?$/ });

for (const width of [375, 1280]) {
  test.describe(`directory at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    test('every directory page loads with its heading', async ({ page }) => {
      const pages: [string, string][] = [
        ['/store_categories/dining', 'Dining'],
        ['/store_categories/shopping', 'Shopping'],
        ['/store_categories/services_amenities', 'Services & amenities'],
        ['/participating-merchant', 'e-Voucher partners'],
        ['/evouchers', 'e-Vouchers'],
        ['/explore', 'Explore'],
        ['/collections', 'Collections'],
      ];
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoHorizontalScroll(page);
      }
      await expect(page).toHaveTitle('Collections | Suntec City');

      const details: [string, string, string][] = [
        ['/evouchers', 'e-Vouchers', 'Where to spend it'],
        ['/explore', 'Explore', 'Stores on this trail'],
        ['/collections', 'Collections', 'Stores in this collection'],
      ];
      for (const [path, listName, storesName] of details) {
        await page.goto(path);
        await page.getByRole('list', { name: listName }).getByRole('link').first().click();
        await expect(page.getByRole('heading', { level: 2, name: storesName })).toBeVisible();
        const store = page.getByRole('list', { name: storesName }).getByRole('link').first();
        const storeName = await store.innerText();
        await expectNoHorizontalScroll(page);
        await store.click();
        await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
      }
    });

    test('filters by sub-category and attribute, kept in the URL across a reload', async ({
      page,
    }) => {
      await page.goto('/store_categories/dining');
      const all = Number((await count(page).innerText()).split(' ')[0]);
      expect(all).toBeGreaterThan(20);

      await page
        .getByRole('group', { name: 'Sub-category' })
        .getByRole('button', { name: /^Café/ })
        .click();
      await expect(page).toHaveURL(/[?&]sub=\d+/);
      const cafes = Number((await count(page).innerText()).split(' ')[0]);
      expect(cafes).toBeLessThan(all);

      await page
        .getByRole('group', { name: 'Show only' })
        .getByRole('button', { name: 'Halal' })
        .click();
      await expect(page).toHaveURL(/[?&]halal=true/);
      const halalCafes = Number((await count(page).innerText()).split(' ')[0]);
      expect(halalCafes).toBeLessThanOrEqual(cafes);
      const cards = page.getByRole('list', { name: 'Dining' }).getByRole('listitem');
      await scrollToTheLastStore(page, 'Dining', halalCafes);
      if (halalCafes > 0) await expect(cards.first().getByText('Halal')).toBeVisible();

      await page.reload();
      await expect(
        page.getByRole('group', { name: 'Sub-category' }).getByRole('button', { name: /^Café/ }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(
        page.getByRole('group', { name: 'Show only' }).getByRole('button', { name: 'Halal' }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(count(page)).toHaveText(
        `${halalCafes} ${halalCafes === 1 ? 'store' : 'stores'}`,
      );

      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      await expect(count(page)).toHaveText(`${all} stores`);
      await expect(page).not.toHaveURL(/halal=/);
    });

    test('finds a store by its unit number and shows its hours, phone and deals', async ({
      page,
      request,
    }) => {
      const store = await pickStoreWithDeals(request);
      const typed = store.UnitNumber.replace(/^#/, ''); // "02-608", as people type it
      await page.goto('/store_categories/dining');
      await page.getByRole('searchbox', { name: 'Search stores', exact: true }).fill(typed);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${typed}`));
      await expect(count(page)).toHaveText('1 store');
      await page.getByRole('link', { name: store.StoreName, exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/store_categories/dining/${store.MerchantID}$`));
      await expect(page.getByRole('heading', { level: 1, name: store.StoreName })).toBeVisible();
      await expect(page).toHaveTitle(`${store.StoreName} | Suntec City`);
      await expect(page.getByText(store.UnitNumber).first()).toBeVisible();
      await expect(page.getByRole('table', { name: 'Opening hours' }).getByRole('row')).toHaveCount(
        8,
      );
      await expect(page.getByRole('row', { name: /Today/ })).toHaveCount(1);
      const call = page.getByRole('link', { name: `Call ${store.PhoneNo}` });
      await expect(call).toHaveAttribute('href', `tel:${store.PhoneNo.replace(/[^\d+]/g, '')}`);
      await expect(page.getByRole('link', { name: 'Show on map' })).toHaveAttribute(
        'href',
        `/map?store=${store.MerchantID}`,
      );
      await expect(page.getByRole('heading', { level: 2, name: 'Deals' })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 3, name: store.dealTitle }).first(),
      ).toBeVisible();
      await expectNoHorizontalScroll(page);

      await page.getByRole('link', { name: 'Show on map' }).click();
      await expect(page).toHaveURL(new RegExp(`/map\\?store=${store.MerchantID}$`));
      await page.goBack();
      await page.getByRole('link', { name: 'All Dining' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dining' })).toBeVisible();
    });

    test('an unknown store id shows the not-found page', async ({ page }) => {
      await page.goto('/store_categories/shopping/99999999');
      await expect(page.getByText('This page could not be found')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    });
  });
}

test('Back from a store near the end of the list returns to the same place', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/store_categories/dining');
  const links = page.getByRole('list', { name: 'Dining' }).getByRole('link');
  const stores = Number((await count(page).textContent())?.split(' ')[0]);
  // The first visit draws the stores as the visitor nears them; a return draws them all at once.
  await scrollToTheLastStore(page, 'Dining', stores);
  // The list's data counts as just fetched for 2 s (directory-list.tsx).
  await page.waitForTimeout(2_100);
  const store = links.nth((await links.count()) - 5);
  await store.scrollIntoViewIfNeeded();
  // Where the page was at the moment of the click (cards coming into view may still nudge it),
  // and the store whose card was then in the middle of the window.
  await page.evaluate(() =>
    window.addEventListener(
      'click',
      () => {
        const middle = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
        sessionStorage.setItem('y', String(window.scrollY));
        sessionStorage.setItem(
          'middle',
          middle?.closest('li')?.querySelector('h3')?.textContent ?? '',
        );
      },
      { capture: true, once: true },
    ),
  );
  await store.click();
  await expect(page).toHaveURL(/\/store_categories\/dining\/\d+$/);
  const before = Number(await page.evaluate(() => sessionStorage.getItem('y')));
  const middle = await page.evaluate(() => sessionStorage.getItem('middle'));
  expect(before).toBeGreaterThan(5_000);
  expect(middle).toBeTruthy();
  await page.goBack();
  await expect(page).toHaveURL(/\/store_categories\/dining$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  // The same place: the same store in the middle of the window, not only the same offset.
  const middleNow = await page.evaluate(
    () =>
      document
        .elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
        ?.closest('li')
        ?.querySelector('h3')?.textContent ?? '',
  );
  expect(middleNow).toBe(middle);
});

test("a store's page lists its promotions, which lead to their pages", async ({
  page,
  request,
}) => {
  const merchants = await directoryMerchants(request);
  const response = await request.post('/bi/Prod/v1/promotions', { headers: HEADERS, data: {} });
  const promotions = (
    (await response.json()) as {
      Result: { HappeningID: string; Title: string; MerchantID?: string; EndDate: string }[];
    }
  ).Result;
  // One that lasts past today (Singapore's, whatever the clock), at a store in the directory.
  const soon = Date.now() + 2 * 24 * 60 * 60 * 1000;
  const promotion = promotions.find(
    (candidate) =>
      Date.parse(candidate.EndDate) > soon &&
      merchants.some((m) => m.MerchantID === String(candidate.MerchantID)),
  );
  if (!promotion) throw new Error('No current promotion of a store in the directory');
  const store = merchants.find((m) => m.MerchantID === String(promotion.MerchantID))!;
  const slug = { 1: 'dining', 2: 'shopping', 3: 'services_amenities' }[Number(store.CategoryID)];

  await page.goto(`/store_categories/${slug}/${store.MerchantID}`);
  await expect(page.getByRole('heading', { level: 1, name: store.StoreName })).toBeVisible();
  const listed = page.getByRole('list', { name: 'Promotions' });
  await listed.getByRole('link', { name: promotion.Title }).click();
  await expect(page).toHaveURL(new RegExp(`/promotions/${promotion.HappeningID}$`));
  await expect(page.getByRole('heading', { level: 1, name: promotion.Title })).toBeVisible();
});

test('a store opened under another category moves to its own', async ({ page, request }) => {
  const merchants = await directoryMerchants(request);
  const shop = merchants.find((m) => Number(m.CategoryID) === 2)!;
  await page.goto(`/store_categories/dining/${shop.MerchantID}`);
  await expect(page).toHaveURL(new RegExp(`/store_categories/shopping/${shop.MerchantID}$`));
  await expect(page.getByRole('heading', { level: 1, name: shop.StoreName })).toBeVisible();
});

/** Scrolls to the end of the page until the list holds every store its count announces. */
async function scrollToTheLastStore(page: Page, list: string, total: number) {
  const stores = page.getByRole('list', { name: list }).getByRole('listitem');
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 100_000);
      return stores.count();
    })
    .toBe(total);
}

test('a first visit draws a screenful of stores, and the rest as the visitor scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/store_categories/dining');
  const stores = Number((await count(page).textContent())?.split(' ')[0]);
  expect(stores).toBeGreaterThan(48);
  const cards = page.getByRole('list', { name: 'Dining' }).getByRole('listitem');
  // Hydrated, and still no more than the server drew: nothing is built that is not near the window.
  await expect(page.getByRole('button', { name: `Show all ${stores} stores` })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await cards.count()).toBeLessThanOrEqual(24);
  await scrollToTheLastStore(page, 'Dining', stores);
  await expect(page.getByRole('button', { name: /^Show all/ })).toHaveCount(0);
});

test('the button after the drawn stores draws them all and moves focus to the first added', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript("localStorage.setItem('lang', 'ch')");
  await page.goto('/store_categories/dining');
  const stores = Number(
    (
      await page
        .getByRole('status')
        .filter({ hasText: /^\d+ 家店铺$/ })
        .textContent()
    )?.split(' ')[0],
  );
  const showAll = page.getByRole('button', { name: `显示全部 ${stores} 家店铺` });
  await showAll.focus();
  await page.keyboard.press('Enter');
  const cards = page.getByRole('list', { name: '餐饮' }).getByRole('listitem');
  await expect(cards).toHaveCount(stores);
  await expect(showAll).toHaveCount(0);
  // Focus lands on a store the button added, not back at the top of the page.
  const focused = Number(
    await page.evaluate(
      "[...document.querySelectorAll('main ul[aria-label] > li')].findIndex((li) => li.contains(document.activeElement))",
    ),
  );
  expect(focused).toBeGreaterThanOrEqual(12);
  await expect(page.locator(':focus')).toHaveAttribute('href', /\/store_categories\/dining\/\d+$/);
});

test.describe('when the directory cannot be loaded', () => {
  // The service worker would answer from its cache; this is about the page's own failure state.
  test.use({ serviceWorkers: 'block' });

  test('shows an error state with a retry, then the stores', async ({ page }) => {
    await undrawnAsTheWorkersCopy(page);
    await page.route('**/v1/directories', (route) => route.abort('internetdisconnected'));
    await page.goto('/store_categories/shopping');
    await expect(
      page.getByRole('alert').getByRole('heading', { name: 'We could not load this' }),
    ).toBeVisible({ timeout: 20_000 });
    await page.unroute('**/v1/directories');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping' })).toBeVisible();
    await expect(count(page)).toHaveText(/^\d+ stores$/);
  });
});

test('the directory in Chinese', async ({ page }) => {
  await page.addInitScript("localStorage.setItem('lang', 'ch')");
  await page.goto('/store_categories/dining');
  await expect(page.getByRole('heading', { level: 1, name: '餐饮' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ 家店铺$/ })).toBeVisible();
  await expect(page).toHaveTitle('餐饮 | 新达城');
});
