/**
 * Known rows that tests add to the seeded database, so assertions do not depend on what the seed
 * generator chose: a member with activation codes, a room with fixed rules and prices.
 */
import { sql } from 'kysely';
import type { Db } from '../../../server/db/database.ts';

export const MEMBER = { id: 900_001, email: 'test.member@example.sg', phone: '99990001' } as const;
export const OTHER_MEMBER = {
  id: 900_002,
  email: 'other.member@example.sg',
  phone: '89990002',
} as const;
export const CORPORATE_MEMBER = {
  id: 900_003,
  email: 'corporate.member@example.sg',
  phone: '89990003',
} as const;

export const CODES = {
  reset: 'TEST-RESET-VALID',
  resetExpired: 'TEST-RESET-EXPIRED',
  resetUsed: 'TEST-RESET-USED',
  set: 'TEST-SET-VALID',
  setCorporate: 'TEST-CORP-VALID',
  setCorporateOfPlainMember: 'TEST-CORP-NOT-CORPORATE',
} as const;

/** Adds the test members and their codes; `now` is the test clock. */
export async function addMembers(db: Db, now: Date): Promise<void> {
  const later = new Date(now.getTime() + 24 * 3_600_000).toISOString();
  const earlier = new Date(now.getTime() - 3_600_000).toISOString();
  await db
    .insertInto('members')
    .values([
      { id: MEMBER.id, email: MEMBER.email, phone: MEMBER.phone, corporate: 0 },
      { id: OTHER_MEMBER.id, email: OTHER_MEMBER.email, phone: OTHER_MEMBER.phone, corporate: 0 },
      {
        id: CORPORATE_MEMBER.id,
        email: CORPORATE_MEMBER.email,
        phone: CORPORATE_MEMBER.phone,
        corporate: 1,
      },
    ])
    .execute();
  const code = (
    code: string,
    member_id: number,
    purpose: string,
    expires_at: string,
    used_at: string | null,
  ) => ({
    code,
    member_id,
    purpose,
    expires_at,
    used_at,
  });
  await db
    .insertInto('activation_codes')
    .values([
      code(CODES.reset, MEMBER.id, 'reset', later, null),
      code(CODES.resetExpired, MEMBER.id, 'reset', earlier, null),
      code(CODES.resetUsed, MEMBER.id, 'reset', later, earlier),
      code(CODES.set, MEMBER.id, 'set', later, null),
      code(CODES.setCorporate, CORPORATE_MEMBER.id, 'setCorporate', later, null),
      code(CODES.setCorporateOfPlainMember, MEMBER.id, 'setCorporate', later, null),
    ])
    .execute();
}

export const ROOM = {
  id: 900_001,
  capacity: 20,
  priceDefault: 300,
  minNights: 1,
  maxNights: 7,
  disabledDaysOfWeek: ['Sunday'],
  /** 24-26 December 2026 cost 500 a night. */
  peak: { start: '2026-12-24', end: '2026-12-27', price: 500 },
  /** Booked by `addRoom`: the nights of 1 and 2 December 2026. */
  booked: { checkIn: '2026-12-01', checkOut: '2026-12-03' },
} as const;

/** A booking request for ROOM that the server accepts (3-5 December 2026), with `overrides`. */
export const bookingRequest = (overrides: Record<string, unknown> = {}) => ({
  roomId: ROOM.id,
  checkIn: '2026-12-03',
  checkOut: '2026-12-05',
  name: 'Priya Raman',
  email: 'priya@example.com',
  phone: '+65 9123 4567',
  purpose: 'Quarterly planning',
  attendees: 12,
  ...overrides,
});

/** Adds a room with fixed rules and one booking. */
export async function addRoom(db: Db): Promise<void> {
  await sql`INSERT INTO rooms (id, name, name_zh, description, description_zh, capacity, size_sqm,
      image_urls, amenities, price_default, min_nights, max_nights, disabled_days_of_week)
    VALUES (${ROOM.id}, 'Test Room', '测试室', 'A room for tests', '测试', ${ROOM.capacity}, 50,
      '[]', '["Projector"]', ${ROOM.priceDefault}, ${ROOM.minNights}, ${ROOM.maxNights},
      ${JSON.stringify(ROOM.disabledDaysOfWeek)})`.execute(db);
  await sql`INSERT INTO room_prices (room_id, start_date, end_date, price)
    VALUES (${ROOM.id}, ${ROOM.peak.start}, ${ROOM.peak.end}, ${ROOM.peak.price})`.execute(db);
  const { id } = await db
    .insertInto('bookings')
    .values({
      reference: 'BK-TESTSEED',
      room_id: ROOM.id,
      check_in: ROOM.booked.checkIn,
      check_out: ROOM.booked.checkOut,
      nights: 2,
      total_price: 600,
      name: 'Seed',
      email: 'seed@example.sg',
      phone: '+65 91230000',
      purpose: 'Meeting',
      attendees: 5,
      created_at: '2026-11-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('booking_nights')
    .values(
      ['2026-12-01', '2026-12-02'].map((night) => ({ booking_id: id, room_id: ROOM.id, night })),
    )
    .execute();
}
