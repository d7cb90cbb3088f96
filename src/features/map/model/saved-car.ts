/**
 * "Find my car": where the visitor parked (carpark level, zone and optionally the bay), kept on the
 * device only, in localStorage, so it is there with no signal and never leaves the phone.
 */
export const SAVED_CAR_STORAGE_KEY = 'complex-map-car';

export interface SavedCar {
  /** A carpark zone of the plan, 'B2-C'. */
  zoneId: string;
  levelId: string;
  /** What the visitor typed from the pillar sign, e.g. '214'; optional. */
  bay?: string;
  /** ISO instant of saving. */
  savedAt: string;
}

const BAY_MAX_LENGTH = 12;

/** A bay as typed: trimmed, at most a few characters, or undefined when empty. */
export function normaliseBay(bay: string | undefined): string | undefined {
  const trimmed = (bay ?? '').trim().slice(0, BAY_MAX_LENGTH);
  return trimmed === '' ? undefined : trimmed;
}

/** The saved car from its stored text; anything unreadable is no car rather than an error. */
export function parseSavedCar(text: string | null): SavedCar | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof SavedCar, unknown>>;
    if (
      typeof value.zoneId !== 'string' ||
      typeof value.levelId !== 'string' ||
      typeof value.savedAt !== 'string'
    )
      return undefined;
    if (Number.isNaN(Date.parse(value.savedAt))) return undefined;
    const bay = typeof value.bay === 'string' ? normaliseBay(value.bay) : undefined;
    return {
      zoneId: value.zoneId,
      levelId: value.levelId,
      savedAt: value.savedAt,
      ...(bay ? { bay } : {}),
    };
  } catch {
    return undefined;
  }
}

export function serialiseSavedCar(car: SavedCar): string {
  return JSON.stringify(car);
}
