import { readImageUrl, readNumber, readText } from '../../../lib/wire';
import type { RoomDto } from './room-dto';

/** A price that applies to the nights from `start` up to, not including, `end` (YYYY-MM-DD). */
export interface DatePrice {
  start: string;
  end: string;
  price: number;
}

/** Something the room offers, named in English and, when the backend gives it, in Chinese. */
export interface Amenity {
  name: string;
  nameZh?: string;
}

/** A bookable room of the convention centre as the app uses it. */
export interface Room {
  id: string;
  name: string;
  nameZh?: string;
  description: string;
  descriptionZh?: string;
  capacity: number;
  sizeSqm?: number;
  imageUrls: string[];
  amenities: Amenity[];
  priceDefault: number;
  priceByDate: DatePrice[];
  minNights: number;
  /** Undefined when there is no upper limit. */
  maxNights?: number;
  /** English weekday names on which a stay cannot start or end ("Sunday", ...). */
  disabledDaysOfWeek: string[];
}

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

export function toRoom(dto: RoomDto): Room {
  const maxNights = readNumber(dto.maxNights);
  return {
    id: String(dto.id),
    name: dto.name,
    nameZh: readText(dto.nameZh),
    description: readText(dto.description) ?? '',
    descriptionZh: readText(dto.descriptionZh),
    capacity: readNumber(dto.capacity) ?? 0,
    sizeSqm: readNumber(dto.sizeSqm),
    imageUrls: (dto.imageUrls ?? [])
      .map(readImageUrl)
      .filter((url): url is string => url !== undefined),
    amenities: toAmenities(dto.amenities ?? [], dto.amenitiesZh ?? []),
    priceDefault: readNumber(dto.priceDefault) ?? 0,
    priceByDate: (dto.priceByDate ?? [])
      .map(toDatePrice)
      .filter((entry): entry is DatePrice => entry !== undefined),
    minNights: Math.max(1, readNumber(dto.minNights) ?? 1),
    maxNights: maxNights !== undefined && maxNights > 0 ? maxNights : undefined,
    disabledDaysOfWeek: dto.disabledDaysOfWeek ?? [],
  };
}
