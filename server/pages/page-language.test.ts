/**
 * A drawn page comes in the language its visitor's cookie names (src/shared/language.ts), with the
 * title and description its render asked for, its scripts allowed by their hashes, and the
 * status its route gave. The render here is a stand-in built beside a temporary dist/: it draws
 * which language it was given and what this server answered its call in process, so this checks
 * the server's side alone (the app's render is the browser suite's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInSite } from '../../tests/helpers/stand-in-site.ts';
import { createTestApp, TEST_HEADERS, type TestApp } from '../../tests/helpers/test-app.ts';
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
 * A render that draws the language it was given and what its call to this server answered (the
 * promotions list, asked in process as the app's API client asks); promotions ask for a hostile
 * title and description (and make a page long enough to compress), events for none, and an
 * event's page never settles. `/gone` is a page its route does not find; `/faq` is left undrawn;
 * `/moved` moves (the router's redirect), `/loop` moves to itself and `/away` off the site. Its one
 * script is `1`.
 */
const STAND_IN_RENDER = `
let fetching, language;
export function fetchInServerRender(source) { fetching = source; }
export function languageFromServerRender(source) { language = source; }
export function sanitizeWithWindow() {}
export async function renderPage({ url, carriesStaleAnswer }) {
  if (url.startsWith('/events/')) return new Promise(() => {});
  if (url === '/gone') return { status: 404 };
  if (url === '/moved') return { status: 307, location: '/promotions?from=moved' };
  if (url.startsWith('/loop')) return { status: 307, location: '/loop?b=2&a=1' };
  if (url === '/away') return { status: 308, location: 'https://elsewhere.example/' };
  if (url === '/faq') return { status: 200 };
  const answer = await fetching()('/bi/Prod/v1/promotions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const promotions = (await answer.json()).Result.length;
  if (carriesStaleAnswer()) return { status: 200 };
  const html = '<p data-language="' + language() + '">' + url + ' ' + answer.status + ' ' + (promotions > 0) + '</p>';
  const scripts = '<script>1</script>';
  return url.startsWith('/promotions')
    ? { status: 200, html: html + '<p>' + 'a long list '.repeat(200) + '</p>', scripts, title: ${JSON.stringify(HOSTILE_TITLE)}, description: ${JSON.stringify(HOSTILE_DESCRIPTION)} }
    : { status: 200, html, scripts, now: 1764050399000 };
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
    expect(body).toContain('<p data-language="en">/promotions 200 true</p>');
  });

  it.each([['lang=ch'], ['theme=dark; lang=ch'], ['lang=ch; other=1']])(
    'is Chinese, on the page and for the render, with the cookie %s',
    async (cookie) => {
      const { body } = await navigate('/promotions', { cookie });
      expect(body).toContain('<html lang="zh-Hans">');
      expect(body).toContain('<p data-language="ch">/promotions 200 true</p>');
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
    expect(body).toContain('<p data-language="en">/events 200 true</p>');
    // The time it was drawn at goes with the drawing, for hydration to draw at.
    expect(body).toContain('<div id="root" data-server-drawn data-server-now="1764050399000">');
    expect(body).toContain('<title>Site</title>');
    expect(body).toContain('content="The site."');
  });
});

describe('a render that does not settle', () => {
  it('is given up after its time limit: the page goes out undrawn', async () => {
    const started = performance.now();
    const { statusCode, body } = await navigate('/events/1');
    const waited = performance.now() - started;
    expect(statusCode).toBe(200);
    expect(body).toBe(INDEX);
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

  it.each([['*/*'], ['application/json']])(
    'is the 404 page, not the API error, for a client that accepts %s',
    async (accept) => {
      const { statusCode, headers, body } = await navigate('/gone', { accept });
      expect(statusCode).toBe(404);
      expect(String(headers['content-type'])).toContain('text/html');
      expect(body).toBe(INDEX);
    },
  );
});

describe('a page the router moves', () => {
  it.each([[undefined], ['lang=ch']])(
    'is answered with its status and Location (cookie %s), and kept',
    async (cookie) => {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      for (const outcome of ['miss', 'hit']) {
        const { statusCode, headers: sent, body } = await navigate('/moved', headers);
        expect(statusCode).toBe(307);
        expect(sent.location).toBe('/promotions?from=moved');
        expect(sent['x-page-cache']).toBe(outcome);
        expect(body).toContain('href="/promotions?from=moved"');
        expect(body).not.toContain('<div id="root"');
      }
    },
  );

  it('goes out undrawn, not moved, when the move would come back to the page it drew', async () => {
    const { statusCode, headers, body } = await navigate('/loop?a=1&b=2');
    expect(statusCode).toBe(200);
    expect(headers.location).toBeUndefined();
    expect(body).toBe(INDEX);
  });

  it('is not moved off the site', async () => {
    const { statusCode, headers } = await navigate('/away');
    expect(statusCode).toBe(200);
    expect(headers.location).toBeUndefined();
  });
});

describe("a drawn page's scripts", () => {
  it('go after #root, allowed by their hashes, the same for the page sent again', async () => {
    const first = await navigate('/events');
    // sha256 of "1", the stand-in's one script.
    const hash = "'sha256-a4ayc/80/OGda4BO/1o/V0etpOqiLx1JwB5S3beHW0s='";
    expect(first.body).toContain('</p></div><script>1</script>');
    const scriptSources = /script-src ([^;]*)/.exec(
      String(first.headers['content-security-policy']),
    );
    expect(scriptSources?.[1]?.split(' ')).toContain(hash);
    expect(first.headers['content-security-policy']).not.toContain('unsafe');
    const second = await navigate('/events');
    expect(second.headers['content-security-policy']).toContain(hash);
  });

  it('are not allowed on an undrawn page, which has none', async () => {
    const { headers } = await navigate('/gone');
    expect(String(headers['content-security-policy'])).not.toContain('sha256');
  });
});

describe("the log of a drawn page's request", () => {
  it("has the visitor's request, not the render's calls to this server", async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { distDir: site.dir, logLevel: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const page = await logged.app.inject({
        method: 'GET',
        url: '/promotions',
        headers: { accept: 'text/html' },
      });
      // The render called this server: its answer is on the page.
      expect(page.body).toContain('/promotions 200 true');
      const call = await logged.app.inject({
        method: 'POST',
        url: '/bi/Prod/v1/promotions',
        headers: { ...TEST_HEADERS, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(call.statusCode).toBe(200);
    } finally {
      await logged.close();
    }
    const requests = lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
      .filter((entry) => entry.msg === 'incoming request')
      .map((entry) => entry.req?.url);
    // The visitor's page, then a call from outside: the render's own call is not among them.
    expect(requests).toEqual(['/promotions', '/bi/Prod/v1/promotions']);
  });
});

describe("a page's language in its address (?lang=zh)", () => {
  it.each([
    ['/promotions?lang=zh', undefined],
    ['/promotions?lang=zh', 'lang=en'],
  ])(
    '%s is Chinese for a client with the cookie %s, as a crawler keeps none',
    async (url, cookie) => {
      const { body, headers } = await navigate(url, cookie ? { cookie } : {});
      expect(body).toContain('<html lang="zh-Hans">');
      expect(body).toContain('<p data-language="ch">');
      expect(body).toContain(
        '<link rel="canonical" href="http://localhost:80/promotions?lang=zh">',
      );
      expect(String(headers.vary)).toContain('cookie');
    },
  );

  it('is English with lang=en whatever the cookie says, and canonical without it', async () => {
    const { body } = await navigate('/promotions?lang=en', { cookie: 'lang=ch' });
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('<link rel="canonical" href="http://localhost:80/promotions">');
  });

  it('is kept apart from the same page in the other language', async () => {
    const english = await navigate('/promotions?theme=1');
    const chinese = await navigate('/promotions?theme=1&lang=zh');
    expect(english.body).toContain('data-language="en"');
    expect(chinese.body).toContain('data-language="ch"');
    expect((await navigate('/promotions?theme=1&lang=zh')).headers['x-page-cache']).toBe('hit');
  });
});

describe("a page's absolute URLs", () => {
  it.each([
    ['www.example.sg', 'http://www.example.sg'],
    ['shop.example.sg:8443', 'http://shop.example.sg:8443'],
  ])(
    'are on the request’s own origin (Host %s) without PUBLIC_ORIGIN, kept per origin',
    async (host, origin) => {
      for (const outcome of ['miss', 'hit']) {
        const { body, headers } = await navigate('/events-list', { host });
        expect(headers['x-page-cache']).toBe(outcome);
        expect(body).toContain(`<link rel="canonical" href="${origin}/events-list">`);
        expect(body).toContain(`<meta property="og:url" content="${origin}/events-list">`);
      }
    },
  );

  it('are left out for a Host no browser sends', async () => {
    const { statusCode, body } = await navigate('/events-list', { host: 'evil.example/"><x' });
    expect(statusCode).toBe(200);
    expect(body).toContain('data-language="en"');
    expect(body).not.toContain('rel="canonical"');
  });

  it('are not written on a page not found', async () => {
    expect((await navigate('/gone')).body).not.toContain('rel="canonical"');
  });
});

describe('PUBLIC_ORIGIN', () => {
  let configured: TestApp;
  beforeAll(async () => {
    configured = await createTestApp({ distDir: site.dir, publicOrigin: 'https://www.example.sg' });
  });
  afterAll(async () => {
    await configured.close();
  });

  it("is the origin of every page's absolute URLs, whatever the Host", async () => {
    for (const host of ['internal:4173', 'www.example.sg']) {
      const { body } = await configured.app.inject({
        method: 'GET',
        url: '/promotions?lang=zh',
        headers: { accept: '*/*', host },
      });
      expect(body).toContain(
        '<link rel="canonical" href="https://www.example.sg/promotions?lang=zh">',
      );
      expect(body).toContain(
        '<link rel="alternate" hreflang="en" href="https://www.example.sg/promotions">',
      );
      expect(body).toContain(
        '<meta property="og:image" content="https://www.example.sg/brand/share-card.png">',
      );
    }
  });
});
