/** The conventions every call shares (docs/api.md, "Mounts and conventions"). */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_HEADERS } from '../tests/helpers/test-app.ts';
import { BI, get, postJson } from '../tests/support/server/requests.ts';

const t = await createTestApp();
afterAll(() => t.close());

/** The API routes the app registers (artwork needs no header), with plausible path parameters. */
const apiRoutes = t.routes
  .filter((route) => /^\/(bi|api|endpoint)\//.test(route.url))
  .map((route) => ({ ...route, url: route.url.replace(':stage', 'Prod').replace(':id', '1') }));
const POST_ROUTES = apiRoutes.filter((r) => r.method === 'POST').map((r) => r.url);
const GET_ROUTES = apiRoutes.filter((r) => r.method === 'GET').map((r) => r.url);

describe('implementation-id header', () => {
  it.each([
    ['POST', `${BI}/v1/events`],
    ['POST', '/endpoint/list/model/deal'],
    ['GET', '/api/room/'],
    ['GET', '/api/content/?type=home-banner'],
    ['POST', '/api/customerticket'],
  ])('%s %s without it is a 400 naming the header', async (method, url) => {
    const response = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: method === 'POST' ? '{}' : undefined,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as Record<string, unknown>;
    expect(body.Message ?? body.message).toBe('The implementation-id header is required');
  });

  it('refuses an unknown implementation id', async () => {
    const response = await postJson(
      t.app,
      `${BI}/v1/events`,
      {},
      { 'implementation-id': 'someone-else' },
    );
    expect(response.status).toBe(400);
    expect(response.body.Message).toBe('The implementation-id header is not recognised');
  });

  it('is not needed for artwork', async () => {
    const url = t.db.prepare('SELECT logo_url FROM merchants LIMIT 1').pluck().get() as string;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
  });
});

describe('malformed input', () => {
  it('answers broken JSON with a 400 that says so', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${BI}/v1/event-details`,
      headers: { ...TEST_HEADERS, 'content-type': 'application/json' },
      payload: '{"EventID": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Status: 0, Message: 'The request body is not valid JSON' });
  });

  it('uses the internal convention on /api', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking/',
      headers: { ...TEST_HEADERS, 'content-type': 'application/json' },
      payload: '[1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 1, message: 'The request body is not valid JSON' });
  });

  it('refuses a JSON array body', async () => {
    const response = await postJson(t.app, `${BI}/v1/event-details`, [1, 2]);
    expect(response.status).toBe(400);
    expect(response.body.Message).toBe('The request body must be a JSON object');
  });

  it('refuses a form whose params is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${BI}/v1/event-details`,
      headers: { ...TEST_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'params=%7Bnope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Status: 0, Message: 'params is not valid JSON' });
  });

  it('refuses an unsupported content type with a 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${BI}/v1/events`,
      headers: { ...TEST_HEADERS, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ Status: 0 });
  });

  it('refuses a body over the size limit with a 413', async () => {
    const response = await postJson(t.app, `${BI}/v1/global-search`, {
      QuerySearch: 'x'.repeat(100_000),
    });
    expect(response.status).toBe(413);
    expect(response.body.Message).toBe('The request body is too large');
  });

  it('accepts an empty body on list calls, as the real site sends them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${BI}/v1/events`,
      headers: { ...TEST_HEADERS, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    const bare = await t.app.inject({
      method: 'POST',
      url: `${BI}/v1/events`,
      headers: TEST_HEADERS,
    });
    expect(bare.statusCode).toBe(200);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await postJson(t.app, `${BI}/v1/nothing-here`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      Status: 0,
      Message: 'No route POST /bi/Prod/v1/nothing-here',
    });
  });

  it('accepts any stage name made of letters, digits, - and _', async () => {
    expect((await postJson(t.app, '/bi/Staging_2/v1/faqs')).status).toBe(200);
    expect((await postJson(t.app, '/bi/St%20age/v1/faqs')).status).toBe(404);
  });
});

describe('security headers', () => {
  it.each([
    ['an API answer', `${BI}/v1/faqs`],
    ['an error', `${BI}/v1/event-details`],
  ])('are on %s', async (_label, url) => {
    const response = await postJson(t.app, url);
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
      "worker-src 'self'",
      "manifest-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(self)',
    );
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('widens the policy only by the configured origins', async () => {
    const widened = await createTestApp({
      csp: { script: [], connect: ['https://bi.example.sg'], img: ['https://img.example.sg'] },
    });
    try {
      const csp = String(
        (await postJson(widened.app, `${BI}/v1/faqs`)).headers['content-security-policy'],
      );
      // Image hosts are connections too: the service worker fetches the images it keeps.
      expect(csp).toContain("connect-src 'self' https://bi.example.sg https://img.example.sg;");
      expect(csp).toContain("img-src 'self' data: blob: https://img.example.sg");
      expect(csp).toContain("script-src 'self';");
    } finally {
      await widened.close();
    }
  });
});

describe('read caching', () => {
  it.each([
    ['POST', `${BI}/v1/directories`],
    ['POST', `${BI}/v1/events`],
    ['GET', '/api/room/'],
    ['GET', '/api/content/'],
  ])('%s %s carries an ETag and answers a matching If-None-Match with 304', async (method, url) => {
    const first = method === 'GET' ? await get(t.app, url) : await postJson(t.app, url);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again =
      method === 'GET'
        ? await get(t.app, url, { 'if-none-match': etag })
        : await postJson(t.app, url, {}, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.raw.body).toBe('');
    const changed =
      method === 'GET'
        ? await get(t.app, url, { 'if-none-match': '"other"' })
        : await postJson(t.app, url, {}, { 'if-none-match': '"other"' });
    expect(changed.status).toBe(200);
  });

  it('puts no ETag on writes or errors', async () => {
    const error = await postJson(t.app, `${BI}/v1/event-details`, { EventID: '999999' });
    expect(error.status).toBe(404);
    expect(error.headers.etag).toBeUndefined();
  });
});

describe('rate limits', () => {
  it('limits every write per client and says when to retry', async () => {
    const limited = await createTestApp({ writeRateLimit: 2 });
    try {
      const payload = {
        roomId: 1,
        checkIn: 'bad',
        checkOut: 'bad',
        name: 'A',
        email: 'a@b.co',
        message: 'x',
      };
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await postJson(limited.app, '/api/booking/inquiry', payload)).status);
      expect(statuses).toEqual([400, 400, 429]);
      const refused = await postJson(limited.app, '/api/booking/inquiry', payload);
      expect(refused.body.message).toMatch(/^Too many requests, try again in \d+ s$/);
      expect(refused.headers['retry-after']).toBeDefined();
      // Reads are not limited.
      expect((await postJson(limited.app, `${BI}/v1/faqs`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
  it('counts each client behind a trusted proxy on its own', async () => {
    const proxied = await createTestApp({ writeRateLimit: 1, trustProxy: 1 });
    try {
      const payload = {
        roomId: 1,
        checkIn: 'bad',
        checkOut: 'bad',
        name: 'A',
        email: 'a@b.co',
        message: 'x',
      };
      const send = (ip: string) =>
        postJson(proxied.app, '/api/booking/inquiry', payload, { 'x-forwarded-for': ip });
      expect((await send('203.0.113.1')).status).toBe(400);
      expect((await send('203.0.113.2')).status).toBe(400);
      expect((await send('203.0.113.1')).status).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('server errors', () => {
  it('hide their details', async () => {
    const broken = await createTestApp();
    try {
      broken.db.exec('DROP TABLE faqs');
      const response = await postJson(broken.app, `${BI}/v1/faqs`);
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ Status: 0, Message: 'Something went wrong' });
    } finally {
      await broken.close();
    }
  });
});

describe('compression', () => {
  it('sends large answers with brotli or gzip, as accepted, and revalidates through the suffixed ETag', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await postJson(t.app, `${BI}/v1/directories`);
    const br = await postJson(
      t.app,
      `${BI}/v1/directories`,
      {},
      { 'accept-encoding': 'gzip, deflate, br' },
    );
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.raw.rawPayload).toString()).toBe(plain.raw.body);
    expect(br.raw.rawPayload.length).toBeLessThan(plain.raw.body.length / 5);
    expect(br.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
    const gz = await postJson(t.app, `${BI}/v1/directories`, {}, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.raw.rawPayload).toString()).toBe(plain.raw.body);
    const revalidated = await postJson(
      t.app,
      `${BI}/v1/directories`,
      {},
      { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    );
    expect(revalidated.status).toBe(304);
  });

  it('leaves small answers and clients that accept nothing alone', async () => {
    const small = await postJson(
      t.app,
      `${BI}/v1/event-details`,
      { EventID: '999999' },
      { 'accept-encoding': 'br' },
    );
    expect(small.headers['content-encoding']).toBeUndefined();
    const identity = await postJson(
      t.app,
      `${BI}/v1/directories`,
      {},
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    );
    expect(identity.headers['content-encoding']).toBeUndefined();
  });
});

describe('every route', () => {
  it('is found', () => {
    expect(POST_ROUTES.length).toBeGreaterThan(25);
    expect(GET_ROUTES).toEqual(expect.arrayContaining(['/api/room/1', '/api/map']));
  });

  it.each(POST_ROUTES)(
    'POST %s answers broken JSON with a 400 and no header with a 400',
    async (url) => {
      const broken = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...TEST_HEADERS, 'content-type': 'application/json' },
        payload: '{"a":',
      });
      expect(broken.statusCode).toBe(400);
      const body = broken.json() as Record<string, unknown>;
      expect(body.Message ?? body.message).toBe('The request body is not valid JSON');
      const headerless = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(headerless.statusCode).toBe(400);
    },
  );

  it.each(GET_ROUTES)('GET %s needs the header', async (url) => {
    const headerless = await t.app.inject({ method: 'GET', url });
    expect(headerless.statusCode).toBe(400);
    const body = headerless.json() as Record<string, unknown>;
    expect(body).toEqual({ status: 1, message: 'The implementation-id header is required' });
  });
});
