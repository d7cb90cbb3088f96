/** Live parking as the app uses it (src/shared/contracts/parking.ts holds the wire shape). */

export type Trend = 'filling' | 'emptying' | 'steady' | 'unknown';
export type TypicalFrom = 'readings' | 'model' | 'none';

export interface NearbyCarpark {
  /** The feed's development name (English only). */
  name: string;
  carLots: number | null;
  walkMetres: number | null;
}

export interface ParkingReading {
  /** When the counts were current (ISO instant). */
  readAt: string;
  /** The complex's development name. */
  name: string;
  carLots: number | null;
  motorcycleLots: number | null;
  trend: Trend;
  nearby: NearbyCarpark[];
}

export interface ParkingDay {
  /** Today in Singapore, `YYYY-MM-DD`. */
  date: string;
  /** Free car lots by hour (0-23); null for an hour without a count. */
  today: (number | null)[];
  typical: (number | null)[];
  typicalFrom: TypicalFrom;
  /** Past days the typical day averages (readings only). */
  typicalDays: number;
}

export interface Parking {
  /** The figures are the server's simulation, not the live feed. */
  simulated: boolean;
  /** Null when the server has never had a reading. */
  reading: ParkingReading | null;
  day: ParkingDay;
}
