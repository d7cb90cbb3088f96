/**
 * What a notification says, in English and Chinese: the server writes both when an item is found
 * due (push_items), and each subscriber gets the one of their language. Dates are Singapore's.
 */
import type { Language } from '../../src/shared/language.ts';
import {
  formatChineseDate,
  formatDisplayDate,
  singaporeWallClock,
} from '../../src/shared/singapore-time.ts';

export interface NotificationText {
  title: string;
  body: string;
}

export type Texts = Record<Language, NotificationText>;

/** `22:00` on Singapore's clock. */
function wallTime(instant: string): string {
  const clock = singaporeWallClock(instant);
  if (!clock) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
}

const joined = (parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');

export interface SaleText {
  title: string;
  titleZh?: string | undefined;
  store?: string | undefined;
  expiresAt: string;
}

export function flashSaleTexts({ title, titleZh, store, expiresAt }: SaleText): Texts {
  return {
    en: {
      title: `Flash sale on now: ${title}`,
      body: joined([
        store,
        `Until ${formatDisplayDate(expiresAt)}, ${wallTime(expiresAt)}, while stocks last`,
      ]),
    },
    ch: {
      title: `限时抢购开始：${titleZh ?? title}`,
      body: joined([store, `截止${formatChineseDate(expiresAt)} ${wallTime(expiresAt)}，售完即止`]),
    },
  };
}

export interface EventText {
  title: string;
  titleZh?: string | undefined;
  location?: string | undefined;
  /** The last instant of the event, when it has an end. */
  endsAt?: string | undefined;
}

export function eventTexts({ title, titleZh, location, endsAt }: EventText): Texts {
  return {
    en: {
      title: `On now: ${title}`,
      body: joined([location, endsAt && `Until ${formatDisplayDate(endsAt)}`]),
    },
    ch: {
      title: `活动开始：${titleZh ?? title}`,
      body: joined([location, endsAt && `至${formatChineseDate(endsAt)}`]),
    },
  };
}

export interface MembersDayText {
  /** The promotions with a members' day today, the first one named. */
  count: number;
  firstTitle: string;
  firstTitleZh?: string | undefined;
}

export function membersDayTexts({ count, firstTitle, firstTitleZh }: MembersDayText): Texts {
  const zh = firstTitleZh ?? firstTitle;
  return {
    en: {
      title: "Members' day today",
      body:
        count === 1
          ? `${firstTitle} has members' day offers today.`
          : `${count} promotions have members' day offers today, including ${firstTitle}.`,
    },
    ch: {
      title: '今天是会员日',
      body: count === 1 ? `“${zh}”今天有会员日优惠。` : `今天有${count}项会员日优惠，包括“${zh}”。`,
    },
  };
}
