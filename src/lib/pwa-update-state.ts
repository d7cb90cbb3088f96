/**
 * Whether a new version of the site is installed and waiting for the visitor's consent: the one
 * piece of the worker's life cycle the first load needs (the frame's update prompt reads it). The
 * worker's registration (lib/pwa-workbox.ts, with workbox-window) loads later and offers the
 * waiting version here; the prompt's "Reload" hands the word back to it.
 */
import { useSyncExternalStore } from 'react';

let updateAvailable = false;
/** Tells the waiting version to take over; set while one waits. */
let takeOver: (() => void) | undefined;
const listeners = new Set<() => void>();

function setUpdateAvailable(value: boolean): void {
  if (updateAvailable === value) return;
  updateAvailable = value;
  listeners.forEach((listener) => listener());
}

/** A new version waits: the update prompt shows, and `takeOver` runs if the visitor accepts. */
export function offerUpdate(waitingTakeOver: () => void): void {
  takeOver = waitingTakeOver;
  setUpdateAvailable(true);
}

/** Lets the waiting version take over; the page reloads once it has (lib/pwa-workbox.ts). */
export function applyUpdate(): void {
  takeOver?.();
}

/** Hides the prompt for this page view (the update still applies on the next visit). */
export function dismissUpdate(): void {
  setUpdateAvailable(false);
}

/** Forgets any offered version (tests only: each test starts from a fresh page). */
export function resetUpdateStateForTests(): void {
  takeOver = undefined;
  setUpdateAvailable(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a new version is installed and waiting for the visitor's consent. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updateAvailable,
    () => false,
  );
}
