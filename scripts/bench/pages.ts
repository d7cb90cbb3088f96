/**
 * The pages part of the bench: page navigations served per second, with p50/p99, at the load of
 * the backend part (autocannon, 10 connections), with the headers Chromium sends for a navigation
 * and no cookie.
 *   - Drawn before: the production server as it runs, its page cache warm (the warm-up draws the
 *     page once, then every request of the measured run should be served kept). Budget: at least
 *     1,000 pages/s and p99 under 100 ms.
 *   - Drawn cold: a second server with the page cache off (PAGE_CACHE_MAX_BYTES=0), so every
 *     request draws its page: the renderer's own throughput. Budget for the dining directory, the
 *     largest page: at least 150 pages/s and p99 under 100 ms; the others are figures.
 * Before measuring, one navigation checks the server answers the page the way the line says
 * (`x-page-cache: hit` warm, `bypass` cold), so a line cannot measure something else.
 */
import { get as httpGet } from 'node:http';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT, startSiteServer } from '../site-server.ts';
import { atLeast, atMost, describeLimit, failedChecks, type Check, type Limit } from './budget.ts';
import { loadFigures, loadTest, type LoadSettings } from './backend.ts';
import type { BenchLine } from './table.ts';
import { pickTargets, type BenchPage } from './targets.ts';

export const WARM_PAGE_TARGETS = { pagesPerSecond: atLeast(1000), p99Ms: atMost(100) };
export const COLD_DIRECTORY_TARGETS = { pagesPerSecond: atLeast(150), p99Ms: atMost(100) };

const PAGE_CACHE_HEADER = 'x-page-cache';

/** What Chromium sends for a page navigation typed or followed (no cookie: a first visit). */
export function navigationHeaders(userAgent: string): Record<string, string> {
  return {
    accept:
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
    'accept-encoding': 'gzip, deflate, br, zstd',
    'accept-language': 'en-SG,en;q=0.9',
    'user-agent': userAgent,
    'upgrade-insecure-requests': '1',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-site': 'none',
    'sec-fetch-dest': 'document',
    'sec-fetch-user': '?1',
  };
}

interface PageLoad {
  page: BenchPage;
  cache: 'warm' | 'cold';
  targets?: { pagesPerSecond: Limit; p99Ms: Limit };
}

export interface PagesBenchOptions {
  distDir?: string;
  implementationId: string;
  userAgent: string;
  load: LoadSettings;
  log: (message: string) => void;
}

const bench = (pages: BenchPage[], label: string): BenchPage => {
  const page = pages.find((candidate) => candidate.label.startsWith(label));
  if (!page) throw new Error(`No bench page ${label}`);
  return page;
};

/**
 * Asks for `url` on new connections, enough of them to reach every serving process of `npm start`
 * (one per core, at most 8 by default: server/processes.ts), which take new connections in turn.
 */
async function onEveryProcess(url: string, headers: Record<string, string>): Promise<void> {
  for (let connection = 0; connection < 2 * Math.min(availableParallelism(), 8); connection += 1) {
    await new Promise<void>((done, fail) => {
      const request = httpGet(url, { headers, agent: false }, (response) => {
        response.resume();
        response.on('end', done);
      });
      request.on('error', fail);
    });
  }
}

async function measure(
  origin: string,
  serverPid: number | undefined,
  { page, cache, targets }: PageLoad,
  options: PagesBenchOptions,
): Promise<BenchLine> {
  const headers = navigationHeaders(options.userAgent);
  const expected = cache === 'warm' ? 'hit' : 'bypass';
  // Drawn (warm: kept) by every serving process, then checked to be served as this line says.
  await onEveryProcess(origin + page.path, headers);
  const probe = await fetch(origin + page.path, { headers });
  await probe.arrayBuffer();
  const outcome = probe.headers.get(PAGE_CACHE_HEADER);
  if (outcome !== expected)
    throw new Error(`${page.path} answered ${PAGE_CACHE_HEADER}: ${outcome}, not ${expected}`);
  options.log(`Pages ${page.path} (${cache})...`);
  const result = await loadTest(
    { origin, implementationId: options.implementationId, userAgent: options.userAgent, serverPid },
    { label: page.label, method: 'GET', path: page.path, headers },
    options.load,
  );
  const checks: Check[] = [{ name: 'errors', measured: result.failures, limit: atMost(0) }];
  if (targets) {
    checks.push({
      name: 'pages/s',
      measured: result.requestsPerSecond,
      limit: targets.pagesPerSecond,
    });
    checks.push({ name: 'p99', measured: result.p99Ms, limit: targets.p99Ms });
  }
  const { load } = options;
  return {
    area: 'Pages',
    subject: `${page.label} ${cache === 'warm' ? 'drawn before (cache warm)' : 'drawn cold (cache off)'}: GET ${page.path} (${load.connections} connections, ${load.clientThreads} client thread${load.clientThreads === 1 ? '' : 's'}, ${load.durationSeconds} s)`,
    measured: loadFigures(result, { perSecond: 'pages/s', one: 'page', request: 'page' }),
    budget: targets
      ? `${describeLimit(targets.pagesPerSecond)} pages/s, p99 ${describeLimit(targets.p99Ms)} ms, no errors`
      : 'no errors',
    failed: failedChecks(checks),
  };
}

/** Warm lines on a server with the page cache, then cold lines on one without it. */
export async function pagesLines(options: PagesBenchOptions): Promise<BenchLine[]> {
  const distDir = options.distDir ?? join(PROJECT_ROOT, 'dist');
  const lines: BenchLine[] = [];
  for (const cache of ['warm', 'cold'] as const) {
    const server = await startSiteServer({
      distDir,
      ...(process.env.BENCH_PORT ? { port: Number(process.env.BENCH_PORT) } : {}),
      ...(cache === 'cold' ? { env: { PAGE_CACHE_MAX_BYTES: '0' } } : {}),
    });
    try {
      const { pages } = await pickTargets(server.url, options.implementationId);
      const loads: PageLoad[] = [
        { page: bench(pages, 'Home'), cache },
        { page: bench(pages, 'Dining directory'), cache },
        { page: bench(pages, 'Promotions'), cache },
        { page: bench(pages, 'Event'), cache },
      ].map((load) => ({
        ...load,
        ...(cache === 'warm'
          ? { targets: WARM_PAGE_TARGETS }
          : load.page.label.startsWith('Dining')
            ? { targets: COLD_DIRECTORY_TARGETS }
            : {}),
      }));
      for (const load of loads)
        lines.push(await measure(server.url, server.process.pid, load, options));
    } finally {
      await server.stop();
    }
  }
  return lines;
}

export const PAGES_NOTE =
  'Pages: page navigations (GET with the headers Chromium sends for a navigation, no cookie) measured as in Backend. "Drawn before": the production server with its page cache (server/pages/page-cache.ts), the page drawn during the warm-up and served kept (checked: `x-page-cache: hit`). "Drawn cold": a second server with PAGE_CACHE_MAX_BYTES=0, so every request draws its page (checked: `x-page-cache: bypass`). A kept page is valid within the minute it was drawn in, so a measured run that crosses a minute draws each page once more.';
