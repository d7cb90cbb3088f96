/**
 * A network that takes requests and never answers (one bar in a basement, a captive Wi-Fi) while
 * the browser says it is online. The service worker answers from its caches, at once for the lists
 * it keeps stale-while-revalidate, after its network timeout for the floor plans (network first),
 * and the banner says how old that saved data really is: the time the worker got it, not the time
 * it gave it to the page.
 *
 * The page's clock is Playwright's, started at the real time: Playwright's clock does not reach
 * service workers, which keep the machine's (on a phone, page and worker share one clock). The
 * worker keeps its answers at that time; the page's clock then moves on three hours.
 */
import { expect, test, type Page, type Route } from './test';

const THREE_HOURS = 3 * 60 * 60 * 1000;

/** Requests to the site's API are taken and never answered. */
async function hangTheNetwork(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  const hold = (route: Route) => void held.push(route);
  for (const path of ['**/bi/**', '**/api/**', '**/endpoint/**'])
    await page.context().route(path, hold);
  return held;
}

/** The data-age banner (pages have live regions of their own, such as a map loading). */
const banner = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Offline|离线|not answering|无响应/ });

test('the network hangs while the browser says online: the banner says how old the saved data is', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const cachedAt = Date.now();
  await page.clock.install({ time: cachedAt });

  await test.step('a first visit: the worker keeps the lists and the floor plans', async () => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    await expect(banner(page)).toHaveCount(0);
  });

  const held = await hangTheNetwork(page);
  await page.clock.setSystemTime(cachedAt + THREE_HOURS);

  await test.step('three hours on, getting here (never opened) comes from the worker', async () => {
    await page.goto('/getting_here');
    await expect(page.getByRole('heading', { level: 1, name: 'Getting here' })).toBeVisible();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    // The worker's refresh behind its answer hangs: past its network timeout, the page hears so.
    await expect(banner(page)).toHaveText('Offline · showing data updated 3 hours ago', {
      timeout: 15_000,
    });
    expect(held.length).toBeGreaterThan(0);
  });

  await test.step('in Chinese, the floor plans from the worker after its network timeout', async () => {
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: '中文' })
      .click();
    await expect(banner(page)).toHaveText('离线 · 正在显示3小时前更新的数据');
    await page.goto('/map');
    await expect(page.getByRole('heading', { level: 1, name: '商场地图' })).toBeVisible();
    // The floor plans wait for the worker's network timeout, then come from its cache.
    await expect(page.getByText('正在加载地图')).toHaveCount(0, { timeout: 20_000 });
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(banner(page)).toHaveText('离线 · 正在显示3小时前更新的数据', { timeout: 15_000 });
  });
});
