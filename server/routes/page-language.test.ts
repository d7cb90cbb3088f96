/**
 * A drawn page comes in the language its visitor's cookie names (src/shared/language.ts), and
 * with the title and description its render asked for. The render here is a stand-in built beside
 * a temporary dist/: it draws which language and answers it was given, so this checks the server's
 * side alone (the app's render is the browser suite's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInSite } from '../../tests/helpers/stand-in-site.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { RENDER_TIME_LIMIT_MS } from './server-render.ts';

/** Laid out as Prettier lays out index.html: the description's element over several lines. */
const INDEX = `<!doctype html><html lang="en"><head><meta
      name="description"
      content="The site."
    /><title>Site</title></head><body><div id="root"></div></body></html>`;

/** A title and description with every character that could break out of where they go. */
const HOSTILE_TITLE = "</title><script>alert(1)</script> & $& $' | Site";
const HOSTILE_DESCRIPTION = '"><script>alert(2)</script> & $\' <b>';

/**
 * A render that draws the language and the number of answers of the render in progress; promotions
 * ask for a hostile title and description, events for none, and an event's page never settles.
 * `/gone` is a page its route does not find; `/asks/{id}` asks the server for an event's details
 * the page does not carry, and is not found when the server does not know it.
 */
const STAND_IN_RENDER = `
let answers, language, asking;
export function answerFromServerRender(source) { answers = source; }
export function languageFromServerRender(source) { language = source; }
export function askFromServerRender(source) { asking = source; }
export function sanitizeWithWindow() {}
export async function renderPage(url) {
  if (url.startsWith('/events/')) return new Promise(() => {});
  if (url === '/gone') return { status: 404 };
  if (url.startsWith('/asks/')) {
    const body = new URLSearchParams({ params: JSON.stringify({ CompanyID: '1', Type: 1, EventID: url.slice(6), ImageSize: 'small' }) }).toString();
    const current = asking();
    current.asked = true;
    const reply = await current.ask('POST', '/bi/Prod/v1/event-details', 'application/x-www-form-urlencoded', body);
    return { html: '<p>asked ' + reply.status + '</p>', status: reply.status === 404 ? 404 : undefined };
  }
  const html = '<p data-language="' + language() + '">' + url + ' ' + answers().size + '</p>';
  return url.startsWith('/promotions')
    ? { html, title: ${JSON.stringify(HOSTILE_TITLE)}, description: ${JSON.stringify(HOSTILE_DESCRIPTION)} }
    : { html, now: 1764050399000 };
}
`;

let site: ReturnType<typeof standInSite>;
let t: TestApp;
beforeAll(async () => {
  site = standInSite(INDEX, STAND_IN_RENDER);
  t = await createTestApp({ distDir: site.dir });
});
afterAll(async () => {
  await t.close();
  site.remove();
});

const navigate = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html,*/*;q=0.8', ...headers },
  });

describe("a drawn page's language", () => {
  it('is English without a cookie', async () => {
    const { body } = await navigate('/promotions');
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('<p data-language="en">/promotions 1</p>');
  });

  it.each([['lang=ch'], ['theme=dark; lang=ch'], ['lang=ch; other=1']])(
    'is Chinese, on the page and for the render, with the cookie %s',
    async (cookie) => {
      const { body } = await navigate('/promotions', { cookie });
      expect(body).toContain('<html lang="zh-Hans">');
      expect(body).toContain('<p data-language="ch">/promotions 1</p>');
    },
  );

  it.each([['lang=fr'], ['xlang=ch'], ['lang=chinese'], ['lang=']])(
    'is English with a cookie that names no language of the site (%s)',
    async (cookie) => {
      const { body } = await navigate('/promotions', { cookie });
      expect(body).toContain('<html lang="en">');
      expect(body).toContain('data-language="en"');
    },
  );

  it('keeps an undrawn page as built: the app sets its language itself', async () => {
    const { body } = await navigate('/faq', { cookie: 'lang=ch' });
    expect(body).toBe(INDEX);
  });

  it('makes pages vary with the cookie, and with the encoding when compressed', async () => {
    const response = await navigate('/promotions', { cookie: 'lang=ch', 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(
      String(response.headers.vary)
        .split(',')
        .map((name) => name.trim().toLowerCase()),
    ).toEqual(['cookie', 'accept-encoding']);
  });
});

describe("a drawn page's title and description", () => {
  it('are the ones its render asked for, escaped where they go', async () => {
    const { body } = await navigate('/promotions');
    expect(body).toContain(
      "<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; $' | Site</title>",
    );
    expect(body).toContain(
      '<meta name="description" content="&quot;>&lt;script>alert(2)&lt;/script> &amp; $\' &lt;b>"',
    );
    expect(body).not.toContain('<script>alert');
    expect(body.match(/<title>/g)).toHaveLength(1);
  });

  it("stay index.html's when the render asked for none", async () => {
    const { body } = await navigate('/events');
    expect(body).toContain('<p data-language="en">/events 1</p>');
    // The time it was drawn at goes with the drawing, for hydration to draw at.
    expect(body).toContain('<div id="root" data-server-drawn data-server-now="1764050399000">');
    expect(body).toContain('<title>Site</title>');
    expect(body).toContain('content="The site."');
  });
});

describe('a render that does not settle', () => {
  it('is given up after its time limit: the page goes out undrawn, with its answers', async () => {
    const started = performance.now();
    const { statusCode, body } = await navigate('/events/1');
    const waited = performance.now() - started;
    expect(statusCode).toBe(200);
    expect(body).not.toContain('data-language');
    expect(body).toContain('id="inlined-responses"');
    expect(body).toContain('<div id="root"></div>');
    expect(waited).toBeGreaterThanOrEqual(RENDER_TIME_LIMIT_MS - 50);
    expect(waited).toBeLessThan(RENDER_TIME_LIMIT_MS + 2000);
  });
});

describe("a page's status", () => {
  it('is 404 when its render finds the page does not exist', async () => {
    const { statusCode, body } = await navigate('/gone');
    expect(statusCode).toBe(404);
    expect(body).toBe(INDEX);
  });

  it('is 404 when a call the render asked the server for is not found, and the page is not drawn', async () => {
    const { statusCode, body } = await navigate('/asks/987654');
    expect(statusCode).toBe(404);
    expect(body).not.toContain('asked');
  });

  it('is 200 for a page found, which is not drawn from an answer it does not carry', async () => {
    const { body: events } = await t.app.inject({
      method: 'POST',
      url: '/bi/Prod/v1/events',
      headers: { 'implementation-id': 'complex-web', 'content-type': 'application/json' },
      payload: '{}',
    });
    const id = (JSON.parse(events) as { Result: { EventID: string }[] }).Result[0]!.EventID;
    const { statusCode, body } = await navigate(`/asks/${id}`);
    expect(statusCode).toBe(200);
    expect(body).not.toContain('asked');
    expect(body).toBe(INDEX);
  });
});
