/** The live parking call and its mapper, loaded with the first fetch (queries.ts). */
import { callApi } from '../../../lib/api-client';
import { parkingCall, type ParkingWire } from '../../../shared/contracts/parking';
import type { Parking, ParkingDay, ParkingReading, Trend, TypicalFrom } from '../model/parking';

const TRENDS: readonly Trend[] = ['filling', 'emptying', 'steady'];
const TYPICAL_FROM: readonly TypicalFrom[] = ['readings', 'model'];

/** A value of a list the app knows, else `fallback` (a newer server's value reads as unknown). */
const oneOf = <T extends string>(known: readonly T[], value: string, fallback: T): T =>
  known.find((candidate) => candidate === value) ?? fallback;

function toReading(wire: NonNullable<ParkingWire['reading']>): ParkingReading {
  return {
    readAt: wire.readAt,
    name: wire.development,
    carLots: wire.car,
    motorcycleLots: wire.motorcycle,
    trend: oneOf(TRENDS, wire.trend, 'unknown'),
    nearby: wire.nearby.map((carpark) => ({
      name: carpark.development,
      carLots: carpark.car,
      walkMetres: carpark.walkMetres,
    })),
  };
}

function toDay(wire: ParkingWire['day']): ParkingDay {
  const typicalFrom = oneOf(TYPICAL_FROM, wire.typicalFrom, 'none');
  return {
    date: wire.date,
    today: wire.today,
    typical: typicalFrom === 'none' ? wire.typical.map(() => null) : wire.typical,
    typicalFrom,
    typicalDays: wire.typicalDays,
  };
}

export function toParking(wire: ParkingWire): Parking {
  return {
    simulated: wire.source !== 'datamall',
    // An unreadable reading time is no reading: its age could not be told.
    reading:
      wire.reading && Number.isFinite(Date.parse(wire.reading.readAt))
        ? toReading(wire.reading)
        : null,
    day: toDay(wire.day),
  };
}

/** The complex's free lots now, its nearby carparks and its day. */
export async function getParking(signal: AbortSignal): Promise<Parking> {
  return toParking((await callApi(parkingCall, { signal })).data);
}
