/**
 * `npm run bench`: builds the site when dist/ is stale, starts the production server (its own port
 * and throw-away database) and prints one table of every figure issue 8 budgets, with its budget
 * and whether it holds:
 *   - bundle: first-load JS and CSS of `/` (gzip), each route chunk, the precache total, and the
 *     scripts a phone on mobile data loads to open `/` (scripts/bench/mobile-first-load.ts);
 *   - Lighthouse 12 mobile (simulated throttling) on seven pages, median of a few runs;
 *   - backend: autocannon on loopback for four reads (req/s, p50, p99);
 *   - pages: page navigations per second, p50/p99: drawn before (page cache warm) and drawn cold
 *     (page cache off), scripts/bench/pages.ts;
 *   - attack: the directories read's p99 alone and while another client sends absurd requests at
 *     the write limit (its own server, with the production write limit), within 2x.
 *   - postgres: the directory and booking status on PostgreSQL, one and two instances
 *     (scripts/bench/postgres.ts; needs Debian's `postgresql`).
 * The same table goes to docs/benchmarks.md with the date, the machine and the versions, above
 * the file's hand-written part (how the bench measures, the history of its figures), kept as it is.
 *
 * Options: --runs N (Lighthouse runs per page, default 3), --duration S (seconds of load per call,
 * default 8), --connections N (default 10), --client-threads N (load-generator threads, default 2), --only bundle,lighthouse,backend,pages,attack,upstream,postgres, --no-write (print
 * only). BENCH_PORT picks the server's port (a free one by default). Exits 1 when a line misses
 * its budget.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isBuildStale, runBuild } from '../server/site-build.ts';
import { attackLine, attackTest } from './bench/attack.ts';
import { backendLine, DEFAULT_LOAD, loadTest, type LoadSettings } from './bench/backend.ts';
import { bundleLines, mobileFirstLoadLine } from './bench/bundle-lines.ts';
import { firstPaintCssLine, measureFirstPaintCss } from './bench/first-paint-css.ts';
import { mobileFirstLoadOf } from './bench/mobile-first-load.ts';
import {
  auditPage,
  benchmarkIndexNote,
  lighthouseLine,
  medianFigures,
  paintGraphNote,
  type PageResult,
} from './bench/lighthouse.ts';
import { describeMachine } from './bench/machine.ts';
import { postgresLines } from './bench/postgres.ts';
import { pagesLines, PAGES_NOTE } from './bench/pages.ts';
import { benchmarksMarkdown, handWrittenPart, summaryOf } from './bench/report.ts';
import { formatTable, countFailures, type BenchLine } from './bench/table.ts';
import { pickTargets } from './bench/targets.ts';
import { PROJECT_ROOT, startSiteServer } from './site-server.ts';
import { upstreamBench } from './bench/upstream.ts';

/**
 * autocannon keeps sending on a connection after the server answered `Connection: close` (as it
 * does after MAX_REQUESTS_PER_SOCKET requests), and Node answers those 503: the load lines would
 * count the server's own keep-alive limit as errors. Browsers and proxies open a new connection;
 * the bench's servers (every one inherits this environment) lift the limit for the load.
 */
process.env.MAX_REQUESTS_PER_SOCKET ??= String(1_000_000_000);

const AREAS = [
  'bundle',
  'lighthouse',
  'backend',
  'pages',
  'attack',
  'upstream',
  'postgres',
] as const;
type Area = (typeof AREAS)[number];

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const IMPLEMENTATION_ID = 'complex-web';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: String(DEFAULT_LOAD.durationSeconds) },
    connections: { type: 'string', default: String(DEFAULT_LOAD.connections) },
    'client-threads': { type: 'string', default: String(DEFAULT_LOAD.clientThreads) },
    only: { type: 'string', default: AREAS.join(',') },
    'no-write': { type: 'boolean', default: false },
  },
});

function positive(name: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name} must be a whole number of at least 1`);
  return number;
}

const runs = positive('runs', options.runs);
const load: LoadSettings = {
  ...DEFAULT_LOAD,
  durationSeconds: positive('duration', options.duration),
  connections: positive('connections', options.connections),
  clientThreads: positive('client-threads', options['client-threads']),
};
const areas = new Set(
  (options.only ?? '')
    .split(',')
    .filter((area): area is Area => (AREAS as readonly string[]).includes(area)),
);
const log = (message: string) => console.error(message);

function lighthouseNotes(results: PageResult[]): string[] {
  return results
    .filter((result) => result.flags.length > 0)
    .map(
      (result) =>
        `Lighthouse flags on ${result.path}: ${result.flags.map((flag) => `${flag.category} ${flag.id}${flag.displayValue ? ` (${flag.displayValue})` : ''}`).join('; ')}`,
    );
}

/** The attack part, on a server of its own with the production write limit (20 a minute). */
async function attackPart(chromium: string, notes: string[]): Promise<BenchLine> {
  const server = await startSiteServer({
    distDir: join(PROJECT_ROOT, 'dist'),
    ...(process.env.BENCH_PORT ? { port: Number(process.env.BENCH_PORT) } : {}),
    env: { WRITE_RATE_LIMIT: '20' },
  });
  try {
    const targets = await pickTargets(server.url, IMPLEMENTATION_ID);
    const call = targets.calls[0];
    if (!call) throw new Error('No read to measure');
    log(`Attack: ${call.label} alone, then under attack...`);
    const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chromium} Safari/537.36`;
    const result = await attackTest(
      {
        origin: server.url,
        implementationId: IMPLEMENTATION_ID,
        userAgent,
        serverPid: server.process.pid,
      },
      call,
      load,
    );
    notes.push(
      `Attack: a fresh production server with WRITE_RATE_LIMIT=20; the ${call.label} read measured as in Backend, alone and then while a separate attacking process (scripts/bench/attacker.ts) sends a booking inquiry and a booking checking out in 9999 at the write limit, 9,000-level nesting in form params and in a JSON body, a bad percent-encoding, a 30 KB header, a 70 KB body and a 1,000-character search once a second each, and keeps 50 connections stalled mid-body (the server cuts them after 20 s). Budget: loaded p99 at most twice the unloaded p99.`,
    );
    return attackLine(call, result, load);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const distDir = join(PROJECT_ROOT, 'dist');
  if (isBuildStale(PROJECT_ROOT, distDir)) {
    log('Building the site (dist/ is missing or older than its sources)...');
    await runBuild(PROJECT_ROOT);
  }

  const lines: BenchLine[] = [];
  const notes: string[] = [];
  if (areas.has('bundle')) lines.push(...bundleLines(distDir));

  const machine = describeMachine(CHROME_PATH);
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${machine.chromium} Safari/537.36`;
  const server = await startSiteServer({
    distDir,
    ...(process.env.BENCH_PORT ? { port: Number(process.env.BENCH_PORT) } : {}),
  });
  try {
    if (areas.has('bundle')) {
      log('First load of / on mobile data...');
      lines.push(mobileFirstLoadLine(await mobileFirstLoadOf(server.url, distDir, '/')));
      lines.push(firstPaintCssLine('/', await measureFirstPaintCss(`${server.url}/`)));
      notes.push(
        "First-load JS on mobile data: / opened once in Debian's headless Chromium at 375 px with the network emulated as cellular 4G (150 ms, 1.6 Mbit/s; navigator.connection.type cellular, so no idle prefetch), every script the page requested until the network was quiet for 3 s, counted at the gzip size of its built file; the worker's own precache downloads are not counted.",
      );
    }
    const targets = await pickTargets(server.url, IMPLEMENTATION_ID);
    if (areas.has('lighthouse')) {
      const results: PageResult[] = [];
      const benchmarkIndexes: number[] = [];
      for (const page of targets.pages) {
        log(`Lighthouse ${page.path} (${runs} run${runs > 1 ? 's' : ''})...`);
        const audited = await auditPage(
          server.url + page.path,
          runs,
          (lhr) => {
            benchmarkIndexes.push(lhr.environment.benchmarkIndex);
          },
          { paintGraph: page.path === '/' },
        );
        if (audited.paintGraph) notes.push(paintGraphNote(page.path, audited.paintGraph));
        const result = { ...page, ...audited, median: medianFigures(audited.runs) };
        results.push(result);
        lines.push(lighthouseLine(result));
      }
      notes.push(...lighthouseNotes(results));
      const indexNote = benchmarkIndexNote(benchmarkIndexes);
      if (indexNote) notes.push(indexNote);
      notes.push(
        `Lighthouse: default mobile configuration (simulated throttling), categories performance, accessibility, best practices and SEO; each run in a fresh headless Chromium; every figure is the median of its ${runs} runs.`,
      );
    }
    if (areas.has('backend')) {
      const serverPid = server.process.pid;
      for (const call of targets.calls) {
        log(
          `Load ${call.method} ${call.path} (${load.warmupSeconds} s warm-up, ${load.durationSeconds} s measured)...`,
        );
        lines.push(
          backendLine(
            call,
            await loadTest(
              { origin: server.url, implementationId: IMPLEMENTATION_ID, userAgent, serverPid },
              call,
              load,
            ),
            load,
          ),
        );
      }
      notes.push(
        `Backend: autocannon on loopback against the production server (LOG_LEVEL=warn, fresh seeded database), ${load.connections} connections from ${load.clientThreads} load-generator thread${load.clientThreads === 1 ? '' : 's'}, ${load.warmupSeconds} s warm-up then ${load.durationSeconds} s measured per call, the client in the same machine; each request carries the headers Chromium sends for the site's fetches: implementation-id, Accept: application/json, Content-Type (POST), Accept-Encoding: gzip, deflate, br, zstd, Accept-Language, User-Agent, Origin, Referer and Sec-Fetch-*. KB/answer is the compressed body as sent; server CPU is the user + system time of the server process over the measured requests (unlike req/s it does not depend on the load generator, which decodes every body to a string and can cost more CPU than the server).`,
      );
    }
  } finally {
    await server.stop();
  }
  if (areas.has('pages')) {
    lines.push(
      ...(await pagesLines({ distDir, implementationId: IMPLEMENTATION_ID, userAgent, load, log })),
    );
    notes.push(PAGES_NOTE);
  }
  if (areas.has('attack')) lines.push(await attackPart(machine.chromium, notes));
  if (areas.has('upstream')) {
    const upstream = await upstreamBench({
      distDir,
      implementationId: IMPLEMENTATION_ID,
      runs,
      load,
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${machine.chromium} Safari/537.36`,
      lighthouse: true,
      log,
    });
    lines.push(...upstream.lines);
    notes.push(...upstream.notes);
  }
  if (areas.has('postgres')) {
    lines.push(
      ...(await postgresLines({
        distDir,
        implementationId: IMPLEMENTATION_ID,
        userAgent,
        load,
        log,
      })),
    );
    notes.push(
      'PostgreSQL: the same calls and load on a throw-away PostgreSQL 15 cluster on this machine (Unix socket, fsync off), seeded by the first instance; "2 instances" goes through a small Node round-robin proxy (tests/support/server/round-robin-proxy.ts), every process on the same cores, so it measures the cost of the proxy and a second process here, not the capacity of two machines.',
    );
  }

  const table = formatTable(lines);
  console.log(table);
  console.log(`\n${summaryOf(lines)}`);
  notes.forEach((note) => console.log(`- ${note}`));

  if (!options['no-write']) {
    const lighthouseVersion = (
      JSON.parse(
        readFileSync(join(PROJECT_ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
      ) as { version: string }
    ).version;
    const command = ['npm run bench', ...process.argv.slice(2)]
      .join(' ')
      .replace(/^npm run bench (?=-)/, 'npm run bench -- ');
    const file = join(PROJECT_ROOT, 'docs', 'benchmarks.md');
    // The file's history and explanations are written by hand below the table: kept as they are.
    const handWritten = existsSync(file) ? handWrittenPart(readFileSync(file, 'utf8')) : '';
    writeFileSync(
      file,
      benchmarksMarkdown({
        date: new Date(),
        machine,
        lighthouseVersion,
        command,
        lines,
        notes,
        handWritten,
      }),
    );
    log('Wrote docs/benchmarks.md');
  }
  process.exitCode = countFailures(lines) > 0 ? 1 : 0;
}

await main();
