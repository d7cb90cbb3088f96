/**
 * Tells the service worker, before it installs, whether the visitor's browser asks to save data
 * (src/shared/save-data.ts says why through Cache Storage). Written on every registration, so
 * the next version's install follows the setting as it is now.
 */
import {
  SAVE_DATA_OFF,
  SAVE_DATA_ON,
  SAVE_DATA_PREFERENCE,
  asksToSaveData,
} from '../shared/save-data';

/** Keeps the browser's Save-Data hint where the worker reads it; never throws (storage may be off). */
export async function rememberSaveData(saveData = asksToSaveData(navigator)): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(SAVE_DATA_PREFERENCE.cache);
    await cache.put(
      SAVE_DATA_PREFERENCE.path,
      new Response(saveData ? SAVE_DATA_ON : SAVE_DATA_OFF),
    );
  } catch {
    // Private windows and full storage refuse Cache Storage: the worker then precaches it all.
  }
}
