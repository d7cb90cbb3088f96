import { describe, expect, it } from 'vitest';
import type { EventWire } from '../../src/shared/contracts/events.ts';
import type { FlashSaleWire } from '../../src/shared/contracts/flash-sales.ts';
import type { PromotionWire } from '../../src/shared/contracts/promotions.ts';
import { dueNotifications, type PushLists } from './due-notifications.ts';

/** A Singapore wall-clock time as an instant (UTC+8). */
const sg = (local: string) => new Date(`${local}+08:00`);
const sgIso = (local: string) => sg(local).toISOString();

const sale = (overrides: Partial<FlashSaleWire> = {}): FlashSaleWire => ({
  FlashSalesID: '12',
  Title: 'Half-price dim sum',
  BiTitle: '点心半价',
  StoreName: 'Jade Garden',
  SalesStartDate: sgIso('2026-11-20T12:00:00'),
  SalesExpiryDate: sgIso('2026-11-20T22:00:00'),
  RemainingQuantity: 40,
  ...overrides,
});

const event = (overrides: Partial<EventWire> = {}): EventWire => ({
  EventID: 7,
  Title: 'Fountain light show',
  BiTitle: '喷泉灯光秀',
  Location: 'Fountain of Wealth',
  StartDate: sgIso('2026-11-20T00:00:00'),
  EndDate: sgIso('2026-11-22T00:00:00'),
  ...overrides,
});

const promotion = (overrides: Partial<PromotionWire> = {}): PromotionWire => ({
  HappeningID: 3,
  Title: '10% off for members',
  BiTitle: '会员九折',
  StartDate: sgIso('2026-11-25T00:00:00'),
  EndDate: sgIso('2026-12-31T00:00:00'),
  ...overrides,
});

const lists = (parts: Partial<PushLists>): PushLists => ({
  flashSales: [],
  events: [],
  promotions: [],
  ...parts,
});

const keysAt = (parts: Partial<PushLists>, now: string) =>
  dueNotifications(lists(parts), sg(now)).map((item) => item.key);

describe('a flash sale', () => {
  it.each([
    ['2026-11-20T11:59:59', []],
    ['2026-11-20T12:00:00', ['flash-sale:12']],
    ['2026-11-20T17:59:59', ['flash-sale:12']],
    ['2026-11-20T18:00:00', []], // 6 hours on: no longer news
  ])('at %s is due: %j', (now, expected) => {
    expect(keysAt({ flashSales: [sale()] }, now)).toEqual(expected);
  });

  it('is not sent once it has ended or sold out, nor with an id unfit for a path', () => {
    const now = '2026-11-20T12:30:00';
    expect(
      keysAt({ flashSales: [sale({ SalesExpiryDate: sgIso('2026-11-20T12:10:00') })] }, now),
    ).toEqual([]);
    expect(keysAt({ flashSales: [sale({ RemainingQuantity: '0' })] }, now)).toEqual([]);
    expect(keysAt({ flashSales: [sale({ FlashSalesID: '../12' })] }, now)).toEqual([]);
    expect(keysAt({ flashSales: [sale({ SalesStartDate: 'NA' })] }, now)).toEqual([]);
  });

  it('says what and where in both languages, and links to its page', () => {
    const [item] = dueNotifications(lists({ flashSales: [sale()] }), sg('2026-11-20T12:01:00'));
    expect(item).toEqual({
      key: 'flash-sale:12',
      topic: 'flash-sales',
      path: '/flash_sale/12',
      notifyAt: sgIso('2026-11-20T12:00:00'),
      expiresAt: sgIso('2026-11-20T22:00:00'),
      texts: {
        en: {
          title: 'Flash sale on now: Half-price dim sum',
          body: 'Jade Garden · Until 20 Nov 2026, 22:00, while stocks last',
        },
        ch: {
          title: '限时抢购开始：点心半价',
          body: 'Jade Garden · 截止2026年11月20日 22:00，售完即止',
        },
      },
    });
  });
});

describe('an event', () => {
  it.each([
    // Starts on a date alone: told at 09:00 Singapore time that day, not at midnight.
    ['2026-11-20T00:30:00', []],
    ['2026-11-20T08:59:00', []],
    ['2026-11-20T09:00:00', ['event:7']],
    ['2026-11-20T14:59:00', ['event:7']],
    ['2026-11-20T15:00:00', []],
  ])('starting on 20 Nov is due at %s: %j', (now, expected) => {
    expect(keysAt({ events: [event()] }, now)).toEqual(expected);
  });

  it('starting at a time of day is due at that time', () => {
    const evening = event({ StartDate: sgIso('2026-11-20T19:30:00') });
    expect(keysAt({ events: [evening] }, '2026-11-20T19:29:00')).toEqual([]);
    expect(keysAt({ events: [evening] }, '2026-11-20T19:30:00')).toEqual(['event:7']);
  });

  it('that ended meanwhile is not sent; a date-only end counts the whole day', () => {
    const oneDay = event({ EndDate: sgIso('2026-11-20T00:00:00') });
    expect(keysAt({ events: [oneDay] }, '2026-11-20T10:00:00')).toEqual(['event:7']);
    const ended = event({
      StartDate: sgIso('2026-11-20T09:00:00'),
      EndDate: sgIso('2026-11-20T10:00:00'),
    });
    expect(keysAt({ events: [ended] }, '2026-11-20T10:30:00')).toEqual([]);
  });

  it('says where and until when in both languages', () => {
    const [item] = dueNotifications(lists({ events: [event()] }), sg('2026-11-20T09:05:00'));
    expect(item?.texts).toEqual({
      en: { title: 'On now: Fountain light show', body: 'Fountain of Wealth · Until 22 Nov 2026' },
      ch: { title: '活动开始：喷泉灯光秀', body: 'Fountain of Wealth · 至2026年11月22日' },
    });
    expect(item?.path).toBe('/events/7');
    expect(item?.expiresAt).toBe(sgIso('2026-11-23T00:00:00'));
  });
});

describe("a members' day", () => {
  // 2 December 2026 is the first Wednesday of December.
  const promotions = [
    promotion(),
    promotion({ HappeningID: 4, Title: 'Free parking', BiTitle: '' }),
    // Ends before December's members' day: not one of today's.
    promotion({ HappeningID: 5, EndDate: sgIso('2026-11-30T00:00:00') }),
  ];

  it.each([
    ['2026-12-01T09:30:00', []],
    ['2026-12-02T08:59:00', []],
    ['2026-12-02T09:00:00', ['members-day:2026-12-02']],
    ['2026-12-02T14:59:00', ['members-day:2026-12-02']],
    ['2026-12-02T15:00:00', []],
    ['2026-12-03T09:30:00', []],
  ])('is due at %s: %j', (now, expected) => {
    expect(keysAt({ promotions }, now)).toEqual(expected);
  });

  it('is one notification for every promotion that has it, in both languages', () => {
    const [item] = dueNotifications(lists({ promotions }), sg('2026-12-02T09:10:00'));
    expect(item).toEqual({
      key: 'members-day:2026-12-02',
      topic: 'members-days',
      path: '/promotions?filter=members_day',
      notifyAt: sgIso('2026-12-02T09:00:00'),
      expiresAt: sgIso('2026-12-03T00:00:00'),
      texts: {
        en: {
          title: "Members' day today",
          body: "2 promotions have members' day offers today, including 10% off for members.",
        },
        ch: { title: '今天是会员日', body: '今天有2项会员日优惠，包括“会员九折”。' },
      },
    });
  });

  it('names the one promotion when it is alone, its English title when it has no Chinese', () => {
    const [item] = dueNotifications(
      lists({ promotions: [promotions[1]!] }),
      sg('2026-12-02T09:10:00'),
    );
    expect(item?.texts.en.body).toBe("Free parking has members' day offers today.");
    expect(item?.texts.ch.body).toBe('“Free parking”今天有会员日优惠。');
  });
});
