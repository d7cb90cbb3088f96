/**
 * A believable day of a city-centre carpark, in Singapore time: on weekdays offices fill it by
 * mid-morning, lunch and the evening (dinner, shows, the convention centre) are its peaks; on
 * weekends it fills from late morning to an afternoon peak and stays busy into the evening;
 * overnight it is near empty. The simulation (simulated-feed.ts) draws its counts from this, and
 * the typical day falls back on it while too few readings are stored (day-profile.ts).
 */
import { SG_OFFSET_MINUTES } from '../../src/shared/singapore-time.ts';

/** Share of lots taken at each hour (0-23) of a weekday, and of a Saturday or Sunday. */
const WEEKDAY = [
  0.06, 0.04, 0.03, 0.03, 0.03, 0.04, 0.08, 0.25, 0.5, 0.68, 0.74, 0.8, 0.9, 0.92, 0.82, 0.76, 0.74,
  0.78, 0.88, 0.93, 0.85, 0.62, 0.38, 0.15,
] as const;
const WEEKEND = [
  0.1, 0.06, 0.04, 0.03, 0.03, 0.03, 0.04, 0.07, 0.12, 0.22, 0.4, 0.58, 0.72, 0.82, 0.9, 0.94, 0.93,
  0.88, 0.84, 0.82, 0.72, 0.52, 0.32, 0.18,
] as const;

export const MINUTES_A_DAY = 24 * 60;

/** 0 (Sunday) to 6 (Saturday), and the minute of the day, in Singapore. */
export interface SingaporeMoment {
  weekday: number;
  minuteOfDay: number;
}

export function singaporeMoment(instant: number): SingaporeMoment {
  const wall = new Date(instant + SG_OFFSET_MINUTES * 60_000);
  return {
    weekday: wall.getUTCDay(),
    minuteOfDay: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

const isWeekend = (weekday: number) => weekday === 0 || weekday === 6;

/** Share of lots taken (0-1) at a moment of a day, between the hours' figures. */
export function occupancyAt({ weekday, minuteOfDay }: SingaporeMoment): number {
  const hours = isWeekend(weekday) ? WEEKEND : WEEKDAY;
  const at = (((minuteOfDay % MINUTES_A_DAY) + MINUTES_A_DAY) % MINUTES_A_DAY) / 60;
  const hour = Math.floor(at);
  const from = hours[hour] ?? 0;
  const to = hours[(hour + 1) % 24] ?? 0;
  return from + (to - from) * (at - hour);
}

/** Free lots of a carpark of `capacity` at a share `occupancy` taken, in 0..capacity. */
export function freeLots(capacity: number, occupancy: number): number {
  const taken = Math.min(1, Math.max(0, occupancy));
  return Math.round(capacity * (1 - taken));
}

/** The hour's average free lots of a typical `weekday`, hour by hour (0-23). */
export function typicalFreeLots(capacity: number, weekday: number, busyness = 1): number[] {
  return Array.from({ length: 24 }, (_, hour) => {
    const quarters = [0, 15, 30, 45].map((minute) =>
      freeLots(capacity, busyness * occupancyAt({ weekday, minuteOfDay: hour * 60 + minute })),
    );
    return Math.round(quarters.reduce((sum, lots) => sum + lots, 0) / quarters.length);
  });
}
