/** Page-builder pages (artwork swapped for URLs), explores, collections and e-vouchers. */
import type { SeedBlock, SeedCore } from '../types.ts';
import { seedTable, withImageUrl, type SeedRows, type MediaStore } from './support.ts';

export function insertCms(rows: SeedRows, data: SeedCore, media: MediaStore): void {
  seedTable(
    rows,
    'pages',
    data.pages.map(({ blocks, ...page }) => ({
      ...page,
      blocks: JSON.stringify(
        blocks.map((block, index) =>
          blockWithUrls(block, (svg, part) =>
            media('pages', `${page.slug}-${index + 1}${part}`, svg),
          ),
        ),
      ),
    })),
  );

  // Each list of merchants is a join table's rows, in the list's order.
  const explores = data.explores.map(withImageUrl(media, 'explores', 'X'));
  seedTable(
    rows,
    'explores',
    explores.map(({ merchantIds, ...explore }) => explore),
  );
  seedTable(rows, 'explore_merchants', merchantLinks('exploreId', explores));

  const collections = data.collections.map(withImageUrl(media, 'collections', 'K'));
  seedTable(
    rows,
    'collections',
    collections.map(({ merchantIds, ...collection }) => collection),
  );
  seedTable(rows, 'collection_merchants', merchantLinks('collectionId', collections));

  const evouchers = data.evouchers.map(withImageUrl(media, 'evouchers', 'V'));
  seedTable(
    rows,
    'evouchers',
    evouchers.map(({ merchantIds, ...evoucher }) => evoucher),
  );
  seedTable(rows, 'evoucher_merchants', merchantLinks('evoucherId', evouchers));
}

/** A join table's row: the item's id under `K`, one merchant it lists, and its place in the list. */
type MerchantLink<K extends string> = Record<K, number> & { merchantId: number; position: number };

/** One join row per merchant each item lists. */
function merchantLinks<K extends string>(
  key: K,
  items: readonly { id: number; merchantIds: readonly number[] }[],
): MerchantLink<K>[] {
  return items.flatMap((item) =>
    item.merchantIds.map(
      (merchantId, position) => ({ [key]: item.id, merchantId, position }) as MerchantLink<K>,
    ),
  );
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
