/**
 * How old the data on screen is, for the offline banner ("Offline · showing data updated 10 min
 * ago"). The age is the newest `dataUpdatedAt` of a query fetched WITH a connection: offline, the
 * service worker answers from its caches and TanStack Query stamps those answers "now", which
 * would make week-old data look fresh. The value is kept in localStorage so a cold start with no
 * signal still knows it.
 */
import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { inSingapore, formatDisplayDate } from '../shared/dates';
import type { Language } from './language';
import { hasConnection } from './online-status';

const STORAGE_KEY = 'complex-data-updated-at';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const TEXT = {
  en: {
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
  },
  ch: {
    prefix: '离线',
    none: '正在显示本设备保存的数据',
    updated: '正在显示{age}更新的数据',
    justNow: '刚刚',
    minutes: '{n}分钟前',
    hour: '1小时前',
    hours: '{n}小时前',
    day: '昨天',
    days: '{n}天前',
    on: '{date}',
  },
} as const satisfies Record<Language, Record<string, string>>;

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/** "10 min ago", "3 hours ago", "on 12 Nov 2026" (Singapore dates), in the given language. */
export function describeAge(updatedAt: number, now: number, language: Language): string {
  const text = TEXT[language];
  const age = Math.max(0, now - updatedAt);
  if (age < MINUTE) return text.justNow;
  if (age < HOUR) return fill(text.minutes, { n: Math.floor(age / MINUTE) });
  if (age < 2 * HOUR) return text.hour;
  if (age < DAY) return fill(text.hours, { n: Math.floor(age / HOUR) });
  if (age < 2 * DAY) return text.day;
  if (age < 7 * DAY) return fill(text.days, { n: Math.floor(age / DAY) });
  const date =
    language === 'ch'
      ? inSingapore(updatedAt).format('YYYY年M月D日')
      : formatDisplayDate(new Date(updatedAt).toISOString());
  return fill(text.on, { date });
}

/** The offline banner's sentence: "Offline · showing data updated 10 min ago". */
export function describeDataAge(
  updatedAt: number | undefined,
  now: number,
  language: Language,
): string {
  const text = TEXT[language];
  const detail =
    updatedAt === undefined
      ? text.none
      : fill(text.updated, { age: describeAge(updatedAt, now, language) });
  return `${text.prefix} · ${detail}`;
}

let newest: number | undefined = readStored();
const listeners = new Set<() => void>();

function readStored(): number | undefined {
  try {
    const value = Number(globalThis.localStorage?.getItem(STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Records data fetched with a connection at `updatedAt` (keeps the newest). */
export function recordFreshData(updatedAt: number): void {
  if (newest !== undefined && updatedAt <= newest) return;
  newest = updatedAt;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, String(updatedAt));
  } catch {
    // Storage full or blocked: the age is still right for this visit.
  }
  listeners.forEach((listener) => listener());
}

/** Epoch ms of the newest data fetched with a connection, or undefined if none is known. */
export function getDataUpdatedAt(): number | undefined {
  return newest;
}

/**
 * Follows the query cache: every successful fetch made while online moves the data's age forward.
 * Returns the unsubscribe.
 */
export function trackDataAge(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !hasConnection()) return;
    recordFreshData(event.query.state.dataUpdatedAt);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The newest online data's time, re-rendering when it moves. */
export function useDataUpdatedAt(): number | undefined {
  return useSyncExternalStore(subscribe, getDataUpdatedAt, () => undefined);
}
