/**
 * Public types of the date-range picker. Every date is a calendar date written `YYYY-MM-DD`, with
 * no time zone: the picker never turns one into an instant, so it shows the same days on a phone
 * in New York, Tokyo or Singapore.
 */

/** A price that applies to the nights from `start` up to, but not including, `end`. */
export interface PriceRange {
  start: string;
  end: string;
  price: number;
}

/** One entry of the legend under the months. */
export interface LegendItem {
  label: string;
  /** Any CSS colour, including `var(--...)`. */
  color: string;
}

/** The chosen stay. Both dates are absent until chosen. */
export interface DateRangeValue {
  checkIn?: string;
  checkOut?: string;
}

/** The options of the spec's date picker, under the spec's names. */
export interface DateRangePickerProps {
  /** First selectable date (default: today in Singapore). */
  startDate?: string;
  /** Last selectable date (default: none). Navigation stops at its month. */
  endDate?: string;
  /** Shortest stay in nights (default 1). */
  minNights?: number;
  /** Longest stay in nights (default: unlimited; 0 also means unlimited). */
  maxNights?: number;
  /** Dates with no night available; a stay cannot run past the first one after the check-in. */
  disabledDates?: readonly string[];
  /** English weekday names ('Saturday') on which a stay can neither start nor end. */
  disabledDaysOfWeek?: readonly string[];
  /** Nights already booked; a stay cannot run past the first one after the check-in. */
  blockedDates?: readonly string[];
  /** The only stay lengths allowed, in nights (default: any). */
  allowedRanges?: readonly number[];
  /** Prices by night, end exclusive; the first matching entry wins. */
  priceByDate?: readonly PriceRange[];
  /** Price of a night no `priceByDate` entry covers. */
  priceDefault?: number;
  /** 0 = Sunday (default) ... 6 = Saturday. */
  firstDayOfWeek?: number;
  /** dayjs display format of the fields (default `YYYY-MM-DD`). */
  format?: string;
  /** One click chooses a single day: check-in and check-out are the same date. */
  singleDaySelection?: boolean;
  /** The check-out may be the check-in day (a 0-night, same-day use). */
  allowSameDay?: boolean;
  /** The first unavailable day after the check-in may still be the check-out. */
  enableCheckout?: boolean;
  /** Legend entries; a default legend of the day colours when absent. */
  legends?: readonly LegendItem[];
  /** The chosen stay (controlled). Without it the picker keeps its own. */
  value?: DateRangeValue;
  onChange?: (value: DateRangeValue) => void;
  /** Extra class on the root, for the page's layout. */
  className?: string;
}
