import { z } from '../../../lib/zod';

const numeric = z.union([z.number(), z.string()]);

/** One room of `GET {api}/api/room/` as the wire sends it (docs/api.md, Room). */
export const roomDto = z.object({
  id: numeric,
  name: z.string(),
  nameZh: z.string().nullish(),
  description: z.string().nullish(),
  descriptionZh: z.string().nullish(),
  capacity: numeric,
  sizeSqm: numeric.nullish(),
  imageUrls: z.array(z.string()).nullish(),
  amenities: z.array(z.string()).nullish(),
  amenitiesZh: z.array(z.string()).nullish(),
  priceDefault: numeric,
  priceByDate: z.array(z.object({ start: z.string(), end: z.string(), price: numeric })).nullish(),
  minNights: numeric.nullish(),
  maxNights: numeric.nullish(),
  disabledDaysOfWeek: z.array(z.string()).nullish(),
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
