/** The page-builder call and its mapper, loaded with the first fetch (queries.ts). */
import { callApi } from '../../../lib/api-client';
import { readImageUrl, readText } from '../../../lib/wire';
import { pageCall, type BlockWire, type PageWire } from '../../../shared/contracts/cms';
import type { Bilingual, CmsBlock, CmsPage } from '../model/cms-page';

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
export function toBlock(wire: BlockWire): CmsBlock | undefined {
  switch (wire.type) {
    case 'banner':
      return {
        kind: 'banner',
        title: bilingual(wire.title, wire.titleZh),
        subtitle: bilingual(wire.subtitle, wire.subtitleZh),
        imageUrl: readImageUrl(wire.imageUrl),
        linkUrl: readText(wire.linkUrl),
      };
    case 'columns': {
      if (wire.columns.length === 0) return undefined;
      return {
        kind: 'columns',
        spans: columnSpans(wire.layout, wire.columns.length),
        columns: wire.columns.map((c) => ({
          html: bilingual(c.html, c.htmlZh),
          imageUrl: readImageUrl(c.imageUrl),
          imageAlt: readText(c.imageAlt) ?? '',
        })),
      };
    }
    case 'carousel': {
      const slides = wire.slides.map((s) => ({
        title: bilingual(s.title, s.titleZh),
        imageUrl: readImageUrl(s.imageUrl),
        linkUrl: readText(s.linkUrl),
      }));
      return slides.length > 0 ? { kind: 'carousel', slides } : undefined;
    }
    case 'richText': {
      const html = bilingual(wire.html, wire.htmlZh);
      return html.en || html.zh ? { kind: 'richText', html } : undefined;
    }
    case 'unsupported':
      return undefined;
  }
}

export function toCmsPage(wire: PageWire): CmsPage {
  return {
    slug: wire.slug,
    title: bilingual(wire.title, wire.titleZh),
    description: bilingual(wire.description, wire.descriptionZh),
    layout: wire.layout === 'attraction' ? 'attraction' : 'default',
    blocks: (wire.blocks ?? [])
      .map(toBlock)
      .filter((block): block is CmsBlock => block !== undefined),
  };
}

/** One page-builder page; an unknown slug is a 404. */
export async function getCmsPage(slug: string, signal: AbortSignal): Promise<CmsPage> {
  return toCmsPage((await callApi(pageCall, { input: { slug }, signal })).data);
}
