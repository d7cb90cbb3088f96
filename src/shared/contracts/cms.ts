/** The page-builder call of the internal API (docs/api.md, Page): the site's CMS pages. */
import { defineCall } from './call';
import { REFERENCE } from './cache-policies';
import { pattern, statusFlag } from './fields';
import { z } from './zod';

const looseText = z.nullish(z.string());

const bannerBlockWire = z.object({
  type: z.literal('banner'),
  title: looseText,
  titleZh: looseText,
  subtitle: looseText,
  subtitleZh: looseText,
  imageUrl: looseText,
  linkUrl: looseText,
});

const columnsBlockWire = z.object({
  type: z.literal('columns'),
  layout: z.string(),
  columns: z.array(
    z.object({ html: looseText, htmlZh: looseText, imageUrl: looseText, imageAlt: looseText }),
  ),
});

const carouselBlockWire = z.object({
  type: z.literal('carousel'),
  slides: z.array(
    z.object({ title: looseText, titleZh: looseText, imageUrl: looseText, linkUrl: looseText }),
  ),
});

const richTextBlockWire = z.object({
  type: z.literal('richText'),
  html: looseText,
  htmlZh: looseText,
});

/** The four block types the site renders. */
export const knownBlockWire = z.discriminatedUnion('type', [
  bannerBlockWire,
  columnsBlockWire,
  carouselBlockWire,
  richTextBlockWire,
]);

/**
 * Anything else (a block type the CMS added later, a known type in a shape we cannot read, even a
 * stray non-object) parses as `unsupported`, which the mapper drops: one odd block never breaks a
 * page.
 */
const unsupportedBlockWire = z.pipe(
  z.unknown(),
  z.transform((block) => ({
    type: 'unsupported' as const,
    originalType:
      typeof block === 'object' && block !== null && 'type' in block
        ? String(block.type)
        : typeof block,
  })),
);

export const blockWire = z.union([knownBlockWire, unsupportedBlockWire]);
export type BlockWire = z.infer<typeof blockWire>;

/** A page on the wire. */
export const pageWire = z.object({
  slug: z.string(),
  title: z.string(),
  titleZh: looseText,
  description: looseText,
  descriptionZh: looseText,
  layout: looseText,
  blocks: z.nullish(z.array(blockWire)),
});
/** A page as the app reads it: every block known, or `unsupported`. */
export type PageWire = z.infer<typeof pageWire>;
/** A page as a server may send it: blocks of any shape. */
export type SentPageWire = z.input<typeof pageWire>;

/** `GET {api}/api/pageBuilder/detail/?slug=`: one page; an unknown slug is a 404. */
export const pageRoute = {
  backend: 'api',
  method: 'GET',
  path: '/api/pageBuilder/detail/',
} as const;
export const pageCall = defineCall(pageRoute, {
  input: z.object({ slug: pattern(/^[A-Za-z0-9_-]{1,100}$/, 'a page slug such as about_us') }),
  answer: z.object({ status: statusFlag, data: pageWire }),
  cache: REFERENCE,
});
