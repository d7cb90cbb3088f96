/**
 * Answers the site's server kept from the complex's backends while those are failing (it marks
 * them with `x-complex-stale` and their true age in `Age`, server/gateway): the pages then say how
 * old the information is. Kept per call, so a later good answer of the same call clears it; the
 * notice shows the oldest information still on screen.
 */
import { useSyncExternalStore } from 'react';
import { DATA_AGE_HEADER, STALE_DATA_HEADER } from '../shared/sw-messages';

const staleSince = new Map<string, number>();
const listeners = new Set<() => void>();
let oldest: number | undefined;

function changed(): void {
  const times = [...staleSince.values()];
  oldest = times.length ? Math.min(...times) : undefined;
  listeners.forEach((listener) => listener());
}

/** Records what an answer's headers say of the call's data: stale since when, or current. */
export function recordAnswerAge(call: string, headers: Headers, now = Date.now()): void {
  if (headers.get(STALE_DATA_HEADER) === '1') {
    const ageSeconds = Number(headers.get(DATA_AGE_HEADER));
    const fetchedAt = now - (Number.isFinite(ageSeconds) && ageSeconds > 0 ? ageSeconds * 1000 : 0);
    if (staleSince.get(call) === fetchedAt) return;
    staleSince.set(call, fetchedAt);
    changed();
  } else if (staleSince.delete(call)) {
    changed();
  }
}

/** When the oldest kept information on screen was current; undefined when all of it is. */
export function getStaleSince(): number | undefined {
  return oldest;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStaleSince(): number | undefined {
  return useSyncExternalStore(subscribe, getStaleSince, () => undefined);
}
