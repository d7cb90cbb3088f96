/**
 * The push scheduler on the real app and store, sending through the guarded agent to the fake
 * push service (tests/fake-push), which checks every VAPID token and decrypts every payload with
 * the keys the test made as a browser would. The clock is the test's: items start when it says.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePushService, type FakePushService } from '../../tests/fake-push/server.ts';
import { createTestApp, TEST_NOW, testConfig, type TestApp } from '../../tests/helpers/test-app.ts';
import { addFlashSale, addEvent, clearHappenings } from '../../tests/support/server/happenings.ts';
import { subscribe } from '../../tests/support/server/push-subscriptions.ts';
import { rowCount } from '../../tests/support/server/requests.ts';
import type { PushTopic } from '../../src/shared/push-topics.ts';
import { claimDeliveries, deliveryCounts } from '../repos/push-deliveries.ts';
import type { PushConfig } from './config.ts';
import { guardedAgent } from './guarded-agent.ts';
import type { PushScheduler } from './scheduler.ts';
import { createPushSender } from './send-push.ts';
import { sitePushScheduler } from './site-scheduler.ts';
import { loadVapidKeys } from './vapid.ts';

/** A Singapore wall-clock time as an instant (UTC+8); the app's own clock is 12:00 on 20 Nov. */
const sg = (local: string) => new Date(`2026-11-20T${local}+08:00`);
const MINUTE = 60_000;

let push: FakePushService;
let t: TestApp;
let origin: string;
const clock = { now: TEST_NOW };
const pushConfig = (overrides: Partial<PushConfig> = {}): PushConfig => ({
  ...testConfig().push,
  allowLoopbackForTests: true,
  concurrency: 4,
  ...overrides,
});

beforeAll(async () => {
  push = await startFakePushService();
  t = await createTestApp({ push: pushConfig() });
  origin = 'http://localhost';
});
afterAll(async () => {
  await t.close();
  await push.close();
});

beforeEach(async () => {
  await clearHappenings(t.store);
  await t.store.deleteFrom('push_items').execute();
  await t.store.deleteFrom('push_subscriptions').execute();
  push.received.length = 0;
  push.refused.length = 0;
  clock.now = TEST_NOW;
});

function scheduler(overrides: Partial<PushConfig> = {}): Promise<PushScheduler> {
  return sitePushScheduler(
    t.app,
    t.store,
    { ...testConfig(), push: pushConfig(overrides) },
    { now: () => clock.now, ca: push.ca },
  );
}

async function subscriber(topics: PushTopic[], language: 'en' | 'ch' = 'en') {
  const subscription = push.subscribe();
  const answer = await subscribe(t.app, subscription.json, topics, language);
  expect(answer.status).toBe(201);
  return subscription;
}

const receivedBy = (id: string) => push.received.filter((entry) => entry.subscriptionId === id);

async function tickAt(schedule: PushScheduler, local: string) {
  clock.now = sg(local);
  return schedule.tick();
}

describe('when items start', () => {
  it('sends each subscriber of the topic one notification, in their language', async () => {
    await addFlashSale(t.store, {
      id: 9001,
      title: 'Half-price dim sum',
      titleZh: '点心半价',
      start: sg('12:00:00'),
      expiry: sg('22:00:00'),
    });
    await addEvent(t.store, {
      id: 9002,
      title: 'Fountain light show',
      titleZh: '喷泉灯光秀',
      start: sg('12:30:00'),
      end: sg('21:00:00'),
    });
    const english = await subscriber(['flash-sales']);
    const chinese = await subscriber(['flash-sales', 'events'], 'ch');
    const events = await subscriber(['events']);
    const membersDays = await subscriber(['members-days']);
    const schedule = await scheduler();

    expect(await tickAt(schedule, '11:59:00')).toMatchObject({ recorded: 0, sent: 0 });
    expect(await tickAt(schedule, '12:01:00')).toMatchObject({ recorded: 1, queued: 2, sent: 2 });
    expect(push.problems).toEqual([]);
    expect(receivedBy(english.id).map((entry) => entry.message)).toEqual([
      {
        web_push: 8030,
        notification: {
          title: 'Flash sale on now: Half-price dim sum',
          body: expect.stringMatching(/^.+ · Until 20 Nov 2026, 22:00, while stocks last$/),
          lang: 'en',
          dir: 'ltr',
          navigate: `${origin}/flash_sale/9001`,
          tag: 'flash-sale:9001',
          icon: `${origin}/icons/icon-192.png`,
          badge: `${origin}/icons/badge-96.png`,
          timestamp: sg('12:00:00').getTime(),
          actions: [
            {
              action: 'settings',
              title: 'Notification settings',
              navigate: `${origin}/notifications`,
            },
          ],
        },
      },
    ]);
    expect(receivedBy(chinese.id).map((entry) => entry.message)).toEqual([
      {
        web_push: 8030,
        notification: expect.objectContaining({
          title: '限时抢购开始：点心半价',
          body: expect.stringMatching(/截止2026年11月20日 22:00，售完即止$/),
          lang: 'zh-Hans',
          navigate: `${origin}/flash_sale/9001`,
          actions: [{ action: 'settings', title: '通知设置', navigate: `${origin}/notifications` }],
        }),
      },
    ]);
    // TTL until the sale ends; the replacement topic is the item's.
    expect(receivedBy(english.id)[0]?.ttl).toBe(10 * 60 * 60 - 60);
    expect(receivedBy(english.id)[0]?.topic).toBe(receivedBy(chinese.id)[0]?.topic);

    // Asked again, nothing is sent twice.
    expect(await tickAt(schedule, '12:02:00')).toMatchObject({ recorded: 0, sent: 0 });

    expect(await tickAt(schedule, '12:31:00')).toMatchObject({ recorded: 1, queued: 2, sent: 2 });
    expect(
      receivedBy(chinese.id).map(
        (entry) => (entry.message as { notification: { title: string } }).notification.title,
      ),
    ).toEqual(['限时抢购开始：点心半价', '活动开始：喷泉灯光秀']);
    expect(receivedBy(events.id)).toHaveLength(1);
    expect(receivedBy(membersDays.id)).toEqual([]);
    expect(await deliveryCounts(t.store)).toMatchObject({ sent: 4, pending: 0, sending: 0 });
  });

  it('does not send an item to a subscription made after it was due', async () => {
    await addFlashSale(t.store, {
      id: 9003,
      title: 'Early bird',
      start: sg('11:00:00'),
      expiry: sg('20:00:00'),
    });
    const late = await subscriber(['flash-sales']);
    const schedule = await scheduler();
    expect(await tickAt(schedule, '12:05:00')).toMatchObject({ recorded: 1, queued: 0 });
    expect(receivedBy(late.id)).toEqual([]);
  });
});

describe('what the push service answers', () => {
  it('removes a subscription answered 410 or 404; retries 429 and 5xx with backoff', async () => {
    await addFlashSale(t.store, {
      id: 9010,
      title: 'Sneakers',
      start: sg('12:00:00'),
      expiry: sg('20:00:00'),
    });
    const gone = await subscriber(['flash-sales']);
    const notFound = await subscriber(['flash-sales']);
    const busy = await subscriber(['flash-sales']);
    const failing = await subscriber(['flash-sales']);
    push.expire(gone.id);
    push.script(notFound.id, [{ status: 404 }]);
    push.script(busy.id, [{ status: 429, retryAfter: '30' }]);
    push.script(failing.id, [{ status: 503 }, { status: 500 }]);
    const schedule = await scheduler();

    expect(await tickAt(schedule, '12:01:00')).toMatchObject({ sent: 0, removed: 2, retried: 2 });
    expect(await rowCount(t.store, 'push_subscriptions')).toBe(2);
    // The 429 is tried again after its Retry-After of 30 s, the 503 after 24 to 36 s.
    expect(await tickAt(schedule, '12:01:20')).toMatchObject({ sent: 0, retried: 0 });
    expect(await tickAt(schedule, '12:01:40')).toMatchObject({ sent: 1, retried: 1 });
    expect(receivedBy(busy.id)).toHaveLength(1);
    // A second failure waits twice as long: 48 to 72 s.
    expect(await tickAt(schedule, '12:02:20')).toMatchObject({ sent: 0 });
    expect(await tickAt(schedule, '12:03:00')).toMatchObject({ sent: 1 });
    expect(receivedBy(failing.id)).toHaveLength(1);
    expect(push.refused).toEqual([
      { subscriptionId: gone.id, status: 410 },
      { subscriptionId: notFound.id, status: 404 },
      { subscriptionId: busy.id, status: 429 },
      { subscriptionId: failing.id, status: 503 },
      { subscriptionId: failing.id, status: 500 },
    ]);
    expect(await deliveryCounts(t.store)).toMatchObject({ sent: 2, pending: 0, sending: 0 });
  });

  it('gives up a delivery whose item ended while it was being retried', async () => {
    await addFlashSale(t.store, {
      id: 9011,
      title: 'Five minutes',
      start: sg('12:00:00'),
      expiry: sg('12:01:20'),
    });
    const failing = await subscriber(['flash-sales']);
    push.script(failing.id, [{ status: 503 }]);
    const schedule = await scheduler();
    expect(await tickAt(schedule, '12:01:00')).toMatchObject({ failed: 1, retried: 0 });
    expect(await deliveryCounts(t.store)).toMatchObject({ failed: 1, pending: 0 });
  });
});

describe('limits', () => {
  it('sends one subscription at most PUSH_DAILY_LIMIT a Singapore day', async () => {
    for (const [index, start] of ['12:00:00', '12:10:00', '12:20:00', '12:30:00'].entries())
      await addFlashSale(t.store, {
        id: 9020 + index,
        title: `Deal ${index}`,
        start: sg(start),
        expiry: sg('23:00:00'),
      });
    const keen = await subscriber(['flash-sales']);
    const schedule = await scheduler({ dailyLimit: 3 });
    for (const at of ['12:01:00', '12:11:00', '12:21:00', '12:31:00']) await tickAt(schedule, at);
    expect(receivedBy(keen.id)).toHaveLength(3);
    expect(await deliveryCounts(t.store)).toMatchObject({ sent: 3, skipped: 1 });
  });

  it('never connects to an endpoint that now leads inward, and forgets its subscription', async () => {
    await addFlashSale(t.store, {
      id: 9030,
      title: 'Inward',
      start: sg('12:00:00'),
      expiry: sg('20:00:00'),
    });
    await subscriber(['flash-sales']);
    const before = push.connections();
    // The same store, a scheduler without the test setting: loopback is inward again.
    const strict = await scheduler({ allowLoopbackForTests: false });
    expect(await tickAt(strict, '12:01:00')).toMatchObject({ sent: 0, removed: 1 });
    expect(push.connections()).toBe(before);
    expect(await rowCount(t.store, 'push_subscriptions')).toBe(0);
  });
});

describe('a scheduler that stops mid-send', () => {
  it('leaves its claims to another after their lease; a push it sent but never recorded keeps its Topic', async () => {
    await addFlashSale(t.store, {
      id: 9040,
      title: 'Restart',
      start: sg('12:00:00'),
      expiry: sg('20:00:00'),
    });
    const subscribers = await Promise.all([1, 2, 3].map(() => subscriber(['flash-sales'])));
    clock.now = sg('12:01:00');
    await recordOnly(await scheduler());
    // Another instance claims every delivery, sends one, and dies before writing anything down.
    const claimed = await claimDeliveries(t.store, clock.now, 10, 2 * MINUTE);
    expect(claimed).toHaveLength(3);
    const died = claimed[0]!;
    const keys = await loadVapidKeys(t.store, null, TEST_NOW);
    const agent = guardedAgent({ allowLoopback: true, ca: push.ca });
    await createPushSender({ agent, keys })(died.subscription, '{"web_push":8030}', {
      subject: 'mailto:webmaster@localhost',
      ttlSeconds: 60,
      replaceKey: died.item.key,
    });

    const second = await scheduler();
    // Its lease (2 minutes) still holds: nothing is taken over yet.
    expect(await tickAt(second, '12:02:30')).toMatchObject({ sent: 0 });
    expect(await tickAt(second, '12:03:30')).toMatchObject({ sent: 3 });
    const idOf = (endpoint: string) => endpoint.split('/').at(-1) ?? '';
    for (const browser of subscribers)
      expect(receivedBy(browser.id)).toHaveLength(
        browser.id === idOf(died.subscription.endpoint) ? 2 : 1,
      );
    // Sent twice, with one Topic: the push service keeps the later one in place of the first.
    const twice = receivedBy(idOf(died.subscription.endpoint));
    expect(twice[0]?.topic).toBe(twice[1]?.topic);
    expect(await deliveryCounts(t.store)).toMatchObject({ sent: 3, sending: 0 });
  });
});

/** A tick that records what is due and sends nothing: a stopped scheduler claims nothing. */
async function recordOnly(schedule: PushScheduler): Promise<void> {
  await schedule.stop();
  await schedule.tick();
}

describe('stopping', () => {
  it('waits for the sends in flight and leaves none claimed', async () => {
    await addFlashSale(t.store, {
      id: 9050,
      title: 'Stop',
      start: sg('12:00:00'),
      expiry: sg('20:00:00'),
    });
    for (let index = 0; index < 12; index += 1) await subscriber(['flash-sales']);
    const schedule = await scheduler({ tickMs: 60_000 });
    clock.now = sg('12:01:00');
    schedule.start();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await schedule.stop();
    const counts = await deliveryCounts(t.store);
    expect(counts.sending).toBe(0);
    expect(counts.sent + counts.pending).toBe(12);
  });
});

describe('in upstream mode', () => {
  it('learns of items from the backends’ lists through the gateway', async () => {
    const { createUpstreamTestApp } = await import('../../tests/helpers/upstream-app.ts');
    const upstream = await createUpstreamTestApp();
    try {
      const browser = push.subscribe();
      const stored = await upstream.app.inject({
        method: 'POST',
        url: '/api/push/subscribe',
        headers: { 'implementation-id': 'complex-web', 'content-type': 'application/json' },
        payload: { subscription: browser.json, topics: ['flash-sales'], language: 'en' },
      });
      // The gateway's app refuses loopback endpoints: its test setting is off.
      expect(stored.statusCode).toBe(400);
      await upstream.store
        .insertInto('push_subscriptions')
        .values({
          endpoint: browser.json.endpoint,
          p256dh: browser.json.keys.p256dh,
          auth: browser.json.keys.auth,
          origin: 'https://www.complex.example',
          language: 'en',
          topic_flash_sales: 1,
          topic_events: 0,
          topic_members_days: 0,
          client_key: 'test',
          created_at: '2026-11-01T00:00:00.000Z',
          updated_at: '2026-11-01T00:00:00.000Z',
          sent_count: 0,
        })
        .execute();
      // The fake backends' flash sales started at Singapore midnight the day before.
      const schedule = await sitePushScheduler(
        upstream.app,
        upstream.store,
        { ...testConfig(), push: pushConfig() },
        { now: () => new Date('2026-11-18T16:05:00Z'), ca: push.ca },
      );
      expect(await schedule.tick()).toMatchObject({ recorded: 3, sent: 3 });
      expect(
        receivedBy(browser.id)
          .map(
            (entry) =>
              (entry.message as { notification: { navigate: string } }).notification.navigate,
          )
          .sort(),
      ).toEqual([
        'https://www.complex.example/flash_sale/60',
        'https://www.complex.example/flash_sale/61',
        'https://www.complex.example/flash_sale/62',
      ]);
      // The site's own subject, its https origin, since VAPID_SUBJECT is unset.
      expect(receivedBy(browser.id)[0]?.sub).toBe('https://www.complex.example');
      const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM push_items`.execute(
        upstream.store,
      );
      expect(Number(rows[0]?.n)).toBe(3);
    } finally {
      await upstream.close();
    }
  });
});
