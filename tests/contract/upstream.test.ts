/**
 * The client's schemas and mappers hold against the live API's shapes: the fake backends
 * (tests/fake-backends, written from wire-format.md) answered through the site's gateway, parsed
 * as the app parses them. No wire quirk ("NA", "/null" images, "0"/"1" flags, Date.toString()
 * times) may reach a domain model, and every detail shape yields its item.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSuccessPayload } from '../../src/lib/api-client';
import { rewardsRoute } from '../../src/shared/contracts/rewards';
import { findItemById } from '../../src/lib/read-path/detail-item';
import { directoriesCall } from '../../src/shared/contracts/directory';
import { toDirectory } from '../../src/features/directory/api/directory';
import { eventDetailsCall, eventsCall } from '../../src/shared/contracts/events';
import { toEvent } from '../../src/features/events/api/events';
import { promotionDetailsCall, promotionsCall } from '../../src/shared/contracts/promotions';
import { toPromotion } from '../../src/features/promotions/api/promotions';
import { rewardDetailsCall, rewardsCall } from '../../src/shared/contracts/rewards';
import { toReward } from '../../src/features/rewards/api/rewards';
import { flashSaleDetailsCall, flashSalesCall } from '../../src/shared/contracts/flash-sales';
import { toFlashSale } from '../../src/features/flash-sales/api/flash-sales';
import { globalSearchCall } from '../../src/shared/contracts/search';
import { toSearchResults } from '../../src/features/search/api/global-search';
import { gettingThereCall } from '../../src/shared/contracts/getting-here';
import { toGettingThere } from '../../src/features/getting-here/api/getting-there';
import { contactDetailsCall, customerTicketCall } from '../../src/shared/contracts/contact';
import { toContactDetails } from '../../src/features/contact/api/contact-details';
import { faqsCall } from '../../src/shared/contracts/faq';
import { toFaq } from '../../src/features/faq/api/faqs';
import { contentCall } from '../../src/shared/contracts/content';
import { toContentItem } from '../../src/features/content/api/content';
import { createUpstreamTestApp, type UpstreamTestApp } from '../helpers/upstream-app';
import { allStrings, BI, postJson } from './directory-calls';
import { roomCall, roomsCall } from '../../src/shared/contracts/rooms';
import {
  bookingCall,
  bookingInquiryCall,
  bookingStatusCall,
} from '../../src/shared/contracts/booking';
import { toRoom } from '../../src/features/booking/api/rooms';
import { toBooking } from '../../src/features/booking/api/booking';
import {
  resetPasswordCall,
  setCorporatePasswordCall,
  setPasswordCall,
} from '../../src/shared/contracts/passwords';
import { generateTokenCall } from '../../src/shared/contracts/generate-token';
import {
  FAKE_ACTIVATION_CODE,
  FAKE_API_KEY,
  FAKE_API_SECRET,
  FAKE_MOUNTS,
} from '../fake-backends/server';
import { ask, checked, checkedAnswer, checkedItem } from './ask';

let t: UpstreamTestApp;
beforeAll(async () => {
  t = await createUpstreamTestApp();
});
afterAll(() => t.close());

const quirks = (value: unknown) =>
  allStrings(value).filter((s) => /^(NA|-)$/.test(s) || /\/(NA|null)$/.test(s) || /GMT/.test(s));

async function list(path: string) {
  const res = await postJson(t.app, `${BI}${path}`);
  expect(res.status).toBe(200);
  expect(isSuccessPayload('bi', res.body as Record<string, unknown>)).toBe(true);
  return res.body;
}

describe('lists from the live API shapes, through the gateway', () => {
  it('the directory: one merchant per MerchantID, every sub-category kept, partners found', async () => {
    const directory = toDirectory(await checkedAnswer(t.app, directoriesCall));
    const ids = directory.merchants.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(24);
    expect(directory.merchants.some((m) => m.subCategories.length > 1)).toBe(true);
    expect(directory.merchants.some((m) => m.isPartner)).toBe(true);
    // No hours on the wire: none invented; no level field: only what the unit number says.
    expect(directory.merchants.every((m) => m.hours.length === 0)).toBe(true);
    expect(directory.merchants.find((m) => m.unitNumber === undefined)?.level).toBeUndefined();
    expect(quirks(directory.merchants.map(({ code: _, ...rest }) => rest))).toEqual([]);
  });

  it('events (status 1), promotions, rewards (status true, Date.toString times), flash sales', async () => {
    const events = (await checkedAnswer(t.app, eventsCall)).Result.map(toEvent);
    const promotions = (await checkedAnswer(t.app, promotionsCall)).Result.map(toPromotion);
    const rewards = (await checkedAnswer(t.app, rewardsCall)).Result.rewards.map(toReward);
    const sales = (await checkedAnswer(t.app, flashSalesCall)).Result.data.flashsales.map(
      toFlashSale,
    );
    expect([events.length, promotions.length, rewards.length, sales.length]).toEqual([6, 5, 5, 3]);
    expect(rewards[0]).toMatchObject({
      startTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT16:00:00\.000Z$/),
    });
    expect(quirks([events, promotions, rewards, sales])).toEqual([]);
  });

  it('search, getting here and contact details parse with the client schemas', async () => {
    const input = { QuerySearch: ' kopi ' };
    const search = toSearchResults(await checkedAnswer(t.app, globalSearchCall, { input }));
    expect(search.stores.length).toBeGreaterThan(0);
    const { data: there } = await checkedAnswer(t.app, gettingThereCall);
    const contact = toContactDetails((await checkedAnswer(t.app, contactDetailsCall)).data.Result);
    expect(contact.subjects.map((subject) => subject.value)).toEqual(['general', 'feedback']);
    expect(quirks([toGettingThere(there.Result, there.Faq ?? []), contact])).toEqual([]);
  });

  it('home banners, of the type asked or by default', async () => {
    const input = { type: 'home-banner' } as const;
    const banners = (await checkedAnswer(t.app, contentCall, { input })).data.map(toContentItem);
    expect(banners.length).toBeGreaterThan(0);
    expect(quirks(banners)).toEqual([]);
    const byDefault = (await checkedAnswer(t.app, contentCall)).data.map(toContentItem);
    expect(byDefault).toEqual(banners);
  });

  it('refuses a content type that is not a slug before the backend is asked', async () => {
    const asked = () => t.fake.state.calls.get('/content/api/content/') ?? 0;
    const before = asked();
    const res = await ask(t.app, contentCall, { input: { type: '../room/1' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'type must be a content type slug such as home-banner',
    });
    expect(asked()).toBe(before);
  });
});

describe('FAQs and the contact form, through the gateway', () => {
  it("FAQs parse, the wire's missing values left behind", async () => {
    const faqs = (await checkedAnswer(t.app, faqsCall)).Result.map(toFaq);
    expect(faqs.map((faq) => faq.category)).toEqual(['Parking', 'General']);
    expect(quirks(faqs)).toEqual([]);
  });

  it('a ticket is answered Status 1 with its TicketID', async () => {
    const input = {
      type: 'general',
      firstName: 'Mei Ling',
      lastName: 'Tan',
      userPhoneNumber: '91234567',
      userEmail: 'mei@example.org',
      message: 'Where is the taxi stand?',
    };
    const answer = await checkedAnswer(t.app, customerTicketCall, { input });
    expect(answer).toMatchObject({ Status: 1, Result: { TicketID: expect.anything() } });
  });
});

describe('detail answers in every shape', () => {
  it('finds an event in a list result', async () => {
    const input = { CompanyID: '1', EventID: 703 } as const;
    expect(toEvent(await checkedItem(t.app, eventDetailsCall, 703, { input })).id).toBe('703');
  });

  it('finds a promotion in a keyed set', async () => {
    const input = { CompanyID: '1', HappeningID: 902 } as const;
    const item = await checkedItem(t.app, promotionDetailsCall, 902, { input });
    expect(toPromotion(item).id).toBe('902');
  });

  it('finds a flash sale answered as the item itself', async () => {
    const input = { CompanyID: '1', FlashSalesID: 61 } as const;
    const item = await checkedItem(t.app, flashSaleDetailsCall, 61, { input });
    expect(toFlashSale(item).id).toBe('61');
  });

  it('a reward detail call the backend lacks answers 404, and the list holds the reward', async () => {
    const input = { CompanyID: '1', RewardId: 41 } as const;
    expect((await ask(t.app, rewardDetailsCall, { input })).status).toBe(404);
    const rewards = (await list(rewardsRoute.path)) as { Result: unknown };
    expect(findItemById(rewards.Result, ['id'], 41)).toMatchObject({ name: 'Free Parking (3 h)' });
  });
});

describe('rooms, booking and passwords from the live API shapes, through the gateway', () => {
  it('rooms, one room and its booked nights', async () => {
    const rooms = (await checkedAnswer(t.app, roomsCall)).data.map(toRoom);
    expect(rooms.map((room) => room.id)).toEqual(['1', '2']);
    const room = await checkedAnswer(t.app, roomCall, { params: { id: '2' } });
    expect(toRoom(room.data)).toEqual(rooms[1]);
    expect((await ask(t.app, roomCall, { params: { id: '9' } })).status).toBe(404);
    const input = { roomId: '1', startDate: '2026-12-01', endDate: '2026-12-31' };
    const status = await checkedAnswer(t.app, bookingStatusCall, { input });
    expect(status.data).toMatchObject({ roomId: '1', bookedDates: [] });
    expect(quirks(rooms)).toEqual([]);
  });

  it('an inquiry and a booking answer as declared, their amounts sent as text', async () => {
    const stay = {
      roomId: 1,
      checkIn: '2026-12-08',
      checkOut: '2026-12-10',
      name: 'Ana Tan',
      email: 'ana@example.org',
    };
    const inquiry = await checkedAnswer(t.app, bookingInquiryCall, {
      input: { ...stay, message: 'Is it free?' },
    });
    expect(inquiry.data).toMatchObject({ available: 1, nights: 2, totalPrice: '240.00' });
    const input = { ...stay, phone: '+65 9123 4567', purpose: 'Workshop', attendees: 6 };
    const booked = await checkedAnswer(t.app, bookingCall, { input, status: 201 });
    expect(toBooking(booked.data)).toMatchObject({ roomId: '1', nights: 2, totalPrice: 240 });
  });

  it('the password calls answer each Status as declared, their params form-encoded', async () => {
    const credentials = { Password: 'harbour2026', ActivationCode: FAKE_ACTIVATION_CODE };
    const statusOf = async (asked: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await asked;
      expect(status).toBe(200);
      return checked<{ Status: unknown }>(resetPasswordCall.answer, body, 'a password answer')
        .Status;
    };
    expect(await statusOf(ask(t.app, resetPasswordCall, { input: credentials }))).toBe('1');
    const member = { ...credentials, id: 1, EmailFrom: 'ana@example.org' };
    expect(await statusOf(ask(t.app, setPasswordCall, { input: member }))).toBe('1');
    const wrong = { ...credentials, ActivationCode: 'OTHER', id: 2 };
    expect(await statusOf(ask(t.app, setCorporatePasswordCall, { input: wrong }))).toBe('2');
  });

  it('the backends sell the gateway its token as the generate-token contract says', async () => {
    const response = await fetch(`${t.fakeOrigin}${FAKE_MOUNTS.bi}${generateTokenCall.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ApiKey: FAKE_API_KEY, ApiSecret: FAKE_API_SECRET }),
    });
    expect(response.status).toBe(200);
    const answer = checked<{ Result: { AccessToken: string } }>(
      generateTokenCall.answer,
      await response.json(),
      'the token answer',
    );
    expect(answer.Result.AccessToken).toMatch(/\S{16,}/);
  });
});
