import { z } from 'zod';

const looseId = z.union([z.string(), z.number()]);
const looseText = z.string().nullish();
const looseFlag = z.union([z.boolean(), z.string(), z.number()]).nullish();
const looseNumber = z.union([z.number(), z.string()]).nullish();

/** An event of `POST {bi}/v1/events` (wire-format.md, docs/api.md). */
export const eventDto = z.object({
  EventID: looseId,
  EventType: looseText,
  EventCategory: looseText,
  Title: z.string(),
  BiTitle: looseText,
  Cost: looseNumber,
  EventImage: looseText,
  Images: z.array(z.string()).nullish(),
  StartDate: looseText,
  EndDate: looseText,
  Location: looseText,
  Status: z.union([z.string(), z.number()]).nullish(),
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
  RecordCount: z.unknown().optional(),
});

export const eventDetailResponseDto = z.object({
  Result: eventDto,
});
