/**
 * When an answer's data was current, on this device's clock. One rule for the page and the
 * worker (spec: the offline banner says how old the data on screen is):
 * - an answer the worker kept carries the time it stamped when keeping it (`x-complex-answered-at`);
 *   a copy kept by an older worker, without the stamp, falls back on the server's `Date`;
 * - any other answer is as old as its `Age` says (the gateway's cache), from when it arrived.
 * Never later than when it arrived: a stamp from a clock set back since must not look newer.
 */
import {
  ANSWERED_AT_HEADER,
  DATA_AGE_HEADER,
  FROM_CACHE_HEADER,
  STALE_DATA_HEADER,
} from './sw-messages';

function positive(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** Epoch ms at which the answer's data was current, for an answer that arrived at `receivedAt`. */
export function answeredAt(headers: Headers, receivedAt: number): number {
  const stamped = positive(headers.get(ANSWERED_AT_HEADER));
  if (stamped !== undefined && stamped > 0) return Math.min(stamped, receivedAt);
  const ageMs = (positive(headers.get(DATA_AGE_HEADER)) ?? 0) * 1000;
  if (headers.has(FROM_CACHE_HEADER)) {
    const date = Date.parse(headers.get('date') ?? '');
    if (Number.isFinite(date)) return Math.min(date, receivedAt) - ageMs;
  }
  return receivedAt - ageMs;
}

/** What an answer says of its data. */
export interface AnswerTime {
  /** When it was current (`answeredAt`). */
  answeredAt: number;
  /**
   * The site's server gave a copy it kept because the complex's backends are failing now. A
   * copy from the worker's caches says nothing of now: its age alone tells.
   */
  stale: boolean;
  /** The worker gave it from its caches, not the network. */
  kept: boolean;
}

export function answerTime(headers: Headers, receivedAt: number): AnswerTime {
  return {
    answeredAt: answeredAt(headers, receivedAt),
    stale: headers.get(STALE_DATA_HEADER) === '1' && !headers.has(FROM_CACHE_HEADER),
    kept: headers.has(FROM_CACHE_HEADER),
  };
}
