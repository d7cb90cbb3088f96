/**
 * Whether the visitor's browser asks to save data (Data Saver, Lite mode: `Save-Data: on` on every
 * request, `navigator.connection.saveData` to scripts). The worker then precaches only what the
 * carpark journey needs and keeps the rest when first used (sw/save-data.ts).
 *
 * The page says so to the worker through Cache Storage, written before it registers the worker
 * (src/lib/save-data.ts) and read by the worker when it installs: the worker's own
 * `navigator.connection` is Chromium's only, and a query on the worker's URL would make every
 * change of the setting a new worker, offered as an update.
 */
import { CACHE_NAMES } from './cache-names';

/** The cache and the key (on the site's origin) holding the page's word. */
export const SAVE_DATA_PREFERENCE = {
  cache: CACHE_NAMES.preferences,
  path: '/__save-data',
} as const;

/** The text kept for each answer, so a missing or unreadable entry reads as "not asked". */
export const SAVE_DATA_ON = 'on';
export const SAVE_DATA_OFF = 'off';

/**
 * The browser's Save-Data hint, where it has one: Chromium's `navigator.connection`, in a window
 * or a worker (TypeScript's libraries do not declare it).
 */
export function asksToSaveData(navigator: object): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
