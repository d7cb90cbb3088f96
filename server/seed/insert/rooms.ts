/** Rooms, their prices by date, and the seeded bookings with the nights they occupy. */
import type { SeedData } from '../types.ts';
import { inserter, type SeedRows, type MediaStore } from './support.ts';
import { nightsOf } from '../../lib/calendar.ts';
import { stayPrice } from '../../repos/bookings.ts';

export function insertRooms(rows: SeedRows, data: SeedData, media: MediaStore): void {
  const room = inserter(rows, 'rooms', [
    'id',
    'name',
    'name_zh',
    'description',
    'description_zh',
    'capacity',
    'size_sqm',
    'image_urls',
    'amenities',
    'amenities_zh',
    'price_default',
    'min_nights',
    'max_nights',
    'disabled_days_of_week',
  ]);
  const price = inserter(rows, 'room_prices', ['room_id', 'start_date', 'end_date', 'price']);
  for (const r of data.rooms) {
    const imageUrls = r.imageSvgs.map((svg, index) =>
      media('rooms', `room-${r.id}-${index + 1}`, svg),
    );
    room.run({
      id: r.id,
      name: r.name,
      name_zh: r.nameZh,
      description: r.description,
      description_zh: r.descriptionZh,
      capacity: r.capacity,
      size_sqm: r.sizeSqm,
      image_urls: JSON.stringify(imageUrls),
      amenities: JSON.stringify(r.amenities),
      amenities_zh: JSON.stringify(r.amenitiesZh),
      price_default: r.priceDefault,
      min_nights: r.minNights,
      max_nights: r.maxNights,
      disabled_days_of_week: JSON.stringify(r.disabledDaysOfWeek),
    });
    for (const p of r.priceByDate)
      price.run({ room_id: r.id, start_date: p.start, end_date: p.end, price: p.price });
  }

  const booking = inserter(rows, 'bookings', [
    'id',
    'reference',
    'room_id',
    'check_in',
    'check_out',
    'nights',
    'total_price',
    'name',
    'email',
    'phone',
    'purpose',
    'attendees',
    'created_at',
  ]);
  const night = inserter(rows, 'booking_nights', ['booking_id', 'room_id', 'night']);
  const roomsById = new Map(data.rooms.map((r) => [r.id, r]));
  // Ids are given (the seed writes into an empty table), so a night can name its booking before
  // either is inserted; the seed then moves PostgreSQL's id sequence past them.
  for (const [index, b] of data.bookings.entries()) {
    const id = index + 1;
    const seedRoom = roomsById.get(b.roomId);
    if (!seedRoom) throw new Error(`Seed booking ${b.reference} names unknown room ${b.roomId}`);
    const nights = nightsOf(b.checkIn, b.checkOut);
    booking.run({
      id,
      reference: b.reference,
      room_id: b.roomId,
      check_in: b.checkIn,
      check_out: b.checkOut,
      nights: nights.length,
      total_price: stayPrice(seedRoom, nights),
      name: b.name,
      email: b.email,
      phone: b.phone,
      purpose: b.purpose,
      attendees: b.attendees,
      created_at: b.createdAt,
    });
    for (const n of nights) night.run({ booking_id: id, room_id: b.roomId, night: n });
  }
}
