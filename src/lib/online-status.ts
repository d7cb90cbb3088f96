/**
 * Whether the browser believes it has a connection, as a React hook and as plain functions for
 * code outside React. `navigator.onLine` can be optimistic (a captive portal, a dead Wi-Fi), so
 * callers still handle failed requests; but when it says offline, it is right.
 */
import { useSyncExternalStore } from 'react';

/** True unless the browser reports that it is offline (servers and tests count as online). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Calls `listener` whenever the browser goes online or offline; returns the unsubscribe. */
export function subscribeOnlineStatus(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The connection state, re-rendering when it changes. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeOnlineStatus, isOnline, () => true);
}
