/**
 * Language of parts (WCAG 3.1.2): on a Chinese page, the texts the backend has only in English
 * (an event's details, a promotion's content and terms) or for which it lacks the Chinese (a title
 * without BiTitle, a store without BiAboutStore) are marked lang="en", so a screen reader reads
 * them with an English voice; Chinese texts are not. An English page adds no lang of its own.
 * Each element's language is the one the browser gives it: its nearest `lang`.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './test';
import { undrawnAsTheWorkersCopy } from './page-without-answers';

const HEADERS = { 'implementation-id': 'complex-web', 'Content-Type': 'application/json' };

// Answers are rewritten with page.route; the worker would answer from its cache instead.
test.use({ serviceWorkers: 'block' });

/** The language a screen reader reads the element in: that of its nearest `lang`. */
function languageOf(locator: Locator): Promise<string | undefined> {
  return locator.evaluate(
    (element) => element.closest('[lang]')?.getAttribute('lang') ?? undefined,
  );
}

async function firstResult<T>(
  request: APIRequestContext,
  path: string,
  check: (item: T) => boolean,
): Promise<T> {
  const response = await request.post(`/bi/Prod${path}`, { headers: HEADERS, data: {} });
  const item = ((await response.json()) as { Result: T[] }).Result.find(check);
  if (!item) throw new Error(`No suitable item in ${path}`);
  return item;
}

/** Answers of `url` with every `key` emptied, as the real backend sends a missing translation. */
async function withoutField(page: Page, url: string, key: string): Promise<void> {
  await undrawnAsTheWorkersCopy(page);
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const text = (await response.text()).replaceAll(
      new RegExp(`"${key}":"(?:[^"\\\\]|\\\\.)*"`, 'g'),
      `"${key}":""`,
    );
    await route.fulfill({ response, body: text });
  });
}

/** Opens the page in Chinese, as a visitor who chose it before (the choice lives in localStorage). */
async function chinese(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('lang', 'ch'));
}

interface WireEvent {
  EventID: string;
  Title: string;
  BiTitle: string;
  Location: string;
  ShortDescription: string;
}

test.describe('an event', () => {
  const withTitles = (e: WireEvent) => Boolean(e.BiTitle && e.Location && e.ShortDescription);

  test('in Chinese: Chinese title unmarked, English place, lead, details and terms marked', async ({
    page,
    request,
  }) => {
    const event = await firstResult<WireEvent>(request, '/v1/events', withTitles);
    await chinese(page);
    await page.goto(`/events/${event.EventID}`);
    const title = page.getByRole('heading', { level: 1, name: event.BiTitle });
    await expect(title).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    expect(await languageOf(title)).toBe('zh-Hans');
    await expect(title).not.toHaveAttribute('lang');
    // The lead and the details' first paragraph both say the short description.
    const lead = page.getByText(event.ShortDescription, { exact: true });
    await expect(lead).toHaveCount(2);
    expect(await languageOf(lead.first())).toBe('en');
    expect(await languageOf(lead.last())).toBe('en');
    expect(
      await languageOf(page.getByRole('definition').filter({ hasText: event.Location }).first()),
    ).toBe('en');
    const terms = page.getByRole('region', { name: '条款与细则' });
    expect(await languageOf(terms.getByRole('listitem').first())).toBe('en');
    expect(await languageOf(terms.getByRole('heading'))).toBe('zh-Hans');
  });

  test('in Chinese without BiTitle: the English title is marked', async ({ page, request }) => {
    const event = await firstResult<WireEvent>(request, '/v1/events', withTitles);
    await withoutField(page, '**/v1/event-details', 'BiTitle');
    await chinese(page);
    await page.goto(`/events/${event.EventID}`);
    const title = page.getByRole('heading', { level: 1, name: event.Title });
    await expect(title).toBeVisible();
    await expect(title).toHaveAttribute('lang', 'en');
  });

  test('in English: nothing on the page has a lang of its own', async ({ page, request }) => {
    const event = await firstResult<WireEvent>(request, '/v1/events', withTitles);
    await page.goto(`/events/${event.EventID}`);
    await expect(page.getByRole('heading', { level: 1, name: event.Title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('main').locator('[lang]')).toHaveCount(0);
  });
});

interface WirePromotion {
  HappeningID: string;
  Title: string;
  BiTitle: string;
}

test.describe('a promotion', () => {
  test('in Chinese: Chinese title unmarked, English content and terms marked', async ({
    page,
    request,
  }) => {
    const promotion = await firstResult<WirePromotion>(request, '/v1/promotions', (p) =>
      Boolean(p.BiTitle),
    );
    await chinese(page);
    await page.goto(`/promotions/${promotion.HappeningID}`);
    const title = page.getByRole('heading', { level: 1, name: promotion.BiTitle });
    await expect(title).toBeVisible();
    await expect(title).not.toHaveAttribute('lang');
    expect(await languageOf(title)).toBe('zh-Hans');
    expect(await languageOf(page.getByText('Where:', { exact: true }))).toBe('en');
    const terms = page.getByRole('region', { name: '条款与细则' });
    expect(await languageOf(terms.getByText('Images are for illustration only.'))).toBe('en');
  });

  test('in Chinese, a list card without BiTitle has its English title marked', async ({
    page,
    request,
  }) => {
    const promotion = await firstResult<WirePromotion>(request, '/v1/promotions', (p) =>
      Boolean(p.BiTitle),
    );
    await withoutField(page, '**/v1/promotions', 'BiTitle');
    await chinese(page);
    await page.goto('/promotions');
    const card = page.getByRole('heading', { name: promotion.Title, exact: true });
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('lang', 'en');
  });

  test('in English: nothing on the page has a lang of its own', async ({ page, request }) => {
    const promotion = await firstResult<WirePromotion>(request, '/v1/promotions', (p) =>
      Boolean(p.BiTitle),
    );
    await page.goto(`/promotions/${promotion.HappeningID}`);
    await expect(page.getByRole('heading', { level: 1, name: promotion.Title })).toBeVisible();
    await expect(page.getByRole('main').locator('[lang]')).toHaveCount(0);
  });
});

interface WireMerchant {
  MerchantID: string;
  StoreName: string;
  BiStoreName: string;
  CategoryID: number;
}

async function shop(request: APIRequestContext): Promise<WireMerchant> {
  const response = await request.post('/bi/Prod/v1/directories', { headers: HEADERS, data: {} });
  const payload = (await response.json()) as { Result: { Merchants: WireMerchant[] }[] };
  const merchant = payload.Result.flatMap((entry) => entry.Merchants).find(
    (m) => Number(m.CategoryID) === 2 && m.BiStoreName && m.BiStoreName !== m.StoreName,
  );
  if (!merchant) throw new Error('No shopping store with a Chinese name');
  return merchant;
}

test.describe('a store page', () => {
  const about = (page: Page) =>
    page
      .getByRole('region', { name: /^(简介|About)$/ })
      .getByRole('paragraph')
      .first();

  test('in Chinese with BiAboutStore: the Chinese about text is unmarked', async ({
    page,
    request,
  }) => {
    const store = await shop(request);
    await chinese(page);
    await page.goto(`/store_categories/shopping/${store.MerchantID}`);
    await expect(page.getByRole('heading', { level: 1, name: store.BiStoreName })).toBeVisible();
    await expect(about(page)).toHaveText(/[\u4e00-\u9fff]/);
    await expect(about(page)).not.toHaveAttribute('lang');
    expect(await languageOf(about(page))).toBe('zh-Hans');
  });

  test('in Chinese without BiAboutStore: the English about text is marked', async ({
    page,
    request,
  }) => {
    const store = await shop(request);
    await withoutField(page, '**/v1/directories', 'BiAboutStore');
    await withoutField(page, '**/v1/directory-details', 'BiAboutStore');
    await chinese(page);
    await page.goto(`/store_categories/shopping/${store.MerchantID}`);
    await expect(page.getByRole('heading', { level: 1, name: store.BiStoreName })).toBeVisible();
    await expect(about(page)).not.toHaveText(/[\u4e00-\u9fff]/);
    await expect(about(page)).toHaveAttribute('lang', 'en');
  });

  test('in English: only the Chinese name is marked, as Chinese', async ({ page, request }) => {
    const store = await shop(request);
    await page.goto(`/store_categories/shopping/${store.MerchantID}`);
    await expect(page.getByRole('heading', { level: 1, name: store.StoreName })).toBeVisible();
    await expect(about(page)).not.toHaveAttribute('lang');
    await expect(page.getByRole('main').locator('[lang]')).toHaveCount(1);
    await expect(page.getByRole('main').locator('[lang]')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.getByRole('main').locator('[lang]')).toHaveText(store.BiStoreName);
  });
});
