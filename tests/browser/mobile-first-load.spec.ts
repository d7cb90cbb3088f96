/**
 * What a phone on mobile data downloads to open `/`, measured as scripts/bench/mobile-first-load.ts
 * does (cellular 4G, so no idle prefetch; every script the page requests until the network is
 * idle, gzip). Its own Chromium: the connection type is exposed only with the flag it launches
 * with. Reads dist/ for the sizes: `npm run test:browser` builds first.
 *
 * Issue 21's target is 125 KB (the bench's line, MOBILE_FIRST_LOAD_JS_BUDGET_BYTES). Its cuts took
 * the page from 149.3 to 138.0 KB (docs/benchmarks.md, "First-load JavaScript of /": what is left
 * and what would unblock the rest), so this test holds the line there: the first-load budget of
 * scripts/bundle-report.ts, 132.7 KB since issue 39, counted as the phone loads the page. The worker's registration
 * (workbox-window) loads once the page is idle and is counted beside it: it must have loaded, and
 * only then.
 */
import { resolve } from 'node:path';
import { expect, test } from './test';
import { BUNDLE_BUDGETS } from '../../scripts/bundle-report';
import {
  MOBILE_FIRST_LOAD_JS_BUDGET_BYTES,
  mobileFirstLoadOf,
} from '../../scripts/bench/mobile-first-load';

const distDir = resolve(import.meta.dirname, '..', '..', 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('a phone on mobile data opens / within the first-load budget of gzipped JavaScript', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The targets themselves, so they cannot be relaxed in the scripts without this test saying so.
  expect(MOBILE_FIRST_LOAD_JS_BUDGET_BYTES).toBe(125 * 1024);
  expect(BUNDLE_BUDGETS.firstLoadJsGzipBytes).toBe(132.7 * 1024);
  const load = await mobileFirstLoadOf(baseURL ?? '', distDir, '/');
  console.log(
    `mobile first load of /: ${kb(load.gzipBytes)} gzip in ${load.scripts.length} scripts (target ${kb(MOBILE_FIRST_LOAD_JS_BUDGET_BYTES)})\n` +
      load.scripts
        .map((script) => `  ${kb(script.gzipBytes).padStart(8)}  ${script.path}`)
        .join('\n') +
      `\n  after the page was idle, the worker's registration: ${load.registration
        .map((script) => `${kb(script.gzipBytes)} ${script.path}`)
        .join(', ')}`,
  );
  // The measure's precondition: the page saw a cellular connection (no idle prefetch then).
  expect(load.connection?.type).toBe('cellular');
  // It found the real thing: the entry and the home page's own code.
  expect(load.scripts.length).toBeGreaterThan(1);
  // The worker is registered within the measure, by its own chunk, loaded after the first load.
  expect(load.registration).toHaveLength(1);
  expect(load.gzipBytes).toBeLessThanOrEqual(BUNDLE_BUDGETS.firstLoadJsGzipBytes);
});
