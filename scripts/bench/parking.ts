/**
 * The bench's parking lines: the site reading the fake DataMall feed (tests/fake-backends/datamall.ts:
 * three pages, the complex's records on the second), and
 *   - warm: `GET /api/parking` under the usual load, answered from the reading the process keeps;
 *   - cold: one read of the whole feed by the server's own client, what a process with no reading
 *     yet waits for before its first answer (and what every visitor would wait for without the
 *     kept reading);
 *   - the feed's requests while a hundred visitors ask for a minute: the promise is one ask a
 *     minute for every process together (server/parking/parking-feed.ts).
 */
import { loadParkingConfig } from '../../server/parking/config.ts';
import { readDataMall } from '../../server/parking/datamall-client.ts';
import { FAKE_DATAMALL_KEY, startFakeDataMall } from '../../tests/fake-backends/datamall.ts';
import { startSiteServer } from '../site-server.ts';
import { backendLine, loadTest, type LoadSettings } from './backend.ts';
import { atMost, describeLimit, failedChecks } from './budget.ts';
import { median } from './stats.ts';
import type { BenchLine } from './table.ts';

export interface ParkingBenchOptions {
  distDir: string;
  implementationId: string;
  load: LoadSettings;
  userAgent: string;
  log: (message: string) => void;
}

const COLD_READS = 20;
const VISITORS = 100;
const VISITORS_SECONDS = 60;
const ASKS_A_MINUTE = atMost(1);

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((next) => setTimeout(next, 50));
  }
}

export async function parkingBench(
  options: ParkingBenchOptions,
): Promise<{ lines: BenchLine[]; notes: string[] }> {
  const { implementationId, load, log } = options;
  const fake = await startFakeDataMall();
  const lines: BenchLine[] = [];
  try {
    const env = { UPSTREAM_CARPARK_BASE: fake.base, UPSTREAM_CARPARK_KEY: FAKE_DATAMALL_KEY };

    log(`Parking, cold: ${COLD_READS} reads of the fake feed by the server's client...`);
    const config = loadParkingConfig(env);
    if (!config.feed) throw new Error('The parking bench needs the feed configured');
    const took: number[] = [];
    let pages = 0;
    for (let read = 0; read < COLD_READS; read += 1) {
      const started = performance.now();
      const answer = await readDataMall({ ...config, feed: config.feed });
      took.push(performance.now() - started);
      pages = answer.pages;
    }
    lines.push({
      area: 'Backend',
      subject: `Parking, cold: one read of the whole feed (${pages} pages of the fake DataMall) by the server's client, ${COLD_READS} in a row`,
      measured: `median ${Math.round(median(took))} ms · slowest ${Math.round(Math.max(...took))} ms`,
      budget: '',
      failed: null,
    });

    const site = await startSiteServer({ distDir: options.distDir, env });
    try {
      const target = {
        origin: site.url,
        implementationId,
        userAgent: options.userAgent,
        serverPid: site.process.pid,
      };
      const call = { label: 'Parking, warm', method: 'GET' as const, path: '/api/parking' };
      log(`Load GET /api/parking (warm)...`);
      lines.push(backendLine(call, await loadTest(target, call, load), load));

      // The minute starts at an ask: a second ask inside it would break the promise. The fake is
      // in this process, so each ask is timed as it comes.
      log('Parking: waiting for the feed to be asked, then a hundred visitors for a minute...');
      const askTimes: number[] = [];
      let seen = fake.state.reads;
      const sampler = setInterval(() => {
        for (; seen < fake.state.reads; seen += 1) askTimes.push(performance.now());
      }, 20);
      try {
        await until(() => askTimes.length > 0, 90_000, 'the next ask of the feed');
        const visitors: LoadSettings = {
          ...load,
          connections: VISITORS,
          warmupSeconds: 1,
          durationSeconds: VISITORS_SECONDS - 1,
        };
        const result = await loadTest(target, { ...call, label: 'Parking visitors' }, visitors);
        const minuteFrom = askTimes[0] ?? 0;
        const inMinute = askTimes.filter((at) => at - minuteFrom < 60_000).length;
        const seconds = Math.round((performance.now() - minuteFrom) / 1000);
        lines.push({
          area: 'Backend',
          subject: `Parking: asks of the feed in the minute from one ask, while ${VISITORS} visitors ask GET /api/parking for ${VISITORS_SECONDS} s (${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms, ${result.failures} errors)`,
          measured: `${inMinute} ask${inMinute === 1 ? '' : 's'} in the minute (${askTimes.length} in the ${seconds} s watched)`,
          budget: `${describeLimit(ASKS_A_MINUTE)} a minute, no errors`,
          failed: failedChecks([
            { name: 'asks', measured: inMinute, limit: ASKS_A_MINUTE },
            { name: 'errors', measured: result.failures, limit: atMost(0) },
          ]),
        });
      } finally {
        clearInterval(sampler);
      }
    } finally {
      await site.stop();
    }
  } finally {
    await fake.close();
  }
  return {
    lines,
    notes: [
      `Parking: the production server reading the fake DataMall (in the bench's process, ${VISITORS}-connection autocannon for the visitors' minute) with one serving process per core; cold is the server's own feed client timed in the bench's process, as a process without a reading waits for it.`,
    ],
  };
}
