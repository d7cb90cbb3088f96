/**
 * How a reading may be shown (the honesty rule): live only while it is at most five
 * minutes old and the device is connected; otherwise as the last known count with its age; and
 * not at all when there is no count of the complex's lots.
 */
import type { ParkingReading } from './parking';

/** A reading older than this is never shown as live. */
export const LIVE_FOR_MS = 5 * 60_000;

export type ReadingStatus =
  | { kind: 'live'; ageMs: number }
  | { kind: 'last-known'; ageMs: number; offline: boolean }
  | { kind: 'none' };

export function readingStatus(
  reading: ParkingReading | null | undefined,
  now: number,
  connected: boolean,
): ReadingStatus {
  if (!reading || (reading.carLots === null && reading.motorcycleLots === null))
    return { kind: 'none' };
  // A reading from the future (a device clock behind the server's) is as new as can be.
  const ageMs = Math.max(0, now - Date.parse(reading.readAt));
  if (!Number.isFinite(ageMs)) return { kind: 'none' };
  if (connected && ageMs <= LIVE_FOR_MS) return { kind: 'live', ageMs };
  return { kind: 'last-known', ageMs, offline: !connected };
}

/** An age in the unit it reads best in: whole minutes under an hour, hours under a day, days. */
export type Age =
  | { unit: 'now' }
  | { unit: 'minutes'; n: number }
  | { unit: 'hours'; n: number }
  | { unit: 'days'; n: number };

export function ageOf(ageMs: number): Age {
  const minutes = Math.floor(ageMs / 60_000);
  if (minutes < 1) return { unit: 'now' };
  if (minutes < 60) return { unit: 'minutes', n: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', n: hours };
  return { unit: 'days', n: Math.floor(hours / 24) };
}
