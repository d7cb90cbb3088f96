import * as v from 'valibot';

const looseText = v.nullish(v.string());

const bannerBlockDto = v.object({
  type: v.literal('banner'),
  title: looseText,
  titleZh: looseText,
  subtitle: looseText,
  subtitleZh: looseText,
  imageUrl: looseText,
  linkUrl: looseText,
});

const columnsBlockDto = v.object({
  type: v.literal('columns'),
  layout: v.string(),
  columns: v.array(
    v.object({ html: looseText, htmlZh: looseText, imageUrl: looseText, imageAlt: looseText }),
  ),
});

const carouselBlockDto = v.object({
  type: v.literal('carousel'),
  slides: v.array(
    v.object({ title: looseText, titleZh: looseText, imageUrl: looseText, linkUrl: looseText }),
  ),
});

const richTextBlockDto = v.object({
  type: v.literal('richText'),
  html: looseText,
  htmlZh: looseText,
});

/** The four block types the site renders (docs/api.md, Page). */
export const knownBlockDto = v.variant('type', [
  bannerBlockDto,
  columnsBlockDto,
  carouselBlockDto,
  richTextBlockDto,
]);
export type KnownBlockDto = v.InferOutput<typeof knownBlockDto>;

/**
 * Anything else (a block type the CMS added later, a known type in a shape we cannot read, even a
 * stray non-object) parses as `unsupported`, which the mapper drops: one odd block never breaks a
 * page.
 */
const unsupportedBlockDto = v.pipe(
  v.unknown(),
  v.transform((block) => ({
    type: 'unsupported' as const,
    originalType:
      typeof block === 'object' && block !== null && 'type' in block
        ? String(block.type)
        : typeof block,
  })),
);

export const blockDto = v.union([knownBlockDto, unsupportedBlockDto]);
export type BlockDto = v.InferOutput<typeof blockDto>;

export const pageDto = v.object({
  slug: v.string(),
  title: v.string(),
  titleZh: looseText,
  description: looseText,
  descriptionZh: looseText,
  layout: looseText,
  blocks: v.nullish(v.array(blockDto)),
});
export type PageDto = v.InferOutput<typeof pageDto>;

/** `GET {api}/api/pageBuilder/detail/?slug=`: `{ status: 0, data: Page }`. */
export const pageResponseDto = v.object({
  data: pageDto,
});
