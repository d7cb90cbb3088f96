/**
 * Known rows that tests add to the seeded database, so assertions do not depend on what the seed
 * generator chose: a member with activation codes, a room with fixed rules and prices.
 */
import type { SqliteDb as Db } from '../db/database.ts';

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
export function addMembers(db: Db, now: Date): void {
  const later = new Date(now.getTime() + 24 * 3_600_000).toISOString();
  const earlier = new Date(now.getTime() - 3_600_000).toISOString();
  const member = db.prepare(
    'INSERT INTO members (id, email, phone, corporate) VALUES (?, ?, ?, ?)',
  );
  member.run(MEMBER.id, MEMBER.email, MEMBER.phone, 0);
  member.run(OTHER_MEMBER.id, OTHER_MEMBER.email, OTHER_MEMBER.phone, 0);
  member.run(CORPORATE_MEMBER.id, CORPORATE_MEMBER.email, CORPORATE_MEMBER.phone, 1);
  const code = db.prepare(
    'INSERT INTO activation_codes (code, member_id, purpose, expires_at, used_at) VALUES (?, ?, ?, ?, ?)',
  );
  code.run(CODES.reset, MEMBER.id, 'reset', later, null);
  code.run(CODES.resetExpired, MEMBER.id, 'reset', earlier, null);
  code.run(CODES.resetUsed, MEMBER.id, 'reset', later, earlier);
  code.run(CODES.set, MEMBER.id, 'set', later, null);
  code.run(CODES.setCorporate, CORPORATE_MEMBER.id, 'setCorporate', later, null);
  code.run(CODES.setCorporateOfPlainMember, MEMBER.id, 'setCorporate', later, null);
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

/** Adds a room with fixed rules and one booking. */
export function addRoom(db: Db): void {
  db.prepare(
    `INSERT INTO rooms (id, name, name_zh, description, description_zh, capacity, size_sqm, image_urls, amenities, price_default, min_nights, max_nights, disabled_days_of_week)
     VALUES (?, 'Test Room', '测试室', 'A room for tests', '测试', ?, 50, '[]', '["Projector"]', ?, ?, ?, ?)`,
  ).run(
    ROOM.id,
    ROOM.capacity,
    ROOM.priceDefault,
    ROOM.minNights,
    ROOM.maxNights,
    JSON.stringify(ROOM.disabledDaysOfWeek),
  );
  db.prepare(
    'INSERT INTO room_prices (room_id, start_date, end_date, price) VALUES (?, ?, ?, ?)',
  ).run(ROOM.id, ROOM.peak.start, ROOM.peak.end, ROOM.peak.price);
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO bookings (reference, room_id, check_in, check_out, nights, total_price, name, email, phone, purpose, attendees, created_at)
       VALUES ('BK-TESTSEED', ?, ?, ?, 2, 600, 'Seed', 'seed@example.sg', '+65 91230000', 'Meeting', 5, '2026-11-01T00:00:00.000Z')`,
    )
    .run(ROOM.id, ROOM.booked.checkIn, ROOM.booked.checkOut);
  const night = db.prepare(
    'INSERT INTO booking_nights (booking_id, room_id, night) VALUES (?, ?, ?)',
  );
  night.run(lastInsertRowid, ROOM.id, '2026-12-01');
  night.run(lastInsertRowid, ROOM.id, '2026-12-02');
}
