/**
 * The price of a night: the first `priceByDate` entry whose [start, end) covers the date, else
 * `priceDefault`, else none. Shown compact on the day ("$180", "$1.2K") and in full in its
 * accessible name ("$1,200").
 */
import { formatAmount, formatCompact } from '../../../lib/format';
import type { PriceRange } from './types';

/** The price of the night of `date`, or undefined when there is none. */
export function priceForDate(
  date: string,
  priceByDate: readonly PriceRange[] | undefined,
  priceDefault: number | undefined,
): number | undefined {
  const entry = priceByDate?.find(
    (range) => range.start <= date && date < range.end && Number.isFinite(range.price),
  );
  if (entry) return entry.price;
  return priceDefault !== undefined && Number.isFinite(priceDefault) ? priceDefault : undefined;
}

/** "$180", "$99.5", "$1.2K": short enough for a day cell. */
export function formatCompactPrice(price: number): string {
  return `$${formatCompact(price)}`;
}

/** "$180", "$1,200", "$99.50": for the accessible name and the summary. */
export function formatFullPrice(price: number): string {
  return `$${formatAmount(price)}`;
}
