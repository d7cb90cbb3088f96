import { z } from 'zod';

/** One item of `GET {api}/api/content/?type=` as the wire sends it (docs/api.md, ContentItem). */
export const contentItemDto = z.object({
  id: z.union([z.number(), z.string()]),
  type: z.string(),
  title: z.string(),
  titleZh: z.string().nullish(),
  subtitle: z.string().nullish(),
  subtitleZh: z.string().nullish(),
  imageUrl: z.string().nullish(),
  imageAlt: z.string().nullish(),
  imageAltZh: z.string().nullish(),
  linkUrl: z.string().nullish(),
  sortOrder: z.union([z.number(), z.string()]).nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
});
export type ContentItemDto = z.infer<typeof contentItemDto>;

export const contentResponseDto = z.object({
  status: z.union([z.number(), z.string()]),
  data: z.array(contentItemDto),
});
