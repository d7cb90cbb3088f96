/**
 * The push part of the bench: one flash sale that starts, sent to 10,000 stored subscriptions by
 * the production server (`npm start`'s processes, SQLite) through the fake push service
 * (tests/fake-push, in this process, checking every VAPID token and decrypting one payload in a
 * hundred), while pages are asked of the server at a steady rate. Reported: the time from the
 * sale's start to the last notification accepted, and the page p99 before and while sending.
 * Budget: every subscriber reached once within 2 minutes, and the pages' p99 while sending at most
 * twice what it is alone (the pages' own budgets are the pages lines').
 */
import autocannon from 'autocannon';
import { openDatabase, sqliteStore } from '../../server/db/database.ts';
import { startFakePushService, type FakePushService } from '../../tests/fake-push/server.ts';
import { addFlashSale } from '../../tests/support/server/happenings.ts';
import { startSiteServer } from '../site-server.ts';
import { atMost, failedChecks, type Check } from './budget.ts';
import { navigationHeaders } from './pages.ts';
import type { BenchLine } from './table.ts';

export const PUSH_SUBSCRIBERS = 10_000;
/** Pages a second asked meanwhile: a busy afternoon, far below what the server can draw. */
const PAGE_RATE = 100;
const PAGE_PATH = '/flash_sale';
const SEND_BUDGET_S = 120;

export interface PushBenchOptions {
  distDir: string;
  userAgent: string;
  log(message: string): void;
}

interface PageFigures {
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failures: number;
}

async function pages(url: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({
    url,
    headers,
    connections: 10,
    overallRate: PAGE_RATE,
    duration: seconds,
    timeout: 10,
  });
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  } satisfies PageFigures;
}

/** Stores `count` subscriptions to the flash sales, made an hour ago, half in each language. */
async function storeSubscribers(databasePath: string, push: FakePushService, count: number) {
  const db = sqliteStore(await openDatabase(databasePath));
  try {
    const at = new Date(Date.now() - 60 * 60_000).toISOString();
    const rows = Array.from({ length: count }, (_, index) => {
      const { json } = push.subscribe();
      return {
        endpoint: json.endpoint,
        p256dh: json.keys.p256dh,
        auth: json.keys.auth,
        origin: 'https://www.complex.example',
        language: index % 2 === 0 ? 'en' : 'ch',
        topic_flash_sales: 1,
        topic_events: 0,
        topic_members_days: 0,
        client_key: `bench-${index}`,
        created_at: at,
        updated_at: at,
        sent_count: 0,
      };
    });
    for (let start = 0; start < rows.length; start += 500)
      await db
        .insertInto('push_subscriptions')
        .values(rows.slice(start, start + 500))
        .execute();
    await db.deleteFrom('flash_sales').execute();
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

const until = async (condition: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
};

export async function pushLine({ distDir, userAgent, log }: PushBenchOptions): Promise<BenchLine> {
  const push = await startFakePushService();
  push.decryptEvery(100);
  const server = await startSiteServer({
    distDir,
    env: {
      PUSH_ALLOW_LOOPBACK_FOR_TESTS: '1',
      NODE_EXTRA_CA_CERTS: push.caFile,
      PUSH_TICK_SECONDS: '1',
    },
  });
  try {
    log(`Push: storing ${PUSH_SUBSCRIBERS} subscriptions...`);
    const db = await storeSubscribers(server.databasePath, push, PUSH_SUBSCRIBERS);
    const pageUrl = server.url + PAGE_PATH;
    const headers = navigationHeaders(userAgent);
    try {
      log(`Push: ${PAGE_PATH} at ${PAGE_RATE} pages/s alone...`);
      await pages(pageUrl, headers, 3);
      const alone = await pages(pageUrl, headers, 8);

      log(`Push: a flash sale starts; ${PAGE_PATH} at ${PAGE_RATE} pages/s meanwhile...`);
      const start = Date.now();
      await addFlashSale(db, {
        id: 99_001,
        title: 'Bench flash sale',
        titleZh: '压测限时抢购',
        start: new Date(start),
        expiry: new Date(start + 2 * 60 * 60_000),
      });
      const during = pages(pageUrl, headers, 20);
      await until(() => push.received.length >= PUSH_SUBSCRIBERS, SEND_BUDGET_S * 1000);
      const seconds = (Date.now() - start) / 1000;
      const meanwhile = await during;
      const reached = new Set(push.received.map((entry) => entry.subscriptionId)).size;

      const checks: Check[] = [
        { name: 'reached', measured: PUSH_SUBSCRIBERS - reached, limit: atMost(0) },
        { name: 'twice', measured: push.received.length - reached, limit: atMost(0) },
        { name: 'broken', measured: push.problems.length, limit: atMost(0) },
        { name: 'time', measured: seconds, limit: atMost(SEND_BUDGET_S) },
        {
          name: 'page p99',
          measured: meanwhile.p99Ms,
          limit: atMost(Math.min(100, Math.max(2 * alone.p99Ms, 10))),
        },
        { name: 'page errors', measured: meanwhile.failures + alone.failures, limit: atMost(0) },
      ];
      return {
        area: 'Push',
        subject: `A flash sale to ${PUSH_SUBSCRIBERS.toLocaleString('en')} stored subscriptions (fake push service on loopback), GET ${PAGE_PATH} at ${PAGE_RATE}/s meanwhile`,
        measured: [
          `${reached.toLocaleString('en')} reached in ${seconds.toFixed(1)} s (${Math.round(reached / seconds)}/s)`,
          `page p99 ${meanwhile.p99Ms} ms while sending (p50 ${meanwhile.p50Ms} ms), ${alone.p99Ms} ms alone`,
          ...(push.problems.length ? [`${push.problems.length} broken`] : []),
        ].join(' · '),
        budget: `all once within ${SEND_BUDGET_S} s; page p99 ≤ 2× alone; no errors`,
        failed: failedChecks(checks),
      };
    } finally {
      await db.destroy();
    }
  } finally {
    await server.stop();
    await push.close();
  }
}

export const PUSH_NOTE = `Push: the production server (SQLite; its sending process, at a lower CPU priority than the serving processes, PUSH_CONCURRENCY 8) with ${PUSH_SUBSCRIBERS.toLocaleString('en')} subscriptions stored, then one flash sale starting; the fake push service (tests/fake-push) runs in the bench's process on the same cores, checks every VAPID token and decrypts one payload in a hundred. Time: from the sale's start instant to the last push accepted (the scheduler looks every second). Pages: the flash sale list asked at a fixed ${PAGE_RATE} pages/s (autocannon, navigation headers), 8 s alone before, then during the send.`;
