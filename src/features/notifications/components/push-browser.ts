/**
 * What this browser offers for push, read from its globals: support (model/push-support.ts) and
 * the notification permission. Asking for the permission must happen in a tap's own handler.
 */
import { isIosSafari, isStandalone } from '../../../lib/pwa-install';
import { pushSupport, type PushSupport } from '../model/push-support';

export function browserPushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  return pushSupport({
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    notification: 'Notification' in window,
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0),
    standalone: isStandalone(),
  });
}

/**
 * The browser's answer to "may this site show notifications". The browser shows its prompt only
 * when the visitor has not answered yet, and otherwise answers at once with the standing answer;
 * `Notification.permission` is not asked first, as some browsers (headless Chromium, embedded
 * views) report it wrongly. Call it first thing in a tap's handler, before any await.
 */
export function askPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}
