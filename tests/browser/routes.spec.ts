/**
 * Every route of the promotions, events, flash sales, rewards, getting-here, FAQ and CMS pages, at
 * phone (375 px) and desktop (1280 px) widths: each shows its real content from the embedded
 * backend under its own h1 and title, and never scrolls sideways. Ids and titles come from the
 * backend's answers, never hard-coded.
 */
import { expect, test, type APIRequestContext, type Page } from './test';

const HEADERS = { 'implementation-id': 'complex-web', 'Content-Type': 'application/json' };
const WIDTHS = [375, 1280] as const;

/** Pages served by the CMS catch-all: the menus' paths without a route of their own, and the spec's content pages. */
const CMS_PATHS = [
  '/tourist_privileges',
  '/about_us',
  '/about_suntec_plus',
  '/attractions',
  '/tourist_privileges_eng',
  '/tourist_privileges_chinese',
  '/tour-bus',
  '/eats',
  '/fountain-of-wealth',
  '/suntec_website',
  '/privacy-policy',
  '/terms-and-conditions',
  '/merge-account',
];

interface Expectation {
  path: string;
  /** The page's h1. */
  heading: string | RegExp;
  /** Text of real content that must appear below it. */
  content: string;
}

async function post<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.post(`/bi/Prod${path}`, { headers: HEADERS, data: {} });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

async function expectations(request: APIRequestContext): Promise<Expectation[]> {
  const promotions = (
    await post<{ Result: { HappeningID: string; Title: string }[] }>(request, '/v1/promotions')
  ).Result;
  const events = (
    await post<{ Result: { EventID: string; Title: string }[] }>(request, '/v1/events')
  ).Result;
  const sales = (
    await post<{ Result: { data: { flashsales: { FlashSalesID: string; Title: string }[] } } }>(
      request,
      '/v1/flashsales',
    )
  ).Result.data.flashsales;
  const rewards = (
    await post<{ Result: { rewards: { id: number; name: string }[] } }>(request, '/v1/rewards')
  ).Result.rewards;
  const gettingThere = (
    await post<{ data: { Result: { Mrt: { Station: string }[] } } }>(request, '/v1/getting-there')
  ).data.Result;
  const faqs = (await post<{ Result: { Question: string }[] }>(request, '/v1/faqs')).Result;
  const promotion = promotions[0]!;
  const event = events[0]!;
  const sale = sales[0]!;
  const reward = rewards[0]!;

  const cms: Expectation[] = [];
  for (const path of CMS_PATHS) {
    const response = await request.get(`/api/pageBuilder/detail/?slug=${path.slice(1)}`, {
      headers: HEADERS,
    });
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as {
      data: { title: string; blocks: { type: string; title?: string; html?: string }[] };
    };
    // The banner's headline, or the first run of text in the first HTML block.
    const firstText =
      page.data.blocks
        .map((b) => b.title ?? b.html?.match(/>([^<&]{4,})</)?.[1]?.trim() ?? '')
        .find(Boolean) ?? '';
    cms.push({ path, heading: page.data.title, content: firstText });
  }

  return [
    { path: '/promotions', heading: 'Promotions', content: promotions.find((p) => p.Title)!.Title },
    {
      path: `/promotions/${promotion.HappeningID}`,
      heading: promotion.Title,
      content: 'Add to calendar',
    },
    { path: '/promotion', heading: 'Promotions', content: promotion.Title },
    {
      path: `/promotion/${promotion.HappeningID}`,
      heading: promotion.Title,
      content: 'Add to calendar',
    },
    { path: '/events', heading: 'Events', content: events.find((e) => e.Title)!.Title },
    { path: `/events/${event.EventID}`, heading: event.Title, content: 'Add to calendar' },
    { path: '/flash_sale', heading: 'Flash sales', content: sale.Title },
    { path: `/flash_sale/${sale.FlashSalesID}`, heading: sale.Title, content: 'Share' },
    { path: '/rewards-catalogue', heading: 'Rewards catalogue', content: reward.name },
    { path: `/reward-detail/${reward.id}`, heading: reward.name, content: 'Terms and conditions' },
    { path: '/reward-detail', heading: 'Choose a reward', content: 'Browse the rewards catalogue' },
    { path: '/getting_here', heading: 'Getting here', content: gettingThere.Mrt[0]!.Station },
    { path: '/faq', heading: 'Frequently asked questions', content: faqs[0]!.Question },
    // Live parking since issue 36, with the CMS page it was (rates, entrances, privileges) below.
    { path: '/parking', heading: 'Parking', content: 'Parking privileges' },
    ...cms,
  ];
}

async function expectPage(page: Page, expected: Expectation) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.heading);
  await expect(
    page.getByRole('main').getByText(expected.content, { exact: false }).first(),
  ).toBeVisible();
  const title = typeof expected.heading === 'string' ? expected.heading : '';
  await expect(page).toHaveTitle(
    new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* \\| Suntec City$`),
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(
    0,
  );
}

test.describe('every route of promotions, events, flash sales, rewards, getting here, FAQ and CMS pages', () => {
  let all: Expectation[] = [];
  test.beforeAll(async ({ request }) => {
    all = await expectations(request);
  });

  test('covers every route of the brief', () => {
    const paths = all.map((e) => e.path.replace(/\/\d+$/, '/{id}'));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/promotions',
        '/promotions/{id}',
        '/promotion',
        '/promotion/{id}',
        '/events',
        '/events/{id}',
        '/flash_sale',
        '/flash_sale/{id}',
        '/rewards-catalogue',
        '/reward-detail',
        '/reward-detail/{id}',
        '/getting_here',
        '/faq',
        '/parking',
        ...CMS_PATHS,
      ]),
    );
  });

  for (const width of WIDTHS) {
    test(`shows real content on every route at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      for (const expected of all) {
        await test.step(expected.path, async () => {
          await page.goto(expected.path);
          await expectPage(page, expected);
        });
      }
    });
  }

  test('/promotion without an id lands on the promotions list', async ({ page }) => {
    await page.goto('/promotion');
    await expect(page).toHaveURL(/\/promotions$/);
  });
});
