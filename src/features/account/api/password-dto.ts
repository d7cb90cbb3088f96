import * as v from 'valibot';

/** Answer of the password calls (docs/api.md): `{ Status, Message }`. */
export const passwordResponseDto = v.object({
  Status: v.union([v.number(), v.string()]),
  Message: v.nullish(v.string()),
});
