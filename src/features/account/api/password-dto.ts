import { z } from '../../../lib/zod';

/** Answer of the password calls (docs/api.md): `{ Status, Message }`. */
export const passwordResponseDto = z.object({
  Status: z.union([z.number(), z.string()]),
  Message: z.nullish(z.string()),
});
