/** The seeded merchants (as the map reads them) and their generated map, for the map's tests and scripts/check-map.ts. */
import { generateSeed } from '../seed/generate.ts';
import { generateMapData, type GeneratedMap } from './generate-map.ts';
import type { MapMerchant } from './map-types.ts';

/** The backend tests' seed and instant (tests/helpers/test-app.ts). */
export const MAP_TEST_SEED = 20261120;
export const MAP_TEST_NOW = new Date('2026-11-20T04:00:00Z');

let cached: { merchants: MapMerchant[]; map: GeneratedMap } | undefined;

export function seededMerchants(seed = MAP_TEST_SEED): MapMerchant[] {
  return generateSeed({ seed, now: MAP_TEST_NOW }).merchants.map((merchant) => ({
    id: String(merchant.id),
    code: merchant.code,
    unitNumber: merchant.unitNumber,
    zone: merchant.zone,
  }));
}

export function seededMap(): { merchants: MapMerchant[]; map: GeneratedMap } {
  if (!cached) {
    const merchants = seededMerchants();
    cached = { merchants, map: generateMapData(merchants) };
  }
  return cached;
}
