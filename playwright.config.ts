import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Browser tests run against the production build (`npm run build` first) served by the real
 * embedded backend with a fresh database, in Debian's Chromium. The browser's time zone is New York
 * on purpose: every business date must still be Singapore's.
 */
export const BROWSER_TEST_PORT = Number(process.env.BROWSER_TEST_PORT ?? 4310);
const baseURL = `http://localhost:${BROWSER_TEST_PORT}`;

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
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined } },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(BROWSER_TEST_PORT),
      HOST: 'localhost',
      DATABASE_PATH: join(tmpdir(), `complex-browser-tests-${process.pid}.sqlite`),
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      WRITE_RATE_LIMIT: '1000',
    },
  },
});
