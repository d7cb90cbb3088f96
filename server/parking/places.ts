/**
 * What the site knows of the default developments (config.ts) without the feed: where each is,
 * for walking distances when the feed leaves `Location` empty, and how many lots each has, for
 * the simulation. Places are the feed's own published coordinates; capacities are round figures
 * of the size of each carpark, used only to make believable simulated counts.
 */
import type { LatLon } from './feed-records.ts';

export interface KnownPlace {
  location: LatLon;
  /** Lots by type, for the simulation. */
  capacity: { car: number; motorcycle: number };
}

export const KNOWN_PLACES: Readonly<Record<string, KnownPlace>> = {
  'Suntec City': {
    location: { lat: 1.29375, lon: 103.85718 },
    capacity: { car: 3100, motorcycle: 180 },
  },
  'Marina Square': {
    location: { lat: 1.29115, lon: 103.85728 },
    capacity: { car: 1200, motorcycle: 80 },
  },
  'Millenia Singapore': {
    location: { lat: 1.29251, lon: 103.86009 },
    capacity: { car: 1500, motorcycle: 60 },
  },
  'The Esplanade': {
    location: { lat: 1.29011, lon: 103.85561 },
    capacity: { car: 900, motorcycle: 50 },
  },
  'Raffles City': {
    location: { lat: 1.29368, lon: 103.85316 },
    capacity: { car: 1000, motorcycle: 70 },
  },
};

/** Lots of a development the table does not know, for the simulation. */
export const UNKNOWN_CAPACITY = { car: 600, motorcycle: 40 } as const;
