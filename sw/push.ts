/// <reference lib="webworker" />
/**
 * Push notifications (docs/api.md "Push notifications"): a push shows the notification its
 * message describes (src/shared/push-message.ts: the declarative form Safari 18.4+ shows by
 * itself, read here for every other browser), and a tap opens the item's page, or focuses a
 * window that already shows it; the settings action opens the notification settings.
 */
import { readPushMessage, SETTINGS_ACTION } from '../src/shared/push-message';
import { NOTIFICATION_SETTINGS_PATH } from '../src/shared/push-topics';
import { windowShowing } from './notification-target';

declare const self: ServiceWorkerGlobalScope;

/** What a push without a message this site wrote shows: the browser asks for one every time. */
const FALLBACK_TITLE = 'Suntec City';

/** `NotificationOptions` with the fields TypeScript's lib leaves out (actions, timestamp). */
type ShownOptions = NotificationOptions & {
  actions?: { action: string; title: string }[];
  timestamp?: number;
};

function messageOf(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return undefined;
  }
}

async function openOrFocus(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windowShowing(windows, url);
  if (showing) {
    await showing.focus();
    return;
  }
  await self.clients.openWindow(url);
}

export function registerPushHandlers(origin: string): void {
  self.addEventListener('push', (event) => {
    const shown = readPushMessage(messageOf(event), origin, NOTIFICATION_SETTINGS_PATH);
    const title = shown?.title ?? FALLBACK_TITLE;
    const options: ShownOptions = shown?.options ?? {
      data: {
        url: new URL('/', origin).href,
        settingsUrl: new URL(NOTIFICATION_SETTINGS_PATH, origin).href,
      },
    };
    event.waitUntil(self.registration.showNotification(title, options));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = (event.notification.data ?? {}) as { url?: string; settingsUrl?: string };
    const url =
      event.action === SETTINGS_ACTION
        ? (data.settingsUrl ?? new URL(NOTIFICATION_SETTINGS_PATH, origin).href)
        : (data.url ?? new URL('/', origin).href);
    event.waitUntil(openOrFocus(url));
  });
}
