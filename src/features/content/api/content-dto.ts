// zod/mini: these payloads are parsed on the home page, so their schemas are part of the first load,
// where classic zod alone would weigh about 27 KB gzipped.
import { z } from 'zod/mini';

/** One item of `GET {api}/api/content/?type=` as the wire sends it (docs/api.md, ContentItem). */
export const contentItemDto = z.object({
  id: z.union([z.number(), z.string()]),
  type: z.string(),
  title: z.string(),
  titleZh: z.nullish(z.string()),
  subtitle: z.nullish(z.string()),
  subtitleZh: z.nullish(z.string()),
  imageUrl: z.nullish(z.string()),
  imageAlt: z.nullish(z.string()),
  imageAltZh: z.nullish(z.string()),
  linkUrl: z.nullish(z.string()),
  sortOrder: z.nullish(z.union([z.number(), z.string()])),
  startDate: z.nullish(z.string()),
  endDate: z.nullish(z.string()),
});
export type ContentItemDto = z.infer<typeof contentItemDto>;

export const contentResponseDto = z.object({
  status: z.union([z.number(), z.string()]),
  data: z.array(contentItemDto),
});
