import * as v from 'valibot';

/** One item of `GET {api}/api/content/?type=` as the wire sends it (docs/api.md, ContentItem). */
export const contentItemDto = v.object({
  id: v.union([v.number(), v.string()]),
  type: v.string(),
  title: v.string(),
  titleZh: v.nullish(v.string()),
  subtitle: v.nullish(v.string()),
  subtitleZh: v.nullish(v.string()),
  imageUrl: v.nullish(v.string()),
  imageAlt: v.nullish(v.string()),
  imageAltZh: v.nullish(v.string()),
  linkUrl: v.nullish(v.string()),
  sortOrder: v.nullish(v.union([v.number(), v.string()])),
  startDate: v.nullish(v.string()),
  endDate: v.nullish(v.string()),
});
export type ContentItemDto = v.InferOutput<typeof contentItemDto>;

export const contentResponseDto = v.object({
  status: v.union([v.number(), v.string()]),
  data: v.array(contentItemDto),
});
