import { z } from '../../../lib/zod';

const looseText = z.nullish(z.string());

const bannerBlockDto = z.object({
  type: z.literal('banner'),
  title: looseText,
  titleZh: looseText,
  subtitle: looseText,
  subtitleZh: looseText,
  imageUrl: looseText,
  linkUrl: looseText,
});

const columnsBlockDto = z.object({
  type: z.literal('columns'),
  layout: z.string(),
  columns: z.array(
    z.object({ html: looseText, htmlZh: looseText, imageUrl: looseText, imageAlt: looseText }),
  ),
});

const carouselBlockDto = z.object({
  type: z.literal('carousel'),
  slides: z.array(
    z.object({ title: looseText, titleZh: looseText, imageUrl: looseText, linkUrl: looseText }),
  ),
});

const richTextBlockDto = z.object({
  type: z.literal('richText'),
  html: looseText,
  htmlZh: looseText,
});

/** The four block types the site renders (docs/api.md, Page). */
export const knownBlockDto = z.discriminatedUnion('type', [
  bannerBlockDto,
  columnsBlockDto,
  carouselBlockDto,
  richTextBlockDto,
]);
export type KnownBlockDto = z.infer<typeof knownBlockDto>;

/**
 * Anything else (a block type the CMS added later, a known type in a shape we cannot read, even a
 * stray non-object) parses as `unsupported`, which the mapper drops: one odd block never breaks a
 * page.
 */
const unsupportedBlockDto = z.pipe(
  z.unknown(),
  z.transform((block) => ({
    type: 'unsupported' as const,
    originalType:
      typeof block === 'object' && block !== null && 'type' in block
        ? String(block.type)
        : typeof block,
  })),
);

export const blockDto = z.union([knownBlockDto, unsupportedBlockDto]);
export type BlockDto = z.infer<typeof blockDto>;

export const pageDto = z.object({
  slug: z.string(),
  title: z.string(),
  titleZh: looseText,
  description: looseText,
  descriptionZh: looseText,
  layout: looseText,
  blocks: z.nullish(z.array(blockDto)),
});
export type PageDto = z.infer<typeof pageDto>;

/** `GET {api}/api/pageBuilder/detail/?slug=`: `{ status: 0, data: Page }`. */
export const pageResponseDto = z.object({
  data: pageDto,
});
