/**
 * Hostile clients at the connection level, over raw sockets to a listening server (what inject()
 * cannot send): malformed and oversized request heads, unsupported methods, stalled and trickled
 * bodies, more connections than the cap, and a shutdown with a request in flight. Every answer is
 * the site's JSON error body with the site's security headers, and never echoes the request.
 * Timeouts are shortened here so the tests are quick; how fast the server answers is measured by
 * the bench, not asserted.
 */
import fc from 'fast-check';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malformedHead } from '../tests/helpers/hostile-input.ts';
import { requestHead, sendRaw, type RawResponse } from '../tests/helpers/raw-http.ts';
import { createTestApp, TEST_HEADERS, type TestApp } from '../tests/helpers/test-app.ts';
import { DEFAULT_CONNECTION_LIMITS } from './config.ts';
import { baseSecurityHeaders, contentSecurityPolicy } from './lib/security-headers.ts';

const LIMITS = {
  ...DEFAULT_CONNECTION_LIMITS,
  requestTimeoutMs: 700,
  headersTimeoutMs: 700,
  maxConnections: 4,
};
const SECURITY_HEADERS = baseSecurityHeaders(
  contentSecurityPolicy({ script: [], connect: [], img: [] }),
);

async function listening(overrides = {}): Promise<{ t: TestApp; port: number }> {
  const t = await createTestApp({ connections: LIMITS, ...overrides });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

/** The site's error answer: a 4xx or the given status, its JSON body and every security header. */
function expectSiteError(label: string, response: RawResponse, status?: number): void {
  if (status === undefined) {
    expect(response.status, label).toBeGreaterThanOrEqual(400);
    expect(response.status, label).toBeLessThan(500);
  } else expect(response.status, label).toBe(status);
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(response.headers[name], `${label}: ${name}`).toBe(value);
  expect(response.headers['content-type'], label).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  const message = body.Message ?? body.message;
  expect(typeof message, label).toBe('string');
  expect((message as string).length, label).toBeGreaterThan(5);
  expect(Object.keys(body).sort(), label).toSatisfy(
    (keys: string[]) =>
      JSON.stringify(keys) === '["Message","Status"]' ||
      JSON.stringify(keys) === '["message","status"]',
  );
  expect(response.raw, `${label}: echoes the request`).not.toContain('<script>');
  expect(response.raw, `${label}: echoes the request`).not.toContain('%3Cscript');
}

const BOOKING_HEAD = (length: number) =>
  requestHead('POST /api/booking/inquiry HTTP/1.1', {
    host: 'localhost',
    ...TEST_HEADERS,
    'content-type': 'application/json',
    'content-length': length,
  });
const INQUIRY = JSON.stringify({
  roomId: 1,
  checkIn: 'not-a-date',
  checkOut: '2026-12-10',
  name: 'Ana',
  email: 'ana@example.org',
  message: 'Is it free?',
});

describe('a listening server', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => ({ t, port } = await listening()));
  afterAll(() => t.close());

  it('answers malformed, oversized and unsupported request heads with its own error and headers', async () => {
    await fc.assert(
      fc.asyncProperty(malformedHead, async (head) => {
        const response = await sendRaw(port, [head]);
        expectSiteError(JSON.stringify(head.slice(0, 120)), response);
      }),
      { numRuns: 40 },
    );
  });

  it('cuts off a body that stalls half-way with a 408 and closes the connection', async () => {
    const response = await sendRaw(port, [BOOKING_HEAD(INQUIRY.length), INQUIRY.slice(0, 20)], {
      waitMs: 10_000,
    });
    expectSiteError('stalled body', response, 408);
    expect(response.headers.connection).toBe('close');
  });

  it('cuts off a head that never ends', async () => {
    const response = await sendRaw(port, ['POST /api/booking/inquiry HTTP/1.1\r\nHost: x\r\n'], {
      waitMs: 10_000,
    });
    expectSiteError('stalled head', response, 408);
  });

  it('cuts off a body trickled slower than the request timeout allows, whatever the pace', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 150, max: 300 }), async (gapMs) => {
        const bytes = [...INQUIRY];
        const response = await sendRaw(port, [BOOKING_HEAD(INQUIRY.length), ...bytes], {
          gapMs,
          waitMs: 10_000,
        });
        expectSiteError(`one byte every ${gapMs} ms`, response, 408);
      }),
      { numRuns: 2 },
    );
  });

  it('takes a body trickled within the timeout as an ordinary request', async () => {
    const parts = [BOOKING_HEAD(INQUIRY.length), INQUIRY.slice(0, 40), INQUIRY.slice(40)];
    const response = await sendRaw(port, parts, { gapMs: 100 });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      status: 1,
      message: 'checkIn must be a date as YYYY-MM-DD',
    });
  });
});

describe('the connection cap', () => {
  it('answers connections over the cap 503 with Retry-After, and serves again once they close', async () => {
    const { t, port } = await listening();
    try {
      const held = Array.from({ length: LIMITS.maxConnections }, () =>
        sendRaw(port, ['GET /api/room/ HTTP/1.1\r\nHost: x\r\n'], { waitMs: 600 }),
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
      const refused = await sendRaw(port, [
        requestHead('GET /api/room/ HTTP/1.1', { host: 'x', ...TEST_HEADERS }),
      ]);
      expectSiteError('over the cap', refused, 503);
      expect(refused.headers['retry-after']).toBe('5');
      await Promise.all(held);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const served = await sendRaw(port, [
        requestHead('GET /api/room/ HTTP/1.1', { host: 'x', connection: 'close', ...TEST_HEADERS }),
      ]);
      expect(served.status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, then stops taking connections', async () => {
    const { t, port } = await listening({ connections: { ...LIMITS, requestTimeoutMs: 5000 } });
    const inFlight = sendRaw(
      port,
      [BOOKING_HEAD(INQUIRY.length).replace('\r\n\r\n', '\r\nconnection: close\r\n\r\n'), INQUIRY],
      { gapMs: 400, waitMs: 5000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    const closed = t.close();
    const answer = await inFlight;
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 1 });
    await closed;
    const after = await sendRaw(port, ['GET /api/room/ HTTP/1.1\r\nHost: x\r\n\r\n'], {
      waitMs: 1000,
    });
    expect(after.status).toBe(0);
  });
});
