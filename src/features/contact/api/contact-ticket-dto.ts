import { z } from '../../../lib/zod';

/** `POST {api}/api/customerticket` on success: `{ Status: 1, Message, Result: { TicketID } }`. */
export const contactTicketResponseDto = z.object({
  Status: z.union([z.number(), z.string()]),
  Message: z.nullish(z.string()),
  Result: z.nullish(z.object({ TicketID: z.union([z.number(), z.string()]) })),
});
