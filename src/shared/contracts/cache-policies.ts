/**
 * How long the gateway keeps each kind of read (server/gateway/read-cache.ts): fresh for
 * `freshMs`, then refreshed behind the answer; while the backends fail, a copy up to
 * `maxStaleMs` old is served marked stale. Each read's contract names its policy.
 */
import type { CachePolicy } from './call';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Lists and details that change during the day (a new event, an ended promotion). */
export const TIMELY: CachePolicy = { freshMs: MINUTE, maxStaleMs: DAY };
/** The directory and deals: a store opening or closing is news of days, not minutes. */
export const DIRECTORY: CachePolicy = { freshMs: 5 * MINUTE, maxStaleMs: 7 * DAY };
/** Getting here, contact details, FAQs, content pages: edited rarely. */
export const REFERENCE: CachePolicy = { freshMs: HOUR, maxStaleMs: 7 * DAY };
/** Search answers follow the lists, and a visitor rarely repeats one a day later. */
export const SEARCH: CachePolicy = { freshMs: MINUTE, maxStaleMs: HOUR };
/** Room availability: an old answer would offer taken dates, so it is kept only briefly. */
export const AVAILABILITY: CachePolicy = { freshMs: 10_000, maxStaleMs: MINUTE };
