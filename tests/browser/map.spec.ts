/**
 * The mall map with no signal: each test visits the site once online (the service worker installs,
 * takes control and fetches the map and the directory), then switches the network off and only
 * then uses the map — deep link from a store page, a route from a carpark lobby, find my car.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from './test';
import { CACHE_NAMES } from '../../src/shared/cache-names';
import { mapRoute } from '../../src/shared/contracts/map';
import { moduleClassSelector } from '../support/css-modules';

/** Fixed seed merchant 2: Meridian Optical, #02-105, Tower 1 (server/seed/generate.ts). */
const STORE = {
  id: '2',
  name: 'Meridian Optical',
  unit: '#02-105',
  level: 'Level 2',
  levelId: '02',
  page: '/store_categories/shopping/2',
};

/**
 * Contexts opened by the journeys, closed after each test: left open, every earlier journey's
 * offline page and worker stayed alive in the worker's browser, and each test in the file ran
 * slower than the one before (16 s, then 56 s, then 60-90 s with two workers).
 */
const openContexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(openContexts.splice(0).map((context) => context.close()));
});

async function offlineAfterOneVisit(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    timezoneId: 'America/New_York',
    locale: 'en-SG',
  });
  openContexts.push(context);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  // The worker fetches the map and the directory at install: wait until both are cached.
  await page.waitForFunction(
    async ({ content, data, mapPath }) => {
      const [map, lists] = await Promise.all([
        caches.open(content).then((cache) => cache.keys()),
        caches.open(data).then((cache) => cache.keys()),
      ]);
      return (
        map.some((request) => new URL(request.url).pathname === mapPath) &&
        lists.some((request) => request.url.includes('/v1/directories'))
      );
    },
    { content: CACHE_NAMES.content, data: CACHE_NAMES.data, mapPath: mapRoute.path },
    { timeout: 30_000 },
  );
  await context.setOffline(true);
  return page;
}

const plan = (page: Page) => page.getByRole('img', { name: /^Floor plan of / });

test.describe('the map offline', () => {
  test('"Show on map" on a store page highlights the store on its level', async ({ browser }) => {
    const page = await offlineAfterOneVisit(browser);
    await page.goto(STORE.page);
    await expect(page.getByRole('heading', { level: 1, name: STORE.name })).toBeVisible();
    await page.getByRole('link', { name: 'Show on map' }).click();

    await expect(page).toHaveURL(new RegExp(`/map\\?store=${STORE.id}`));
    await expect(page.getByRole('tab', { name: STORE.level })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(plan(page)).toHaveAccessibleName(
      new RegExp(`^Floor plan of ${STORE.level}: \\d+ stores`),
    );
    await expect(page.locator('svg[data-level]')).toHaveAttribute(
      'data-selected',
      `unit:${STORE.unit}`,
    );
    const card = page.getByRole('region', { name: STORE.name });
    await expect(card).toContainText(`${STORE.unit} · Tower 1 · ${STORE.level}`);
    await expect(card.locator('[data-state]')).toBeVisible(); // the open-status badge

    // Centred: the highlighted shop sits in the middle of the plan.
    const box = await plan(page).boundingBox();
    const shop = await page
      .locator(`svg[data-level] ${moduleClassSelector((name) => name === 'selectedUnit')} path`)
      .boundingBox();
    expect(box && shop).toBeTruthy();
    expect(Math.abs(shop!.x + shop!.width / 2 - (box!.x + box!.width / 2))).toBeLessThan(
      box!.width / 4,
    );
    expect(Math.abs(shop!.y + shop!.height / 2 - (box!.y + box!.height / 2))).toBeLessThan(
      box!.height / 4,
    );
  });

  test('routes from a carpark lift lobby to the store, with text steps, also step-free', async ({
    browser,
  }) => {
    const page = await offlineAfterOneVisit(browser);
    await page.goto(`/map?store=${STORE.id}`);
    await page
      .getByRole('region', { name: STORE.name })
      .getByRole('button', { name: 'Route here' })
      .click();

    const from = page.getByRole('combobox', { name: 'From', exact: true });
    await expect(from).toBeFocused();
    await from.fill('lobby tower 1');
    await page.getByRole('option', { name: /Carpark lift lobby · Tower 1 · Basement 2/ }).click();

    await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue(STORE.name);
    const steps = page.getByRole('list').filter({ hasText: `Arrive at ${STORE.name}` });
    await expect(steps.getByRole('listitem').first()).toHaveText(/^Walk \d+ m to Lift L\d+/);
    await expect(steps).toContainText(
      /Take lift L\d+ up to Level 2|Take the escalator up to Level 2/,
    );
    await expect(
      page.getByRole('status').filter({ hasText: /About \d+ min · \d+ m on foot/ }),
    ).toBeVisible();
    // The map shows where the route starts: Basement 2, with the level change marked.
    await expect(page.getByRole('tab', { name: 'Basement 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.locator('svg[data-level="B2"]')).toContainText(/Lift L\d+ to 02/);

    await page.getByRole('checkbox', { name: /Step-free/ }).check();
    await expect(page.getByRole('status').filter({ hasText: 'step-free' })).toBeVisible();
    await expect(steps).not.toContainText('escalator');
  });

  test('find my car: saved on the device, still there after a reload, and a route back to it', async ({
    browser,
  }) => {
    const page = await offlineAfterOneVisit(browser, { width: 375, height: 812 });
    await page.goto('/map');
    await page.getByRole('tab', { name: 'My car' }).click();
    await page
      .getByRole('combobox', { name: 'Carpark level' })
      .selectOption({ label: 'Basement 2' });
    await page.getByRole('combobox', { name: 'Zone' }).selectOption({ label: 'Zone C (Green)' });
    await page.getByRole('textbox', { name: 'Bay number (optional)' }).fill('214');
    await page.getByRole('button', { name: 'Save my parking spot' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your car: B2 Zone C (Green), bay 214' }),
    ).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'My car' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your car: B2 Zone C (Green), bay 214' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Basement 2' })).toBeVisible();

    await page.getByRole('button', { name: 'Route to my car' }).click();
    const from = page.getByRole('combobox', { name: 'From', exact: true });
    await from.fill(STORE.name);
    await page.getByRole('option', { name: new RegExp(STORE.name) }).click();
    const steps = page.getByRole('list').filter({ hasText: 'Arrive at B2 Zone C (Green)' });
    await expect(steps).toContainText('down to Basement 2');
    await expect(page.getByRole('tab', { name: STORE.level })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('keyboard and screen-reader users reach the same map: tabs, keys, the level list', async ({
    browser,
  }) => {
    const page = await offlineAfterOneVisit(browser);
    await page.goto('/map');
    const ground = page.getByRole('tab', { name: 'Level 1', exact: true });
    await expect(ground).toHaveAttribute('aria-selected', 'true');
    await ground.focus();
    await page.keyboard.press('ArrowRight');
    const basement = page.getByRole('tab', { name: 'Basement 1' });
    await expect(basement).toHaveAttribute('aria-selected', 'true');
    await expect(basement).toBeFocused();

    // The plan itself: one focusable panel with its own pan and zoom keys.
    const panel = page.getByRole('tabpanel', { name: 'Basement 1' });
    await expect(plan(page)).toHaveAccessibleName(
      /^Floor plan of Basement 1: \d+ stores and \d+ amenities/,
    );
    const viewBox = () => page.locator('svg[data-level]').getAttribute('viewBox');
    const before = (await viewBox())!.split(' ').map(Number);
    await panel.focus();
    await page.keyboard.press('+');
    const zoomed = (await viewBox())!.split(' ').map(Number);
    expect(zoomed[2]).toBeLessThan(before[2]!);
    await page.keyboard.press('ArrowLeft');
    expect((await viewBox())!.split(' ').map(Number)[0]).toBeLessThan(zoomed[0]!);

    // The level's list names every store and amenity, each with "Route here".
    await page.getByRole('tab', { name: 'This level' }).click();
    await expect(
      page.getByRole('heading', { name: 'Basement 1: stores and amenities' }),
    ).toBeVisible();
    const routeHere = page.getByRole('button', { name: /^Route here: / });
    expect(await routeHere.count()).toBeGreaterThan(50);
    const name = (await routeHere.first().getAttribute('aria-label'))!.replace(/^Route here: /, '');
    await routeHere.first().click();
    await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue(name);

    const results = await new AxeBuilder({ page }).include('#main').analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
});
