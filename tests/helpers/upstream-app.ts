/**
 * The site's server in upstream mode in front of the fake backends (tests/fake-backends): both
 * listening for real on loopback, since the gateway talks HTTP to its backends. Several sites
 * can stand in front of one fake (serving processes or instances sharing a database).
 */
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from '../../server/config.ts';
import { loadUpstreamConfig } from '../../server/gateway/config.ts';
import { createFakeBackends, upstreamEnv, type FakeBackends } from '../fake-backends/server.ts';
import { createTestApp, TEST_NOW, type TestApp } from './test-app.ts';

export interface RunningFake {
  fake: FakeBackends;
  fakeOrigin: string;
  /** Sets the fake's behaviour for paths ending with `path` ('' for all). */
  behave(
    path: string,
    behaviour: { delayMs?: number; failure?: string | null; ageSeconds?: number },
  ): Promise<void>;
  /** Stops it: its port refuses connections, as a backend that is down. */
  close(): Promise<void>;
}

export interface UpstreamTestApp extends TestApp, Omit<RunningFake, 'close'> {}

/** The fake backends on a free port of loopback. */
export async function startFakeBackends(): Promise<RunningFake> {
  // The image origin is the fake itself; it is known once it listens, so the data is made after.
  const probe = await createFakeBackends({ now: TEST_NOW.getTime(), imageOrigin: 'http://x' });
  await probe.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = probe.app.server.address() as AddressInfo;
  const fakeOrigin = `http://127.0.0.1:${port}`;
  await probe.app.close();
  const fake = await createFakeBackends({ now: TEST_NOW.getTime(), imageOrigin: fakeOrigin });
  await fake.app.listen({ host: '127.0.0.1', port });
  return {
    fake,
    fakeOrigin,
    async behave(path, behaviour) {
      await fake.app.inject({
        method: 'POST',
        url: '/__fake/behaviour',
        payload: { path, ...behaviour },
      });
    },
    close: () => fake.app.close(),
  };
}

/** A site in upstream mode in front of the fake at `fakeOrigin`, with `env` and `overrides`. */
export function createUpstreamSite(
  fakeOrigin: string,
  env: Record<string, string> = {},
  overrides: Partial<ServerConfig> = {},
): Promise<TestApp> {
  const upstream = loadUpstreamConfig({ ...upstreamEnv(fakeOrigin), ...env });
  return createTestApp({ upstream, ...overrides });
}

export async function createUpstreamTestApp(
  env: Record<string, string> = {},
): Promise<UpstreamTestApp> {
  const running = await startFakeBackends();
  const site = await createUpstreamSite(running.fakeOrigin, env);
  return {
    ...site,
    ...running,
    async close() {
      await site.close();
      await running.close();
    },
  };
}
