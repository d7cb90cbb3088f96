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
 * The browser's answer to "may this site show notifications": asked (the prompt shows) only when
 * the visitor has not answered yet. Call it first thing in a tap's handler, before any await.
 */
export function askPermission(): Promise<NotificationPermission> {
  if (Notification.permission !== 'default') return Promise.resolve(Notification.permission);
  return Notification.requestPermission();
}
