/**
 * The site's own web push calls (docs/api.md "Push notifications"): the public VAPID key, subscribe,
 * read and change a subscription's topics and language, unsubscribe. Served by this server in both
 * data modes (server/routes/push.ts), so not in CALLS: the gateway never forwards them.
 *
 * A subscriber proves a subscription is theirs with its endpoint and its `auth` secret: 16 random
 * bytes the browser made and only the browser and this server know (the server needs them to
 * encrypt), which `pushSubscription.toJSON()` gives back at any time. Nobody who lacks them can
 * change or remove another's subscription, or read its topics.
 */
import { LANGUAGES } from '../language';
import { PUSH_TOPICS } from '../push-topics';
import { defineCall } from './call';
import { pattern, wholeNumber } from './fields';
import { checked, z } from './zod';

/** A number the wire may send as a string. */
const wireNumber = z.union([z.number(), z.string()]);

/**
 * A push service's URL: https, and no longer than any real service's (theirs are 150-500
 * characters). The server checks the host further before it stores one (server/push/endpoint.ts).
 */
export const pushEndpoint = pattern(/^https:\/\/[^\s]+$/, 'an https URL', 2048, 1);
/** The browser's P-256 public key: 65 bytes (an uncompressed point), base64url. */
const p256dh = pattern(/^[A-Za-z0-9_-]{87}=?$/, 'a P-256 public key in base64url', 88, 87);
/** The subscription's authentication secret: 16 bytes, base64url. */
export const pushAuth = pattern(/^[A-Za-z0-9_-]{22}(==)?$/, '16 bytes in base64url', 24, 22);

/** Latest instant a Date can hold (epoch milliseconds). */
const MAX_EPOCH_MS = 8_640_000_000_000_000;

/** `PushSubscription.toJSON()`: the standard shape every browser gives. */
const pushSubscription = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.optional(z.nullable(wholeNumber(0, MAX_EPOCH_MS))),
  keys: z.object({ p256dh, auth: pushAuth }),
});

/** One to all of the topics, each once. */
const topics = checked(
  z.array(z.enum(PUSH_TOPICS)),
  z.minLength(1),
  z.maxLength(PUSH_TOPICS.length),
  z.refine((list) => new Set(list).size === list.length, 'must name each topic once'),
);
const language = z.enum(LANGUAGES);

/** The proof of ownership of a subscription (see the module's comment). */
const owner = { endpoint: pushEndpoint, auth: pushAuth };

/** A subscription's settings as the server holds them; `subscribed: false` when it holds none. */
const settingsAnswer = z.object({
  status: wireNumber,
  data: z.object({
    subscribed: z.boolean(),
    topics: z.array(z.enum(PUSH_TOPICS)),
    language: z.nullable(language),
  }),
});

/**
 * `GET {api}/api/push/key`: the VAPID public key browsers subscribe with (base64url), and how many
 * notifications a subscription gets a Singapore day at most (`PUSH_DAILY_LIMIT`), which the
 * settings page tells the visitor.
 */
export const pushKeyRoute = { backend: 'api', method: 'GET', path: '/api/push/key' } as const;
export const pushKeyCall = defineCall(pushKeyRoute, {
  input: z.object({}),
  answer: z.object({
    status: wireNumber,
    data: z.object({ publicKey: z.string(), dailyLimit: checked(z.int(), z.gte(1)) }),
  }),
});

/**
 * `POST {api}/api/push/subscribe`: stores a subscription with its topics and language (201), or
 * changes them when the same subscription (endpoint and keys) is sent again (200).
 */
export const pushSubscribeRoute = {
  backend: 'api',
  method: 'POST',
  path: '/api/push/subscribe',
} as const;
export const pushSubscribeCall = defineCall(pushSubscribeRoute, {
  input: z.object({ subscription: pushSubscription, topics, language }),
  answer: settingsAnswer,
});

/** `POST {api}/api/push/settings`: what the server holds for the subscription the caller owns. */
export const pushSettingsRoute = {
  backend: 'api',
  method: 'POST',
  path: '/api/push/settings',
} as const;
export const pushSettingsCall = defineCall(pushSettingsRoute, {
  input: z.object(owner),
  answer: settingsAnswer,
});

/** `POST {api}/api/push/topics`: changes the topics and language of the caller's subscription. */
export const pushTopicsRoute = {
  backend: 'api',
  method: 'POST',
  path: '/api/push/topics',
} as const;
export const pushTopicsCall = defineCall(pushTopicsRoute, {
  input: z.object({ ...owner, topics, language }),
  answer: settingsAnswer,
});

/** `POST {api}/api/push/unsubscribe`: removes the caller's subscription (no more notifications). */
export const pushUnsubscribeRoute = {
  backend: 'api',
  method: 'POST',
  path: '/api/push/unsubscribe',
} as const;
export const pushUnsubscribeCall = defineCall(pushUnsubscribeRoute, {
  input: z.object(owner),
  answer: z.object({ status: wireNumber, data: z.object({ removed: z.boolean() }) }),
});
