/**
 * `npm run bench`: builds the site when dist/ is stale, starts the production server (its own port
 * and throw-away database) and prints one table of every figure issue 8 budgets, with its budget
 * and whether it holds:
 *   - bundle: first-load JS and CSS of `/` (gzip), each route chunk, the precache total, and the
 *     scripts a phone on mobile data loads to open `/` (scripts/bench/mobile-first-load.ts);
 *   - weight: each bench page's document (brotli as sent, gzip), drawn elements and CSS
 *     (scripts/bench/page-weight.ts);
 *   - Lighthouse 12 mobile on the eight bench pages, median of 5 runs, with Lighthouse's default
 *     CPU slowdown (simulated) and with a calibrated budget phone's (the machine's benchmark index
 *     / 264: scripts/bench/calibration.ts; applied, scripts/bench/lighthouse.ts says why), each
 *     line with its load and index;
 *   - interactions: interaction to next paint of four taps and a tap during hydration on the
 *     calibrated phone (scripts/bench/interactions.ts);
 *   - backend: autocannon on loopback for four reads (req/s, p50, p99);
 *   - pages: page navigations per second, p50/p99: drawn before (page cache warm) and drawn cold
 *     (page cache off), scripts/bench/pages.ts;
 *   - attack: the directories read's p99 alone and while another client sends absurd requests at
 *     the write limit (its own server, with the production write limit), within 2x.
 *   - postgres: the directory and booking status on PostgreSQL, one and two instances
 *     (scripts/bench/postgres.ts; needs Debian's `postgresql`).
 *   - parking: live parking against the fake DataMall, warm and cold, and the feed's asks while a
 *     hundred visitors ask for a minute (scripts/bench/parking.ts).
 *   - push: a flash sale sent to 10,000 stored subscriptions through the fake push service, and
 *     the pages' p99 meanwhile (scripts/bench/push.ts).
 * The same table goes to docs/benchmarks.md with the date, the machine and the versions, above
 * the file's hand-written part (how the bench measures, the history of its figures), kept as it is.
 *
 * Options: --runs N (Lighthouse runs per page and set, default 5), --calibration-runs N (Lighthouse
 * runs whose benchmark index sets the calibrated slowdown, default 3), --cpu-slowdown X (give the
 * calibrated slowdown instead of measuring it), --calibrated-throttling applied|simulated (how
 * Lighthouse slows the calibrated phone, default applied), --default-only / --calibrated-only (one
 * Lighthouse set), --interaction-runs N (default 3), --duration S (seconds of load per call, default 8),
 * --connections N (default 10), --client-threads N (load-generator threads, default 2), --only
 * bundle,weight,lighthouse,interactions,backend,pages,attack,upstream,postgres,parking,push,
 * --no-write (print only). BENCH_PORT picks the server's port (a free one by default). Exits 1 when a line misses
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
  calibrationFrom,
  givenCalibration,
  slowdownLabel,
  type Calibration,
} from './bench/calibration.ts';
import { measureBenchmarkIndexes, type ThrottlingMethod } from './bench/lighthouse.ts';
import { lighthousePart, type SetName } from './bench/lighthouse-part.ts';
import { interactionsPart } from './bench/interactions-part.ts';
import { measurePageWeight, pageWeightLine, PAGE_WEIGHT_NOTE } from './bench/page-weight.ts';
import { describeMachine } from './bench/machine.ts';
import { parkingBench } from './bench/parking.ts';
import { postgresLines } from './bench/postgres.ts';
import { pagesLines, PAGES_NOTE } from './bench/pages.ts';
import { benchmarksMarkdown, handWrittenPart, summaryOf } from './bench/report.ts';
import { formatTable, countFailures, type BenchLine } from './bench/table.ts';
import { pickTargets } from './bench/targets.ts';
import { PROJECT_ROOT, startSiteServer } from './site-server.ts';
import { upstreamBench } from './bench/upstream.ts';
import { PUSH_NOTE, pushLine } from './bench/push.ts';

/**
 * autocannon keeps sending on a connection after the server answered `Connection: close` (as it
 * does after MAX_REQUESTS_PER_SOCKET requests), and Node answers those 503: the load lines would
 * count the server's own keep-alive limit as errors. Browsers and proxies open a new connection;
 * the bench's servers (every one inherits this environment) lift the limit for the load.
 */
process.env.MAX_REQUESTS_PER_SOCKET ??= String(1_000_000_000);

const AREAS = [
  'bundle',
  'weight',
  'lighthouse',
  'interactions',
  'backend',
  'pages',
  'attack',
  'upstream',
  'postgres',
  'parking',
  'push',
] as const;
type Area = (typeof AREAS)[number];

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const IMPLEMENTATION_ID = 'complex-web';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'interaction-runs': { type: 'string', default: '3' },
    'calibration-runs': { type: 'string', default: '3' },
    'cpu-slowdown': { type: 'string' },
    'calibrated-throttling': { type: 'string', default: 'applied' },
    'default-only': { type: 'boolean', default: false },
    'calibrated-only': { type: 'boolean', default: false },
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
const interactionRuns = positive('interaction-runs', options['interaction-runs']);
const calibrationRuns = positive('calibration-runs', options['calibration-runs']);
if (options['default-only'] && options['calibrated-only'])
  throw new Error('--default-only and --calibrated-only exclude each other');
const lighthouseSets: SetName[] = options['default-only']
  ? ['default']
  : options['calibrated-only']
    ? ['calibrated']
    : ['default', 'calibrated'];
const calibratedMethod = ((method: string | undefined): ThrottlingMethod => {
  if (method === 'applied' || method === 'simulated') return method;
  throw new Error(`--calibrated-throttling must be applied or simulated, not ${method}`);
})(options['calibrated-throttling']);
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

/**
 * The calibrated phone, measured once for the whole bench (its Lighthouse and interactions parts)
 * on the first bench page, or given with --cpu-slowdown; printed as soon as it is known.
 */
function calibrationOnce(origin: string): () => Promise<Calibration> {
  let measured: Promise<Calibration> | undefined;
  return () => {
    measured ??= (async () => {
      const given = options['cpu-slowdown'];
      const calibration =
        given !== undefined
          ? givenCalibration(Number(given))
          : (log(`Measuring Lighthouse's benchmark index (${calibrationRuns} runs)...`),
            calibrationFrom(await measureBenchmarkIndexes(`${origin}/`, calibrationRuns)));
      log(`Calibrated phone: ${slowdownLabel(calibration)}`);
      return calibration;
    })();
    return measured;
  };
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
    const calibration = calibrationOnce(server.url);
    if (areas.has('weight')) {
      for (const page of targets.pages) {
        log(`Page weight ${page.path}...`);
        lines.push(pageWeightLine(await measurePageWeight(server.url, page, distDir)));
      }
      notes.push(PAGE_WEIGHT_NOTE);
    }
    if (areas.has('lighthouse')) {
      const part = await lighthousePart({
        origin: server.url,
        pages: targets.pages,
        runs,
        sets: lighthouseSets,
        calibration,
        calibratedMethod,
        log,
      });
      lines.push(...part.lines);
      notes.push(...part.notes);
    }
    if (areas.has('interactions')) {
      const part = await interactionsPart({
        origin: server.url,
        runs: interactionRuns,
        calibration,
        log,
      });
      lines.push(...part.lines);
      notes.push(...part.notes);
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
  if (areas.has('parking')) {
    const parking = await parkingBench({
      distDir,
      implementationId: IMPLEMENTATION_ID,
      userAgent,
      load,
      log,
    });
    lines.push(...parking.lines);
    notes.push(...parking.notes);
  }

  if (areas.has('push')) {
    lines.push(await pushLine({ distDir, userAgent, log }));
    notes.push(PUSH_NOTE);
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
