/**
 * What the plan generator needs to know of a merchant. The map data format it builds is
 * src/shared/map-data.ts, which the app shares.
 */
export interface MapMerchant {
  id: string;
  code: string;
  unitNumber: string;
  zone?: string;
}
