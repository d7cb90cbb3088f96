/**
 * How old the data on screen is, for the banner ("Offline · showing data updated 10 min ago"):
 * the oldest `dataUpdatedAt` of the queries on screen. Those times are the data's own, not its
 * arrival's (answer-times.ts): a copy the worker kept for a week stays a week old, offline or on
 * a network that does not answer, restored from the device or drawn by the server.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { formatChineseDate, formatDisplayDate } from '../shared/singapore-time';
import { isStaleAnswer } from './read-path';
import { defineFirstLoadMessages } from '../i18n';
import type { Language } from './language';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const dataAgeMessages = defineFirstLoadMessages('dataAge', {
  prefix: 'Offline',
  none: 'showing the data saved on this device',
  updated: 'showing data updated {age}',
  justNow: 'just now',
  minutes: '{n} min ago',
  hour: '1 hour ago',
  hours: '{n} hours ago',
  day: 'yesterday',
  days: '{n} days ago',
  on: 'on {date}',
});

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/** "10 min ago", "3 hours ago", "on 12 Nov 2026" (Singapore dates), in the given language. */
export function describeAge(updatedAt: number, now: number, language: Language): string {
  const text = dataAgeMessages[language];
  const age = Math.max(0, now - updatedAt);
  if (age < MINUTE) return text.justNow;
  if (age < HOUR) return fill(text.minutes, { n: Math.floor(age / MINUTE) });
  if (age < 2 * HOUR) return text.hour;
  if (age < DAY) return fill(text.hours, { n: Math.floor(age / HOUR) });
  if (age < 2 * DAY) return text.day;
  if (age < 7 * DAY) return fill(text.days, { n: Math.floor(age / DAY) });
  const date =
    language === 'ch'
      ? formatChineseDate(updatedAt)
      : formatDisplayDate(new Date(updatedAt).toISOString());
  return fill(text.on, { date });
}

/** The offline banner's sentence: "Offline · showing data updated 10 min ago". */
export function describeDataAge(
  updatedAt: number | undefined,
  now: number,
  language: Language,
): string {
  const text = dataAgeMessages[language];
  const detail =
    updatedAt === undefined
      ? text.none
      : fill(text.updated, { age: describeAge(updatedAt, now, language) });
  return `${text.prefix} · ${detail}`;
}

/** What the rule needs to know of a query in the cache. */
export interface HeldData {
  /** Components showing it (its observers): none, and it is not on screen. */
  observers: number;
  hasData: boolean;
  /** When its data was current (answer-times.ts). */
  updatedAt: number;
  /** A copy the site's server kept while the complex's backends fail. */
  stale: boolean;
}

export interface DataOnScreen {
  /** When the oldest data on screen was current; undefined when none is. */
  oldest: number | undefined;
  /** Some data on screen is a copy kept while the complex's backends fail. */
  stale: boolean;
}

/** The rule: the data on screen is as old as its oldest part. */
export function dataOnScreen(queries: Iterable<HeldData>): DataOnScreen {
  let oldest: number | undefined;
  let stale = false;
  for (const query of queries) {
    if (query.observers === 0 || !query.hasData || query.updatedAt <= 0) continue;
    if (oldest === undefined || query.updatedAt < oldest) oldest = query.updatedAt;
    stale ||= query.stale;
  }
  return { oldest, stale };
}

function held(client: QueryClient): DataOnScreen {
  return dataOnScreen(
    client
      .getQueryCache()
      .getAll()
      .map((query) => ({
        observers: query.getObserversCount(),
        hasData: query.state.data !== undefined,
        updatedAt: query.state.dataUpdatedAt,
        stale: isStaleAnswer(query),
      })),
  );
}

/**
 * The data on screen, re-rendering as queries come, go and change: every query's time is its
 * data's (fetched, restored from the device, or drawn by the server), so one rule serves offline
 * and online alike.
 */
export function useDataOnScreen(): DataOnScreen {
  const client = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => client.getQueryCache().subscribe(listener),
    [client],
  );
  const oldest = useSyncExternalStore(
    subscribe,
    () => held(client).oldest,
    () => undefined,
  );
  const stale = useSyncExternalStore(
    subscribe,
    () => held(client).stale,
    () => false,
  );
  return { oldest, stale };
}
