import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;

let clock = Date.now();
function subscribeClock(listener: () => void): () => void {
  clock = Date.now();
  const timer = window.setInterval(() => {
    clock = Date.now();
    listener();
  }, TICK_MS);
  return () => window.clearInterval(timer);
}
const subscribeNothing = () => () => undefined;
const readClock = () => clock;

/** The current time, refreshed every 30 s while `active`, so "10 min ago" keeps counting. */
export function useNow(active: boolean): number {
  return useSyncExternalStore(active ? subscribeClock : subscribeNothing, readClock, readClock);
}
