// Not zod: these payloads are read on the home page (see lib/wire-schema.ts).
import {
  array,
  nullish,
  number,
  object,
  string,
  union,
  type WireOutput,
} from '../../../lib/wire-schema';

/** One item of `GET {api}/api/content/?type=` as the wire sends it (docs/api.md, ContentItem). */
export const contentItemDto = object({
  id: union(number, string),
  type: string,
  title: string,
  titleZh: nullish(string),
  subtitle: nullish(string),
  subtitleZh: nullish(string),
  imageUrl: nullish(string),
  imageAlt: nullish(string),
  imageAltZh: nullish(string),
  linkUrl: nullish(string),
  sortOrder: nullish(union(number, string)),
  startDate: nullish(string),
  endDate: nullish(string),
});
export type ContentItemDto = WireOutput<typeof contentItemDto>;

export const contentResponseDto = object({
  status: union(number, string),
  data: array(contentItemDto),
});
