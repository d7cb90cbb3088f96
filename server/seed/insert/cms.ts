/** Home content, page-builder pages (artwork swapped for URLs), explores, collections and e-vouchers. */
import type { SeedBlock, SeedData } from '../types.ts';
import { inserter, type SeedRows, type MediaStore } from './support.ts';

export function insertCms(rows: SeedRows, data: SeedData, media: MediaStore): void {
  const content = inserter(rows, 'content_items', [
    'id',
    'type',
    'title',
    'title_zh',
    'subtitle',
    'subtitle_zh',
    'image_url',
    'image_alt',
    'image_alt_zh',
    'link_url',
    'sort_order',
    'start_date',
    'end_date',
  ]);
  for (const c of data.content) {
    content.run({
      id: c.id,
      type: c.type,
      title: c.title,
      title_zh: c.titleZh,
      subtitle: c.subtitle,
      subtitle_zh: c.subtitleZh,
      image_url: media('content', `C${c.id}`, c.imageSvg),
      image_alt: c.imageAlt,
      image_alt_zh: c.imageAltZh,
      link_url: c.linkUrl,
      sort_order: c.sortOrder,
      start_date: c.startDate,
      end_date: c.endDate,
    });
  }

  const page = inserter(rows, 'pages', [
    'slug',
    'title',
    'title_zh',
    'description',
    'description_zh',
    'layout',
    'blocks',
  ]);
  for (const p of data.pages) {
    const blocks = p.blocks.map((block, index) =>
      blockWithUrls(block, (svg, part) => media('pages', `${p.slug}-${index + 1}${part}`, svg)),
    );
    page.run({
      slug: p.slug,
      title: p.title,
      title_zh: p.titleZh,
      description: p.description,
      description_zh: p.descriptionZh,
      layout: p.layout,
      blocks: JSON.stringify(blocks),
    });
  }

  const explore = inserter(rows, 'explores', [
    'id',
    'title',
    'title_zh',
    'category',
    'category_zh',
    'summary',
    'summary_zh',
    'content_html',
    'content_html_zh',
    'image_url',
    'sort_order',
  ]);
  const exploreMerchant = inserter(rows, 'explore_merchants', [
    'explore_id',
    'merchant_id',
    'position',
  ]);
  for (const e of data.explores) {
    explore.run({
      id: e.id,
      title: e.title,
      title_zh: e.titleZh,
      category: e.category,
      category_zh: e.categoryZh,
      summary: e.summary,
      summary_zh: e.summaryZh,
      content_html: e.contentHtml,
      content_html_zh: e.contentHtmlZh,
      image_url: media('explores', `X${e.id}`, e.imageSvg),
      sort_order: e.sortOrder,
    });
    e.merchantIds.forEach((merchantId, position) =>
      exploreMerchant.run({ explore_id: e.id, merchant_id: merchantId, position }),
    );
  }

  const collection = inserter(rows, 'collections', [
    'id',
    'title',
    'title_zh',
    'description',
    'description_zh',
    'image_url',
  ]);
  const collectionMerchant = inserter(rows, 'collection_merchants', [
    'collection_id',
    'merchant_id',
    'position',
  ]);
  for (const c of data.collections) {
    collection.run({
      id: c.id,
      title: c.title,
      title_zh: c.titleZh,
      description: c.description,
      description_zh: c.descriptionZh,
      image_url: media('collections', `K${c.id}`, c.imageSvg),
    });
    c.merchantIds.forEach((merchantId, position) =>
      collectionMerchant.run({ collection_id: c.id, merchant_id: merchantId, position }),
    );
  }

  const evoucher = inserter(rows, 'evouchers', [
    'id',
    'title',
    'title_zh',
    'description',
    'description_zh',
    'value',
    'points_cost',
    'image_url',
    'toc_html',
    'toc_html_zh',
    'valid_from',
    'valid_to',
  ]);
  const evoucherMerchant = inserter(rows, 'evoucher_merchants', [
    'evoucher_id',
    'merchant_id',
    'position',
  ]);
  for (const v of data.evouchers) {
    evoucher.run({
      id: v.id,
      title: v.title,
      title_zh: v.titleZh,
      description: v.description,
      description_zh: v.descriptionZh,
      value: v.value,
      points_cost: v.pointsCost,
      image_url: media('evouchers', `V${v.id}`, v.imageSvg),
      toc_html: v.tocHtml,
      toc_html_zh: v.tocHtmlZh,
      valid_from: v.validFrom,
      valid_to: v.validTo,
    });
    v.merchantIds.forEach((merchantId, position) =>
      evoucherMerchant.run({ evoucher_id: v.id, merchant_id: merchantId, position }),
    );
  }
}

/** A page block as stored: its SVG artwork replaced by the URL that serves it. */
function blockWithUrls(block: SeedBlock, store: (svg: string, part: string) => string): unknown {
  switch (block.type) {
    case 'banner': {
      const { imageSvg, ...rest } = block;
      return { ...rest, imageUrl: store(imageSvg, '') };
    }
    case 'columns':
      return {
        ...block,
        columns: block.columns.map(({ imageSvg, ...column }, index) =>
          imageSvg === undefined
            ? column
            : { ...column, imageUrl: store(imageSvg, `-c${index + 1}`) },
        ),
      };
    case 'carousel':
      return {
        ...block,
        slides: block.slides.map(({ imageSvg, ...slide }, index) => ({
          ...slide,
          imageUrl: store(imageSvg, `-s${index + 1}`),
        })),
      };
    case 'richText':
      return block;
  }
}
