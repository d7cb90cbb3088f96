/**
 * Whether the device has a connection, as React hooks and as plain functions for code outside
 * React, at two strengths:
 * - `isOnline` / `useOnlineStatus`: what the browser believes. When it says offline, it is right;
 *   forms use it to decide whether to try.
 * - `hasConnection` / `useConnection`: that belief, and no request seen failing since the network
 *   last answered. `navigator.onLine` stays true on a dead Wi-Fi or with one bar in a basement,
 *   where nothing gets through; the offline banner and the data's age follow this one.
 */
import { useSyncExternalStore } from 'react';
import { isConnectionNews } from '../shared/sw-messages';

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

/** The browser's belief about the connection, re-rendering when it changes. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeOnlineStatus, isOnline, () => true);
}

/** A request failed to reach the network, and none has reached it since. */
let unreachable = false;
const reachabilityListeners = new Set<() => void>();

/**
 * What a request to the network just showed: `reached` when an answer came back (whatever its
 * status), false when it failed on the way. Answers from the worker's caches show neither.
 */
export function reportReachability(reached: boolean): void {
  if (unreachable !== reached) return;
  unreachable = !reached;
  for (const listener of reachabilityListeners) listener();
}

/** The browser believes it is online and the network answered the last request sent to it. */
export function hasConnection(): boolean {
  return isOnline() && !unreachable;
}

/** Calls `listener` whenever `hasConnection` may have changed; returns the unsubscribe. */
export function subscribeConnection(listener: () => void): () => void {
  const unsubscribe = subscribeOnlineStatus(listener);
  reachabilityListeners.add(listener);
  return () => {
    unsubscribe();
    reachabilityListeners.delete(listener);
  };
}

/** Whether the device reaches the network, re-rendering when that changes. */
export function useConnection(): boolean {
  return useSyncExternalStore(subscribeConnection, hasConnection, () => true);
}

/** Listens to the browser's `online` event and the worker's news, once per page. */
function followConnection(): void {
  if (typeof window === 'undefined') return;
  // The browser's own word that the connection is back: the next request finds out for sure.
  window.addEventListener('online', () => reportReachability(true));
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isConnectionNews(event.data)) reportReachability(event.data.reached);
  });
}
followConnection();
