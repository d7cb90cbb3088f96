/** Builders for CMS page blocks, so page files read as content. Artwork is generated per block. */
import { bannerSvg, type BannerMotif } from '../../artwork.ts';
import type { SeedBlock } from '../../types.ts';

type ColumnsLayout = Extract<SeedBlock, { type: 'columns' }>['layout'];

export function banner(
  title: string,
  titleZh: string,
  subtitle: string,
  subtitleZh: string,
  linkUrl?: string,
  motif?: BannerMotif,
): SeedBlock {
  return {
    type: 'banner',
    title,
    titleZh,
    subtitle,
    subtitleZh,
    imageSvg: bannerSvg({
      title,
      key: `page-banner-${title}`,
      width: 1440,
      height: 480,
      ...(motif ? { motif } : {}),
    }),
    ...(linkUrl ? { linkUrl } : {}),
  };
}

export interface ColumnContent {
  html: string;
  htmlZh: string;
  /** Alt text of a generated picture for this column, if it has one. */
  image?: string;
}

export function columns(layout: ColumnsLayout, content: ColumnContent[]): SeedBlock {
  return {
    type: 'columns',
    layout,
    columns: content.map((column) => ({
      html: column.html,
      htmlZh: column.htmlZh,
      ...(column.image
        ? {
            imageSvg: bannerSvg({
              title: column.image,
              key: `column-${column.image}`,
              width: 800,
              height: 600,
            }),
            imageAlt: column.image,
          }
        : {}),
    })),
  };
}

export function richText(html: string, htmlZh: string): SeedBlock {
  return { type: 'richText', html, htmlZh };
}

export function carousel(
  slides: { title: string; titleZh: string; linkUrl?: string }[],
): SeedBlock {
  return {
    type: 'carousel',
    slides: slides.map((slide) => ({
      title: slide.title,
      titleZh: slide.titleZh,
      imageSvg: bannerSvg({
        title: slide.title,
        key: `slide-${slide.title}`,
        width: 1200,
        height: 600,
      }),
      ...(slide.linkUrl ? { linkUrl: slide.linkUrl } : {}),
    })),
  };
}
