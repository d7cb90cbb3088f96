/**
 * Where a flash sale stands: upcoming (not started), live, or expired (at or after its expiry).
 * The list shows live and upcoming sales first, soonest expiry first, and expired ones last,
 * most recently ended first.
 */
export type FlashSaleStatus = 'upcoming' | 'live' | 'expired';

interface Timed {
  salesStartDate?: string;
  salesExpiryDate?: string;
  sortOrder: number;
}

const ms = (instant?: string) => (instant ? Date.parse(instant) : Number.NaN);

export function flashSaleStatus(sale: Timed, now: number): FlashSaleStatus {
  const expiry = ms(sale.salesExpiryDate);
  if (!Number.isFinite(expiry) || expiry <= now) return 'expired';
  const start = ms(sale.salesStartDate);
  return Number.isFinite(start) && start > now ? 'upcoming' : 'live';
}

export interface SortedFlashSales<T> {
  current: { sale: T; status: Exclude<FlashSaleStatus, 'expired'> }[];
  expired: T[];
}

/** Splits and orders the sales for the list. */
export function sortFlashSales<T extends Timed>(
  sales: readonly T[],
  now: number,
): SortedFlashSales<T> {
  const current: SortedFlashSales<T>['current'] = [];
  const expired: T[] = [];
  for (const sale of sales) {
    const status = flashSaleStatus(sale, now);
    if (status === 'expired') expired.push(sale);
    else current.push({ sale, status });
  }
  current.sort((a, b) => {
    if (a.status !== b.status) return a.status === 'live' ? -1 : 1;
    return (
      ms(a.sale.salesExpiryDate) - ms(b.sale.salesExpiryDate) || a.sale.sortOrder - b.sale.sortOrder
    );
  });
  expired.sort((a, b) => (ms(b.salesExpiryDate) || 0) - (ms(a.salesExpiryDate) || 0));
  return { current, expired };
}
