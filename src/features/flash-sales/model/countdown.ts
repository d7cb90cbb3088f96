/**
 * The flash-sale countdown: time left to SalesExpiryDate, and its text ("2d 04:05:06", "04:05:06").
 * Pure, so the ticking component stays trivial and the formatting is table-tested.
 */

export interface TimeLeft {
  expired: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole milliseconds left, 0 once expired. */
  totalMs: number;
}

/** Time left until `expiry` at `now`; expired at the expiry instant itself. */
export function timeLeft(expiry: string | undefined, now: number): TimeLeft {
  const expiryMs = expiry ? Date.parse(expiry) : Number.NaN;
  const totalMs = Number.isFinite(expiryMs) ? Math.max(0, expiryMs - now) : 0;
  // Whole seconds rounded up, so the display never shows 00:00:00 while time is left.
  const totalSeconds = Math.ceil(totalMs / 1000);
  return {
    expired: totalMs <= 0,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2d 04:05:06` (the day unit is localised: `2天 04:05:06`), or `04:05:06` under a day. */
export function formatCountdown(left: TimeLeft, dayUnit = 'd'): string {
  const clock = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
  return left.days > 0 ? `${left.days}${dayUnit} ${clock}` : clock;
}
