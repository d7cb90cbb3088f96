import { z } from '../../../lib/zod';

const numeric = z.union([z.number(), z.string(), z.boolean()]);

/** One subject of the contact form (docs/api.md, ContactDetails.ContactTypes). */
export const contactTypeDto = z.object({
  Value: z.union([z.string(), z.number()]),
  Label: z.string(),
  LabelZh: z.nullish(z.string()),
});
export type ContactTypeDto = z.infer<typeof contactTypeDto>;

/** The parts of ContactDetails the contact page shows (the footer reads the rest itself). */
export const contactDetailsDto = z.object({
  Address: z.nullish(z.string()),
  Phone: z.nullish(z.string()),
  Email: z.nullish(z.string()),
  Hours: z.nullish(z.string()),
  HoursZh: z.nullish(z.string()),
  ContactTypes: z.nullish(z.array(contactTypeDto)),
});
export type ContactDetailsDto = z.infer<typeof contactDetailsDto>;

/** `POST {bi}/v1/get-contact-details`: `{ data: { Status, Result } }`. */
export const contactDetailsResponseDto = z.object({
  data: z.object({
    Status: numeric,
    Result: contactDetailsDto,
  }),
});
