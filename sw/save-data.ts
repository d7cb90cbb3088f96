/**
 * A visitor whose browser asks to save data gets only the carpark journey's part of the shell
 * precached (scripts/carpark-shell.ts works it out at build time); the rest is kept when first
 * used (shell-on-use.ts). Decided when the worker installs, from the worker's own Save-Data hint
 * (Chromium) or the page's word, left in Cache Storage before it registered the worker
 * (src/shared/save-data.ts).
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { SAVE_DATA_ON, SAVE_DATA_PREFERENCE, asksToSaveData } from '../src/shared/save-data';

/** The precache manifest in two: the carpark journey's files, and the rest of the shell. */
export function splitShell(
  manifest: readonly (PrecacheEntry | string)[],
  carparkFiles: readonly string[],
): { carpark: (PrecacheEntry | string)[]; rest: (PrecacheEntry | string)[] } {
  const carpark = new Set(carparkFiles);
  const urlOf = (entry: PrecacheEntry | string) => (typeof entry === 'string' ? entry : entry.url);
  return {
    carpark: manifest.filter((entry) => carpark.has(urlOf(entry))),
    rest: manifest.filter((entry) => !carpark.has(urlOf(entry))),
  };
}

/** Whether the visitor saves data: the worker's own hint, else what the page left for it. */
export async function visitorSavesData(
  workerNavigator: object,
  storage: CacheStorage,
): Promise<boolean> {
  if (asksToSaveData(workerNavigator)) return true;
  try {
    const cache = await storage.open(SAVE_DATA_PREFERENCE.cache);
    const word = await cache.match(SAVE_DATA_PREFERENCE.path);
    return (await word?.text()) === SAVE_DATA_ON;
  } catch {
    return false;
  }
}
