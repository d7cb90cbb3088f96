/** The content call of the internal API (docs/api.md, ContentItem): the home page's banners. */
import { defineCall } from './call';
import { REFERENCE } from './cache-policies';
import { looseId, looseNumber, looseText, pattern } from './fields';
import { z } from './zod';

/** One content item (a home banner and the like) on the wire. */
export const contentItemWire = z.object({
  id: looseId,
  type: z.string(),
  title: z.string(),
  titleZh: looseText,
  subtitle: looseText,
  subtitleZh: looseText,
  imageUrl: looseText,
  imageAlt: looseText,
  imageAltZh: looseText,
  linkUrl: looseText,
  sortOrder: looseNumber,
  startDate: looseText,
  endDate: looseText,
});
export type ContentItemWire = z.infer<typeof contentItemWire>;

/** `GET {api}/api/content/?type=`: the current items of one type (home-banner when left out). */
export const contentRoute = { backend: 'api', method: 'GET', path: '/api/content/' } as const;
export const contentCall = defineCall(contentRoute, {
  input: z.object({
    type: z.optional(pattern(/^[a-z0-9-]{1,50}$/, 'a content type slug such as home-banner')),
  }),
  answer: z.object({
    status: z.union([z.number(), z.string()]),
    data: z.array(contentItemWire),
  }),
  cache: REFERENCE,
});
