import * as v from 'valibot';

const numeric = v.union([v.number(), v.string(), v.boolean()]);

/** One subject of the contact form (docs/api.md, ContactDetails.ContactTypes). */
export const contactTypeDto = v.object({
  Value: v.union([v.string(), v.number()]),
  Label: v.string(),
  LabelZh: v.nullish(v.string()),
});
export type ContactTypeDto = v.InferOutput<typeof contactTypeDto>;

/** The parts of ContactDetails the contact page shows (the footer reads the rest itself). */
export const contactDetailsDto = v.object({
  Address: v.nullish(v.string()),
  Phone: v.nullish(v.string()),
  Email: v.nullish(v.string()),
  Hours: v.nullish(v.string()),
  HoursZh: v.nullish(v.string()),
  ContactTypes: v.nullish(v.array(contactTypeDto)),
});
export type ContactDetailsDto = v.InferOutput<typeof contactDetailsDto>;

/** `POST {bi}/v1/get-contact-details`: `{ data: { Status, Result } }`. */
export const contactDetailsResponseDto = v.object({
  data: v.object({
    Status: numeric,
    Result: contactDetailsDto,
  }),
});
