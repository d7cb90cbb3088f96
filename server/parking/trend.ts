/**
 * Whether the complex's carpark is filling or emptying: its free car lots now against the stored
 * reading nearest to a quarter of an hour before, if one lies 10 to 30 minutes back. A change
 * smaller than 3% of the count (at least 8 lots) is steady: a few cars in or out is no news.
 */

export type Trend = 'filling' | 'emptying' | 'steady' | 'unknown';

export interface Count {
  readAt: number;
  lots: number;
}

const MINUTE = 60_000;
const LOOK_BACK = 15 * MINUTE;
const NEAREST = 10 * MINUTE;
const FURTHEST = 30 * MINUTE;

export function trendOf(now: Count | undefined, earlier: readonly Count[]): Trend {
  if (!now) return 'unknown';
  const candidates = earlier.filter(
    (count) => now.readAt - count.readAt >= NEAREST && now.readAt - count.readAt <= FURTHEST,
  );
  if (candidates.length === 0) return 'unknown';
  const then = candidates.reduce((best, count) =>
    Math.abs(now.readAt - count.readAt - LOOK_BACK) < Math.abs(now.readAt - best.readAt - LOOK_BACK)
      ? count
      : best,
  );
  const change = now.lots - then.lots;
  if (Math.abs(change) < Math.max(8, 0.03 * Math.max(now.lots, then.lots))) return 'steady';
  return change < 0 ? 'filling' : 'emptying';
}
