/** The rooms calls and their mapper, loaded with the first fetch (queries.ts). */
import { callApi } from '../../../lib/api-client';
import { readImageUrl, readNumber, readText } from '../../../lib/wire';
import { roomCall, roomsCall, type RoomWire } from '../../../shared/contracts/rooms';
import type { Amenity, DatePrice, Room } from '../model/room';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toDatePrice(entry: {
  start: string;
  end: string;
  price: number | string;
}): DatePrice | undefined {
  const price = readNumber(entry.price);
  if (price === undefined || !CALENDAR_DATE.test(entry.start) || !CALENDAR_DATE.test(entry.end))
    return undefined;
  return { start: entry.start, end: entry.end, price };
}

/**
 * Pairs the English and Chinese amenity lists by position. A Chinese list of another length
 * cannot be paired safely, so then every amenity is shown in English rather than mislabelled.
 */
function toAmenities(english: readonly string[], chinese: readonly string[]): Amenity[] {
  const paired = chinese.length === english.length;
  return english.flatMap((text, index) => {
    const name = readText(text);
    if (name === undefined) return [];
    return [{ name, nameZh: paired ? readText(chinese[index]) : undefined }];
  });
}

export function toRoom(wire: RoomWire): Room {
  const maxNights = readNumber(wire.maxNights);
  return {
    id: String(wire.id),
    name: wire.name,
    nameZh: readText(wire.nameZh),
    description: readText(wire.description) ?? '',
    descriptionZh: readText(wire.descriptionZh),
    capacity: readNumber(wire.capacity) ?? 0,
    sizeSqm: readNumber(wire.sizeSqm),
    imageUrls: (wire.imageUrls ?? [])
      .map(readImageUrl)
      .filter((url): url is string => url !== undefined),
    amenities: toAmenities(wire.amenities ?? [], wire.amenitiesZh ?? []),
    priceDefault: readNumber(wire.priceDefault) ?? 0,
    priceByDate: (wire.priceByDate ?? [])
      .map(toDatePrice)
      .filter((entry): entry is DatePrice => entry !== undefined),
    minNights: Math.max(1, readNumber(wire.minNights) ?? 1),
    maxNights: maxNights !== undefined && maxNights > 0 ? maxNights : undefined,
    disabledDaysOfWeek: wire.disabledDaysOfWeek ?? [],
  };
}

/** Every bookable room. */
export async function getRooms(signal: AbortSignal): Promise<Room[]> {
  return (await callApi(roomsCall, { signal })).data.map(toRoom);
}

/** One room; rejects with a 404 `ApiError` for an unknown id. */
export async function getRoom(id: string, signal: AbortSignal): Promise<Room> {
  return toRoom((await callApi(roomCall, { params: { id }, signal })).data);
}
