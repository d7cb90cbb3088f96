/** Booking status, inquiry and creation: rules, prices, refusals that change nothing, overlaps. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { get, postJson, rowCount, tableCounts } from '../../../tests/support/server/requests.ts';
import { addRoom, bookingRequest, ROOM } from '../../../tests/support/server/scenario.ts';

// The test clock is Friday 20 November 2026 in Singapore; 6 December 2026 is a Sunday.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await addRoom(t.store);
});
afterEach(() => t.close());

const booking = bookingRequest;
const nightsOf = async (reference: string) =>
  (
    await t.store
      .selectFrom('booking_nights as n')
      .innerJoin('bookings as b', 'b.id', 'n.booking_id')
      .select('n.night')
      .where('b.reference', '=', reference)
      .orderBy('n.night')
      .execute()
  ).map((row) => row.night);

describe('POST /api/booking/', () => {
  it('books free dates and answers the Booking with its price', async () => {
    const response = await postJson(t.app, '/api/booking/', booking());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      status: 0,
      data: {
        reference: expect.stringMatching(/^BK-[0-9A-Z]{8}$/),
        roomId: ROOM.id,
        checkIn: '2026-12-03',
        checkOut: '2026-12-05',
        nights: 2,
        totalPrice: 600,
        name: 'Priya Raman',
        email: 'priya@example.com',
        createdAt: '2026-11-20T04:00:00.000Z',
      },
    });
    expect(await nightsOf((response.body.data as { reference: string }).reference)).toEqual([
      '2026-12-03',
      '2026-12-04',
    ]);
  });

  it('prices each night from its price-by-date entry, else the default', async () => {
    const response = await postJson(
      t.app,
      '/api/booking/',
      booking({ checkIn: '2026-12-23', checkOut: '2026-12-26' }),
    );
    expect(response.body.data).toMatchObject({ nights: 3, totalPrice: 300 + 500 + 500 });
  });

  it('accepts a check-in on the check-out day of another booking', async () => {
    expect(
      (
        await postJson(
          t.app,
          '/api/booking/',
          booking({ checkIn: ROOM.booked.checkOut, checkOut: '2026-12-04' }),
        )
      ).status,
    ).toBe(201);
  });

  it.each([
    ['the same nights', '2026-12-01', '2026-12-03'],
    ['an overlap at the start', '2026-11-30', '2026-12-02'],
    ['an overlap at the end', '2026-12-02', '2026-12-04'],
    ['a stay around it', '2026-11-30', '2026-12-05'],
  ])(
    'refuses %s with a 409, fresh booked dates, and no change',
    async (_label, checkIn, checkOut) => {
      const before = await tableCounts(t.store);
      const response = await postJson(t.app, '/api/booking/', booking({ checkIn, checkOut }));
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        status: 2,
        message: 'Some of these dates have just been booked. Please choose other dates.',
        data: { bookedDates: ['2026-12-01', '2026-12-02'] },
      });
      expect(await tableCounts(t.store)).toEqual(before);
    },
  );

  it.each([
    [
      'a past check-in',
      { checkIn: '2026-11-19', checkOut: '2026-11-21' },
      'checkIn',
      'checkIn must not be in the past',
    ],
    [
      'check-out before check-in',
      { checkIn: '2026-12-10', checkOut: '2026-12-09' },
      'checkOut',
      'checkOut must be after checkIn',
    ],
    [
      'check-out on check-in',
      { checkIn: '2026-12-10', checkOut: '2026-12-10' },
      'checkOut',
      'checkOut must be after checkIn',
    ],
    [
      'a date that does not exist',
      { checkIn: '2027-02-29', checkOut: '2027-03-02' },
      'checkIn',
      'checkIn must be a date as YYYY-MM-DD',
    ],
    [
      'a date in another format',
      { checkIn: '03/12/2026' },
      'checkIn',
      'checkIn must be a date as YYYY-MM-DD',
    ],
    [
      'a stay too far ahead',
      { checkIn: '2029-01-01', checkOut: '2029-01-02' },
      'checkIn',
      'checkIn must be within 730 days from today',
    ],
    [
      'more nights than the room allows',
      { checkIn: '2026-12-07', checkOut: '2026-12-15' },
      'checkOut',
      'A stay in this room must be 1 to 7 nights',
    ],
    [
      'a check-in on a disabled weekday',
      { checkIn: '2026-12-06', checkOut: '2026-12-08' },
      'checkIn',
      'checkIn cannot be on a Sunday in this room',
    ],
    [
      'a check-out on a disabled weekday',
      { checkIn: '2026-12-04', checkOut: '2026-12-06' },
      'checkOut',
      'checkOut cannot be on a Sunday in this room',
    ],
    [
      'a stay across a disabled weekday',
      { checkIn: '2026-12-04', checkOut: '2026-12-08' },
      'checkOut',
      'A stay cannot run across a Sunday',
    ],
    [
      'more attendees than seats',
      { attendees: ROOM.capacity + 1 },
      'attendees',
      `attendees must be at most ${ROOM.capacity} in this room`,
    ],
    ['no attendees', { attendees: 0 }, 'attendees', 'attendees must be at least 1'],
    ['attendees as text', { attendees: '12' }, 'attendees', 'attendees must be a whole number'],
    ['a fractional attendee', { attendees: 2.5 }, 'attendees', 'attendees must be a whole number'],
    ['a bad email', { email: 'priya' }, 'email', 'email must be an email address'],
    ['a bad phone', { phone: 'call me' }, 'phone', 'phone must be a phone number'],
    ['an empty name', { name: '' }, 'name', 'name must not be empty'],
    ['a missing purpose', { purpose: undefined }, 'purpose', 'purpose is required'],
    ['a room id that is not a number', { roomId: 'one' }, 'roomId', 'roomId must be a numeric id'],
  ])(
    'refuses %s with a 400 naming the field, changing nothing',
    async (_label, overrides, field, message) => {
      const before = await tableCounts(t.store);
      const response = await postJson(
        t.app,
        '/api/booking/',
        JSON.parse(JSON.stringify(booking(overrides))),
      );
      expect(response.status).toBe(400);
      expect(response.body.status).toBe(1);
      expect(response.body.message).toBe(message);
      expect(response.body.errors).toContainEqual({ field, message });
      expect(await tableCounts(t.store)).toEqual(before);
    },
  );

  it('answers an unknown room with a 404', async () => {
    const response = await postJson(t.app, '/api/booking/', booking({ roomId: 424242 }));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: 1, message: 'No room with id 424242' });
  });

  it('needs the implementation-id header', async () => {
    const before = await tableCounts(t.store);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking/',
      payload: booking(),
    });
    expect(response.statusCode).toBe(400);
    expect(await tableCounts(t.store)).toEqual(before);
  });
});

describe('GET /api/booking/status', () => {
  it('lists the booked nights in the window, both ends included', async () => {
    const response = await get(
      t.app,
      `/api/booking/status?roomId=${ROOM.id}&startDate=2026-11-01&endDate=2026-12-01`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 0,
      data: {
        roomId: ROOM.id,
        startDate: '2026-11-01',
        endDate: '2026-12-01',
        bookedDates: ['2026-12-01'],
      },
    });
  });

  it('shows a new booking at once', async () => {
    await postJson(t.app, '/api/booking/', booking());
    const response = await get(
      t.app,
      `/api/booking/status?roomId=${ROOM.id}&startDate=2026-12-01&endDate=2026-12-31`,
    );
    expect((response.body.data as { bookedDates: string[] }).bookedDates).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });

  it.each([
    ['a missing roomId', 'startDate=2026-12-01&endDate=2026-12-31', 'roomId is required'],
    [
      'a bad date',
      `roomId=${ROOM.id}&startDate=2026-13-01&endDate=2026-12-31`,
      'startDate must be a date as YYYY-MM-DD',
    ],
    [
      'an end before the start',
      `roomId=${ROOM.id}&startDate=2026-12-31&endDate=2026-12-01`,
      'endDate must not be before startDate',
    ],
    [
      'a window over 400 days',
      `roomId=${ROOM.id}&startDate=2026-01-01&endDate=2027-02-06`,
      'endDate must be at most 400 days after startDate',
    ],
  ])('refuses %s', async (_label, query, message) => {
    const response = await get(t.app, `/api/booking/status?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('answers an unknown room with a 404', async () => {
    expect(
      (
        await get(
          t.app,
          '/api/booking/status?roomId=424242&startDate=2026-12-01&endDate=2026-12-31',
        )
      ).status,
    ).toBe(404);
  });
});

describe('POST /api/booking/inquiry', () => {
  const inquiry = (overrides: Record<string, unknown> = {}) => ({
    roomId: ROOM.id,
    checkIn: '2026-12-23',
    checkOut: '2026-12-26',
    name: 'Priya Raman',
    email: 'priya@example.com',
    message: 'Can we bring our own coffee?',
    ...overrides,
  });

  it('stores the inquiry and answers availability and price', async () => {
    const response = await postJson(t.app, '/api/booking/inquiry', inquiry());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 0,
      data: { inquiryId: expect.any(Number), available: true, nights: 3, totalPrice: 1300 },
    });
    expect(await rowCount(t.store, 'inquiries')).toBe(1);
  });

  it.each([
    ['booked nights', { checkIn: '2026-12-02', checkOut: '2026-12-04' }],
    ['a stay the room rules refuse', { checkIn: '2026-12-06', checkOut: '2026-12-08' }],
  ])('answers available false for %s', async (_label, overrides) => {
    expect(
      (await postJson(t.app, '/api/booking/inquiry', inquiry(overrides))).body.data,
    ).toMatchObject({ available: false });
  });

  it.each([
    [{ message: '' }, 'message must not be empty'],
    [{ checkIn: '2026-12-26', checkOut: '2026-12-23' }, 'checkOut must be after checkIn'],
    [{ phone: 'none' }, 'phone must be a phone number'],
  ])('refuses %j, storing nothing', async (overrides, message) => {
    const response = await postJson(t.app, '/api/booking/inquiry', inquiry(overrides));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await rowCount(t.store, 'inquiries')).toBe(0);
  });

  it('answers an unknown room with a 404', async () => {
    expect(
      (await postJson(t.app, '/api/booking/inquiry', inquiry({ roomId: 424242 }))).status,
    ).toBe(404);
  });
});
