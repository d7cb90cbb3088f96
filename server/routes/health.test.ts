/** The load balancer's probes: liveness always, readiness only while the database answers. */
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_STORE } from '../../tests/helpers/test-app.ts';

describe('health probes', () => {
  it('answers /healthz and /readyz without API headers, uncached', async () => {
    const t = await createTestApp();
    try {
      for (const [url, status] of [
        ['/healthz', 'ok'],
        ['/readyz', 'ready'],
      ] as const) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.json()).toEqual({ status });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    } finally {
      await t.close();
    }
  });

  it('says not ready, with a 503, when the database does not answer', async () => {
    const t = await createTestApp();
    try {
      // The database goes away under the running app.
      if (TEST_STORE === 'sqlite') t.db.close();
      else await t.store.destroy();
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ Message: 'The database does not answer' });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      // The store is already closed: closing it again may throw; its database is dropped anyway.
      await t.close().catch(() => undefined);
    }
  });
});
