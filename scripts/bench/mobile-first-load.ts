/**
 * First-load JavaScript of a page as a phone on mobile data loads it: Debian's Chromium opens the
 * page at a phone's size with the network emulated as cellular 4G (so `navigator.connection.type`
 * says `cellular` and the app prefetches no route code when idle, src/lib/prefetch.ts), and every
 * script the page itself requests until the network has been quiet for a while is counted: the
 * entry, its imports, the route's chunks and whatever the app loads after its first paint
 * (persistence, the worker's registration). The service worker's own precache downloads are not
 * the page's (they run in the worker, after the page is usable) and are left out.
 *
 * Each script is counted at its gzip size (level 9, as the server's `.gz` siblings and
 * scripts/bundle-report.ts count), read from the built file, so the figure does not depend on
 * which encoding the browser negotiated; what went over the wire is reported beside it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { gzipSize } from './sizes.ts';

/**
 * Issue 21's target for `/`. The framework (React, Router, Query, persistence) is about 104 KB of
 * what the page loads; the page reached 138.0 KB (asserted at 139 KB by the browser tests through
 * scripts/bundle-report.ts; docs/benchmarks.md, "First-load JavaScript of /", says what is left).
 */
export const MOBILE_FIRST_LOAD_JS_BUDGET_BYTES = 125 * 1024;

/** Lighthouse's "slow 4G" figures: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const CELLULAR = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  connectionType: 'cellular4g',
} as const;

/** Quiet time after the network went idle in which nothing more may load (idle prefetch waits up to 2 s). */
const QUIET_MS = 3000;

export interface LoadedScript {
  /** Path on the site (`/assets/index-abc.js`). */
  path: string;
  gzipBytes: number;
  /** Body bytes as transferred (whatever encoding was negotiated). */
  transferredBytes: number;
}

export interface MobileFirstLoad {
  path: string;
  scripts: LoadedScript[];
  gzipBytes: number;
  transferredBytes: number;
  /** What the page saw of its connection: the precondition of the measure. */
  connection: { type?: string; effectiveType?: string; saveData?: boolean } | null;
}

export const TEST_BROWSER_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Opens `origin + path` once in a fresh context of `browser` as a phone on mobile data and
 * returns the scripts it loaded, largest first.
 */
export async function measureMobileFirstLoad(
  browser: Browser,
  origin: string,
  distDir: string,
  path = '/',
): Promise<MobileFirstLoad> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-SG',
    timezoneId: 'America/New_York',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { ...CELLULAR });

    const requested: Promise<{ url: URL; transferredBytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      requested.push(
        request.sizes().then((sizes) => ({
          url: new URL(request.url()),
          transferredBytes: sizes.responseBodySize,
        })),
      );
    });

    await page.goto(origin + path, { waitUntil: 'networkidle' });
    // Work the app puts off until idle (prefetch, analytics, the saved cache) starts within 2 s.
    let count = -1;
    while (count !== requested.length) {
      count = requested.length;
      await page.waitForTimeout(QUIET_MS);
      await page.waitForLoadState('networkidle');
    }
    const connection = await page.evaluate(() => {
      const info = (
        navigator as Navigator & {
          connection?: { type?: string; effectiveType?: string; saveData?: boolean };
        }
      ).connection;
      return info
        ? { type: info.type, effectiveType: info.effectiveType, saveData: info.saveData }
        : null;
    });
    const scripts = (await Promise.all(requested))
      .map(({ url, transferredBytes }): LoadedScript => {
        if (url.origin !== new URL(origin).origin)
          throw new Error(`${path} loaded a script from ${url.origin}`);
        return {
          path: url.pathname,
          gzipBytes: gzipSize(readFileSync(join(distDir, url.pathname))),
          transferredBytes,
        };
      })
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      path,
      scripts,
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      transferredBytes: scripts.reduce((sum, script) => sum + script.transferredBytes, 0),
      connection,
    };
  } finally {
    await context.close();
  }
}

/** Launches the tests' Chromium, measures, closes it. */
export async function mobileFirstLoadOf(
  origin: string,
  distDir: string,
  path = '/',
): Promise<MobileFirstLoad> {
  const browser = await chromium.launch({
    executablePath: TEST_BROWSER_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--enable-blink-features=NetInfoDownlinkMax',
    ],
  });
  try {
    return await measureMobileFirstLoad(browser, origin, distDir, path);
  } finally {
    await browser.close();
  }
}
