/**
 * The site's server in upstream mode in front of the fake backends (tests/fake-backends): both
 * listening for real on loopback, since the gateway talks HTTP to its backends.
 */
import type { AddressInfo } from 'node:net';
import { loadUpstreamConfig } from '../../server/gateway/config.ts';
import { createFakeBackends, upstreamEnv, type FakeBackends } from '../fake-backends/server.ts';
import { createTestApp, TEST_NOW, type TestApp } from './test-app.ts';

export interface UpstreamTestApp extends TestApp {
  fake: FakeBackends;
  fakeOrigin: string;
  /** Sets the fake's behaviour for paths ending with `path` ('' for all). */
  behave(
    path: string,
    behaviour: { delayMs?: number; failure?: string | null; ageSeconds?: number },
  ): Promise<void>;
}

export async function createUpstreamTestApp(
  env: Record<string, string> = {},
): Promise<UpstreamTestApp> {
  // The image origin is the fake itself; it is known once it listens, so the data is made after.
  const probe = await createFakeBackends({ now: TEST_NOW.getTime(), imageOrigin: 'http://x' });
  await probe.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = probe.app.server.address() as AddressInfo;
  const fakeOrigin = `http://127.0.0.1:${port}`;
  await probe.app.close();
  const fake = await createFakeBackends({ now: TEST_NOW.getTime(), imageOrigin: fakeOrigin });
  await fake.app.listen({ host: '127.0.0.1', port });
  const upstream = loadUpstreamConfig({ ...upstreamEnv(fakeOrigin), ...env });
  const site = await createTestApp({ upstream });
  const closeSite = site.close.bind(site);
  // Added to the test app itself: spreading it would read its SQLite-only `db` on PostgreSQL.
  return Object.assign(site, {
    fake,
    fakeOrigin,
    async behave(path: string, behaviour: Parameters<UpstreamTestApp['behave']>[1]) {
      await fake.app.inject({
        method: 'POST',
        url: '/__fake/behaviour',
        payload: { path, ...behaviour },
      });
    },
    async close() {
      await closeSite();
      await fake.app.close();
    },
  });
}
