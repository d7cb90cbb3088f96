/**
 * The chart's numbers: free car lots hour by hour of today (Singapore), and of a typical day of
 * the same weekday, averaged from the readings of past weeks. An hour of the typical day averages
 * each past day's own average of that hour, so a day with more readings weighs no more; the
 * readings make the typical day only when every hour has at least two past days behind it, else
 * the caller falls back on the model (occupancy-model.ts).
 */
import { SG_OFFSET_MINUTES } from '../../src/shared/singapore-time.ts';
import type { Count } from './trend.ts';

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const OFFSET = SG_OFFSET_MINUTES * 60_000;
/** Past days of a weekday an hour needs before the readings stand for a typical day. */
export const TYPICAL_DAYS_AT_LEAST = 2;

/** The instant Singapore's day holding `instant` began. */
export function singaporeDayStart(instant: number): number {
  return Math.floor((instant + OFFSET) / DAY) * DAY - OFFSET;
}

const mean = (values: readonly number[]) =>
  Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

/** Each hour's average of the counts of the day that began at `dayStart`; null without any. */
export function hourlyAverages(counts: readonly Count[], dayStart: number): (number | null)[] {
  const hours: number[][] = Array.from({ length: 24 }, () => []);
  for (const count of counts) {
    const hour = Math.floor((count.readAt - dayStart) / HOUR);
    if (hour >= 0 && hour < 24) hours[hour]!.push(count.lots);
  }
  return hours.map((values) => (values.length > 0 ? mean(values) : null));
}

export interface TypicalDay {
  hours: number[];
  /** Past days it averages. */
  days: number;
}

/**
 * The typical day of the weekday of `todayStart`, from `counts` of the weeks before it (today's
 * own are left out); undefined while some hour has fewer than two past days.
 */
export function typicalFromCounts(
  counts: readonly Count[],
  todayStart: number,
): TypicalDay | undefined {
  const byDay = new Map<number, Count[]>();
  for (const count of counts) {
    const dayStart = singaporeDayStart(count.readAt);
    const weeksBack = (todayStart - dayStart) / DAY / 7;
    if (dayStart >= todayStart || !Number.isInteger(weeksBack)) continue;
    const day = byDay.get(dayStart);
    if (day) day.push(count);
    else byDay.set(dayStart, [count]);
  }
  const perDay = [...byDay].map(([dayStart, dayCounts]) => hourlyAverages(dayCounts, dayStart));
  const hours: number[] = [];
  for (let hour = 0; hour < 24; hour += 1) {
    const values = perDay
      .map((day) => day[hour])
      .filter((value): value is number => value !== null && value !== undefined);
    if (values.length < TYPICAL_DAYS_AT_LEAST) return undefined;
    hours.push(mean(values));
  }
  return { hours, days: byDay.size };
}
