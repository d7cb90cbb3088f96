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
