/**
 * The bench on PostgreSQL: the directory and booking-status reads, measured as the SQLite lines
 * are, on one instance and on two instances behind a round-robin proxy, all on one throw-away
 * PostgreSQL cluster (tests/helpers/postgres-cluster.ts) seeded by the first instance's start.
 * Every process (load generator, proxy, instances, PostgreSQL) shares the machine's cores, so the
 * two-instance figure shows what the proxy and a second process cost or bring on this machine,
 * not what two machines would serve.
 */
import pg from 'pg';
import { startRoundRobinProxy } from '../../tests/support/server/round-robin-proxy.ts';
import { startCluster } from '../../tests/helpers/postgres-cluster.ts';
import { startSiteServer } from '../site-server.ts';
import {
  backendLine,
  loadTest,
  type BackendCall,
  type LoadSettings,
  type LoadTarget,
} from './backend.ts';
import type { BenchLine } from './table.ts';
import { pickTargets } from './targets.ts';

/** The reads that depend on the store: the directory (cached a minute per instance) and bookings. */
const POSTGRES_CALLS = ['Directories', 'Booking status'];

export interface PostgresBenchOptions {
  distDir: string;
  implementationId: string;
  userAgent: string;
  load: LoadSettings;
  log(message: string): void;
}

export async function postgresLines(options: PostgresBenchOptions): Promise<BenchLine[]> {
  const { load, log } = options;
  const cluster = startCluster();
  const stops: (() => Promise<void>)[] = [];
  try {
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE complex');
    await admin.end();
    const env = { DATABASE_URL: cluster.url('complex') };
    const first = await startSiteServer({ distDir: options.distDir, env });
    stops.push(() => first.stop());
    const second = await startSiteServer({ distDir: options.distDir, env });
    stops.push(() => second.stop());
    const proxy = await startRoundRobinProxy([first.url, second.url]);
    stops.push(() => proxy.close());

    const { calls } = await pickTargets(first.url, options.implementationId);
    const measured = calls.filter((call) => POSTGRES_CALLS.includes(call.label));
    const setups: { name: string; target: LoadTarget }[] = [
      {
        name: 'PostgreSQL, 1 instance',
        target: { ...options, origin: first.url, serverPid: first.process.pid },
      },
      {
        name: 'PostgreSQL, 2 instances behind a round-robin proxy',
        target: { ...options, origin: proxy.url, serverPid: undefined },
      },
    ];
    const lines: BenchLine[] = [];
    for (const { name, target } of setups) {
      for (const call of measured) {
        // The budgets are the SQLite server's: these lines are compared, not budgeted.
        const labelled: BackendCall = { ...call, label: `${name}: ${call.label}` };
        delete labelled.targets;
        log(
          `Load ${labelled.label} (${load.warmupSeconds} s warm-up, ${load.durationSeconds} s)...`,
        );
        lines.push(backendLine(labelled, await loadTest(target, labelled, load), load));
      }
    }
    return lines;
  } finally {
    for (const stop of stops.reverse()) await stop();
    cluster.stop();
  }
}
