/**
 * Turning notifications on, changing them and turning them off: the browser's push subscription
 * and the site's push calls (src/shared/contracts/push.ts). Loaded on the first tap of a control,
 * never with a page: it brings the API client and the calls' schemas.
 *
 * The browser's permission is asked by the control itself, in the tap's own handler, before this
 * module loads (Safari grants the prompt only to a tap, not to what follows an await).
 */
import { callApi } from '../../../lib/api-client';
import {
  pushKeyCall,
  pushSettingsCall,
  pushSubscribeCall,
  pushTopicsCall,
  pushUnsubscribeCall,
} from '../../../shared/contracts/push';
import type { Language } from '../../../shared/language';
import type { PushTopic } from '../../../shared/push-topics';
import {
  getPushPreferences,
  setPushPreferences,
  type PushPreferences,
} from '../model/push-preferences';

/** The bytes of a base64url text (the VAPID key). */
function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array): boolean => {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, index) => byte === b[index]);
};

interface SubscriptionJson {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

function jsonOf(subscription: PushSubscription): SubscriptionJson {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * The browser's subscription for the site's current key: the one it holds, or a new one. One made
 * with another key (the server's key changed) cannot be sent to any more: it is replaced.
 */
async function browserSubscription(): Promise<PushSubscription> {
  const { data } = await callApi(pushKeyCall, { input: {} });
  const key = bytesOf(data.publicKey);
  const registration = await navigator.serviceWorker.ready;
  const held = await registration.pushManager.getSubscription();
  if (held && sameBytes(held.options.applicationServerKey, key)) return held;
  await held?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Turns notifications on for `topics` (with those already on), or changes them. */
export async function turnOn(topics: PushTopic[], language: Language): Promise<PushPreferences> {
  const subscription = jsonOf(await browserSubscription());
  const { data } = await callApi(pushSubscribeCall, {
    input: { subscription, topics, language },
  });
  const preferences = {
    endpoint: subscription.endpoint,
    auth: subscription.keys.auth,
    topics: data.topics,
    language: data.language ?? language,
  };
  setPushPreferences(preferences);
  return preferences;
}

/** Changes the topics and language of the subscription this browser holds. */
export async function change(topics: PushTopic[], language: Language): Promise<void> {
  const held = getPushPreferences();
  if (!held) {
    await turnOn(topics, language);
    return;
  }
  const owner = { endpoint: held.endpoint, auth: held.auth };
  const { data } = await callApi(pushTopicsCall, { input: { ...owner, topics, language } });
  setPushPreferences({ ...owner, topics: data.topics, language: data.language ?? language });
}

/** Turns every notification off: the server forgets the subscription, the browser drops it. */
export async function turnOff(): Promise<void> {
  const held = getPushPreferences();
  if (held)
    await callApi(pushUnsubscribeCall, { input: { endpoint: held.endpoint, auth: held.auth } });
  setPushPreferences(undefined);
  const registration = await navigator.serviceWorker?.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
}

/**
 * What the server holds for this browser's subscription, read back into the preferences: a
 * subscription the push service dropped (the server removed it) is forgotten here too.
 */
export async function refresh(): Promise<PushPreferences | undefined> {
  const held = getPushPreferences();
  if (!held) return undefined;
  const { data } = await callApi(pushSettingsCall, {
    input: { endpoint: held.endpoint, auth: held.auth },
  });
  const now =
    data.subscribed && data.topics.length > 0
      ? { ...held, topics: data.topics, language: data.language ?? held.language }
      : undefined;
  setPushPreferences(now);
  return now;
}
