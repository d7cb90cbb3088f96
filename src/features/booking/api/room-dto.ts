import * as v from 'valibot';

const numeric = v.union([v.number(), v.string()]);

/** One room of `GET {api}/api/room/` as the wire sends it (docs/api.md, Room). */
export const roomDto = v.object({
  id: numeric,
  name: v.string(),
  nameZh: v.nullish(v.string()),
  description: v.nullish(v.string()),
  descriptionZh: v.nullish(v.string()),
  capacity: numeric,
  sizeSqm: v.nullish(numeric),
  imageUrls: v.nullish(v.array(v.string())),
  amenities: v.nullish(v.array(v.string())),
  amenitiesZh: v.nullish(v.array(v.string())),
  priceDefault: numeric,
  priceByDate: v.nullish(v.array(v.object({ start: v.string(), end: v.string(), price: numeric }))),
  minNights: v.nullish(numeric),
  maxNights: v.nullish(numeric),
  disabledDaysOfWeek: v.nullish(v.array(v.string())),
});
export type RoomDto = v.InferOutput<typeof roomDto>;

export const roomListResponseDto = v.object({
  status: numeric,
  data: v.array(roomDto),
});

export const roomResponseDto = v.object({
  status: numeric,
  data: roomDto,
});
