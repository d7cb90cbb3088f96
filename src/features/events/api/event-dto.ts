// zod/mini: these payloads are parsed on the home page, so their schemas are part of the first load,
// where classic zod alone would weigh about 27 KB gzipped.
import { z } from 'zod/mini';

const looseId = z.union([z.string(), z.number()]);
const looseText = z.nullish(z.string());
const looseFlag = z.nullish(z.union([z.boolean(), z.string(), z.number()]));
const looseNumber = z.nullish(z.union([z.number(), z.string()]));

/** An event of `POST {bi}/v1/events` (wire-format.md, docs/api.md). */
export const eventDto = z.object({
  EventID: looseId,
  EventType: looseText,
  EventCategory: looseText,
  Title: z.string(),
  BiTitle: looseText,
  Cost: looseNumber,
  EventImage: looseText,
  Images: z.nullish(z.array(z.string())),
  StartDate: looseText,
  EndDate: looseText,
  Location: looseText,
  Status: z.nullish(z.union([z.string(), z.number()])),
  ShortDescription: looseText,
  Description: looseText,
  DetailView: looseText,
  TOC: looseText,
  ShareLink: looseText,
  Merchant_Name: looseText,
  Priority: looseNumber,
  IsFeatured: looseFlag,
  SortOrder: looseNumber,
});
export type EventDto = z.infer<typeof eventDto>;

export const eventsResponseDto = z.object({
  Result: z.array(eventDto),
  RecordCount: z.optional(z.unknown()),
});

export const eventDetailResponseDto = z.object({
  Result: eventDto,
});
