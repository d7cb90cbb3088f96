/**
 * Global search with no signal, after one online visit of the home page: the results come from the
 * lists the service worker saved at install, in English and Chinese, with a note saying so and how
 * old they are. Flash sales and the rewards catalogue, never opened, open too.
 */
import { expect, test, type APIRequestContext, type BrowserContext } from './test';

const HEADERS = { 'implementation-id': 'complex-web', 'Content-Type': 'application/json' };

interface WireMerchant {
  MerchantID: string;
  StoreName: string;
  BiStoreName?: string;
  UnitNumber: string;
}

/** A store with a word of 6+ letters in its name, a Chinese name and a unit of its own. */
async function pickStore(request: APIRequestContext) {
  const response = await request.post('/bi/Prod/v1/directories', { headers: HEADERS, data: {} });
  const payload = (await response.json()) as { Result: { Merchants: WireMerchant[] }[] };
  const merchants = payload.Result.flatMap((entry) => entry.Merchants);
  const byUnit = new Map<string, Set<string>>();
  for (const m of merchants)
    byUnit.set(m.UnitNumber, (byUnit.get(m.UnitNumber) ?? new Set()).add(m.MerchantID));
  for (const merchant of merchants) {
    const word = merchant.StoreName.split(/\s+/).find((w) => /^[A-Za-z]{6,}$/.test(w));
    if (
      word &&
      merchant.BiStoreName &&
      /^#0\d-\d+$/.test(merchant.UnitNumber) &&
      byUnit.get(merchant.UnitNumber)?.size === 1
    )
      return { ...merchant, word, BiStoreName: merchant.BiStoreName };
  }
  throw new Error('No store fits');
}

/** A word with its third and fourth letters swapped: one typo. */
const withTypo = (word: string) => `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;

type Cdp = Awaited<ReturnType<BrowserContext['newCDPSession']>>;

/** Chromium starts each new document online under Playwright's emulation: say offline again. */
async function emulateOffline(cdp: Cdp) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

test('global search, flash sales and rewards work offline after one visit of the home page', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const store = await pickStore(request);
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    timezoneId: 'America/New_York',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const storeLink = () =>
    page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(store.StoreName) })
      .first();

  await test.step('one visit of the home page, online', async () => {
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
  });

  await context.setOffline(true);

  await test.step('a cold start offline: a name with a typo finds the store, with a note', async () => {
    await page.goto(`/search?q=${encodeURIComponent(withTypo(store.word))}`);
    await emulateOffline(cdp);
    await expect(storeLink()).toBeVisible();
    await expect(
      page.getByText(
        /^No connection: these results come from the information saved on this device, updated (just now|\d+ min ago)\.$/,
      ),
    ).toBeVisible();
  });

  await test.step('unit numbers in any common form', async () => {
    const unit = store.UnitNumber; // '#02-608'
    for (const form of [unit, unit.slice(1), unit.slice(1).replace(/^0/, '')]) {
      await page.goto(`/search?q=${encodeURIComponent(form)}`);
      await emulateOffline(cdp);
      await expect(storeLink()).toBeVisible();
    }
  });

  await test.step('in Chinese, by the Chinese name', async () => {
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: '中文' })
      .click();
    await page.goto(`/search?q=${encodeURIComponent(store.BiStoreName)}`);
    await emulateOffline(cdp);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(store.BiStoreName) })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/^无网络连接：以下结果来自本设备保存的信息，更新于/)).toBeVisible();
    await expect(page.getByText('No connection', { exact: false })).toHaveCount(0);
    await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'EN' }).click();
  });

  await test.step('flash sales and the rewards catalogue, never opened', async () => {
    await page.goto('/flash_sale');
    await emulateOffline(cdp);
    await expect(page.getByRole('timer').first()).toBeVisible();
    await page.goto('/rewards-catalogue');
    await emulateOffline(cdp);
    await expect(
      page.getByRole('list', { name: 'Rewards catalogue' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByText(/has not been saved on your device/)).toHaveCount(0);
  });

  await context.close();
});
