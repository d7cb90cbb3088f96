/**
 * Meeting rooms, their prices, bookings and inquiries. Two bookings of one room and night are
 * impossible whatever the application code does: `booking_nights` holds one row per booked night
 * under a unique (room, night) on both stores, and on PostgreSQL, where several instances write at
 * once, an exclusion constraint also refuses overlapping stays.
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../dialect.ts';
import {
  calendarDate,
  flag,
  identity,
  jsonDocument,
  key,
  required,
  withoutRowid,
} from '../columns.ts';

export async function createRoomTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('rooms')
    .addColumn('id', 'integer', key)
    .addColumn('name', 'text', required)
    .addColumn('name_zh', 'text', required)
    .addColumn('description', 'text', required)
    .addColumn('description_zh', 'text', required)
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity > 0`))
    .addColumn('size_sqm', 'integer', required)
    .addColumn(...jsonDocument(dialect, 'image_urls'))
    .addColumn(...jsonDocument(dialect, 'amenities'))
    .addColumn('price_default', 'double precision', (c) =>
      c.notNull().check(sql`price_default >= 0`),
    )
    .addColumn('min_nights', 'integer', (c) => c.notNull().check(sql`min_nights >= 1`))
    .addColumn('max_nights', 'integer', (c) => c.notNull().check(sql`max_nights >= min_nights`))
    .addColumn(...jsonDocument(dialect, 'disabled_days_of_week'))
    // Added after the first release: rooms from before it list no Chinese amenities, and the
    // client falls back to English item by item.
    .addColumn(...jsonDocument(dialect, 'amenities_zh', '[]'))
    .execute();

  await db.schema
    .createTable('room_prices')
    .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('start_date', 'text', required)
    .addColumn('end_date', 'text', (c) => c.notNull().check(sql`end_date > start_date`))
    .addColumn('price', 'double precision', (c) => c.notNull().check(sql`price >= 0`))
    .addPrimaryKeyConstraint('room_prices_pkey', ['room_id', 'start_date'])
    .$call(withoutRowid(dialect))
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id'))
    .addColumn('check_in', calendarDate(dialect), required)
    .addColumn('check_out', calendarDate(dialect), (c) =>
      c.notNull().check(sql`check_out > check_in`),
    )
    .addColumn('nights', 'integer', (c) => c.notNull().check(sql`nights >= 1`))
    .addColumn('total_price', 'double precision', required)
    .addColumn('name', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('phone', 'text', required)
    .addColumn('purpose', 'text', required)
    .addColumn('attendees', 'integer', (c) => c.notNull().check(sql`attendees >= 1`))
    .addColumn('created_at', 'text', required)
    .execute();
  if (dialect === 'postgres') {
    // Two stays of one room whose [check-in, check-out) ranges overlap cannot both be committed,
    // whatever the number of instances. btree_gist lets the GiST index compare room ids with =.
    await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);
    await sql`ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap
      EXCLUDE USING gist (room_id WITH =, daterange(check_in, check_out) WITH &&)`.execute(db);
  }

  await db.schema
    .createTable('booking_nights')
    .addColumn('booking_id', 'integer', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id'))
    .addColumn('night', 'text', required)
    .addUniqueConstraint('booking_nights_room_id_night_key', ['room_id', 'night'])
    .execute();

  await db.schema
    .createTable('inquiries')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id'))
    .addColumn('check_in', 'text', required)
    .addColumn('check_out', 'text', required)
    .addColumn('name', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('phone', 'text')
    .addColumn('message', 'text', required)
    .addColumn(...flag('available'))
    .addColumn('nights', 'integer', required)
    .addColumn('total_price', 'double precision', required)
    .addColumn('created_at', 'text', required)
    .execute();
}
