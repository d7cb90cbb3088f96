/**
 * Places seed dates relative to the seeding instant, on Singapore's calendar: "ongoing",
 * "upcoming" and "expired" content exists whenever the complex is seeded.
 */
import { addCalendarDays, sgWallTimeToIso, singaporeToday } from '../../../src/shared/dates.ts';

export class SeedClock {
  /** Today's calendar date in Singapore at the seeding instant. */
  readonly today: string;

  constructor(readonly now: Date) {
    this.today = singaporeToday(now);
  }

  /** The Singapore calendar date `offset` days from today. */
  date(offset: number): string {
    return addCalendarDays(this.today, offset);
  }

  /** The instant of a Singapore wall-clock time `offset` days from today. */
  at(offset: number, time = '00:00'): string {
    return sgWallTimeToIso(this.date(offset), time);
  }

  /** The instant `hours` hours from the seeding instant (fractions allowed). */
  hoursFromNow(hours: number): string {
    return new Date(this.now.getTime() + Math.round(hours * 3600_000)).toISOString();
  }
}
