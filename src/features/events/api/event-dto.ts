// Not zod: these payloads are read on the home page (see lib/wire-schema.ts).
import {
  array,
  looseFlag,
  looseId,
  looseNumber,
  looseText,
  nullish,
  number,
  object,
  optional,
  string,
  union,
  unknown,
  type WireOutput,
} from '../../../lib/wire-schema';

/** An event of `POST {bi}/v1/events` (docs/wire-format.md, docs/api.md). */
export const eventDto = object({
  EventID: looseId,
  EventType: looseText,
  EventCategory: looseText,
  Title: string,
  BiTitle: looseText,
  Cost: looseNumber,
  EventImage: looseText,
  Images: nullish(array(string)),
  StartDate: looseText,
  EndDate: looseText,
  Location: looseText,
  Status: nullish(union(string, number)),
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
export type EventDto = WireOutput<typeof eventDto>;

export const eventsResponseDto = object({
  Result: array(eventDto),
  RecordCount: optional(unknown),
});

export const eventDetailResponseDto = object({
  Result: eventDto,
});
