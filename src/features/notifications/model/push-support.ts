/**
 * Whether this browser can receive the site's notifications, and if not, what the visitor can do.
 * iOS and iPadOS Safari (16.4+) offer web push only to sites added to the Home Screen: outside it
 * they lack PushManager, and the visitor is told how to add the site.
 */
export type PushSupport = 'supported' | 'add-to-home-screen' | 'unsupported';

export interface PushEnvironment {
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
  iosSafari: boolean;
  /** Opened from the Home Screen (or installed). */
  standalone: boolean;
}

export function pushSupport(environment: PushEnvironment): PushSupport {
  if (environment.serviceWorker && environment.pushManager && environment.notification)
    return 'supported';
  if (environment.iosSafari && !environment.standalone) return 'add-to-home-screen';
  return 'unsupported';
}
