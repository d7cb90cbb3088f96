/**
 * Two instances of the real server (server/main.ts: each one's supervisor sends, beside its two
 * serving processes) on one PostgreSQL, sending to the fake push service: a flash sale that starts reaches each of
 * its 300 subscribers exactly once, in their language, whichever process claimed them. (A
 * process that dies mid-send: server/push/scheduler.test.ts, which also runs on PostgreSQL.)
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePushService, type FakePushService } from '../../tests/fake-push/server.ts';
import { copySeededDatabase } from '../../tests/helpers/postgres-test-db.ts';
import { addFlashSale, clearHappenings } from '../../tests/support/server/happenings.ts';
import { exited, freePort, startServer } from '../../tests/support/server/server-process.ts';
import type { Db } from '../db/database.ts';
import { openPostgres } from '../db/postgres.ts';
import { deliveryCounts } from '../repos/push-deliveries.ts';

const SUBSCRIBERS = 300;

let db: Db;
let drop: () => Promise<void>;
let push: FakePushService;
const servers: ChildProcess[] = [];

/** Subscribers stored as the subscribe call stores them, an hour before anything starts. */
async function addSubscribers(count: number, firstLanguage: 'en' | 'ch') {
  const made = Array.from({ length: count }, () => push.subscribe());
  const at = new Date(Date.now() - 60 * 60_000).toISOString();
  await db
    .insertInto('push_subscriptions')
    .values(
      made.map((subscription, index) => ({
        endpoint: subscription.json.endpoint,
        p256dh: subscription.json.keys.p256dh,
        auth: subscription.json.keys.auth,
        origin: 'https://www.complex.example',
        language: index % 2 === 0 ? firstLanguage : firstLanguage === 'en' ? 'ch' : 'en',
        topic_flash_sales: 1,
        topic_events: 0,
        topic_members_days: 0,
        client_key: `client-${index}`,
        created_at: at,
        updated_at: at,
        sent_count: 0,
      })),
    )
    .execute();
  return made;
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const titleOf = (message: unknown) =>
  (message as { notification?: { title?: string } }).notification?.title;

beforeAll(async () => {
  const copy = await copySeededDatabase();
  drop = copy.drop;
  db = await openPostgres(copy.url, 2);
  await clearHappenings(db);
  push = await startFakePushService();
  const env = {
    DATABASE_URL: copy.url,
    SERVER_PROCESSES: '2',
    PUSH_ALLOW_LOOPBACK_FOR_TESTS: '1',
    PUSH_TICK_SECONDS: '1',
    NODE_EXTRA_CA_CERTS: push.caFile,
  };
  const ports = [await freePort(), await freePort()];
  servers.push(...(await Promise.all(ports.map((port) => startServer(port, env)))));
}, 60_000);

afterAll(async () => {
  for (const server of servers) {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited(server);
  }
  await db?.destroy();
  await drop?.();
  await push?.close();
});

describe('two instances on one PostgreSQL', () => {
  it('send a flash sale that starts to each subscriber exactly once, in their language', async () => {
    const subscribers = await addSubscribers(SUBSCRIBERS, 'en');
    const now = Date.now();
    await addFlashSale(db, {
      id: 9101,
      title: 'Two instances',
      titleZh: '两个实例',
      start: new Date(now - 5_000),
      expiry: new Date(now + 60 * 60_000),
    });
    await until(() => push.received.length >= SUBSCRIBERS, 30_000);
    // Long enough for every scheduler to tick again and send anything twice.
    await new Promise((resolve) => setTimeout(resolve, 2500));

    expect(push.problems).toEqual([]);
    const ids = subscribers.map((subscription) => subscription.id);
    const got = push.received.filter((entry) => ids.includes(entry.subscriptionId));
    expect(got).toHaveLength(SUBSCRIBERS);
    expect(new Set(got.map((entry) => entry.subscriptionId)).size).toBe(SUBSCRIBERS);
    const english = got.filter(
      (entry) => titleOf(entry.message) === 'Flash sale on now: Two instances',
    );
    const chinese = got.filter((entry) => titleOf(entry.message) === '限时抢购开始：两个实例');
    expect([english.length, chinese.length]).toEqual([SUBSCRIBERS / 2, SUBSCRIBERS / 2]);
    expect(await deliveryCounts(db)).toMatchObject({ sent: SUBSCRIBERS, pending: 0, sending: 0 });
  });
});
