import { useCallback, useSyncExternalStore } from 'react';
import {
  parseSavedCar,
  SAVED_CAR_STORAGE_KEY,
  serialiseSavedCar,
  type SavedCar,
} from '../model/saved-car';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return globalThis.localStorage?.getItem(SAVED_CAR_STORAGE_KEY) ?? null;
  } catch {
    // Storage blocked (private mode settings): no saved car.
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_CAR_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function write(text: string | null): void {
  try {
    if (text === null) localStorage.removeItem(SAVED_CAR_STORAGE_KEY);
    else localStorage.setItem(SAVED_CAR_STORAGE_KEY, text);
  } catch {
    // Quota or blocked storage: nothing to keep, the page says so by showing no saved car.
  }
  for (const listener of listeners) listener();
}

/** The car saved on this device (another tab's change shows here too), and how to change it. */
export function useSavedCar(): {
  car: SavedCar | undefined;
  save: (car: SavedCar) => void;
  forget: () => void;
} {
  const text = useSyncExternalStore(subscribe, read, () => null);
  const save = useCallback((car: SavedCar) => write(serialiseSavedCar(car)), []);
  const forget = useCallback(() => write(null), []);
  return { car: parseSavedCar(text), save, forget };
}
