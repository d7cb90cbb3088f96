/**
 * A first visit does not wait for the app to ask for the page's data: the server sends the
 * answers to the page's first calls with the page (server/pages/page-html.ts), and the app takes
 * them instead of calling. Each page here shows its data without making those calls itself, which
 * also shows that the server's list of first calls still matches what the app sends.
 */
import { expect, test, type Page } from './test';
import { undrawnAsTheWorkersCopy } from './page-without-answers';

// Calls must be the page's own, not answered by a worker left from another test.
test.use({ serviceWorkers: 'block' });

/** Backend calls the page makes, as `METHOD path`. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (/^\/(bi|api|endpoint)\//.test(pathname))
      calls.push(`${request.method()} ${pathname}${search}`);
  });
  return calls;
}

const PAGES: { path: string; shows: (page: Page) => Promise<void>; answered: string[] }[] = [
  {
    path: '/',
    shows: async (page) => {
      await expect(
        page.getByRole('region', { name: 'Highlights' }).getByRole('img').first(),
      ).toBeVisible();
      await expect(page.locator('main').getByRole('link', { name: /./ }).nth(12)).toBeVisible();
    },
    answered: [
      'GET /api/content/?type=home-banner',
      'POST /bi/Prod/v1/promotions',
      'POST /bi/Prod/v1/events',
    ],
  },
  {
    path: '/store_categories/dining',
    shows: (page) =>
      expect(page.getByRole('status').filter({ hasText: /^\d+ stores$/ })).toBeVisible(),
    answered: ['POST /bi/Prod/v1/directories'],
  },
  {
    path: '/store_categories/dining/319',
    shows: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Cascade Coffee' })).toBeVisible(),
    answered: ['POST /bi/Prod/v1/directories', 'POST /bi/Prod/v1/directory-details'],
  },
  {
    path: '/promotions',
    shows: (page) =>
      expect(
        page.getByRole('list', { name: 'Promotions' }).getByRole('listitem').first(),
      ).toBeVisible(),
    answered: ['POST /bi/Prod/v1/promotions'],
  },
  {
    path: '/events/1',
    shows: (page) => expect(page.getByRole('heading', { level: 1 })).not.toHaveText(''),
    answered: ['POST /bi/Prod/v1/event-details'],
  },
  {
    path: '/booking/1',
    shows: (page) => expect(page.getByRole('form', { name: 'Book this room' })).toBeVisible(),
    answered: ['GET /api/room/1'],
  },
  {
    path: '/search?q=cascade',
    shows: (page) =>
      expect(page.getByRole('link', { name: /Cascade Coffee/ }).first()).toBeVisible(),
    answered: ['POST /bi/Prod/v1/global-search'],
  },
];

for (const { path, shows, answered } of PAGES) {
  test(`${path} shows its data without calling ${answered.join(', ')}`, async ({ page }) => {
    const calls = recordCalls(page);
    await page.goto(path);
    await shows(page);
    for (const call of answered) expect(calls).not.toContain(call);
  });
}

test("a page that came without answers (the worker's copy) calls the backend itself", async ({
  page,
}) => {
  await undrawnAsTheWorkersCopy(page);
  const calls = recordCalls(page);
  await page.goto('/store_categories/dining');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ stores$/ })).toBeVisible();
  expect(calls).toContain('POST /bi/Prod/v1/directories');
});

test('with slow data, the frame shows first and the page follows when the data comes', async ({
  page,
}) => {
  await undrawnAsTheWorkersCopy(page);
  let calls = 0;
  await page.route('**/bi/Prod/v1/directories', async (route) => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto('/store_categories/dining');
  // The frame does not wait for the directory (it shows after at most a second)...
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 2500 });
  await expect(page.getByRole('status').filter({ hasText: /^\d+ stores$/ })).toHaveCount(0);
  // ...and the list arrives from the one call in flight, not a second one.
  await expect(page.getByRole('status').filter({ hasText: /^\d+ stores$/ })).toBeVisible();
  expect(calls).toBe(1);
});
