/**
 * Live parking on the embedded site, whose feed is the simulation (no UPSTREAM_CARPARK_BASE): the
 * count it shows is the simulation's for the reading's minute (deterministic for the seed and the
 * clock, server/parking/simulated-feed.ts), with its age; never live when over five minutes old
 * or offline; polled once a minute while the page is visible, never while hidden; the home page's
 * line drawn by the server and its code loaded only once it is on screen; with no reading at all,
 * a plain sentence and the way to the rates and privileges. English and Chinese.
 *
 * The server's clock is the machine's: a test reads the reading's time from the call and checks
 * the page against the simulation at that time. The page's clock is Playwright's where a test
 * needs a reading to look old.
 */
import { FAKE_BACKENDS_PORT } from '../../playwright.config';
import { startSiteServer } from '../../scripts/site-server';
import { simulatedFreeLots } from '../../server/parking/simulated-feed';
import { DATAMALL_MOUNT } from '../fake-backends/datamall';
import { expect, test, type APIRequestContext, type Page } from './test';

/** The seed of the test server's generated complex (SEED's default): the simulation's too. */
const SEED = 20261120;
const MINUTE = 60_000;

interface ParkingAnswer {
  data: { reading: { readAt: string; car: number; motorcycle: number } | null };
}

async function answer(request: APIRequestContext): Promise<ParkingAnswer['data']> {
  const response = await request.get('/api/parking', {
    headers: { 'implementation-id': 'complex-web' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ParkingAnswer).data;
}

/** The simulation's free car lots at Suntec City for each minute around the time asked. */
function simulatedAround(from: number, to: number): Set<string> {
  const counts = new Set<string>();
  for (let at = from - MINUTE; at <= to + MINUTE; at += MINUTE)
    counts.add(simulatedFreeLots(SEED, 'Suntec City', 'C', at).toLocaleString('en-SG'));
  return counts;
}

/** The "free lots now" block of /parking. */
const nowBlock = (page: Page) =>
  page.locator('section', {
    has: page.getByRole('heading', { name: /Free lots now|此刻空余车位/ }),
  });

test('/parking shows the simulation’s count for its reading, live, with the day and the rates', async ({
  page,
}) => {
  const before = Date.now();
  const reading = (await answer(page.request)).reading;
  expect(reading).not.toBeNull();
  // The reading the server holds is the simulation at the minute it was read.
  expect(reading?.car).toBe(
    simulatedFreeLots(SEED, 'Suntec City', 'C', Date.parse(reading!.readAt)),
  );

  const drawn = await page.goto('/parking');
  expect(await drawn?.text()).toContain('car lots free');
  const block = nowBlock(page);
  await expect(block.getByText('Live', { exact: true })).toBeVisible();
  await expect(
    block.getByText(/^Updated (less than a minute|1 minute|\d minutes) ago$/),
  ).toBeVisible();
  const shown = await block
    .locator('p', { hasText: 'car lots free' })
    .locator('span')
    .first()
    .textContent();
  expect(simulatedAround(before, Date.now())).toContain(shown);

  await expect(page.getByRole('heading', { name: 'Carparks nearby' })).toBeVisible();
  await expect(page.getByText('about 380 m walk')).toBeVisible();
  await expect(
    page.getByRole('table', { name: /Free car lots by hour: today and a typical/ }),
  ).toBeAttached();
  await expect(page.getByText(/These figures are a simulation/)).toBeVisible();
  // The CMS page /parking was, below: its rates and privileges.
  await expect(page.getByRole('heading', { name: 'Parking privileges' })).toBeVisible();
  await page.getByRole('link', { name: 'Carpark rates and privileges' }).click();
  await expect(page).toHaveURL(/\/parking#rates-and-privileges$/);
  await expect(page.locator('#rates-and-privileges')).toBeInViewport();
});

test('in Chinese, the count, its age and the nearby carparks', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'ch', url: baseURL ?? '' }]);
  await page.goto('/parking');
  await expect(page.getByRole('heading', { level: 1, name: '停车' })).toBeVisible();
  const block = nowBlock(page);
  await expect(block.getByText('实时', { exact: true })).toBeVisible();
  await expect(block.getByText(/(不到1分钟前|\d分钟前)更新/)).toBeVisible();
  await expect(block.getByText('个汽车位空余')).toBeVisible();
  await expect(page.getByText('步行约380米')).toBeVisible();
  // The feed names carparks in English only: marked so on a Chinese page.
  await expect(page.getByText('Marina Square')).toHaveAttribute('lang', 'en');
});

test('a reading over five minutes old is the last known count with its age, never live', async ({
  page,
}) => {
  const reading = (await answer(page.request)).reading!;
  await page.clock.setFixedTime(Date.parse(reading.readAt) + 12 * MINUTE + 10_000);
  // A page the app draws itself (a navigation inside the site) draws at the device's time.
  await page.goto('/getting_here');
  await page.getByRole('link', { name: 'Live parking, nearby carparks and a typical day' }).click();
  const block = nowBlock(page);
  await expect(block.getByText(/^Last known count, from 1[23] min ago$/)).toBeVisible();
  await expect(block.getByText('Live', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/^Last known count, from 1[23] min ago$/)).toHaveCount(2);
});

test('a visible page asks once a minute; a hidden one does not ask', async ({ page }) => {
  await page.clock.install();
  await page.goto('/parking');
  await expect(nowBlock(page).getByText('Live', { exact: true })).toBeVisible();
  const asked: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/parking') asked.push(Date.now());
  });
  // A minute at a time: a fetch still under way when the next minute strikes is not repeated, and
  // the page's fetch runs on real time.
  for (const expected of [1, 2, 3]) {
    await page.clock.runFor(MINUTE);
    await expect.poll(() => asked.length).toBe(expected);
  }

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  for (let minute = 0; minute < 5; minute += 1) await page.clock.runFor(MINUTE);
  await page.waitForTimeout(1000);
  expect(asked).toHaveLength(3);
});

test('offline after one visit: the last reading with its age, and the rest of the page', async ({
  page,
  context,
}) => {
  await page.goto('/parking');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  const shown = await nowBlock(page).locator('p', { hasText: 'car lots free' }).textContent();
  await context.setOffline(true);
  await page.reload();
  const block = nowBlock(page);
  await expect(
    block.getByText(/^You are offline\. Last known count, from (a moment ago|\d+ min ago)$/),
  ).toBeVisible();
  await expect(block.getByText('Live', { exact: true })).toHaveCount(0);
  await expect(block.locator('p', { hasText: 'car lots free' })).toHaveText(shown ?? '');
  await expect(page.getByRole('heading', { name: 'Carparks nearby' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Parking privileges' })).toBeVisible();
  await context.setOffline(false);
});

test('the home page’s line is drawn by the server; its code loads once it is on screen', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const home = await page.goto('/');
  const html = (await home?.text()) ?? '';
  expect(html).toMatch(/id="home-parking"[^>]*>[\s\S]*car lots free at[\s\S]*Suntec City/);
  const line = page.locator('#home-parking');
  await expect(line).not.toBeInViewport();
  await page.waitForTimeout(2500);
  expect(scripts.filter((url) => url.includes('home-parking-line'))).toEqual([]);

  const loaded = page.waitForRequest(/home-parking-line/);
  await line.scrollIntoViewIfNeeded();
  await loaded;
  await expect(line.getByText(/car lots free at Suntec City · Updated/)).toBeVisible();
  await line.getByRole('link', { name: 'Live parking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parking' })).toBeVisible();
});

test('the home page’s line and getting here in Chinese', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'ch', url: baseURL ?? '' }]);
  const home = await page.goto('/');
  expect(await home?.text()).toMatch(/Suntec City<\/span>有[\d,]+个汽车位空余/);
  await page.goto('/getting_here');
  const section = page.locator('#parking-now');
  await expect(section.getByRole('heading', { name: '实时停车' })).toBeVisible();
  await expect(section.getByText('个汽车位空余', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '本页内容' }).getByRole('link', { name: '实时停车' }),
  ).toBeVisible();
});

test('with no reading at all: a plain sentence and the rates and privileges', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // The feed refuses the site's key: there has never been a reading.
  const server = await startSiteServer({
    env: {
      UPSTREAM_CARPARK_BASE: `http://localhost:${FAKE_BACKENDS_PORT}${DATAMALL_MOUNT}`,
      UPSTREAM_CARPARK_KEY: 'not-the-fake-key',
      SERVER_PROCESSES: '1',
    },
  });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const drawn = await page.goto(`${server.url}/parking`);
    expect(drawn?.status()).toBe(200);
    await expect(page.getByText('We have no count of free lots at the moment.')).toBeVisible();
    await page.getByRole('link', { name: 'Carpark rates and privileges' }).first().click();
    await expect(page.locator('#rates-and-privileges')).toBeInViewport();
    await page.goto(`${server.url}/`);
    await expect(page.locator('#home-parking')).toContainText(
      'No live count of free lots right now.',
    );
    expect(
      await (
        await page.request.get(`${server.url}/api/parking`, {
          headers: { 'implementation-id': 'complex-web' },
        })
      ).text(),
    ).not.toContain('not-the-fake-key');
  } finally {
    await context.close();
    await server.stop();
  }
});
