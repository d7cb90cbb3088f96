/**
 * A shared link as machines read it: a promotion fetched the way a link-preview crawler fetches it
 * (any content type, no cookies, a crawler's User-Agent) gets the page with its Open Graph and
 * Twitter card tags, absolute URLs and both languages' addresses; `?lang=zh` gets the Chinese
 * page. The structured data of the home page, a store, an event and a promotion passes a
 * structured-data validator; the sitemap lists the pages and robots.txt names it; and the page's
 * policy still holds with its JSON-LD in it.
 */
import { expect, test, type APIRequestContext } from './test';
import { validateStructuredData } from '../support/structured-data/validate';

const HEADERS = { 'implementation-id': 'complex-web', 'Content-Type': 'application/json' };
const CRAWLER = {
  accept: '*/*',
  'user-agent': 'facebookexternalhit/1.1',
};

interface WireItem {
  Title: string;
  BiTitle?: string | null;
}

async function firstOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.post(path, { headers: HEADERS, data: {} });
  const { Result } = (await response.json()) as { Result: T[] };
  expect(Result.length).toBeGreaterThan(0);
  return Result[0]!;
}

/** The content of `<meta property=…>` or `<link rel=…>` in a page's head. */
function tag(html: string, pattern: RegExp): string | undefined {
  return pattern
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
}
const og = (html: string, property: string) =>
  tag(html, new RegExp(`<meta property="${property}" content="([^"]*)">`));

test.describe('a promotion shared to a chat', () => {
  test('previews with its title, description, image and URL, as a crawler fetches it', async ({
    playwright,
    baseURL,
  }) => {
    // A context of its own: no cookie, nothing the site wrote before.
    const crawler = await playwright.request.newContext({ baseURL, extraHTTPHeaders: CRAWLER });
    const promotion = await firstOf<WireItem & { HappeningID: string }>(
      crawler,
      '/bi/Prod/v1/promotions',
    );
    const path = `/promotions/${promotion.HappeningID}`;
    const response = await crawler.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(og(html, 'og:title')).toBe(promotion.Title.trim());
    expect(og(html, 'og:description')).toContain(promotion.Title.trim());
    expect(og(html, 'og:type')).toBe('website');
    expect(og(html, 'og:site_name')).toBe('Suntec City');
    expect(og(html, 'og:url')).toBe(`${baseURL}${path}`);
    expect(og(html, 'og:locale')).toBe('en_SG');
    expect(og(html, 'og:locale:alternate')).toBe('zh_SG');
    expect(tag(html, /<link rel="canonical" href="([^"]*)">/)).toBe(`${baseURL}${path}`);
    expect(tag(html, /<link rel="alternate" hreflang="zh-Hans" href="([^"]*)">/)).toBe(
      `${baseURL}${path}?lang=zh`,
    );
    expect(tag(html, /<link rel="alternate" hreflang="x-default" href="([^"]*)">/)).toBe(
      `${baseURL}${path}`,
    );
    expect(tag(html, /<meta name="twitter:card" content="([^"]*)">/)).toBe('summary_large_image');
    // The seeded promotions' pictures are generated SVG, which previews cannot show: the card.
    const image = og(html, 'og:image') ?? '';
    expect(image).toBe(`${baseURL}/brand/share-card.png`);
    const picture = await crawler.get(image);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');

    const chinese = await (await crawler.get(`${path}?lang=zh`)).text();
    expect(chinese).toContain('<html lang="zh-Hans">');
    expect(og(chinese, 'og:title')).toBe((promotion.BiTitle || promotion.Title).trim());
    expect(og(chinese, 'og:site_name')).toBe('新达城');
    expect(og(chinese, 'og:locale')).toBe('zh_SG');
    expect(og(chinese, 'og:url')).toBe(`${baseURL}${path}?lang=zh`);
    expect(tag(chinese, /<link rel="canonical" href="([^"]*)">/)).toBe(`${baseURL}${path}?lang=zh`);
    // The crawler keeps no cookie: its next plain fetch is English again.
    expect(await (await crawler.get(path)).text()).toContain('<html lang="en">');
    await crawler.dispose();
  });
});

test('a page opens for a client that accepts anything; an unknown path is the drawn 404 page', async ({
  playwright,
  request,
  baseURL,
}) => {
  const event = await firstOf<WireItem & { EventID: string }>(request, '/bi/Prod/v1/events');
  for (const accept of ['*/*', 'application/json']) {
    const client = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { ...CRAWLER, accept },
    });
    // The issue's example: this answered `404 {"Message":"No route GET /events/2"}`.
    const page = await client.get(`/events/${event.EventID}`);
    expect(page.status(), accept).toBe(200);
    expect(page.headers()['content-type'], accept).toContain('text/html');
    const html = await page.text();
    expect(og(html, 'og:title'), accept).toBe(event.Title.trim());
    expect(html, accept).toMatch(/<h1[^>]*>[^<]*\S/);

    const missing = await client.get('/no/such/page');
    expect(missing.status(), accept).toBe(404);
    expect(missing.headers()['content-type'], accept).toContain('text/html');
    const drawn = await missing.text();
    expect(drawn, accept).toContain('This page could not be found');
    // A page not found names no canonical URL of its own.
    expect(drawn, accept).not.toContain('rel="canonical"');

    // The APIs keep their own answers.
    const api = await client.get('/bi/Prod/v1/nothing');
    expect(api.status(), accept).toBe(404);
    expect(api.headers()['content-type'], accept).toContain('application/json');
    await client.dispose();
  }
});

test('the structured data of the home page, a store, an event and a promotion validates', async ({
  request,
}) => {
  const event = await firstOf<{ EventID: string }>(request, '/bi/Prod/v1/events');
  const promotion = await firstOf<{ HappeningID: string }>(request, '/bi/Prod/v1/promotions');
  const directory = await request.post('/bi/Prod/v1/directories', { headers: HEADERS, data: {} });
  const { Result } = (await directory.json()) as {
    Result: { Merchants?: { MerchantID: string; CategoryID: number | string }[] }[];
  };
  const store = Result.flatMap((entry) => entry.Merchants ?? []).find(
    (merchant) => Number(merchant.CategoryID) === 2,
  );
  expect(store).toBeDefined();
  const pages: [string, string][] = [
    ['/', 'ShoppingCenter'],
    [`/store_categories/shopping/${store?.MerchantID}`, 'Store'],
    [`/events/${event.EventID}`, 'Event'],
    [`/promotions/${promotion.HappeningID}`, 'Offer'],
    [`/events/${event.EventID}?lang=zh`, 'Event'],
  ];
  for (const [path, type] of pages) {
    const html = await (await request.get(path, { headers: CRAWLER })).text();
    const { types, items, issues } = await validateStructuredData(html);
    expect(types, path).toEqual([type]);
    expect(issues, path).toEqual([]);
    const item = items[type]?.[0] as Record<string, unknown>;
    expect(String(item.url), path).toMatch(/^http:\/\/localhost:\d+\//);
    if (type === 'Store') {
      expect(item.containedInPlace, path).toMatchObject({ '@type': 'ShoppingCenter' });
      expect(item.openingHoursSpecification, path).toEqual(
        expect.arrayContaining([expect.objectContaining({ '@type': 'OpeningHoursSpecification' })]),
      );
    }
    if (type === 'Event') {
      expect(String(item.startDate)).toMatch(/^\d{4}-\d\d-\d\d/);
      expect(JSON.stringify(item.location)).toContain('ShoppingCenter');
    }
  }
});

test('a page with its JSON-LD breaks no part of its policy', async ({ page, request }) => {
  const promotion = await firstOf<{ HappeningID: string }>(request, '/bi/Prod/v1/promotions');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy: ${event.violatedDirective}`);
    });
  });
  await page.goto(`/promotions/${promotion.HappeningID}`);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the sitemap lists the pages in both languages, and robots.txt names it', async ({
  request,
  baseURL,
}) => {
  const promotion = await firstOf<{ HappeningID: string }>(request, '/bi/Prod/v1/promotions');
  const sitemap = await request.get('/sitemap.xml', { headers: CRAWLER });
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const path of ['/', '/events', '/faq', '/store_categories/dining', '/about_us'])
    expect(xml, path).toContain(`<loc>${baseURL}${path}</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/promotions/${promotion.HappeningID}</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/promotions/${promotion.HappeningID}?lang=zh</loc>`);
  expect(xml).not.toContain('/set-password');
  // Forms, the not-found page and paths that only move elsewhere are not listed.
  for (const path of [
    '/404',
    '/search',
    '/reset-password',
    '/promotion',
    '/reward-detail',
    '/store_categories',
  ])
    expect(xml, path).not.toContain(`<loc>${baseURL}${path}</loc>`);
  expect(xml).not.toContain('$');
  expect(xml.match(/<url>/g)?.length).toBeGreaterThan(300);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
