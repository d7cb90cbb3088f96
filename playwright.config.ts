import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataMallEnv } from './tests/fake-backends/datamall';
import { upstreamEnv } from './tests/fake-backends/server';

/**
 * Browser tests run against the production build (`npm run build` first) served by the real
 * embedded backend with a fresh database, in Debian's Chromium. The browser's time zone is New York
 * on purpose: every business date must still be Singapore's.
 */
export const BROWSER_TEST_PORT = Number(process.env.BROWSER_TEST_PORT ?? 4310);
const baseURL = `http://localhost:${BROWSER_TEST_PORT}`;
/**
 * The server's fresh database, named once here (workers inherit the environment) so that tests can
 * read what was seeded at random, such as the activation codes (tests/browser/demo-codes.ts).
 */
process.env.BROWSER_TEST_DATABASE ??= join(tmpdir(), `complex-browser-tests-${process.pid}.sqlite`);

/**
 * The main journeys again with the site in upstream mode (DATA_SOURCE=upstream), in front of the
 * fake of the complex's backends (tests/fake-backends): a second site and the fake, on the next
 * ports unless given.
 */
export const UPSTREAM_SITE_PORT = Number(
  process.env.UPSTREAM_BROWSER_TEST_PORT ?? BROWSER_TEST_PORT + 1,
);
export const FAKE_BACKENDS_PORT = Number(process.env.FAKE_BACKENDS_PORT ?? BROWSER_TEST_PORT + 2);
const upstreamURL = `http://localhost:${UPSTREAM_SITE_PORT}`;
const fakeOrigin = `http://localhost:${FAKE_BACKENDS_PORT}`;

/**
 * The browser the tests drive: Debian's headless shell (package chromium-headless-shell: the same
 * Chromium, without the desktop browser around it, as Playwright itself runs headless) where it is
 * installed, else Debian's full Chromium. On a slow machine the whole suite took 27 min in the full
 * browser recording traces, 14 min in the shell with traces on retries only. Lighthouse (the PWA
 * audits, the bench) always runs in the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const TEST_BROWSER =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: false,
  // Two workers on CI too: the machines have two cores, and one worker would take the browser suite
  // alone past half of CI's 20-minute budget.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    timezoneId: 'America/New_York',
    locale: 'en-SG',
    // Recording a trace costs every test its screencast and snapshots: a quarter of the browser
    // suite's time on a slow machine (directory.spec 165 s with, 126 s without). On CI the retry
    // of a failed test records one; locally every failure keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: TEST_BROWSER, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: 'upstream/**',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        channel: undefined,
      },
    },
    {
      name: 'upstream',
      testMatch: 'upstream/**/*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        channel: undefined,
        baseURL: upstreamURL,
      },
    },
  ],
  webServer: [
    {
      command: 'node server/start.js',
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(BROWSER_TEST_PORT),
        HOST: 'localhost',
        DATABASE_PATH: process.env.BROWSER_TEST_DATABASE,
        SKIP_BUILD: '1',
        LOG_LEVEL: 'warn',
        WRITE_RATE_LIMIT: '1000',
        // Subscriptions on the fake push service (tests/fake-push, on 127.0.0.1): push.spec.ts.
        PUSH_ALLOW_LOOPBACK_FOR_TESTS: '1',
        // Not the default 3, so the settings page's "at most 5 a day" shows it is the server's.
        PUSH_DAILY_LIMIT: '5',
      },
    },
    {
      command: 'node --import tsx tests/fake-backends/main.ts',
      url: `${fakeOrigin}/images/ready.svg`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FAKE_PORT: String(FAKE_BACKENDS_PORT) },
    },
    {
      command: 'node server/start.js',
      url: `${upstreamURL}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        ...upstreamEnv(fakeOrigin),
        // Live parking from the fake DataMall the fake backends serve beside them.
        ...dataMallEnv(fakeOrigin),
        // The feed asked every 5 s rather than each minute, so a new count reaches the server
        // within seconds (upstream/parking.spec.ts; the page's own minute is on its clock).
        CARPARK_ASK_EVERY_MS: '5000',
        PORT: String(UPSTREAM_SITE_PORT),
        HOST: 'localhost',
        DATABASE_PATH: join(tmpdir(), `complex-browser-tests-upstream-${process.pid}.sqlite`),
        SKIP_BUILD: '1',
        LOG_LEVEL: 'warn',
        WRITE_RATE_LIMIT: '1000',
        // One serving process per core, as `npm start` runs: the journeys that take the backends
        // down get the kept answers from whichever process answers (they are in the database).
        // Short, so the journey that takes the backends down sees the circuit open quickly.
        UPSTREAM_TIMEOUT_MS: '5000',
        UPSTREAM_BREAKER_FAILURES: '3',
        UPSTREAM_BREAKER_COOLDOWN_MS: '60000',
        UPSTREAM_MAX_FRESH_SECONDS: '1',
      },
    },
  ],
});
