import * as v from 'valibot';

/** `POST {api}/api/customerticket` on success: `{ Status: 1, Message, Result: { TicketID } }`. */
export const contactTicketResponseDto = v.object({
  Status: v.union([v.number(), v.string()]),
  Message: v.nullish(v.string()),
  Result: v.nullish(v.object({ TicketID: v.union([v.number(), v.string()]) })),
});
