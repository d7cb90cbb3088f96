/**
 * axe-core (WCAG 2.0/2.1 A and AA, plus best practices, plus the experimental label-in-name rule) on
 * every route of src/routes, at 1280 and 375 px, in English and Chinese, with zero violations and no
 * rule turned off. Each route loads once
 * per language: it is scanned at 1280 px once its real content is in (no skeletons), then the window
 * narrows to 375 px and it is scanned again. Open states that change the page are scanned too: the
 * desktop mega-menu, the phone menu, the date-range picker and a form showing its errors.
 *
 * Ids come from the embedded backend's answers, never hard-coded; the password links are the seeded
 * activation codes (server/seed/generate), only displayed here, never used.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './test';
import { moduleClassSelector } from '../support/css-modules';

const HEADERS = { 'implementation-id': 'complex-web', 'Content-Type': 'application/json' };
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/**
 * WCAG 2.5.3 (label in name): a control's name contains its visible text, so a speech user can say
 * what they see. axe ships the rule as experimental (off unless asked for by name).
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
type Language = 'en' | 'ch';

async function bi<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.post(`/bi/Prod${path}`, { headers: HEADERS, data: {} });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

const CATEGORY_SLUGS: Record<number, string> = {
  1: 'dining',
  2: 'shopping',
  3: 'services_amenities',
};

interface Ids {
  /** A store page of each directory category: '/store_categories/dining/319'. */
  stores: string[];
  evoucher: string;
  explore: string;
  collection: string;
  promotion: string;
  event: string;
  flashSale: string;
  reward: number;
  room: number;
}

async function seededIds(request: APIRequestContext): Promise<Ids> {
  const directories = await bi<{
    Result: { CategoryID: number; Merchants: { MerchantID: string }[] }[];
  }>(request, '/v1/directories');
  const stores = Object.entries(CATEGORY_SLUGS).map(([category, slug]) => {
    const entry = directories.Result.find(
      (candidate) => candidate.CategoryID === Number(category) && candidate.Merchants.length > 0,
    )!;
    return `/store_categories/${slug}/${entry.Merchants[0]!.MerchantID}`;
  });
  const rooms = (await (await request.get('/api/room/', { headers: HEADERS })).json()) as {
    data: { id: number }[];
  };
  return {
    stores,
    evoucher: (await bi<{ Result: { EvoucherID: string }[] }>(request, '/v1/evouchers')).Result[0]!
      .EvoucherID,
    explore: (await bi<{ Result: { ExploreID: string }[] }>(request, '/v1/explores')).Result[0]!
      .ExploreID,
    collection: (await bi<{ Result: { CollectionID: string }[] }>(request, '/v1/collections'))
      .Result[0]!.CollectionID,
    promotion: (await bi<{ Result: { HappeningID: string }[] }>(request, '/v1/promotions'))
      .Result[0]!.HappeningID,
    event: (await bi<{ Result: { EventID: string }[] }>(request, '/v1/events')).Result[0]!.EventID,
    flashSale: (
      await bi<{ Result: { data: { flashsales: { FlashSalesID: string }[] } } }>(
        request,
        '/v1/flashsales',
      )
    ).Result.data.flashsales[0]!.FlashSalesID,
    reward: (await bi<{ Result: { rewards: { id: number }[] } }>(request, '/v1/rewards')).Result
      .rewards[0]!.id,
    room: rooms.data[0]!.id,
  };
}

/** Every route of src/routes, with the ids it needs, in groups of about equal scanning time. */
function routeGroups(ids: Ids): string[][] {
  const all = routes(ids);
  return [all.slice(0, 7), all.slice(7, 16), all.slice(16, 27), all.slice(27)];
}

function routes(ids: Ids): string[] {
  return [
    '/',
    '/store_categories/dining',
    '/store_categories/shopping',
    '/store_categories/services_amenities',
    ...ids.stores,
    '/participating-merchant',
    '/evouchers',
    `/evouchers/${ids.evoucher}`,
    '/explore',
    `/explore/${ids.explore}`,
    '/collections',
    `/collections/${ids.collection}`,
    '/promotions',
    `/promotions/${ids.promotion}`,
    '/promotion',
    `/promotion/${ids.promotion}`,
    '/events',
    `/events/${ids.event}`,
    '/flash_sale',
    `/flash_sale/${ids.flashSale}`,
    '/rewards-catalogue',
    '/reward-detail',
    `/reward-detail/${ids.reward}`,
    '/getting_here',
    '/faq',
    '/search?q=a',
    '/search?q=zzqqxxyy',
    '/contact',
    '/booking',
    `/booking/${ids.room}`,
    '/map',
    // Any code: the form is drawn the same before it is sent (real codes are random per database).
    '/reset-password?code=RESET-EXAMPLECODE00000',
    '/set-password?code=SET-EXAMPLECODE00000&id=1&EmailFrom=registered%40example.com',
    '/reset-password',
    '/about_us',
    '/attractions',
    '/404',
    '/no-such-page-anywhere',
  ];
}

/** The route patterns of src/routes ('/booking/$roomId'), from its file names. */
function routePatterns(): string[] {
  const root = join(process.cwd(), 'src/routes');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !file.endsWith('__root.tsx'),
  );
  return files.map((file) => {
    const path = `/${file.replace(/\\/g, '/').replace(/\.tsx$/, '')}`;
    return path.replace(/\/index$/, '') || '/';
  });
}

function matchesPattern(path: string, pattern: string): boolean {
  const regex = pattern.replace(/\$[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${regex}$`).test(path.split('?')[0]!);
}

/** Any CSS module class naming a skeleton, in any case: the placeholders. */
const SKELETONS = moduleClassSelector((name) => /skeleton/i.test(name));

/**
 * Waits for the page's own content: its h1, no placeholder left, and the fonts loaded.
 */
async function waitForContent(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator(SKELETONS)).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The violations axe finds on the page as it is. Legacy mode runs axe in the page itself instead of
 * gathering frames into a fresh blank page (the site renders no frames), and only violations are
 * collected: together they halve the time of a scan, which keeps this spec within CI's budget.
 */
async function violations(page: Page, label: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(TAGS)
    .options({ resultTypes: ['violations'], rules: EXTRA_RULES })
    .analyze();
  return result.violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.help}): ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
        .join(' | ')}`,
  );
}

/** Switches the language as a visitor does, with the header's EN / 中文 buttons. */
async function chooseLanguage(page: Page, language: Language) {
  if (language === 'en') return;
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
}

test.use({ reducedMotion: 'reduce', viewport: DESKTOP });
// Independent pages: two local workers may share them; CI runs one worker anyway.
test.describe.configure({ mode: 'parallel' });

let ids: Ids;
test.beforeAll(async ({ request }) => {
  ids = await seededIds(request);
});

/** Routes that only redirect: covered by where they lead, which is scanned. */
const REDIRECTS = [{ from: '/store_categories', to: '/store_categories/dining' }];

test('the list covers every route of src/routes', async ({ page }) => {
  for (const redirect of REDIRECTS) {
    await page.goto(redirect.from);
    await expect(page).toHaveURL(new RegExp(`${redirect.to}$`));
  }
  const paths = [...routes(ids), ...REDIRECTS.map((redirect) => redirect.from)];
  const uncovered = routePatterns().filter(
    (pattern) => !paths.some((path) => matchesPattern(path, pattern)),
  );
  expect(uncovered).toEqual([]);
});

for (const language of ['en', 'ch'] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'Chinese'}`, () => {
    for (const group of [0, 1, 2, 3]) {
      test(`routes, group ${group + 1} of 4, at 1280 and 375 px have no violations`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        await page.goto('/404');
        await chooseLanguage(page, language);
        const found: string[] = [];
        for (const path of routeGroups(ids)[group]!) {
          await page.setViewportSize(DESKTOP);
          await page.goto(path);
          await waitForContent(page);
          found.push(...(await violations(page, `${path} at 1280`)));
          await page.setViewportSize(PHONE);
          await waitForContent(page);
          found.push(...(await violations(page, `${path} at 375`)));
        }
        expect(found).toEqual([]);
      });
    }

    test('open menus, the date-range picker and a form with errors have no violations', async ({
      page,
    }) => {
      await page.goto('/');
      await chooseLanguage(page, language);
      const names =
        language === 'en'
          ? { retail: 'Retail', menu: 'Menu', checkIn: 'Check-in', send: 'Send message' }
          : { retail: '购物', menu: '菜单', checkIn: '入住', send: '发送' };
      const found: string[] = [];

      await waitForContent(page);
      await page.getByRole('button', { name: names.retail }).click();
      await expect(page.locator('#submenu-retail')).toBeVisible();
      found.push(...(await violations(page, 'mega-menu open at 1280')));
      await page.keyboard.press('Escape');

      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: names.menu, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await violations(page, 'phone menu open')));
      await page.getByRole('dialog').getByRole('button', { name: names.retail }).click();
      await expect(page.locator('#submenu-retail')).toBeVisible();
      found.push(...(await violations(page, 'phone menu sub-level open')));
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await page.goto(`/booking/${ids.room}`);
        await waitForContent(page);
        await page.getByRole('button', { name: names.checkIn, exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expect(page.getByRole('grid').first()).toBeVisible();
        found.push(...(await violations(page, `date-range picker open at ${viewport.width}`)));

        await page.goto('/contact');
        await waitForContent(page);
        await page.getByRole('button', { name: new RegExp(names.send) }).click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        found.push(...(await violations(page, `contact form with errors at ${viewport.width}`)));
      }
      expect(found).toEqual([]);
    });
  });
}
