/** The rooms calls of the internal API (docs/api.md "Room"): camelCase, numbers maybe as text. */
import { defineCall } from './call';
import { DIRECTORY } from './cache-policies';
import { numeric } from './fields';
import { z } from './zod';

/** A number the wire may send as a string. */
const wireNumber = z.union([z.number(), z.string()]);

/** A room on the wire. */
export const roomWire = z.object({
  id: wireNumber,
  name: z.string(),
  nameZh: z.nullish(z.string()),
  description: z.nullish(z.string()),
  descriptionZh: z.nullish(z.string()),
  capacity: wireNumber,
  sizeSqm: z.nullish(wireNumber),
  imageUrls: z.nullish(z.array(z.string())),
  amenities: z.nullish(z.array(z.string())),
  amenitiesZh: z.nullish(z.array(z.string())),
  priceDefault: wireNumber,
  priceByDate: z.nullish(
    z.array(z.object({ start: z.string(), end: z.string(), price: wireNumber })),
  ),
  minNights: z.nullish(wireNumber),
  maxNights: z.nullish(wireNumber),
  disabledDaysOfWeek: z.nullish(z.array(z.string())),
});
export type RoomWire = z.infer<typeof roomWire>;

/** A room id: a path parameter or a query field, so always text of digits. */
export const roomId = numeric({ what: 'a numeric room id' });

/** `GET {api}/api/room/`: every bookable room. */
export const roomsRoute = { backend: 'api', method: 'GET', path: '/api/room/' } as const;
export const roomsCall = defineCall(roomsRoute, {
  // No query fields: anything sent is dropped.
  input: z.object({}),
  answer: z.object({ status: wireNumber, data: z.array(roomWire) }),
  cache: DIRECTORY,
});

/** `GET {api}/api/room/{id}`: one room; 404 for an unknown id. */
export const roomRoute = { backend: 'api', method: 'GET', path: '/api/room/:id' } as const;
export const roomCall = defineCall(roomRoute, {
  input: z.object({}),
  params: z.object({ id: roomId }),
  answer: z.object({ status: wireNumber, data: roomWire }),
  cache: DIRECTORY,
});
