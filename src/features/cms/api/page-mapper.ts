import { readImageUrl, readText } from '../../../lib/wire';
import type { BlockDto, PageDto } from './page-dto';

export interface Bilingual {
  en: string;
  zh?: string;
}

export type CmsBlock =
  | { kind: 'banner'; title: Bilingual; subtitle: Bilingual; imageUrl?: string; linkUrl?: string }
  | {
      kind: 'columns';
      spans: number[];
      columns: { html: Bilingual; imageUrl?: string; imageAlt: string }[];
    }
  | { kind: 'carousel'; slides: { title: Bilingual; imageUrl?: string; linkUrl?: string }[] }
  | { kind: 'richText'; html: Bilingual };

export interface CmsPage {
  slug: string;
  title: Bilingual;
  description: Bilingual;
  layout: 'default' | 'attraction';
  blocks: CmsBlock[];
}

const GRID_COLUMNS = 12;

const bilingual = (en: unknown, zh: unknown): Bilingual => ({
  en: readText(en) ?? '',
  zh: readText(zh),
});

/**
 * Column spans of a layout on the 12-column grid: "4+8" is [4, 8]. A layout that does not add up
 * to 12 gives equal columns, so a CMS typo still lays out sensibly.
 */
export function columnSpans(layout: string, columnCount: number): number[] {
  const spans = layout.split('+').map((part) => Number(part.trim()));
  const valid =
    spans.every((n) => Number.isInteger(n) && n > 0) &&
    spans.reduce((a, b) => a + b, 0) === GRID_COLUMNS;
  if (valid && spans.length === columnCount) return spans;
  const count = Math.max(1, Math.min(columnCount, 4));
  return Array.from({ length: columnCount }, () => Math.floor(GRID_COLUMNS / count));
}

/** One block as the app uses it, or undefined for blocks the site does not render. */
export function toBlock(dto: BlockDto): CmsBlock | undefined {
  switch (dto.type) {
    case 'banner':
      return {
        kind: 'banner',
        title: bilingual(dto.title, dto.titleZh),
        subtitle: bilingual(dto.subtitle, dto.subtitleZh),
        imageUrl: readImageUrl(dto.imageUrl),
        linkUrl: readText(dto.linkUrl),
      };
    case 'columns': {
      if (dto.columns.length === 0) return undefined;
      return {
        kind: 'columns',
        spans: columnSpans(dto.layout, dto.columns.length),
        columns: dto.columns.map((c) => ({
          html: bilingual(c.html, c.htmlZh),
          imageUrl: readImageUrl(c.imageUrl),
          imageAlt: readText(c.imageAlt) ?? '',
        })),
      };
    }
    case 'carousel': {
      const slides = dto.slides.map((s) => ({
        title: bilingual(s.title, s.titleZh),
        imageUrl: readImageUrl(s.imageUrl),
        linkUrl: readText(s.linkUrl),
      }));
      return slides.length > 0 ? { kind: 'carousel', slides } : undefined;
    }
    case 'richText': {
      const html = bilingual(dto.html, dto.htmlZh);
      return html.en || html.zh ? { kind: 'richText', html } : undefined;
    }
    case 'unsupported':
      return undefined;
  }
}

export function toCmsPage(dto: PageDto): CmsPage {
  return {
    slug: dto.slug,
    title: bilingual(dto.title, dto.titleZh),
    description: bilingual(dto.description, dto.descriptionZh),
    layout: dto.layout === 'attraction' ? 'attraction' : 'default',
    blocks: (dto.blocks ?? [])
      .map(toBlock)
      .filter((block): block is CmsBlock => block !== undefined),
  };
}
