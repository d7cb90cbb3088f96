/** Rooms, their prices by date, and the seeded bookings with the nights they occupy. */
import type { SeedCore } from '../types.ts';
import { seedTable, type SeedRows, type MediaStore } from './support.ts';
import { nightsOf } from '../../lib/calendar.ts';
import { stayPrice } from '../../repos/bookings.ts';

export function insertRooms(rows: SeedRows, data: SeedCore, media: MediaStore): void {
  seedTable(
    rows,
    'rooms',
    data.rooms.map(({ imageSvgs, priceByDate, ...room }) => ({
      ...room,
      imageUrls: JSON.stringify(
        imageSvgs.map((svg, index) => media('rooms', `room-${room.id}-${index + 1}`, svg)),
      ),
      amenities: JSON.stringify(room.amenities),
      amenitiesZh: JSON.stringify(room.amenitiesZh),
      disabledDaysOfWeek: JSON.stringify(room.disabledDaysOfWeek),
    })),
  );
  seedTable(
    rows,
    'room_prices',
    data.rooms.flatMap((r) =>
      r.priceByDate.map((p) => ({
        roomId: r.id,
        startDate: p.start,
        endDate: p.end,
        price: p.price,
      })),
    ),
  );

  const roomsById = new Map(data.rooms.map((r) => [r.id, r]));
  // Ids are given (the seed writes into an empty table), so a night can name its booking before
  // either is inserted; the seed then moves PostgreSQL's id sequence past them.
  const bookings = data.bookings.map((b, index) => {
    const room = roomsById.get(b.roomId);
    if (!room) throw new Error(`Seed booking ${b.reference} names unknown room ${b.roomId}`);
    const nights = nightsOf(b.checkIn, b.checkOut);
    return { id: index + 1, ...b, nights, totalPrice: stayPrice(room, nights) };
  });
  seedTable(
    rows,
    'bookings',
    bookings.map(({ nights, ...booking }) => ({ ...booking, nights: nights.length })),
  );
  seedTable(
    rows,
    'booking_nights',
    bookings.flatMap((b) =>
      b.nights.map((night) => ({ bookingId: b.id, roomId: b.roomId, night })),
    ),
  );
}
