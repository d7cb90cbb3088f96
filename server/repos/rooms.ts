/** Rooms of the internal API (docs/api.md, Room) and the nights they are booked. */
import { sql } from 'kysely';
import type { RoomWire } from '../../src/shared/contracts/rooms.ts';
import type { Db, Row } from '../db/database.ts';

type RoomRow = Row<'rooms'>;

/** A room as the embedded store writes it: the wire's, with the exact types the rules read. */
export interface Room extends RoomWire {
  id: number;
  name: string;
  nameZh: string;
  description: string;
  descriptionZh: string;
  capacity: number;
  sizeSqm: number;
  imageUrls: string[];
  amenities: string[];
  amenitiesZh: string[];
  priceDefault: number;
  priceByDate: { start: string; end: string; price: number }[];
  minNights: number;
  maxNights: number;
  disabledDaysOfWeek: string[];
}

function toRoom(row: RoomRow, prices: Room['priceByDate']): Room {
  return {
    id: row.id,
    name: row.name,
    nameZh: row.name_zh,
    description: row.description,
    descriptionZh: row.description_zh,
    capacity: row.capacity,
    sizeSqm: row.size_sqm,
    imageUrls: JSON.parse(row.image_urls) as string[],
    amenities: JSON.parse(row.amenities) as string[],
    amenitiesZh: JSON.parse(row.amenities_zh) as string[],
    priceDefault: row.price_default,
    priceByDate: prices,
    minNights: row.min_nights,
    maxNights: row.max_nights,
    disabledDaysOfWeek: JSON.parse(row.disabled_days_of_week) as string[],
  };
}

async function pricesOf(db: Db, roomId?: number): Promise<Map<number, Room['priceByDate']>> {
  const { rows } = await sql<
    Row<'room_prices'>
  >`SELECT room_id, start_date, end_date, price FROM room_prices
     ${roomId === undefined ? sql`` : sql`WHERE room_id = ${roomId}`}
     ORDER BY room_id, start_date`.execute(db);
  const map = new Map<number, Room['priceByDate']>();
  for (const r of rows)
    map.set(r.room_id, [
      ...(map.get(r.room_id) ?? []),
      { start: r.start_date, end: r.end_date, price: r.price },
    ]);
  return map;
}

export async function listRooms(db: Db): Promise<Room[]> {
  const prices = await pricesOf(db);
  const { rows } = await sql<RoomRow>`SELECT * FROM rooms ORDER BY capacity, id`.execute(db);
  return rows.map((row) => toRoom(row, prices.get(row.id) ?? []));
}

export async function findRoom(db: Db, id: number): Promise<Room | undefined> {
  const {
    rows: [row],
  } = await sql<RoomRow>`SELECT * FROM rooms WHERE id = ${id}`.execute(db);
  return row && toRoom(row, (await pricesOf(db, id)).get(id) ?? []);
}

/** Occupied nights of a room from `from` to `to`, both included, in order. */
export async function bookedNights(
  db: Db,
  roomId: number,
  from: string,
  to: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('booking_nights')
    .select('night')
    .where('room_id', '=', roomId)
    .where('night', '>=', from)
    .where('night', '<=', to)
    .orderBy('night')
    .execute();
  return rows.map((r) => r.night);
}

/** Price of one night: its price-by-date entry (end exclusive), else the default. */
export function nightPrice(
  room: Pick<Room, 'priceByDate' | 'priceDefault'>,
  night: string,
): number {
  return (
    room.priceByDate.find((p) => p.start <= night && night < p.end)?.price ?? room.priceDefault
  );
}
