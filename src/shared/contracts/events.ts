/** The events calls of the BI API (docs/api.md, docs/wire-format.md). */
import { biRoute, defineCall } from './call';
import { TIMELY } from './cache-policies';
import {
  anyPayload,
  companyId,
  detailEnvelope,
  looseFlag,
  looseId,
  looseNumber,
  looseText,
  numericId,
  statusFlag,
  text,
} from './fields';
import { z } from './zod';

/** An event on the wire. */
export const eventWire = z.object({
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
  IsRSVPDone: looseFlag,
  TierString: looseText,
  Priority: looseNumber,
  IsFeatured: looseFlag,
  SortOrder: looseNumber,
});

export type EventWire = z.infer<typeof eventWire>;

/** `POST {bi}/v1/events`: every event that has not ended. */
export const eventsRoute = biRoute('/v1/events');
export const eventsCall = defineCall(eventsRoute, {
  input: anyPayload,
  answer: z.object({
    status: statusFlag,
    Result: z.array(eventWire),
    RecordCount: z.optional(z.unknown()),
  }),
  cache: TIMELY,
});

/** `POST {bi}/v1/event-details`: `CompanyID, Type 1, EventID, ImageSize 'small'` as `params`. */
export const eventDetailsRoute = biRoute('/v1/event-details', { form: true });
export const eventDetailsCall = defineCall(eventDetailsRoute, {
  input: z.object({
    CompanyID: z.optional(companyId),
    Type: z.optional(numericId),
    EventID: numericId,
    ImageSize: z.optional(text(20)),
  }),
  answer: z.object(detailEnvelope),
  item: { schema: eventWire, idFields: ['EventID'] },
  cache: TIMELY,
});
