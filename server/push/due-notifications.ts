/**
 * Which notifications are due now, from the lists the site serves (flash sales, events,
 * promotions as their wire answers): a flash sale that has started, an event that has opened, a
 * members' day that has begun (src/shared/members-day.ts, the promotions pages' own rule).
 *
 * When:
 * - a flash sale at its start instant;
 * - an event at its start instant, or at 09:00 Singapore time when it starts on a date alone (a
 *   start at Singapore midnight): nobody wants to hear of a day's event at midnight;
 * - a members' day at 09:00 Singapore time on that day, once for all the promotions that have it.
 * A notification stays due for 6 hours (a server down for a while still sends it when back, an
 * item that started yesterday is no news) and never after its item has ended or sold out.
 */
import type { EventWire } from '../../src/shared/contracts/events.ts';
import type { FlashSaleWire } from '../../src/shared/contracts/flash-sales.ts';
import type { PromotionWire } from '../../src/shared/contracts/promotions.ts';
import { nextMembersDay } from '../../src/shared/members-day.ts';
import type { PushTopic } from '../../src/shared/push-topics.ts';
import {
  isSingaporeMidnight,
  sgWallTimeToIso,
  singaporeDate,
  singaporeToday,
  toIsoInstant,
} from '../../src/shared/singapore-time.ts';
import { eventTexts, flashSaleTexts, membersDayTexts, type Texts } from './notification-text.ts';

export interface PushLists {
  flashSales: readonly FlashSaleWire[];
  events: readonly EventWire[];
  promotions: readonly PromotionWire[];
}

export interface DueNotification {
  /** One per item: a subscriber gets each key once. */
  key: string;
  topic: PushTopic;
  /** The item's page on the site. */
  path: string;
  texts: Texts;
  /** When it became due (ISO); subscriptions made after it are not sent it. */
  notifyAt: string;
  /** When it is no longer worth sending (ISO): the item's end. */
  expiresAt: string;
}

/** How long a notification stays due after its moment. */
export const DUE_FOR_MS = 6 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Where a date-only start is told: 09:00 Singapore time, an hour before the mall opens. */
const MORNING_HOUR = 9;

/** Ids that can sit in a URL path and a key as they are; anything else is not notified. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,40}$/;
const MISSING = new Set(['', 'na', 'n/a', '-', 'null', 'undefined']);

function textOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return MISSING.has(trimmed.toLowerCase()) ? undefined : trimmed;
}

const instantOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? (toIsoInstant(value) ?? undefined) : undefined;

const idOf = (value: unknown): string | undefined => {
  const id = String(value ?? '');
  return SAFE_ID.test(id) ? id : undefined;
};

const ms = (iso: string) => Date.parse(iso);
const iso = (time: number) => new Date(time).toISOString();

/** Due at `now`: from its moment, for DUE_FOR_MS, and before its end. */
const isDue = (notifyAt: string, expiresAt: string, now: number): boolean =>
  ms(notifyAt) <= now && now < ms(notifyAt) + DUE_FOR_MS && now < ms(expiresAt);

function flashSaleNotification(sale: FlashSaleWire): DueNotification | undefined {
  const id = idOf(sale.FlashSalesID);
  const start = instantOf(sale.SalesStartDate);
  const expiry = instantOf(sale.SalesExpiryDate);
  const title = textOf(sale.Title);
  if (!id || !start || !expiry || !title) return undefined;
  const remaining = Number(sale.RemainingQuantity);
  if (sale.RemainingQuantity !== null && sale.RemainingQuantity !== undefined && remaining <= 0)
    return undefined;
  return {
    key: `flash-sale:${id}`,
    topic: 'flash-sales',
    path: `/flash_sale/${id}`,
    texts: flashSaleTexts({
      title,
      titleZh: textOf(sale.BiTitle),
      store: textOf(sale.StoreName),
      expiresAt: expiry,
    }),
    notifyAt: start,
    expiresAt: expiry,
  };
}

/** 09:00 in Singapore on the day of a date-only instant; the instant itself otherwise. */
function momentOf(start: string): string {
  if (!isSingaporeMidnight(start)) return start;
  return iso(ms(start) + MORNING_HOUR * HOUR_MS);
}

function eventNotification(event: EventWire): DueNotification | undefined {
  const id = idOf(event.EventID);
  const start = instantOf(event.StartDate);
  const title = textOf(event.Title);
  if (!id || !start || !title) return undefined;
  const end = instantOf(event.EndDate);
  const notifyAt = momentOf(start);
  // A date-only end counts in full: the event runs through that Singapore day.
  const endsAt = end && (isSingaporeMidnight(end) ? iso(ms(end) + DAY_MS) : end);
  return {
    key: `event:${id}`,
    topic: 'events',
    path: `/events/${id}`,
    texts: eventTexts({
      title,
      titleZh: textOf(event.BiTitle),
      location: textOf(event.Location),
      endsAt: end,
    }),
    notifyAt,
    expiresAt: endsAt ?? iso(ms(notifyAt) + DAY_MS),
  };
}

function membersDayNotification(
  promotions: readonly PromotionWire[],
  now: number,
): DueNotification | undefined {
  const today = singaporeToday(now);
  const withMembersDay = promotions.filter((promotion) => {
    const startDate = instantOf(promotion.StartDate);
    const endDate = instantOf(promotion.EndDate);
    return (
      textOf(promotion.Title) !== undefined &&
      nextMembersDay({ ...(startDate && { startDate }), ...(endDate && { endDate }) }, now) ===
        today
    );
  });
  const [first] = withMembersDay;
  if (!first) return undefined;
  const dayStart = sgWallTimeToIso(today);
  return {
    key: `members-day:${today}`,
    topic: 'members-days',
    path: '/promotions?filter=members_day',
    texts: membersDayTexts({
      count: withMembersDay.length,
      firstTitle: textOf(first.Title) ?? '',
      firstTitleZh: textOf(first.BiTitle),
    }),
    notifyAt: iso(ms(dayStart) + MORNING_HOUR * HOUR_MS),
    expiresAt: iso(ms(dayStart) + DAY_MS),
  };
}

/** Every notification due at `now`, each item once. */
export function dueNotifications(lists: PushLists, now: Date): DueNotification[] {
  const time = now.getTime();
  const found = [
    ...lists.flashSales.map(flashSaleNotification),
    ...lists.events.map(eventNotification),
    membersDayNotification(lists.promotions, time),
  ].filter((item): item is DueNotification => item !== undefined);
  const seen = new Set<string>();
  return found.filter((item) => {
    if (seen.has(item.key) || !isDue(item.notifyAt, item.expiresAt, time)) return false;
    seen.add(item.key);
    return true;
  });
}

/** The Singapore day a notification counts against (the daily limit). */
export const countingDay = (now: Date): string => singaporeDate(now) ?? '';
