/**
 * Security policy of the server: HSTS only when the request really came over HTTPS (the server's
 * own TLS, or a trusted proxy's X-Forwarded-Proto), a Content-Security-Policy widened only by real
 * origins, and a rate limit on every write the app registers (found from the app, not a list).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect as tlsConnect } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type RegisteredRoute } from '../tests/helpers/test-app.ts';
import { throwawayCertificate } from '../tests/helpers/throwaway-certificate.ts';
import { DEFAULT_CONNECTION_LIMITS, loadConfig } from './config.ts';
import { PROTOTYPE_KEY_MESSAGE } from './lib/request-body.ts';
import { contentSecurityPolicy } from './lib/security-headers.ts';
import { postJson } from '../tests/support/server/requests.ts';

const FAQS = '/bi/Prod/v1/faqs';
const HSTS = 'max-age=31536000; includeSubDomains';

describe('HSTS', () => {
  it('is not sent over plain HTTP, whatever X-Forwarded-Proto a client makes up', async () => {
    const t = await createTestApp();
    try {
      expect((await postJson(t.app, FAQS)).headers['strict-transport-security']).toBeUndefined();
      const spoofed = await postJson(t.app, FAQS, {}, { 'x-forwarded-proto': 'https' });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it("is sent behind a trusted proxy when the proxy's X-Forwarded-Proto says https", async () => {
    const t = await createTestApp({ trustProxy: 1 });
    try {
      const https = await postJson(t.app, FAQS, {}, { 'x-forwarded-proto': 'https' });
      expect(https.headers['strict-transport-security']).toBe(HSTS);
      // The nearest proxy's entry counts: a client's own claim further left does not.
      const chained = await postJson(t.app, FAQS, {}, { 'x-forwarded-proto': 'https, http' });
      expect(chained.headers['strict-transport-security']).toBeUndefined();
      const plain = await postJson(t.app, FAQS, {}, { 'x-forwarded-proto': 'http' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  describe('on the server’s own TLS', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'tls-'));
      throwawayCertificate(dir);
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('is sent', async () => {
      const t = await createTestApp({
        host: '127.0.0.1',
        tls: { keyFile: join(dir, 'key.pem'), certFile: join(dir, 'cert.pem') },
      });
      try {
        await t.app.listen({ host: '127.0.0.1', port: 0 });
        const { port } = t.app.server.address() as AddressInfo;
        const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
          const call = httpsRequest(
            {
              host: '127.0.0.1',
              port,
              path: FAQS,
              method: 'POST',
              rejectUnauthorized: false,
              headers: { 'implementation-id': 'complex-web', 'content-type': 'application/json' },
            },
            (response) => {
              response.resume();
              response.on('end', () =>
                resolve({ status: response.statusCode, ...response.headers }),
              );
            },
          );
          call.on('error', reject);
          call.end('{}');
        });
        expect(headers.status).toBe(200);
        expect(headers['strict-transport-security']).toBe(HSTS);
      } finally {
        await t.close();
      }
    });

    it('goes with the 503 of a connection over the cap, sent over TLS', async () => {
      const t = await createTestApp({
        host: '127.0.0.1',
        tls: { keyFile: join(dir, 'key.pem'), certFile: join(dir, 'cert.pem') },
        connections: { ...DEFAULT_CONNECTION_LIMITS, maxConnections: 1 },
      });
      try {
        await t.app.listen({ host: '127.0.0.1', port: 0 });
        const { port } = t.app.server.address() as AddressInfo;
        const open = (): Promise<string> =>
          new Promise((resolve) => {
            const socket = tlsConnect({ host: '127.0.0.1', port, rejectUnauthorized: false });
            let text = '';
            socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
            socket.on('close', () => resolve(text));
            socket.on('error', () => resolve(text));
          });
        const first = tlsConnect({ host: '127.0.0.1', port, rejectUnauthorized: false });
        await new Promise((resolve) => first.once('secureConnect', resolve));
        await new Promise((resolve) => setTimeout(resolve, 100));
        const refused = await open();
        first.destroy();
        expect(refused).toMatch(/^HTTP\/1\.1 503 /);
        expect(refused).toContain(`strict-transport-security: ${HSTS}`);
        expect(refused).toContain('"Message":"The server is busy, try again in a moment"');
      } finally {
        await t.close();
      }
    });
  });
});

describe('Content-Security-Policy', () => {
  it('runs no inline or eval’d script, frames nowhere, and names only configured origins', () => {
    const policy = contentSecurityPolicy({
      script: ['https://chat.example.sg'],
      connect: ['https://bi.example.sg'],
      img: [],
    });
    const directives = new Map(
      policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const),
    );
    expect(directives.get('script-src')).toEqual(["'self'", 'https://chat.example.sg']);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-|\*|data:.*script|http:/);
  });

  it.each([
    ['CSP_SCRIPT_SRC', "'unsafe-inline'"],
    ['CSP_SCRIPT_SRC', "'unsafe-eval'"],
    ['CSP_SCRIPT_SRC', '*'],
    ['CSP_SCRIPT_SRC', 'https:'],
    ['CSP_CONNECT_SRC', 'https://bi.example.sg;script-src'],
    ['CSP_IMG_SRC', 'data:'],
    ['CSP_SCRIPT_SRC', 'http://cdn.example.sg'],
  ])('refuses to start with %s=%s, which is not an https origin', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('accepts https origins, with a port or a subdomain wildcard', () => {
    const config = loadConfig({
      CSP_SCRIPT_SRC: 'https://chat.example.sg  https://*.cdn.example.sg',
      CSP_CONNECT_SRC: 'https://bi.example.sg:8443',
    });
    expect(config.csp.script).toEqual(['https://chat.example.sg', 'https://*.cdn.example.sg']);
    expect(config.csp.connect).toEqual(['https://bi.example.sg:8443']);
  });
});

describe('prototype keys', () => {
  it.each([
    ['a JSON body', 'application/json', '{"EventID":"1","__proto__":{"polluted":true}}'],
    ['a nested key', 'application/json', '{"a":{"constructor":{"prototype":{"polluted":true}}}}'],
    [
      "a form's params",
      'application/x-www-form-urlencoded',
      `params=${encodeURIComponent('{"__proto__":{"polluted":true}}')}`,
    ],
  ])('in %s are refused with a 400 that names them', async (_label, contentType, payload) => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/bi/Prod/v1/event-details',
        headers: { 'implementation-id': 'complex-web', 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Status: 0, Message: PROTOTYPE_KEY_MESSAGE });
      expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('rate limits', async () => {
  const LIMIT = 2;
  const t = await createTestApp({ writeRateLimit: LIMIT });
  afterAll(() => t.close());
  const writes = t.routes.filter((route) => route.method !== 'GET' && !route.cacheable);
  const name = (route: RegisteredRoute) => `${route.method} ${route.url}`;
  const concrete = (route: RegisteredRoute) => route.url.replace(':stage', 'Prod');

  it('cover the writes of docs/api.md', () => {
    expect(writes.map(name).sort()).toEqual([
      'POST /api/booking/',
      'POST /api/booking/inquiry',
      'POST /api/customerticket',
      'POST /api/push/subscribe',
      'POST /api/push/topics',
      'POST /api/push/unsubscribe',
      'POST /bi/:stage/v1/generate-token',
      'POST /endpoint/create/model/resetPwd',
      'POST /endpoint/create/model/setCorporatePwd',
      'POST /endpoint/create/model/setPwd',
    ]);
  });

  it.each(writes.map((route) => [name(route), route] as const))(
    '%s: the write after the limit within the minute is a 429 that says when to retry',
    async (_name, route) => {
      // Refused payloads count too: a client cannot probe for free.
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT; i++)
        statuses.push((await postJson(t.app, concrete(route), { probe: i })).status);
      expect(statuses.every((status) => status !== 429)).toBe(true);
      const refused = await postJson(t.app, concrete(route), {});
      expect(refused.status).toBe(429);
      expect(String(refused.body.Message ?? refused.body.message)).toMatch(
        /^Too many requests, try again in \d+ s$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    },
  );

  it('leave reads alone', async () => {
    for (let i = 0; i < LIMIT * 3; i++) expect((await postJson(t.app, FAQS)).status).toBe(200);
  });
});
