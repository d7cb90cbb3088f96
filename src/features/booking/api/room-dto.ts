import { z } from '../../../lib/zod';

const numeric = z.union([z.number(), z.string()]);

/** One room of `GET {api}/api/room/` as the wire sends it (docs/api.md, Room). */
export const roomDto = z.object({
  id: numeric,
  name: z.string(),
  nameZh: z.nullish(z.string()),
  description: z.nullish(z.string()),
  descriptionZh: z.nullish(z.string()),
  capacity: numeric,
  sizeSqm: z.nullish(numeric),
  imageUrls: z.nullish(z.array(z.string())),
  amenities: z.nullish(z.array(z.string())),
  amenitiesZh: z.nullish(z.array(z.string())),
  priceDefault: numeric,
  priceByDate: z.nullish(z.array(z.object({ start: z.string(), end: z.string(), price: numeric }))),
  minNights: z.nullish(numeric),
  maxNights: z.nullish(numeric),
  disabledDaysOfWeek: z.nullish(z.array(z.string())),
});
export type RoomDto = z.infer<typeof roomDto>;

export const roomListResponseDto = z.object({
  status: numeric,
  data: z.array(roomDto),
});

export const roomResponseDto = z.object({
  status: numeric,
  data: roomDto,
});
