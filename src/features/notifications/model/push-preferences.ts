/**
 * What this browser knows of its own push subscription, kept in localStorage: its endpoint and
 * auth secret (the proof the server asks for to change it: src/shared/contracts/push.ts), its
 * topics and language. Every "Notify me" control and the settings page read it, and hear when
 * one of them changes it. Small on purpose: the controls read it on first load, where no call
 * code may load.
 */
import { LANGUAGES, type Language } from '../../../shared/language';
import { PUSH_TOPICS, type PushTopic } from '../../../shared/push-topics';

export interface PushPreferences {
  endpoint: string;
  auth: string;
  topics: PushTopic[];
  language: Language;
}

export const PUSH_PREFERENCES_KEY = 'complex-push';

const listeners = new Set<() => void>();
let cached: PushPreferences | undefined;
let loaded = false;

function parse(text: string | null): PushPreferences | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<PushPreferences>;
    const topics = Array.isArray(value.topics)
      ? value.topics.filter((topic): topic is PushTopic => PUSH_TOPICS.includes(topic))
      : [];
    if (typeof value.endpoint !== 'string' || typeof value.auth !== 'string') return undefined;
    if (!LANGUAGES.includes(value.language as Language) || topics.length === 0) return undefined;
    return {
      endpoint: value.endpoint,
      auth: value.auth,
      topics,
      language: value.language as Language,
    };
  } catch {
    return undefined;
  }
}

/** The subscription this browser holds, as it last heard; undefined when it holds none. */
export function getPushPreferences(): PushPreferences | undefined {
  if (!loaded) {
    loaded = true;
    try {
      cached = parse(globalThis.localStorage?.getItem(PUSH_PREFERENCES_KEY) ?? null);
    } catch {
      cached = undefined; // No storage (private mode): nothing is known.
    }
  }
  return cached;
}

/** Nothing is known on the server's render: the page is drawn as for a browser without any. */
export const getServerPushPreferences = (): PushPreferences | undefined => undefined;

/** Keeps `preferences` (undefined forgets them) and tells every control. */
export function setPushPreferences(preferences: PushPreferences | undefined): void {
  cached = preferences;
  loaded = true;
  try {
    if (preferences) localStorage.setItem(PUSH_PREFERENCES_KEY, JSON.stringify(preferences));
    else localStorage.removeItem(PUSH_PREFERENCES_KEY);
  } catch {
    // Kept for this visit only.
  }
  listeners.forEach((listener) => listener());
}

/** Another tab of the site changed them. */
function onStorage(event: StorageEvent): void {
  if (event.key !== PUSH_PREFERENCES_KEY) return;
  loaded = false;
  listeners.forEach((listener) => listener());
}

export function subscribePushPreferences(listener: () => void): () => void {
  if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The topics once `topic` is added or removed. */
export function withTopic(
  topics: readonly PushTopic[],
  topic: PushTopic,
  on: boolean,
): PushTopic[] {
  const set = new Set(topics);
  if (on) set.add(topic);
  else set.delete(topic);
  return PUSH_TOPICS.filter((known) => set.has(known));
}
