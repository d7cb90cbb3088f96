import * as v from 'valibot';
import { looseFlag, looseId, looseNumber, looseText } from '../../../lib/wire-schema';

/** An event of `POST {bi}/v1/events` (docs/wire-format.md, docs/api.md). */
export const eventDto = v.object({
  EventID: looseId,
  EventType: looseText,
  EventCategory: looseText,
  Title: v.string(),
  BiTitle: looseText,
  Cost: looseNumber,
  EventImage: looseText,
  Images: v.nullish(v.array(v.string())),
  StartDate: looseText,
  EndDate: looseText,
  Location: looseText,
  Status: v.nullish(v.union([v.string(), v.number()])),
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
export type EventDto = v.InferOutput<typeof eventDto>;

export const eventsResponseDto = v.object({
  Result: v.array(eventDto),
  RecordCount: v.optional(v.unknown()),
});

export const eventDetailResponseDto = v.object({
  Result: eventDto,
});
