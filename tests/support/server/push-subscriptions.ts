/** Push subscriptions for backend tests: what a browser would send, with keys the test holds. */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { PushTopic } from '../../../src/shared/push-topics.ts';
import { browserKeys, type BrowserKeys } from '../../fake-push/web-push-crypto.ts';
import { postJson, type Answer } from './requests.ts';

export const PUSH = {
  key: '/api/push/key',
  subscribe: '/api/push/subscribe',
  settings: '/api/push/settings',
  topics: '/api/push/topics',
  unsubscribe: '/api/push/unsubscribe',
} as const;

export interface BrowserSubscription {
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  keys: BrowserKeys;
}

/** A subscription on a real push service's host (never sent to: only stored). */
export function browserSubscription(
  endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`,
): BrowserSubscription {
  const keys = browserKeys();
  return {
    keys,
    json: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  };
}

/** `POST /api/push/subscribe`, from the loopback address `from` (one address is one client). */
export function subscribe(
  app: FastifyInstance,
  subscription: BrowserSubscription['json'],
  topics: PushTopic[] = ['flash-sales'],
  language: 'en' | 'ch' = 'en',
  from = '127.0.0.1',
): Promise<Answer> {
  return injectFrom(app, PUSH.subscribe, { subscription, topics, language }, from);
}

async function injectFrom(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  from: string,
): Promise<Answer> {
  if (from === '127.0.0.1') return postJson(app, url, payload);
  const response = await app.inject({
    method: 'POST',
    url,
    remoteAddress: from,
    headers: { 'implementation-id': 'complex-web', 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as Record<string, unknown>,
    headers: response.headers,
    raw: response,
  };
}
