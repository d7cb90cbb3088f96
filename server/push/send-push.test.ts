/**
 * One push through the guarded agent to the fake push service (tests/fake-push), which checks the
 * VAPID token and decrypts the payload with the keys the test made as a browser would: what the
 * sender encrypts and signs is what a push service and a browser accept, and what they answer
 * becomes the outcome the scheduler acts on. The agent refuses an address it must never reach,
 * whatever the name resolved to, before any connection is made.
 */
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePushService, type FakePushService } from '../../tests/fake-push/server.ts';
import { guardedAgent, type Resolver } from './guarded-agent.ts';
import { createPushSender, retryAfterMs, topicOf } from './send-push.ts';

let push: FakePushService;
const keys = webpush.generateVAPIDKeys();
const options = { subject: 'mailto:web@complex.example', ttlSeconds: 3600, replaceKey: 'event:12' };

beforeAll(async () => {
  push = await startFakePushService();
});
afterAll(() => push.close());

function sender(resolve?: Resolver, allowLoopback = true) {
  const agent = guardedAgent({ allowLoopback, ca: push.ca, ...(resolve && { resolve }) });
  return createPushSender({ agent, keys, timeoutMs: 5000 });
}

const target = (subscription: ReturnType<FakePushService['subscribe']>) => ({
  endpoint: subscription.json.endpoint,
  ...subscription.json.keys,
});

describe('a push to the fake push service', () => {
  it('arrives signed and decryptable, with its TTL and replacement topic', async () => {
    const subscription = push.subscribe();
    const payload = JSON.stringify({ web_push: 8030, notification: { title: '限时抢购开始' } });
    const outcome = await sender()(target(subscription), payload, options);
    expect(outcome).toEqual({ kind: 'sent', status: 201 });
    expect(push.problems).toEqual([]);
    const got = push.received.find((entry) => entry.subscriptionId === subscription.id);
    expect(got?.message).toEqual({ web_push: 8030, notification: { title: '限时抢购开始' } });
    expect(got).toMatchObject({
      ttl: 3600,
      topic: topicOf('event:12'),
      sub: 'mailto:web@complex.example',
      vapidKey: keys.publicKey,
    });
    expect(got?.expiresInS).toBeGreaterThan(11 * 3600);
    expect(got?.expiresInS).toBeLessThanOrEqual(12 * 3600);
    expect(topicOf('event:12')).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('is refused by the service when encrypted for other keys (the fake cannot be fooled)', async () => {
    const subscription = push.subscribe();
    const other = push.subscribe();
    const wrong = { ...target(subscription), p256dh: other.json.keys.p256dh };
    const outcome = await sender()(wrong, '{"web_push":8030}', options);
    expect(outcome).toEqual({ kind: 'failed', status: 400 });
    expect(push.problems.splice(0)).toEqual([
      expect.stringMatching(new RegExp(`^${subscription.id}: `)),
    ]);
  });

  it.each([
    [[{ status: 410 }], { kind: 'gone', status: 410 }],
    [[{ status: 404 }], { kind: 'gone', status: 404 }],
    [[{ status: 429, retryAfter: '120' }], { kind: 'retry', status: 429, retryAfterMs: 120_000 }],
    [[{ status: 503 }], { kind: 'retry', status: 503 }],
    [[{ status: 413 }], { kind: 'failed', status: 413 }],
    [[{ status: 403 }], { kind: 'failed', status: 403 }],
  ])('answered %j is %j', async (answers, expected) => {
    const subscription = push.subscribe();
    push.script(subscription.id, answers);
    expect(await sender()(target(subscription), '{}', options)).toEqual(expected);
  });

  it('reuses its VAPID token for the same push service', async () => {
    const send = sender();
    const [a, b] = [push.subscribe(), push.subscribe()];
    await send(target(a), '{}', options);
    await send(target(b), '{}', options);
    const tokens = push.received.filter((entry) => [a.id, b.id].includes(entry.subscriptionId));
    expect(tokens).toHaveLength(2);
    expect(tokens[0]?.expiresInS).toBe(tokens[1]?.expiresInS);
  });
});

describe('the guarded agent', () => {
  it('never connects to a name that resolves to 127.0.0.1 (DNS rebinding)', async () => {
    const subscription = push.subscribe();
    const port = new URL(push.origin).port;
    const before = push.connections();
    // The name passed every check when the browser subscribed; now it answers with loopback.
    const rebinding: Resolver = (_name, _options, callback) =>
      callback(null, [{ address: '127.0.0.1', family: 4 }]);
    const endpoint = `https://push.rebinding-example.com:${port}/push/${subscription.id}`;
    const outcome = await sender(rebinding, false)(
      { ...target(subscription), endpoint },
      '{}',
      options,
    );
    expect(outcome).toEqual({ kind: 'refused' });
    expect(push.connections()).toBe(before);
  });

  it('refuses a name that answers with one public and one private address', async () => {
    const mixed: Resolver = (_name, _options, callback) =>
      callback(null, [
        { address: '142.250.4.95', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ]);
    const subscription = push.subscribe();
    const endpoint = `https://push.mixed-example.com/push/${subscription.id}`;
    expect(
      await sender(mixed, false)({ ...target(subscription), endpoint }, '{}', options),
    ).toEqual({ kind: 'refused' });
  });

  it('refuses an address literal without looking it up, and lets loopback through only in tests', async () => {
    const subscription = push.subscribe();
    const before = push.connections();
    expect(await sender(undefined, false)(target(subscription), '{}', options)).toEqual({
      kind: 'refused',
    });
    expect(push.connections()).toBe(before);
    expect(await sender(undefined, true)(target(subscription), '{}', options)).toEqual({
      kind: 'sent',
      status: 201,
    });
  });

  it('connects through a name that resolves to the service under the test setting', async () => {
    const subscription = push.subscribe();
    const port = new URL(push.origin).port;
    const toLoopback: Resolver = (_name, _options, callback) =>
      callback(null, [{ address: '127.0.0.1', family: 4 }]);
    // The certificate names localhost: the name is what TLS checks, the address what the agent checks.
    const endpoint = `https://localhost:${port}/push/${subscription.id}`;
    expect(
      await sender(toLoopback, true)({ ...target(subscription), endpoint }, '{}', options),
    ).toEqual({ kind: 'sent', status: 201 });
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-20T04:00:00Z');
  it.each([
    ['30', 30_000],
    ['0', 0],
    ['Fri, 20 Nov 2026 04:01:00 GMT', 60_000],
    ['soon', undefined],
    [undefined, undefined],
  ])('%s is %s ms', (value, expected) => {
    expect(retryAfterMs(value, now)).toBe(expected);
  });
});
