/**
 * What one push message carries: a declarative push message (W3C Push API, "declarative push
 * message": `{"web_push": 8030, "notification": {...}}`), which Safari 18.4+ shows by itself,
 * without the service worker, and which the worker's `push` handler shows everywhere else
 * (sw/push.ts). The server writes it (server/push) and the worker reads it: one owner of the shape.
 *
 * Protocol contract: a payload stays under 3,000 bytes (push services take 4,096 bytes encrypted);
 * `navigate` and the settings action's `navigate` are absolute URLs on the site's origin; the
 * worker opens only its own origin's pages whatever a message says.
 */

/** The marker of a declarative push message. */
export const DECLARATIVE_PUSH_MARKER = 8030;

/** Text a notification's title and body are cut to (platforms show less). */
export const PUSH_TITLE_MAX = 120;
export const PUSH_BODY_MAX = 300;

/** The action every notification carries: to the page that changes or turns them off. */
export const SETTINGS_ACTION = 'settings';

export interface PushNotificationAction {
  action: string;
  title: string;
  navigate: string;
}

export interface PushNotificationFields {
  title: string;
  body: string;
  /** BCP 47: `en` or `zh-Hans`. */
  lang: string;
  dir: 'ltr';
  /** The item's page. */
  navigate: string;
  /** One per item: a second delivery of the same item replaces the first on the device. */
  tag: string;
  icon: string;
  badge: string;
  /** When the item started (epoch ms), not when the message arrived. */
  timestamp: number;
  actions: PushNotificationAction[];
}

export interface PushMessage {
  web_push: typeof DECLARATIVE_PUSH_MARKER;
  notification: PushNotificationFields;
}

/** What the worker shows: the notification, and where a tap and the settings action lead. */
export interface ShownNotification {
  title: string;
  options: {
    body: string;
    lang: string;
    dir: 'ltr';
    tag: string;
    icon: string;
    badge: string;
    timestamp: number;
    data: { url: string; settingsUrl: string };
    actions: { action: string; title: string }[];
  };
}

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** The message for one notification (the server's side). */
export function pushMessage(fields: PushNotificationFields): PushMessage {
  return {
    web_push: DECLARATIVE_PUSH_MARKER,
    notification: {
      ...fields,
      title: cut(fields.title, PUSH_TITLE_MAX),
      body: cut(fields.body, PUSH_BODY_MAX),
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A URL of `origin` for what a message names: its path, search and hash on this origin. A message
 * naming another origin (or nothing readable) leads to `fallback` on this origin instead.
 */
export function sameOriginUrl(value: unknown, origin: string, fallback: string): string {
  try {
    const url = new URL(text(value) || fallback, origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      return new URL(fallback, origin).href;
    return new URL(`${url.pathname}${url.search}${url.hash}`, origin).href;
  } catch {
    return new URL(fallback, origin).href;
  }
}

/**
 * The notification a push message asks for, read by the worker; undefined for anything that is
 * not a message this site writes (no title). Every URL is turned into one of `origin`.
 */
export function readPushMessage(
  data: unknown,
  origin: string,
  settingsPath: string,
): ShownNotification | undefined {
  if (!isRecord(data) || data.web_push !== DECLARATIVE_PUSH_MARKER) return undefined;
  const notification = data.notification;
  if (!isRecord(notification)) return undefined;
  const title = text(notification.title);
  if (!title) return undefined;
  const actions = (Array.isArray(notification.actions) ? notification.actions : [])
    .filter(isRecord)
    .map((action) => ({
      action: text(action.action),
      title: text(action.title),
      navigate: action.navigate,
    }));
  const settings = actions.find((action) => action.action === SETTINGS_ACTION);
  const timestamp = Number(notification.timestamp);
  return {
    title: cut(title, PUSH_TITLE_MAX),
    options: {
      body: cut(text(notification.body), PUSH_BODY_MAX),
      lang: text(notification.lang),
      dir: 'ltr',
      tag: text(notification.tag),
      icon: sameOriginUrl(notification.icon, origin, '/icons/icon-192.png'),
      badge: sameOriginUrl(notification.badge, origin, '/icons/badge-96.png'),
      timestamp: Number.isFinite(timestamp) ? timestamp : Date.now(),
      data: {
        url: sameOriginUrl(notification.navigate, origin, '/'),
        settingsUrl: sameOriginUrl(settings?.navigate, origin, settingsPath),
      },
      actions: settings
        ? [{ action: SETTINGS_ACTION, title: cut(text(settings.title), PUSH_TITLE_MAX) }]
        : [],
    },
  };
}
