/**
 * The main journeys with the site in upstream mode (DATA_SOURCE=upstream) in front of the fake of
 * the complex's backends (tests/fake-backends): answers shaped as the live API's, detail calls that
 * answer a list, a keyed set, or not at all, images on another origin, and an outage, the last
 * one outliving a restart of the site. The site runs one serving process per core, as `npm start`
 * does. The journeys run one after another: the last starts a site of its own, whose start would
 * otherwise slow the others' pages past the server's render limit on a two-core machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAKE_BACKENDS_PORT } from '../../../playwright.config';
import { createFakeBackends, upstreamEnv } from '../../fake-backends/server';
import { freePort } from '../../support/server/server-process';
import { expect, test, type Page } from '../test';
import {
  processesServing,
  servingProcesses,
  startSite,
  stopSite,
  warmUpsBeforeReady,
} from './own-site';

const FAKE = `http://localhost:${FAKE_BACKENDS_PORT}`;

async function fake(path: string, data: unknown): Promise<void> {
  const response = await fetch(`${FAKE}/__fake/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
  expect(response.ok).toBe(true);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** What the pages say while they show the kept information of failing backends. */
const AGE_NOTE =
  /The complex’s systems are not answering · showing information from (just now|\d+ min ago)/;

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await fake('reset', {});
});

test('home, the three directory categories and stores from the live API shapes', async ({
  page,
}) => {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /unexpected shape|schema/i.test(message.text()))
      failures.push(message.text());
  });
  // Pages are drawn by the server in upstream mode too, from the gateway's answers.
  const home = await page.goto('/');
  expect(await home?.text()).toContain('data-server-drawn');
  await expect(page.getByText('Year-End Festival').first()).toBeVisible();

  for (const [path, store] of [
    ['/store_categories/dining', 'Kopi Corner'],
    ['/store_categories/shopping', 'Threadline'],
    ['/store_categories/services_amenities', 'Swift Laundry'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: new RegExp(store) }).first()).toBeVisible();
  }
  // Listed under three sub-categories and as a partner, shown once.
  await page.goto('/store_categories/dining');
  await expect(page.getByRole('link', { name: /Harbour Noodle Bar/ })).toHaveCount(1);

  // No hours data: never open or closed; the hours text the API gave is shown as it is.
  const store = await page.goto('/store_categories/dining/5000');
  expect(await store?.text()).toMatch(/data-server-drawn[^>]*>[\s\S]*Harbour Noodle Bar/);
  await expect(heading(page, 'Harbour Noodle Bar')).toBeVisible();
  await expect(page.getByText('Daily 11am to 10pm')).toBeVisible();
  await expect(page.getByText(/^(Open now|Closed|Opens)/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Show on map' })).toBeVisible();

  // A store with no unit number: listed, and says it is not on the map yet.
  await page.goto('/store_categories/services_amenities');
  await page
    .getByRole('link', { name: /Brow Bar/ })
    .first()
    .click();
  await expect(heading(page, 'Brow Bar')).toBeVisible();
  await expect(page.getByText('Not on the map yet')).toBeVisible();
  await expect(page.getByText('Opening hours are not published yet')).toBeVisible();
  expect(failures).toEqual([]);
});

test('a broken or missing image URL shows the generated artwork', async ({ page }) => {
  // Reached from the list, so the image fails after hydration (a failure before it, on a page the
  // server drew, is the server-drawn image fallback's to catch).
  await page.goto('/store_categories/shopping');
  await page
    .getByRole('link', { name: /Threadline/ })
    .first()
    .click();
  await expect(heading(page, 'Threadline')).toBeVisible();
  // Its logo URL answers 404: the monogram takes its place, no broken image is left.
  await expect(page.locator('main img[src*="broken-5003"]')).toHaveCount(0);
  await expect(page.locator('main').getByText('T', { exact: true }).first()).toBeVisible();
  // A real image of the backends' image host is allowed by the CSP and shown.
  await page.goto('/store_categories/dining/5000');
  const logo = page.locator('main img[src$="logo-5000.svg"]').first();
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('event, promotion and reward pages whatever their detail call answers', async ({ page }) => {
  // The event detail call answers the whole list; the page finds its event in it.
  await page.goto('/events');
  await page.getByRole('link', { name: 'Durian Fair' }).first().click();
  await expect(heading(page, 'Durian Fair')).toBeVisible();
  await page.goto('/events/703');
  await expect(heading(page, 'Durian Fair')).toBeVisible();

  // The promotion detail call answers a keyed set.
  await page.goto('/promotions');
  await page
    .getByRole('link', { name: /Members Day Treats/ })
    .first()
    .click();
  await expect(heading(page, 'Members Day Treats')).toBeVisible();

  // The backend has no reward detail call at all: the page comes from the rewards list. The
  // detail call's 404 is expected: the app logs no error for a monitoring tool to count. (The
  // browser's own line for a resource answered 404 is left out: it is the browser's network log,
  // which no script on the page writes or sees.)
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    const browsersNetworkLog =
      message.text().startsWith('Failed to load resource:') &&
      message.location().url.endsWith('/v1/reward-details');
    if (message.type() === 'error' && !browsersNetworkLog) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const detailAnswer = page.waitForResponse((response) =>
    response.url().endsWith('/v1/reward-details'),
  );
  await page.goto('/rewards-catalogue');
  await page
    .getByRole('link', { name: /Free Parking/ })
    .first()
    .click();
  await expect(heading(page, 'Free Parking (3 h)')).toBeVisible();
  expect((await detailAnswer).status()).toBe(404);
  expect(consoleErrors).toEqual([]);
  await page.goto('/reward-detail/41');
  await expect(heading(page, 'Free Parking (3 h)')).toBeVisible();

  // An id in neither: the not-found page, not a shape error.
  await page.goto('/events/999999');
  await expect(page.getByText(/could not be found|Not found/i).first()).toBeVisible();
});

test('search and the contact form go through the site to the backends', async ({ page }) => {
  await page.goto('/search?q=kopi');
  await expect(page.getByRole('link', { name: /Kopi Corner/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /1-for-1 Kopi/ }).first()).toBeVisible();

  await page.goto('/contact');
  const subject = page.getByLabel('Subject');
  await expect(subject.locator('option')).not.toHaveCount(1);
  await subject.selectOption({ label: 'General enquiry' });
  await page.getByLabel('First name').fill('Mei Ling');
  await page.getByLabel('Last name').fill('Tan');
  await page.getByLabel('Mobile number').fill('91234567');
  await page.getByLabel('Email', { exact: true }).fill('mei@example.org');
  await page.getByRole('textbox', { name: 'Message' }).fill('Where is the taxi stand?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, we have received your message' }),
  ).toBeVisible();
});

test('offline in the carpark: the directory and a store still show', async ({ page, context }) => {
  await page.goto('/store_categories/dining');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto('/store_categories/dining/5001');
  await expect(heading(page, 'Kopi Corner')).toBeVisible();
  await context.setOffline(true);
  try {
    await page.goto('/store_categories/dining');
    await expect(page.getByRole('link', { name: /Kopi Corner/ }).first()).toBeVisible();
    await page
      .getByRole('link', { name: /Kopi Corner/ })
      .first()
      .click();
    await expect(heading(page, 'Kopi Corner')).toBeVisible();
    await expect(page.getByText(/#02-307/).first()).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('when the backends fail, pages show the kept information and say how old it is', async ({
  page,
  browser,
}) => {
  await page.goto('/events');
  await expect(page.getByRole('link', { name: 'Durian Fair' }).first()).toBeVisible();
  await fake('behaviour', { path: '', failure: 'http500' });
  // Past the server's fresh period (UPSTREAM_MAX_FRESH_SECONDS=1 for this server).
  await page.waitForTimeout(1500);
  // The first call after the backends fail gets the kept copy and starts the refresh that fails,
  // which marks the copy kept in the database for every serving process.
  await page.request.post('/bi/Prod/v1/events', {
    headers: { 'implementation-id': 'complex-web', 'content-type': 'application/json' },
    data: {},
  });
  // The mark is written, and the other serving process has looked for it (once a second).
  await page.waitForTimeout(1500);
  // A visitor new to the site: nothing on the device, so the page is the server's kept copy.
  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    // A kept copy is not carried in the page as if it were new: the page goes out undrawn, and
    // the browser's own call gets the copy with its age.
    const sent = await visitor.goto('/events');
    expect(await sent?.text()).not.toContain('data-server-drawn');
    await expect(visitor.getByRole('link', { name: 'Durian Fair' }).first()).toBeVisible();
    await expect(visitor.getByRole('status')).toContainText(AGE_NOTE);
  } finally {
    await context.close();
    await fake('reset', {});
  }
});

// Fake backends and a site of its own: it stops the one and restarts the other.
test('after a restart during an outage every serving process serves the kept pages with their age', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'outage-restart-'));
  const fakePort = await freePort();
  const fakeOrigin = `http://127.0.0.1:${fakePort}`;
  const fake = await createFakeBackends({ imageOrigin: fakeOrigin });
  await fake.app.listen({ host: '127.0.0.1', port: fakePort });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...upstreamEnv(fakeOrigin),
    PORT: String(port),
    DATABASE_PATH: join(dir, 'complex.sqlite'),
    // Every answer is soon past its fresh second: after the restart the backends must be asked.
    UPSTREAM_MAX_FRESH_SECONDS: '1',
  };
  let site = await startSite(env);
  try {
    // Each serving process warmed its page renderer before the site said it was ready.
    expect(warmUpsBeforeReady(site)).toBe(servingProcesses(site));
    const pages = [
      ['/events', 'Durian Fair'],
      ['/store_categories/dining/5001', 'Kopi Corner'],
    ] as const;
    // Visitors while the backends answer: the answers are kept in the database.
    const before = await browser.newContext();
    const page = await before.newPage();
    for (const [path, text] of pages) {
      await page.goto(origin + path);
      await expect(page.getByText(text).first()).toBeVisible();
    }
    await before.close();

    await fake.app.close(); // the backends stop: connections are refused
    await stopSite(site); // and the site restarts while they are down
    site = await startSite(env);

    // New visitors, each on new connections, which the supervisor hands to its processes in
    // turn: at least four, and until both processes have served the page.
    for (
      let visitor = 0;
      visitor < 4 || (processesServing(site, '/events').size < 2 && visitor < 12);
      visitor += 1
    ) {
      const context = await browser.newContext();
      try {
        const visit = await context.newPage();
        for (const [path, text] of pages) {
          await visit.goto(origin + path);
          await expect(visit.getByText(text).first()).toBeVisible();
          await expect(visit.getByRole('status')).toContainText(AGE_NOTE);
        }
      } finally {
        await context.close();
      }
    }
    // Both serving processes served it.
    expect(processesServing(site, '/events').size).toBe(2);
  } finally {
    await stopSite(site);
    await fake.app.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
});
