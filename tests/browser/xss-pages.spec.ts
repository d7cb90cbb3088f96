/**
 * Every HTML field a CMS editor (or an attacker with a CMS login) can fill, planted with the whole
 * XSS corpus in a server of this test's own, then read through the real pages: the content still
 * shows, nothing runs, and the page's DOM holds no script, event handler, javascript: or data: URL,
 * frame or form that came from the field. This checks the sanitiser, not the CSP: the CSP would
 * stop inline handlers anyway, so the DOM itself is inspected.
 */
import { expect, test, type Page } from './test';
import Database from 'better-sqlite3';
import { copyBuiltSite, startSiteServer, type SiteServer } from '../../scripts/site-server';
import { XSS_PAYLOADS } from '../support/xss-payloads';

const CANARY = 'Canary paragraph from the CMS';
const HOSTILE_HTML = `<p>${CANARY}</p>${XSS_PAYLOADS.join('')}`;
const HEADERS = { 'implementation-id': 'complex-web', 'Content-Type': 'application/json' };

let server: SiteServer;
let site: ReturnType<typeof copyBuiltSite>;
const pages: {
  name: string;
  path: string;
  open?: (page: Page) => Promise<void>;
  /** Drawn by the server, whose DOM (jsdom's) sanitised it: hydration keeps that HTML. */
  drawnByServer?: boolean;
}[] = [];

async function firstId(
  path: string,
  pick: (payload: unknown) => string | undefined,
): Promise<string> {
  const response = await fetch(`${server.url}/bi/Prod${path}`, {
    method: 'POST',
    headers: HEADERS,
    body: '{}',
  });
  const id = pick(await response.json());
  if (!id) throw new Error(`No item listed by ${path}`);
  return id;
}

/** Writes the corpus into every rich-text column of the items the pages below show. */
function plantPayloads(ids: {
  promotion: string;
  event: string;
  flashSale: string;
  explore: string;
  evoucher: string;
}) {
  const db = new Database(server.databasePath, { fileMustExist: true });
  try {
    db.transaction(() => {
      db.prepare('UPDATE promotions SET content_html = @html, toc_html = @html WHERE id = @id').run(
        { html: HOSTILE_HTML, id: ids.promotion },
      );
      db.prepare('UPDATE events SET detail_html = @html, toc_html = @html WHERE id = @id').run({
        html: HOSTILE_HTML,
        id: ids.event,
      });
      db.prepare('UPDATE flash_sales SET detail_html = @html, toc_html = @html WHERE id = @id').run(
        { html: HOSTILE_HTML, id: ids.flashSale },
      );
      db.prepare(
        'UPDATE explores SET content_html = @html, content_html_zh = @html WHERE id = @id',
      ).run({ html: HOSTILE_HTML, id: ids.explore });
      db.prepare('UPDATE evouchers SET toc_html = @html, toc_html_zh = @html WHERE id = @id').run({
        html: HOSTILE_HTML,
        id: ids.evoucher,
      });
      db.prepare('UPDATE faqs SET answer_html = @html, answer_html_zh = @html').run({
        html: HOSTILE_HTML,
      });
      db.prepare(
        `UPDATE pages SET blocks = json_array(json_object('type', 'richText', 'html', @html, 'htmlZh', @html))
         WHERE slug = 'privacy-policy'`,
      ).run({ html: HOSTILE_HTML });
      db.prepare(
        "UPDATE getting_there SET document = json_set(document, '$.introHtml', @html, '$.introHtmlZh', @html)",
      ).run({ html: HOSTILE_HTML });
    })();
  } finally {
    db.close();
  }
}

test.beforeAll(async () => {
  site = copyBuiltSite();
  server = await startSiteServer({ distDir: site.dir });
  type Listed = { Result: Record<string, unknown>[] };
  const ids = {
    promotion: await firstId('/v1/promotions', (p) =>
      String((p as Listed).Result[0]?.HappeningID ?? ''),
    ),
    event: await firstId('/v1/events', (p) => String((p as Listed).Result[0]?.EventID ?? '')),
    flashSale: await firstId('/v1/flashsales', (p) =>
      String(
        (p as { Result: { data: { flashsales: { FlashSalesID: string }[] } } }).Result.data
          .flashsales[0]?.FlashSalesID ?? '',
      ),
    ),
    explore: await firstId('/v1/explores', (p) => String((p as Listed).Result[0]?.ExploreID ?? '')),
    evoucher: await firstId('/v1/evouchers', (p) =>
      String((p as Listed).Result[0]?.EvoucherID ?? ''),
    ),
  };
  // Planted before any page asks, so no answer was prepared from the clean rows.
  plantPayloads(ids);
  pages.push(
    { name: 'a promotion', path: `/promotions/${ids.promotion}` },
    { name: 'an event', path: `/events/${ids.event}`, drawnByServer: true },
    { name: 'a flash sale', path: `/flash_sale/${ids.flashSale}` },
    { name: 'an explore guide', path: `/explore/${ids.explore}` },
    { name: 'an e-voucher', path: `/evouchers/${ids.evoucher}` },
    { name: 'a CMS page', path: '/privacy-policy' },
    { name: 'getting here', path: '/getting_here' },
    {
      name: 'the FAQ',
      path: '/faq',
      open: async (page) => {
        await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
      },
    },
  );
});
test.afterAll(async () => {
  await server?.stop();
  site?.remove();
});

/** What in the main content could run or leave the page: none of it may come from a CMS field. */
function dangerousMarkup(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main) => {
    const found: string[] = [];
    for (const element of main.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      if (['script', 'iframe', 'object', 'embed', 'form', 'base', 'meta', 'style'].includes(tag))
        found.push(`<${tag}>`);
      for (const attribute of element.attributes) {
        // URL parsers skip spaces and control characters, so "jav\tascript:" is still javascript:.
        const value = [...attribute.value]
          .filter((character) => character.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
        if (
          /^(javascript|vbscript|data):/.test(value) &&
          ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href'].includes(attribute.name)
        )
          found.push(`${tag}[${attribute.name}=${attribute.value}]`);
        if (attribute.name === 'style' && /url\(|expression\(/i.test(attribute.value))
          found.push(`${tag}[style]`);
      }
    }
    return found;
  });
}

test('the XSS corpus planted in every rich-text field shows as text and never runs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const { name, path, open, drawnByServer } of pages) {
    await test.step(name, async () => {
      const response = await page.goto(`${server.url}${path}`);
      if (drawnByServer) expect(await response?.text()).toContain('data-server-drawn');
      await open?.(page);
      await expect(
        page.getByText(CANARY).first(),
        `${name}: the planted content is shown`,
      ).toBeVisible();
      expect(await dangerousMarkup(page), `${name}: dangerous markup left in the page`).toEqual([]);
    });
  }
  expect(dialogs).toEqual([]);
});
