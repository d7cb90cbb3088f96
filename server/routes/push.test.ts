/**
 * The push calls on the real app and store (SQLite here, PostgreSQL in the postgres project): a
 * subscription is stored with its topics and language, only its owner (endpoint and auth secret)
 * can read, change or remove it, every field is bounded, endpoints that lead inward are refused in
 * any notation, and one client address holds a bounded number.
 */
import { sql } from 'kysely';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../tests/helpers/test-app.ts';
import { get, postJson, rowCount } from '../../tests/support/server/requests.ts';
import {
  browserSubscription,
  PUSH,
  subscribe,
} from '../../tests/support/server/push-subscriptions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = () => rowCount(t.store, 'push_subscriptions');

describe('GET /api/push/key', () => {
  it('answers the VAPID public key: 65 bytes, the same on every ask', async () => {
    const first = await get(t.app, PUSH.key);
    expect(first.status).toBe(200);
    const { publicKey } = (first.body as { data: { publicKey: string } }).data;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await get(t.app, PUSH.key)).body).toEqual(first.body);
    expect(first.headers.etag).toBeDefined();
  });

  it('is the environment’s when it gives one, and never carries the private key', async () => {
    const keys = webpush.generateVAPIDKeys();
    const configured = await createTestApp({
      push: { ...testConfig().push, vapidKeys: keys },
    });
    try {
      const answer = await get(configured.app, PUSH.key);
      expect(answer.body).toEqual({
        status: 0,
        data: { publicKey: keys.publicKey, dailyLimit: 3 },
      });
      expect(answer.raw.body).not.toContain(keys.privateKey);
    } finally {
      await configured.close();
    }
  });
});

describe('POST /api/push/subscribe', () => {
  it('stores a subscription with its topics and language (201), and takes it again (200)', async () => {
    const browser = browserSubscription();
    const created = await subscribe(t.app, browser.json, ['flash-sales', 'events'], 'ch');
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      status: 0,
      data: { subscribed: true, topics: ['flash-sales', 'events'], language: 'ch' },
    });
    const again = await subscribe(t.app, browser.json, ['members-days'], 'en');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      status: 0,
      data: { subscribed: true, topics: ['members-days'], language: 'en' },
    });
    const { rows } = await sql<{
      origin: string;
      topic_members_days: number;
      topic_flash_sales: number;
    }>`SELECT origin, topic_members_days, topic_flash_sales FROM push_subscriptions
      WHERE endpoint = ${browser.json.endpoint}`.execute(t.store);
    expect(rows).toEqual([
      { origin: 'http://localhost', topic_members_days: 1, topic_flash_sales: 0 },
    ]);
  });

  it('refuses the same endpoint with another secret: nobody takes over a subscription', async () => {
    const browser = browserSubscription();
    await subscribe(t.app, browser.json);
    const thief = browserSubscription(browser.json.endpoint);
    const answer = await subscribe(t.app, thief.json, ['events']);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      status: 1,
      message: 'This push subscription is registered with other keys',
    });
    const owner = { endpoint: browser.json.endpoint, auth: browser.json.keys.auth };
    expect((await postJson(t.app, PUSH.settings, owner)).body).toMatchObject({
      data: { topics: ['flash-sales'] },
    });
  });

  it.each([
    ['http://fcm.googleapis.com/x', 'subscription.endpoint must be an https URL'],
    [
      'https://127.0.0.1/x',
      'subscription.endpoint must not point at a private, local or reserved address',
    ],
    [
      'https://2130706433/x',
      'subscription.endpoint must not point at a private, local or reserved address',
    ],
    [
      'https://0x7f.1/x',
      'subscription.endpoint must not point at a private, local or reserved address',
    ],
    [
      'https://169.254.169.254/x',
      'subscription.endpoint must not point at a private, local or reserved address',
    ],
    [
      'https://[::ffff:127.0.0.1]/x',
      'subscription.endpoint must not point at a private, local or reserved address',
    ],
    [
      'https://[fd00:ec2::254]/x',
      'subscription.endpoint must not point at a private, local or reserved address',
    ],
    [
      'https://100.64.1.1/x',
      'subscription.endpoint must not point at a private, local or reserved address',
    ],
    ['https://localhost/x', 'subscription.endpoint must name a push service on the internet'],
    [
      'https://metadata.google.internal/x',
      'subscription.endpoint must name a push service on the internet',
    ],
    ['https://printer.local/x', 'subscription.endpoint must name a push service on the internet'],
    ['https://fcm.googleapis.com:8080/x', 'subscription.endpoint must use the https port, 443'],
  ])('refuses the endpoint %s and stores nothing', async (endpoint, message) => {
    const before = await count();
    const answer = await subscribe(t.app, browserSubscription(endpoint).json);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await count()).toBe(before);
  });

  it('accepts a loopback push service only under the test setting', async () => {
    const endpoint = 'https://127.0.0.1:45001/push/s1';
    const testing = await createTestApp({
      push: { ...testConfig().push, allowLoopbackForTests: true },
    });
    try {
      expect((await subscribe(testing.app, browserSubscription(endpoint).json)).status).toBe(201);
    } finally {
      await testing.close();
    }
  });

  const valid = () => browserSubscription().json;
  it.each([
    [
      'a key that is no point on the curve',
      () => ({ ...valid(), keys: { ...valid().keys, p256dh: `BA${'A'.repeat(85)}` } }),
      'subscription.keys.p256dh must be a point on the P-256 curve',
    ],
    [
      'a key of the wrong length',
      () => ({ ...valid(), keys: { ...valid().keys, p256dh: 'BAAA' } }),
      'subscription.keys.p256dh must be at least 87 characters',
    ],
    [
      'a secret of the wrong length',
      () => ({ ...valid(), keys: { ...valid().keys, auth: 'c2hvcnQ' } }),
      'subscription.keys.auth must be at least 22 characters',
    ],
    [
      'an endpoint too long',
      () => ({ ...valid(), endpoint: `https://fcm.googleapis.com/${'x'.repeat(2048)}` }),
      'subscription.endpoint must be at most 2048 characters',
    ],
    [
      'an expiry that is no instant',
      () => ({ ...valid(), expirationTime: -1 }),
      'subscription.expirationTime must be at least 0',
    ],
  ])('refuses %s', async (_name, subscription, message) => {
    const answer = await postJson(t.app, PUSH.subscribe, {
      subscription: subscription(),
      topics: ['events'],
      language: 'en',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it.each([
    [[], 'topics must have at least 1 items'],
    [['events', 'events'], 'topics must name each topic once'],
    [['parking'], 'topics[0] must be one of flash-sales, events, members-days'],
  ])('refuses the topics %j', async (topics, message) => {
    const answer = await postJson(t.app, PUSH.subscribe, {
      subscription: valid(),
      topics,
      language: 'en',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('refuses a language other than English and Chinese', async () => {
    const answer = await postJson(t.app, PUSH.subscribe, {
      subscription: valid(),
      topics: ['events'],
      language: 'fr',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('language must be one of en, ch');
  });

  it('holds one client address to its cap, and counts other addresses apart', async () => {
    const capped = await createTestApp({ push: { ...testConfig().push, maxPerClient: 2 } });
    try {
      const from = '203.0.113.7';
      expect((await subscribe(capped.app, valid(), ['events'], 'en', from)).status).toBe(201);
      expect((await subscribe(capped.app, valid(), ['events'], 'en', from)).status).toBe(201);
      const third = await subscribe(capped.app, valid(), ['events'], 'en', from);
      expect(third.status).toBe(429);
      expect(third.body.message).toBe(
        'This address already holds 2 push subscriptions: remove one first',
      );
      expect((await subscribe(capped.app, valid(), ['events'], 'en', '203.0.113.8')).status).toBe(
        201,
      );
    } finally {
      await capped.close();
    }
  });
});

describe('a subscription’s owner', () => {
  it('reads, changes and removes it with its endpoint and secret; nobody else can', async () => {
    const browser = browserSubscription();
    await subscribe(t.app, browser.json, ['events'], 'en');
    const owner = { endpoint: browser.json.endpoint, auth: browser.json.keys.auth };
    const stranger = { ...owner, auth: browserSubscription().json.keys.auth };

    expect((await postJson(t.app, PUSH.settings, stranger)).body).toEqual({
      status: 0,
      data: { subscribed: false, topics: [], language: null },
    });
    const refused = await postJson(t.app, PUSH.topics, {
      ...stranger,
      topics: ['flash-sales'],
      language: 'ch',
    });
    expect(refused.status).toBe(404);
    expect((await postJson(t.app, PUSH.unsubscribe, stranger)).body).toEqual({
      status: 0,
      data: { removed: false },
    });

    const changed = await postJson(t.app, PUSH.topics, {
      ...owner,
      topics: ['flash-sales', 'members-days'],
      language: 'ch',
    });
    expect(changed.body).toEqual({
      status: 0,
      data: { subscribed: true, topics: ['flash-sales', 'members-days'], language: 'ch' },
    });
    expect((await postJson(t.app, PUSH.settings, owner)).body).toEqual(changed.body);

    expect((await postJson(t.app, PUSH.unsubscribe, owner)).body).toEqual({
      status: 0,
      data: { removed: true },
    });
    expect((await postJson(t.app, PUSH.settings, owner)).body).toMatchObject({
      data: { subscribed: false },
    });
  });
});
