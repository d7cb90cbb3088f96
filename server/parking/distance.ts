/**
 * How far a nearby carpark is on foot from the complex: the straight line between the two places
 * (haversine), lengthened by a factor for streets, crossings and link bridges, rounded to 10 m.
 * An estimate, and said to be one where it is shown.
 */
import type { LatLon } from './feed-records.ts';

const EARTH_RADIUS_M = 6_371_000;
/** Walking routes in the Marina area run about a third longer than the straight line. */
export const WALKING_DETOUR = 1.3;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres along the earth's surface between two places. */
export function straightMetres(a: LatLon, b: LatLon): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated walking metres from `from` to `to`, to the nearest 10. */
export function walkingMetres(from: LatLon, to: LatLon): number {
  return Math.round((straightMetres(from, to) * WALKING_DETOUR) / 10) * 10;
}
