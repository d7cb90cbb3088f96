/**
 * Opening-hours rules, in Singapore time whatever the device's zone (a tourist's phone on New York
 * time must see the same "Open now" as a local's). Pure: no DOM, no React, no clock of its own —
 * callers pass the instant, so tests and the service worker can use it alike.
 *
 * Weekly hours are entries of (day of week, open, close) in Singapore wall-clock time. A close
 * earlier than the open means after midnight (a bar open 18:00-02:00 on Friday is still open at
 * 01:30 on Saturday); a close equal to the open means around the clock. A day with no entry is
 * closed. Opening minutes are inclusive and closing minutes exclusive: open at 10:00, closed at 22:00.
 */
import { SG_OFFSET_MINUTES } from './singapore-time';

export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6; // 0 = Sunday

export interface OpeningHours {
  dayOfWeek: DayOfWeek;
  /** 'HH:mm', Singapore time. */
  open: string;
  /** 'HH:mm' (or '24:00'), Singapore time; earlier than `open` means after midnight. */
  close: string;
}

/** Within this many minutes of closing, a place "closes soon". */
export const CLOSING_SOON_MINUTES = 60;

/**
 * The complex's own hours (footer, spec section 9): daily 10AM to 10PM. Marked pure: a module
 * importing this file for something else (the home page's structured data, which the browser's
 * build drops) must not keep it for a call a bundler cannot prove harmless.
 */
export const COMPLEX_OPENING_HOURS: readonly OpeningHours[] = /* @__PURE__ */ (
  [0, 1, 2, 3, 4, 5, 6] as const
).map((dayOfWeek) => ({
  dayOfWeek,
  open: '10:00',
  close: '22:00',
}));

/** The next time a closed place opens. */
export interface NextOpening {
  dayOfWeek: DayOfWeek;
  /** 'HH:mm' Singapore time. */
  opensAt: string;
  /** 0 today, 1 tomorrow, ... (Singapore calendar days). */
  daysAhead: number;
}

export type OpenStatus =
  /** Open; `closesAt` null when open around the clock. */
  | { state: 'open'; closesAt: string | null; minutesUntilClose: number | null }
  /** Open, closing within CLOSING_SOON_MINUTES. */
  | { state: 'closing-soon'; closesAt: string; minutesUntilClose: number }
  /**
   * Closed. `closedToday`: today's schedule has no opening at all; `nextOpening` null when the
   * place never opens (no hours).
   */
  | { state: 'closed'; closedToday: boolean; nextOpening: NextOpening | null };

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const TIME_PATTERN = /^([01]?\d|2[0-4]):([0-5]\d)$/;

/** Minutes after midnight of an 'HH:mm' time ('24:00' is 1440), or undefined when malformed. */
export function parseClockTime(time: string): number | undefined {
  const match = TIME_PATTERN.exec(time.trim());
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes > MINUTES_PER_DAY ? undefined : minutes;
}

/** 'HH:mm' for minutes after midnight (wrapping past a day). */
export function formatClockTime(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** Day of week and minute of the day on Singapore's wall clock at an instant. */
export function singaporeClock(instant: Date | number): {
  dayOfWeek: DayOfWeek;
  minuteOfDay: number;
} {
  const shifted = new Date(new Date(instant).getTime() + SG_OFFSET_MINUTES * 60_000);
  return {
    dayOfWeek: shifted.getUTCDay() as DayOfWeek,
    minuteOfDay: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** Whether an entry spans midnight (its close is on the next day). */
export function closesAfterMidnight(entry: OpeningHours): boolean {
  const open = parseClockTime(entry.open);
  const close = parseClockTime(entry.close);
  return open !== undefined && close !== undefined && close < open;
}

interface Interval {
  start: number;
  end: number;
}

/**
 * Each hours list's intervals, made once: a list of stores asks for every store's status at each
 * draw, and stores that keep the same hours share one list (a category's list: the directory's
 * model/category-directory.ts). Hours are never changed in place, so a list's intervals stay true.
 */
const intervalsOfHours = new WeakMap<readonly OpeningHours[], readonly Interval[]>();

/**
 * The week's opening intervals in minutes from Sunday 00:00, merged where they touch, repeated one
 * week before and after so that lookups near the week's edges (Saturday night into Sunday) work.
 */
function weeklyIntervals(hours: readonly OpeningHours[]): readonly Interval[] {
  let intervals = intervalsOfHours.get(hours);
  if (!intervals) {
    intervals = intervalsOf(hours);
    intervalsOfHours.set(hours, intervals);
  }
  return intervals;
}

function intervalsOf(hours: readonly OpeningHours[]): Interval[] {
  const base: Interval[] = [];
  for (const entry of hours) {
    const open = parseClockTime(entry.open);
    const close = parseClockTime(entry.close);
    if (open === undefined || close === undefined || open === MINUTES_PER_DAY) continue;
    const start = entry.dayOfWeek * MINUTES_PER_DAY + open;
    const length = close > open ? close - open : close - open + MINUTES_PER_DAY;
    base.push({ start, end: start + length });
  }
  const repeated = [-1, 0, 1].flatMap((week) =>
    base.map(({ start, end }) => ({
      start: start + week * MINUTES_PER_WEEK,
      end: end + week * MINUTES_PER_WEEK,
    })),
  );
  repeated.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of repeated) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** The opening status at an instant (Singapore time). */
export function openStatusAt(hours: readonly OpeningHours[], instant: Date | number): OpenStatus {
  const { dayOfWeek, minuteOfDay } = singaporeClock(instant);
  const now = dayOfWeek * MINUTES_PER_DAY + minuteOfDay;
  const intervals = weeklyIntervals(hours);

  const current = intervals.find(({ start, end }) => start <= now && now < end);
  if (current) {
    if (current.end - current.start >= MINUTES_PER_WEEK * 2)
      return { state: 'open', closesAt: null, minutesUntilClose: null };
    const minutesUntilClose = current.end - now;
    const closesAt = formatClockTime(current.end);
    return minutesUntilClose <= CLOSING_SOON_MINUTES
      ? { state: 'closing-soon', closesAt, minutesUntilClose }
      : { state: 'open', closesAt, minutesUntilClose };
  }

  const closedToday = !hours.some(
    (entry) => entry.dayOfWeek === dayOfWeek && parseClockTime(entry.open) !== undefined,
  );
  const next = intervals.find(({ start }) => start > now);
  if (!next) return { state: 'closed', closedToday, nextOpening: null };
  const startDay = Math.floor(next.start / MINUTES_PER_DAY);
  return {
    state: 'closed',
    closedToday,
    nextOpening: {
      dayOfWeek: (((startDay % 7) + 7) % 7) as DayOfWeek,
      opensAt: formatClockTime(next.start),
      daysAhead: startDay - dayOfWeek,
    },
  };
}

/** Whether the place is open at an instant (Singapore time). */
export function isOpenAt(hours: readonly OpeningHours[], instant: Date | number): boolean {
  return openStatusAt(hours, instant).state !== 'closed';
}

/** The entries of one day of the week, by opening time (for an hours table). */
export function hoursOfDay(hours: readonly OpeningHours[], dayOfWeek: DayOfWeek): OpeningHours[] {
  return hours
    .filter(
      (entry) =>
        entry.dayOfWeek === dayOfWeek &&
        parseClockTime(entry.open) !== undefined &&
        parseClockTime(entry.close) !== undefined,
    )
    .sort((a, b) => (parseClockTime(a.open) ?? 0) - (parseClockTime(b.open) ?? 0));
}

/** Today's day of week in Singapore. */
export function singaporeDayOfWeek(instant: Date | number): DayOfWeek {
  return singaporeClock(instant).dayOfWeek;
}
