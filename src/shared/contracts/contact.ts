/**
 * The contact calls: the contact details of the BI API and the customer ticket of the internal
 * API (docs/api.md "ContactDetails", `POST /api/customerticket`).
 */
import { biRoute, defineCall } from './call';
import { REFERENCE } from './cache-policies';
import { anyPayload, looseId, looseText, looseTextOrNumber, text } from './fields';
import { z } from './zod';

/** One subject of the contact form; its `Value` is what a ticket's `type` carries. */
export const contactTypeWire = z.object({
  Value: looseId,
  Label: z.string(),
  LabelZh: looseText,
});
export type ContactTypeWire = z.infer<typeof contactTypeWire>;

/**
 * How else to reach the complex, and the contact form's subjects. The site reads neither the
 * social links nor the app stores' addresses; a number where text is expected is let through.
 */
export const contactDetailsWire = z.object({
  Address: looseText,
  Phone: looseText,
  Email: looseText,
  Hours: looseText,
  HoursZh: looseText,
  WhatsApp: looseTextOrNumber,
  Facebook: looseTextOrNumber,
  Instagram: looseTextOrNumber,
  Youtube: looseTextOrNumber,
  AppStoreUrl: looseTextOrNumber,
  PlayStoreUrl: looseTextOrNumber,
  ContactTypes: z.nullish(z.array(contactTypeWire)),
});
export type ContactDetailsWire = z.infer<typeof contactDetailsWire>;

/** `POST {bi}/v1/get-contact-details`: `{ data: { Status, Result } }`, its status inside `data`. */
export const contactDetailsRoute = biRoute('/v1/get-contact-details');
export const contactDetailsCall = defineCall(contactDetailsRoute, {
  input: anyPayload,
  answer: z.object({
    data: z.object({
      Status: z.union([z.number(), z.string(), z.boolean()]),
      Result: contactDetailsWire,
    }),
  }),
  cache: REFERENCE,
});

/**
 * `POST {api}/api/customerticket`: the contact form, answered `{ Status, Message, Result }` with
 * the API's own statuses (1 created; 3, 4, 5 refused: spec section 5). Its fields are capped
 * generously here; the server's field rules (server/lib/contact-rules.ts) give the precise
 * refusals the form shows. `website` is the honeypot: empty for people.
 */
export const customerTicketRoute = {
  backend: 'api',
  method: 'POST',
  path: '/api/customerticket',
} as const;
export const customerTicketCall = defineCall(customerTicketRoute, {
  input: z.object({
    type: text(100),
    firstName: text(200),
    lastName: text(200),
    userPhoneNumber: text(50),
    userEmail: text(1000),
    message: text(10_000),
    website: z.optional(text(1000)),
  }),
  answer: z.object({
    Status: z.union([z.number(), z.string()]),
    Message: z.nullish(z.string()),
    Result: z.nullish(z.object({ TicketID: z.union([z.number(), z.string()]) })),
  }),
});
